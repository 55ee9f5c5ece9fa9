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
// (8, 16 or 32 bits), widened in place when a larger value appears (NarrowValues), and the table
// stops with a message before it would hold more than its memory budget.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/limits.hpp"
#include "grundy/tables/sparse.hpp"
#include "table_threads.hpp"

// A function of a heap's hot path inlined wherever it is called, natively (mexOf: into open() for
// BitMarks). In wasm the optimizer decides, for the first load's size. open() itself inlined into
// run() took 6% off octal:0.104's instructions but put 16% on Grundy's game's time: not done.
#if defined(__EMSCRIPTEN__)
#define GRUNDY_NATIVE_INLINE inline
#else
#define GRUNDY_NATIVE_INLINE __attribute__((always_inline)) inline
#endif

namespace grundy {

// The twist's parity base k0 (the tokens the first splitting move removes) and whether the twist is
// offered: only when every splitting move removes a number of the same parity (sparse_mask.cpp).
std::pair<std::int64_t, bool> sparseTwistBase(const std::vector<std::int64_t>& leaveTwo);

// A table's values in one block of the narrowest width that holds them (1, 2 or 4 bytes each), widened
// in place: the block is reallocated to the wider size (the C library remaps a large block rather than
// copying it) and each value moved to its wider slot from the last down, so a widening never holds two
// copies of the table (assigning to a wider std::vector did: 3 bytes a value at the step from 1 to 2).
class NarrowValues {
public:
    NarrowValues() = default;
    NarrowValues(NarrowValues&& other) noexcept
        : block_(std::exchange(other.block_, nullptr)),
          width_(other.width_),
          capacity_(std::exchange(other.capacity_, 0)) {}
    NarrowValues& operator=(NarrowValues&& other) noexcept {
        std::swap(block_, other.block_);
        std::swap(width_, other.width_);
        std::swap(capacity_, other.capacity_);
        return *this;
    }
    NarrowValues(const NarrowValues&) = delete;
    NarrowValues& operator=(const NarrowValues&) = delete;
    ~NarrowValues() { std::free(block_); }

    int width() const { return width_; }
    std::int64_t capacity() const { return capacity_; }
    std::int64_t bytes() const { return capacity_ * width_; }
    template <class T>
    T* data() {
        return static_cast<T*>(block_);
    }
    template <class T>
    const T* data() const {
        return static_cast<const T*>(block_);
    }
    Value at(std::int64_t i) const {
        const auto k = static_cast<std::size_t>(i);
        if (width_ == 1) return data<std::uint8_t>()[k];
        if (width_ == 2) return data<std::uint16_t>()[k];
        return data<std::uint32_t>()[k];
    }
    // Room for `count` values (the first ones kept); throws std::bad_alloc when memory is refused.
    void reserve(std::int64_t count) {
        if (count > capacity_) resize(count, width_);
    }
    // The first `count` values twice as wide (1 -> 2 -> 4 bytes), in place.
    void widen(std::int64_t count) {
        resize(capacity_, 2 * width_);
        if (width_ == 2) spread<std::uint8_t, std::uint16_t>(count);
        if (width_ == 4) spread<std::uint16_t, std::uint32_t>(count);
    }
    // Empties the block and sets the width for what is stored next.
    void reset(int width) {
        std::free(std::exchange(block_, nullptr));
        capacity_ = 0;
        width_ = width;
    }

private:
    void resize(std::int64_t count, int width) {
        void* grown = std::realloc(block_, static_cast<std::size_t>(count) * static_cast<std::size_t>(width));
        if (!grown) throw std::bad_alloc();
        block_ = grown;
        capacity_ = count;
        width_ = width;
    }
    // Wide value i occupies the bytes of narrow values 2i and 2i + 1, which (i >= 1) were moved
    // already, going down; value 0 is read before it is written.
    // Read and written through one byte pointer, so the compiler sees the overlap.
    template <class From, class To>
    void spread(std::int64_t count) {
        auto* bytes = static_cast<unsigned char*>(block_);
        for (std::int64_t i = count - 1; i >= 0; --i) {
            From narrow;
            std::memcpy(&narrow, bytes + i * sizeof(From), sizeof narrow);
            const To wide = narrow;
            std::memcpy(bytes + i * sizeof(To), &wide, sizeof wide);
        }
    }

