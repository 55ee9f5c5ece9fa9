// The theorems for codes with a take-any tail (PeriodicityBasis::Kind::TakeAnyTail, see
// core/src/periodicity_detect.hpp): whatever they prove must be what the game does. Every code
// 0.d1 d2 d3 [D] with digits 0 to 3 (moves that leave at most one heap) and every all-but
// subtraction game excluding a subset of 1..6 is computed here by its definition to heap 1500; the
// proof is made from the first 400 values, and the pattern it proves is then compared with the
// other 1100.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "grundy/periodicity.hpp"
#include "grundy/tables/heap_table.hpp"
#include "support.hpp"

using grundy::test::game;

namespace {

using Kind = grundy::PeriodicityBasis::Kind;

// The game's table to heap size - 1, as a command told how far to go makes it (past a cap of work).
std::vector<grundy::Value> table(const std::string& spec, std::int64_t size) {
    auto v = grundy::heapValues(game(spec), size, grundy::Budget{.work = grundy::kWorkToReach});
    INFO(spec << ": " << (v ? "" : v.error()));
    REQUIRE(v.ok());
    return *v;
}

// g(n) by the definition: removing k tokens (1 <= k <= n) is allowed by digit d_k (d_k = D past the
// written digits); bit 1 lets it take the whole heap (k = n), bit 2 leave the rest (k < n).
std::vector<grundy::Value> byDefinition(const std::vector<int>& digits, int tail, std::int64_t size) {
    std::vector<grundy::Value> g(static_cast<std::size_t>(size), 0);
    for (std::int64_t n = 1; n < size; ++n) {
        std::vector<bool> seen(static_cast<std::size_t>(n + 2), false);
        for (std::int64_t k = 1; k <= n; ++k) {
            const int d =
                k <= static_cast<std::int64_t>(digits.size()) ? digits[static_cast<std::size_t>(k - 1)] : tail;
            if ((d & 1) && k == n) seen[0] = true;
            if ((d & 2) && k < n) seen[g[static_cast<std::size_t>(n - k)]] = true;
        }
        grundy::Value v = 0;
        while (seen[v]) ++v;
        g[static_cast<std::size_t>(n)] = v;
    }
    return g;
}

struct Tally {
    int proven = 0, arithmetic = 0, plain = 0, total = 0;
};

// The proof from the first `proofSize` values, and what it proves against all of `g`; the finding.
grundy::PeriodFinding checkProof(const std::string& spec, const std::vector<grundy::Value>& g, std::int64_t proofSize,
                                 Tally& tally) {
    INFO(spec);
    const auto basis = game(spec)->periodicityBasis();
    REQUIRE(basis.kind == Kind::TakeAnyTail);
    const std::vector<grundy::Value> head(g.begin(), g.begin() + proofSize);
    const auto found = grundy::detectPeriod(head, basis);
    ++tally.total;
    if (!found.proven) return found;
    ++tally.proven;
    ++(found.saltus > 0 ? tally.arithmetic : tally.plain);
    CHECK(found.bound + found.period <= proofSize);
    for (std::size_t n = 0; n < g.size(); ++n) {
        INFO("n = " << n << ", " << found.line());
        REQUIRE(found.valueAt(static_cast<std::int64_t>(n)) == g[n]);
    }
    return found;
}

}  // namespace

TEST_CASE("tails: what the take-any-tail theorems prove is what every code 0.d1d2d3[D] does", "[codes][periodicity]") {
    constexpr std::int64_t size = 1500, proofSize = 400;
    Tally tally;
    for (int tail = 1; tail <= 3; ++tail)
        for (int length = 0; length <= 3; ++length)
            for (int word = 0; word < (1 << (2 * length)); ++word) {
                std::vector<int> digits;
                std::string code = "octal:0.";
                for (int i = 0; i < length; ++i) {
                    digits.push_back((word >> (2 * i)) & 3);
                    code += std::to_string(digits.back());
                }
                code += "[" + std::to_string(tail) + "]";
                const auto g = byDefinition(digits, tail, size);
                // The game's own table is the definition's (the values the page shows).
                REQUIRE(table(code, size) == g);
                checkProof(code, g, proofSize, tally);
            }
    WARN("codes 0.d1d2d3[D]: " << tally.proven << " of " << tally.total << " proven from 400 values ("
                               << tally.arithmetic << " arithmetic, " << tally.plain << " plain)");
    // Each of them is (arithmetic-)periodic early: every one is proven.
    CHECK(tally.proven == tally.total);
}

