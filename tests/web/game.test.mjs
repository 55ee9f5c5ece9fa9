// The controller (web/state/game.js): the one owner of the game on screen, driven as the panels do,
// over the real core (the worker client and protocol under Node). State flows one way: an action
// goes in, the store changes, listeners hear it; nothing a panel derives is stored.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createClient } from '../../web/worker/client.js';
import { createStore } from '../../web/state/store.js';
import { createGame } from '../../web/state/game.js';
import { loadModule, moduleWorkers, settle, until } from './module-worker.mjs';

before(loadModule);

async function started(hash = '') {
  const workers = moduleWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  const games = [];
  const setGame = client.setGame;
  client.setGame = (specs) => {
    games.push([...specs]);
    setGame(specs);
  };
  const store = createStore();
  const game = createGame({ store, client, computerDelayMs: 0 });
  assert.equal(await game.start(hash), true);
  return { game, store, client, workers, games };
}

/** What a table request computes: its game, kind and extent (rows x cols, a strip one column). */
const extent = (r) => r && { spec: r.spec, kind: r.kind, rows: r.rows, cols: r.cols };

/** Waits until the game in play (another record than `old`) has settled on a position with its analysis. */
const playReady = (game, old = null) =>
  until(() => game.play.record && game.play.record !== old && game.play.record.current.analysis && game.state.line === game.play.record.line, 'the game in play');

test('the link is read in: its game checked and described, its moves replayed', async () => {
  const { game, games } = await started('#game=subtraction:1,3,4&position=9&line=8>4&size=20&select=5');
  const s = game.state;
  assert.equal(s.spec, 'subtraction:1,3,4');
  assert.equal(s.game.spec, s.spec, 'the description is kept beside the spec');
  assert.equal(s.game.kind, 'heap');
  assert.deepEqual([s.upTo, s.selected, s.component], [20, '5', 0]);
  assert.deepEqual(games, [['subtraction:1,3,4', 'subtraction:1,3,4']], 'the worker client is told the game on screen');
  await playReady(game);
  assert.equal(game.play.record.line, '8>4');
  assert.equal(game.play.record.current.position, '4');
  for (const key of ['watched', 'watchedKind', 'patterns']) assert.ok(!(key in s), `no derived key ${key}`);
});

test('a link the core refuses is reported, and the page goes on with its game', async () => {
  const { game } = await started('#game=nosuchgame:1&size=30');
  assert.equal(game.state.spec, 'subtraction:1,3,4');
  assert.equal(game.state.upTo, 30);
  assert.deepEqual(game.state.hashProblems.map((p) => [p.name, p.value]), [['game', 'nosuchgame:1']]);
  // The core's refusal, which the notice words in the page's language.
  const { reason } = game.state.hashProblems[0];
  assert.equal(reason.name, 'GrundyError');
  assert.match(reason.message, /unknown game 'nosuchgame'/);
  assert.equal(reason.id, 'spec.unknown');
  assert.equal(reason.args.name, 'nosuchgame');
});

test('defining a game: only what the core accepts reaches the store, with its description', async () => {
  const { game, store } = await started('#select=7');
  const heard = [];
  store.subscribe(['spec', 'game'], (s, changed) => heard.push(changed.filter((k) => k === 'spec' || k === 'game')));
  const bad = await game.define('subtraction:1,3,4+');
  assert.equal(bad.ok, false);
  assert.equal(game.state.inputProblem, true);
  assert.equal(game.state.spec, 'subtraction:1,3,4', 'the last good game stays');
  const good = await game.define('subtraction:2,5');
  assert.equal(good.ok, true);
  assert.equal(game.state.inputProblem, false);
  assert.deepEqual(heard, [['spec', 'game']], 'spec and game change together, in one patch');
  assert.equal(game.state.selected, '7', 'a game of the same shape keeps the explained position');
  await game.define('wythoff');
  assert.equal(game.state.selected, null, 'a game of another shape forgets it');
  assert.equal(game.state.game.kind, 'grid');
});

