// The sparse-space method for take-and-break games whose moves leave at most two heaps
// (Berlekamp, Conway and Guy, Winning Ways ch. 4, "Sparse Space Spells Speed"; Gangolli and
// Plambeck 1989; A. Flammenkamp's computations of octal games and Grundy's game).
//
// The idea. Fix a mask M. par(v) = popcount(v & M) mod 2 is additive under XOR:
// par(x ^ y) = par(x) ^ par(y). Give each heap x a class c(x) = par(g(x)) ^ (twist ? (x - k0) & 1 : 0)
// and call x rare when c(x) = 0 (k0: the tokens removed by a splitting move; the twist, the
// "sparse space in the domain", is only offered when every splitting move removes a number of the
// same parity). For a split of r = n - k tokens into a + b, c(a) ^ c(b) = par(g(a) ^ g(b)) ^ t(r)
// with t(r) = twist ? r & 1 : 0, so
//   * an option value of parity q(r) = 1 ^ t(r) comes only from a pair with exactly one rare part,
//     and all of those are found by pairing each heap on the (short) list of rare heaps with r - a;
//   * an option value of the other parity comes from two rare parts (found the same way) or two
//     common parts, which are scanned, a = 1, 2, ..., only as far as needed.
// The mex is then found by trying candidates v = 0, 1, 2, ... in turn: a candidate already marked
// is present; an unmarked candidate of parity q(r) for every split size r is absent (all such
// values were enumerated); otherwise the common pairs are scanned until v turns up (present) or
// the pairs run out (absent, so v is the mex). Every statement holds for any mask, so the values
// are exact whatever M is; the mask only decides the speed. It is fast when rare heaps are few:
// a common heap's value has parity q(r), so its absence needs no scan, and the values below it of
// the other parity are produced by so many common pairs that a short scan meets each of them.
//
// The mask is chosen from the data and re-chosen as the table grows: the one that leaves the fewest
// rare heaps, found for all masks of the low bits at once by a Walsh-Hadamard transform of the
// histogram of (value, heap parity). Values are kept in the smallest unsigned type that holds them
// (8, 16 or 32 bits), widened when a larger value appears.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/limits.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy {

// Why a game tabulated by this method refuses heaps past limits::kMaxTableSize - 1 (the words after
// "a heap of grundy must be at most 67108863 (got N): ").
inline Message sparseHeapLimit() {
    static_assert(limits::kMaxTableSize == std::int64_t{1} << 26, "heap.cost.sparse names the table limit");
    return say(msg::heap_cost_sparse{});
}

class SparseSplitTable {
public:
    // `forced`: use this mask throughout instead of choosing one. maxWork: see kMaxSplitWork.
    SparseSplitTable(SplitMoves moves, std::string gameName, std::optional<SparseMask> forced = {},
                     std::uint64_t maxWork = kMaxSplitWork);

    // Extends the table to g(0) .. g(end-1). Returns false when the work budget ran out first;
    // error() then says so, and the table keeps the values it had computed.
    bool extendTo(std::int64_t end);

    std::int64_t size() const { return size_; }
    Value at(std::int64_t n) const;
    // Bytes per stored value: 1, 2 or 4.
    int width() const { return width_; }
    // Calls f with the stored values as a std::vector of uint8_t, uint16_t or uint32_t.
    template <class F>
    decltype(auto) withValues(F&& f) const {
        if (width_ == 1) return f(g8_);
        if (width_ == 2) return f(g16_);
        return f(g32_);
    }
    // Appends g(from) .. g(size()-1) to out.
    void appendTo(std::vector<Value>& out, std::int64_t from) const;

    // Why extendTo stopped (once it returned false): the English ("" before), and the message.
    const std::string& error() const;
    const Error& why() const { return *error_; }
    std::uint64_t work() const { return work_; }
    SparseMask mask() const { return {mask_, twist_}; }
    std::uint64_t rareHeaps() const { return rare_.size(); }

private:
    // Computes heaps size() .. end-1: 0 done, 1 a value needs a wider type, 2 out of work.
    template <class T>
    int run(std::vector<T>& g, std::int64_t end);
    // run() for the current width; extendTo calls it for at most kHeapsPerSlice heaps at a time.
    static int runSlice(SparseSplitTable& table, std::int64_t end);
    static constexpr std::int64_t kHeapsPerSlice = 1024;
    template <class T>
    void chooseMask(const std::vector<T>& g);
    template <class T>
    void rebuildRare(const std::vector<T>& g);
    bool isRare(std::int64_t heap, Value v) const;

    SplitMoves moves_;
    std::string gameName_;
    bool forced_ = false;
    bool twistAllowed_ = false;
    std::int64_t k0_ = 0;  // parity base of the twist: the first splitting move's tokens removed
    std::uint64_t maxWork_;

