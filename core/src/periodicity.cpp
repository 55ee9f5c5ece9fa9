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

PeriodFinding detectPeriod(const std::vector<Value>& values) {
    return detectPeriodOf(values, nullptr, 1);
}

PeriodFinding detectPeriod(const std::vector<Value>& values, const PeriodicityBasis& basis, int maxHeapsLeft) {
    return detectPeriodOf(values, &basis, maxHeapsLeft);
}

}  // namespace grundy
