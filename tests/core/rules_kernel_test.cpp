// The rule language's kernels (core/src/rules/kernel.hpp) against its interpreter: every position of
// every shipped example, and of many generated programs (affine ranges and sets, conditions that
// turn into bounds or holes and ones that do not, splits, two coordinates with moves that leave the
// table), gets the same value, or the same error message, whether the kernels are on or the
// interpreter works everything out alone. The interpreter is the independent side here: it is the
// engine the error tests (rules_errors_test.cpp) and the family comparisons (rules_test.cpp) pin down.
#include <catch2/catch.hpp>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "grundy/rules.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/search/grid_search.hpp"
#include "rules/rules_game.hpp"
#include "rules_support.hpp"

using grundy::Value;
using grundy::rules::detail::Kind;
using grundy::rules::detail::RulesGame;
using grundy::rules::detail::TruthSet;
using grundy::rules::detail::Wide;

namespace {

// A game made as check() makes it (parse, check, compile, trial), with the kernels on or off; the
// error is the trial's message.
struct Made {
    std::shared_ptr<RulesGame> game;
    std::string error;
};

Made make(const std::string& source, bool kernels) {
    Made out;
    out.game = grundy::test::makeRulesGame(source, kernels, /*blocks=*/true, out.error);
    return out;
}

// Values of a table, or its error.
struct Table {
    std::vector<Value> values;
    std::string error;
};

Table table(const std::shared_ptr<RulesGame>& g, std::int64_t rows, std::int64_t cols) {
    Table t;
    auto v = g->dimensions() == 1 ? grundy::heapValues(g, rows) : grundy::gridValues(g, rows, cols);
    if (v)
        t.values = *v;
    else
        t.error = v.error();
    return t;
}

// How a comparison went: how many positions the kernels worked out (the comparison is not vacuous)
// and whether the whole table had values (not an error).
struct Agreed {
    std::int64_t kernelPositions = 0;
    bool table = false;
};

// Both ways agree on the trial, on the table and (two coordinates) on one more position past it.
Agreed agree(const std::string& source, std::int64_t rows, std::int64_t cols) {
    INFO(source);
    const Made kernel = make(source, true);
    const Made interpreter = make(source, false);
    REQUIRE(kernel.error == interpreter.error);
    if (!kernel.error.empty()) return Agreed{kernel.game->kernelPositions(), false};
    const Table a = table(kernel.game, rows, cols);
    const Table b = table(interpreter.game, rows, cols);
    CHECK(a.error == b.error);
    CHECK(a.values == b.values);
    CHECK(interpreter.game->kernelPositions() == 0);
    // Two coordinates: a position asked by itself, beyond the table, on fresh games (a search from
    // there, which the kernels' pre-fill of its rectangle serves). One number: one table either way.
    const Agreed out{kernel.game->kernelPositions(), a.error.empty()};
    if (kernel.game->dimensions() == 1) return out;
    const std::string far = std::to_string(rows + 3) + "," + std::to_string(cols / 2);
    const Made k2 = make(source, true), i2 = make(source, false);
    const auto pk = k2.game->parsePosition(far);
    const auto pi = i2.game->parsePosition(far);
    REQUIRE(pk.ok());
    REQUIRE(pi.ok());
    const auto vk = grundy::Evaluator(k2.game).value(*pk);
    const auto vi = grundy::Evaluator(i2.game).value(*pi);
    CHECK(vk.ok() == vi.ok());
    if (vk.ok() && vi.ok()) {
        CHECK(*vk == *vi);
    } else if (!vk.ok() && !vi.ok()) {
        CHECK(vk.error() == vi.error());
    }
    return out;
}

// ---- Generated programs -------------------------------------------------------------------------

class Generator {
public:
    explicit Generator(unsigned seed) : rng_(seed) {}

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
    template <class T>
    const T& among(const std::vector<T>& xs) {
        return xs[static_cast<std::size_t>(pick(static_cast<int>(xs.size())))];
    }
    std::string num(int lo, int hi) { return std::to_string(std::uniform_int_distribution<int>(lo, hi)(rng_)); }

