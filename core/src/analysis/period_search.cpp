// The periodicity of a heap game (grundy/analysis/period_search.hpp): the table grown until a
// theorem proves its period or the caller's limits are reached.
#include "grundy/analysis/period_search.hpp"

#include <algorithm>
#include <limits>
#include <memory>
#include <optional>
#include <string>

#include "../periodicity_detect.hpp"
#include "../tables/sparse_split.hpp"
#include "grundy/analysis/subtraction_period.hpp"
#include "grundy/budget.hpp"
#include "grundy/limits.hpp"
#include "grundy/tables/heap_table.hpp"

namespace grundy {

namespace {

using periodicity_detail::detectPeriodOf;
using periodicity_detail::theoremText;

// Option visits a table of `size` values costs, at most (options grow with the heap, if at all).
std::int64_t tableCost(const Game& game, std::int64_t size) {
    const Position last{size - 1, 0};
    if (game.closedFormValue(last)) return size;
    if (const auto count = game.optionCount(last)) {
        const double cost = static_cast<double>(size) * std::max(*count, 1.0);
        return cost < 9e18 ? static_cast<std::int64_t>(cost) : std::numeric_limits<std::int64_t>::max();
    }
    std::int64_t options = 0;
    // An estimate: a heap whose moves cannot be listed (a rule's error) counts those listed before
    // it, and the table reports the error when it reaches that heap.
    static_cast<void>(game.forEachOption(last, [&](const Option&) { ++options; }));
    return size * std::max<std::int64_t>(options, 1);
}

template <class Seq>
PeriodFinding provenAs(const Seq& g, const PeriodicityBasis& basis, int heaps, std::int64_t a, std::int64_t p) {
    PeriodFinding out;
    out.found = out.proven = true;
    out.preperiod = a;
    out.period = p;
    out.checked = static_cast<std::int64_t>(g.size());
    out.bound = periodicity_detail::proofWindowEnd(basis, heaps, a, p);
    out.theoremText = theoremText(basis, heaps, a, p, out.bound);
    out.theorem = basis.kind;
    out.head.assign(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(a + p));
    return out;
}

// Split games: 1-byte values and their reversed copy, and the head of the period proven (below).
constexpr std::int64_t kSplitSearchBytesPerValue = 4;
// The detection's array and, at most, the head of what it reports: at most 4 bytes a value each.
constexpr std::int64_t kDetectionBytesPerValue = 8;

}  // namespace

// What a search holds between its steps, and the step itself: one kind for take-and-break games
// with SplitMoves, one for every other heap game.
class PeriodSearchJob::State {
public:
    virtual ~State() = default;
    // Goes on for about `steps` values; sets `result` (and phase Done) when the search ends.
    virtual void step(std::int64_t steps) = 0;
    virtual std::int64_t done() const = 0;
    virtual std::int64_t bytes() const = 0;
    virtual Result<void> save(const std::string& path) const = 0;

    Phase phase = Phase::Values;
    std::int64_t target = 0;
    std::int64_t max = 0;
    std::optional<Result<PeriodFinding>> result;

protected:
    void finish(Result<PeriodFinding> answer) {
        result = std::move(answer);
        phase = Phase::Done;
    }
};

namespace {

using Phase = PeriodSearchJob::Phase;

// The search for take-and-break games with SplitMoves: one sparse-space table (sparse_split.hpp)
// grown in place, its values read where they are (1 byte each for most octal games), and the work
// budget counted in the table's real steps rather than estimated. After each look the table grows to
// where a period it shows would be proven (PeriodFinding::provableAt: when it is below twice the
// size), and there the period is confirmed in place (one pass over the values, without the
// detection's array of 4 bytes a value: for .1777, 1.8 GB at its proof's 4.4 * 10^8 values) before
// the whole detection is run. The table may hold the whole budget; a look that would pass it looks at
// the values that fit and ends the search there (Stop::Memory).
//
// A table resumed from a file may hold more values than a stage asks for: each stage looks at its
// first target values only (seen()), so the search goes through the stages a search from the start
// would have, computing nothing until it passes the file's values, and ends as that search would.
class SplitSearch final : public PeriodSearchJob::State {
public:
    SplitSearch(const Game& game, const SplitMoves& moves, const PeriodicityBasis& basis, int heaps,
                const PeriodSearchLimits& search, std::int64_t allowed)
        : basis_(basis),
          heaps_(heaps),
          search_(search),
          allowed_(allowed),
          table_(moves, game.spec(), std::nullopt, static_cast<std::uint64_t>(search.maxWork), allowed) {
        max = search.maxSize;
    }

