// The periodicity of a heap game (grundy/analysis/period_search.hpp): the table grown until a
// theorem proves its period or the caller's limits are reached.
#include "grundy/analysis/period_search.hpp"

#include <algorithm>
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

// h for TakeAndBreak games: the most heaps one move leaves. A code's digit at position t shows
// all its kinds of move from heap t + 3 on, so heaps up to 2k + 8 show every kind.
int maxHeapsLeft(const Game& game, const PeriodicityBasis& basis) {
    if (basis.kind != PeriodicityBasis::Kind::TakeAndBreak) return 1;
    int most = 1;
    const std::int64_t last = 2 * std::max<std::int64_t>(basis.maxMove, 0) + 8;
    // Only octal and hex codes have this basis, and their moves never fail to be listed.
    for (std::int64_t h = 0; h <= last; ++h)
        static_cast<void>(
            game.forEachOption(Position{h, 0}, [&](const Option& o) { most = std::max(most, o.partCount); }));
    return most;
}

// Option visits a table of `size` values costs, at most (options grow with the heap, if at all).
std::int64_t tableCost(const Game& game, std::int64_t size) {
    const Position last{size - 1, 0};
    if (game.closedFormValue(last)) return size;
    std::int64_t options = 0;
    // An estimate: a heap whose moves cannot be listed (a rule's error) counts those listed before
    // it, and the table reports the error when it reaches that heap.
    static_cast<void>(game.forEachOption(last, [&](const Option&) { ++options; }));
    return size * std::max<std::int64_t>(options, 1);
}

// g(n + p) = g(n) for a <= n < end - p, checked in place: a period the last look showed, confirmed
// at the size where it is proven without the detection's array of 4 bytes a value (for .1777, 1.8 GB
// at its proof's 4.4 * 10^8 values). Its preperiod must still start at a (g(a - 1 + p) != g(a - 1))
// for the detection to report the same; anything else goes back to the detection.
template <class Seq>
bool holdsFrom(const Seq& g, std::int64_t a, std::int64_t p) {
    const auto n = static_cast<std::int64_t>(g.size());
    if (a + p > n) return false;
    if (a > 0 && g[static_cast<std::size_t>(a - 1 + p)] == g[static_cast<std::size_t>(a - 1)]) return false;
    for (std::int64_t q = a; q + p < n; ++q)
        if (g[static_cast<std::size_t>(q + p)] != g[static_cast<std::size_t>(q)]) return false;
    return true;
}

template <class Seq>
Periodicity provenAs(const Seq& g, const PeriodicityBasis& basis, int heaps, std::int64_t a, std::int64_t p) {
    Periodicity out;
    out.found = out.proven = true;
    out.preperiod = a;
    out.period = p;
    out.checked = static_cast<std::int64_t>(g.size());
    out.proofWindowEnd = periodicity_detail::proofWindowEnd(basis, heaps, a, p);
    out.theorem = theoremText(basis, heaps, a, p, out.proofWindowEnd);
    out.provenBy = basis.kind;
    out.head.assign(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(a + p));
    return out;
}

// The search for take-and-break games with SplitMoves: one sparse-space table (sparse_split.hpp)
// grown in place, its values read where they are (1 byte each for most octal games), and the work
// budget counted in the table's real steps rather than estimated. After each look the table grows to
// where a period it shows would be proven (Periodicity::provableAt: when it is below twice the
// size), and there the period is confirmed in place (holdsFrom) before the whole detection is run.
Result<Periodicity> findSplitPeriodicity(const Game& game, const SplitMoves& moves, const PeriodicityBasis& basis,
                                         int heaps, const PeriodSearch& search, std::int64_t allowed) {
    // The detection's share (periodSearchBytes) is kept back from the table's own budget.
    const std::int64_t tableBytes = allowed - (periodSearchBytes(search.maxSize) - 4 * search.maxSize);
    SparseSplitTable table(moves, game.spec(), std::nullopt, static_cast<std::uint64_t>(search.maxWork),
                           std::max<std::int64_t>(tableBytes, 1));
    if (!search.files.resume.empty())
        if (auto resumed = table.resume(search.files.resume); !resumed) return resumed.why();
    // The search ends here, the table saved first when asked.
    const auto finish = [&](Periodicity found) -> Result<Periodicity> {
        if (!search.files.save.empty())
            if (auto saved = table.save(search.files.save); !saved) return saved.why();
        return found;
    };
    std::int64_t size = std::clamp<std::int64_t>(std::max(search.startSize, table.size()), 3, search.maxSize);
    Periodicity last;
    while (true) {
        // Past a limit the table keeps the values it had: report what they show.
        const bool complete = table.extendTo(size, search.maxSize);
        const std::int64_t a = last.provablePreperiod, p = last.provablePeriod;
        const bool candidate = complete && !last.proven && last.provableAt > 0 && last.provableAt <= size;
        Periodicity found = table.withValues([&](const auto g) {
            if (candidate && holdsFrom(g, a, p)) return provenAs(g, basis, heaps, a, p);
            return detectPeriodOf(g, &basis, heaps);
        });
        if (!complete)
            found.stoppedBy = table.stoppedBy() == SparseSplitTable::Stop::Memory ? Periodicity::Stop::Memory
                                                                                  : Periodicity::Stop::Work;
        else if (!found.proven && size >= search.maxSize)
            found.stoppedBy = Periodicity::Stop::Size;
        if (!complete || found.proven || size >= search.maxSize) return finish(std::move(found));
        // Doubling, or less far where a period the table shows would be proven: there it is confirmed
        // in place (one pass over the values), and only a candidate that fails costs a detection.
        const std::int64_t at = found.provableAt > size ? found.provableAt : 2 * size;
        size = std::min(std::min(at, 2 * size), search.maxSize);
        last = std::move(found);
        // The candidate's period and preperiod are all a confirmation needs: the head goes.
        std::vector<Value>().swap(last.head);
    }
}

}  // namespace

