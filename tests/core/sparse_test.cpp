// The sparse-space method for take-and-break tables (core/src/tables/sparse_split.hpp) against the
// direct computation (every option of every heap), brute force written here, known formulas and
// published values. The values must be exact for every mask; only the speed depends on it.
#include "grundy/tables/sparse.hpp"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "grundy/api.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/tables/heap_table.hpp"
#include "support.hpp"
#include "tables/sparse_split.hpp"

using grundy::test::game;

namespace {

std::vector<grundy::Value> sparse(const std::string& spec, std::int64_t size,
                                  std::optional<grundy::SparseMask> forced = {}) {
    auto run = grundy::heapValuesSparse(game(spec), size, forced);
    INFO(spec << ": " << (run ? "" : run.error()));
    REQUIRE(run.ok());
    return run->values;
}

std::vector<grundy::Value> direct(const std::string& spec, std::int64_t size) {
    auto v = grundy::heapValuesDirect(game(spec), size);
    INFO(spec << ": " << (v ? "" : v.error()));
    REQUIRE(v.ok());
    return *v;
}

std::vector<grundy::Value> table(const std::string& spec, std::int64_t size) {
    auto v = grundy::heapValues(game(spec), size);
    INFO(spec << ": " << (v ? "" : v.error()));
    REQUIRE(v.ok());
    return *v;
}

// The first heap where two tables differ, or -1 (a readable failure instead of two long lists).
std::int64_t firstDifference(const std::vector<grundy::Value>& a, const std::vector<grundy::Value>& b) {
    if (a.size() != b.size()) return static_cast<std::int64_t>(std::min(a.size(), b.size()));
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] != b[i]) return static_cast<std::int64_t>(i);
    return -1;
}

// Grundy's game by its definition, written here: heap n splits into a and n - a, 1 <= a < n - a.
std::vector<grundy::Value> grundysGameBruteForce(std::int64_t size) {
    std::vector<grundy::Value> g(static_cast<std::size_t>(size), 0);
    std::vector<std::int64_t> seenAt(1024, -1);
    for (std::int64_t n = 0; n < size; ++n) {
        for (std::int64_t a = 1; 2 * a < n; ++a) seenAt[g[a] ^ g[n - a]] = n;
        grundy::Value v = 0;
        while (seenAt[v] == n) ++v;
        g[static_cast<std::size_t>(n)] = v;
    }
    // The marks hold any XOR of two values below 512.
    REQUIRE(*std::max_element(g.begin(), g.end()) < 512);
    return g;
}

}  // namespace

TEST_CASE("sparse: random octal codes of up to four digits, d0 included, agree with the direct table", "[sparse]") {
    std::mt19937 rng(20261122);
    std::uniform_int_distribution<int> digit(0, 7), length(1, 4), first(0, 1);
    int games = 0, splitting = 0;
    while (games < 60) {
        std::string code = first(rng) ? "4." : "0.";
        const int digits = length(rng);
        for (int i = 0; i < digits; ++i) code += static_cast<char>('0' + digit(rng));
        if (code.substr(0, 2) == "0." && code.find_first_not_of("0", 2) == std::string::npos) continue;
        const std::string spec = "octal:" + code;
        const auto g = game(spec);
        REQUIRE(g->splitMoves() != nullptr);
        splitting += g->splitMoves()->leaveTwo.empty() ? 0 : 1;
        const std::int64_t size = 2500;
        const auto reference = direct(spec, size);
        INFO(spec);
        CHECK(firstDifference(sparse(spec, size), reference) == -1);
        CHECK(firstDifference(table(spec, size), reference) == -1);  // HeapTable uses the sparse method
        ++games;
    }
    CHECK(splitting >= 30);  // most random codes split heaps, which is what the method is about
}

namespace {

// g(0) .. g(size-1) from one SparseSplitTable extended a random few heaps at a time, as the page's table
// jobs and the period search extend it: the reversed copy of the values then grows many times (and is
// refilled when a value needs a wider type), the rare list is rebuilt at each new mask while the bounds
// kept into it move on, and every slice starts where the last stopped.
std::vector<grundy::Value> sparseInSteps(const std::string& spec, std::int64_t size, std::mt19937& rng,
                                         std::int64_t maxStep) {
    const auto g = game(spec);
    REQUIRE(g->splitMoves() != nullptr);
    grundy::SparseSplitTable table(*g->splitMoves(), spec);
    std::uniform_int_distribution<std::int64_t> step(1, maxStep);
    while (table.size() < size) {
        INFO(spec << ": " << table.error());
        REQUIRE(table.extendTo(std::min(size, table.size() + step(rng))));
    }
    std::vector<grundy::Value> values;
    table.appendTo(values, 0);
    return values;
}

}  // namespace

