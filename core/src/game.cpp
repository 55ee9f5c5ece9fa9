#include "grundy/game.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string>
#include <string_view>

#include "arguments.hpp"
#include "grundy/limits.hpp"

namespace grundy {

namespace {

enum class Coordinate { Heap, First, Second };

// Its name in a message: "a heap", "the first coordinate" ...
Message coordinateName(Coordinate c) {
    if (c == Coordinate::Heap) return say(msg::position_coordinate_heap{});
    return c == Coordinate::First ? say(msg::position_coordinate_first{}) : say(msg::position_coordinate_second{});
}

std::optional<Error> checkCoordinate(std::int64_t v, Coordinate c) {
    if (v < 0) return fail(msg::position_negative{.what = coordinateName(c), .got = v});
    if (v > limits::kMaxCoordinate)
        return fail(msg::position_too_large{.what = coordinateName(c), .most = limits::kMaxCoordinate, .got = v});
    return std::nullopt;
}

using arguments::trimmed;

Result<std::int64_t> parseInteger(const std::string& raw, const std::string& example) {
    const std::string t = trimmed(raw);
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec == std::errc::result_out_of_range) return fail(msg::position_number_too_large{.number = t});
    if (t.empty() || ec != std::errc() || end != t.data() + t.size())
        return fail(msg::position_not_whole{.text = t, .example = example});
    return v;
}

}  // namespace

Result<Position> Game::checkPosition(const Position& p) const {
    if (auto e = checkCoordinate(p.x, dimensions() == 1 ? Coordinate::Heap : Coordinate::First)) return *e;
    if (dimensions() == 2) {
        if (auto e = checkCoordinate(p.y, Coordinate::Second)) return *e;
    } else if (p.y != 0) {
        return fail(msg::position_one_number{});
    }
    return p;
}

std::string Game::positionText(const Position& p) const {
    if (dimensions() == 1) return std::to_string(p.x);
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

std::vector<std::string> positionNumbers(const std::string& text) {
    std::string t = trimmed(text);
    if (t.size() >= 2 && t.front() == '(' && t.back() == ')') t = trimmed(t.substr(1, t.size() - 2));
    std::vector<std::string> out;
    if (t.find(',') != std::string::npos) {
        for (const auto piece : arguments::split(t, ',')) out.emplace_back(arguments::trim(piece));
        return out;
    }
    const std::string_view space = arguments::kSpace;
    for (std::size_t at = t.find_first_not_of(space); at != std::string::npos;) {
        const std::size_t end = std::min(t.find_first_of(space, at), t.size());
        out.push_back(t.substr(at, end - at));
        at = t.find_first_not_of(space, end);
    }
    if (out.empty()) out.emplace_back();
    return out;
}

Result<Position> Game::parsePosition(const std::string& text) const {
    const std::string t = trimmed(text);
    const std::string example = dimensions() == 1 ? "7" : "3,5";
    if (t.empty()) return fail(msg::position_empty_give{.example = example});
    const auto numbers = positionNumbers(t);
    const Arg count = numbers.size() == 2 ? Arg(say(msg::count_two{})) : Arg(numbers.size());
    if (dimensions() == 1) {
        if (numbers.size() > 1) return fail(msg::position_heap_not_several{.text = t, .count = count});
        auto x = parseInteger(numbers[0], example);
        if (!x) return x.why();
        return checkPosition(Position{*x, 0});
    }
    if (numbers.size() == 1) {
        if (auto x = parseInteger(numbers[0], example); !x) return x.why();
        return fail(msg::position_pair_not_one{.text = t});
    }
    if (numbers.size() > 2) return fail(msg::position_pair_not_several{.text = t, .count = count});
    auto x = parseInteger(numbers[0], example);
    if (!x) return x.why();
    auto y = parseInteger(numbers[1], example);
    if (!y) return y.why();
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
