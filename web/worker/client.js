// The page's side of the worker protocol (see protocol.js): promises for one-shot
// requests, and streamed tables where a newer table or grid request replaces the running one.
// A worker that dies is replaced: when the module traps (an abort, such as memory that cannot grow)
// the worker answers 'crashed' for the request that did it, and an uncaught error in the worker
// fires 'error'. Either way the engine starts a new worker, sends it again every request still
// waiting (except the one that crashed, which is refused with the crash's message), and tells the
// page through onRestart listeners (web/ui/restart-notice.js shows a notice). The page's state is
// in the store, not in the worker, so nothing the person typed is lost. More than MAX_RESTARTS
// crashes within RESTART_WINDOW_MS is taken as a loop: the engine stops, as when the module cannot
// load at all ('fatal').
//
// One-shot requests cannot be stopped inside the worker (each is one call into the module), so
// requests about a game the page has left are dealt with here (setGame): their answers are dropped
// (the promise never settles; whoever asked has moved on to the new game), and when the worker has
// been busy with such a request for over STALE_RUN_MS, it is replaced by a fresh one that is sent
// the requests still wanted, so the new game's answers do not queue behind seconds of old work.
// A check of what the person types (check, rulesCheck; not one asked with { background: true },
// such as the gallery asking which games the core has) does not wait behind a request about a game
// either: after STALE_RUN_MS the worker is replaced, the checks go first, and that request is held
// back until they are answered, then sent again unless the game changed meanwhile (the person was
// probably typing a new game, which then drops it as above).
// onBusy listeners hear when one-shot requests are outstanding, for the page's busy indicator.
import { showEngineRestart } from '../ui/restart-notice.js';
import { distinctComponents, joinSpec, splitSpec } from '../state/spec-text.js';

const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** How long a request about a game no longer on screen may keep the worker before it is replaced. */
export const STALE_RUN_MS = 1000;
// The one-shot requests whose answer is about one game (dropped when the page leaves that game).
// Checks, exports and the rule editor's requests are always answered.
const GAME_REQUESTS = new Set(['analyse', 'move', 'remoteness', 'explain', 'patterns', 'graph']);
// Checks of what the person is typing: answered before a long request about a game.
const CHECKS = new Set(['check', 'rulesCheck']);

