// The corner game (HDU 2147): a piece on a board moves one square left, down, or diagonally
// down-left; the player who cannot move loses. Position "r,c": how many rows above and columns
// right of the bottom-left corner the piece stands, so 0,0 is the corner and has no move.
// "corner" is the unbounded quarter-plane; "corner:R,C" is a board of R rows and C columns, whose
// positions must lie on it (r < R, c < C). An n x m board's start, its far corner, is n-1,m-1.
//
// Every option is a neighbour, so a table fills each cell from the three cells before it.
#include <algorithm>
#include <charconv>
#include <string>
#include <string_view>

#include "../arguments.hpp"
#include "grundy/limits.hpp"
#include "registry.hpp"

namespace grundy {

namespace {

constexpr std::int64_t kMaxBoardSide = 1'000'000'000;

class CornerFiller final : public GridFiller {
public:
    explicit CornerFiller(std::int64_t cols) : cols_(cols) {}

    Result<void> fill(std::vector<Value>& values, std::int64_t& done, std::int64_t to) override {
        const std::int64_t from = done;
        for (std::int64_t i = from; i < to; ++i) {
            const std::int64_t r = i / cols_, c = i % cols_;
            // Values are mex of at most three values, so at most 3: a 4-bit mask is enough.
            unsigned seen = 0;
            if (c > 0) seen |= 1u << values[static_cast<std::size_t>(i - 1)];
            if (r > 0) seen |= 1u << values[static_cast<std::size_t>(i - cols_)];
            if (r > 0 && c > 0) seen |= 1u << values[static_cast<std::size_t>(i - cols_ - 1)];
            Value g = 0;
            while (seen & (1u << g)) ++g;
            values[static_cast<std::size_t>(i)] = g;
        }
        done = to;
        return {};
    }

private:
    std::int64_t cols_;
};

class CornerGame final : public Game {
public:
    // rows == 0: the unbounded quarter-plane; otherwise an R x C board.
    CornerGame(std::int64_t rows, std::int64_t cols) : rows_(rows), cols_(cols) {}

    std::string spec() const override {
        if (rows_ == 0) return "corner";
        return "corner:" + std::to_string(rows_) + "," + std::to_string(cols_);
    }
    int dimensions() const override { return 2; }

    // Listed from the smallest result up (the evaluator's search then stays shallow).
    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        if (p.x > 0 && p.y > 0) sink(Option::single(0, Position{p.x - 1, p.y - 1}));
        if (p.x > 0) sink(Option::single(0, Position{p.x - 1, p.y}));
        if (p.y > 0) sink(Option::single(0, Position{p.x, p.y - 1}));
        return {};
    }

    Result<Position> checkPosition(const Position& p) const override {
        auto ok = Game::checkPosition(p);
        if (!ok || rows_ == 0) return ok;
        if (p.x >= rows_)
            return fail(msg::corner_off_rows{.row = p.x, .spec = spec(), .last = rows_ - 1, .rows = rows_});
        if (p.y >= cols_)
            return fail(msg::corner_off_columns{.col = p.y, .spec = spec(), .last = cols_ - 1, .cols = cols_});
        return p;
    }

    std::string moveText(const Position& from, const Option& o) const override {
        const Position& to = o.parts[0];
        const char* how = to.x == from.x ? "left" : to.y == from.y ? "down" : "diagonally down-left";
        return std::string("move ") + how + " (" + positionText(from) + " -> " + positionText(to) + ")";
    }

    Result<std::unique_ptr<GridFiller>> gridFiller(std::int64_t, std::int64_t cols, const Budget&) const override {
        return std::unique_ptr<GridFiller>(std::make_unique<CornerFiller>(cols));
    }

    // The values follow the parities of x and y: 0 when both are even, 2 when both are odd, and
    // otherwise 1 when the odd coordinate is the larger, 3 when it is the smaller. By induction over
    // the three options (x-1, y), (x, y-1), (x-1, y-1): both even, they are odd/even mixes and both
    // odd, values in {1, 3} and 2, so the mex is 0; both odd, they hold 0 (both even) and the two
    // mixes, one of which has its odd coordinate the larger (value 1) and neither 2, so the mex is 2;
    // x even and y odd with x > y, they hold 2, 0 and (x-1, y-1), odd and larger, 1: the mex is 3;
    // with x < y, 2, 0 and a mix whose odd coordinate is smaller, 3 (or nothing when x = 0): the mex
    // is 1; the other mix is the mirror image. A bounded board has the same values on its squares.
    ProgramParts programParts() const override {
        return {traits().rules.text + " Below, (x, y) is the position r,c.",
                ProgramFormula{"x % 2 == y % 2 ? 2 * (x % 2) : (x % 2 == 1) == (x > y) ? 1 : 3",
                               "g(x, y) is 0 when x and y are even, 2 when both are odd, otherwise 1 when the odd "
                               "one is the larger and 3 when it is the smaller (by induction over the three moves)",
                               [](const Position& p) -> std::int64_t {
                                   if (p.x % 2 == p.y % 2) return 2 * (p.x % 2);
                                   return (p.x % 2 == 1) == (p.x > p.y) ? 1 : 3;
                               }},
                std::nullopt};
    }

    // A board of squares; a bounded board starts at its far corner.
    GameTraits traits() const override {
        GameTraits t;
        t.family = "corner";
        t.board = "board";
        t.axes = {"down", "left"};
        t.boardRows = rows_;
        t.boardCols = cols_;
        if (rows_ == 0) {
            t.params = {"", ""};
            t.start = Position{5, 7};
            t.rules = say(msg::game_rules_corner{});
        } else {
            t.params = {std::to_string(rows_), std::to_string(cols_)};
            t.start = Position{rows_ - 1, cols_ - 1};
            t.rules = say(msg::game_rules_corner_board{.rows = rows_, .cols = cols_});
        }
        return t;
    }

private:
    std::int64_t rows_, cols_;
};

using arguments::trim;

Result<std::int64_t> parseSide(std::string_view raw, bool rows) {
    const std::string_view t = trim(raw);
    const auto side = [rows] { return rows ? say(msg::corner_side_rows{}) : say(msg::corner_side_columns{}); };
    if (t.empty()) return fail(msg::corner_side_missing{.side = side(), .most = kMaxBoardSide});
    const bool digits = std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    const bool negative = t.front() == '-' && t.size() > 1 &&
                          std::all_of(t.begin() + 1, t.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits && !negative) return fail(msg::corner_side_not_whole{.side = side(), .most = kMaxBoardSide, .text = t});
    if (negative || ec != std::errc() || end != t.data() + t.size() || v < 1 || v > kMaxBoardSide)
        return fail(msg::corner_side_range{.side = side(), .most = kMaxBoardSide, .text = t});
    return v;
}

}  // namespace

// "corner" (no arguments, or nothing after the colon): the quarter-plane. "corner:R,C": a board.
Result<GamePtr> makeCornerGame(const std::string& args) {
    const std::string_view all = trim(args);
    if (all.empty()) return GamePtr(std::make_shared<CornerGame>(0, 0));
    const auto comma = all.find(',');
    if (comma == std::string_view::npos || all.find(',', comma + 1) != std::string_view::npos)
        return fail(msg::corner_two_numbers{.text = all});
    auto rows = parseSide(all.substr(0, comma), true);
    if (!rows) return rows.why();
    auto cols = parseSide(all.substr(comma + 1), false);
    if (!cols) return cols.why();
    return GamePtr(std::make_shared<CornerGame>(*rows, *cols));
}

}  // namespace grundy
