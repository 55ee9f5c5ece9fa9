// The page's side of the worker protocol (see protocol.js): one method per call of the one call
// table (wasm/calls.mjs), each a promise that settles with the core's answer or rejects with its
// message, and one per stream (the table), where a newer stream replaces the running one.
//
// A call's name is its request type, its arguments are the message's fields in order, and its
// flags in the table say how the client treats it:
//   check   a check of what the person types: answered before a long request about a game
//   game    about one game: dropped when the page leaves that game
//   shared  a pure answer worth keeping: asked once while in flight or recently answered, however
//           many panels ask (the period, for the strip's row length and the patterns panel, is one
//           request), up to SHARED_KEPT answers
//
// A worker that dies is replaced: when the module traps (an abort, such as memory that cannot grow)
// the worker answers 'crashed' for the request that did it, and an uncaught error in the worker
// fires 'error'. Either way the client starts a new worker, sends it again every request still
// waiting (except the one that crashed, which is refused with the crash's message), and tells the
// page through onRestart listeners (web/ui/restart-notice.js shows a notice). The page's state is
// in the store, not in the worker, so nothing the person typed is lost. More than MAX_RESTARTS
// crashes within RESTART_WINDOW_MS is taken as a loop: the client stops, as when the module cannot
// load at all ('fatal').
//
// One-shot requests cannot be stopped inside the worker (each is one call into the module), so
// requests about a game the page has left are dealt with here (setGame): their answers are dropped
// (the promise never settles; whoever asked has moved on to the new game), and when the worker has
// been busy with such a request for over STALE_RUN_MS, it is replaced by a fresh one that is sent
// the requests still wanted, so the new game's answers do not queue behind seconds of old work.
// A check does not wait behind a request about a game either: after STALE_RUN_MS the worker is
// replaced, the checks go first, and that request is held back until they are answered, then sent
// again unless the game changed meanwhile (the person was probably typing a new game, which then
// drops it as above). While the worker loads its full module (protocol.js: 'loading' to 'loaded'),
// the requests waiting for it are not taken for stuck ones: a new worker would only load it again.
// onBusy listeners hear when one-shot requests are outstanding, for the page's busy indicator.

import { calls, streams } from '../../wasm/calls.mjs';
import { createRequests } from './requests.js';
import { createSearchLane, retireWhenIdle } from './search-lane.js';

const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** How long a request about a game no longer on screen may keep the worker before it is replaced. */
export const STALE_RUN_MS = 1000;
/** How many shared answers are kept after they arrive (the oldest go first). */
export const SHARED_KEPT = 32;

const fieldsOf = (name, values) => Object.fromEntries((calls[name] ?? streams[name]).args.map((a, i) => [a, values[i]]));
const isGameRequest = (message) => calls[message.type]?.game === true;

/** Calls each listener with `info`; a listener's own problem does not stop the others. */
function tell(listeners, info) {
  for (const listener of listeners) {
    try {
      listener(info);
    } catch {
      // a listener's own problem must not stop the others
    }
  }
}

/** Ends `worker`, hearing nothing more from it. */
function endWorker(worker) {
  worker.onmessage = null;
  worker.onerror = null;
  worker.terminate();
}

/** The worker the page runs: worker.js as a module (the one-file build inlines exactly this expression). */
function startModuleWorker() {
  return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
}

/** The shared answers (a call marked shared): promises by key, the most recently used kept longest. */
function createSharedAnswers() {
  const kept = new Map(); // key -> promise, the least recently used first
  return {
    get(key) {
      const known = kept.get(key);
      if (known) {
        kept.delete(key);
        kept.set(key, known);
      }
      return known;
    },
    set(key, promise) {
      kept.set(key, promise);
      while (kept.size > SHARED_KEPT) kept.delete(kept.keys().next().value);
    },
    /** Forgets the answer of a request that failed or will never come (asked afresh next time). */
    forget(entry) {
      if (entry?.key && kept.get(entry.key) === entry.promise) kept.delete(entry.key);
    },
    clear: () => kept.clear(),
  };
}

/**
 * The one-shot requests in the worker, in the order sent, and the ones about a game the page has
 * left (the top of this file). `requests` is the client's (createRequests); hooks: post(message) to
 * the worker on duty, replace() it with a fresh one, forget(entry) an answer that will not come.
 */
