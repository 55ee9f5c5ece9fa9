// The JS API of the Grundy Playground core (wasm/grundy.mjs): one method per call of the call table
// (wasm/calls.mjs), each the function of the same name in core/include/grundy/api.hpp, whose structs
// have these field names. tests/wasm/calls.test.mjs checks that this file, the table and the
// module's bindings name the same calls, and that every reply has exactly the fields named here.

/**
 * Thrown for every bad spec, position, size or program: `message` is the core's own English, `id`
 * and `args` the same message as data, which the page words in the person's language (an id of
 * core/messages/en.json). An error of the module itself (it could not load; a job used after
 * dispose) has the id '' and no args.
 */
export class GrundyError extends Error {
  readonly id: string;
  readonly args: MessageArgs;
  /** True when a search stopped on its budget: the same call with a larger Budget may answer. */
  readonly budget: boolean;
}

/**
 * What one call's searches may spend: `work` in steps, `bytes` of memory; 0 (or a field left out)
 * is that search's default. The bytes are never allowed past a quarter of the module's maximum memory.
 */
export interface Budget {
  work: number;
  bytes: number;
}

/**
 * What the core says in words: an id of the catalogue (core/messages/en.json), the arguments its
 * template names, and the English made from them.
 */
export interface Message {
  /** "explain.options" */
  id: string;
  args: MessageArgs;
  /** "options 4, 2, 1 have values 2, 0, 1; mex = 3" */
  text: string;
}

/** A message's arguments by placeholder name, each as its template has it. */
export interface MessageArgs {
  [placeholder: string]: MessageArg;
}

/**
 * An argument: text as the English has it (a number, a position, a name), a message of its own (a
 * reason after a prefix, a phrase a translation words), or a list worded item by item.
 */
export type MessageArg = string | Message | MessageList;

/** "a, b or c": items joined by the catalogue's list.* entries; `more` items left out ("..., and 3 more"). */
export interface MessageList {
  join: 'comma' | 'or' | 'and';
  items: MessageArg[];
  more: number;
}

// ---- Made by wasm/api-fields.mjs from core/include/grundy/api/*.hpp (node wasm/api-fields.mjs --write): do not edit ----

export interface Edge {
  /** Node names */
  from: string;
  /** Node names */
  to: string;
}

export interface Component {
  /** The canonical component text */
  spec: string;
  /** Its family word ("subtraction") */
  family: string;
  /** How a person calls it: a rules program's name; "" otherwise */
  name: string;
  /** A rules program's one line about itself; "" otherwise */
  about: string;
  /** A rules component's program (between the braces); "" otherwise */
  program: string;
  /** Its rules in words (game-rules.*), for a person new to the game */
  rules: Message;
  /** Its family's field values, in the order of families()[...].params */
  params: string[];
  /** 1 | 2 | 3: numbers in a position */
  dimensions: 1 | 2 | 3;
  /** "strip" | "grid" | "nodes" | "none": heaps 0..N, rows x cols, a graph's nodes, none (3 numbers) */
  table: 'strip' | 'grid' | 'nodes' | 'none';
  /** "heap" | "row" | "pair" | "board" | "fib" | "node" | "coins" | "tuple": how play shows a part */
  board: 'heap' | 'row' | 'pair' | 'board' | 'fib' | 'node' | 'coins' | 'tuple';
  /** Two coordinates: ids of their words ("down", "left"); else empty */
  axes: string[];
  /** A bounded board (corner:R,C); 0 = unbounded */
  boardRows: number;
  boardCols: number;
  /** A graph: node names (node i is position nodes[i]); else empty */
  nodes: string[];
  /** A graph's edges by name */
  edges: Edge[];
  /** A first position of this component alone ("10", "5,8", "a") */
  start: string;
  /** A position of it with no move left ("0", "0,0", a sink node) */
  empty: string;
}

