// The statistics of take-and-break tables (grundy/analysis/stats.hpp, `grundy stats`) against a
// brute force written here (the values by a plain mex loop over each game's moves as its rules state
// them; the mask by trying every mask and counting, not by the transform) and published figures.
#include "grundy/analysis/stats.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "grundy/api.hpp"
#include "grundy/limits.hpp"
#include "support.hpp"

using grundy::StatsRow;
using grundy::Value;
using grundy::test::game;
using grundy::test::runCli;

namespace {

// Every option value of heap n, given the values below it: the moves as the game's rules state them.
using Options = std::function<void(std::int64_t n, const std::vector<Value>& g, std::vector<bool>& present)>;

std::vector<Value> mexValues(const Options& options, std::int64_t size) {
    std::vector<Value> g;
    Value top = 0;
    for (std::int64_t n = 0; n < size; ++n) {
        // Room for every XOR of two values so far, and for a mex as large as the number of options.
        std::vector<bool> present(std::bit_ceil(top + 1) + static_cast<std::size_t>(4 * n + 2), false);
        options(n, g, present);
        Value v = 0;
        while (present[v]) ++v;
        g.push_back(v);
        top = std::max(top, v);
    }
    return g;
}

// An octal code 0.d1d2...: taking k tokens may leave no heap (d_k & 1), one (d_k & 2) or two (d_k & 4).
Options octal(const std::string& digits) {
    return [digits](std::int64_t n, const std::vector<Value>& g, std::vector<bool>& present) {
        for (std::size_t i = 0; i < digits.size(); ++i) {
            const auto k = static_cast<std::int64_t>(i + 1);
            const int d = digits[i] - '0';
            if ((d & 1) && n == k) present[0] = true;
            if ((d & 2) && n > k) present[g[n - k]] = true;
            if (d & 4)
                for (std::int64_t a = 1; 2 * a <= n - k; ++a) present[g[a] ^ g[n - k - a]] = true;
        }
    };
}

// Grundy's game: split a heap into two unequal heaps.
void grundysGame(std::int64_t n, const std::vector<Value>& g, std::vector<bool>& present) {
    for (std::int64_t a = 1; 2 * a < n; ++a) present[g[a] ^ g[n - a]] = true;
}

// Lasker's Nim: take any number of tokens, or split a heap into two.
void laskersNim(std::int64_t n, const std::vector<Value>& g, std::vector<bool>& present) {
    for (std::int64_t m = 0; m < n; ++m) present[g[m]] = true;
    for (std::int64_t a = 1; 2 * a <= n; ++a) present[g[a] ^ g[n - a]] = true;
}

// The rows by brute force: for each row, every mask of the low value bits (and the twist where the
// splitting moves allow it, k0 their least tokens removed) tried in turn, the one leaving the fewest
// rare heaps among 1 .. heaps-1 kept (the lowest mask * 2 + twist on a tie, as documented).
std::vector<StatsRow> bruteStats(const std::vector<Value>& g, std::int64_t count, std::int64_t k0, bool twistAllowed) {
    const auto rare = [&](std::int64_t n, std::uint32_t mask, bool twist) {
        return (std::popcount(g[n] & mask) + (twist ? (n - k0) & 1 : 0)) % 2 == 0;
    };
    std::vector<StatsRow> rows;
    for (std::int64_t power = 2;; power *= 2) {
        StatsRow row;
        row.heaps = std::min(power, count);
        const Value top = *std::max_element(g.begin(), g.begin() + row.heaps);
        row.largest = top;
        row.largestAt = std::find(g.begin(), g.end(), top) - g.begin();
        const int bits = std::clamp(static_cast<int>(std::bit_width(top)), 1, 15);
        std::int64_t fewest = -1;
        for (std::uint32_t m = 1; m < (2u << bits); ++m) {
            const bool twist = m & 1;
            if (twist && !twistAllowed) continue;
            std::int64_t count1 = 0;
            for (std::int64_t n = 1; n < row.heaps; ++n) count1 += rare(n, m >> 1, twist);
            if (fewest < 0 || count1 < fewest) {
                fewest = count1;
                row.mask = m >> 1;
                row.twist = twist;
            }
        }
        for (std::int64_t n = 0; n < row.heaps; ++n)
            if (rare(n, row.mask, row.twist)) {
                ++row.rare;
                row.lastRare = n;
                row.lastRareValue = g[n];
            }
        rows.push_back(row);
        if (row.heaps == count) break;
    }
    return rows;
}

std::vector<StatsRow> stats(const std::string& spec, std::int64_t count) {
    auto rows = grundy::api::stats(spec, count);
    INFO(spec << ": " << (rows ? "" : rows.error()));
    REQUIRE(rows.ok());
    return *rows;
}

void requireSame(const std::vector<StatsRow>& got, const std::vector<StatsRow>& want) {
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        INFO("row " << i << ", heaps " << want[i].heaps);
        CHECK(got[i].heaps == want[i].heaps);
        CHECK(got[i].mask == want[i].mask);
        CHECK(got[i].twist == want[i].twist);
        CHECK(got[i].rare == want[i].rare);
        CHECK(got[i].lastRare == want[i].lastRare);
        CHECK(got[i].lastRareValue == want[i].lastRareValue);
        CHECK(got[i].largest == want[i].largest);
        CHECK(got[i].largestAt == want[i].largestAt);
    }
}

}  // namespace

