// HeapTable's take-and-break path copies the table once the octal periodicity theorem proves a
// period (heap_table.cpp, HeapTable::advanceSplit). The copied values must be the computed ones: they
// are checked here against a brute force of octal codes written from the definition, against the
// core's direct table, and against published preperiods and periods.
#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "grundy/periodicity.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/tables/sparse.hpp"
#include "periodicity_detect.hpp"
#include "support.hpp"

using grundy::test::game;

namespace {

// g(0) .. g(size-1) of the octal code d0.d1d2..., from the definition (Winning Ways ch. 4): d_k's
// bit 1 removes a heap of exactly k, bit 2 takes k from a larger heap and leaves the rest, bit 4
// takes k and splits the rest into two non-empty heaps (for k = 0: splits the heap without taking).
std::vector<grundy::Value> octalBruteForce(const std::vector<int>& digits, std::int64_t size) {
    std::vector<grundy::Value> g;
    std::vector<std::int64_t> seenAt(64, -1);
    for (std::int64_t n = 0; n < size; ++n) {
        for (std::size_t k = 0; k < digits.size(); ++k) {
            const auto t = static_cast<std::int64_t>(k);
            const int d = digits[k];
            if ((d & 1) && n == t && t > 0) seenAt[0] = n;
            if ((d & 2) && n > t && t > 0) seenAt[g[static_cast<std::size_t>(n - t)]] = n;
            if (d & 4)
                for (std::int64_t a = 1; 2 * a <= n - t; ++a)
                    seenAt[g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(n - t - a)]] = n;
        }
        grundy::Value v = 0;
        while (seenAt[v] == n) ++v;
        g.push_back(v);
        // Every XOR of two values below a power of two P is below P: the marks hold twice the largest.
        if (2 * static_cast<std::size_t>(v) + 2 > seenAt.size()) seenAt.resize(4 * seenAt.size(), -1);
    }
    return g;
}

std::string specOf(const std::vector<int>& digits) {
    std::string spec = "octal:" + std::to_string(digits[0]) + ".";
    for (std::size_t k = 1; k < digits.size(); ++k) spec += static_cast<char>('0' + digits[k]);
    return spec;
}

// The table through HeapTable, in chunks of random sizes (chunk ends fall before, at and after the
// checkpoints where periods are looked for, and inside the copy).
grundy::HeapTable chunked(const std::string& spec, std::int64_t size, std::mt19937& rng) {
    auto table = grundy::HeapTable::create(game(spec), size);
    REQUIRE(table.ok());
    std::uniform_int_distribution<std::int64_t> budget(1, 700);
    while (!table.value().advance(budget(rng))) {
        REQUIRE_FALSE(table->failed());
    }
    return std::move(table).value();
}

std::int64_t firstDifference(const std::vector<grundy::Value>& a, const std::vector<grundy::Value>& b) {
    if (a.size() != b.size()) return static_cast<std::int64_t>(std::min(a.size(), b.size()));
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] != b[i]) return static_cast<std::int64_t>(i);
    return -1;
}

}  // namespace

TEST_CASE("octal periods: random codes of up to four digits, d0 included, copied tables agree with brute force",
          "[split-speed]") {
    std::mt19937 rng(8082026);
    std::uniform_int_distribution<int> digit(0, 7), length(1, 4), first(0, 1);
    const std::int64_t size = 3000;
    int games = 0, copied = 0;
    while (games < 150) {
        std::vector<int> digits{first(rng) ? 4 : 0};
        const int count = length(rng);
        for (int i = 0; i < count; ++i) digits.push_back(digit(rng));
        if (digits[0] == 0 && std::all_of(digits.begin() + 1, digits.end(), [](int d) { return d == 0; })) continue;
        while (digits.size() > 1 && digits.back() == 0) digits.pop_back();  // the spec drops trailing zeros
        const std::string spec = specOf(digits);
        INFO(spec);
        const auto expected = octalBruteForce(digits, size);
        const auto table = chunked(spec, size, rng);
        CHECK(firstDifference(table.values(), expected) == -1);
        if (const std::int64_t p = table.repeatPeriod()) {
            ++copied;
            // The copy starts where the proven period does: the brute force repeats from there too.
            std::int64_t broken = -1;
            for (std::int64_t n = table.repeatsFrom(); n < size && broken < 0; ++n)
                if (expected[static_cast<std::size_t>(n)] != expected[static_cast<std::size_t>(n - p)]) broken = n;
            CHECK(broken == -1);
        }
        // The whole table at once; and the core's direct reference (every option visited, through
        // a callback each: slower, so on a shorter table), which checks the brute force above too.
        auto whole = grundy::heapValues(game(spec), size);
        REQUIRE(whole.ok());
        CHECK(firstDifference(*whole, expected) == -1);
        const std::int64_t directSize = 1000;
        auto reference = grundy::heapValuesDirect(game(spec), directSize);
        REQUIRE(reference.ok());
        CHECK(firstDifference(*reference,
                              std::vector<grundy::Value>(expected.begin(), expected.begin() + directSize)) == -1);
        ++games;
    }
    // Most short codes have short preperiods: the copy is exercised, not skipped.
    CHECK(copied >= 75);
}

