// Zero Aborted(): the module built with a small maximum memory (build/wasm/grundy_wasm_small: 256 MB,
// so memoryCeiling() gives a search at most 64 MiB; wasm/CMakeLists.txt) is driven with random
// large searches: misère sums of splitting and subtraction games, remoteness and the computer's move
// in large normal sums, the rule language's searches of two and three coordinates at large
// positions, each with a random budget (from far below the defaults to far past the ceiling). Each
// must end in an answer or a GrundyError; an abort (the module trapping when its memory cannot grow)
// would leave it dead, so every request after one is checked too. The seed is fixed, so a failure
// is repeated by running the file again.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { grundyFor } from '../../wasm/grundy.mjs';

const glue = new URL('../../build/wasm/grundy_wasm_small.mjs', import.meta.url);
const wasm = new URL('../../build/wasm/grundy_wasm_small.wasm', import.meta.url);

/** The small module's API, or null (the test skipped) when it is not built. */
async function smallModule(t) {
  if (!existsSync(glue.pathname) || !existsSync(wasm.pathname)) {
    t.skip('build/wasm/grundy_wasm_small is not built (cmake --build build/wasm builds it)');
    return null;
  }
  const { default: createModule } = await import(glue.href);
  return grundyFor(await createModule({ wasmBinary: readFileSync(wasm) }));
}

// mulberry32: a small seeded generator, so the requests are the same on every run.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TWO = 'rules:{position (a, b) move for k in 1..a -> (a - k, b) move for k in 1..b -> (a, b - k)}';
const THREE = 'rules:{position (a, b, c) move for k in 1..a -> (a - k, b, c) move for k in 1..b -> (a, b - k, c) move for k in 1..c -> (a, b, c - k)}';

/** One random large request: [method, spec, position, budget]. */
function request(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const heap = (most) => 1 + Math.floor(next() ** 2 * most); // small heaps often, large ones too
  const heaps = (n, most) => Array.from({ length: n }, () => heap(most)).join('+');
  const budget = { work: pick([0, 1e6, 3e7, 1e8]), bytes: pick([0, 2 ** 20, 2 ** 26, 1e12]) };
  const game = pick(['grundy', 'octal:0.77', 'octal:0.07', 'subtraction:1,3,4', 'lasker']);
  const parts = 2 + Math.floor(next() * 3);
  const spec = Array(parts).fill(game).join('+');
  switch (pick(['misere', 'misere', 'remoteness', 'bestMove', 'two', 'three'])) {
    case 'misere':
      return [pick(['analyse', 'outcome', 'explain']), `misere:${spec}`, heaps(parts, 400000), budget];
    case 'remoteness':
      return ['remoteness', spec, heaps(parts, 3000), budget];
    case 'bestMove':
      return ['bestMove', spec, heaps(parts, 3000), budget];
    case 'two':
      return [pick(['analyse', 'explain']), TWO, `${heap(100000)},${heap(100000)}`, budget];
    default:
      return [pick(['analyse', 'outcome']), THREE, `${heap(3000)},${heap(3000)},${heap(3000)}`, budget];
  }
}

test('a table over what one computation may hold is refused before any work, with the figure and what fits', async (t) => {
  const small = await smallModule(t);
  if (!small) return;
  // A quarter of the small module's 256 MiB: 64 MiB. A 4-byte table of 2^25 positions needs 128; a
  // take-and-break table keeps 1 byte a value and its reversed copy, at least 2 bytes a position.
  assert.throws(
    () => small.table('subtraction:1,3,4', 2 ** 25, 1),
    (e) => e.id === 'table.memory' && e.message === 'a table of 33554432 positions needs at least 128 MiB, more than the 64 MiB allowed; at most 16777216 positions fit',
  );
  assert.throws(
    () => small.table('grundy', 2 ** 26, 1),
    (e) => e.id === 'table.memory' && e.message === 'a table of 67108864 positions needs at least 128 MiB, more than the 64 MiB allowed; at most 33554432 positions fit',
  );
  const fits = small.table('grundy', 2 ** 25, 1);
  assert.equal(fits.size, 2 ** 25);
  fits.dispose();
});

test('random large searches under a small maximum memory each end in an answer or a message, never an abort', async (t) => {
  const grundy = await smallModule(t);
  if (!grundy) return;
  const next = random(1); // this seed met an abort before listings counted their bytes as they grew
  const outcomes = { answered: 0, refused: 0 };
  for (let i = 0; i < 40; i++) {
    const [method, ...args] = request(next);
    const where = `${method}(${args.map((a) => JSON.stringify(a)).join(', ')})`;
    try {
      grundy[method](...args);
      outcomes.answered++;
    } catch (e) {
      assert.equal(e.name, 'GrundyError', `${where}: ${e.message}`);
      outcomes.refused++;
    }
  }
  // Both kinds of end were met, and the module still answers.
  assert.ok(outcomes.answered > 0 && outcomes.refused > 0, JSON.stringify(outcomes));
  assert.equal(grundy.outcome('misere:nim+nim', '1+1'), 'N');
});