TEST_CASE("sparse: tables extended a few heaps at a time agree with the direct table", "[sparse]") {
    std::mt19937 rng(20261123);
    // Grundy's game (parts must differ), 1-byte values throughout.
    CHECK(firstDifference(sparseInSteps("grundy", 6000, rng, 300), direct("grundy", 6000)) == -1);
    // Random octal codes with splitting moves, some with several split sizes or a twist.
    std::uniform_int_distribution<int> digit(0, 7), length(2, 4);
    int games = 0;
    while (games < 12) {
        std::string code = "0.";
        const int digits = length(rng);
        for (int i = 0; i < digits; ++i) code += static_cast<char>('0' + digit(rng));
        const std::string spec = "octal:" + code;
        if (game(spec)->splitMoves()->leaveTwo.empty()) continue;
        INFO(spec);
        CHECK(firstDifference(sparseInSteps(spec, 3000, rng, 200), direct(spec, 3000)) == -1);
        ++games;
    }
    // Lasker's Nim: values past 255 and then 65535, so the values and their reversed copy are widened
    // to 2 and then 4 bytes partway through (against the direct table, then the formula).
    CHECK(firstDifference(sparseInSteps("lasker", 3000, rng, 200), direct("lasker", 3000)) == -1);
    const auto lasker = sparseInSteps("lasker", 140'000, rng, 20'000);
    std::int64_t wrong = -1;
    for (std::int64_t n = 1; n < 140'000 && wrong < 0; ++n) {
        const std::int64_t r = n % 4;
        const std::int64_t expected = r == 1 || r == 2 ? n : r == 3 ? n + 1 : n - 1;
        if (lasker[static_cast<std::size_t>(n)] != static_cast<grundy::Value>(expected)) wrong = n;
    }
    CHECK(wrong == -1);
}

TEST_CASE("sparse: named octal games and hex codes without three-way splits agree with the direct table", "[sparse]") {
    for (const std::string spec : {"octal:0.77", "octal:0.07", "octal:0.137", "octal:0.106", "octal:4.0", "octal:0.165",
                                   "octal:0.4", "octal:0.6", "octal:4.77", "hex:0.7", "hex:4.37", "hex:0.1234567"}) {
        INFO(spec);
        const auto reference = direct(spec, 4000);
        CHECK(firstDifference(sparse(spec, 4000), reference) == -1);
    }
    // Three-way splits (hex bit 8) stay on the direct path.
    CHECK(game("hex:0.F")->splitMoves() == nullptr);
    CHECK(game("hex:0.8")->splitMoves() == nullptr);
    CHECK(game("hex:0.7")->splitMoves() != nullptr);
}

TEST_CASE("sparse: Grundy's game to 10^5 agrees with a brute force and the published values", "[sparse]") {
    const std::int64_t size = 100'000;
    const auto fast = table("grundy", size);
    CHECK(firstDifference(fast, grundysGameBruteForce(size)) == -1);
    // OEIS A002188, g(0) .. g(104).
    const std::vector<grundy::Value> published{
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1,
        2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2,
        4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3};
    CHECK(std::vector<grundy::Value>(fast.begin(), fast.begin() + 105) == published);
    // Some of Flammenkamp's rare values of Grundy's game ("Sprague-Grundy Values of Grundy's Game").
    CHECK(fast[87] == 7);
    CHECK(fast[158] == 11);
    CHECK(fast[181] == 12);
    CHECK(fast[196] == 10);
    CHECK(fast[231] == 10);
}

TEST_CASE("sparse: Lasker's Nim follows its formula", "[sparse]") {
    // g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 (the seeds; HDU 3032).
    const std::int64_t size = 1'000'000;
    const auto g = table("lasker", size);
    std::int64_t wrong = -1;
    for (std::int64_t n = 1; n < size && wrong < 0; ++n) {
        const std::int64_t r = n % 4;
        const std::int64_t expected = r == 1 || r == 2 ? n : r == 3 ? n + 1 : n - 1;
        if (g[static_cast<std::size_t>(n)] != static_cast<grundy::Value>(expected)) wrong = n;
    }
    CHECK(g[0] == 0);
    CHECK(wrong == -1);
    CHECK(firstDifference(std::vector<grundy::Value>(g.begin(), g.begin() + 3000), direct("lasker", 3000)) == -1);
}