TEST_CASE("stats agree with a brute force for octal codes, Grundy's game and Lasker's Nim", "[stats]") {
    struct Case {
        std::string spec;
        Options options;
        std::int64_t k0;
        bool twistAllowed;
    };
    const std::vector<Case> cases{
        {"octal:0.77", octal("77"), 1, false},  // Kayles: splits after taking 1 or 2 tokens
        {"octal:0.07", octal("07"), 2, true},   // Dawson's Kayles: one splitting move, so the twist is offered
        {"octal:0.137", octal("137"), 3, true},  {"octal:0.4", octal("4"), 1, true},
        {"octal:0.165", octal("165"), 2, false},  // splits after taking 2 and 3: parities differ
        {"octal:0.16", octal("16"), 2, true},    {"grundy", grundysGame, 0, true},
        {"lasker", laskersNim, 0, true},
    };
    for (const auto& c : cases) {
        for (const std::int64_t count : {std::int64_t{1}, std::int64_t{2}, std::int64_t{1000}, std::int64_t{2048}}) {
            INFO(c.spec << " to " << count);
            const auto g = mexValues(c.options, count);
            const auto rows = stats(c.spec, count);
            requireSame(rows, bruteStats(g, count, c.k0, c.twistAllowed));
            for (const StatsRow& r : rows) CHECK(r.k0 == c.k0);
        }
    }
}

TEST_CASE("stats rows: one per power of two below the count and one for the whole table", "[stats]") {
    std::vector<std::int64_t> heaps;
    for (const auto& r : stats("grundy", 1000)) heaps.push_back(r.heaps);
    CHECK(heaps == std::vector<std::int64_t>{2, 4, 8, 16, 32, 64, 128, 256, 512, 1000});
    heaps.clear();
    for (const auto& r : stats("grundy", 1024)) heaps.push_back(r.heaps);
    CHECK(heaps.back() == 1024);
    CHECK(heaps.size() == 10);
    CHECK(stats("grundy", 2048).back().maskBits == "111110");
}

