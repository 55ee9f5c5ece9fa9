// Patterns and proofs: what a table of values hides, said in words, proven where a theorem allows,
// and handed over as code.
//
//   1. Periodicity of heap games (periodicity.cpp): the least period, its least preperiod and a
//      saltus for arithmetic periodicity, proven by a theorem or only observed up to N.
//   2. Outcome rules in words (rules.cpp): the classic forms a P-position set takes (residues,
//      multiples, a finite list, Fibonacci numbers, Wythoff pairs, 2-D periodic patterns, misère
//      Nim), in English and Chinese, each labelled proven or observed.
//   3. Why this value (explain.cpp): a position's options, their values, the mex, and for a sum the
//      XOR written out in binary.
//   4. Export (export.cpp): a complete C++17 program for a heap game, and CSV/JSON of tables.
//
// The detectors work on plain data (sequences, P-position flags, outcome grids) so they apply to
// any game; the game-level entry points feed them from the Game interface.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/result.hpp"
#include "grundy/solver.hpp"
#include "grundy/spec.hpp"

namespace grundy {

// ---- 1. Periodicity ----------------------------------------------------------------------------
//
// A sequence g is arithmetic-periodic with preperiod A, period p and saltus s when
// g(n + p) = g(n) + s for every n >= A; s = 0 is plain periodicity. What is reported for observed
// data g(0) .. g(N-1) (the "detection rule"):
//   * for each p, A(p) is the least A such that g(n + p) - g(n) is the same number s(p) for all
//     A <= n < N - p (found for every p at once in O(N) with the Z-function of the reversed
//     sequence of differences);
//   * p is a candidate when s(p) >= 0 (values are never negative, so a falling pattern cannot last)
//     and the periodic part is long enough to trust: N - A(p) >= 3p, N - A(p) >= N / 4 and
//     N - A(p) >= p + 8;
//   * the least candidate p is reported, with A(p) and s(p).
// The least period of the true sequence always qualifies whenever one of its multiples does (its
// periodic part is as long and the length needed is shorter), so a multiple is never reported.
//
// Proofs (see periodicity.cpp for the exact statements and bounds):
//   * FiniteSubtraction (maxMove m = max S): each value depends only on the previous m values, so
//     g(n + p) = g(n) for A <= n < A + m proves it for all n >= A.
//   * TakeAndBreak (maxMove k, moves leave at most h heaps): the periodicity theorem of Guy and
//     Smith (1956; Winning Ways ch. 4), generalised to h heaps: g(n + p) = g(n) for
//     A <= n < h * max(A, 1) + (h - 1) * p + k proves it for all n >= A.
// A proven result is the least period of the whole infinite sequence and its least preperiod.
struct Periodicity {
    bool found = false;               // false: no candidate in the data (and nothing proven)
    std::int64_t preperiod = 0;       // A
    std::int64_t period = 0;          // p
    std::int64_t saltus = 0;          // s (0 for plain periodicity)
    bool proven = false;              // true: holds for every n, by `theorem`
    std::int64_t checked = 0;         // N: the values g(0) .. g(N-1) were computed and examined
    std::int64_t proofWindowEnd = 0;  // proven: g(n+p) = g(n) was verified for A <= n < proofWindowEnd
    std::string theorem;              // proven: the theorem used, its hypothesis and the bound
    PeriodicityBasis::Kind provenBy = PeriodicityBasis::Kind::None;  // proven: which theorem
    std::vector<Value> head;  // found: g(0) .. g(A + p - 1), enough to extend the pattern
    // Not proven, with a basis that has a theorem: the least table size at which a period the data
    // shows (one that holds from some A to the end) would be proven if it went on holding; 0 when none.
    // A table grown to this size before its next look proves such a period without computing further.
    std::int64_t provableAt = 0;

    // g(n) extended by the pattern (found only): head for n < A + p, then + s per period.
    Value valueAt(std::int64_t n) const;

