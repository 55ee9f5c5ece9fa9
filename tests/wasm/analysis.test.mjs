// Explanations, patterns, exports, graphs and 2-D tables from the module, checked against the
// native command and against facts computed here.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGrundy, GrundyError } from '../../wasm/grundy.mjs';
import { native } from './helpers.mjs';

let grundy;

before(async () => {
  grundy = await createGrundy();
});

function runJob(job) {
  try {
    while (!job.advance(1000));
    return job.slice(0, job.size);
  } finally {
    job.dispose();
  }
}

test('2-D tables streamed by table equal the native table command', () => {
  for (const [spec, rows, cols] of [['wythoff', 30, 40], ['corner', 17, 9], ['fibonacci-nim', 25, 25], ['corner:6,7', 6, 7]]) {
    const values = runJob(grundy.table(spec, rows, cols));
    const lines = native('table', spec, '--rows', String(rows), '--cols', String(cols)).out.split('\n');
    assert.equal(lines.length, rows, spec);
    for (let r = 0; r < rows; r++) assert.equal(Array.from(values.slice(r * cols, (r + 1) * cols)).join(' '), lines[r], `${spec} row ${r}`);
  }
});

test('Wythoff cells are 0 exactly on the golden-ratio pairs (computed here with integers)', () => {
  const n = 200;
  const values = runJob(grundy.table('wythoff', n, n));
  const isP = new Set();
  for (let k = 0; ; k++) {
    // floor(k * phi) = floor((k + sqrt(5 k^2)) / 2), with an integer square root.
    const a = Number((BigInt(k) + isqrt(5n * BigInt(k) * BigInt(k))) / 2n);
    if (a >= n) break;
    isP.add(`${a},${a + k}`).add(`${a + k},${a}`);
  }
  for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) assert.equal(values[x * n + y] === 0, isP.has(`${x},${y}`), `${x},${y}`);
});

function isqrt(v) {
  if (v < 2n) return v;
  let x = BigInt(Math.floor(Math.sqrt(Number(v))));
  while (x * x > v) x--;
  while ((x + 1n) * (x + 1n) <= v) x++;
  return x;
}

test('explain gives the options, their values and the mex; for a sum the XOR in binary', () => {
  const e = grundy.explain('subtraction:1,3,4', '5');
  assert.equal(e.value, 3);
  assert.equal(e.parts[0].value, 3);
  assert.deepEqual(e.parts[0].options.map((o) => [o.to, o.value]), [['4', 2], ['2', 0], ['1', 1]]);
  assert.equal(e.summary.text, 'options 4, 2, 1 have values 2, 0, 1; mex = 3');
  assert.deepEqual(e.summary, {
    id: 'explain.options',
    args: { options: { join: 'comma', items: ['4', '2', '1'], more: 0 }, values: { join: 'comma', items: ['2', '0', '1'], more: 0 }, mex: '3' },
    text: 'options 4, 2, 1 have values 2, 0, 1; mex = 3',
  });
  const sum = grundy.explain('nim', '3+5+6');
  assert.deepEqual(sum.binaryRows, ['011', '101', '110']);
  assert.equal(sum.xorRow, '000');
  assert.equal(sum.value, 0);
  assert.equal(sum.outcome, 'P');
  assert.equal(grundy.explain('nim', '3+5+7').xorRow, (3 ^ 5 ^ 7).toString(2).padStart(3, '0'));
  assert.equal(native('explain', 'nim', '3+5+6').status, 0);
});

