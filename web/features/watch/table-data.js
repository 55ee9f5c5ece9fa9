// The values the page shows, in one place: the table of one component game, computed by the
// worker and streamed in chunks. The strip, the heat map, the fill-in, the scatter plot and the
// patterns panel all read it here, so one table is computed once (the engine runs one table or
// grid at a time; a newer request replaces the running one).
//
// kinds: 'table' (heap games, engine.table), 'grid' (2-D games, engine.grid), 'graph'
// (engine.graph, or one engine.analyse per node while that is not bound).
// Listeners get (data, event) with event.type one of 'reset', 'progress' ({ from, to }),
// 'complete', 'cancelled', 'error' ({ message }), 'unavailable' ({ feature }).
import { componentParts } from '../../state/spec-text.js';
import { parseEdges } from '../define/graph-editor.js';
import { graphValues, hasCall, isNotBound } from '../../worker/engine-features.js';

const MAX_GRAPH_NODES = 400;
const shared = new WeakMap();

export function tableData(engine) {
  if (!shared.has(engine)) shared.set(engine, create(engine));
  return shared.get(engine);
}

function create(engine) {
  const listeners = new Set();
  let request = 0;
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
    if (isNotBound(e)) {
      data.status = 'unavailable';
      emit({ type: 'unavailable', feature: data.kind });
      return;
    }
    data.status = 'error';
    data.message = e.message;
    emit({ type: 'error', message: e.message });
  };

  return {
    data,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /**
     * Starts computing a component: { spec, kind, count } for a table, { spec, kind, rows, cols }
     * for a grid, { spec, kind } for a graph.
     */
    start({ spec, kind, count = 0, rows = 0, cols = 0 }) {
      const mine = ++request;
      Object.assign(data, { spec, kind, rows, cols, done: 0, max: 0, status: 'running', message: null, labels: null });
      if (kind === 'table') {
        data.total = count;
        data.rows = 1;
        data.cols = count;
      } else if (kind === 'grid') {
        data.total = rows * cols;
      } else {
        const { nodes } = parseEdges(componentParts(spec).args);
        data.labels = nodes.slice(0, MAX_GRAPH_NODES);
        data.total = data.labels.length;
        data.rows = 1;
        data.cols = data.total;
      }
      data.values = new Uint32Array(data.total);
      emit({ type: 'reset' });
      if (kind === 'table') {
        engine.table(spec, count, receive(mine)).then((r) => finish(mine, r), (e) => fail(mine, e));
      } else if (kind === 'grid') {
        if (!hasCall(engine, 'grid')) {
          data.status = 'unavailable';
          emit({ type: 'unavailable', feature: 'grid' });
          return;
        }
        engine.grid(spec, rows, cols, receive(mine)).then((r) => finish(mine, r), (e) => fail(mine, e));
      } else {
        const graph = async () => {
          const g = await graphValues(engine, spec, data.labels);
          if (mine !== request) return;
          data.labels = g.nodes.slice(0, MAX_GRAPH_NODES);
          data.total = data.labels.length;
          data.cols = data.total;
          data.values = new Uint32Array(data.total);
          emit({ type: 'reset' });
          receive(mine)({ from: 0, values: g.values.subarray(0, data.total) });
          finish(mine, true);
        };
        graph().catch((e) => fail(mine, e));
      }
    },
    cancel() {
      if (data.status !== 'running') return;
      // The engine's cancel stops the running table or grid (same rules for both).
      if (typeof engine.cancelGrid === 'function' && data.kind === 'grid') engine.cancelGrid();
      else engine.cancelTable();
    },
    /** The position text of an index: "7", "3,5" (row, column), or a node name. */
    positionOf(i) {
      if (data.kind === 'grid') return `${Math.floor(i / data.cols)},${i % data.cols}`;
      if (data.kind === 'graph') return data.labels[i];
      return String(i);
    },
    /** The index of a position text, or -1 when it is not a cell of this table. */
    indexOf(text) {
      const s = String(text).trim();
      if (data.kind === 'graph') return data.labels?.indexOf(s) ?? -1;
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
