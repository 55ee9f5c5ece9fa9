// The protocol of a search worker: a worker (worker.js, started a second time by search-client.js)
// that runs one long search (a period's "search further", a misère quotient to many heaps: searches
// in wasm/calls.mjs, for minutes) and nothing else, so that the
// compute worker (protocol.js) keeps answering the page's tables, analyses and play meanwhile, and
// a Cancel ends the search at once: the page terminates this worker, which gives its memory back.
// worker.js hands it the messages whose type is in SEARCH_TYPES; tests drive it directly under Node.
//
// page -> worker (a request's `id` is repeated by its replies):
//   { id, type: 'searchLimit', spec }        what a search of this game may reach in this browser
//   { id, type: 'periodSearch', spec, max }  the search to `max` values (wasm/calls.mjs, searches)
//   { id, type: 'quotientSearch', spec, count }  the misère quotient of heaps 0 .. count - 1
//   { type: 'searchCancel', id }             stop at the next slice (the page terminates instead)
//
// worker -> page:
//   { id, type: 'result', result }   searchLimit: { most, maximum, available } (most: the largest
//                                    max for that game; maximum: the module's most memory; available:
//                                    what this browser lets it grow to); a search: its answer under
//                                    the search's `answer` name and its progress, periodSearch
//                                    { patterns, progress } (patterns as the patterns call gives them,
//                                    their periodicity.stopped saying what ended a search short of a
//                                    proof), quotientSearch { quotient, progress }
//   { id, type: 'progress', progress }  the search's figures (periodSearch { done, target, max, bytes,
//                                    phase }, quotientSearch { done, target, order }) and the module's
//                                    memory, at most every progressMs, the first at once
//   { id, type: 'error', message, messageId, args, budget }  the core's message (it could not start): refusal.js
//   { id, type: 'cancelled' }
//   { id, type: 'crashed', message } the module trapped (memory the browser would not give): this
//                                    worker answers nothing more
//
// The search runs in slices of about sliceMs with a yield to the event loop between them (so a
// searchCancel is seen); each slice calls the job a few times with a step count adapted to take
// about a tenth of the slice.
import { refusalMessage } from './refusal.js';
import { availableMemory } from '../../wasm/memory.mjs';
import { searches } from '../../wasm/calls.mjs';

export const SEARCH_TYPES = new Set(['searchLimit', 'searchCancel', ...Object.keys(searches)]);

// The work a search may spend, and the bytes it may hold (the core caps them at what one computation
// may hold, memoryCeiling(): five eighths of what this browser gives the module): memory bounds it,
// and the person's Cancel.
export const SEARCH_WORK = 1e15;

/**
 * The protocol over a module (grundy.mjs's API). options: sliceMs, progressMs, schedule, now, and
 * probe(maximum) -> bytes the browser gives (default: availableMemory; tests inject a smaller ceiling).
 */
export function createSearchProtocol(grundy, post, options = {}) {
  const sliceMs = options.sliceMs ?? 100;
  const progressMs = options.progressMs ?? 250;
  const schedule = options.schedule ?? ((fn) => setTimeout(fn, 0));
  const now = options.now ?? (() => performance.now());
  // One search has this module to itself: it may hold five eighths of what the browser gives (grundy/budget.hpp).
  const memory = grundy.useMemory(options.probe ?? ((maximum) => availableMemory(maximum)), true);
  let current = null; // { id, job, search, steps, posted, cancelled }
  let crashed = false;

  function failed(id, e) {
    if (e?.name === 'GrundyError') {
      post(refusalMessage(id, e));
      return;
    }
    crashed = true;
    post({ id, type: 'crashed', message: String(e?.message ?? e) });
  }

  function stop(state) {
    try {
      state.job.dispose();
    } catch {
      // a module that trapped may not free its objects any more; the worker is about to go
    }
    if (current === state) current = null;
  }

  function slice(state) {
    if (state.cancelled) {
      stop(state);
      post({ id: state.id, type: 'cancelled' });
      return;
    }
    try {
      const start = now();
      let ended = false;
      while (!ended && now() - start < sliceMs) {
        const before = now();
        ended = state.job.advance(state.steps);
        const took = now() - before;
        if (took < sliceMs / 20) state.steps = Math.min(state.steps * 2, 2 ** 26);
        else if (took > sliceMs / 5) state.steps = Math.max(Math.floor(state.steps / 2), 1024);
        // A search whose advance is a heap that may take minutes says where it is after each one:
        // the page would otherwise show the heaps done before a long heap only once it ended.
        if (!ended && state.search.eachAdvance) {
          state.posted = now();
          post({ id: state.id, type: 'progress', progress: state.job.progress() });
        }
      }
      const progress = state.job.progress();
      if (!ended) {
        if (now() - state.posted >= progressMs) {
          state.posted = now();
          post({ id: state.id, type: 'progress', progress });
        }
        schedule(() => slice(state));
        return;
      }
      const answer = state.job.answer();
      stop(state);
      post({ id: state.id, type: 'result', result: { [state.search.answer]: answer, progress } });
    } catch (e) {
      stop(state);
      failed(state.id, e);
    }
  }

  function handle(message) {
    const { id, type } = message;
    if (crashed) return;
    if (type === 'searchCancel') {
      if (current && current.id === id) current.cancelled = true;
      return;
    }
    if (type === 'searchLimit') {
      try {
        post({ id, type: 'result', result: { most: grundy.periodSearchLimit(message.spec), ...memory } });
      } catch (e) {
        failed(id, e);
      }
      return;
    }
    const search = Object.hasOwn(searches, type) ? searches[type] : null;
    if (!search) return;
    if (current) current.cancelled = true; // one search at a time: a new one replaces it
    let job;
    try {
      job = grundy[type](...search.args.map((arg) => (arg === 'budget' ? { work: SEARCH_WORK, bytes: SEARCH_WORK } : message[arg])));
    } catch (e) {
      failed(id, e);
      return;
    }
    const state = { id, job, search, steps: 4096, posted: now(), cancelled: false };
    current = state;
    post({ id, type: 'progress', progress: job.progress() });
    schedule(() => slice(state));
  }

  return { handle };
}
