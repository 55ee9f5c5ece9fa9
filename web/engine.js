// The page's side of the worker protocol (see worker-protocol.js): promises for one-shot
// requests, and streamed tables where a newer table or grid request replaces the running one.
export function createEngine() {
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  const waiting = new Map(); // id -> { resolve, reject, onProgress }
  let nextId = 1;
  let streamId = null;
  let fatal = null;

  worker.onmessage = ({ data }) => {
    if (data.type === 'ready') return;
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

  function send(type, payload = {}, onProgress = null) {
    if (fatal) return { id: 0, promise: Promise.reject(fatal) };
    const id = nextId++;
    const promise = new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject, onProgress });
      worker.postMessage({ id, type, ...payload });
    });
    return { id, promise };
  }

  function stream(type, payload, onProgress) {
    const { id, promise } = send(type, payload, onProgress);
    streamId = id;
    return promise;
  }

  const call = (type, payload) => send(type, payload).promise;

  return {
    /** Streams g(0..size-1); resolves with { done, total }, or null when replaced or cancelled. */
    table: (spec, size, onProgress) => stream('table', { spec, size }, onProgress),
    /** Streams a 2-D game's values row-major; same rules as table(). */
    grid: (spec, rows, cols, onProgress) => stream('grid', { spec, rows, cols }, onProgress),
    cancelTable() {
      if (streamId !== null) worker.postMessage({ type: 'cancel', id: streamId });
    },
    check: (spec) => call('check', { spec }),
    families: () => call('families'),
    analyse: (spec, position) => call('analyse', { spec, position }),
    move: (spec, position) => call('move', { spec, position }),
    remoteness: (spec, position) => call('remoteness', { spec, position }),
    explain: (spec, position) => call('explain', { spec, position }),
    patterns: (spec, options = {}) => call('patterns', { spec, max: options.max }),
    exportCpp: (spec) => call('exportCpp', { spec }),
    exportTable: (spec, format, extent) =>
      call('exportTable', { spec, format, ...(typeof extent === 'number' ? { size: extent } : extent) }),
    graph: (spec) => call('graph', { spec }),
    /** A rules program checked by the core: { ok: true, name, about, dimensions, spec } or { ok: false, errors }. */
    rulesCheck: (source) => call('rulesCheck', { source }),
    /** Every built-in family written in the rule language: [{ id, name, about, family, source }]. */
    rulesExamples: () => call('rulesExamples'),
  };
}
