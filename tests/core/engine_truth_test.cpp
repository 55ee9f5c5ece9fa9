// The sparse-space engine's values against the engine before issue 31 ("No game left behind"), and
// its threads against one thread. The hashes below were written by the build of main at c2e9fef,
// before the engine changed: `grundy values SPEC --to N-1`, each value as 4 little-endian bytes,
// FNV-1a 64 over them. They are the independent truth here: a change to the method may change its
// speed and its steps, never a value. The games are those of tczajka's octal-games analyzer
// (github.com/tczajka/octal-games, SolvedGames.md and UnsolvedGames.md: Grundy's game and 92 octal
// codes), the benchmark's opponent (tests/bench/engine-vs-analyzer.mjs).
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/tables/heap_table.hpp"
#include "grundy/tables/sparse.hpp"
#include "support.hpp"
#include "tables/sparse_split.hpp"

using grundy::test::game;

namespace {

struct Truth {
    const char* spec;
    std::uint64_t hash;  // of g(0) .. g(N-1)
};

// N = 2^15: every game of the two lists.
const std::vector<Truth> kListsTo2e15 = {
    {"grundy", 0x4f827fd8ff1342fa},      {"octal:0.45", 0x56d32021f6cb108d},  {"octal:0.156", 0x747902c29f3e71e6},
    {"octal:0.356", 0x59665e0b9d12d78c}, {"octal:0.644", 0x4893ac7a4963ede2}, {"octal:0.165", 0x87669edd8a55b019},
    {"octal:0.16", 0xe505690d6e0cf42a},  {"octal:0.56", 0xc35f7c39998fed00},  {"octal:0.127", 0x977eb8a973e25e1a},
    {"octal:0.376", 0xc9dcbf052beac1e2}, {"octal:0.354", 0xa7992950aba45aba}, {"octal:0.6", 0x7037c3ff17165bde},
    {"octal:0.04", 0xd54cd491bf03c079},  {"octal:0.06", 0x438b40ac8639509a},  {"octal:0.14", 0xd1e1db498dba59ef},
    {"octal:0.36", 0x4432c15c9443041c},  {"octal:0.64", 0xfc8da6a79e831907},  {"octal:0.74", 0x57a03cdfda0c634f},
    {"octal:0.76", 0x600ead42c97dc9ee},  {"octal:0.004", 0xe0ed4e0188c84fc7}, {"octal:0.005", 0x5b89015b118ccc8e},
    {"octal:0.006", 0xd460362b43bb042d}, {"octal:0.014", 0xa0e95e7a6108123c}, {"octal:0.015", 0xb8bd547d48c9f9e6},
    {"octal:0.016", 0xc3fff1a1f4599bb6}, {"octal:0.024", 0xa72ebe904f16c355}, {"octal:0.026", 0xd0828e85a2581468},
    {"octal:0.034", 0xa8a58027b2ee7b6d}, {"octal:0.054", 0x0785541884c31a29}, {"octal:0.064", 0x1671c2ed1e9bac0b},
    {"octal:0.104", 0xb41db41f032ae1b9}, {"octal:0.106", 0x0ed889df27a99bc8}, {"octal:0.114", 0xf8127dc8bd116403},
    {"octal:0.125", 0x8a21e9b74818a614}, {"octal:0.126", 0x4ebd79dcf6df4d0d}, {"octal:0.135", 0x018aa86d59f001f0},
    {"octal:0.136", 0x48effcf37708ff81}, {"octal:0.142", 0xe26bac684fde9195}, {"octal:0.143", 0x762e2620f29c10c5},
    {"octal:0.146", 0xb040f6b3ded1bed0}, {"octal:0.161", 0x44bf56541b25d38c}, {"octal:0.162", 0xfab9bcfb740444c8},
    {"octal:0.163", 0x4d78b5a2109ce3b4}, {"octal:0.164", 0x27692cb2bf471d5d}, {"octal:0.166", 0x67eff2628c72ee5d},
    {"octal:0.167", 0xb2fef0a47df882dc}, {"octal:0.172", 0xd74baed39889c7e3}, {"octal:0.174", 0xbaf591d61ae3a740},
    {"octal:0.204", 0x2d49884928c2fa89}, {"octal:0.205", 0xb202232d1a5944d3}, {"octal:0.206", 0xcb07f54b6211a132},
    {"octal:0.207", 0x0744e85f7bb678fc}, {"octal:0.224", 0xc4f76024a77cc1e4}, {"octal:0.244", 0x083782435d3c5749},
    {"octal:0.245", 0xb1af5adb719b16c6}, {"octal:0.264", 0x7ad1f8ffda2abb4f}, {"octal:0.314", 0x386baad9c506d4b6},
    {"octal:0.324", 0x1941904e1b129fe7}, {"octal:0.334", 0x56f1962e2500de3c}, {"octal:0.336", 0x4bddfd86625c0f13},
    {"octal:0.342", 0x45ef0b149c7d80ca}, {"octal:0.344", 0x39556314ba712a4b}, {"octal:0.346", 0x35e8dbc20f6e1cb8},
    {"octal:0.362", 0x258a98619a410297}, {"octal:0.364", 0x7d3a3fd0649858d7}, {"octal:0.366", 0xa3b90f86d1770b9b},
    {"octal:0.371", 0x229b342bcd4481e9}, {"octal:0.374", 0x78b1abac09215347}, {"octal:0.404", 0xd321f673e1eee06c},
    {"octal:0.414", 0x21860e303b5e0a92}, {"octal:0.416", 0x8300aeface84e5d4}, {"octal:0.444", 0xb839442e6b8f7893},
    {"octal:0.454", 0xe0d5ffa9bd92f1d2}, {"octal:0.564", 0x1ea215b7ed1b3f4c}, {"octal:0.604", 0x5a30ce84eedc4209},
    {"octal:0.606", 0x99d99418ae7d1033}, {"octal:0.744", 0xe585e01144a0b835}, {"octal:0.764", 0x221d41539f1fbe7e},
    {"octal:0.774", 0x80cd89145ea0517e}, {"octal:0.776", 0x3b45f2dd6740f57e}, {"octal:4.004", 0xd87962bf98f8cc0e},
    {"octal:4.007", 0xb92f465f4da2e421}, {"octal:4.026", 0x36ef71e331f93933}, {"octal:4.044", 0x932ab3b9b96d5361},
    {"octal:4.045", 0xa1200eb3306f29ba}, {"octal:4.064", 0x8ff2b253504e65a7}, {"octal:4.324", 0xac7810bf394addb3},
    {"octal:4.327", 0x7458978beac83e38}, {"octal:4.344", 0x4fd2691b3802d0f8}, {"octal:4.364", 0xab94569c6035abe4},
    {"octal:4.367", 0xd94fc6f0305fa71d}, {"octal:4.404", 0x05a4d8aba78f3cc3}, {"octal:4.406", 0x49cf43329d0267ce},
};

// N = 2^20: the games of issue 31's table that get there in seconds.
const std::vector<Truth> kIssueTo2e20 = {
    {"grundy", 0x0b95e2c2a8e6c3a6},      {"octal:0.14", 0xba5dbaca6593156a}, {"octal:0.36", 0xcc3ca66c2ad01818},
    {"octal:0.6", 0x7d9df764effec9f0},   {"octal:0.74", 0x34034688b6e382d6}, {"octal:0.64", 0xb4b83c2f5693f766},
    {"octal:0.354", 0x7b0844310ace2494},
};

std::uint64_t fnv1a(const std::vector<grundy::Value>& values) {
    std::uint64_t h = 14695981039346656037ull;
    for (const grundy::Value v : values)
        for (int byte = 0; byte < 4; ++byte) h = (h ^ ((v >> (8 * byte)) & 0xff)) * 1099511628211ull;
    return h;
}

void checkTruth(const std::vector<Truth>& truths, std::int64_t size) {
    for (const Truth& t : truths) {
        auto values = grundy::heapValues(game(t.spec), size, grundy::Budget{.work = std::int64_t{1} << 50});
        INFO(t.spec << ": " << (values ? "" : values.error()));
        REQUIRE(values.ok());
        CHECK(fnv1a(*values) == t.hash);
    }
}

struct Run {
    std::vector<grundy::Value> values;
    std::uint64_t work = 0;
    std::string error;
};

// g(0) .. g(size-1) of `spec` on `threads` threads, which start from heap `from` on (the table's
// own threshold is 2^14), up to `maxWork` steps, extended `step` heaps at a time.
Run onThreads(const std::string& spec, std::int64_t size, int threads, std::int64_t from,
              std::uint64_t maxWork = grundy::kMaxSplitWork, std::int64_t step = 0) {
    const auto g = game(spec);
    REQUIRE(g->splitMoves() != nullptr);
    grundy::SparseSplitTable table(*g->splitMoves(), spec, std::nullopt, maxWork, 0, threads);
    table.parallelFrom(from);
    Run run;
    while (table.size() < size && table.extendTo(step > 0 ? std::min(size, table.size() + step) : size, size)) {
    }
    run.error = table.error();
    run.work = table.work();
    table.appendTo(run.values, 0);
    return run;
}

}  // namespace

