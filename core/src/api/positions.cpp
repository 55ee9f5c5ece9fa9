// position and withPart: positions read and written back by the core, so no page code splits them.
#include "common.hpp"

namespace grundy::api {

Result<PositionText> position(const std::string& spec, const std::string& text) {
    auto q = detail::readQuestion(spec, text);
    if (!q) return q.why();
    return detail::positionText(q->rules, q->position);
}

Result<PositionText> withPart(const std::string& spec, const std::string& position, std::int64_t component,
                              const std::string& part) {
    auto rules = parseSpec(spec);
    if (!rules) return rules.why();
    const auto count = static_cast<std::int64_t>(rules->components.size());
    if (component < 0 || component >= count)
        return count == 1 ? fail(msg::api_component_range_one{.got = component})
                          : fail(msg::api_component_range{.count = count, .last = count - 1, .got = component});
    const auto index = static_cast<std::size_t>(component);
    auto chosen = rules->components[index]->parsePosition(part);
    if (!chosen) return chosen.why();
    SumPosition out;
    if (rules->isSingle()) {
        out.push_back(SumPart{0, *chosen});
        return detail::positionText(*rules, out);
    }
    auto current = parseSumPosition(*rules, position);
    for (std::size_t c = 0; c < rules->components.size(); ++c) {
        if (c == index) {
            out.push_back(SumPart{c, *chosen});
            continue;
        }
        bool kept = false;
        if (current) {
            for (const auto& p : *current) {
                if (p.component != c) continue;
                out.push_back(p);
                kept = true;
            }
        }
        if (!kept) out.push_back(SumPart{c, rules->components[c]->traits().empty});
    }
    return detail::positionText(*rules, out);
}

}  // namespace grundy::api
