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

// A table computed a chunk at a time. Call dispose() when done (a finished or failed job may be
// disposed more than once).
class TableJob {
  #raw;
  constructor(raw) {
    this.#raw = raw;
  }
  /** Computes up to `budget` more values; returns true when the table is complete. */
  advance(budget) {
    return this.#raw.advance(budget);
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

  /** Starts a table to be computed in chunks; throws GrundyError on a bad spec or size. */
  tableJob(spec, size) {
    const raw = new this.#m._TableJob(String(spec), Number(size));
    const error = raw.error();
    if (error) {
      raw.delete();
      throw new GrundyError(error);
    }
    return new TableJob(raw);
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
