// The fast table paths (issue 8) against references written here from the definitions, on every
// position: HeapTable's subtraction loop (bit-mask mex, stamps, the copy once the window of max(S)
// values repeats) and the windowed period scan, for many random sets; Wythoff's and the Fibonacci
// game's grid fillers against brute force. No timing is asserted anywhere.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "grundy/analysis/subtraction_period.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/search/grid_search.hpp"
#include "grundy/tables/heap_table.hpp"
#include "support.hpp"

using grundy::Value;
using grundy::test::game;
using grundy::test::subtractionReference;
using grundy::test::subtractionSpec;

namespace {

std::vector<std::int64_t> randomSet(std::mt19937_64& rng, std::size_t size, std::int64_t largest) {
    std::vector<std::int64_t> set;
    std::uniform_int_distribution<std::int64_t> member(1, largest);
    while (set.size() < size) {
        const std::int64_t s = member(rng);
        if (std::find(set.begin(), set.end(), s) == set.end()) set.push_back(s);
    }
    std::sort(set.begin(), set.end());
    return set;
}

// The least period p of the reference's tail and its least preperiod, read off the data: the
// candidate must hold from A to the end with at least `margin` values of agreement after A + p.
struct DataPeriod {
    std::int64_t preperiod = -1, period = -1;
};
DataPeriod periodOfData(const std::vector<Value>& g, std::int64_t margin) {
    const auto n = static_cast<std::int64_t>(g.size());
    for (std::int64_t p = 1; p < n; ++p) {
        std::int64_t a = n - p;  // lower a while g(a - 1 + p) == g(a - 1)
        while (a > 0 && g[static_cast<std::size_t>(a - 1 + p)] == g[static_cast<std::size_t>(a - 1)]) --a;
        if (n - (a + p) >= margin) return {a, p};
    }
    return {};
}

// Sets whose values pass 64 and 256, so the stamps (HeapTable) and the widening to 2 bytes (the
// windowed scan) run: 1..k gives g(n) = n mod (k + 1), here with a few far members added.
std::vector<std::int64_t> wideSet(std::int64_t k, std::vector<std::int64_t> extra) {
    std::vector<std::int64_t> set;
    for (std::int64_t s = 1; s <= k; ++s) set.push_back(s);
    for (auto e : extra)
        if (e > k) set.push_back(e);
    std::sort(set.begin(), set.end());
    set.erase(std::unique(set.begin(), set.end()), set.end());
    return set;
}

}  // namespace

TEST_CASE("subtraction tables agree with the definition on every position for random sets", "[fasttables]") {
    std::mt19937_64 rng(0x5eed0008);
    std::uniform_int_distribution<std::size_t> sizes(1, 30);
    std::uniform_int_distribution<std::int64_t> largest(1, 1000);
    for (int round = 0; round < 60; ++round) {
        const auto set = randomSet(rng, sizes(rng), std::max<std::int64_t>(largest(rng), 30));
        const std::int64_t size = 20000;
        const auto expected = subtractionReference(set, size);
        INFO(subtractionSpec(set));
        auto whole = grundy::heapValues(game(subtractionSpec(set)), size);
        REQUIRE(whole.ok());
        REQUIRE(*whole == expected);

        // In chunks of odd sizes, so chunk ends fall inside the prefix, the scan and the copy.
        auto table = grundy::HeapTable::create(game(subtractionSpec(set)), size);
        REQUIRE(table.ok());
        std::uniform_int_distribution<std::int64_t> budget(1, 3000);
        while (!table.value().advance(budget(rng))) {
        }
        REQUIRE(table->values() == expected);
        if (const std::int64_t p = table->repeatPeriod()) {
            // The copy starts where the window repeated: the reference must repeat from there too.
            for (std::int64_t n = table->repeatsFrom(); n < size; ++n)
                REQUIRE(expected[static_cast<std::size_t>(n)] == expected[static_cast<std::size_t>(n - p)]);
        }
    }
}

