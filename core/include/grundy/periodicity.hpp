// PeriodFinding of a sequence of values: the least period, its least preperiod and a saltus for
// arithmetic periodicity, read off the data, and proven where a theorem about the game allows
// (PeriodicityBasis). Plain data in, no table computed here: HeapTable uses it to prove a period and
// copy the rest of a table, and analysis/period_search.hpp grows tables until a period is proven.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/values_view.hpp"

namespace grundy {

// A sequence g is arithmetic-periodic with preperiod A, period p and saltus s when
// g(n + p) = g(n) + s for every n >= A; s = 0 is plain periodicity. What is reported for observed
// data g(0) .. g(N-1) (the "detection rule"):
//   * for each p, A(p) is the least A such that g(n + p) - g(n) is the same number s(p) for all
//     A <= n < N - p (found for every p at once in O(N) with the Z-function of the reversed
//     sequence of differences);
//   * p is a candidate when s(p) >= 0 (values are never negative, so a falling pattern cannot last)
//     and the periodic part is long enough to trust: N - A(p) >= 3p, N - A(p) >= N / 4 and
//     N - A(p) >= p + 8;
//   * the least candidate p is reported, with A(p) and s(p).
// The least period of the true sequence always qualifies whenever one of its multiples does (its
// periodic part is as long and the length needed is shorter), so a multiple is never reported.
//
// Proofs (see src/periodicity_detect.hpp for the exact statements and bounds):
//   * FiniteSubtraction (maxMove m = max S): each value depends only on the previous m values, so
//     g(n + p) = g(n) for A <= n < A + m proves it for all n >= A.
//   * TakeAndBreak (maxMove k, moves leave at most h heaps): the periodicity theorem of Guy and
//     Smith (1956; Winning Ways ch. 4), generalised to h heaps: g(n + p) = g(n) for
//     A <= n < h * max(A, 1) + (h - 1) * p + k proves it for all n >= A.
// A proven result is the least period of the whole infinite sequence and its least preperiod.
// g(0) .. g(A + p - 1) of a found pattern, each value in the fewest bytes (1, 2 or 4) that hold the
// largest of them: a proof holds these beside the table it came from, and .1777's head (221,569,733
// values below 256) takes 211 MiB this way against 845 MiB at 4 bytes a value.
class PeriodHead {
public:
    template <class It>
    void assign(It first, It last) {
        const auto count = static_cast<std::size_t>(last - first);
        Value largest = 0;
        for (It it = first; it != last; ++it) largest = std::max(largest, static_cast<Value>(*it));
        width_ = largest < (1u << 8) ? 1 : largest < (1u << 16) ? 2 : 4;
        count_ = count;
        bytes_.assign(count * static_cast<std::size_t>(width_), 0);
        std::size_t i = 0;
        for (It it = first; it != last; ++it) set(i++, static_cast<Value>(*it));
    }
    Value operator[](std::size_t i) const { return view().at(static_cast<std::int64_t>(i)); }
    ValuesView view() const { return {bytes_.data(), width_, static_cast<std::int64_t>(count_)}; }
    std::size_t size() const { return count_; }
    bool empty() const { return count_ == 0; }
    // The memory the head holds.
    std::int64_t bytes() const { return static_cast<std::int64_t>(bytes_.capacity()); }
    // Empties the head and gives its memory back.
    void clear() {
        std::vector<std::uint8_t>().swap(bytes_);
        count_ = 0;
        width_ = 1;
    }
    // The values 4 bytes each, for a caller that wants them so (an exported program, tests).
    std::vector<Value> values() const {
        std::vector<Value> out(count_);
        for (std::size_t i = 0; i < count_; ++i) out[i] = (*this)[i];
        return out;
    }
    bool operator==(const PeriodHead&) const = default;

private:
    void set(std::size_t i, Value v) {
        if (width_ == 1) bytes_[i] = static_cast<std::uint8_t>(v);
        if (width_ == 2) {
            const auto w = static_cast<std::uint16_t>(v);
            std::memcpy(bytes_.data() + 2 * i, &w, 2);
        }
        if (width_ == 4) std::memcpy(bytes_.data() + 4 * i, &v, 4);
    }

    int width_ = 1;
    std::size_t count_ = 0;
    std::vector<std::uint8_t> bytes_;
};

struct PeriodFinding {
    bool found = false;          // false: no candidate in the data (and nothing proven)
    std::int64_t preperiod = 0;  // A
    std::int64_t period = 0;     // p
    std::int64_t saltus = 0;     // s (0 for plain periodicity)
    bool proven = false;         // true: holds for every n, by `theorem`
    std::int64_t checked = 0;    // N: the values g(0) .. g(N-1) were computed and examined
    std::int64_t bound = 0;      // proven: g(n+p) = g(n) + s was verified for A <= n < bound
    Message theoremText;         // proven: the theorem used, its hypothesis and the bound
    PeriodicityBasis::Kind theorem = PeriodicityBasis::Kind::None;  // proven: which theorem
    PeriodHead head;  // found: g(0) .. g(A + p - 1), enough to extend the pattern
    // Not proven, with a basis that has a theorem: the least table size at which a period the data
    // shows (one that holds from some A to the end) would be proven if it went on holding; 0 when none.
    // A table grown to this size before its next look proves such a period without computing further.
    std::int64_t provableAt = 0;
    // The period and preperiod that provableAt is for (0 when provableAt is).
    std::int64_t provablePeriod = 0;
    std::int64_t provablePreperiod = 0;
    // A search (grundy/analysis/period_search.hpp) that ended without a proof: which of its limits
    // ended it (Size: the table reached the size asked for; Table: the table itself stopped short of
    // it, for stoppedWhy). None when proven or not searched.
    enum class Stop { None, Size, Work, Memory, Table };
    Stop stopped = Stop::None;
    Message stoppedWhy;  // Table: why the table stopped (a rule that breaks, values past its sets)

    // g(n) extended by the pattern (found only): head for n < A + p, then + s per period.
    Value valueAt(std::int64_t n) const;

    // "preperiod=A period=B saltus=C proven=yes|no checked=N" ("none" for A, B, C when not found).
    std::string line() const;
};

// h for TakeAndBreak games: the most heaps one move leaves (1 for every other basis), read off the
// moves of the heaps that show every kind of move (a code's digit at position t shows all its kinds
// from heap t + 3 on, so heaps up to 2k + 8 do). The periodicity theorems' proofs use it, for the
// values here and for the misère quotient's pretending function (grundy/misere/quotient.hpp).
int maxHeapsLeft(const Game& game, const PeriodicityBasis& basis);

// The detection rule on data alone: an observation, never proven.
PeriodFinding detectPeriod(const std::vector<Value>& values);

// The same, then a proof where `basis` allows one. `maxHeapsLeft` is h for TakeAndBreak (how many
// heaps one move may leave; 2 for octal codes, 3 for hex codes).
PeriodFinding detectPeriod(const std::vector<Value>& values, const PeriodicityBasis& basis, int maxHeapsLeft = 2);

}  // namespace grundy
