// How long "Which game is this?" waits after the last keystroke before it asks the core
// (identify.js), so that a person typing values is not answered at every digit; the benchmark
// (tests/bench/page-answers.mjs) reads it to give the answer's own time apart from it.
export const TYPING_PAUSE_MS = 150;