    Result<void> resume() {
        if (!search_.files.resume.empty())
            if (auto resumed = table_.resume(search_.files.resume); !resumed) return resumed.why();
        target = std::clamp<std::int64_t>(search_.startSize, 3, search_.maxSize);
        return {};
    }

    std::int64_t done() const override { return table_.size(); }
    std::int64_t bytes() const override { return table_.bytes(); }
    Result<void> save(const std::string& path) const override { return table_.save(path); }

    void step(std::int64_t steps) override {
        if (phase == Phase::Values) {
            // Past a limit the table keeps the values it had: what they show is reported.
            complete_ = table_.extendTo(target, search_.maxSize, steps);
            if (complete_ && table_.size() < target) return;
            phase = Phase::Checking;
            const std::int64_t a = last_.provablePreperiod, p = last_.provablePeriod, n = seen();
            // A candidate's preperiod must still start at a (g(a - 1 + p) != g(a - 1)) for the
            // detection to report the same; anything else goes back to the detection.
            confirming_ = complete_ && !last_.proven && last_.provableAt > 0 && last_.provableAt <= n && a + p <= n &&
                          (a == 0 || table_.at(a - 1 + p) != table_.at(a - 1));
            cursor_ = a;
            return;
        }
        if (confirming_ && !confirm(steps)) return;
        look();
    }

private:
    // g(q + p) = g(q) for a <= q < n - p, checked from cursor_ on, `steps` at a time: false while
    // there is more to check; true when done, confirming_ false when it failed.
    bool confirm(std::int64_t steps) {
        const std::int64_t p = last_.provablePeriod, n = seen();
        const std::int64_t end =
            cursor_ + std::clamp<std::int64_t>(n - p - cursor_, 0, std::max<std::int64_t>(steps, 1));
        const bool holds = table_.withValues([&](const auto g) {
            for (std::int64_t q = cursor_; q < end; ++q)
                if (g[static_cast<std::size_t>(q + p)] != g[static_cast<std::size_t>(q)]) return false;
            return true;
        });
        cursor_ = end;
        if (!holds) confirming_ = false;
        return !holds || cursor_ >= n - p;
    }

    // The look at the table's values after a stage, and what follows from it.
    void look() {
        const std::int64_t a = last_.provablePreperiod, p = last_.provablePeriod, size = seen();
        bool memoryShort = false;
        // A period confirmed in place is proven and the table computes no more: what only computing
        // used (the reversed copy, 423 MiB for .1777) goes before the head is copied out beside the
        // values. The head is counted at 4 bytes a value, the most PeriodHead takes (.1777's: 1 byte).
        const bool proving = confirming_ && table_.bytes() - table_.computingBytes() + 4 * (a + p) <= allowed_;
        if (proving) table_.endComputing();
        PeriodFinding found = table_.withValues([&](const auto all) {
            const auto g = all.first(static_cast<std::size_t>(size));
            if (proving) return provenAs(g, basis_, heaps_, a, p);
            const std::int64_t room = std::max<std::int64_t>((allowed_ - table_.bytes()) / kDetectionBytesPerValue, 0);
            if (room >= size) return detectPeriodOf(g, &basis_, heaps_);
            memoryShort = true;
            return detectPeriodOf(g.first(static_cast<std::size_t>(room)), &basis_, heaps_);
        });
        confirming_ = false;
        if (!complete_)
            found.stopped = table_.stoppedBy() == SparseSplitTable::Stop::Memory ? PeriodFinding::Stop::Memory
                                                                                 : PeriodFinding::Stop::Work;
        else if (!found.proven && memoryShort)
            found.stopped = PeriodFinding::Stop::Memory;
        else if (!found.proven && size >= search_.maxSize)
            found.stopped = PeriodFinding::Stop::Size;
        if (found.proven || found.stopped != PeriodFinding::Stop::None) {
            if (found.proven) found.stopped = PeriodFinding::Stop::None;
            if (!search_.files.save.empty())
                if (auto saved = table_.save(search_.files.save); !saved) return finish(saved.why());
            return finish(std::move(found));
        }
        // Doubling, or less far where a period the table shows would be proven: there it is confirmed
        // in place (one pass over the values), and only a candidate that fails costs a detection.
        const std::int64_t at = found.provableAt > size ? found.provableAt : 2 * size;
        target = std::min(std::min(at, 2 * size), search_.maxSize);
        last_ = std::move(found);
        // The candidate's period and preperiod are all a confirmation needs: the head goes.
        last_.head.clear();
        phase = Phase::Values;
    }

