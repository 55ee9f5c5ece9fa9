// The heat map: a 2-D table drawn on canvas, one pixel per cell in an off-screen image that is
// scaled to the view, so a 1000 x 1000 table pans and zooms smoothly. Zoomed in far enough, each
// cell shows its value (or letter) and P cells a hatch, so the map reads without colour.
// Mouse: wheel zooms at the pointer, drag pans, click explains a cell. Keyboard (the canvas is
// focusable): arrows move the cursor (Shift: 10 cells), + and - zoom, 0 fits the table, Enter
// explains the cursor's cell. The cursor's cell is written out below the map (aria-live), with
// data-position, data-sg and data-outcome for tests and assistive tools.
import { t } from '../../ui/i18n.js';
import { PENDING_PIXEL, colourOf, inkFor, pixelTable } from '../../ui/palette.js';

const AX_LEFT = 44;
const AX_TOP = 30;
const MAX_SCALE = 64;

function niceStep(minCells) {
  const steps = [1, 2, 5];
  for (let p = 1; ; p *= 10) for (const s of steps) if (s * p >= minCells) return s * p;
}

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
  const off = document.createElement('canvas');
  const offCtx = off.getContext('2d');
  let image = null;
  let pixels = null;
  let data = null;
  let view = 'sg';
  let colourMax = 1;
  let fill = null; // { revealed, current, options: Set }
  let selected = -1;
  let cursor = 0;
  let hover = -1;
  let scale = 1;
  let ox = 0; // cell coordinates at the plot's top-left corner
  let oy = 0;
  let width = 600;
  let height = 400;
  let queued = false;
  let dirty = null; // [firstRow, lastRow] of the image to upload
  let lastRecolour = 0;
  let fitted = false;

  const rows = () => data?.rows ?? 0;
  const cols = () => data?.cols ?? 0;
  const known = (i) => data && i < data.done && (fill === null || i < fill.revealed);
  const plotW = () => width - AX_LEFT;
  const plotH = () => height - AX_TOP;

  const resize = () => {
    const w = Math.max(200, Math.floor(frame.clientWidth));
    const h = Math.max(200, Math.min(w, Math.floor(window.innerHeight * 0.7), 760));
    if (w === width && h === height && canvas.width) return;
    width = w;
    height = h;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    canvas.style.width = `${w}px`;
    canvas.style.height = `${h}px`;
    if (!fitted) fit();
    schedule();
  };

  const fitScale = () => (rows() && cols() ? Math.min(plotW() / cols(), plotH() / rows()) : 1);
  const fit = () => {
    scale = fitScale();
    ox = 0;
    oy = 0;
    fitted = true;
    schedule();
  };
  const clampView = () => {
    const visibleCols = plotW() / scale;
    const visibleRows = plotH() / scale;
    ox = Math.max(Math.min(0, cols() - visibleCols), Math.min(ox, Math.max(0, cols() - visibleCols)));
    oy = Math.max(Math.min(0, rows() - visibleRows), Math.min(oy, Math.max(0, rows() - visibleRows)));
  };
  const zoomAt = (factor, px, py) => {
    const next = Math.max(fitScale() * 0.5, Math.min(MAX_SCALE, scale * factor));
    const cx = ox + (px - AX_LEFT) / scale;
    const cy = oy + (py - AX_TOP) / scale;
    scale = next;
    ox = cx - (px - AX_LEFT) / scale;
    oy = cy - (py - AX_TOP) / scale;
    fitted = false;
    clampView();
    schedule();
  };

  let lut = pixelTable('sg', 1); // packed colours by value for the current view and colourMax
  const recolour = (from, to) => {
    if (!pixels) return;
    const values = data.values;
    // Cells past `limit` are not known yet (not computed, or not yet revealed by the fill-in).
    const limit = Math.min(to, data.done, fill === null ? Infinity : fill.revealed);
    let i = from;
    for (; i < limit; i++) {
      const g = values[i];
      pixels[i] = g < lut.length ? lut[g] : lut[lut.length - 1];
    }
    for (; i < to; i++) pixels[i] = PENDING_PIXEL;
    const r0 = Math.floor(from / cols());
    const r1 = Math.floor(Math.max(from, to - 1) / cols());
    dirty = dirty ? [Math.min(dirty[0], r0), Math.max(dirty[1], r1)] : [r0, r1];
    schedule();
  };
  const recolourAll = () => {
    colourMax = Math.max(1, data?.max ?? 1);
    lut = pixelTable(view, colourMax);
    lastRecolour = performance.now();
    recolour(0, rows() * cols());
  };
  // Recolouring millions of cells takes tens of milliseconds: done in the next frame, so a click
  // (the view switch, a fill-in step) is answered at once.
  let recolourPending = false;
  const requestRecolourAll = () => {
    recolourPending = true;
    lastRecolour = performance.now();
    schedule();
  };

  function schedule() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(draw);
  }

  const cellRect = (i) => {
    const r = Math.floor(i / cols());
    const c = i % cols();
    return { x: AX_LEFT + (c - ox) * scale, y: AX_TOP + (r - oy) * scale, r, c };
  };

  const outline = (i, colour, lineWidth, dash) => {
    const { x, y } = cellRect(i);
    const size = Math.max(scale, 9);
    const pad = (size - scale) / 2;
    ctx.save();
    ctx.setLineDash(dash);
    ctx.lineWidth = lineWidth + 2;
    ctx.strokeStyle = '#ffffff';
    ctx.strokeRect(x - pad, y - pad, size, size);
    ctx.lineWidth = lineWidth;
    ctx.strokeStyle = colour;
    ctx.strokeRect(x - pad, y - pad, size, size);
    ctx.restore();
  };

  const BAND_PIXELS = 1 << 18;

  function draw() {
    queued = false;
    if (recolourPending && data && pixels) {
      recolourPending = false;
      recolourAll();
      queued = false;
    }
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    if (!data || !pixels) return;
    if (dirty) {
      // At most BAND_PIXELS cells copied per frame (a million at once takes tens of milliseconds,
      // a frozen moment on a slow machine); the rest of the rows follow in the next frames.
      const end = Math.min(dirty[1], dirty[0] + Math.max(1, Math.floor(BAND_PIXELS / cols())) - 1);
      offCtx.putImageData(image, 0, 0, 0, dirty[0], cols(), end - dirty[0] + 1);
      dirty = end < dirty[1] ? [end + 1, dirty[1]] : null;
      if (dirty) schedule();
    }
    const c0 = Math.max(0, Math.floor(ox));
    const r0 = Math.max(0, Math.floor(oy));
    const c1 = Math.min(cols(), Math.ceil(ox + plotW() / scale));
    const r1 = Math.min(rows(), Math.ceil(oy + plotH() / scale));
    ctx.save();
    ctx.beginPath();
    ctx.rect(AX_LEFT, AX_TOP, plotW(), plotH());
    ctx.clip();
    if (c1 > c0 && r1 > r0) {
      ctx.imageSmoothingEnabled = scale < 1;
      ctx.drawImage(off, c0, r0, c1 - c0, r1 - r0, AX_LEFT + (c0 - ox) * scale, AX_TOP + (r0 - oy) * scale, (c1 - c0) * scale, (r1 - r0) * scale);
    }
    // Close up: grid lines, hatching on P cells, and each cell's number or letter.
    if (scale >= 8 && (c1 - c0) * (r1 - r0) <= 20000) {
      ctx.lineWidth = 1;
      for (let r = r0; r < r1; r++) {
        for (let c = c0; c < c1; c++) {
          const i = r * cols() + c;
          const x = AX_LEFT + (c - ox) * scale;
          const y = AX_TOP + (r - oy) * scale;
          if (!known(i)) continue;
          const g = data.values[i];
          if (g === 0) {
            ctx.strokeStyle = 'rgba(255,255,255,0.28)';
            ctx.beginPath();
            for (let k = 0.25; k < 2; k += 0.5) {
              ctx.moveTo(x + Math.max(0, k - 1) * scale, y + Math.min(1, k) * scale);
              ctx.lineTo(x + Math.min(1, k) * scale, y + Math.max(0, k - 1) * scale);
            }
            ctx.stroke();
          }
          if (scale >= 18) {
            ctx.fillStyle = inkFor(colourOf(g, view, colourMax));
            ctx.font = `${g === 0 || view === 'pn' ? 700 : 600} ${Math.min(15, Math.floor(scale * 0.42))}px system-ui, sans-serif`;
            ctx.textAlign = 'center';
            ctx.textBaseline = 'middle';
            const text = view === 'pn' ? (g === 0 ? 'P' : 'N') : g === 0 ? (scale >= 30 ? '0 P' : 'P') : String(g);
            ctx.fillText(text, x + scale / 2, y + scale / 2 + 0.5);
          }
        }
      }
      ctx.strokeStyle = 'rgba(255,255,255,0.55)';
      ctx.beginPath();
      for (let c = c0; c <= c1; c++) {
        const x = Math.round(AX_LEFT + (c - ox) * scale) + 0.5;
        ctx.moveTo(x, AX_TOP + (r0 - oy) * scale);
        ctx.lineTo(x, AX_TOP + (r1 - oy) * scale);
      }
      for (let r = r0; r <= r1; r++) {
        const y = Math.round(AX_TOP + (r - oy) * scale) + 0.5;
        ctx.moveTo(AX_LEFT + (c0 - ox) * scale, y);
        ctx.lineTo(AX_LEFT + (c1 - ox) * scale, y);
      }
      ctx.stroke();
    }
    if (fill) {
      for (const i of fill.options) outline(i, '#1b1200', 2, [4, 3]);
      if (fill.current >= 0) outline(fill.current, '#c2410c', 3, []);
    }
    if (selected >= 0) outline(selected, '#c2410c', 2, []);
    if (document.activeElement === canvas) outline(cursor, '#3554d1', 2, [3, 2]);
    if (hover >= 0 && known(hover)) {
      const { x, y, r, c } = cellRect(hover);
      const g = data.values[hover];
      const text = `(${r}, ${c})  ${g}  ${g === 0 ? 'P' : 'N'}`;
      ctx.font = '600 12px system-ui, sans-serif';
      const w = ctx.measureText(text).width + 12;
      const tx = Math.min(width - w - 2, Math.max(AX_LEFT, x + scale + 6));
      const ty = Math.max(AX_TOP, Math.min(height - 24, y - 24));
      ctx.fillStyle = 'rgba(29,36,51,0.92)';
      ctx.fillRect(tx, ty, w, 20);
      ctx.fillStyle = '#ffffff';
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, tx + 6, ty + 10);
    }
    ctx.restore();
    drawAxes(c0, c1, r0, r1);
    zoomLevel.textContent = t('watch.zoomLevel', { scale: scale >= 10 ? Math.round(scale) : scale.toFixed(1) });
    canvas.dataset.scale = scale.toFixed(3);
  }

  function drawAxes(c0, c1, r0, r1) {
    ctx.fillStyle = '#5a6478';
    ctx.strokeStyle = '#b9c1d1';
    ctx.font = '11px system-ui, sans-serif';
    ctx.textBaseline = 'middle';
    const [rowKey, colKey] = axisKeys();
    const stepX = niceStep(48 / scale);
    ctx.textAlign = 'center';
    ctx.beginPath();
    for (let c = Math.ceil(c0 / stepX) * stepX; c < c1; c += stepX) {
      const x = AX_LEFT + (c - ox + 0.5) * scale;
      ctx.fillText(String(c), x, AX_TOP - 9);
      ctx.moveTo(x + 0.5, AX_TOP - 3);
      ctx.lineTo(x + 0.5, AX_TOP);
    }
    const stepY = niceStep(22 / scale);
    ctx.textAlign = 'right';
    for (let r = Math.ceil(r0 / stepY) * stepY; r < r1; r += stepY) {
      const y = AX_TOP + (r - oy + 0.5) * scale;
      ctx.fillText(String(r), AX_LEFT - 7, y);
      ctx.moveTo(AX_LEFT - 4, y + 0.5);
      ctx.lineTo(AX_LEFT, y + 0.5);
    }
    ctx.stroke();
    ctx.font = '600 11px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.fillStyle = '#1d2433';
    ctx.fillText(`${t(colKey)} →`, AX_LEFT + 4, 8);
    ctx.save();
    ctx.translate(10, AX_TOP + 4);
    ctx.rotate(Math.PI / 2);
    ctx.fillText(`${t(rowKey)} →`, 0, 0);
    ctx.restore();
  }

  const cellAt = (px, py) => {
    if (px < AX_LEFT || py < AX_TOP) return -1;
    const c = Math.floor(ox + (px - AX_LEFT) / scale);
    const r = Math.floor(oy + (py - AX_TOP) / scale);
    return r >= 0 && c >= 0 && r < rows() && c < cols() ? r * cols() + c : -1;
  };

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

  const keepInView = (i) => {
    const { r, c } = cellRect(i);
    const visibleCols = plotW() / scale;
    const visibleRows = plotH() / scale;
    if (c < ox) ox = c;
    else if (c + 1 > ox + visibleCols) ox = c + 1 - visibleCols;
    if (r < oy) oy = r;
    else if (r + 1 > oy + visibleRows) oy = r + 1 - visibleRows;
  };

  const moveCursor = (i) => {
    cursor = Math.max(0, Math.min(rows() * cols() - 1, i));
    keepInView(cursor);
    describe(cursor);
    schedule();
  };

  // Pointer: drag pans, a press without movement clicks, two fingers pinch-zoom.
  const pointers = new Map();
  let drag = null;
  const local = (e) => {
    const box = canvas.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  canvas.addEventListener('pointerdown', (e) => {
    pointers.set(e.pointerId, local(e));
    canvas.setPointerCapture(e.pointerId);
    if (pointers.size === 1) drag = { ...local(e), ox, oy, moved: false };
    else drag = null;
  });
  canvas.addEventListener('pointermove', (e) => {
    const p = local(e);
    if (pointers.size === 2 && pointers.has(e.pointerId)) {
      const [a, b] = [...pointers.values()];
      const before = Math.hypot(a.x - b.x, a.y - b.y);
      pointers.set(e.pointerId, p);
      const [a2, b2] = [...pointers.values()];
      const after = Math.hypot(a2.x - b2.x, a2.y - b2.y);
      if (before > 0) zoomAt(after / before, (a2.x + b2.x) / 2, (a2.y + b2.y) / 2);
      return;
    }
    if (drag && pointers.has(e.pointerId)) {
      if (!drag.moved && Math.hypot(p.x - drag.x, p.y - drag.y) < 4) return;
      drag.moved = true;
      ox = drag.ox - (p.x - drag.x) / scale;
      oy = drag.oy - (p.y - drag.y) / scale;
      fitted = false;
      clampView();
      hover = -1;
      schedule();
      return;
    }
    const h = cellAt(p.x, p.y);
    if (h !== hover) {
      hover = h;
      schedule();
    }
  });
  const release = (e) => {
    const wasClick = drag && !drag.moved && pointers.size === 1;
    pointers.delete(e.pointerId);
    if (wasClick) {
      const p = local(e);
      const i = cellAt(p.x, p.y);
      if (i >= 0) {
        cursor = i;
        describe(i);
        if (known(i)) onActivate(i);
        schedule();
      }
    }
    drag = null;
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', (e) => {
    pointers.delete(e.pointerId);
    drag = null;
  });
  canvas.addEventListener('pointerleave', () => {
    hover = -1;
    schedule();
  });
  canvas.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const p = local(e);
      zoomAt(Math.exp(-e.deltaY * 0.0015), p.x, p.y);
    },
    { passive: false },
  );
  canvas.addEventListener('keydown', (e) => {
    if (!data) return;
    const step = e.shiftKey ? 10 : 1;
    const c = cursor % cols();
    const moves = {
      ArrowRight: c + step < cols() ? cursor + step : cursor,
      ArrowLeft: c - step >= 0 ? cursor - step : cursor - c,
      ArrowDown: cursor + step * cols() < rows() * cols() ? cursor + step * cols() : cursor,
      ArrowUp: cursor - step * cols() >= 0 ? cursor - step * cols() : c,
      PageDown: Math.min(rows() * cols() - cols() + c, cursor + 10 * cols()),
      PageUp: Math.max(c, cursor - 10 * cols()),
      Home: e.ctrlKey ? 0 : cursor - c,
      End: e.ctrlKey ? rows() * cols() - 1 : cursor - c + cols() - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      moveCursor(moves[e.key]);
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomAt(1.5, AX_LEFT + plotW() / 2, AX_TOP + plotH() / 2);
      keepInView(cursor);
    } else if (e.key === '-' || e.key === '_') {
      e.preventDefault();
      zoomAt(1 / 1.5, AX_LEFT + plotW() / 2, AX_TOP + plotH() / 2);
    } else if (e.key === '0') {
      e.preventDefault();
      fit();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (known(cursor)) onActivate(cursor);
    }
  });
  canvas.addEventListener('focus', () => {
    describe(cursor);
    schedule();
  });
  canvas.addEventListener('blur', schedule);
  host.querySelector('[data-testid="zoom-in"]').addEventListener('click', () => zoomAt(1.5, AX_LEFT + plotW() / 2, AX_TOP + plotH() / 2));
  host.querySelector('[data-testid="zoom-out"]').addEventListener('click', () => zoomAt(1 / 1.5, AX_LEFT + plotW() / 2, AX_TOP + plotH() / 2));
  host.querySelector('[data-testid="zoom-fit"]').addEventListener('click', fit);
  new ResizeObserver(resize).observe(frame);

  return {
    element: canvas,
    reset(d) {
      data = d;
      fill = null; // a new table ends any fill-in of the old one
      off.width = Math.max(1, cols());
      off.height = Math.max(1, rows());
      image = offCtx.createImageData(off.width, off.height);
      pixels = new Uint32Array(image.data.buffer);
      pixels.fill(PENDING_PIXEL);
      dirty = [0, off.height - 1];
      colourMax = 1;
      lut = pixelTable(view, 1);
      cursor = 0;
      selected = -1;
      hover = -1;
      canvas.dataset.rows = String(rows());
      canvas.dataset.cols = String(cols());
      canvas.setAttribute('aria-label', t('watch.heatLabel', { rows: rows(), cols: cols() }));
      delete canvas.dataset.complete;
      readout.textContent = '';
      fitted = false;
      resize();
      fit();
    },
    progress(from, to) {
      // Values above the colour scale's top are drawn darkest until the scale is redone, which
      // happens when the largest value has grown by a tenth (a full recolour costs a frame).
      if (view === 'sg' && data.max > colourMax * 1.1 && performance.now() - lastRecolour > 200) requestRecolourAll();
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
        keepInView(f.current);
        describe(f.current);
      }
      schedule();
    },
    setSelected(i) {
      selected = i;
      if (i >= 0) {
        cursor = i;
        keepInView(i);
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
