// The wasm module as the page gets it, under Node: the same answers and the same messages as the
// native `grundy` command, typed arrays out, and nothing left alive afterwards.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGrundy, GrundyError } from '../../wasm/grundy.mjs';
import { native, rng } from './helpers.mjs';

let grundy;

before(async () => {
  grundy = await createGrundy();
});

test('values equal the native grundy command for 300 random subtraction sets', () => {
  const random = rng(2026);
  for (let trial = 0; trial < 300; trial++) {
    const k = 1 + Math.floor(random() * 6);
    const set = Array.from({ length: k }, () => 1 + Math.floor(random() * 40));
    const spec = `subtraction:${set.join(',')}`;
    const to = 50 + Math.floor(random() * 400);
    const wasm = grundy.values(spec, to + 1);
    assert.ok(wasm instanceof Uint32Array);
    const cmd = native('values', spec, '--to', String(to));
    assert.equal(cmd.status, 0, cmd.err);
    assert.equal(Array.from(wasm).join(' '), cmd.out, spec);
  }
});

test('analyse and bestMove agree with the native moves listing', () => {
  for (const [spec, position] of [['subtraction:1,3,4', '5'], ['subtraction:2,5,7', '30'], ['subtraction:1..6', '20'], ['subtraction:1,3,4', '5+6+9']]) {
    const e = grundy.analyse(spec, position);
    const lines = native('moves', spec, position).out.split('\n');
    assert.equal(e.moves.length + 1, lines.length);
    e.moves.forEach((m, i) => {
      assert.equal(lines[i], `${m.text} -> ${m.to}  value ${m.value}${m.winning ? '  winning' : ''}`);
    });
    assert.equal(lines.at(-1), `${e.moveCount} moves, ${e.winningMoves} winning`);
    const best = grundy.bestMove(spec, position);
    if (e.value !== 0) assert.equal(grundy.analyse(spec, best.to).value, 0);
  }
});

const badSpecs = [
  '',
  'subtraction',
  'subtraction:',
  'subtraction:1,x',
  'subtraction:0',
  'subtraction:-1',
  'subtraction:1,,2',
  'subtraction:2.5',
  'subtraction:5..1',
  'subtraction:1..9000',
  'subtraction:99999999999999999999',
  'chess',
  'kayls',
  'kayles:3',
  'bash:0',
  'bash:x',
  'octal:0.8',
  'octal:',
  'octal:1.2',
  'octal:0.0',
  'hex:0.g',
  'take-range:5,2',
  'take-range:3',
  'corner:0,3',
  'corner:3',
  'graph:a>b;b>a',
  'graph:',
  'graph:a-b',
  'wythoff:3',
  'fibonacci-nim:2',
  'lasker:1',
  'subtraction:fib,2',
  'subtraction:all-but:',
  'misere:',
  'nim+',
  'misere:nim',
  'nim+octal:0.77',
];

// Positions each family must refuse, with the spec they belong to.
const badPositions = [
  ['nim', '-1'],
  ['nim', '3;4'],
  ['wythoff', '2 1 3 4'],
  ['octal:0.77+nim', '1 4 1'],
  ['lasker', '99999999'],
  ['wythoff', '3'],
  ['wythoff', '3,x'],
  ['corner:5,6', '5,0'],
  ['fibonacci-nim', '-2'],
  ['graph:a>b', 'z'],
  ['octal:0.77+nim', '1+2+3'],
  ['octal:0.77+nim', '(1+3+2'],
  ['subtraction:1,3,4', ''],
];

test('every bad position gives the same message as the native command', () => {
  for (const [spec, position] of badPositions) {
    const cmd = native('outcome', spec, position);
    assert.equal(cmd.status, 2, `${spec} @ ${position}: ${cmd.out}`);
    assert.throws(
      () => grundy.analyse(spec, position),
      (e) => e instanceof GrundyError && `grundy: ${e.message}` === cmd.err,
      `${spec} @ ${position}`,
    );
  }
});

