// A thousand random specs and positions across every family: the wasm module, as the page gets
// it, answers exactly as the native `grundy` command does (values, outcomes, every move).
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';
import { native, rng } from './helpers.mjs';

let grundy;

before(async () => {
  grundy = await createGrundy();
});

const random = rng(5);
const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
const pick = (xs) => xs[int(0, xs.length - 1)];

// Each family: a random spec and a random position (text) for it.
const families = {
  nim: () => ['nim', heaps(1, 4, 0, 40)],
  bash: () => [`bash:${int(1, 12)}`, heaps(1, 3, 0, 60)],
  subtraction: () => [`subtraction:${Array.from({ length: int(1, 5) }, () => int(1, 15)).join(',')}`, heaps(1, 3, 0, 60)],
  'subtraction-named': () => [`subtraction:${pick(['fib', 'pow2', 'squares', 'primes'])}`, heaps(1, 3, 0, 80)],
  'all-but': () => [`subtraction:all-but:${int(1, 4)},${int(5, 9)}`, heaps(1, 2, 0, 30)],
  'take-range': () => {
    const p = int(1, 6);
    return [`take-range:${p},${p + int(0, 6)}`, heaps(1, 1, 1, 60)];
  },
  octal: () => [`octal:${pick(['0.77', '0.07', '0.137', '4.07', '0.6', '0.51', '0.31', '0.4', '0.12'])}`, heaps(1, 3, 0, 30)],
  hex: () => [`hex:${pick(['0.f', '0.8', '0.3f', '0.b'])}`, heaps(1, 2, 0, 20)],
  lasker: () => ['lasker', heaps(1, 3, 0, 40)],
  grundy: () => ['grundy', heaps(1, 3, 0, 40)],
  wythoff: () => ['wythoff', `${int(0, 25)},${int(0, 25)}`],
  corner: () => {
    const r = int(1, 30);
    const c = int(1, 30);
    return [`corner:${r},${c}`, `${int(0, r - 1)},${int(0, c - 1)}`];
  },
  'fibonacci-nim': () => {
    const h = int(1, 40);
    return ['fibonacci-nim', random() < 0.5 ? String(h) : `${h},${int(1, h)}`];
  },
  graph: () => {
    const n = int(2, 8);
    const edges = [];
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (random() < 0.4) edges.push(`v${b}>v${a}`);
    return [`graph:${edges.length ? edges.join(';') : 'v1>v0'};v${n - 1}`, `v${int(0, n - 1)}`];
  },
  'mixed-sum': () => ['octal:0.77+nim+subtraction:1,3,4', `${int(0, 12)}+${int(0, 12)}+${int(0, 12)}`],
  misere: () => [`misere:${pick(['nim', 'subtraction:1,2', 'octal:0.77'])}`, heaps(1, 3, 0, 6)],
};

function heaps(minCount, maxCount, lo, hi) {
  return Array.from({ length: int(minCount, maxCount) }, () => int(lo, hi)).join('+');
}

test('every family is known to the module', () => {
  for (const [name, make] of Object.entries(families)) {
    const [spec] = make();
    assert.doesNotThrow(() => grundy.describe(spec), `${name}: ${spec}`);
  }
});

test('a thousand random specs and positions: the module and the native command agree', () => {
  const names = Object.keys(families);
  for (let i = 0; i < 1000; i++) {
    const [spec, position] = families[names[i % names.length]]();
    const where = `${spec} @ ${position}`;
    const cmd = native('moves', spec, position);
    let analysis;
    try {
      analysis = grundy.analyse(spec, position);
    } catch (e) {
      assert.equal(cmd.status, 2, `${where}: module refused (${e.message}) but the command did not`);
      assert.equal(cmd.err, `grundy: ${e.message}`, where);
      continue;
    }
    assert.equal(cmd.status, 0, `${where}: ${cmd.err}`);
    const lines = cmd.out.split('\n');
    const listed = analysis.moves.map((m) => `${m.text} -> ${m.to}  value ${m.value}${m.winning ? '  winning' : ''}`);
    assert.deepEqual(lines.slice(0, -1), listed, where);
    assert.equal(lines.at(-1).split(' (')[0], `${analysis.moveCount} moves, ${analysis.winningMoves} winning`, where);
    assert.equal(native('outcome', spec, position).out, analysis.outcome, where);
  }
});

test('heap tables agree with the native command for every heap family', () => {
  for (const spec of ['nim', 'bash:4', 'subtraction:fib', 'subtraction:primes', 'take-range:2,5', 'octal:0.137', 'hex:0.f', 'lasker', 'grundy']) {
    const values = grundy.values(spec, 300);
    assert.equal(Array.from(values).join(' '), native('values', spec, '--to', '299').out, spec);
  }
});
