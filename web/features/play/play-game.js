// The play panel's bookkeeping, with no DOM and no game theory: what a spec's parts look like,
// the record of a game (positions, who moved, undo and redo), and who won. Every value, outcome
// and move comes from the engine's analyse(); this file only keeps track of them.

import { rulesCoordinates, splitPosition, splitSpec } from '../../state/spec-text.js';

// How each family's part is shown and set up.
//   heap   one number of tokens          pair   two heaps (Wythoff)
//   board  a square on a board (corner)  fib    heap and the most the next move may take
//   node   a node of a graph
const KIND_BY_FAMILY = { wythoff: 'pair', corner: 'board', 'fibonacci-nim': 'fib', graph: 'node' };

/** "misere:octal:0.77+nim" -> { misere: true, single: false, components: [{ text, family, args, kind }] } */
export function parseSpec(spec) {
  // splitSpec: a '+' inside a user-defined game's program (rules:{...}) does not split it.
  const { misere, components: texts } = splitSpec(spec);
  const components = texts.map((text) => {
    const i = text.indexOf(':');
    const family = i < 0 ? text : text.slice(0, i);
    const args = i < 0 ? '' : text.slice(i + 1);
    // A user-defined game of two coordinates is set up like two heaps.
    const kind = family === 'rules' ? (rulesCoordinates(text) === 2 ? 'pair' : 'heap') : KIND_BY_FAMILY[family] ?? 'heap';
    return { text, family, args, kind };
  });
  return { spec, misere, single: components.length === 1, components };
}

export function withMisere(spec, misere) {
  const plain = spec.startsWith('misere:') ? spec.slice('misere:'.length) : spec;
  return misere ? `misere:${plain}` : plain;
}

export { splitPosition };

/** The component that part `part` of a position belongs to; pass the position's split parts when a split may have grouped them. */
export function componentOf(game, part, parts = null) {
  return game.single ? game.components[0] : game.components[parts?.components?.[part] ?? part];
}

/** The board size of corner:R,C, or null for the unbounded board. */
export function boardSize(component) {
  const m = /^(\d+),(\d+)$/.exec(component.args);
  return m ? { rows: Number(m[1]), cols: Number(m[2]) } : null;
}

/** The node names of graph:a>b;b>c;c in order of first appearance. */
export function graphNodes(component) {
  const names = [];
  for (const edge of component.args.split(';')) {
    for (const name of edge.split('>')) {
      const n = name.trim();
      if (n && !names.includes(n)) names.push(n);
    }
  }
  return names;
}

const SAMPLE_HEAPS = [7, 4, 9, 5, 6, 3, 8, 2];

/** A reasonable starting part for a component (the i-th part of a sum gets a different heap). */
export function defaultPart(component, i = 0) {
  switch (component.kind) {
    case 'pair':
      return '5,8';
    case 'board': {
      const size = boardSize(component);
      return size ? `${size.rows - 1},${size.cols - 1}` : '5,7';
    }
    case 'fib':
      return '10';
    case 'node':
      return graphNodes(component)[0] ?? 'a';
    default:
      return String(SAMPLE_HEAPS[i % SAMPLE_HEAPS.length]);
  }
}

/** A default start: one heap of 10 for a single heap game, one part per component for a sum. */
export function defaultPosition(game) {
  if (game.single) return game.components[0].kind === 'heap' ? '10' : defaultPart(game.components[0]);
  return game.components.map((c, i) => defaultPart(c, i)).join('+');
}

/**
 * Which parts a move changed: from the parts before and the position text after, the index of the
 * moved part and what it became (several pieces after a split, none when it vanished). The core
 * replaces the moved part in place, so the parts before and after it are unchanged.
 */
export function movedPart(fromParts, move) {
  const toParts = splitPosition(move.to);
  const p = move.part;
  const grown = toParts.length - fromParts.length;
  const pieces = grown >= -1 ? toParts.slice(p, p + 1 + grown) : null;
  const sameOutside =
    pieces !== null &&
    fromParts.slice(0, p).every((x, i) => x === toParts[i]) &&
    fromParts.slice(p + 1).every((x, i) => x === toParts[p + 1 + grown + i]);
  return { part: p, from: fromParts[p], pieces: sameOutside ? pieces : null, toParts };
}

/**
 * Who plays. vs the computer, 'you' and 'computer' in the order `first` says; with the computer
 * off, two people: 'p1' moves first.
 */