    // An affine-ish condition on k (and n), or one the kernels test per k.
    std::string condition1(const std::string& k) {
        switch (pick(12)) {
            case 0:
                return k + " <= n";
            case 1:
                return num(1, 3) + " * " + k + " + " + num(0, 2) + " <= n";
            case 2:
                return k + " < n - " + num(0, 3);
            case 3:
                return k + " != " + num(0, 5);
            case 4:
                return "n - " + k + " >= " + num(0, 4);
            case 5:
                return k + " in " + num(0, 3) + "..n - " + num(0, 2);
            case 6:
                return k + " % 2 == " + num(0, 1);  // per k
            case 7:
                return k + " in fib";  // per k (or a sequence walk)
            case 8:
                return "n > " + num(0, 9);  // does not read k
            case 9:
                return k + " == n / " + num(2, 3);
            case 10:
                return "not (" + k + " > n)";  // per k
            default:
                return "2 * " + k + " > n - " + num(0, 10);
        }
    }
    std::string condition(const std::string& k) {
        const int n = pick(3);
        std::string out;
        for (int i = 0; i <= n; ++i) out += (i ? " and " : "") + condition1(k);
        return out;
    }

    std::string heapRule() {
        switch (pick(9)) {
            case 0:
                return "move for k in " + num(0, 2) + ".." + among<std::string>({"n", "3", "n / 2", "2 * n", "n - 1"}) +
                       (pick(4) ? " where " + condition("k") : "") + " -> n - " +
                       among<std::string>({"k", "2 * k", "k - 1", "k + 1"});
            case 1:
                return "move for k in 1.." + num(1, 3) + ", a in " + num(0, 1) + "..(n - k) / 2" +
                       (pick(2) ? " where " + condition("a") : "") + " -> a + (n - k - a)";
            case 2:
                return "move for k in {" + num(1, 4) + ", " + num(2, 6) + ", n / 2, 9..11} where k <= n" +
                       (pick(2) ? " and " + condition1("k") : "") + " -> n - k";
            case 3:
                return "move for k in 1..n where k in " + among<std::string>({"fib", "squares", "pow2", "primes"}) +
                       (pick(2) ? " and " + condition1("k") : "") + " -> n - k";
            case 4:
                return "move where n >= " + num(1, 5) + " -> n - " + num(1, 5);
            case 5:  // three parts
                return "move for a in 1..n / 3, b in a..a + " + num(0, 3) + " where " + condition1("b") +
                       " -> a + b + (n - a - b - 1)";
            case 6:  // not affine in k: the interpreter's moves, as runs of one
                return "move for k in 1..n where k <= n -> max(n - k * k, 0)";
            case 7:  // may be broken on purpose: a negative heap or a heap that is not smaller
                return "move for k in " + num(0, 1) + ".." + among<std::string>({"n + 1", "n", "3"}) +
                       (pick(2) ? " where k != " + num(0, 2) : "") + " -> n - k";
            default:
                return "move for k in n - " + num(1, 4) + "..n - 1 where k >= 0 -> k";
        }
    }

    std::string gridRule() {
        switch (pick(10)) {
            case 0:
                return "move for k in 1..x -> (x - k, y)";
            case 1:
                return "move for k in 1..min(x, y) -> (x - k, y - k)";
            case 2:
                return "move for k in 1..min(x, y) -> (x - k, 2 * k)";  // leaves the table
            case 3:
                return "move where x > 0 -> (x - 1, y)";
            case 4:
                return "move where y > " + num(0, 2) + " -> (x, y - " + num(1, 3) + ")";
            case 5:
                return "move for k in 1..y where k != " + num(1, 3) + " and 2 * k <= y + " + num(0, 3) +
                       " -> (x, y - k)";
            case 6:
                return "move for k in 1..x where k <= y + 1 -> (x - k, y + k)";  // y grows: leaves the table
            case 7:
                return "move where x > 0 and y > 0 -> (x - 1, y - 1) + (x - 1, 0)";
            case 8:
                return "move for k in {1, 2, 5} where k <= x -> (x - k, y)";
            default:
                return "move where x > 0 -> (x - 1, y + " + num(0, 1) + ")";
        }
    }

    std::string heapProgram() {
        std::string s = "position n\n";
        const int rules = 1 + pick(3);
        for (int i = 0; i < rules; ++i) s += heapRule() + "\n";
        return s;
    }
    std::string gridProgram() {
        std::string s = "position (x, y)\n";
        const int rules = 1 + pick(3);
        for (int i = 0; i < rules; ++i) s += gridRule() + "\n";
        if (pick(8) == 0) s += "move where y > 0 -> (x + 1, y - 1)\n";  // with (x - 1, y + 1) rules: a cycle
        return s;
    }

private:
    std::mt19937 rng_;
};

}  // namespace