TEST_CASE("tails: every all-but subtraction game excluding a subset of 1..6 is proven arithmetic-periodic",
          "[codes][periodicity]") {
    constexpr std::int64_t size = 1500, proofSize = 400;
    Tally tally;
    for (int mask = 0; mask < 64; ++mask) {
        std::vector<int> digits(6, 3);
        std::string excluded;
        for (int e = 1; e <= 6; ++e)
            if (mask >> (e - 1) & 1) {
                digits[static_cast<std::size_t>(e - 1)] = 0;
                excluded += (excluded.empty() ? "" : ",") + std::to_string(e);
            }
        const auto g = byDefinition(digits, 3, size);
        const std::string spec = excluded.empty() ? "octal:0.[3]" : "subtraction:all-but:" + excluded;
        REQUIRE(table(spec, size) == g);
        checkProof(spec, g, proofSize, tally);
    }
    WARN("all-but subtraction games: " << tally.proven << " of " << tally.total << " proven");
    CHECK(tally.proven == tally.total);
    CHECK(tally.arithmetic == tally.total);
}

TEST_CASE("tails: the theorems apply where moves leave at most one heap and the tail is one digit",
          "[codes][periodicity]") {
    const auto basis = [](const char* spec) { return game(spec)->periodicityBasis(); };
    const auto nim = basis("0.[3]");
    CHECK((nim.kind == Kind::TakeAnyTail && nim.tailFrom == 1 && nim.tailTakesAll && nim.tailLeavesOne));
    const auto two = basis("0.0[3]");
    CHECK((two.kind == Kind::TakeAnyTail && two.tailFrom == 2));
    // Equal digits before the tail belong to it; a whole-heap tail has no heap left.
    CHECK(basis("0.13[3]").tailFrom == 2);
    const auto whole = basis("0.3[1]");
    CHECK((whole.kind == Kind::TakeAnyTail && whole.tailFrom == 2 && whole.tailTakesAll && !whole.tailLeavesOne));
    CHECK(basis("subtraction:all-but:2,5").tailFrom == 6);
    // Splits are listed with the removals that make them (0: Lasker's split that takes nothing).
    const auto lasker = basis("4.[3]");
    CHECK((lasker.kind == Kind::TakeAnyTail && lasker.splitsBelow == 1 && !lasker.tailSplits));
    const auto kayles = basis("0.7[3]");
    CHECK((kayles.tailFrom == 2 && kayles.splitsBelow == 2 && kayles.leaveOneBelow == 2));
    CHECK((basis("0.[7]").tailSplits && basis("0.[7]").splitsBelow == 0));
    // A tail splitting only into equal heaps adds 0: nothing when it also takes the whole heap.
    CHECK_FALSE(basis("4.[7=]").tailSplits);
    CHECK((basis("0.4[6=]").tailSplits && basis("0.4[6=]").tailSplitsEqualOnly));
    CHECK((basis("0.4[7!]").tailSplitsUnequal && basis("0.4[7?]").tailSplitsUnequal));
    // Removals below the tail whose splits may leave equal heaps (0 for every heap of both parities).
    CHECK((basis("0.77[2]").equalSplitsBelow == 6 && basis("0.76![2]").equalSplitsBelow == 2));
    // Tails of two digits, moves that leave three heaps: no theorem here.
    for (const char* spec : {"0.[30]", "0.[12]", "0.[37]", "0.[F]"}) {
        INFO(spec);
        CHECK(basis(spec).kind == Kind::None);
    }
}

