// The page's side of the worker protocol (see worker-protocol.js): promises for one-shot
// requests, and a table stream that a newer table request replaces.
export function createEngine() {
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  const waiting = new Map(); // id -> { resolve, reject, onProgress }
  let nextId = 1;
  let tableId = null;
  let fatal = null;

  worker.onmessage = ({ data }) => {
    if (data.type === 'fatal') {
      fatal = new Error(data.message);
      for (const w of waiting.values()) w.reject(fatal);
      waiting.clear();
      return;
    }
    const w = waiting.get(data.id);
    if (!w) return;
    if (data.type === 'progress') {
      w.onProgress?.(data);
      return;
    }
    waiting.delete(data.id);
    if (data.type === 'result') w.resolve(data.result);
    else if (data.type === 'cancelled') w.resolve(null);
    else w.reject(new Error(data.message));
  };

  function request(type, payload, onProgress) {
    if (fatal) return Promise.reject(fatal);
    const id = nextId++;
    return {
      id,
      promise: new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject, onProgress });
        worker.postMessage({ id, type, ...payload });
      }),
    };
  }

  return {
    /** Streams g(0..size-1); resolves with { done, total }, or null when replaced or cancelled. */
    table(spec, size, onProgress) {
      const { id, promise } = request('table', { spec, size }, onProgress);
      tableId = id;
      return promise;
    },
    cancelTable() {
      if (tableId !== null) worker.postMessage({ type: 'cancel', id: tableId });
    },
    analyse: (spec, position) => request('analyse', { spec, position }).promise,
    move: (spec, position) => request('move', { spec, position }).promise,
    check: (spec) => request('check', { spec }).promise,
  };
}