TEST_CASE("a comparison affine in k is solved into the k where it holds", "[rules-kernel]") {
    using namespace grundy::rules::detail;
    // Against testing every k of the range, for slopes and offsets of both signs, small and past
    // 64 bits (the 128-bit path).
    std::mt19937 rng(5);
    const Kind ops[] = {Kind::Eq, Kind::Ne, Kind::Lt, Kind::Le, Kind::Gt, Kind::Ge};
    for (int round = 0; round < 4000; ++round) {
        const std::int64_t lo = std::uniform_int_distribution<std::int64_t>(-20, 20)(rng);
        const std::int64_t hi = lo + std::uniform_int_distribution<std::int64_t>(-2, 40)(rng);
        const Wide scale = round % 4 == 0 ? (Wide{1} << 70) : 1;
        const Wide d1 = std::uniform_int_distribution<int>(-4, 4)(rng) * scale;
        const Wide d0 = std::uniform_int_distribution<int>(-60, 60)(rng) * scale + (round % 8 == 1 ? 1 : 0);
        const Kind op = ops[round % 6];
        const TruthSet s = solveComparison(op, d0, d1, lo, hi);
        for (std::int64_t k = lo; k <= hi; ++k) {
            const Wide d = d0 + d1 * (k - lo);
            const bool holds = op == Kind::Eq   ? d == 0
                               : op == Kind::Ne ? d != 0
                               : op == Kind::Lt ? d < 0
                               : op == Kind::Le ? d <= 0
                               : op == Kind::Gt ? d > 0
                                                : d >= 0;
            INFO("round " << round << " k " << k);
            CHECK(s.contains(k) == holds);
        }
    }
}

TEST_CASE("kernels and the interpreter agree on every shipped example", "[rules-kernel]") {
    for (const auto& e : grundy::rules::examples()) {
        const bool grid = e.source.find("position (") != std::string::npos;
        INFO(e.id);
        // The kernels must have done the work (else this compares the interpreter with itself).
        const Agreed a = agree(e.source, grid ? 60 : 600, grid ? 60 : 1);
        CHECK(a.table);
        CHECK(a.kernelPositions > (grid ? 3000 : 500));
    }
}

TEST_CASE("kernels and the interpreter agree on generated one-number programs", "[rules-kernel]") {
    Generator gen(20261122);
    int broken = 0, tables = 0, kernelDone = 0;
    for (int i = 0; i < 120; ++i) {
        const Agreed a = agree(gen.heapProgram(), 600, 1);
        kernelDone += a.kernelPositions > 0 ? 1 : 0;
        (a.table ? tables : broken) += 1;
    }
    // Both sides of the comparison were exercised: whole tables, broken programs, kernels at work.
    CHECK(tables > 30);
    CHECK(broken > 10);
    CHECK(kernelDone > 60);
}

TEST_CASE("kernels and the interpreter agree on generated two-coordinate programs", "[rules-kernel]") {
    Generator gen(9);
    int tables = 0, kernelDone = 0;
    for (int i = 0; i < 70; ++i) {
        const Agreed a = agree(gen.gridProgram(), 60, 60);
        kernelDone += a.kernelPositions > 0 ? 1 : 0;
        tables += a.table ? 1 : 0;
    }
    CHECK(tables > 20);
    CHECK(kernelDone > 30);
}

TEST_CASE("errors met inside a run give the interpreter's message", "[rules-kernel]") {
    const std::vector<std::string> sources = {
        // A negative heap at one end of a run, at the first heap past the trial.
        "position n\nmove for k in 1..n where n < 70 -> n - k\nmove for k in 1..n where n >= 70 -> n - k - 1",
        // A heap that is not smaller, inside a run.
        "position n\nmove for k in 0..n / 2 where k != 0 or n > 80 -> n - k",
        // != leaves a hole; the move at the hole would be broken.
        "position n\nmove for k in 0..n where k != 0 -> n - k\nmove for k in 0..3 where k != 0 and n > 90 -> n - k + 1",
        // Division by zero in a subtree evaluated once per run.
        "position n\nmove for k in 1..n where k <= n -> n - k + 0 * (1 / (n - 100))",
        // Overflow at the far end of a run.
        "position n\nmove for k in 1..n + 4611686018427387903 where k <= n -> n - k",
        // Too many steps at one position, and too many moves.
        "position n\nmove for k in 1..n * 5000000 where k <= n -> n - k",
        "position n\nmove for k in 1..n * 300000 -> 0",
        // Two coordinates: a cycle, a coordinate past the largest, a negative one in a run.
        "position (x, y)\nmove for k in 1..x -> (x - k, y + k)\nmove where y > 0 -> (x + 1, y - 1)",
        "position (x, y)\nmove for k in 1..x -> (x - k, y * 100000000000)",
        "position (x, y)\nmove for k in 0..x where x > 20 -> (x - k - 1, y)\nmove for k in 1..x where x <= 20 -> (x - "
        "k, y)",
    };
    for (const auto& source : sources) {
        const bool grid = source.find("position (") != std::string::npos;
        agree(source, grid ? 40 : 200, grid ? 40 : 1);
    }
}

