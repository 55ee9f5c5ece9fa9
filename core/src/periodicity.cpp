// PeriodFinding of a sequence (grundy/periodicity.hpp): the pattern's values and the detection rule
// (periodicity_detect.hpp); its line and the arithmetic proofs are in periodicity_proofs.cpp.
#include "grundy/periodicity.hpp"

#include "periodicity_detect.hpp"

namespace grundy {

using periodicity_detail::detectPeriodOf;

Value PeriodFinding::valueAt(std::int64_t n) const {
    if (n < 0) return 0;
    if (n < static_cast<std::int64_t>(head.size())) return head[static_cast<std::size_t>(n)];
    if (!found || period < 1) return 0;  // no pattern to extend (documented: found only)
    const std::int64_t q = (n - preperiod) / period, r = (n - preperiod) % period;
    return static_cast<Value>(head[static_cast<std::size_t>(preperiod + r)] + saltus * q);
}

PeriodFinding detectPeriod(const std::vector<Value>& values) {
    return detectPeriodOf(values, nullptr, 1);
}

PeriodFinding detectPeriod(const std::vector<Value>& values, const PeriodicityBasis& basis, int maxHeapsLeft) {
    return detectPeriodOf(values, &basis, maxHeapsLeft);
}

}  // namespace grundy
