// The values on screen, in one place: the table of one component game, computed by the worker and
// streamed in chunks. The strip, the heat map, the fill-in, the scatter plot and the patterns
// panel all read it here, so one table is computed once (the worker runs one table or grid at a
// time; a newer request replaces the running one). The controller (game.js) alone starts it.
//
// kinds (a component's `table` in its descriptor, see shape.js): 'strip' (heap games: heaps 0..N),
// 'grid' (2-D games: rows x cols), 'nodes' (graph games: the descriptor's nodes, in order), each
// one stream of the core's (client.table(spec, rows, cols): a strip or a graph is one column).
// Listeners get (data, event) with event.type one of 'reset', 'progress' ({ from, to }),
// 'complete', 'cancelled' ({ asked }), 'error' ({ message }). A strip cancelled part way keeps the
// values it has: its total becomes the values computed (`asked` is the total it was asked for).
//
// data.values is a Uint8Array while every value is below 256, widened to a Uint16Array or a
// Uint32Array (a new array, the values so far copied, the old one dropped) when a chunk brings a
// larger value: Grundy's game to 2^26 is 64 MiB here, not 256 (its values pass 255 at heap 7,250,049,
// so 128 MiB from there). Readers index it and read it again on each event (it may be a new array).

/**
 * What a component's table shows with these sizes and the core's `limits`: { component, spec,
 * kind, rows, cols, labels? }, rows x cols values row-major.
 */
export function tableRequest(component, { upTo, rows, cols }, limits) {
  const { spec } = component;
  if (component.table === 'grid') {
    // A bounded board (corner:R,C) has no cells beyond its edges: the table is clipped to it.
    return { component, spec, kind: 'grid', rows: Math.min(rows, component.boardRows || Infinity), cols: Math.min(cols, component.boardCols || Infinity) };
  }
  if (component.table === 'nodes') {
    const labels = component.nodes.slice(0, limits.shownNodes);
    return { component, spec, kind: 'nodes', rows: labels.length, cols: 1, labels };
  }
  return { component, spec, kind: 'strip', rows: upTo + 1, cols: 1 };
}

/** Two requests that compute the same table. */
export function sameRequest(a, b) {
  return a !== null && b !== null && a.spec === b.spec && a.kind === b.kind && a.rows === b.rows && a.cols === b.cols;
}

export function createTable(client) {
  const listeners = new Set();
  let request = 0;
  let current = null; // the request being shown
  // The table as panels draw it: a strip or a graph's nodes as one row of `total` cells, a grid as
  // rows x cols; `component` is the descriptor of the game whose values they are; `max` the largest
  // value and `zeros` the P-positions among the `done` received (counted as chunks arrive, so no
  // reader walks a table of 2^26 values).
  const data = {
    component: null, spec: null, kind: null, rows: 0, cols: 0, total: 0, done: 0, values: new Uint8Array(0),
    labels: null, max: 0, zeros: 0, status: 'idle', error: null,
  };
  const emit = (event) => {
    for (const fn of listeners) fn(data, event);
  };

  const receive = (mine) => (p) => {
    if (mine !== request) return;
    const { from, values } = p;
    let max = data.max;
    let zeros = 0;
    for (let i = 0; i < values.length; i++) {
      if (values[i] > max) max = values[i];
      else if (values[i] === 0) zeros++;
    }
    const Holding = max < 256 ? Uint8Array : max < 65536 ? Uint16Array : Uint32Array;
    if (Holding.BYTES_PER_ELEMENT > data.values.BYTES_PER_ELEMENT) {
      // Only the values received so far are copied (the rest are zeros in the new array too).
      const wider = new Holding(data.total);
      wider.set(data.values.subarray(0, data.done));
      data.values = wider;
    }
    data.values.set(values, from);
    data.max = max;
    data.zeros += zeros;
    data.done = Math.max(data.done, from + values.length);
    emit({ type: 'progress', from, to: from + values.length });
  };

  const finish = (mine, result) => {
    if (mine !== request) return;
    if (result === null) {
      if (data.status === 'running') {
        data.status = 'cancelled';
        const asked = data.total;
        if (data.kind === 'strip') {
          data.total = data.cols = data.done;
          current = { ...current, rows: data.done };
        }
        emit({ type: 'cancelled', asked });
      }
      return;
    }
    data.status = 'complete';
    data.done = data.total;
    emit({ type: 'complete' });
  };

  const fail = (mine, e) => {
    if (mine !== request) return;
    data.status = 'error';
    data.error = e;
    emit({ type: 'error', error: e });
  };

  return {
    data,
    /** The request on screen (tableRequest's answer), or null before the first. */
    get request() {
      return current;
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /** Starts computing a table (a tableRequest). */
    start(req) {
      const mine = ++request;
      current = req;
      const { component, spec, kind } = req;
      const total = req.rows * req.cols;
      Object.assign(data, { component, spec, kind, total, done: 0, max: 0, zeros: 0, status: 'running', error: null, labels: req.labels ?? null });
      // A strip or a graph's nodes are drawn as one row of cells.
      Object.assign(data, kind === 'grid' ? { rows: req.rows, cols: req.cols } : { rows: 1, cols: total });
      data.values = new Uint8Array(total);
      emit({ type: 'reset' });
      client.table(spec, req.rows, req.cols, receive(mine)).then(
        (r) => finish(mine, r),
        (e) => fail(mine, e),
      );
    },
    /** Stops the running stream at its next chunk. */
    cancel() {
      if (data.status === 'running') client.cancelTable();
    },
    /**
     * The position of a cell as a part of a position (PositionPart's text and coords): "7", "3,5"
     * (row, column), or a node name (its number in the graph).
     */
    partAt(i) {
      if (data.kind === 'grid') {
        const r = Math.floor(i / data.cols);
        const c = i % data.cols;
        return { text: `${r},${c}`, coords: [r, c] };
      }
      return { text: data.kind === 'nodes' ? data.labels[i] : String(i), coords: [i] };
    },
    /** The position text of a cell (its data-position): partAt(i).text. */
    positionOf(i) {
      return this.partAt(i).text;
    },
    /** The cell of a part of a position (a PositionPart the core read), or -1 when it is not in this table. */
    indexOf(part) {
      const [a, b] = part.coords;
      if (data.kind === 'grid') return part.coords.length === 2 && a < data.rows && b < data.cols ? a * data.cols + b : -1;
      return part.coords.length === 1 && a < data.total ? a : -1;
    },
  };
}