TEST_CASE("the steps a kernel counts are the interpreter's: the total budget stops at the same heap",
          "[rules-kernel]") {
    // 8,000,000 bindings a position, each tested once: 2^29 steps in all are passed at heap 33.
    // (The interpreter alone takes seconds here: rules_errors_test pins the same message.)
    const std::string source = "position n\nmove for k in 1..8000000 where k <= 0 -> 0";
    const Made kernel = make(source, true);
    const auto t = table(kernel.game, 100, 1);
    CHECK(t.error ==
          "a table of 100 positions: working out this game up to position 33 needs more than 536870912 steps of its "
          "rules; ask about smaller positions");
    CHECK(kernel.game->kernelPositions() > 30);
}

TEST_CASE("the kernels' marking loops give the known values whichever way a run goes", "[rules-kernel]") {
    // A heap run is marked two moves at a time, with a lone move left over for an odd count, for a
    // split whose first part rises and second falls (a + (n - k - a)), the other way round, and one
    // part rising or falling by 1 (rules_heap.cpp, markSplit and markSpan). Written both ways, each
    // game must give its known values and the interpreter's.
    const auto values = [](const std::string& source, std::int64_t heaps) {
        INFO(source);
        const Agreed a = agree(source, heaps, 1);
        CHECK(a.table);
        CHECK(a.kernelPositions > heaps / 2);
        return table(make(source, true).game, heaps, 1).values;
    };
    constexpr std::int64_t kHeaps = 700;
    // Nim, its part falling (n - k) or rising (k): g(n) = n.
    for (const char* nim : {"position n\nmove for k in 1..n -> n - k", "position n\nmove for k in 0..n - 1 -> k"}) {
        const auto g = values(nim, kHeaps);
        REQUIRE(g.size() == kHeaps);
        for (std::int64_t n = 0; n < kHeaps; ++n) CHECK(g[static_cast<std::size_t>(n)] == static_cast<Value>(n));
    }
    // Lasker's Nim (take any number, or split a heap in two), the split written both ways: g(0) = 0,
    // and for n >= 1, n when n % 4 is 1 or 2, n + 1 when it is 3, n - 1 when it is 0 (HDU 3032, the
    // problem core/rules-examples/lasker.rules cites).
    for (const char* split : {"a + (n - a)", "(n - a) + a"}) {
        const auto g =
            values(std::string("position n\nmove for k in 1..n -> n - k\nmove for a in 1..n / 2 -> ") + split, kHeaps);
        REQUIRE(g.size() == kHeaps);
        for (std::int64_t n = 1; n < kHeaps; ++n) {
            const std::int64_t want = n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
            CHECK(g[static_cast<std::size_t>(n)] == static_cast<Value>(want));
        }
    }
    // Kayles both ways, against a brute force over every split of the row.
    std::vector<Value> kayles(kHeaps, 0);
    for (std::int64_t n = 1; n < kHeaps; ++n) {
        std::vector<bool> seen(2 * kHeaps, false);
        for (std::int64_t k = 1; k <= 2 && k <= n; ++k)
            for (std::int64_t a = 0; a <= n - k; ++a)
                seen[kayles[static_cast<std::size_t>(a)] ^ kayles[static_cast<std::size_t>(n - k - a)]] = true;
        Value g = 0;
        while (seen[g]) ++g;
        kayles[static_cast<std::size_t>(n)] = g;
    }
    for (const char* split : {"a + (n - k - a)", "(n - k - a) + a"}) {
        const auto g = values(std::string("position n\nmove for k in 1..2 where k <= n -> n - k\n"
                                          "move for k in 1..2, a in 1..(n - k) / 2 -> ") +
                                  split,
                              kHeaps);
        CHECK(g == kayles);
    }
}
