// The moves the person may make from the current position, grouped by part: a button per move
// (with its hint badge when hints are on); where the position has more than a few moves, a part
// whose moves only take tokens shows them as a row of number keys under one "Take:" (Nim's 4 + 7
// fits two short rows on a phone rather than eleven "Take k" buttons; each key is still named
// "Take k" for a screen reader); a list to
// choose from when a part has too many moves for a row of buttons, for the corner board the board itself, where a square is a move, and for
// a coin-turning game the row of coins, where the person picks the coins to turn (coins.js).
// A chosen move goes to onChoose(move, stepIndex).
import { el } from '../../ui/dom.js';
import { t } from '../../ui/i18n.js';
import { boardExtent, renderBoardGrid } from './play-board.js';
import { componentOf, isHeapLike, partNumbers } from './parts.js';
import { allCoins, coinCount, renderCoinPicker } from './coins.js';
import { describeMove, moveBadge, partName, who } from './play-text.js';

const MAX_BUTTONS_PER_PART = 24;
const FEW_MOVES = 4; // a position with more moves than this shows a part's takes as number keys

export function createMoveList(box, { onChoose }) {
  // A square of the board as renderBoardGrid names it ("r,c"), from a part's two numbers.
  const square = (part) => part.coords.join(',');

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

  /** The corner board: where the person moves, and it stays in view between turns. False when it is too big to draw. */
  function drawBoard(game, piece, analysis, stepIndex, human, hints) {
    const [r, c] = piece.coords;
    const extent = boardExtent(componentOf(game, piece), [r, c]);
    if (!extent) return false;
    box.hidden = false;
    const targets = new Map(human ? analysis.moves.map((m) => [square(m.toParts[0]), m]) : []);
    const firstTarget = human && analysis.moves[0] ? square(analysis.moves[0].toParts[0]) : square(piece);
    box.append(
      renderBoardGrid({
        ...extent,
        label: t('play.boardLabel', extent),
        testid: 'play-board',
        focus: firstTarget,
        squares: (rr, cc) => {
          if (rr === r && cc === c) return { kind: 'piece' };
          const m = targets.get(`${rr},${cc}`);
          if (!m) return { kind: 'plain' };
          return { kind: 'target', to: m.to, winning: hints && m.winning, onChoose: () => onChoose(m, stepIndex) };
        },
      }),
    );
    return true;
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
    // Two heaps: heap A's moves, then heap B's, then both, each from the smallest take up.
    if (componentOf(game, parts[part]).board === 'pair') {
      const order = { takeA: 0, takeB: 1, takeBoth: 2 };
      const key = (m) => {
        const { action } = describeMove(game, parts, m, numbers);
        return (order[action.key] ?? 3) * 1e12 + (action.params.n ?? 0);
      };
      moves.sort((x, y) => key(x) - key(y));
    }
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
        const simpleTake = parts.length === 1 && isHeapLike(componentOf(game, parts[0]).board) && m.toParts.length === 1 && m.taken > 0;
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
      if (parts.length === 1 && componentOf(game, parts[0]).board === 'board' && drawBoard(game, parts[0], a, stepIndex, human, hints)) return;
      box.hidden = record.over;
      if (!human) return;
      // A coin-turning game: pick the coins to turn on the row.
      if (allCoins(game, parts)) {
        box.append(renderCoinPicker({ count: coinCount(record), parts, moves: a.moves, hints, label: t('play.coins.pickLabel'), onChoose: (m) => onChoose(m, stepIndex) }));
        return;
      }
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
