// What runs once per look or per answer, so the page's wasm compiles it for size (core/CMakeLists.txt),
// apart from the detection's Z-function in periodicity.cpp: a finding's line, the most heaps a move
// leaves, and the take-any tail theorem's arithmetic proofs (periodicity_detect.hpp,
// arithmeticProofEnd), checks on value sets and residues.
#include <algorithm>
#include <bit>
#include <limits>
#include <string>
#include <vector>

#include "periodicity_detect.hpp"

namespace grundy {

using periodicity_detail::num;

std::string PeriodFinding::line() const {
    const auto show = [&](std::int64_t v) { return found ? num(v) : std::string("none"); };
    return "preperiod=" + show(preperiod) + " period=" + show(period) + " saltus=" + show(saltus) +
           " proven=" + (proven ? "yes" : "no") + " checked=" + num(checked);
}

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

namespace periodicity_detail {

namespace {

// The most cases a check on residues looks at before it gives up (the proof is then not made).
constexpr std::int64_t kCaseCap = std::int64_t{1} << 24;

// The least heap from which 0 is an option of every heap, or -1: the tail takes the whole heap (from
// K on), or splits into two equal heaps make it (g(x) XOR g(x) = 0): the tail's, when they may leave
// equal parts (a heap M >= K + 3 has M - k even and >= 2 for k = K or K + 1), or those of removals
// below K of both parities (0.77[2], 4.7[6!]: from the larger of the least even and odd one, + 2).
std::int64_t zeroFrom(const PeriodicityBasis& basis) {
    std::int64_t from = -1;
    const auto least = [&](std::int64_t m) { from = from < 0 ? m : std::min(from, m); };
    if (basis.tailTakesAll) least(basis.tailFrom);
    if (basis.tailSplits && !basis.tailSplitsUnequal) least(basis.tailFrom + 3);
    std::int64_t even = -1, odd = -1;
    for (std::int64_t k = 63; k >= 0; --k)
        if (basis.equalSplitsBelow >> k & 1) (k % 2 == 0 ? even : odd) = k;
    if (even >= 0 && odd >= 0) least(std::max(even, odd) + 2);
    return from;
}

// The removals below K that may split (the basis's mask splitsBelow), ascending.
std::vector<std::int64_t> listedSplits(const PeriodicityBasis& basis) {
    std::vector<std::int64_t> listed;
    for (std::int64_t k = 0; k < 64; ++k)
        if (basis.splitsBelow >> k & 1) listed.push_back(k);
    return listed;
}

// The largest of g(0) .. g(count - 1).
std::int64_t largestValue(const ValuesView& g, std::int64_t count) {
    std::int64_t top = 0;
    for (std::int64_t m = 0; m < count; ++m) top = std::max(top, static_cast<std::int64_t>(g.at(m)));
    return top;
}

// A tail's splits that the XOR argument counts among the options that rise with the heap: those with
// an anchored part (any partner) and those with both parts below `below`; `unequal` for "!" and "?".
struct TailSplits {
    std::vector<std::int64_t> anchors;
    std::int64_t below = 0;
    bool unequal = false;
};

// Whether g(M) is the mex of M's options that leave at most one heap, of the splits of M into x
// and M - k - x for each listed (x, k), and of the tail's splits in `tail`, for every M in the
// window end <= M < end + p; `size` bounds every such option's value. Every split into two parts
// below tail.below is a move of each heap in the window (the caller's end is that far on).
bool windowIsMex(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t end, std::int64_t p,
                 std::int64_t size, const std::vector<std::pair<std::int64_t, std::int64_t>>& splits,
                 const TailSplits& tail = {}) {
    const auto at = [&](std::int64_t i) { return static_cast<std::int64_t>(g.at(i)); };
    const std::int64_t k0 = basis.tailFrom;
    std::vector<std::uint8_t> early(static_cast<std::size_t>(size), 0), here;
    std::int64_t filled = 1;  // heaps 1 .. filled - 1 are in `early` (the tail leaves any of them)
    for (std::int64_t x = 1; x < tail.below; ++x)
        for (std::int64_t y = x + (tail.unequal ? 1 : 0); y < tail.below; ++y)
            early[static_cast<std::size_t>(at(x) ^ at(y))] = 1;
    std::vector<std::int64_t> partner(tail.anchors.size(), 1);  // each anchor's partners below it are in
    const bool zero = zeroFrom(basis) >= 0;                     // (the caller's end is past zeroFrom)
    for (std::int64_t m = end; m < end + p; ++m) {
        for (; filled <= m - k0; ++filled) early[static_cast<std::size_t>(at(filled))] = 1;
        for (std::size_t i = 0; i < tail.anchors.size(); ++i)
            for (const std::int64_t x = tail.anchors[i]; partner[i] <= m - k0 - x; ++partner[i])
                if (!(tail.unequal && partner[i] == x)) early[static_cast<std::size_t>(at(x) ^ at(partner[i]))] = 1;
        here.assign(early.begin(), early.end());
        if (zero) here[0] = 1;
        for (std::int64_t k = 1; k < 64 && k < k0; ++k)
            if (basis.leaveOneBelow >> k & 1) here[static_cast<std::size_t>(at(m - k))] = 1;
        for (const auto& [x, k] : splits) here[static_cast<std::size_t>(at(x) ^ at(m - k - x))] = 1;
        if (here[static_cast<std::size_t>(at(m))]) return false;
        for (std::int64_t v = 0; v < at(m); ++v)
            if (!here[static_cast<std::size_t>(v)]) return false;
    }
    return true;
}

// The splits' part of the take-any tail theorem (periodicity_detect.hpp, arithmeticProofEnd): with
// h the pattern (g(0) .. g(a+p-1), then h(x+p) = h(x) + s), whether
//   (4) h(x) + h(y) < h(M) for every split of every heap M >= E into x + y = M - k (x, y >= 1), and
//   (5) g(M) = mex O1(M), the options that leave at most one heap alone, for E <= M < E + p.
// A split's value g(x) XOR g(y) is at most g(x) + g(y), so by (4) the splits of a heap M that
// follows the pattern stay below the one-heap options' mex: they change nothing, and the one-heap
// argument (1) - (3) goes on from the window (5). With H(x) = p h(x) - s x, periodic for x >= a,
// (4) reads H(x) + H(y) - H(M) < s k, which depends on x, y and k only through the parts below a
// and the residues modulo p: a finite check. False when it would look at more than kCaseCap cases.
bool splitsStayBelow(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t a, std::int64_t p, std::int64_t s,
                     std::int64_t end, std::int64_t& work) {
    const std::int64_t k0 = basis.tailFrom, n = g.count;
    const auto at = [&](std::int64_t i) { return static_cast<std::int64_t>(g.at(i)); };
    const std::int64_t a1 = std::max<std::int64_t>(a, 1);
    if (end + p > n || a1 + p > n) return false;
    const std::int64_t tailKs = basis.tailSplits ? p : 0;
    const std::vector<std::int64_t> listed = listedSplits(basis);
    const auto ks = static_cast<std::int64_t>(listed.size()) + tailKs;
    if (p > kCaseCap / p || a1 > kCaseCap / a1) return false;  // (and so no product below overflows)
    if (p * p + (a1 + p) * ks + a1 * a1 + 2 * a1 * ks > kCaseCap) return false;
    work += p * p + (a1 + p) * ks + a1 * a1 + 2 * a1 * ks;
    // H of a heap: its own for x < a, its residue's from a on.
    std::vector<std::int64_t> headH(static_cast<std::size_t>(a1 + p));
    for (std::int64_t x = 1; x < a1 + p; ++x) headH[static_cast<std::size_t>(x)] = p * at(x) - s * x;
    const auto H = [&](std::int64_t x) { return headH[static_cast<std::size_t>(x < a1 ? x : a1 + (x - a1) % p)]; };
    // The residue of M - a1 determines H(M) for M >= a1; D(c) = max over y >= a1 of H(y) - H(y + c).
    std::vector<std::int64_t> d(static_cast<std::size_t>(p), std::numeric_limits<std::int64_t>::min());
    for (std::int64_t c = 0; c < p; ++c)
        for (std::int64_t r = 0; r < p; ++r)
            d[static_cast<std::size_t>(c)] = std::max(d[static_cast<std::size_t>(c)], H(a1 + r) - H(a1 + r + c));
    // The removals to try: each listed one, and for the tail the least k >= K of each residue (a
    // larger one of the same residue only adds multiples of s p to the right side).
    std::vector<std::int64_t> removals = listed;
    for (std::int64_t k = k0; k < k0 + tailKs; ++k) removals.push_back(k);
    // One part x of any size (below a1, or a residue from a1 on), the other y >= a1.
    for (std::int64_t x = 1; x < a1 + p; ++x)
        for (const std::int64_t k : removals)
            if (H(x) + d[static_cast<std::size_t>((x + k) % p)] >= s * k) return false;
    // Both parts below a1: M = x + y + k must be at least E (smaller heaps are the data's).
    std::vector<std::int64_t> bestPair(static_cast<std::size_t>(2 * a1), std::numeric_limits<std::int64_t>::min());
    for (std::int64_t x = 1; x < a1; ++x)
        for (std::int64_t y = x; y < a1; ++y) {
            auto& best = bestPair[static_cast<std::size_t>(x + y)];
            best = std::max(best, H(x) + H(y));
        }
    for (std::int64_t u = 2; u < 2 * a1; ++u) {
        const std::int64_t pair = bestPair[static_cast<std::size_t>(u)];
        if (pair == std::numeric_limits<std::int64_t>::min()) continue;
        // The listed removals, and the tail's least k of each residue that leaves M >= E.
        const auto fails = [&](std::int64_t k) { return u + k >= end && pair - H(u + k) >= s * k; };
        if (std::any_of(listed.begin(), listed.end(), fails)) return false;
        for (std::int64_t k = std::max(k0, end - u), last = k + tailKs; k < last; ++k)
            if (fails(k)) return false;
    }
    // (5): the one-heap options alone have g(M) as their mex on the window E <= M < E + p.
    const std::int64_t top = largestValue(g, end + p);
    if (top > kCaseCap / p) return false;
    work += end + p * (top + 2);
    return windowIsMex(g, basis, end, p, top + 2, {});
}

// The splits' part of the take-any tail theorem when splits do change values (Lasker's Nim 4.[3],
// whose split 1 + 2 makes g(3) = 4). With s = 2^b, write a value of the pattern as s H + L, L < s;
// for n >= a, L(n + p) = L(n) and H(n + p) = H(n) + 1. Let X = a' + p, and call a part x < X
// anchored when g(x) < s: then g(x) XOR (v + s) = (g(x) XOR v) + s, so a split of M with an
// anchored part x (the other part y = M - k - x >= a) has, at M + p, the value s higher, as a
// one-heap option M - k has. Let O'(M) be the one-heap options and these splits, and, when the
// tail's removals split too (4.[7], 0.4[7]), its splits into two parts below X: from E on every heap
// has all of them, so they join Y in the one-heap argument's base set (its steps (1) - (3) already
// ran on that set: arithmeticProofEnd). For M >= E:
//   (i)  mex O'(M) = g(M): on the window E <= M < E + p from the data, and beyond by the one-heap
//        argument (1) - (3), which only needs O'(M + p) = base ∪ (the rest of O'(M)) + s;
//   (ii) no other split has the value g(M). Both parts >= X: with x = a' + i + p j and u, v the
//        parts' H, M's H is u + v + D for a D that depends on the residues and k only, and
//        u XOR v = u + v - 2 (u AND v), so a split hits g(M) only if the L's agree and D <= 0 is
//        even. A part x < X that is not anchored (g(x) >= s, H(x) = c > 0) and a part y >= X:
//        (c XOR v) - v depends only on v modulo 2^(bits of c), so the residues and those few values
//        of v decide. A check on residues, conservative (it assumes every such u, v occurs). The
//        tail's removals k >= K raise D by 1 with each p added to k, so each residue of k is decided
//        by its least k: both parts >= X hit when that D <= 0 (D reaches 0), a part x < X when it
//        is <= c (v a multiple of 2^(bits of c) gives c).
// With every value below g(M) in O'(M) and g(M) in no option, g(M) is the mex of all of them. E is
// raised so that each listed split of M >= E has a part >= X, an anchored split leaves y >= a and
// every split of the tail's into parts below X is a move. Needs no "=" (an anchored split, of
// unequal parts, must be a move). Returns the raised E, or -1.
std::int64_t xorSplitsHold(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t a, std::int64_t p,
                           std::int64_t s, std::int64_t end, std::int64_t& work) {
    const std::int64_t n = g.count, k0 = basis.tailFrom;
    const auto at = [&](std::int64_t i) { return static_cast<std::int64_t>(g.at(i)); };
    const std::int64_t a1 = std::max<std::int64_t>(a, 1), x0 = a1 + p;
    if (basis.splitsEqualOnly || basis.tailSplitsEqualOnly || !basis.splits() ||
        !std::has_single_bit(static_cast<std::uint64_t>(s)))
        return -1;
    if (x0 + p > n || p > kCaseCap / p || (basis.tailSplits && p > kCaseCap / p / p)) return -1;
    const std::vector<std::int64_t> ks = listedSplits(basis);
    std::vector<std::int64_t> tailKs;  // the tail's least removal of each residue modulo p
    for (std::int64_t k = k0; basis.tailSplits && k < k0 + p; ++k) tailKs.push_back(k);
    const auto hi = [&](std::int64_t x) { return at(x) / s; };
    const auto lo = [&](std::int64_t x) { return at(x) % s; };
    // (ii), both parts >= X: residues i, j of the parts (from a'), and each k.
    work += p * p * static_cast<std::int64_t>(ks.size() + tailKs.size());
    const auto bothLarge = [&](std::int64_t k, std::int64_t i, std::int64_t j) {
        const std::int64_t t = a1 + i + j + k, m = a1 + t % p;
        const std::int64_t d = hi(m) + t / p - hi(a1 + i) - hi(a1 + j);
        return std::pair{(lo(a1 + i) ^ lo(a1 + j)) == lo(m), d};
    };
    for (std::int64_t i = 0; i < p; ++i)
        for (std::int64_t j = i; j < p; ++j) {
            for (const std::int64_t k : ks)
                if (const auto [same, d] = bothLarge(k, i, j); same && d <= 0 && d % 2 == 0) return -1;
            for (const std::int64_t k : tailKs)
                if (const auto [same, d] = bothLarge(k, i, j); same && d <= 0) return -1;
        }
    // (ii), a part x < X not anchored and one >= X.
    for (std::int64_t x = 1; x < x0; ++x) {
        const std::int64_t c = hi(x);
        if (c == 0) continue;  // anchored
        const int bits = std::bit_width(static_cast<std::uint64_t>(c));
        if (bits > 16) return -1;
        const std::int64_t cases = p * (static_cast<std::int64_t>(ks.size()) << bits) + p * p;
        if (cases > kCaseCap) return -1;
        work += cases;
        const auto smallLarge = [&](std::int64_t k, std::int64_t j) {
            const std::int64_t t = x + j + k, m = a1 + t % p;
            return std::pair{(lo(x) ^ lo(a1 + j)) == lo(m), hi(m) + t / p - hi(a1 + j)};
        };
        for (std::int64_t j = 0; j < p; ++j) {
            for (const std::int64_t k : ks) {
                const auto [same, d] = smallLarge(k, j);
                if (!same) continue;
                for (std::int64_t v = 0; v < (std::int64_t{1} << bits); ++v)  // v modulo 2^bits
                    if ((c ^ v) - v == d) return -1;
            }
            for (const std::int64_t k : tailKs)
                if (const auto [same, d] = smallLarge(k, j); same && d <= c) return -1;
        }
    }
    // E: every listed split of M >= E has a part >= X (M >= 2X - 1 + kmax), and an anchored part's
    // partner is at least a (M >= a + X - 1 + kmax); every split of the tail's into parts below X
    // is a move (M >= 2X - 2 + K).
    if (!ks.empty()) end = std::max({end, 2 * x0 - 1 + ks.back(), a + x0 - 1 + ks.back()});
    if (basis.tailSplits) end = std::max(end, 2 * x0 - 2 + k0);
    if (end + p > n) return -1;
    // (i) on the window: O'(M) has g(M) as its mex for E <= M < E + p (a split's XOR stays below
    // the power of two above every value).
    const std::int64_t top = largestValue(g, end + p);
    const auto size = static_cast<std::int64_t>(std::bit_ceil(static_cast<std::uint64_t>(top) + 1));
    if (size > kCaseCap / p || end + p > kCaseCap) return -1;
    std::vector<std::pair<std::int64_t, std::int64_t>> anchored;  // (x, k): the split of x and M - k - x
    TailSplits tail{.anchors = {}, .below = basis.tailSplits ? x0 : 0, .unequal = basis.tailSplitsUnequal};
    for (std::int64_t x = 1; x < x0; ++x) {
        if (hi(x) != 0) continue;
        for (const std::int64_t k : ks) anchored.emplace_back(x, k);
        if (basis.tailSplits) tail.anchors.push_back(x);
    }
    work += end + p * (size + static_cast<std::int64_t>(anchored.size())) +
            (end + p) * static_cast<std::int64_t>(tail.anchors.size()) + tail.below * tail.below;
    return windowIsMex(g, basis, end, p, size, anchored, tail) ? end : -1;
}

// The one-heap argument's steps (1) - (3) (periodicity_detect.hpp) from E = `end`, on `base`: the
// values that every heap from E on has among its options whatever its size (Y; with a tail that
// splits, also its splits into two parts below X). `early` holds the values of those options made
// of heaps below a': each needs its value s higher in `base`, or to be found again, at a heap
// m >= a' (as an option of every heap from m + K on) or, for a tail that splits, as an anchored
// split of x in `anchors` and m >= a' (from x + m + K on). Returns E raised for (2) and (3), or -1.
std::int64_t shiftArgumentEnd(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t a1, std::int64_t p,
                              std::int64_t s, std::int64_t end, std::vector<std::int64_t> base,
                              std::vector<std::int64_t> early, const std::vector<std::int64_t>& anchors,
                              std::int64_t& work) {
    const std::int64_t n = g.count, k = basis.tailFrom;
    const auto at = [&](std::int64_t i) { return static_cast<std::int64_t>(g.at(i)); };
    work += static_cast<std::int64_t>(base.size() + early.size());
    std::sort(base.begin(), base.end());
    base.erase(std::unique(base.begin(), base.end()), base.end());
    const auto inBase = [&](std::int64_t v) { return std::binary_search(base.begin(), base.end(), v); };
    for (std::int64_t v = 0; v < s; ++v)  // (1)
        if (!inBase(v)) return -1;
    // (2): the early values not covered by the base, each to be found again later.
    std::vector<std::int64_t> missing;
    for (const std::int64_t w : early)
        if (!inBase(w + s)) missing.push_back(w);
    std::sort(missing.begin(), missing.end());
    missing.erase(std::unique(missing.begin(), missing.end()), missing.end());
    const auto found = [&](std::int64_t w, std::int64_t heaps) {
        const auto it = std::lower_bound(missing.begin(), missing.end(), w);
        if (it == missing.end() || *it != w) return;
        missing.erase(it);
        end = std::max(end, heaps + k);
    };
    for (std::int64_t m = a1; m < n && !missing.empty(); ++m) {
        work += 1 + static_cast<std::int64_t>(anchors.size());
        found(at(m), m);
        for (const std::int64_t x : anchors)
            if (!(basis.tailSplitsUnequal && x == m)) found(at(x) ^ at(m), x + m);
    }
    if (!missing.empty()) return -1;
    // (3): the first window of p values from `end` on all above max base - s.
    const std::int64_t high = base.back() - s;
    for (std::int64_t run = 0, m = end; run < p; ++m, ++work) {
        if (m + p - run > n) return -1;
        if (at(m) > high) {
            ++run;
        } else {
            run = 0;
            end = m + 1;
        }
    }
    return end;
}

}  // namespace

std::int64_t arithmeticProofEnd(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t a, std::int64_t p,
                                std::int64_t s, std::int64_t& work, bool* splitValues) {
    if (splitValues) *splitValues = false;
    const std::int64_t n = g.count;
    const std::int64_t k = basis.tailFrom, a1 = std::max<std::int64_t>(a, 1), x0 = a1 + p;
    if (basis.kind != PeriodicityBasis::Kind::TakeAnyTail || !basis.tailLeavesOne || k < 1 || s <= 0) return -1;
    const std::int64_t zero = zeroFrom(basis), start = std::max({a1 + k - 1, k, zero});
    if (start + p > n || s > a1 + p) return -1;
    const auto at = [&](std::int64_t i) { return static_cast<std::int64_t>(g.at(i)); };
    std::vector<std::int64_t> y, early;  // Y, and its values from heaps below a'
    for (std::int64_t m = 1; m < x0; ++m) y.push_back(at(m));
    for (std::int64_t m = 1; m < a1; ++m) early.push_back(at(m));
    if (zero >= 0) {  // the whole heap taken, or two equal heaps left
        y.push_back(0);
        early.push_back(0);
    }
    std::int64_t end = shiftArgumentEnd(g, basis, a1, p, s, start, y, early, {}, work);
    if (end >= 0 && (!basis.splits() || splitsStayBelow(g, basis, a, p, s, end, work))) return end;
    if (end >= 0 && !basis.tailSplits) {
        end = xorSplitsHold(g, basis, a, p, s, end, work);
        if (end >= 0 && splitValues) *splitValues = true;
        return end;
    }
    // A tail that splits and changes values (4.[7]): the XOR argument, its base set also holding
    // the tail's splits into two parts below X, each an early value too.
    // (Every split into parts below X is a move from E >= 2X - 2 + K on, and the data must reach
    // E + p: a cheap test first, as the pairs cost X^2.)
    if (!basis.tailSplits || basis.tailSplitsEqualOnly || 2 * x0 - 2 + k + p > n || x0 > kCaseCap / x0 / 4) return -1;
    std::vector<std::int64_t> anchors;
    for (std::int64_t x = 1; x < x0; ++x)
        if (at(x) < s) anchors.push_back(x);
    for (std::int64_t x = 1; x < x0; ++x)
        for (std::int64_t z = x + (basis.tailSplitsUnequal ? 1 : 0); z < x0; ++z) {
            y.push_back(at(x) ^ at(z));
            early.push_back(at(x) ^ at(z));
        }
    end = shiftArgumentEnd(g, basis, a1, p, s, start, std::move(y), std::move(early), anchors, work);
    if (end >= 0) end = xorSplitsHold(g, basis, a, p, s, end, work);
    if (end >= 0 && splitValues) *splitValues = true;
    return end;
}

}  // namespace periodicity_detail

}  // namespace grundy
