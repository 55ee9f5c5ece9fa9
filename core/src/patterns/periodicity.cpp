// Periodicity of heap games: the detection rule on data (patterns.hpp states it), the two proofs,
// and the search that grows the table until it proves or reaches the caller's limits.
//
// Speed: one Z-function over the reversed sequence of differences d(n) = g(n+1) - g(n) gives, for
// every candidate period p at once, the longest suffix on which g(n+p) - g(n) is constant, in
// O(N) time and memory. Periods and preperiods in the hundreds of thousands cost what the table
// costs, not N * P.
#include <algorithm>
#include <string>

#include "../games/sparse_split.hpp"
#include "grundy/evaluator.hpp"
#include "grundy/patterns.hpp"
#include "grundy/subtraction_period.hpp"

namespace grundy {

namespace {

// z[i] = the length of the longest common prefix of the sequence at(0), at(1), ... and its suffix
// starting at i (z[0] = n). Linear time: [left, right) is the rightmost window known to match.
template <class At>
std::vector<std::uint32_t> zFunction(std::int64_t n, const At& at) {
    std::vector<std::uint32_t> z(static_cast<std::size_t>(std::max<std::int64_t>(n, 0)), 0);
    if (n <= 0) return z;
    z[0] = static_cast<std::uint32_t>(n);
    std::int64_t left = 0, right = 0;
    for (std::int64_t i = 1; i < n; ++i) {
        std::int64_t k = 0;
        if (i < right) k = std::min<std::int64_t>(right - i, z[static_cast<std::size_t>(i - left)]);
        while (i + k < n && at(k) == at(i + k)) ++k;
        z[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(k);
        if (i + k > right) {
            left = i;
            right = i + k;
        }
    }
    return z;
}

std::string num(std::int64_t v) {
    return std::to_string(v);
}

// The end of the window that must repeat for the theorem to apply (g(n+p) = g(n) checked for
// a <= n < end), or -1 when the basis gives no theorem.
std::int64_t proofWindowEnd(const PeriodicityBasis& basis, int heaps, std::int64_t a, std::int64_t p) {
    switch (basis.kind) {
        case PeriodicityBasis::Kind::FiniteSubtraction:
            // g(n) = mex{ g(n - s) : s in S, s <= n } depends only on g(n-m) .. g(n-1), m = max(S).
            // If g(n+p) = g(n) for a <= n < a + m, then for n >= a + m every option n + p - s of
            // n + p has n + p - s - p = n - s in [a, n), so by induction the options of n + p and
            // of n have the same values, and g(n+p) = g(n). Hence periodic for all n >= a.
            if (basis.maxMove < 1) return -1;
            return a + basis.maxMove;
        case PeriodicityBasis::Kind::TakeAndBreak: {
            // The periodicity theorem for finite take-and-break games (R. K. Guy and C. A. B. Smith,
            // "The G-values of various games", Proc. Cambridge Philos. Soc. 52 (1956) 514-526;
            // Berlekamp, Conway and Guy, Winning Ways, ch. 4). Hypothesis: a move removes t <= k
            // tokens (t = 0 allowed only with a split) and leaves j heaps, every left heap
            // non-empty, for (t, j) pairs that do not depend on the heap size; j <= h. That is
            // every octal code (h = 2; k = position of the last non-zero digit, d_0 included)
            // and every hex code (h = 3).
            // Claim: if g(n+p) = g(n) for a <= n < E with E = h * max(a, 1) + (h - 1) * p + k, then
            // for all n >= a. Proof, by induction on n >= E: a move from n + p leaves heaps summing
            // to n + p - t; the largest, b, is at least (n + p - k) / h >= max(a, 1) + p, so
            // b - p >= max(a, 1) is a non-empty heap with a <= b - p < n and g(b) = g(b - p):
            // replacing b by b - p is a move of the same kind from n with the same value.
            // Conversely the largest heap b' left by a move from n is at least (n - k) / h >= a,
            // so b' + p gives a move from n + p with the same value. The option values agree,
            // so g(n + p) = g(n).
            // For h = 2 and a >= 1 this is the classic bound 2a + p + k. The max(a, 1) matters
            // when a = 0: in 0.04 (remove 2, leave two non-empty heaps) g(n+1) = g(n) holds for
            // 0 <= n < 3, yet g(4) = 1 != g(3) = 0.
            if (basis.maxMove < 0 || heaps < 1) return -1;
            return heaps * std::max<std::int64_t>(a, 1) + (heaps - 1) * p + basis.maxMove;
        }
        case PeriodicityBasis::Kind::None:
            break;
    }
    return -1;
}

std::string theoremText(const PeriodicityBasis& basis, int heaps, std::int64_t a, std::int64_t p, std::int64_t end) {
    const std::string checked = "g(n+" + num(p) + ") = g(n) was verified for " + num(a) + " <= n < " + num(end);
    if (basis.kind == PeriodicityBasis::Kind::FiniteSubtraction) {
        return "finite subtraction theorem: each value depends only on the previous m = " + num(basis.maxMove) +
               " values (m = max S); " + checked + ", a window of m values, so it holds for every n >= " + num(a);
    }
    return "periodicity theorem for finite take-and-break codes (Guy and Smith 1956; Winning Ways ch. 4), "
           "moves remove at most k = " +
           num(basis.maxMove) + " tokens and leave at most h = " + num(heaps) + " heaps: " + checked +
           " = h*max(a,1) + (h-1)*p + k, so it holds for every n >= " + num(a);
}

// g: any sequence of unsigned values with size() and operator[] (std::vector<Value>, or the sparse
// table's values in 1, 2 or 4 bytes each, read in place).
template <class Seq>
Periodicity analyse(const Seq& g, const PeriodicityBasis* basis, int heaps) {
    Periodicity out;
    const auto n = static_cast<std::int64_t>(g.size());
    out.checked = n;
    if (n < 3) return out;
    // rd(i) = d(m-1-i), the differences read from the end; m = n - 1 of them.
    const std::int64_t m = n - 1;
    const auto rd = [&](std::int64_t i) {
        const auto j = static_cast<std::size_t>(m - 1 - i);
        return static_cast<std::int64_t>(g[j + 1]) - static_cast<std::int64_t>(g[j]);
    };
    const auto z = zFunction(m, rd);
    // For period p (1 <= p < m): g(q + p) - g(q) is the same for every q in [start(p), n - p), and
    // start(p) is the least such; the common difference is the saltus.
    const auto start = [&](std::int64_t p) {
        return m - p - static_cast<std::int64_t>(z[static_cast<std::size_t>(p)]);
    };
    const auto saltus = [&](std::int64_t p) {
        return static_cast<std::int64_t>(g[static_cast<std::size_t>(n - 1)]) -
               static_cast<std::int64_t>(g[static_cast<std::size_t>(n - 1 - p)]);
    };
    const auto fill = [&](std::int64_t a, std::int64_t p) {
        out.found = true;
        out.preperiod = a;
        out.period = p;
        out.saltus = saltus(p);
        out.head.assign(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(a + p));
    };

    if (basis && basis->kind != PeriodicityBasis::Kind::None) {
        // The least provable p is the least period: if p is proven, the true least period P divides
        // p, has the same preperiod and a window no longer, so P is provable from the same data.
        for (std::int64_t p = 1; p < m; ++p) {
            if (saltus(p) != 0) continue;
            const std::int64_t a = start(p);
            const std::int64_t end = proofWindowEnd(*basis, heaps, a, p);
            if (end < 0) continue;
            if (end + p > n) {
                if (out.provableAt == 0 || end + p < out.provableAt) out.provableAt = end + p;
                continue;
            }
            out.provableAt = 0;
            fill(a, p);
            out.proven = true;
            out.proofWindowEnd = end;
            out.theorem = theoremText(*basis, heaps, a, p, end);
            out.provenBy = basis->kind;
            return out;
        }
    }
    for (std::int64_t p = 1; 3 * p <= n; ++p) {
        if (saltus(p) < 0) continue;
        const std::int64_t length = n - start(p);
        if (length >= 3 * p && 4 * length >= n && length >= p + 8) {
            fill(start(p), p);
            return out;
        }
    }
    return out;
}

// h for TakeAndBreak games: the most heaps one move leaves. A code's digit at position t shows
// all its kinds of move from heap t + 3 on, so heaps up to 2k + 8 show every kind.
int maxHeapsLeft(const Game& game, const PeriodicityBasis& basis) {
    if (basis.kind != PeriodicityBasis::Kind::TakeAndBreak) return 1;
    int most = 1;
    const std::int64_t last = 2 * std::max<std::int64_t>(basis.maxMove, 0) + 8;
    for (std::int64_t h = 0; h <= last; ++h)
        game.forEachOption(Position{h, 0}, [&](const Option& o) { most = std::max(most, o.partCount); });
    return most;
}

// Option visits a table of `size` values costs, at most (options grow with the heap, if at all).
std::int64_t tableCost(const Game& game, std::int64_t size) {
    const Position last{size - 1, 0};
    if (game.closedFormValue(last)) return size;
    std::int64_t options = 0;
    game.forEachOption(last, [&](const Option&) { ++options; });
    return size * std::max<std::int64_t>(options, 1);
}

// The search for take-and-break games with SplitMoves: one sparse-space table (sparse_split.hpp)
// grown in place, its values read where they are (1 byte each for most octal games), and the work
// budget counted in the table's real steps rather than estimated.
Result<Periodicity> findSplitPeriodicity(const Game& game, const SplitMoves& moves, const PeriodicityBasis& basis,
                                         int heaps, const PeriodSearch& search) {
    SparseSplitTable table(moves, game.spec(), std::nullopt, static_cast<std::uint64_t>(search.maxWork));
    std::int64_t size = std::clamp<std::int64_t>(search.startSize, 3, search.maxSize);
    while (true) {
        // Past the work limit the table keeps the values it had: report what they show.
        const bool complete = table.extendTo(size);
        Periodicity found = table.withValues([&](const auto& g) { return analyse(g, &basis, heaps); });
        if (!complete || found.proven || size >= search.maxSize) return found;
        size = std::min(size * 2, search.maxSize);
    }
}

}  // namespace

Value Periodicity::valueAt(std::int64_t n) const {
    if (n < 0) return 0;
    if (n < static_cast<std::int64_t>(head.size())) return head[static_cast<std::size_t>(n)];
    if (!found || period < 1) return 0;  // no pattern to extend (documented: found only)
    const std::int64_t q = (n - preperiod) / period, r = (n - preperiod) % period;
    return static_cast<Value>(head[static_cast<std::size_t>(preperiod + r)] + saltus * q);
}

std::string Periodicity::line() const {
    const auto show = [&](std::int64_t v) { return found ? num(v) : std::string("none"); };
    return "preperiod=" + show(preperiod) + " period=" + show(period) + " saltus=" + show(saltus) +
           " proven=" + (proven ? "yes" : "no") + " checked=" + num(checked);
}

Periodicity detectPeriod(const std::vector<Value>& values) {
    return analyse(values, nullptr, 1);
}

Periodicity detectPeriod(const std::vector<Value>& values, const PeriodicityBasis& basis, int maxHeapsLeft) {
    return analyse(values, &basis, maxHeapsLeft);
}

Result<Periodicity> findPeriodicity(const GamePtr& game, const PeriodSearch& search) {
    if (!game) return fail("no game was given");
    if (!game->isHeapGame())
        return fail("'" + game->spec() +
                    "' is not a heap game; periodicity is about the values g(0), g(1), ... of heaps");
    if (search.maxSize < 16 || search.maxSize > kMaxPeriodSearchSize)
        return fail("the period search's table size limit must be from 16 to " + num(kMaxPeriodSearchSize) + " (got " +
                    num(search.maxSize) + ")");
    if (search.maxWork < 1)
        return fail("the period search's work limit must be positive (got " + num(search.maxWork) + ")");

    const PeriodicityBasis basis = game->periodicityBasis();
    const int heaps = maxHeapsLeft(*game, basis);
    if (const SplitMoves* moves = game->splitMoves()) return findSplitPeriodicity(*game, *moves, basis, heaps, search);
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
    // one it accepts, found by bisection between the last table made and the one refused. Heaps are
    // only asked about as the table reaches them: a user's rules game works a heap out to check it,
    // so asking about maxSize first would do the whole search's work up front.
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
    std::int64_t work = 0;
    while (true) {
        auto values = heapValues(game, size);
        if (!values) return fail(values.error());
        work += tableCost(*game, size);
        Periodicity found = detectPeriod(*values, basis, heaps);
        if (found.proven || size >= limit) return found;
        std::int64_t next = std::min(size * 2, limit);
        if (work + tableCost(*game, next) > search.maxWork) return found;
        if (!game->checkPosition(Position{next - 1, 0})) {
            limit = largestAccepted(size - 1, next - 1) + 1;
            if (limit <= size) return found;
            next = limit;
        }
        size = next;
    }
}

}  // namespace grundy
