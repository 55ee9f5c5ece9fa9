// The patterns the P-positions follow, in words: the classic forms a P-position set takes (residues,
// multiples, a finite list, Fibonacci numbers, Wythoff pairs, 2-D periodic patterns, misère Nim), as
// messages of the catalogue (grundy/message.hpp), each labelled proven or observed. The detectors work on plain data
// (P-position flags, outcome grids) so they apply to any game; outcomePatterns() feeds them from a game spec.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/result.hpp"
#include "grundy/spec.hpp"

namespace grundy {

enum class OutcomePatternKind {
    Residues,    // for n >= from: P iff n mod modulus is in residues; below from: P iff n is in exceptions
    Fibonacci,   // P iff n is a Fibonacci number (1, 2, 3, 5, 8, ...), n >= from
    Wythoff,     // P iff (x, y) is (floor(k phi), floor(k phi) + k) or its mirror
    Periodic2D,  // P iff (x mod rowPeriod, y mod colPeriod) is one of cells
    MisereNim,   // misère Nim: the rule of Bouton (1902)
};

struct OutcomePattern {
    OutcomePatternKind kind = OutcomePatternKind::Residues;
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

    Message statement;  // the rule: "P iff n mod 7 is 0 or 2"
    Message evidence;   // why it holds: proven by ..., or observed for ...
};

// The P-positions of a heap game read off its periodicity (P iff the value is 0): proven when the
// periodicity is proven, observed otherwise. Requires periodicity.found.
OutcomePattern residuePatternFromPeriodicity(const PeriodFinding& periodicity);

// A residue rule read off P-position flags alone (the outcome sequence's own period, by the
// detection rule above); observed. Finds rules the values hide (P periodic while values are not).
std::optional<OutcomePattern> residuePatternFromOutcomes(const std::vector<bool>& isP);

// P iff n is a Fibonacci number, checked for n in [from, isP.size()); observed.
std::optional<OutcomePattern> fibonacciPattern(const std::vector<bool>& isP, std::int64_t from = 1);

// Outcomes of a 2-D game on the grid x in [0, rows), y in [0, cols).
struct OutcomeGrid {
    std::int64_t rows = 0, cols = 0;
    std::vector<bool> isP;  // row-major: isP[x * cols + y]
    bool at(std::int64_t x, std::int64_t y) const { return isP[static_cast<std::size_t>(x * cols + y)]; }
};

// The golden-ratio pairs of Wythoff's game, checked over the grid; observed.
std::optional<OutcomePattern> wythoffPattern(const OutcomeGrid& grid);

// The least (rowPeriod, colPeriod), each at most maxPeriod and covered at least twice by the grid,
// such that outcome(x, y) = outcome(x mod rowPeriod, y mod colPeriod) on the whole grid; observed.
std::optional<OutcomePattern> periodic2DPattern(const OutcomeGrid& grid, std::int64_t maxPeriod = 8);

// The misère Nim rule (proven: Bouton 1902).
OutcomePattern misereNimPattern();

// All the rules found for a ruleset: misère Nim's rule; for a heap game the residue rule (from the
// periodicity found within `search`, or from the outcomes alone) and the Fibonacci rule; for a
// two-coordinate game the Wythoff and 2-D periodic rules over a grid of gridSize x gridSize.
struct OutcomeSearch {
    PeriodSearchLimits period;
    std::int64_t gridSize = 64;
};
// `known`, when given, is the heap game's periodicity already found with search.period (so a caller
// showing both does not search twice).
Result<std::vector<OutcomePattern>> outcomePatterns(const GameSpec& spec, const OutcomeSearch& search = {},
                                                    const PeriodFinding* known = nullptr);

}  // namespace grundy
