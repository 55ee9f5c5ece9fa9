// The page's side of the one worker protocol (protocol.js), for every worker it talks to: requests
// by id, and the replies that settle them. The compute worker's client (client.js) and each search
// lane (search-lane.js) keep one; a refusal's GrundyError is built here and nowhere else on the
// page (GrundyError.from, from the error the worker sent as data). Other rejections (a worker that
// stopped, a module that did not load) are plain Errors, so a caller can tell the two apart.
import { GrundyError } from '../../wasm/grundy-error.mjs';

/** The requests to one worker: add() one, settle() it from a reply, settleAll() when the worker goes. */
export function createRequests() {
  const waiting = new Map(); // id -> entry { id, message, promise, resolve, reject, onProgress, ... }
  let nextId = 1;
  return {
    waiting,
    /** A new request of `type` with `fields`: its entry ({ id, message, promise, onProgress, ...more }), waiting. */
    add(type, fields, more = {}) {
      const id = nextId++;
      const entry = { id, message: { id, type, ...fields }, onProgress: null, ...more };
      entry.promise = new Promise((resolve, reject) => Object.assign(entry, { resolve, reject }));
      waiting.set(id, entry);
      return entry;
    },
    /**
     * Settles the request a reply is for: a 'result' resolves with it, 'cancelled' with null, an
     * 'error' rejects with its GrundyError; a 'progress' goes to the entry's onProgress. Returns the
     * entry, or null when nothing waits for that reply.
     */
    settle(data) {
      const entry = waiting.get(data.id);
      if (!entry) return null;
      if (data.type === 'progress') {
        entry.onProgress?.(data);
        return entry;
      }
      waiting.delete(data.id);
      if (data.type === 'result') entry.resolve(data.result);
      else if (data.type === 'cancelled') entry.resolve(null);
      else entry.reject(data.type === 'error' ? GrundyError.from(data.error) : new Error(`the worker answered '${data.type}'`));
      return entry;
    },
    /** Settles every waiting request: rejected with `error`, or resolved with null when there is none. */
    settleAll(error) {
      const all = [...waiting.values()];
      waiting.clear();
      for (const entry of all) {
        if (error) entry.reject(error);
        else entry.resolve(null);
      }
    },
  };
}
