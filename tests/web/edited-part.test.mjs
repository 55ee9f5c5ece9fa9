// Which part of the game on screen the rule editor edits (web/features/rules/edited-part.js).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EditedPart, placeOf } from '../../web/features/rules/edited-part.js';

// Components as a descriptor has them, and a program as the core checked it ({ spec, program }).
const part = (program) => ({ spec: `rules:{${program}}`, family: 'rules', program });
const checked = (program) => ({ spec: `rules:{${program}}`, program });
const nim = { spec: 'nim', family: 'nim', program: '' };
const gameOf = (components, misere = false) => ({ misere, components });
const A = 'position n move -> n - 1';
const B = 'position n move for k in 1..2 where k <= n -> n - k';

test('a valid program replaces the part it edits, keeping the others and misère play', () => {
  const edited = new EditedPart();
  const game = gameOf([nim, part(A)], true);
  edited.edit(A, 1);
  assert.equal(edited.specFor(game, checked(B)), `misere:nim+rules:{${B}}`);
  assert.deepEqual(edited.editing, { program: B, index: 1 });
});

test('with no such part on screen, the program is the game on its own, or joins it as a new part', () => {
  const edited = new EditedPart();
  assert.equal(edited.specFor(gameOf([nim]), checked(A)), `rules:{${A}}`);
  assert.equal(edited.addTo(gameOf([nim]), checked(B)), `nim+rules:{${B}}`);
  assert.deepEqual(edited.editing, { program: B, index: 1 });
});

test('the part is found where it moved to', () => {
  const edited = new EditedPart();
  edited.edit(A, 0);
  assert.equal(edited.indexIn(gameOf([nim, part(A)])), 1);
  assert.equal(edited.indexIn(gameOf([nim])), -1);
});

test('the text to show: the link\'s editor text first, then a user-defined game from elsewhere, never the editor\'s own', () => {
  const edited = new EditedPart();
  const game = gameOf([nim, part(A)]);
  assert.equal(edited.follow({ game, rulesSource: B }, null), B);
  assert.equal(edited.follow({ game, rulesSource: undefined }, ['game']), A);
  assert.deepEqual(edited.editing, { program: A, index: 1 });
  assert.equal(edited.follow({ game, rulesSource: undefined }, ['game']), null, 'the part it edits already');
  assert.equal(edited.follow({ game: gameOf([nim]), rulesSource: undefined }, ['game']), null);
});

test('where a program stands in the game on screen', () => {
  assert.deepEqual(placeOf(gameOf([nim, part(A)]), `rules:{${A}}`), { part: 2, of: 2 });
  assert.equal(placeOf(gameOf([nim]), `rules:{${A}}`), null);
});