TEST_CASE("stats of Grundy's game agree with published figures", "[stats]") {
    // OEIS A002188, g(0) .. g(104).
    const std::vector<Value> a002188{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0,
                                     4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0,
                                     2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5,
                                     2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3};
    const StatsRow first = stats("grundy", static_cast<std::int64_t>(a002188.size())).back();
    const auto top = std::max_element(a002188.begin(), a002188.end());
    CHECK(first.largest == *top);
    CHECK(first.largestAt == top - a002188.begin());

    // A. Flammenkamp, "Sprague-Grundy values of Grundy's game": the rare (sparse) values are those
    // with an even number of ones in the binary value without its lowest digit (mask ...11110), and
    // the first of them are at these heaps.
    const std::vector<std::int64_t> published{0,   1,   2,   3,   4,   6,   7,   9,   10,  12,  15,  20,
                                              23,  26,  28,  31,  34,  37,  40,  43,  46,  49,  50,  52,
                                              53,  55,  58,  61,  87,  90,  93,  146, 149, 152, 158, 161,
                                              164, 167, 176, 179, 181, 182, 185, 188, 190, 193, 196, 231};
    for (const StatsRow& r : stats("grundy", std::int64_t{1} << 16)) {
        if (r.heaps < 4096) continue;
        INFO("heaps " << r.heaps);
        CHECK_FALSE(r.twist);
        CHECK(r.mask == ((std::uint32_t{1} << std::bit_width(r.mask)) - 2));  // ones but the lowest digit
        const auto g = grundy::heapValues(game("grundy"), 232);
        REQUIRE(g.ok());
        std::vector<std::int64_t> rare;
        for (std::int64_t n = 0; n < 232; ++n)
            if (std::popcount((*g)[n] & r.mask) % 2 == 0) rare.push_back(n);
        CHECK(rare == published);
    }
}

TEST_CASE("stats of Kayles: its rare heaps end while its values become periodic", "[stats]") {
    // Kayles (octal 0.77) is periodic with period 12 from n = 71 (Guy and Smith 1956), and every value
    // of its period is common under the all-ones mask: the rare heaps stop, and the largest value is 8.
    const auto rows = stats("kayles", std::int64_t{1} << 16);
    const StatsRow& last = rows.back();
    CHECK(last.largest == 8);
    for (const StatsRow& r : rows) {
        if (r.heaps < 256) continue;
        INFO("heaps " << r.heaps);
        CHECK(r.rare == last.rare);
        CHECK(r.lastRare == last.lastRare);
        CHECK(r.lastRare == 70);  // the last exception before the period (Guy and Smith 1956)
        CHECK(r.largestAt == last.largestAt);
    }
}

TEST_CASE("the page's stats read the page's table, where a proven period is copied", "[stats]") {
    // Dawson's Kayles has period 34 and is not sparse under any mask (a third of its heaps are rare):
    // the long table, which has no period detection, stops on its 2^36 steps before 2^20 heaps,
    // while the page's table proves the period and copies it.
    const auto rows = stats("octal:0.07", std::int64_t{1} << 20);
    CHECK(rows.back().heaps == std::int64_t{1} << 20);
    CHECK(rows.back().largest == 9);
    CHECK(rows.back().largestAt == 86);
    CHECK(rows.back().lastRare == (std::int64_t{1} << 20) - 1);
}

TEST_CASE("stats are refused, saying why, for games without a split and tables past the limits", "[stats]") {
    const auto refusal = [](const std::string& spec, std::int64_t count) {
        auto rows = grundy::api::stats(spec, count);
        INFO(spec);
        REQUIRE_FALSE(rows.ok());
        return rows.why();
    };
    CHECK(std::string(refusal("nim", 100).message().id) == "stats.no-split");
    CHECK(refusal("subtraction:1,3,4", 100).text() ==
          "'subtraction:1,3,4' has no rare/common split: statistics are for take-and-break games whose moves leave "
          "at most two heaps (octal codes, Grundy's game, Lasker's Nim)");
    CHECK(std::string(refusal("wythoff", 100).message().id) == "stats.no-split");
    // A rule-language game by its program's name, or rules:{...} without one: never its whole text.
    CHECK(refusal("rules:{name \"Two heaps\" position (a, b) move for k in 1..a -> (a - k, b)}", 100)
              .text()
              .starts_with("'Two heaps' has no rare/common split"));
    CHECK(refusal("rules:{position (a, b) move for k in 1..a -> (a - k, b)}", 100)
              .text()
              .starts_with("'rules:{...}' has no rare/common split"));
    CHECK(std::string(refusal("grundy+kayles", 100).message().id) != "stats.no-split");  // a sum has no one table
    CHECK(std::string(refusal("misere:kayles", 100).message().id) != "stats.no-split");
    CHECK(std::string(refusal("grundy", 0).message().id) == grundy::api::values("grundy", 0).why().message().id);
    CHECK(std::string(refusal("grundy", grundy::limits::kMaxTableSize + 1).message().id) ==
          grundy::api::values("grundy", grundy::limits::kMaxTableSize + 1).why().message().id);
}

