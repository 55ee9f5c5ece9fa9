// Exercises from the module: the same seed draws the same positions as the native core (the
// positions below are what the native library drew for these seeds: the draw is splitmix64 in the
// core, not the standard library's distributions, which differ between libstdc++ and libc++), and a
// typed answer comes back checked with its message as data for the page to word.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';

let grundy;

before(async () => {
  grundy = await createGrundy();
});

test('the module draws the positions the native core draws from the same seed', () => {
  const drawn = (spec, kind, seed, difficulty) => grundy.exercises(spec, kind, seed, difficulty, 6).map((x) => x.position);
  assert.deepEqual(drawn('subtraction:1,3,4', 'value', 42, 2), ['12+19', '11+3', '9+6', '8+7', '16+17', '10+2']);
  assert.deepEqual(drawn('wythoff', 'outcome', 7, 2), ['4,6+3,4', '8,2+5,5', '6,0+4,0', '1,4+1,4', '7,7+5,0', '5,1+0,3']);
  assert.deepEqual(drawn('nim', 'move', 2026, 3), ['12+15+7', '10+7+8', '15+14+11', '8+12+26', '28+4+8', '29+3+17']);
});

test('a checked answer: right, wrong with its explanation, unreadable', () => {
  assert.equal(grundy.checkAnswer('nim', 'move', '3+5+7', '3+5+6').correct, true);
  const wrong = grundy.checkAnswer('subtraction:1,3,4', 'value', '5', '9');
  assert.deepEqual([wrong.correct, wrong.readable, wrong.given], [false, true, '9']);
  assert.equal(wrong.verdict.id, 'exercise.wrong.value');
  assert.deepEqual(wrong.verdict.args.options, { join: 'comma', items: ['4', '2', '1'], more: 0 });
  const typo = grundy.checkAnswer('subtraction:1,3,4', 'outcome', '7', 'yes');
  assert.deepEqual([typo.correct, typo.readable, typo.verdict.id], [false, false, 'exercise.answer.outcome']);
  assert.throws(() => grundy.exercises('nim', 'value', 0.5, 1, 1), (e) => e.name === 'GrundyError' && e.id === 'call.not-whole' && e.args.what.id === 'call.count.seed');
});
