// The inner loop of subtraction-game tables, shared by HeapTable (heap_table.cpp) and the windowed
// period scan (subtraction_period.cpp). Internal to the core.
//
// g(n) = mex{ g(n - s) : s in S, s <= n }. The loop costs O(|S|) per position and never clears
// anything per position:
// - with min(S) >= 2 and every value so far below 64, the scanner keeps its own window of the last
//   max(S) values as one-hot lanes (value v stored as the bit 1 << v) in the narrowest lane that
//   holds them: 1 byte while every value is below 8, then 2, 4 and 8 bytes, widened once each on
//   demand. A 64-bit word then holds the lanes of 8, 4, 2 or 1 consecutive positions, and as every
//   move is at least as long as the positions done together, the options' bits of all of them are
//   one OR of one word load per move (SWAR: no per-position branch, no array to reset); each lane's
//   mex is its lowest clear bit, isolated for all lanes at once with x & ~(x - 1) per lane;
// - with 1 in S, the options' values are OR-ed into one 64-bit mask per position, the previous
//   value carried in a register;
// - once a value of 64 appears, marks are stamped (seen[v] == stamp means v is present; the stamp
//   is bumped per position, and the array is only really cleared when the stamp wraps).
// Values are written to any unsigned type: the caller passes the smallest one that holds them and
// widens when run() stops early because a value does not fit.
//
// RepeatWatch finds the first repeat of the window of the last max(S) values (Brent's cycle finding
// on a rolling hash, O(1) per position): from then on the values repeat for ever, because each
// value depends only on the max(S) values before it. SampledRepeatWatch does the same for a caller
// that keeps the whole table, looking only at every kStride-th window and comparing windows in
// place, so it costs almost nothing per position.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

#include "grundy/game.hpp"

// Keeps clang from unrolling the loop that follows: unrolled, the option loop's words outnumber
// the registers V8 gives a wasm function, and the spills cost more than the loop does.
#if defined(__clang__)
#define GRUNDY_NO_UNROLL _Pragma("clang loop unroll(disable)")
#else
#define GRUNDY_NO_UNROLL
#endif

namespace grundy::detail {

class SubtractionScanner {
public:
    // moves: sorted ascending, distinct, positive; must outlive the scanner.
    explicit SubtractionScanner(const std::vector<std::int64_t>& moves)
        : moves_(moves),
          largest_(moves.empty() ? 0 : moves.back()),
          carriesOne_(!moves.empty() && moves[0] == 1),
          lanesUsable_(!moves.empty() && moves[0] >= 2) {}

    // Computes g(first) .. g(first + count - 1) into out[0 .. count). out[-s] must hold g(first - s) for every
    // move s <= first (the caller keeps max(S) earlier values before out, or all of them near the start).
    // Returns how many were written: count, or fewer when the next value does not fit T.
    template <class T>
    std::int64_t run(T* out, std::int64_t first, std::int64_t count) {
        std::int64_t i = 0;
        if (lanesUsable_) {
            i = runLanes(out, first, count);
            if (i == count) return count;
            // A value of 64: the lanes end here (runLanes cleared lanesUsable_ and masks_).
        }
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
                made = bodyMasks(out + i, segment, k);  // stops early only when the masks end (a value of 64)
            } else {
                made = bodyStamps(out + i, segment, k);
                if (made < segment) return i + made;  // the next value does not fit T
            }
            i += made;
        }
        return i;
    }

    bool usesMasks() const { return masks_; }
    // The bytes of one position's lane in the scanner's own window (1, 2, 4 or 8); 0 when it keeps none.
    int laneBytes() const { return lanesUsable_ ? laneBytes_ : 0; }

