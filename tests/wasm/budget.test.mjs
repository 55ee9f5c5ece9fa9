// Budgets through the module: a search that stops on its budget throws a GrundyError marked
// `budget` (the page offers "Keep going" on it), the same call with a larger Budget answers, and a
// misère sum of tame games is answered by misère Nim's rule and says so. Values are checked against
// theory written here: Nim on three heaps has value a XOR b XOR c (Bouton); subtraction of 1 or 2
// has g(n) = n mod 3.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';

let grundy;
before(async () => {
  grundy = await createGrundy();
});

const THREE_HEAPS = 'rules:{position (a, b, c) move for k in 1..a -> (a - k, b, c) move for k in 1..b -> (a, b - k, c) move for k in 1..c -> (a, b, c - k)}';

test('a search stopped on its budget is marked so, and four times the budget answers', () => {
  const { limits } = grundy.describe(THREE_HEAPS);
  assert.equal(limits.searchWork, 1e8);
  assert.equal(limits.searchBytes, 256 * 2 ** 20);
  assert.ok(limits.memoryCeiling >= limits.searchBytes, 'the default fits under the ceiling');
  assert.throws(
    () => grundy.explain(THREE_HEAPS, '60,80,100'),
    (e) => e.name === 'GrundyError' && e.budget === true && e.id === 'rules.search.work' && /needs more than 134217728 steps/.test(e.message),
  );
  const raised = { work: 4 * limits.searchWork, bytes: Math.min(4 * limits.searchBytes, limits.memoryCeiling) };
  const e = grundy.explain(THREE_HEAPS, '60,80,100', raised);
  assert.equal(e.value, 60 ^ 80 ^ 100);
  assert.equal(e.outcome, 'N');
  assert.equal(grundy.outcome(THREE_HEAPS, '60,80,100', raised), 'N');
});

test('refusals that no budget gets past are not marked, nor are bad budgets taken', () => {
  assert.throws(() => grundy.analyse('nim', 'x'), (e) => e.name === 'GrundyError' && e.budget === false);
  assert.throws(() => grundy.analyse('nim', '3', { work: 1.5 }), (e) => e.id === 'call.not-whole' && e.message === 'the work budget must be a whole number');
  assert.throws(() => grundy.analyse('nim', '3', { bytes: Infinity }), (e) => e.message === 'the memory budget must be a whole number');
  // A budget past the ceiling is held to it, not refused.
  assert.equal(grundy.outcome('misere:grundy+grundy', '9+7', { work: 0, bytes: 1e15 }), grundy.outcome('misere:grundy+grundy', '9+7'));
});

test('a misère sum of tame games is answered by the rule, and says so', () => {
  const a = grundy.analyse('misere:subtraction:1,2+subtraction:1,2', '200000+300001');
  assert.equal(a.tame, true);
  // g = 200000 mod 3 = 2 and 300001 mod 3 = 1: a value above 1 and XOR 3, so N.
  assert.deepEqual(a.partValues, [2, 1]);
  assert.equal(a.outcome, 'N');
  const e = grundy.explain('misere:subtraction:1,2+subtraction:1,2', '3+4');
  assert.equal(e.tame, true);
  assert.equal(e.summary.id, 'explain.tame');
  // 0 xor 1 = 1 with every value 0 or 1: P under misère play.
  assert.equal(e.outcome, 'P');
  // Grundy's game is tame up to heap 12 only.
  assert.equal(grundy.analyse('misere:grundy+grundy', '12+7').tame, true);
  assert.equal(grundy.analyse('misere:grundy+grundy', '13+7').tame, false);
});
