// Two heaps side by side (board 'pair': Wythoff's game). Its moves are listed heap A's, then heap
// B's, then both, each from the smallest take up.
import { t } from '../../../ui/i18n.js';
import { heapRow, numberField } from './common.js';

const ORDER = { takeA: 0, takeB: 1, takeBoth: 2 };

export default {
  numbered: true,
  fields(row, { values, id, tid }) {
    row.append(numberField(id('a'), t('play.field.pairA'), values[0], tid('heap-input')), numberField(id('b'), t('play.field.pairB'), values[1] ?? '0', tid('heap-b-input')));
  },
  draw(row, { part, i }) {
    const [a, b] = part.coords;
    row.append(heapRow(t('play.field.pairA'), a, i === 0 ? 'heap-size' : null), heapRow(t('play.field.pairB'), b, null));
  },
  partWords: (p) => `(${p.coords.join(', ')})`,
  /** A move's words: a take from heap A, from heap B, or the same from both. */
  moveAction({ from, pieces }) {
    if (pieces?.length !== 1) return null;
    const [a, b] = from.coords;
    const [c, d] = pieces[0].coords;
    if (b === d && a > c) return { key: 'takeA', params: { n: a - c } };
    if (a === c && b > d) return { key: 'takeB', params: { n: b - d } };
    if (a - c === b - d && a > c) return { key: 'takeBoth', params: { n: a - c } };
    return null;
  },
  /** `action(move)`: the move as play-text describes it ({ key, params }). */
  sortMoves(moves, action) {
    const key = (m) => {
      const a = action(m);
      return (ORDER[a.key] ?? 3) * 1e12 + (a.params.n ?? 0);
    };
    moves.sort((x, y) => key(x) - key(y));
  },
};
