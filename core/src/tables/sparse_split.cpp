#include "sparse_split.hpp"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <numeric>
#include <tuple>
#include <utility>

#include "grundy/budget.hpp"
#include "grundy/limits.hpp"

namespace grundy {

namespace {

unsigned parity(std::uint32_t v) {
    return static_cast<unsigned>(std::popcount(v) & 1);
}

void sortUnique(std::vector<std::int64_t>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

// The twist's parity base k0 (the tokens the first splitting move removes) and whether the twist is
// offered: only when every splitting move removes a number of the same parity.
std::pair<std::int64_t, bool> twistBase(const std::vector<std::int64_t>& leaveTwo) {
    if (leaveTwo.empty()) return {0, false};
    const std::int64_t k0 = *std::min_element(leaveTwo.begin(), leaveTwo.end());
    return {k0, std::all_of(leaveTwo.begin(), leaveTwo.end(), [&](std::int64_t k) { return ((k ^ k0) & 1) == 0; })};
}

// Largest number of low value bits the mask search looks at: 2^16 histogram bins with the heap's
// parity, a transform of about a million additions.
constexpr int kMaskBits = 15;

// seen[left[j] ^ right[j]] = stamp for j < len, a 64-bit word of values at a time from each side, its
// lanes marked straight from the register. Both sides are read forwards: `right` is the reversed
// copy of the table, so no lanes need reversing (WebAssembly has no byte swap: reversing a word's
// lanes took a dozen shifts and masks, and made this loop 2.6x native instead of 1.8x).
template <class T>
void markWords(const T* left, const T* right, std::size_t words, std::uint32_t* seen, std::uint32_t stamp) {
    constexpr std::size_t lanes = sizeof(std::uint64_t) / sizeof(T);
    constexpr int laneBits = 8 * sizeof(T);
    constexpr std::uint64_t laneMask = (std::uint64_t{1} << laneBits) - 1;
    for (std::size_t w = 0; w < words; ++w) {
        std::uint64_t l, r;
        std::memcpy(&l, left + w * lanes, sizeof l);
        std::memcpy(&r, right + w * lanes, sizeof r);
        const std::uint64_t x = l ^ r;
        for (std::size_t k = 0; k < lanes; ++k) seen[x >> (k * laneBits) & laneMask] = stamp;
    }
}

// markWords for any len; a whole block (len == Block, most calls) with a trip count known at compile
// time, so the loop is unrolled and its counters need no registers (in wasm they were spilled).
template <std::size_t Block, class T>
void markPairs(const T* left, const T* right, std::size_t len, std::uint32_t* seen, std::uint32_t stamp) {
    constexpr std::size_t lanes = sizeof(std::uint64_t) / sizeof(T);
    static_assert(Block % lanes == 0);
    if (len == Block) return markWords(left, right, Block / lanes, seen, stamp);
    const std::size_t words = len / lanes;
    markWords(left, right, words, seen, stamp);
    for (std::size_t j = words * lanes; j < len; ++j) seen[left[j] ^ right[j]] = stamp;
}

// seen[value ^ g(r - heap)] = stamp for the packed rare heaps [from, to) (mirror[x] is g(r - x), read from
// the reversed copy: an addition of the heap, which wasm does in one instruction, a subtraction in two),
// four at a time so the loop's own bookkeeping does not cost as much as its work. The list is walked
// by a pointer, so each word is read at a constant offset from it (indexing list[j + 1] .. list[j + 3]
// cost WebAssembly three address instructions per word).
template <class T>
void markRarePairs(const std::uint64_t* from, const std::uint64_t* to, const T* mirror, std::uint32_t* seen,
                   std::uint32_t stamp) {
    const auto mark = [&](std::uint64_t x) { seen[static_cast<Value>(x) ^ mirror[x >> 32]] = stamp; };
    const std::uint64_t* p = from;
    for (; to - p >= 4; p += 4) {
        mark(p[0]);
        mark(p[1]);
        mark(p[2]);
        mark(p[3]);
    }
    for (; p != to; ++p) mark(*p);
}

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

SparseSplitTable::SparseSplitTable(SplitMoves moves, std::string gameName, std::optional<SparseMask> forced,
                                   std::uint64_t maxWork, std::int64_t maxBytes)
    : moves_(std::move(moves)),
      gameName_(std::move(gameName)),
      maxWork_(maxWork),
      maxBytes_(bytesAllowed(Budget{.bytes = maxBytes}, memoryCeiling())) {
    sortUnique(moves_.removeWhole);
    sortUnique(moves_.leaveOne);
    sortUnique(moves_.leaveTwo);
    std::tie(k0_, twistAllowed_) = twistBase(moves_.leaveTwo);
    if (forced) {
        forced_ = true;
        mask_ = forced->mask;
        twist_ = forced->twist;
    } else {
        mask_ = ~std::uint32_t{0};  // until the first choice: odd popcount is common (Kayles' values are)
    }
    seen_.assign(2, 0);
    if (moves_.leaveAnySmaller) inPrefix_.assign(1, 0);
    scan_.assign(moves_.leaveTwo.size(), Scan{});
    rareBounds_.assign(moves_.leaveTwo.size(), RareBounds{});
    toScan_[0].assign(moves_.leaveTwo.size(), 0);
    toScan_[1].assign(moves_.leaveTwo.size(), 0);
}

std::int64_t SparseSplitTable::Scan::strideFor(std::int64_t blocks) {
    // Consecutive blocks about 0.618 of the range apart; any stride coprime to blocks visits each once.
    std::int64_t stride = std::max<std::int64_t>(1, blocks * 618 / 1000);
    while (blocks > 1 && std::gcd(stride, blocks) != 1) ++stride;
    return stride;
}

void SparseSplitTable::Scan::start(std::int64_t pairs) {
    last = pairs;
    // The stride depends on the number of blocks only, which changes every 2 * kBlock heaps: kept
    // until then (working it out for every heap, a gcd loop, took about a tenth of octal:0.16's time).
    const std::int64_t count = (pairs + kBlock - 1) / kBlock;
    if (count != blocks) {
        blocks = count;
        stride = 0;
    }
    visited = 0;
    block = 0;
    a = 1;
    blockEnd = std::min(last, kBlock);
}

bool SparseSplitTable::isRare(std::int64_t heap, Value v) const {
    return SparseSplit{{mask_, twist_}, k0_}.isRare(heap, v);
}

void SparseSplitTable::appendTo(std::vector<Value>& out, std::int64_t from) const {
    withValues([&](const auto g) {
        if (from < size_) out.insert(out.end(), g.data() + from, g.data() + size_);
    });
}

void SparseSplitTable::endComputing() {
    reversed_.reset(width());
    reversedEnd_ = 0;
    std::vector<std::uint64_t>().swap(rare_);
}

std::int64_t SparseSplitTable::computingBytes() const {
    return reversed_.bytes() + static_cast<std::int64_t>(rare_.capacity() * sizeof(std::uint64_t));
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
    return values_.bytes() + reversed_.bytes() + static_cast<std::int64_t>(rare_.capacity() * sizeof(std::uint64_t)) +
           static_cast<std::int64_t>(seen_.capacity() * sizeof(std::uint32_t) + inPrefix_.capacity());
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
        // A slice of heaps at a time, each through a call the optimizers cannot inline: a WebAssembly
        // engine runs a function first in code from a quick baseline compiler and swaps in its
        // optimized code only at a later call (V8 has no on-stack replacement for wasm), so one call
        // for the whole table would stay in the slow code throughout (Grundy's game to 2^20 as wasm
        // ran 3x slower than natively). Binaryen (wasm-opt) inlines every function that has only one
        // caller, whatever its size and attributes, so the call goes through a volatile pointer.
        // A slice costs about a millisecond; the calls cost nothing measurable.
        static int (*volatile slice)(SparseSplitTable&, std::int64_t) = &SparseSplitTable::runSlice;
        if (!makeRoom(end)) return false;
        const int stop = slice(*this, std::min(stepEnd, size_ + kHeapsPerSlice));
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

int SparseSplitTable::runSlice(SparseSplitTable& table, std::int64_t end) {
    if (table.width() == 1) return table.run<std::uint8_t>(end);
    if (table.width() == 2) return table.run<std::uint16_t>(end);
    return table.run<std::uint32_t>(end);
}

template <class T>
int SparseSplitTable::run(std::int64_t end) {
    T* const g = values_.data<T>();
    T* const reversed = reversed_.data<T>();
    const auto& removeWhole = moves_.removeWhole;
    const auto& leaveOne = moves_.leaveOne;
    const auto& leaveTwo = moves_.leaveTwo;
    const bool unequal = moves_.unequalParts;
    const bool anySmaller = moves_.leaveAnySmaller;
    const std::size_t splits = leaveTwo.size();
    const Value widest = std::numeric_limits<T>::max();

    for (std::int64_t n = size_; n < end; ++n) {
        if (!forced_ && (n >= nextChoice_ || rare_.size() > 2 * rareAtChoice_ + 64)) chooseMask(g);
        if (work_ > maxWork_) return 2;
        if (++stamp_ == 0) {  // the stamp wrapped: clear for real once every 2^32 heaps
            std::fill(seen_.begin(), seen_.end(), 0);
            stamp_ = 1;
        }
        const std::uint32_t stamp = stamp_;
        std::uint32_t* seen = seen_.data();
        const T* gv = g;
        const T* rv = reversed + (reversedEnd_ - 1);  // rv[-x] = g(x)
        std::uint64_t steps = 1 + leaveOne.size();

        // Moves that leave at most one heap: their values directly.
        for (const std::int64_t k : removeWhole)
            if (n == k) seen[0] = stamp;
        for (const std::int64_t k : leaveOne) {
            if (k >= n) break;
            seen[gv[n - k]] = stamp;
        }
        // Splits with a rare part: every option value of the parity a common-rare pair gives.
        for (std::size_t i = 0; i < splits; ++i) {
            const std::int64_t r = n - leaveTwo[i];
            scan_[i].start(r < 2 ? 0 : unequal ? (r - 1) / 2 : r / 2);
            if (r < 2) continue;
            // The pairs (x, r - x) for rare x in 1 .. r-1, but x = r/2 when the parts must differ: two
            // ranges of the list, each a tight loop of one load of the list and one of the table.
            RareBounds& bounds = rareBounds_[i];
            const std::size_t below = rareBelow(bounds.below, r);
            const std::size_t half = unequal && r % 2 == 0 ? rareBelow(bounds.half, r / 2) : below;
            const std::size_t resume = half < below && rareHeap(rare_[half]) == r / 2 ? half + 1 : half;
            const std::uint64_t* list = rare_.data();
            const T* mirror = rv - r;  // mirror[x] = g(r - x)
            markRarePairs(list, list + half, mirror, seen, stamp);
            markRarePairs(list + resume, list + below, mirror, seen, stamp);
            steps += half + (below - resume);
        }

        // The split sizes whose pairs of two common parts give values of parity q: toScan[q].
        std::size_t* toScan[2] = {toScan_[0].data(), toScan_[1].data()};
        std::size_t scanCount[2] = {0, 0};
        for (std::size_t i = 0; i < splits; ++i) {
            const std::int64_t r = n - leaveTwo[i];
            if (r < 2) continue;
            const unsigned enumerated = 1u ^ (twist_ ? static_cast<unsigned>(r & 1) : 0u);
            const unsigned scanned = enumerated ^ 1u;
            toScan[scanned][scanCount[scanned]++] = i;
        }

        // The mex: candidates in increasing order, common pairs scanned only as far as needed.
        // The candidates already marked (most of them) are passed over by a loop of their own: as one
        // loop with the rest, its counter and the stamp were kept on the stack in wasm.
        const std::uint32_t mask = mask_;
        Value v = anySmaller ? prefixMex_ : 0;
        for (;; ++v) {
            while (seen[v] == stamp) ++v;  // within seen_: option values stay below half its size
            if (anySmaller && v < inPrefix_.size() && inPrefix_[v]) continue;
            const unsigned pv = parity(v & mask);
            const std::size_t count = scanCount[pv];
            if (count == 0) break;  // every option value of v's parity is marked: v is absent
            bool present = false;
            if (count == 1) {
                Scan& scan = scan_[toScan[pv][0]];
                const std::int64_t r = n - leaveTwo[toScan[pv][0]];
                while (!present && scan.ready()) {
                    // The rest of the current block, every pair marked, then one look at v. Finishing a block that met
                    // v early costs a few steps but marks values the next candidates would scan for.
                    const std::int64_t a = scan.a;
                    const auto len = static_cast<std::size_t>(scan.blockEnd - a + 1);
                    markPairs<Scan::kBlock>(gv + a, rv - (r - a), len, seen, stamp);
                    steps += len;
                    scan.a = scan.blockEnd + 1;
                    present = seen[v] == stamp;
                }
            } else {
                // Several split sizes: a pair from each in turn (v may turn up early in one of them
                // and late in another).
                bool more = true;
                while (!present && more) {
                    more = false;
                    for (std::size_t j = 0; j < count && !present; ++j) {
                        const std::size_t i = toScan[pv][j];
                        const std::int64_t a = scan_[i].next();
                        if (a == 0) continue;
                        const Value x = static_cast<Value>(gv[a] ^ gv[n - leaveTwo[i] - a]);
                        seen[x] = stamp;
                        ++steps;
                        more = true;
                        present = x == v;
                    }
                }
            }
            if (!present) break;
        }
        work_ += steps;
        if (v > widest) return 1;
        // A new largest value may double the marks (8 bytes a value below twice the largest): checked
        // against the budget before the heap is stored, so the table stops within it.
        const std::size_t cap = std::bit_ceil(static_cast<std::size_t>(std::max(v, maxValue_)) + 1);
        if (seen_.size() < 2 * cap) {
            const auto more = static_cast<std::int64_t>((2 * cap - seen_.size()) * sizeof(std::uint32_t) +
                                                        (anySmaller && inPrefix_.size() < cap ? cap : 0));
            if (bytes() + more > maxBytes_) {
                memoryNeeded_ = bytes() + more;
                return 3;
            }
        }

        g[n] = static_cast<T>(v);
        reversed[reversedEnd_ - 1 - n] = static_cast<T>(v);
        size_ = n + 1;
        if (v > maxValue_) {
            maxValue_ = v;
            // Every option value, and so every candidate, stays below twice the next power of two.
            if (seen_.size() < 2 * cap) seen_.resize(2 * cap, 0);
            if (anySmaller && inPrefix_.size() < cap) inPrefix_.resize(cap, 0);
        }
        if (anySmaller) {
            inPrefix_[v] = 1;
            while (prefixMex_ < inPrefix_.size() && inPrefix_[prefixMex_]) ++prefixMex_;
        }
        if (n >= 1 && isRare(n, v)) rare_.push_back(packRare(n, v));
    }
    return 0;
}

template <class T>
void SparseSplitTable::chooseMask(const T* g) {
    nextChoice_ = std::max<std::int64_t>(64, 2 * size_);
    const auto [best, bestRare] = fewestRare(g, size_, maxValue_, k0_, twistAllowed_);
    if (bestRare < static_cast<std::int64_t>(rare_.size())) {
        mask_ = best.mask;
        twist_ = best.twist;
        rebuildRare(g);
    }
    rareAtChoice_ = rare_.size();
}

template <class T>
void SparseSplitTable::rebuildRare(const T* g) {
    rare_.clear();
    std::fill(rareBounds_.begin(), rareBounds_.end(), RareBounds{});
    for (std::int64_t x = 1; x < size_; ++x) {
        const Value v = g[static_cast<std::size_t>(x)];
        if (isRare(x, v)) rare_.push_back(packRare(x, v));
    }
}

// ---- saved tables ----------------------------------------------------------------------------------

namespace {

// The file: kFileMagic, then little-endian u32 version, u32 width (1, 2 or 4), u64 count, u64
// checksum (FNV-1a over the values' bytes), u32 spec length and the spec's bytes, then the count
// values of width bytes each, little-endian, as the table stores them.
constexpr char kFileMagic[8] = {'G', 'R', 'U', 'N', 'D', 'Y', 'T', 'B'};
constexpr std::uint32_t kFileVersion = 1;

std::uint64_t fnv1a(const unsigned char* bytes, std::size_t count, std::uint64_t hash = 14695981039346656037ull) {
    for (std::size_t i = 0; i < count; ++i) hash = (hash ^ bytes[i]) * 1099511628211ull;
    return hash;
}

template <class T>
void putLittle(std::string& out, T v) {
    for (std::size_t i = 0; i < sizeof(T); ++i)
        out += static_cast<char>(static_cast<std::uint64_t>(v) >> (8 * i) & 0xff);
}

template <class T>
bool getLittle(std::FILE* f, T& v) {
    unsigned char b[sizeof(T)];
    if (std::fread(b, 1, sizeof b, f) != sizeof b) return false;
    std::uint64_t x = 0;
    for (std::size_t i = 0; i < sizeof(T); ++i) x |= static_cast<std::uint64_t>(b[i]) << (8 * i);
    v = static_cast<T>(x);
    return true;
}

struct FileCloser {
    void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

}  // namespace

Result<void> SparseSplitTable::save(const std::string& path) const {
    // The values are written as stored (this machine's byte order is checked: the format is little-endian).
    static_assert(std::endian::native == std::endian::little, "saved tables are written in place, little-endian");
    const auto bytes = static_cast<std::size_t>(size_) * static_cast<std::size_t>(width());
    const auto* values = values_.data<unsigned char>();
    std::string header(kFileMagic, sizeof kFileMagic);
    putLittle<std::uint32_t>(header, kFileVersion);
    putLittle<std::uint32_t>(header, static_cast<std::uint32_t>(width()));
    putLittle<std::uint64_t>(header, static_cast<std::uint64_t>(size_));
    putLittle<std::uint64_t>(header, bytes ? fnv1a(values, bytes) : fnv1a(nullptr, 0));
    putLittle<std::uint32_t>(header, static_cast<std::uint32_t>(gameName_.size()));
    header += gameName_;
    // Written beside the file and renamed over it at the end, so an interrupted save keeps the old one.
    const std::string partial = path + ".partial";
    File f(std::fopen(partial.c_str(), "wb"));
    if (!f) return fail(msg::table_file_write{.path = path});
    bool written = std::fwrite(header.data(), 1, header.size(), f.get()) == header.size() &&
                   (bytes == 0 || std::fwrite(values, 1, bytes, f.get()) == bytes);
    written = std::fclose(f.release()) == 0 && written;
    if (!written || std::rename(partial.c_str(), path.c_str()) != 0) {
        std::remove(partial.c_str());
        return fail(msg::table_file_write{.path = path});
    }
    return {};
}

Result<void> SparseSplitTable::resume(const std::string& path) {
    File f(std::fopen(path.c_str(), "rb"));
    if (!f) return fail(msg::table_file_read{.path = path});
    char magic[sizeof kFileMagic];
    std::uint32_t version = 0, width = 0, specLength = 0;
    std::uint64_t count = 0, checksum = 0;
    if (std::fread(magic, 1, sizeof magic, f.get()) != sizeof magic ||
        std::memcmp(magic, kFileMagic, sizeof magic) != 0)
        return fail(msg::table_file_not_table{.path = path});
    if (!getLittle(f.get(), version) || version != kFileVersion)
        return fail(msg::table_file_version{.path = path, .version = version, .known = kFileVersion});
    if (!getLittle(f.get(), width) || !getLittle(f.get(), count) || !getLittle(f.get(), checksum) ||
        !getLittle(f.get(), specLength) || (width != 1 && width != 2 && width != 4) ||
        specLength > limits::kMaxSpecLength)
        return fail(msg::table_file_damaged{.path = path});
    std::string spec(specLength, '\0');
    if (std::fread(spec.data(), 1, specLength, f.get()) != specLength)
        return fail(msg::table_file_damaged{.path = path});
    if (spec != gameName_) return fail(msg::table_file_other_game{.path = path, .game = spec, .wanted = gameName_});
    // The length is checked against the file's own size before anything is allocated.
    const long start = std::ftell(f.get());
    if (start < 0 || std::fseek(f.get(), 0, SEEK_END) != 0) return fail(msg::table_file_damaged{.path = path});
    const long end = std::ftell(f.get());
    if (end < start || count > static_cast<std::uint64_t>(end - start) / width ||
        static_cast<std::uint64_t>(end - start) != count * width || std::fseek(f.get(), start, SEEK_SET) != 0)
        return fail(msg::table_file_length{.path = path});
    const auto n = static_cast<std::int64_t>(count);
    if (bytesFor(n, static_cast<int>(width)) > maxBytes_)
        return fail(msg::sparse_memory{.game = gameName_,
                                       .heap = 0,
                                       .last = n - 1,
                                       .needMib = (bytesFor(n, static_cast<int>(width)) + (1 << 20) - 1) >> 20,
                                       .allowedMib = maxBytes_ >> 20});
    NarrowValues loaded;
    loaded.reset(static_cast<int>(width));
    loaded.reserve(std::max<std::int64_t>(n, 1));
    auto* bytes = loaded.data<unsigned char>();
    if (std::fread(bytes, 1, count * width, f.get()) != count * width)
        return fail(msg::table_file_length{.path = path});
    if (fnv1a(bytes, count * width) != checksum) return fail(msg::table_file_checksum{.path = path});
    values_ = std::move(loaded);
    reversed_.reset(static_cast<int>(width));
    reversedEnd_ = 0;
    size_ = n;
    if (width == 1) restoreFromValues<std::uint8_t>();
    if (width == 2) restoreFromValues<std::uint16_t>();
    if (width == 4) restoreFromValues<std::uint32_t>();
    return {};
}

template <class T>
void SparseSplitTable::restoreFromValues() {
    const T* g = values_.data<T>();
    maxValue_ = 0;
    for (std::int64_t x = 0; x < size_; ++x) maxValue_ = std::max<Value>(maxValue_, g[x]);
    const std::size_t cap = std::bit_ceil(static_cast<std::size_t>(maxValue_) + 1);
    seen_.assign(std::max<std::size_t>(2 * cap, 2), 0);
    stamp_ = 0;
    if (moves_.leaveAnySmaller) {
        inPrefix_.assign(cap, 0);
        for (std::int64_t x = 0; x < size_; ++x) inPrefix_[g[x]] = 1;
        prefixMex_ = 0;
        while (prefixMex_ < inPrefix_.size() && inPrefix_[prefixMex_]) ++prefixMex_;
    }
    // The rare list for the mask in use, then a mask chosen from the values (what the table would
    // have chosen by now, or a better one: the values are exact for every mask).
    rebuildRare(g);
    if (!forced_) chooseMask(g);
}

// ---- the public entry points (grundy/tables/sparse.hpp) -------------------------------------------------

namespace {

Result<std::int64_t> checkTableSize(const GamePtr& game, std::int64_t size) {
    if (!game) return fail(msg::game_none{});
    if (!game->isHeapGame()) return fail(msg::sparse_not_heap_game{.spec = game->spec()});
    if (size < 1 || size > limits::kMaxTableSize)
        return fail(msg::sparse_size{.most = limits::kMaxTableSize, .size = size});
    return size;
}

}  // namespace

Result<SparseRun> heapValuesSparse(const GamePtr& game, std::int64_t size, std::optional<SparseMask> forced,
                                   std::uint64_t maxWork) {
    if (auto checked = checkTableSize(game, size); !checked) return checked.why();
    const SplitMoves* moves = game->splitMoves();
    if (!moves) return fail(msg::sparse_not_split{.spec = game->spec()});
    SparseSplitTable table(*moves, game->spec(), forced, maxWork);
    if (!table.extendTo(size, size)) return table.why();
    SparseRun run;
    run.values.reserve(static_cast<std::size_t>(size));
    table.appendTo(run.values, 0);
    run.work = table.work();
    run.mask = table.mask();
    run.rareHeaps = table.rareHeaps();
    run.bytes = table.bytes();
    return run;
}

std::int64_t sparseValuesBytes(std::int64_t size) {
    return SparseSplitTable::bytesFor(size, 1) + size * static_cast<std::int64_t>(sizeof(Value));
}

Result<std::int64_t> sparseValuesRoom(std::int64_t size, const Budget& budget) {
    const std::int64_t allowed = bytesAllowed(budget, memoryCeiling());
    if (auto fits = tableFits(size, sparseValuesBytes(1), allowed); !fits) return fits.why();
    return allowed - size * static_cast<std::int64_t>(sizeof(Value));
}

Result<SparseRun> heapValuesSparse(const GamePtr& game, std::int64_t size, const Budget& budget,
                                   const TableFiles& files) {
    if (!game) return fail(msg::game_none{});
    if (!game->isHeapGame()) return fail(msg::sparse_not_heap_game{.spec = game->spec()});
    const SplitMoves* moves = game->splitMoves();
    if (!moves) return fail(msg::sparse_not_split{.spec = game->spec()});
    if (size < 1) return fail(msg::table_no_positions{.size = size});
    const auto room = sparseValuesRoom(size, budget);
    if (!room) return room.why();
    SparseSplitTable table(*moves, game->spec(), std::nullopt,
                           budget.work > 0 ? static_cast<std::uint64_t>(budget.work) : splitWorkFor(size), *room);
    if (!files.resume.empty())
        if (auto resumed = table.resume(files.resume); !resumed) return resumed.why();
    const bool complete = table.extendTo(size, size);
    if (!files.save.empty())
        if (auto saved = table.save(files.save); !saved) return saved.why();
    if (!complete) return table.why();
    SparseRun run;
    // g(0) .. g(size-1) only: a resumed table may hold more, and handing all of it out would hold
    // 4 bytes for each of its values, not the `size` the estimate counted.
    table.withValues([&](const auto g) { run.values.assign(g.begin(), g.begin() + size); });
    run.work = table.work();
    run.mask = table.mask();
    run.rareHeaps = table.rareHeaps();
    run.bytes = table.bytes();
    return run;
}

SparseSplit chooseSparseSplit(const SplitMoves& moves, const std::vector<Value>& g, std::int64_t size) {
    const auto [k0, twistAllowed] = twistBase(moves.leaveTwo);
    const Value maxValue = size > 0 ? *std::max_element(g.begin(), g.begin() + size) : 0;
    return SparseSplit{fewestRare(g.data(), size, maxValue, k0, twistAllowed).first, k0};
}

Result<std::vector<Value>> heapValuesDirect(const GamePtr& game, std::int64_t size, std::uint64_t maxWork) {
    if (auto checked = checkTableSize(game, size); !checked) return checked.why();
    std::vector<Value> g;
    g.reserve(static_cast<std::size_t>(size));
    std::vector<std::uint32_t> seen(2, 0);
    std::uint64_t work = 0;
    for (std::int64_t n = 0; n < size; ++n) {
        const auto stamp = static_cast<std::uint32_t>(n + 1);  // size <= 2^26: never wraps
        const auto listed = game->forEachOption(Position{n, 0}, [&](const Option& o) {
            Value v = 0;
            for (int i = 0; i < o.partCount; ++i) v ^= g[static_cast<std::size_t>(o.parts[i].x)];
            if (v >= seen.size()) seen.resize(std::max<std::size_t>(v + 1, seen.size() * 2), 0);
            seen[v] = stamp;
            ++work;
        });
        if (!listed) return listed.why();
        Value v = 0;
        while (v < seen.size() && seen[v] == stamp) ++v;
        g.push_back(v);
        if (++work > maxWork) return fail(msg::sparse_direct_stopped{.spec = game->spec(), .heap = n, .most = maxWork});
    }
    return g;
}

}  // namespace grundy
