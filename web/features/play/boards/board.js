// The corner game's board (board 'board'): a grid of squares, the piece on one. The setup form
// takes a click on a square; in play a square the piece can move to is a move, and the board stays
// in view between turns. The board is a grid of buttons with one tab stop; the arrow keys move
// between squares.
import { t } from '../../../ui/i18n.js';
import { el } from '../../../ui/dom.js';
import { numberField } from './common.js';

const MAX_BOARD = 24;

// A square of the board as renderBoardGrid names it ("r,c"), from a part's two numbers.
const square = (part) => part.coords.join(',');

/** The board's size for drawing, or null when the board is too big to draw square by square. */
function boardExtent(component, [r, c]) {
  const rows = component.boardRows || Math.max(r + 1, 8);
  const cols = component.boardCols || Math.max(c + 1, 8);
  return rows > MAX_BOARD || cols > MAX_BOARD ? null : { rows, cols };
}

/**
 * A board of buttons. `squares(r, c)` says what a square is: { kind: 'piece' | 'target' | 'corner'
 * | 'pick' | 'plain', winning, onChoose }. A square with onChoose is enabled; the others are
 * still reachable with the arrow keys so the whole board can be explored.
 */
function renderBoardGrid({ rows, cols, squares, focus, label, testid }) {
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

export default {
  numbered: true,
  /** The mini table draws this board with its corner at the bottom left, as play does. */
  upward: true,
  fields(row, { values, id, tid }) {
    row.append(numberField(id('r'), t('play.field.row'), values[0], tid('row-input')), numberField(id('c'), t('play.field.col'), values[1] ?? '0', tid('col-input')));
  },
  /** The setup form's board: click (or Enter on) a square to put the piece there; choose([r, c]). */
  setupPicker({ component, values, choose }) {
    const [r, c] = values.map(Number);
    const extent = boardExtent(component, [r || 0, c || 0]);
    if (!extent) return null;
    return renderBoardGrid({
      ...extent,
      label: t('play.pickSquare'),
      testid: 'setup-board',
      focus: `${r},${c}`,
      squares: (rr, cc) => ({ kind: rr === r && cc === c ? 'piece' : 'pick', onChoose: (pr, pc) => choose([String(pr), String(pc)]) }),
    });
  },
  draw(row, { part }) {
    row.append(el('p', { class: 'play-note', text: `${t('play.square', { r: part.coords[0], c: part.coords[1] })}` }));
  },
  partKey: 'play.pieceN',
  partWords: (p) => `(${p.coords.join(', ')})`,
  /** A move's words: down, left or diagonally by n, or to a square. */
  moveAction({ from, pieces }) {
    if (pieces?.length !== 1) return null;
    const [r, c] = from.coords;
    const [r2, c2] = pieces[0].coords;
    const down = r - r2;
    const leftBy = c - c2;
    const to = `(${r2}, ${c2})`;
    if (down > 0 && leftBy === 0) return { key: 'down', params: { n: down, to } };
    if (leftBy > 0 && down === 0) return { key: 'left', params: { n: leftBy, to } };
    if (down > 0 && down === leftBy) return { key: 'diagonal', params: { n: down, to } };
    return { key: 'moveTo', params: { to } };
  },
  /** Shown between turns too (the person's moves only on their turn). */
  keepsInView: true,
  /** Where the person moves: the board, a square a move. Null when it is too big to draw. */
  movePicker({ game, parts, analysis, human, hints, onChoose }) {
    if (parts.length !== 1) return null;
    const piece = parts[0];
    const [r, c] = piece.coords;
    const extent = boardExtent(game.components[piece.component], [r, c]);
    if (!extent) return null;
    const targets = new Map(human ? analysis.moves.map((m) => [square(m.toParts[0]), m]) : []);
    const firstTarget = human && analysis.moves[0] ? square(analysis.moves[0].toParts[0]) : square(piece);
    return renderBoardGrid({
      ...extent,
      label: t('play.boardLabel', extent),
      testid: 'play-board',
      focus: firstTarget,
      squares: (rr, cc) => {
        if (rr === r && cc === c) return { kind: 'piece' };
        const m = targets.get(`${rr},${cc}`);
        if (!m) return { kind: 'plain' };
        return { kind: 'target', to: m.to, winning: hints && m.winning, onChoose: () => onChoose(m) };
      },
    });
  },
};
