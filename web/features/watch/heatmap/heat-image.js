// The heat map's picture: one pixel per cell in an off-screen image, coloured from a lookup table
// of packed pixels for the view and the colour scale's top, and copied to its canvas a band of rows
// at a time, so a million cells never freeze a frame.
import { PENDING_PIXEL, pixelTable } from '../../../ui/palette.js';

const BAND_PIXELS = 1 << 18;

export class HeatImage {
  canvas = document.createElement('canvas');
  #ctx = this.canvas.getContext('2d');
  #image = null;
  #pixels = null;
  #cols = 1;
  #dirty = null; // [firstRow, lastRow] of the image still to copy to the canvas
  #lut = pixelTable('sg', 1); // packed colours by value for the view and colourMax
  colourMax = 1;

  /** A blank picture for a table of rows x cols (every cell pending). */
  reset(rows, cols, view) {
    this.canvas.width = Math.max(1, cols);
    this.canvas.height = Math.max(1, rows);
    this.#cols = Math.max(1, cols);
    this.#image = this.#ctx.createImageData(this.canvas.width, this.canvas.height);
    this.#pixels = new Uint32Array(this.#image.data.buffer);
    this.#pixels.fill(PENDING_PIXEL);
    this.#dirty = [0, this.canvas.height - 1];
    this.colourMax = 1;
    this.#lut = pixelTable(view, 1);
  }

  get ready() {
    return this.#pixels !== null;
  }

  /** Colours cells [from, to); those at or past `limit` are not known yet (pending). */
  recolour(values, from, to, limit) {
    if (!this.#pixels) return;
    const lut = this.#lut;
    const pixels = this.#pixels;
    const end = Math.min(to, limit);
    let i = from;
    for (; i < end; i++) {
      const g = values[i];
      pixels[i] = g < lut.length ? lut[g] : lut[lut.length - 1];
    }
    for (; i < to; i++) pixels[i] = PENDING_PIXEL;
    const r0 = Math.floor(from / this.#cols);
    const r1 = Math.floor(Math.max(from, to - 1) / this.#cols);
    this.#dirty = this.#dirty ? [Math.min(this.#dirty[0], r0), Math.max(this.#dirty[1], r1)] : [r0, r1];
  }

  /** A new colour scale (the view, and the largest value it reaches). */
  rescale(view, max) {
    this.colourMax = Math.max(1, max);
    this.#lut = pixelTable(view, this.colourMax);
  }

  /** Copies the next band of changed rows to the canvas; true while more remain. */
  upload() {
    if (!this.#dirty) return false;
    const [first, last] = this.#dirty;
    const end = Math.min(last, first + Math.max(1, Math.floor(BAND_PIXELS / this.#cols)) - 1);
    this.#ctx.putImageData(this.#image, 0, 0, 0, first, this.#cols, end - first + 1);
    this.#dirty = end < last ? [end + 1, last] : null;
    return this.#dirty !== null;
  }
}