test('every bad spec gives the same message as the native command', () => {
  for (const spec of badSpecs) {
    // A table needs one game in normal play; the native values command says the same.
    const cmd = native('values', spec, '--to', '5');
    assert.equal(cmd.status, 2, spec);
    assert.throws(() => grundy.values(spec, 5), (e) => e instanceof GrundyError && `grundy: ${e.message}` === cmd.err, spec);
    assert.throws(() => grundy.table(spec, 5, 1), (e) => e instanceof GrundyError && `grundy: ${e.message}` === cmd.err, spec);
    // Specs the ruleset parser refuses: describe and outcome give that message.
    let refused = null;
    try {
      grundy.describe(spec);
    } catch (e) {
      assert.ok(e instanceof GrundyError, spec);
      refused = e.message;
    }
    if (refused !== null) assert.equal(`grundy: ${refused}`, native('outcome', spec, '1').err, spec);
  }
});

test('positions and names are read as the command reads them, written back canonically', () => {
  const forms = [
    ['subtraction:fib', '1 4 1'],
    ['subtraction:fib', '1,1,1'],
    ['wythoff', '2 1'],
    ['wythoff', '(2, 1)'],
    ['wythoff', '(2,1) (3,4)'],
    ['nim+wythoff', '3 2 1'],
    ['kayles', '1 4 1'],
    ["Dawson's Kayles", '5'],
  ];
  for (const [spec, position] of forms) {
    const text = grundy.position(spec, position).text;
    assert.equal(native('moves', spec, position).out.split('\n').at(-1), native('moves', spec, text).out.split('\n').at(-1), `${spec} @ ${position}`);
    assert.equal(grundy.analyse(spec, position).value, grundy.analyse(spec, text).value);
  }
  assert.equal(grundy.position('wythoff', '(2, 1)').text, '2,1');
  assert.equal(grundy.describe('kayles').spec, 'octal:0.77');
  const octal = grundy.families().find((f) => f.name === 'octal');
  assert.deepEqual(octal.aliases[0], { name: 'kayles', spec: 'octal:0.77' });
});

test('bad sizes and positions come back as errors, never a trap', () => {
  for (const size of [0, -1, 1.5, NaN, Infinity, 2 ** 40]) {
    assert.throws(() => grundy.values('subtraction:1,3,4', size), GrundyError, String(size));
    assert.throws(() => grundy.table('subtraction:1,3,4', size, 1), GrundyError, String(size));
  }
  for (const position of ['-1', 'x', '', '1.5', '99999999999999999999']) {
    assert.throws(() => grundy.analyse('subtraction:1,3,4', position), GrundyError, position);
  }
  assert.throws(() => grundy.bestMove('subtraction:1,3,4', '0'), /no move is left/);
  // The module still works after all of that.
  assert.deepEqual(Array.from(grundy.values('subtraction:1,3,4', 7)), [0, 1, 0, 1, 2, 3, 2]);
});

test('a stream job is alive until disposed; its spec may hold any text; slices are clamped to the values done', () => {
  const before = grundy.liveHandles();
  const job = grundy.table('subtraction:1,3,4', 40, 1);
  assert.equal(grundy.liveHandles().objects, before.objects + 1, 'counted while alive');
  assert.equal(job.advance(10), false);
  assert.equal(job.done, 10);
  assert.equal(job.size, 40);
  // g(n) of {1, 3, 4}: 0 1 0 1 2 3 2 0 1 0 ... (period 7), from the rule mex{g(n-1), g(n-3), g(n-4)}.
  assert.deepEqual(Array.from(job.slice(5, 100)), [3, 2, 0, 1, 0]);
  assert.deepEqual(Array.from(job.slice(-3, 2)), [0, 1]);
  assert.equal(job.slice(8, 3).length, 0);
  assert.equal(job.advance(1000), true);
  assert.equal(job.slice(0, 40).length, 40);
  job.dispose();
  job.dispose(); // a second dispose does nothing
  assert.deepEqual(grundy.liveHandles(), before, 'freed once disposed');
  assert.equal(job.done, 0);
  assert.equal(job.slice(0, 40).length, 0);
  assert.throws(() => job.advance(10), (e) => e instanceof GrundyError && /disposed/.test(e.message));
  // A spec beyond ASCII reaches the core as UTF-8 and comes back in its message unchanged; a long one
  // (past the text buffer's earlier size) too.
  assert.throws(() => grundy.table('subtraction:1,3,4 + 猫', 5, 1), (e) => e instanceof GrundyError && e.message.includes('猫'));
  const long = `subtraction:${Array.from({ length: 400 }, (_, i) => i + 1).join(',')}`;
  const wide = grundy.table(long, 500, 1);
  wide.advance(500);
  assert.deepEqual(Array.from(wide.slice(0, 500)), Array.from(grundy.values(long, 500)));
  wide.dispose();
  // A pasted text past the spec limit is refused with its length, and the next job still works.
  const pasted = `nim+${'nim+'.repeat(75_000)}nim`;
  assert.throws(
    () => grundy.table(pasted, 5, 1),
    (e) => e instanceof GrundyError && e.message.includes(`longer than 100000 characters (got ${pasted.length})`),
  );
  const after = grundy.table('bash:3', 8, 1);
  after.advance(8);
  assert.deepEqual(Array.from(after.slice(0, 8)), [0, 1, 2, 3, 0, 1, 2, 3]);
  after.dispose();
  assert.deepEqual(grundy.liveHandles(), before);
});