    void* block_ = nullptr;
    int width_ = 1;
    std::int64_t capacity_ = 0;
};

class SparseSplitTable {
public:
    // `forced`: use this mask throughout instead of choosing one. maxWork: see kMaxSplitWork. maxBytes:
    // the most the table may hold (bytes()), 0 for memoryCeiling() (grundy/budget.hpp). threads: the
    // most threads a long extension may use (0: tableThreads()); the values are the same for any count.
    SparseSplitTable(SplitMoves moves, std::string gameName, std::optional<SparseMask> forced = {},
                     std::uint64_t maxWork = kMaxSplitWork, std::int64_t maxBytes = 0, int threads = 0);

    // Extends the table to g(0) .. g(end-1). `planned` (0: not known) is the size the caller means to
    // reach: room is made by doubling but never past it, so a table asked for a few heaps at a time
    // grows in few steps and holds no more than its last size needs (and a doubling that would pass
    // the memory budget makes room for `end` only). Returns false when the work or the
    // memory budget ran out first; error() then says so, stoppedBy() which, and the table keeps
    // the values it had computed.
    // A table past kMaxHeaps stops at once (sparse.heaps). `heaps`: compute about this many heaps in
    // this call, for a caller that goes on in steps (the period search's job, a command showing
    // progress); on threads a call computes at least kParallelHeaps (never past `end`). size() is
    // then below `end` with true returned until the last step.
    bool extendTo(std::int64_t end, std::int64_t planned = 0,
                  std::int64_t heaps = std::numeric_limits<std::int64_t>::max());

    std::int64_t size() const { return size_; }
    Value at(std::int64_t n) const { return values_.at(n); }
    // The most heaps a table holds: the rare list keeps a heap in 32 bits (rare_).
    static constexpr std::int64_t kMaxHeaps = std::int64_t{1} << 32;

    // Bytes per stored value: 1, 2 or 4.
    int width() const { return values_.width(); }
    // Calls f with the stored values g(0) .. g(size()-1) as a std::span of uint8_t, uint16_t or uint32_t.
    template <class F>
    decltype(auto) withValues(F&& f) const {
        if (width() == 1) return f(std::span<const std::uint8_t>(values_.data<std::uint8_t>(), size_));
        if (width() == 2) return f(std::span<const std::uint16_t>(values_.data<std::uint16_t>(), size_));
        return f(std::span<const std::uint32_t>(values_.data<std::uint32_t>(), size_));
    }
    // Appends g(from) .. g(size()-1) to out.
    void appendTo(std::vector<Value>& out, std::int64_t from) const;
    // Extends the table to g(0) .. g(end-1) by copying, given that g(n) = g(n - period) for every
    // n >= from (from <= size(); the caller proved it: the octal periodicity theorem), so a table whose
    // period is known goes on in its own narrow width. Nothing is computed after this (extendTo must
    // not be called again): endComputing() comes first.
    void repeatTo(std::int64_t end, std::int64_t period, std::int64_t from);
    // Gives back what only computing uses, the reversed copy and the rare list (computingBytes()),
    // for a caller done computing: the values stay, and extendTo must not be called again.
    void endComputing();
    std::int64_t computingBytes() const;

    // Writes g(0) .. g(size()-1) to a file (README.md, "Saved tables": magic, version, spec, width,
    // count, checksum, then the values as stored), so a long table need not be computed twice.
    Result<void> save(const std::string& path) const;
    // Takes the values of a file save() wrote for this game, and goes on from there. A file that is
    // not one (its magic, version or length), is for another game, or whose checksum does not match
    // its values is refused with a message, and the table is left as it was. Only for a new table
    // (size() == 0), within the memory budget.
    Result<void> resume(const std::string& path);

    // Why extendTo stopped (once it returned false): the English ("" before), and the message.
    const std::string& error() const;
    const Error& why() const { return *error_; }
    enum class Stop { None, Work, Memory };
    Stop stoppedBy() const { return stop_; }
    std::uint64_t work() const { return work_; }
    // The heaps settled from a guess, on threads (0 when the table never used them).
    std::uint64_t guessedHeaps() const { return guessed_; }
    SparseMask mask() const { return {mask_, twist_}; }
    std::uint64_t rareHeaps() const { return rare_.size(); }
    // The memory the table holds: its values, their reversed copy, the rare list and the marks.
    std::int64_t bytes() const;
    // What a table of `size` values of `width` bytes holds at least (the values and their reversed
    // copy): the estimate a request is checked against before any work.
    static std::int64_t bytesFor(std::int64_t size, int width) { return 2 * size * width; }

