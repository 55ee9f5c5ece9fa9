// Soak: 10,000 random requests through the worker protocol (web/worker/protocol.js, the code the
// page's worker runs) with the real module: valid and invalid specs, positions, tables and grids
// (some replaced by the next or cancelled part-way), explanations, patterns, exports. Every request
// must get exactly one final answer and nothing may crash; at the end the wasm heap must not have
// grown past what the warm-up needed (the largest request of each kind first, then random ones up
// to request 1,000), and the module's live objects must be back to where they started. Prints the figures (heap, embind handles, live stream jobs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';
import { createProtocol } from '../../web/worker/protocol.js';
import { cases } from '../catalogue/cases.mjs';
import { rng } from './helpers.mjs';

const REQUESTS = Number(process.env.SOAK_REQUESTS ?? 10_000);
const WARM_UP = 1_000;
const SLACK = 4 << 20; // bytes the heap may still grow after the warm-up (allocator fragmentation)

// The module's memory (the wasm heap), found when Emscripten instantiates it.
let memory = null;
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (...args) => {
  const result = await instantiate(...args);
  const instance = result.instance ?? result;
  memory ??= Object.values(instance.exports).find((e) => e instanceof WebAssembly.Memory) ?? null;
  return result;
};

// Stream jobs counted as they are made and freed: embind's own count (liveHandles().objects) only
// sees classes with a base class, so a job that is never disposed would not show there.
function counting(grundy) {
  const live = new Set();
  const wrap = (job) => {
    live.add(job);
    const dispose = job.dispose.bind(job);
    job.dispose = () => {
      live.delete(job);
      dispose();
    };
    return job;
  };
  const proxy = new Proxy(grundy, {
    get(target, name) {
      const v = target[name];
      if (typeof v !== 'function') return v;
      if (name === 'table') return (...a) => wrap(v.apply(target, a));
      return v.bind(target);
    },
  });
  return { proxy, live };
}

// Heap games: quick ones (any table up to 3000, sums of two heaps) and splitting ones (whose
// tables and sum searches grow fast: small tables, single heaps), so 10,000 requests take minutes.
const quick1 = ['nim', 'bash:3', 'subtraction:1,3,4', 'subtraction:fib', 'subtraction:all-but:1,3', 'take-range:2,4'];
const splitting1 = ['octal:0.77', 'octal:0.07', 'hex:0.f', 'lasker', 'grundy'];
const valid1 = [...quick1, ...splitting1];
const valid2 = ['wythoff', 'corner', 'corner:8,8', 'fibonacci-nim'];
const sums = ['nim+bash:3', 'octal:0.77+subtraction:1,3,4', 'misere:nim', 'misere:subtraction:1,3,4+nim', 'wythoff+nim'];
// The catalogue's quick rows (the search-limit row takes seconds by design).
const invalid = cases.filter((c) => c.spec !== undefined && c.spec.length < 200 && !c.limit).map((c) => ({ spec: c.spec, position: c.position }));

const SPLIT_MAX = 20; // largest heap asked about in a splitting game (a search over its splits)

// The largest request of each kind, run first, so the heap reaches the size these requests need
// before the warm-up ends; growth after that would be something not given back.
const peaks = [
  ...splitting1.map((spec) => ({ type: 'remoteness', spec, position: String(SPLIT_MAX) })),
  ...quick1.map((spec) => ({ type: 'remoteness', spec, position: '30+30' })),
  ...valid1.map((spec) => ({ type: 'table', spec, rows: splitting1.includes(spec) ? 301 : 3001, cols: 1 })),
  ...valid2.map((spec) => ({ type: 'table', spec, rows: 61, cols: 61 })),
  ...valid1.map((spec) => ({ type: 'exportTable', spec, format: 'json', rows: 301, cols: 1 })),
  ...valid1.map((spec) => ({ type: 'patterns', spec })), // the page's bounds, the largest the mix asks
  ...sums.map((spec) => ({ type: 'remoteness', spec, position: spec.includes('wythoff') ? '3,5+1' : '7+7' })),
];

