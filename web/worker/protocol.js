// The message protocol between the page and the compute worker. worker.js wires it to
// postMessage; tests drive it directly with the real module under Node.
//
// page -> worker (every request carries an `id` that the replies repeat):
//   a call of the call table (wasm/calls.mjs), by name, with its arguments as fields of the same
//   names, answered in order:
//     { id, type: 'describe', spec }             the game descriptor
//     { id, type: 'analyse', spec, position }    value, outcome, every move with its value
//     { id, type: 'exportTable', spec, format, rows, cols }   ... one per call in the table
//   a stream (one at a time: a new one cancels the one it replaces)
//     { id, type: 'table', spec, rows, cols }    values row-major (r * cols + c); cols 1 for a heap
//                                                game (rows = positions) or a graph (rows = nodes)
//   { type: 'cancel', id }                       stop that stream at the next chunk
//
// worker -> page:
//   { type: 'ready' }                                      the module has loaded
//   { type: 'fatal', message }                             the module could not load
//   { type: 'loading' } ... { type: 'loaded' }             the full module is being loaded (below):
//                                                          the requests from the one that needs it on
//                                                          wait meanwhile, and are answered after
//   { id, type: 'progress', done, total, from, values }    values[from .. done) just computed: a
//                                                          Uint8Array, Uint16Array or Uint32Array, the
//                                                          narrowest that holds them (its type is the
//                                                          width: a byte a value below 256)
//   { id, type: 'result', result }                         the answer; for a stream { done, total }
//   { id, type: 'error', message, messageId, args, budget } the core's message: its English, its
//                                                          catalogue id and arguments (a GrundyError's
//                                                          id and args; `id` is the request's here);
//                                                          budget: a search stopped on its budget
//   { id, type: 'cancelled' }                              the stream stopped early
//   { id, type: 'crashed', message }                       the module trapped on this request; the
//                                                          worker answers nothing more (client.js
//                                                          starts a new one)
//
// A stream is computed in chunks of about `chunkMs` milliseconds with a yield to the event loop
// between chunks, so progress arrives several times a second and a cancel or a new request is
// seen within one chunk. A chunk's values are posted in messages of at most 65,536 values, so the
// page's work for one message stays short (tests/e2e/longtask.test.mjs).
//
// Two modules (wasm/CMakeLists.txt): the worker starts with the page's first module, which answers
// what the page asks as it opens. A request it cannot answer (a call or search it lacks: `full` in
// calls.mjs; a game it leaves out, which it refuses with module.needs-full) makes the protocol load the
// full module (options.full) and answer that request and every one after it from the full module,
// in the order they came; a stream already running on the first module runs on to its end there.
// If the full module cannot be loaded, the requests that need it are refused with why, and the
// next one that needs it tries again.
import { refusalMessage } from './refusal.js';
import { calls, streams } from '../../wasm/calls.mjs';

/** The first module's refusal of a game it leaves out (wasm/first_module.cpp): the full module has it. */
export const NEEDS_FULL_MODULE = 'module.needs-full';

/** Whether a message of the core is that refusal, or holds it (a sum's part: "component 2 of the sum: ..."). */
function saysNeedsFull(message) {
  if (message?.id === NEEDS_FULL_MODULE) return true;
  return Object.values(message?.args ?? {}).some((arg) => arg !== null && typeof arg === 'object' && (saysNeedsFull(arg) || (arg.items ?? []).some(saysNeedsFull)));
}

// A request's arguments for a call or a stream, in the table's order.
const argumentsOf = (message, { args }) => args.map((name) => message[name]);

/**
 * The protocol over `grundy` (a module's API, wasm/grundy.mjs), posting its replies with `post`.
 * options: chunkMs, maxValues, schedule, now; full() -> Promise of the full module's API, for what
 * `grundy` does not answer (left out: `grundy` answers everything it can, and refuses the rest).
 */
