#include "grundy/spec.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

#include "../arguments.hpp"
#include "../closest_name.hpp"
#include "grundy/limits.hpp"
#include "grundy/rules.hpp"
#include "registry.hpp"

namespace grundy {

namespace {

using arguments::trimmed;

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// Whether the '+' at spec[plus] belongs to the turning code of the component that starts at
// componentStart ("turning:1+C" is Ruler, not turning:1 and a game "C"), so a sum is not split there.
bool plusInTurningCode(const std::string& spec, std::size_t componentStart, std::size_t plus) {
    // Only inside a turning component: its family word (or an alias's: they take no code) before a colon.
    const std::string head = spec.substr(componentStart, plus - componentStart);
    const auto colon = head.find(':');
    if (colon == std::string::npos) return false;
    std::string word;
    for (const char c : head.substr(0, colon))
        if (c != ' ' && c != '\t') word += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (word != "turning") return false;
    // "N+" ends a count: the '+' follows a digit and is followed by the end, a ',' or a rule's letters
    // (C, E, S, F, and C(N)) up to the end, a ',' or the next '+'.
    if (plus == 0 || spec[plus - 1] < '0' || spec[plus - 1] > '9') return false;
    std::size_t i = plus + 1;
    while (i < spec.size() && std::string("CESFcesf").find(spec[i]) != std::string::npos) {
        ++i;
        if (i < spec.size() && spec[i] == '(') {
            while (i < spec.size() && spec[i] != ')') ++i;
            if (i < spec.size()) ++i;
        }
    }
    return i == spec.size() || spec[i] == ',' || spec[i] == '+' || spec[i] == ' ';
}

// Splits a spec at its '+' signs, except inside the braces of rules:{...}, whose program may hold
// '+' (and braces, strings and comments: rules::findClosingBrace skips them).
Result<std::vector<std::string>> splitComponents(const std::string& spec) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i < spec.size(); ++i) {
        if (spec[i] == '{') {
            const std::size_t close = rules::findClosingBrace(spec, i);
            if (close == std::string::npos) return fail(msg::spec_unclosed_brace{.at = i + 1});
            i = close;
        } else if (spec[i] == '+' && !plusInTurningCode(spec, start, i)) {
            parts.push_back(spec.substr(start, i - start));
            start = i + 1;
        }
    }
    parts.push_back(spec.substr(start));
    return parts;
}

