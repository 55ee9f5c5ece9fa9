// The setup form: a start position, who moves first, the computer's strength and misère play.
// The position has one row per part with the fields its board gives (boards/: tokens for a heap,
// two heaps for Wythoff, row and column for the corner board, a node for a graph, the coins
// showing heads for a coin-turning game, ...), filled from the parts the core read the start into. A single game may have
// several heaps (Add a heap, from the core's reading of the component's first position); a sum has
// one row per component. The corner board also takes a click on a square. The form reports what the
// person asked for (onStart, onMisere); the controller starts the game, and the core reads the
// position the fields spell.
import { t } from '../../ui/i18n.js';
import { gameInWords } from '../../state/game-name.js';
import { el, showError } from '../../ui/dom.js';
import { boardFor, boardOf } from './boards/index.js';

const MAX_PARTS = 12;

/** A row of the form for a part the core read: its component (index) and its fields' values. */
function rowFor(game, part) {
  return { component: part.component, values: boardOf(game, part).numbered ? part.coords.map(String) : [part.text] };
}

/**
 * The rows for a position's parts: one per part of a single game, one per component of a sum (its
 * first part); a coin-turning game's parts are one row, its coins showing heads.
 */
function rowsFor(game, parts) {
  if (game.components.length === 1) {
    const { setupRows } = boardFor(game.components[0].board);
    return setupRows ? setupRows(parts) : parts.map((p) => rowFor(game, p));
  }
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
      boardFor(component.board).fields(row, { values, id, tid, component, i, alone: rows.length === 1 && single });
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
    if (single && rows.length < MAX_PARTS && !boardFor(kind).setupRows) {
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
    // A board to pick the start on (the corner board: click or Enter on a square).
    if (rows.length === 1) {
      const [{ component: index, values }] = rows;
      const picker = boardFor(game.components[index].board).setupPicker?.({
        component: game.components[index],
        values,
        choose: (picked) => {
          rows = [{ component: index, values: picked }];
          draw();
          box.querySelector(`[data-square="${picked.join(',')}"]`)?.focus();
          onChange();
        },
      });
      if (picker) box.append(picker);
    }
  };

  // The position the fields spell: each part's numbers joined by ',' (a node by its name), the parts
  // by '+'; the core reads it (and says what is wrong with it).
  const read = () =>
    typed()
      .map(({ component, values }, i) => {
        const { readRow } = boardFor(game.components[component].board);
        return readRow ? readRow(values, box.querySelectorAll('.play-setup-row')[i]) : values.join(',');
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