    int width_ = 1;
    std::vector<std::uint8_t> g8_;
    std::vector<std::uint16_t> g16_;
    std::vector<std::uint32_t> g32_;
    std::int64_t size_ = 0;
    // The same values in reverse, g(x) at reversedEnd_ - 1 - x (the rest unused), for the scans of
    // common pairs, which read g(a), g(a+1), ... beside g(r-a), g(r-a-1), ...: both run forwards, and
    // a word of values from each side lines up without reversing its lanes. It costs one more value
    // per heap (1 byte for Grundy's game); grown by doubling, its values moved to the new end.
    std::vector<std::uint8_t> rev8_;
    std::vector<std::uint16_t> rev16_;
    std::vector<std::uint32_t> rev32_;
    std::int64_t reversedEnd_ = 0;
    template <class T>
    std::vector<T>& reversed() {
        if constexpr (sizeof(T) == 1)
            return rev8_;
        else if constexpr (sizeof(T) == 2)
            return rev16_;
        else
            return rev32_;
    }
    // Makes room in g and in the reversed copy for heaps below end (filling the copy from g after a
    // widening emptied it).
    template <class T>
    void reserve(std::vector<T>& g, std::int64_t end);

    std::uint32_t mask_ = 0;
    bool twist_ = false;
    // Rare heaps >= 1, ascending, each packed as heap << 32 | value in one word: the enumeration
    // below reads one word per rare heap (heaps are below 2^26, values below 2^32).
    std::vector<std::uint64_t> rare_;
    static std::uint64_t packRare(std::int64_t heap, Value v) { return static_cast<std::uint64_t>(heap) << 32 | v; }
    static std::int64_t rareHeap(std::uint64_t packed) { return static_cast<std::int64_t>(packed >> 32); }
    // The rare heaps below `heap`: rare_[0 .. rareBelow(cursor, heap)). `cursor` holds the answer for a
    // smaller or equal heap (0 after the list is rebuilt): the heaps asked about (r and r/2 per
    // splitting move) only grow, and the list only grows past them, so the answer moves a step or none
    // per heap (a binary search for it was a tenth of octal:0.16's time in wasm).
    std::size_t rareBelow(std::size_t& cursor, std::int64_t heap) const {
        while (cursor < rare_.size() && rareHeap(rare_[cursor]) < heap) ++cursor;
        return cursor;
    }
    struct RareBounds {
        std::size_t below = 0, half = 0;  // rareBelow's cursors for r and r / 2
    };
    std::vector<RareBounds> rareBounds_;  // per splitting move
    std::int64_t nextChoice_ = 64;
    std::uint64_t rareAtChoice_ = 0;

    Value maxValue_ = 0;
    std::vector<std::uint32_t> seen_;  // seen_[v] == stamp_: v is an option value of the current heap
    std::uint32_t stamp_ = 0;
    std::vector<std::uint8_t> inPrefix_;  // leaveAnySmaller: v is g(m) for some m below the current heap
    Value prefixMex_ = 0;                 // every value below it is in the prefix
    // Per splitting move, the scan of its pairs a = 1 .. last for the current heap: blocks of
    // kBlock consecutive a (two runs of adjacent values each, cheap on the cache), the blocks
    // visited with a stride coprime to their number so each comes once. Scanning straight from
    // a = 1 pairs the preperiod's few small values with the heaps just below n, which gives few
    // distinct XORs; spreading the scan over the range meets the values it looks for sooner
    // (Grundy's game: about 40% fewer steps).
    struct Scan {
        std::int64_t last = 0, blocks = 0, stride = 0, visited = 0, block = 0, a = 1, blockEnd = 0;
        void start(std::int64_t pairs);
        // Moves to the next block when the current one is done; false when every pair was seen. The
        // stride is worked out only when a scan goes past its first block (most heaps' do not), and
        // kept while the number of blocks stays the same.
        bool ready() {
            if (a <= blockEnd) return true;
            if (++visited >= blocks) return false;
            if (stride == 0) stride = strideFor(blocks);
            block += stride;  // block + stride < 2 * blocks
            if (block >= blocks) block -= blocks;
            a = block * kBlock + 1;
            blockEnd = std::min(last, a + kBlock - 1);
            return true;
        }
        // The next a to look at, or 0 when every pair has been looked at.
        std::int64_t next() { return ready() ? a++ : 0; }
        static constexpr std::int64_t kBlock = 32;
        static std::int64_t strideFor(std::int64_t blocks);
    };
    std::vector<Scan> scan_;
    std::vector<std::size_t> toScan_[2];  // per parity: the splitting moves whose common pairs give it

    std::uint64_t work_ = 0;
    std::optional<Error> error_;
};

}  // namespace grundy
