// The Fibonacci game (board 'fib'): a heap and the most the next move may take.
import { t } from '../../../ui/i18n.js';
import { el } from '../../../ui/dom.js';
import { heapRow, numberField } from './common.js';

export default {
  numbered: true,
  fields(row, { values, id, tid }) {
    row.append(
      numberField(id('h'), t('play.field.fibHeap'), values[0], tid('heap-input')),
      numberField(id('k'), t('play.field.fibTake'), values[1] ?? '', tid('take-limit-input'), { min: '1', title: t('play.field.fibTakeHint') }),
    );
  },
  /** The allowed take may be left empty: a new game's first move. */
  readRow: (values, row) => values.filter((v, k) => !(k === 1 && v === '' && row.querySelector('[data-testid^="take-limit"]'))).join(','),
  partWords: ({ coords: [h, k] }) => t('play.fibPart', { h, k }),
  moveAction: ({ pieces, move }) => (pieces?.length === 1 && move.taken > 0 ? { key: 'take', params: { n: move.taken } } : null),
  draw(row, { part, i }) {
    row.append(heapRow(t('play.heapLabel'), part.coords[0], i === 0 ? 'heap-size' : null));
    // The core writes a fresh heap with its first move's limit too (10 is 10,9).
    const k = part.coords[1];
    row.append(el('p', { class: 'play-note', text: t('play.fibNext', { k, n: k }) }));
  },
};
