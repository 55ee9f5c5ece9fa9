// The rule language against independent truth: every shipped example agrees with the built-in
// family it names, on every heap up to 2000 (two coordinates: a 200 x 200 table); the named
// sequences against a sieve and direct lists written here; a three-coordinate game against
// Bouton's XOR rule; and rules:{...} specs work wherever specs do (sums, misère, explanations,
// play, periods, export, the CLI), with their text round-tripping.
#include "grundy/rules.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <string>
#include <vector>

#include "grundy/analysis/explain.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/search/grid_search.hpp"
#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"
#include "support.hpp"

using grundy::GamePtr;
using grundy::Value;
using grundy::test::game;

namespace {

std::string specOf(const std::string& source) {
    const auto report = grundy::rules::check(source);
    INFO(source << "\n" << (report.errors.empty() ? "" : report.errors.front().located.text));
    REQUIRE(report.ok);
    return report.spec;
}

std::vector<Value> heap(const GamePtr& g, std::int64_t size) {
    auto v = grundy::heapValues(g, size);
    INFO(g->spec() << ": " << (v ? "" : v.error()));
    REQUIRE(v.ok());
    return *v;
}

std::vector<Value> grid(const GamePtr& g, std::int64_t rows, std::int64_t cols) {
    auto v = grundy::gridValues(g, rows, cols);
    INFO(g->spec() << ": " << (v ? "" : v.error()));
    REQUIRE(v.ok());
    return *v;
}

// The value of a position typed as text (parsePosition checks its range; the Evaluator works it out).
Value valueAt(const GamePtr& g, const std::string& text) {
    auto p = g->parsePosition(text);
    INFO(text << ": " << (p ? "" : p.error()));
    REQUIRE(p.ok());
    auto v = grundy::Evaluator(g).value(*p);
    REQUIRE(v.ok());
    return *v;
}

}  // namespace

TEST_CASE("every built-in family of the gallery ships as an example", "[rules]") {
    std::vector<std::string> families;
    for (const auto& e : grundy::rules::examples()) families.push_back(e.family.substr(0, e.family.find(':')));
    for (const char* f : {"nim", "bash", "subtraction", "take-range", "octal", "lasker", "grundy", "wythoff", "corner",
                          "fibonacci-nim"}) {
        INFO(f);
        CHECK(std::find(families.begin(), families.end(), f) != families.end());
    }
    for (const auto& e : grundy::rules::examples()) {
        INFO(e.id);
        CHECK_FALSE(e.name.empty());
        CHECK_FALSE(e.about.empty());
        const auto report = grundy::rules::check(e.source);
        CHECK(report.ok);
        CHECK(report.name == e.name);
        CHECK(report.about == e.about);
    }
}

TEST_CASE("each shipped example agrees with its built-in family", "[rules]") {
    // Heaps 0..2000 for one-number games; a 200 x 200 table for two coordinates. All of them in full
    // (the splitting games included: about 3 million moves for Lasker's Nim, well under a second).
    for (const auto& e : grundy::rules::examples()) {
        INFO(e.id << " against " << e.family);
        const GamePtr mine = game(specOf(e.source));
        const GamePtr builtIn = game(e.family);
        REQUIRE(mine->dimensions() == builtIn->dimensions());
        if (mine->dimensions() == 1) {
            CHECK(heap(mine, 2001) == heap(builtIn, 2001));
        } else {
            CHECK(grid(mine, 200, 200) == grid(builtIn, 200, 200));
        }
    }
}

