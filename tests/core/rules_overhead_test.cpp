// One-number rule-language games worked out in blocks of heaps (core/src/rules/heap_block.hpp) by
// the game's heap filler, over HeapTable's own array (Game::heapFiller). The blocks must change nothing: every value,
// every error message and every step counted against the game's budget is what the interpreter
// gives heap by heap (the independent side, pinned down by rules_errors_test and rules_test), and
// what the kernels give without blocks. The values of two examples are also checked against their
// known formulas.
#include <catch2/catch.hpp>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "grundy/rules.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/spec.hpp"
#include "rules/rules_game.hpp"
#include "rules_support.hpp"

using grundy::Value;
using grundy::rules::detail::RulesGame;

namespace {

enum class Way { Blocks, Kernels, Interpreter };

std::shared_ptr<RulesGame> make(const std::string& source, Way way, std::string& trialError) {
    return grundy::test::makeRulesGame(source, way != Way::Interpreter, way == Way::Blocks, trialError);
}

struct Outcome {
    std::string trialError;
    std::vector<Value> values;
    std::string error;
    std::int64_t steps = 0;
    std::int64_t blockPositions = 0;
};

Outcome run(const std::string& source, Way way, std::int64_t heaps) {
    Outcome out;
    auto game = make(source, way, out.trialError);
    if (out.trialError.empty()) {
        auto v = grundy::heapValues(game, heaps);
        if (v)
            out.values = *v;
        else
            out.error = v.error();
    }
    out.steps = game->totalSteps();
    out.blockPositions = game->heapBlockPositions();
    return out;
}

// The three ways agree; returns the heaps blocks did.
std::int64_t agree(const std::string& source, std::int64_t heaps, bool withInterpreter = true) {
    INFO(source);
    const Outcome blocks = run(source, Way::Blocks, heaps);
    const Outcome kernels = run(source, Way::Kernels, heaps);
    CHECK(kernels.blockPositions == 0);
    CHECK(blocks.trialError == kernels.trialError);
    CHECK(blocks.error == kernels.error);
    CHECK(blocks.values == kernels.values);
    CHECK(blocks.steps == kernels.steps);
    if (withInterpreter) {
        const Outcome interpreter = run(source, Way::Interpreter, heaps);
        CHECK(blocks.trialError == interpreter.trialError);
        CHECK(blocks.error == interpreter.error);
        CHECK(blocks.values == interpreter.values);
        CHECK(blocks.steps == interpreter.steps);
    }
    return blocks.blockPositions;
}

class Generator {
public:
    explicit Generator(unsigned seed) : rng_(seed) {}

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
    std::string num(int lo, int hi) { return std::to_string(std::uniform_int_distribution<int>(lo, hi)(rng_)); }

    // The kinds of rule blocks know (sets of literals, fixed ranges, a sequence up to n, tests and
    // parts affine in n and k), now and then one they do not (a test that is not affine).
    std::string rule() {
        std::string domain, tests;
        switch (pick(5)) {
            case 0: {
                std::string set = "{" + num(0, 3);
                for (int i = pick(4); i > 0; --i) set += ", " + num(1, 9);
                domain = set + "}";
                break;
            }
            case 1: {
                const int lo = pick(4);
                domain = std::to_string(lo) + ".." + std::to_string(lo - 1 + pick(7));
                break;
            }
            case 2:
                domain = num(10, 40) + ".." + num(40, 60);
                break;
            default: {
                const char* seqs[] = {"fib", "squares", "pow2", "primes"};
                domain = num(0, 2) + "..n";
                tests = std::string("k in ") + seqs[pick(4)];
                break;
            }
        }
        // The parts with the guard that keeps them smaller heaps (left out now and then: an error).
        std::string parts, guard;
        switch (pick(6)) {
            case 0:
                parts = "n - k";
                guard = pick(2) ? "k <= n" : "-k >= 0 - n";
                break;
            case 1:
                parts = "n - k - " + num(0, 2);
                guard = "k + 2 <= n";
                break;
            case 2:
                parts = "n - 2 * k";
                guard = "2 * k <= n";
                break;
            case 3:
                parts = "k + (n - 2 * k - 1)";
                guard = "n - 2 * k >= 1";
                break;
            case 4:
                parts = "(n - k) / 1";  // not affine: the machine's way
                guard = "k <= n";
                break;
            default:
                parts = "1 + (n - k - 2) + 0";
                guard = "k in 0..n - 3";
                break;
        }
        if (pick(6) > 0) tests += (tests.empty() ? "" : " and ") + guard;
        for (int i = pick(3); i > 0; --i) tests += (tests.empty() ? "" : " and ") + test();
        return "move for k in " + domain + (tests.empty() ? "" : " where " + tests) + " -> " + parts;
    }

