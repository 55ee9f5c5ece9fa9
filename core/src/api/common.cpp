#include "common.hpp"

#include <algorithm>

#include "grundy/limits.hpp"

namespace grundy::api::detail {

Result<Question> readQuestion(const std::string& spec, const std::string& position) {
    auto parsed = parseSpec(spec);
    if (!parsed) return parsed.why();
    auto p = parseSumPosition(*parsed, position);
    if (!p) return p.why();
    return Question{std::move(parsed).value(), std::move(p).value()};
}

std::vector<PositionPart> partsOf(const GameSpec& spec, const SumPosition& position) {
    std::vector<PositionPart> out;
    out.reserve(position.size());
    const auto add = [&](std::size_t component, const Position& p) {
        const auto& game = *spec.components[component];
        out.push_back(PositionPart{static_cast<int>(component), game.positionText(p), game.coordinates(p)});
    };
    // As sumPositionText writes it: component by component, one with nothing left as its empty
    // heap (a move that takes a whole take-and-break heap leaves "0"), so that reading the text back
    // gives these parts.
    for (std::size_t c = 0; c < spec.components.size(); ++c) {
        bool any = false;
        for (const auto& part : position) {
            if (part.component != c) continue;
            add(c, part.position);
            any = true;
        }
        if (!any) add(c, Position{0, 0});
    }
    return out;
}

PositionText positionText(const GameSpec& spec, const SumPosition& position) {
    return PositionText{sumPositionText(spec, position), partsOf(spec, position)};
}

std::string outcomeText(Outcome o) {
    return o == Outcome::P ? "P" : "N";
}

Result<std::vector<Value>> valuesOf(HeapTable table, const Progress& progress) {
    const std::int64_t slice = progress ? kProgressSlice : table.size();
    while (!table.advance(slice))
        if (progress && !progress(table.done(), table.size()))
            return fail(msg::run_interrupted{.done = table.done(), .asked = table.size()});
    if (table.failed()) return table.why();
    return table.takeValues();
}

Result<PeriodSearchLimits> periodSearch(std::int64_t max, const Budget& budget) {
    PeriodSearchLimits search;
    search.maxBytes = budget.bytes;
    if (max == 0) {
        search.maxSize = limits::kPagePeriodSearchSize;
        search.maxWork = budget.work > 0 ? budget.work : limits::kPagePeriodSearchWork;
        return search;
    }
    if (budget.work > 0) search.maxWork = budget.work;
    // Past what memory allows, the search itself refuses with the figures (period.memory).
    if (max < 16) return fail(msg::api_search_limit{.most = largestPeriodSearch(budget.bytes), .got = max});
    search.maxSize = max;
    search.startSize = std::min(search.startSize, max);
    return search;
}

}  // namespace grundy::api::detail