/** Every limit a request or the page's fields meet (grundy/limits.hpp), so the page keeps no copy. */
export interface Limits {
  /** Most positions a strip shows */
  shownHeaps: number;
  /** Most rows or columns a grid shows */
  shownSide: number;
  /** Most nodes of a graph its table shows */
  shownNodes: number;
  /** Most values one table holds */
  tableSize: number;
  /** Largest number in a position */
  coordinate: number;
  /** Longest spec (and position the core reads) */
  specLength: number;
  /** Longest position the page takes */
  positionLength: number;
  /** Largest table a period search may grow to (patterns' `max`) */
  periodSearch: number;
  /** Longest rules program */
  programLength: number;
  /** Longest row a strip is wrapped into */
  rowLength: number;
  /** Longest record of a game played that a link carries */
  playedLength: number;
  /** Most heaps the page's statistics go to */
  statsSize: number;
  /** What a search may spend by default (work in steps, bytes), and the most bytes any may hold (memoryCeiling()): the page's "Keep going" asks for multiples of the first two, never past the third. */
  searchWork: number;
  searchBytes: number;
  /** The most bytes any computation may hold: a quarter of the module's maximum memory. */
  memoryCeiling: number;
}

/** The game descriptor: everything the page needs to know about a spec. */
export interface Descriptor {
  /** The canonical spec text */
  spec: string;
  /** The same on one line: each rules program's comments dropped, newlines as spaces */
  line: string;
  misere: boolean;
  /** "heap" | "grid" | "graph" | "rules" | "sum" */
  kind: 'heap' | 'grid' | 'graph' | 'rules' | 'sum';
  /** A first position of the whole game: one per component, joined by '+' */
  start: string;
  /** ExportProgram can write a program for it: one game in normal play */
  exportProgram: boolean;
  components: Component[];
  limits: Limits;
}

export interface FamilyParam {
  /** "m", "set", "edges", ... */
  key: string;
  /** "int" | "text" | "choice" | "graph" | "program" */
  type: 'int' | 'text' | 'choice' | 'graph' | 'program';
  /** A choice's values */
  choices: string[];
  /** Its value in the family's example: the form's default */
  value: string;
  /** May be left empty */
  optional: boolean;
  /** The values of the family's choice field with which this field is not used (the form hides it): the component's text is the same whatever it holds (subtraction's set with a named set). */
  unusedWith: string[];
}

/** Another name people call a game by, and the spec it reads as ({ "kayles", "octal:0.77" }). */
export interface Alias {
  name: string;
  spec: string;
}

export interface Family {
  /** The family word */
  name: string;
  /** A full example spec */
  example: string;
  /** Of the example's positions */
  dimensions: number;
  params: FamilyParam[];
  /** The common names of its classic games */
  aliases: Alias[];
}

/** How a person writes a position's part. */
export interface PositionPart {
  /** Which component of the spec it belongs to */
  component: number;
  /** "7", "3,5", "a" */
  text: string;
  /** Its numbers; a graph's node number */
  coords: number[];
}

export interface PositionText {
  /** The whole position, written back canonically */
  text: string;
  parts: PositionPart[];
}

/** One move of a position (of a single game or a sum). */
export interface Move {
  /** Which part of the position moves */
  part: number;
  /** Tokens it takes (0 where that means nothing) */
  taken: number;
  /** "take 3 (5 -> 2)" */
  text: string;
  /** The whole position after it */
  to: string;
  toParts: PositionPart[];
  /** The whole position's XOR value after it (normal play) */
  value: number;
  /** The value of what the moved part became */
  optionValue: number;
  /** Leaves a position the player to move loses (misère aware) */
  winning: boolean;
  /** A coin-turning game's move (GameTraits::pairsCancel): the coins it turns, largest first (its head's coin and the coins its pieces name, tails to heads or heads to tails); else empty. */
  turned: number[];
}

export interface Analysis {
  value: number;
  partValues: number[];
  /** "P" | "N", misère aware */
  outcome: 'P' | 'N';
  parts: PositionPart[];
  /** Every move, or only the winning ones past kMaxListedMoves */
  moves: Move[];
  moveCount: number;
  winningMoves: number;
  listedAll: boolean;
  /** Misère play: misère Nim's rule on the values gave the outcome, no search (Solver::tame) */
  tame: boolean;
  /** Misère play of a wild heap game: the product of the heaps' elements in its misère quotient gave the outcome and each move's, no search (Solver::quotient; quotient() shows the quotient). */
  quotient: boolean;
}

export interface ExplainedOption {
  /** "take 3 (5 -> 2)" */
  text: string;
  /** The parts it leaves */
  to: string;
  /** Their values (XOR = value) */
  partValues: number[];
  value: number;
  /** The whole position after it: what choosing it explains */
  after: string;
  /** Its parts */
  afterParts: PositionPart[];
  /** Its XOR value (normal play) */
  afterValue: number;
  /** Leaves a position the player to move loses (misère aware) */
  winning: boolean;
}

