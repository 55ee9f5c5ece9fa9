// Which game is this (issue 29) from the module: identify against values a brute force computes here
// (Kayles and a subtraction set by plain mex loops), equivalent against the native `grundy equivalent`,
// codes as CGSuite writes them read by the module, and bad input refused with the core's message.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGrundy, GrundyError } from '../../wasm/grundy.mjs';
import { kayles, mexValues, native } from './helpers.mjs';

let grundy;

before(async () => {
  grundy = await createGrundy();
});

test('identify finds Kayles, by name and with its proven period, from 30 values a brute force computes', () => {
  const found = grundy.identify(mexValues(kayles, 30).join(' '));
  assert.equal(found.compared, 30);
  assert.equal(found.outcomes, false);
  assert.ok(found.searched > 5000);
  const match = found.games.find((g) => g.name === 'kayles');
  assert.ok(match, JSON.stringify(found.games.map((g) => g.spec)));
  assert.equal(match.spec, 'octal:0.77');
  assert.deepEqual([match.periodicity.proven, match.periodicity.period, match.periodicity.preperiod], [true, 12, 71]);
});

test('identify finds a subtraction set from its values, and P/N letters from outcomes', () => {
  const moves = [2, 5, 7];
  const values = mexValues(function* (n, g) {
    for (const m of moves) if (m <= n) yield g[n - m];
  }, 40);
  const found = grundy.identify(values.join(','));
  assert.ok(found.games.some((g) => g.spec === 'subtraction:2,5,7'), JSON.stringify(found.games));
  const letters = values.map((v) => (v === 0 ? 'P' : 'N')).join('');
  const byOutcome = grundy.identify(letters);
  assert.equal(byOutcome.outcomes, true);
  assert.ok(byOutcome.games.length + byOutcome.more >= found.games.length + found.more);
});

test('identify refuses a bad item with its number and why', () => {
  assert.throws(() => grundy.identify('0 1 x'), (e) => e instanceof GrundyError && /item 3, 'x', is neither a value/.test(e.message));
  assert.throws(() => grundy.identify(''), (e) => e instanceof GrundyError && /give some values/.test(e.message));
});

test('equivalent answers as the native command does, and codes as CGSuite writes them are read', () => {
  for (const code of ['0.07', '.137', '0.77', '4!.0', 'nim', 'lasker']) {
    const e = grundy.equivalent(code);
    const line = native('equivalent', code).out.split('\n')[0];
    const words = `${e.equivalent}${e.offset ? ` offset=${e.offset}` : ''} ${e.same ? 'itself' : e.proven ? 'proven' : 'observed'}`;
    assert.equal(words, line, code);
  }
  const dawson = grundy.equivalent('0.07');
  assert.deepEqual([dawson.equivalent, dawson.offset, dawson.proven, dawson.rule.id], ['octal:0.4', 1, true, 'equivalent.periods']);
  assert.deepEqual([grundy.equivalent('nim').equivalent, grundy.equivalent('nim').same], ['octal:0.[3]', true]);
  assert.throws(() => grundy.equivalent('wythoff'), (e) => e instanceof GrundyError && /not a take-and-break code/.test(e.message));
  assert.equal(grundy.describe('4!.0').spec, 'octal:4!.0');
  assert.equal(grundy.describe('0.3f').spec, 'hex:0.3F');
  assert.deepEqual(Array.from(grundy.values('0.[3]', 6)), [0, 1, 2, 3, 4, 5]);
});