    std::string test() {
        switch (pick(14)) {
            case 0:
                return "k <= n";
            case 1:
                return "k < n - " + num(0, 3);
            case 2:
                return num(1, 3) + " * k + " + num(0, 2) + " <= n";
            case 3:
                return "k != " + num(0, 5);
            case 4:
                return "k == " + num(0, 5);
            case 5:
                return "n - k >= " + num(0, 4);
            case 6:
                return "k in " + num(0, 3) + "..n - " + num(0, 2);
            case 7:
                return "n != " + num(0, 70);
            case 8:
                return "n > " + num(0, 90);
            case 9:
                return "n <= " + num(50, 400);
            case 10:
                return "k + n > " + num(0, 9);
            case 11:
                return "(n == " + num(0, 40) + " or k <= n)";  // not a comparison: the machine tests it
            case 12:
                return "-k >= " + num(2, 6) + " - n";
            default:
                return "n % 3 != " + num(0, 2);  // not affine
        }
    }

    std::string program() {
        std::string out = "position n";
        for (int i = 1 + pick(3); i > 0; --i) out += "\n" + rule();
        return out;
    }

private:
    std::mt19937 rng_;
};

}  // namespace

TEST_CASE("blocks of heaps agree with the interpreter on every shipped one-number example", "[rules-overhead]") {
    for (const auto& e : grundy::rules::examples()) {
        if (e.source.find("position (") != std::string::npos) continue;
        INFO(e.id);
        const std::int64_t blocks = agree(e.source, 1000);
        // The small subtraction games are the ones blocks are for: nearly every heap is in one.
        const bool small = e.id == "subtraction-1-3-4" || e.id == "bash" || e.id == "take-range" ||
                           e.id == "subtraction-fib" || e.id == "subtraction-squares";
        if (small) CHECK(blocks > 900);
    }
}

TEST_CASE("blocks of heaps agree with the interpreter on generated programs", "[rules-overhead]") {
    Generator gen(20261122);
    int tables = 0, broken = 0, withBlocks = 0;
    for (int i = 0; i < 150; ++i) {
        const std::string source = gen.program();
        const std::int64_t blocks = agree(source, 500);
        withBlocks += blocks > 100 ? 1 : 0;
        std::string trial;
        auto g = make(source, Way::Blocks, trial);
        const bool whole = trial.empty() && grundy::heapValues(g, 500).ok();
        (whole ? tables : broken) += 1;
    }
    // Every side of the comparison was exercised: whole tables, broken programs, blocks at work.
    CHECK(tables > 30);
    CHECK(broken > 10);
    CHECK(withBlocks > 30);
}

TEST_CASE("blocks count the steps the kernels count: the total budget stops at the same heap", "[rules-overhead]") {
    // 60,000 values of k and a test each at every heap: the budget of 2^29 steps runs out past heap
    // 4000, inside what would otherwise be one block. (The kernels without blocks are pinned to the
    // interpreter by rules_kernel_test; the interpreter alone would take seconds here.)
    const std::string spent =
        "position n\nmove for k in 1..60000 where k <= 0 -> 0\nmove for k in {1, 2} where k <= n -> n - k";
    const Outcome blocks = run(spent, Way::Blocks, 6000);
    const Outcome kernels = run(spent, Way::Kernels, 6000);
    CHECK(blocks.error.find("needs more than 536870912 steps") != std::string::npos);
    CHECK(blocks.error == kernels.error);
    CHECK(blocks.steps == kernels.steps);
    CHECK(blocks.blockPositions > 4000);
    // k <= n over 1..60000 changes at every heap below 60,000: blocks of one heap, planned rarely.
    const std::string everyHeap = "position n\nmove for k in 1..60000 where k <= n -> n - k";
    const Outcome a = run(everyHeap, Way::Blocks, 3000);
    const Outcome b = run(everyHeap, Way::Kernels, 3000);
    CHECK(a.error.empty());
    CHECK(a.values == b.values);
    CHECK(a.steps == b.steps);
}

TEST_CASE("subtraction games worked out in blocks have their known values", "[rules-overhead]") {
    // Winning Ways (Berlekamp, Conway, Guy), chapter 4: S = {1, 3, 4} has values 0 1 0 1 2 3 2
    // repeating with period 7; Bash with takes 1..3 has n mod 4.
    std::string trial;
    auto sub = make("position n\nmove for k in {1, 3, 4} where k <= n -> n - k", Way::Blocks, trial);
    auto bash = make("position n\nmove for k in 1..3 where k <= n -> n - k", Way::Blocks, trial);
    const auto a = grundy::heapValues(sub, 65536);
    const auto b = grundy::heapValues(bash, 65536);
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    const Value pattern[] = {0, 1, 0, 1, 2, 3, 2};
    for (std::size_t n = 0; n < 65536; ++n) {
        if ((*a)[n] != pattern[n % 7] || (*b)[n] != n % 4) FAIL("heap " << n);
    }
    CHECK(sub->heapBlockPositions() > 65000);
    CHECK(bash->heapBlockPositions() > 65000);
}