test('patterns: S = {1,3,4} has period 7 from 0, proven; its rule as a message the page words', () => {
  const p = grundy.patterns('subtraction:1,3,4');
  assert.deepEqual([p.periodicity.preperiod, p.periodicity.period, p.periodicity.saltus, p.periodicity.proven], [0, 7, 0, true]);
  assert.equal(p.periodicity.theorem, 'finite-subtraction');
  const rule = p.outcomes.find((r) => r.kind === 'residues');
  assert.equal(rule.statement.text, 'P iff n mod 7 is 0 or 2');
  assert.equal(rule.statement.id, 'pattern.residues');
  assert.equal(rule.statement.args.modulus, '7');
  assert.deepEqual(rule.statement.args.predicate.args.values, { join: 'or', items: ['0', '2'], more: 0 });
  assert.equal(p.periodicity.theoremText.id, 'theorem.finite-subtraction');
  assert.equal(rule.evidence.args.theorem.text, p.periodicity.theoremText.text);
  // The core keeps no Chinese: every text it gives is in English.
  assert.ok(!/[\u3000-\u9fff]/.test(JSON.stringify(p)), 'no CJK in the answer');
  assert.equal(p.periodicity.line, native('period', 'subtraction:1,3,4', '--max', '1024').out.replace(/checked=\d+/, `checked=${p.periodicity.checked}`));
  // Kayles: period 12 from 71 (Guy and Smith 1956), proven by the octal periodicity theorem.
  const kayles = grundy.patterns('octal:0.77', 1 << 12);
  assert.deepEqual([kayles.periodicity.preperiod, kayles.periodicity.period, kayles.periodicity.proven], [71, 12, true]);
  assert.equal(kayles.periodicity.theorem, 'octal-periodicity');
  assert.equal(grundy.patterns('wythoff').periodicity, null);
});

test('patterns: a tail with splits below its values is proven (0.[7], g(n) = n); Lasker\'s Nim, whose splits make its values, observed', () => {
  const take = grundy.patterns('0.[7]');
  assert.deepEqual([take.periodicity.preperiod, take.periodicity.period, take.periodicity.saltus, take.periodicity.proven], [0, 1, 1, true]);
  assert.equal(take.periodicity.theorem, 'take-any-tail');
  assert.equal(take.periodicity.theoremText.id, 'theorem.take-any-tail-splits');
  assert.equal(take.periodicity.line, native('period', '0.[7]', '--max', '1024').out.replace(/checked=\d+/, `checked=${take.periodicity.checked}`));
  const values = grundy.values('0.[7]', 200);
  for (let n = 0; n < 200; n++) assert.equal(values[n], n, `g(${n})`);
  const lasker = grundy.patterns('4.[3]', 1 << 12);
  assert.deepEqual([lasker.periodicity.preperiod, lasker.periodicity.period, lasker.periodicity.saltus, lasker.periodicity.proven], [1, 4, 4, true]);
  assert.equal(lasker.periodicity.theoremText.id, 'theorem.take-any-tail-xor');
  assert.equal(lasker.periodicity.line, native('period', '4.[3]', '--max', '1024').out.replace(/checked=\d+/, `checked=${lasker.periodicity.checked}`));
});

test('exports: CSV and JSON tables match the values; the C++ program is the native one', () => {
  const csv = grundy.exportTable('subtraction:1,3,4', 'csv', 8, 1).trim().split('\n');
  assert.equal(csv.length, 9);
  const values = grundy.values('subtraction:1,3,4', 8);
  for (let n = 0; n < 8; n++) assert.equal(csv[n + 1], `${n},${values[n]}`);
  const json = JSON.parse(grundy.exportTable('wythoff', 'json', 3, 4));
  assert.equal(json.values.length, 3);
  assert.equal(json.values[1][2], runJob(grundy.table('wythoff', 3, 4))[1 * 4 + 2]);
  // The page's bounds (max 0) and the command's default search give the same program here.
  const kayles = grundy.exportProgram('octal:0.77');
  assert.equal(kayles.text, native('export', 'octal:0.77', '--lang', 'cpp').out + '\n');
  assert.equal(grundy.exportProgram('octal:0.77', 4096).text, native('export', 'octal:0.77', '--lang', 'cpp', '--max', '4096').out + '\n');
  // How the program works its values out, as the page says it: Kayles' proven period, 12 from n = 71.
  assert.equal(kayles.way, 'period');
  assert.deepEqual([kayles.periodicity.preperiod, kayles.periodicity.period, kayles.periodicity.proven], [71, 12, true]);
  assert.equal(grundy.exportProgram('nim').way, 'formula');
  assert.equal(grundy.exportProgram('graph:a>b;b>c').way, 'table');
  // Every game alone has a program, two coordinates and graphs included.
  for (const spec of ['wythoff', 'corner:8,8', 'fibonacci-nim', 'graph:a>b;b>c;a>c']) {
    assert.equal(grundy.describe(spec).exportProgram, true, spec);
    assert.equal(grundy.exportProgram(spec).text, native('export', spec, '--lang', 'cpp').out + '\n', spec);
  }
  assert.equal(grundy.describe('nim+wythoff').exportProgram, false);
  assert.throws(() => grundy.exportTable('nim', 'xml', 3, 1), GrundyError);
});

