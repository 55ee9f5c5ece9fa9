// The heat map: a 2-D table drawn on canvas, one pixel per cell in an off-screen picture
// (heat-image.js) that is scaled to the view (viewport.js), so a 1000 x 1000 table pans and zooms
// smoothly. Zoomed in far enough, each cell shows its value (or letter) and P cells a hatch, so the
// map reads without colour (painter.js). Mouse: wheel zooms at the pointer, drag pans, click
// explains a cell. Keyboard (the canvas is focusable): arrows move the cursor (Shift: 10 cells),
// + and - zoom, 0 fits the table, Enter explains the cursor's cell (input.js). The cursor's cell is
// written out below the map (aria-live), with data-position, data-sg and data-outcome for tests and
// assistive tools.
import { t } from '../../../ui/i18n.js';
import { HeatImage } from './heat-image.js';
import { Viewport } from './viewport.js';
import { clearView, drawView } from './painter.js';
import { attachPointer, keyAction } from './input.js';
import { fitHeight, onFitChange } from '../fit.js';

// The map's elements in `host`: the zoom buttons and level, the canvas in its frame, the readout.
function heatmapBox(host) {
  host.innerHTML = `
    <div class="hm-toolbar" role="group" data-i18n-attr="aria-label:watch.zoomGroup">
      <button type="button" data-testid="zoom-in" data-i18n-attr="aria-label:watch.zoomIn;title:watch.zoomIn">+</button>
      <button type="button" data-testid="zoom-out" data-i18n-attr="aria-label:watch.zoomOut;title:watch.zoomOut">−</button>
      <button type="button" data-testid="zoom-fit" data-i18n="watch.zoomFit"></button>
      <span class="hm-zoom" data-testid="zoom-level"></span>
    </div>
    <div class="hm-frame">
      <canvas class="hm-canvas" data-testid="heatmap" tabindex="0" role="application"
              data-i18n-attr="aria-roledescription:watch.heatRole" aria-describedby="hm-keys"></canvas>
    </div>
    <p class="hm-readout" data-testid="heatmap-cell" aria-live="polite"></p>
    <p class="hint" id="hm-keys" data-i18n="watch.heatKeys"></p>`;
  return {
    canvas: host.querySelector('canvas'),
    frame: host.querySelector('.hm-frame'),
    readout: host.querySelector('.hm-readout'),
    zoomLevel: host.querySelector('.hm-zoom'),
  };
}

// Cell i of a table `cols` wide written out in `readout`: its row and column, and its value and
// outcome when `known`.
function describeCell(readout, i, cols, g, known) {
  const r = Math.floor(i / cols);
  const c = i % cols;
  readout.dataset.position = `${r},${c}`;
  if (known) {
    readout.dataset.sg = String(g);
    readout.dataset.outcome = g === 0 ? 'P' : 'N';
    readout.textContent = t('watch.heatCell', { r, c, g, outcome: g === 0 ? 'P' : 'N' });
  } else {
    delete readout.dataset.sg;
    delete readout.dataset.outcome;
    readout.textContent = t('watch.heatCellPending', { r, c });
  }
}

// The canvas as wide as its frame and square when there is room, within the first screen (fit.js)
// with room kept for the readout, its pixels the screen's; false when it was so already.
function fitCanvas(canvas, frame, viewport) {
  const w = Math.max(200, Math.floor(frame.clientWidth));
  const h = Math.max(200, Math.min(w, fitHeight(canvas, { reserve: 64 }), 760));
  if (w === viewport.width && h === viewport.height && canvas.width) return false;
  viewport.width = w;
  viewport.height = h;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  canvas.style.width = `${w}px`;
  canvas.style.height = `${h}px`;
  return true;
}

// When the picture's cells are coloured again. `current()`: { data, view, upTo } (the cells known
// and shown are those below upTo; the others are pending). Recolouring millions of cells takes tens
// of milliseconds: all() is done in the next frame (flush()), so a click (the view switch, a fill-in
// step) is answered at once.
function createRecolouring(picture, current, schedule) {
  let last = 0; // when every cell was last coloured
  let pending = false;
  const all = () => {
    pending = true;
    last = performance.now();
    schedule();
  };
  const cells = (from, to) => {
    const { data, upTo } = current();
    picture.recolour(data.values, from, to, upTo);
    schedule();
  };
  return {
    all,
    /** Cells [from, to) coloured again. */
    cells,
    /** Values [from, to) arrived. */
    arrived(from, to) {
      const { data, view } = current();
      // Values above the colour scale's top are drawn darkest until the scale is redone, which
      // happens when the largest value has grown by a tenth (a full recolour costs a frame).
      if (view === 'sg' && data.max > picture.colourMax * 1.1 && performance.now() - last > 200) all();
      else cells(from, to);
    },
    /** In a frame: every cell coloured again if asked, on a new colour scale. */
    flush() {
      if (!pending) return;
      pending = false;
      const { data, view, upTo } = current();
      picture.rescale(view, data?.max ?? 1);
      last = performance.now();
      picture.recolour(data.values, 0, data.rows * data.cols, upTo);
    },
  };
}

// `f` as a function that, called any number of times, runs f once in the next frame.
function oncePerFrame(f) {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      f();
    });
  };
}

function listenToZoomButtons(host, zoom, fit) {
  host.querySelector('[data-testid="zoom-in"]').addEventListener('click', () => zoom(1.5));
  host.querySelector('[data-testid="zoom-out"]').addEventListener('click', () => zoom(1 / 1.5));
  host.querySelector('[data-testid="zoom-fit"]').addEventListener('click', fit);
}

