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

// The largest of g(0) .. g(count - 1).
std::int64_t largestValue(const ValuesView& g, std::int64_t count) {
    std::int64_t top = 0;
    for (std::int64_t m = 0; m < count; ++m) top = std::max(top, static_cast<std::int64_t>(g.at(m)));
    return top;
}

// Whether g(M) is the mex of M's options that leave at most one heap, and of the splits of M into x
// and M - k - x for each listed (x, k), for every M in the window end <= M < end + p; `size` bounds
// every such option's value.
bool windowIsMex(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t end, std::int64_t p,
                 std::int64_t size, const std::vector<std::pair<std::int64_t, std::int64_t>>& splits) {
    const auto at = [&](std::int64_t i) { return static_cast<std::int64_t>(g.at(i)); };
    const std::int64_t k0 = basis.tailFrom;
    std::vector<std::uint8_t> early(static_cast<std::size_t>(size), 0), here;
    std::int64_t filled = 1;  // heaps 1 .. filled - 1 are in `early` (the tail leaves any of them)
    for (std::int64_t m = end; m < end + p; ++m) {
        for (; filled <= m - k0; ++filled) early[static_cast<std::size_t>(at(filled))] = 1;
        here.assign(early.begin(), early.end());
        if (basis.tailTakesAll) here[0] = 1;
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
// and the residues modulo p: a finite check. False when it would look at more than `cap` cases.
bool splitsStayBelow(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t a, std::int64_t p, std::int64_t s,
                     std::int64_t end, std::int64_t& work) {
    const std::int64_t k0 = basis.tailFrom, n = g.count;
    const auto at = [&](std::int64_t i) { return static_cast<std::int64_t>(g.at(i)); };
    const std::int64_t a1 = std::max<std::int64_t>(a, 1);
    constexpr std::int64_t cap = std::int64_t{1} << 24;
    if (end + p > n || a1 + p > n) return false;
    const std::int64_t tailKs = basis.tailSplits ? p : 0;
    std::vector<std::int64_t> listed;  // the removals below the tail that may split
    for (std::int64_t k = 0; k < 64; ++k)
        if (basis.splitsBelow >> k & 1) listed.push_back(k);
    const auto ks = static_cast<std::int64_t>(listed.size()) + tailKs;
    if (p > cap / p || a1 > cap / a1) return false;  // (and so no product below overflows)
    if (p * p + (a1 + p) * ks + a1 * a1 + 2 * a1 * ks > cap) return false;
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
    if (top > cap / p) return false;
    work += end + p * (top + 2);
    return windowIsMex(g, basis, end, p, top + 2, {});
}

// The splits' part of the take-any tail theorem when splits do change values (Lasker's Nim 4.[3],
// whose split 1 + 2 makes g(3) = 4). With s = 2^b, write a value of the pattern as s H + L, L < s;
// for n >= a, L(n + p) = L(n) and H(n + p) = H(n) + 1. Let X = a' + p, and call a part x < X
// anchored when g(x) < s: then g(x) XOR (v + s) = (g(x) XOR v) + s, so a split of M with an
// anchored part x (the other part y = M - k - x >= a) has, at M + p, the value s higher, as a
// one-heap option M - k has. Let O'(M) be the one-heap options and these splits. For M >= E:
//   (i)  mex O'(M) = g(M): on the window E <= M < E + p from the data, and beyond by the one-heap
//        argument (1) - (3), which only needs O'(M + p) = Y ∪ (the rest of O'(M)) + s;
//   (ii) no other split has the value g(M). Both parts >= X: with x = a' + i + p j and u, v the
//        parts' H, M's H is u + v + D for a D that depends on the residues and k only, and
//        u XOR v = u + v - 2 (u AND v), so a split hits g(M) only if the L's agree and D <= 0 is
//        even. A part x < X that is not anchored (g(x) >= s, H(x) = c > 0) and a part y >= X:
//        (c XOR v) - v depends only on v modulo 2^(bits of c), so the residues and those few values
//        of v decide. A check on residues, conservative (it assumes every such u, v occurs).
// With every value below g(M) in O'(M) and g(M) in no option, g(M) is the mex of all of them. E is
// raised so that each split of M >= E has a part >= X and anchored splits leave y >= a. Needs no
// split of the tail (the removals split are the listed ones below K) and none of "=" (an anchored
// split, of unequal parts, must be a move). Returns the raised E, or -1.
std::int64_t xorSplitsHold(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t a, std::int64_t p,
                           std::int64_t s, std::int64_t end, std::int64_t& work) {
    const std::int64_t n = g.count;
    const auto at = [&](std::int64_t i) { return static_cast<std::int64_t>(g.at(i)); };
    const std::int64_t a1 = std::max<std::int64_t>(a, 1), x0 = a1 + p;
    constexpr std::int64_t cap = std::int64_t{1} << 24;
    if (basis.tailSplits || basis.splitsEqualOnly || basis.splitsBelow == 0 ||
        !std::has_single_bit(static_cast<std::uint64_t>(s)))
        return -1;
    if (x0 + p > n || p > cap / p) return -1;
    std::vector<std::int64_t> ks;  // the removals that may split, all below K
    for (std::int64_t k = 0; k < 64; ++k)
        if (basis.splitsBelow >> k & 1) ks.push_back(k);
    const std::int64_t kmax = ks.back();
    const auto hi = [&](std::int64_t x) { return at(x) / s; };
    const auto lo = [&](std::int64_t x) { return at(x) % s; };
    // (ii), both parts >= X: residues i, j of the parts (from a'), and each k.
    work += p * p * static_cast<std::int64_t>(ks.size());
    for (const std::int64_t k : ks)
        for (std::int64_t i = 0; i < p; ++i)
            for (std::int64_t j = i; j < p; ++j) {
                const std::int64_t t = a1 + i + j + k, m = a1 + t % p;
                const std::int64_t d = hi(m) + t / p - hi(a1 + i) - hi(a1 + j);
                if ((lo(a1 + i) ^ lo(a1 + j)) == lo(m) && d <= 0 && d % 2 == 0) return -1;
            }
    // (ii), a part x < X not anchored and one >= X.
    for (std::int64_t x = 1; x < x0; ++x) {
        const std::int64_t c = hi(x);
        if (c == 0) continue;  // anchored
        const int bits = std::bit_width(static_cast<std::uint64_t>(c));
        if (bits > 16) return -1;
        const std::int64_t cases = p * static_cast<std::int64_t>(ks.size()) << bits;
        if (cases > cap) return -1;
        work += cases;
        for (const std::int64_t k : ks)
            for (std::int64_t j = 0; j < p; ++j) {
                const std::int64_t t = x + j + k, m = a1 + t % p;
                const std::int64_t d = hi(m) + t / p - hi(a1 + j);
                if ((lo(x) ^ lo(a1 + j)) != lo(m)) continue;
                for (std::int64_t v = 0; v < (std::int64_t{1} << bits); ++v)  // v modulo 2^bits
                    if ((c ^ v) - v == d) return -1;
            }
    }
    // E: every split of M >= E has a part >= X (M >= 2X - 1 + kmax), and an anchored part's
    // partner is at least a (M >= a + X - 1 + kmax).
    end = std::max({end, 2 * x0 - 1 + kmax, a + x0 - 1 + kmax});
    if (end + p > n) return -1;
    // (i) on the window: O'(M) has g(M) as its mex for E <= M < E + p (a split's XOR stays below
    // the power of two above every value).
    const std::int64_t top = largestValue(g, end + p);
    const auto size = static_cast<std::int64_t>(std::bit_ceil(static_cast<std::uint64_t>(top) + 1));
    if (size > cap / p || end + p > cap) return -1;
    work += end + p * (size + x0 * static_cast<std::int64_t>(ks.size()));
    std::vector<std::pair<std::int64_t, std::int64_t>> anchored;  // (x, k): the split of x and M - k - x
    for (const std::int64_t k : ks)
        for (std::int64_t x = 1; x < x0; ++x)
            if (hi(x) == 0) anchored.emplace_back(x, k);
    return windowIsMex(g, basis, end, p, size, anchored) ? end : -1;
}

}  // namespace

std::int64_t arithmeticProofEnd(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t a, std::int64_t p,
                                std::int64_t s, std::int64_t& work, bool* splitValues) {
    if (splitValues) *splitValues = false;
    const std::int64_t n = g.count;
    const std::int64_t k = basis.tailFrom, a1 = std::max<std::int64_t>(a, 1);
    if (basis.kind != PeriodicityBasis::Kind::TakeAnyTail || !basis.tailLeavesOne || k < 1 || s <= 0) return -1;
    std::int64_t end = std::max(a1 + k - 1, k);
    if (end + p > n || s > a1 + p) return -1;
    const auto at = [&](std::int64_t i) { return static_cast<std::int64_t>(g.at(i)); };
    std::vector<std::int64_t> y;  // Y, sorted
    for (std::int64_t m = 1; m < a1 + p; ++m) y.push_back(at(m));
    if (basis.tailTakesAll) y.push_back(0);
    work += static_cast<std::int64_t>(y.size());
    std::sort(y.begin(), y.end());
    y.erase(std::unique(y.begin(), y.end()), y.end());
    const auto inY = [&](std::int64_t v) { return std::binary_search(y.begin(), y.end(), v); };
    for (std::int64_t v = 0; v < s; ++v)  // (1)
        if (!inY(v)) return -1;
    // (2): the values of Y0 not covered by Y, each to be found again at some m >= a'.
    std::vector<std::int64_t> missing;
    for (std::int64_t m = 1; m < a1; ++m)
        if (!inY(at(m) + s)) missing.push_back(at(m));
    if (basis.tailTakesAll && !inY(s)) missing.push_back(0);
    std::sort(missing.begin(), missing.end());
    missing.erase(std::unique(missing.begin(), missing.end()), missing.end());
    for (std::int64_t m = a1; m < n && !missing.empty(); ++m, ++work) {
        const auto it = std::lower_bound(missing.begin(), missing.end(), at(m));
        if (it == missing.end() || *it != at(m)) continue;
        missing.erase(it);
        end = std::max(end, m + k);
    }
    if (!missing.empty()) return -1;
    // (3): the first window of p values from `end` on all above max Y - s.
    const std::int64_t high = y.back() - s;
    for (std::int64_t run = 0, m = end; run < p; ++m, ++work) {
        if (m + p - run > n) return -1;
        if (at(m) > high) {
            ++run;
        } else {
            run = 0;
            end = m + 1;
        }
    }
    if (basis.splits() && !splitsStayBelow(g, basis, a, p, s, end, work)) {
        end = xorSplitsHold(g, basis, a, p, s, end, work);
        if (end >= 0 && splitValues) *splitValues = true;
    }
    return end;
}

}  // namespace periodicity_detail

}  // namespace grundy
