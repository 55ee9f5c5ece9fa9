// The wasm half of one measurement, in a Node process of its own (so its memory is its own):
//
//   node tests/bench/wasm-run.mjs MODULE KIND SPEC SIZE RUNS [BUDGET_MS]
//
// MODULE is the Emscripten module file (build/wasm/grundy_wasm.mjs, its .wasm beside it); KIND, SPEC, SIZE, RUNS and BUDGET_MS
// as for grundy_bench (bench.cpp). It drives the module through wasm/grundy.mjs, the calls the page
// makes: a table job advanced to the end in one call, the patterns search, or (KIND proof) the
// search worker's period search to SIZE values, as the page's "Search further" runs it. Prints
// one JSON line like grundy_bench's, with the wasm memory's size after the runs instead of the
// resident memory.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import v8 from 'node:v8';
import { grundyFor } from '../../wasm/grundy.mjs';
import { createProtocol } from '../../web/worker/protocol.js';

// The wasm is compiled optimised (TurboFan) from the start, as the native side is compiled -O3. By
// default V8 first runs each function as baseline (Liftoff) code and recompiles it optimised only
// after it has used up a budget, from its next call on; with no on-stack replacement for wasm, a
// table advanced to the end in one call (as here, unlike the page, which advances a table in many
// short calls) keeps its outer loop in baseline code, and on this busy 2-core machine even 10^4
// tables repeated for 200 ms often stayed baseline: 20 random subtraction members at 10^4 measured
// 45-60 us per call by default and 20-22 us optimised, in the same minutes. Set before the module is
// compiled (the module file is imported below).
v8.setFlagsFromString('--no-liftoff');
// And compiled whole when the module is instantiated, before anything is timed. V8 compiles each
// function lazily by default, on its first call: that compilation (about 70 ms for a table's
// functions, over 200 ms on a busy machine) then fell in the first timed call, which, taking over
// 200 ms, was timed as a slow call instead of being repeated after a warm-up (below), and quick rows
// read 100x too slow. The native side's compilation is not timed either.
v8.setFlagsFromString('--no-wasm-lazy-compilation');

const [modulePath, kind, spec, sizeText, runsText, budgetText] = process.argv.slice(2);
const budgetMs = budgetText === undefined ? Infinity : Number(budgetText);
const size = Number(sizeText);
const runs = Math.max(1, Number(runsText));
const { default: createModule } = await import(pathToFileURL(resolve(modulePath)).href);
// The wasm beside the glue (build/wasm/grundy_wasm.wasm), given as bytes: the glue is built for the
// web and does not read files itself. A module with the wasm embedded (an older build) needs nothing.
const wasmPath = resolve(modulePath).replace(/\.m?js$/, '.wasm');
const m = await createModule(existsSync(wasmPath) ? { wasmBinary: readFileSync(wasmPath) } : {});
const memoryAtStart = m.HEAPU8.buffer.byteLength;

function checksum(values, h = 0) {
  for (let i = 0; i < values.length; i++) h = (Math.imul(h, 31) + values[i]) >>> 0;
  return h;
}

// Table jobs through wasm/grundy.mjs over this module, as the page makes them: the job made (its
// spec written into the module as UTF-8, its status checked), advanced to the end, and disposed.
const grundy = grundyFor(m);

// The page's "Search further" (web/worker/protocol.js as a search worker runs it) over this
// module, to `size` values: its slices, its step counts and its memory as in the tab, the events
// between slices on Node's loop instead of a worker's. Resolves with the patterns' periodicity.
function pageSearch() {
  return new Promise((done, failed) => {
    const protocol = createProtocol(grundy, (message) => {
      if (message.type === 'result') done(message.result.patterns.periodicity);
      else if (message.type === 'error' || message.type === 'crashed') failed(new Error(message.error?.message ?? message.message));
    }, { alone: true, probe: (maximum) => maximum, schedule: (fn) => setImmediate(fn) });
    protocol.handle({ id: 1, type: 'periodSearch', spec, max: size });
  });
}

// A misère sum of `heaps` heaps from 3 to 25, as bench.cpp's misereSumPosition writes it.
const misereSumPosition = (heaps) => Array.from({ length: heaps }, (_, i) => ((i * 7) % 23) + 3).join('+');

