// Coin-turning games in CGSuite's turning codes (core/src/families/coin_turning*.cpp): the values
// Winning Ways (ch. 14) and CGSuite's own tests (GameHeapTest.scala, cgsuite/cgsuite on GitHub)
// publish, each heap's moves against the code's definition, and rows of coins played directly, as
// sets of heads with no theory at all, against the sum of their heads. Mock Turtles (turning:1-3)
// first: its values are the odious numbers (a theorem, checked against the game's own table over
// every heap it accepts).
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <cstdint>
#include <iterator>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "grundy/api.hpp"
#include "grundy/budget.hpp"
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

TEST_CASE("mock turtles: g(n) is the n-th odious number for every heap the game accepts", "[coins]") {
    auto game = grundy::parseGame("mock-turtles");
    REQUIRE(game.ok());
    CHECK((*game)->spec() == "turning:1-3");
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
    CHECK(refused.error() == "a heap of turning:1-3 must be at most " + std::to_string(last) + " (got " +
                                 std::to_string(last + 1) +
                                 "): its table of value sets would take more than 2^29 steps past that coin, or a "
                                 "coin past it would have more than 2^27 moves to list");
}

TEST_CASE("a table told how far to go passes a coin-turning code's cap of work: Ruler past it", "[coins]") {
    // Ruler (turn any run of coins ending at the one turned heads-down): g(n) is the largest power of
    // two dividing n (Winning Ways ch. 14). Its table is capped for the page where its work passes
    // 2^29 steps; a command told how far to go (kWorkToReach: values --to) passes the cap.
    auto game = grundy::parseGame("turning:1+C");
    REQUIRE(game.ok());
    std::int64_t last = 1;
    while ((*game)->checkPosition(grundy::Position{2 * last, 0})) last *= 2;
    while ((*game)->checkPosition(grundy::Position{last + 1, 0})) ++last;
    const std::int64_t size = last + 1000;
    CHECK_FALSE(grundy::heapValues(*game, size).ok());
    REQUIRE((*game)->checkReach(grundy::Position{size - 1, 0}).ok());
    auto values = grundy::heapValues(*game, size, grundy::Budget{.work = grundy::kWorkToReach});
    REQUIRE(values.ok());
    for (std::int64_t n = 1; n < size; ++n)
        if ((*values)[static_cast<std::size_t>(n)] != (n & -n))
            FAIL("g(" << n << ") = " << (*values)[static_cast<std::size_t>(n)]);
}

