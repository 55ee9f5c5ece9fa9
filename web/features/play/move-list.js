// The moves the person may make from the current position, grouped by part: a button per move
// (with its hint badge when hints are on); where the position has more than a few moves, a part
// whose moves only take tokens shows them as a row of number keys under one "Take:" (Nim's 4 + 7
// fits two short rows on a phone rather than eleven "Take k" buttons; each key is still named
// "Take k" for a screen reader); a list to
// choose from when a part has too many moves for a row of buttons; where the position's board has
// a move picker of its own (boards/: the corner board, where a square is a move; the coins to turn;
// a graph's nodes), that instead. A chosen move goes to onChoose(move, stepIndex).
import { el } from '../../ui/dom.js';
import { t } from '../../ui/i18n.js';
import { partNumbers } from './parts.js';
import { boardOf, isHeapLike, wholeBoard } from './boards/index.js';
import { describeMove, moveBadge, partName, who } from './play-text.js';

const MAX_BUTTONS_PER_PART = 24;
const FEW_MOVES = 4; // a position with more moves than this shows a part's takes as number keys

export function createMoveList(box, { onChoose }) {
  // `key`: the short text a number key shows (the count taken), its label then its accessible name.
  function moveButton(game, analysis, move, stepIndex, label, testid, hints, key = null) {
    const b = el('button', {
      type: 'button',
      class: `play-move${key ? ' play-take' : ''}${hints && move.winning ? ' winning' : ''}`,
      'data-testid': testid,
      'data-to': move.to,
      'aria-label': key ? label : null,
    });
    b.append(el('span', { class: 'play-move-label', text: key ?? label }));
    if (hints) b.append(el('span', { class: 'play-badge', text: moveBadge(game, analysis, move) }));
    b.addEventListener('click', () => onChoose(move, stepIndex));
    return b;
  }

  // `many`: the position has more than a few moves (its parts' takes are shown as number keys).
  function drawGroup(game, step, stepIndex, part, moves, parts, numbers, firstIndex, hints, many) {
    const a = step.analysis;
    const group = el('div', { class: 'play-move-group', role: 'group' });
    const title = partName(game, parts, part, numbers);
    if (title) {
      const id = `play-group-${part}`;
      group.setAttribute('aria-labelledby', id);
      group.append(el('span', { class: 'play-group-title', id, text: title.charAt(0).toUpperCase() + title.slice(1) }));
    }
    // The board's order for its moves (two heaps: heap A's, then heap B's, then both).
    boardOf(game, parts[part]).sortMoves?.(moves, (m) => describeMove(game, parts, m, numbers).action);
    const described = moves.map((m) => describeMove(game, parts, m, numbers));
    const labels = described.map((d) => d.label);
    // Only takes, among many moves: number keys under one "Take:" (the part's name before it).
    const keys = many && moves.length <= MAX_BUTTONS_PER_PART && described.every((d) => d.action.key === 'take' || d.action.key === 'takeAll');
    if (keys) {
      group.classList.add('play-takes');
      const words = title ? t('play.takeFromPart', { part: title.charAt(0).toUpperCase() + title.slice(1) }) : t('play.takeCount');
      const head = group.querySelector('.play-group-title');
      if (head) head.textContent = words;
      else {
        group.prepend(el('span', { class: 'play-group-title', id: `play-group-${part}`, text: words }));
        group.setAttribute('aria-labelledby', `play-group-${part}`);
      }
    }
    let index = firstIndex;
    if (moves.length > MAX_BUTTONS_PER_PART) {
      // Too many moves for a row of buttons: a list to choose from, winning ones first with hints.
      const id = `play-pick-${part}`;
      const select = el('select', { id, 'data-testid': `move-select-${part}` });
      const order = moves.map((m, i) => i);
      if (hints) order.sort((x, y) => Number(moves[y].winning) - Number(moves[x].winning));
      for (const i of order) select.append(el('option', { value: String(i), 'data-to': moves[i].to, text: hints ? `${labels[i]} — ${moveBadge(game, a, moves[i])}` : labels[i] }));
      const go = el('button', { type: 'button', class: 'play-move', 'data-testid': `move-play-${part}`, text: t('play.playChosen') });
      go.addEventListener('click', () => onChoose(moves[Number(select.value)], stepIndex));
      group.append(el('label', { for: id, class: 'sr-only', text: t('play.otherMove') }), select, go);
    } else {
      moves.forEach((m, i) => {
        const simpleTake = parts.length === 1 && isHeapLike(game.components[parts[0].component].board) && m.toParts.length === 1 && m.taken > 0;
        group.append(moveButton(game, a, m, stepIndex, labels[i], simpleTake ? `take-${m.taken}` : `move-${index}`, hints, keys ? String(m.taken) : null));
        index++;
      });
    }
    box.append(group);
    return index;
  }

  return {
    /** Nothing to click until the next position is drawn (no double moves, no stale buttons). */
    clear: () => box.replaceChildren(),
    draw({ game, record, hints }) {
      const step = record.current;
      const stepIndex = record.steps.length - 1;
      const a = step.analysis;
      const mover = record.mover();
      box.replaceChildren();
      const human = !record.over && !record.isComputer(mover);
      box.setAttribute('aria-label', record.players.includes('p1') ? t('play.movesLabelFor', { player: who(mover) }) : t('play.movesLabel'));
      box.classList.toggle('waiting', !human);
      const { parts } = a;
      // The position's board picks the move where it has a picker (some stay in view between turns).
      const board = wholeBoard(game, parts);
      if (board?.movePicker && (human || board.keepsInView)) {
        const picker = board.movePicker({ game, parts, analysis: a, human, hints, record, onChoose: (m) => onChoose(m, stepIndex) });
        if (picker) {
          box.hidden = false;
          box.append(picker);
          return;
        }
      }
      box.hidden = record.over;
      if (!human) return;
      const groups = new Map();
      for (const m of a.moves) {
        if (!groups.has(m.part)) groups.set(m.part, []);
        groups.get(m.part).push(m);
      }
      let index = 0;
      const numbers = partNumbers(record).at(-1);
      const many = a.moves.length > FEW_MOVES;
      for (const [part, moves] of groups) index = drawGroup(game, step, stepIndex, part, moves, parts, numbers, index, hints, many);
      if (!a.listedAll) box.append(el('p', { class: 'hint', text: t('play.someListed', { total: a.moveCount }) }));
    },
  };
}
