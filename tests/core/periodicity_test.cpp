// Proving the periods of octal games whose tables come from the sparse-space method: the search
// grows one table in place and reads its values where they are. Checked against published results
// and a brute force written here.
#include "grundy/periodicity.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "support.hpp"

using grundy::test::game;
using grundy::test::runCli;

namespace {

grundy::PeriodFinding period(const std::string& spec, std::int64_t maxSize, std::int64_t maxWork = 400'000'000) {
    grundy::PeriodSearchLimits search;
    search.maxSize = maxSize;
    search.maxWork = maxWork;
    auto p = grundy::findPeriodicity(game(spec), search);
    INFO(spec << ": " << (p ? "" : p.error()));
    REQUIRE(p.ok());
    return *p;
}

// Octal 0.127 by its definition, written here: take 1 leaving nothing (d1 = 1), take 2 leaving one
// heap (d2 = 2), take 3 leaving nothing, one heap or two non-empty heaps (d3 = 7).
std::vector<grundy::Value> octal127(std::int64_t size) {
    std::vector<grundy::Value> g(static_cast<std::size_t>(size), 0);
    std::vector<std::int64_t> seenAt(1024, -1);  // every value stays below 512 (checked below)
    for (std::int64_t n = 1; n < size; ++n) {
        if (n == 1 || n == 3) seenAt[0] = n;
        if (n > 2) seenAt[g[n - 2]] = n;
        if (n > 3) seenAt[g[n - 3]] = n;
        for (std::int64_t a = 1; 2 * a <= n - 3; ++a) seenAt[g[a] ^ g[n - 3 - a]] = n;
        grundy::Value v = 0;
        while (seenAt[v] == n) ++v;
        g[static_cast<std::size_t>(n)] = v;
    }
    REQUIRE(*std::max_element(g.begin(), g.end()) < 512);
    return g;
}

}  // namespace

TEST_CASE("period proofs of octal games with long preperiods: 0.16 and 0.127 (Gangolli and Plambeck)",
          "[sparse][periodicity]") {
    // A. Gangolli and T. Plambeck, "A note on periodicity in some octal games", Int. J. Game Theory
    // 18 (1989) 311-320; Winning Ways (2nd ed.) ch. 4: 0.16 has period 149459 and last exceptional
    // value 105350, so the least preperiod is 105351.
    const auto p16 = period("octal:0.16", std::int64_t{1} << 21);
    CHECK(p16.proven);
    CHECK(p16.period == 149459);
    CHECK(p16.preperiod == 105351);
    CHECK(p16.saltus == 0);
    // OEIS A071464 (values from n = 1): 0.127 is periodic with period 4, the last exception at
    // n = 46577 [Gangolli and Plambeck].
    const auto p127 = period("octal:0.127", std::int64_t{1} << 20);
    CHECK(p127.proven);
    CHECK(p127.period == 4);
    CHECK(p127.preperiod == 46578);
    // The pattern the proof reports gives the values, checked against the definition past the
    // preperiod, and the definition against the first published values.
    const std::int64_t size = 60'000;
    const auto brute = octal127(size);
    const std::vector<grundy::Value> published{1, 0, 2, 2, 1, 0, 4, 4, 1, 2, 2, 0, 1, 4, 4, 6, 1, 7, 7, 0};
    CHECK(std::vector<grundy::Value>(brute.begin() + 1, brute.begin() + 21) == published);
    std::int64_t firstWrong = -1;
    for (std::int64_t n = 0; n < size && firstWrong < 0; ++n)
        if (p127.valueAt(n) != brute[static_cast<std::size_t>(n)]) firstWrong = n;
    CHECK(firstWrong == -1);
    CHECK(brute[46577] != brute[46581]);
}

TEST_CASE("the period command proves 0.16 natively", "[sparse][periodicity]") {
    const auto out = runCli("period octal:0.16");
    CHECK(out.status == 0);
    CHECK(out.output.rfind("preperiod=105351 period=149459 saltus=0 proven=yes checked=", 0) == 0);
}

TEST_CASE("the search for a take-and-break game stops at its work limit and reports what it saw",
          "[sparse][periodicity]") {
    // Grundy's game is not known to be periodic (OEIS A002188): with a small work limit the search
    // stops early, without an error, and reports an observation over the values it computed.
    const auto grundy = period("grundy", std::int64_t{1} << 24, 5'000'000);
    CHECK_FALSE(grundy.proven);
    CHECK(grundy.checked >= 1024);
    CHECK(grundy.checked < (std::int64_t{1} << 24));
    // Kayles (OEIS A002186): period 12 from 71 on, proven within the first table.
    const auto kayles = period("octal:0.77", std::int64_t{1} << 20, 1'000'000);
    CHECK(kayles.line() == "preperiod=71 period=12 saltus=0 proven=yes checked=1024");
}