TEST_CASE("sparse: Kayles is periodic with period 12 from 71 on, Dawson's Kayles with period 34", "[sparse]") {
    // OEIS A002186: from n = 71 on period 12, the last exception at n = 70.
    const std::int64_t size = 1'000'000;
    const auto kayles = table("octal:0.77", size);
    const std::vector<grundy::Value> kaylesStart{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1,
                                                 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4};
    CHECK(std::vector<grundy::Value>(kayles.begin(), kayles.begin() + 42) == kaylesStart);
    std::int64_t broken = -1;
    for (std::int64_t n = 71; n + 12 < size && broken < 0; ++n)
        if (kayles[static_cast<std::size_t>(n + 12)] != kayles[static_cast<std::size_t>(n)]) broken = n;
    CHECK(broken == -1);
    CHECK(kayles[70] != kayles[82]);
    // OEIS A002187 (Dawson's chess, 0.137): period 34, the last exception at n = 51; Dawson's Kayles
    // (0.07) has the values a(n-1).
    const std::int64_t dawsonSize = 20'000;
    const auto dawson = table("octal:0.07", dawsonSize);
    broken = -1;
    for (std::int64_t n = 53; n + 34 < dawsonSize && broken < 0; ++n)
        if (dawson[static_cast<std::size_t>(n + 34)] != dawson[static_cast<std::size_t>(n)]) broken = n;
    CHECK(broken == -1);
    CHECK(dawson[52] != dawson[86]);
}

