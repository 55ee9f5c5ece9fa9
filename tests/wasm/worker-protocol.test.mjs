// The worker's protocol driven directly with the real module: progress, streaming, cancel.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';
import { createProtocol } from '../../web/worker/protocol.js';

let grundy;
before(async () => {
  grundy = await createGrundy();
});

function harness(options = {}) {
  const messages = [];
  const waiters = [];
  const post = (m) => {
    messages.push(m);
    for (const w of waiters.splice(0)) w();
  };
  const protocol = createProtocol(grundy, post, options);
  const until = async (predicate) => {
    while (!messages.some(predicate)) await new Promise((r) => waiters.push(r));
    return messages.find(predicate);
  };
  return { messages, protocol, until };
}

test('a large table streams in chunks whose values join up to the whole table', async () => {
  // 40 moves per heap over 10 million heaps: a few hundred milliseconds even on a fast machine,
  // so 2 ms chunks make many progress messages.
  const size = 10_000_000;
  const { messages, protocol, until } = harness({ chunkMs: 2 });
  protocol.handle({ id: 1, type: 'table', spec: 'subtraction:1..40', rows: size, cols: 1 });
  await until((m) => m.type === 'result');
  const progress = messages.filter((m) => m.type === 'progress');
  assert.ok(progress.length > 3, `only ${progress.length} progress messages`);
  let next = 0;
  for (const p of progress) {
    assert.equal(p.from, next);
    assert.equal(p.values.length, p.done - p.from);
    // Bash with M = 40: g(n) = n mod 41.
    for (let i = 0; i < p.values.length; i += 997) assert.equal(p.values[i], (p.from + i) % 41);
    next = p.done;
  }
  assert.equal(next, size);
});

test('cancel stops a table job at the next chunk boundary', async () => {
  const { messages, protocol, until } = harness({ chunkMs: 10 });
  protocol.handle({ id: 7, type: 'table', spec: 'subtraction:1..40', rows: 50_000_000, cols: 1 });
  await until((m) => m.type === 'progress');
  // Between chunks (the next one is scheduled, not running), a cancel is answered at once, in the
  // same call, and the scheduled chunk computes nothing.
  const asked = messages.length;
  protocol.handle({ type: 'cancel', id: 7 });
  assert.deepEqual(messages.slice(asked), [{ id: 7, type: 'cancelled' }]);
  const count = messages.length;
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(messages.length, count, 'nothing arrives after cancelled');
  assert.equal(protocol.busy, false);
});

test('a new table request cancels the one it replaces', async () => {
  const { messages, protocol, until } = harness({ chunkMs: 10 });
  protocol.handle({ id: 1, type: 'table', spec: 'subtraction:1..40', rows: 50_000_000, cols: 1 });
  await until((m) => m.type === 'progress');
  protocol.handle({ id: 2, type: 'table', spec: 'subtraction:1,3,4', rows: 100, cols: 1 });
  await until((m) => m.id === 2 && m.type === 'result');
  assert.ok(messages.some((m) => m.id === 1 && m.type === 'cancelled'));
  assert.ok(!messages.some((m) => m.id === 1 && m.type === 'result'));
});

test('errors come back as error messages with the core text', async () => {
  const { protocol, until } = harness();
  protocol.handle({ id: 3, type: 'table', spec: 'subtraction:1,x', rows: 10, cols: 1 });
  const e = await until((m) => m.id === 3);
  assert.deepEqual([e.type, e.error.message], ['error', "in the subtraction set: 'x' is not a whole number"]);
  // With the message as data, for the page to word (a stream's refusal as any call's).
  assert.equal(e.error.id, 'set.in');
  assert.deepEqual(e.error.args.reason, { id: 'set.not-whole', args: { text: 'x' }, text: "'x' is not a whole number" });
  protocol.handle({ id: 4, type: 'analyse', spec: 'subtraction:1,3,4', position: '-2' });
  const e2 = await until((m) => m.id === 4);
  assert.deepEqual([e2.type, e2.error.message], ['error', 'a heap must not be negative (got -2)']);
  assert.equal(e2.error.id, 'position.negative');
  assert.equal(e2.error.args.got, '-2');
  protocol.handle({ id: 5, type: 'describe', spec: 'subtraction:3,1' });
  const c = await until((m) => m.id === 5);
  assert.equal(c.result.spec, 'subtraction:1,3');
  protocol.handle({ id: 6, type: 'describe', spec: 'subtraction:3,x' });
  const c2 = await until((m) => m.id === 6);
  assert.deepEqual([c2.type, c2.error.message], ['error', "in the subtraction set: 'x' is not a whole number"]);
});

test('a grid streams row-major through the protocol and joins up to the whole table', async () => {
  // 1000 x 1000 takes tens of milliseconds even on a fast machine, so 2 ms chunks make several.
  const n = 1000;
  const { messages, protocol, until } = harness({ chunkMs: 2 });
  protocol.handle({ id: 9, type: 'table', spec: 'wythoff', rows: n, cols: n });
  await until((m) => m.id === 9 && m.type === 'result');
  const progress = messages.filter((m) => m.id === 9 && m.type === 'progress');
  assert.ok(progress.length > 1, `${progress.length} progress messages`);
  const whole = new Uint32Array(n * n);
  let next = 0;
  for (const p of progress) {
    assert.equal(p.from, next);
    whole.set(p.values, p.from);
    next = p.done;
  }
  assert.equal(next, n * n);
  const job = grundy.table('wythoff', n, n);
  while (!job.advance(1e7));
  assert.deepEqual(whole, Uint32Array.from(job.slice(0, n * n)));
  job.dispose();
});

test('one-shot requests answer through the same module calls', async () => {
  const { protocol, until } = harness();
  protocol.handle({ id: 20, type: 'explain', spec: 'nim', position: '1+2' });
  protocol.handle({ id: 21, type: 'patterns', spec: 'subtraction:1,3,4' });
  protocol.handle({ id: 22, type: 'families' });
  protocol.handle({ id: 23, type: 'nonsense' });
  assert.equal((await until((m) => m.id === 20)).result.xorRow, '11');
  assert.equal((await until((m) => m.id === 21)).result.periodicity.period, 7);
  assert.ok((await until((m) => m.id === 22)).result.some((f) => f.name === 'wythoff'));
  assert.equal((await until((m) => m.id === 23)).error.message, "unknown request type 'nonsense'");
});
