// The limits every entry point checks, in one place so the messages and the docs agree.
#pragma once

#include <cstddef>
#include <cstdint>

namespace grundy::limits {

// Largest table: 2^26 positions, kept at 2^26 when the module's memory grew to 4 GiB (issue 18) because
// time, not memory, now binds. Memory: a 4-byte table of 2^26 is 256 MiB, a take-and-break table
// (1 or 2 bytes a value and its reversed copy) at most as much, and the page keeps a byte or two a
// value; the core refuses a table over a quarter of the module's memory before any work (table.memory),
// so 2^27 would fit too. Time: Grundy's game to 2^26 took 352 s natively on this 2-core machine under
// load (1.39 * 10^11 steps) and longer in the page's worker, and each doubling costs well over twice
// as much; the limit is also every grid's and every rule-language table's, whose 4-byte values and
// per-position work do not shrink. `grundy values` and `grundy stats` go past it natively, as far as
// --memory allows.
inline constexpr std::int64_t kMaxTableSize = std::int64_t{1} << 26;

// Largest coordinate a position may have (a heap size, a board coordinate). Values beyond the
// table limit are only reachable through closed forms (Nim, Bash), so this can be large.
inline constexpr std::int64_t kMaxCoordinate = std::int64_t{1} << 40;

// How many distinct positions one search (misère sums, remoteness, graph or 2-D values) may visit.
inline constexpr std::int64_t kMaxSearchPositions = 4'000'000;

// The search over whole sum positions (misère play, remoteness) keeps a key of every part per
// position, so besides a position budget it has a budget of work (a step per part of each position
// a move leads to: applying a move copies and sorts the position's parts) and one of bytes (its
// memo, keys included, and its stack), so a sum of splitting heaps, whose positions grow to hundreds
// of parts with thousands of moves each, stops within seconds natively and within a quarter of the
// module's memory in the browser.
inline constexpr std::int64_t kMaxSumSearchPositions = 1'000'000;
inline constexpr std::int64_t kMaxSumSearchWork = 100'000'000;
inline constexpr std::int64_t kMaxSumSearchBytes = std::int64_t{256} << 20;

// What the computer's move in a tame misère sum, or one its quotient decides, may spend searching
// (Solver::bestMove): the rule already says which moves win, so the search only picks the fastest win (or the longest
// defence) in a sum small enough to search in milliseconds, 1% of the search's default work; a
// larger sum gets its move at once instead of after the seconds of the whole budget.
inline constexpr std::int64_t kMaxTameSearchWork = 1'000'000;

// What misère play of sums of one heap game may spend finding the game's misère quotient before the
// search answers instead (Solver::quotient; a raised Budget's work raises it): Kayles' whole
// quotient, proven periodic at heap 167, takes 2.4 million steps; a wild game whose quotient grows
// past this is searched as before.
inline constexpr std::int64_t kMaxQuotientPlayWork = 50'000'000;

// Largest member of a finite subtraction set.
inline constexpr std::int64_t kMaxSubtractionMember = 1'000'000;

// How many members a finite subtraction set may have.
inline constexpr std::size_t kMaxSubtractionSetSize = 4096;

// How many components a sum may have.
inline constexpr std::size_t kMaxSumComponents = 1000;

// Longest spec or position text the parser reads.
inline constexpr std::size_t kMaxSpecLength = 100'000;

// Longest program in the rule language (grundy/rules.hpp), its comments included.
inline constexpr std::size_t kMaxProgramLength = 20'000;

// The page's periodicity search, for patterns and exports asked without a bound of their own: quick
// enough to answer while a person waits, and enough to prove octal:0.16 (preperiod 105351, period
// 149459: a table of 2^19 and about 7.3e7 steps, 0.4 s in wasm).
inline constexpr std::int64_t kPagePeriodSearchSize = std::int64_t{1} << 21;
inline constexpr std::int64_t kPagePeriodSearchWork = 150'000'000;

// The command's periodicity search (grundy period, export --lang cpp) when not given --max: a bound
// rather than a budget, so it goes as far as asked with the work reaching it takes, and shows its
// progress; enough for the published proofs of heap games, octal .354's the longest known to us
// (Flammenkamp: preperiod 10061916, period 1180, proven at 20126195 values, about 6 s).
inline constexpr std::int64_t kCommandPeriodSearchSize = std::int64_t{1} << 25;

// What the page shows and keeps, smaller than what the core computes so that drawing stays quick
// and a link stays short. They travel with every game descriptor (api::describe), so the page's
// fields, its link reader and its messages use these numbers and no copy of them.
// Most cells the page's strip of heap values draws (0 .. kMaxShownHeaps - 1). A heap game's table, the
// page's size field and link, go to kMaxTableSize - 1; the strip draws its first cells (rows of 2^26
// cells would be taller than a browser lays out) and the rest feeds the status line and the scatter plot.
inline constexpr std::int64_t kMaxShownHeaps = 100'000;
// Most rows, and most columns, a grid of values shows.
inline constexpr std::int64_t kMaxShownSide = 2'000;
// Most nodes of a graph its table shows (the first ones, in the order the graph names them).
inline constexpr std::int64_t kMaxShownNodes = 400;
// Longest position text the page takes, in its field or from a link.
inline constexpr std::size_t kMaxPositionLength = 2'000;
// Longest row a strip of heap values is wrapped into.
inline constexpr std::int64_t kMaxRowLength = 1'000;
// Longest record of a game played (its positions joined by '>') a link carries.
inline constexpr std::size_t kMaxPlayedLength = 20'000;

// The largest misère quotient whose multiplication table api::quotient hands out (a grid the page
// draws: 256 x 256 cells); a larger one comes with its presentation alone.
inline constexpr std::int64_t kMaxShownQuotientOrder = 256;

// Most heaps the page's statistics of a take-and-break table go to (api::stats; the command goes as
// far as memory allows, as grundy values does): Grundy's game, the slowest table they are for,
// takes about 3 s that far in the module (measured 2026-11-25 on a loaded machine), and the worker
// answers nothing else meanwhile.
inline constexpr std::int64_t kPageStatsSize = std::int64_t{1} << 20;

// Exercises (api::exercises): the hardest difficulty, the most questions one draw makes, and the
// most cells a table to fill (or a period question's shown values) has: a quiz is done by hand.
inline constexpr std::int64_t kMaxExerciseDifficulty = 3;
inline constexpr std::int64_t kMaxExerciseQuestions = 20;
inline constexpr std::int64_t kMaxExerciseCells = 100;
// ---- the other searches' budgets (issue 19). Each search also has a budget of bytes, and a person
// may raise both (grundy/budget.hpp: the CLI's --work and --memory, the page's "Keep going"), the
// bytes never past memoryCeiling().
// The generic search over a game's options (Evaluator: two-coordinate games without a table of
// their own): a step per option listed and per part of it looked up; the memo (kept between
// searches) and the stack's frames with their options. 10^8 steps take about a second natively.
inline constexpr std::int64_t kMaxSearchWork = 100'000'000;
inline constexpr std::int64_t kMaxSearchBytes = std::int64_t{256} << 20;
// The rule language's searches of two and three coordinates: a step of its rules or a move looked
// at (a kernel reads a run of moves' values at no step of the rules; for three coordinates each
// read is a lookup in a hash map); the positions it keeps outside its dense grid and the moves its
// stack holds.
inline constexpr std::int64_t kMaxRulesSearchWork = std::int64_t{1} << 27;
inline constexpr std::int64_t kMaxRulesSearchBytes = std::int64_t{256} << 20;

}  // namespace grundy::limits
