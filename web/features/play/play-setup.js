// The setup form: a start position, who moves first, the computer's strength and misère play.
// The position has one row per part with fields that fit the game (tokens for a heap, two heaps for
// Wythoff, row and column for the corner board, heap and allowed take for the Fibonacci game, a
// node for a graph). A single game may have several heaps (Add a heap); a sum has one row per
// component. The corner board also takes a click on a square. The form reports what the person
// asked for (onStart, onMisere); the controller starts the game.
import { t } from '../../ui/i18n.js';
import { gameName } from '../../ui/game-name.js';
import { el, showError } from '../../ui/dom.js';
import { boardExtent, renderBoardGrid } from './play-board.js';
import { componentOf } from './parts.js';
import { splitPosition } from '../../state/spec-text.js';
import { partStart } from '../../state/shape.js';

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
function renderSetup(box, game, positionText, onChange = () => {}) {
  let parts = splitPosition(positionText);
  const single = game.components.length === 1;
  if (!single) parts = game.components.map((c, i) => parts[i] ?? partStart(c, i));
  if (parts.length === 0) parts = [partStart(game.components[0])];
  const kind = single ? game.components[0].board : 'sum';
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
      if (!single) row.append(el('span', { class: 'play-setup-title', text: t('play.field.partOf', { i: i + 1, game: gameName(component.spec) }) }));
      if (component.board === 'heap') {
        const label = parts.length === 1 && single ? t('play.field.heapOne') : t('play.field.heap', { i: i + 1 });
        row.append(numberField(id('n'), label, nums[0], tid('heap-input')));
      } else if (component.board === 'pair') {
        row.append(numberField(id('a'), t('play.field.pairA'), nums[0], tid('heap-input')), numberField(id('b'), t('play.field.pairB'), nums[1] ?? '0', tid('heap-b-input')));
      } else if (component.board === 'board') {
        row.append(numberField(id('r'), t('play.field.row'), nums[0], tid('row-input')), numberField(id('c'), t('play.field.col'), nums[1] ?? '0', tid('col-input')));
      } else if (component.board === 'fib') {
        row.append(
          numberField(id('h'), t('play.field.fibHeap'), nums[0], tid('heap-input')),
          numberField(id('k'), t('play.field.fibTake'), nums[1] ?? '', tid('take-limit-input'), { min: '1', title: t('play.field.fibTakeHint') }),
        );
      } else {
        const nodes = component.nodes;
        const field = el('div', { class: 'play-field' }, el('label', { for: id('v'), text: t('play.field.node') }));
        const select = el('select', { id: id('v'), 'data-testid': tid('node-input') });
        for (const n of nodes) select.append(el('option', { value: n, text: n }));
        if (!nodes.includes(text)) select.append(el('option', { value: text, text }));
        select.value = text;
        field.append(select);
        row.append(field);
      }
      if (single && parts.length > 1) {
        const removeLabel = t(`play.removePart.${game.components[0].board}`, { i: i + 1 });
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
    if (single && parts.length < MAX_PARTS) {
      const add = el('button', { type: 'button', class: 'play-add', 'data-testid': 'add-heap', text: t(`play.addPart.${game.components[0].board}`) });
      add.addEventListener('click', () => {
        parts = read().split('+');
        parts.push(partStart(game.components[0], parts.length));
        draw();
        const inputs = box.querySelectorAll(`[data-part="${parts.length - 1}"] input, [data-part="${parts.length - 1}"] select`);
        inputs[0]?.focus();
      });
      box.append(el('div', { class: 'play-setup-actions' }, add));
    }
    // The corner board: click (or Enter on) a square to put the piece there.
    if (parts.length === 1 && componentOf(game, 0).board === 'board') {
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

/**
 * The whole form: onStart({ position, first, strength }) when submitted, onMisere(on) when the
 * misère box changes. show(...) draws the settings of a game that started; fail(message) explains
 * why a position was refused (the form opens, its first field takes the focus).
 */
export function createSetupForm(root, { onStart, onMisere }) {
  const box = root.querySelector('.play-setup-box');
  const form = root.querySelector('form.play-setup');
  const rows = root.querySelector('.play-setup-rows');
  const error = root.querySelector('#play-position-error');
  const firstBox = root.querySelector('.play-first');
  const strength = root.querySelector('[data-testid="strength"]');
  const misere = root.querySelector('[data-testid="misere"]');
  let game = null;
  let setup = null;

  const showStrength = () => {
    firstBox.hidden = strength.value === 'off';
  };
  strength.addEventListener('change', showStrength);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const first = form.querySelector('input[name="first"]:checked')?.value ?? 'you';
    onStart({ position: setup.read(), first, strength: strength.value });
  });
  misere.addEventListener('change', () => onMisere(misere.checked));

  return {
    /** The settings of the game that started: its game and start, who is first, the strength. */
    show(g, { position, first, strength: level }) {
      game = g;
      misere.checked = g.misere;
      strength.value = level;
      const radio = form.querySelector(`input[name="first"][value="${first}"]`);
      if (radio) radio.checked = true;
      showStrength();
      setup = renderSetup(rows, g, position);
    },
    /** A message under the position (null clears it); the form opens to show it. */
    fail(message) {
      showError(error, message);
      if (!message) return;
      box.open = true;
    },
    focusFirst: () => setup?.focusFirst(),
    /** The misère box back to what the game on screen has (the core refused the other). */
    keepMisere: () => {
      misere.checked = game.misere;
    },
    /** Redraws the rows in the page's language, keeping what was typed. */
    relabel() {
      if (setup) setup = renderSetup(rows, game, setup.read());
    },
  };
}
