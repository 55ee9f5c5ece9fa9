#include "sparse_split.hpp"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>

#include "grundy/budget.hpp"
#include "grundy/limits.hpp"

namespace grundy {

namespace {

void sortUnique(std::vector<std::int64_t>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

// Whether a table on one thread whose values fit in a byte computes its heaps in batches of eight
// (RareBatch), marking values below 64 in a word (BitMarks): natively only. For BitMarks alone
// octal:0.106 to 2^22 ran in 0.35 s against 0.37 s (medians of 7, taken in turn), .104 and .054 about
// even; in wasm its second copy of a heap's code cost 1 KB of the first load, gzipped.
#if defined(__EMSCRIPTEN__)
constexpr bool kBatches = false;
#else
constexpr bool kBatches = true;
#endif

// Marks left[j] ^ right[j] for j < len, a 64-bit word of values at a time from each side, its
// lanes marked straight from the register. Both sides are read forwards: `right` is the reversed
// copy of the table, so no lanes need reversing (WebAssembly has no byte swap: reversing a word's
// lanes took a dozen shifts and masks, and made this loop 2.6x native instead of 1.8x).
template <class T, class Marks>
Marks markWords(const T* left, const T* right, std::size_t words, Marks marks) {
    constexpr std::size_t lanes = sizeof(std::uint64_t) / sizeof(T);
    constexpr int laneBits = 8 * sizeof(T);
    constexpr std::uint64_t laneMask = (std::uint64_t{1} << laneBits) - 1;
    for (std::size_t w = 0; w < words; ++w) {
        std::uint64_t l, r;
        std::memcpy(&l, left + w * lanes, sizeof l);
        std::memcpy(&r, right + w * lanes, sizeof r);
        const std::uint64_t x = l ^ r;
        for (std::size_t k = 0; k < lanes; ++k) marks.mark(static_cast<Value>(x >> (k * laneBits) & laneMask));
    }
    return marks;
}

// markWords for any len; a whole block (len == Block, most calls) with a trip count known at compile
// time, so the loop is unrolled and its counters need no registers (in wasm they were spilled).
template <std::size_t Block, class T, class Marks>
Marks markPairs(const T* left, const T* right, std::size_t len, Marks marks) {
    constexpr std::size_t lanes = sizeof(std::uint64_t) / sizeof(T);
    static_assert(Block % lanes == 0);
    if (len == Block) return markWords(left, right, Block / lanes, marks);
    const std::size_t words = len / lanes;
    marks = markWords(left, right, words, marks);
    // The pairs past the last whole word: as the word that ends with them when there is one (marking a
    // value twice changes nothing), else one at a time.
    if (words == 0)
        for (std::size_t j = 0; j < len; ++j) marks.mark(left[j] ^ right[j]);
    else if (len % lanes != 0)
        marks = markWords(left + (len - lanes), right + (len - lanes), 1, marks);
    return marks;
}

// Marks value[j] ^ g(r - heap[j]) for the rare heaps j < count (mirror[x] is g(r - x), read
// from the reversed copy: an addition of the heap, which wasm does in one instruction, a subtraction
// in two), four at a time so the loop's own bookkeeping does not cost as much as its work. The lists
// are walked by pointers, so each entry is read at a constant offset from them (indexing heap[j + 1]
// .. heap[j + 3] cost WebAssembly three address instructions each).
template <class T, class Marks>
Marks markRarePairs(const std::uint32_t* heap, const std::uint32_t* value, std::size_t count, const T* mirror,
                    Marks marks) {
    const auto quad = [&](std::ptrdiff_t j) {
        marks.mark(value[j] ^ mirror[heap[j]]);
        marks.mark(value[j + 1] ^ mirror[heap[j + 1]]);
        marks.mark(value[j + 2] ^ mirror[heap[j + 2]]);
        marks.mark(value[j + 3] ^ mirror[heap[j + 3]]);
    };
    if (count < 4) {
        for (std::size_t j = 0; j < count; ++j) marks.mark(value[j] ^ mirror[heap[j]]);
        return marks;
    }
    const std::size_t quads = count / 4;
    for (std::size_t q = 0; q < quads; ++q, heap += 4, value += 4) quad(0);
    // The last count % 4 pairs as the quad that ends with them: marking a value twice changes nothing.
    if (count % 4 != 0) quad(static_cast<std::ptrdiff_t>(count % 4) - 4);
    return marks;
}

}  // namespace

SparseSplitTable::SparseSplitTable(SplitMoves moves, std::string gameName, std::optional<SparseMask> forced,
                                   std::uint64_t maxWork, std::int64_t maxBytes, int threads)
    : moves_(std::move(moves)),
      gameName_(std::move(gameName)),
      maxWork_(maxWork),
      maxBytes_(bytesAllowed(Budget{.bytes = maxBytes}, memoryCeiling())),
      threads_(threads) {
    sortUnique(moves_.removeWhole);
    sortUnique(moves_.leaveOne);
    sortUnique(moves_.leaveTwo);
    std::tie(k0_, twistAllowed_) = sparseTwistBase(moves_.leaveTwo);
    if (forced) {
        forced_ = true;
        mask_ = forced->mask;
        twist_ = forced->twist;
    } else {
        mask_ = ~std::uint32_t{0};  // until the first choice: odd popcount is common (Kayles' values are)
    }
    if (moves_.leaveAnySmaller) inPrefix_.assign(1, 0);
    workers_.resize(1);
    prepare(workers_[0]);
}

void SparseSplitTable::prepare(Worker& w) const {
    const std::size_t splits = moves_.leaveTwo.size();
    if (w.scan.size() != splits) {
        w.scan.assign(splits, Scan{});
        w.bounds.assign(splits, RareBounds{});
        w.toScan[0].assign(splits, 0);
        w.toScan[1].assign(splits, 0);
    }
    if (w.seen.size() < marks_) w.seen.resize(marks_, 0);
}

void SparseSplitTable::Scan::start(std::int64_t from, std::int64_t pairs) {
    first = from;
    last = pairs;
    const std::int64_t count = pairs >= from ? (pairs - from) / kBlock + 1 : 0;
    if (count != blocks) {  // a new order
        blocks = count;
        kept.clear();
        afterKept = Order{};
        keptAll = false;
    }
    at = 0;
    a = from;  // block 0 first: both orders start there
    blockEnd = std::min(last, from + kBlock - 1);
}

void SparseSplitTable::appendTo(std::vector<Value>& out, std::int64_t from) const {
    withValues([&](const auto g) {
        if (from < size_) out.insert(out.end(), g.data() + from, g.data() + size_);
    });
}

void SparseSplitTable::endComputing() {
    reversed_.reset(width());
    reversedEnd_ = 0;
    rare_.release();
}

std::int64_t SparseSplitTable::computingBytes() const {
    return reversed_.bytes() + rare_.bytes();
}

void SparseSplitTable::repeatTo(std::int64_t end, std::int64_t period, std::int64_t from) {
    endComputing();
    if (end <= size_) return;
    values_.reserve(end);
    auto* bytes = values_.data<unsigned char>();
    const auto w = static_cast<std::size_t>(width());
    // g(k) = g(k - L) for k >= n when L is a multiple of the period and n - L >= from - period. L
    // grows with n, so the copies are few and long (in wasm each copy of 512 bytes or more is a call
    // out to JS), and never overlap (len <= L).
    for (std::int64_t n = size_; n < end;) {
        const std::int64_t L = period * ((n - from) / period + 1);
        const std::int64_t len = std::min(end - n, L);
        std::memcpy(bytes + static_cast<std::size_t>(n) * w, bytes + static_cast<std::size_t>(n - L) * w,
                    static_cast<std::size_t>(len) * w);
        n += len;
    }
    size_ = end;
}

std::int64_t SparseSplitTable::bytes() const {
    // Every worker's marks counted at the size they are to have (a worker grows its own when it next
    // computes), so the figure is the same whichever thread asks.
    const std::size_t marks = workers_.size() * marks_ * sizeof(std::uint32_t);
    const std::size_t batch = kBatches ? batch_.seen.capacity() * sizeof(std::uint32_t) : 0;
    return values_.bytes() + reversed_.bytes() + rare_.bytes() +
           static_cast<std::int64_t>(marks + batch + inPrefix_.capacity());
}

const std::string& SparseSplitTable::error() const {
    return error_ ? error_->text() : noError();
}

bool SparseSplitTable::extendTo(std::int64_t end, std::int64_t planned, std::int64_t heaps) {
    if (error_) return false;
    if (end > kMaxHeaps) {
        stop_ = Stop::Memory;
        error_ = fail(msg::sparse_heaps{.game = gameName_, .most = kMaxHeaps, .size = end});
        return false;
    }
    if (planned > 0) planned_ = std::max(planned_, planned);
    const std::int64_t stepEnd = size_ + std::min(std::max<std::int64_t>(heaps, 1), end - size_);
    while (size_ < stepEnd) {
        // One thread: a slice of heaps at a time, each through a call the optimizers cannot inline: a
        // WebAssembly engine runs a function first in code from a quick baseline compiler and swaps in
        // its optimized code only at a later call (V8 has no on-stack replacement for wasm), so one call
        // for the whole table would stay in the slow code throughout (Grundy's game to 2^20 as wasm
        // ran 3x slower than natively). Binaryen (wasm-opt) inlines every function that has only one
        // caller, whatever its size and attributes, so the call goes through a volatile pointer.
        // A slice costs about a millisecond; the calls cost nothing measurable. Several threads (never
        // in wasm): the whole extension at once, and at least kParallelHeaps of the table's heaps (an
        // extension a caller asks for in short steps, to show progress, would otherwise start the
        // threads for every step, or never: threadsFor looks at the whole table asked for).
        static int (*volatile slice)(SparseSplitTable&, std::int64_t, int) = &SparseSplitTable::runSlice;
        if (!makeRoom(end)) return false;
        const int threads = threadsFor(end);
        const std::int64_t sliceEnd = threads > 1 ? std::max(stepEnd, std::min(end, size_ + kParallelHeaps))
                                                  : std::min(stepEnd, size_ + kHeapsPerSlice);
        const int stop = slice(*this, sliceEnd, threads);
        if (stop == 0) continue;
        if (stop == 3) return stopOnMemory(end, memoryNeeded_);
        if (stop == 2) {
            stop_ = Stop::Work;
            error_ = fail(msg::sparse_stopped{
                .game = gameName_, .heap = size_, .last = end - 1, .budget = splitWorkText(maxWork_)});
            return false;
        }
        // A value did not fit: widen the values in place and go on from the same heap (the reversed
        // copy is emptied here and filled in the new width by makeRoom at the top of the loop).
        const std::int64_t need = bytes() - reversed_.bytes() + values_.bytes() + reversedEnd_ * 2 * width();
        if (need > maxBytes_) return stopOnMemory(end, need);
        const int wider = 2 * width();
        reversed_.reset(wider);
        reversedEnd_ = 0;
        if constexpr (kBatches) batch_ = RareBatch{};  // batches are for values of a byte: its rows go
        values_.widen(size_);
    }
    return true;
}

bool SparseSplitTable::stopOnMemory(std::int64_t end, std::int64_t need) {
    stop_ = Stop::Memory;
    error_ = fail(msg::sparse_memory{.game = gameName_,
                                     .heap = size_,
                                     .last = end - 1,
                                     .needMib = (need + (1 << 20) - 1) >> 20,
                                     .allowedMib = maxBytes_ >> 20});
    return false;
}

bool SparseSplitTable::makeRoom(std::int64_t end) {
    if (end <= values_.capacity() && end <= reversedEnd_) return true;
    // Doubling, but never past the planned size; only what `end` needs when doubling passes the budget.
    const std::int64_t cap = planned_ > 0 ? std::max(planned_, end) : std::numeric_limits<std::int64_t>::max() / 2;
    std::int64_t capacity = 0, newEnd = 0, need = 0;
    for (const bool doubling : {true, false}) {
        const auto grown = [&](std::int64_t have) { return doubling ? std::max(end, std::min(2 * have, cap)) : end; };
        capacity = end <= values_.capacity() ? values_.capacity() : grown(values_.capacity());
        newEnd = end <= reversedEnd_ ? reversedEnd_ : grown(reversedEnd_);
        need = bytes() - values_.bytes() - reversed_.bytes() + (capacity + newEnd) * width();
        if (need <= maxBytes_) break;
    }
    if (need > maxBytes_) return stopOnMemory(end, need);
    values_.reserve(capacity);
    if (newEnd == reversedEnd_) return true;
    if (width() == 1) fillReversed<std::uint8_t>(newEnd);
    if (width() == 2) fillReversed<std::uint16_t>(newEnd);
    if (width() == 4) fillReversed<std::uint32_t>(newEnd);
    return true;
}

template <class T>
void SparseSplitTable::fillReversed(std::int64_t newEnd) {
    // g(x) for x < size_ goes to newEnd - 1 - x: the values in reverse at the end of the new copy.
    NarrowValues grown;
    grown.reset(static_cast<int>(sizeof(T)));
    reversed_.reset(static_cast<int>(sizeof(T)));  // the old copy goes first: never two at once
    grown.reserve(newEnd);
    const T* g = values_.data<T>();
    std::reverse_copy(g, g + size_, grown.data<T>() + (newEnd - size_));
    reversed_ = std::move(grown);
    reversedEnd_ = newEnd;
}

int SparseSplitTable::runSlice(SparseSplitTable& table, std::int64_t end, [[maybe_unused]] int threads) {
#if GRUNDY_TABLE_THREADS
    if (threads > 1) {
        if (table.width() == 1) return table.runParallel<std::uint8_t>(end, threads);
        if (table.width() == 2) return table.runParallel<std::uint16_t>(end, threads);
        return table.runParallel<std::uint32_t>(end, threads);
    }
#endif
    if (table.width() == 1) return table.run<std::uint8_t>(end);
    if (table.width() == 2) return table.run<std::uint16_t>(end);
    return table.run<std::uint32_t>(end);
}

template <class T>
int SparseSplitTable::run(std::int64_t end) {
    Worker& w = workers_[0];
    prepare(w);
    for (std::int64_t n = size_; n < end; ++n) {
        if (choiceDue(n)) chooseMask();
        if (work_ > maxWork_) return 2;
        Value v = 0;
        if constexpr (kBatches && std::is_same_v<T, std::uint8_t>) {  // values in a byte: in batches
            const bool inWords = marks_ <= 2 * BitMarks::kValues;     // values below 64: the candidates in a word
            // (n only grows, and rebuildRare() ends a batch.)
            const bool batched = (n < batch_.end && batch_.inWords == inWords) ||
                                 (inWords ? batchRarePairs<BitMarks>(n) : batchRarePairs<StampMarks>(n));
            if (!batched)
                v = open<T>(w, n, 0, rare_.size());
            else if (inWords)
                v = open<T, BitMarks, true>(w, n, 0, rare_.size());
            else
                v = open<T, StampMarks, true>(w, n, 0, rare_.size());
        } else {
            v = open<T>(w, n, 0, rare_.size());
        }
        v = close<T>(w, n, 0, v);
        work_ += w.steps;
        if (const int stop = store<T>(n, v)) return stop;
        if (w.seen.size() < marks_) prepare(w);  // a new largest value doubled the marks
    }
    return 0;
}

template <class T, class Marks, bool Batched>
Value SparseSplitTable::open(Worker& w, std::int64_t n, std::int64_t depth, std::size_t rareCount) {
    if (w.depth != depth) {  // the cursors were walked for other heaps: from the start
        std::fill(w.bounds.begin(), w.bounds.end(), RareBounds{});
        w.depth = depth;
    }
    const RareBatch* batch = Batched ? &batch_ : nullptr;
    const std::int64_t slot = n - batch_.from;
    Marks marks = [&]() -> Marks {
        if constexpr (!Batched)
            return Marks::start(w);
        else if constexpr (std::is_same_v<Marks, BitMarks>)
            return {batch_.words[slot]};
        else
            return {batch_.seen.data() + static_cast<std::size_t>(slot) * RareBatch::kStride, batch_.stamp};
    }();
    const T* rv = reversed_.data<T>() + (reversedEnd_ - 1);  // rv[-x] = g(x)
    const auto& leaveTwo = moves_.leaveTwo;
    const bool unequal = moves_.unequalParts;
    w.steps = 1 + moves_.leaveOne.size();

    // Moves that leave at most one heap: their values directly (the heaps of close() later).
    for (const std::int64_t k : moves_.removeWhole)
        if (n == k) marks.mark(0);
    for (const std::int64_t k : moves_.leaveOne)
        if (k > depth && k < n) marks.mark(rv[-(n - k)]);
    // Splits with a rare part: every option value of the parity a common-rare pair gives. The pairs
    // (x, r - x) for rare x in depth+1 .. r-depth-1, but x = r/2 when the parts must differ: two
    // ranges of the list, each a tight loop of one load of the list and one of the table.
    std::size_t low = 0;  // the rare heaps above depth start here (heap 0 is never on the list)
    if (depth > 0)
        while (low < rareCount && rare_.heap[low] <= depth) ++low;
    w.scanCount[0] = w.scanCount[1] = 0;
    for (std::size_t i = 0; i < leaveTwo.size(); ++i) {
        const std::int64_t r = n - leaveTwo[i];
        w.scan[i].start(depth + 1, r < 2 ? 0 : unequal ? (r - 1) / 2 : r / 2);
        if (r < 2) continue;
        RareBounds& bounds = w.bounds[i];
        const std::size_t below = std::max(low, rareBelow(bounds.below, r - depth, rareCount));
        const std::uint32_t *heaps = rare_.heap.data(), *values = rare_.value.data();
        const T* mirror = rv - r;  // mirror[x] = g(r - x)
        const RareBatch::Split* b = batch && batch->splits[i].active ? &batch->splits[i] : nullptr;
        if (b && b->zoneFrom == b->zoneEnd && b->highFrom == below) {
            // Past a table's first heaps: the batch marked every rare heap but those below kHeaps.
            for (std::size_t j = low; j < b->lowEnd; ++j) marks.mark(values[j] ^ mirror[heaps[j]]);
            w.steps += below - low;
        } else {
            // The list from `from` to `to` holds r/2 if it is a rare heap: rare_[half] then, left out.
            const std::size_t from = b ? b->zoneFrom : low, to = b ? b->zoneEnd : below;
            const std::size_t half =
                std::clamp(unequal && r % 2 == 0 ? rareBelow(bounds.half, r / 2, rareCount) : to, from, to);
            const std::size_t resume = half < to && rare_.heap[half] == r / 2 ? half + 1 : half;
            if (b) {  // the batch marked rare_[lowEnd .. from) and rare_[to .. highFrom)
                marks = markRarePairs(heaps + low, values + low, b->lowEnd - low, mirror, marks);
                marks = markRarePairs(heaps + from, values + from, half - from, mirror, marks);
                marks = markRarePairs(heaps + resume, values + resume, to - resume, mirror, marks);
                marks = markRarePairs(heaps + b->highFrom, values + b->highFrom, below - b->highFrom, mirror, marks);
            } else if (resume == half) {  // one range: r/2 is not a rare heap left out
                marks = markRarePairs(heaps + low, values + low, below - low, mirror, marks);
            } else {
                marks = markRarePairs(heaps + low, values + low, half - low, mirror, marks);
                marks = markRarePairs(heaps + resume, values + resume, below - resume, mirror, marks);
            }
            w.steps += (half - low) + (below - resume);
        }
        // The split sizes whose pairs of two common parts give values of parity q: toScan[q].
        const unsigned enumerated = 1u ^ (twist_ ? static_cast<unsigned>(r & 1) : 0u);
        w.toScan[enumerated ^ 1u][w.scanCount[enumerated ^ 1u]++] = i;
    }
    const Value from = moves_.leaveAnySmaller ? prefixMex_ : 0;
    if constexpr (std::is_same_v<Marks, BitMarks>) return mexOf<T>(w, n, from, marks);  // inlined: see mexOf
    return mexFrom<T>(w, n, from, marks);
}

template <class T>
Value SparseSplitTable::close(Worker& w, std::int64_t n, std::int64_t depth, Value v) {
    if (depth == 0) return v;
    const std::uint32_t stamp = w.stamp;
    std::uint32_t* seen = w.seen.data();
    const T* g = values_.data<T>();
    for (const std::int64_t k : moves_.leaveOne)
        if (k <= depth && k < n) seen[g[n - k]] = stamp;
    for (const std::int64_t k : moves_.leaveTwo) {
        const std::int64_t r = n - k;
        const std::int64_t last = std::min(depth, r < 2 ? 0 : moves_.unequalParts ? (r - 1) / 2 : r / 2);
        for (std::int64_t a = 1; a <= last; ++a) seen[g[a] ^ g[r - a]] = stamp;
    }
    w.steps += deferredCount(n, depth);
    return seen[v] == stamp ? mexFrom<T>(w, n, v, StampMarks::of(w)) : v;
}

template <class T>
bool SparseSplitTable::deferredHas(std::int64_t n, std::int64_t depth, Value v, std::int64_t known) const {
    // A deferred option's heaps are n - k, or a <= depth and r - a (the larger part): known below `known`.
    const T* g = values_.data<T>();
    for (const std::int64_t k : moves_.leaveOne)
        if (k <= depth && k < n && n - k < known && g[n - k] == v) return true;
    for (const std::int64_t k : moves_.leaveTwo) {
        const std::int64_t r = n - k;
        const std::int64_t last = std::min(depth, r < 2 ? 0 : moves_.unequalParts ? (r - 1) / 2 : r / 2);
        for (std::int64_t a = std::max<std::int64_t>(1, r - known + 1); a <= last; ++a)
            if (static_cast<Value>(g[a] ^ g[r - a]) == v) return true;
    }
    return false;
}

std::uint64_t SparseSplitTable::deferredCount(std::int64_t n, std::int64_t depth) const {
    std::int64_t count = 0;
    for (const std::int64_t k : moves_.leaveOne) count += k <= depth && k < n ? 1 : 0;
    for (const std::int64_t k : moves_.leaveTwo) {
        const std::int64_t r = n - k;
        count += std::clamp<std::int64_t>(r < 2 ? 0 : moves_.unequalParts ? (r - 1) / 2 : r / 2, 0, depth);
    }
    return static_cast<std::uint64_t>(count);
}

template <class T, class Marks>
Value SparseSplitTable::mexFrom(Worker& w, std::int64_t n, Value v, Marks marks, std::uint64_t most) {
    return mexOf<T>(w, n, v, marks, most);
}

template <class T, class Marks>
GRUNDY_NATIVE_INLINE Value SparseSplitTable::mexOf(Worker& w, std::int64_t n, Value v, Marks marks,
                                                   std::uint64_t most) {
    // The candidates in increasing order, the common pairs scanned only as far as needed. The
    // candidates already marked (most of them) are passed over by a loop of their own: as one loop
    // with the rest, its counter and the stamp were kept on the stack in wasm.
    const std::uint32_t mask = mask_;
    const T* gv = values_.data<T>();
    const T* rv = reversed_.data<T>() + (reversedEnd_ - 1);  // rv[-x] = g(x)
    const bool anySmaller = moves_.leaveAnySmaller;
    // BitMarks: a candidate's parity and whether common pairs give it, as bits of two words made once a
    // heap. The parity worked out candidate by candidate (a fold and a flag: there is no popcnt in
    // x86-64's baseline) and the count it looks up were a chain every candidate waited on: octal:0.106
    // to 2^24 took 6% longer with them.
    std::uint64_t odd = 0, scannable = 0;
    if constexpr (std::is_same_v<Marks, BitMarks>) {
        odd = BitMarks::oddValues(mask);
        scannable = (w.scanCount[1] ? odd : 0) | (w.scanCount[0] ? ~odd : 0);
    }
    // The lists a block is looked up through, read once: each block's look-up through w's vectors
    // was a chain of loads the block's own loads waited on.
    Scan* const scans = w.scan.data();
    const std::size_t* const order[2] = {w.toScan[0].data(), w.toScan[1].data()};
    const std::int64_t* const removed = moves_.leaveTwo.data();
    for (;; ++v) {
        v = marks.firstFrom(v);
        if (anySmaller && v < inPrefix_.size() && inPrefix_[v]) continue;
        unsigned pv = 0;
        if (std::is_same_v<Marks, BitMarks> && v < BitMarks::kValues) {
            if ((scannable >> v & 1) == 0) return v;  // as below
            pv = odd >> v & 1;
        } else {
            pv = bitParity(v & mask);
            if (w.scanCount[pv] == 0) return v;  // every option value of v's parity is marked: v is absent
        }
        const std::size_t count = w.scanCount[pv];
        // A block from each split size in turn (v may turn up early in one of them and late in another):
        // the rest of its current block, every pair marked, then one look at v. Finishing a block that
        // met v early costs a few steps but marks values the next candidates would scan for.
        bool present = false, more = true;
        while (!present && more) {
            if (w.steps > most) return kNoValue;
            more = false;
            for (std::size_t j = 0; j < count && !present; ++j) {
                const std::size_t i = order[pv][j];
                Scan& scan = scans[i];
                if (!scan.ready()) continue;
                const std::int64_t a = scan.a, r = n - removed[i];
                const auto len = static_cast<std::size_t>(scan.blockEnd - a + 1);
                marks = markPairs<Scan::kBlock>(gv + a, rv - (r - a), len, marks);
                w.steps += len;
                scan.a = scan.blockEnd + 1;
                present = marks.has(v);
                more = true;
            }
        }
        if (!present) return v;
    }
}

template <class T>
int SparseSplitTable::store(std::int64_t n, Value v) {
    if (v > std::numeric_limits<T>::max()) return 1;
    // A new largest value may double the marks (8 bytes a value below twice the largest, for each
    // worker), and a rare heap may grow the full rare list: checked against the budget before the heap
    // is stored, so the table stops within it. Only a new largest value can grow the marks (they
    // already hold twice the old one's power of two).
    const bool anySmaller = moves_.leaveAnySmaller;
    const bool largest = v > maxValue_;
    const bool rare = n >= 1 && isRare(n, v);
    const std::size_t cap = largest ? std::bit_ceil(static_cast<std::size_t>(v) + 1) : 0;
    std::int64_t more = rare ? rare_.grownBytes() : 0;
    if (largest && marks_ < 2 * cap)
        more += static_cast<std::int64_t>(workers_.size() * (2 * cap - marks_) * sizeof(std::uint32_t) +
                                          (anySmaller && inPrefix_.size() < cap ? cap : 0));
    if (more > 0 && bytes() + more > maxBytes_) {
        memoryNeeded_ = bytes() + more;
        return 3;
    }
    values_.data<T>()[n] = static_cast<T>(v);
    reversed_.data<T>()[reversedEnd_ - 1 - n] = static_cast<T>(v);
    size_ = n + 1;
    if (largest) {
        maxValue_ = v;
        // Every option value, and so every candidate, stays below twice the next power of two.
        marks_ = std::max(marks_, 2 * cap);
        if (anySmaller && inPrefix_.size() < cap) inPrefix_.resize(cap, 0);
    }
    if (anySmaller) {
        inPrefix_[v] = 1;
        while (prefixMex_ < inPrefix_.size() && inPrefix_[prefixMex_]) ++prefixMex_;
    }
    if (rare) rare_.push(n, v);
    return 0;
}

// The halves of a heap and its storing for each width, for runParallel
// (sparse_parallel.cpp).
template Value SparseSplitTable::open<std::uint8_t>(Worker&, std::int64_t, std::int64_t, std::size_t);
template Value SparseSplitTable::open<std::uint16_t>(Worker&, std::int64_t, std::int64_t, std::size_t);
template Value SparseSplitTable::open<std::uint32_t>(Worker&, std::int64_t, std::int64_t, std::size_t);
template Value SparseSplitTable::close<std::uint8_t>(Worker&, std::int64_t, std::int64_t, Value);
template Value SparseSplitTable::close<std::uint16_t>(Worker&, std::int64_t, std::int64_t, Value);
template Value SparseSplitTable::close<std::uint32_t>(Worker&, std::int64_t, std::int64_t, Value);
template Value SparseSplitTable::mexFrom<std::uint8_t>(Worker&, std::int64_t, Value, StampMarks, std::uint64_t);
template Value SparseSplitTable::mexFrom<std::uint16_t>(Worker&, std::int64_t, Value, StampMarks, std::uint64_t);
template Value SparseSplitTable::mexFrom<std::uint32_t>(Worker&, std::int64_t, Value, StampMarks, std::uint64_t);
template bool SparseSplitTable::deferredHas<std::uint8_t>(std::int64_t, std::int64_t, Value, std::int64_t) const;
template bool SparseSplitTable::deferredHas<std::uint16_t>(std::int64_t, std::int64_t, Value, std::int64_t) const;
template bool SparseSplitTable::deferredHas<std::uint32_t>(std::int64_t, std::int64_t, Value, std::int64_t) const;
template int SparseSplitTable::store<std::uint8_t>(std::int64_t, Value);
template int SparseSplitTable::store<std::uint16_t>(std::int64_t, Value);
template int SparseSplitTable::store<std::uint32_t>(std::int64_t, Value);

}  // namespace grundy
