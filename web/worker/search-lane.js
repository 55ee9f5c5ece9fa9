// A search lane: the page's side of a search worker (protocol.js, options.alone), worker.js started
// once more when a person asks how far a search may go or starts one, and ended by cancel() (the
// search stops and the browser takes its memory back, gigabytes for the longest searches) and after
// each search ends. The compute worker (client.js) keeps answering the page meanwhile. Made by the
// client (client.searchLane()), each panel that searches has its own.
import { createRequests } from './requests.js';

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
 * A lane. `makeWorker()` returns an object with postMessage, terminate, onmessage and onerror (a
 * Worker; tests give a fake one); `retire(worker)` ends a worker the lane has let go (retireWhenIdle;
 * its messages are no longer heard from then on).
 */
export function createSearchLane({ makeWorker, retire = retireWhenIdle }) {
  let worker = null;
  const requests = createRequests();

  function close(error) {
    if (worker) {
      worker.onmessage = null;
      worker.onerror = null;
      retire(worker);
    }
    worker = null;
    requests.settleAll(error);
  }

  const crash = (message) => close(Object.assign(new Error(message), { crashed: true }));

  function started() {
    if (worker) return worker;
    worker = makeWorker();
    worker.onmessage = ({ data }) => {
      if (data.type === 'fatal') close(new Error(data.message));
      else if (data.type === 'crashed') crash(data.message);
      else requests.settle(data);
    };
    worker.onerror = (event) => crash(event?.message ?? 'the search worker stopped');
    return worker;
  }

  function request(type, fields, onProgress = null) {
    const entry = requests.add(type, fields, { onProgress: onProgress && ((data) => onProgress(data.progress)) });
    started().postMessage(entry.message);
    return entry.promise;
  }

  // A search (searches in wasm/calls.mjs) to its end; the worker is let go once nothing waits on it.
  async function run(type, fields, onProgress) {
    try {
      return await request(type, fields, onProgress);
    } finally {
      if (requests.waiting.size === 0) close(null);
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
