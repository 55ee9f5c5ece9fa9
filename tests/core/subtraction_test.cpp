// Subtraction games against independent truth: the seeds' worked example, the Bash formula over
// the whole range of HDU 1846, and a separately written win/lose search.
#include "grundy/families/subtraction.hpp"

#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"
#include "support.hpp"

using grundy::GamePtr;
using grundy::Value;

using grundy::test::game;
const auto specError = &grundy::test::gameError;

namespace {

std::vector<Value> values(const std::string& spec, std::int64_t size) {
    auto v = grundy::heapValues(game(spec), size);
    REQUIRE(v.ok());
    return *v;
}

// Plain win/lose by definition (no SG, no mex): a position is winning iff some move reaches a
// losing one. Written separately from the core so the two can disagree.
std::vector<bool> winningByDefinition(const std::vector<int>& set, int size) {
    std::vector<bool> win(size, false);
    for (int n = 0; n < size; ++n)
        for (int s : set)
            if (s <= n && !win[n - s]) win[n] = true;
    return win;
}

}  // namespace

TEST_CASE("S = {1,3,4} gives 0,1,0,1,2,3,2 repeating", "[subtraction]") {
    const std::vector<Value> cycle{0, 1, 0, 1, 2, 3, 2};
    const auto g = values("subtraction:1,3,4", 7000);
    for (std::size_t n = 0; n < g.size(); ++n) {
        INFO("n = " << n);
        REQUIRE(g[n] == cycle[n % 7]);
    }
}

TEST_CASE("the seeds' worked example: sg(5) of S = {1,3,4} is 3 with options 4, 2, 1", "[subtraction]") {
    grundy::Solver solver(grundy::GameSpec{{game("subtraction:1,3,4")}, false});
    auto e = solver.analyse({grundy::SumPart{0, grundy::Position{5, 0}}});
    REQUIRE(e.ok());
    CHECK(e->value == 3);
    REQUIRE(e->moves.size() == 3);
    CHECK(e->moves[0].option.parts[0].x == 4);
    CHECK(e->moves[0].value == 2);
    CHECK(e->moves[1].option.parts[0].x == 2);
    CHECK(e->moves[1].value == 0);
    CHECK(e->moves[2].option.parts[0].x == 1);
    CHECK(e->moves[2].value == 1);
    CHECK(e->winningMoves == 1);
    CHECK(solver.moveText({grundy::SumPart{0, grundy::Position{5, 0}}}, e->moves[1]) == "take 3 (5 -> 2)");
}

TEST_CASE("Bash (Brave Game, HDU 1846): S = {1..m} gives n mod (m+1) for all n, m up to 1000", "[subtraction][bash]") {
    for (int m = 1; m <= 1000; ++m) {
        const auto g = values("subtraction:1.." + std::to_string(m), 1001);
        for (int n = 0; n <= 1000; ++n) {
            if (g[n] != static_cast<Value>(n % (m + 1))) {
                FAIL("m = " << m << ", n = " << n << ": got " << g[n]);
            }
        }
    }
    SUCCEED();
}

TEST_CASE("the P-positions of random sets agree with a separate win/lose search", "[subtraction]") {
    std::mt19937 rng(20261122);
    for (int trial = 0; trial < 300; ++trial) {
        std::uniform_int_distribution<int> count(1, 6), member(1, 30);
        std::vector<int> set;
        std::string spec = "subtraction:";
        const int k = count(rng);
        for (int i = 0; i < k; ++i) {
            set.push_back(member(rng));
            spec += (i ? "," : "") + std::to_string(set.back());
        }
        const auto g = values(spec, 500);
        const auto win = winningByDefinition(set, 500);
        for (int n = 0; n < 500; ++n) {
            INFO(spec << " n = " << n);
            REQUIRE((g[n] != 0) == win[n]);
        }
    }
}

TEST_CASE("every value is the mex of its options' values", "[subtraction]") {
    const auto g = values("subtraction:2,5,7,11", 2000);
    for (int n = 0; n < 2000; ++n) {
        std::vector<Value> opts;
        for (int s : {2, 5, 7, 11})
            if (s <= n) opts.push_back(g[n - s]);
        REQUIRE(g[n] == grundy::mex(opts));
    }
}

TEST_CASE("spec text is normalised: sorted, merged, ranges expanded", "[spec]") {
    CHECK(game("subtraction: 4, 1,3 ,1")->spec() == "subtraction:1,3,4");
    CHECK(game("Subtraction:1..3")->spec() == "subtraction:1,2,3");
    CHECK(game("subtraction:5,1..2")->spec() == "subtraction:1,2,5");
}

TEST_CASE("a table can be computed a chunk at a time", "[solver]") {
    auto table = grundy::HeapTable::create(game("subtraction:1,3,4"), 100);
    REQUIRE(table.ok());
    auto& t = table.value();
    int steps = 0;
    while (!t.advance(7)) {
        ++steps;
        CHECK(t.done() == steps * 7);
    }
    CHECK(t.done() == 100);
    CHECK(t.values() == values("subtraction:1,3,4", 100));
}