export function createProtocol(grundy, post, options = {}) {
  const chunkMs = options.chunkMs ?? 25;
  const maxValues = options.maxValues ?? 1 << 16;
  const schedule = options.schedule ?? ((fn) => setTimeout(fn, 0));
  const now = options.now ?? (() => performance.now());
  let current = null; // { id, job, cancelled }
  let crashed = false;
  let upgraded = !options.full; // answering from the full module (or no other to load)
  let held = null; // requests waiting for the full module, in order, while it loads

  const needsFull = (type) => !upgraded && (Object.hasOwn(calls, type) || Object.hasOwn(streams, type)) && !grundy.answers(type);
  const refusedForFull = (e) => !upgraded && e?.name === 'GrundyError' && saysNeedsFull(e);

  /** Holds `message` (and everything after it) until the full module is here, then handles them in order. */
  function loadFull(message) {
    held = [message];
    post({ type: 'loading' });
    options.full().then(
      (full) => {
        grundy = full;
        upgraded = true;
        release(null);
      },
      (error) => release(error),
    );
  }

  function release(error) {
    const waiting = held;
    held = null;
    post({ type: 'loaded' });
    for (const message of waiting) {
      // Not loaded: what needed the full module is refused with why; the rest go to the first one.
      if (error && needsFull(message.type)) failed(message.id, error);
      else handle(message, error);
    }
  }

  // A GrundyError is the core refusing the input: an ordinary answer. Anything else thrown by the
  // module (a wasm trap such as Aborted() when memory cannot grow, a RangeError, ...) leaves it in
  // an unknown state, so the worker says 'crashed' and answers nothing more; the page replaces it.
  function failed(id, e, state = null) {
    if (e?.name === 'GrundyError') {
      if (state) stop(state, false);
      post(refusalMessage(id, e));
      return;
    }
    crashed = true;
    try {
      if (current) stop(current, false);
    } catch {
      // the module may not even free its objects any more; the worker is about to go
    }
    post({ id, type: 'crashed', message: String(e?.message ?? e) });
  }

  function stop(state, notify) {
    if (!state || state.cancelled) return;
    state.cancelled = true;
    state.job.dispose();
    if (current === state) current = null;
    if (notify) post({ id: state.id, type: 'cancelled' });
  }

  function startStream(message, makeJob, noFull) {
    const { id } = message;
    stop(current, true);
    let job;
    try {
      job = makeJob(grundy, message);
    } catch (e) {
      if (refusedForFull(e) && !noFull) loadFull(message);
      else failed(id, noFull && refusedForFull(e) ? noFull : e);
      return;
    }
    const state = { id, job, cancelled: false };
    current = state;
    let budget = 256;
    const step = () => {
      if (state.cancelled) return;
      const started = now();
      const from = job.done;
      let finished = false;
      try {
        while (!finished && now() - started < chunkMs) {
          const t = now();
          finished = job.advance(budget);
          const took = now() - t;
          if (took < chunkMs / 4) budget = Math.min(budget * 2, 1 << 24);
          else if (took > chunkMs) budget = Math.max(1, Math.floor(budget / 2));
        }
      } catch (e) {
        failed(id, e, state);
        return;
      }
      // A fast game computes hundreds of thousands of values in one chunk; the page draws each
      // progress message in one task, so they go in pieces of at most maxValues (a task each).
      for (let at = from; at < job.done; at += maxValues) {
        const to = Math.min(job.done, at + maxValues);
        const values = job.slice(at, to);
        post({ id, type: 'progress', done: to, total: job.size, from: at, values }, [values.buffer]);
      }
      if (finished) {
        post({ id, type: 'result', result: { done: job.done, total: job.size } });
        stop(state, false);
      } else {
        schedule(step);
      }
    };
    schedule(step);
  }

  // `noFull`: why the full module could not be loaded just now (a rules game is then refused with it).
  function answer(message, compute, noFull) {
    try {
      post({ id: message.id, type: 'result', result: compute(grundy, message) });
    } catch (e) {
      if (refusedForFull(e) && !noFull) loadFull(message);
      else failed(message.id, noFull && refusedForFull(e) ? noFull : e);
    }
  }

  function handle(message, noFull = null) {
    const { id, type } = message ?? {};
    if (crashed) return;
    if (type === 'cancel') {
      if (current && current.id === id) stop(current, true);
      // A stream still waiting for the full module is dropped before it starts.
      const waiting = held?.findIndex((m) => m.id === id && Object.hasOwn(streams, m.type)) ?? -1;
      if (waiting >= 0) {
        held.splice(waiting, 1);
        post({ id, type: 'cancelled' });
      }
    } else if (held) {
      // A new stream replaces the running one at once, even while it waits for the full module.
      if (Object.hasOwn(streams, type)) stop(current, true);
      held.push(message);
    } else if (needsFull(type) && !noFull) {
      loadFull(message);
    } else if (Object.hasOwn(streams, type)) {
      startStream(message, (g, m) => g[type](...argumentsOf(m, streams[type])), noFull);
    } else if (Object.hasOwn(calls, type)) {
      answer(message, (g, m) => g[type](...argumentsOf(m, calls[type])), noFull);
    } else {
      post({ id, type: 'error', message: `unknown request type '${type}'` });
    }
  }

  return {
    handle: (message) => handle(message),
    get busy() {
      return current !== null;
    },
  };
}