namespace {

// g(n) by the definition for codes whose digits may also split (bit 4: leave two non-empty heaps;
// d0 may only split): union[r] holds every g(x) ^ g(r - x), 1 <= x < r, and the tail's splits of
// n are those of every r <= n - K, kept as one running set.
// `tailRule` on the tail digit's splits: '!' (or '?') two different sizes, '=' two equal ones.
std::vector<grundy::Value> byDefinitionWithSplits(int d0, const std::vector<int>& digits, int tail, std::int64_t size,
                                                  char tailRule = ' ') {
    const auto digitOf = [&](std::int64_t k) {
        if (k == 0) return d0;
        return k <= static_cast<std::int64_t>(digits.size()) ? digits[static_cast<std::size_t>(k - 1)] : tail;
    };
    const std::int64_t tailFrom = static_cast<std::int64_t>(digits.size()) + 1;
    std::vector<grundy::Value> g(static_cast<std::size_t>(size), 0);
    std::vector<std::vector<bool>> splitsOf(static_cast<std::size_t>(size));
    std::vector<bool> tailSplits(4 * static_cast<std::size_t>(size), false);
    std::int64_t tailUpTo = 0;  // tailSplits holds the splits of every r < tailUpTo
    for (std::int64_t n = 0; n < size; ++n) {
        auto& mine = splitsOf[static_cast<std::size_t>(n)];  // n's own splits: d0 splits n itself
        mine.assign(4 * static_cast<std::size_t>(size), false);
        for (std::int64_t x = 1; x < n; ++x)
            mine[g[static_cast<std::size_t>(x)] ^ g[static_cast<std::size_t>(n - x)]] = true;
        std::vector<bool> seen(4 * static_cast<std::size_t>(size), false);
        for (std::int64_t k = 0; k <= n; ++k) {
            const int d = digitOf(k);
            if ((d & 1) && k == n && k > 0) seen[0] = true;
            if ((d & 2) && k < n && k > 0) seen[g[static_cast<std::size_t>(n - k)]] = true;
            if ((d & 4) && n - k >= 2 && (k < tailFrom || (tail & 4) == 0))
                for (std::size_t v = 0; v < splitsOf[static_cast<std::size_t>(n - k)].size(); ++v)
                    if (splitsOf[static_cast<std::size_t>(n - k)][v]) seen[v] = true;
        }
        if (tail & 4) {
            for (; tailUpTo <= n - tailFrom; ++tailUpTo) {
                for (std::size_t v = 0; tailRule == ' ' && v < splitsOf[static_cast<std::size_t>(tailUpTo)].size(); ++v)
                    if (splitsOf[static_cast<std::size_t>(tailUpTo)][v]) tailSplits[v] = true;
                for (std::int64_t x = 1; tailRule != ' ' && x < tailUpTo; ++x)
                    if ((2 * x == tailUpTo) == (tailRule == '='))
                        tailSplits[g[static_cast<std::size_t>(x)] ^ g[static_cast<std::size_t>(tailUpTo - x)]] = true;
            }
            for (std::size_t v = 0; v < tailSplits.size(); ++v)
                if (tailSplits[v]) seen[v] = true;
        }
        grundy::Value v = 0;
        while (seen[v]) ++v;
        g[static_cast<std::size_t>(n)] = v;
    }
    return g;
}

}  // namespace

