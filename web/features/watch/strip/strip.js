// The strip: a 1-D table as cells that wrap into rows of a chosen length (by default the detected
// period, so the repeating pattern lines up in columns; a period wider than the box is cut to the
// largest part of it that fits, so its pattern still lines up every few rows, and the row is
// worked out again when the box changes width). Long tables are drawn a window of rows at a time,
// so 100 000 cells scroll smoothly. A row the person made wider than the box scrolls sideways, and
// a line above the strip says so. Arrow keys move between cells (Up and Down move a row),
// Home/End go to the row's ends, Enter or Space explains the focused cell.
// Every decided cell carries data-position, data-sg and data-outcome (P or N) (cell.js).
import { t } from '../../../ui/i18n.js';
import { paintCell } from './cell.js';
import { keyTarget } from './rows.js';
import { createCellWindow } from './window.js';
import { fitHeight, onFitChange } from '../fit.js';

const FIT_CELL = 52; // px: a cell's width when the row length is fitted to the width
const MIN_CELL_REM = 2.75; // the narrowest a cell is drawn (the grid's columns: watch.css reads --cell-min)
const GAP = 4; // px between cells (watch.css)

/**
 * The row length for a period `period` (0: none) in a box where `fit` cells of the narrowest width
 * fit: the period when it fits, else its largest divisor that fits and fills at least half the row
 * (the pattern then lines up every period / divisor rows), else 0 (as many as fit).
 */
export function autoColumns(period, fit) {
  if (period <= fit) return period;
  for (let d = fit; d >= Math.max(2, Math.ceil(fit / 2)); d--) if (period % d === 0) return d;
  return 0;
}

/**
 * The row length for a box `width` px wide: the person's `wanted` length; or the detected period
 * (`auto`) cut to fit cells at least `minCell` px wide; or as many cells of FIT_CELL px as fit.
 */
export function rowLength({ wanted, auto, width, minCell }) {
  if (wanted > 0 && !auto) return wanted;
  const period = wanted > 0 ? autoColumns(wanted, Math.max(1, Math.floor((width + GAP) / (minCell + GAP)))) : 0;
  return period || Math.max(1, Math.min(24, Math.floor((width + GAP) / (FIT_CELL + GAP))));
}

// The room for cells: the box's width inside its padding.
function room(scroller) {
  const style = getComputedStyle(scroller);
  return (scroller.clientWidth || 600) - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
}

const minCellPx = () => MIN_CELL_REM * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);

// How cell i is marked in a fill-in `fill` (null: none): the cell being filled, one of its options.
const fillMark = (fill, i) => (fill === null ? '' : i === fill.current ? 'current' : fill.options.has(i) ? 'option' : '');

// The cells a fill-in step from `before` to `after` changes: the old and new current cells and
// options, and the cells revealed or hidden between them.
function fillChanges(before, after) {
  const touched = new Set([before.current, ...before.options, after.current, ...after.options]);
  for (let i = Math.min(before.revealed, after.revealed); i < Math.max(before.revealed, after.revealed); i++) touched.add(i);
  return touched;
}

// Scrolls the strip itself (never the page) so a cell is in view, e.g. the fill-in's current cell.
function revealInScroller(scroller, li) {
  if (!li) return;
  const box = scroller.getBoundingClientRect();
  const r = li.getBoundingClientRect();
  if (r.left < box.left) scroller.scrollLeft -= box.left - r.left + 8;
  else if (r.right > box.right) scroller.scrollLeft += r.right - box.right + 8;
}

// A row wider than the box (the person's choice): the strip scrolls sideways, and says so above it.
function showSideways(scroller, sideways, columns) {
  const wide = scroller.scrollWidth > scroller.clientWidth + 1;
  sideways.hidden = !wide;
  sideways.textContent = wide ? t('watch.scrollSideways', { columns }) : '';
  scroller.classList.toggle('sideways', wide);
}

// Calls `f` once a frame at most while `scroller` scrolls.
function onScrollFrame(scroller, f) {
  let queued = false;
  scroller.addEventListener('scroll', () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      f();
    });
  });
}

// The strip's input: `key(e, i)` and `click(i, li)` for a key or a click on cell i.
function listenToCells(list, { key, click }) {
  const cellOf = (e) => e.target.closest('li[data-index]');
  list.addEventListener('keydown', (e) => {
    const li = cellOf(e);
    if (li) key(e, Number(li.dataset.index));
  });
  list.addEventListener('click', (e) => {
    const li = cellOf(e);
    if (li) click(Number(li.dataset.index), li);
  });
}

// The strip's elements in `host`: the line about sideways scrolling, the box that scrolls and the
// list of cells in it; `fit()` makes the box end within the first screen (fit.js), so that a longer
// strip scrolls inside it.
function stripBox(host) {
  host.innerHTML = `
    <p class="hint strip-sideways" data-testid="strip-sideways" hidden></p>
    <div class="strip-scroll" data-testid="strip-scroll">
      <ol class="cells" data-testid="table"></ol>
    </div>`;
  const scroller = host.querySelector('.strip-scroll');
  const fit = () => {
    if (!scroller.isConnected || host.hidden) return;
    const most = `${fitHeight(scroller, { reserve: 8 })}px`;
    if (scroller.style.maxHeight !== most) scroller.style.maxHeight = most;
  };
  onFitChange(fit);
  return { scroller, list: host.querySelector('.cells'), sideways: host.querySelector('[data-testid="strip-sideways"]'), fit };
}

// The list's row length: its grid's columns, and the label that says how many.
function showRowLength(list, columns) {
  list.style.setProperty('--columns', String(columns));
  list.style.setProperty('--cell-min', `${MIN_CELL_REM}rem`);
  list.setAttribute('aria-label', t('watch.stripLabel', { columns }));
}