export interface PartExplanation {
  position: string;
  /** The part's numbers, as PositionPart's */
  coords: number[];
  /** The mex of its options' values */
  value: number;
  /** The value in binary, as wide as the widest part */
  binary: string;
  /** The first ones, and every winning one */
  options: ExplainedOption[];
  optionCount: number;
  listedAll: boolean;
  /** False: too many to list; the value came from the game's formula */
  enumerated: boolean;
  /** "options 4, 2, 1 have values 2, 0, 1; mex = 3" */
  summary: Message;
  /** Explanation::quotient: the element of the misère quotient it pretends to be ("ab^2") */
  element: string;
}

export interface Explanation {
  position: string;
  value: number;
  /** "P" | "N", misère aware */
  outcome: 'P' | 'N';
  misere: boolean;
  parts: PartExplanation[];
  partValues: number[];
  binaryRows: string[];
  /** The XOR of binaryRows, same width. */
  xorRow: string;
  /** The moves of the whole position */
  moveCount: number;
  /** How many of them win (misère aware), as analyse counts them */
  winningMoves: number;
  /** The mex line for one part, the XOR line for a sum */
  summary: Message;
  /** Misère play decided by misère Nim's rule (Solver::tame); the summary says so */
  tame: boolean;
  /** Misère play decided by the game's misère quotient (Solver::quotient): the parts' elements (PartExplanation::element) multiply to `product`, and the summary says whether it is in the P-portion. */
  quotient: boolean;
  /** The product of the parts' elements ("ab^2"); "" when not decided by a quotient. */
  product: string;
}

export interface Periodicity {
  found: boolean;
  preperiod: number;
  period: number;
  saltus: number;
  proven: boolean;
  /** G(0) .. g(checked - 1) were examined */
  checked: number;
  /** Proven: g(n + period) = g(n) + saltus was verified for preperiod <= n < bound */
  bound: number;
  /** "finite-subtraction" | "octal-periodicity" | "take-any-tail" | "none" */
  theorem: 'finite-subtraction' | 'octal-periodicity' | 'take-any-tail' | 'none';
  /** The theorem, its hypothesis and the bound checked */
  theoremText: Message;
  /** "preperiod=A period=B saltus=C proven=yes|no checked=N" */
  line: string;
  /** "" | "size" | "work" | "memory" | "table": not proven, the limit that ended the search; "" otherwise */
  stopped: '' | 'size' | 'work' | 'memory' | 'table';
  /** Stopped "table": why the table stopped short (a rule that breaks, its memory) */
  stoppedWhy: Message;
}

export interface OutcomeRule {
  /** "residues" | "fibonacci" | "wythoff" | "periodic-2d" | "misere-nim" */
  kind: 'residues' | 'fibonacci' | 'wythoff' | 'periodic-2d' | 'misere-nim';
  proven: boolean;
  checked: number;
  /** "P iff n mod 7 is 0 or 2" */
  statement: Message;
  /** Proven by ..., or observed for ... */
  evidence: Message;
}

export interface Patterns {
  /** Heap games in normal play only */
  periodicity: Periodicity | null;
  outcomes: OutcomeRule[];
}

export interface RulesReport {
  ok: boolean;
  name: string;
  about: string;
  dimensions: number;
  /** "rules:{<program>}" when ok */
  spec: string;
  errors: RulesError[];
}

export interface RulesExample {
  /** The example's file name under core/rules-examples/ without .rules, e.g. "kayles". */
  id: string;
  name: string;
  about: string;
  /** The built-in spec it agrees with */
  family: string;
  source: string;
}

/** Exercises (issue 20): one question of a quiz, with its answer and why. */
export interface Exercise {
  /** "outcome" | "value" | "move" | "table" | "period" */
  kind: 'outcome' | 'value' | 'move' | 'table' | 'period';
  /** The canonical spec */
  spec: string;
  /** Outcome, value, move: the position asked about; table: its last cell; period: "" */
  position: string;
  /** Table: its rows x cols cells (a strip has cols 1); period: g(0 .. rows-1) shown */
  rows: number;
  cols: number;
  /** Table: each cell's position, row-major */
  cells: PositionPart[];
  /** Period: the values shown to the student */
  shown: number[];
  /** The question in words */
  prompt: Message;
  /** The right answer as checkAnswer reads it: "P", "3", "4+2", "2,7"; a table its values row-major, separated by spaces (each cell is checked alone) */
  answer: string;
  /** Move: every winning move's position; table: each cell's value */
  answers: string[];
  /** Why the answer is right (Show answers, the answer key) */
  solution: Message;
}

