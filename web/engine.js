// The page's side of the worker protocol (see worker-protocol.js): promises for one-shot
// requests, and streamed tables where a newer table or grid request replaces the running one.
// A worker that dies is replaced: when the module traps (an abort, such as memory that cannot grow)
// the worker answers 'crashed' for the request that did it, and an uncaught error in the worker
// fires 'error'. Either way the engine starts a new worker, sends it again every request still
// waiting (except the one that crashed, which is refused with the crash's message), and tells the
// page through onRestart listeners (web/app/engine-notice.js shows a notice). The page's state is
// in the store, not in the worker, so nothing the person typed is lost. More than MAX_RESTARTS
// crashes within RESTART_WINDOW_MS is taken as a loop: the engine stops, as when the module cannot
// load at all ('fatal').
import { showEngineRestart } from './app/engine-notice.js';

const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

export function createEngine() {
  let worker = null;
  const waiting = new Map(); // id -> { message, resolve, reject, onProgress, cancelled }
  let nextId = 1;
  let streamId = null;
  let fatal = null;
  const restarts = []; // times of recent restarts
  const restartListeners = new Set([showEngineRestart]);

  const onMessage = ({ data }) => {
    if (data.type === 'ready') return;
    if (data.type === 'fatal') {
      fatal = new Error(data.message);
      for (const w of waiting.values()) w.reject(fatal);
      waiting.clear();
      return;
    }
    if (data.type === 'crashed') {
      restart(data.message, data.id);
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

  function start() {
    worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = onMessage;
    // An error nothing in the worker caught: which request caused it is unknown, so the streamed
    // job (the long-running one) is refused and the one-shot requests are sent again.
    worker.onerror = (event) => {
      event.preventDefault?.();
      restart(event.message || 'the worker stopped', streamId ?? undefined);
    };
  }

  function restart(message, culpritId) {
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
    const culprit = culpritId === undefined ? undefined : waiting.get(culpritId);
    const error = new Error(`the computation stopped: ${message}`);
    if (culprit) {
      waiting.delete(culpritId);
      culprit.reject(error);
    }
    if (restarts.length > MAX_RESTARTS) {
      fatal = new Error(`the computing worker stopped ${restarts.length} times in a minute; reload the page (${message})`);
      for (const w of waiting.values()) w.reject(fatal);
      waiting.clear();
      return;
    }
    start();
    for (const [id, w] of waiting) {
      if (w.cancelled) {
        waiting.delete(id);
        w.resolve(null);
      } else worker.postMessage(w.message);
    }
    const info = { message, count: restarts.length, lost: culprit ? culprit.message.type : null };
    for (const listener of restartListeners) {
      try {
        listener(info);
      } catch {
        // a listener's own problem must not stop the others
      }
    }
  }

  function send(type, payload = {}, onProgress = null) {
    if (fatal) return { id: 0, promise: Promise.reject(fatal) };
    const id = nextId++;
    const message = { id, type, ...payload };
    const promise = new Promise((resolve, reject) => {
      waiting.set(id, { message, resolve, reject, onProgress });
      worker.postMessage(message);
    });
    return { id, promise };
  }

  function stream(type, payload, onProgress) {
    const { id, promise } = send(type, payload, onProgress);
    streamId = id;
    return promise;
  }

  start();

  const call = (type, payload) => send(type, payload).promise;

  return {
    /** Streams g(0..size-1); resolves with { done, total }, or null when replaced or cancelled. */
    table: (spec, size, onProgress) => stream('table', { spec, size }, onProgress),
    /** Streams a 2-D game's values row-major; same rules as table(). */
    grid: (spec, rows, cols, onProgress) => stream('grid', { spec, rows, cols }, onProgress),
    cancelTable() {
      if (streamId === null) return;
      const w = waiting.get(streamId);
      if (w) w.cancelled = true; // not sent again after a restart
      worker.postMessage({ type: 'cancel', id: streamId });
    },
    /** Calls fn({ message, count, lost }) each time a crashed worker is replaced; returns an unsubscribe. */
    onRestart(fn) {
      restartListeners.add(fn);
      return () => restartListeners.delete(fn);
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
