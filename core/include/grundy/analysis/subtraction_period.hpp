// The period of a finite subtraction game found without keeping its table.
//
// g(n) = mex{ g(n - s) : s in S, s <= n } depends only on the m = max(S) values before it, so the
// sequence of windows W(n) = g(n - m) .. g(n - 1) (n >= m) is eventually cyclic, and the values are
// periodic from the first window that repeats. findSubtractionPeriod walks the values keeping only
// a sliding window of them (in the narrowest unsigned type that holds them: 1 byte while every value
// is below 256, widened to 2 or 4 on demand), finds the least period p with Brent's cycle finding on
// the windows (tables/subtraction_scan.hpp), then walks again with two windows p apart to find the least
// preperiod A. Memory is O(m) whatever p and A are; time is O((A + p + m) * |S|).
//
// This is the same statement the FiniteSubtraction proof in grundy/periodicity.hpp checks (g(n + p) = g(n)
// for A <= n < A + m proves it for every n >= A), reached without the table: the result is proven.
#pragma once

#include <cstdint>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/result.hpp"

namespace grundy {

struct SubtractionPeriod {
    std::int64_t preperiod = 0;  // the least A such that g(n + p) = g(n) for every n >= A
    std::int64_t period = 0;     // the least p > 0 such that g is periodic with period p from some n on
    std::int64_t computed = 0;   // positions computed by both walks together (the work done)
    std::int64_t reached = 0;    // the first walk computed g(0) .. g(reached - 1) (PeriodFinding::checked)
    std::int64_t windowEnd = 0;  // g(n + p) = g(n) was seen for A <= n < windowEnd (>= A + max(S))
    int bytesPerValue = 1;       // the widest storage the walks needed (1 or 4)
    std::vector<Value> head;     // g(0) .. g(A + p - 1) when asked for, else empty
};

// moves: a finite subtraction set, sorted ascending, distinct, each from 1 to
// limits::kMaxSubtractionMember (as SubtractionGame::members() gives them). Fails with a message when
// the set is not like that or when finding the period would compute more than maxPositions
// positions (maxPositions from 1 to 2^40). With wantHead, also returns g(0) .. g(A + p - 1) (the
// values PeriodFinding::head holds), refused when A + p exceeds limits::kMaxTableSize.
Result<SubtractionPeriod> findSubtractionPeriod(const std::vector<std::int64_t>& moves, std::int64_t maxPositions,
                                                bool wantHead = false);

}  // namespace grundy