test('keep going: every search may spend four times as much, up to 64 times, never past the memory ceiling; a new game starts again', async () => {
  const { game, store, client } = await started('#select=7');
  const sent = [];
  const setBudget = client.setBudget;
  client.setBudget = (b) => {
    sent.push(b);
    setBudget(b);
  };
  const heard = [];
  store.subscribe(['budgetTimes'], (s) => heard.push(s.budgetTimes));
  const { searchWork, searchBytes, memoryCeiling } = game.state.game.limits;
  assert.equal(game.state.budgetTimes, 1);
  assert.equal(game.keepGoing(), true);
  assert.deepEqual(sent.at(-1), { work: 4 * searchWork, bytes: Math.min(4 * searchBytes, memoryCeiling) });
  assert.equal(game.keepGoing(), true);
  assert.equal(game.keepGoing(), true);
  assert.deepEqual(heard, [4, 16, 64], 'the panels that search hear each raise');
  assert.deepEqual(sent.at(-1), { work: 64 * searchWork, bytes: Math.min(64 * searchBytes, memoryCeiling) });
  assert.ok(sent.every((b) => b.bytes <= memoryCeiling));
  assert.equal(game.keepGoing(), false, 'no further than 64 times');
  assert.equal(game.state.budgetTimes, 64);
  await game.define('subtraction:2,5');
  assert.equal(game.state.budgetTimes, 1);
  assert.equal(sent.at(-1), null, 'a new game searches with the defaults');
});

test('a gallery entry: its game, sizes and sample, explained and in play; the card stays current until another game comes', async () => {
  const { game } = await started();
  await playReady(game);
  const first = game.play.record;
  await game.loadGallery({ id: 'poj1067', spec: 'wythoff', size: { rows: 40, cols: 40 }, start: '2,1' });
  assert.deepEqual([game.state.spec, game.state.rows, game.state.selected, game.state.gallery], ['wythoff', 40, '2,1', 'poj1067']);
  await playReady(game, first);
  assert.equal(game.play.record.steps[0].position, '2,1', 'play starts from the sample');
  assert.equal(game.play.error, null, 'and says nothing about a link');
  // Another entry of the same game: its own sample, in play from the start.
  const nim = await started('#game=nim&position=9');
  await playReady(nim.game);
  const before = nim.game.play.record;
  await nim.game.loadGallery({ id: 'hdu1850', spec: 'nim', size: { upTo: 24 }, start: '5+7+9' });
  await playReady(nim.game, before);
  assert.deepEqual([nim.game.state.selected, nim.game.play.record.steps[0].position, nim.game.state.upTo], ['5+7+9', '5+7+9', 24]);
  await game.define('nim');
  assert.equal(game.state.gallery, undefined);
});