private:
    using Word = std::uint64_t;
    static_assert(std::endian::native == std::endian::little, "the lanes of a word are positions in memory order");

    static Word load(const unsigned char* p) {
        Word w;
        std::memcpy(&w, p, sizeof w);
        return w;
    }
    static void store(unsigned char* p, Word w) { std::memcpy(p, &w, sizeof w); }

    // ---- one-hot lanes (min(S) >= 2, every value below 64) ----

    // The window: position p's lane at lanes_ bytes (p - lanesFirst_) * laneBytes_; positions below 0
    // are empty lanes (no option). Positions lanesFirst_ + max(S) .. lanesNext_ - 1 were computed.
    static constexpr std::int64_t kLanePiece = 4096;  // positions computed between two slides of the window

    template <class T>
    std::int64_t runLanes(T* out, std::int64_t first, std::int64_t count) {
        if (first != lanesNext_) {  // the first call, or a caller that jumped
            fillLanes(out, first);
            if (!lanesUsable_) return 0;
        }
        std::int64_t done = 0;
        while (done < count) {
            const std::int64_t n = first + done;
            const std::int64_t piece = std::min(count - done, kLanePiece);
            if (n + piece + kLaneSlack - lanesFirst_ > lanesCapacity_) slideLanes(n);
            std::int64_t made = 0;
            switch (laneBytes_) {
                case 1:
                    made = stepLanes<T, std::uint8_t>(out + done, n, piece);
                    break;
                case 2:
                    made = stepLanes<T, std::uint16_t>(out + done, n, piece);
                    break;
                case 4:
                    made = stepLanes<T, std::uint32_t>(out + done, n, piece);
                    break;
                default:
                    made = stepLanes<T, std::uint64_t>(out + done, n, piece);
                    break;
            }
            done += made;
            lanesNext_ = first + done;
            if (made < piece) {         // the next value does not fit the lanes
                if (laneBytes_ == 8) {  // a value of 64: masks and lanes end, stamps take over
                    lanesUsable_ = false;
                    masks_ = false;
                    lanes_.clear();
                    lanes_.shrink_to_fit();
                    return done;
                }
                laneBytes_ *= 2;
                fillLanes(out + done, first + done);
                if (!lanesUsable_) return done;
            }
        }
        return done;
    }

    // (Re)builds the window for positions first - max(S) .. first - 1 from the values before out.
    template <class T>
    void fillLanes(const T* out, std::int64_t first) {
        lanesFirst_ = first - largest_;
        std::uint64_t largestValue = 0;
        for (std::int64_t p = std::max<std::int64_t>(lanesFirst_, 0); p < first; ++p)
            largestValue = std::max<std::uint64_t>(largestValue, out[p - first]);
        while (largestValue >= 8u * static_cast<unsigned>(laneBytes_) && laneBytes_ < 8) laneBytes_ *= 2;
        if (largestValue >= 64) {  // only after a jump: the lanes cannot hold the window
            lanesUsable_ = false;
            masks_ = false;
            return;
        }
        lanesCapacity_ = largest_ + kLanePiece + kLaneSlack;
        lanes_.assign(static_cast<std::size_t>((lanesCapacity_ * laneBytes_ + 7) / 8 + 1), 0);
        for (std::int64_t p = std::max<std::int64_t>(lanesFirst_, 0); p < first; ++p)
            setLane(p, static_cast<unsigned>(out[p - first]));
        lanesNext_ = first;
    }

    void setLane(std::int64_t p, unsigned v) {
        unsigned char* at = laneData() + (p - lanesFirst_) * laneBytes_;
        const Word bit = Word{1} << v;
        std::memcpy(at, &bit, static_cast<std::size_t>(laneBytes_));  // little-endian: the low bytes
    }

    // Moves the last max(S) lanes before n to the front, so n + kLanePiece fits.
    void slideLanes(std::int64_t n) {
        const std::int64_t keepFrom = n - largest_;
        unsigned char* bytes = laneData();
        std::memmove(bytes, bytes + (keepFrom - lanesFirst_) * laneBytes_,
                     static_cast<std::size_t>(largest_ * laneBytes_));
        lanesFirst_ = keepFrom;
    }

    unsigned char* laneData() { return reinterpret_cast<unsigned char*>(lanes_.data()); }

    // Computes positions n .. n + count - 1 a step at a time: each step is `perStep` positions, which
    // is at most min(S), so no position of a step is an option of another; returns how many were
    // written (fewer than count when a value does not fit the lanes: nothing of that step is written).
    template <class T, class Lane>
    std::int64_t stepLanes(T* out, std::int64_t n, std::int64_t count) {
        constexpr int kLanes = static_cast<int>(sizeof(Word) / sizeof(Lane));  // positions per word
        // Up to 4 words per step, as min(S) allows (a power of two up to min(S)).
        const std::int64_t fit =
            std::bit_floor(static_cast<std::uint64_t>(std::min<std::int64_t>(moves_[0], 4 * kLanes)));
        if (fit >= 4 * kLanes) return stepLanesK<T, Lane, 4>(out, n, count, 4 * kLanes);
        if (fit >= 2 * kLanes) return stepLanesK<T, Lane, 2>(out, n, count, 2 * kLanes);
        return stepLanesK<T, Lane, 1>(out, n, count, static_cast<int>(fit));
    }

    template <class Lane>
    static constexpr Word lowBits() {
        if constexpr (sizeof(Lane) == sizeof(Word)) {
            return 1;
        } else {
            return ~Word{0} / ((Word{1} << (8 * sizeof(Lane))) - 1);  // 0x0101..., 0x00010001..., 0x0000000100000001
        }
    }

    // Not inlined: one small function per lane width and step keeps V8's register allocation of the
    // option loop tight (inlined together into runLanes, the words spill to the stack in wasm).
    template <class T, class Lane, int K>
    [[gnu::noinline]] std::int64_t stepLanesK(T* out, std::int64_t n, std::int64_t count, int perStep) {
        constexpr int kBits = 8 * sizeof(Lane);
        constexpr int kLanes = 64 / kBits;
        constexpr Word kLow = lowBits<Lane>();       // 1 in each lane's bit 0
        constexpr Word kHigh = kLow << (kBits - 1);  // each lane's top bit
        if (offsets_.size() != moves_.size() || offsetsLaneBytes_ != static_cast<int>(sizeof(Lane))) {
            offsets_.resize(moves_.size());
            for (std::size_t j = 0; j < moves_.size(); ++j)
                offsets_[j] = static_cast<std::ptrdiff_t>(moves_[j]) * static_cast<std::ptrdiff_t>(sizeof(Lane));
            offsetsLaneBytes_ = static_cast<int>(sizeof(Lane));
        }
        const std::ptrdiff_t* const offsetsBegin = offsets_.data();
        const std::ptrdiff_t* const offsetsEnd = offsetsBegin + offsets_.size();
        unsigned char* base = laneData() + (n - lanesFirst_) * static_cast<std::int64_t>(sizeof(Lane));
        // One step of `valid` positions at i (every lane of the K words when kAll); false (nothing
        // written) when a value does not fit. Kept free of arrays indexed at run time, so the
        // words stay in registers (in wasm too, where such an array would live in linear memory).
        const auto step = [&](auto all, std::ptrdiff_t i, int valid) {
            constexpr bool kAll = decltype(all)::value;
            unsigned char* at = base + i * static_cast<std::ptrdiff_t>(sizeof(Lane));
            Word seen[K] = {};
            GRUNDY_NO_UNROLL
            for (const std::ptrdiff_t* offset = offsetsBegin; offset != offsetsEnd; ++offset) {
                const unsigned char* from = at - *offset;
                for (int w = 0; w < K; ++w) seen[w] |= load(from + 8 * w);
            }
            // A lane whose bits are all set has a mex that does not fit: stop before this step. A
            // borrow out of a lane of x that is 0 only reaches higher lanes, which are later
            // positions: the valid ones are the low lanes, checked before any is used.
            Word low[K];
            Word full = 0;
            for (int w = 0; w < K; ++w) {
                const Word x = ~seen[w];
                Word validHigh = kHigh;
                if constexpr (!kAll) {
                    const int here = std::min(std::max(valid - w * kLanes, 0), kLanes);
                    validHigh = here == kLanes ? kHigh : kHigh & ((Word{1} << (here * kBits)) - 1);
                }
                full |= (x - kLow) & ~x & validHigh;
                low[w] = x & ~(x - kLow);  // each lane's lowest clear bit of seen: its value, one-hot
            }
            if (full) return false;
            for (int w = 0; w < K; ++w) store(at + 8 * w, low[w]);  // lanes past `valid` are rewritten later
            if constexpr (kAll) {
                for (int w = 0; w < K; ++w)
                    for (int b = 0; b < kLanes; ++b)
                        out[i + w * kLanes + b] = static_cast<T>(std::countr_zero(low[w] >> (b * kBits)));
            } else {
                for (int w = 0; w < K; ++w)
                    for (int b = 0; b < kLanes && w * kLanes + b < valid; ++b)
                        out[i + w * kLanes + b] = static_cast<T>(std::countr_zero(low[w] >> (b * kBits)));
            }
            return true;
        };
        // Indices as wide as pointers (32 bits in wasm): the piece is at most kLanePiece positions.
        const auto pieceCount = static_cast<std::ptrdiff_t>(count);
        std::ptrdiff_t i = 0;
        if (perStep == K * kLanes) {
            for (; i + perStep <= pieceCount; i += perStep)
                if (!step(std::true_type{}, i, perStep)) return i;
        } else {  // K = 1 and min(S) below the lanes of a word: the low perStep lanes
            for (; i + perStep <= pieceCount; i += perStep)
                if (!step(std::false_type{}, i, perStep)) return i;
        }
        if (i < pieceCount && !step(std::false_type{}, i, static_cast<int>(pieceCount - i))) return i;
        return count;
    }

    // ---- one 64-bit mask per position (1 in S) and stamps (values of 64 and more) ----

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

    static constexpr std::int64_t kLaneSlack = 64;  // positions past a piece that a step's words may touch

    const std::vector<std::int64_t>& moves_;
    std::int64_t largest_;
    bool carriesOne_;
    bool lanesUsable_;   // min(S) >= 2 and every value so far below 64: the one-hot lanes
    bool masks_ = true;  // every value so far is below 64
    int laneBytes_ = 1;
    std::vector<Word> lanes_;  // the window of one-hot lanes (bytes, kept in words for alignment)
    std::int64_t lanesFirst_ = 0, lanesNext_ = -1, lanesCapacity_ = 0;
    std::vector<std::ptrdiff_t> offsets_;  // each move in bytes of the current lanes
    int offsetsLaneBytes_ = 0;
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

