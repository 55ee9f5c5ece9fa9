// The one message protocol between the page and its workers. worker.js wires it to postMessage (the
// compute worker, and each search worker: the same file started again for one long search); tests
// drive it directly with the real module under Node. The page's side is client.js (the compute
// worker) and search-lane.js (a search worker), both reading replies with requests.js.
//
// page -> worker (every request carries an `id` that the replies repeat):
//   a call of the call table (wasm/calls.mjs), by name, with its arguments as fields of the same
//   names, answered in order:
//     { id, type: 'describe', spec }             the game descriptor
//     { id, type: 'analyse', spec, position }    value, outcome, every move with its value
//     { id, type: 'exportTable', spec, format, rows, cols }   ... one per call in the table
//   a long job (one at a time: a new one stops the one it replaces), run in slices (slices.js):
//     a stream, { id, type: 'table', spec, rows, cols }: values row-major (r * cols + c); cols 1 for
//       a heap game (rows = positions) or a graph (rows = nodes)
//     a search (searches in calls.mjs), { id, type: 'periodSearch', spec, max } or
//       { id, type: 'quotientSearch', spec, count }: sent to a search worker, for minutes
//   { id, type: 'searchLimit', spec }             what a search of this game may reach in this worker
//   { type: 'cancel', id }                        stop that stream or search now
//
// worker -> page:
//   { type: 'ready' }                             the module has loaded
//   { type: 'fatal', message }                    the module could not load
//   { type: 'loading' } ... { type: 'loaded' }    the full module is being loaded (below): the
//                                                 requests from the one that needs it on wait
//                                                 meanwhile, and are answered after
//   { id, type: 'progress', done, total, from, values }  a stream's values[from .. done) just computed:
//                                                 a Uint8Array, Uint16Array or Uint32Array, the
//                                                 narrowest that holds them (a byte a value below 256)
//   { id, type: 'progress', progress }            a search's figures (periodSearch { done, target,
//                                                 max, bytes, phase }, quotientSearch { done, target,
//                                                 order }) and the module's memory, at most every
//                                                 progressMs (a quotient's: after every heap)
//   { id, type: 'result', result }                the answer; a stream's { done, total }; a search's
//                                                 its answer under the search's `answer` name and its
//                                                 progress ({ patterns, progress }, { quotient,
//                                                 progress }); searchLimit's { most, maximum,
//                                                 available }: the largest max for that game, the
//                                                 module's most memory, what the browser lets it have
//   { id, type: 'error', error }                  the core's refusal: a GrundyError as data (toJSON:
//                                                 { message, id, args, budget }), GrundyError.from on
//                                                 the page's side
//   { id, type: 'cancelled' }                     the stream or search stopped early
//   { id, type: 'crashed', message }              the module trapped on this request; the worker
//                                                 answers nothing more (the page starts a new one)
//
// A stream's chunk is posted in messages of at most 65,536 values, so the page's work for one
// message stays short (tests/e2e/longtask.test.mjs).
//
// Two modules (wasm/CMakeLists.txt): the compute worker starts with the page's first module, which
// answers what the page asks as it opens. A request it cannot answer (a call it lacks: `full` in
// calls.mjs; a game it leaves out, which it refuses with module.needs-full) makes the protocol load
// the full module (options.full) and answer that request and every one after it from the full
// module, in the order they came; a stream already running on the first module runs on to its end
// there. If the full module cannot be loaded, the requests that need it are refused with why, and
// the next one that needs it tries again. A search worker (options.alone) has the full module to
// itself for one search: it may hold five eighths of what the browser gives (grundy/budget.hpp).
import { calls, searches, streams } from '../../wasm/calls.mjs';
import { availableMemory } from '../../wasm/memory.mjs';
import { GrundyError } from '../../wasm/grundy-error.mjs';
import { runInSlices } from './slices.js';

/** The first module's refusal of a game it leaves out (wasm/first_module.cpp): the full module has it. */
export const NEEDS_FULL_MODULE = 'module.needs-full';

/** The work a search may spend: memory bounds it (the core caps its bytes: memoryCeiling()), and the person's Cancel. */
export const SEARCH_WORK = 1e15;

/** The request types of a search worker: worker.js starts one for the first of them it is sent. */
export const SEARCH_TYPES = new Set(['searchLimit', ...Object.keys(searches)]);

