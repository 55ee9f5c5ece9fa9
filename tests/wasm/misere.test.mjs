// Genus symbols and misère quotients from the module (genus, quotient), and misère play of sums that
// uses them (analyse, bestMove, explain): against a misère search written here for Kayles, against
// the native `grundy genus` and `grundy quotient`, and refused with the core's messages.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';
import { native } from './helpers.mjs';
import { kaylesWins } from './misere-kayles.mjs';

let grundy;

before(async () => {
  grundy = await createGrundy();
});

test('genus of Kayles heaps 0..12 is Winning Ways\' and the command\'s, wild from heap 5', () => {
  const g = grundy.genus('kayles', 13);
  assert.equal(g.spec, 'octal:0.77');
  assert.equal(g.heaps[5].text, '4^146');
  assert.deepEqual(g.heaps[5].digits, [1, 4, 6]);
  assert.equal(g.standing, 'wild');
  assert.equal(g.decidedAt, 5);
  assert.equal(g.summary.id, 'misere.standing.wild');
  const cli = native('genus', 'kayles', '--to', '12');
  assert.equal(cli.status, 0);
  assert.equal(cli.out.split('\n')[0], g.heaps.map((h) => h.text).join(' '));
});

test('the quotient of Kayles: order 40, proven periodic, the same as the command\'s', () => {
  const q = grundy.quotient('kayles', 201);
  assert.equal(q.line, 'heaps=200 order=40 p=9 periodic=yes period=12 preperiod=71');
  assert.equal(q.table.length, 40 * 40);
  assert.equal(q.elements[0], '1');
  const cli = native('quotient', 'kayles', '--to', '200');
  assert.equal(cli.status, 0);
  const lines = cli.out.split('\n');
  assert.equal(lines[0], q.line);
  assert.equal(lines.find((l) => l.startsWith('pretending:')), `pretending: ${q.pretending.map((x) => q.elements[x]).join(' ')}`);
  assert.equal(lines.find((l) => l.startsWith('P:')), `P: ${q.pPortion.map((x) => q.elements[x]).join(', ')}`);
  // The table multiplies as the quotient does: the identity, and commutativity.
  for (let x = 0; x < q.order; x++) {
    assert.equal(q.table[x], x);
    for (let y = 0; y < q.order; y++) assert.equal(q.table[x * q.order + y], q.table[y * q.order + x]);
  }
});

test('every sum of up to three Kayles heaps to 10: the quotient\'s table and a misère search agree', () => {
  const q = grundy.quotient('kayles', 11);
  const isP = (heaps) => q.pPortion.includes(heaps.reduce((x, h) => q.table[x * q.order + q.pretending[h]], 0));
  const memo = new Map();
  for (let a = 1; a <= 10; a++)
    for (let b = 0; b <= a; b++)
      for (let c = 0; c <= b; c++) assert.equal(isP([a, b, c]), !kaylesWins([a, b, c], memo), `${a}+${b}+${c}`);
});

test('misère play of twenty Kayles heaps: the outcome, the moves and the computer\'s move come from the quotient', () => {
  const heaps = Array.from({ length: 20 }, (_, i) => ((i * 7) % 23) + 3);
  const position = heaps.join('+');
  const a = grundy.analyse('misere:kayles', position);
  assert.equal(a.quotient, true);
  assert.equal(a.tame, false);
  const q = grundy.quotient('kayles', 30);
  const isP = (hs) => q.pPortion.includes(hs.reduce((x, h) => q.table[x * q.order + q.pretending[h]], 0));
  assert.equal(a.outcome === 'P', isP(heaps));
  for (const m of a.moves) assert.equal(m.winning, isP(m.toParts.map((p) => p.coords[0])), m.text);
  const best = grundy.bestMove('misere:kayles', position);
  assert.equal(best.winning, a.outcome === 'N');
  const e = grundy.explain('misere:kayles', '5+7+9');
  assert.equal(e.quotient, true);
  assert.deepEqual(
    e.parts.map((p) => p.element),
    [5, 7, 9].map((h) => q.elements[q.pretending[h]]),
  );
  assert.equal(e.summary.id, 'explain.quotient');
});

test('genus and quotient refuse what is not a heap game, a sum and a stopped budget, with the core\'s message', () => {
  assert.throws(() => grundy.quotient('wythoff', 5), (e) => e.name === 'GrundyError' && e.id === 'misere.not-heap-game');
  assert.throws(() => grundy.genus('graph:a>b;b>c', 3), (e) => e.id === 'misere.not-heap-game');
  assert.throws(() => grundy.genus('nim+kayles', 3), (e) => e.id === 'spec.not-single');
  assert.throws(() => grundy.genus('kayles', 2.5), (e) => e.id === 'call.not-whole');
  assert.throws(
    () => grundy.quotient('octal:0.6', 41, { work: 200000 }),
    (e) => e.id === 'misere.quotient-work' && e.budget === true && e.args.heap !== undefined,
  );
});
