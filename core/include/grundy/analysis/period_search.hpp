// The periodicity of a heap game: its table grown (doubling) until a period is proven by a theorem
// (grundy/periodicity.hpp) or a limit is reached; finite subtraction games without a table at all
// (analysis/subtraction_period.hpp).
#pragma once

#include <cstdint>

#include "grundy/game.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/result.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy {

struct PeriodSearch {
    std::int64_t startSize = 1024;  // first table size
    // The table never grows past this. 2^21 covers preperiods and periods in the hundreds of
    // thousands (the proof needs about 2A + 2p values): 0.16 needs 509,623. At most what
    // largestPeriodSearch(maxBytes) allows.
    std::int64_t maxSize = std::int64_t{1} << 21;
    // Stop growing before a table would need more than this many option visits (a game with about
    // n options per heap costs about N^2 / 2). Take-and-break games tabulated by the sparse-space
    // method (grundy/tables/sparse.hpp) count the table's real steps instead, and stop where they pass it.
    std::int64_t maxWork = 400'000'000;
    // The most the search may hold (grundy/budget.hpp: 0 is memoryCeiling()).
    std::int64_t maxBytes = 0;
    // Take-and-break games with SplitMoves: the table resumed from a file and saved to one when the
    // search ends (grundy/tables/sparse.hpp); refused for other games.
    TableFiles files;
};

// What a search whose table reaches `size` values holds at most: for the values and, for a
// take-and-break game, their reversed copy (sparse.hpp), 4 bytes a value; for the detection's one
// array (4 bytes a value) and the head of the pattern it reports (at most 4 bytes a value), 8 more.
// Take-and-break tables of 1-byte values hold 2 bytes a value, and a period the last table already
// showed is confirmed without the detection's array.
std::int64_t periodSearchBytes(std::int64_t size);

// The largest table a search may grow to within `bytes` (0: memoryCeiling()): the bound on
// PeriodSearch::maxSize, on `grundy period --max` and the page's (the descriptor's limits.periodSearch).
std::int64_t largestPeriodSearch(std::int64_t bytes = 0);

// Grows the table (doubling from startSize, or straight to the size at which a period the table shows
// would be proven) until the periodicity is proven or a limit is reached, and reports the last table's
// result: proven, observed, or not found; when not proven, Periodicity::stoppedBy says which limit
// ended it. A maxSize past largestPeriodSearch(maxBytes) is refused before any work, with the figures.
Result<Periodicity> findPeriodicity(const GamePtr& game, const PeriodSearch& search = {});

}  // namespace grundy