/** A typed answer checked. */
export interface AnswerCheck {
  correct: boolean;
  /** The answer could be read (a typo is not a wrong answer) */
  readable: boolean;
  /** The answer as read, canonical ("" when unreadable) */
  given: string;
  /** Right: the solution; wrong: what to look at again; unreadable: why */
  verdict: Message;
}

/** An exported program and how it works out values (grundy/analysis/export.hpp), so the page can say beside its download what the program assumes. */
export interface Program {
  /** The program */
  text: string;
  /** "formula" | "period" | "table" | "embedded" */
  way: 'formula' | 'period' | 'table' | 'embedded';
  /** Way "period": the pattern the program extends (proven, or observed for n < checked) */
  periodicity: Periodicity;
  /** Way "embedded": how many positions' values the program holds; larger ones are refused */
  embedded: number;
}

/** One heap's genus (grundy/misere/genus.hpp): g^(γ0 γ1 ...), γk the misère value of the heap plus k copies of *2. */
export interface HeapGenus {
  heap: number;
  /** Its normal-play value */
  g: number;
  /** Γ0 γ1 ..., up to where the last two repeat for ever (at least two) */
  digits: number[];
  /** Winning Ways' notation: "4^146", "6^(1,9,10,8)" */
  text: string;
  /** "tame" | "restive" | "wild" | "": tame (it and every sum it leads to has a tame genus, one of a Nim position), restive (g is 0 or 1, every option tame, the genus not tame), wild (g >= 2, the genus not tame), or "" when genera alone do not tell (a heap of tame genus with wild positions below it). */
  standing: 'tame' | 'restive' | 'wild' | '';
}

/** The genera of heaps 0 .. count-1 of a heap game, and where the game stands. */
export interface Genera {
  /** The game's canonical spec (without "misere:") */
  spec: string;
  /** Heaps 0 .. count - 1 */
  heaps: HeapGenus[];
  /** "tame" | "restive" | "wild": the game's standing as far as these heaps go, tame when every one is, else that of the first heap that is not (always "restive" or "wild": its options are all tame), at decidedAt. */
  standing: 'tame' | 'restive' | 'wild';
  /** -1 when every heap asked is tame */
  decidedAt: number;
  /** The standing in a sentence */
  summary: Message;
}

/** A relation of a quotient's presentation: left = right ("a^2" = "1"). */
export interface QuotientRelation {
  /** "a^2", "1" */
  left: string;
  /** "a^2", "1" */
  right: string;
}

/** The misère quotient of the sums of heaps 0 .. heaps (grundy/misere/quotient.hpp), certified. */
export interface Quotient {
  spec: string;
  /** The largest heap asked about (count - 1) */
  heaps: number;
  /** Heaps 0 .. certified - 1 were computed (fewer than asked once a period is proven) */
  certified: number;
  order: number;
  /** The size of the P-portion */
  pCount: number;
  /** "a", "b", ... */
  generators: string[];
  /** The first heap that is each generator */
  generatorHeaps: number[];
  /** The presentation: <generators | relations> */
  relations: QuotientRelation[];
  /** Element i's normal form ("1", "a", "ab^2"), 0 the identity */
  elements: string[];
  /** The elements in the P-portion */
  pPortion: number[];
  /** The multiplication table, row-major (order x order), for a quotient of at most limits::kMaxShownQuotientOrder elements; empty for a larger one. */
  table: number[];
  /** The element each heap 0 .. heaps pretends to be */
  pretending: number[];
  /** The pretending function proven periodic (and the quotient whole) */
  periodic: boolean;
  period: number;
  preperiod: number;
  /** Φ(n + period) = Φ(n) was checked for preperiod <= n < proofEnd */
  proofEnd: number;
  /** Periodic: the theorem, its hypothesis and the heaps checked */
  periodText: Message;
  /** The heaps at which the quotient grew */
  growth: number[];
  /** "heaps=N order=Q p=P periodic=yes period=p preperiod=a" (or periodic=no) */
  line: string;
}

