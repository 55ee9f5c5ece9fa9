// The setup form: a start position, who moves first, the computer's strength and misère play.
// The position has one row per part with fields that fit the game (tokens for a heap, two heaps for
// Wythoff, row and column for the corner board, heap and allowed take for the Fibonacci game, a
// node for a graph, the coins showing heads for a coin-turning game), filled from the parts the core read the start into. A single game may have
// several heaps (Add a heap, from the core's reading of the component's first position); a sum has
// one row per component. The corner board also takes a click on a square. The form reports what the
// person asked for (onStart, onMisere); the controller starts the game, and the core reads the
// position the fields spell.
import { t } from '../../ui/i18n.js';
import { gameInWords } from '../../state/game-name.js';
import { el, showError } from '../../ui/dom.js';
import { boardExtent, renderBoardGrid } from './play-board.js';
import { headsOf } from './coins.js';

const MAX_PARTS = 12;

/** Boards whose fields are the part's numbers; any other part is chosen by its name (a node). */
const NUMBERED = new Set(['heap', 'row', 'pair', 'board', 'fib']);

function numberField(id, label, value, testid, extra = {}) {
  return el(
    'div',
    { class: 'play-field' },
    el('label', { for: id, text: label }),
    el('input', { id, type: 'number', min: '0', step: '1', inputmode: 'numeric', value, 'data-testid': testid, 'aria-describedby': 'play-setup-hint play-position-error', ...extra }),
  );
}

const SETUP_COINS = 12; // coins offered at least, to show heads on

/** Coins to show heads on: a button per coin, pressed for heads (the row's values). */
function coinField(heads, label) {
  const up = new Set(heads.map(Number));
  const count = Math.max(SETUP_COINS, ...up);
  const group = el('div', { class: 'play-coins play-setup-coins', role: 'group', 'aria-label': label, 'data-testid': 'setup-coins' });
  for (let c = 1; c <= count; c++) {
    const b = el('button', { type: 'button', class: `play-coin ${up.has(c) ? 'heads' : 'tails'}`, 'data-coin': String(c), 'aria-pressed': String(up.has(c)), 'aria-label': t('play.coins.setCoin', { c }) }, el('span', { text: String(c) }));
    b.addEventListener('click', () => {
      const heads = b.getAttribute('aria-pressed') !== 'true';
      b.setAttribute('aria-pressed', String(heads));
      b.classList.toggle('heads', heads);
      b.classList.toggle('tails', !heads);
    });
    group.append(b);
  }
  return el('div', { class: 'play-field play-coins-field' }, el('span', { class: 'play-setup-title', text: label }), group);
}

/** A row of the form for a part the core read: its component (index) and its fields' values. */
function rowFor(game, part) {
  const { board } = game.components[part.component];
  return { component: part.component, values: NUMBERED.has(board) ? part.coords.map(String) : [part.text] };
}

/**
 * The rows for a position's parts: one per part of a single game, one per component of a sum (its
 * first part); a coin-turning game's parts are one row, its coins showing heads.
 */
function rowsFor(game, parts) {
  if (game.components.length === 1 && game.components[0].board === 'coins') return [{ component: 0, values: headsOf(parts).map(String) }];
  if (game.components.length === 1) return parts.map((p) => rowFor(game, p));
  return game.components.map((c, i) => rowFor(game, parts.find((p) => p.component === i)));
}

/**
 * Draws `rows` ({ component, values }) into `box` for `game`. Returns { read() -> text, typed() ->
 * rows, focusFirst() }. `firstPart(component)` resolves the core's reading of a component's first
 * position (for Add a heap); `onChange` is called after a square is picked on the board.
 */
