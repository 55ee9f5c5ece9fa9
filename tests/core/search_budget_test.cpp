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

#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"

namespace {

using grundy::Outcome;

grundy::Solver solverFor(const std::string& spec) {
    auto rules = grundy::parseSpec(spec);
    REQUIRE(rules.ok());
    return grundy::Solver(*rules);
}

grundy::Result<Outcome> outcome(grundy::Solver& solver, const std::string& position) {
    auto p = grundy::parseSumPosition(solver.rules(), position);
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