    // "preperiod=A period=B saltus=C proven=yes|no checked=N" ("none" for A, B, C when not found).
    std::string line() const;
};

// Largest table findPeriodicity will compute (3 arrays of 4 bytes per value stay under 200 MiB).
inline constexpr std::int64_t kMaxPeriodSearchSize = std::int64_t{1} << 24;

// The detection rule on data alone: an observation, never proven.
Periodicity detectPeriod(const std::vector<Value>& values);

// The same, then a proof where `basis` allows one. `maxHeapsLeft` is h for TakeAndBreak (how many
// heaps one move may leave; 2 for octal codes, 3 for hex codes).
Periodicity detectPeriod(const std::vector<Value>& values, const PeriodicityBasis& basis, int maxHeapsLeft = 2);

struct PeriodSearch {
    std::int64_t startSize = 1024;  // first table size
    // The table never grows past this. 2^21 covers preperiods and periods in the hundreds of
    // thousands (the proof needs about 2A + 2p values): 0.16 needs 509,623.
    std::int64_t maxSize = std::int64_t{1} << 21;
    // Stop growing before a table would need more than this many option visits (a game with about
    // n options per heap costs about N^2 / 2). Take-and-break games tabulated by the sparse-space
    // method (grundy/sparse.hpp) count the table's real steps instead, and stop where they pass it.
    std::int64_t maxWork = 400'000'000;
};

// Grows the table (doubling from startSize) until the periodicity is proven or a limit is reached,
// and reports the last table's result: proven, observed, or not found.
Result<Periodicity> findPeriodicity(const GamePtr& game, const PeriodSearch& search = {});

// ---- 2. Outcome rules in words -----------------------------------------------------------------

enum class RuleKind {
    Residues,    // for n >= from: P iff n mod modulus is in residues; below from: P iff n is in exceptions
    Fibonacci,   // P iff n is a Fibonacci number (1, 2, 3, 5, 8, ...), n >= from
    Wythoff,     // P iff (x, y) is (floor(k phi), floor(k phi) + k) or its mirror
    Periodic2D,  // P iff (x mod rowPeriod, y mod colPeriod) is one of cells
    MisereNim,   // misère Nim: the rule of Bouton (1902)
};

struct OutcomeRule {
    RuleKind kind = RuleKind::Residues;
    bool proven = false;
    std::int64_t checked = 0;  // 1-D: positions 0 .. checked-1 agree with the rule; 2-D: cells checked

    // Residues / Fibonacci
    std::int64_t modulus = 0;
    std::int64_t from = 0;
    std::vector<std::int64_t> residues;    // sorted
    std::vector<std::int64_t> exceptions;  // the P-positions below `from`, sorted
    // Periodic2D / Wythoff: the grid checked, x in [0, rows), y in [0, cols)
    std::int64_t rows = 0, cols = 0;
    std::int64_t rowPeriod = 0, colPeriod = 0;
    std::vector<std::pair<std::int64_t, std::int64_t>> cells;  // P residue pairs, sorted

