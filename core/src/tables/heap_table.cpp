#include "grundy/tables/heap_table.hpp"

#include <algorithm>
#include <cstring>
#include <string>
#include <unordered_set>

#include "../families/subtraction_sets.hpp"
#include "../periodicity_detect.hpp"
#include "grundy/budget.hpp"
#include "grundy/limits.hpp"
#include "grundy/periodicity.hpp"
#include "sparse_split.hpp"
#include "subtraction_scan.hpp"

namespace grundy {

// ---- HeapTable ---------------------------------------------------------------------------------

namespace detail {

struct SubtractionRun {
    SubtractionRun(const std::vector<std::int64_t>& moves, bool finite) : scanner(moves) {
        if (finite) watch.emplace(moves.back());
    }
    SubtractionScanner scanner;
    std::optional<SampledRepeatWatch> watch;  // finite sets only: an infinite set's window never proves a repeat
    std::int64_t period = 0;                  // found: g(n) = g(n - period) for n >= from
    std::int64_t from = 0;
};

// The table size from which a split game's looks for a period first ask whether one could be proven
// at all (mayProveSplitPeriod); below it every look runs.
constexpr std::int64_t kQuickLookFrom = std::int64_t{1} << 15;

struct SplitRun {
    PeriodicityBasis basis;      // TakeAndBreak: periods are proven at checkpoints; otherwise never looked for
    int heaps = 2;               // h of the theorem: the most heaps a move leaves
    std::int64_t nextCheck = 0;  // the table size of the next look for a proven period
    std::int64_t period = 0;     // proven: g(n) = g(n - period) for n >= from
    std::int64_t from = 0;
};

struct AllButRun {
    std::vector<std::uint32_t> count;  // count[v]: heaps below the current one with value v
    Value allBelow = 0;                // the mex of every value below: the least v with count[v] == 0
};

}  // namespace detail

namespace {

// Whether HeapTable tabulates the game by the sparse-space method (advanceSplit), keeping its values
// 1, 2 or 4 bytes each: advance()'s order of paths, where a game with subtraction or all-but moves
// takes those even when it also has SplitMoves.
bool sparsePath(const Game& game) {
    return !game.subtractionMoves(0) && !allButExcludedTakes(game) && game.splitMoves();
}

}  // namespace

HeapTable::HeapTable(GamePtr game, std::int64_t size, const Budget& budget)
    : game_(std::move(game)), size_(size), budget_(budget), narrow_(sparsePath(*game_)) {
    if (!narrow_) values_.reserve(static_cast<std::size_t>(size));
}

HeapTable::HeapTable(HeapTable&&) noexcept = default;
HeapTable& HeapTable::operator=(HeapTable&&) noexcept = default;
HeapTable::~HeapTable() = default;

std::int64_t HeapTable::repeatPeriod() const {
    return subtraction_ ? subtraction_->period : split_ ? split_->period : 0;
}
std::int64_t HeapTable::repeatsFrom() const {
    return subtraction_ ? subtraction_->from : split_ ? split_->from : 0;
}

namespace {

// The checks of create() and grow(): a heap game, and a size within limits and the memory the budget
// allows whose last heap the game accepts.
Result<void> checkTable(const Game& game, std::int64_t size, const Budget& budget) {
    if (!game.isHeapGame())
        return fail(msg::table_not_heap_game{
            .spec = game.spec(),
            .shape = game.dimensions() == 2 ? say(msg::table_shape_pairs{}) : say(msg::table_shape_nodes{})});
    if (size < 1) return fail(msg::table_no_positions{.size = size});
    // The figures at 4 bytes a position: a 4-byte table's, and a sparse-space table's once its values
    // pass 255 (2-byte values and their reversed copy; Grundy's game from heap 7,250,049).
    if (size > limits::kMaxTableSize)
        return fail(msg::table_too_large{.size = size,
                                         .mib = size * 4 / (1 << 20),
                                         .most = limits::kMaxTableSize,
                                         .mostMib = limits::kMaxTableSize * 4 / (1 << 20)});
    // What the values need at least, 4 bytes a position, or 2 on the sparse-space path (1-byte values
    // and their reversed copy), against what one computation may hold (in the module a quarter of its
    // maximum memory) or what the budget allows: refused before any work, with the figure and what fits.
    const std::int64_t perPosition = sparsePath(game) ? SparseSplitTable::bytesFor(1, 1) : 4;
    if (auto fits = tableFits(size, perPosition, bytesAllowed(budget, memoryCeiling())); !fits) return fits;
    // A game whose options grow with the heap (Lasker's Nim, octal codes that split) refuses heaps
    // whose table would take hours; a table is only as valid as its last heap.
    if (auto checked = HeapTable::checkLastHeap(game, size - 1, budget); !checked)
        return fail(msg::table_positions{.size = size, .reason = checked.why()});
    return {};
}

}  // namespace

Result<Position> HeapTable::checkLastHeap(const Game& game, std::int64_t heap, const Budget& budget) {
    const Position last{heap, 0};
    return budget.work == kWorkToReach ? game.checkReach(last) : game.checkPosition(last);
}

Result<HeapTable> HeapTable::create(GamePtr game, std::int64_t size, const Budget& budget) {
    if (!game) return fail(msg::game_none{});
    if (auto checked = checkTable(*game, size, budget); !checked) return checked.why();
    return HeapTable(std::move(game), size, budget);
}

Result<void> HeapTable::grow(std::int64_t size) {
    if (size <= size_) return {};
    if (auto checked = checkTable(*game_, size, budget_); !checked) return checked;
    size_ = size;
    if (!narrow_) values_.reserve(static_cast<std::size_t>(size));
    return {};
}

ValuesView HeapTable::view() const {
    if (!narrow_) return {values_.data(), 4, done_};
    if (!sparse_) return {nullptr, 1, 0};
    return sparse_->withValues([&](const auto g) { return ValuesView{g.data(), sizeof g[0], done_}; });
}

Value HeapTable::at(std::int64_t n) const {
    return narrow_ ? sparse_->at(n) : values_[static_cast<std::size_t>(n)];
}

const std::vector<Value>& HeapTable::values() const {
    if (narrow_ && sparse_) {
        values_.reserve(static_cast<std::size_t>(done_));
        sparse_->appendTo(values_, static_cast<std::int64_t>(values_.size()));
    }
    return values_;
}

std::vector<Value> HeapTable::takeValues() {
    values();
    return std::move(values_);
}

void HeapTable::stop(const Error& why) {
    cause_ = why;
    error_ = fail(msg::table_positions{.size = size_, .reason = why});
}

bool HeapTable::advance(std::int64_t steps) {
    if (failed()) return true;
    const std::int64_t end = std::min(size_, done_ + std::max<std::int64_t>(steps, 0));
    if (const auto* moves = game_->subtractionMoves(size_ - 1)) {
        advanceSubtraction(*moves, end);
        return complete();
    }
    if (const auto* excluded = allButExcludedTakes(*game_)) {
        advanceAllBut(*excluded, end);
        return complete();
    }
    if (const auto* splits = game_->splitMoves()) {
        advanceSplit(*splits, end);
        return complete() || failed();
    }
    if (!askedFiller_) {
        filler_ = game_->heapFiller();
        if (filler_) filler_->allow(budget_);
        askedFiller_ = true;
    }
    if (filler_) {
        advanceFiller(end);
        return complete() || failed();
    }
    for (std::int64_t n = done_; n < end; ++n) {
        if (++stamp_ == 0) {  // the stamp wrapped: clear for real once every 2^32 positions
            std::fill(seen_.begin(), seen_.end(), 0);
            stamp_ = 1;
        }
        if (auto closed = game_->closedFormValue(Position{n, 0})) {
            values_.push_back(*closed);
            continue;
        }
        const auto listed = game_->forEachOption(Position{n, 0}, [&](const Option& o) {
            Value v = 0;
            for (int i = 0; i < o.partCount; ++i) v ^= values_[static_cast<std::size_t>(o.parts[i].x)];
            if (v >= seen_.size()) seen_.resize(std::max<std::size_t>(v + 1, seen_.size() * 2), 0);
            seen_[v] = stamp_;
        });
        if (!listed) {
            done_ = n;
            stop(listed.why());
            return true;
        }
        Value g = 0;
        while (g < seen_.size() && seen_[g] == stamp_) ++g;
        values_.push_back(g);
    }
    done_ = end;
    return complete();
}

void HeapTable::advanceFiller(std::int64_t end) {
    const auto filled = filler_->fill(values_, end);
    done_ = static_cast<std::int64_t>(values_.size());
    if (!filled) stop(filled.why());
}

namespace {

// Appends g(n) = g(n - period) for n = values.size() .. end-1, given that g(k) = g(k - period) for every
// k >= from (values.size() >= from). The new values are appended from a separate buffer holding L of
// them, L a multiple of the period (g(k) = g(k - L) for k - L >= from - period): the buffer is filled
// by doubling and never zeroed, and the table grows by pointer-range inserts, so each new value is
// written once into the capacity reserved at creation (resize() would zero the memory first: 15% of a
// Kayles table to 2^16 in wasm). L stops doubling at kPattern values or at what the table still needs;
// in wasm every copy of 512 bytes or more is a call out to JS, so a long table takes few of them.
void appendPeriodic(std::vector<Value>& values, std::int64_t period, std::int64_t from, std::int64_t end) {
    constexpr std::int64_t kPattern = std::int64_t{1} << 14;
    auto n = static_cast<std::int64_t>(values.size());
    if (n >= end) return;
    const std::int64_t base = from - period;
    // The last whole periods before n, at least one (n >= from), and no more than kPattern values' worth.
    const std::int64_t L0 = period * std::min((n - base) / period, std::max<std::int64_t>(1, kPattern / period));
    std::int64_t L = L0;
    while (2 * L <= std::min(kPattern, end - n)) L *= 2;
    const std::int64_t first = std::min(L0, end - n);  // a long period: only what the table needs
    const std::unique_ptr<Value[]> pattern(new Value[static_cast<std::size_t>(std::max(L, first))]);
    std::memcpy(pattern.get(), values.data() + (n - L0), static_cast<std::size_t>(first) * sizeof(Value));
    for (std::int64_t have = L0; have < L; have *= 2)
        std::memcpy(pattern.get() + have, pattern.get(), static_cast<std::size_t>(have) * sizeof(Value));
    while (n < end) {
        const std::int64_t len = std::min(end - n, L);
        // Raw pointers, not iterators: libc++ copies an iterator range value by value (in wasm,
        // three times longer than the rest of a {1,3,4} table to 10^4), a pointer range by memcpy.
        values.insert(values.end(), pattern.get(), pattern.get() + len);
        n += len;
    }
}

}  // namespace

void HeapTable::advanceSubtraction(const std::vector<std::int64_t>& moves, std::int64_t end) {
    if (!subtraction_) {
        const PeriodicityBasis basis = game_->periodicityBasis();
        const bool finite =
            basis.kind == PeriodicityBasis::Kind::FiniteSubtraction && !moves.empty() && basis.maxMove == moves.back();
        subtraction_ = std::make_unique<detail::SubtractionRun>(moves, finite);
    }
    auto& run = *subtraction_;
    std::int64_t n = done_;
    // Compute in chunks that stay in the cache, and after each look for the window's first repeat
    // (at every SampledRepeatWatch::kStride-th position, comparing windows in place). The first
    // chunks are short, so a short period is found after a few hundred positions, not a whole chunk.
    constexpr std::int64_t kChunk = 4096;
    while (n < end && run.period == 0) {
        const std::int64_t count = std::min({end - n, kChunk, std::max<std::int64_t>(256, n)});
        values_.resize(static_cast<std::size_t>(n + count));
        Value* g = values_.data();
        run.scanner.run(g + n, n, count);  // Value holds every value: it never stops early
        n += count;
        if (run.watch) {
            std::int64_t from = 0;
            if (const std::int64_t p = run.watch->look(g, n, &from)) {
                run.period = p;
                run.from = from;
            }
        }
    }
    if (n == end) {
        done_ = end;
        return;
    }
    // The values repeat from run.from on: the rest of the table is copied, not computed.
    appendPeriodic(values_, run.period, run.from, end);
    done_ = end;
}

void HeapTable::advanceSplit(const SplitMoves& moves, std::int64_t end) {
    // The sparse-space method (sparse_split.hpp) computes; for a finite octal or hex code the
    // table is checked for a period the octal periodicity theorem proves (detectPeriod with the game's
    // basis: g(n+p) = g(n) for a <= n < h*max(a,1) + (h-1)*p + k), and from there on copied. The first
    // look is at 64 heaps; each look names the size at which a period the table shows would be proven
    // (PeriodFinding::provableAt), and the next is there, but between 1.125 and 2 times the size, so the
    // looks cost O(size) in all. Kayles (period 12 from 71) is proven at 168 heaps and Dawson's Kayles
    // (34 from 53) at 176 (both were at 256 when the looks were at each doubling: a third of the
    // table's computed part, most of a 2^16 table's time), and their tables become linear. The values
    // stay in the sparse table, read and copied in its width: no 4-byte copy is made.
    if (!sparse_) {
        const std::uint64_t work = budget_.work > 0 ? static_cast<std::uint64_t>(budget_.work) : splitWorkFor(size_);
        sparse_ = std::make_shared<SparseSplitTable>(moves, game_->spec(), std::nullopt, work, budget_.bytes);
        split_ = std::make_unique<detail::SplitRun>();
        split_->basis = game_->periodicityBasis();
        split_->heaps = moves.leaveTwo.empty() ? 1 : 2;
        split_->nextCheck = 64;
    }
    auto& run = *split_;
    const bool watch = run.basis.kind == PeriodicityBasis::Kind::TakeAndBreak;
    while (done_ < end && !failed()) {
        if (run.period > 0) {
            sparse_->repeatTo(end, run.period, run.from);
            done_ = end;
            return;
        }
        // Towards the whole table, this call's heaps at a time: a table stopped on a budget names the
        // size asked for, not the end of the chunk or the look it was computing towards.
        const std::int64_t target = watch ? std::min(end, run.nextCheck) : end;
        if (!sparse_->extendTo(size_, size_, target - done_)) error_ = cause_ = sparse_->why();
        done_ = sparse_->size();
        if (failed() || !watch || done_ < run.nextCheck) continue;
        // A large table of a game that splits looks only where its last values recur (no period could
        // be proven otherwise): most such looks are skipped at the cost of one search. Small tables
        // keep every look, so Kayles and its like are proven as early as before.
        if (run.heaps == 2 && done_ >= detail::kQuickLookFrom &&
            !sparse_->withValues([](const auto g) { return periodicity_detail::mayProveSplitPeriod(g); })) {
            run.nextCheck = 2 * done_;
            continue;
        }
        const PeriodFinding found = sparse_->withValues(
            [&](const auto g) { return periodicity_detail::detectPeriodOf(g, &run.basis, run.heaps); });
        if (found.proven) {  // the sparse table stops growing here: it holds no more than it did
            run.period = found.period;
            run.from = found.preperiod + found.period;
        }
        // The next look where a period the table shows would be proven, but at least an eighth further
        // and at most twice as far, so the looks cost O(size) in all.
        const std::int64_t at = found.provableAt > 0 ? found.provableAt : 2 * done_;
        run.nextCheck = std::clamp(at, done_ + std::max<std::int64_t>(done_ / 8, 1), 2 * done_);
    }
}

void HeapTable::advanceAllBut(const std::vector<std::int64_t>& excluded, std::int64_t end) {
    // Heap n's options are every heap j < n except j = n - e for the excluded takes e <= n. Their
    // mex is the mex of all values below n (kept as it only rises) unless an exclusion removes
    // the last heap with some smaller value: take those out of the counts, look, put them back.
    if (!allBut_) allBut_ = std::make_unique<detail::AllButRun>();
    auto& run = *allBut_;
    for (std::int64_t n = done_; n < end; ++n) {
        Value g = run.allBelow;
        for (const std::int64_t e : excluded) {
            if (e > n) break;
            --run.count[values_[static_cast<std::size_t>(n - e)]];
        }
        for (const std::int64_t e : excluded) {
            if (e > n) break;
            const Value v = values_[static_cast<std::size_t>(n - e)];
            if (run.count[v] == 0) g = std::min(g, v);
        }
        for (const std::int64_t e : excluded) {
            if (e > n) break;
            ++run.count[values_[static_cast<std::size_t>(n - e)]];
        }
        values_.push_back(g);
        if (g >= run.count.size()) run.count.resize(std::max<std::size_t>(g + 2, 2 * run.count.size()), 0);
        ++run.count[g];
        while (run.allBelow < run.count.size() && run.count[run.allBelow] > 0) ++run.allBelow;
        if (run.allBelow == run.count.size()) run.count.resize(2 * run.count.size(), 0);
    }
    done_ = end;
}

Result<std::vector<Value>> heapValues(GamePtr game, std::int64_t size, const Budget& budget) {
    auto table = HeapTable::create(std::move(game), size, budget);
    if (!table) return table.why();
    table.value().advance(size);
    if (table->failed()) return table->why();
    return table.value().takeValues();
}

}  // namespace grundy