function createQueue(requests, hooks) {
  let inWorker = []; // { id, message, sentAt, dropped, urgent }
  let lastAnswerAt = Date.now();
  let loadingModule = false; // the worker is loading its full module (requests wait for it, not stuck)
  let watchTimer = null;
  let held = []; // ids of requests about a game held back while checks are answered first
  let game = null; // the specs that are the game on screen (setGame), or null before the page says
  const busyListeners = new Set();

  function tellBusy(extra = {}) {
    const wanted = inWorker.filter((e) => !e.dropped).length + held.length;
    tell(busyListeners, { busy: inWorker.length + held.length > 0, waiting: wanted, ...extra });
  }

  function forget(id) {
    hooks.forget(requests.waiting.get(id));
    requests.waiting.delete(id);
  }

  function sent(message) {
    if (streams[message.type]) return;
    inWorker.push({ id: message.id, message, sentAt: Date.now(), dropped: false, urgent: calls[message.type]?.check === true });
    watchTimer ??= setInterval(watch, 200);
    if (inWorker.length === 1) tellBusy();
  }

  // The worker answers one-shot requests in the order they were sent.
  function answered(id) {
    const at = inWorker.findIndex((e) => e.id === id);
    if (at < 0) return;
    inWorker = inWorker.slice(at + 1);
    lastAnswerAt = Date.now();
    // After the answer's own continuations (which may change the game or ask another check).
    if (held.length) setTimeout(releaseHeld, 0);
    if (inWorker.length === 0 && held.length === 0) tellBusy();
  }

  /** Sends the held requests once no check is waiting (those about a game since left are gone). */
  function releaseHeld() {
    if (inWorker.some((e) => e.urgent)) return;
    const ids = held;
    held = [];
    for (const id of ids) {
      const entry = requests.waiting.get(id);
      if (entry) hooks.post(entry.message);
    }
    tellBusy();
  }

  const aboutGame = (message) => game === null || game.has(message.spec);

  /** Drops the answers of requests about games other than the one on screen. */
  function leaveOtherGames() {
    for (const e of inWorker) {
      if (e.dropped || !isGameRequest(e.message) || aboutGame(e.message)) continue;
      e.dropped = true;
      forget(e.id);
    }
    const stillWanted = held.filter((id) => requests.waiting.has(id) && aboutGame(requests.waiting.get(id).message));
    for (const id of held) if (!stillWanted.includes(id)) forget(id);
    const stopped = held.length - stillWanted.length;
    held = stillWanted;
    tellBusy(stopped ? { stopped } : {});
  }

  // While one-shot requests are out: a fresh worker when the one at work has spent STALE_RUN_MS on
  // a dropped request, or on a request about a game while a check waits behind it.
  function watch() {
    if (inWorker.length === 0 || hooks.fatal()) {
      clearInterval(watchTimer);
      watchTimer = null;
      return;
    }
    const head = inWorker[0];
    if (loadingModule || Date.now() - Math.max(head.sentAt, lastAnswerAt) < STALE_RUN_MS) return;
    const blocksCheck = isGameRequest(head.message) && inWorker.some((e) => e.urgent);
    if (!head.dropped && !blocksCheck) return;
    const stopped = inWorker.filter((e) => e.dropped).length;
    if (!head.dropped) held.push(head.id);
    hooks.replace();
    tellBusy(stopped ? { stopped } : {});
  }

  /** Sends a new worker every request still waiting but the held ones (a cancelled stream is answered instead). */
  function resend() {
    inWorker = [];
    loadingModule = false;
    lastAnswerAt = Date.now();
    for (const [id, entry] of requests.waiting) {
      if (held.includes(id)) continue;
      if (entry.cancelled) {
        requests.waiting.delete(id);
        entry.resolve(null);
      } else {
        hooks.post(entry.message);
      }
    }
    if (held.length) setTimeout(releaseHeld, 0);
  }

  return {
    sent,
    answered,
    resend,
    tellBusy,
    /** The worker says it is loading its full module (true) or has it (false). */
    loading(flag) {
      loadingModule = flag;
      lastAnswerAt = Date.now();
    },
    setGame(specs) {
      game = new Set(specs);
      leaveOtherGames();
    },
    /** Nothing more goes out (the client stopped). */
    clear() {
      inWorker = [];
      tellBusy();
    },
    onBusy(fn) {
      busyListeners.add(fn);
      return () => busyListeners.delete(fn);
    },
  };
}

/**
 * The client. `makeWorker()` returns an object with postMessage, terminate, onmessage and onerror
 * (a Worker; tests give a fake one); `retire(worker)` ends a search lane's worker it has let go.
 */