    // Heaps an extension needs before it is spread over threads: shorter ones, and the start of every
    // table, take less time than starting the threads (and their first choices of mask come quickly).
    static constexpr std::int64_t kParallelHeaps = 1 << 14;
    // The steps a heap takes on average (so far) before its table is spread over threads.
    static constexpr std::uint64_t kParallelStepsPerHeap = 1000;
    // Threads stop for good once more than one guessed heap in kMostMissed needed a second search.
    static constexpr std::uint64_t kMostMissed = 4;
    // The same for this table: tests start the threads sooner, and on any game (neither guard above),
    // so that small tables take every path through them (a wider value, a new mask, a budget).
    void parallelFrom(std::int64_t heaps) {
        parallelFrom_ = std::max<std::int64_t>(heaps, 1);
        guarded_ = false;
    }

private:
    // Per splitting move, the scan of its pairs of two common parts, a = first .. last, for the current
    // heap: blocks of kBlock consecutive a (two runs of adjacent values each, cheap on the cache) in two
    // orders taken in turn, each block once. Ascending from a = first: where a game's irregular start
    // lies, whose few heaps may be the only ones to give some values (.354's 3 comes from about 25
    // pairs whose small part is below 60, of 10^5 pairs at 2^18; a scan that did not look there first
    // went on for a number of blocks that grew with the table: its cost per heap doubled with each
    // doubling). And spread over the range with a stride coprime to the number of blocks: scanning only
    // from a = 1 pairs a preperiod's few small values with the heaps just below n, which gives few
    // distinct XORs (Grundy's game: about 40% fewer steps spread out). A block the other order has
    // visited is passed over: the ascending order has visited the blocks below `up`, the strided one
    // those whose place in its order (block * inverse mod blocks) is below `steps`.
    // The order depends on the number of blocks only, which changes every 2 * kBlock heaps: its first
    // kKept blocks are kept until then (most heaps' scans need one or two; working the order out again
    // for every heap was a sixth of octal:0.207's instructions), the rest worked out as a heap needs them.
    struct Scan {
        // The two orders taken in turn from block 1 on (block 0 comes first), for `blocks` blocks.
        struct Order {
            std::int64_t stride = 0, inverse = 0;  // worked out when first needed (most tables never do)
            std::int64_t up = 1, upPlace = 0;      // the ascending order's next block and its place in the other
            std::int64_t steps = 0, strided = 0;   // the strided order's next place and its block
            bool turn = true;                      // the strided order's turn next
            // The next block not yet visited; false when one order has been all the way (every block seen).
            bool next(std::int64_t blocks, std::int64_t& block);
            // The next blocks not yet visited, at most `most` of them, into `out`: fewer only when the
            // order is over. Worked out without a branch on whether a block was visited: one taken half
            // the time at random, block by block, mispredicted 61% more often on octal:0.164 (20.7M
            // against 8.1M to 2^15) and cost 8% of its time to 2^17.
            std::size_t fill(std::int64_t blocks, std::uint32_t* out, std::size_t most);
        };
        std::int64_t first = 1, last = 0, blocks = 0;
        std::int64_t a = 1, blockEnd = 0;  // the current block's next pair and its last
        ThreadVector<std::uint32_t> kept;  // the order's first blocks after block 0 (at most kKept)
        Order afterKept, beyond;           // the order past the kept blocks; this heap's walk beyond them
        bool keptAll = false;              // the kept blocks are the whole order
        std::size_t at = 0;                // this heap's place in the order
        // The walk beyond the kept blocks, worked out kAhead blocks at a time: ahead[aheadAt .. aheadEnd).
        static constexpr std::size_t kAhead = 32;
        std::uint32_t ahead[kAhead] = {};
        std::size_t aheadAt = 0, aheadEnd = 0;
        void start(std::int64_t from, std::int64_t pairs);
        // Moves to the next block when the current one is done; false when every pair was seen.
        bool ready() {
            if (a <= blockEnd) return true;
            if (at >= kept.size()) return nextBlock();
            toBlock(kept[at++]);  // once over, `at` is past the kept blocks
            return true;
        }
        bool nextBlock();
        void toBlock(std::int64_t block) {
            a = first + block * kBlock;
            blockEnd = std::min(last, a + kBlock - 1);
        }
        static constexpr std::int64_t kBlock = 32;
        static constexpr std::size_t kKept = 32;
    };
    struct RareBounds {
        std::size_t below = 0, half = 0;  // rareBelow's cursors for r - depth and r / 2
    };
    // The rare pairs of eight heaps at once, for a table on one thread whose values fit in a byte
    // (natively). For the heaps n0 .. n0 + 7 and a splitting move that removes k, a rare heap x pairs
    // with r - x = n0 - k - x + h for heap n0 + h: for x >= 8, eight consecutive values, all below n0
    // and so known before the first of the eight is computed. One pass over the rare list then marks
    // each heap's pairs in its own marks, a load and an OR a pair for values below 64 (a word each:
    // BitMarks, `words`), a load, an XOR and a store for the others (a row of stamps each: `seen`),
    // where marking them heap by heap cost about twice as many instructions. Each heap still marks the
    // rare heaps below 8 (their partners are among the eight), the ones from r0 = n0 - k on (a young
    // table's, whose partners are not all known), and, when the parts must differ, the ones that are
    // r / 2 for one of the eight (that pair is no move): rare_[lowEnd .. zoneFrom) and
    // rare_[zoneEnd .. highFrom) are marked in the batch. Only once r0 >= 16, which puts those bounds
    // in that order.
    struct RareBatch {
        static constexpr std::int64_t kHeaps = 8;
        struct Split {
            bool active = false;  // r0 >= 16
            std::size_t lowEnd = 0, zoneFrom = 0, zoneEnd = 0, highFrom = 0;
            std::size_t cursor[4] = {0, 0, 0, 0};  // rareBelow's, for the four bounds
        };
        // A row of stamps holds every value of a byte and the first candidate past them: an option value
        // is below 256, so a candidate is at most 256 (8.4 KB for the eight rows).
        static constexpr std::size_t kStride = 264;
        std::int64_t from = 0, end = 0;  // the heaps whose marks these are (none when end <= from)
        bool inWords = false;            // BitMarks' words, or else the rows of stamps
        std::uint64_t words[kHeaps] = {};
        std::vector<std::uint32_t> seen;  // kHeaps rows of kStride: seen[h * kStride + v] == stamp
        std::uint32_t stamp = 0;
        std::vector<Split> splits;
    };
    // What one thread's heaps are computed with: their marks (seen[v] == stamp: v is an option value
    // of the heap at hand), the scans and the cursors into the rare list, per splitting move, and the
    // steps of the heap at hand. One per thread, so each computes its heaps in its own state, on cache
    // lines of its own (ThreadVector).
    struct alignas(kThreadLine) Worker {
        ThreadVector<std::uint32_t> seen;
        std::uint32_t stamp = 0;
        ThreadVector<Scan> scan;
        ThreadVector<RareBounds> bounds;
        ThreadVector<std::size_t> toScan[2];  // per parity: the splitting moves whose common pairs give it
        std::size_t scanCount[2] = {0, 0};
        std::uint64_t steps = 0;
        std::int64_t depth = -1;  // the depth the cursors were walked for
    };
    // The option values marked for the heap at hand. StampMarks: seen[v] == stamp in the worker's
    // marks, for any values. BitMarks: a bit a value in one word, for a table on one thread whose
    // values stay below 64 (one byte each): the least unmarked candidate is a count of trailing ones,
    // where the walk over the stamps cost a mispredicted branch or two a heap (octal:0.104's values
    // reach 27). The hot loops take the marks by value and hand them back, so they stay in registers.
    // start(w): empty marks for a new heap (open()); of(w): the worker's marks for the heap at hand.
    struct StampMarks {
        std::uint32_t* seen;
        std::uint32_t stamp;
        static StampMarks start(Worker& w) {
            step(w.seen, w.stamp);
            return of(w);
        }
        // A new stamp for marks `seen`: clears them for real when it wraps, once every 2^32 steps.
        template <class Stamps>
        static void step(Stamps& seen, std::uint32_t& stamp) {
            if (++stamp == 0) {
                std::fill(seen.begin(), seen.end(), 0);
                stamp = 1;
            }
        }
        static StampMarks of(Worker& w) { return {w.seen.data(), w.stamp}; }
        void mark(Value x) { seen[x] = stamp; }
        bool has(Value v) const { return seen[v] == stamp; }
        Value firstFrom(Value v) const {
            while (seen[v] == stamp) ++v;  // within the marks: option values stay below half their size
            return v;
        }
    };
    struct BitMarks {
        static constexpr Value kValues = 64;
        std::uint64_t bits;
        static BitMarks start(Worker&) { return {0}; }  // the worker's stamps are not read
        // kXorBits[v][m] is the bit of v ^ m, for values below 64; row 0 is each value's own bit. A bit
        // from the table is an OR with a load, where a shift by a register's count was three instructions
        // on x86-64 without BMI2 (octal:0.054: 15% of its instructions were marking a value).
        static constexpr auto kXorBits = [] {
            std::array<std::array<std::uint64_t, kValues>, kValues> bits{};
            for (std::size_t v = 0; v < kValues; ++v)
                for (std::size_t m = 0; m < kValues; ++m) bits[v][m] = std::uint64_t{1} << (v ^ m);
            return bits;
        }();
        void mark(Value x) { bits |= kXorBits[0][x]; }
        // Bit v set for the values v < 64 of odd parity under `mask` (bitParity(v & mask)).
        static std::uint64_t oddValues(std::uint32_t mask) {
            constexpr std::uint64_t kWithBit[6] = {0xAAAAAAAAAAAAAAAA, 0xCCCCCCCCCCCCCCCC, 0xF0F0F0F0F0F0F0F0,
                                                   0xFF00FF00FF00FF00, 0xFFFF0000FFFF0000, 0xFFFFFFFF00000000};
            std::uint64_t odd = 0;
            for (int b = 0; b < 6; ++b) odd ^= (mask >> b & 1) != 0 ? kWithBit[b] : 0;
            return odd;
        }
        bool has(Value v) const { return v < kValues && (bits >> v & 1) != 0; }
        Value firstFrom(Value v) const { return v < kValues ? v + static_cast<Value>(std::countr_one(bits >> v)) : v; }
    };
    // Marks the rare pairs of heaps n0 .. n0 + RareBatch::kHeaps - 1 that can be marked at once (batch_),
    // in BitMarks' words or in rows of stamps; false, with no batch, when the rows would pass the
    // memory budget (the heaps then mark their pairs one by one).
    template <class Marks>
    bool batchRarePairs(std::int64_t n0);
    // Computes heaps size() .. end-1: 0 done, 1 a value needs a wider type, 2 out of work, 3 out of
    // memory (memoryNeeded_ says how much the next heap needs).
    template <class T>
    int run(std::int64_t end);
    // run() spread over `threads` threads (sparse_parallel.cpp), the same values and stops.
    template <class T>
    int runParallel(std::int64_t end, int threads);
    // Its parts: what the threads share, a guess of one heap, where a helper leaves it, its two
    // halves, a helper's loop, and the storing thread's settling of a heap from a guess.
    struct Section;
    struct Guess {
        Value v0 = 0, v1 = 0;                    // the least two values not among open's options
        std::uint64_t opened = 0, searched = 0;  // the steps to v0, and from v0 to v1
        bool second = false;                     // v1 was searched for (and `searched` counted)
    };
    struct Slot;
    template <class T>
    void openGuess(Worker& w, std::int64_t n, std::int64_t depth, std::size_t rareCount, Guess& g);
    template <class T>
    void searchGuess(Worker& w, std::int64_t n, Guess& g);
    template <class T>
    void guessAhead(Section& s, Worker& w);
    template <class T>
    void guessOne(Section& s, Worker& w, std::int64_t claim);
    template <class T>
    Value settle(Section& s, Worker& w, std::int64_t n, std::uint64_t& steps);
    // run() or runParallel() for the current width; extendTo calls it for at most kHeapsPerSlice heaps
    // at a time when one thread computes.
    static int runSlice(SparseSplitTable& table, std::int64_t end, int threads);
    static constexpr std::int64_t kHeapsPerSlice = 1024;
    // How many threads an extension to `end` uses: 1 unless it is long and the game allows it.
    int threadsFor(std::int64_t end) const;