List familyList() {
    List out;
    for (const auto& f : families()) {
        // A program is too long for a list: the rule language is shown by its shape.
        out.items.emplace_back(std::string(f.name) == "rules" ? "rules:{...}" : f.example);
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

std::string aliasSpec(const FamilyEntry& f, const FamilyAlias& alias) {
    return std::string(f.name) + (*alias.args ? ":" + std::string(alias.args) : "");
}

// What a person who typed an unknown name most likely meant, written as the text to use: a family
// or another name one edit or two away ("subtracton"), or one that begins or ends with the typed
// name as a word ("fibonacci" for fibonacci-nim, "kayles-game" for kayles); none when none is near.
std::optional<List> guessName(const std::string& name, const std::string& args) {
    // Family words first: on a tie the nearest is the first ("rule" is rules before ruler).
    std::vector<std::string> candidates;
    for (const auto& f : families()) candidates.emplace_back(f.name);
    for (const auto& f : families())
        for (const auto& alias : f.aliases) candidates.emplace_back(alias.name);
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
    List out{List::Join::Or, {}, 0};
    std::vector<std::string> texts;  // each suggestion once
    for (const auto& candidate : near) {
        std::optional<Arg> text;
        for (const auto& f : families()) {
            if (candidate == f.name) {
                if (!f.takesArguments || (args.empty() && f.argumentsOptional))
                    text = Arg(f.name);
                else if (args.empty())
                    text = Arg(say(msg::spec_guess_example{.name = f.name, .example = f.example}));
                else
                    text = Arg(std::string(f.name) + ":" + shownArgs);
            }
            // Another name for a family's only game is suggested as the family's own name.
            for (const auto& alias : f.aliases)
                if (candidate == alias.name)
                    text = *alias.args ? Arg(candidate + " (" + aliasSpec(f, alias) + ")") : Arg(f.name);
        }
        if (std::find(texts.begin(), texts.end(), text->text()) != texts.end()) continue;
        texts.push_back(text->text());
        out.items.push_back(std::move(*text));
    }
    if (out.items.empty()) return std::nullopt;
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
    const std::string spec = trimmed(text);
    if (spec.empty()) return fail(msg::spec_empty{.games = familyList()});
    const auto colon = spec.find(':');
    const std::string typed = lower(trimmed(spec.substr(0, colon)));
    const std::string name = nameKey(typed);
    const std::string args = colon == std::string::npos ? std::string() : spec.substr(colon + 1);
    const bool hasArgs = colon != std::string::npos && !trimmed(args).empty();
    if (colon == std::string::npos && looksLikeCode(spec)) return makeCodeAloneGame(spec);
    for (const auto& f : families()) {
        if (name != f.name) continue;
        if (f.takesArguments && colon == std::string::npos && !f.argumentsOptional)
            return fail(msg::spec_needs_arguments{.name = name, .example = f.example});
        if (!f.takesArguments && hasArgs) return fail(msg::spec_takes_no_arguments{.name = name});
        return f.make(args);
    }
    for (const auto& f : families()) {
        for (const auto& alias : f.aliases) {
            if (name != alias.name) continue;
            if (hasArgs) return fail(msg::spec_alias_takes_no_arguments{.name = name, .spec = aliasSpec(f, alias)});
            return f.make(alias.args);
        }
    }
    if (auto guess = guessName(name, hasArgs ? trimmed(args) : std::string()))
        return fail(msg::spec_unknown_guess{.name = typed, .guess = std::move(*guess)});
    return fail(msg::spec_unknown{.name = typed, .games = familyList()});
}

Result<GamePtr> parseSingleGame(const std::string& text, SingleGameUse use) {
    auto spec = parseSpec(text);
    if (!spec) return spec.why();
    const auto asked = [use] {
        switch (use) {
            case SingleGameUse::Table:
                return say(msg::spec_asked_table{});
            case SingleGameUse::Period:
                return say(msg::spec_asked_period{});
            case SingleGameUse::Genus:
                return say(msg::misere_asked_genus{});
            case SingleGameUse::Quotient:
                break;
        }
        return say(msg::misere_asked_quotient{});
    };
    if (!spec->isSingle())
        return fail(msg::spec_not_single{.asked = asked(),
                                         .spec = spec->text(),
                                         .count = spec->components.size(),
                                         .example = spec->components[0]->spec()});
    // Genus symbols and quotients are about misère play whether or not the spec says so.
    const bool misereQuestion = use == SingleGameUse::Genus || use == SingleGameUse::Quotient;
    if (spec->misere && !misereQuestion) return fail(msg::spec_not_normal_play{.asked = asked()});
    return spec->components[0];
}

std::string GameSpec::text() const {
    std::string out = misere ? "misere:" : "";
    for (std::size_t i = 0; i < components.size(); ++i) out += (i ? "+" : "") + components[i]->spec();
    return out;
}

Result<GameSpec> parseSpec(const std::string& text) {
    if (text.size() > limits::kMaxSpecLength)
        return fail(msg::spec_too_long{.most = limits::kMaxSpecLength, .count = text.size()});
    std::string spec = trimmed(text);
    GameSpec parsed;
    // "misère:" is 8 bytes in UTF-8 (è is two), so each spelling is compared at its own length.
    if (lower(spec.substr(0, 7)) == "misere:" || lower(spec.substr(0, 8)) == "misère:") {
        parsed.misere = true;
        spec = trimmed(spec.substr(spec.find(':') + 1));
    }
    if (spec.empty()) return fail(msg::spec_empty{.games = familyList()});
    auto components = splitComponents(spec);
    if (!components) return components.why();
    const auto& parts = *components;
    if (parts.size() > limits::kMaxSumComponents)
        return fail(msg::spec_too_many_components{.most = limits::kMaxSumComponents, .count = parts.size()});
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (trimmed(parts[i]).empty()) return fail(msg::spec_component_empty{.component = i + 1});
        auto game = parseGame(parts[i]);
        if (!game) {
            if (parts.size() == 1) return game.why();
            return fail(msg::spec_component{.component = i + 1, .reason = game.why()});
        }
        parsed.components.push_back(std::move(game).value());
    }
    return parsed;
}

}  // namespace grundy