export function createClient({ makeWorker = startModuleWorker, retire = retireWhenIdle } = {}) {
  let worker = null;
  const requests = createRequests();
  const shared = createSharedAnswers();
  let streamId = null;
  let fatal = null;
  const restarts = []; // times of recent restarts
  const restartListeners = new Set();
  let budget = null; // what searching calls may spend ({ work, bytes }: wasm/grundy.d.ts, Budget), or null for the defaults
  const post = (message) => {
    worker.postMessage(message);
    queue.sent(message);
  };
  const queue = createQueue(requests, {
    post,
    forget: (entry) => shared.forget(entry),
    fatal: () => fatal,
    replace: () => {
      endWorker(worker);
      start();
      queue.resend();
    },
  });

  function failAll(error) {
    fatal = error;
    requests.settleAll(fatal);
    shared.clear();
  }

  const onMessage = ({ data }) => {
    if (data.type === 'ready') return;
    if (data.type === 'loading' || data.type === 'loaded') return queue.loading(data.type === 'loading');
    if (data.type !== 'progress') queue.answered(data.id);
    if (data.type === 'fatal') return failAll(new Error(data.message));
    if (data.type === 'crashed') return restart(data.message, data.id);
    const entry = requests.settle(data);
    if (data.type !== 'error' || !entry) return;
    shared.forget(entry); // a refusal is asked again next time, as any failed request
    if (data.error.budget === true) queue.tellBusy({ budgetStop: true });
  };

  function start() {
    worker = makeWorker();
    worker.onmessage = onMessage;
    // An error nothing in the worker caught: which request caused it is unknown, so the streamed
    // job (the long-running one) is refused and the one-shot requests are sent again.
    worker.onerror = (event) => {
      event.preventDefault?.();
      restart(event.message || 'the worker stopped', streamId ?? undefined);
    };
  }

  function restart(message, culpritId) {
    endWorker(worker);
    restarts.push(Date.now());
    while (Date.now() - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
    const culprit = culpritId === undefined ? undefined : requests.waiting.get(culpritId);
    if (culprit) {
      shared.forget(culprit);
      requests.waiting.delete(culpritId);
      culprit.reject(new Error(`the computation stopped: ${message}`));
    }
    if (restarts.length > MAX_RESTARTS) {
      failAll(new Error(`the computing worker stopped ${restarts.length} times in a minute; reload the page (${message})`));
      queue.clear();
      return;
    }
    start();
    queue.resend();
    tell(restartListeners, { message, count: restarts.length, lost: culprit ? culprit.message.type : null });
  }

  function send(type, fields, more = {}) {
    if (fatal) return { id: 0, promise: Promise.reject(fatal) };
    const entry = requests.add(type, fields, more);
    post(entry.message);
    return entry;
  }

  /** A one-shot call: a shared answer when there is one in flight or kept, else a new request. */
  function ask(name, values) {
    const fields = fieldsOf(name, values);
    if ('budget' in fields && fields.budget === undefined && budget) fields.budget = budget;
    if (!calls[name].shared) return send(name, fields).promise;
    const key = `${name}\u0000${JSON.stringify(fields)}`;
    const known = shared.get(key);
    if (known) return known;
    const { promise } = send(name, fields, { key });
    if (!fatal) shared.set(key, promise);
    return promise;
  }

  function stream(name, values, onProgress) {
    const { id, promise } = send(name, fieldsOf(name, values), { onProgress });
    streamId = id;
    return promise;
  }

  start();

  const client = {
    /** Stops the running stream at its next chunk. */
    cancelTable() {
      if (streamId === null) return;
      const entry = requests.waiting.get(streamId);
      if (entry) entry.cancelled = true; // not sent again after a restart
      worker.postMessage({ type: 'cancel', id: streamId });
    },
    /**
     * The game on screen, as every spec whose requests are about it (the whole spec, its parts...):
     * answers still to come about other games are dropped, and a worker busy with one of them for
     * over STALE_RUN_MS is replaced (see the top of this file).
     */
    setGame: (specs) => queue.setGame(specs),
    /**
     * What every searching call (a call of the table with a `budget` argument) may spend from now
     * on when it does not say: { work, bytes } (wasm/grundy.d.ts, Budget), or null for the defaults.
     */
    setBudget(next) {
      budget = next;
    },
    /**
     * Calls fn({ busy, waiting, stopped?, budgetStop? }) when one-shot requests start or stop being
     * outstanding (busy: the worker has some; waiting: how many of them are still wanted), when
     * requests about a game the page left were stopped (stopped: how many), and when a search
     * stopped on its budget (budgetStop: true; a larger budget may answer); returns an unsubscribe.
     */
    onBusy: (fn) => queue.onBusy(fn),
    /** Calls fn({ message, count, lost }) each time a crashed worker is replaced; returns an unsubscribe. */
    onRestart(fn) {
      restartListeners.add(fn);
      return () => restartListeners.delete(fn);
    },
    /** A search lane (search-lane.js): a worker of its own for one long search at a time, started on demand. */
    searchLane: () => createSearchLane({ makeWorker, retire }),
  };
  // One method per call of the table: client.analyse(spec, position), client.describe(spec), ...
  for (const name of Object.keys(calls)) client[name] = (...values) => ask(name, values);
  // One per stream, its progress listener after its arguments: client.table(spec, rows, cols,
  // onProgress) streams values row-major and resolves with { done, total }, or null when replaced
  // or cancelled.
  for (const [name, { args }] of Object.entries(streams)) client[name] = (...values) => stream(name, values.slice(0, args.length), values[args.length]);
  return client;
}
