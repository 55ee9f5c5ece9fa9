// Sets of values as bitsets, for the families whose moves from one position are far too many to
// visit one by one (take-and-break codes that split a heap into many, coin-turning games that turn
// many coins): their tables keep, for each heap, the set of values its kinds of move can reach,
// built from smaller sets by XOR-translating them (the value of a move is the XOR of its parts).
//
// Every set of a table holds values below 64 * words(), the same for all of its sets; words() is a
// power of two, so the XOR of two values held is held too. When a table meets a larger value, all its
// sets are widened together (ValueRows::widen).
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "grundy/game.hpp"

namespace grundy::value_sets {

using Word = std::uint64_t;

// What a table of value sets may spend by default, in words of sets read or written (about two
// seconds natively): a table past it stops with code.values-work, and a larger Budget::work (the CLI's
// --work) goes further. Its cost per heap grows with its values (a set's width), which a heap's bound
// cannot know in advance.
inline constexpr std::int64_t kDefaultWork = std::int64_t{1} << 30;

// The words a set needs to hold every value up to `largest` (a power of two, at least 1).
inline std::size_t wordsFor(Value largest) {
    return std::max<std::size_t>(1, std::bit_ceil(static_cast<std::size_t>(largest) + 1) / 64);
}

// The word's bits permuted by XOR of their index with y (0 <= y < 64): bit i moves to bit i ^ y.
inline Word permuteBits(Word w, unsigned y) {
    static constexpr Word kLow[6] = {0x5555555555555555ULL, 0x3333333333333333ULL, 0x0F0F0F0F0F0F0F0FULL,
                                     0x00FF00FF00FF00FFULL, 0x0000FFFF0000FFFFULL, 0x00000000FFFFFFFFULL};
    for (unsigned k = 0; k < 6; ++k) {  // without branches: y's bits are data
        const unsigned shift = 1u << k;
        const Word swap = -static_cast<Word>((y >> k) & 1);
        w = (w & ~swap) | ((((w & kLow[k]) << shift) | ((w >> shift) & kLow[k])) & swap);
    }
    return w;
}

// out |= { v ^ x : v in set } (x below 64 * words).
inline void orTranslated(Word* out, const Word* set, std::size_t words, Value x) {
    if (words == 1) {
        out[0] |= permuteBits(set[0], x);
        return;
    }
    const std::size_t high = x >> 6;
    const unsigned low = x & 63;
    if (low == 0) {
        for (std::size_t w = 0; w < words; ++w) out[w ^ high] |= set[w];
        return;
    }
    for (std::size_t w = 0; w < words; ++w)
        if (set[w]) out[w ^ high] |= permuteBits(set[w], low);
}

// Rows dst[i] |= { v ^ x : v in src[i] } for i < count, each `words` words (one permutation for all
// rows: a knapsack adds one value to every row).
inline void orTranslatedRows(Word* dst, const Word* src, std::size_t count, std::size_t words, Value x) {
    const std::size_t high = x >> 6;
    const unsigned low = x & 63;
    Word swap[6];
    for (unsigned k = 0; k < 6; ++k) swap[k] = -static_cast<Word>((low >> k) & 1);
    static constexpr Word kLow[6] = {0x5555555555555555ULL, 0x3333333333333333ULL, 0x0F0F0F0F0F0F0F0FULL,
                                     0x00FF00FF00FF00FFULL, 0x0000FFFF0000FFFFULL, 0x00000000FFFFFFFFULL};
    for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t w = 0; w < words; ++w) {
            Word bits = src[i * words + w];
            if (!bits) continue;
            for (unsigned k = 0; k < 6; ++k) {
                const unsigned shift = 1u << k;
                bits = (bits & ~swap[k]) | ((((bits & kLow[k]) << shift) | ((bits >> shift) & kLow[k])) & swap[k]);
            }
            dst[i * words + (w ^ high)] |= bits;
        }
    }
}

inline void orInto(Word* out, const Word* set, std::size_t words) {
    for (std::size_t w = 0; w < words; ++w) out[w] |= set[w];
}

inline void add(Word* set, Value v) {
    set[v >> 6] |= Word{1} << (v & 63);
}

inline bool has(const Word* set, Value v) {
    return (set[v >> 6] >> (v & 63)) & 1;
}

// The least value not in the set: 64 * words when it holds them all.
inline Value leastAbsent(const Word* set, std::size_t words) {
    for (std::size_t w = 0; w < words; ++w)
        if (~set[w]) return static_cast<Value>(64 * w + static_cast<std::size_t>(std::countr_one(set[w])));
    return static_cast<Value>(64 * words);
}

// Rows of sets, each `words` words, all widened together.
class ValueRows {
public:
    std::size_t rows() const { return words_ ? data_.size() / words_ : 0; }
    std::size_t words() const { return words_; }
    Word* row(std::size_t i) { return data_.data() + i * words_; }
    const Word* row(std::size_t i) const { return data_.data() + i * words_; }
    std::int64_t bytes() const { return static_cast<std::int64_t>(data_.capacity() * sizeof(Word)); }

    // Empties the rows and sets the width.
    void reset(std::size_t words) {
        words_ = words;
        data_.clear();
    }
    // n rows (new ones empty).
    void resize(std::size_t n) { data_.resize(n * words_, 0); }
    // Each row `words` words wide (its values kept, the new ones absent).
    void widen(std::size_t words) {
        if (words <= words_) return;
        std::vector<Word> wide(rows() * words, 0);
        for (std::size_t i = 0; i < rows(); ++i) std::copy_n(row(i), words_, wide.data() + i * words);
        data_ = std::move(wide);
        words_ = words;
    }

private:
    std::size_t words_ = 1;
    std::vector<Word> data_;
};

}  // namespace grundy::value_sets