    // The values this stage looks at: those computed up to its target (a resumed table may hold more).
    std::int64_t seen() const { return std::min(table_.size(), target); }

    PeriodicityBasis basis_;
    int heaps_;
    PeriodSearchLimits search_;
    std::int64_t allowed_;
    SparseSplitTable table_;
    PeriodFinding last_;
    bool complete_ = true;
    bool confirming_ = false;
    std::int64_t cursor_ = 0;
};

// Every other heap game: a HeapTable grown in place, doubling, the detection run on each size; a
// finite subtraction game first by its window (subtraction_period.hpp), without a table.
class TableSearch final : public PeriodSearchJob::State {
public:
    TableSearch(GamePtr game, const PeriodicityBasis& basis, int heaps, const PeriodSearchLimits& search)
        : game_(std::move(game)), basis_(basis), heaps_(heaps), search_(search) {
        max = search.maxSize;
        target = std::clamp<std::int64_t>(search.startSize, 3, search.maxSize);
    }

    std::int64_t done() const override { return table_ ? table_->done() : 0; }
    std::int64_t bytes() const override {
        return table_ ? static_cast<std::int64_t>(table_->values().capacity() * sizeof(Value)) : 0;
    }
    // start() refuses files for these games: nothing here is kept in one.
    Result<void> save(const std::string&) const override {
        return fail(msg::table_file_not_sparse{.spec = game_->spec()});
    }

