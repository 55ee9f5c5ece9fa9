// The one place where the page learns a game's shape (web/state/shape.js), asked of the real core
// through the worker client and protocol: kinds, parts, boards, node names, first positions.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createClient } from '../../web/worker/client.js';
import { describeGame, distinctComponents, partStart } from '../../web/state/shape.js';
import { loadModule, moduleWorkers } from './module-worker.mjs';

let client;
before(async () => {
  await loadModule();
  client = createClient({ makeWorker: moduleWorkers().makeWorker });
});

const describe = async (text) => {
  const answer = await describeGame(client, text);
  assert.ok(answer.ok, answer.error);
  return answer.game;
};

test('a heap game: one strip, play with heaps, a first heap of 10', async () => {
  const g = await describe('subtraction:1,3,4');
  assert.equal(g.kind, 'heap');
  assert.equal(g.start, '10');
  assert.equal(g.misere, false);
  const [c] = g.components;
  assert.deepEqual(
    { spec: c.spec, family: c.family, dimensions: c.dimensions, table: c.table, board: c.board, axes: c.axes, empty: c.empty, start: c.start },
    { spec: 'subtraction:1,3,4', family: 'subtraction', dimensions: 1, table: 'strip', board: 'heap', axes: [], empty: '0', start: '10' },
  );
});

test('2-D games: a grid, their axes, and a bounded corner board clipped to its size', async () => {
  const w = await describe('wythoff');
  assert.equal(w.kind, 'grid');
  assert.deepEqual([w.components[0].table, w.components[0].board, w.start], ['grid', 'pair', '5,8']);
  const c = await describe('corner:5,6');
  assert.deepEqual([c.components[0].board, c.components[0].boardRows, c.components[0].boardCols, c.start], ['board', 5, 6, '4,5']);
  assert.deepEqual(c.components[0].axes, ['watch.axis.down', 'watch.axis.left']);
  const f = await describe('fibonacci-nim');
  assert.deepEqual([f.components[0].board, f.components[0].axes[1], f.start], ['fib', 'watch.axis.allowed', '10']);
});

test('a graph: its nodes in order, shown as nodes and played from the first', async () => {
  const g = await describe('graph:a>b;b>c;d>a');
  assert.equal(g.kind, 'graph');
  assert.deepEqual(g.components[0].nodes, ['a', 'b', 'c', 'd']);
  assert.deepEqual([g.components[0].table, g.components[0].board, g.start], ['nodes', 'node', 'a']);
});

test('a user-defined game: its name and program, its coordinates from the core', async () => {
  const program = 'name "Two heaps" position (x, y) move for k in 1..2 where k <= x -> (x - k, y)';
  const g = await describe(`rules:{${program}}`);
  assert.equal(g.kind, 'rules');
  const [c] = g.components;
  assert.equal(c.name, 'Two heaps');
  assert.equal(c.program, program);
  assert.deepEqual([c.dimensions, c.board, c.empty], [2, 'pair', '0,0']);
});

test('a sum under misère play: one part each, the same table once, a different heap each', async () => {
  const g = await describe('misere:nim+wythoff+nim');
  assert.deepEqual([g.kind, g.misere, g.spec], ['sum', true, 'misere:nim+wythoff+nim']);
  assert.deepEqual(g.components.map((c) => c.spec), ['nim', 'wythoff', 'nim']);
  assert.deepEqual(distinctComponents(g).map((c) => c.spec), ['nim', 'wythoff']);
  assert.equal(g.start, '7+5,8+9');
  assert.equal(partStart(g.components[0], 3), '5');
});

test('a spec the core refuses: its message, word for word', async () => {
  const answer = await describeGame(client, 'subtraction:0');
  assert.equal(answer.ok, false);
  assert.equal(answer.error, (await loadModule()).checkSpec('subtraction:0').error);
});