TEST_CASE("octal periods: tables past a proven period agree with the direct table and the uncopied one",
          "[split-speed]") {
    for (const std::string spec : {"octal:0.77", "octal:0.07", "octal:0.137", "octal:0.4", "octal:4.37", "hex:0.7"}) {
        INFO(spec);
        const auto reference = grundy::heapValuesDirect(game(spec), 6000);
        REQUIRE(reference.ok());
        auto table = grundy::heapValues(game(spec), 6000);
        REQUIRE(table.ok());
        CHECK(firstDifference(*table, *reference) == -1);
        // Far past the proof, against the sparse-space table (which never copies).
        const std::int64_t far = 20'000;  // Dawson's Kayles has no sparse space: quadratic there
        auto sparse = grundy::heapValuesSparse(game(spec), far);
        REQUIRE(sparse.ok());
        auto copiedTable = grundy::heapValues(game(spec), far);
        REQUIRE(copiedTable.ok());
        CHECK(firstDifference(*copiedTable, sparse->values) == -1);
    }
}

TEST_CASE("octal periods: the published preperiods and periods are the ones the table copies", "[split-speed]") {
    const auto periodOf = [](const std::string& spec, std::int64_t size) {
        auto table = grundy::HeapTable::create(game(spec), size);
        REQUIRE(table.ok());
        table.value().advance(size);
        REQUIRE(table->complete());
        return std::pair{table->repeatsFrom() - table->repeatPeriod(), table->repeatPeriod()};
    };
    // Kayles: period 12 from 71 on (OEIS A002186); Dawson's chess (0.137): period 34, the last
    // exception at 51 (OEIS A002187), so Dawson's Kayles (0.07, its values shifted by one) from 53.
    CHECK(periodOf("octal:0.77", 100'000) == std::pair<std::int64_t, std::int64_t>{71, 12});
    CHECK(periodOf("octal:0.137", 100'000) == std::pair<std::int64_t, std::int64_t>{52, 34});
    CHECK(periodOf("octal:0.07", 100'000) == std::pair<std::int64_t, std::int64_t>{53, 34});
    // octal:0.16: preperiod 105351, period 149459 (Gangolli and Plambeck 1989). Proven once the
    // table holds 2*105351 + 2*149459 + 2 values, at the check at 2^19; the copy from there on must
    // be what the sparse-space method computes.
    const std::int64_t size = 600'000;
    auto table = grundy::HeapTable::create(game("octal:0.16"), size);
    REQUIRE(table.ok());
    table.value().advance(size);
    CHECK(table->repeatPeriod() == 149459);
    CHECK(table->repeatsFrom() == 105351 + 149459);
    auto sparse = grundy::heapValuesSparse(game("octal:0.16"), size);
    REQUIRE(sparse.ok());
    CHECK(firstDifference(table->values(), sparse->values) == -1);
}

TEST_CASE("octal periods: provableAt names the table size at which the theorem proves the period", "[split-speed]") {
    // The theorem needs g(n+p) = g(n) for a <= n < 2a + p + k (h = 2): with the published preperiods
    // and periods, Kayles (a = 71, p = 12, k = 2) is proven by a table of 2*71 + 12 + 2 + 12 = 168
    // values and Dawson's Kayles (a = 53, p = 34, k = 2) by one of 2*53 + 34 + 2 + 34 = 176. A shorter
    // table that already shows the period names that size, and HeapTable looks there next.
    const grundy::PeriodicityBasis basis{grundy::PeriodicityBasis::Kind::TakeAndBreak, 2};
    const struct {
        std::vector<int> digits;
        std::int64_t shows, proven, preperiod, period;
    } cases[] = {{{0, 7, 7}, 128, 168, 71, 12}, {{0, 0, 7}, 128, 176, 53, 34}};
    for (const auto& c : cases) {
        INFO(specOf(c.digits));
        const auto g = octalBruteForce(c.digits, c.proven);
        const auto prefix = [&](std::int64_t n) { return std::vector<grundy::Value>(g.begin(), g.begin() + n); };
        const auto early = grundy::detectPeriod(prefix(c.shows), basis, 2);
        CHECK_FALSE(early.proven);
        CHECK(early.provableAt == c.proven);
        const auto justShort = grundy::detectPeriod(prefix(c.proven - 1), basis, 2);
        CHECK_FALSE(justShort.proven);
        CHECK(justShort.provableAt == c.proven);
        const auto proven = grundy::detectPeriod(g, basis, 2);
        CHECK(proven.proven);
        CHECK(proven.preperiod == c.preperiod);
        CHECK(proven.period == c.period);
        CHECK(proven.provableAt == 0);
    }
}

TEST_CASE("octal periods: codes with no period proven yet keep computing", "[split-speed]") {
    // octal:0.106's values show no period to 2^16 (the 465384 / 328226 needs 2^21 and more),
    // and Grundy's game and Lasker's Nim have no periodicity theorem at all: nothing is copied.
    for (const std::string spec : {"octal:0.106", "grundy", "lasker"}) {
        INFO(spec);
        const std::int64_t size = 1 << 16;
        auto table = grundy::HeapTable::create(game(spec), size);
        REQUIRE(table.ok());
        table.value().advance(size);
        CHECK(table->repeatPeriod() == 0);
        auto sparse = grundy::heapValuesSparse(game(spec), size);
        REQUIRE(sparse.ok());
        CHECK(firstDifference(table->values(), sparse->values) == -1);
    }
}

TEST_CASE("octal periods: the quick test before a look never rules out a period the theorem proves", "[split-speed]") {
    // HeapTable skips a large split game's look when mayProveSplitPeriod says no period could be
    // proven at that size. For random codes that split, at every size from 3 to 1500: whenever the
    // look (detectPeriodOf with the game's basis, two heaps) proves a period, the quick test said yes.
    std::mt19937 rng(28112026);
    std::uniform_int_distribution<int> digit(0, 7), length(1, 3), first(0, 1);
    int games = 0, proven = 0, ruledOut = 0;
    while (games < 40) {
        std::vector<int> digits{first(rng) ? 4 : 0};
        const int count = length(rng);
        for (int i = 0; i < count; ++i) digits.push_back(digit(rng));
        while (digits.size() > 1 && digits.back() == 0) digits.pop_back();
        if (std::none_of(digits.begin(), digits.end(), [](int d) { return (d & 4) != 0; })) continue;
        const std::string spec = specOf(digits);
        INFO(spec);
        const auto basis = game(spec)->periodicityBasis();
        REQUIRE(basis.kind == grundy::PeriodicityBasis::Kind::TakeAndBreak);
        const auto values = octalBruteForce(digits, 1500);
        for (std::size_t n = 3; n <= values.size(); ++n) {
            const std::span<const grundy::Value> prefix(values.data(), n);
            const bool may = grundy::periodicity_detail::mayProveSplitPeriod(prefix);
            ruledOut += may ? 0 : 1;
            if (!grundy::periodicity_detail::detectPeriodOf(prefix, &basis, 2).proven) continue;
            ++proven;
            REQUIRE(may);
        }
        ++games;
    }
    CHECK(proven > 1000);    // the periods are there to be missed
    CHECK(ruledOut > 1000);  // and the test does rule sizes out
    // And on a table that shows no period: .104 at 2^15 (its values have none to 2^25), in one byte a
    // value as the table keeps them, and in four.
    auto table = grundy::heapValuesSparse(game("octal:0.104"), std::int64_t{1} << 15);
    REQUIRE(table.ok());
    const std::vector<std::uint8_t> narrow(table->values.begin(), table->values.end());
    CHECK_FALSE(grundy::periodicity_detail::mayProveSplitPeriod(std::span<const std::uint8_t>(narrow)));
    CHECK_FALSE(grundy::periodicity_detail::mayProveSplitPeriod(std::span<const grundy::Value>(table->values)));
    // Kayles (period 12 from 71) at 2^15: the last values recur 12 earlier.
    auto kayles = grundy::heapValuesSparse(game("kayles"), std::int64_t{1} << 15);
    REQUIRE(kayles.ok());
    CHECK(grundy::periodicity_detail::mayProveSplitPeriod(std::span<const grundy::Value>(kayles->values)));
}
