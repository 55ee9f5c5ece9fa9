// The compute worker: the only place the page talks to the wasm module (createGrundy fetches and
// compiles the .wasm; if it cannot, the page gets a 'fatal' message naming the file). The protocol is
// written down at the top of protocol.js.
import { createGrundy } from '../../wasm/grundy.mjs';
import { createProtocol } from './protocol.js';

const pending = [];
let protocol = null;
self.onmessage = (event) => (protocol ? protocol.handle(event.data) : pending.push(event.data));

createGrundy().then(
  (grundy) => {
    protocol = createProtocol(grundy, (message, transfer) => self.postMessage(message, transfer ?? []));
    self.postMessage({ type: 'ready' });
    for (const message of pending.splice(0)) protocol.handle(message);
  },
  (error) => self.postMessage({ type: 'fatal', message: String(error?.message ?? error) }),
);
