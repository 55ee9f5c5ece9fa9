#include "grundy/spec.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string_view>

#include "grundy/limits.hpp"
#include "grundy/subtraction.hpp"

namespace grundy {

namespace {

std::string trimmed(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

constexpr const char* kKnownFamilies = "subtraction:S (e.g. subtraction:1,3,4)";

}  // namespace

Result<GamePtr> parseSpec(const std::string& text) {
    if (text.size() > limits::kMaxSpecLength)
        return fail("the game spec is longer than " + std::to_string(limits::kMaxSpecLength) +
                    " characters");
    const std::string spec = trimmed(text);
    if (spec.empty()) return fail(std::string("the game spec is empty; try ") + kKnownFamilies);
    const auto colon = spec.find(':');
    const std::string family = lower(trimmed(spec.substr(0, colon)));
    const std::string args = colon == std::string::npos ? std::string() : spec.substr(colon + 1);

    if (family == "subtraction") {
        if (colon == std::string::npos)
            return fail("subtraction needs a set after a colon, e.g. subtraction:1,3,4");
        auto set = parseSubtractionSet(args);
        if (!set) return fail(set.error());
        return GamePtr(std::make_shared<SubtractionGame>(std::move(set).value()));
    }
    return fail("unknown game '" + family + "'; known games: " + kKnownFamilies);
}

Result<Position> parsePosition(const Game& game, const std::string& text) {
    const std::string t = trimmed(text);
    if (t.empty()) return fail("the position is empty; give a heap size such as 7");
    std::int64_t x = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), x);
    if (ec == std::errc::result_out_of_range)
        return fail("the position '" + t + "' is too large");
    if (ec != std::errc() || end != t.data() + t.size())
        return fail("the position '" + t + "' is not a whole number; give a heap size such as 7");
    return game.checkPosition(Position{x, 0});
}

}  // namespace grundy