    void step(std::int64_t steps) override {
        if (!table_) return begin();
        if (phase == Phase::Values) {
            // HeapTable::advance adds its budget to what it has done: at most what is left.
            table_->advance(std::max<std::int64_t>(std::min(steps, table_->size() - table_->done()), 1));
            if (table_->failed()) {
                // A game given by rules refuses a heap only when its table reaches it (a rule that
                // breaks there, or its step budget): the search ends with the heaps before it, as
                // it ends below a heap checkPosition refuses.
                if (table_->done() < 3) return finish(table_->why());
                limit_ = target = table_->done();
                tableStopped_ = table_->causeWhy();
            } else if (!table_->complete()) {
                return;
            }
            phase = Phase::Checking;
            return;
        }
        work_ += tableCost(*game_, target);
        PeriodFinding found = detectPeriod(table_->values(), basis_, heaps_);
        if (found.proven) return finish(std::move(found));
        found.stopped = PeriodFinding::Stop::Size;
        if (tableStopped_) {  // the search ends where its table did, with the table's words
            found.stopped = PeriodFinding::Stop::Table;
            found.stoppedWhy = tableStopped_->message();
            return finish(std::move(found));
        }
        if (target >= limit_) return finish(std::move(found));
        std::int64_t next = std::min(target * 2, limit_);
        if (tableCost(*game_, next) > search_.maxWork - work_) {
            found.stopped = PeriodFinding::Stop::Work;
            return finish(std::move(found));
        }
        if (!accepts(next - 1)) {
            limit_ = largestAccepted(target - 1, next - 1) + 1;
            if (limit_ <= target) return finish(std::move(found));
            next = limit_;
        }
        target = next;
        if (auto grown = table_->grow(target); !grown) return finish(grown.why());
        phase = Phase::Values;
    }

private:
    // The first step: a finite subtraction game's window, then the first table.
    void begin() {
        // A finite subtraction game's period needs no table: a sliding window of max(S) values is the
        // whole state (subtraction_period.hpp), so the search keeps O(max S) memory however long the
        // preperiod and period are. Past its work limit the table search below still reports what it sees.
        if (const std::vector<std::int64_t>* moves = basis_.kind == PeriodicityBasis::Kind::FiniteSubtraction
                                                         ? game_->subtractionMoves(search_.maxSize)
                                                         : nullptr;
            moves && !moves->empty()) {
            // A search told how far to go (kWorkToReach) walks as far as it asks, and never less far than
            // the default work would have let it.
            const auto members = static_cast<std::int64_t>(moves->size());
            const std::int64_t walk = search_.maxWork == kWorkToReach
                                          ? std::max(search_.maxSize, PeriodSearchLimits::kDefaultWork / members)
                                          : search_.maxWork / members;
            const auto positions = std::clamp<std::int64_t>(walk, 1, limits::kMaxCoordinate);
            if (auto window = findSubtractionPeriod(*moves, positions, true)) {
                PeriodFinding out;
                out.found = out.proven = true;
                out.preperiod = window->preperiod;
                out.period = window->period;
                out.checked = window->reached;
                out.bound = window->windowEnd;
                out.theorem = basis_.kind;
                out.theoremText = theoremText(basis_, heaps_, out.preperiod, out.period, out.bound);
                out.head.assign(window->head.begin(), window->head.end());
                return finish(std::move(out));
            }
        }
        limit_ = search_.maxSize;
        // The first table must fit the work limit too.
        while (target > 16 && tableCost(*game_, target) > search_.maxWork) target /= 2;
        if (!accepts(target - 1)) {
            limit_ = std::max<std::int64_t>(largestAccepted(0, target - 1) + 1, 3);
            target = limit_;
        }
        // One table, grown in place to each size: what a smaller size computed is not computed
        // again. The work limit still counts each size's whole cost, so the search reaches as far as it did.
        auto table = HeapTable::create(game_, target, tableBudget());
        if (!table) return finish(table.why());
        table_.emplace(std::move(table).value());
    }

    // What the table may spend: a search told how far to go (kWorkToReach) passes that on, so a game whose
    // heaps are capped by their table's work alone (Game::checkReach) goes as far as asked.
    Budget tableBudget() const {
        return {.work = search_.maxWork == kWorkToReach ? kWorkToReach : 0, .bytes = search_.maxBytes};
    }
    bool accepts(std::int64_t heap) const { return HeapTable::checkLastHeap(*game_, heap, tableBudget()).ok(); }

    // A game may refuse large heaps (when its table would take too long); the search grows only to the
    // largest one it accepts, found by bisection between the last table made and the one refused.
    std::int64_t largestAccepted(std::int64_t accepted, std::int64_t refused) const {
        while (refused - accepted > 1) {
            const std::int64_t mid = accepted + (refused - accepted) / 2;
            (accepts(mid) ? accepted : refused) = mid;
        }
        return accepted;
    }

