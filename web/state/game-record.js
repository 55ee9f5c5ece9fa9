// The record of one game in play, with no DOM and no game theory: the positions, who moved, undo
// and redo, and who won. Every value, outcome and move comes from the core's analyse(); this file
// only keeps track of them.

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

/** The computer's choice under a strength setting: the core's move, or now and then a slip. */
export async function chooseComputerMove(client, record, strength, random = Math.random) {
  const { position, analysis } = record.current;
  if (strength === 'mistakes' && random() < 0.35) {
    const losing = analysis.moves.filter((m) => !m.winning);
    if (losing.length > 0 && analysis.outcome === 'N') {
      return { move: losing[Math.floor(random() * losing.length)], mistake: true };
    }
  }
  try {
    return { move: await client.bestMove(record.spec, position), mistake: false };
  } catch (e) {
    // The core's search for the quickest win has limits; past them, any winning move still wins.
    const fallback = analysis.moves.find((m) => m.winning) ?? analysis.moves[0];
    if (!fallback) throw e;
    return { move: fallback, mistake: false };
  }
}