    std::string english, chinese;                  // the rule: "P iff n mod 7 is 0 or 2"
    std::string evidenceEnglish, evidenceChinese;  // why it holds: proven by ..., or observed for ...
};

// The P-positions of a heap game read off its periodicity (P iff the value is 0): proven when the
// periodicity is proven, observed otherwise. Requires periodicity.found.
OutcomeRule residueRuleFromPeriodicity(const Periodicity& periodicity);

// A residue rule read off P-position flags alone (the outcome sequence's own period, by the
// detection rule above); observed. Finds rules the values hide (P periodic while values are not).
std::optional<OutcomeRule> residueRuleFromOutcomes(const std::vector<bool>& isP);

// P iff n is a Fibonacci number, checked for n in [from, isP.size()); observed.
std::optional<OutcomeRule> fibonacciRule(const std::vector<bool>& isP, std::int64_t from = 1);

// Outcomes of a 2-D game on the grid x in [0, rows), y in [0, cols).
struct OutcomeGrid {
    std::int64_t rows = 0, cols = 0;
    std::vector<bool> isP;  // row-major: isP[x * cols + y]
    bool at(std::int64_t x, std::int64_t y) const { return isP[static_cast<std::size_t>(x * cols + y)]; }
};

// The golden-ratio pairs of Wythoff's game, checked over the grid; observed.
std::optional<OutcomeRule> wythoffRule(const OutcomeGrid& grid);

// The least (rowPeriod, colPeriod), each at most maxPeriod and covered at least twice by the grid,
// such that outcome(x, y) = outcome(x mod rowPeriod, y mod colPeriod) on the whole grid; observed.
std::optional<OutcomeRule> periodic2DRule(const OutcomeGrid& grid, std::int64_t maxPeriod = 8);

// The misère Nim rule (proven: Bouton 1902).
OutcomeRule misereNimRule();

// All the rules found for a ruleset: misère Nim's rule; for a heap game the residue rule (from the
// periodicity found within `search`, or from the outcomes alone) and the Fibonacci rule; for a
// two-coordinate game the Wythoff and 2-D periodic rules over a grid of gridSize x gridSize.
struct RuleSearch {
    PeriodSearch period;
    std::int64_t gridSize = 64;
};
// `known`, when given, is the heap game's periodicity already found with search.period (so a caller
// showing both does not search twice).
Result<std::vector<OutcomeRule>> outcomeRules(const Ruleset& rules, const RuleSearch& search = {},
                                              const Periodicity* known = nullptr);

// ---- 3. Why this value -------------------------------------------------------------------------

// At most this many options are listed per part; the mex is still taken over all of them.
inline constexpr std::size_t kMaxExplainedOptions = 200;

struct ExplainedOption {
    std::string move;               // "take 3 (5 -> 2)"
    std::string to;                 // the parts it leaves: "2", "1+4", or "0" for nothing
    std::vector<Value> partValues;  // their values (XOR = value)
    Value value = 0;
};

// One part of a position: its options, their values and the mex.
struct PartExplanation {
    std::string position;                  // "5"
    std::vector<ExplainedOption> options;  // the first kMaxExplainedOptions
    std::uint64_t optionCount = 0;
    bool listedAll = true;
    bool enumerated = true;                      // false: too large to list; the value comes from the game's formula
    Value mex = 0;                               // the part's value
    std::string summaryEnglish, summaryChinese;  // "options 4, 2, 1 have values 2, 0, 1; mex = 3"
};

struct Explanation {
    std::string position;                // the whole position: "5" or "3+5+6"
    std::vector<PartExplanation> parts;  // one per part
    std::vector<Value> partValues;
    std::vector<std::string> binaryRows;  // each part value in binary, padded to one width
    std::string xorRow;                   // the XOR of the rows, same width
    Value value = 0;                      // XOR of the part values (the normal-play value)
    Outcome outcome = Outcome::P;         // under the ruleset's convention (misère aware)
    bool misere = false;
    std::string summaryEnglish, summaryChinese;  // the mex line for one part, the XOR line for a sum
};

Result<Explanation> explain(Solver& solver, const SumPosition& position);
Result<Explanation> explain(const Ruleset& rules, const std::string& positionText);

// ---- 4. Export ---------------------------------------------------------------------------------

// A complete C++17 program for a heap game (one component, normal play). It reads one position per
// line from standard input: a heap size, or several joined by spaces or '+' (a sum), and prints
// each position's value (the XOR of its heaps' values) on its own line. The program uses a closed
// form when a proven pattern exists (a formula, or preperiod and period tables), otherwise an
// efficient table computation (mex with a stamp array, sized from the input's largest heap).
// `search` bounds the periodicity search that decides between the two.
Result<std::string> exportCpp(const Ruleset& rules, const PeriodSearch& search = {});
Result<std::string> exportCpp(const GamePtr& game, const PeriodSearch& search = {});

// A 1-D table as CSV ("n,value" header, one row per position) and JSON
// ({"spec": ..., "values": [...]}).
std::string toCsv(const std::vector<Value>& values);
std::string toJson(const std::string& spec, const std::vector<Value>& values);

// A 2-D table: CSV with a header row of y and one row per x; JSON {"spec", "rows", "cols",
// "values": [[...], ...]} (values[x][y]).
using GridValue = std::function<Value(std::int64_t x, std::int64_t y)>;
std::string gridToCsv(std::int64_t rows, std::int64_t cols, const GridValue& value);
std::string gridToJson(const std::string& spec, std::int64_t rows, std::int64_t cols, const GridValue& value);

}  // namespace grundy
