// The rare pairs of a table on one thread in batches of eight heaps (SparseSplitTable::RareBatch,
// sparse_split.hpp): one pass over the rare list marks the pairs of all eight, in BitMarks' words for
// values below 64 and in rows of stamps for the other values of a byte. Natively only (run()).
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <type_traits>

#include "sparse_split.hpp"

namespace grundy {

namespace {

// For the kernels below: GCC's SLP vectorizer pairs their eight lanes in SSE registers (a movq, a movhps
// and a por for two, and each lane's address worked out apiece), 20 instructions a rare heap where the
// scalar loop takes 16: octal:0.205 took 3.4% more instructions to 2^18, .054 1.5%. Clang has no such
// attribute.
#if defined(__GNUC__) && !defined(__clang__)
#define GRUNDY_SCALAR_LOOP __attribute__((optimize("no-tree-slp-vectorize")))
#else
#define GRUNDY_SCALAR_LOOP
#endif

// Marks value[j] ^ g(r0 - heap[j] + h) in words[h] for the heaps h < 8 of a batch and the rare heaps
// j < count (top = g + r0; every value below 64): the bit of v ^ m is row v of `xorBits` at column m,
// a load and an OR a pair, with the eight words kept in registers through the list.
template <class Word>
GRUNDY_SCALAR_LOOP void markRareBatch(const std::uint32_t* heap, const std::uint32_t* value, std::size_t count,
                                      const std::uint8_t* top, const std::array<Word, 64>* xorBits, Word* words) {
    Word w0 = words[0], w1 = words[1], w2 = words[2], w3 = words[3];
    Word w4 = words[4], w5 = words[5], w6 = words[6], w7 = words[7];
    for (std::size_t j = 0; j < count; ++j) {
        const std::uint8_t* m = top - static_cast<std::ptrdiff_t>(heap[j]);
        const Word* row = xorBits[value[j]].data();
        w0 |= row[m[0]];
        w1 |= row[m[1]];
        w2 |= row[m[2]];
        w3 |= row[m[3]];
        w4 |= row[m[4]];
        w5 |= row[m[5]];
        w6 |= row[m[6]];
        w7 |= row[m[7]];
    }
    words[0] = w0, words[1] = w1, words[2] = w2, words[3] = w3;
    words[4] = w4, words[5] = w5, words[6] = w6, words[7] = w7;
}

// The same in rows of stamps: seen[h * Stride + v] = stamp for v = value[j] ^ g(r0 - heap[j] + h), a
// load, an XOR and a store a pair (the rows' offsets are constants of the instructions).
template <std::size_t Stride>
GRUNDY_SCALAR_LOOP void stampRareBatch(const std::uint32_t* heap, const std::uint32_t* value, std::size_t count,
                                       const std::uint8_t* top, std::uint32_t* seen, std::uint32_t stamp) {
    for (std::size_t j = 0; j < count; ++j) {
        const std::uint8_t* m = top - static_cast<std::ptrdiff_t>(heap[j]);
        const std::uint32_t v = value[j];
        seen[0 * Stride + (m[0] ^ v)] = stamp;
        seen[1 * Stride + (m[1] ^ v)] = stamp;
        seen[2 * Stride + (m[2] ^ v)] = stamp;
        seen[3 * Stride + (m[3] ^ v)] = stamp;
        seen[4 * Stride + (m[4] ^ v)] = stamp;
        seen[5 * Stride + (m[5] ^ v)] = stamp;
        seen[6 * Stride + (m[6] ^ v)] = stamp;
        seen[7 * Stride + (m[7] ^ v)] = stamp;
    }
}

}  // namespace

template <class Marks>
bool SparseSplitTable::batchRarePairs(std::int64_t n0) {
    constexpr std::int64_t kHeaps = RareBatch::kHeaps;
    constexpr bool inWords = std::is_same_v<Marks, BitMarks>;
    RareBatch& b = batch_;
    if constexpr (!inWords) {
        constexpr std::size_t rows = kHeaps * RareBatch::kStride;
        if (b.seen.empty()) {  // checked like every other growth: a table stops within its budget
            if (bytes() + static_cast<std::int64_t>(rows * sizeof(std::uint32_t)) > maxBytes_) return false;
            b.seen.assign(rows, 0);
        }
    }
    if (b.splits.size() != moves_.leaveTwo.size()) b.splits.assign(moves_.leaveTwo.size(), RareBatch::Split{});
    b.from = n0;
    b.end = n0 + kHeaps;
    b.inWords = inWords;
    if constexpr (inWords) {
        std::fill(std::begin(b.words), std::end(b.words), 0);
    } else {
        StampMarks::step(b.seen, b.stamp);
    }
    const std::size_t count = rare_.size();
    const std::uint32_t *heaps = rare_.heap.data(), *values = rare_.value.data();
    const std::uint8_t* g = values_.data<std::uint8_t>();
    for (std::size_t i = 0; i < moves_.leaveTwo.size(); ++i) {
        const std::int64_t r0 = n0 - moves_.leaveTwo[i];
        RareBatch::Split& s = b.splits[i];
        s.active = r0 >= 2 * kHeaps;
        if (!s.active) continue;
        s.lowEnd = rareBelow(s.cursor[0], kHeaps, count);
        s.highFrom = rareBelow(s.cursor[3], r0, count);
        if (moves_.unequalParts) {  // r / 2 for the even r of r0 .. r0 + 7
            s.zoneFrom = rareBelow(s.cursor[1], (r0 + 1) / 2, count);
            s.zoneEnd = rareBelow(s.cursor[2], (r0 + kHeaps - 1) / 2 + 1, count);
        } else {
            s.zoneFrom = s.zoneEnd = s.highFrom;
        }
        const auto mark = [&](std::size_t begin, std::size_t end) {
            if constexpr (inWords)
                markRareBatch(heaps + begin, values + begin, end - begin, g + r0, BitMarks::kXorBits.data(), b.words);
            else
                stampRareBatch<RareBatch::kStride>(heaps + begin, values + begin, end - begin, g + r0, b.seen.data(),
                                                   b.stamp);
        };
        mark(s.lowEnd, s.zoneFrom);
        mark(s.zoneEnd, s.highFrom);
    }
    return true;
}

template bool SparseSplitTable::batchRarePairs<SparseSplitTable::BitMarks>(std::int64_t);
template bool SparseSplitTable::batchRarePairs<SparseSplitTable::StampMarks>(std::int64_t);

}  // namespace grundy