TEST_CASE("subtraction tables with values of 64 and more, and of 256 and more", "[fasttables]") {
    for (const auto& set : {wideSet(63, {}), wideSet(64, {}), wideSet(70, {333, 997}), wideSet(255, {}),
                            wideSet(256, {}), wideSet(300, {555, 1000}), wideSet(1, {2, 4, 8, 16, 32, 64, 65, 66})}) {
        INFO(subtractionSpec(set));
        const auto expected = subtractionReference(set, 20000);
        auto got = grundy::heapValues(game(subtractionSpec(set)), 20000);
        REQUIRE(got.ok());
        REQUIRE(*got == expected);
    }
    // The reference's own largest values, so the cases above do reach past 64 and 256.
    const auto past64 = subtractionReference(wideSet(70, {333, 997}), 3000);
    CHECK(*std::max_element(past64.begin(), past64.end()) >= 64);
    const auto wide = subtractionReference(wideSet(300, {555, 1000}), 3000);
    CHECK(*std::max_element(wide.begin(), wide.end()) >= 256);
}

TEST_CASE("named infinite subtraction sets take the subtraction loop and agree with the definition", "[fasttables]") {
    // Members generated here independently of the core.
    std::vector<std::int64_t> fib{1, 2};
    while (fib.back() < 30000) fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
    std::vector<std::int64_t> squares;
    for (std::int64_t k = 1; k * k < 30000; ++k) squares.push_back(k * k);
    std::vector<std::int64_t> primes;
    for (std::int64_t q = 2; q < 30000; ++q) {
        bool prime = true;
        for (std::int64_t d = 2; d * d <= q && prime; ++d) prime = q % d != 0;
        if (prime) primes.push_back(q);
    }
    const struct {
        const char* spec;
        const std::vector<std::int64_t>& set;
        std::int64_t size;
    } cases[] = {
        {"subtraction:fib", fib, 30000}, {"subtraction:squares", squares, 30000}, {"subtraction:primes", primes, 6000}};
    for (const auto& c : cases) {
        INFO(c.spec);
        REQUIRE(game(c.spec)->subtractionMoves(c.size - 1) != nullptr);
        auto got = grundy::heapValues(game(c.spec), c.size);
        REQUIRE(got.ok());
        REQUIRE(*got == subtractionReference(c.set, c.size));
    }
    // Published values: the P-positions of subtract-a-square, OEIS A030193: 0, 2, 5, 7, 10, 12, 15,
    // 17, 20, 22, 34, 39, 44, 52, ...
    auto sq = grundy::heapValues(game("subtraction:squares"), 45);
    REQUIRE(sq.ok());
    std::vector<std::int64_t> zeros;
    for (std::int64_t n = 0; n < 45; ++n)
        if ((*sq)[static_cast<std::size_t>(n)] == 0) zeros.push_back(n);
    CHECK(zeros == std::vector<std::int64_t>{0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44});
}

TEST_CASE("a named set's table told how far to go passes its cap of work, its members listed that far",
          "[fasttables]") {
    // subtraction:primes is capped for the page at heap 111717 (2^29 moves visited). A table told how
    // far to go (kWorkToReach: values --to, period --max) goes past it; its list of members once
    // stopped at the cap, so a longer table would have missed the primes beyond.
    const auto primesGame = game("subtraction:primes");
    constexpr std::int64_t size = 113'000;
    REQUIRE_FALSE(primesGame->checkPosition(grundy::Position{size - 1, 0}).ok());
    REQUIRE(primesGame->checkReach(grundy::Position{size - 1, 0}).ok());
    CHECK_FALSE(grundy::heapValues(primesGame, size).ok());
    std::vector<char> composite(size, 0);
    std::vector<std::int64_t> primes;
    for (std::int64_t q = 2; q < size; ++q) {
        if (composite[static_cast<std::size_t>(q)]) continue;
        primes.push_back(q);
        for (std::int64_t m = q * q; m < size; m += q) composite[static_cast<std::size_t>(m)] = 1;
    }
    const auto* listed = primesGame->subtractionMoves(size - 1);
    REQUIRE(listed != nullptr);
    CHECK(listed->back() == primes.back());  // 112997, past the cap
    auto got = grundy::heapValues(primesGame, size, grundy::Budget{.work = grundy::kWorkToReach});
    REQUIRE(got.ok());
    REQUIRE(*got == subtractionReference(primes, size));
}

