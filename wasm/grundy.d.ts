// The JS API of the Grundy Playground core (wasm/grundy.mjs).

/** Thrown for every bad spec, size or position; `message` is the core's own text. */
export class GrundyError extends Error {}

export type SpecCheck =
  | { ok: true; spec: string; dimensions: 1 | 2 }
  | { ok: false; error: string };

export interface OptionValue {
  /** Tokens the move takes. */
  taken: number;
  /** The heap it leaves. */
  to: number;
  /** The value of the position it leaves. */
  value: number;
}

export interface Explanation {
  /** The position's Sprague-Grundy value: the mex of the options' values. */
  value: number;
  options: OptionValue[];
}

/** A table computed a chunk at a time; call dispose() when finished with it. */
export interface TableJob {
  /** Computes up to `budget` more values; true when the table is complete. */
  advance(budget: number): boolean;
  readonly done: number;
  readonly size: number;
  /** A copy of values [from, to). */
  slice(from: number, to: number): Uint32Array;
  dispose(): void;
}

export interface Grundy {
  /** Validates a spec; never throws. `spec` is the canonical form (sorted, merged). */
  checkSpec(spec: string): SpecCheck;
  /** g(0 .. size-1) of a heap game. */
  values(spec: string, size: number): Uint32Array;
  /** A position's value and each option with its value. */
  explain(spec: string, position: string): Explanation;
  /** The computer's move: to a value-0 position when one exists. */
  bestMove(spec: string, position: string): { taken: number; to: number };
  /** Starts a chunked table computation. */
  tableJob(spec: string, size: number): TableJob;
  /** Live embind handles and objects (for leak tests). */
  liveHandles(): { values: number; objects: number };
}

/** Loads the module (the wasm is embedded, so this works in the page, a worker, Node and file://). */
export function createGrundy(options?: object): Promise<Grundy>;