// Brent's cycle finding as RepeatWatch does, for a caller that keeps every value (HeapTable): only
// the windows W(t) = g(t - m) .. g(t - 1) at sample points t, multiples of kStride with t >= m, are
// looked at, compared in place with the checkpoint's window (usually a mismatch within the first
// values), so it costs a comparison per kStride positions instead of a hash update per position.
//
// Sampled, it finds the distance L = t - c between two equal sampled windows; W(t) = W(c) means the
// values repeat with period L from c - m on, so c is in the periodic part and the least period
// divides L. The sampled windows repeat with the least period over gcd(least period, kStride)
// samples, so L = lcm(least period, kStride) and the least period is L / 2^j for some j <= log2 kStride
// (kStride is a power of two): the smallest such divisor p with W(c + p) = W(c) is the least period.
class SampledRepeatWatch {
public:
    static constexpr std::int64_t kStride = 32;

    explicit SampledRepeatWatch(std::int64_t window) : m_(window), next_((window + kStride - 1) / kStride * kStride) {}

    // g points at g(0); g(0) .. g(done - 1) are computed. Looks at the sample points not seen yet up
    // to done; returns the least period p > 0 once the values are known to repeat, and sets *from to
    // a position from which g(n) = g(n - p) for every n >= *from (*from <= done).
    template <class T>
    std::int64_t look(const T* g, std::int64_t done, std::int64_t* from) {
        for (; next_ <= done; next_ += kStride) {
            const std::int64_t t = next_;
            if (checkpoint_ < 0) {
                checkpoint_ = t;
                continue;
            }
            ++distance_;
            if (sameWindow(g, checkpoint_, t)) {
                const std::int64_t L = t - checkpoint_;
                std::int64_t period = L;
                for (std::int64_t d = kStride; d > 1; d /= 2) {
                    if (L % d == 0 && sameWindow(g, checkpoint_, checkpoint_ + L / d)) {
                        period = L / d;
                        break;
                    }
                }
                *from = checkpoint_ + period;
                next_ += kStride;
                return period;
            }
            if (distance_ == power_) {
                checkpoint_ = t;
                distance_ = 0;
                power_ *= 2;
            }
        }
        return 0;
    }

private:
    template <class T>
    bool sameWindow(const T* g, std::int64_t a, std::int64_t b) const {
        return std::equal(g + (a - m_), g + a, g + (b - m_));
    }

    std::int64_t m_;
    std::int64_t next_;             // the next sample point to look at
    std::int64_t checkpoint_ = -1;  // the sample point whose window is compared with the later ones
    std::int64_t distance_ = 0;     // samples since the checkpoint
    std::int64_t power_ = 1;
};

}  // namespace grundy::detail