/** One known game whose values start as asked (core/src/api/known_games.hpp: the catalogue). */
export interface KnownGame {
  /** Canonical: "octal:0.77" */
  spec: string;
  /** A classic name ("kayles"); "" when none */
  name: string;
  /** Its take-and-break code when that is not its spec (nim's "octal:0.[3]"); else "" */
  code: string;
  /** Period(spec, kIdentifyPeriodSearch); none when refused */
  periodicity: Periodicity | null;
}

/** The known games whose values start as asked, simplest first (core/src/api/known_games.hpp). */
export interface Identification {
  /** The query was P/N letters (compared as value 0 or not) */
  outcomes: boolean;
  /** The values compared, g(0) .. g(compared - 1) */
  compared: number;
  /** The games of the catalogue */
  searched: number;
  /** The first kIdentifyListed matches, simplest first */
  games: KnownGame[];
  /** Matches past those listed */
  more: number;
}

/** A take-and-break code's simplest equal among the octal codes of up to three digits. */
export interface Equivalence {
  /** The code asked about, canonical */
  spec: string;
  /** The simplest code with its values: itself when none is simpler */
  equivalent: string;
  /** The equivalent's classic name ("dawsons-chess"); "" when none */
  name: string;
  /** G_spec(n) = g_equivalent(n + offset) for every n >= max(0, -offset) */
  offset: number;
  /** Proven (rule says how) or observed for n < checked */
  proven: boolean;
  checked: number;
  /** No simpler code: `equivalent` is the code itself */
  same: boolean;
  /** Equivalent.same | .periods | .observed */
  rule: Message;
  /** The equivalent's, from a search to 2^16 values */
  periodicity: Periodicity | null;
}

// ---- End of what wasm/api-fields.mjs made ----

/** Statistics of heaps 0 .. heaps-1 of a take-and-break game (core/include/grundy/analysis/stats.hpp). */
export interface StatsRow {
  /** The row is about heaps 0 .. heaps-1: a power of two, or the whole table. */
  heaps: number;
  /** The split chosen for them: heap n is rare when popcount(g(n) & mask), plus with the twist the parity of n - k0, is even. */
  mask: number;
  /** The mask in binary ("11110"). */
  maskBits: string;
  twist: boolean;
  /** The tokens the first splitting move removes. */
  k0: number;
  /** How many of the heaps are rare (heap 0 counted). */
  rare: number;
  /** The last rare heap; -1 when there is none. */
  lastRare: number;
  lastRareValue: number;
  /** The largest value, and the first heap with it. */
  largest: number;
  largestAt: number;
}

/** One problem in a rule-language program: 1-based line and columns (endCol one past the last). */
export interface RulesError {
  line: number;
  col: number;
  endCol: number;
  /** The core's message, e.g. "expected a number or a name after '-'" (its English, as a GrundyError's). */
  message: string;
  /** The message as data, as a GrundyError has it. */
  id: string;
  args: MessageArgs;
  /** "line 3, col 14: <message>", the source line and a caret line under the problem. */
  text: string;
}

/** The rule language's words, written once in the core (core/src/rules/words.cpp). */
export interface RulesWords {
  /** Words that start a statement: name, about, position, start, move. */
  statements: string[];
  /** The other keywords: for, in, where, and, or, not. */
  keywords: string[];
  /** The functions: min, max, abs. */
  functions: string[];
  /** The named sequences a number can be tested against: fib, pow2, squares, primes. */
  sequences: string[];
}

/** A table computed a chunk at a time; call dispose() when finished with it. */
export interface TableJob {
  /** Computes up to `steps` more values; true when the table is complete. Throws GrundyError if it stopped part-way or was disposed. */
  advance(steps: number): boolean;
  /** Values computed so far (0 once disposed). */
  readonly done: number;
  /** Values the table will hold (0 once disposed). */
  readonly size: number;
  /** Bytes per value as the module keeps the table: 1, 2 or 4 (a take-and-break game's widens as it grows; any other game's is 4). */
  readonly width: 1 | 2 | 4;
  /** A copy of values [from, to), clamped to the values computed so far, in the narrowest typed array that holds them. */
  slice(from: number, to: number): Uint8Array | Uint16Array | Uint32Array;
  /** Frees the table; harmless when called again. */
  dispose(): void;
}