namespace {

// A file in the system's temporary folder, removed when the test ends.
using grundy::test::TempFile;

std::vector<StatsRow> longStats(const std::string& spec, std::int64_t count, const grundy::Budget& budget,
                                const grundy::TableFiles& files) {
    auto rows = grundy::api::stats(spec, count, budget, files);
    INFO(spec << ": " << (rows ? "" : rows.error()));
    REQUIRE(rows.ok());
    return *rows;
}

}  // namespace

TEST_CASE("long stats: the table of values(spec, count, budget, files), its estimate, stops and files", "[stats]") {
    using grundy::Budget;
    // The same rows as the page's statistics, for a game whose values pass 255 (Lasker's Nim: 2-byte
    // values) and one whose table has a period.
    for (const std::string spec : {"lasker", "kayles", "grundy"})
        requireSame(longStats(spec, 3000, Budget{}, {}), stats(spec, 3000));

    // Past the page's table limit the memory estimate, not the size, refuses: the table (2 bytes a
    // value at least) and the 4-byte values the statistics read, the figure and what fits, as values().
    const auto memory = grundy::api::stats("grundy", grundy::limits::kMaxTableSize + 1, Budget{.bytes = 64 << 20}, {});
    REQUIRE_FALSE(memory.ok());
    CHECK(memory.error() ==
          "a table of 67108865 positions needs at least 385 MiB, more than the 64 MiB allowed; at most 11184810 "
          "positions fit");
    CHECK(memory.why().message() ==
          grundy::api::values("grundy", grundy::limits::kMaxTableSize + 1, Budget{.bytes = 64 << 20}, {})
              .why()
              .message());

    // Stopped on its work budget where and as values() stops.
    const auto work = grundy::api::stats("grundy", 100'000, Budget{.work = 100'000}, {});
    REQUIRE_FALSE(work.ok());
    CHECK(std::string(work.why().message().id) == "sparse.stopped");
    CHECK(work.why().message() == grundy::api::values("grundy", 100'000, Budget{.work = 100'000}, {}).why().message());

    // From a table saved by values(): the rows of one run, and to a larger count those of a fresh one.
    const TempFile saved("grundy.tab");
    REQUIRE(grundy::api::values("grundy", 3000, Budget{}, {.save = saved.path}).ok());
    requireSame(longStats("grundy", 3000, Budget{}, {.resume = saved.path}), stats("grundy", 3000));
    requireSame(longStats("grundy", 2000, Budget{}, {.resume = saved.path}), stats("grundy", 2000));
    requireSame(longStats("grundy", 9000, Budget{}, {.resume = saved.path}), stats("grundy", 9000));
    // A table stopped on its budget is saved, and goes on from there.
    const TempFile stopped("stopped.tab");
    REQUIRE_FALSE(grundy::api::stats("lasker", 5000, Budget{.work = 10'000}, {.save = stopped.path}).ok());
    requireSame(longStats("lasker", 5000, Budget{}, {.resume = stopped.path}), stats("lasker", 5000));
    // Another game's table is refused with the files' message.
    const auto other = grundy::api::stats("kayles", 100, Budget{}, {.resume = saved.path});
    CHECK(other.error() == saved.path + " holds a table of grundy, not of octal:0.77");
}

TEST_CASE("grundy stats prints a row per power of two, and refuses what the core refuses", "[stats][cli]") {
    const auto r = runCli("stats kayles --to 99");
    REQUIRE(r.status == 0);
    CHECK(r.output.find("# kayles") == std::string::npos);  // the canonical spec is printed
    CHECK(r.output.find("# octal:0.77: g(0) .. g(99)") == 0);
    // Heaps right-aligned under "# n <", the mask left-aligned, then rare, last rare, its value, largest, first at.
    CHECK(r.output.find("\n   64  1111     9         39          3        8        27\n") != std::string::npos);
    CHECK(r.output.find("\n  100  1111    10         70          6        8        27\n") != std::string::npos);

    const auto bad = runCli("stats nim --to 100");
    CHECK(bad.status == 2);
    CHECK(bad.output.find("'nim' has no rare/common split") != std::string::npos);
    // --to is read as grundy values reads it, and past the page's table limit the memory estimate refuses.
    const auto far = runCli("stats grundy --to " + std::to_string(grundy::limits::kMaxCoordinate));
    CHECK(far.status == 2);
    CHECK(far.output == "grundy: --to must be from 0 to 1099511627775 (got 1099511627776)\n");
    const auto memory = runCli("stats grundy --to " + std::to_string(grundy::limits::kMaxTableSize) + " --memory 64M");
    CHECK(memory.status == 2);
    CHECK(memory.output ==
          "grundy: a table of 67108865 positions needs at least 385 MiB, more than the 64 MiB allowed; at most "
          "11184810 positions fit\n");
    const auto usage = runCli("stats grundy");
    CHECK(usage.status == 2);
    CHECK(usage.output ==
          "grundy: usage: grundy stats SPEC --to N [--work N] [--memory SIZE] [--save FILE] [--resume "
          "FILE]\n");
}

TEST_CASE("grundy stats: the work budget, saved and resumed tables as grundy values has them", "[stats][cli]") {
    // Stopped on --work with the message and the lines grundy values gives, the table saved.
    const TempFile stopped("cli-stopped.tab"), other("cli-other.tab");
    const auto values = runCli("values grundy --to 40000000 --work 1e6 --save " + stopped.path);
    const auto work = runCli("stats grundy --to 40000000 --work 1e6 --save " + stopped.path);
    CHECK(work.status == 2);
    CHECK(work.output == values.output);
    // Given --to, a table has no work budget but the one --work gives: the line says to leave it out.
    CHECK(work.output.find("to go on to heap 40000000, leave out --work: a table given --to takes the work reaching "
                           "it takes\n") != std::string::npos);
    CHECK(work.output.find("what was computed is saved in " + stopped.path + ": add --resume " + stopped.path) !=
          std::string::npos);

    // A table saved by grundy values gives the rows of one run, to the same N and to a larger one.
    for (const std::string spec : {"octal:0.77", "grundy"}) {
        INFO(spec);
        const TempFile saved("cli-" + spec.substr(0, 5) + ".tab");
        REQUIRE(runCli("values " + spec + " --to 3000 --save " + saved.path).status == 0);
        const auto resumed = runCli("stats " + spec + " --to 3000 --resume " + saved.path);
        CHECK(resumed.status == 0);
        CHECK(resumed.output == runCli("stats " + spec + " --to 3000").output);
        CHECK(runCli("stats " + spec + " --to 8000 --resume " + saved.path).output ==
              runCli("stats " + spec + " --to 8000").output);
    }
    CHECK(runCli("stats grundy --to 50000 --resume " + stopped.path).output ==
          runCli("stats grundy --to 50000").output);

    // A foreign or damaged file is refused with the files' messages.
    {
        std::ofstream out(other.path, std::ios::binary);
        out << "0 0 0 1 0 2 1 0 2 1 0\n";
    }
    const auto foreign = runCli("stats grundy --to 100 --resume " + other.path);
    CHECK(foreign.status == 2);
    CHECK(foreign.output == "grundy: " + other.path + " is not a saved table (its first bytes are not GRUNDYTB)\n");
    const auto wrongGame = runCli("stats lasker --to 100 --resume " + stopped.path);
    CHECK(wrongGame.status == 2);
    CHECK(wrongGame.output == "grundy: " + stopped.path + " holds a table of grundy, not of lasker\n");
}