    GamePtr game_;
    PeriodicityBasis basis_;
    int heaps_;
    PeriodSearchLimits search_;
    std::optional<HeapTable> table_;
    std::optional<Error> tableStopped_;  // why the table stopped short of its size, when it did
    std::int64_t limit_ = 0;
    std::int64_t work_ = 0;
};

}  // namespace

std::int64_t periodSearchBytes(std::int64_t size) {
    return 12 * size;
}

std::int64_t periodSearchBytes(const Game& game, std::int64_t size) {
    return game.splitMoves() ? kSplitSearchBytesPerValue * size : periodSearchBytes(size);
}

std::int64_t largestPeriodSearch(std::int64_t bytes) {
    return bytesAllowed(Budget{.bytes = bytes}, memoryCeiling()) / periodSearchBytes(1);
}

std::int64_t largestPeriodSearch(const Game& game, std::int64_t bytes) {
    return bytesAllowed(Budget{.bytes = bytes}, memoryCeiling()) / periodSearchBytes(game, 1);
}

Result<PeriodSearchJob> PeriodSearchJob::start(const GamePtr& game, const PeriodSearchLimits& search) {
    if (!game) return fail(msg::game_none{});
    if (!game->isHeapGame()) return fail(msg::period_not_heap_game{.spec = game->spec()});
    const std::int64_t allowed = bytesAllowed(Budget{.bytes = search.maxBytes}, memoryCeiling());
    const std::int64_t most = largestPeriodSearch(*game, search.maxBytes);
    if (search.maxSize < 16) return fail(msg::period_size_limit{.most = most, .got = search.maxSize});
    if (search.maxSize > most)
        return fail(msg::period_memory{.size = search.maxSize,
                                       .needMib = (periodSearchBytes(*game, search.maxSize) + (1 << 20) - 1) >> 20,
                                       .allowedMib = allowed >> 20,
                                       .most = most});
    if (search.maxWork < 1) return fail(msg::period_work_limit{.got = search.maxWork});

    const PeriodicityBasis basis = game->periodicityBasis();
    const int heaps = maxHeapsLeft(*game, basis);
    if (const SplitMoves* moves = game->splitMoves()) {
        auto state = std::make_unique<SplitSearch>(*game, *moves, basis, heaps, search, allowed);
        if (auto resumed = state->resume(); !resumed) return resumed.why();
        return PeriodSearchJob(std::move(state));
    }
    if (!search.files.save.empty() || !search.files.resume.empty())
        return fail(msg::table_file_not_sparse{.spec = game->spec()});
    return PeriodSearchJob(std::make_unique<TableSearch>(game, basis, heaps, search));
}

PeriodSearchJob::PeriodSearchJob(std::unique_ptr<State> state) : state_(std::move(state)) {}
PeriodSearchJob::PeriodSearchJob(PeriodSearchJob&&) noexcept = default;
PeriodSearchJob& PeriodSearchJob::operator=(PeriodSearchJob&&) noexcept = default;
PeriodSearchJob::~PeriodSearchJob() = default;

bool PeriodSearchJob::advance(std::int64_t steps) {
    if (!finished()) state_->step(steps);
    return finished();
}

PeriodSearchJob::Phase PeriodSearchJob::phase() const {
    return state_->phase;
}
std::int64_t PeriodSearchJob::done() const {
    return state_->done();
}
std::int64_t PeriodSearchJob::target() const {
    return state_->target;
}
std::int64_t PeriodSearchJob::max() const {
    return state_->max;
}
std::int64_t PeriodSearchJob::bytes() const {
    const auto& r = state_->result;
    const std::int64_t head = r && *r ? r->value().head.bytes() : 0;
    return state_->bytes() + head;
}
const Result<PeriodFinding>& PeriodSearchJob::result() const {
    return *state_->result;
}
Result<PeriodFinding> PeriodSearchJob::takeResult() {
    return std::move(*state_->result);
}
Result<void> PeriodSearchJob::save(const std::string& path) const {
    return state_->save(path);
}

Result<PeriodFinding> findPeriodicity(const GamePtr& game, const PeriodSearchLimits& search) {
    auto job = PeriodSearchJob::start(game, search);
    if (!job) return job.why();
    const std::int64_t slice = search.progress ? kProgressSlice : std::numeric_limits<std::int64_t>::max();
    while (!job.value().advance(slice)) {
        if (!search.progress || search.progress(job->done(), job->max())) continue;
        if (!search.files.save.empty())
            if (auto saved = job->save(search.files.save); !saved) return saved.why();
        return fail(msg::run_interrupted{.done = job->done(), .asked = job->max()});
    }
    return job.value().takeResult();
}

}  // namespace grundy