function makeRequest(r, id) {
  const pick = (list) => list[Math.floor(r() * list.length)];
  const n = (max) => Math.floor(r() * (max + 1));
  const heap = () => String(n(30));
  const pair = () => `${n(20)},${n(20)}`;
  const k = r();
  if (k < 0.15) return { id, type: 'describe', spec: r() < 0.5 ? pick(invalid).spec : pick([...valid1, ...valid2, ...sums]) };
  if (k < 0.3) {
    const bad = pick(invalid);
    return { id, type: pick(['analyse', 'bestMove', 'explain', 'remoteness', 'outcome', 'position']), spec: bad.spec, position: bad.position ?? heap() };
  }
  if (k < 0.45) {
    const spec = pick(valid1);
    const quick = quick1.includes(spec);
    const position = quick && r() < 0.3 ? `${heap()}+${heap()}` : quick ? heap() : String(n(SPLIT_MAX));
    return { id, type: pick(['analyse', 'bestMove', 'explain', 'remoteness', 'outcome', 'position']), spec, position };
  }
  if (k < 0.55) return { id, type: pick(['analyse', 'explain']), spec: pick(valid2), position: r() < 0.1 ? 'x,1' : pair() };
  if (k < 0.6) return { id, type: 'analyse', spec: pick(sums), position: pick(['3+4', '5+2', '3,5+1', '2+2', '7']) };
  if (k < 0.75) {
    const spec = r() < 0.2 ? pick([...invalid.map((c) => c.spec), 'wythoff', 'nim+nim']) : pick(valid1);
    const size = r() < 0.05 ? pick([-1, 0, 2 ** 26 + 1, 'x']) : 1 + n(splitting1.includes(spec) ? 300 : 3000);
    return { id, type: 'table', spec, rows: size, cols: 1 };
  }
  if (k < 0.85) return { id, type: 'table', spec: r() < 0.2 ? pick(['nim', 'corner:0,1', 'wythoff:1']) : pick(valid2), rows: 1 + n(60), cols: 1 + n(60) };
  if (k < 0.9) return { id, type: pick(['patterns', 'period']), spec: pick([...valid1, 'wythoff', 'foo']), max: pick([undefined, 64, 500]) };
  if (k < 0.95) return { id, type: 'exportTable', spec: pick(valid1), format: pick(['csv', 'json', 'py']), rows: 1 + n(300), cols: 1 };
  if (k < 0.97) return { id, type: 'withPart', spec: pick(sums), position: pick(['3+4', '3,5+1', '']), component: n(2), part: pick(['2', '1,1', 'x']) };
  return { id, type: pick(['exportProgram', 'families', 'describe']), spec: pick(['subtraction:1,3,4', 'graph:a>b;b>c', 'graph:a>a', 'nim']) };
}

test(`${REQUESTS} random requests through the worker protocol: one answer each, heap and live objects stable`, async () => {
  const grundy = await createGrundy();
  assert.ok(memory, 'found the module memory');
  const { proxy, live } = counting(grundy);
  const finals = new Map(); // id -> final replies
  let crashed = 0;
  let wake = null;
  const post = (m) => {
    if (m.type === 'crashed') crashed++;
    if (m.type === 'result' || m.type === 'error' || m.type === 'cancelled' || m.type === 'crashed') {
      finals.set(m.id, (finals.get(m.id) ?? 0) + 1);
      wake?.();
    }
  };
  const protocol = createProtocol(proxy, post, { chunkMs: 2 });
  const settled = async (ids) => {
    while (!ids.every((id) => finals.has(id))) await new Promise((resolve) => (wake = resolve));
  };
  const baseline = grundy.liveHandles();
  const r = rng(20261122);
  const counts = {};
  let heapAfterWarmUp = 0;
  const growth = []; // requests after the warm-up during which the heap grew
  const slowest = []; // [ms, request] of the slowest requests
  let cancels = 0;
  let replaced = 0;
  for (let id = 1; id <= REQUESTS; id++) {
    const request = id <= peaks.length ? { id, ...peaks[id - 1] } : makeRequest(r, id);
    counts[request.type] = (counts[request.type] ?? 0) + 1;
    const heapBefore = memory.buffer.byteLength;
    const started = performance.now();
    protocol.handle(request);
    if (request.type === 'table') {
      const roll = r();
      if (roll < 0.2) {
        protocol.handle({ type: 'cancel', id }); // at once, or after its first chunk
        cancels++;
      } else if (roll < 0.3 && id < REQUESTS) {
        const next = makeRequest(r, ++id); // the next request replaces a running stream
        counts[next.type] = (counts[next.type] ?? 0) + 1;
        protocol.handle(next);
        replaced++;
        await settled([id - 1, id]);
        continue;
      }
    }
    await settled([id]);
    slowest.push([performance.now() - started, request]);
    slowest.sort((a, b) => b[0] - a[0]).splice(5);
    if (id > WARM_UP && memory.buffer.byteLength > heapBefore) growth.push({ request, from: heapBefore, to: memory.buffer.byteLength });
    if (id === WARM_UP) heapAfterWarmUp = memory.buffer.byteLength;
  }
  const heapAtEnd = memory.buffer.byteLength;
  const handles = grundy.liveHandles();
  console.log(
    `soak: ${REQUESTS} requests (${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}; ${cancels} cancels, ${replaced} replaced streams); ` +
      `wasm heap ${heapAfterWarmUp} bytes after ${WARM_UP} (warm-up), ${heapAtEnd} at the end; ` +
      `embind handles ${JSON.stringify(baseline)} before, ${JSON.stringify(handles)} after; live stream jobs ${live.size}`,
  );
  assert.equal(crashed, 0, 'nothing crashed');
  assert.equal(finals.size, REQUESTS, 'every request answered');
  assert.ok([...finals.values()].every((v) => v === 1), 'exactly one final answer each');
  assert.equal(protocol.busy, false);
  assert.equal(live.size, 0, 'every stream job disposed');
  assert.deepEqual(handles, baseline, 'embind handles back to the start');
  if (process.env.SOAK_PROFILE) {
    console.log('slowest:', JSON.stringify(slowest.map(([ms, q]) => [Math.round(ms), q])));
    console.log('heap grew during:', JSON.stringify(growth));
  }
  assert.ok(heapAtEnd <= heapAfterWarmUp + SLACK, `heap ${heapAtEnd} <= ${heapAfterWarmUp} + ${SLACK}; grew during ${JSON.stringify(growth.slice(0, 5))}`);
});