TEST_CASE("the named sequences are the members their names say", "[rules]") {
    // Written here without the core: a sieve, the Fibonacci numbers from 1, 2, powers of two, squares.
    constexpr int kLimit = 3000;
    std::vector<bool> prime(kLimit + 1, true);
    prime[0] = prime[1] = false;
    for (int i = 2; i * i <= kLimit; ++i)
        if (prime[i])
            for (int j = i * i; j <= kLimit; j += i) prime[j] = false;
    std::vector<bool> fib(kLimit + 1, false), pow2(kLimit + 1, false), square(kLimit + 1, false);
    for (int a = 1, b = 2; a <= kLimit; b += a, a = b - a) fib[a] = true;
    for (int p = 1; p <= kLimit; p *= 2) pow2[p] = true;
    for (int r = 1; r * r <= kLimit; ++r) square[r * r] = true;
    const std::vector<std::pair<const char*, const std::vector<bool>*>> sequences{
        {"primes", &prime}, {"fib", &fib}, {"pow2", &pow2}, {"squares", &square}};
    for (const auto& [name, members] : sequences) {
        INFO(name);
        // A game whose only move from n is to 0, and only when n is a member: value 1 iff n is one.
        // The 'not in' form gives the complement, and the iterated form (k ranging over members)
        // the subtraction game, checked against the built-in family.
        const auto test = game(specOf(std::string("position n\nmove where n in ") + name + " -> 0"));
        const auto complement =
            game(specOf(std::string("position n\nmove where n not in ") + name + " and n > 0 -> 0"));
        const auto t = heap(test, kLimit + 1), c = heap(complement, kLimit + 1);
        for (int n = 0; n <= kLimit; ++n) {
            INFO(n);
            CHECK(t[n] == ((*members)[n] ? 1u : 0u));
            CHECK(c[n] == (n > 0 && !(*members)[n] ? 1u : 0u));
        }
        const auto subtraction =
            game(specOf(std::string("position n\nmove for k in 1..n where k in ") + name + " -> n - k"));
        CHECK(heap(subtraction, 2001) == heap(game(std::string("subtraction:") + name), 2001));
    }
    // Far beyond any table: membership by the primality test and the square root.
    auto far = game(specOf(
        "position (x, y)\nmove where x in primes and y == 1 -> (x, 0)\nmove where x in squares and y == 2 -> (x, 0)"));
    CHECK(valueAt(far, "1000000007,1") == 1);    // a well-known prime
    CHECK(valueAt(far, "3000000021,1") == 0);    // 3 times it
    CHECK(valueAt(far, "999999999989,1") == 1);  // the largest prime below 10^12
    CHECK(valueAt(far, "999999999999,1") == 0);  // 3 * 333333333333
    CHECK(valueAt(far, "999998000001,2") == 1);  // 999999^2
    CHECK(valueAt(far, "999998000002,2") == 0);
}

TEST_CASE("a three-coordinate game and three-part moves", "[rules]") {
    // Nim on three heaps as one game of three coordinates: Bouton's rule, value a ^ b ^ c.
    const auto nim3 =
        game(specOf("position (a, b, c)\nmove for k in 1..a -> (a - k, b, c)\nmove for k in 1..b -> (a, b - k, c)\n"
                    "move for k in 1..c -> (a, b, c - k)"));
    CHECK(nim3->dimensions() == 3);
    for (int a = 0; a < 7; ++a)
        for (int b = 0; b < 7; ++b)
            for (int c = 0; c < 7; ++c) {
                auto p = nim3->parsePosition(std::to_string(a) + "," + std::to_string(b) + "," + std::to_string(c));
                REQUIRE(p.ok());
                CHECK(nim3->positionText(*p) == std::to_string(a) + "," + std::to_string(b) + "," + std::to_string(c));
                CHECK(*grundy::Evaluator(nim3).value(*p) == static_cast<Value>(a ^ b ^ c));
            }
    // Splitting a heap into three non-empty heaps without taking is hex:8.0 (three parts per move).
    const auto three = game(specOf("position n\nmove for a in 1..n / 3, b in a..(n - a) / 2 -> a + b + (n - a - b)"));
    CHECK(heap(three, 300) == heap(game("hex:8.0"), 300));
}

