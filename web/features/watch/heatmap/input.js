// The heat map's pointer and keys. Pointer: a drag pans, a press without movement is a click on a
// cell, two fingers pinch-zoom, the wheel zooms at the pointer, the cell under the pointer is
// hovered. Keys: what a key does to the cursor's cell (keyAction), for the widget to carry out.

/**
 * Wires the pointer on `canvas` to the viewport: hover(i) for the cell under it (-1 when none),
 * click(i) for a cell clicked, changed() after the view moved.
 */
export function attachPointer(canvas, view, { hover, click, changed }) {
  const pointers = new Map();
  let drag = null;
  const local = (e) => {
    const box = canvas.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  canvas.addEventListener('pointerdown', (e) => {
    pointers.set(e.pointerId, local(e));
    canvas.setPointerCapture(e.pointerId);
    if (pointers.size === 1) drag = { ...local(e), ox: view.ox, oy: view.oy, moved: false };
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
      if (before > 0) {
        view.zoomAt(after / before, (a2.x + b2.x) / 2, (a2.y + b2.y) / 2);
        changed();
      }
      return;
    }
    if (drag && pointers.has(e.pointerId)) {
      if (!drag.moved && Math.hypot(p.x - drag.x, p.y - drag.y) < 4) return;
      drag.moved = true;
      view.panTo(drag.ox - (p.x - drag.x) / view.scale, drag.oy - (p.y - drag.y) / view.scale);
      hover(-1);
      changed();
      return;
    }
    hover(view.cellAt(p.x, p.y));
  });
  canvas.addEventListener('pointerup', (e) => {
    const wasClick = drag && !drag.moved && pointers.size === 1;
    pointers.delete(e.pointerId);
    drag = null;
    if (!wasClick) return;
    const p = local(e);
    const i = view.cellAt(p.x, p.y);
    if (i >= 0) click(i);
  });
  canvas.addEventListener('pointercancel', (e) => {
    pointers.delete(e.pointerId);
    drag = null;
  });
  canvas.addEventListener('pointerleave', () => hover(-1));
  canvas.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const p = local(e);
      view.zoomAt(Math.exp(-e.deltaY * 0.0015), p.x, p.y);
      changed();
    },
    { passive: false },
  );
}

/**
 * What a key does with the cursor at `cursor` in a rows x cols table: { move: i } (arrows, Shift
 * for 10 cells; Page Up/Down; Home/End, with Ctrl the table's ends), { zoom: factor } (+ and -),
 * { fit: true } (0), { activate: true } (Enter, Space), or null for another key.
 */
export function keyAction(e, cursor, rows, cols) {
  const step = e.shiftKey ? 10 : 1;
  const c = cursor % cols;
  const moves = {
    ArrowRight: c + step < cols ? cursor + step : cursor,
    ArrowLeft: c - step >= 0 ? cursor - step : cursor - c,
    ArrowDown: cursor + step * cols < rows * cols ? cursor + step * cols : cursor,
    ArrowUp: cursor - step * cols >= 0 ? cursor - step * cols : c,
    PageDown: Math.min(rows * cols - cols + c, cursor + 10 * cols),
    PageUp: Math.max(c, cursor - 10 * cols),
    Home: e.ctrlKey ? 0 : cursor - c,
    End: e.ctrlKey ? rows * cols - 1 : cursor - c + cols - 1,
  };
  if (e.key in moves) return { move: moves[e.key] };
  if (e.key === '+' || e.key === '=') return { zoom: 1.5 };
  if (e.key === '-' || e.key === '_') return { zoom: 1 / 1.5 };
  if (e.key === '0') return { fit: true };
  if (e.key === 'Enter' || e.key === ' ') return { activate: true };
  return null;
}
