// The period search as a job through the module (wasm/search.cpp, grundy.mjs's periodSearch) and the
// search worker's protocol (web/worker/protocol.js, alone), with the misère quotient search beside
// it (quotientSearch): progress, the same answer as patterns (quotient),
// cancel and dispose with nothing left alive, the refusals, and the memory a browser gives (an
// injected smaller ceiling, as a browser that refuses to grow a module past it).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';
import { availableMemory } from '../../wasm/memory.mjs';
import { createProtocol } from '../../web/worker/protocol.js';

const MIB = 2 ** 20;
const PAGE = 65536;

// A WebAssembly.Memory as a browser that gives at most `ceiling` bytes: growing past it is refused.
const memoryUpTo = (ceiling) =>
  class {
    #pages;
    constructor({ initial }) {
      this.#pages = initial;
    }
    grow(more) {
      if ((this.#pages + more) * PAGE > ceiling) throw new RangeError('WebAssembly.Memory.grow(): Maximum memory size exceeded');
      const before = this.#pages;
      this.#pages += more;
      return before;
    }
  };

// The search protocol over a module of its own (useMemory sets the module's budget), its messages kept.
async function searchWorker(options = {}) {
  const grundy = await createGrundy();
  const messages = [];
  const waiting = [];
  const post = (m) => {
    messages.push(m);
    for (const w of waiting.splice(0)) w();
  };
  const protocol = createProtocol(grundy, post, { alone: true, sliceMs: 5, progressMs: 0, schedule: (fn) => setImmediate(fn), ...options });
  const until = async (found) => {
    while (!messages.some(found)) await new Promise((resolve) => waiting.push(resolve));
    return messages.find(found);
  };
  return { grundy, protocol, messages, until };
}

test('a period search stepped through the module ends with what patterns says, its progress moving', async () => {
  const grundy = await createGrundy();
  const before = grundy.liveHandles();
  const job = grundy.periodSearch('octal:0.16', 2 ** 20);
  assert.equal(grundy.liveHandles().searches, before.searches + 1, 'counted while alive');
  let last = job.progress();
  assert.deepEqual(Object.keys(last).sort(), ['bytes', 'done', 'max', 'memory', 'phase', 'target']);
  const phases = new Set();
  let steps = 0;
  while (!job.advance(5000)) {
    const p = job.progress();
    assert.ok(p.done >= last.done, 'a table only grows');
    assert.ok(p.done <= p.target && p.target <= p.max, `${p.done} <= ${p.target} <= ${p.max}`);
    assert.equal(p.max, 2 ** 20);
    assert.ok(p.memory >= 16 * MIB && p.bytes > 0);
    phases.add(p.phase);
    last = p;
    steps++;
  }
  assert.ok(steps > 50, `${steps} steps`);
  assert.deepEqual([...phases].sort(), ['checking', 'values']);
  assert.equal(job.progress().phase, 'done');
  const got = job.answer();
  const quick = grundy.patterns('octal:0.16');
  // octal:0.16 (Gangolli and Plambeck): preperiod 105351, period 149459.
  assert.equal(got.periodicity.line, 'preperiod=105351 period=149459 saltus=0 proven=yes checked=509622');
  assert.deepEqual(got, quick);
  job.dispose();
  job.dispose();
  assert.throws(() => job.advance(1), { name: 'GrundyError', message: /disposed/ });
  assert.deepEqual(grundy.liveHandles(), before, 'nothing left alive');
});

test('a period search is refused before any work with the core message, as period refuses it', async () => {
  const grundy = await createGrundy();
  const refusal = (call) => {
    try {
      call();
    } catch (e) {
      return { name: e.name, message: e.message, id: e.id };
    }
    return null;
  };
  for (const [spec, max] of [
    ['wythoff', 0],
    ['misere:octal:0.77', 0],
    ['nim', 3],
    ['octal:0.1777', 2e9],
  ]) {
    const why = refusal(() => grundy.periodSearch(spec, max));
    assert.equal(why?.name, 'GrundyError', `${spec} refused`);
    assert.deepEqual(why, refusal(() => grundy.period(spec, max)), `${spec}: period's refusal`);
  }
  assert.equal(refusal(() => grundy.periodSearch('nim', 1.5)).name, 'GrundyError');
  // The largest search it takes, and one value more refused with what fits.
  const most = grundy.periodSearchLimit('octal:0.1777');
  const job = grundy.periodSearch('octal:0.1777', most);
  job.dispose();
  const over = refusal(() => grundy.periodSearch('octal:0.1777', most + 1));
  assert.equal(over.id, 'period.memory');
  assert.match(over.message, new RegExp(`at most ${most} values fit$`));
  assert.equal(grundy.liveHandles().searches, 0);
});

test('availableMemory finds what a browser gives: all of the maximum, or the ceiling it refuses past', () => {
  const maximum = 4 * 2 ** 30 - PAGE;
  assert.equal(availableMemory(maximum, { Memory: memoryUpTo(8 * 2 ** 30) }), maximum);
  // Steps of 256 MiB, halved on a refusal down to 16 MiB: within 16 MiB of the ceiling.
  const given = availableMemory(maximum, { Memory: memoryUpTo(1000 * MIB) });
  assert.ok(given <= 1000 * MIB && given > 1000 * MIB - 16 * MIB, `${given / MIB} MiB`);
  // This Node: a real WebAssembly.Memory, whatever it gives.
  const here = availableMemory(maximum);
  assert.ok(here > 0 && here <= maximum);
});

test('the search worker sets its budget from what the browser gives, and says what fits', async () => {
  const ceiling = 512 * MIB;
  const { protocol, until } = await searchWorker({ probe: (maximum) => availableMemory(maximum, { Memory: memoryUpTo(ceiling) }) });
  protocol.handle({ id: 1, type: 'searchLimit', spec: 'octal:0.1777' });
  const { result } = await until((m) => m.id === 1);
  assert.equal(result.available, ceiling);
  assert.ok(result.maximum > result.available);
  // Alone in its module, one search may hold five eighths of it: 320 MiB, 4 bytes a value for .1777.
  assert.equal(result.most, Math.floor((ceiling / 8) * 5 / 4));
  protocol.handle({ id: 2, type: 'periodSearch', spec: 'octal:0.1777', max: result.most + 1 });
  const refused = await until((m) => m.id === 2);
  assert.equal(refused.type, 'error');
  assert.equal(refused.error.id, 'period.memory');
  assert.equal(refused.error.args.allowedMib, '320');
  assert.equal(refused.error.args.most, String(result.most));
  // Every other heap game holds 12 bytes a value.
  protocol.handle({ id: 3, type: 'searchLimit', spec: 'nim' });
  assert.equal((await until((m) => m.id === 3)).result.most, Math.floor((ceiling / 8) * 5 / 12));
});

test('the search worker posts progress and the answer, and a cancel stops it with nothing left alive', async () => {
  const { grundy, protocol, messages, until } = await searchWorker();
  protocol.handle({ id: 1, type: 'periodSearch', spec: 'octal:0.16', max: 2 ** 20 });
  const done = await until((m) => m.id === 1 && m.type !== 'progress');
  assert.equal(done.type, 'result');
  assert.deepEqual(done.result.patterns, grundy.patterns('octal:0.16'));
  const progress = messages.filter((m) => m.id === 1 && m.type === 'progress').map((m) => m.progress.done);
  assert.ok(progress.length >= 3, `${progress.length} progress messages`);
  assert.deepEqual(progress, [...progress].sort((x, y) => x - y), 'n only grows');
  assert.equal(grundy.liveHandles().searches, 0, 'the job is freed once it ends');

  // Grundy's game to 2^24 runs for many seconds: cancelled after its first progress.
  protocol.handle({ id: 2, type: 'periodSearch', spec: 'grundy', max: 2 ** 24 });
  await until((m) => m.id === 2 && m.type === 'progress' && m.progress.done > 0);
  assert.equal(grundy.liveHandles().searches, 1);
  protocol.handle({ type: 'cancel', id: 2 });
  assert.equal((await until((m) => m.id === 2 && m.type !== 'progress')).type, 'cancelled');
  assert.equal(grundy.liveHandles().searches, 0, 'a cancelled search is freed');
});

test('the search worker runs a misère quotient a heap at a time: its progress, the answer quotient gives, a cancel, a refusal', async () => {
  const { grundy, protocol, messages, until } = await searchWorker();
  // Kayles to heap 200: its quotient (order 40) is proven periodic (12 from heap 71) once heap 167
  // is certified, and the search ends there.
  protocol.handle({ id: 1, type: 'quotientSearch', spec: 'kayles', count: 201 });
  const done = await until((m) => m.id === 1 && m.type !== 'progress');
  assert.equal(done.type, 'result');
  assert.deepEqual(done.result.quotient, grundy.quotient('kayles', 201));
  assert.equal(done.result.quotient.order, 40);
  assert.equal(done.result.quotient.periodic, true);
  assert.equal(done.result.progress.done, 168);
  const progress = messages.filter((m) => m.id === 1 && m.type === 'progress').map((m) => m.progress);
  assert.ok(progress.length >= 3, `${progress.length} progress messages`);
  for (const p of progress) assert.deepEqual(Object.keys(p).sort(), ['done', 'memory', 'order', 'target']);
  assert.ok(progress.every((p) => p.target === 201));
  // Posted at the start and after every heap (a heap may take minutes), not only between slices.
  const heaps = progress.map((p) => p.done);
  assert.deepEqual(heaps, [...heaps].sort((x, y) => x - y), 'heaps only grow');
  assert.deepEqual([...new Set(heaps)], Array.from({ length: 168 }, (_, heap) => heap), 'a progress for every heap');
  assert.equal(grundy.liveHandles().searches, 0, 'the job is freed once it ends');

  // 0.6's quotient grows without end (order 304 by heap 17): cancelled once it has certified a few heaps.
  protocol.handle({ id: 2, type: 'quotientSearch', spec: 'octal:0.6', count: 41 });
  await until((m) => m.id === 2 && m.type === 'progress' && m.progress.done >= 5);
  assert.equal(grundy.liveHandles().searches, 1);
  protocol.handle({ type: 'cancel', id: 2 });
  assert.equal((await until((m) => m.id === 2 && m.type !== 'progress')).type, 'cancelled');
  assert.equal(grundy.liveHandles().searches, 0, 'a cancelled search is freed');

  // Not a game of heaps: refused before it starts, with the core's message.
  protocol.handle({ id: 3, type: 'quotientSearch', spec: 'wythoff', count: 21 });
  const refused = await until((m) => m.id === 3);
  assert.equal(refused.type, 'error');
  assert.equal(refused.error.id, 'misere.not-heap-game');
});
