// The one place where the page learns a game's shape: describeGame(client, text) asks the core to
// check a spec (and each of its parts, for their number of coordinates) and returns the game as
// every panel reads it, kept beside the spec in the store (key `game`):
//
//   { spec, line, misere, kind, start, components: [component] }
//     spec        the canonical spec text (the core's)
//     line        the same on one line (a rules program's comments dropped, newlines as spaces)
//     misere      misère play
//     kind        'heap' | 'grid' | 'graph' | 'rules' | 'sum'
//     start       a first position for the whole game (one heap of 10; a part per component of a sum)
//   component (one per part of the sum, in order):
//     { spec, family, name, program, dimensions, table, board, axes, boardRows, boardCols, nodes,
//       start, empty }
//     spec        the part's canonical text          family  its family word
//     name        a rules program's name ('' when it has none or for a built-in family)
//     program     a rules part's program (between the braces), '' otherwise
//     dimensions  numbers in a position: 1, 2 or 3
//     table       how its values are shown: 'strip' (heaps 0..N), 'grid' (rows x cols), 'nodes'
//     board       how play shows a part: 'heap' | 'pair' | 'board' | 'fib' | 'node'
//     axes        a 2-D table's coordinate words (locale keys), [] otherwise
//     boardRows, boardCols   a bounded board (corner:R,C); 0 = unbounded
//     nodes       a graph's node names (position i = nodes[i]), [] otherwise
//     start       a first position of this part alone    empty  a position of it to fill a sum with
//
// Only the spec's check and each part's number of coordinates come from the core here; the rest is
// read off the canonical text with the helpers of spec-text.js, in this file alone, so that the
// core's own description of a game can replace this function without the panels changing.
import { componentParts, oneLineSpec, rulesCoordinates, rulesStatement, splitSpec } from './spec-text.js';

/** The page's own bounds on what it shows and accepts. */
export const limits = { shownHeaps: 100000, shownSide: 2000, positionLength: 2000 };

// How play shows a part of each family (a user-defined game of two coordinates is set up like two heaps).
const BOARD_BY_FAMILY = { wythoff: 'pair', corner: 'board', 'fibonacci-nim': 'fib', graph: 'node' };
const AXES_BY_FAMILY = {
  'fibonacci-nim': ['watch.axis.heap', 'watch.axis.allowed'],
  corner: ['watch.axis.down', 'watch.axis.left'],
};
const SAMPLE_HEAPS = [7, 4, 9, 5, 6, 3, 8, 2];

/** The node names of graph edges text ("a>b;b>c;d"), in order of first appearance. */
function graphNodes(edges) {
  const names = [];
  for (const item of String(edges ?? '').split(';')) {
    for (const name of item.split('>')) {
      const n = name.trim();
      if (n && !names.includes(n)) names.push(n);
    }
  }
  return names;
}

function describeComponent(spec, dimensions) {
  const { family, args } = componentParts(spec);
  const rules = family === 'rules';
  const program = rules ? (args ?? '').trim().replace(/^\{/, '').replace(/\}$/, '') : '';
  const board = rules ? (dimensions === 2 ? 'pair' : 'heap') : BOARD_BY_FAMILY[family] ?? 'heap';
  const size = family === 'corner' ? /^(\d+),(\d+)$/.exec(args ?? '') : null;
  const nodes = family === 'graph' ? graphNodes(args) : [];
  const component = {
    spec,
    family,
    name: rules ? rulesStatement(program, 'name') ?? '' : '',
    program,
    dimensions,
    table: family === 'graph' ? 'nodes' : dimensions === 2 ? 'grid' : 'strip',
    board,
    axes: dimensions === 2 ? AXES_BY_FAMILY[family] ?? ['watch.axis.first', 'watch.axis.second'] : [],
    boardRows: size ? Number(size[1]) : 0,
    boardCols: size ? Number(size[2]) : 0,
    nodes,
    // A position with no move left to anyone in most families ("0", "0,0"); a graph's first node.
    empty: rules ? Array(rulesCoordinates(spec)).fill('0').join(',') : dimensions === 2 ? '0,0' : family === 'graph' ? nodes[0] ?? '0' : '0',
  };
  component.start = board === 'heap' ? '10' : partStart(component);
  return component;
}

/** A first position for a part: the i-th part of a sum gets a different heap. */
export function partStart(component, i = 0) {
  switch (component.board) {
    case 'pair':
      return '5,8';
    case 'board':
      return component.boardRows ? `${component.boardRows - 1},${component.boardCols - 1}` : '5,7';
    case 'fib':
      return '10';
    case 'node':
      return component.nodes[0] ?? 'a';
    default:
      return String(SAMPLE_HEAPS[i % SAMPLE_HEAPS.length]);
  }
}

/**
 * Checks `text` with the core: { ok: true, game } for a game it accepts (see the top of this
 * file), or { ok: false, error } with the core's message.
 */
export async function describeGame(client, text) {
  const check = await client.check(text);
  if (!check.ok) return { ok: false, error: check.error };
  const { misere, components: texts } = splitSpec(check.spec);
  const distinct = [...new Set(texts)];
  const parts = await Promise.all(distinct.map((c) => client.check(c)));
  const byText = new Map(distinct.map((c, i) => [c, describeComponent(c, parts[i].ok ? parts[i].dimensions : 1)]));
  const components = texts.map((c) => byText.get(c));
  const single = components.length === 1 ? components[0] : null;
  const kind = !single ? 'sum' : single.family === 'rules' ? 'rules' : single.table === 'nodes' ? 'graph' : single.table === 'grid' ? 'grid' : 'heap';
  const start = single ? single.start : components.map((c, i) => partStart(c, i)).join('+');
  return { ok: true, game: { spec: check.spec, line: oneLineSpec(check.spec), misere, kind, start, components } };
}

/** The distinct components of a game, each once, in order of first appearance (one table each). */
export function distinctComponents(game) {
  const seen = new Set();
  return game.components.filter((c) => !seen.has(c.spec) && seen.add(c.spec));
}