test('the table on screen follows the game, the component tab and the sizes, once shown', async () => {
  const { game } = await started('#game=nim+wythoff&size=10&rows=3&cols=4');
  assert.equal(game.table.request, null, 'not computed before a panel shows it');
  game.showTable();
  assert.deepEqual(extent(game.table.request), { spec: 'nim', kind: 'strip', rows: 11, cols: 1 });
  assert.equal(game.table.request.component, game.state.game.components[0], 'the descriptor of the game whose values they are');
  await until(() => game.table.data.status === 'complete', 'the strip');
  assert.deepEqual([...game.table.data.values], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  game.showComponent(1);
  assert.deepEqual(extent(game.table.request), { spec: 'wythoff', kind: 'grid', rows: 3, cols: 4 });
  await until(() => game.table.data.status === 'complete', 'the grid');
  // A cell of the second component's table is that part of the explained position.
  game.select('5+1,1');
  await game.selectCell(1 * 4 + 2);
  assert.equal(game.state.selected, '5+1,2');
  // With no position explained yet, the other part is its empty position (the core's).
  game.select(null);
  await game.selectCell(2 * 4 + 3);
  assert.equal(game.state.selected, '0+2,3');
  game.setSizes({ rows: 2 });
  assert.deepEqual(extent(game.table.request), { spec: 'wythoff', kind: 'grid', rows: 2, cols: 4 });
  const before = game.table.request;
  game.setSizes({ upTo: 12 });
  assert.equal(game.table.request, before, 'a size the grid does not use computes nothing');
  await game.define('misere:nim+wythoff');
  assert.equal(game.state.component, 0, 'a new game starts at its first table');
  assert.deepEqual(extent(game.table.request), { spec: 'nim', kind: 'strip', rows: 13, cols: 1 });
});

test("a graph's table: the descriptor's nodes, streamed as one column", async () => {
  const { game, workers } = await started('#game=graph:a>b;b>c;d>a');
  game.showTable();
  assert.deepEqual(extent(game.table.request), { spec: 'graph:a>b;b>c;d>a', kind: 'nodes', rows: 4, cols: 1 });
  await until(() => game.table.data.status === 'complete', 'the graph');
  // c has no move (0); b moves to c (1); a moves to b only (0); d moves to a (1).
  assert.deepEqual([...game.table.data.values], [0, 1, 0, 1]);
  assert.deepEqual(game.table.data.labels, ['a', 'b', 'c', 'd']);
  assert.deepEqual(game.table.partAt(3), { text: 'd', coords: [3] });
  assert.equal(game.table.indexOf({ component: 0, text: 'c', coords: [2] }), 2);
  assert.deepEqual(
    workers.sent.filter((m) => m.type === 'table').map(({ id, ...m }) => m),
    [{ type: 'table', spec: 'graph:a>b;b>c;d>a', rows: 4, cols: 1 }],
  );
});

test('the period is one request, however many panels ask', async () => {
  const { game, workers } = await started('#game=subtraction:1,3,4');
  const [a, b] = await Promise.all([game.patterns(), game.patterns()]);
  assert.equal(a, b);
  assert.equal(a.periodicity.period, 7);
  assert.equal(workers.sent.filter((m) => m.type === 'patterns').length, 1);
});

test('play: the person\'s move and the computer\'s answer reach the link, undo takes both back', async () => {
  const { game } = await started('#game=subtraction:1,3,4&position=10&first=you');
  await playReady(game);
  const move = game.play.record.current.analysis.moves.find((m) => m.to === '9');
  assert.equal(game.playMove(move, 0), true);
  assert.equal(game.playMove(move, 0), false, 'a move drawn for an older position is ignored');
  await until(() => game.play.record.moves.length === 2, 'the computer\'s answer');
  await playReady(game);
  assert.match(game.state.line, /^9>\d+$/);
  game.undo();
  assert.equal(game.state.line, '');
  game.redo();
  assert.match(game.state.line, /^9>\d+$/);
});

test('play: a new start is checked first; misère play is a new game; a new game forgets the moves', async () => {
  const { game } = await started('#game=nim&position=3&line=2&strength=off');
  await playReady(game);
  const refused = await game.newGame({ position: '-3', first: 'you', strength: 'off' });
  assert.equal(refused.ok, false);
  assert.equal(game.state.line, '2', 'the game in progress goes on');
  const first = game.play.record;
  assert.deepEqual(await game.newGame({ position: '4+2', first: 'computer', strength: 'off' }), { ok: true });
  await playReady(game, first);
  assert.deepEqual([game.state.position, game.state.strength, game.play.record.players[0]], ['4+2', 'off', 'p1']);
  let old = game.play.record;
  assert.equal((await game.setMisere(true)).ok, true);
  assert.equal(game.state.spec, 'misere:nim');
  await playReady(game, old);
  assert.equal(game.play.record.misere, true);
  assert.equal(game.state.position, '4+2', 'the start still fits');
  old = game.play.record;
  await game.define('wythoff');
  await playReady(game, old);
  assert.equal(game.state.position, '5,8', 'a start that does not fit the new game: its first position');
  assert.equal(game.play.error, null, 'not the link\'s fault: no message');
});

test('a link whose position does not fit starts from the game\'s first position and says so', async () => {
  const { game } = await started('#game=subtraction:1,3,4&position=banana');
  await playReady(game);
  assert.equal(game.play.record.steps[0].position, '10');
  assert.deepEqual(game.play.error, { key: 'play.linkPosition', params: { position: 'banana', start: '10' } });
  assert.equal(game.state.position, '10');
});

test('a link to a new game without a position plays from that game\'s first position, with no message', async () => {
  const { game } = await started('#game=wythoff');
  await playReady(game);
  assert.equal(game.state.position, '5,8');
  assert.equal(game.play.record.steps[0].position, '5,8');
  assert.equal(game.play.error, null, 'the previous game\'s start "10" is not the link\'s position');
});

test('a link whose position stops on its search budget says so, not that it does not fit', async () => {
  const { game } = await started('#game=misere:grundy%2Bgrundy%2Bgrundy&position=200%2B300%2B400');
  await playReady(game);
  assert.equal(game.play.record.steps[0].position, game.state.game.start);
  const { key, params } = game.play.error;
  assert.equal(key, 'play.linkPositionStopped');
  assert.equal(params.position, '200+300+400');
  assert.equal(params.message.budget, true, 'the refusal is the search stopping on its budget');
  assert.match(String(params.message), /needs more than 1000000 positions or 100000000 steps/);
});

test('a hash changed by hand replays only when the game in play changed', async () => {
  const { game } = await started('#game=nim&position=5');
  await playReady(game);
  const record = game.play.record;
  await game.followLink('#game=nim&position=5&view=pn');
  await settle();
  assert.equal(game.play.record, record, 'the view alone: the same game goes on');
  await game.followLink('#game=nim&position=4');
  await until(() => game.play.record !== record, 'a new game in play');
  assert.equal(game.play.record.steps[0].position, '4');
});
