// The periodicity of a heap game: its table grown (doubling) until a period is proven by a theorem
// (grundy/periodicity.hpp) or a limit is reached; finite subtraction games without a table at all
// (analysis/subtraction_period.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/result.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy {

struct PeriodSearchLimits {
    std::int64_t startSize = 1024;  // first table size
    // The table never grows past this. 2^21 covers preperiods and periods in the hundreds of
    // thousands (the proof needs about 2A + 2p values): 0.16 needs 509,623. At most what
    // largestPeriodSearch(game, maxBytes) allows for the game.
    std::int64_t maxSize = std::int64_t{1} << 21;
    // Stop growing before a table would need more than this many option visits (a game with about
    // n options per heap costs about N^2 / 2). Take-and-break games tabulated by the sparse-space
    // method (grundy/tables/sparse.hpp) count the table's real steps instead, and stop where they pass it.
    // kWorkToReach (grundy/budget.hpp) counts nothing: the search goes to maxSize whatever it takes.
    static constexpr std::int64_t kDefaultWork = 400'000'000;
    std::int64_t maxWork = kDefaultWork;
    // The most the search may hold (grundy/budget.hpp: 0 is memoryCeiling()).
    std::int64_t maxBytes = 0;
    // Take-and-break games with SplitMoves: the table resumed from a file and saved to one when the
    // search ends (grundy/tables/sparse.hpp), or when `progress` stops it; refused for other games.
    // A resumed search looks at the sizes a search from the start would have (the values it holds
    // already are not computed again), so it ends as that search would have, at the same size.
    TableFiles files;
    // findPeriodicity's watch (grundy/budget.hpp): asked between slices with the values computed and
    // maxSize; when it says stop, the table is saved to files.save and the search ends with
    // run.interrupted.
    Progress progress;
};

// What a search whose table reaches `size` values holds at most, for any heap game: for the values
// and, for a take-and-break game, their reversed copy (sparse.hpp), 4 bytes a value; for the
// detection's one array (4 bytes a value) and the head of the pattern it reports (at most 4 bytes a
// value), 8 more.
std::int64_t periodSearchBytes(std::int64_t size);
// The same for `game`: a take-and-break game with SplitMoves holds its table in 1 byte a value while
// its values are below 256, with a reversed copy (2 bytes a value), and the head of a period proven
// at `size` (a + p values of 4 bytes, a + p at most size / 2 by the theorem's window: 2 bytes a value
// of the table), 4 bytes a value in all; a detection that would pass the budget looks at the values
// that fit, and a table whose values widen stops on its budget as it goes (sparse.memory). Any other
// game as above.
std::int64_t periodSearchBytes(const Game& game, std::int64_t size);

// The largest table a search may grow to within `bytes` (0: memoryCeiling()): the bound on
// PeriodSearchLimits::maxSize, on `grundy period --max` and the page's (the descriptor's limits.periodSearch).
std::int64_t largestPeriodSearch(std::int64_t bytes = 0);
// The same for `game` (periodSearchBytes(game, size)): what its search may be asked for.
std::int64_t largestPeriodSearch(const Game& game, std::int64_t bytes = 0);

// The period search a step at a time, for a caller that shows its progress and may stop it between
// steps (the page's "search further", which runs for minutes): findPeriodicity is this job advanced
// to its end in one call, so both are one search. It grows the table (doubling from startSize, or
// straight to the size at which a period the table shows would be proven) until the periodicity is
// proven or a limit is reached, and reports the last table's result: proven, observed, or not found;
// when not proven, PeriodFinding::stopped says which limit ended it.
//
// A step computes or compares about the values asked for, except for three that are whole: the
// detection over the table (a Z-function, about 20 ns a value natively: 5 s at 2^28 values in the
// module), a finite subtraction game's window search (memory O(max S), as long as its preperiod and
// period are), and a table of a game that is not take-and-break filling the values asked for.
class PeriodSearchJob {
public:
    // Refused before any work, with a message: not a heap game, a maxSize below 16 or past
    // largestPeriodSearch(game, maxBytes), a work limit below 1, files for a game without a sparse
    // table, or a table file that cannot be resumed.
    static Result<PeriodSearchJob> start(const GamePtr& game, const PeriodSearchLimits& search);

    PeriodSearchJob(PeriodSearchJob&&) noexcept;
    PeriodSearchJob& operator=(PeriodSearchJob&&) noexcept;
    ~PeriodSearchJob();

    // Goes on for about `steps` more values computed or compared; true once the search has ended.
    bool advance(std::int64_t steps);

    enum class Phase { Values, Checking, Done };
    // Computing the values up to target(), or looking at them (a period confirmed in place, or the
    // detection), or ended.
    Phase phase() const;
    bool finished() const { return phase() == Phase::Done; }
    std::int64_t done() const;    // values computed so far
    std::int64_t target() const;  // the size the table grows to in this stage
    std::int64_t max() const;     // the most it may grow to (PeriodSearchLimits::maxSize)
    std::int64_t bytes() const;   // what the search holds now: its table, and the head when it has one
    // Once finished: the answer findPeriodicity gives, or the error that ended the search.
    const Result<PeriodFinding>& result() const;
    // The same moved out (the head of a long period is large: .1777's is 886 MB), the job left with none.
    Result<PeriodFinding> takeResult();
    // Writes the values computed so far to `path` (a take-and-break game's sparse table, which
    // PeriodSearchLimits::files.resume goes on from), at any step: what a search stopped part-way keeps.
    // Refused for other games (table.file-not-sparse).
    Result<void> save(const std::string& path) const;

    class State;

private:
    explicit PeriodSearchJob(std::unique_ptr<State> state);
    std::unique_ptr<State> state_;
};

// PeriodSearchJob run to its end in one call, or a slice at a time while search.progress watches.
Result<PeriodFinding> findPeriodicity(const GamePtr& game, const PeriodSearchLimits& search = {});

}  // namespace grundy
