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
import { keyTarget, rowWindow } from './rows.js';
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

// `most()`: the most cells drawn (the core's limits.shownHeaps). A heap game's table may go further
// (to limits.tableSize): its first cells are drawn, and the rest is there for the status line, the
// scatter plot and the statistics; rows of 2^26 cells would be taller than a browser lays out.
// `onLayout()`: called when the row length was worked out anew (the box resized, a new period).
export function createStrip(host, { onActivate, most, onLayout = () => {} }) {
  host.innerHTML = `
    <p class="hint strip-sideways" data-testid="strip-sideways" hidden></p>
    <div class="strip-scroll" data-testid="strip-scroll">
      <ol class="cells" data-testid="table"></ol>
    </div>`;
  const scroller = host.querySelector('.strip-scroll');
  const list = host.querySelector('.cells');
  const sideways = host.querySelector('[data-testid="strip-sideways"]');
  // The strip's box ends within the first screen (fit.js); a longer strip scrolls inside it.
  const fit = () => {
    if (!scroller.isConnected || host.hidden) return;
    const most = `${fitHeight(scroller, { reserve: 8 })}px`;
    if (scroller.style.maxHeight !== most) scroller.style.maxHeight = most;
  };
  onFitChange(fit);
  const cells = new Map(); // index -> li
  let data = null;
  let wanted = 0; // requested row length, 0 = fit to the width
  let auto = false; // `wanted` is the detected period (cut to fit), not the person's choice
  let columns = 8;
  let view = 'sg';
  let fill = null; // { revealed, current, options: Set }
  let selected = -1;
  let focusIndex = 0;
  let pitch = 0;
  let range = [0, 0];

  const total = () => Math.min(data?.total ?? 0, most());
  const decided = (i) => data && i < data.done && (fill === null || i < fill.revealed);
  const label = (i) => (data?.kind === 'nodes' ? data.labels[i] : String(i));

  // The room for cells: the box's width inside its padding.
  const room = () => {
    const style = getComputedStyle(scroller);
    return (scroller.clientWidth || 600) - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
  };
  const minCell = () => MIN_CELL_REM * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);
  const fitColumns = () => {
    if (wanted > 0 && !auto) return wanted;
    const width = room();
    const period = wanted > 0 ? autoColumns(wanted, Math.max(1, Math.floor((width + GAP) / (minCell() + GAP)))) : 0;
    return period || Math.max(1, Math.min(24, Math.floor((width + GAP) / (FIT_CELL + GAP))));
  };
  // A row wider than the box (the person's choice): the strip scrolls sideways, and says so above it.
  const showSideways = () => {
    const wide = scroller.scrollWidth > scroller.clientWidth + 1;
    sideways.hidden = !wide;
    sideways.textContent = wide ? t('watch.scrollSideways', { columns }) : '';
    scroller.classList.toggle('sideways', wide);
  };

  const paint = (i) => {
    const li = cells.get(i);
    if (!li) return;
    paintCell(li, {
      name: label(i),
      kind: data.kind === 'nodes' ? 'node' : 'heap',
      g: decided(i) ? data.values[i] : -1,
      fill: fill === null ? '' : i === fill.current ? 'current' : fill.options.has(i) ? 'option' : '',
      selected: i === selected,
      focus: i === focusIndex,
    });
  };

  const measure = () => {
    const first = list.querySelector('.cell');
    if (!first) return 50;
    const gap = parseFloat(getComputedStyle(list).rowGap) || 4;
    return first.getBoundingClientRect().height + gap;
  };

  const layout = () => {
    const before = columns;
    columns = fitColumns();
    list.style.setProperty('--columns', String(columns));
    list.style.setProperty('--cell-min', `${MIN_CELL_REM}rem`);
    list.setAttribute('aria-label', t('watch.stripLabel', { columns }));
    const around = () => rowWindow({ total: total(), columns, scrollTop: scroller.scrollTop, height: scroller.clientHeight, pitch });
    let shown = around();
    if (shown.virtual && !pitch) {
      pitch = measure();
      shown = around();
    }
    const { rows, virtual, first, last, from, to } = shown;
    list.style.paddingTop = virtual ? `${first * pitch}px` : '';
    list.style.paddingBottom = virtual ? `${Math.max(0, rows - last - 1) * pitch}px` : '';
    if (from === range[0] && to === range[1] && cells.size === to - from) return;
    const hadFocus = list.contains(document.activeElement);
    for (const [i, li] of cells) {
      if (i < from || i >= to) {
        li.remove();
        cells.delete(i);
      }
    }
    const ordered = [];
    for (let i = from; i < to; i++) {
      let li = cells.get(i);
      if (!li) {
        li = document.createElement('li');
        li.dataset.index = String(i);
        cells.set(i, li);
        paint(i);
      }
      ordered.push(li);
    }
    // Keep the DOM in index order without moving elements that are already in place.
    let cursor = list.firstElementChild;
    for (const li of ordered) {
      if (li === cursor) cursor = cursor.nextElementSibling;
      else list.insertBefore(li, cursor);
    }
    range = [from, to];
    if (focusIndex < from || focusIndex >= to) {
      if (!hadFocus) setFocusIndex(from);
    }
    if (hadFocus && !list.contains(document.activeElement)) cells.get(focusIndex)?.focus({ preventScroll: true });
    if (!pitch && cells.size) pitch = measure();
    showSideways();
    if (columns !== before) onLayout();
  };

  const setFocusIndex = (i) => {
    const old = focusIndex;
    focusIndex = i;
    paint(old);
    paint(i);
  };

  const scrollToIndex = (i) => {
    if (!pitch) return;
    const row = Math.floor(i / columns);
    const top = row * pitch;
    if (top < scroller.scrollTop) scroller.scrollTop = top;
    else if (top + pitch > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = top + pitch - scroller.clientHeight;
    layout();
  };

  /** Scrolls the strip's box (not the page) so that cell i's row is in it. */
  const revealRow = (i) => {
    fit();
    scrollToIndex(i);
    revealInScroller(cells.get(i));
  };

  // Scrolls the strip itself (never the page) so a cell is in view, e.g. the fill-in's current cell.
  const revealInScroller = (li) => {
    if (!li) return;
    const box = scroller.getBoundingClientRect();
    const r = li.getBoundingClientRect();
    if (r.left < box.left) scroller.scrollLeft -= box.left - r.left + 8;
    else if (r.right > box.right) scroller.scrollLeft += r.right - box.right + 8;
  };

  const focusCell = (i) => {
    const n = total();
    if (n === 0) return;
    const target = Math.max(0, Math.min(n - 1, i));
    setFocusIndex(target);
    scrollToIndex(target);
    const li = cells.get(target);
    li?.focus({ preventScroll: true });
    li?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  list.addEventListener('keydown', (e) => {
    const li = e.target.closest('li[data-index]');
    if (!li) return;
    const i = Number(li.dataset.index);
    const next = keyTarget(e, i, columns, total());
    if (next !== null) {
      e.preventDefault();
      if ((next >= 0 && next < total()) || e.key === 'PageDown' || e.key === 'PageUp') focusCell(next);
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (decided(i)) onActivate(i);
    }
  });
  list.addEventListener('click', (e) => {
    const li = e.target.closest('li[data-index]');
    if (!li) return;
    const i = Number(li.dataset.index);
    setFocusIndex(i);
    li.focus({ preventScroll: true });
    if (decided(i)) onActivate(i);
  });
  let scrollQueued = false;
  scroller.addEventListener('scroll', () => {
    if (scrollQueued) return;
    scrollQueued = true;
    requestAnimationFrame(() => {
      scrollQueued = false;
      layout();
    });
  });
  new ResizeObserver(() => {
    if (fitColumns() !== columns) {
      range = [0, 0];
      layout();
    } else showSideways();
  }).observe(scroller);

  const repaintRange = (from, to) => {
    const a = Math.max(from, range[0]);
    const b = Math.min(to, range[1]);
    for (let i = a; i < b; i++) paint(i);
  };
  const repaintAll = () => {
    for (const li of cells.values()) delete li.dataset.painted;
    repaintRange(range[0], range[1]);
  };

  return {
    element: list,
    /** A new table: drops every cell. */
    reset(d) {
      data = d;
      fill = null; // a new table ends any fill-in of the old one
      for (const li of cells.values()) li.remove();
      cells.clear();
      range = [0, 0];
      focusIndex = 0;
      selected = -1;
      scroller.scrollTop = 0;
      delete list.dataset.complete;
      fit();
      layout();
    },
    progress(from, to) {
      repaintRange(from, to);
    },
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
      range = [0, 0];
      layout();
      if (list.contains(document.activeElement)) focusCell(keep);
    },
    get columns() {
      return columns;
    },
    setView(v) {
      view = v;
      list.dataset.view = view;
      repaintAll();
    },
    setFill(f) {
      const before = fill;
      fill = f;
      if (before === null || f === null) {
        repaintAll();
        return;
      }
      const touched = new Set([before.current, ...before.options, f.current, ...f.options]);
      for (let i = Math.min(before.revealed, f.revealed); i < Math.max(before.revealed, f.revealed); i++) touched.add(i);
      for (const i of touched) paint(i);
      if (f.current >= 0) {
        scrollToIndex(f.current);
        revealInScroller(cells.get(f.current));
      }
    },
    /** The explained position's cell, scrolled into the strip's view (the strip alone, never the page). */
    setSelected(i) {
      const old = selected;
      selected = i;
      paint(old);
      paint(i);
      if (i >= 0 && i !== old) revealRow(i);
    },
    relabel() {
      list.setAttribute('aria-label', t('watch.stripLabel', { columns }));
      repaintAll();
      showSideways();
    },
    focus: () => focusCell(focusIndex),
  };
}