    // One heap in two halves. open: every option whose heaps are known when only those below
    // n - depth are (the pairs whose smaller part is above depth, the moves that leave one heap below
    // n - depth), and the mex over them; the rare list has `rareCount` entries. close, once every heap
    // below n is known: the other options (deferred), and the mex over all, from open's mex v. With
    // depth 0 close has nothing to add.
    // Batched: the heap's marks start from batch_'s (run() made the batch for this heap; depth 0).
    template <class T, class Marks = StampMarks, bool Batched = false>
    Value open(Worker& w, std::int64_t n, std::int64_t depth, std::size_t rareCount);
    template <class T>
    Value close(Worker& w, std::int64_t n, std::int64_t depth, Value v);
    // The least candidate from v on that is not an option value: the scans go on only as far as
    // needed; kNoValue once the heap's steps pass `most`. `marks`: the options marked so far.
    template <class T, class Marks>
    Value mexFrom(Worker& w, std::int64_t n, Value v, Marks marks, std::uint64_t most = ~std::uint64_t{0});
    // mexFrom's body, inlined into it and, natively, into open() for BitMarks (with StampMarks the
    // inlined loop kept fewer of its values in registers: octal:0.207 took 2% more instructions).
    template <class T, class Marks>
    Value mexOf(Worker& w, std::int64_t n, Value v, Marks marks, std::uint64_t most = ~std::uint64_t{0});
    static constexpr Value kNoValue = std::numeric_limits<Value>::max();
    // Whether one of the options close() would add is v (among those whose heaps are all below
    // `known`: a helper looks before heap n's turn), and how many there are (they count as steps,
    // whether looked at this way or marked by close()).
    template <class T>
    bool deferredHas(std::int64_t n, std::int64_t depth, Value v,
                     std::int64_t known = std::numeric_limits<std::int64_t>::max()) const;
    std::uint64_t deferredCount(std::int64_t n, std::int64_t depth) const;
    // Stores g(n) = v (0) or says why not (1 wider type, 3 memory): the values, the rare list, the marks' size.
    template <class T>
    int store(std::int64_t n, Value v);
    // Whether the mask is to be chosen again before heap `n` (every heap below it known).
    bool choiceDue(std::int64_t n) const {
        return !forced_ && (n >= nextChoice_ || rare_.size() > 2 * rareAtChoice_ + 64);
    }
    void prepare(Worker& w) const;  // sized for this game's moves and the current marks
    void chooseMask();              // sparse_mask.cpp
    void rebuildRare();
    bool isRare(std::int64_t heap, Value v) const { return SparseSplit{{mask_, twist_}, k0_}.isRare(heap, v); }
    // Makes room for heaps below end in the values and the reversed copy (filling the copy from the
    // values after a widening emptied it); false, with the error set, past the memory budget.
    bool makeRoom(std::int64_t end);
    template <class T>
    void fillReversed(std::int64_t newEnd);
    bool stopOnMemory(std::int64_t end, std::int64_t need);
    // The state that follows from the values alone (the largest value, the marks' size, the prefix
    // of a leave-any-smaller game, the rare list and the mask), after resume() set them.
    void restoreFromValues();

