// The periodicity of a heap game: its table grown (doubling) until a period is proven by a theorem
// (grundy/periodicity.hpp) or a limit is reached; finite subtraction games without a table at all
// (analysis/subtraction_period.hpp).
#pragma once

#include <cstdint>

#include "grundy/game.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/result.hpp"

namespace grundy {

struct PeriodSearch {
    std::int64_t startSize = 1024;  // first table size
    // The table never grows past this. 2^21 covers preperiods and periods in the hundreds of
    // thousands (the proof needs about 2A + 2p values): 0.16 needs 509,623.
    std::int64_t maxSize = std::int64_t{1} << 21;
    // Stop growing before a table would need more than this many option visits (a game with about
    // n options per heap costs about N^2 / 2). Take-and-break games tabulated by the sparse-space
    // method (grundy/tables/sparse.hpp) count the table's real steps instead, and stop where they pass it.
    std::int64_t maxWork = 400'000'000;
};

// Grows the table (doubling from startSize) until the periodicity is proven or a limit is reached,
// and reports the last table's result: proven, observed, or not found.
Result<Periodicity> findPeriodicity(const GamePtr& game, const PeriodSearch& search = {});

}  // namespace grundy