TEST_CASE("a heap table grown in place gives the table made at once, whatever its method", "[fasttables]") {
    // HeapTable::grow keeps what is computed and goes on from it (the Evaluator grows one table per
    // game rather than make a new one at each doubling): subtraction loops with their period copy,
    // all-but counts, the sparse-space method with its proven period, closed forms, the generic mex.
    for (const char* spec : {"subtraction:1,3,4", "subtraction:fib", "subtraction:all-but:1,3", "octal:0.77", "grundy",
                             "lasker", "bash:3", "hex:8.0"}) {
        INFO(spec);
        const auto whole = grundy::heapValues(game(spec), 2500);
        REQUIRE(whole.ok());
        auto table = grundy::HeapTable::create(game(spec), 7);
        REQUIRE(table.ok());
        CHECK(table.value().advance(100));
        for (const std::int64_t size : {100, 1000, 2500}) {
            REQUIRE(table.value().grow(size).ok());
            CHECK(table->size() == size);
            CHECK_FALSE(table.value().advance(size / 3));  // part of the way, then the rest
            CHECK(table.value().advance(size));
            REQUIRE(table->done() == size);
            CHECK(std::equal(table->values().begin(), table->values().end(), whole->begin()));
        }
        REQUIRE(table.value().grow(10).ok());  // never shorter
        CHECK(table->size() == 2500);
    }
    auto table = grundy::HeapTable::create(game("subtraction:1,3,4"), 10);
    REQUIRE(table.ok());
    const auto refused = table.value().grow(std::int64_t{1} << 27);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() == "a table of 134217728 positions needs 512 MiB; the limit is 67108864 positions (256 MiB)");
    CHECK(table->size() == 10);
}

TEST_CASE("the windowed period scan finds the least period and preperiod of the data", "[fasttables]") {
    std::mt19937_64 rng(0x5eed0009);
    std::uniform_int_distribution<std::size_t> sizes(1, 12);
    int proven = 0;
    for (int round = 0; round < 80; ++round) {
        const auto set = randomSet(rng, sizes(rng), 60);
        INFO(subtractionSpec(set));
        const std::int64_t size = 60000;
        const auto g = subtractionReference(set, size);
        auto found = grundy::findSubtractionPeriod(set, 10'000'000, true);
        REQUIRE(found.ok());
        const DataPeriod seen = periodOfData(g, 2 * set.back() + 10);
        REQUIRE(seen.period > 0);  // every such set's period shows well within 60000 values
        CHECK(found->period == seen.period);
        CHECK(found->preperiod == seen.preperiod);
        CHECK(found->windowEnd >= found->preperiod + set.back());
        CHECK(found->reached >= found->preperiod + found->period + set.back());  // the repeat was seen
        CHECK(found->computed > found->reached);
        REQUIRE(found->head.size() == static_cast<std::size_t>(found->preperiod + found->period));
        CHECK(std::equal(found->head.begin(), found->head.end(), g.begin()));
        ++proven;
    }
    CHECK(proven == 80);
}

TEST_CASE("the windowed period scan widens its window when values pass 255", "[fasttables]") {
    // 1..k: g(n) = n mod (k + 1), preperiod 0, period k + 1 (checked against the reference too).
    for (const std::int64_t k : {3, 63, 64, 255, 256, 300}) {
        std::vector<std::int64_t> set;
        for (std::int64_t s = 1; s <= k; ++s) set.push_back(s);
        auto found = grundy::findSubtractionPeriod(set, 1'000'000);
        REQUIRE(found.ok());
        CHECK(found->period == k + 1);
        CHECK(found->preperiod == 0);
        CHECK(found->bytesPerValue == (k >= 256 ? 4 : 1));
        const auto g = subtractionReference(set, 4 * (k + 1));
        const DataPeriod seen = periodOfData(g, k + 1);
        CHECK(seen.period == k + 1);
        CHECK(seen.preperiod == 0);
    }
    // A set with a preperiod and values past 256 (the 1..300 part) plus far members.
    const auto set = wideSet(300, {555, 1000});
    const auto g = subtractionReference(set, 30000);
    const DataPeriod seen = periodOfData(g, 2 * 1000 + 10);
    auto found = grundy::findSubtractionPeriod(set, 10'000'000, true);
    REQUIRE(found.ok());
    REQUIRE(seen.period > 0);
    CHECK(found->period == seen.period);
    CHECK(found->preperiod == seen.preperiod);
    CHECK(found->bytesPerValue == 4);
    CHECK(std::equal(found->head.begin(), found->head.end(), g.begin()));
}