// The map's size in its words, and as data for tests.
function labelCanvas(canvas, rows, cols) {
  canvas.dataset.rows = String(rows);
  canvas.dataset.cols = String(cols);
  canvas.setAttribute('aria-label', t('watch.heatLabel', { rows, cols }));
}

// The zoom level by the buttons, and as data for tests.
function showScale(zoomLevel, canvas, scale) {
  zoomLevel.textContent = t('watch.zoomLevel', { scale: scale >= 10 ? Math.round(scale) : scale.toFixed(1) });
  canvas.dataset.scale = scale.toFixed(3);
}

export function createHeatmap(host, { onActivate, axisKeys }) {
  const { canvas, frame, readout, zoomLevel } = heatmapBox(host);
  const ctx = canvas.getContext('2d');
  const picture = new HeatImage();
  let data = null;
  let view = 'sg';
  let fill = null; // { revealed, current, options: Set }
  let selected = -1;
  let cursor = 0;
  let hover = -1;
  const rows = () => data?.rows ?? 0;
  const cols = () => data?.cols ?? 0;
  const viewport = new Viewport(() => ({ rows: rows(), cols: cols() }));
  const known = (i) => data && i < data.done && (fill === null || i < fill.revealed);
  // The table's data is shared with the strip: while another kind of table is on screen, this
  // (hidden) map draws nothing until its next grid.
  const shown = () => data?.kind === 'grid' && picture.ready;

  const schedule = oncePerFrame(() => draw());
  const upTo = () => Math.min(data.done, fill === null ? Infinity : fill.revealed);
  const colours = createRecolouring(picture, () => ({ data, view, upTo: upTo() }), schedule);
  function draw() {
    if (shown()) colours.flush();
    clearView(ctx, viewport);
    if (!shown()) return;
    // At most a band of rows copied per frame; the rest follow in the next frames.
    if (picture.upload()) schedule();
    const marks = { fill, selected, cursor: document.activeElement === canvas ? cursor : -1, hover };
    drawView(ctx, viewport, picture, { data, known, colours: view, marks, axisKeys: axisKeys() });
    showScale(zoomLevel, canvas, viewport.scale);
  }

  const resize = () => {
    if (host.hidden || !fitCanvas(canvas, frame, viewport)) return;
    if (!viewport.fitted) viewport.fit();
    schedule();
  };

  /** The cursor's cell written out below the map. */
  const describe = (i) => {
    if (data && i >= 0 && i < rows() * cols()) describeCell(readout, i, cols(), data.values[i], known(i));
  };
  const showCell = (i) => {
    viewport.keepInView(i);
    describe(i);
  };
  const moveCursor = (i) => {
    cursor = Math.max(0, Math.min(rows() * cols() - 1, i));
    showCell(cursor);
    schedule();
  };
  const zoom = (factor) => {
    viewport.zoom(factor);
    schedule();
  };
  const fit = () => {
    viewport.fit();
    schedule();
  };

  attachPointer(canvas, viewport, {
    hover(i) {
      if (i === hover) return;
      hover = i;
      schedule();
    },
    click(i) {
      cursor = i;
      describe(i);
      if (known(i)) onActivate(i);
      schedule();
    },
    changed: schedule,
  });
  canvas.addEventListener('keydown', (e) => {
    const action = data && keyAction(e, cursor, rows(), cols());
    if (!action) return;
    e.preventDefault();
    if ('move' in action) moveCursor(action.move);
    else if (action.zoom) {
      zoom(action.zoom);
      if (action.zoom > 1) viewport.keepInView(cursor);
    } else if (action.fit) fit();
    else if (known(cursor)) onActivate(cursor);
  });
  canvas.addEventListener('focus', () => {
    describe(cursor);
    schedule();
  });
  canvas.addEventListener('blur', schedule);
  listenToZoomButtons(host, zoom, fit);
  new ResizeObserver(resize).observe(frame);
  onFitChange(resize);

  return {
    element: canvas,
    reset(d) {
      data = d;
      fill = null; // a new table ends any fill-in of the old one
      picture.reset(rows(), cols(), view);
      cursor = 0;
      selected = -1;
      hover = -1;
      labelCanvas(canvas, rows(), cols());
      delete canvas.dataset.complete;
      readout.textContent = '';
      viewport.fitted = false;
      resize();
      fit();
    },
    progress(from, to) {
      colours.arrived(from, to);
      if (cursor >= from && cursor < to && readout.dataset.sg === undefined) describe(cursor);
    },
    complete(done) {
      if (done) {
        canvas.dataset.complete = 'true';
        colours.all();
      } else delete canvas.dataset.complete;
      if (readout.textContent) describe(cursor);
    },
    setView(v) {
      view = v;
      if (data) colours.all();
    },
    setFill(f) {
      const before = fill;
      fill = f;
      if (!data) return;
      if (before === null || f === null) colours.all();
      else if (before.revealed !== f.revealed) colours.cells(Math.min(before.revealed, f.revealed), Math.max(before.revealed, f.revealed));
      if (f && f.current >= 0) showCell(f.current);
      schedule();
    },
    setSelected(i) {
      selected = i;
      if (i >= 0) {
        cursor = i;
        showCell(i);
      }
      schedule();
    },
    relabel() {
      if (data) labelCanvas(canvas, rows(), cols());
      describe(cursor);
      schedule();
    },
    focus: () => canvas.focus(),
  };
}
