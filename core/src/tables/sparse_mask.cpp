// The sparse-space table's split of heaps into rare and common (sparse_split.hpp): the mask that
// leaves the fewest rare heaps, chosen from the values and chosen again as the table grows, and the
// list of rare heaps it gives.
#include <algorithm>
#include <bit>
#include <limits>
#include <tuple>
#include <utility>

#include "sparse_split.hpp"

namespace grundy {

// The twist's parity base k0 (the tokens the first splitting move removes) and whether the twist is
// offered: only when every splitting move removes a number of the same parity.
std::pair<std::int64_t, bool> sparseTwistBase(const std::vector<std::int64_t>& leaveTwo) {
    if (leaveTwo.empty()) return {0, false};
    const std::int64_t k0 = *std::min_element(leaveTwo.begin(), leaveTwo.end());
    return {k0, std::all_of(leaveTwo.begin(), leaveTwo.end(), [&](std::int64_t k) { return ((k ^ k0) & 1) == 0; })};
}

namespace {

// Largest number of low value bits the mask search looks at: 2^16 histogram bins with the heap's
// parity, a transform of about a million additions.
constexpr int kMaskBits = 15;

// The mask (of the low value bits of g(0) .. g(size-1), whose largest is maxValue) and twist that
// leave the fewest rare heaps among 1 .. size-1 (the parts of splits), and how many they leave: for
// all masks at once, by a Walsh-Hadamard transform of the histogram of (value, heap parity). The
// lowest mask wins a tie.
template <class T>
std::pair<SparseMask, std::int64_t> fewestRare(const T* g, std::int64_t size, Value maxValue, std::int64_t k0,
                                               bool twistAllowed) {
    // Histogram of w(x) = (low bits of g(x)) * 2 + parity of x - k0, heaps x >= 1 (parts of splits).
    const int bits = std::clamp(static_cast<int>(std::bit_width(maxValue)), 1, kMaskBits);
    const std::size_t bins = std::size_t{1} << (bits + 1);
    const std::uint32_t low = (std::uint32_t{1} << bits) - 1;
    std::vector<std::int64_t> h(bins, 0);
    for (std::int64_t x = 1; x < size; ++x) {
        const std::uint32_t w =
            ((static_cast<std::uint32_t>(g[x]) & low) << 1) | static_cast<std::uint32_t>((x ^ k0) & 1);
        ++h[w];
    }
    // Walsh-Hadamard transform: h[m] becomes the sum over w of hist[w] * (-1)^popcount(w & m),
    // so heaps with popcount(w & m) even (rare under m) number (count + h[m]) / 2.
    for (std::size_t len = 1; len < bins; len <<= 1)
        for (std::size_t i = 0; i < bins; i += 2 * len)
            for (std::size_t j = i; j < i + len; ++j) {
                const std::int64_t u = h[j], v = h[j + len];
                h[j] = u + v;
                h[j + len] = u - v;
            }
    const std::int64_t count = std::max<std::int64_t>(size - 1, 0);
    std::size_t best = 2;  // mask 1 without the twist: always offered (bins >= 4)
    std::int64_t bestRare = std::numeric_limits<std::int64_t>::max();
    for (std::size_t m = 1; m < bins; ++m) {
        if ((m & 1) && !twistAllowed) continue;
        const std::int64_t rare = (count + h[m]) / 2;
        if (rare < bestRare) {
            bestRare = rare;
            best = m;
        }
    }
    return {SparseMask{static_cast<std::uint32_t>(best >> 1), (best & 1) != 0}, bestRare};
}

}  // namespace

void SparseSplitTable::chooseMask() {
    nextChoice_ = std::max<std::int64_t>(64, 2 * size_);
    const auto [best, bestRare] =
        withValues([&](const auto g) { return fewestRare(g.data(), size_, maxValue_, k0_, twistAllowed_); });
    if (bestRare < static_cast<std::int64_t>(rare_.size())) {
        mask_ = best.mask;
        twist_ = best.twist;
        rebuildRare();
    }
    rareAtChoice_ = rare_.size();
}

void SparseSplitTable::rebuildRare() {
    rare_.clear();
    for (Worker& w : workers_) w.depth = -1;  // their cursors start again
    batch_.from = batch_.end = 0;             // and a batch of rare pairs is over
    withValues([&](const auto g) {
        for (std::int64_t x = 1; x < size_; ++x) {
            const Value v = g[static_cast<std::size_t>(x)];
            if (isRare(x, v)) rare_.push(x, v);
        }
    });
}

void SparseSplitTable::restoreFromValues() {
    withValues([&](const auto values) {
        const auto* g = values.data();
        maxValue_ = 0;
        for (std::int64_t x = 0; x < size_; ++x) maxValue_ = std::max<Value>(maxValue_, g[x]);
        const std::size_t cap = std::bit_ceil(static_cast<std::size_t>(maxValue_) + 1);
        marks_ = std::max<std::size_t>(2 * cap, 4);
        for (Worker& w : workers_) {
            w.seen.assign(marks_, 0);
            w.stamp = 0;
        }
        if (moves_.leaveAnySmaller) {
            inPrefix_.assign(cap, 0);
            for (std::int64_t x = 0; x < size_; ++x) inPrefix_[g[x]] = 1;
            prefixMex_ = 0;
            while (prefixMex_ < inPrefix_.size() && inPrefix_[prefixMex_]) ++prefixMex_;
        }
        // The rare list for the mask in use, then a mask chosen from the values (what the table would
        // have chosen by now, or a better one: the values are exact for every mask).
        rebuildRare();
        if (!forced_) chooseMask();
    });
}

SparseSplit chooseSparseSplit(const SplitMoves& moves, const std::vector<Value>& g, std::int64_t size) {
    const auto [k0, twistAllowed] = sparseTwistBase(moves.leaveTwo);
    const Value maxValue = size > 0 ? *std::max_element(g.begin(), g.begin() + size) : 0;
    return SparseSplit{fewestRare(g.data(), size, maxValue, k0, twistAllowed).first, k0};
}

}  // namespace grundy