TEST_CASE("the windowed period scan refuses bad sets and stops at its budget", "[fasttables]") {
    CHECK(grundy::findSubtractionPeriod({}, 100).error() ==
          "the subtraction set is empty; give the sizes a move may take, e.g. 1,3,4");
    CHECK(grundy::findSubtractionPeriod({3, 1}, 100).error() ==
          "the subtraction set must be sorted ascending without repeats (3 then 1)");
    CHECK(grundy::findSubtractionPeriod({0, 1}, 100).error() ==
          "subtraction set members must be from 1 to 1000000 (got 0)");
    CHECK(grundy::findSubtractionPeriod({1, 3, 4}, 0).error() ==
          "the period search needs a position budget from 1 to 1099511627776 (got 0)");
    CHECK(grundy::findSubtractionPeriod({1, 3, 4}, 5).error() ==
          "the period of this subtraction game was not found within 5 positions computed");
    auto ok = grundy::findSubtractionPeriod({1, 3, 4}, 1000);
    REQUIRE(ok.ok());
    CHECK(ok->period == 7);  // 1,3,4: g = 0 1 0 1 2 3 2, repeating (the seeds' worked example)
    CHECK(ok->preperiod == 0);
}

// ---- two-coordinate fillers --------------------------------------------------------------------

namespace {

// Wythoff's game by its rules: every option of every cell examined, marks in a fresh array.
std::vector<Value> wythoffReference(int rows, int cols) {
    std::vector<Value> g(static_cast<std::size_t>(rows) * cols, 0);
    const auto at = [&](int r, int c) { return g[static_cast<std::size_t>(r) * cols + c]; };
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            std::vector<bool> present(static_cast<std::size_t>(r + c + std::min(r, c) + 2), false);
            for (int k = 1; k <= r; ++k) present[at(r - k, c)] = true;
            for (int k = 1; k <= c; ++k) present[at(r, c - k)] = true;
            for (int k = 1; k <= std::min(r, c); ++k) present[at(r - k, c - k)] = true;
            Value v = 0;
            while (present[v]) ++v;
            g[static_cast<std::size_t>(r) * cols + c] = v;
        }
    return g;
}

// floor(k * phi) for phi = (1 + sqrt 5) / 2, exactly: (k + isqrt(5 k^2)) / 2.
std::int64_t floorKPhi(std::int64_t k) {
    const std::int64_t five = 5 * k * k;
    auto root = static_cast<std::int64_t>(std::sqrt(static_cast<double>(five)));
    while (root * root > five) --root;
    while ((root + 1) * (root + 1) <= five) ++root;
    return (k + root) / 2;
}

// The Fibonacci game (h, a) by its rules: take t in 1..min(a, h), leaving (h - t, min(2t, h - t)).
std::vector<Value> fibonacciReference(int rows, int cols) {
    std::vector<std::vector<Value>> tri(static_cast<std::size_t>(rows));
    for (int h = 0; h < rows; ++h) {
        tri[static_cast<std::size_t>(h)].resize(static_cast<std::size_t>(h) + 1);
        for (int a = 0; a <= h; ++a) {
            std::vector<bool> present(static_cast<std::size_t>(a) + 2, false);
            for (int t = 1; t <= a; ++t) {
                const int left = h - t;
                present[tri[static_cast<std::size_t>(left)][static_cast<std::size_t>(std::min(2 * t, left))]] = true;
            }
            Value v = 0;
            while (present[v]) ++v;
            tri[static_cast<std::size_t>(h)][static_cast<std::size_t>(a)] = v;
        }
    }
    std::vector<Value> g(static_cast<std::size_t>(rows) * cols);
    for (int h = 0; h < rows; ++h)
        for (int a = 0; a < cols; ++a)
            g[static_cast<std::size_t>(h) * cols + a] =
                tri[static_cast<std::size_t>(h)][static_cast<std::size_t>(std::min(a, h))];
    return g;
}

