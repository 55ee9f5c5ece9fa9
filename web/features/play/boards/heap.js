// A heap of tokens (board 'heap'), and a row of pins (board 'row': Kayles, whose moves may break a
// row in two): both are one number, played alike; only their drawing and a few words differ.
import { t } from '../../../ui/i18n.js';
import { heapRow, numberField } from './common.js';

export function heapBoard(pins) {
  return {
    heapLike: true,
    numbered: true,
    /** The setup row's field: the heap's tokens (the row's pins). */
    fields(row, { values, id, tid, alone, i }) {
      const label = alone ? t(pins ? 'play.field.pinsOne' : 'play.field.heapOne') : t(pins ? 'play.field.pinRow' : 'play.field.heap', { i: i + 1 });
      row.append(numberField(id('n'), label, values[0], tid('heap-input')));
    },
    /** A move's words: a take, a take of all, a split (in two or three), or a take and a split. */
    moveAction({ from, pieces, texts, move }) {
      if (!pieces) return null;
      const n = move.taken;
      if (pieces.length === 1 && n > 0 && from.coords[0] - n === pieces[0].coords[0]) return { key: 'take', params: { n } };
      if (pieces.length === 0 && n > 0) return { key: 'takeAll', params: { n } };
      if (pieces.length === 2 && n > 0) return { key: 'takeSplit', params: { n, a: texts[0], b: texts[1] } };
      if (pieces.length === 2) return { key: 'split', params: { a: texts[0], b: texts[1] } };
      if (pieces.length === 3 && n === 0) return { key: 'split3', params: { a: texts[0], b: texts[1], c: texts[2] } };
      if (pieces.length === 3) return { key: 'takeSplit3', params: { n, a: texts[0], b: texts[1], c: texts[2] } };
      return null;
    },
    /** A part of a position: its tokens (pins), named only when it is the only part. */
    draw(row, { part, i, parts }) {
      const label = parts.length > 1 ? '' : t(pins ? 'play.rowLabel' : 'play.heapLabel');
      row.append(heapRow(label, part.coords[0], i === 0 ? 'heap-size' : `heap-size-${i + 1}`, pins));
    },
  };
}

export default heapBoard(false);
