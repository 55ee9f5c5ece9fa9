// Drawing a position: tokens for heaps, a row of pins for a game whose moves break rows (Kayles: the
// core's descriptor says "row"), two heaps side by side for Wythoff, heap and allowed take
// for the Fibonacci game, a node name for a graph, a row of coins for a coin-turning game (coins.js),
// and a board of squares for the corner game.
// The board is a grid of buttons with one tab stop; the arrow keys move between squares.
import { t } from '../../ui/i18n.js';
import { el } from '../../ui/dom.js';
import { componentOf } from './parts.js';
import { allCoins, headsOf, renderCoinRow } from './coins.js';
import { partName } from './play-text.js';

const MAX_TOKENS = 40;
const MAX_BOARD = 24;

/** n tokens in a heap, or n pins standing in a row (`pins`), the first MAX_TOKENS drawn. */
function tokens(n, pins = false) {
  const box = el('span', { class: pins ? 'play-pins' : 'play-tokens', 'aria-hidden': 'true' });
  const shown = Math.min(n, MAX_TOKENS);
  for (let i = 0; i < shown; i++) box.append(el('span', { class: pins ? 'play-pin' : 'play-token' }));
  if (n > shown) box.append(el('span', { class: 'play-more', text: `+${n - shown}` }));
  return box;
}

function heapRow(name, n, testid, pins = false) {
  return el(
    'div',
    { class: 'play-heap' },
    el('span', { class: 'play-heap-name', text: name }),
    el('span', { class: 'play-count' }, el('b', { 'data-testid': testid, text: String(n) }), el('span', { class: 'sr-only', text: ` ${t(pins ? 'play.pins' : 'play.tokens', { n })}` })),
    tokens(n, pins),
  );
}

/**
 * The rows that show a position: its parts as the core read them, and its text (data-current);
 * `changed` is the index of the part the last move touched, `numbers` the parts' numbers (partNumbers).
 */
export function renderPosition(game, parts, positionText, { changed = -1, numbers = null, coins = 0 } = {}) {
  const box = el('div', { class: 'play-position', 'data-testid': 'position', 'data-current': positionText });
  if (parts.length === 0) box.append(el('p', { class: 'play-empty', text: t('play.nothingLeft') }));
  // A coin-turning game's parts are one row of `coins` coins together.
  if (allCoins(game, parts)) {
    box.append(el('div', { class: 'play-part play-coins-part' }, renderCoinRow(coins, headsOf(parts))));
    return box;
  }
  parts.forEach((part, i) => {
    const kind = componentOf(game, part).board;
    const name = partName(game, parts, i, numbers);
    const row = el('div', { class: `play-part play-${kind}${i === changed ? ' changed' : ''}`, 'data-part': String(i) });
    if (name) row.append(el('div', { class: 'play-part-title', text: name.charAt(0).toUpperCase() + name.slice(1) }));
    const nums = part.coords;
    if (kind === 'heap' || kind === 'row') {
      const label = parts.length > 1 ? '' : t(kind === 'row' ? 'play.rowLabel' : 'play.heapLabel');
      row.append(heapRow(label, nums[0], i === 0 ? 'heap-size' : `heap-size-${i + 1}`, kind === 'row'));
    } else if (kind === 'pair') {
      row.append(heapRow(t('play.field.pairA'), nums[0], i === 0 ? 'heap-size' : null), heapRow(t('play.field.pairB'), nums[1], null));
    } else if (kind === 'fib') {
      row.append(heapRow(t('play.heapLabel'), nums[0], i === 0 ? 'heap-size' : null));
      // The core writes a fresh heap with its first move's limit too (10 is 10,9).
      const k = nums[1];
      row.append(el('p', { class: 'play-note', text: t('play.fibNext', { k, n: k }) }));
    } else if (kind === 'board') {
      row.append(el('p', { class: 'play-note', text: `${t('play.square', { r: nums[0], c: nums[1] })}` }));
    } else {
      row.append(el('p', { class: 'play-note', text: t('play.nodeAt', { node: part.text }) }));
    }
    box.append(row);
  });
  return box;
}

/** The board's size for drawing, or null when the board is too big to draw square by square. */
export function boardExtent(component, [r, c]) {
  const rows = component.boardRows || Math.max(r + 1, 8);
  const cols = component.boardCols || Math.max(c + 1, 8);
  return rows > MAX_BOARD || cols > MAX_BOARD ? null : { rows, cols };
}

/**
 * A board of buttons. `squares(r, c)` says what a square is: { kind: 'piece' | 'target' | 'corner'
 * | 'pick' | 'plain', winning, onChoose }. A square with onChoose is enabled; the others are
 * still reachable with the arrow keys so the whole board can be explored.
 */
export function renderBoardGrid({ rows, cols, squares, focus, label, testid }) {
  const grid = el('div', { class: 'play-grid', role: 'grid', 'aria-label': label, 'data-testid': testid });
  grid.style.setProperty('--cols', String(cols));
  const buttons = new Map(); // "r,c" -> its button
  const squareOf = new Map(); // a button -> [r, c]
  for (let r = rows - 1; r >= 0; r--) {
    const row = el('div', { role: 'row', class: 'play-grid-row' });
    for (let c = 0; c < cols; c++) {
      const s = squares(r, c);
      const name = t('play.square', { r, c });
      const labelKey =
        s.kind === 'piece' ? 'play.square.piece' : s.kind === 'target' ? (s.winning ? 'play.square.targetWins' : 'play.square.target') : s.kind === 'pick' ? 'play.square.pick' : r === 0 && c === 0 ? 'play.square.corner' : null;
      const b = el('button', {
        type: 'button',
        class: `play-square ${s.kind}${s.winning ? ' winning' : ''}${r === 0 && c === 0 ? ' corner' : ''}`,
        'aria-label': labelKey ? t(labelKey, { square: name }) : name,
        'aria-disabled': s.onChoose ? null : 'true',
        tabindex: '-1',
        'data-square': `${r},${c}`,
        'data-to': s.to,
      });
      b.textContent = s.kind === 'piece' ? '●' : s.winning ? '★' : '';
      if (s.onChoose) b.addEventListener('click', () => s.onChoose(r, c));
      buttons.set(`${r},${c}`, b);
      squareOf.set(b, [r, c]);
      row.append(el('div', { role: 'gridcell' }, b));
    }
    grid.append(row);
  }
  const start = buttons.get(focus) ?? buttons.values().next().value;
  if (start) start.tabIndex = 0;
  grid.addEventListener('keydown', (event) => {
    const current = event.target.closest('[data-square]');
    if (!current) return;
    let [r, c] = squareOf.get(current);
    const moves = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (event.key in moves) {
      r = Math.min(rows - 1, Math.max(0, r + moves[event.key][0]));
      c = Math.min(cols - 1, Math.max(0, c + moves[event.key][1]));
    } else if (event.key === 'Home') c = 0;
    else if (event.key === 'End') c = cols - 1;
    else return;
    event.preventDefault();
    const next = buttons.get(`${r},${c}`);
    current.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  });
  // A click on a disabled square does nothing, but keeps the tab stop where the person is.
  grid.addEventListener('focusin', (event) => {
    const b = event.target.closest('[data-square]');
    if (!b) return;
    for (const other of buttons.values()) other.tabIndex = other === b ? 0 : -1;
  });
  return grid;
}
