// The JS API of the Grundy Playground core (wasm/grundy.mjs).

/** Thrown for every bad spec, size or position; `message` is the core's own text. */
export class GrundyError extends Error {}

export type SpecCheck =
  | { ok: true; spec: string; dimensions: 1 | 2 | 3; components: number; misere: boolean }
  | { ok: false; error: string };

/** One problem in a rule-language program: 1-based line and columns (endCol one past the last). */
export interface RulesDiagnostic {
  line: number;
  col: number;
  endCol: number;
  /** The core's message, e.g. "expected a number or a name after '-'". */
  message: string;
  /** "line 3, col 14: <message>", the source line and a caret line under the problem. */
  text: string;
}

export type RulesCheck =
  | { ok: true; name: string; about: string; dimensions: 1 | 2 | 3; spec: string }
  | { ok: false; errors: RulesDiagnostic[] };

export interface RulesExample {
  /** The example's file name under core/rules-examples/ without .rules, e.g. "kayles". */
  id: string;
  name: string;
  about: string;
  /** The built-in spec it agrees with, e.g. "octal:0.77". */
  family: string;
  source: string;
}

/** One move of a position (of a single game or a sum). */
export interface Move {
  /** Which part of the position moves (0 for a single game). */
  part: number;
  /** Tokens the move takes (0 where that means nothing, e.g. a graph move). */
  taken: number;
  /** "take 3 (5 -> 2)", "take 1 from 7, leaving 2 and 4", "a -> b" ... */
  text: string;
  /** The whole position after the move, as text ("2", "4+6", "3,5"). */
  to: string;
  /** The whole position's XOR value after the move (normal play). */
  value: number;
  /** The value of what the moved part became. */
  optionValue: number;
  /** Leaves a position that the player to move loses (misère aware). */
  winning: boolean;
}

export interface Analysis {
  value: number;
  partValues: number[];
  outcome: 'P' | 'N';
  /** Every move when there are at most 10000, otherwise only the winning ones. */
  moves: Move[];
  moveCount: number;
  winningMoves: number;
  listedAll: boolean;
}

export interface Bilingual {
  en: string;
  zh: string;
}

export interface ExplainedOption {
  text: string;
  to: string;
  partValues: number[];
  value: number;
}

export interface PartExplanation {
  position: string;
  value: number;
  mex: number;
  /** The part's value in binary, padded to the width of the widest part. */
  binary: string;
  options: ExplainedOption[];
  optionCount: number;
  listedAll: boolean;
  /** false: too many options to list; the value came from the game's formula. */
  enumerated: boolean;
  summary: Bilingual;
}

export interface Explanation {
  position: string;
  value: number;
  outcome: 'P' | 'N';
  misere: boolean;
  /** Single part: its mex and options, repeated here for convenience. */
  mex?: number;
  options?: ExplainedOption[];
  parts: PartExplanation[];
  partValues: number[];
  binaryRows: string[];
  /** The XOR of binaryRows, same width. */
  xorRow: string;
  xorBinary: string;
  /** "options 4, 2, 1 have values 2, 0, 1; mex = 3", or the XOR line for a sum. */
  summary: Bilingual;
}

export interface Periodicity {
  found: boolean;
  preperiod: number;
  period: number;
  saltus: number;
  proven: boolean;
  /** Values g(0) .. g(checked - 1) were computed and examined. */
  checked: number;
  checkedUpTo: number;
  /** Proven: g(n + period) = g(n) was verified for preperiod <= n < bound. */
  bound: number;
  theorem: 'finite-subtraction' | 'octal-periodicity' | 'none';
  theoremText: string;
  /** "preperiod=A period=B saltus=C proven=yes|no checked=N" */
  line: string;
}

export interface OutcomeRule {
  kind: 'residues' | 'fibonacci' | 'wythoff' | 'periodic-2d' | 'misere-nim';
  proven: boolean;
  checked: number;
  en: string;
  zh: string;
  evidence: Bilingual;
}

export interface Patterns {
  /** Heap games only (null for two-coordinate games, graphs, sums and misère play). */
  periodicity: Periodicity | null;
  rules: OutcomeRule[];
}

export interface GraphTable {
  nodes: string[];
  edges: [string, string][];
  /** values[i] is the value of nodes[i]. */
  values: Uint32Array;
}

/** A table computed a chunk at a time; call dispose() when finished with it. */
export interface TableJob {
  /** Computes up to `budget` more values; true when the table is complete. Throws GrundyError if it stopped part-way or was disposed. */
  advance(budget: number): boolean;
  /** Values computed so far (0 once disposed). */
  readonly done: number;
  /** Values the table will hold (0 once disposed). */
  readonly size: number;
  /** A copy of values [from, to), clamped to the values computed so far. */
  slice(from: number, to: number): Uint32Array;
  /** Frees the table; harmless when called again. */
  dispose(): void;
}

export interface Grundy {
  /** Validates a spec; never throws. `spec` is the canonical form (sorted, merged). */
  checkSpec(spec: string): SpecCheck;
  /** g(0 .. size-1) of a heap game. */
  values(spec: string, size: number): Uint32Array;
  /** A position of any spec (sums, misère): value, outcome, every move with its value. */
  analyse(spec: string, position: string): Analysis;
  /** The computer's move: wins as fast as it can, loses as slowly as it can (when small enough to search). */
  bestMove(spec: string, position: string): Move;
  /** Moves left with best play. */
  remoteness(spec: string, position: string): number;
  /** The game families the core knows. */
  families(): { name: string; example: string }[];
  /** Why a position has its value. */
  explain(spec: string, position: string): Explanation;
  /** Periodicity and outcome rules; `max` (16 to 2^24; default 2^21) bounds the table the search may grow to. */
  patterns(spec: string, max?: number): Patterns;
  /** A complete C++17 program printing the values of the positions it reads (heap games). */
  exportCpp(spec: string): string;
  /** A table as CSV or JSON: size for heap games, { rows, cols } for two-coordinate games. */
  exportTable(spec: string, format: 'csv' | 'json', extent: number | { rows: number; cols: number }): string;
  /** A graph game's nodes, edges and values. */
  graph(spec: string): GraphTable;
  /** Checks a program in the rule language (never throws for a bad program). */
  rulesCheck(source: string): RulesCheck;
  /** The shipped rule-language examples, each with the built-in spec it agrees with. */
  rulesExamples(): RulesExample[];
  /** Starts a chunked heap table g(0 .. size-1). */
  tableJob(spec: string, size: number): TableJob;
  /** Starts a chunked rows x cols table of a two-coordinate game (row-major). */
  gridJob(spec: string, rows: number, cols: number): TableJob;
  /** Live embind handles (values) and stream jobs not yet disposed (objects), for leak tests. */
  liveHandles(): { values: number; objects: number };
}

/**
 * Loads the module: the wasm beside the glue (build/wasm/grundy_wasm.wasm) is fetched and compiled
 * (as it streams in when served as application/wasm), read under Node, or decoded from the data: URL
 * the one-file page embeds. Rejects with a GrundyError naming the file when it cannot be loaded or
 * compiled. `options` go to Emscripten's factory; `wasmBinary` (the wasm's bytes) skips the loading.
 */
/** The API over a module instance made elsewhere (a tool loading a module build of its own). */
export function grundyFor(module: unknown): Grundy;

export function createGrundy(options?: { wasmBinary?: ArrayBuffer | Uint8Array; [option: string]: unknown }): Promise<Grundy>;
