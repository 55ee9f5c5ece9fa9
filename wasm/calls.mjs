// The one call table: every question the module answers, by the name it has everywhere (the function
// in core/include/grundy/api.hpp, the embind binding `_name` in wasm/bindings.cpp, the method of
// wasm/grundy.mjs, the request `type` of the worker protocol and the page's worker client), with its
// arguments in order. grundy.mjs makes its methods from this table and the worker answers every
// call in it by name; wasm/grundy.d.ts documents each (tests/wasm/calls.test.mjs checks that the
// three agree).
//
// How the page's client (web/worker/client.js) treats a call:
//   check   a check of what the person types: answered before the rest
//   game    about the game on screen: dropped when the page leaves that game
//   shared  a pure answer worth keeping: asked once while in flight or recently answered, however
//           many panels ask (the exports, downloads asked for each time, are not)
// and which module has it (wasm/CMakeLists.txt):
//   full    only the full module binds it (wasm/bindings_full.cpp); the page's first module
//           (bindings.cpp) has every other call, and the worker loads the full one when a call
//           marked full, the period search or a rules game is asked for (web/worker/protocol.js)
//
// Adding a call: the function in api.hpp, one `function("_x", ...)` line in bindings.cpp (or, with
// `full`, in bindings_full.cpp), one line here, and its type in grundy.d.ts.
export const calls = {
  describe: { args: ['spec'], check: true, shared: true },
  families: { args: [], shared: true },
  component: { args: ['family', 'values'], check: true, shared: true },
  position: { args: ['spec', 'position'], check: true, shared: true },
  withPart: { args: ['spec', 'position', 'component', 'part'], shared: true },
  values: { args: ['spec', 'count'], shared: true },
  analyse: { args: ['spec', 'position', 'budget'], game: true, shared: true },
  bestMove: { args: ['spec', 'position', 'budget'], game: true, shared: true },
  outcome: { args: ['spec', 'position', 'budget'], game: true, shared: true },
  remoteness: { args: ['spec', 'position', 'budget'], game: true, shared: true },
  explain: { args: ['spec', 'position', 'budget'], game: true, shared: true },
  patterns: { args: ['spec', 'max'], game: true, shared: true },
  period: { args: ['spec', 'max'], game: true, shared: true },
  // The largest `max` a period search of the game takes within budget.bytes (the search worker's, after useMemory).
  periodSearchLimit: { args: ['spec', 'budget'], shared: true, full: true },
  exportProgram: { args: ['spec', 'max'], full: true },
  exportTable: { args: ['spec', 'format', 'rows', 'cols'], full: true },
  checkRules: { args: ['source'], check: true, shared: true, full: true },
  rulesExamples: { args: [], shared: true, full: true },
  rulesWords: { args: [], shared: true, full: true },
  stats: { args: ['spec', 'count'], game: true, shared: true, full: true },
  // Misère play as the literature solves it (issue 30): heaps 0 .. count-1's genus symbols, and their misère quotient.
  genus: { args: ['spec', 'count', 'budget'], game: true, shared: true, full: true },
  quotient: { args: ['spec', 'count', 'budget'], game: true, shared: true, full: true },
  // Which game is this (issue 29): known games by their first values, and a code's simplest equal.
  identify: { args: ['sequence'], check: true, shared: true, full: true },
  equivalent: { args: ['spec'], shared: true, full: true },
  // Exercises (issue 20): a question at a chosen position, questions drawn from a seed, a typed answer checked.
  exercise: { args: ['spec', 'kind', 'position'], shared: true, full: true },
  exercises: { args: ['spec', 'kind', 'seed', 'difficulty', 'questions'], shared: true, full: true },
  checkAnswer: { args: ['spec', 'kind', 'position', 'answer'], full: true },
};

// Values computed a chunk at a time (wasm/jobs.cpp): the method returns a job to advance and dispose;
// the page's client streams them (one at a time: a newer stream replaces the running one).
export const streams = {
  table: { args: ['spec', 'rows', 'cols'] },
};

// Searches that run for minutes (wasm/search.cpp, in the full module only), each in a worker of its
// own (web/worker/search-lane.js): the method returns a job to advance, read the progress of and
// dispose. `job` names its embind class, `answer` the method that gives what it found once ended
// (the search worker's result carries it under that name), `progress` the figures progress() reads,
// and `eachAdvance` that an advance is a unit a person counts (a heap), its progress posted after each.
export const searches = {
  periodSearch: { args: ['spec', 'max', 'budget'], job: 'PeriodJob', answer: 'patterns', progress: ['done', 'target', 'max', 'bytes', 'phase'] },
  quotientSearch: { args: ['spec', 'count', 'budget'], job: 'QuotientJob', answer: 'quotient', progress: ['done', 'target', 'order'], eachAdvance: true },
};

// What each argument is, by name (one name, one meaning in every call): numbers are checked to be
// whole by the module, which names them in its message; `max` left out is 0, the page's bounds;
// `values` is a list of texts; `sequence` is one text of values g(0), g(1), ... (or P/N letters);
// `budget` is what the call's searches may spend, { work, bytes } (left out: the defaults); every
// other argument is text.
export const argumentKinds = {
  count: 'number',
  component: 'number',
  rows: 'number',
  cols: 'number',
  max: 'number',
  values: 'texts',
  seed: 'number',
  difficulty: 'number',
  questions: 'number',
  budget: 'budget',
};
