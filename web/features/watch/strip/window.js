// The drawn cells of a strip: every row of a short table, a window of rows around the scroll
// position for a long one (rows.js), kept in index order in the list, with padding above and below
// for the rows not drawn. `paint(i)` draws cell i's content; `cell(i)` is its li while drawn.
import { rowWindow } from './rows.js';

// The height of a row with the gap below it (50 before any cell is drawn).
function measurePitch(list) {
  const first = list.querySelector('.cell');
  if (!first) return 50;
  const gap = parseFloat(getComputedStyle(list).rowGap) || 4;
  return first.getBoundingClientRect().height + gap;
}

// Makes `list` hold the cells [from, to) of `cells` (index -> li) in index order: drops the others,
// makes the missing ones with `create(i)`, and moves no element that is already in place.
function placeCells(list, cells, from, to, create) {
  for (const [i, li] of cells) {
    if (i < from || i >= to) {
      li.remove();
      cells.delete(i);
    }
  }
  let cursor = list.firstElementChild;
  for (let i = from; i < to; i++) {
    let li = cells.get(i);
    if (!li) {
      li = document.createElement('li');
      li.dataset.index = String(i);
      cells.set(i, li);
      create(i);
    }
    if (li === cursor) cursor = cursor.nextElementSibling;
    else list.insertBefore(li, cursor);
  }
}

export function createCellWindow(list, scroller, paint) {
  const cells = new Map(); // index -> li
  let pitch = 0; // px from a row to the next
  let range = [0, 0]; // the cells drawn: [from, to)
  const repaint = (from, to) => {
    for (let i = Math.max(from, range[0]); i < Math.min(to, range[1]); i++) paint(i);
  };
  return {
    cell: (i) => cells.get(i),
    get range() {
      return range;
    },
    /** Draws the rows around the scroll position of `total` cells in rows of `columns`; false when those cells were drawn already. */
    draw(total, columns) {
      const around = () => rowWindow({ total, columns, scrollTop: scroller.scrollTop, height: scroller.clientHeight, pitch });
      let shown = around();
      if (shown.virtual && !pitch) {
        pitch = measurePitch(list);
        shown = around();
      }
      const { rows, virtual, first, last, from, to } = shown;
      list.style.paddingTop = virtual ? `${first * pitch}px` : '';
      list.style.paddingBottom = virtual ? `${Math.max(0, rows - last - 1) * pitch}px` : '';
      if (from === range[0] && to === range[1] && cells.size === to - from) return false;
      placeCells(list, cells, from, to, paint);
      range = [from, to];
      return true;
    },
    /** After a draw that changed the cells: measures the rows once there are some. */
    measure() {
      if (!pitch && cells.size) pitch = measurePitch(list);
    },
    /** The next draw places every cell anew (the row length changed). */
    invalidate() {
      range = [0, 0];
    },
    clear() {
      for (const li of cells.values()) li.remove();
      cells.clear();
      range = [0, 0];
    },
    /** Scrolls the box so that cell i's row (rows of `columns`) is in it; false before rows are measured. */
    scrollTo(i, columns) {
      if (!pitch) return false;
      const top = Math.floor(i / columns) * pitch;
      if (top < scroller.scrollTop) scroller.scrollTop = top;
      else if (top + pitch > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = top + pitch - scroller.clientHeight;
      return true;
    },
    repaint,
    repaintAll() {
      for (const li of cells.values()) delete li.dataset.painted;
      repaint(range[0], range[1]);
    },
  };
}