    SplitMoves moves_;
    std::string gameName_;
    bool forced_ = false;
    bool twistAllowed_ = false;
    std::int64_t k0_ = 0;  // parity base of the twist: the first splitting move's tokens removed
    std::uint64_t maxWork_;
    std::int64_t maxBytes_;
    int threads_ = 0;  // 0: tableThreads()
    std::int64_t parallelFrom_ = kParallelHeaps;
    bool guarded_ = true;       // threads only where they pay (kParallelStepsPerHeap, kMostMissed)
    std::int64_t planned_ = 0;  // 0: not known

    NarrowValues values_;  // size_ of them known: below, with what changes at every heap
    // The same values in reverse, g(x) at reversedEnd_ - 1 - x (the rest unused), for the scans of
    // common pairs, which read g(a), g(a+1), ... beside g(r-a), g(r-a-1), ...: both run forwards, and
    // a word of values from each side lines up without reversing its lanes. It costs one more value
    // per heap (1 byte for Grundy's game); grown as the values are, its values moved to the new end.
    NarrowValues reversed_;
    std::int64_t reversedEnd_ = 0;

    std::uint32_t mask_ = 0;
    bool twist_ = false;
    // Rare heaps >= 1, ascending, and their values, side by side (heaps are below kMaxHeaps): the
    // enumeration reads a heap and a value at the same index, four instructions a pair where
    // unpacking both from one word took six (a third of octal:0.207's time is this enumeration).
    struct RareList {
        std::vector<std::uint32_t> heap, value;
        std::size_t size() const { return heap.size(); }
        // A full list grows to grownCapacity(): the bytes that takes (grownBytes()) are checked against
        // the budget before a heap is stored (store()), as every growth of the table is.
        std::size_t grownCapacity() const { return std::max<std::size_t>(64, 2 * heap.capacity()); }
        std::int64_t grownBytes() const {
            return heap.size() < heap.capacity()
                       ? 0
                       : static_cast<std::int64_t>((grownCapacity() - heap.capacity()) * 2 * sizeof(std::uint32_t));
        }
        void push(std::int64_t x, Value v) {
            if (heap.size() == heap.capacity()) reserve(grownCapacity());
            heap.push_back(static_cast<std::uint32_t>(x));
            value.push_back(v);
        }
        void clear() {
            heap.clear();
            value.clear();
        }
        void reserve(std::size_t count) {
            heap.reserve(count);
            value.reserve(count);
        }
        void release() {
            std::vector<std::uint32_t>().swap(heap);
            std::vector<std::uint32_t>().swap(value);
        }
        std::int64_t bytes() const {
            return static_cast<std::int64_t>((heap.capacity() + value.capacity()) * sizeof(std::uint32_t));
        }
    };
    RareList rare_;
    // The rare heaps below `heap` among the first `count`: rare_[0 .. rareBelow(cursor, heap, count)).
    // `cursor` holds the answer for a nearby heap (0 after the list is rebuilt): the heaps asked about
    // (r - depth and r/2 per splitting move) mostly grow, and the list only grows past them, so the
    // answer moves a step or none per heap (a binary search for it was a tenth of octal:0.16's time
    // in wasm). A thread's heaps may also step back a little (a helper's after the threads start
    // again: sparse_parallel.cpp), so the cursor moves both ways.
    std::size_t rareBelow(std::size_t& cursor, std::int64_t heap, std::size_t count) const {
        cursor = std::min(cursor, count);
        while (cursor > 0 && rare_.heap[cursor - 1] >= heap) --cursor;
        while (cursor < count && rare_.heap[cursor] < heap) ++cursor;
        return cursor;
    }
    std::int64_t nextChoice_ = 64;
    std::uint64_t rareAtChoice_ = 0;

