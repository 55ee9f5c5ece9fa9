// The page's side of the search worker (search-protocol.js): a second worker.js, started when a
// person asks how far a search may go or starts one, and ended by cancel() (the search stops and the
// browser takes its memory back, gigabytes for the longest searches) and after each search ends. The
// compute worker (client.js) keeps answering the page meanwhile.
import { refusal } from './refusal.js';

/** The worker: worker.js as a module (the one-file build inlines exactly this expression). */
function startModuleWorker() {
  return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
}

/**
 * Ends `worker` once the page has drawn what it just changed and has time to spare, and within a
 * second in any case (a hidden tab draws no frames, so there it ends at once). Ending a worker that
 * holds gigabytes makes the browser unmap them, and every thread of the tab waits on the process's
 * memory map meanwhile: in a Chromium trace of octal .1777's search (3.2 GB) the worker's teardown
 * took 92 ms, and the frame that drew the answer, started in the same moment, stalled 61 ms of it.
 * Begun after that frame, the teardown finds the main thread idle.
 */
export function retireWhenIdle(worker) {
  let ended = false;
  const end = () => {
    if (!ended) worker.terminate();
    ended = true;
  };
  if (typeof requestAnimationFrame !== 'function' || typeof requestIdleCallback !== 'function' || document.visibilityState === 'hidden') return end();
  requestAnimationFrame(() => setTimeout(() => requestIdleCallback(end, { timeout: 500 }), 0));
  setTimeout(end, 1000);
}

/**
 * The client. `makeWorker()` returns an object with postMessage, terminate, onmessage and onerror
 * (a Worker; tests give a fake one); `retire(worker)` ends a worker the client has let go
 * (retireWhenIdle; its messages are no longer heard from then on).
 */
export function createSearchClient({ makeWorker = startModuleWorker, retire = retireWhenIdle } = {}) {
  let worker = null;
  let nextId = 1;
  const pending = new Map(); // id -> { resolve, reject, onProgress }

  function close(outcome) {
    if (worker) {
      worker.onmessage = null;
      worker.onerror = null;
      retire(worker);
    }
    worker = null;
    for (const [id, p] of pending) {
      pending.delete(id);
      if (outcome) p.reject(outcome);
      else p.resolve(null);
    }
  }

  function started() {
    if (worker) return worker;
    worker = makeWorker();
    worker.onmessage = ({ data }) => {
      if (data.type === 'fatal') return close(new Error(data.message));
      const p = pending.get(data.id);
      if (!p) return;
      if (data.type === 'progress') return p.onProgress?.(data.progress);
      pending.delete(data.id);
      if (data.type === 'result') p.resolve(data.result);
      else if (data.type === 'error') p.reject(refusal(data));
      else if (data.type === 'cancelled') p.resolve(null);
      else if (data.type === 'crashed') close(Object.assign(new Error(data.message), { crashed: true }));
    };
    worker.onerror = (event) => close(Object.assign(new Error(event?.message ?? 'the search worker stopped'), { crashed: true }));
    return worker;
  }

  function request(type, fields, onProgress) {
    const id = nextId++;
    const promise = new Promise((resolve, reject) => pending.set(id, { resolve, reject, onProgress }));
    started().postMessage({ id, type, ...fields });
    return promise;
  }

  // A search (searches in wasm/calls.mjs) to its end; the worker is let go once nothing waits on it.
  async function run(type, fields, onProgress) {
    try {
      return await request(type, fields, onProgress);
    } finally {
      if (![...pending.values()].length) close(null);
    }
  }

  return {
    /** { most, maximum, available }: the largest max for the game, the module's most memory, what this browser gives. */
    limit: (spec) => request('searchLimit', { spec }),
    /**
     * The search of `spec` to `max` values: resolves with { patterns, progress } (the worker is then
     * let go), or null when cancelled; onProgress(progress) hears where it is a few times a second.
     */
    search: (spec, max, onProgress) => run('periodSearch', { spec, max }, onProgress),
    /** The misère quotient of heaps 0 .. count - 1 of `spec`, as search: { quotient, progress } or null. */
    quotient: (spec, count, onProgress) => run('quotientSearch', { spec, count }, onProgress),
    /** Stops whatever runs: its promises settle with null at once, and the worker goes, with its memory (retire). */
    cancel: () => close(null),
  };
}
