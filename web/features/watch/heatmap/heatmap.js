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
import { AX_LEFT, AX_TOP, Viewport } from './viewport.js';
import { drawAxes, drawCells, drawTooltip, outline } from './painter.js';
import { attachPointer, keyAction } from './input.js';
import { fitHeight, onFitChange } from '../fit.js';

export function createHeatmap(host, { onActivate, axisKeys }) {
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
  const canvas = host.querySelector('canvas');
  const frame = host.querySelector('.hm-frame');
  const readout = host.querySelector('.hm-readout');
  const zoomLevel = host.querySelector('.hm-zoom');
  const ctx = canvas.getContext('2d');
  const picture = new HeatImage();
  let data = null;
  let view = 'sg';
  let fill = null; // { revealed, current, options: Set }
  let selected = -1;
  let cursor = 0;
  let hover = -1;
  let queued = false;
  let lastRecolour = 0;
  let recolourPending = false;

  const rows = () => data?.rows ?? 0;
  const cols = () => data?.cols ?? 0;
  const viewport = new Viewport(() => ({ rows: rows(), cols: cols() }));
  const known = (i) => data && i < data.done && (fill === null || i < fill.revealed);
  // The table's data is shared with the strip: while another kind of table is on screen, this
  // (hidden) map draws nothing until its next grid.
  const shown = () => data?.kind === 'grid' && picture.ready;

  function schedule() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(draw);
  }

  /** Cells [from, to) coloured again (those not known yet as pending). */
  const recolour = (from, to) => {
    picture.recolour(data.values, from, to, Math.min(data.done, fill === null ? Infinity : fill.revealed));
    schedule();
  };
  // Recolouring millions of cells takes tens of milliseconds: done in the next frame, so a click
  // (the view switch, a fill-in step) is answered at once.
  const requestRecolourAll = () => {
    recolourPending = true;
    lastRecolour = performance.now();
    schedule();
  };

  function draw() {
    queued = false;
    if (recolourPending && shown()) {
      recolourPending = false;
      picture.rescale(view, data?.max ?? 1);
      lastRecolour = performance.now();
      picture.recolour(data.values, 0, rows() * cols(), Math.min(data.done, fill === null ? Infinity : fill.revealed));
    }
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, viewport.width, viewport.height);
    if (!shown()) return;
    // At most a band of rows copied per frame; the rest follow in the next frames.
    if (picture.upload()) schedule();
    ctx.save();
    ctx.beginPath();
    ctx.rect(AX_LEFT, AX_TOP, viewport.plotW, viewport.plotH);
    ctx.clip();
    drawCells(ctx, viewport, picture.canvas, { data, known, colours: view, colourMax: picture.colourMax });
    if (fill) {
      for (const i of fill.options) outline(ctx, viewport, i, '#1b1200', 2, [4, 3]);
      if (fill.current >= 0) outline(ctx, viewport, fill.current, '#c2410c', 3, []);
    }
    if (selected >= 0) outline(ctx, viewport, selected, '#c2410c', 2, []);
    if (document.activeElement === canvas) outline(ctx, viewport, cursor, '#3554d1', 2, [3, 2]);
    if (hover >= 0 && known(hover)) drawTooltip(ctx, viewport, hover, data.values[hover]);
    ctx.restore();
    drawAxes(ctx, viewport, axisKeys());
    const scale = viewport.scale;
    zoomLevel.textContent = t('watch.zoomLevel', { scale: scale >= 10 ? Math.round(scale) : scale.toFixed(1) });
    canvas.dataset.scale = scale.toFixed(3);
  }

  const resize = () => {
    if (host.hidden) return;
    const w = Math.max(200, Math.floor(frame.clientWidth));
    // Square when there is room, and within the first screen (fit.js), room kept for the readout.
    const h = Math.max(200, Math.min(w, fitHeight(canvas, { reserve: 64 }), 760));
    if (w === viewport.width && h === viewport.height && canvas.width) return;
    viewport.width = w;
    viewport.height = h;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    canvas.style.width = `${w}px`;
    canvas.style.height = `${h}px`;
    if (!viewport.fitted) viewport.fit();
    schedule();
  };

  /** The cursor's cell written out below the map. */
  const describe = (i) => {
    if (!data || i < 0 || i >= rows() * cols()) return;
    const r = Math.floor(i / cols());
    const c = i % cols();
    readout.dataset.position = `${r},${c}`;
    if (known(i)) {
      const g = data.values[i];
      readout.dataset.sg = String(g);
      readout.dataset.outcome = g === 0 ? 'P' : 'N';
      readout.textContent = t('watch.heatCell', { r, c, g, outcome: g === 0 ? 'P' : 'N' });
    } else {
      delete readout.dataset.sg;
      delete readout.dataset.outcome;
      readout.textContent = t('watch.heatCellPending', { r, c });
    }
  };

  const moveCursor = (i) => {
    cursor = Math.max(0, Math.min(rows() * cols() - 1, i));
    viewport.keepInView(cursor);
    describe(cursor);
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
    if (!data) return;
    const action = keyAction(e, cursor, rows(), cols());
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
  host.querySelector('[data-testid="zoom-in"]').addEventListener('click', () => zoom(1.5));
  host.querySelector('[data-testid="zoom-out"]').addEventListener('click', () => zoom(1 / 1.5));
  host.querySelector('[data-testid="zoom-fit"]').addEventListener('click', fit);
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
      canvas.dataset.rows = String(rows());
      canvas.dataset.cols = String(cols());
      canvas.setAttribute('aria-label', t('watch.heatLabel', { rows: rows(), cols: cols() }));
      delete canvas.dataset.complete;
      readout.textContent = '';
      viewport.fitted = false;
      resize();
      fit();
    },
    progress(from, to) {
      // Values above the colour scale's top are drawn darkest until the scale is redone, which
      // happens when the largest value has grown by a tenth (a full recolour costs a frame).
      if (view === 'sg' && data.max > picture.colourMax * 1.1 && performance.now() - lastRecolour > 200) requestRecolourAll();
      else recolour(from, to);
      if (cursor >= from && cursor < to && readout.dataset.sg === undefined) describe(cursor);
    },
    complete(done) {
      if (done) {
        canvas.dataset.complete = 'true';
        requestRecolourAll();
      } else delete canvas.dataset.complete;
      if (readout.textContent) describe(cursor);
    },
    setView(v) {
      view = v;
      if (data) requestRecolourAll();
    },
    setFill(f) {
      const before = fill;
      fill = f;
      if (!data) return;
      if (before === null || f === null) requestRecolourAll();
      else if (before.revealed !== f.revealed) recolour(Math.min(before.revealed, f.revealed), Math.max(before.revealed, f.revealed));
      if (f && f.current >= 0) {
        viewport.keepInView(f.current);
        describe(f.current);
      }
      schedule();
    },
    setSelected(i) {
      selected = i;
      if (i >= 0) {
        cursor = i;
        viewport.keepInView(i);
        describe(i);
      }
      schedule();
    },
    relabel() {
      if (data) canvas.setAttribute('aria-label', t('watch.heatLabel', { rows: rows(), cols: cols() }));
      describe(cursor);
      schedule();
    },
    focus: () => canvas.focus(),
  };
}