/** Where a period search is (PeriodSearch.progress()). */
export interface SearchProgress {
  /** Values computed so far. */
  done: number;
  /** The size the table grows to in this stage. */
  target: number;
  /** The most values the search may reach (`max` asked). */
  max: number;
  /** Bytes the search holds (its table; at the end the head of the period). */
  bytes: number;
  /** The module's memory in bytes (it grows, never shrinks). */
  memory: number;
  /** Computing values, looking at them (a period confirmed in place, or the detection), or ended. */
  phase: 'values' | 'checking' | 'done';
}

/** The period search as a job, a slice at a time; call dispose() when finished with it. */
export interface PeriodSearch {
  /** Goes on for about `steps` more values computed or compared; true once the search has ended. Throws GrundyError once disposed. */
  advance(steps: number): boolean;
  /** Where it is. */
  progress(): SearchProgress;
  /** Once ended: the periodicity (stopped: the limit that ended a search short of a proof) and outcome rules, as patterns gives them. */
  answer(): Patterns;
  /** Frees the search and its table; harmless when called again. */
  dispose(): void;
}

/** Where a quotient search is (QuotientSearch.progress()). */
export interface QuotientProgress {
  /** Heaps certified so far. */
  done: number;
  /** Heaps asked for. */
  target: number;
  /** The quotient's order so far. */
  order: number;
  /** The module's memory in bytes (it grows, never shrinks). */
  memory: number;
}

/** The misère quotient search as a job, a heap an advance; call dispose() when finished with it. */
export interface QuotientSearch {
  /** Certifies one more heap (`steps` is not used: a heap cannot stop part-way); true once the search has ended. Throws GrundyError once disposed. */
  advance(steps: number): boolean;
  /** Where it is. */
  progress(): QuotientProgress;
  /** Once ended: the quotient, as quotient gives it; throws GrundyError with the refusal that ended it (a budget: misere.quotient-work). */
  answer(): Quotient;
  /** Frees the search; harmless when called again. */
  dispose(): void;
}

