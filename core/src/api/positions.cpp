// position and withPart: positions read and written back by the core, so no page code splits them.
#include "common.hpp"

namespace grundy::api {

Result<PositionText> position(const std::string& spec, const std::string& text) {
    auto q = detail::readQuestion(spec, text);
    if (!q) return q.why();
    return detail::positionText(q->spec, q->position);
}

Result<PositionText> withPart(const std::string& spec, const std::string& position, std::int64_t component,
                              const std::string& part) {
    auto parsed = parseSpec(spec);
    if (!parsed) return parsed.why();
    const auto count = static_cast<std::int64_t>(parsed->components.size());
    if (component < 0 || component >= count)
        return count == 1 ? fail(msg::api_component_range_one{.got = component})
                          : fail(msg::api_component_range{.count = count, .last = count - 1, .got = component});
    const auto index = static_cast<std::size_t>(component);
    auto chosen = parsed->components[index]->parsePosition(part);
    if (!chosen) return chosen.why();
    SumPosition out;
    if (parsed->isSingle()) {
        out.push_back(SumPart{0, *chosen});
        return detail::positionText(*parsed, out);
    }
    auto current = parseSumPosition(*parsed, position);
    for (std::size_t c = 0; c < parsed->components.size(); ++c) {
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
        if (!kept) out.push_back(SumPart{c, parsed->components[c]->traits().empty});
    }
    return detail::positionText(*parsed, out);
}

}  // namespace grundy::api