/** Whether a message of the core is that refusal, or holds it (a sum's part: "component 2 of the sum: ..."). */
function saysNeedsFull(message) {
  if (message?.id === NEEDS_FULL_MODULE) return true;
  return Object.values(message?.args ?? {}).some((arg) => arg !== null && typeof arg === 'object' && (saysNeedsFull(arg) || (arg.items ?? []).some(saysNeedsFull)));
}

const has = (table, type) => Object.hasOwn(table, type);

// A request's arguments for a call, a stream or a search, in the table's order.
const argumentsOf = (message, { args }) => args.map((name) => (name === 'budget' && message.budget === undefined && has(searches, message.type) ? { work: SEARCH_WORK, bytes: SEARCH_WORK } : message[name]));

/**
 * The compute worker's move from the first module to the full one (the top of this file): which
 * requests need it, holding them in order while it loads, then handing them back. `full` is
 * options.full (none: nothing to load); hooks: post, has(type) (the module on duty answers it),
 * swap(full) (answer from it from now on), refuse(message, error), handle(message, noFull).
 */
function moduleUpgrade(full, hooks) {
  let upgraded = !full;
  let held = null; // requests waiting for the full module, in order, while it loads
  const known = (type) => has(calls, type) || has(streams, type) || has(searches, type);
  const needs = (type) => !upgraded && known(type) && !hooks.has(type);
  const saysSo = (e) => !upgraded && e?.name === 'GrundyError' && saysNeedsFull(e);

  function release(error) {
    const waiting = held;
    held = null;
    hooks.post({ type: 'loaded' });
    for (const message of waiting) {
      // Not loaded: what needed the full module is refused with why; the rest go to the first one.
      if (error && needs(message.type)) hooks.refuse(message, error);
      else hooks.handle(message, error);
    }
  }

  function load(message) {
    held = [message];
    hooks.post({ type: 'loading' });
    full().then(
      (module) => {
        hooks.swap(module);
        upgraded = true;
        release(null);
      },
      (error) => release(error),
    );
  }

  return {
    needs: (type, noFull) => !noFull && needs(type),
    load,
    /** Holds `message` behind the load under way, if there is one. */
    holds: (message) => Boolean(held) && held.push(message) > 0,
    /** Drops a held request (a stream cancelled before it started), saying it is cancelled. */
    drop(id, isStream) {
      const at = held?.findIndex((m) => m.id === id && isStream(m)) ?? -1;
      if (at < 0) return;
      held.splice(at, 1);
      hooks.post({ id, type: 'cancelled' });
    },
    /** The core refused `message` with `e`: the full module is loaded for it if that is why, else it is refused. */
    refused(message, e, noFull) {
      if (saysSo(e) && !noFull) load(message);
      else hooks.refuse(message, noFull && saysSo(e) ? noFull : e);
    },
  };
}

/**
 * The protocol over `grundy` (a module's API, wasm/grundy.mjs), posting its replies with `post`.
 * options: chunkMs (a stream's slice), maxValues, sliceMs (a search's slice), progressMs, schedule,
 * now; full() -> Promise of the full module's API, for what `grundy` does not answer (left out:
 * `grundy` answers everything it can, and refuses the rest); alone: a search worker's module (its
 * memory set from probe(maximum) -> the bytes the browser gives, default availableMemory).
 */
