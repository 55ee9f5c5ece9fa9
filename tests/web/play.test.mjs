// The game in play (web/state/play.js) with a hand-written client: the events the play panel draws
// and announces from, a link's moves replayed silently, and a move whose position the core cannot
// read taken back with a message.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPlay } from '../../web/state/play.js';
import { until } from './module-worker.mjs';

// Nim with one heap: every smaller heap is a move; the core's best move takes the whole heap.
const heap = (n) => [{ component: 0, text: String(n), coords: [n] }];
const heapMoves = (n) => Array.from({ length: n }, (_, k) => ({ to: String(k), toParts: heap(k), part: 0, taken: n - k, value: k, optionValue: k, winning: k === 0 }));
const analysisOf = (n) => ({ value: n, partValues: [n], outcome: n === 0 ? 'P' : 'N', parts: heap(n), moves: heapMoves(n), moveCount: n, winningMoves: n > 0 ? 1 : 0, listedAll: true });
const nimClient = (refuse = new Set()) => ({
  analyse: async (spec, position) => {
    if (refuse.has(position)) throw new Error(`cannot read ${position}`);
    return analysisOf(Number(position));
  },
  bestMove: async (spec, position) => heapMoves(Number(position))[0],
});
const nim = { spec: 'nim', misere: false, start: '10', components: [{ spec: 'nim', board: 'heap' }] };

function session(client) {
  const reports = [];
  const events = [];
  const play = createPlay({ client, report: (patch) => reports.push(patch), fail: (e) => events.push({ type: 'fatal', e }), delayMs: 0 });
  play.subscribe((e) => events.push(e));
  return { play, reports, events, types: () => events.map((e) => e.type) };
}

test('a link\'s moves are replayed without a word; the computer\'s answer is announced', async () => {
  const { play, reports, events, types } = session(nimClient());
  await play.start({ game: nim, position: '6', first: 'you', strength: 'perfect', line: '5>3', fromLink: true });
  await until(() => types().includes('settled'), 'the person\'s turn');
  assert.equal(play.record.line, '5>3');
  assert.deepEqual(types(), ['reset', 'update', 'settled'], 'no "moved" for moves replayed from the link');
  assert.deepEqual(reports[0], { position: '6', line: '5>3' });
  events.length = 0;
  assert.ok(play.choose(heapMoves(3)[1], play.record.steps.length - 1));
  await until(() => types().at(-1) === 'settled', 'the game over');
  assert.deepEqual(types(), ['moved', 'update', 'moved', 'update', 'settled']);
  assert.deepEqual(events.filter((e) => e.type === 'moved').map((e) => [e.by, e.from, e.move.to]), [['you', '3', '1'], ['computer', '1', '0']]);
  assert.deepEqual(
    events.filter((e) => e.type === 'moved').map((e) => e.fromParts),
    [heap(3), heap(1)],
    'each move with the parts of the position it was made from',
  );
  assert.ok(play.record.over);
  assert.equal(play.record.winner, 'computer');
  assert.equal(reports.at(-1).line, '5>3>1>0');
});

test('a position the core cannot read after a move: the move is taken back and the panel told why', async () => {
  const { play, types, reports } = session(nimClient(new Set(['2'])));
  await play.start({ game: nim, position: '4', first: 'you', strength: 'off' });
  await until(() => types().includes('settled'), 'the first turn');
  play.choose(heapMoves(4)[2], 0);
  await until(() => types().includes('failed'), 'the failure');
  assert.equal(play.record.line, '');
  assert.equal(play.record.canRedo, false);
  // The refusal itself is kept, for the panel to word in the page's language.
  assert.deepEqual(Object.keys(play.error), ['key', 'params']);
  assert.equal(play.error.key, 'play.moveFailed');
  assert.deepEqual(Object.keys(play.error.params), ['message']);
  assert.ok(play.error.params.message instanceof Error);
  assert.equal(play.error.params.message.message, 'cannot read 2');
  assert.equal(reports.at(-1).line, '');
});

test('a newer start wins over an older one still waiting for the core', async () => {
  let release;
  const slow = { ...nimClient(), analyse: (spec, position) => (position === '9' ? new Promise((r) => (release = r)) : nimClient().analyse(spec, position)) };
  const { play, types } = session(slow);
  const older = play.start({ game: nim, position: '9', first: 'you', strength: 'off' });
  await play.start({ game: nim, position: '3', first: 'you', strength: 'off' });
  release(analysisOf(9));
  await older;
  assert.equal(play.record.steps[0].position, '3');
  assert.deepEqual(types(), ['reset', 'update', 'settled']);
});
