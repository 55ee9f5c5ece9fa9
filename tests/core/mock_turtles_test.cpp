// Mock Turtles (core/src/families/mock_turtles.cpp): its values are the odious numbers (a theorem,
// checked here against the game's own mex table over every heap it accepts), and a row of coins
// played directly, as a set of heads with no theory at all, has the value the sum of its heads has.
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "grundy/api.hpp"
#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/heap_table.hpp"

namespace {

// The odious numbers in order: 1, 2, 4, 7, 8, 11, ... (an odd number of 1 bits).
std::vector<std::uint32_t> odiousNumbers(std::size_t count) {
    std::vector<std::uint32_t> out;
    for (std::uint32_t k = 0; out.size() < count; ++k)
        if (std::popcount(k) % 2 == 1) out.push_back(k);
    return out;
}

// The coin row itself: bit c - 1 of `heads` is coin c (1-based). A move picks a head c, turns it,
// and turns any one or two coins left of it (heads or tails). The value by the mex rule over rows.
class CoinRow {
public:
    explicit CoinRow(int coins) : value_(std::size_t{1} << coins, kUnknown), coins_(coins) {}

    std::uint32_t value(std::uint32_t heads) {
        if (value_[heads] != kUnknown) return value_[heads];
        std::vector<bool> seen(64, false);
        for (int c = 0; c < coins_; ++c) {
            if (!(heads >> c & 1)) continue;
            const std::uint32_t turned = heads ^ (1u << c);
            const auto note = [&](std::uint32_t next) {
                const std::uint32_t v = value(next);
                if (v >= seen.size()) seen.resize(v + 1, false);
                seen[v] = true;
            };
            note(turned);
            for (int a = 0; a < c; ++a) {
                note(turned ^ (1u << a));
                for (int b = a + 1; b < c; ++b) note(turned ^ (1u << a) ^ (1u << b));
            }
        }
        std::uint32_t g = 0;
        while (g < seen.size() && seen[g]) ++g;
        return value_[heads] = g;
    }

private:
    static constexpr std::uint32_t kUnknown = ~std::uint32_t{0};
    std::vector<std::uint32_t> value_;
    int coins_;
};

}  // namespace

TEST_CASE("mock turtles: g(n) is the n-th odious number for every heap the game accepts", "[mock-turtles]") {
    auto game = grundy::parseGame("mock-turtles");
    REQUIRE(game.ok());
    // The largest heap the game takes is where its table work runs out; the table goes that far.
    std::int64_t last = 1;
    while ((*game)->checkPosition(grundy::Position{last + 1, 0})) ++last;
    CHECK(last > 1000);
    auto values = grundy::heapValues(*game, last + 1);
    REQUIRE(values.ok());
    const auto odious = odiousNumbers(static_cast<std::size_t>(last));
    CHECK((*values)[0] == 0);  // no head
    for (std::int64_t n = 1; n <= last; ++n) {
        if ((*values)[static_cast<std::size_t>(n)] != odious[static_cast<std::size_t>(n - 1)])
            FAIL("g(" << n << ") = " << (*values)[static_cast<std::size_t>(n)] << ", the " << n
                      << "th odious number is " << odious[static_cast<std::size_t>(n - 1)]);
    }
    // One past the last heap is refused with the game's reason.
    const auto refused = (*game)->checkPosition(grundy::Position{last + 1, 0});
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() == "a heap of mock-turtles must be at most " + std::to_string(last) + " (got " +
                                 std::to_string(last + 1) +
                                 "): the coin at place n can be turned with any one or two coins left of it, "
                                 "about n^2/2 moves, so a table up to n visits about n^3/6");
}

TEST_CASE("mock turtles: every row of 10 coins played directly has the value of the sum of its heads",
          "[mock-turtles]") {
    constexpr int kCoins = 10;
    CoinRow row(kCoins);
    auto rules = grundy::parseSpec("mock-turtles");
    REQUIRE(rules.ok());
    grundy::Solver solver(*rules);
    for (std::uint32_t heads = 0; heads < (1u << kCoins); ++heads) {
        std::string position;
        for (int c = 0; c < kCoins; ++c)
            if (heads >> c & 1) position += (position.empty() ? "" : "+") + std::to_string(c + 1);
        if (position.empty()) position = "0";
        auto p = grundy::parseSumPosition(*rules, position);
        REQUIRE(p.ok());
        auto a = solver.analyse(*p);
        REQUIRE(a.ok());
        INFO("heads " << position);
        CHECK(a->value == row.value(heads));
        CHECK((a->outcome == grundy::Outcome::P) == (row.value(heads) == 0));
    }
}

