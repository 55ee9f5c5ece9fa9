// The inner loop of subtraction-game tables, shared by HeapTable (evaluator.cpp) and the windowed
// period scan (subtraction_period.cpp). Internal to the core.
//
// g(n) = mex{ g(n - s) : s in S, s <= n }. The loop costs O(|S|) per position and never clears
// anything per position:
// - while every value so far is below 64, the options' values are OR-ed into one 64-bit mask and
//   the mex is the mask's lowest clear bit (no branch per option, no array to reset);
// - once a value of 64 appears, marks are stamped (seen[v] == stamp means v is present; the stamp
//   is bumped per position, and the array is only really cleared when the stamp wraps).
// Values are written to any unsigned type: the caller passes the smallest one that holds them and
// widens when run() stops early because a value does not fit.
//
// RepeatWatch finds the first repeat of the window of the last max(S) values (Brent's cycle finding
// on a rolling hash, O(1) per position): from then on the values repeat for ever, because each
// value depends only on the max(S) values before it.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "grundy/game.hpp"

namespace grundy::detail {

class SubtractionScanner {
public:
    // moves: sorted ascending, distinct, positive; must outlive the scanner.
    explicit SubtractionScanner(const std::vector<std::int64_t>& moves)
        : moves_(moves), largest_(moves.empty() ? 0 : moves.back()), carriesOne_(!moves.empty() && moves[0] == 1) {}

    // Computes g(first) .. g(first + count - 1) into out[0 .. count). out[-s] must hold g(first - s) for every
    // move s <= first (the caller keeps max(S) earlier values before out, or all of them near the start).
    // Returns how many were written: count, or fewer when the next value does not fit T.
    template <class T>
    std::int64_t run(T* out, std::int64_t first, std::int64_t count) {
        std::int64_t i = 0;
        while (i < count) {
            const std::int64_t n = first + i;
            // The moves possible at n are the first k (they are sorted), the same k up to the next member.
            std::size_t k = moves_.size();
            std::int64_t segment = count - i;
            if (n < largest_) {
                k = static_cast<std::size_t>(std::upper_bound(moves_.begin(), moves_.end(), n) - moves_.begin());
                segment = std::min(segment, moves_[k] - n);
            }
            std::int64_t made = 0;
            if (masks_) {
                // Each stops early only when the masks end (a value of 64), or before a last partial block.
                if (lanes_ == 4) {
                    made = bodyMaskLanes<T, 4>(out + i, segment, k);
                } else if (lanes_ == 2) {
                    made = bodyMaskLanes<T, 2>(out + i, segment, k);
                }
                if (masks_) made += bodyMasks(out + i + made, segment - made, k);
            } else {
                made = bodyStamps(out + i, segment, k);
                if (made < segment) return i + made;  // the next value does not fit T
            }
            i += made;
        }
        return i;
    }

    bool usesMasks() const { return masks_; }

private:
    static std::uint64_t bit(std::uint64_t v) { return std::uint64_t{1} << v; }

    // Positions whose possible moves are the first k, while every value is below 64. With 1 in S
    // the previous value is carried in a register, so the loop's chain does not wait for its own store.
    template <class T>
    std::int64_t bodyMasks(T* out, std::int64_t count, std::size_t k) {
        const std::int64_t* s = moves_.data();
        const bool carry = carriesOne_ && k >= 1;  // then every position here is at least 1
        const std::size_t firstLoaded = carry ? 1 : 0;
        std::uint64_t previous = carry && count > 0 ? out[-1] : 0;
        for (std::int64_t i = 0; i < count; ++i) {
            std::uint64_t seen = carry ? bit(previous) : 0;
            for (std::size_t j = firstLoaded; j < k; ++j) seen |= bit(out[i - s[j]]);
            const auto v = static_cast<std::uint64_t>(std::countr_one(seen));
            out[i] = static_cast<T>(v);
            previous = v;
            if (v == 64) {
                masks_ = false;
                return i + 1;
            }
        }
        return count;
    }

