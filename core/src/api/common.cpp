#include "common.hpp"

#include <algorithm>

#include "grundy/limits.hpp"

namespace grundy::api::detail {

Result<Question> readQuestion(const std::string& spec, const std::string& position) {
    auto rules = parseSpec(spec);
    if (!rules) return fail(rules.error());
    auto p = parseSumPosition(*rules, position);
    if (!p) return fail(p.error());
    return Question{std::move(rules).value(), std::move(p).value()};
}

std::vector<PositionPart> partsOf(const GameSpec& rules, const SumPosition& position) {
    std::vector<PositionPart> out;
    out.reserve(position.size());
    for (const auto& part : position) {
        const auto& game = *rules.components[part.component];
        out.push_back(PositionPart{static_cast<int>(part.component), game.positionText(part.position),
                                   game.coordinates(part.position)});
    }
    return out;
}

PositionText positionText(const GameSpec& rules, const SumPosition& position) {
    return PositionText{sumPositionText(rules, position), partsOf(rules, position)};
}

std::string outcomeText(Outcome o) {
    return o == Outcome::P ? "P" : "N";
}

Result<PeriodSearch> periodSearch(std::int64_t max) {
    PeriodSearch search;
    if (max == 0) {
        search.maxSize = limits::kPagePeriodSearchSize;
        search.maxWork = limits::kPagePeriodSearchWork;
        return search;
    }
    if (max < 16 || max > limits::kMaxPeriodSearchSize)
        return fail("the search limit must be from 16 to " + std::to_string(limits::kMaxPeriodSearchSize) + " (got " +
                    std::to_string(max) + ")");
    search.maxSize = max;
    search.startSize = std::min(search.startSize, max);
    return search;
}

}  // namespace grundy::api::detail