export function createEngine() {
  let worker = null;
  const waiting = new Map(); // id -> { message, resolve, reject, onProgress, cancelled }
  let nextId = 1;
  let streamId = null;
  let fatal = null;
  const restarts = []; // times of recent restarts
  const restartListeners = new Set([showEngineRestart]);

  // ---- one-shot requests in the worker, and the ones about a game the page has left ----
  let inWorker = []; // one-shot requests sent to this worker and not answered, in order: { id, message, sentAt, dropped }
  let lastAnswerAt = Date.now();
  let watchTimer = null;
  let held = []; // ids of requests about a game held back while checks are answered first
  const busyListeners = new Set();

  function tellBusy(extra = {}) {
    const wanted = inWorker.filter((e) => !e.dropped).length + held.length;
    const info = { busy: inWorker.length + held.length > 0, waiting: wanted, ...extra };
    for (const listener of busyListeners) {
      try {
        listener(info);
      } catch {
        // a listener's own problem must not stop the others
      }
    }
  }

  function noteSent(message, background = false) {
    if (message.type === 'table' || message.type === 'grid') return;
    const urgent = CHECKS.has(message.type) && !background;
    inWorker.push({ id: message.id, message, sentAt: Date.now(), dropped: false, urgent });
    watchTimer ??= setInterval(watch, 200);
    if (inWorker.length === 1) tellBusy();
  }

  // The worker answers one-shot requests in the order they were sent.
  function noteAnswered(id) {
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
      const w = waiting.get(id);
      if (!w) continue;
      worker.postMessage(w.message);
      noteSent(w.message, w.background);
    }
    tellBusy();
  }

  /** Drops the answers of requests about games other than `spec` (its parts and its normal-play form are the same game). */
  function leaveOtherGames(spec) {
    const parts = splitSpec(spec);
    const same = new Set([spec, joinSpec({ misere: false, components: parts.components }), ...distinctComponents(spec)]);
    for (const e of inWorker) {
      if (e.dropped || !GAME_REQUESTS.has(e.message.type) || same.has(e.message.spec)) continue;
      e.dropped = true;
      waiting.delete(e.id);
    }
    const stillWanted = held.filter((id) => same.has(waiting.get(id)?.message.spec));
    for (const id of held) if (!stillWanted.includes(id)) waiting.delete(id);
    const stopped = held.length - stillWanted.length;
    held = stillWanted;
    tellBusy(stopped ? { stopped } : {});
  }

  // While one-shot requests are out: a fresh worker when the one at work has spent STALE_RUN_MS on
  // a dropped request, or on a request about a game while a check waits behind it.
  function watch() {
    if (inWorker.length === 0 || fatal) {
      clearInterval(watchTimer);
      watchTimer = null;
      return;
    }
    const head = inWorker[0];
    if (Date.now() - Math.max(head.sentAt, lastAnswerAt) < STALE_RUN_MS) return;
    const blocksCheck = GAME_REQUESTS.has(head.message.type) && inWorker.some((e) => e.urgent);
    if (!head.dropped && !blocksCheck) return;
    const stopped = inWorker.filter((e) => e.dropped).length;
    if (!head.dropped) held.push(head.id);
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
    start();
    resendWaiting();
    tellBusy(stopped ? { stopped } : {});
  }

  /** Sends the new worker every request still waiting but the held ones (a cancelled stream is answered instead). */
  function resendWaiting() {
    inWorker = [];
    lastAnswerAt = Date.now();
    for (const [id, w] of waiting) {
      if (held.includes(id)) continue;
      if (w.cancelled) {
        waiting.delete(id);
        w.resolve(null);
      } else {
        worker.postMessage(w.message);
        noteSent(w.message, w.background);
      }
    }
    if (held.length) setTimeout(releaseHeld, 0);
  }

  const onMessage = ({ data }) => {
    if (data.type === 'ready') return;
    if (data.type !== 'progress') noteAnswered(data.id);
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
      inWorker = [];
      tellBusy();
      return;
    }
    start();
    resendWaiting();
    const info = { message, count: restarts.length, lost: culprit ? culprit.message.type : null };
    for (const listener of restartListeners) {
      try {
        listener(info);
      } catch {
        // a listener's own problem must not stop the others
      }
    }
  }

  function send(type, payload = {}, onProgress = null, background = false) {
    if (fatal) return { id: 0, promise: Promise.reject(fatal) };
    const id = nextId++;
    const message = { id, type, ...payload };
    const promise = new Promise((resolve, reject) => {
      waiting.set(id, { message, resolve, reject, onProgress, background });
      worker.postMessage(message);
      noteSent(message, background);
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
    /**
     * The game on screen: answers still to come about other games are dropped, and a worker busy
     * with one of them for over STALE_RUN_MS is replaced (see the top of this file).
     */
    setGame(spec) {
      if (typeof spec === 'string') leaveOtherGames(spec);
    },
    /**
     * Calls fn({ busy, waiting, stopped? }) when one-shot requests start or stop being outstanding
     * (busy: the worker has some; waiting: how many of them are still wanted), and when requests
     * about a game the page left were stopped (stopped: how many); returns an unsubscribe.
     */
    onBusy(fn) {
      busyListeners.add(fn);
      return () => busyListeners.delete(fn);
    },
    /** Calls fn({ message, count, lost }) each time a crashed worker is replaced; returns an unsubscribe. */
    onRestart(fn) {
      restartListeners.add(fn);
      return () => restartListeners.delete(fn);
    },
    /** Checks a spec; `{ background: true }` for checks nobody is waiting on (they may wait behind long requests). */
    check: (spec, options = {}) => send('check', { spec }, null, options.background === true).promise,
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