test("a take-and-break table is kept 1 byte a value until one passes 255, and slices come in the narrowest width", () => {
  // Lasker's Nim: g(4k+3) = 4k+4, so the values pass 255 at heap 255 and 65535 at heap 65535.
  const size = 70_000;
  const whole = grundy.values('lasker', size); // api::values: 4 bytes a value
  const job = grundy.table('lasker', size, 1);
  try {
    const upTo = (n) => {
      while (job.done < n && !job.advance(n - job.done));
    };
    upTo(200);
    assert.equal(job.width, 1);
    const first = job.slice(0, 200);
    assert.ok(first instanceof Uint8Array);
    assert.deepEqual(Array.from(first), Array.from(whole.subarray(0, 200)));
    upTo(1500);
    assert.equal(job.width, 2);
    // The same values, kept 2 bytes each now, still come 1 byte each where they fit.
    assert.ok(job.slice(0, 255) instanceof Uint8Array);
    assert.deepEqual(Array.from(job.slice(0, 255)), Array.from(whole.subarray(0, 255)));
    const wider = job.slice(0, 1500);
    assert.ok(wider instanceof Uint16Array);
    assert.deepEqual(Array.from(wider), Array.from(whole.subarray(0, 1500)));
    upTo(size);
    assert.equal(job.width, 4);
    assert.ok(job.slice(60_000, 60_010) instanceof Uint16Array);
    const all = job.slice(0, size);
    assert.ok(all instanceof Uint32Array);
    assert.deepEqual(all, whole);
  } finally {
    job.dispose();
  }
  // A game kept 4 bytes a value in the module still slices narrow: subtraction:1,3,4's values are below 4.
  const plain = grundy.table('subtraction:1,3,4', 100, 1);
  plain.advance(100);
  assert.equal(plain.width, 4);
  assert.ok(plain.slice(0, 100) instanceof Uint8Array);
  assert.deepEqual(Array.from(plain.slice(0, 100)), Array.from(grundy.values('subtraction:1,3,4', 100)));
  plain.dispose();
});

test('a thousand requests leave no embind handle or object alive', () => {
  const before = grundy.liveHandles();
  for (let i = 0; i < 1000; i++) {
    const spec = `subtraction:1,${2 + (i % 9)}`;
    grundy.values(spec, 64);
    grundy.analyse(spec, String(i % 50));
    try {
      grundy.describe(i % 3 ? spec : 'subtraction:x');
    } catch {
      // a refused spec: an error reply, which must not leak either
    }
    try {
      grundy.bestMove(spec, String(i % 5));
    } catch {
      // heap 0 has no move: an error result, which must not leak either
    }
    const job = grundy.table(spec, 100, 1);
    job.advance(30);
    job.slice(0, 30);
    job.dispose();
  }
  assert.deepEqual(grundy.liveHandles(), before);
});
