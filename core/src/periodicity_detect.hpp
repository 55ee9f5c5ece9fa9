// The detection rule and the two proofs of grundy/periodicity.hpp, on any sequence of values (a
// std::vector<Value>, or a sparse-space table's narrower values, read where they are).
//
// Speed: one Z-function over the reversed sequence of differences d(n) = g(n+1) - g(n) gives, for
// every candidate period p at once, the longest suffix on which g(n+p) - g(n) is constant, in
// O(N) time and memory. Periods and preperiods in the hundreds of thousands cost what the table
// costs, not N * P.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "grundy/periodicity.hpp"

namespace grundy::periodicity_detail {

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

inline std::string num(std::int64_t v) {
    return std::to_string(v);
}

// The end of the window that must repeat for the theorem to apply (g(n+p) = g(n) checked for
// a <= n < end), or -1 when the basis gives no theorem.
inline std::int64_t proofWindowEnd(const PeriodicityBasis& basis, int heaps, std::int64_t a, std::int64_t p) {
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
        case PeriodicityBasis::Kind::TakeAnyTail:
            // Only a tail that may take the whole heap but never leave one is plain periodic: for
            // n >= K = tailFrom the options are 0 and g(n - k) for the removals k < K that leave a
            // heap, so g(n) depends only on g(n-K+1) .. g(n-1). If g(n+p) = g(n) for
            // a <= n < E = max(a, K) + K - 1, then for n >= E (so n, n + p >= K and n - k >= a)
            // the options of n + p and of n have the same values by induction: g(n+p) = g(n).
            // A tail that leaves a heap makes the values grow (arithmeticProofEnd), and a split's
            // value is not one of the previous values: neither is covered.
            if (basis.tailFrom < 1 || basis.tailLeavesOne || basis.splits()) return -1;
            return std::max(a, basis.tailFrom) + basis.tailFrom - 1;
        case PeriodicityBasis::Kind::None:
            break;
    }
    return -1;
}

// Arithmetic periodicity, g(n+p) = g(n) + s with s > 0, for a TakeAnyTail basis whose tail leaves a
// heap (K = tailFrom; a' = max(a, 1)). For n >= K the options of n that leave at most one heap are
//   O(n) = Y0 ∪ { g(m) : a' <= m <= n - K } ∪ P(n),   Y0 = { g(m) : 1 <= m < a' } (∪ {0} when the
// tail may take the whole heap, or splits into two equal heaps give 0 to every heap from E on:
// zeroFrom in periodicity_proofs.cpp), P(n) = { g(n - k) : k < K a removal that leaves a heap }. If the
// relation holds for a <= m < n and n >= a' + K - 1, the options of n + p are, as sets,
//   O(n+p) = Y ∪ ({ g(m) : a' <= m <= n - K } + s) ∪ (P(n) + s),  Y = { g(m) : 1 <= m < a' + p } (∪ {0}).
// So with c = g(n) = mex O(n), mex O(n+p) = c + s when
//   (1) every value below s is in Y;
//   (2) each y in Y0 has y + s in Y, or y = g(m) for some a' <= m <= E - K (then y + s is an option
//       of n + p for every n >= E): a value v in [s, c + s) has v - s in O(n), and v is in O(n+p);
//   (3) g(n) + s > max Y for every n >= E: then c + s is not in Y, nor in the rest (c is not in O(n)).
//       It holds when it holds for E <= n < E + p, as g(n) = g(n - p) + s beyond.
// With E >= max(a' + K - 1, K), induction on n >= E proves g(n+p) = g(n) + s from the data's
// a <= n < E.
// Moves that leave two heaps (0.[7]; the basis's splitsBelow and tailSplits) are allowed when
//   (4) h(x) + h(y) < h(M) for every split x + y = M - k of every heap M >= E, h the pattern, and
//   (5) on E <= M < E + p the one-heap options O(M) above already have mex g(M):
// a split's value g(x) XOR g(y) <= g(x) + g(y) then stays below mex O(M), so the induction, made
// on O alone, goes through (splitsStayBelow in periodicity_proofs.cpp; (4) is a finite check on residues).
// Returns E, or -1 when the data (g(0) .. g(N-1), the relation holding for a <= n < N - p) does not
// show these conditions. The all-but subtraction games (A. Siegel, "Finite excluded subtraction
// sets and infinite modular Nim", 2005) are of this kind: they are arithmetic-periodic. `work`
// counts the values looked at, for the caller's limit. One function for every width of value
// (periodicity_proofs.cpp), not one per kind of sequence.
// Splits that change values (Lasker's Nim; 4.[7], whose tail splits too) have a second, XOR argument
// (xorSplitsHold in periodicity_proofs.cpp) where (4) fails; `splitValues`, when given, says that it
// was the one used.
std::int64_t arithmeticProofEnd(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t a, std::int64_t p,
                                std::int64_t s, std::int64_t& work, bool* splitValues = nullptr);

