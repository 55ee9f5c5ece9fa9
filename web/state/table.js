// The values on screen, in one place: the table of one component game, computed by the worker and
// streamed in chunks. The strip, the heat map, the fill-in, the scatter plot and the patterns
// panel all read it here, so one table is computed once (the worker runs one table or grid at a
// time; a newer request replaces the running one). The controller (game.js) alone starts it.
//
// kinds (a component's `table`, see shape.js): 'strip' (heap games, client.table), 'grid' (2-D
// games, client.grid), 'nodes' (graph games: client.graph, every node's value in one answer).
// Listeners get (data, event) with event.type one of 'reset', 'progress' ({ from, to }),
// 'complete', 'cancelled', 'error' ({ message }).

const MAX_GRAPH_NODES = 400;

/** What a component's table shows with these sizes: { spec, kind, count | rows, cols }. */
export function tableRequest(component, { upTo, rows, cols }) {
  if (component.table === 'grid') {
    // A bounded board (corner:R,C) has no cells beyond its edges: the table is clipped to it.
    return { spec: component.spec, kind: 'grid', rows: Math.min(rows, component.boardRows || Infinity), cols: Math.min(cols, component.boardCols || Infinity) };
  }
  if (component.table === 'nodes') return { spec: component.spec, kind: 'nodes', labels: component.nodes.slice(0, MAX_GRAPH_NODES) };
  return { spec: component.spec, kind: 'strip', count: upTo + 1 };
}

/** Two requests that compute the same table. */
export function sameRequest(a, b) {
  return a !== null && b !== null && a.spec === b.spec && a.kind === b.kind && a.count === b.count && a.rows === b.rows && a.cols === b.cols;
}

export function createTable(client) {
  const listeners = new Set();
  let request = 0;
  let current = null; // the request being shown
  const data = {
    spec: null, kind: null, rows: 0, cols: 0, total: 0, done: 0, values: new Uint32Array(0),
    labels: null, max: 0, status: 'idle', message: null,
  };
  const emit = (event) => {
    for (const fn of listeners) fn(data, event);
  };

  const receive = (mine) => (p) => {
    if (mine !== request) return;
    const { from, values } = p;
    data.values.set(values, from);
    let max = data.max;
    for (let i = 0; i < values.length; i++) if (values[i] > max) max = values[i];
    data.max = max;
    data.done = Math.max(data.done, from + values.length);
    emit({ type: 'progress', from, to: from + values.length });
  };

  const finish = (mine, result) => {
    if (mine !== request) return;
    if (result === null) {
      if (data.status === 'running') {
        data.status = 'cancelled';
        emit({ type: 'cancelled' });
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
    data.message = e.message;
    emit({ type: 'error', message: e.message });
  };

  async function nodes(mine, spec) {
    const g = await client.graph(spec);
    if (mine !== request) return;
    data.labels = g.nodes.slice(0, MAX_GRAPH_NODES);
    data.total = data.labels.length;
    data.cols = data.total;
    data.values = new Uint32Array(data.total);
    emit({ type: 'reset' });
    receive(mine)({ from: 0, values: Uint32Array.from(g.values).subarray(0, data.total) });
    finish(mine, true);
  }

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
      const { spec, kind } = req;
      Object.assign(data, { spec, kind, done: 0, max: 0, status: 'running', message: null, labels: null });
      if (kind === 'strip') Object.assign(data, { total: req.count, rows: 1, cols: req.count });
      else if (kind === 'grid') Object.assign(data, { total: req.rows * req.cols, rows: req.rows, cols: req.cols });
      else Object.assign(data, { labels: req.labels, total: req.labels.length, rows: 1, cols: req.labels.length });
      data.values = new Uint32Array(data.total);
      emit({ type: 'reset' });
      if (kind === 'strip') client.table(spec, req.count, receive(mine)).then((r) => finish(mine, r), (e) => fail(mine, e));
      else if (kind === 'grid') client.grid(spec, req.rows, req.cols, receive(mine)).then((r) => finish(mine, r), (e) => fail(mine, e));
      else nodes(mine, spec).catch((e) => fail(mine, e));
    },
    /** Stops the running stream at its next chunk. */
    cancel() {
      if (data.status === 'running') client.cancelTable();
    },
    /** The position text of an index: "7", "3,5" (row, column), or a node name. */
    positionOf(i) {
      if (data.kind === 'grid') return `${Math.floor(i / data.cols)},${i % data.cols}`;
      if (data.kind === 'nodes') return data.labels[i];
      return String(i);
    },
    /** The index of a position text, or -1 when it is not a cell of this table. */
    indexOf(text) {
      const s = String(text).trim();
      if (data.kind === 'nodes') return data.labels?.indexOf(s) ?? -1;
      if (data.kind === 'grid') {
        const m = s.match(/^(\d+)\s*,\s*(\d+)$/);
        if (!m) return -1;
        const r = Number(m[1]);
        const c = Number(m[2]);
        return r < data.rows && c < data.cols ? r * data.cols + c : -1;
      }
      if (!/^\d+$/.test(s)) return -1;
      const n = Number(s);
      return n < data.total ? n : -1;
    },
  };
}
