// PeriodFinding of a sequence (grundy/periodicity.hpp): the pattern's values and its one-line form,
// and the detection rule with its proofs (periodicity_detect.hpp).
#include "grundy/periodicity.hpp"

#include <algorithm>
#include <string>

#include "periodicity_detect.hpp"

namespace grundy {

using periodicity_detail::detectPeriodOf;
using periodicity_detail::num;

Value PeriodFinding::valueAt(std::int64_t n) const {
    if (n < 0) return 0;
    if (n < static_cast<std::int64_t>(head.size())) return head[static_cast<std::size_t>(n)];
    if (!found || period < 1) return 0;  // no pattern to extend (documented: found only)
    const std::int64_t q = (n - preperiod) / period, r = (n - preperiod) % period;
    return static_cast<Value>(head[static_cast<std::size_t>(preperiod + r)] + saltus * q);
}

std::string PeriodFinding::line() const {
    const auto show = [&](std::int64_t v) { return found ? num(v) : std::string("none"); };
    return "preperiod=" + show(preperiod) + " period=" + show(period) + " saltus=" + show(saltus) +
           " proven=" + (proven ? "yes" : "no") + " checked=" + num(checked);
}

int maxHeapsLeft(const Game& game, const PeriodicityBasis& basis) {
    if (basis.kind != PeriodicityBasis::Kind::TakeAndBreak) return 1;
    int most = 1;
    const std::int64_t last = 2 * std::max<std::int64_t>(basis.maxMove, 0) + 8;
    // Only octal and hex codes have this basis, and their moves never fail to be listed.
    for (std::int64_t h = 0; h <= last; ++h)
        static_cast<void>(
            game.forEachOption(Position{h, 0}, [&](const Option& o) { most = std::max(most, o.partCount); }));
    return most;
}

namespace periodicity_detail {

std::int64_t arithmeticProofEnd(const ValuesView& g, const PeriodicityBasis& basis, std::int64_t a, std::int64_t p,
                                std::int64_t s, std::int64_t& work) {
    const std::int64_t n = g.count;
    const std::int64_t k = basis.tailFrom, a1 = std::max<std::int64_t>(a, 1);
    if (basis.kind != PeriodicityBasis::Kind::TakeAnyTail || !basis.tailLeavesOne || k < 1 || s <= 0) return -1;
    std::int64_t end = std::max(a1 + k - 1, k);
    if (end + p > n || s > a1 + p) return -1;
    const auto at = [&](std::int64_t i) { return static_cast<std::int64_t>(g.at(i)); };
    std::vector<std::int64_t> y;  // Y, sorted
    for (std::int64_t m = 1; m < a1 + p; ++m) y.push_back(at(m));
    if (basis.tailTakesAll) y.push_back(0);
    work += static_cast<std::int64_t>(y.size());
    std::sort(y.begin(), y.end());
    y.erase(std::unique(y.begin(), y.end()), y.end());
    const auto inY = [&](std::int64_t v) { return std::binary_search(y.begin(), y.end(), v); };
    for (std::int64_t v = 0; v < s; ++v)  // (1)
        if (!inY(v)) return -1;
    // (2): the values of Y0 not covered by Y, each to be found again at some m >= a'.
    std::vector<std::int64_t> missing;
    for (std::int64_t m = 1; m < a1; ++m)
        if (!inY(at(m) + s)) missing.push_back(at(m));
    if (basis.tailTakesAll && !inY(s)) missing.push_back(0);
    std::sort(missing.begin(), missing.end());
    missing.erase(std::unique(missing.begin(), missing.end()), missing.end());
    for (std::int64_t m = a1; m < n && !missing.empty(); ++m, ++work) {
        const auto it = std::lower_bound(missing.begin(), missing.end(), at(m));
        if (it == missing.end() || *it != at(m)) continue;
        missing.erase(it);
        end = std::max(end, m + k);
    }
    if (!missing.empty()) return -1;
    // (3): the first window of p values from `end` on all above max Y - s.
    const std::int64_t high = y.back() - s;
    for (std::int64_t run = 0, m = end; run < p; ++m, ++work) {
        if (m + p - run > n) return -1;
        if (at(m) > high) {
            ++run;
        } else {
            run = 0;
            end = m + 1;
        }
    }
    return end;
}

}  // namespace periodicity_detail

PeriodFinding detectPeriod(const std::vector<Value>& values) {
    return detectPeriodOf(values, nullptr, 1);
}

PeriodFinding detectPeriod(const std::vector<Value>& values, const PeriodicityBasis& basis, int maxHeapsLeft) {
    return detectPeriodOf(values, &basis, maxHeapsLeft);
}

}  // namespace grundy