inline Message theoremText(const PeriodicityBasis& basis, int heaps, std::int64_t a, std::int64_t p, std::int64_t end,
                           std::int64_t s = 0, bool splitValues = false) {
    if (basis.kind == PeriodicityBasis::Kind::FiniteSubtraction)
        return say(msg::theorem_finite_subtraction{.m = basis.maxMove, .period = p, .preperiod = a, .end = end});
    // The values checked: "n = 0" when one (Nim: g(n+1) = g(n) + 1 from n = 0), else "a <= n < end".
    const auto range = [&] {
        return end == a + 1 ? say(msg::theorem_range_one{.at = a}) : say(msg::theorem_range{.from = a, .end = end});
    };
    if (basis.kind == PeriodicityBasis::Kind::TakeAnyTail && s > 0 && splitValues && basis.tailSplits)
        return say(msg::theorem_take_any_tail_xor_pairs{.k = basis.tailFrom,
                                                        .period = p,
                                                        .saltus = s,
                                                        .range = range(),
                                                        .below = std::max<std::int64_t>(a, 1) + p,
                                                        .preperiod = a});
    if (basis.kind == PeriodicityBasis::Kind::TakeAnyTail && s > 0 && splitValues)
        return say(msg::theorem_take_any_tail_xor{
            .k = basis.tailFrom, .period = p, .saltus = s, .range = range(), .preperiod = a});
    if (basis.kind == PeriodicityBasis::Kind::TakeAnyTail && s > 0 && basis.splits())
        return say(msg::theorem_take_any_tail_splits{
            .k = basis.tailFrom, .period = p, .saltus = s, .range = range(), .preperiod = a});
    if (basis.kind == PeriodicityBasis::Kind::TakeAnyTail && s > 0)
        return say(msg::theorem_take_any_tail{
            .k = basis.tailFrom, .period = p, .saltus = s, .range = range(), .preperiod = a});
    if (basis.kind == PeriodicityBasis::Kind::TakeAnyTail)
        return say(msg::theorem_take_all_tail{.k = basis.tailFrom, .period = p, .preperiod = a, .end = end});
    return say(msg::theorem_take_and_break{.k = basis.maxMove, .h = heaps, .period = p, .preperiod = a, .end = end});
}

// Whether the finite take-and-break theorem could prove any period of g, a table of a game whose moves
// leave up to two heaps, at its present size n: a cheap test that lets a growing table skip a look
// (detectPeriodOf, a Z-function over the whole table) that cannot succeed. A proven pattern (a, p)
// needs its window end = 2*max(a,1) + p + k within n - p, so a + p <= n/2, and g(q+p) = g(q) for
// every q in [a, n-p), which takes in [n-p-B, n-p) for any B <= n/2: the last B values occur again p
// earlier, for some 1 <= p <= n/2. One linear search for them (memmem, two-way) rules out every p.
// False positives are fine (the look runs); a false "no" cannot happen.
template <class T>
bool mayProveSplitPeriod(std::span<const T> g) {
    const auto n = static_cast<std::int64_t>(g.size());
    const std::int64_t block = std::min<std::int64_t>(4096, n / 2);
    if (block < 1) return true;
    const std::int64_t lo = n - block - n / 2;  // the earliest start, p = n/2; the latest is n-block-1
    const auto* bytes = reinterpret_cast<const char*>(g.data());
    const char* needle = bytes + (n - block) * sizeof(T);
    const std::size_t needleBytes = static_cast<std::size_t>(block) * sizeof(T);
    const char* from = bytes + lo * sizeof(T);
    const char* end = bytes + (n - 1) * sizeof(T);  // an occurrence ends at n - 1 at the latest
    while (from < end) {
        const void* hit = memmem(from, static_cast<std::size_t>(end - from), needle, needleBytes);
        if (!hit) return false;
        const auto at = static_cast<const char*>(hit) - bytes;
        if (at % static_cast<std::ptrdiff_t>(sizeof(T)) == 0) return true;
        from = static_cast<const char*>(hit) + 1;
    }
    return false;
}

// g: any sequence of unsigned values with size() and operator[] (std::vector<Value>, or the sparse
// table's values in 1, 2 or 4 bytes each, read in place).
template <class Seq>
PeriodFinding detectPeriodOf(const Seq& g, const PeriodicityBasis* basis, int heaps) {
    PeriodFinding out;
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

    // The pattern (a, p) proven by the basis's theorem, checked for a <= n < end.
    const auto proven = [&](std::int64_t a, std::int64_t p, std::int64_t end, bool splitValues = false) {
        out.provableAt = out.provablePeriod = out.provablePreperiod = 0;
        fill(a, p);
        out.proven = true;
        out.bound = end;
        out.theoremText = theoremText(*basis, heaps, a, p, end, out.saltus, splitValues);
        out.theorem = basis->kind;
        return out;
    };

    if (basis && basis->kind != PeriodicityBasis::Kind::None) {
        // The least provable p is the least period: if p is proven, the true least period P divides
        // p, has the same preperiod and a window no longer, so P is provable from the same data.
        // (An arithmetic proof's conditions are on value sets, not a window: there the p reported is
        // the least the data proves.) Arithmetic proofs look at values beyond a window: their work is
        // limited to a few passes.
        std::int64_t work = 0;
        const std::int64_t maxWork = 16 * n + (std::int64_t{1} << 20);
        const ValuesView view{g.data(), static_cast<int>(sizeof(g[0])), n};
        for (std::int64_t p = 1; p < m; ++p) {
            const std::int64_t s = saltus(p);
            const std::int64_t a = start(p);
            if (s > 0 && work < maxWork) {
                bool splitValues = false;
                const std::int64_t end = arithmeticProofEnd(view, *basis, a, p, s, work, &splitValues);
                if (end < 0) continue;
                return proven(a, p, end, splitValues);
            }
            if (s != 0) continue;
            const std::int64_t end = proofWindowEnd(*basis, heaps, a, p);
            if (end < 0) continue;
            if (end + p > n) {
                if (out.provableAt == 0 || end + p < out.provableAt) {
                    out.provableAt = end + p;
                    out.provablePeriod = p;
                    out.provablePreperiod = a;
                }
                continue;
            }
            return proven(a, p, end);
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

}  // namespace grundy::periodicity_detail
