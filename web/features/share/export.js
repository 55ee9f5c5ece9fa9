// Exports: the current table as CSV, JSON or a PNG picture, and the game as a C++ program. The
// text comes from the engine (exportTable, exportCpp); the picture is drawn here from the values
// the engine streams. Files are handed to the browser as blob: downloads, so nothing leaves the page.
import { t } from '../../ui/i18n.js';
import { boardSize, parseSpec } from '../play/play-game.js';
import { gameName } from '../../ui/game-name.js';
import { displaySpec } from '../../state/spec-text.js';

const PNG_MAX_CELLS_1D = 4000;
const PNG_MAX_SIDE_2D = 120;

/** What the tables show now: 1-D size or 2-D rows and columns, from the store and the spec's check. */
export async function tableExtent(engine, state) {
  const check = await engine.check(state.spec);
  if (!check.ok) throw new Error(check.error);
  if (check.dimensions !== 2) return { dimensions: 1, size: state.upTo + 1 };
  // A bounded board (corner:R,C) has no positions past its edges.
  const board = boardSize(parseSpec(check.spec).components[0]);
  return { dimensions: 2, rows: Math.min(state.rows, board?.rows ?? Infinity), cols: Math.min(state.cols, board?.cols ?? Infinity) };
}

// A user-defined part is named by its program's name, not its whole text.
export function fileStem(spec) {
  return `grundy-${displaySpec(spec, '{name}').replace(/[^A-Za-z0-9.,+-]+/g, '_').replace(/[,+]/g, '-').slice(0, 80)}`;
}

export function download(name, blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

const missing = (e) => /unknown request|is not a (function|constructor)/.test(e.message);

/** The table's values streamed from the engine (only while it has no exportTable). */
async function streamedValues(engine, spec, extent) {
  const total = extent.dimensions === 2 ? extent.rows * extent.cols : extent.size;
  const values = new Uint32Array(total);
  const onProgress = (p) => values.set(p.values, p.from);
  const done = extent.dimensions === 2 ? await engine.grid(spec, extent.rows, extent.cols, onProgress) : await engine.table(spec, extent.size, onProgress);
  if (done === null) throw new Error(t('share.exportInterrupted'));
  return values;
}

/**
 * The table's values as one Uint32Array (row-major for 2-D). They come from exportTable's JSON, a
 * one-shot request, so the tables on the page keep their own stream; the stream is the fallback.
 */
export async function tableValues(engine, spec, extent) {
  let text;
  try {
    text = await engine.exportTable(spec, 'json', extent.dimensions === 2 ? { rows: extent.rows, cols: extent.cols } : extent.size);
  } catch (e) {
    if (missing(e)) return streamedValues(engine, spec, extent);
    throw e;
  }
  return Uint32Array.from(JSON.parse(text).values.flat());
}

// Used only while the engine has no exportTable yet: the same values in the core's formats
// (core/src/analysis/export.cpp), so a file looks the same either way.
function formatValues(spec, extent, values, format) {
  if (format === 'json') {
    if (extent.dimensions === 2) {
      const rows = [];
      for (let r = 0; r < extent.rows; r++) rows.push(Array.from(values.subarray(r * extent.cols, (r + 1) * extent.cols)));
      return `${JSON.stringify({ spec, rows: extent.rows, cols: extent.cols, values: rows })}\n`;
    }
    return `${JSON.stringify({ spec, values: Array.from(values) })}\n`;
  }
  if (extent.dimensions === 2) {
    const lines = [['x\\y', ...Array.from({ length: extent.cols }, (_, c) => c)].join(',')];
    for (let r = 0; r < extent.rows; r++) lines.push([r, ...values.subarray(r * extent.cols, (r + 1) * extent.cols)].join(','));
    return `${lines.join('\n')}\n`;
  }
  const lines = ['n,value'];
  values.forEach((v, n) => lines.push(`${n},${v}`));
  return `${lines.join('\n')}\n`;
}

export async function exportTableText(engine, state, format) {
  const extent = await tableExtent(engine, state);
  let text;
  try {
    text = await engine.exportTable(state.spec, format, extent.dimensions === 2 ? { rows: extent.rows, cols: extent.cols } : extent.size);
  } catch (e) {
    if (!missing(e)) throw e;
    text = formatValues(state.spec, extent, await streamedValues(engine, state.spec, extent), format);
  }
  const type = format === 'json' ? 'application/json' : 'text/csv';
  download(`${fileStem(state.spec)}.${format}`, new Blob([text], { type: `${type};charset=utf-8` }));
  return text;
}

export async function exportCpp(engine, state) {
  const text = await engine.exportCpp(state.spec);
  download(`${fileStem(state.spec)}.cpp`, new Blob([text], { type: 'text/x-c++src;charset=utf-8' }));
  return text;
}

/** Draws the table as a picture: value in each cell, P-positions dark, with the game's name as a title. */
export async function exportPng(engine, state) {
  const extent = await tableExtent(engine, state);
  const shown =
    extent.dimensions === 2
      ? { ...extent, rows: Math.min(extent.rows, PNG_MAX_SIDE_2D), cols: Math.min(extent.cols, PNG_MAX_SIDE_2D) }
      : { ...extent, size: Math.min(extent.size, PNG_MAX_CELLS_1D) };
  const values = await tableValues(engine, state.spec, shown);
  const cell = 30;
  const pad = 16;
  const head = 34;
  const perRow = extent.dimensions === 2 ? shown.cols : Math.min(20, shown.size);
  const rowCount = extent.dimensions === 2 ? shown.rows : Math.ceil(shown.size / perRow);
  const axis = extent.dimensions === 2 ? 22 : 0;
  const canvas = document.createElement('canvas');
  canvas.width = pad * 2 + axis + perRow * cell;
  canvas.height = pad * 2 + head + axis + rowCount * cell;
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#1d2433';
  g.font = '600 16px system-ui, sans-serif';
  g.textBaseline = 'middle';
  g.fillText(gameName(state.spec), pad, pad + 10);
  g.textAlign = 'center';
  const top = pad + head + axis;
  const left = pad + axis;
  if (extent.dimensions === 2) {
    g.font = '11px system-ui, sans-serif';
    g.fillStyle = '#4a5366';
    for (let c = 0; c < shown.cols; c++) g.fillText(String(c), left + c * cell + cell / 2, top - axis / 2);
    for (let r = 0; r < shown.rows; r++) g.fillText(String(r), pad + axis / 2, top + r * cell + cell / 2);
  }
  for (let i = 0; i < values.length; i++) {
    const r = Math.floor(i / perRow);
    const c = i % perRow;
    const x = left + c * cell;
    const y = top + r * cell;
    const v = values[i];
    g.fillStyle = v === 0 ? '#1f3a8a' : '#fde9c9';
    g.fillRect(x + 1, y + 1, cell - 2, cell - 2);
    g.fillStyle = v === 0 ? '#ffffff' : '#5b3600';
    g.font = '600 13px system-ui, sans-serif';
    g.fillText(String(v), x + cell / 2, y + cell / 2 + (extent.dimensions === 2 ? 0 : 3));
    if (extent.dimensions !== 2) {
      g.font = '8px system-ui, sans-serif';
      g.fillText(String(i), x + cell / 2, y + 7);
    }
  }
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  download(`${fileStem(state.spec)}.png`, blob);
  return blob;
}
