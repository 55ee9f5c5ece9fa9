// Exports: the current table as CSV, JSON or a PNG picture, and the game as a C++ program. The
// text comes from the core (exportTable, exportProgram); the picture is drawn here from the values
// of exportTable's JSON. Files are handed to the browser as blob: downloads, so nothing leaves the page.
import { gameName } from '../../state/game-name.js';
import { gameLabel } from '../../state/shape.js';

const PNG_MAX_CELLS_1D = 4000;
const PNG_MAX_SIDE_2D = 120;

/** What the tables show now, as exportTable takes it: rows x cols (cols 1 for a heap game), from the state and the game's descriptor. */
export function tableExtent(state) {
  const single = state.game.components.length === 1 ? state.game.components[0] : null;
  if (single?.dimensions !== 2) return { dimensions: 1, rows: state.upTo + 1, cols: 1 };
  // A bounded board (corner:R,C) has no positions past its edges.
  return { dimensions: 2, rows: Math.min(state.rows, single.boardRows || Infinity), cols: Math.min(state.cols, single.boardCols || Infinity) };
}

// A user-defined part is named by its program's name (its descriptor's), not its whole text.
export function fileStem(game) {
  return `grundy-${gameLabel(game, '{name}').replace(/[^A-Za-z0-9.,+-]+/g, '_').replace(/[,+]/g, '-').slice(0, 80)}`;
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

/**
 * The table's values as one Uint32Array (row-major for 2-D). They come from exportTable's JSON, a
 * one-shot request, so the tables on the page keep their own stream.
 */
export async function tableValues(client, spec, extent) {
  const text = await client.exportTable(spec, 'json', extent.rows, extent.cols);
  return Uint32Array.from(JSON.parse(text).values.flat());
}

export async function exportTableText(client, state, format) {
  const extent = tableExtent(state);
  const text = await client.exportTable(state.spec, format, extent.rows, extent.cols);
  const type = format === 'json' ? 'application/json' : 'text/csv';
  download(`${fileStem(state.game)}.${format}`, new Blob([text], { type: `${type};charset=utf-8` }));
  return text;
}

/** Downloads the game's C++ program; resolves to the core's answer ({ text, way, periodicity, embedded }). */
export async function exportProgram(client, state) {
  const made = await client.exportProgram(state.spec);
  download(`${fileStem(state.game)}.cpp`, new Blob([made.text], { type: 'text/x-c++src;charset=utf-8' }));
  return made;
}

/** Draws the table as a picture: value in each cell, P-positions dark, with the game's name as a title. */
export async function exportPng(client, state) {
  const extent = tableExtent(state);
  const shown =
    extent.dimensions === 2
      ? { ...extent, rows: Math.min(extent.rows, PNG_MAX_SIDE_2D), cols: Math.min(extent.cols, PNG_MAX_SIDE_2D) }
      : { ...extent, rows: Math.min(extent.rows, PNG_MAX_CELLS_1D) };
  const values = await tableValues(client, state.spec, shown);
  const cell = 30;
  const pad = 16;
  const head = 34;
  const perRow = extent.dimensions === 2 ? shown.cols : Math.min(20, shown.rows);
  const rowCount = extent.dimensions === 2 ? shown.rows : Math.ceil(shown.rows / perRow);
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
  g.fillText(gameName(state.game), pad, pad + 10);
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
  download(`${fileStem(state.game)}.png`, blob);
  return blob;
}