function renderSetup(box, game, shown, { firstPart, onChange = () => {}, onFatal }) {
  const single = game.components.length === 1;
  let rows = shown;
  const kind = single ? game.components[0].board : 'sum';
  const hint = box.closest('form').querySelector('#play-setup-hint');
  hint.textContent = t(`play.setupHint.${kind}`);

  /** The rows with the values now in their fields (a coin row: the coins showing heads). */
  const typed = () =>
    [...box.querySelectorAll('.play-setup-row')].map((row, i) => ({
      component: rows[i].component,
      values: row.dataset.coins ? [...row.querySelectorAll('[aria-pressed="true"]')].map((b) => b.dataset.coin) : [...row.querySelectorAll('input, select')].map((x) => x.value.trim()),
    }));

  const draw = () => {
    box.replaceChildren();
    rows.forEach(({ component: index, values }, i) => {
      const component = game.components[index];
      const id = (k) => `play-part-${i}-${k}`;
      const tid = (base) => (i === 0 ? base : `${base}-${i + 1}`);
      const row = el('div', { class: 'play-setup-row', 'data-part': String(i) });
      if (!single) row.append(el('span', { class: 'play-setup-title', text: t('play.field.partOf', { i: i + 1, game: gameInWords(component) }) }));
      if (component.board === 'heap' || component.board === 'row') {
        const pins = component.board === 'row';
        const label = rows.length === 1 && single ? t(pins ? 'play.field.pinsOne' : 'play.field.heapOne') : t(pins ? 'play.field.pinRow' : 'play.field.heap', { i: i + 1 });
        row.append(numberField(id('n'), label, values[0], tid('heap-input')));
      } else if (component.board === 'pair') {
        row.append(numberField(id('a'), t('play.field.pairA'), values[0], tid('heap-input')), numberField(id('b'), t('play.field.pairB'), values[1] ?? '0', tid('heap-b-input')));
      } else if (component.board === 'board') {
        row.append(numberField(id('r'), t('play.field.row'), values[0], tid('row-input')), numberField(id('c'), t('play.field.col'), values[1] ?? '0', tid('col-input')));
      } else if (component.board === 'coins') {
        row.append(coinField(values, t('play.field.coins')));
        row.dataset.coins = 'true';
      } else if (component.board === 'fib') {
        row.append(
          numberField(id('h'), t('play.field.fibHeap'), values[0], tid('heap-input')),
          numberField(id('k'), t('play.field.fibTake'), values[1] ?? '', tid('take-limit-input'), { min: '1', title: t('play.field.fibTakeHint') }),
        );
      } else {
        const [text] = values;
        const nodes = component.nodes;
        const field = el('div', { class: 'play-field' }, el('label', { for: id('v'), text: t('play.field.node') }));
        const select = el('select', { id: id('v'), 'data-testid': tid('node-input') });
        for (const n of nodes) select.append(el('option', { value: n, text: n }));
        if (!nodes.includes(text)) select.append(el('option', { value: text, text }));
        select.value = text;
        field.append(select);
        row.append(field);
      }
      if (single && rows.length > 1) {
        const removeLabel = t(`play.removePart.${game.components[0].board}`, { i: i + 1 });
        const remove = el('button', { type: 'button', class: 'play-remove', 'aria-label': removeLabel, title: removeLabel, text: '✕' });
        remove.addEventListener('click', () => {
          rows = typed();
          rows.splice(i, 1);
          draw();
          box.querySelector('input, select')?.focus();
        });
        row.append(remove);
      }
      box.append(row);
    });
    if (single && rows.length < MAX_PARTS && kind !== 'coins') {
      const add = el('button', { type: 'button', class: 'play-add', 'data-testid': 'add-heap', text: t(`play.addPart.${game.components[0].board}`) });
      add.addEventListener('click', () => {
        firstPart(game.components[0]).then((part) => {
          rows = [...typed(), rowFor(game, part)];
          draw();
          const inputs = box.querySelectorAll(`[data-part="${rows.length - 1}"] input, [data-part="${rows.length - 1}"] select`);
          inputs[0]?.focus();
        }, onFatal);
      });
      box.append(el('div', { class: 'play-setup-actions' }, add));
    }
    // The corner board: click (or Enter on) a square to put the piece there.
    if (rows.length === 1 && game.components[rows[0].component].board === 'board') {
      const [r, c] = rows[0].values.map(Number);
      const extent = boardExtent(game.components[rows[0].component], [r || 0, c || 0]);
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
                rows = [{ component: rows[0].component, values: [String(pr), String(pc)] }];
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

  // The position the fields spell: each part's numbers joined by ',' (a node by its name), the parts
  // by '+'; the core reads it (and says what is wrong with it).
  const read = () =>
    typed()
      .map(({ values }, i) => {
        const row = box.querySelectorAll('.play-setup-row')[i];
        // A coin row: its heads as a sum, or 0 for all tails.
        if (row.dataset.coins) return values.join('+') || '0';
        // The Fibonacci game's allowed take may be left empty: a new game's first move.
        return values.filter((v, k) => !(k === 1 && v === '' && row.querySelector('[data-testid^="take-limit"]'))).join(',');
      })
      .join('+');

  draw();
  return {
    read,
    /** The rows as typed, to draw again (in another language). */
    typed,
    focusFirst: () => box.querySelector('input, select')?.focus(),
  };
}

/**
 * The whole form: onStart({ position, first, strength }) when submitted, onMisere(on) when the
 * misère box changes. show(...) draws the settings of a game that started; fail(message) explains
 * why a position was refused (the form opens, its first field takes the focus).
 */
export function createSetupForm(root, { client, onStart, onMisere, onFatal }) {
  const box = root.querySelector('.play-setup-box');
  const form = root.querySelector('form.play-setup');
  const rows = root.querySelector('.play-setup-rows');
  const error = root.querySelector('#play-position-error');
  const firstBox = root.querySelector('.play-first');
  const strength = root.querySelector('[data-testid="strength"]');
  const misere = root.querySelector('[data-testid="misere"]');
  let game = null;
  let setup = null;
  // A component's first position, as the core reads it (for Add a heap).
  const firstPart = async (component) => (await client.position(component.spec, component.start)).parts[0];
  const draw = (shown) => {
    setup = renderSetup(rows, game, shown, { firstPart, onFatal });
  };

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
    /** The settings of the game that started: its game and start (its parts), who is first, the strength. */
    show(g, { start, first, strength: level }) {
      game = g;
      misere.checked = g.misere;
      strength.value = level;
      const radio = form.querySelector(`input[name="first"][value="${first}"]`);
      if (radio) radio.checked = true;
      showStrength();
      draw(rowsFor(g, start));
    },
    /** A message under the position (as showError takes it; null clears it); the form opens to show it. */
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
      if (setup) draw(setup.typed());
    },
  };
}