TEST_CASE("engine: every game of the published solver's lists has the values it had before issue 31, to 2^15",
          "[sparse][truth]") {
    checkTruth(kListsTo2e15, std::int64_t{1} << 15);
}

TEST_CASE("engine: Grundy's game, .14, .36, .6, .74, .64 and .354 have the values they had before issue 31, to 2^20",
          "[sparse][truth]") {
    checkTruth(kIssueTo2e20, std::int64_t{1} << 20);
}

TEST_CASE("engine: a table on 2, 3 or 4 threads has one thread's values, and the same steps from run to run",
          "[sparse][threads]") {
    // One split size (Grundy's game, .6), two (.354, .64, .74: the moves that leave one heap near n
    // are what a guess most often misses), a split that removes nothing (4.004), the twist (.14), and
    // games whose values pass 255 on the threads (.04, .146: the table widens and the threads start
    // again), each with the threads from heap 64 on, so every path through them is taken.
    for (const std::string spec : {"grundy", "octal:0.6", "octal:0.354", "octal:0.64", "octal:0.74", "octal:4.004",
                                   "octal:0.14", "octal:0.04", "octal:0.146"}) {
        const std::int64_t size = 6000;
        const Run one = onThreads(spec, size, 1, 64);
        REQUIRE(one.error.empty());
        for (const int threads : {2, 3, 4}) {
            INFO(spec << " on " << threads << " threads");
            const Run first = onThreads(spec, size, threads, 64), again = onThreads(spec, size, threads, 64);
            REQUIRE(first.error.empty());
            CHECK(first.values == one.values);
            CHECK(again.values == one.values);
            CHECK(again.work == first.work);
        }
    }
}

