// Drawing the heat map's view on its canvas: the picture scaled to the view; close up, the grid
// lines, a hatch on P cells and each cell's number or letter; outlines for the fill-in's cells,
// the chosen cell and the keyboard cursor; the hovered cell's tooltip; and the axes with their
// words. `view` is the viewport (viewport.js).
import { t } from '../../../ui/i18n.js';
import { colourOf, inkFor } from '../../../ui/palette.js';
import { AX_LEFT, AX_TOP } from './viewport.js';

function niceStep(minCells) {
  const steps = [1, 2, 5];
  for (let p = 1; ; p *= 10) for (const s of steps) if (s * p >= minCells) return s * p;
}

/** The picture, and close up each known cell's detail. `known(i)`: cell i is decided and shown. */
export function drawCells(ctx, view, picture, { data, known, colours, colourMax }) {
  const { scale, ox, oy } = view;
  const { c0, c1, r0, r1 } = view.visible();
  const cols = data.cols;
  if (c1 > c0 && r1 > r0) {
    ctx.imageSmoothingEnabled = scale < 1;
    ctx.drawImage(picture, c0, r0, c1 - c0, r1 - r0, AX_LEFT + (c0 - ox) * scale, AX_TOP + (r0 - oy) * scale, (c1 - c0) * scale, (r1 - r0) * scale);
  }
  if (scale < 8 || (c1 - c0) * (r1 - r0) > 20000) return;
  ctx.lineWidth = 1;
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const i = r * cols + c;
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
        ctx.fillStyle = inkFor(colourOf(g, colours, colourMax));
        ctx.font = `${g === 0 || colours === 'pn' ? 700 : 600} ${Math.min(15, Math.floor(scale * 0.42))}px system-ui, sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        const text = colours === 'pn' ? (g === 0 ? 'P' : 'N') : g === 0 ? (scale >= 30 ? '0 P' : 'P') : String(g);
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

/** A cell's outline, at least 9 pixels wide so it shows when zoomed out. */
export function outline(ctx, view, i, colour, lineWidth, dash) {
  const { x, y } = view.cellRect(i);
  const size = Math.max(view.scale, 9);
  const pad = (size - view.scale) / 2;
  ctx.save();
  ctx.setLineDash(dash);
  ctx.lineWidth = lineWidth + 2;
  ctx.strokeStyle = '#ffffff';
  ctx.strokeRect(x - pad, y - pad, size, size);
  ctx.lineWidth = lineWidth;
  ctx.strokeStyle = colour;
  ctx.strokeRect(x - pad, y - pad, size, size);
  ctx.restore();
}

/** The hovered cell's "(r, c)  g  P" beside it. */
export function drawTooltip(ctx, view, i, g) {
  const { x, y, r, c } = view.cellRect(i);
  const text = `(${r}, ${c})  ${g}  ${g === 0 ? 'P' : 'N'}`;
  ctx.font = '600 12px system-ui, sans-serif';
  const w = ctx.measureText(text).width + 12;
  const tx = Math.min(view.width - w - 2, Math.max(AX_LEFT, x + view.scale + 6));
  const ty = Math.max(AX_TOP, Math.min(view.height - 24, y - 24));
  ctx.fillStyle = 'rgba(29,36,51,0.92)';
  ctx.fillRect(tx, ty, w, 20);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, tx + 6, ty + 10);
}

/** The axes: ticks at round numbers, and each axis's word (locale keys [rowKey, colKey]). */
export function drawAxes(ctx, view, [rowKey, colKey]) {
  const { scale, ox, oy } = view;
  const { c0, c1, r0, r1 } = view.visible();
  ctx.fillStyle = '#5a6478';
  ctx.strokeStyle = '#b9c1d1';
  ctx.font = '11px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
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

/** The whole canvas white (the device's pixel ratio set for what follows). */
export function clearView(ctx, view) {
  const dpr = window.devicePixelRatio || 1;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, view.width, view.height);
}

/**
 * The map's view: the cells (drawCells) with, clipped to the plot, the outlines of the fill-in's
 * options and current cell, the chosen cell and the keyboard cursor (-1: none), and the hovered
 * cell's tooltip; then the axes.
 */
export function drawView(ctx, view, picture, { data, known, colours, marks: { fill, selected, cursor, hover }, axisKeys }) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(AX_LEFT, AX_TOP, view.plotW, view.plotH);
  ctx.clip();
  drawCells(ctx, view, picture.canvas, { data, known, colours, colourMax: picture.colourMax });
  if (fill) {
    for (const i of fill.options) outline(ctx, view, i, '#1b1200', 2, [4, 3]);
    if (fill.current >= 0) outline(ctx, view, fill.current, '#c2410c', 3, []);
  }
  if (selected >= 0) outline(ctx, view, selected, '#c2410c', 2, []);
  if (cursor >= 0) outline(ctx, view, cursor, '#3554d1', 2, [3, 2]);
  if (hover >= 0 && known(hover)) drawTooltip(ctx, view, hover, data.values[hover]);
  ctx.restore();
  drawAxes(ctx, view, axisKeys);
}
