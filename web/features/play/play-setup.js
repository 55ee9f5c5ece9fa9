// Setting up a start position: one row per part with fields that fit the game (tokens for a heap,
// two heaps for Wythoff, row and column for the corner board, heap and allowed take for the
// Fibonacci game, a node for a graph). A single game may have several heaps (Add a heap); a sum
// has one row per component. The corner board also takes a click on a square.
import { t } from '../../ui/i18n.js';
import { gameName } from '../../ui/game-name.js';
import { boardExtent, el, renderBoardGrid } from './play-board.js';
import { componentOf, defaultPart, graphNodes, splitPosition } from './play-game.js';

const MAX_PARTS = 12;

function numberField(id, label, value, testid, extra = {}) {
  return el(
    'div',
    { class: 'play-field' },
    el('label', { for: id, text: label }),
    el('input', { id, type: 'number', min: '0', step: '1', inputmode: 'numeric', value, 'data-testid': testid, 'aria-describedby': 'play-setup-hint play-position-error', ...extra }),
  );
}

/**
 * Draws the rows into `box` for `game` starting at `positionText`. Returns { read() -> text,
 * focusFirst() }. `onChange` is called after a square is picked on the board.
 */
export function renderSetup(box, game, positionText, onChange = () => {}) {
  let parts = splitPosition(positionText);
  if (!game.single) parts = game.components.map((c, i) => parts[i] ?? defaultPart(c, i));
  if (parts.length === 0) parts = [defaultPart(game.components[0])];
  const kind = game.single ? game.components[0].kind : 'sum';
  const hint = box.closest('form').querySelector('#play-setup-hint');
  hint.textContent = t(`play.setupHint.${kind}`);

  const draw = () => {
    box.replaceChildren();
    parts.forEach((text, i) => {
      const component = componentOf(game, i, parts);
      const nums = text.split(',');
      const id = (k) => `play-part-${i}-${k}`;
      const tid = (base) => (i === 0 ? base : `${base}-${i + 1}`);
      const row = el('div', { class: 'play-setup-row', 'data-part': String(i) });
      if (!game.single) row.append(el('span', { class: 'play-setup-title', text: t('play.field.partOf', { i: i + 1, game: gameName(component.text) }) }));
      if (component.kind === 'heap') {
        const label = parts.length === 1 && game.single ? t('play.field.heapOne') : t('play.field.heap', { i: i + 1 });
        row.append(numberField(id('n'), label, nums[0], tid('heap-input')));
      } else if (component.kind === 'pair') {
        row.append(numberField(id('a'), t('play.field.pairA'), nums[0], tid('heap-input')), numberField(id('b'), t('play.field.pairB'), nums[1] ?? '0', tid('heap-b-input')));
      } else if (component.kind === 'board') {
        row.append(numberField(id('r'), t('play.field.row'), nums[0], tid('row-input')), numberField(id('c'), t('play.field.col'), nums[1] ?? '0', tid('col-input')));
      } else if (component.kind === 'fib') {
        row.append(
          numberField(id('h'), t('play.field.fibHeap'), nums[0], tid('heap-input')),
          numberField(id('k'), t('play.field.fibTake'), nums[1] ?? '', tid('take-limit-input'), { min: '1', title: t('play.field.fibTakeHint') }),
        );
      } else {
        const nodes = graphNodes(component);
        const field = el('div', { class: 'play-field' }, el('label', { for: id('v'), text: t('play.field.node') }));
        const select = el('select', { id: id('v'), 'data-testid': tid('node-input') });
        for (const n of nodes) select.append(el('option', { value: n, text: n }));
        if (!nodes.includes(text)) select.append(el('option', { value: text, text }));
        select.value = text;
        field.append(select);
        row.append(field);
      }
      if (game.single && parts.length > 1) {
        const removeLabel = t(`play.removePart.${game.components[0].kind}`, { i: i + 1 });
        const remove = el('button', { type: 'button', class: 'play-remove', 'aria-label': removeLabel, title: removeLabel, text: '✕' });
        remove.addEventListener('click', () => {
          parts = read().split('+');
          parts.splice(i, 1);
          draw();
          box.querySelector('input, select')?.focus();
        });
        row.append(remove);
      }
      box.append(row);
    });
    if (game.single && parts.length < MAX_PARTS) {
      const add = el('button', { type: 'button', class: 'play-add', 'data-testid': 'add-heap', text: t(`play.addPart.${game.components[0].kind}`) });
      add.addEventListener('click', () => {
        parts = read().split('+');
        parts.push(defaultPart(game.components[0], parts.length));
        draw();
        const inputs = box.querySelectorAll(`[data-part="${parts.length - 1}"] input, [data-part="${parts.length - 1}"] select`);
        inputs[0]?.focus();
      });
      box.append(el('div', { class: 'play-setup-actions' }, add));
    }
    // The corner board: click (or Enter on) a square to put the piece there.
    if (parts.length === 1 && componentOf(game, 0).kind === 'board') {
      const [r, c] = parts[0].split(',').map(Number);
      const extent = boardExtent(componentOf(game, 0), [r || 0, c || 0]);
      if (extent) {
        box.append(
          renderBoardGrid({
            ...extent,
            label: t('play.pickSquare'),
            testid: 'setup-board',
            focus: `${r},${c}`,
            squares: (rr, cc) => ({
              kind: rr === r && cc === c ? 'piece' : 'pick',
              onChoose: (pr, pc) => {
                parts = [`${pr},${pc}`];
                draw();
                box.querySelector(`[data-square="${pr},${pc}"]`)?.focus();
                onChange();
              },
            }),
          }),
        );
      }
    }
  };

  const read = () =>
    [...box.querySelectorAll('.play-setup-row')]
      .map((row) => {
        const values = [...row.querySelectorAll('input, select')].map((x) => x.value.trim());
        // The Fibonacci game's allowed take may be left empty: a new game's first move.
        return values.filter((v, k) => !(k === 1 && v === '' && row.querySelector('[data-testid^="take-limit"]'))).join(',');
      })
      .join('+');

  draw();
  return {
    read,
    focusFirst: () => box.querySelector('input, select')?.focus(),
  };
}