TEST_CASE("a rules game's table is its heap filler's work over HeapTable's array, nothing computed twice",
          "[rules-overhead]") {
    // The game keeps no values of its own (no closed form, before or after a table): HeapTable
    // asks it for a filler, and a table grown in place (HeapTable::grow, as the Evaluator grows its
    // one table) computes each heap once: its values and steps are those of one table made at once.
    const std::string source = "position n\nmove for k in 1..n where k in fib -> n - k";
    std::string trial;
    auto once = make(source, Way::Blocks, trial);
    REQUIRE(trial.empty());
    const std::int64_t trialSteps = once->totalSteps();
    const auto whole = grundy::heapValues(once, 300);
    REQUIRE(whole.ok());
    const std::int64_t wholeSteps = once->totalSteps() - trialSteps;
    CHECK(wholeSteps > 0);
    for (std::int64_t n = 0; n < 300; n += 37) CHECK_FALSE(once->closedFormValue(grundy::Position{n, 0}));
    CHECK(once->heapFiller() != nullptr);
    CHECK(grundy::parseGame("nim").value()->heapFiller() == nullptr);  // built-in games: HeapTable's own ways

    // (A filler adds its steps to the game's tally when it is dropped, with its table.)
    auto grown = make(source, Way::Blocks, trial);
    {
        auto table = grundy::HeapTable::create(grown, 10);
        REQUIRE(table.ok());
        CHECK(table.value().advance(10));
        REQUIRE(table.value().grow(120).ok());
        CHECK_FALSE(table.value().advance(50));
        REQUIRE(table.value().grow(300).ok());
        CHECK(table.value().advance(1000));
        CHECK(table->values() == *whole);
    }
    CHECK(grown->totalSteps() - trialSteps == wholeSteps);

    // The Evaluator keeps one such table per game and grows it as questions reach further.
    auto asked = make(source, Way::Blocks, trial);
    {
        grundy::Evaluator evaluator(asked);
        for (const std::int64_t n : {10, 50, 299, 7})
            CHECK(evaluator.value(grundy::Position{n, 0}).value() == (*whole)[static_cast<std::size_t>(n)]);
    }
    CHECK(asked->totalSteps() - trialSteps == wholeSteps);
}

TEST_CASE("a table extended a few heaps at a time goes on with its block, and agrees with one made at once",
          "[rules-overhead]") {
    // A block is planned as far as it holds and kept while it covers the heap asked for (the trial
    // asks for heaps 0..64 one at a time, the page for a slice at a time, the Evaluator for a table
    // grown in place): the values and the steps must be those of a table made in one call, and of
    // the interpreter.
    Generator gen(20261123);
    std::vector<std::string> sources;
    for (const auto& e : grundy::rules::examples())
        if (e.source.find("position (") == std::string::npos) sources.push_back(e.source);
    for (int i = 0; i < 40; ++i) sources.push_back(gen.program());
    constexpr std::int64_t kHeaps = 600;
    int reused = 0;
    for (const std::string& source : sources) {
        INFO(source);
        const Outcome whole = run(source, Way::Blocks, kHeaps);
        const Outcome interpreter = run(source, Way::Interpreter, kHeaps);
        std::string trialError;
        auto game = make(source, Way::Blocks, trialError);
        CHECK(trialError == whole.trialError);
        if (!trialError.empty()) continue;
        // Heaps 65, 66, ..., then longer and longer steps, in a table grown as it goes.
        const std::int64_t blocksAfterTrial = game->heapBlockPositions();
        {
            auto table = grundy::HeapTable::create(game, 65);
            REQUIRE(table.ok());
            bool stopped = table.value().advance(65) && table->failed();
            for (std::int64_t n = 65, step = 1; n < kHeaps && !stopped; n += step, step += step / 2 + 1) {
                REQUIRE(table.value().grow(std::min(n + 1, kHeaps)).ok());
                stopped = table.value().advance(kHeaps) && table->failed();
            }
            if (!stopped) {
                REQUIRE(table.value().grow(kHeaps).ok());
                table.value().advance(kHeaps);
            }
            CHECK(whole.error == (table->failed() ? "a table of 600 positions: " + table->cause() : std::string()));
            if (table->failed()) {
                CHECK_FALSE(whole.error.empty());
            } else {
                CHECK(table->values() == whole.values);
                CHECK(table->values() == interpreter.values);
            }
        }  // dropped: its filler adds what it did to the game's tally
        CHECK(game->totalSteps() == whole.steps);
        CHECK(game->totalSteps() == interpreter.steps);
        reused += game->heapBlockPositions() - blocksAfterTrial > kHeaps / 2 ? 1 : 0;
    }
    CHECK(reused > 10);  // blocks did most of the table for many of them
}