std::vector<Value> gridInChunks(const std::string& spec, std::int64_t rows, std::int64_t cols, std::uint64_t seed) {
    auto table = grundy::gridTable(game(spec), rows, cols);
    REQUIRE(table.ok());
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::int64_t> budget(1, 2 * cols + 7);
    while (!table.value().advance(budget(rng))) {
    }
    REQUIRE_FALSE(table->failed());
    return table->values();
}

}  // namespace

TEST_CASE("Wythoff's filler agrees with the rules on every cell", "[fasttables]") {
    for (const auto& [rows, cols] : {std::pair{1, 1}, std::pair{1, 90}, std::pair{90, 1}, std::pair{130, 170},
                                     std::pair{200, 64}, std::pair{65, 129}}) {
        INFO(rows << " x " << cols);
        const auto expected = wythoffReference(rows, cols);
        auto whole = grundy::gridValues(game("wythoff"), rows, cols);
        REQUIRE(whole.ok());
        REQUIRE(*whole == expected);
        REQUIRE(gridInChunks("wythoff", rows, cols, static_cast<std::uint64_t>(rows * 1000 + cols)) == expected);
    }
}

TEST_CASE("Wythoff's P-positions in a 1500 x 1500 table are the Beatty pairs", "[fasttables]") {
    // (floor(k phi), floor(k phi^2)) and mirrors, floor(k phi^2) = floor(k phi) + k (Wythoff 1907).
    const int n = 1500;
    auto g = grundy::gridValues(game("wythoff"), n, n);
    REQUIRE(g.ok());
    std::vector<char> isP(static_cast<std::size_t>(n) * n, 0);
    std::int64_t pairs = 0;  // cells the pairs cover: (0, 0) once, every other pair twice
    for (std::int64_t k = 0;; ++k) {
        const std::int64_t a = floorKPhi(k), b = a + k;
        if (b >= n) break;
        isP[static_cast<std::size_t>(a * n + b)] = isP[static_cast<std::size_t>(b * n + a)] = 1;
        pairs += k == 0 ? 1 : 2;
    }
    std::int64_t zeros = 0;
    for (std::size_t i = 0; i < isP.size(); ++i) {
        if (((*g)[i] == 0) != (isP[i] == 1)) FAIL("cell " << i / n << "," << i % n);
        zeros += (*g)[i] == 0;
    }
    CHECK(zeros == pairs);
    CHECK(pairs > 1000);  // k up to about n / phi^2
}

TEST_CASE("the Fibonacci game's filler agrees with the rules on every cell", "[fasttables]") {
    for (const auto& [rows, cols] : {std::pair{1, 1}, std::pair{90, 1}, std::pair{150, 150}, std::pair{120, 200},
                                     std::pair{200, 37}, std::pair{64, 63}}) {
        INFO(rows << " x " << cols);
        const auto expected = fibonacciReference(rows, cols);
        auto whole = grundy::gridValues(game("fibonacci-nim"), rows, cols);
        REQUIRE(whole.ok());
        REQUIRE(*whole == expected);
        REQUIRE(gridInChunks("fibonacci-nim", rows, cols, static_cast<std::uint64_t>(rows * 7 + cols)) == expected);
    }
}

TEST_CASE("the Fibonacci game's filler agrees with the rules in chunks of a row, of a row and a cell, and of a cell",
          "[fasttables]") {
    // A call covering a whole row within the table computes it in place; any other computes it aside
    // and copies it out as calls reach its cells. Chunks of exactly a row take the first way for
    // every row before the column count, a row and one cell mostly the second, and single cells only it.
    for (const auto& [rows, cols] : {std::pair{300, 300}, std::pair{260, 90}, std::pair{75, 200}}) {
        INFO(rows << " x " << cols);
        const auto expected = fibonacciReference(rows, cols);
        for (const std::int64_t budget : {std::int64_t{cols}, std::int64_t{cols} + 1, std::int64_t{1}}) {
            INFO("budget " << budget);
            auto table = grundy::gridTable(game("fibonacci-nim"), rows, cols);
            REQUIRE(table.ok());
            while (!table.value().advance(budget)) {
            }
            REQUIRE(table->values() == expected);
        }
    }
}