std::int64_t periodSearchBytes(std::int64_t size) {
    return 12 * size;
}

std::int64_t largestPeriodSearch(std::int64_t bytes) {
    return bytesAllowed(Budget{.bytes = bytes}, memoryCeiling()) / periodSearchBytes(1);
}

Result<Periodicity> findPeriodicity(const GamePtr& game, const PeriodSearch& search) {
    if (!game) return fail(msg::game_none{});
    if (!game->isHeapGame()) return fail(msg::period_not_heap_game{.spec = game->spec()});
    const std::int64_t allowed = bytesAllowed(Budget{.bytes = search.maxBytes}, memoryCeiling());
    const std::int64_t most = largestPeriodSearch(search.maxBytes);
    if (search.maxSize < 16) return fail(msg::period_size_limit{.most = most, .got = search.maxSize});
    if (search.maxSize > most)
        return fail(msg::period_memory{.size = search.maxSize,
                                       .needMib = (periodSearchBytes(search.maxSize) + (1 << 20) - 1) >> 20,
                                       .allowedMib = allowed >> 20,
                                       .most = most});
    if (search.maxWork < 1) return fail(msg::period_work_limit{.got = search.maxWork});

    const PeriodicityBasis basis = game->periodicityBasis();
    const int heaps = maxHeapsLeft(*game, basis);
    if (const SplitMoves* moves = game->splitMoves())
        return findSplitPeriodicity(*game, *moves, basis, heaps, search, allowed);
    if (!search.files.save.empty() || !search.files.resume.empty())
        return fail(msg::table_file_not_sparse{.spec = game->spec()});
    // A finite subtraction game's period needs no table: a sliding window of max(S) values is the
    // whole state (subtraction_period.hpp), so the search keeps O(max S) memory however long the
    // preperiod and period are. Past its work limit the table search below still reports what it sees.
    if (const std::vector<std::int64_t>* moves = game->subtractionMoves();
        moves && basis.kind == PeriodicityBasis::Kind::FiniteSubtraction && !moves->empty()) {
        const auto positions = std::max<std::int64_t>(search.maxWork / static_cast<std::int64_t>(moves->size()), 1);
        if (auto window = findSubtractionPeriod(*moves, positions, true)) {
            Periodicity out;
            out.found = out.proven = true;
            out.preperiod = window->preperiod;
            out.period = window->period;
            out.checked = window->reached;
            out.proofWindowEnd = window->windowEnd;
            out.provenBy = basis.kind;
            out.theorem = theoremText(basis, heaps, out.preperiod, out.period, out.proofWindowEnd);
            out.head = std::move(window->head);
            return out;
        }
    }
    // A game may refuse large heaps (when its table would take too long); grow only to the largest
    // one it accepts, found by bisection between the last table made and the one refused.
    const auto largestAccepted = [&](std::int64_t accepted, std::int64_t refused) {
        while (refused - accepted > 1) {
            const std::int64_t mid = accepted + (refused - accepted) / 2;
            (game->checkPosition(Position{mid, 0}) ? accepted : refused) = mid;
        }
        return accepted;
    };
    std::int64_t limit = search.maxSize;
    std::int64_t size = std::clamp<std::int64_t>(search.startSize, 3, limit);
    // The first table must fit the work limit too.
    while (size > 16 && tableCost(*game, size) > search.maxWork) size /= 2;
    if (!game->checkPosition(Position{size - 1, 0})) {
        limit = std::max<std::int64_t>(largestAccepted(0, size - 1) + 1, 3);
        size = limit;
    }
    // One table, grown in place to each size: what a smaller size computed is not computed again.
    // The work limit still counts each size's whole cost, so the search reaches as far as it did.
    auto table = HeapTable::create(game, size);
    if (!table) return table.why();
    std::int64_t work = 0;
    while (true) {
        if (auto grown = table.value().grow(size); !grown) return grown.why();
        table.value().advance(size);
        if (table->failed()) {
            // A game given by rules refuses a heap only when its table reaches it (a rule that breaks
            // there, or its step budget): the search ends with the heaps before it, as it ends
            // below a heap checkPosition refuses.
            if (table->done() < 3) return table->why();
            limit = size = table->done();
        }
        work += tableCost(*game, size);
        Periodicity found = detectPeriod(table->values(), basis, heaps);
        if (found.proven) return found;
        found.stoppedBy = Periodicity::Stop::Size;
        if (size >= limit) return found;
        std::int64_t next = std::min(size * 2, limit);
        if (work + tableCost(*game, next) > search.maxWork) {
            found.stoppedBy = Periodicity::Stop::Work;
            return found;
        }
        if (!game->checkPosition(Position{next - 1, 0})) {
            limit = largestAccepted(size - 1, next - 1) + 1;
            if (limit <= size) return found;
            next = limit;
        }
        size = next;
    }
}

}  // namespace grundy