TEST_CASE("rules: specs work in sums, misère play, explanations, play and periods", "[rules]") {
    const std::string bash = specOf("name \"Bash\"\nposition n\nmove for k in 1..3 where k <= n -> n - k\n");
    // The canonical text round-trips, alone, in sums and in misère specs.
    for (const std::string& spec : {bash, bash + "+nim", "misere:" + bash, "nim+" + bash + "+octal:0.77"}) {
        auto r = grundy::parseSpec(spec);
        INFO(spec << ": " << (r ? "" : r.error()));
        REQUIRE(r.ok());
        CHECK(r->text() == spec);
        CHECK(grundy::parseSpec(r->text())->text() == spec);
    }
    // A sum: Bash (n mod 4) + Nim (n): 5+1 has value 1 ^ 1 = 0.
    auto sum = grundy::parseSpec(bash + "+nim");
    grundy::Solver solver(*sum);
    CHECK(*solver.value(*grundy::parseSumPosition(*sum, "5+1")) == 0);
    CHECK(*solver.value(*grundy::parseSumPosition(*sum, "6+1")) == 3);
    // Misère agrees with the built-in family's misère play.
    auto mis = grundy::parseSpec("misere:" + bash);
    auto ref = grundy::parseSpec("misere:bash:3");
    grundy::Solver a(*mis), b(*ref);
    for (const char* p : {"1", "2", "5", "3+4", "1+1", "7+2+5"}) {
        INFO(p);
        CHECK(*a.outcome(*grundy::parseSumPosition(*mis, p)) == *b.outcome(*grundy::parseSumPosition(*ref, p)));
    }
    // Kayles by rules: the same options and explanation as octal:0.77.
    auto kr =
        grundy::parseSpec(specOf("position n\nmove for k in 1..2 where k <= n -> n - k\n"
                                 "move for k in 1..2, a in 1..(n - k) / 2 -> a + (n - k - a)"));
    auto ko = grundy::parseSpec("octal:0.77");
    grundy::Solver ks(*kr), os(*ko);
    auto ka = ks.analyse(*grundy::parseSumPosition(*kr, "9"));
    auto oa = os.analyse(*grundy::parseSumPosition(*ko, "9"));
    REQUIRE(ka.ok());
    CHECK(ka->value == oa->value);
    CHECK(ka->moveCount == oa->moveCount);
    CHECK(ka->winningMoves == oa->winningMoves);
    std::vector<std::string> mineText, theirs;
    for (const auto& m : ka->moves) mineText.push_back(ks.moveText(*grundy::parseSumPosition(*kr, "9"), m));
    for (const auto& m : oa->moves) theirs.push_back(os.moveText(*grundy::parseSumPosition(*ko, "9"), m));
    std::sort(mineText.begin(), mineText.end());
    std::sort(theirs.begin(), theirs.end());
    CHECK(mineText == theirs);
    auto best = ks.bestMove(*grundy::parseSumPosition(*kr, "9"));
    REQUIRE(best.ok());
    CHECK(best->winning);
    auto e = grundy::explain(*kr, "9");
    REQUIRE(e.ok());
    CHECK(e->value == oa->value);
    // Observed periods of a one-number game: Kayles is periodic with period 12 from 71 on (Guy and
    // Smith 1956; Winning Ways ch. 4).
    grundy::PeriodSearchLimits search;
    search.maxSize = 1 << 12;
    auto period = grundy::findPeriodicity(game(kr->text()), search);
    REQUIRE(period.ok());
    CHECK(period->found);
    CHECK(period->preperiod == 71);
    CHECK(period->period == 12);
    CHECK_FALSE(period->proven);  // no theorem is claimed for a game given by rules
}

TEST_CASE("the Fibonacci game's start rule reads one number as the start", "[rules]") {
    std::string source;
    for (const auto& e : grundy::rules::examples())
        if (e.id == "fibonacci-game") source = e.source;
    const auto mine = game(specOf(source));
    const auto builtIn = game("fibonacci-nim");
    for (int n = 0; n <= 60; ++n) {
        INFO(n);
        auto p = mine->parsePosition(std::to_string(n));
        auto q = builtIn->parsePosition(std::to_string(n));
        REQUIRE(p.ok());
        REQUIRE(q.ok());
        CHECK(mine->positionText(*p) == std::to_string(n) + "," + std::to_string(n > 0 ? n - 1 : 0));
        // HDU 2516: the first player loses exactly when n is a Fibonacci number (n >= 2).
        const bool fibonacci = n == 2 || n == 3 || n == 5 || n == 8 || n == 13 || n == 21 || n == 34 || n == 55;
        if (n >= 2) CHECK((*grundy::Evaluator(mine).value(*p) == 0) == fibonacci);
    }
}

TEST_CASE("rules specs through the grundy command", "[rules]") {
    const auto examples = grundy::test::runCli("rules examples");
    CHECK(examples.status == 0);
    CHECK(examples.output.find("kayles  octal:0.77  Kayles\n") != std::string::npos);
    const auto shown = grundy::test::runCli("rules show bash");
    CHECK(shown.status == 0);
    CHECK(shown.output.find("move for k in 1..3 where k <= n -> n - k") != std::string::npos);
    const auto values =
        grundy::test::runCli("values 'rules:{position n move for k in 1..3 where k <= n -> n - k}' --to 9");
    CHECK(values.output == "0 1 2 3 0 1 2 3 0 1\n");
    const auto specs = grundy::test::runCli("specs");
    CHECK(specs.output.find("rules  e.g. rules:{position n move") != std::string::npos);
    const std::string path = "/tmp/grundy_rules_test_program.rules";
    {
        FILE* f = std::fopen(path.c_str(), "w");
        REQUIRE(f != nullptr);
        std::fputs("position n\nmove for k in 1..3 where k <= n -> n - * k\n", f);
        std::fclose(f);
    }
    const auto checked = grundy::test::runCli("rules check " + path);
    CHECK(checked.status == 1);
    CHECK(checked.output ==
          "line 2, col 40: expected a number or a name after '-'\n"
          "move for k in 1..3 where k <= n -> n - * k\n"
          "                                       ^\n");
    std::remove(path.c_str());
}