TEST_CASE("mock turtles: every row of 10 coins played directly has the value of the sum of its heads", "[coins]") {
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

TEST_CASE("mock turtles: moves say which coins turn, and a turned head leaves the row", "[coins]") {
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
    CHECK(texts[2] == "turn coins 3 and 2 in part 1 -> 2+5");
    CHECK(texts[3] == "turn coins 3, 2 and 1 in part 1 -> 1+2+5");
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
    // Each move's turned coins (what the coins board shows) are the coins whose face it changes:
    // the heads before and after it, read from the position texts, differ in exactly those.
    const auto heads = [](const std::string& text) {
        std::set<std::int64_t> out;
        for (std::size_t at = 0; at < text.size();) {
            const std::size_t end = std::min(text.find('+', at), text.size());
            if (const auto coin = std::stoll(text.substr(at, end - at)); coin > 0) out.insert(coin);
            at = end + 1;
        }
        return out;
    };
    const std::set<std::int64_t> before = heads("3+5+8");
    for (const auto& m : b->moves) {
        std::set<std::int64_t> changed;
        const std::set<std::int64_t> after = heads(m.to);
        std::set_symmetric_difference(before.begin(), before.end(), after.begin(), after.end(),
                                      std::inserter(changed, changed.end()));
        CHECK(std::set<std::int64_t>(m.turned.begin(), m.turned.end()) == changed);
        CHECK(std::is_sorted(m.turned.rbegin(), m.turned.rend()));
    }
    // Other games' moves turn no coin.
    CHECK(grundy::api::analyse("nim", "3")->moves.front().turned.empty());
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

namespace {

// A turning code's rule as data, written here from the definition (CGSuite's Turning.cgs): a move
// turns a set X of coins, |X| from least to most, X's largest coin from heads to tails; 'C' the
// coins of X are consecutive, 'E' equally spaced, 'S' symmetric (x_i + x_(c+1-i) the same for all
// i), first: coin 1 is in X; span: max X - min X < span.
struct RefRule {
    int least, most;  // most 0: no limit
    char spacing;     // 0, 'C', 'E', 'S'
    bool first;
    int span;  // 0: none
};

bool allows(const std::vector<RefRule>& rules, const std::vector<int>& x) {  // x ascending, non-empty
    const int c = static_cast<int>(x.size());
    for (const auto& r : rules) {
        if (c < r.least || (r.most && c > r.most)) continue;
        if (r.first && x.front() != 1) continue;
        if (r.span && x.back() - x.front() >= r.span) continue;
        bool fine = true;
        for (int i = 0; i + 1 < c && fine; ++i) {
            if (r.spacing == 'C') fine = x[i + 1] == x[i] + 1;
            if (r.spacing == 'E') fine = x[i + 1] - x[i] == x[1] - x[0];
        }
        if (r.spacing == 'S')
            for (int i = 0; i < c && fine; ++i) fine = x[i] + x[c - 1 - i] == x.front() + x.back();
        if (fine) return true;
    }
    return false;
}

// Values of every row of `coins` coins (bit c-1 is coin c, heads when set), by the mex rule over
// the moves the rules allow.
std::vector<std::uint32_t> rowValues(const std::vector<RefRule>& rules, int coins) {
    // The coins below `top` each move turning `top` may turn with it (as a mask), found once.
    std::vector<std::vector<std::uint32_t>> moves(static_cast<std::size_t>(coins) + 1);
    for (int top = 1; top <= coins; ++top)
        for (std::uint32_t below = 0; below < (1u << (top - 1)); ++below) {
            std::vector<int> x;
            for (int c = 1; c < top; ++c)
                if (below >> (c - 1) & 1) x.push_back(c);
            x.push_back(top);
            if (allows(rules, x)) moves[static_cast<std::size_t>(top)].push_back(below);
        }
    std::vector<std::uint32_t> value(std::size_t{1} << coins, 0);
    for (std::uint32_t heads = 0; heads < value.size(); ++heads) {
        std::vector<bool> seen(64, false);
        for (int top = 1; top <= coins; ++top) {
            if (!(heads >> (top - 1) & 1)) continue;
            for (const std::uint32_t below : moves[static_cast<std::size_t>(top)]) {
                const std::uint32_t next = heads ^ below ^ (1u << (top - 1));  // smaller: its top head is gone
                if (value[next] >= seen.size()) seen.resize(value[next] + 1, false);
                seen[value[next]] = true;
            }
        }
        std::uint32_t g = 0;
        while (g < seen.size() && seen[g]) ++g;
        value[heads] = g;
    }
    return value;
}

std::vector<grundy::Value> coinValues(const std::string& spec, std::int64_t size) {
    auto g = grundy::parseGame(spec);
    INFO(spec << ": " << (g ? "" : g.error()));
    REQUIRE(g.ok());
    auto v = grundy::heapValues(*g, size);
    INFO(spec << ": " << (v ? "" : v.error()));
    REQUIRE(v.ok());
    return *v;
}

struct NamedCode {
    std::string spec;
    std::vector<RefRule> rules;
};

const std::vector<NamedCode>& namedCodes() {
    static const std::vector<NamedCode> codes{
        {"turning-turtles", {{1, 2, 0, false, 0}}},
        {"mock-turtles", {{1, 3, 0, false, 0}}},
        {"moebius", {{1, 5, 0, false, 0}}},
        {"moidores", {{1, 9, 0, false, 0}}},
        {"motley", {{1, 0, 0, false, 0}}},
        {"twins", {{2, 2, 0, false, 0}}},
        {"triplets", {{3, 3, 0, false, 0}}},
        {"ruler", {{1, 0, 'C', false, 0}}},
        {"mock-turtle-fives", {{1, 3, 0, false, 5}}},
        {"triplet-fives", {{3, 3, 0, false, 5}}},
        {"ruler-fives", {{1, 5, 'C', false, 0}}},
        {"turnips", {{3, 3, 'E', false, 0}}},
        {"grunt", {{4, 4, 'S', true, 0}}},
        {"sym", {{1, 0, 'S', false, 0}}},
        {"sympler", {{1, 0, 'S', true, 0}}},
        {"turning:2-3E,1C", {{2, 3, 'E', false, 0}, {1, 1, 'C', false, 0}}},
        {"turning:1-4SC(6)", {{1, 4, 'S', false, 6}}},
        {"turning:2+FE", {{2, 0, 'E', true, 0}}},
        {"turning:1-3FC(7)", {{1, 3, 0, true, 7}}},
        {"turning:2-4F", {{2, 4, 0, true, 0}}},
        {"turning:3+C,1", {{3, 0, 'C', false, 0}, {1, 1, 0, false, 0}}},
        {"turning:2S,5+E", {{2, 2, 'S', false, 0}, {5, 0, 'E', false, 0}}},
        {"turning:1-2C(3),4-6", {{1, 2, 0, false, 3}, {4, 6, 0, false, 0}}},
    };
    return codes;
}

}  // namespace

TEST_CASE("coins: CGSuite's and Winning Ways' values, and their move counts at coin 20", "[coins]") {
    // GameHeapTest.scala: the values of coins 1..20 and the number of moves from coin 20.
    const std::vector<std::tuple<std::string, int, std::vector<grundy::Value>>> published{
        {"mock-turtles", 191, {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38}},
        {"moidores", 169766, {1,   2,    4,    8,    16,   32,   64,    128,   256,   511,
                              512, 1024, 2048, 4096, 7711, 8192, 16384, 26215, 32768, 43691}},
        {"triplets", 171, {0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35}},
        {"ruler", 20, {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4}},
        {"mock-turtle-fives", 11, {1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8}},
        {"triplet-fives", 6, {0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4}},
        {"ruler-fives", 5, {1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4}},
        {"turnips", 9, {0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4}},
        {"grunt", 9, {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3}},
        {"sym", 2046, {1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28}},
    };
    for (const auto& [spec, moves, values] : published) {
        INFO(spec);
        const auto g = coinValues(spec, 21);
        CHECK(std::vector<grundy::Value>(g.begin() + 1, g.end()) == values);
        int count = 0;
        REQUIRE((*grundy::parseGame(spec))
                    ->forEachOption(grundy::Position{20, 0}, [&](const grundy::Option&) { ++count; })
                    .ok());
        CHECK(count == moves);
    }
    // Winning Ways ch. 14: Ruler's g(n) is the largest power of two dividing n; Grunt's is Grundy's
    // game's one coin to the left (its coin n is Grundy's heap n - 1); Motley's (any coins) 2^(n-1).
    const auto ruler = coinValues("ruler", 4000);
    for (std::int64_t n = 1; n < 4000; ++n)
        REQUIRE(ruler[static_cast<std::size_t>(n)] == static_cast<grundy::Value>(n & -n));
    const auto grunt = coinValues("grunt", 1500);
    auto grundys = grundy::heapValues(*grundy::parseGame("grundy"), 1500);
    REQUIRE(grundys.ok());
    for (std::size_t n = 1; n < 1500; ++n) REQUIRE(grunt[n] == (*grundys)[n - 1]);
    const auto motley = coinValues("motley", 21);
    for (std::size_t n = 1; n < 21; ++n) CHECK(motley[n] == grundy::Value{1} << (n - 1));
}

TEST_CASE("coins: each coin's moves are the code's, by the definition", "[coins]") {
    for (const auto& [spec, rules] : namedCodes()) {
        auto g = grundy::parseGame(spec);
        REQUIRE(g.ok());
        for (int n = 1; n <= 12; ++n) {
            std::multiset<std::vector<int>> mine, reference;
            REQUIRE((*g)->forEachOption(grundy::Position{n, 0},
                                        [&](const grundy::Option& o) {
                                            std::vector<int> x;
                                            for (int i = 0; i < o.partCount; ++i)
                                                x.push_back(static_cast<int>(o.parts[i].x));
                                            mine.insert(x);
                                        })
                        .ok());
            for (std::uint32_t below = 0; below < (1u << (n - 1)); ++below) {
                std::vector<int> x;
                for (int c = 1; c < n; ++c)
                    if (below >> (c - 1) & 1) x.push_back(c);
                x.push_back(n);
                for (const auto& r : rules)  // each rule that allows it is a move of its own, as CGSuite lists them
                    if (allows({r}, x)) reference.insert(std::vector<int>(x.begin(), x.end() - 1));
            }
            INFO(spec << " at coin " << n);
            CHECK(mine == reference);
        }
    }
}

TEST_CASE("coins: every row of up to 11 coins played directly has its heads' XOR", "[coins]") {
    for (const auto& [spec, rules] : namedCodes()) {
        const int coins = spec == "moidores" || spec == "motley" || spec == "sym" ? 10 : 11;
        const auto rows = rowValues(rules, coins);
        const auto heads = coinValues(spec, coins + 1);
        for (std::uint32_t row = 0; row < rows.size(); ++row) {
            grundy::Value x = 0;
            for (int c = 1; c <= coins; ++c)
                if (row >> (c - 1) & 1) x ^= heads[static_cast<std::size_t>(c)];
            INFO(spec << ", row " << row);
            REQUIRE(rows[row] == x);
        }
    }
}

TEST_CASE("coins: codes read, written back and refused", "[coins]") {
    const auto spec = [](const std::string& text) {
        auto g = grundy::parseGame(text);
        INFO(text << ": " << (g ? "" : g.error()));
        REQUIRE(g.ok());
        return (*g)->spec();
    };
    CHECK(spec("turning:1-3") == "turning:1-3");
    CHECK(spec("turning: 4sf") == "turning:4FS");
    CHECK(spec("turning:1-3c(5)") == "turning:1-3C(5)");
    CHECK(spec("turning:3e") == "turning:3E");
    CHECK(spec("Ruler") == "turning:1+C");
    CHECK(spec("mock turtles") == "turning:1-3");
    // A '+' in a code is the code's, not a sum's: Ruler plus Nim is two components.
    auto sum = grundy::parseSpec("turning:1+C+nim");
    REQUIRE(sum.ok());
    CHECK(sum->text() == "turning:1+C+nim");
    CHECK(sum->components.size() == 2);
    auto sym = grundy::parseSpec("turning:1+S+sym");
    REQUIRE(sym.ok());
    CHECK(sym->text() == "turning:1+S+turning:1+S");
    CHECK(grundy::parseSpec("turning:1++nim")->text() == "turning:1++nim");
    const std::vector<std::pair<std::string, std::string>> errors{
        {"turning:", "turning needs a code after the colon"},
        {"turning:0", "the turning code '0', at character 1: a move turns at least one coin"},
        {"turning:3-1", "the turning code '3-1', at character 3: the range 3-1 runs backwards"},
        {"turning:1-3X", "the turning code '1-3X', at character 4: 'X' is not a letter of a turning code"},
        {"turning:1-3CE", "the turning code '1-3CE', at character 5: C and E both say how the coins are spaced"},
        {"turning:1,,2", "the turning code '1,,2', at character 3: an empty rule"},
        {"turning:1-3C(x)", "at character 4: C(N) needs a number of adjacent coins"},
        {"turning:3C(2)", "the turning code '3C(2)' allows no move"},
        {"turning:a", "the turning code 'a', at character 1: a rule starts with how many coins a move turns"},
    };
    for (const auto& [text, message] : errors) {
        auto g = grundy::parseGame(text);
        INFO(text);
        REQUIRE_FALSE(g.ok());
        CHECK(g.error().find(message) != std::string::npos);
    }
    const std::string row =
        "A row of coins numbered 1, 2, 3, ...; a position lists the coins showing heads, such as 3+5+8. ";
    CHECK((*grundy::parseGame("turning:1-3"))->traits().rules.text ==
          row + "A move turns over one to three coins, the rightmost of them from heads to tails.");
    CHECK((*grundy::parseGame("grunt"))->traits().rules.text ==
          row +
              "A move turns over four coins, arranged symmetrically and the leftmost coin among them, the rightmost "
              "of them from heads to tails.");
}