    Value maxValue_ = 0;
    // Every worker's marks hold this many values: twice any option value, and at least 4, so that a
    // guess's second value (sparse_parallel.cpp), at most two past the largest, fits while all are 0.
    std::size_t marks_ = 4;
    std::vector<Worker> workers_;
    // run()'s batch of rare pairs (natively). The table's, not each worker's: as a part of
    // Worker it added 1.4 KB to the first wasm, which never uses it.
    RareBatch batch_;
    std::vector<std::uint8_t> inPrefix_;  // leaveAnySmaller: v is g(m) for some m below the current heap
    Value prefixMex_ = 0;                 // every value below it is in the prefix

    // What the storing thread writes at every heap, on a line of its own: the helpers read the fields
    // above at every heap they guess (the values' and the rare list's addresses, the moves, the mask),
    // and with size_ beside the values' address each heap stored took that line from the helper's core
    // (sparse_parallel.cpp). Natively; in wasm kThreadLine is the usual alignment.
    alignas(kThreadLine) std::int64_t size_ = 0;
    std::uint64_t work_ = 0;
    std::uint64_t guessed_ = 0, missed_ = 0;  // heaps settled from a guess, and those whose first guess missed
    std::int64_t memoryNeeded_ = 0;
    std::optional<Error> error_;
    Stop stop_ = Stop::None;
};

}  // namespace grundy
