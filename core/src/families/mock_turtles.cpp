// Mock Turtles, a coin-turning game (Winning Ways, ch. 14): a row of coins, numbered 1, 2, 3, ...
// from the left; a move turns over one, two or three coins, the rightmost of which goes from heads
// to tails. Whoever cannot move (every coin tails) loses.
//
// By the coin-turning theorem a position is the sum of its heads, each a game of its own: a head at
// coin n is heap n here, and turning it with coins a < b < n leaves heaps a and b (turning a coin
// that is already heads takes it away, which in the sum is the same as adding it again: two equal
// heaps cancel). So heap n has the options nothing, {a} for 1 <= a < n and {a, b} for 1 <= a < b < n,
// and heap 0 is the row with no head at all. A position "3+5+8" has heads at coins 3, 5 and 8.
//
// Its values are the odious numbers, those with an odd number of 1 bits (1, 2, 4, 7, 8, 11, 13, ...):
// g(n) is the n-th of them. That is a theorem (Winning Ways), and the tests check it against this
// game's own mex table; nothing here assumes it: the values come from the moves.
//
// Heap n has about n^2/2 options, so a table up to N visits about N^3/6 of them; heaps past the
// largest whose table fits the table work budget are refused (table_work.hpp).
#include <memory>

#include "../analysis/program_code.hpp"
#include "../tables/table_work.hpp"
#include "registry.hpp"

namespace grundy {

namespace {

// Option visits of a table of heaps 0..n: the sum over m <= n of 1 + (m - 1) + (m - 1)(m - 2) / 2.
double tableWork(double n) {
    return n * n * n / 6 + n;
}

class MockTurtlesGame final : public Game {
public:
    MockTurtlesGame() : maxHeap_(largestAffordableHeap(tableWork)) {}

    std::string spec() const override { return "mock-turtles"; }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        const std::int64_t n = p.x;
        if (n == 0) return {};  // no head: no move
        sink(Option::empty(0));
        for (std::int64_t a = 1; a < n; ++a) {
            sink(Option::single(0, Position{a, 0}));
            for (std::int64_t b = a + 1; b < n; ++b) sink(Option::pair(0, Position{a, 0}, Position{b, 0}));
        }
        return {};
    }

    Result<Position> checkPosition(const Position& p) const override {
        return checkAffordableHeap(
            *this, p, maxHeap_, +[] { return say(msg::heap_cost_mock_turtles{}); });
    }

    std::string moveText(const Position& from, const Option& o) const override {
        std::string coins = positionText(from);
        for (int i = o.partCount - 1; i >= 0; --i)
            coins += (i == 0 ? " and " : ", ") + positionText(o.parts[static_cast<std::size_t>(i)]);
        return "turn coin" + std::string(o.partCount ? "s " : " ") + coins;
    }

    GameTraits traits() const override {
        GameTraits t;
        t.family = "mock-turtles";
        t.board = "coins";
        t.pairsCancel = true;
        t.start = Position{9, 0};
        t.rules = say(msg::game_rules_mock_turtles{});
        return t;
    }

    ProgramParts programParts() const override {
        ProgramCode table;
        table.method = "table computation: the mex of 0, g(a) and g(a) xor g(b) over the coins a < b left of n";
        table.code = program::mexTable(3000, "about n^3/6 steps up to heap n", "",
                                       "        if (n > 0) mark(0);\n"
                                       "        for (u64 a = 1; a < n; ++a) {\n"
                                       "            mark(g[a]);\n"
                                       "            for (u64 b = a + 1; b < n; ++b) mark(g[a] ^ g[b]);\n"
                                       "        }\n");
        return {traits().rules.text + " A heap n is a head at coin n.", std::nullopt, std::move(table)};
    }

private:
    std::int64_t maxHeap_;
};

}  // namespace

Result<GamePtr> makeMockTurtlesGame(const std::string&) {
    return GamePtr(std::make_shared<MockTurtlesGame>());
}

}  // namespace grundy
