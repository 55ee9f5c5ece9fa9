// The compute worker: the only place the page talks to the wasm module (createGrundy fetches and
// compiles the .wasm; if it cannot, the page gets a 'fatal' message naming the file). The protocol is
// written down at the top of protocol.js. The same file is the search worker (search-protocol.js):
// started a second time by search-client.js, its first search message makes it one, which runs a
// long period search alone (the single-file build inlines this one worker, so it is one file).
import { createGrundy } from '../../wasm/grundy.mjs';
import { createProtocol } from './protocol.js';
import { createSearchProtocol, SEARCH_TYPES } from './search-protocol.js';

const pending = [];
let handle = null;
self.onmessage = (event) => (handle ? handle(event.data) : pending.push(event.data));

createGrundy().then(
  (grundy) => {
    const post = (message, transfer) => self.postMessage(message, transfer ?? []);
    const protocol = createProtocol(grundy, post);
    let search = null;
    handle = (message) => {
      if (!SEARCH_TYPES.has(message?.type)) return protocol.handle(message);
      search ??= createSearchProtocol(grundy, post);
      return search.handle(message);
    };
    self.postMessage({ type: 'ready' });
    for (const message of pending.splice(0)) handle(message);
  },
  (error) => self.postMessage({ type: 'fatal', message: String(error?.message ?? error) }),
);