export function createProtocol(grundy, post, options = {}) {
  const schedule = options.schedule ?? ((fn) => setTimeout(fn, 0));
  const now = options.now ?? (() => performance.now());
  const maxValues = options.maxValues ?? 1 << 16;
  const progressMs = options.progressMs ?? 250;
  const streamPace = { sliceMs: options.chunkMs ?? 25, steps: 256, fewest: 1, most: 2 ** 24, fast: 4, slow: 1, schedule, now };
  const searchPace = { sliceMs: options.sliceMs ?? 100, steps: 4096, fewest: 1024, most: 2 ** 26, fast: 20, slow: 5, schedule, now };
  const memory = options.alone ? grundy.useMemory(options.probe ?? ((maximum) => availableMemory(maximum)), true) : null;
  let current = null; // the running stream or search: { id, job, stopped }
  let crashed = false;
  const upgrade = moduleUpgrade(options.full, {
    post,
    has: (type) => grundy.answers(type),
    swap: (full) => (grundy = full),
    refuse: (message, error) => failed(message.id, error),
    handle: (message, noFull) => handle(message, noFull),
  });

  // A GrundyError is the core refusing the input: an ordinary answer. Anything else thrown by the
  // module (a wasm trap such as Aborted() when memory cannot grow, a RangeError, ...) leaves it in
  // an unknown state, so the worker says 'crashed' and answers nothing more; the page replaces it.
  function failed(id, e) {
    if (e?.name === 'GrundyError') {
      post({ id, type: 'error', error: GrundyError.prototype.toJSON.call(e) });
      return;
    }
    crashed = true;
    try {
      stop(current, false);
    } catch {
      // the module may not even free its objects any more; the worker is about to go
    }
    post({ id, type: 'crashed', message: String(e?.message ?? e) });
  }

  function stop(state, notify) {
    if (!state || state.stopped) return;
    state.stopped = true;
    if (current === state) current = null;
    if (notify) post({ id: state.id, type: 'cancelled' });
    state.job.dispose();
  }

  // Starts a stream or a search (`call` its entry in calls.mjs): `sliced(state, ended)` posts what a
  // slice did, `advanced(state, ended)` what an advance did.
  function startLong(message, call, pace, sliced, noFull, advanced = null) {
    stop(current, true);
    let job;
    try {
      job = grundy[message.type](...argumentsOf(message, call));
    } catch (e) {
      upgrade.refused(message, e, noFull);
      return null;
    }
    const state = { id: message.id, call, job, stopped: false, posted: now() };
    current = state;
    runInSlices(job, pace, {
      stopped: () => state.stopped,
      advanced: advanced && ((ended) => advanced(state, ended)),
      sliced: (ended) => sliced(state, ended),
      failed: (e) => {
        if (e?.name === 'GrundyError') stop(state, false);
        failed(state.id, e);
      },
    });
    return state;
  }

  // A fast game computes hundreds of thousands of values in one chunk; the page draws each
  // progress message in one task, so they go in pieces of at most maxValues (a task each).
  function streamSliced(state, ended) {
    const { id, job } = state;
    for (let at = state.from ?? 0; at < job.done; at += maxValues) {
      const to = Math.min(job.done, at + maxValues);
      const values = job.slice(at, to);
      post({ id, type: 'progress', done: to, total: job.size, from: at, values }, [values.buffer]);
    }
    state.from = job.done;
    if (!ended) return;
    post({ id, type: 'result', result: { done: job.done, total: job.size } });
    stop(state, false);
  }

  const postProgress = (state) => {
    state.posted = now();
    post({ id: state.id, type: 'progress', progress: state.job.progress() });
  };

  function searchSliced(state, ended) {
    if (!ended) {
      if (now() - state.posted >= progressMs) postProgress(state);
      return;
    }
    const progress = state.job.progress();
    const answer = state.job.answer();
    stop(state, false);
    post({ id: state.id, type: 'result', result: { [state.call.answer]: answer, progress } });
  }

  function handle(message, noFull = null) {
    const { id, type } = message ?? {};
    if (crashed) return;
    if (type === 'cancel') {
      if (current?.id === id) stop(current, true);
      upgrade.drop(id, (m) => has(streams, m.type));
    } else if (upgrade.holds(message)) {
      // A new stream replaces the running one at once, even while it waits for the full module.
      if (has(streams, type)) stop(current, true);
    } else if (upgrade.needs(type, noFull)) {
      upgrade.load(message);
    } else if (has(streams, type)) {
      startLong(message, streams[type], streamPace, streamSliced, noFull);
    } else if (has(searches, type)) {
      // A search whose advance is a heap that may take minutes says where it is after each one.
      const eachAdvance = searches[type].eachAdvance ? (state, ended) => !ended && postProgress(state) : null;
      const state = startLong(message, searches[type], searchPace, searchSliced, noFull, eachAdvance);
      if (state) postProgress(state);
    } else if (type === 'searchLimit') {
      answer(message, (g) => ({ most: g.periodSearchLimit(message.spec), ...memory }), noFull);
    } else if (has(calls, type)) {
      answer(message, (g) => g[type](...argumentsOf(message, calls[type])), noFull);
    } else {
      post({ id, type: 'error', error: new GrundyError(`unknown request type '${type}'`).toJSON() });
    }
  }

  // `noFull`: why the full module could not be loaded just now (a rules game is then refused with it).
  function answer(message, compute, noFull) {
    try {
      post({ id: message.id, type: 'result', result: compute(grundy) });
    } catch (e) {
      upgrade.refused(message, e, noFull);
    }
  }

  return {
    handle: (message) => handle(message),
    get busy() {
      return current !== null;
    },
  };
}
