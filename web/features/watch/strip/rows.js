// The strip's arithmetic, with no DOM: which rows to draw for a scroll position (every row of a
// short table; a window with some rows either side of the view for a long one), and where a key
// moves the focus.

const ALL_ROWS_UP_TO = 150; // draw every row when there are at most this many
const OVERSCAN = 12; // rows drawn beyond the view on each side

/**
 * The cells to draw: { virtual, first, last (rows), from, to (cells [from, to)) } for `total` cells
 * in rows of `columns`, scrolled to `scrollTop` in a view `height` high, with rows `pitch` apart.
 */
export function rowWindow({ total, columns, scrollTop, height, pitch }) {
  const rows = Math.ceil(total / columns);
  const virtual = rows > ALL_ROWS_UP_TO;
  let first = 0;
  let last = rows - 1;
  if (virtual) {
    first = Math.max(0, Math.floor(scrollTop / pitch) - OVERSCAN);
    last = Math.min(rows - 1, Math.ceil((scrollTop + height) / pitch) + OVERSCAN);
  }
  return { rows, virtual, first, last, from: first * columns, to: Math.min(total, (last + 1) * columns) };
}

/**
 * Where a key moves the focus from cell i: the next cell, a row up or down, the row's ends (with
 * Ctrl the table's), ten rows; null for another key. A target outside the table is for the caller
 * to clamp or ignore.
 */
export function keyTarget({ key, ctrlKey }, i, columns, total) {
  const rowStart = i - (i % columns);
  const moves = {
    ArrowRight: i + 1,
    ArrowLeft: i - 1,
    ArrowDown: i + columns,
    ArrowUp: i - columns,
    Home: ctrlKey ? 0 : rowStart,
    End: ctrlKey ? total - 1 : Math.min(total - 1, rowStart + columns - 1),
    PageDown: i + columns * 10,
    PageUp: i - columns * 10,
  };
  return key in moves ? moves[key] : null;
}
