// Where the heat map looks: the scale (pixels per cell) and the cell coordinates at the plot's
// top-left corner, inside a canvas of width x height with room for the axes. Fitting, zooming at a
// point, panning within the table, and the cell under a point. No drawing here.
export const AX_LEFT = 44;
export const AX_TOP = 30;
const MAX_SCALE = 64;

export class Viewport {
  scale = 1;
  ox = 0; // cell coordinates at the plot's top-left corner
  oy = 0;
  width = 600;
  height = 400;
  fitted = false; // the table fills the view (kept so after a resize)

  /** `size()` gives the table's { rows, cols }. */
  constructor(size) {
    this.size = size;
  }

  get plotW() {
    return this.width - AX_LEFT;
  }

  get plotH() {
    return this.height - AX_TOP;
  }

  fitScale() {
    const { rows, cols } = this.size();
    return rows && cols ? Math.min(this.plotW / cols, this.plotH / rows) : 1;
  }

  fit() {
    this.scale = this.fitScale();
    this.ox = 0;
    this.oy = 0;
    this.fitted = true;
  }

  /** Keeps the table in view when it is larger than the view (centred otherwise). */
  clamp() {
    const { rows, cols } = this.size();
    const visibleCols = this.plotW / this.scale;
    const visibleRows = this.plotH / this.scale;
    this.ox = Math.max(Math.min(0, cols - visibleCols), Math.min(this.ox, Math.max(0, cols - visibleCols)));
    this.oy = Math.max(Math.min(0, rows - visibleRows), Math.min(this.oy, Math.max(0, rows - visibleRows)));
  }

  /** Zooms by `factor` keeping the cell under the point (px, py) where it is. */
  zoomAt(factor, px, py) {
    const next = Math.max(this.fitScale() * 0.5, Math.min(MAX_SCALE, this.scale * factor));
    const cx = this.ox + (px - AX_LEFT) / this.scale;
    const cy = this.oy + (py - AX_TOP) / this.scale;
    this.scale = next;
    this.ox = cx - (px - AX_LEFT) / this.scale;
    this.oy = cy - (py - AX_TOP) / this.scale;
    this.fitted = false;
    this.clamp();
  }

  /** Zooms at the middle of the plot. */
  zoom(factor) {
    this.zoomAt(factor, AX_LEFT + this.plotW / 2, AX_TOP + this.plotH / 2);
  }

  /** Moves the view so that cell coordinates (cx, cy) are at the plot's corner. */
  panTo(ox, oy) {
    this.ox = ox;
    this.oy = oy;
    this.fitted = false;
    this.clamp();
  }

  /** Cell i's top-left corner on the canvas, and its row and column. */
  cellRect(i) {
    const { cols } = this.size();
    const r = Math.floor(i / cols);
    const c = i % cols;
    return { x: AX_LEFT + (c - this.ox) * this.scale, y: AX_TOP + (r - this.oy) * this.scale, r, c };
  }

  /** The cell under a point of the canvas, or -1. */
  cellAt(px, py) {
    if (px < AX_LEFT || py < AX_TOP) return -1;
    const { rows, cols } = this.size();
    const c = Math.floor(this.ox + (px - AX_LEFT) / this.scale);
    const r = Math.floor(this.oy + (py - AX_TOP) / this.scale);
    return r >= 0 && c >= 0 && r < rows && c < cols ? r * cols + c : -1;
  }

  /** Scrolls just enough for cell i to be in view. */
  keepInView(i) {
    const { r, c } = this.cellRect(i);
    const visibleCols = this.plotW / this.scale;
    const visibleRows = this.plotH / this.scale;
    if (c < this.ox) this.ox = c;
    else if (c + 1 > this.ox + visibleCols) this.ox = c + 1 - visibleCols;
    if (r < this.oy) this.oy = r;
    else if (r + 1 > this.oy + visibleRows) this.oy = r + 1 - visibleRows;
  }

  /** The cells in view: columns [c0, c1), rows [r0, r1). */
  visible() {
    const { rows, cols } = this.size();
    return {
      c0: Math.max(0, Math.floor(this.ox)),
      r0: Math.max(0, Math.floor(this.oy)),
      c1: Math.min(cols, Math.ceil(this.ox + this.plotW / this.scale)),
      r1: Math.min(rows, Math.ceil(this.oy + this.plotH / this.scale)),
    };
  }
}