    // The same with B positions at once, when every move is at least B (so the B positions do not
    // read each other): each move's offset is loaded once for B positions, and the B masks are
    // independent chains. A bit is looked up rather than shifted (one load instead of a shift by a
    // register, which costs more on x86 without BMI2).
    template <class T, int B>
    std::int64_t bodyMaskLanes(T* out, std::int64_t count, std::size_t k) {
        const std::int64_t* s = moves_.data();
        std::int64_t i = 0;
        for (; i + B <= count; i += B) {
            std::uint64_t seen[B] = {};
            for (std::size_t j = 0; j < k; ++j) {
                const T* from = out + i - s[j];
                for (int b = 0; b < B; ++b) seen[b] |= kBits[from[b]];  // every value so far is below 64
            }
            bool reached64 = false;
            for (int b = 0; b < B; ++b) {
                const auto v = std::countr_one(seen[b]);
                out[i + b] = static_cast<T>(v);
                reached64 |= v == 64;
            }
            if (reached64) {  // the block is right (it read only earlier values); the masks end here
                masks_ = false;
                return i + B;
            }
        }
        return i;
    }

    template <class T>
    std::int64_t bodyStamps(T* out, std::int64_t count, std::size_t k) {
        const std::int64_t* s = moves_.data();
        for (std::int64_t i = 0; i < count; ++i) {
            nextStamp();
            for (std::size_t j = 0; j < k; ++j) seen_[out[i - s[j]]] = stamp_;
            Value v = 0;
            while (seen_[v] == stamp_) ++v;
            if (v > std::numeric_limits<T>::max()) return i;
            out[i] = static_cast<T>(v);
        }
        return count;
    }

    void nextStamp() {
        // Values never exceed |S| (a mex of at most |S| values), so |S| + 2 marks always suffice.
        if (seen_.empty()) seen_.assign(moves_.size() + 2, 0);
        if (++stamp_ == 0) {  // wrapped: clear for real once every 2^32 positions
            std::fill(seen_.begin(), seen_.end(), 0);
            stamp_ = 1;
        }
    }

    static constexpr auto kBits = [] {
        std::array<std::uint64_t, 64> bits{};
        for (std::size_t v = 0; v < 64; ++v) bits[v] = std::uint64_t{1} << v;
        return bits;
    }();

    const std::vector<std::int64_t>& moves_;
    std::int64_t largest_;
    bool carriesOne_;
    int lanes_ = moves_.empty() ? 1 : moves_[0] >= 4 ? 4 : moves_[0] >= 2 ? 2 : 1;
    bool masks_ = true;  // every value so far is below 64
    std::vector<std::uint32_t> seen_;
    std::uint32_t stamp_ = 0;
};

// Watches the windows W(t) = g(t - m) .. g(t - 1), t >= m, of a sequence in which each value depends
// only on the m before it, for the first repeat W(t) = W(t - p): then g(n) = g(n - p) for all n >= t.
// Brent's cycle finding: a checkpoint window is kept, moved to the current one at distances 1, 2, 4,
// ...; a rolling hash compares the two in O(1) and a full comparison confirms a hash match. The
// period found is the least period of the windows (so of the values from there on).
class RepeatWatch {
public:
    explicit RepeatWatch(std::int64_t window) : m_(window) {
        power_m_ = 1;
        for (std::int64_t i = 0; i < m_; ++i) power_m_ *= kBase;
    }

    // Feed g(n) for n = 0, 1, 2, ... in order; end points just past g(n), and at least min(n + 1, m + 1)
    // values before end are readable (g(n - m) .. g(n)). Returns p > 0 when W(n + 1) = W(n + 1 - p).
    template <class T>
    std::int64_t push(const T* end, std::int64_t n) {
        const std::uint64_t in = end[-1];
        if (n < m_) {
            hash_ = hash_ * kBase + in;
            if (n + 1 == m_) checkpoint(end);
            return 0;
        }
        hash_ = hash_ * kBase + in - power_m_ * static_cast<std::uint64_t>(end[-1 - m_]);
        ++distance_;
        if (hash_ == checkpointHash_ && sameWindow(end)) return distance_;
        if (distance_ == power_) {
            checkpoint(end);
            power_ *= 2;
        }
        return 0;
    }

private:
    static constexpr std::uint64_t kBase = 0x9E3779B97F4A7C15ull;  // odd, so no information is lost mod 2^64

    template <class T>
    void checkpoint(const T* end) {
        saved_.assign(end - m_, end);
        checkpointHash_ = hash_;
        distance_ = 0;
    }
    template <class T>
    bool sameWindow(const T* end) const {
        return std::equal(saved_.begin(), saved_.end(), end - m_);
    }

    std::int64_t m_;
    std::uint64_t power_m_;  // kBase^m
    std::uint64_t hash_ = 0, checkpointHash_ = 0;
    std::int64_t distance_ = 0;
    std::int64_t power_ = 1;
    std::vector<Value> saved_;
};

}  // namespace grundy::detail