TEST_CASE("bad specs are refused with a message saying what is wrong", "[spec][errors]") {
    CHECK(specError("").rfind("the game spec is empty; try one of: ", 0) == 0);
    CHECK(specError("subtraction:") == "the subtraction set is empty; give the sizes a move may take, e.g. 1,3,4");
    CHECK(specError("subtraction") == "subtraction needs arguments after a colon, e.g. subtraction:1,3,4");
    CHECK(specError("subtraction:1,x") == "in the subtraction set: 'x' is not a whole number");
    CHECK(specError("subtraction:0,1") == "in the subtraction set: 0 is not a move; members must be at least 1");
    CHECK(specError("subtraction:-2") == "in the subtraction set: '-2' is negative; members must be at least 1");
    CHECK(specError("subtraction:1,,3") ==
          "in the subtraction set: an empty member (two commas in a row, or a comma at an end)");
    CHECK(specError("subtraction:1,3,") ==
          "in the subtraction set: an empty member (two commas in a row, or a comma at an end)");
    CHECK(specError("subtraction:2.5") == "in the subtraction set: '2.5' is not a whole number");
    CHECK(specError("subtraction:99999999999999999999") ==
          "in the subtraction set: '99999999999999999999' is too large; members must be at most 1000000");
    CHECK(specError("subtraction:5..1") == "in the subtraction set: the range 5..1 runs backwards; write it low..high");
    CHECK(specError("subtraction:1..100000") ==
          "in the subtraction set: the range 1..100000 has more than 4096 members (got 100000)");
    CHECK(specError("chess").rfind("unknown game 'chess'; known games: ", 0) == 0);
}

TEST_CASE("bad positions and sizes are refused with a message", "[spec][errors]") {
    const auto g = game("subtraction:1,3,4");
    auto neg = g->parsePosition("-3");
    REQUIRE_FALSE(neg.ok());
    CHECK(neg.error() == "a heap must not be negative (got -3)");
    auto word = g->parsePosition("seven");
    REQUIRE_FALSE(word.ok());
    CHECK(word.error() == "'seven' is not a whole number; give a position such as 7");
    auto pair = g->parsePosition("3,4");
    REQUIRE_FALSE(pair.ok());
    CHECK(pair.error() == "'3,4' has two numbers, but this game's positions are one heap size such as 7");
    auto huge = grundy::heapValues(g, std::int64_t{1} << 40);
    REQUIRE_FALSE(huge.ok());
    CHECK(huge.error().find("the limit is 67108864 positions") != std::string::npos);
    auto none = grundy::heapValues(g, 0);
    REQUIRE_FALSE(none.ok());
}

TEST_CASE("the computer moves to a value-0 position when one exists", "[solver]") {
    grundy::Solver solver(grundy::GameSpec{{game("subtraction:1,3,4")}, false});
    const auto table = values("subtraction:1,3,4", 200);
    for (std::int64_t n = 1; n < 200; ++n) {
        auto move = solver.bestMove({grundy::SumPart{0, grundy::Position{n, 0}}});
        REQUIRE(move.ok());
        const auto to = move->option.parts[0].x;
        CHECK(n - to == move->option.taken);
        if (table[n] != 0) CHECK(table[to] == 0);
    }
    auto stuck = solver.bestMove({grundy::SumPart{0, grundy::Position{0, 0}}});
    REQUIRE_FALSE(stuck.ok());
    CHECK(stuck.error() == "no move is left from this position");
}

TEST_CASE("sum positions: a split in a mixed sum is written as a group, and an empty position as 0", "[spec]") {
    auto rules = grundy::parseSpec("octal:0.77+nim");
    REQUIRE(rules.ok());
    grundy::Solver solver(*rules);
    auto p = grundy::parseSumPosition(*rules, "5+3");
    REQUIRE(p.ok());
    auto a = solver.analyse(*p);
    REQUIRE(a.ok());
    // Kayles: taking 1 from the middle of 5 leaves 1 and 3 (or 2 and 2); the group reads back.
    bool sawGroup = false;
    for (const auto& m : a->moves) {
        const std::string to = grundy::sumPositionText(*rules, solver.applyMove(*p, m));
        auto back = grundy::parseSumPosition(*rules, to);
        REQUIRE(back.ok());
        CHECK(grundy::sumPositionText(*rules, *back) == to);
        sawGroup = sawGroup || to == "(1+3)+3";
    }
    CHECK(sawGroup);
    auto single = grundy::parseSpec("octal:0.7");
    REQUIRE(single.ok());
    CHECK(grundy::sumPositionText(*single, {}) == "0");
    auto unbalanced = grundy::parseSumPosition(*rules, "(1+3+3");
    REQUIRE_FALSE(unbalanced.ok());
    CHECK(unbalanced.error() == "the position has a '(' without its ')'");
    auto nested = grundy::parseSumPosition(*rules, "(1+(3))+3");
    REQUIRE_FALSE(nested.ok());
    CHECK(nested.error() == "parentheses in a position cannot be nested");
    auto count = grundy::parseSumPosition(*rules, "1+3+3");
    REQUIRE_FALSE(count.ok());
    CHECK(count.error().rfind("this sum has 2 components, so its position needs 2 parts", 0) == 0);
}
