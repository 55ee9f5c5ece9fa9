// The link: the hash read into a patch (each value checked against the core's limits, bad ones
// reported) and written back, and kept in step with the store without a new history entry.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { hashFor, keepLinkInStep, readHash } from '../../web/state/link.js';
import { createStore } from '../../web/state/store.js';
import { loadModule } from './module-worker.mjs';

// The limits every game descriptor carries (core/include/grundy/limits.hpp).
let limits;
before(async () => {
  limits = (await loadModule()).describe('subtraction:1,3,4').limits;
});

test('every key of a link is read into its state key', () => {
  const { patch, problems } = readHash('#game=octal:0.77+nim&size=95&rows=40&cols=30&view=pn&row=12&select=4+5&lang=zh&mode=play&position=7+4&first=computer&strength=off&line=6+4>3+4', limits);
  assert.deepEqual(problems, []);
  assert.deepEqual(patch, {
    spec: 'octal:0.77+nim', upTo: 95, rows: 40, cols: 30, view: 'pn', rowLength: 12, selected: '4+5', langFromHash: 'zh',
    mode: 'play', position: '7+4', first: 'computer', strength: 'off', line: '6+4>3+4',
  });
});

test('bad and unknown values are dropped and reported, the rest is read', () => {
  const { patch, problems } = readHash('#size=-3&rows=2001&cols=0&view=3d&lang=fr&first=nobody&bogus=1&position=' + '9'.repeat(2001) + '&upTo=5&size=67108864&row=1001&line=' + '1>'.repeat(10000) + '1', limits);
  assert.deepEqual(patch, {});
  assert.deepEqual(
    problems.map((p) => [p.name, p.unknown === true]),
    [['size', false], ['rows', false], ['cols', false], ['view', false], ['lang', false], ['first', false], ['bogus', true], ['position', false], ['upTo', true], ['size', false], ['row', false], ['line', false]],
  );
});

test("the bounds are the core's: the largest values it allows are read", () => {
  // A heap game's table goes to the table limit (the strip draws its first limits.shownHeaps cells).
  const hash = `#size=${limits.tableSize - 1}&rows=${limits.shownSide}&cols=${limits.shownSide}&row=${limits.rowLength}&position=${'9'.repeat(limits.positionLength)}&line=${'1'.repeat(limits.playedLength)}`;
  const { patch, problems } = readHash(hash, limits);
  assert.deepEqual(problems, []);
  assert.deepEqual([patch.upTo, patch.rows, patch.cols, patch.rowLength, patch.position.length, patch.line.length], [67108863, 2000, 2000, 1000, 2000, 20000]);
});

test('the state written as a link reads back the same', () => {
  const state = { spec: 'misere:subtraction:1,3,4+wythoff', upTo: 30, rows: 12, cols: 9, view: 'sg', rowLength: 0, selected: '3+2,5', lang: 'en', mode: 'both', position: '7+5,8', first: 'you', strength: 'mistakes', line: '6+5,8' };
  const hash = hashFor(state);
  assert.match(hash, /^#game=misere:subtraction:1,3,4\+wythoff&size=30/, 'readable: colons, commas and + are not escaped');
  const { patch, problems } = readHash(hash, limits);
  assert.deepEqual(problems, []);
  const { lang, ...rest } = state;
  assert.deepEqual(patch, { ...rest, langFromHash: lang });
});

test('the link follows the store with replaceState, and ignores what is not in it', (t) => {
  const replaced = [];
  // The page's location and history, as far as the link uses them.
  globalThis.location = { hash: '' };
  globalThis.history = { state: null, replaceState: (s, title, url) => replaced.push(url) };
  t.after(() => {
    delete globalThis.location;
    delete globalThis.history;
  });
  const store = createStore();
  keepLinkInStep(store);
  assert.equal(replaced.length, 1);
  assert.match(replaced[0], /^#game=subtraction:1,3,4&size=48/);
  store.set({ upTo: 20 });
  assert.match(replaced.at(-1), /size=20/);
  const before = replaced.length;
  store.set({ hashProblems: [{ name: 'x', value: 'y' }], fatal: 'boom' });
  assert.equal(replaced.length, before, 'problems and errors are not in the link');
});