TEST_CASE("mock turtles: moves say which coins turn, and a turned head leaves the row", "[mock-turtles]") {
    auto a = grundy::api::analyse("mock-turtles", "3+5");
    REQUIRE(a.ok());
    CHECK(a->value == (4u ^ 8u));
    // From coin 3: turn it alone, with coin 1 or 2, or with both; 4 moves, and 6 from coin 5 alone,
    // 4 + 6 choices of one or two coins left of it: 1 + 4 + 6 = 11.
    CHECK(a->moveCount == 4 + 11);
    std::vector<std::string> texts;
    for (const auto& m : a->moves) texts.push_back(m.text + " -> " + m.to);
    CHECK(texts[0] == "turn coin 3 in part 1 -> 5");
    CHECK(texts[1] == "turn coins 3 and 1 in part 1 -> 1+5");
    CHECK(texts[2] == "turn coins 3, 2 and 1 in part 1 -> 1+2+5");
    // One move wins: from coin 5, turning coin 3 as well. Coin 3 is heads, so it goes back to tails:
    // the row has no head left, and the game is over (not a row of two heads at 3 that can still move).
    CHECK(a->winningMoves == 1);
    const auto winning = std::find_if(a->moves.begin(), a->moves.end(), [](const auto& m) { return m.winning; });
    REQUIRE(winning != a->moves.end());
    CHECK(winning->text == "turn coins 5 and 3 in part 2");
    CHECK(winning->to == "0");
    CHECK(winning->toParts.size() == 1);
    CHECK(winning->value == 0);
    auto over = grundy::api::analyse("mock-turtles", winning->to);
    REQUIRE(over.ok());
    CHECK(over->moveCount == 0);
    // Turning a head back with two coins: from 3+5+8, coin 8 with 5 and 3 leaves no head; coin 8
    // with 5 and 1 leaves heads at 1 and 3 (5 turned back), in the order the row had them.
    auto b = grundy::api::analyse("mock-turtles", "3+5+8");
    REQUIRE(b.ok());
    std::vector<std::string> from8;
    for (const auto& m : b->moves)
        if (m.part == 2 && (m.text == "turn coins 8, 5 and 3 in part 3" || m.text == "turn coins 8, 5 and 1 in part 3"))
            from8.push_back(m.text + " -> " + m.to);
    CHECK(from8 ==
          std::vector<std::string>{"turn coins 8, 5 and 1 in part 3 -> 3+1", "turn coins 8, 5 and 3 in part 3 -> 0"});
    // The computer's move from 3+5+8 (value 4 ^ 8 ^ 14 = 2) leaves a row of value 0 with no coin
    // named twice.
    auto best = grundy::api::bestMove("mock-turtles", "3+5+8");
    REQUIRE(best.ok());
    CHECK(best->value == 0);
    for (std::size_t i = 0; i < best->toParts.size(); ++i)
        for (std::size_t j = i + 1; j < best->toParts.size(); ++j)
            CHECK(best->toParts[i].text != best->toParts[j].text);
    // A typed row naming a coin twice turns it twice: tails again, so no move is left, as after a
    // move that meets an equal head; a third naming shows heads once more.
    auto two = grundy::api::analyse("mock-turtles", "3+3");
    REQUIRE(two.ok());
    CHECK(two->value == 0);
    CHECK(two->outcome == "P");
    CHECK(two->moveCount == 0);
    auto three = grundy::api::position("mock-turtles", "3+5+3+3");
    REQUIRE(three.ok());
    CHECK(three->text == "5+3");
    auto mixed = grundy::api::position("mock-turtles+nim", "3+4");
    REQUIRE(mixed.ok());
    CHECK(mixed->text == "3+4");  // a sum's parts are of different components: nothing cancels
}