TEST_CASE("sparse: bad masks give exact values, only slower", "[sparse]") {
    // Mask 0 makes every heap rare (every pair enumerated); a twist with splitting moves of both
    // parities (Kayles removes 1 or 2) and masks that split the values badly still must agree.
    const std::vector<grundy::SparseMask> masks{{0, false},  {0, true},          {1, false},         {1, true},
                                                {0x5, true}, {0xFFFFFFFF, true}, {0x80000000, false}};
    for (const std::string spec : {"grundy", "octal:0.77", "octal:0.07", "lasker", "octal:4.37"}) {
        const auto reference = direct(spec, 1500);
        for (const auto& m : masks) {
            INFO(spec << " mask " << m.mask << " twist " << m.twist);
            CHECK(firstDifference(sparse(spec, 1500, m), reference) == -1);
        }
    }
    // A good mask is found from the data: Grundy's game has very few rare heaps (Flammenkamp counts
    // 1287 in all his tables), and Lasker's Nim none past heap 0 with mask 2 and the heap's parity.
    auto grundy = grundy::heapValuesSparse(game("grundy"), 100'000);
    REQUIRE(grundy.ok());
    CHECK(grundy->rareHeaps < 1300);
    auto lasker = grundy::heapValuesSparse(game("lasker"), 100'000);
    REQUIRE(lasker.ok());
    CHECK(lasker->rareHeaps == 0);
    CHECK(lasker->work < 10 * 100'000);
}

TEST_CASE("sparse: tables stop with a message past their work budget", "[sparse]") {
    auto stopped = grundy::heapValuesSparse(game("octal:0.07"), 100'000, std::nullopt, 50'000'000);
    REQUIRE_FALSE(stopped.ok());
    CHECK(stopped.error().rfind("the table of octal:0.07 stopped at heap ", 0) == 0);
    CHECK(stopped.error().find(" of 99999: it took more than 50000000 steps (splits looked at), the most one table "
                               "may take; ask for at most ") != std::string::npos);
    auto notSplit = grundy::heapValuesSparse(game("subtraction:1,3,4"), 100);
    REQUIRE_FALSE(notSplit.ok());
    CHECK(notSplit.error() == "'subtraction:1,3,4' is not a take-and-break game whose moves leave at most two heaps");
    auto tooLarge = grundy::heapValuesSparse(game("grundy"), (std::int64_t{1} << 26) + 1);
    REQUIRE_FALSE(tooLarge.ok());
    CHECK(tooLarge.error() == "the table needs from 1 to 67108864 positions (got 67108865)");
    auto directStopped = grundy::heapValuesDirect(game("grundy"), 10'000, 1'000'000);
    REQUIRE_FALSE(directStopped.ok());
    CHECK(directStopped.error().rfind("the direct table of grundy stopped at heap ", 0) == 0);
}

// Lasker's Nim by its definition, written here: take any number from a heap, or split it into two
// non-empty heaps.
std::vector<grundy::Value> laskersNimBruteForce(std::int64_t size) {
    std::vector<grundy::Value> g(static_cast<std::size_t>(size), 0);
    std::vector<std::int64_t> seenAt(4 * static_cast<std::size_t>(size) + 4, -1);
    for (std::int64_t n = 1; n < size; ++n) {
        for (std::int64_t k = 1; k <= n; ++k) seenAt[g[n - k]] = n;
        for (std::int64_t a = 1; 2 * a <= n; ++a) seenAt[g[a] ^ g[n - a]] = n;
        grundy::Value v = 0;
        while (seenAt[v] == n) ++v;
        g[static_cast<std::size_t>(n)] = v;
    }
    return g;
}

TEST_CASE("sparse: values are kept 1 byte each until one passes 255, then widened in place", "[sparse]") {
    // Lasker's Nim passes 255 at heap 256 (g(4k+3) = 4k+4) and 65535 at heap 65536.
    const auto g = game("lasker");
    grundy::SparseSplitTable table(*g->splitMoves(), "lasker");
    REQUIRE(table.extendTo(255));
    CHECK(table.width() == 1);
    REQUIRE(table.extendTo(1500));
    CHECK(table.width() == 2);
    std::vector<grundy::Value> values;
    table.appendTo(values, 0);
    CHECK(firstDifference(values, laskersNimBruteForce(1500)) == -1);
    REQUIRE(table.extendTo(70'000));
    CHECK(table.width() == 4);
    values.clear();
    table.appendTo(values, 0);
    CHECK(firstDifference(std::vector<grundy::Value>(values.begin(), values.begin() + 1500),
                          laskersNimBruteForce(1500)) == -1);
    std::int64_t wrong = -1;
    for (std::int64_t n = 1; n < 70'000 && wrong < 0; ++n) {
        const std::int64_t r = n % 4;
        const std::int64_t expected = r == 1 || r == 2 ? n : r == 3 ? n + 1 : n - 1;
        if (values[static_cast<std::size_t>(n)] != static_cast<grundy::Value>(expected)) wrong = n;
    }
    CHECK(wrong == -1);

    // The widening itself: every value moved to its wider slot, the first and the last included.
    grundy::NarrowValues narrow;
    narrow.reserve(1000);
    for (int i = 0; i < 1000; ++i) narrow.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(i * 7);
    narrow.widen(1000);
    CHECK(narrow.width() == 2);
    CHECK(narrow.capacity() == 1000);
    for (int i = 0; i < 1000; ++i)
        REQUIRE(narrow.at(i) == static_cast<grundy::Value>(static_cast<std::uint8_t>(i * 7)));
    for (int i = 0; i < 1000; ++i) narrow.data<std::uint16_t>()[i] = static_cast<std::uint16_t>(i * 331);
    narrow.widen(1000);
    CHECK(narrow.width() == 4);
    for (int i = 0; i < 1000; ++i)
        REQUIRE(narrow.at(i) == static_cast<grundy::Value>(static_cast<std::uint16_t>(i * 331)));
}

// The values a HeapTable's view() holds, 4 bytes each, to compare with whole tables.
std::vector<grundy::Value> viewed(const grundy::ValuesView& view) {
    std::vector<grundy::Value> out(static_cast<std::size_t>(view.count));
    for (std::int64_t i = 0; i < view.count; ++i) out[static_cast<std::size_t>(i)] = view.at(i);
    return out;
}

TEST_CASE("a take-and-break HeapTable keeps its values narrow: its view equals the 4-byte values at each width",
          "[sparse]") {
    // Lasker's Nim passes 255 at heap 256 and 65535 at heap 65536: the view is 1, then 2, then 4 bytes
    // a value, the sparse-space table's own, and equals the brute force, values() and at() throughout.
    const auto reference = laskersNimBruteForce(1500);
    auto made = grundy::HeapTable::create(game("lasker"), 70'000);
    REQUIRE(made.ok());
    auto& table = made.value();
    const auto check = [&](std::int64_t upTo, int width) {
        table.advance(upTo - table.done());
        REQUIRE(table.done() == upTo);
        const grundy::ValuesView view = table.view();
        CHECK(view.width == width);
        CHECK(view.count == upTo);
        const auto narrow = viewed(view);
        const auto shown = std::min<std::int64_t>(upTo, 1500);
        CHECK(firstDifference(std::vector<grundy::Value>(narrow.begin(), narrow.begin() + shown),
                              std::vector<grundy::Value>(reference.begin(), reference.begin() + shown)) == -1);
        CHECK(firstDifference(narrow, table.values()) == -1);
        CHECK(table.at(upTo - 1) == narrow.back());
    };
    check(200, 1);
    check(1500, 2);
    check(70'000, 4);
    std::int64_t wrong = -1;
    for (std::int64_t n = 1; n < 70'000 && wrong < 0; ++n) {
        const std::int64_t r = n % 4;
        const std::int64_t expected = r == 1 || r == 2 ? n : r == 3 ? n + 1 : n - 1;
        if (table.at(n) != static_cast<grundy::Value>(expected)) wrong = n;
    }
    CHECK(wrong == -1);
    // takeValues() gives the 4-byte values the view holds.
    const auto before = viewed(table.view());
    CHECK(firstDifference(table.takeValues(), before) == -1);

    // Kayles (octal:0.77): its period (12 from 71) is proven at 168 heaps and the rest is copied in the
    // sparse table's width, 1 byte a value, equal to the direct table.
    auto kayles = grundy::HeapTable::create(game("octal:0.77"), 1 << 16);
    REQUIRE(kayles.ok());
    kayles.value().advance(1 << 16);
    REQUIRE(kayles->complete());
    CHECK(kayles->repeatPeriod() == 12);
    CHECK(kayles->view().width == 1);
    CHECK(firstDifference(viewed(kayles->view()), direct("octal:0.77", 1 << 16)) == -1);

    // The table stream hands the same view out: 1 byte a value for Grundy's game, 4 for a grid.
    auto job = grundy::api::table("grundy", 5000, 1);
    REQUIRE(job.ok());
    job.value().advance(5000);
    CHECK(job->values().width == 1);
    CHECK(firstDifference(viewed(job->values()), grundysGameBruteForce(5000)) == -1);
    auto grid = grundy::api::table("wythoff", 10, 10);
    REQUIRE(grid.ok());
    grid.value().advance(100);
    CHECK(grid->values().width == 4);
    CHECK(grid->values().count == 100);
    // Wythoff: g(0, k) = k (the row is one heap of Nim), and (1, 2) and (3, 5) are P-positions.
    CHECK(grid->values().at(7) == 7);
    CHECK(grid->values().at(1 * 10 + 2) == 0);
    CHECK(grid->values().at(3 * 10 + 5) == 0);
}

TEST_CASE("sparse: a table of 1-byte values holds about 2 bytes a heap, and stops at its memory budget", "[sparse]") {
    // Grundy's game: values below 256 far beyond 2^20; the values and their reversed copy, 1 byte
    // each, the few rare heaps and the marks besides.
    const auto g = game("grundy");
    const std::int64_t size = std::int64_t{1} << 18;
    grundy::SparseSplitTable table(*g->splitMoves(), "grundy");
    REQUIRE(table.extendTo(size));
    CHECK(table.width() == 1);
    CHECK(table.bytes() >= grundy::SparseSplitTable::bytesFor(size, 1));
    CHECK(table.bytes() < grundy::SparseSplitTable::bytesFor(size, 1) + 64 * 1024);
    CHECK(table.stoppedBy() == grundy::SparseSplitTable::Stop::None);

    // Lasker's Nim in 1 MiB: its 4-byte values (past 65535) and their copy outgrow it.
    grundy::SparseSplitTable small(*game("lasker")->splitMoves(), "lasker", std::nullopt, grundy::kMaxSplitWork,
                                   std::int64_t{1} << 20);
    CHECK_FALSE(small.extendTo(200'000));
    CHECK(small.stoppedBy() == grundy::SparseSplitTable::Stop::Memory);
    CHECK(small.bytes() <= std::int64_t{1} << 20);
    CHECK(small.error().rfind("the table of lasker stopped at heap ", 0) == 0);
    CHECK(small.error().find(" of 199999: going on needs ") != std::string::npos);
    CHECK(small.error().find(" MiB, more than the 1 MiB it may hold; ask for at most ") != std::string::npos);
    // What it computed is kept and exact.
    std::vector<grundy::Value> values;
    small.appendTo(values, 0);
    REQUIRE(values.size() > 1500);
    CHECK(firstDifference(std::vector<grundy::Value>(values.begin(), values.begin() + 1500),
                          laskersNimBruteForce(1500)) == -1);
}

TEST_CASE("sparse: every budget near a table's size is kept, whatever the table holds when it is reached", "[sparse]") {
    // octal:0.207 on one thread: its values pass 63 early, and from then on the table marks its heaps
    // in rows of stamps it allocates then (natively). Budgets a kilobyte apart across the last 40 KB
    // of what the whole table holds: each run either ends or stops on its memory, within its budget
    // either way, and what it computed is exact (against the same table with no limit).
    const auto g = game("octal:0.207");
    const std::int64_t size = std::int64_t{1} << 15;
    grundy::SparseSplitTable whole(*g->splitMoves(), "octal:0.207", std::nullopt, grundy::kMaxSplitWork, 0, 1);
    REQUIRE(whole.extendTo(size, size));
    std::vector<grundy::Value> reference;
    whole.appendTo(reference, 0);
    int ended = 0, stopped = 0;
    for (std::int64_t budget = whole.bytes() - 40 * 1024; budget <= whole.bytes(); budget += 1024) {
        grundy::SparseSplitTable t(*g->splitMoves(), "octal:0.207", std::nullopt, grundy::kMaxSplitWork, budget, 1);
        const bool done = t.extendTo(size, size);
        INFO("budget " << budget << ", stopped at " << t.size());
        CHECK(t.bytes() <= budget);
        CHECK((done || t.stoppedBy() == grundy::SparseSplitTable::Stop::Memory));
        (done ? ended : stopped) += 1;
        std::vector<grundy::Value> values;
        t.appendTo(values, 0);
        CHECK(firstDifference(values,
                              std::vector<grundy::Value>(reference.begin(), reference.begin() + values.size())) == -1);
    }
    CHECK(ended > 0);
    CHECK(stopped > 0);
}

namespace {

// A file in the system's temporary folder, removed when the test ends.
using grundy::test::TempFile;

std::vector<grundy::Value> sparseFiles(const std::string& spec, std::int64_t size, const grundy::TableFiles& files) {
    auto run = grundy::heapValuesSparse(game(spec), size, grundy::Budget{}, files);
    INFO(spec << ": " << (run ? "" : run.error()));
    REQUIRE(run.ok());
    return run->values;
}

}  // namespace

TEST_CASE("sparse: a saved table resumed gives the values of one run", "[sparse][files]") {
    const TempFile first("grundy.tab"), second("grundy-more.tab");
    const auto part = sparseFiles("grundy", 5000, {.save = first.path});
    CHECK(firstDifference(part, grundysGameBruteForce(5000)) == -1);
    const auto resumed = sparseFiles("grundy", 20'000, {.save = second.path, .resume = first.path});
    CHECK(firstDifference(resumed, grundysGameBruteForce(20'000)) == -1);
    // A shorter table from a longer file, and a file resumed twice, give the same values.
    CHECK(sparseFiles("grundy", 3000, {.resume = second.path}) == grundysGameBruteForce(3000));
    CHECK(sparseFiles("grundy", 30'000, {.resume = second.path}) == grundysGameBruteForce(30'000));
    // The shorter one holds only the values asked for, 4 bytes each as the memory estimate counts them,
    // not the whole file's.
    auto shorter = grundy::heapValuesSparse(game("grundy"), 3000, grundy::Budget{}, {.resume = second.path});
    REQUIRE(shorter.ok());
    CHECK(shorter->values.capacity() == 3000);
    // Lasker's Nim saved in 2-byte values (past 255) and resumed past 65535, where it widens to 4.
    const TempFile lasker("lasker.tab");
    sparseFiles("lasker", 1000, {.save = lasker.path});
    const auto wide = sparseFiles("lasker", 70'000, {.resume = lasker.path});
    CHECK(firstDifference(std::vector<grundy::Value>(wide.begin(), wide.begin() + 1500), laskersNimBruteForce(1500)) ==
          -1);
    CHECK(wide[65'535] == 65'536);
    CHECK(wide[69'999] == 70'000);  // 69999 = 4k + 3: g = n + 1
    // A leave-any-smaller code (hex:4.37 leaves a smaller heap) keeps its prefix state across a resume.
    const TempFile hex("hex.tab");
    sparseFiles("hex:4.37", 700, {.save = hex.path});
    CHECK(firstDifference(sparseFiles("hex:4.37", 3000, {.resume = hex.path}), direct("hex:4.37", 3000)) == -1);
}

TEST_CASE("sparse: a corrupted or foreign saved table is refused with a message", "[sparse][files]") {
    const TempFile saved("saved.tab"), bad("bad.tab");
    sparseFiles("grundy", 4000, {.save = saved.path});
    std::string bytes;
    {
        std::ifstream in(saved.path, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    REQUIRE(bytes.size() == 42 + 4000);  // the header (README.md, "Saved tables") and 1 byte a value
    CHECK(bytes.substr(0, 8) == "GRUNDYTB");
    const auto refused = [&](const std::string& content) {
        std::ofstream(bad.path, std::ios::binary) << content;
        auto run = grundy::heapValuesSparse(game("grundy"), 5000, grundy::Budget{}, {.resume = bad.path});
        REQUIRE_FALSE(run.ok());
        return run.error();
    };
    std::string flipped = bytes;
    flipped[42 + 3000] ^= 1;
    CHECK(refused(flipped) == bad.path + " is a damaged saved table: its checksum does not match its values");
    CHECK(refused(bytes.substr(0, bytes.size() - 1)) ==
          bad.path + " is a damaged saved table: its length does not match its header");
    CHECK(refused(bytes.substr(0, 20)) == bad.path + " is a damaged saved table: its header cannot be read");
    CHECK(refused("0 0 0 1 0 2 1 0 2 1 0\n") == bad.path + " is not a saved table (its first bytes are not GRUNDYTB)");
    std::string version = bytes;
    version[8] = 2;
    CHECK(refused(version) == bad.path + " is a saved table of format version 2; this grundy reads version 1");
    auto other = grundy::heapValuesSparse(game("lasker"), 5000, grundy::Budget{}, {.resume = saved.path});
    REQUIRE_FALSE(other.ok());
    CHECK(other.error() == saved.path + " holds a table of grundy, not of lasker");
    auto missing = grundy::heapValuesSparse(game("grundy"), 10, grundy::Budget{}, {.resume = saved.path + ".none"});
    CHECK(missing.error() == "could not read the saved table " + saved.path + ".none");
    // Over the memory budget: refused before any work, with the figure and what fits.
    auto big = grundy::heapValuesSparse(game("grundy"), std::int64_t{1} << 30, grundy::Budget{.bytes = 64 << 20}, {});
    CHECK(big.error() ==
          "a table of 1073741824 positions needs at least 6144 MiB, more than the 64 MiB allowed; at "
          "most 11184810 positions fit");
}

TEST_CASE("grundy values and period save and resume their tables", "[sparse][files][cli]") {
    using grundy::test::runCli;
    const TempFile table("cli.tab"), search("search.tab");
    CHECK(runCli("values grundy --to 3000 --save " + table.path).output == runCli("values grundy --to 3000").output);
    const auto resumed = runCli("values grundy --to 6000 --resume " + table.path);
    CHECK(resumed.status == 0);
    CHECK(resumed.output == runCli("values grundy --to 6000").output);
    // A search stopped by its work budget goes on from its saved table to the same proof.
    const std::string stopped = runCli("period octal:0.16 --max 1000000 --work 2e7 --save " + search.path).output;
    CHECK(stopped.find("the work budget of 20000000 steps ran out") != std::string::npos);
    CHECK(runCli("period octal:0.16 --max 1000000 --resume " + search.path)
              .output.rfind("preperiod=105351 period=149459 saltus=0 proven=yes checked=", 0) == 0);
    const auto refused = runCli("values nim --to 10 --save " + table.path);
    CHECK(refused.output ==
          "grundy: --save and --resume are for take-and-break games whose moves leave at most two heaps (grundy, "
          "lasker, octal codes), whose long tables they keep; 'nim' is not one\n");
    CHECK(refused.status == 2);
}

TEST_CASE("sparse: a table past 2^32 heaps stops at once, with a message", "[sparse]") {
    grundy::SparseSplitTable table(*game("grundy")->splitMoves(), "grundy");
    CHECK_FALSE(table.extendTo(grundy::SparseSplitTable::kMaxHeaps + 1));
    CHECK(table.size() == 0);
    CHECK(table.error() == "a sparse-space table of grundy holds at most 4294967296 heaps (asked for 4294967297)");
}
