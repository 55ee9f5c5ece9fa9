// The search over whole sums is bounded by what it costs: its work (a step per part of each
// position a move leads to) and its bytes (the memo with its keys, the stack with its moves), not
// only by how many positions it remembers. Issue 19's report: misère Grundy's game on 200+300+400
// ran 107 s and grew to 4.6 GB before a refusal. Here such sums are refused with the budget's
// message, a Solver refused once still answers what fits, and what fits agrees with a brute force
// written here (no timing is asserted: the benchmarks measure time).
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"
#include "search/depth_first.hpp"

namespace {

using grundy::Outcome;

grundy::Solver solverFor(const std::string& spec) {
    auto rules = grundy::parseSpec(spec);
    REQUIRE(rules.ok());
    return grundy::Solver(*rules);
}

grundy::Result<Outcome> outcome(grundy::Solver& solver, const std::string& position) {
    auto p = grundy::parseSumPosition(solver.spec(), position);
    REQUIRE(p.ok());
    return solver.outcome(*p);
}

// Misère Grundy's game by brute force over sorted heap lists: a move splits one heap into two
// unequal non-empty heaps; heaps of 1 and 2 cannot be split; the player with no move wins.
bool misereGrundyWins(std::vector<int> heaps, std::map<std::vector<int>, bool>& memo) {
    std::erase_if(heaps, [](int h) { return h <= 2; });
    std::sort(heaps.begin(), heaps.end());
    if (auto it = memo.find(heaps); it != memo.end()) return it->second;
    bool win = heaps.empty();  // no move: the player to move wins in misère play
    for (std::size_t i = 0; i < heaps.size() && !win; ++i) {
        for (int a = 1; 2 * a < heaps[i] && !win; ++a) {
            std::vector<int> next = heaps;
            next[i] = a;
            next.push_back(heaps[i] - a);
            win = !misereGrundyWins(next, memo);
        }
    }
    return memo[heaps] = win;
}

}  // namespace

TEST_CASE("a misère sum whose search would run for minutes is refused by its work budget", "[search-budget]") {
    auto solver = solverFor("misere:grundy+grundy+grundy");
    auto refused = outcome(solver, "200+300+400");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() ==
          "searching this position needs more than 1000000 positions or 100000000 steps; try smaller heaps or fewer "
          "parts");
    // The refusal emptied the memo and left the Solver usable: what fits is still answered.
    std::map<std::vector<int>, bool> memo;
    for (int a = 1; a <= 9; ++a) {
        for (int b = a; b <= 9; ++b) {
            const std::string position = std::to_string(a) + "+" + std::to_string(b) + "+7";
            auto o = outcome(solver, position);
            INFO(position);
            REQUIRE(o.ok());
            CHECK((*o == Outcome::N) == misereGrundyWins({a, b, 7}, memo));
        }
    }
}

TEST_CASE("a misère sum whose frames hold hundreds of thousands of moves is refused by its memory budget",
          "[search-budget]") {
    auto solver = solverFor("misere:grundy+grundy+grundy");
    auto refused = outcome(solver, "200000+300000+400000");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() ==
          "searching this position needs more than 256 MiB of memory; try smaller heaps or fewer parts");
}

TEST_CASE("misère Grundy's game sums that fit agree with a brute force", "[search-budget]") {
    auto solver = solverFor("misere:grundy+grundy");
    std::map<std::vector<int>, bool> memo;
    for (int a = 0; a <= 16; ++a) {
        for (int b = 0; b <= 16; ++b) {
            const std::string position = std::to_string(a) + "+" + std::to_string(b);
            auto o = outcome(solver, position);
            INFO(position);
            REQUIRE(o.ok());
            CHECK((*o == Outcome::N) == misereGrundyWins({a, b}, memo));
        }
    }
}

// ---- every other search has the same budgets, and a person may raise them -------------------------

namespace {

// Nim on two heaps written as one game of two coordinates with no table of its own, so values come
// from the Evaluator's generic search; the value of (x, y) is x XOR y (Bouton).
class TwoHeaps final : public grundy::Game {
public:
    std::string spec() const override { return "two-heaps"; }
    int dimensions() const override { return 2; }
    bool isHeapGame() const override { return false; }
    grundy::Result<void> forEachOption(const grundy::Position& p, const grundy::OptionSink& sink) const override {
        for (std::int64_t k = 1; k <= p.x; ++k) sink(grundy::Option::single(k, grundy::Position{p.x - k, p.y}));
        for (std::int64_t k = 1; k <= p.y; ++k) sink(grundy::Option::single(k, grundy::Position{p.x, p.y - k}));
        return {};
    }
};

// Nim on three heaps in the rule language: three coordinates, so its own search (rules_search.cpp)
// works its values out; the value of (a, b, c) is a XOR b XOR c.
const std::string kThreeHeaps =
    "rules:{position (a, b, c) move for k in 1..a -> (a - k, b, c) move for k in 1..b -> (a, b - k, c) "
    "move for k in 1..c -> (a, b, c - k)}";

grundy::Result<grundy::Value> valueOf(const std::string& spec, const std::string& position, grundy::Budget budget) {
    auto rules = grundy::parseSpec(spec);
    REQUIRE(rules.ok());
    grundy::Solver solver(*rules, budget);
    auto p = grundy::parseSumPosition(solver.spec(), position);
    REQUIRE(p.ok());
    return solver.value(*p);
}

}  // namespace

