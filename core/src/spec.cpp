#include "grundy/spec.hpp"

#include <algorithm>
#include <cctype>

#include "families.hpp"
#include "grundy/limits.hpp"

namespace grundy {

namespace {

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const auto at = s.find(sep, start);
        parts.push_back(s.substr(start, at == std::string::npos ? std::string::npos : at - start));
        if (at == std::string::npos) break;
        start = at + 1;
    }
    return parts;
}

std::string familyList() {
    std::string out;
    for (const auto& f : families()) out += (out.empty() ? "" : ", ") + std::string(f.example);
    return out;
}

}  // namespace

const std::vector<FamilyInfo>& knownFamilies() {
    static const std::vector<FamilyInfo> info = [] {
        std::vector<FamilyInfo> v;
        for (const auto& f : families()) v.push_back({f.name, f.example});
        return v;
    }();
    return info;
}

Result<GamePtr> parseGame(const std::string& text) {
    const std::string spec = trim(text);
    if (spec.empty()) return fail("the game spec is empty; try one of: " + familyList());
    const auto colon = spec.find(':');
    const std::string name = lower(trim(spec.substr(0, colon)));
    const std::string args = colon == std::string::npos ? std::string() : spec.substr(colon + 1);
    for (const auto& f : families()) {
        if (name != f.name) continue;
        if (f.takesArguments && colon == std::string::npos && !f.argumentsOptional)
            return fail(name + " needs arguments after a colon, e.g. " + f.example);
        if (!f.takesArguments && colon != std::string::npos && !trim(args).empty())
            return fail(name + " takes no arguments; write just " + name);
        return f.make(args);
    }
    return fail("unknown game '" + name + "'; known games: " + familyList());
}

std::string Ruleset::text() const {
    std::string out = misere ? "misere:" : "";
    for (std::size_t i = 0; i < components.size(); ++i) out += (i ? "+" : "") + components[i]->spec();
    return out;
}

Result<Ruleset> parseRuleset(const std::string& text) {
    if (text.size() > limits::kMaxSpecLength)
        return fail("the game spec is longer than " + std::to_string(limits::kMaxSpecLength) + " characters");
    std::string spec = trim(text);
    Ruleset rules;
    if (lower(spec.substr(0, 7)) == "misere:" || lower(spec.substr(0, 7)) == "misère:") {
        rules.misere = true;
        spec = trim(spec.substr(spec.find(':') + 1));
    }
    if (spec.empty()) return fail("the game spec is empty; try one of: " + familyList());
    const auto parts = split(spec, '+');
    if (parts.size() > limits::kMaxSumComponents)
        return fail("a sum may have at most " + std::to_string(limits::kMaxSumComponents) + " components");
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (trim(parts[i]).empty())
            return fail("component " + std::to_string(i + 1) + " of the sum is empty (a '+' with nothing beside it)");
        auto game = parseGame(parts[i]);
        if (!game) {
            if (parts.size() == 1) return fail(game.error());
            return fail("component " + std::to_string(i + 1) + " of the sum: " + game.error());
        }
        rules.components.push_back(std::move(game).value());
    }
    return rules;
}

Result<SumPosition> parseSumPosition(const Ruleset& rules, const std::string& text) {
    if (text.size() > limits::kMaxSpecLength)
        return fail("the position is longer than " + std::to_string(limits::kMaxSpecLength) + " characters");
    const std::string t = trim(text);
    if (t.empty()) return fail("the position is empty; give one such as 7, or 7+4+9 for several heaps");
    const auto parts = split(t, '+');
    if (!rules.isSingle() && parts.size() != rules.components.size())
        return fail("this sum has " + std::to_string(rules.components.size()) + " components, so its position needs " +
                    std::to_string(rules.components.size()) + " parts joined by '+' (got " +
                    std::to_string(parts.size()) + ")");
    if (parts.size() > limits::kMaxSumComponents)
        return fail("a position may have at most " + std::to_string(limits::kMaxSumComponents) + " parts");
    SumPosition out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const std::size_t component = rules.isSingle() ? 0 : i;
        auto p = rules.components[component]->parsePosition(parts[i]);
        if (!p) {
            if (parts.size() == 1) return fail(p.error());
            return fail("part " + std::to_string(i + 1) + " of the position: " + p.error());
        }
        out.push_back(SumPart{component, *p});
    }
    return out;
}

std::string sumPositionText(const Ruleset& rules, const SumPosition& position) {
    std::string out;
    for (std::size_t i = 0; i < position.size(); ++i)
        out += (i ? "+" : "") + rules.components[position[i].component]->positionText(position[i].position);
    return out;
}

}  // namespace grundy