TEST_CASE("engine: threads give one thread's values in long tables, extended in steps or at once",
          "[sparse][threads]") {
    // The table's own threshold (2^14): the threads start on the second half of 2^15.
    for (const std::string spec : {"octal:0.354", "grundy", "octal:0.74"}) {
        const std::int64_t size = std::int64_t{1} << 15;
        const Run one = onThreads(spec, size, 1, grundy::SparseSplitTable::kParallelHeaps);
        const Run two = onThreads(spec, size, 2, grundy::SparseSplitTable::kParallelHeaps);
        const Run steps = onThreads(spec, size, 2, 256, grundy::kMaxSplitWork, 3000);
        INFO(spec);
        CHECK(two.values == one.values);
        CHECK(steps.values == one.values);
    }
}

TEST_CASE("engine: a table on threads stops on its work budget at the same heap from run to run", "[sparse][threads]") {
    const Run one = onThreads("octal:0.64", 20000, 1, 64);
    const Run first = onThreads("octal:0.64", 20000, 2, 64, 2'000'000),
              again = onThreads("octal:0.64", 20000, 2, 64, 2'000'000);
    REQUIRE_FALSE(first.error.empty());
    CHECK(first.error == again.error);
    CHECK(first.values.size() == again.values.size());
    CHECK(first.values.size() < 20000);
    // Its values so far are one thread's.
    CHECK(std::equal(first.values.begin(), first.values.end(), one.values.begin()));
}

TEST_CASE(
    "engine: a long table asked for in short steps, as a command showing progress asks, uses the threads "
    "where they pay",
    "[sparse][threads]") {
    // The command computes a slice of kProgressSlice heaps at a time between its progress lines: the
    // threads must still start (they once never did, each slice being shorter than kParallelHeaps).
    // With the table's own thresholds: .74 (thousands of steps a heap, values in two bytes from heap
    // 4,757) and Grundy's game (as costly a heap, its values in a byte, which one thread computes in
    // batches) go on threads; .104 (57 steps a heap) never starts them; and each has one thread's
    // values.
    const auto stepped = [](const std::string& spec, std::int64_t size, int threads) {
        const auto g = game(spec);
        grundy::SparseSplitTable table(*g->splitMoves(), spec, std::nullopt, grundy::kMaxSplitWork, 0, threads);
        while (table.size() < size && table.extendTo(size, size, grundy::kProgressSlice)) {
        }
        REQUIRE(table.error().empty());
        std::vector<grundy::Value> values;
        table.appendTo(values, 0);
        return std::pair{values, table.guessedHeaps()};
    };
    const std::int64_t size = std::int64_t{1} << 17;
    const auto [wideTwo, wideGuessed] = stepped("octal:0.74", size, 2);
    const auto [wideOne, wideOneGuessed] = stepped("octal:0.74", size, 1);
    CHECK(wideGuessed > 0);
    CHECK(wideOneGuessed == 0);
    CHECK(wideTwo == wideOne);
    const auto [grundyTwo, grundyGuessed] = stepped("grundy", size, 2);
    CHECK(grundyGuessed > 0);
    CHECK(grundyTwo == stepped("grundy", size, 1).first);
    const auto [cheapTwo, cheapGuessed] = stepped("octal:0.104", size, 2);
    CHECK(cheapGuessed == 0);
    CHECK(cheapTwo == stepped("octal:0.104", size, 1).first);
}