TEST_CASE("the generic search stops on its work and its memory, each named with its figure", "[search-budget]") {
    const auto game = std::make_shared<TwoHeaps>();
    {
        grundy::Evaluator evaluator(game);
        for (std::int64_t x = 0; x <= 12; ++x)
            for (std::int64_t y = 0; y <= 12; ++y) {
                auto v = evaluator.value(grundy::Position{x, y});
                REQUIRE(v.ok());
                CHECK(*v == static_cast<grundy::Value>(x ^ y));
            }
        // 160,000 positions of about 800 moves each: past 10^8 steps, with a stack of 800 frames.
        auto refused = evaluator.value(grundy::Position{400, 400});
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error() ==
              "working out this position needs more than 100000000 steps (a step per move looked at); try a smaller "
              "one");
    }
    {
        grundy::Evaluator evaluator(game, grundy::Budget{.work = 1000, .bytes = 0});
        auto refused = evaluator.value(grundy::Position{30, 30});
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error() ==
              "working out this position needs more than 1000 steps (a step per move looked at); try a smaller one");
        CHECK(grundy::stoppedOnBudget(refused.why().message()));
    }
    {
        // About 48 bytes for each of 90,000 positions: past 1 MiB.
        grundy::Evaluator evaluator(game, grundy::Budget{.work = 0, .bytes = std::int64_t{1} << 20});
        auto refused = evaluator.value(grundy::Position{300, 300});
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error() == "working out this position needs more than 1 MiB of memory; try a smaller one");
    }
}

TEST_CASE("the rule language's three-coordinate search stops on its work within its budget, and a larger one answers",
          "[search-budget]") {
    // Before its work counted the moves a kernel reads, this ran 14 s (75 s on a busy machine) to
    // 2^29 steps; every move looked at now counts, so it stops at 2^27.
    auto refused = valueOf(kThreeHeaps, "200,300,400", {});
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().find("needs more than 134217728 steps (steps of its rules and moves looked at)") !=
          std::string::npos);
    CHECK(grundy::stoppedOnBudget(refused.why().message()));
    // 384,000 positions of about 240 moves: past the default, within four times 10^8 steps.
    CHECK_FALSE(valueOf(kThreeHeaps, "60,80,100", {}).ok());
    auto raised = valueOf(kThreeHeaps, "60,80,100", grundy::Budget{.work = 400'000'000, .bytes = 0});
    REQUIRE(raised.ok());
    CHECK(*raised == (60 ^ 80 ^ 100));
}

TEST_CASE("a stop on a budget is told apart from other refusals, inside a sum's part too", "[search-budget]") {
    // A sum words its part's refusal as "part 2 of the position: ...": the budget is still found.
    auto part = valueOf("nim+" + kThreeHeaps, "1+60,80,100", grundy::Budget{.work = 1000, .bytes = 0});
    REQUIRE_FALSE(part.ok());
    CHECK(part.why().message().id == "position.part");
    CHECK(grundy::stoppedOnBudget(part.why().message()));
    // A misère sum's search names the budget it was given.
    auto solver = grundy::Solver(*grundy::parseSpec("misere:grundy+grundy+grundy"), grundy::Budget{.work = 5000});
    auto p = grundy::parseSumPosition(solver.spec(), "20+30+40");
    REQUIRE(p.ok());
    auto sum = solver.outcome(*p);
    REQUIRE_FALSE(sum.ok());
    CHECK(sum.error() ==
          "searching this position needs more than 1000000 positions or 5000 steps; try smaller heaps or fewer parts");
    CHECK(grundy::stoppedOnBudget(sum.why().message()));
    // Refusals that no budget gets past are not stops on a budget.
    auto unread = grundy::parseSumPosition(solver.spec(), "20+x+40");
    REQUIRE_FALSE(unread.ok());
    CHECK_FALSE(grundy::stoppedOnBudget(unread.why().message()));
}

TEST_CASE("a raised budget never allows more bytes than memoryCeiling()", "[search-budget]") {
    grundy::SearchBudget defaults;
    defaults.positions = 1000;
    defaults.work = 5000;
    defaults.held = 10;
    defaults.bytes = std::int64_t{1} << 20;
    const auto same = grundy::raised(defaults, {});
    CHECK(same.positions == 1000);
    CHECK(same.work == 5000);
    CHECK(same.bytes == std::int64_t{1} << 20);
    const auto four = grundy::raised(defaults, grundy::Budget{.work = 20000, .bytes = std::int64_t{4} << 20});
    CHECK(four.work == 20000);
    CHECK(four.bytes == std::int64_t{4} << 20);
    CHECK(four.positions == 4000);  // positions and the stack stand for memory: they grow with it
    CHECK(four.held == 40);
    const auto huge = grundy::raised(defaults, grundy::Budget{.work = 0, .bytes = std::int64_t{1} << 60});
    CHECK(huge.bytes == grundy::memoryCeiling());
}