TEST_CASE("tails: splits below the pattern are proven, and what is proven is what the codes do",
          "[codes][periodicity]") {
    // Every code d0.d1d2[D] with d0 0 or 4, digits 0 to 7 and D in {2, 3, 6, 7} (a tail that leaves a
    // heap, splitting or not), against the definition to heap 700; proofs from the first 300 values.
    constexpr std::int64_t size = 700, proofSize = 300;
    Tally tally;
    std::vector<std::string> provenCodes;
    int observedArithmetic = 0;  // arithmetic-periodic in all 700 values, proven or not
    int byXor = 0;               // proven by the XOR argument
    std::string unproven;        // arithmetic-periodic in 700 values, not proven from 300
    for (const int d0 : {0, 4})
        for (const int tail : {2, 3, 6, 7})
            for (int d1 = 0; d1 < 8; ++d1)
                for (int d2 = 0; d2 < 8; ++d2) {
                    if (d0 == 4 && d2 > 0) continue;  // 4.d1[D] only
                    std::vector<int> digits{d1};
                    if (d0 == 0) digits.push_back(d2);
                    if (d0 == 0 && tail < 4 && d1 < 4 && d2 < 4) continue;  // the first test's
                    std::string code = "octal:" + std::to_string(d0) + ".";
                    for (const int d : digits) code += std::to_string(d);
                    code += "[" + std::to_string(tail) + "]";
                    const auto g = byDefinitionWithSplits(d0, digits, tail, size);
                    INFO(code);
                    const auto own = table(code, size);
                    const auto differ = std::mismatch(own.begin(), own.end(), g.begin()).first - own.begin();
                    INFO("first difference at heap " << differ);
                    REQUIRE(own == g);
                    const auto seen = grundy::detectPeriod(g);
                    if (seen.found && seen.saltus > 0) ++observedArithmetic;
                    const int before = tally.proven;
                    const auto found = checkProof(code, g, proofSize, tally);
                    if (tally.proven > before) provenCodes.push_back(code);
                    if (tally.proven == before && seen.found && seen.saltus > 0)
                        unproven += " " + code.substr(6) + " (" + seen.line() + ")";
                    // The XOR argument (splits that change values): its pattern also against the
                    // engine's own table to heap 20000, far past the definition's 700.
                    if (found.proven && std::string(found.theoremText.id).starts_with("theorem.take-any-tail-xor")) {
                        ++byXor;
                        const auto far = table(code, 20'000);
                        for (std::size_t n = 0; n < far.size(); ++n) {
                            INFO("n = " << n << ", " << found.line());
                            REQUIRE(found.valueAt(static_cast<std::int64_t>(n)) == far[n]);
                        }
                    }
                }
    WARN("codes with splits: " << tally.proven << " of " << tally.total << " proven from 300 values ("
                               << tally.arithmetic << " arithmetic, " << tally.plain << " plain); "
                               << observedArithmetic << " look arithmetic-periodic in 700; " << byXor
                               << " by the XOR argument; not proven:" << unproven);
    const auto has = [&](const std::string& code) {
        return std::find(provenCodes.begin(), provenCodes.end(), code) != provenCodes.end();
    };
    // Take any number and split the rest if you like: g(n) = n, each split x ^ y <= x + y < n.
    CHECK(has("octal:0.77[7]"));
    CHECK(has("octal:0.07[7]"));
    // Lasker's Nim (4.[3], here 4.3[3]): its splits make its values (the split 1 + 2 makes g(3) = 4), so
    // the bound cannot hold; the XOR argument proves it.
    CHECK(has("octal:4.3[3]"));
    // Nim's values, 0 made by the splits into two equal heaps of the removals 1 and 2 (one of them
    // leaves an even number), not by the tail, which never takes the whole heap.
    CHECK(has("octal:0.77[2]"));
    // Tails whose own removals split and change values: 4.[7] (here 4.7[7]; g(n) = 2n - 2 from n = 2,
    // its odd values made by the splits 1 + m) and 0.4[7] (here 0.47[7]; period 3, saltus 2 from 3).
    CHECK(has("octal:4.7[7]"));
    CHECK(has("octal:0.47[7]"));
    CHECK(byXor >= 1);
    CHECK(tally.proven >= 1);
    CHECK(tally.plain == 0);  // a split's value is no earlier value: only arithmetic proofs apply
}

TEST_CASE("tails: a tail whose splits leave unequal parts ('!', '?') or equal ones ('=') is proven as it plays",
          "[codes][periodicity]") {
    // Every code d0.d1[T] with d0 0 or 4, d1 0 to 7 and T 6!, 7!, 7? or 7= (for two heaps "!" and "?"
    // are one rule: the tail may not split into equal heaps; "=" splits only into equal heaps, which
    // adds 0, as the tail's taking the whole heap does), against the definition to heap 700.
    constexpr std::int64_t size = 700, proofSize = 300;
    Tally tally;
    std::vector<std::string> provenCodes;
    for (const int d0 : {0, 4})
        for (const std::string tail : {"6!", "7!", "7?", "7="})
            for (int d1 = 0; d1 < 8; ++d1) {
                const std::string code = "octal:" + std::to_string(d0) + "." + std::to_string(d1) + "[" + tail + "]";
                INFO(code);
                const auto g = byDefinitionWithSplits(d0, {d1}, tail[0] - '0', size, tail[1] == '=' ? '=' : '!');
                REQUIRE(table(code, size) == g);
                const int before = tally.proven;
                checkProof(code, g, proofSize, tally);
                if (tally.proven > before) provenCodes.push_back(code);
            }
    WARN("tails splitting into unequal or equal parts: " << tally.proven << " of " << tally.total << " proven");
    const auto has = [&](const std::string& code) {
        return std::find(provenCodes.begin(), provenCodes.end(), code) != provenCodes.end();
    };
    CHECK(has("octal:0.4[7!]"));
    CHECK(has("octal:4.7[7?]"));
    CHECK(tally.proven * 2 > tally.total);
    // 4.[7=]: Lasker's Nim's values, as the tail's equal splits add nothing its taking all does not.
    const auto lasker = byDefinitionWithSplits(4, {}, 7, size, '=');
    REQUIRE(table("octal:4.[7=]", size) == lasker);
    CHECK(checkProof("octal:4.[7=]", lasker, proofSize, tally).line() ==
          "preperiod=1 period=4 saltus=4 proven=yes checked=300");
}

TEST_CASE("tails: Nim, take two or more, and an all-but game, proven with their figures", "[codes][periodicity]") {
    const auto proven = [](const std::string& spec, std::int64_t size) {
        return grundy::detectPeriod(table(spec, size), game(spec)->periodicityBasis());
    };
    const auto nim = proven("0.[3]", 100);
    CHECK(nim.line() == "preperiod=0 period=1 saltus=1 proven=yes checked=100");
    CHECK(nim.theorem == Kind::TakeAnyTail);
    CHECK(nim.theoremText.id == "theorem.take-any-tail");
    const auto two = proven("0.0[3]", 100);  // g(n) = floor(n / 2)
    CHECK(two.line() == "preperiod=0 period=2 saltus=1 proven=yes checked=100");
    const auto whole = proven("0.3[1]", 100);
    CHECK((whole.proven && whole.saltus == 0 && whole.theoremText.id == "theorem.take-all-tail"));
    // subtraction:all-but:1,3 (take 2, or 4 or more): g = 0 0 1 1 2 2 ..., period 2 with saltus 1.
    const auto allBut = proven("subtraction:all-but:1,3", 200);
    CHECK(allBut.line() == "preperiod=0 period=2 saltus=1 proven=yes checked=200");
    // Lasker's Nim, by name and as 4.[3]: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4,
    // g(4k+4) = 4k+3, proven by the XOR argument (the split 1 + 2 makes g(3) = 4, so splits do
    // change values), and the formula holds on the table it is proven from.
    for (const std::string spec : {"lasker", "4.[3]"}) {
        INFO(spec);
        const auto lasker = proven(spec, 200);
        CHECK(lasker.line() == "preperiod=1 period=4 saltus=4 proven=yes checked=200");
        CHECK(lasker.theoremText.id == "theorem.take-any-tail-xor");
        for (std::int64_t n = 1; n < 2000; ++n) {
            const std::int64_t r = n % 4, formula = r == 3 ? n + 1 : r == 0 ? n - 1 : n;
            REQUIRE(static_cast<std::int64_t>(lasker.valueAt(n)) == formula);
        }
    }
    // The CLI proves them at once, where it once searched to its size limit.
    const auto out = grundy::test::runCli("period 'octal:0.[3]'");
    CHECK(out.status == 0);
    CHECK(out.output.find("preperiod=0 period=1 saltus=1 proven=yes") != std::string::npos);
}