export function playersFor(strength, first) {
  if (strength === 'off') return ['p1', 'p2'];
  return first === 'computer' ? ['computer', 'you'] : ['you', 'computer'];
}

/**
 * One game: steps[i] = { position, analysis } is the position before move i; moves[i] = { move,
 * by, mistake } took steps[i] to steps[i + 1]. Undo moves entries to a redo stack; a new move
 * clears it.
 */
export class GameRecord {
  constructor({ spec, start, players, misere }) {
    this.spec = spec;
    this.players = players;
    this.misere = misere;
    this.steps = [{ position: start, analysis: null }];
    this.moves = [];
    this.redoStack = [];
  }

  get current() {
    return this.steps.at(-1);
  }

  /** Whose turn it is at step i (the current step by default). */
  mover(i = this.steps.length - 1) {
    return this.players[i % 2];
  }

  isComputer(player) {
    return player === 'computer';
  }

  /** True when the current position has no move (its analysis must be known). */
  get over() {
    const a = this.current.analysis;
    return Boolean(a) && a.moveCount === 0;
  }

  /** Normal play: whoever cannot move loses. Misère: whoever cannot move wins. */
  get winner() {
    if (!this.over) return null;
    const stuck = this.mover();
    return this.misere ? stuck : this.other(stuck);
  }

  get loser() {
    return this.winner === null ? null : this.other(this.winner);
  }

  other(player) {
    return this.players[0] === player ? this.players[1] : this.players[0];
  }

  /** The first step at which `player` was to move, with its analysis (for "lost from the start"). */
  firstTurnOf(player) {
    const i = this.players[0] === player ? 0 : 1;
    return i < this.steps.length ? { index: i, ...this.steps[i] } : null;
  }

  play(move, { mistake = false } = {}) {
    const by = this.mover();
    this.moves.push({ move, by, mistake });
    this.steps.push({ position: move.to, analysis: null });
    this.redoStack = [];
  }

  /** Steps back one move; returns false when there is nothing to undo. */
  undoOne() {
    if (this.moves.length === 0) return false;
    this.redoStack.push({ move: this.moves.pop(), step: this.steps.pop() });
    return true;
  }

  redoOne() {
    const r = this.redoStack.pop();
    if (!r) return false;
    this.moves.push(r.move);
    this.steps.push(r.step);
    return true;
  }

  /**
   * Against the computer, undo goes back to the person's previous turn (taking back the
   * computer's answer too); between two people, one move. Returns how many moves were undone.
   */
  undo() {
    if (this.players.includes('p1')) return this.undoOne() ? 1 : 0;
    const personMoves = this.moves.filter((m) => m.by === 'you').length;
    if (personMoves === 0) return 0;
    let n = 0;
    // Take back the computer's replies, then the person's last move.
    while (this.moves.length && this.moves.at(-1).by === 'computer') n += this.undoOne();
    if (this.moves.length && this.moves.at(-1).by === 'you') n += this.undoOne();
    return n;
  }

  /** Replays undone moves up to and including the computer's reply to the person's move. */
  redo() {
    if (this.players.includes('p1')) return this.redoOne() ? 1 : 0;
    let n = 0;
    if (this.redoStack.length && this.redoStack.at(-1).move.by === 'you') n += this.redoOne();
    while (this.redoStack.length && this.redoStack.at(-1).move.by === 'computer') n += this.redoOne();
    return n;
  }

  get canUndo() {
    if (this.players.includes('p1')) return this.moves.length > 0;
    return this.moves.some((m) => m.by === 'you');
  }

  get canRedo() {
    return this.redoStack.length > 0;
  }

  /** The positions after the start, for the link: "9>7>6". */
  get line() {
    return this.moves.map((m) => m.move.to).join('>');
  }
}

/** The computer's choice under a strength setting: the engine's move, or now and then a slip. */
export async function chooseComputerMove(engine, record, strength, random = Math.random) {
  const { position, analysis } = record.current;
  if (strength === 'mistakes' && random() < 0.35) {
    const losing = analysis.moves.filter((m) => !m.winning);
    if (losing.length > 0 && analysis.outcome === 'N') {
      return { move: losing[Math.floor(random() * losing.length)], mistake: true };
    }
  }
  try {
    return { move: await engine.move(record.spec, position), mistake: false };
  } catch (e) {
    // The engine's search for the quickest win has limits; past them, any winning move still wins.
    const fallback = analysis.moves.find((m) => m.winning) ?? analysis.moves[0];
    if (!fallback) throw e;
    return { move: fallback, mistake: false };
  }
}