// One run: returns { checksum, extra } or throws with the core's message.
async function once() {
  if (kind === 'proof') {
    const p = await pageSearch();
    return {
      checksum: (p.preperiod * 31 + p.period) >>> 0,
      extra: { preperiod: p.preperiod, period: p.period, proven: p.proven, checked: p.checked },
    };
  }
  if (kind === 'quotient') {
    const q = grundy.quotient(spec, size);
    return { checksum: (q.order * 31 + q.pCount) >>> 0, extra: { order: q.order, p: q.pCount, line: q.line } };
  }
  if (kind.startsWith('misere-')) {
    // As bench.cpp: outcome, bestMove or analyse, answered from the quotient kept by the first call.
    const game = `misere:${spec}`;
    const position = misereSumPosition(size);
    let outcome;
    let count = 0;
    if (kind === 'misere-outcome') outcome = grundy.outcome(game, position);
    else if (kind === 'misere-move') {
      const b = grundy.bestMove(game, position);
      outcome = b.winning ? 'N' : 'P';
      count = b.toParts.length;
    } else {
      const a = grundy.analyse(game, position);
      if (!a.quotient) throw new Error('not answered by the quotient');
      outcome = a.outcome;
      count = a.winningMoves;
    }
    return { checksum: ((outcome === 'N' ? 1 : 0) + 2 * count) >>> 0, extra: { outcome, count } };
  }
  if (kind === 'period') {
    const p = grundy.patterns(spec, size).periodicity; // throws the core's message
    if (!p) throw new Error(`no periodicity for ${spec}`);
    return {
      checksum: (p.preperiod * 31 + p.period) >>> 0,
      extra: { preperiod: p.preperiod, period: p.period, proven: p.proven, checked: p.checked },
    };
  }
  const job = grundy.table(spec, size, kind === 'grid' ? size : 1);
  const total = kind === 'grid' ? size * size : size;
  try {
    job.advance(total); // throws the core's message when the table stopped part-way
  } catch (e) {
    job.dispose();
    throw e;
  }
  // The checksum is read after the clock stops (see below).
  return { job, total };
}

// As in bench.cpp: `runs` runs or fewer once they took `budgetMs`; a call quicker than 20 ms is
// repeated within each run (the first call, which sets the count, is then a warm-up).
//
// V8 compiles each wasm function on its first call as baseline (Liftoff) code, and only once it has
// used up a budget recompiles it optimised (TurboFan), used from its next call. So a first call that
// took under 200 ms is made again before deciding whether the call is quick (a cold first call of a
// 10^4 table can take over 20 ms on a busy machine, and was then timed as a slow one, one call per
// run, as baseline code); a quick call is then repeated for a warm-up of about 200 ms, and the count
// is set from the last warm-up call (bench.cpp does the same). Without them, 20 random members at
// 10^4 measured 45-60 us per call instead of about 20.
const out = { impl: 'ours-wasm', kind, spec, size };
try {
  const times = [];
  let t0 = performance.now();
  let result = await once();
  let first = performance.now() - t0;
  if (first < 200) {
    result.job?.dispose();
    t0 = performance.now();
    result = await once();
    first = performance.now() - t0;
  }
  if (first < 20) {
    const warmUntil = performance.now() + 200;
    while (performance.now() < warmUntil) {
      result.job?.dispose();
      t0 = performance.now();
      result = await once();
      first = performance.now() - t0;
    }
  }
  let repeats = 1;
  if (first < 20) repeats = Math.min(100000, Math.ceil(20 / Math.max(first, 1e-4)));
  else times.push(first);
  let total = first;
  while (times.length < runs && total <= budgetMs) {
    t0 = performance.now();
    for (let r = 0; r < repeats; r++) {
      result.job?.dispose(); // only the last call's table is kept, for the checksum
      result = await once();
    }
    const elapsed = performance.now() - t0;
    times.push(elapsed / repeats);
    total += elapsed;
  }
  if (result.job) {
    const h = checksum(result.job.slice(0, result.total));
    result.job.dispose();
    result = { checksum: h };
  }
  const sorted = [...times].sort((a, b) => a - b);
  Object.assign(out, { times_ms: times, median_ms: sorted[Math.floor(sorted.length / 2)], checksum: result.checksum, ...result.extra, repeats });
} catch (e) {
  out.error = e.message;
}
out.memory_bytes = m.HEAPU8.buffer.byteLength;
out.memory_at_start = memoryAtStart;
console.log(JSON.stringify(out));
