// What the page reads off a game's descriptor (web/state/shape.js), the descriptor asked of the real
// core through the worker client and protocol: kinds, parts, boards, axes, node names, first
// positions, how a game is named, and the core's refusal word for word.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createClient } from '../../web/worker/client.js';
import { componentLabel, distinctComponents, gameLabel, sumSpec } from '../../web/state/shape.js';
import { loadModule, moduleWorkers } from './module-worker.mjs';

let client;
before(async () => {
  await loadModule();
  client = createClient({ makeWorker: moduleWorkers().makeWorker });
});

const describe = (text) => client.describe(text);

test('a heap game: one strip, play with heaps, a first heap of 10', async () => {
  const g = await describe('subtraction:1,3,4');
  assert.equal(g.kind, 'heap');
  assert.equal(g.start, '10');
  assert.equal(g.misere, false);
  const [c] = g.components;
  assert.deepEqual(
    { spec: c.spec, family: c.family, dimensions: c.dimensions, table: c.table, board: c.board, axes: c.axes, empty: c.empty, start: c.start, params: c.params },
    { spec: 'subtraction:1,3,4', family: 'subtraction', dimensions: 1, table: 'strip', board: 'heap', axes: [], empty: '0', start: '10', params: ['set', '1,3,4'] },
  );
});

test('2-D games: a grid, their axes, and a bounded corner board clipped to its size', async () => {
  const w = await describe('wythoff');
  assert.equal(w.kind, 'grid');
  assert.deepEqual([w.components[0].table, w.components[0].board, w.start], ['grid', 'pair', '5,8']);
  const c = await describe('corner:5,6');
  assert.deepEqual([c.components[0].board, c.components[0].boardRows, c.components[0].boardCols, c.start], ['board', 5, 6, '4,5']);
  assert.deepEqual(c.components[0].axes, ['down', 'left']);
  const f = await describe('fibonacci-nim');
  // A fresh heap of 10, written as the core writes it: its first move may take up to 9.
  assert.deepEqual([f.components[0].board, f.components[0].axes[1], f.start], ['fib', 'allowed', '10,9']);
});

test('a graph: its nodes in order, shown as nodes and played from the first', async () => {
  const g = await describe('graph:a>b;b>c;d>a');
  assert.equal(g.kind, 'graph');
  assert.deepEqual(g.components[0].nodes, ['a', 'b', 'c', 'd']);
  assert.deepEqual(g.components[0].edges, [
    { from: 'a', to: 'b' },
    { from: 'b', to: 'c' },
    { from: 'd', to: 'a' },
  ]);
  assert.deepEqual([g.components[0].table, g.components[0].board, g.start], ['nodes', 'node', 'a']);
});

test('a user-defined game: its name, about line and program, its coordinates from the core', async () => {
  const program = 'name "Two heaps" about "Take from the first." position (x, y) move for k in 1..2 where k <= x -> (x - k, y)';
  const g = await describe(`rules:{${program}}`);
  assert.equal(g.kind, 'rules');
  const [c] = g.components;
  assert.equal(c.name, 'Two heaps');
  assert.equal(c.about, 'Take from the first.');
  assert.equal(c.program, program);
  assert.deepEqual([c.dimensions, c.board, c.empty], [2, 'pair', '0,0']);
});

test('a sum under misère play: one part each, the same table once, a different heap each', async () => {
  const g = await describe('misere:nim+wythoff+nim');
  assert.deepEqual([g.kind, g.misere, g.spec], ['sum', true, 'misere:nim+wythoff+nim']);
  assert.deepEqual(g.components.map((c) => c.spec), ['nim', 'wythoff', 'nim']);
  assert.deepEqual(distinctComponents(g).map((c) => c.spec), ['nim', 'wythoff']);
  assert.equal(g.start, '7+5,8+9');
  // The page writes a sum only from the core's component texts, and the core reads it back the same.
  const written = sumSpec(
    g.components.map((c) => c.spec),
    false,
  );
  assert.equal(written, 'nim+wythoff+nim');
  assert.equal((await describe(written)).spec, written);
});

test("a '+' or brace inside a program does not split the spec; a game is named by its program's name", async () => {
  const program = `# 取 1、3 或 4 个 (a "take" game) & more
name "Take 1, 3 or 4"
position n
move for k in {1, 3, 4} where k <= n -> n - k   # a '+' in a comment: 1+1
`;
  const spec = `rules:{${program}}`;
  const g = await describe(`misere:${spec}+nim`);
  assert.deepEqual(
    g.components.map((c) => c.spec),
    [spec, 'nim'],
  );
  assert.equal(g.components[0].program, program);
  const braces = await describe('rules:{name "a}+{b" position n move where n > 0 -> n - 1}+bash:3');
  assert.deepEqual(
    braces.components.map((c) => c.spec),
    ['rules:{name "a}+{b" position n move where n > 0 -> n - 1}', 'bash:3'],
  );
  assert.equal(gameLabel(await describe(`${spec}+nim`), '{name} (rules)'), 'Take 1, 3 or 4 (rules)+nim');
  assert.equal(gameLabel(g, '{name}（规则）'), 'misere:Take 1, 3 or 4（规则）+nim');
  assert.equal(componentLabel((await describe('rules:{position n move where n > 0 -> n - 1}')).components[0], '{name} (rules)'), 'rules:{…}');
  assert.equal(gameLabel(await describe('octal:0.77+nim'), '{name} (rules)'), 'octal:0.77+nim');
});

test('a spec the core refuses: its message, word for word', async () => {
  let expected;
  try {
    (await loadModule()).describe('subtraction:0');
  } catch (e) {
    expected = e.message;
  }
  assert.ok(expected);
  await assert.rejects(client.describe('subtraction:0'), { name: 'GrundyError', message: expected });
});
