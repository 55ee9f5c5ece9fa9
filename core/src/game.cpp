#include "grundy/game.hpp"

#include <algorithm>
#include <charconv>
#include <string>
#include <string_view>

#include "families/arguments.hpp"
#include "grundy/limits.hpp"

namespace grundy {

namespace {

std::string checkCoordinate(std::int64_t v, const char* what) {
    if (v < 0) return std::string(what) + " must not be negative (got " + std::to_string(v) + ")";
    if (v > limits::kMaxCoordinate)
        return std::string(what) + " must be at most " + std::to_string(limits::kMaxCoordinate) + " (got " +
               std::to_string(v) + ")";
    return {};
}

std::string trim(const std::string& s) {
    return std::string(arguments::trim(s));
}

Result<std::int64_t> parseInteger(const std::string& raw, const std::string& example) {
    const std::string t = trim(raw);
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec == std::errc::result_out_of_range) return fail("the number '" + t + "' is too large");
    if (t.empty() || ec != std::errc() || end != t.data() + t.size())
        return fail("'" + t + "' is not a whole number; give a position such as " + example);
    return v;
}

}  // namespace

Result<Position> Game::checkPosition(const Position& p) const {
    if (auto m = checkCoordinate(p.x, dimensions() == 1 ? "a heap" : "the first coordinate"); !m.empty())
        return fail(m);
    if (dimensions() == 2) {
        if (auto m = checkCoordinate(p.y, "the second coordinate"); !m.empty()) return fail(m);
    } else if (p.y != 0) {
        return fail("this game's positions have one number, a heap size");
    }
    return p;
}

std::string Game::positionText(const Position& p) const {
    if (dimensions() == 1) return std::to_string(p.x);
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

std::vector<std::string> positionNumbers(const std::string& text) {
    std::string t = trim(text);
    if (t.size() >= 2 && t.front() == '(' && t.back() == ')') t = trim(t.substr(1, t.size() - 2));
    std::vector<std::string> out;
    if (t.find(',') != std::string::npos) {
        for (const auto piece : arguments::split(t, ',')) out.emplace_back(arguments::trim(piece));
        return out;
    }
    const std::string_view space = " \t\r\n";
    for (std::size_t at = t.find_first_not_of(space); at != std::string::npos;) {
        const std::size_t end = std::min(t.find_first_of(space, at), t.size());
        out.push_back(t.substr(at, end - at));
        at = t.find_first_not_of(space, end);
    }
    if (out.empty()) out.emplace_back();
    return out;
}

Result<Position> Game::parsePosition(const std::string& text) const {
    const std::string t = trim(text);
    const std::string example = dimensions() == 1 ? "7" : "3,5";
    if (t.empty()) return fail("the position is empty; give a position such as " + example);
    const auto numbers = positionNumbers(t);
    const std::string count = numbers.size() == 2 ? "two" : std::to_string(numbers.size());
    if (dimensions() == 1) {
        if (numbers.size() > 1)
            return fail("'" + t + "' has " + count + " numbers, but this game's positions are one heap size such as 7");
        auto x = parseInteger(numbers[0], example);
        if (!x) return fail(x.error());
        return checkPosition(Position{*x, 0});
    }
    if (numbers.size() == 1) {
        if (auto x = parseInteger(numbers[0], example); !x) return fail(x.error());
        return fail("'" + t + "' is one number, but this game's positions have two, such as 3,5");
    }
    if (numbers.size() > 2)
        return fail("'" + t + "' has " + count + " numbers, but this game's positions have two, such as 3,5");
    auto x = parseInteger(numbers[0], example);
    if (!x) return fail(x.error());
    auto y = parseInteger(numbers[1], example);
    if (!y) return fail(y.error());
    return checkPosition(Position{*x, *y});
}

GameTraits Game::traits() const {
    GameTraits t;
    if (dimensions() == 2) {
        t.board = "pair";
        t.axes = {"first", "second"};
        t.start = Position{5, 8};
    }
    return t;
}

std::vector<std::int64_t> Game::coordinates(const Position& p) const {
    if (dimensions() == 1) return {p.x};
    return {p.x, p.y};
}

ProgramParts Game::programParts() const {
    return ProgramParts{"the game " + spec() + ".", std::nullopt, std::nullopt};
}

std::string Game::moveText(const Position& from, const Option& o) const {
    std::string to;
    for (int i = 0; i < o.partCount; ++i) to += (i ? " and " : "") + positionText(o.parts[i]);
    if (o.partCount == 0) to = "nothing";
    if (dimensions() == 1 && o.partCount <= 1) {
        return "take " + std::to_string(o.taken) + " (" + positionText(from) + " -> " +
               (o.partCount ? positionText(o.parts[0]) : "0") + ")";
    }
    if (dimensions() == 1) return "take " + std::to_string(o.taken) + ", leaving " + to;
    return positionText(from) + " -> " + to;
}

}  // namespace grundy
