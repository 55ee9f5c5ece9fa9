// The compute worker: the only place the page talks to the wasm modules (createGrundy fetches and
// compiles a .wasm; if the first cannot be loaded, the page gets a 'fatal' message naming the file).
// The protocol is written down at the top of protocol.js. The same file is a search worker: started
// again by search-lane.js, its first search message makes it one, which runs a long search alone
// (the single-file build inlines this one worker, so it is one file).
//
// Which module (wasm/modules.mjs): nothing is loaded until the first message says what the worker
// is for. The page's worker starts with the first module, and its protocol loads the full one when
// a request needs it; a search needs the full module from the start.
import { createGrundy } from '../../wasm/grundy.mjs';
import { createProtocol, SEARCH_TYPES } from './protocol.js';

const post = (message, transfer) => self.postMessage(message, transfer ?? []);

// Each module loaded once; a load that failed is tried again when next asked for.
const loads = new Map();
function load(which) {
  if (!loads.has(which)) loads.set(which, createGrundy({ module: which }).catch((error) => (loads.delete(which), Promise.reject(error))));
  return loads.get(which);
}

/** A protocol made when first needed: messages wait in order until it is. */
function later(make) {
  let protocol = null;
  let waiting = null;
  return (message) => {
    if (protocol) return protocol.handle(message);
    if (waiting) return waiting.push(message);
    waiting = [message];
    make().then(
      (made) => {
        protocol = made;
        self.postMessage({ type: 'ready' });
        for (const m of waiting.splice(0)) protocol.handle(m);
      },
      (error) => self.postMessage({ type: 'fatal', message: String(error?.message ?? error) }),
    );
  };
}

const page = later(async () => createProtocol(await load('first'), post, { full: () => load('full') }));
const search = later(async () => createProtocol(await load('full'), post, { alone: true }));
// What the first message asks makes the worker one or the other for good (a cancel goes to its search).
let role = null;
self.onmessage = (event) => {
  role ??= SEARCH_TYPES.has(event.data?.type) ? search : page;
  role(event.data);
};
