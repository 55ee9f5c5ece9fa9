// The worker protocol tells a crash from a refusal: the core refusing an input (GrundyError) is an
// ordinary 'error' answer, while anything else thrown by the module (a wasm trap: Aborted() when
// memory cannot grow, RuntimeError: unreachable) answers 'crashed' and the worker answers nothing
// more, so the page replaces it (web/engine.js). Driven with the real module under Node: the trap
// is a real one, made by refusing the module's memory growth during a table that needs it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';
import { createProtocol } from '../../web/worker/protocol.js';

function harness(grundy) {
  const messages = [];
  const protocol = createProtocol(grundy, (m) => messages.push(m), { chunkMs: 5 });
  const until = async (predicate) => {
    for (let i = 0; i < 2000 && !messages.some(predicate); i++) await new Promise((r) => setTimeout(r, 5));
    return messages.find(predicate);
  };
  return { messages, protocol, until };
}

test('a refusal is an error answer and the worker goes on', async () => {
  const { messages, protocol, until } = harness(await createGrundy());
  protocol.handle({ id: 1, type: 'analyse', spec: 'nim', position: 'x' });
  protocol.handle({ id: 2, type: 'analyse', spec: 'nim', position: '3+5+6' });
  await until((m) => m.id === 2);
  assert.deepEqual(messages.map((m) => m.type), ['error', 'result']);
  assert.equal(messages[0].error.message, "'x' is not a whole number; give a position such as 7");
});

test('a wasm trap (memory that cannot grow) answers crashed, and nothing after it is answered', async () => {
  const grundy = await createGrundy();
  const { messages, protocol, until } = harness(grundy);
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = () => {
    throw new RangeError('WebAssembly.Memory.grow(): Maximum memory size exceeded');
  };
  try {
    // 2^24 values need 64 MiB; the module has 16 MiB and may not grow: the allocation aborts.
    protocol.handle({ id: 1, type: 'table', spec: 'subtraction:1,3,4', rows: 1 << 24, cols: 1 });
    await until((m) => m.id === 1 && m.type !== 'progress');
  } finally {
    WebAssembly.Memory.prototype.grow = grow;
  }
  const crash = messages.find((m) => m.id === 1);
  assert.equal(crash.type, 'crashed');
  assert.match(crash.message, /^Aborted\(/);
  protocol.handle({ id: 2, type: 'describe', spec: 'nim' });
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(messages.filter((m) => m.id === 2).length, 0, 'a crashed worker answers nothing more');
  assert.equal(protocol.busy, false);
});

test('a trap inside a one-shot request answers crashed with the trap message', async () => {
  const grundy = await createGrundy();
  // A module whose explain traps, as a RuntimeError from wasm does.
  const trapping = new Proxy(grundy, {
    get(target, name) {
      if (name === 'explain') {
        return () => {
          throw new WebAssembly.RuntimeError('unreachable');
        };
      }
      const v = target[name];
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  const { messages, protocol } = harness(trapping);
  protocol.handle({ id: 5, type: 'explain', spec: 'nim', position: '3' });
  assert.deepEqual(messages, [{ id: 5, type: 'crashed', message: 'unreachable' }]);
});