// What a key on cell i of `total` asks: { focus: j } to move the focus (null: a target off the
// table, ignored; PageUp and PageDown are clamped), { activate: true } (Enter, Space), or null.
function keyIntent(e, i, columns, total) {
  const next = keyTarget(e, i, columns, total);
  if (next !== null) return { focus: (next >= 0 && next < total) || e.key === 'PageDown' || e.key === 'PageUp' ? next : null };
  if (e.key === 'Enter' || e.key === ' ') return { activate: true };
  return null;
}

// `most()`: the most cells drawn (the core's limits.shownHeaps). A heap game's table may go further
// (to limits.tableSize): its first cells are drawn, and the rest is there for the status line, the
// scatter plot and the statistics; rows of 2^26 cells would be taller than a browser lays out.
// `onLayout()`: called when the row length was worked out anew (the box resized, a new period).
export function createStrip(host, { onActivate, most, onLayout = () => {} }) {
  const { scroller, list, sideways, fit } = stripBox(host);
  let data = null;
  let wanted = 0; // requested row length, 0 = fit to the width
  let auto = false; // `wanted` is the detected period (cut to fit), not the person's choice
  let columns = 8;
  let fill = null; // { revealed, current, options: Set }
  let selected = -1;
  let focusIndex = 0;
  const total = () => Math.min(data?.total ?? 0, most());
  const decided = (i) => data && i < data.done && (fill === null || i < fill.revealed);
  const fitColumns = () => rowLength({ wanted, auto, width: room(scroller), minCell: minCellPx() });

  const paint = (i) => {
    const li = shown.cell(i);
    if (!li) return;
    paintCell(li, {
      name: data.kind === 'nodes' ? data.labels[i] : String(i),
      kind: data.kind === 'nodes' ? 'node' : 'heap',
      g: decided(i) ? data.values[i] : -1,
      fill: fillMark(fill, i),
      selected: i === selected,
      focus: i === focusIndex,
    });
  };
  const shown = createCellWindow(list, scroller, paint);
  const layout = () => {
    const before = columns;
    columns = fitColumns();
    showRowLength(list, columns);
    const hadFocus = list.contains(document.activeElement);
    if (!shown.draw(total(), columns)) return;
    const [from, to] = shown.range;
    if ((focusIndex < from || focusIndex >= to) && !hadFocus) setFocusIndex(from);
    if (hadFocus && !list.contains(document.activeElement)) shown.cell(focusIndex)?.focus({ preventScroll: true });
    shown.measure();
    showSideways(scroller, sideways, columns);
    if (columns !== before) onLayout();
  };

  const setFocusIndex = (i) => {
    const old = focusIndex;
    focusIndex = i;
    paint(old);
    paint(i);
  };
  const scrollToIndex = (i) => {
    if (shown.scrollTo(i, columns)) layout();
  };
  // Scrolls the strip's box (not the page) so that cell i is in it.
  const reveal = (i) => {
    scrollToIndex(i);
    revealInScroller(scroller, shown.cell(i));
  };
  const focusCell = (i) => {
    const n = total();
    if (n === 0) return;
    const target = Math.max(0, Math.min(n - 1, i));
    setFocusIndex(target);
    scrollToIndex(target);
    const li = shown.cell(target);
    li?.focus({ preventScroll: true });
    li?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  listenToCells(list, {
    key(e, i) {
      const intent = keyIntent(e, i, columns, total());
      if (!intent) return;
      e.preventDefault();
      if (intent.focus != null) focusCell(intent.focus);
      else if (intent.activate && decided(i)) onActivate(i);
    },
    click(i, li) {
      setFocusIndex(i);
      li.focus({ preventScroll: true });
      if (decided(i)) onActivate(i);
    },
  });
  onScrollFrame(scroller, layout);
  new ResizeObserver(() => {
    if (fitColumns() !== columns) {
      shown.invalidate();
      layout();
    } else showSideways(scroller, sideways, columns);
  }).observe(scroller);

  return {
    element: list,
    /** A new table: drops every cell. */
    reset(d) {
      data = d;
      fill = null; // a new table ends any fill-in of the old one
      shown.clear();
      focusIndex = 0;
      selected = -1;
      scroller.scrollTop = 0;
      delete list.dataset.complete;
      fit();
      layout();
    },
    progress: shown.repaint,
    complete(done) {
      if (done) list.dataset.complete = 'true';
      else delete list.dataset.complete;
    },
    /** The row length: `n` cells (0: as many as fit); `period`: n is the detected period, cut to fit the box. */
    setColumns(n, { period = false } = {}) {
      if (n === wanted && period === auto && fitColumns() === columns) return;
      wanted = n;
      auto = period;
      const keep = focusIndex;
      shown.invalidate();
      layout();
      if (list.contains(document.activeElement)) focusCell(keep);
    },
    get columns() {
      return columns;
    },
    setView(v) {
      list.dataset.view = v;
      shown.repaintAll();
    },
    setFill(f) {
      const before = fill;
      fill = f;
      if (before === null || f === null) return shown.repaintAll();
      for (const i of fillChanges(before, f)) paint(i);
      if (f.current >= 0) reveal(f.current);
    },
    /** The explained position's cell, scrolled into the strip's view (the strip alone, never the page). */
    setSelected(i) {
      const old = selected;
      selected = i;
      paint(old);
      paint(i);
      if (i >= 0 && i !== old) {
        fit();
        reveal(i);
      }
    },
    relabel() {
      showRowLength(list, columns);
      shown.repaintAll();
      showSideways(scroller, sideways, columns);
    },
    focus: () => focusCell(focusIndex),
  };
}
