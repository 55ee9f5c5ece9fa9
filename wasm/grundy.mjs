// The JS face of the core: an async factory and plain JS objects and typed arrays out.
// Raw embind entry points (names starting with "_") are wrapped here; nothing else should call
// them. Errors come back from C++ as { ok: false, error } and are thrown here as GrundyError,
// carrying the core's message unchanged.
import createGrundyModule from '../build/wasm/grundy_wasm.mjs';

export class GrundyError extends Error {
  constructor(message) {
    super(message);
    this.name = 'GrundyError';
  }
}

function unwrap(result) {
  if (!result.ok) throw new GrundyError(result.error);
  const { ok, ...rest } = result; // eslint-disable-line no-unused-vars
  return rest;
}

// A table computed a chunk at a time (1-D heap table or 2-D grid). Call dispose() when done (a
// finished or failed job may be disposed more than once).
class StreamJob {
  #raw;
  constructor(raw) {
    this.#raw = raw;
  }
  /**
   * Computes up to `budget` more values; returns true when the table is complete. Throws
   * GrundyError when the computation stopped part-way (a search limit or a cycle).
   */
  advance(budget) {
    const finished = this.#raw.advance(budget);
    if (finished) {
      const error = this.#raw.error();
      if (error) throw new GrundyError(error);
    }
    return finished;
  }
  get done() {
    return this.#raw.done();
  }
  get size() {
    return this.#raw.size();
  }
  /** A copy of values [from, to). */
  slice(from, to) {
    return this.#raw.slice(from, to);
  }
  dispose() {
    if (this.#raw && !this.#raw.isDeleted()) this.#raw.delete();
  }
}

class Grundy {
  #m;
  constructor(module) {
    this.#m = module;
  }

  /** Validates a spec without throwing: { ok: true, spec, dimensions } or { ok: false, error }. */
  checkSpec(spec) {
    return this.#m._checkSpec(String(spec));
  }

  /** g(0 .. size-1) of a heap game, as a Uint32Array. */
  values(spec, size) {
    return unwrap(this.#m._values(String(spec), Number(size))).values;
  }

  /**
   * A position of a game or a sum: its value, outcome (misère aware), and every move with the value
   * it leaves: { value, partValues, outcome, moves: [{ part, taken, text, to, value, optionValue,
   * winning }], moveCount, winningMoves, listedAll }.
   */
  analyse(spec, position) {
    return unwrap(this.#m._analyse(String(spec), String(position)));
  }

  /** The computer's move from a position, in the same shape as one of analyse()'s moves. */
  bestMove(spec, position) {
    return unwrap(this.#m._bestMove(String(spec), String(position)));
  }

  /** Moves left from a position with best play (the winner hurries, the loser stalls). */
  remoteness(spec, position) {
    return unwrap(this.#m._remoteness(String(spec), String(position))).remoteness;
  }

  /** The game families the core knows: [{ name, example }]. */
  families() {
    return this.#m._families();
  }

  /** A graph game's nodes, edges (by name) and each node's value. */
  graph(spec) {
    return unwrap(this.#m._graph(String(spec)));
  }

  /**
   * Why a position has its value: each part's options with their values and the mex; for a sum,
   * the part values in binary and their XOR. See grundy.d.ts for the shape.
   */
  explain(spec, position) {
    return unwrap(this.#m._explain(String(spec), String(position)));
  }

  /** Periodicity (heap games) and outcome rules in words; `max` bounds the table searched. */
  patterns(spec, max) {
    return unwrap(this.#m._patterns(String(spec), Number(max ?? 0)));
  }

  /** A complete C++17 program that prints the values of the positions it reads. */
  exportCpp(spec) {
    return unwrap(this.#m._exportCpp(String(spec))).text;
  }

  /** A table as CSV or JSON text: `extent` is the size (heap games) or { rows, cols }. */
  exportTable(spec, format, extent) {
    const rows = typeof extent === 'number' ? extent : extent?.rows;
    const cols = typeof extent === 'number' ? 1 : extent?.cols;
    return unwrap(this.#m._exportTable(String(spec), String(format), Number(rows), Number(cols))).text;
  }

  /**
   * Checks a program in the rule language without throwing: { ok: true, name, about, dimensions,
   * spec } (spec: the rules:{...} text to use as a game) or { ok: false, errors: [{ line, col,
   * endCol, message, text }] } (1-based; text is the full message with the caret line).
   */
  rulesCheck(source) {
    return this.#m._rulesCheck(String(source));
  }

  /** The shipped rule-language examples: [{ id, name, about, family, source }]. */
  rulesExamples() {
    return this.#m._rulesExamples();
  }

  /** Starts a heap game's table g(0..size-1), computed in chunks; throws GrundyError on bad input. */
  tableJob(spec, size) {
    return this.#job(new this.#m._TableJob(String(spec), Number(size)));
  }

  /** Starts a two-coordinate game's rows x cols table (row-major), computed in chunks. */
  gridJob(spec, rows, cols) {
    return this.#job(new this.#m._GridJob(String(spec), Number(rows), Number(cols)));
  }

  #job(raw) {
    const error = raw.error();
    if (error) {
      raw.delete();
      throw new GrundyError(error);
    }
    return new StreamJob(raw);
  }

  /** Live embind handles and objects, for leak tests. */
  liveHandles() {
    return {
      values: this.#m.count_emval_handles(),
      objects: this.#m.getLiveInheritedInstances().length,
    };
  }
}

/**
 * Loads the module. In the browser and in workers call it with no argument; in Node it works the
 * same, because the wasm is embedded in the module file.
 */
export async function createGrundy(options = {}) {
  const module = await createGrundyModule(options);
  return new Grundy(module);
}