TEST_CASE("all-but subtraction tables (counts of the values below) agree with the definition", "[fasttables]") {
    std::mt19937_64 rng(0x5eed000a);
    std::vector<std::vector<std::int64_t>> sets{{1}, {1, 3}, {2, 5, 6}, {1, 2, 3, 4, 5}};
    for (int round = 0; round < 12; ++round) sets.push_back(randomSet(rng, 1 + round % 7, 40));
    for (const auto& excluded : sets) {
        std::string spec = "subtraction:all-but:";
        for (std::size_t i = 0; i < excluded.size(); ++i) spec += (i ? "," : "") + std::to_string(excluded[i]);
        INFO(spec);
        const std::int64_t size = 2500;
        // The definition: heap n may become any heap n - s, 1 <= s <= n, s not excluded.
        std::vector<Value> expected(size, 0);
        for (std::int64_t n = 0; n < size; ++n) {
            std::vector<bool> present(static_cast<std::size_t>(n) + 2, false);
            for (std::int64_t s = 1; s <= n; ++s)
                if (!std::binary_search(excluded.begin(), excluded.end(), s))
                    present[expected[static_cast<std::size_t>(n - s)]] = true;
            Value v = 0;
            while (present[v]) ++v;
            expected[static_cast<std::size_t>(n)] = v;
        }
        auto table = grundy::HeapTable::create(game(spec), size);
        REQUIRE(table.ok());
        while (!table.value().advance(333)) {
        }
        REQUIRE(table->values() == expected);
    }
}

TEST_CASE("Wythoff's filler without per-line bitsets (a wide table) obeys the mex rule", "[fasttables]") {
    // 60 x 20000: per-line bitsets would need (2 * 20000 + 1) lines of about 1250 bytes, over the
    // filler's 64 MiB, so it scans the (short) column and diagonal rays instead. A table that obeys
    // the mex rule at every cell is the table of values (induction from (0, 0)), so the rule is
    // checked cell by cell on the first rows and at random cells elsewhere, and the zeros against
    // the Beatty pairs.
    const int rows = 60, cols = 20000;
    auto g = grundy::gridValues(game("wythoff"), rows, cols);
    REQUIRE(g.ok());
    const auto at = [&](int r, int c) { return (*g)[static_cast<std::size_t>(r) * cols + c]; };
    const auto mexRule = [&](int r, int c) {
        std::vector<bool> present(static_cast<std::size_t>(r + c + std::min(r, c) + 2), false);
        for (int k = 1; k <= r; ++k) present[at(r - k, c)] = true;
        for (int k = 1; k <= c; ++k) present[at(r, c - k)] = true;
        for (int k = 1; k <= std::min(r, c); ++k) present[at(r - k, c - k)] = true;
        Value v = 0;
        while (present[v]) ++v;
        return v;
    };
    for (int c = 0; c < cols; ++c) REQUIRE(at(0, c) == static_cast<Value>(c));  // row 0 is one Nim heap
    for (int r = 1; r < 3; ++r)
        for (int c = 0; c < cols; c += 7) REQUIRE(at(r, c) == mexRule(r, c));
    std::mt19937_64 rng(0x5eed000b);
    std::uniform_int_distribution<int> row(0, rows - 1), col(0, cols - 1);
    for (int i = 0; i < 1500; ++i) {
        const int r = row(rng), c = col(rng);
        INFO(r << "," << c);
        REQUIRE(at(r, c) == mexRule(r, c));
    }
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const std::int64_t lo = std::min(r, c), hi = std::max(r, c);
            const std::int64_t k = hi - lo;  // the only pair with this difference
            if ((at(r, c) == 0) != (floorKPhi(k) == lo)) FAIL("cell " << r << "," << c);
        }
}