test('graph games: nodes and edges in the descriptor, values by the P/N definition', () => {
  const spec = 'graph:a>b;b>c;a>c;c>d;e';
  const [g] = grundy.describe(spec).components;
  assert.equal(g.table, 'nodes');
  assert.deepEqual(g.nodes, ['a', 'b', 'c', 'd', 'e']);
  assert.deepEqual(g.edges, [{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }, { from: 'a', to: 'c' }, { from: 'c', to: 'd' }]);
  // d and e have no move: 0. c -> d: mex{0} = 1. b -> c: mex{1} = 0. a -> b, c: mex{0, 1} = 2.
  assert.deepEqual(Array.from(runJob(grundy.table(spec, g.nodes.length, 1))), [2, 0, 1, 0, 0]);
  assert.throws(() => grundy.describe('graph:a>b;b>a'), /cycle/);
  // Any other game has no nodes: its table is not a list of them.
  const [nim] = grundy.describe('nim').components;
  assert.deepEqual([nim.table, nim.nodes, nim.edges], ['strip', [], []]);
});

test("the descriptor says a game's rules in words: a message of the catalogue, with the game's own numbers", () => {
  const [sub] = grundy.describe('subtraction:1,3,4').components;
  assert.equal(sub.rules.id, 'game-rules.subtraction');
  assert.deepEqual(sub.rules.args.moves, { join: 'or', items: ['1', '3', '4'], more: 0 });
  assert.equal(sub.rules.text, 'A heap of tokens; a move takes 1, 3 or 4 tokens from it.');
  // Kayles: what a move may take and leave, said from its code's digits; a code as CGSuite writes
  // it (4!.0, Grundy's game) is said the same way, its modifier too.
  const [kayles] = grundy.describe('kayles').components;
  assert.equal(kayles.rules.id, 'game-rules.take-and-break');
  assert.match(kayles.rules.text, /it may take 1 or 2 and leave nothing, leave one heap or leave two heaps\.$/);
  const [split] = grundy.describe('4!.0').components;
  assert.equal(split.spec, 'octal:4!.0');
  assert.match(split.rules.text, /it may take nothing and leave two heaps of different sizes\.$/);
  const [ruler] = grundy.describe('ruler').components;
  assert.equal(ruler.rules.id, 'game-rules.turning');
  assert.match(ruler.rules.text, /A move turns over one or more coins, consecutive, the rightmost of them/);
  // Each part of a sum has its own.
  assert.deepEqual(
    grundy.describe('nim+corner:3,4').components.map((c) => c.rules.id),
    ['game-rules.nim', 'game-rules.corner-board'],
  );
});

test('a request larger than the memory budget is refused before any work', () => {
  assert.throws(() => grundy.values('subtraction:1,3,4', 2 ** 27), /needs 512 MiB; the limit is 67108864 positions/);
  assert.throws(() => grundy.table('wythoff', 100000, 100000), GrundyError);
  assert.deepEqual(Array.from(grundy.values('subtraction:1,3,4', 3)), [0, 1, 0]);
});

test('every binding, a thousand times over, leaves nothing alive', () => {
  const before = grundy.liveHandles();
  for (let i = 0; i < 1000; i++) {
    grundy.explain('nim', `${i % 7}+${i % 5}`);
    grundy.describe('graph:a>b;b>c');
    grundy.families();
    grundy.remoteness('subtraction:1,2', String(i % 20));
    if (i % 50 === 0) grundy.patterns('subtraction:1,2,5', 256);
    grundy.exportTable('nim', 'csv', 4, 1);
    runJob(grundy.table('corner', 5, 5));
    try {
      grundy.table('wythoff', 0, 5);
    } catch {
      // refused: must not leak either
    }
  }
  assert.deepEqual(grundy.liveHandles(), before);
});
