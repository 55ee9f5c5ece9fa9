#include "grundy/spec.hpp"

#include <algorithm>
#include <cctype>

#include "closest_name.hpp"
#include "families/arguments.hpp"
#include "families/registry.hpp"
#include "grundy/limits.hpp"
#include "grundy/rules.hpp"

namespace grundy {

namespace {

std::string trim(const std::string& s) {
    return std::string(arguments::trim(s));
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// Splits a spec at its '+' signs, except inside the braces of rules:{...}, whose program may hold
// '+' (and braces, strings and comments: rules::findClosingBrace skips them).
Result<std::vector<std::string>> splitComponents(const std::string& spec) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i < spec.size(); ++i) {
        if (spec[i] == '{') {
            const std::size_t close = rules::findClosingBrace(spec, i);
            if (close == std::string::npos)
                return fail(
                    "the '{' at character " + std::to_string(i + 1) +
                    " of the spec has no closing '}' (in rules:{...}, a '#' comment runs to the end of its line)");
            i = close;
        } else if (spec[i] == '+') {
            parts.push_back(spec.substr(start, i - start));
            start = i + 1;
        }
    }
    parts.push_back(spec.substr(start));
    return parts;
}

std::string familyList() {
    std::string out;
    for (const auto& f : families()) {
        // A program is too long for a list: the rule language is shown by its shape.
        const std::string example = std::string(f.name) == "rules" ? "rules:{...}" : f.example;
        out += (out.empty() ? "" : ", ") + example;
    }
    return out;
}

// How the parser compares game names: lower case, spaces and '_' read as '-', apostrophes (' and
// the typographic one) dropped, so "Dawson's Kayles" is dawsons-kayles and "mock turtles" is
// mock-turtles.
std::string nameKey(const std::string& typed) {
    const std::string apostrophe = "\xE2\x80\x99";  // U+2019
    std::string out;
    for (std::size_t i = 0; i < typed.size(); ++i) {
        const char c = typed[i];
        if (c == '\'') continue;
        if (typed.compare(i, apostrophe.size(), apostrophe) == 0) {
            i += apostrophe.size() - 1;
            continue;
        }
        const bool joiner = c == ' ' || c == '\t' || c == '_' || c == '-';
        if (joiner && (out.empty() || out.back() == '-')) continue;
        out += joiner ? '-' : c;
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out;
}

std::string aliasSpec(const Family& f, const FamilyAlias& alias) {
    return std::string(f.name) + (*alias.args ? ":" + std::string(alias.args) : "");
}

// What a person who typed an unknown name most likely meant, written as the text to use: a family
// or another name one edit or two away ("subtracton"), or one that begins or ends with the typed
// name as a word ("fibonacci" for fibonacci-nim, "kayles-game" for kayles); "" when none is near.
std::string guessName(const std::string& name, const std::string& args) {
    std::vector<std::string> candidates;
    for (const auto& f : families()) {
        candidates.emplace_back(f.name);
        for (const auto& alias : f.aliases) candidates.emplace_back(alias.name);
    }
    std::vector<std::string> near;
    if (auto closest = closestName(name, candidates); !closest.empty()) {
        near.push_back(closest);
    } else if (!name.empty()) {
        for (const auto& c : candidates)
            if (c.rfind(name + "-", 0) == 0 || name.rfind(c + "-", 0) == 0) near.push_back(c);
    }
    // Arguments too long for a message (a rules program) are shown by their start.
    constexpr std::size_t kShownArgs = 40;
    const std::string shownArgs = args.size() > kShownArgs ? args.substr(0, kShownArgs) + "..." : args;
    std::vector<std::string> texts;
    for (const auto& candidate : near) {
        std::string text;
        for (const auto& f : families()) {
            if (candidate == f.name) {
                if (!f.takesArguments || (args.empty() && f.argumentsOptional))
                    text = f.name;
                else if (args.empty())
                    text = std::string(f.name) + " (e.g. " + f.example + ")";
                else
                    text = std::string(f.name) + ":" + shownArgs;
            }
            // Another name for a family's only game is suggested as the family's own name.
            for (const auto& alias : f.aliases)
                if (candidate == alias.name) text = *alias.args ? candidate + " (" + aliasSpec(f, alias) + ")" : f.name;
        }
        if (std::find(texts.begin(), texts.end(), text) == texts.end()) texts.push_back(text);
    }
    std::string out;
    for (std::size_t i = 0; i < texts.size(); ++i)
        out += (i == 0 ? "" : i + 1 == texts.size() ? " or " : ", ") + texts[i];
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
    const std::string typed = lower(trim(spec.substr(0, colon)));
    const std::string name = nameKey(typed);
    const std::string args = colon == std::string::npos ? std::string() : spec.substr(colon + 1);
    const bool hasArgs = colon != std::string::npos && !trim(args).empty();
    for (const auto& f : families()) {
        if (name != f.name) continue;
        if (f.takesArguments && colon == std::string::npos && !f.argumentsOptional)
            return fail(name + " needs arguments after a colon, e.g. " + f.example);
        if (!f.takesArguments && hasArgs) return fail(name + " takes no arguments; write just " + name);
        return f.make(args);
    }
    for (const auto& f : families()) {
        for (const auto& alias : f.aliases) {
            if (name != alias.name) continue;
            if (hasArgs)
                return fail(name + " is " + aliasSpec(f, alias) + " and takes no arguments; write just " + name);
            return f.make(alias.args);
        }
    }
    const std::string guess = guessName(name, hasArgs ? trim(args) : std::string());
    if (!guess.empty()) return fail("unknown game '" + typed + "'; did you mean " + guess + "?");
    return fail("unknown game '" + typed + "'; known games: " + familyList());
}

Result<GamePtr> parseSingleGame(const std::string& text, const std::string& what) {
    auto rules = parseSpec(text);
    if (!rules) return fail(rules.error());
    if (!rules->isSingle())
        return fail(what + " is about one game, and '" + rules->text() + "' is a sum of " +
                    std::to_string(rules->components.size()) + "; ask about one component, e.g. " +
                    rules->components[0]->spec());
    if (rules->misere)
        return fail(what +
                    " uses normal-play values, which misère play does not have; drop 'misere:' "
                    "(misère outcomes come from grundy outcome/moves with --misere)");
    return rules->components[0];
}

std::string GameSpec::text() const {
    std::string out = misere ? "misere:" : "";
    for (std::size_t i = 0; i < components.size(); ++i) out += (i ? "+" : "") + components[i]->spec();
    return out;
}

Result<GameSpec> parseSpec(const std::string& text) {
    if (text.size() > limits::kMaxSpecLength)
        return fail("the game spec is longer than " + std::to_string(limits::kMaxSpecLength) + " characters (got " +
                    std::to_string(text.size()) + ")");
    std::string spec = trim(text);
    GameSpec rules;
    // "misère:" is 8 bytes in UTF-8 (è is two), so each spelling is compared at its own length.
    if (lower(spec.substr(0, 7)) == "misere:" || lower(spec.substr(0, 8)) == "misère:") {
        rules.misere = true;
        spec = trim(spec.substr(spec.find(':') + 1));
    }
    if (spec.empty()) return fail("the game spec is empty; try one of: " + familyList());
    auto components = splitComponents(spec);
    if (!components) return fail(components.error());
    const auto& parts = *components;
    if (parts.size() > limits::kMaxSumComponents)
        return fail("a sum may have at most " + std::to_string(limits::kMaxSumComponents) + " components (got " +
                    std::to_string(parts.size()) + ")");
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

}  // namespace grundy
