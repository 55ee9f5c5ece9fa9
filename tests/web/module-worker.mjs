// A worker for the page's client under Node: the real protocol (web/worker/protocol.js) over the
// real module (wasm/grundy.mjs, or GRUNDY_MODULE), answering each message in a later task as a
// Worker does. makeWorker() has the shape createClient expects; `workers` counts starts and ends.
import { createProtocol } from '../../web/worker/protocol.js';

let grundy = null;

export async function loadModule() {
  if (!grundy) {
    const { createGrundy } = await import(process.env.GRUNDY_MODULE ?? '../../wasm/grundy.mjs');
    grundy = await createGrundy();
  }
  return grundy;
}

export function moduleWorkers() {
  const workers = { started: 0, ended: 0, sent: [] };
  workers.makeWorker = () => {
    workers.started++;
    let ended = false;
    const worker = {
      onmessage: null,
      onerror: null,
      postMessage(message) {
        workers.sent.push(message);
        setTimeout(() => !ended && protocol.handle(message), 0);
      },
      terminate() {
        ended = true;
        workers.ended++;
      },
    };
    const protocol = createProtocol(grundy, (data) => setTimeout(() => !ended && worker.onmessage?.({ data }), 0), { chunkMs: 5 });
    return worker;
  };
  return workers;
}

/** Resolves after pending timers and answers have run (the fake worker answers in later tasks). */
export const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check()` is true (polling), or fails with `what`. */
export async function until(check, what, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await settle(5);
  }
}