export interface Grundy {
  /** The game descriptor of a spec. */
  describe(spec: string): Descriptor;
  /** Every family the core knows, with the fields of its form. */
  families(): Family[];
  /** A component's canonical spec from its family's field values (one per param). */
  component(family: string, values: string[]): string;
  /** A position read and written back canonically, with its parts. */
  position(spec: string, position: string): PositionText;
  /** The position with component `component`'s part set to `part` (others kept, or their empty position). */
  withPart(spec: string, position: string, component: number, part: string): PositionText;
  /** g(0 .. count-1) of a heap game. */
  values(spec: string, count: number): Uint32Array;
  /** A position of any spec (sums, misère): value, outcome, parts, every move with its value. */
  analyse(spec: string, position: string, budget?: Budget): Analysis;
  /** The computer's move: wins as fast as it can, loses as slowly as it can. */
  bestMove(spec: string, position: string, budget?: Budget): Move;
  /** P (the player to move loses) or N, misère aware. */
  outcome(spec: string, position: string, budget?: Budget): 'P' | 'N';
  /** Moves left with best play. */
  remoteness(spec: string, position: string, budget?: Budget): number;
  /** Why a position has its value. */
  explain(spec: string, position: string, budget?: Budget): Explanation;
  /** Periodicity and outcome rules; `max` (16 to limits.periodSearch) bounds the table searched, 0 or left out the page's bounds. */
  patterns(spec: string, max?: number): Patterns;
  /** The periodicity of one heap game; `max` as for patterns. */
  period(spec: string, max?: number): Periodicity;
  /** The largest `max` periodSearch takes for a heap game within `budget.bytes` (left out: what one computation may hold, limits.memoryCeiling). */
  periodSearchLimit(spec: string, budget?: Budget): number;
  /** A complete C++17 program printing the values of the positions it reads (heaps, two or three coordinates, a graph's nodes), and how it works them out; `max` as for patterns. */
  exportProgram(spec: string, max?: number): Program;
  /** A table as CSV or JSON: `rows` positions of a heap game or nodes of a graph (cols 1), rows x cols cells of a two-coordinate game. */
  exportTable(spec: string, format: 'csv' | 'json', rows: number, cols: number): string;
  /** Checks a program in the rule language (never throws for a bad program). */
  checkRules(source: string): RulesReport;
  /** The shipped rule-language examples, each with the built-in spec it agrees with. */
  rulesExamples(): RulesExample[];
  /** The rule language's words (statements, keywords, functions, sequences), as the core's parser reads them. */
  rulesWords(): RulesWords;
  /** A take-and-break table's rare/common split, rare heaps and largest value at each power of two below `count` and for all of g(0 .. count-1); refused for a game without such a split. */
  stats(spec: string, count: number): StatsRow[];
  /** Genus symbols of heaps 0 .. count-1 of a heap game in misère play, and whether the game is tame, restive or wild; `budget` (work, bytes) bounds the sums followed. */
  genus(spec: string, count: number, budget?: Budget): Genera;
  /** The misère quotient of heaps 0 .. count-1 of a heap game: order, P-portion, presentation, multiplication table, pretending function, proven period; `budget` bounds its search. */
  quotient(spec: string, count: number, budget?: Budget): Quotient;
  /** The known heap games whose first values are `values` ("0 1 2 0 1 2 3", or P/N letters such as "PNNPNN"), simplest first, each with its period. */
  identify(sequence: string): Identification;
  /** The simplest octal code of up to three digits with a take-and-break code's values, shifted by at most 2, proven or observed. */
  equivalent(spec: string): Equivalence;
  /** The question of `kind` about a chosen position ('' for a period; a table's last cell). */
  exercise(spec: string, kind: Exercise['kind'], position: string): Exercise;
  /** `questions` (1 to 20) questions drawn from `seed`, positions sized by `difficulty` (1 to 3); one table or period question whatever the count. */
  exercises(spec: string, kind: Exercise['kind'], seed: number, difficulty: number, questions: number): Exercise[];
  /** Checks a typed answer to the question of `kind` about `position` (a table: one cell, its position). */
  checkAnswer(spec: string, kind: Exercise['kind'], position: string, answer: string): AnswerCheck;
  /** Starts a chunked table, row-major: a heap game's or a graph's `rows` values (cols 1), or rows x cols cells. */
  table(spec: string, rows: number, cols: number): TableJob;
  /** Starts the search of `period` as a job, for a worker of its own: `max` (16 to what memory allows, 0 the page's bounds), `budget` its work and bytes. Throws GrundyError when it cannot start (period.memory: past what memory allows, with what fits). */
  periodSearch(spec: string, max: number, budget?: Budget): PeriodSearch;
  /** Starts the misère quotient search of heaps 0 .. count - 1 as a job, for a worker of its own; `budget` its work and bytes. Throws GrundyError when it cannot start (quotient's refusals). */
  quotientSearch(spec: string, count: number, budget?: Budget): QuotientSearch;
  /** Sets what one computation may hold from what the browser gives: `probe(maximum)` returns the bytes of the module's maximum it may grow to; `alone`: one search has the module to itself. */
  useMemory(probe: (maximum: number) => number, alone: boolean): { maximum: number; available: number };
  /** Live embind handles (values), stream jobs (objects) and period searches not yet disposed, for leak tests. */
  liveHandles(): { values: number; objects: number; searches: number };
  /** Whether this module answers `name` (a call, stream or search of calls.mjs): the first module lacks the calls marked `full` and the period search. */
  answers(name: string): boolean;
}

/** The API over a module instance made elsewhere (a tool loading a module build of its own). */
export function grundyFor(module: unknown): Grundy;

/**
 * Loads a module (wasm/modules.mjs): `module` 'full' (the default: every call) or 'first' (the page's
 * first module: no call marked `full` in calls.mjs, no searches, and a rules game, a coin-turning game or a take-and-break code that
 * needs a table of value sets refused with module.needs-full). Its wasm (build/wasm/grundy_wasm.wasm, grundy_wasm_first.wasm) is fetched
 * and compiled (as it streams in when served as application/wasm), read under Node, or decoded from
 * the data: URL the one-file page embeds. Rejects with a GrundyError naming the file when it cannot
 * be loaded or compiled. Other `options` go to Emscripten's factory; `wasmBinary` (the wasm's bytes)
 * skips the loading.
 */
export function createGrundy(options?: { module?: 'first' | 'full'; wasmBinary?: ArrayBuffer | Uint8Array; [option: string]: unknown }): Promise<Grundy>;
