// Patterns against independent truth: published periods of octal games (OEIS, Winning Ways), the
// seeds' formulas, brute force written separately here (values, periods, win/lose), and sequences
// built with a known period.
#include <sys/wait.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "grundy/analysis/explain.hpp"
#include "grundy/analysis/outcome_patterns.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/limits.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/spec.hpp"
#include "support.hpp"

using grundy::GamePtr;
using grundy::PeriodFinding;
using grundy::Value;

using grundy::test::game;

namespace {

PeriodFinding period(const std::string& spec, std::int64_t maxSize = std::int64_t{1} << 20) {
    grundy::PeriodSearchLimits search;
    search.maxSize = maxSize;
    auto p = grundy::findPeriodicity(game(spec), search);
    INFO(spec);
    REQUIRE(p.ok());
    return *p;
}

// ---- brute force, written here without the core -------------------------------------------------

Value mexOf(std::vector<char>& seen) {
    Value v = 0;
    while (v < seen.size() && seen[v]) ++v;
    return v;
}

std::vector<Value> subtractionBrute(const std::vector<std::int64_t>& set, std::int64_t size) {
    std::vector<Value> g(static_cast<std::size_t>(size));
    std::vector<char> seen;
    for (std::int64_t n = 0; n < size; ++n) {
        seen.assign(set.size() + 2, 0);
        for (auto s : set)
            if (s <= n && g[n - s] < seen.size()) seen[g[n - s]] = 1;
        g[n] = mexOf(seen);
    }
    return g;
}

// Octal and hex codes: digits[k] = d_k; bit 1 leave nothing, 2 leave one heap, 4 two, 8 three (non-empty).
std::vector<Value> octalBrute(const std::vector<int>& digits, std::int64_t size) {
    std::vector<Value> g(static_cast<std::size_t>(size));
    std::vector<std::int64_t> markedAt(static_cast<std::size_t>(size) + 2,
                                       -1);  // markedAt[v] == n: v is an option of n
    for (std::int64_t n = 0; n < size; ++n) {
        const auto mark = [&](Value v) {
            if (v < markedAt.size()) markedAt[v] = n;
        };
        for (std::int64_t k = 0; k < static_cast<std::int64_t>(digits.size()) && k <= n; ++k) {
            const int d = digits[k];
            const std::int64_t r = n - k;
            if (k > 0 && (d & 1) && r == 0) mark(0);
            if (k > 0 && (d & 2) && r > 0) mark(g[r]);
            if (d & 4)
                for (std::int64_t a = 1; a <= r - a; ++a) mark(g[a] ^ g[r - a]);
            if (d & 8)  // hex digits: three non-empty heaps a <= b <= c
                for (std::int64_t a = 1; 3 * a <= r; ++a)
                    for (std::int64_t b = a; b <= r - a - b; ++b) mark(g[a] ^ g[b] ^ g[r - a - b]);
        }
        Value m = 0;
        while (markedAt[m] == n) ++m;
        g[n] = m;
    }
    return g;
}

// Checks a claimed (A, p, s) against values by definition: the pattern holds on the whole range,
// A is least (g(A-1+p) - g(A-1) != s), and no p/r for a prime r dividing p is a period from A.
void checkClaim(const std::vector<Value>& g, std::int64_t a, std::int64_t p, std::int64_t s) {
    const auto n = static_cast<std::int64_t>(g.size());
    REQUIRE(a + 2 * p < n);
    for (std::int64_t i = a; i + p < n; ++i) {
        if (static_cast<std::int64_t>(g[i + p]) - g[i] != s) FAIL("pattern breaks at n = " << i);
    }
    if (a > 0) CHECK(static_cast<std::int64_t>(g[a - 1 + p]) - g[a - 1] != s);
    for (std::int64_t r = 2, rest = p; r <= rest; ++r) {
        if (rest % r) continue;
        while (rest % r == 0) rest /= r;
        const std::int64_t q = p / r;
        bool periodic = true;
        for (std::int64_t i = a; i + q < n && periodic; ++i)
            periodic = static_cast<std::int64_t>(g[i + q]) - g[i] == s / r && s % r == 0;
        INFO("p / " << r << " = " << q << " would also be a period");
        CHECK_FALSE(periodic);
    }
}

std::vector<Value> periodicSequence(std::mt19937& rng, std::int64_t pre, std::int64_t per, std::int64_t size,
                                    Value alphabet) {
    std::uniform_int_distribution<Value> v(0, alphabet - 1);
    std::vector<Value> g(static_cast<std::size_t>(size));
    for (std::int64_t i = 0; i < pre + per; ++i) g[i] = v(rng);
    for (std::int64_t i = pre + per; i < size; ++i) g[i] = g[i - per];
    if (pre > 0) g[pre - 1] = g[pre - 1 + per] == 0 ? 1 : 0;  // so the preperiod is exactly pre
    return g;
}

}  // namespace

// ---- 1. periodicity on data ------------------------------------------------------------------------

TEST_CASE("detectPeriod finds a built-in period and preperiod exactly, never a multiple", "[patterns]") {
    std::mt19937 rng(404);
    for (int trial = 0; trial < 200; ++trial) {
        const std::int64_t per = std::uniform_int_distribution<std::int64_t>(1, 60)(rng);
        const std::int64_t pre = std::uniform_int_distribution<std::int64_t>(0, 80)(rng);
        auto g = periodicSequence(rng, pre, per, pre + 6 * per + 40, 5);
        // The least period of the built sequence may divide per (random cycles can repeat inside):
        // find it by definition.
        std::int64_t least = per;
        for (std::int64_t q = 1; q < per; ++q) {
            if (per % q) continue;
            bool ok = true;
            for (std::int64_t i = pre; i + q < static_cast<std::int64_t>(g.size()) && ok; ++i) ok = g[i] == g[i + q];
            if (ok) {
                least = q;
                break;
            }
        }
        std::int64_t start = pre;
        while (start > 0 && g[start - 1] == g[start - 1 + least]) --start;
        const PeriodFinding p = grundy::detectPeriod(g);
        INFO("trial " << trial << " pre " << pre << " per " << per);
        REQUIRE(p.found);
        CHECK(p.period == least);
        CHECK(p.preperiod == start);
        CHECK(p.saltus == 0);
        CHECK_FALSE(p.proven);
        CHECK(p.checked == static_cast<std::int64_t>(g.size()));
        for (std::int64_t n = 0; n < static_cast<std::int64_t>(g.size()); ++n) REQUIRE(p.valueAt(n) == g[n]);
    }
}

TEST_CASE("detectPeriod handles periods and preperiods in the hundreds of thousands", "[patterns]") {
    // Its speed (a Z-function: linear in the values) is measured by the benchmark's period proofs,
    // not timed here: a test must pass on a slow, busy machine.
    std::mt19937 rng(77);
    const std::int64_t pre = 200'000, per = 300'007;
    const auto g = periodicSequence(rng, pre, per, pre + 3 * per + 1000, 4);
    const PeriodFinding p = grundy::detectPeriod(g);
    REQUIRE(p.found);
    CHECK(p.period == per);
    CHECK(p.preperiod == pre);
}

TEST_CASE("detectPeriod: arithmetic periodicity gives a saltus; short or random data gives nothing", "[patterns]") {
    std::vector<Value> nim(1000);
    for (Value i = 0; i < 1000; ++i) nim[i] = i;
    auto p = grundy::detectPeriod(nim);
    REQUIRE(p.found);
    CHECK(p.line() == "preperiod=0 period=1 saltus=1 proven=no checked=1000");
    CHECK(p.valueAt(123456789) == 123456789);

    // The seeds' Lasker formula (HDU 3032), built here: 0, 1, 2, 4, 3, 5, 6, 8, 7, ...
    std::vector<Value> lasker(4000);
    for (Value n = 1; n < 4000; ++n) lasker[n] = n % 4 == 0 ? n - 1 : n % 4 == 3 ? n + 1 : n;
    p = grundy::detectPeriod(lasker);
    REQUIRE(p.found);
    CHECK(p.preperiod == 1);
    CHECK(p.period == 4);
    CHECK(p.saltus == 4);

    std::mt19937 rng(5);
    std::vector<Value> noise(50'000);
    for (auto& v : noise) v = rng() % 50;
    CHECK_FALSE(grundy::detectPeriod(noise).found);
    CHECK(grundy::detectPeriod(noise).line() == "preperiod=none period=none saltus=none proven=no checked=50000");
    CHECK_FALSE(grundy::detectPeriod(std::vector<Value>{}).found);
    CHECK_FALSE(grundy::detectPeriod(std::vector<Value>{0, 1}).found);
    // A falling pattern cannot last (values are never negative), so it is not reported.
    std::vector<Value> falling(300);
    for (Value i = 0; i < 300; ++i) falling[i] = 1000 - i;
    CHECK_FALSE(grundy::detectPeriod(falling).found);
}

TEST_CASE("the take-and-break bound needs max(n0, 1): 0.04 repeats with period 1 from 0 up to 3, then breaks",
          "[patterns]") {
    // 0.04: remove 2 tokens and split the rest into two non-empty heaps. g = 0, 0, 0, 0, 1, ...
    const auto g = octalBrute({0, 0, 4}, 8);
    REQUIRE(g[3] == 0);
    REQUIRE(g[4] == 1);
    const grundy::PeriodicityBasis basis{grundy::PeriodicityBasis::Kind::TakeAndBreak, 2};
    // The classic 2*n0 + p + k = 3 would accept g(0..3) as proof of "all zero"; the bound used
    // here asks for g(n+1) = g(n) up to n < 2*1 + 1 + 2 = 5, which g(4) refutes.
    const std::vector<Value> firstFive(g.begin(), g.begin() + 5);
    const auto p = grundy::detectPeriod(firstFive, basis, 2);
    CHECK_FALSE(p.proven);
    CHECK_FALSE(grundy::detectPeriod(std::vector<Value>(5, 0), basis, 2).proven);
    // Six equal values are enough (n < 5 compared with n + 1 <= 5).
    CHECK(grundy::detectPeriod(std::vector<Value>(6, 0), basis, 2).proven);
}

// ---- 1. periodicity of games ------------------------------------------------------------------------

TEST_CASE("S = {1,3,4} has period 7 from 0, proven", "[patterns]") {
    const auto p = period("subtraction:1,3,4");
    CHECK(p.found);
    CHECK(p.proven);
    CHECK(p.preperiod == 0);
    CHECK(p.period == 7);
    CHECK(p.saltus == 0);
    CHECK(p.theorem == grundy::PeriodicityBasis::Kind::FiniteSubtraction);
    CHECK(p.bound == 4);  // the window of max(S) = 4 values
    CHECK(p.line().rfind("preperiod=0 period=7 saltus=0 proven=yes checked=", 0) == 0);
}

TEST_CASE("Bash with M gives period M+1, proven, for bash:M and subtraction:1..M", "[patterns][bash]") {
    for (int m = 1; m <= 60; ++m) {
        for (const std::string spec : {"bash:" + std::to_string(m), "subtraction:1.." + std::to_string(m)}) {
            const auto p = period(spec);
            INFO(spec);
            CHECK(p.proven);
            CHECK(p.preperiod == 0);
            CHECK(p.period == m + 1);
        }
    }
}

TEST_CASE("Lasker's Nim: preperiod 1, period 4, saltus 4, proven (seed HDU 3032)", "[patterns]") {
    const auto p = period("lasker");
    REQUIRE(p.found);
    CHECK(p.preperiod == 1);
    CHECK(p.period == 4);
    CHECK(p.saltus == 4);
    CHECK(p.proven);  // the take-any tail theorem's XOR argument (its splits change values)
    // The seed's formula, far beyond the table.
    for (std::int64_t n = 1; n < 1'000'000; n += 997) {
        const std::int64_t seed = n % 4 == 0 ? n - 1 : n % 4 == 3 ? n + 1 : n;
        REQUIRE(p.valueAt(n) == static_cast<Value>(seed));
    }
}

// Published periods. "Last exception at e" means g(e) differs from the eventual periodic pattern,
// so the least preperiod is e + 1.
TEST_CASE("octal games prove their published periods", "[patterns][octal]") {
    struct Known {
        const char* spec;
        std::int64_t preperiod, period;
        const char* source;
    };
    const Known known[] = {
        // OEIS A002186 (Kayles, Winning Ways ch. 4): period 12, last exception at n = 70.
        {"octal:0.77", 71, 12, "A002186"},
        // OEIS A002187 (Dawson's chess 0.137): period 34, exceptions 0, 14, 16, 17, 31, 34, 51;
        // 0.07 (Dawson's Kayles) has values a(n-1) and 0.4 has a(n-2).
        {"octal:0.137", 52, 34, "A002187"},
        {"octal:0.07", 53, 34, "A002187, shifted by 1"},
        {"octal:0.4", 54, 34, "A002187, shifted by 2"},
        // OEIS A071435 (0.177): period 20, last exception at n = 496.
        {"octal:0.177", 497, 20, "A071435"},
        // OEIS A071453 (0.117): period 48, exceptions up to n = 46.
        {"octal:0.117", 47, 48, "A071453"},
        // OEIS A125829 (0.115): period 14, only exception n = 0.
        {"octal:0.115", 1, 14, "A125829"},
        // OEIS A125912 (0.141): period 11, last exception at n = 13.
        {"octal:0.141", 14, 11, "A125912"},
    };
    for (const auto& k : known) {
        const auto p = period(k.spec);
        INFO(k.spec << " (" << k.source << ")");
        CHECK(p.proven);
        CHECK(p.theorem == grundy::PeriodicityBasis::Kind::TakeAndBreak);
        CHECK(p.preperiod == k.preperiod);
        CHECK(p.period == k.period);
        CHECK(p.saltus == 0);
        // The bound used: 2*max(A,1) + p + k with k the last digit's position.
        const std::string code = std::string(k.spec).substr(6);
        const std::int64_t lastDigit = static_cast<std::int64_t>(code.size()) - 2;
        CHECK(p.bound == 2 * std::max<std::int64_t>(k.preperiod, 1) + k.period + lastDigit);
        CHECK(p.theoremText.text.find("Guy and Smith 1956") != std::string::npos);
    }
}

TEST_CASE("hex codes with three-way splits are proven with h = 3", "[patterns][octal]") {
    // The prover reads h = 3 from the options and uses the window 3*max(A,1) + 2p + k. (Many hex
    // codes with three-way splits look arithmetic-periodic instead, e.g. 0.8: g(n) = floor((n-1)/3);
    // those stay observations.)
    for (const auto& [spec, digits] : std::vector<std::pair<std::string, std::vector<int>>>{
             {"hex:0.F", {0, 15}}, {"hex:0.A", {0, 10}}, {"hex:0.B", {0, 11}}, {"hex:0.D", {0, 13}}}) {
        const auto p = period(spec, std::int64_t{1} << 12);
        INFO(spec);
        REQUIRE(p.proven);
        CHECK(p.bound ==
              3 * std::max<std::int64_t>(p.preperiod, 1) + 2 * p.period + static_cast<std::int64_t>(digits.size()) - 1);
        const std::int64_t far = 10 * (p.bound + p.period);
        const auto g = octalBrute(digits, far);
        checkClaim(g, p.preperiod, p.period, 0);
        for (std::int64_t n = 0; n < far; ++n) REQUIRE(p.valueAt(n) == g[n]);
    }
}

TEST_CASE("an arithmetic-periodic take-and-break game is reported with its saltus, observed", "[patterns][octal]") {
    // hex:0.8 (remove 1, leave three non-empty heaps): brute force gives g(n) = floor((n-1)/3) for
    // n >= 1, so preperiod 1, period 3, saltus 1; no theorem here proves arithmetic periodicity.
    const auto g = octalBrute({0, 8}, 600);
    for (std::int64_t n = 1; n < 600; ++n) REQUIRE(g[n] == static_cast<Value>((n - 1) / 3));
    const auto p = period("hex:0.8", 600);
    CHECK(p.line() == "preperiod=1 period=3 saltus=1 proven=no checked=600");
}

TEST_CASE("periods in the hundreds of thousands: S = {100000, 250001} and S = {3, 100000, 250001, 299999}",
          "[patterns]") {
    // Values for two-member sets {a, b} are periodic with period a + b here (b is not an odd
    // multiple of a); the four-member set has a long preperiod too. Checked by definition below.
    const auto two = period("subtraction:100000,250001", std::int64_t{1} << 24);
    const auto four = period("subtraction:3,100000,250001,299999", std::int64_t{1} << 24);
    REQUIRE(two.proven);
    CHECK(two.period == 350001);
    CHECK(two.preperiod == 0);
    REQUIRE(four.proven);
    CHECK(four.period >= 100'000);
    CHECK(four.preperiod >= 100'000);
    const auto g = subtractionBrute({3, 100000, 250001, 299999}, four.preperiod + 4 * four.period);
    checkClaim(g, four.preperiod, four.period, 0);
    for (std::int64_t n = 0; n < static_cast<std::int64_t>(g.size()); n += 7) REQUIRE(four.valueAt(n) == g[n]);
}

TEST_CASE("infinite sets and Grundy's game are observations only; take-any tails are proven", "[patterns]") {
    for (const char* spec : {"subtraction:fib", "grundy"}) {
        const auto p = period(spec, std::int64_t{1} << 12);
        INFO(spec);
        CHECK_FALSE(p.proven);
        CHECK(p.checked >= 1024);
    }
    // Grundy's game (OEIS A002188) is not known to be periodic; nothing qualifies in 2^12 values.
    CHECK_FALSE(period("grundy", std::int64_t{1} << 12).found);
    // Nim and the all-but games: arithmetic-periodic, proven at the search's first look.
    const auto nim = period("nim", std::int64_t{1} << 16);
    CHECK(nim.line() == "preperiod=0 period=1 saltus=1 proven=yes checked=1024");
    const auto allBut = period("subtraction:all-but:1,3", std::int64_t{1} << 12);
    CHECK(allBut.line() == "preperiod=0 period=2 saltus=1 proven=yes checked=1024");
    CHECK(allBut.bound == 4);
}

TEST_CASE("property: proven periods of random subtraction sets and octal codes hold ten times further out",
          "[patterns]") {
    std::mt19937 rng(2024);
    int provenSubtraction = 0, provenOctal = 0;
    for (int trial = 0; trial < 120; ++trial) {
        std::vector<std::int64_t> set;
        std::string spec = "subtraction:";
        const int count = std::uniform_int_distribution<int>(1, 4)(rng);
        for (int i = 0; i < count; ++i) {
            set.push_back(std::uniform_int_distribution<std::int64_t>(1, 40)(rng));
            spec += (i ? "," : "") + std::to_string(set.back());
        }
        std::sort(set.begin(), set.end());
        set.erase(std::unique(set.begin(), set.end()), set.end());
        const auto p = period(spec, std::int64_t{1} << 16);
        INFO(spec);
        REQUIRE(p.proven);  // finite subtraction games are always eventually periodic
        ++provenSubtraction;
        const std::int64_t far = 10 * std::max<std::int64_t>(p.checked, p.bound + p.period);
        const auto g = subtractionBrute(set, far);
        checkClaim(g, p.preperiod, p.period, 0);
        for (std::int64_t n = 0; n < far; ++n) REQUIRE(p.valueAt(n) == g[n]);
    }
    for (int trial = 0; trial < 150; ++trial) {
        std::vector<int> digits{std::uniform_int_distribution<int>(0, 1)(rng) * 4};
        const int length = std::uniform_int_distribution<int>(1, 3)(rng);
        for (int i = 0; i < length; ++i) digits.push_back(std::uniform_int_distribution<int>(0, 7)(rng));
        if (digits.back() == 0) digits.back() = 3;
        std::string spec = "octal:" + std::to_string(digits[0]) + ".";
        for (std::size_t i = 1; i < digits.size(); ++i) spec += std::to_string(digits[i]);
        const auto p = period(spec, std::int64_t{1} << 11);
        INFO(spec);
        // Long preperiods (0.16 ...) are not provable within 2^11 values; long proofs would make
        // the brute force below slow (it is quadratic).
        if (!p.proven || p.bound + p.period > 400) continue;
        ++provenOctal;
        const std::int64_t far = 10 * (p.bound + p.period);
        const auto g = octalBrute(digits, far);
        checkClaim(g, p.preperiod, p.period, 0);
        for (std::int64_t n = 0; n < far; ++n) REQUIRE(p.valueAt(n) == g[n]);
    }
    CHECK(provenSubtraction == 120);
    CHECK(provenOctal >= 60);
}

TEST_CASE("findPeriodicity refuses what it cannot do, with a message", "[patterns][errors]") {
    auto two = grundy::findPeriodicity(game("wythoff"));
    REQUIRE_FALSE(two.ok());
    CHECK(two.error() == "'wythoff' is not a heap game; periodicity is about the values g(0), g(1), ... of heaps");
    // Memory, not a constant, bounds the table: a request over the budget is refused before any work,
    // with the figure and what would fit (12 bytes a value at most: periodSearchBytes).
    grundy::PeriodSearchLimits search;
    search.maxSize = std::int64_t{1} << 30;
    search.maxBytes = std::int64_t{64} << 20;
    auto big = grundy::findPeriodicity(game("nim"), search);
    REQUIRE_FALSE(big.ok());
    CHECK(big.error() ==
          "a period search to 1073741824 values may need 12288 MiB, more than the 64 MiB allowed; at "
          "most 5592405 values fit");
    CHECK(grundy::largestPeriodSearch(std::int64_t{64} << 20) == 5592405);
    search.maxSize = 8;
    CHECK(grundy::findPeriodicity(game("nim"), search).error() ==
          "the period search's table size limit must be from 16 to 5592405 (got 8)");
    CHECK_FALSE(grundy::findPeriodicity(nullptr).ok());
}

// ---- 2. outcome rules ----------------------------------------------------------------------------

namespace {

std::vector<grundy::OutcomePattern> rulesOf(const std::string& spec) {
    auto rules = grundy::parseSpec(spec);
    REQUIRE(rules.ok());
    grundy::OutcomeSearch search;  // smaller than the default, to keep the tests quick
    search.period.maxSize = std::int64_t{1} << 16;
    search.period.maxWork = 20'000'000;
    auto found = grundy::outcomePatterns(*rules, search);
    INFO(spec);
    REQUIRE(found.ok());
    return *found;
}

}  // namespace

TEST_CASE("S = {1,3,4}: P iff n mod 7 is 0 or 2, proven, in the catalogue's words", "[patterns][rules]") {
    const auto rules = rulesOf("subtraction:1,3,4");
    REQUIRE(rules.size() == 1);
    const auto& r = rules[0];
    CHECK(r.kind == grundy::OutcomePatternKind::Residues);
    CHECK(r.proven);
    CHECK(r.modulus == 7);
    CHECK(r.residues == std::vector<std::int64_t>{0, 2});
    CHECK(r.from == 0);
    CHECK(r.statement.text == "P iff n mod 7 is 0 or 2");
    CHECK(r.statement.id == "pattern.residues");  // worded in Chinese by tests/web/messages.test.mjs
    CHECK(r.evidence.text.rfind("proven: the values have period 7 from n = 0", 0) == 0);
    CHECK(r.evidence.id == "pattern.evidence.proven");
    // A periodicity found already is used as given.
    auto ruleset = grundy::parseSpec("subtraction:1,3,4");
    REQUIRE(ruleset.ok());
    const auto known = period("subtraction:1,3,4");
    auto again = grundy::outcomePatterns(*ruleset, {}, &known);
    REQUIRE(again.ok());
    REQUIRE(!again->empty());
    CHECK((*again)[0].statement.text == r.statement.text);
}

TEST_CASE("Bash: P iff n is a multiple of M+1 (seed HDU 1846)", "[patterns][rules][bash]") {
    for (int m : {1, 2, 5, 17}) {
        const auto rules = rulesOf("bash:" + std::to_string(m));
        REQUIRE(!rules.empty());
        CHECK(rules[0].proven);
        CHECK(rules[0].statement.text == "P iff n is a multiple of " + std::to_string(m + 1));
        CHECK(rules[0].statement.id == "pattern.multiple");
    }
}

TEST_CASE("take-range 2,4 (seed HDU 2897): P iff n mod 6 is 1 or 2, for n >= 1", "[patterns][rules]") {
    const auto rules = rulesOf("take-range:2,4");
    REQUIRE(!rules.empty());
    const auto& r = rules[0];
    CHECK(r.proven);
    // The seed: the mover loses iff n mod (p+q) is in 1..p. Check the structured rule against it.
    for (std::int64_t n = 1; n < 500; ++n) {
        const bool seed = n % 6 >= 1 && n % 6 <= 2;
        const bool rule = n < r.from ? std::count(r.exceptions.begin(), r.exceptions.end(), n) > 0
                                     : std::count(r.residues.begin(), r.residues.end(), n % r.modulus) > 0;
        REQUIRE(seed == rule);
    }
    CHECK(r.statement.text == "for n >= 1, P iff n mod 6 is 1 or 2; below 1 the only P-position is 0");
    CHECK(r.statement.id == "pattern.from.one");
}

TEST_CASE("Kayles and Dawson's Kayles: P-positions from the proven period agree with brute force",
          "[patterns][rules][octal]") {
    // Kayles: the first player always wins a non-empty row (take the middle one or two pins and
    // copy the opponent), so 0 is the only P-position.
    const auto kayles = rulesOf("octal:0.77");
    REQUIRE(!kayles.empty());
    CHECK(kayles[0].proven);
    CHECK(kayles[0].statement.text == "P iff n is 0");
    CHECK(kayles[0].statement.id == "pattern.exceptions");
    // Dawson's Kayles: infinitely many P-positions with period 34 and exceptions below.
    const auto dawson = rulesOf("octal:0.07");
    REQUIRE(!dawson.empty());
    const auto& r = dawson[0];
    CHECK(r.proven);
    CHECK(r.modulus == 34);
    const auto g = octalBrute({0, 0, 7}, 3000);
    for (std::int64_t n = 0; n < 3000; ++n) {
        const bool rule = n < r.from ? std::count(r.exceptions.begin(), r.exceptions.end(), n) > 0
                                     : std::count(r.residues.begin(), r.residues.end(), n % r.modulus) > 0;
        INFO("n = " << n);
        REQUIRE(rule == (g[n] == 0));
    }
    CHECK(r.statement.text.rfind("for n >= ", 0) == 0);
}

TEST_CASE("Nim and Lasker's Nim: P iff n is 0, proven for both", "[patterns][rules]") {
    for (const char* spec : {"nim", "lasker"}) {
        const auto rules = rulesOf(spec);
        REQUIRE(!rules.empty());
        INFO(spec);
        CHECK(rules[0].statement.text == "P iff n is 0");
        CHECK(rules[0].statement.id == "pattern.exceptions");
    }
    // Nim's values are proven arithmetic-periodic (the take-any tail theorem): values grow, so its one
    // P-position is all there is. Lasker's Nim splits heaps and its splits change values: the XOR
    // argument proves its period, and so its P-positions.
    const auto nim = rulesOf("nim");
    CHECK(nim[0].proven);
    CHECK(nim[0].evidence.text.find("take-any tail theorem") != std::string::npos);
    // One value checked is said as one: "for n = 0", not "for 0 <= n < 1".
    CHECK(nim[0].evidence.text.find("g(n+1) = g(n) + 1 was verified for n = 0, where") != std::string::npos);
    CHECK(nim[0].evidence.text.find("0 <= n < 1") == std::string::npos);
    const auto lasker = rulesOf("lasker");
    CHECK(lasker[0].proven);
    CHECK(lasker[0].evidence.text.find("take-any tail theorem with splits that change values") != std::string::npos);
    CHECK(lasker[0].evidence.text.find("g(n+4) = g(n) + 4 was verified for 1 <= n < ") != std::string::npos);
}

TEST_CASE("rules from outcomes alone, ranges and long lists in words", "[patterns][rules]") {
    // P iff n mod 10 is 1, 2, 3, 4 or 7: a run becomes a range.
    std::vector<bool> isP(500);
    for (std::size_t n = 0; n < isP.size(); ++n) isP[n] = (n % 10 >= 1 && n % 10 <= 4) || n % 10 == 7;
    auto r = grundy::residuePatternFromOutcomes(isP);
    REQUIRE(r);
    CHECK_FALSE(r->proven);
    CHECK(r->statement.text == "P iff n mod 10 is 7, or between 1 and 4");
    // Worded in Chinese from this shape by tests/web/messages.test.mjs.
    CHECK(grundy::test::shape(r->statement) ==
          "pattern.residues(modulus=10, predicate=pattern.is-or-between(values=or[7], ranges=or[pattern.range(low=1, "
          "high=4)]))");
    // A preperiod with exceptions.
    for (std::size_t n = 0; n < isP.size(); ++n) isP[n] = n == 0 || n == 5 || (n >= 9 && n % 3 == 0);
    r = grundy::residuePatternFromOutcomes(isP);
    REQUIRE(r);
    CHECK(r->from == 7);
    CHECK(r->exceptions == std::vector<std::int64_t>{0, 5});
    CHECK(r->statement.text == "for n >= 7, P iff n is a multiple of 3; below 7 the P-positions are 0 and 5");
    CHECK(grundy::test::shape(r->statement) ==
          "pattern.from.several(from=7, residues=pattern.part.multiple(modulus=3), positions=and[0, 5])");
}

TEST_CASE("the Fibonacci game (seed HDU 2516): P iff n is a Fibonacci number, observed", "[patterns][rules]") {
    const auto rules = rulesOf("fibonacci-nim");
    const grundy::OutcomePattern* fib = nullptr;
    for (const auto& r : rules)
        if (r.kind == grundy::OutcomePatternKind::Fibonacci) fib = &r;
    REQUIRE(fib);
    CHECK_FALSE(fib->proven);
    CHECK(fib->checked == 4096);
    CHECK(fib->statement.text == "P iff n is a Fibonacci number (1, 2, 3, 5, 8, 13, ...)");
    CHECK(fib->statement.id == "pattern.fibonacci");
    // The detector itself against a separate Fibonacci list, and a near miss.
    std::vector<bool> isP(1000, false);
    for (int f : {1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987}) isP[f] = true;
    CHECK(grundy::fibonacciPattern(isP, 1));
    isP[377] = false;
    CHECK_FALSE(grundy::fibonacciPattern(isP, 1));
}

TEST_CASE("Wythoff's P-positions are the golden-ratio pairs over the grid (seed POJ 1067)", "[patterns][rules]") {
    const auto rules = rulesOf("wythoff");
    REQUIRE(rules.size() == 1);
    CHECK(rules[0].kind == grundy::OutcomePatternKind::Wythoff);
    CHECK_FALSE(rules[0].proven);
    CHECK(rules[0].checked == 64 * 64);
    CHECK(rules[0].statement.text.find("(0,0), (1,2), (3,5), (4,7), (6,10)") != std::string::npos);
    // The detector against a grid built from the seed's list of pairs, and against a wrong one.
    grundy::OutcomeGrid grid;
    grid.rows = grid.cols = 21;
    grid.isP.assign(21 * 21, false);
    for (auto [a, b] : std::vector<std::pair<int, int>>{
             {0, 0}, {1, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13}, {9, 15}, {11, 18}, {12, 20}}) {
        grid.isP[a * 21 + b] = grid.isP[b * 21 + a] = true;
    }
    CHECK(grundy::wythoffPattern(grid));
    grid.isP[9 * 21 + 15] = false;
    CHECK_FALSE(grundy::wythoffPattern(grid));
}

TEST_CASE("the corner game (seed HDU 2147): P iff both coordinates are even", "[patterns][rules]") {
    const auto rules = rulesOf("corner");
    REQUIRE(rules.size() == 1);
    const auto& r = rules[0];
    CHECK(r.kind == grundy::OutcomePatternKind::Periodic2D);
    CHECK(r.rowPeriod == 2);
    CHECK(r.colPeriod == 2);
    CHECK(r.cells == std::vector<std::pair<std::int64_t, std::int64_t>>{{0, 0}});
    CHECK(r.statement.text == "P iff x mod 2 is 0 and y mod 2 is 0");
    CHECK(r.statement.id == "pattern.grid-both");
    // The seed: an n x m board starting at its far corner (n-1, m-1) is lost for the first player
    // iff n and m are both odd. A 9 x 7 board is within the rule's own grid.
    const auto board = rulesOf("corner:9,7");
    REQUIRE(board.size() == 1);
    CHECK(board[0].rows == 9);
    CHECK(board[0].cols == 7);
    // A pattern that is no product: P iff x + y is a multiple of 3.
    grundy::OutcomeGrid grid;
    grid.rows = grid.cols = 12;
    for (int x = 0; x < 12; ++x)
        for (int y = 0; y < 12; ++y) grid.isP.push_back((x + y) % 3 == 0);
    auto diagonal = grundy::periodic2DPattern(grid);
    REQUIRE(diagonal);
    CHECK(diagonal->statement.text == "P iff (x mod 3, y mod 3) is (0,0), (1,2) or (2,1)");
    CHECK(grundy::test::shape(diagonal->statement) ==
          "pattern.grid-cells(rows=3, cols=3, cells=or[(0,0), (1,2), (2,1)])");
}

TEST_CASE("misère Nim: the rule is stated for misère Nim rulesets and agrees with a separate search",
          "[patterns][rules]") {
    const auto rules = rulesOf("misere:nim");
    REQUIRE(rules.size() == 1);
    CHECK(rules[0].kind == grundy::OutcomePatternKind::MisereNim);
    CHECK(rules[0].proven);
    CHECK(rules[0].statement.text.rfind("misère Nim: when every heap has at most one token, P iff", 0) == 0);
    CHECK(rulesOf("misere:subtraction:1,3,4").empty());
    // The stated rule, written here from its English, against plain misère search on up to 3 heaps
    // of up to 6 (HDU 1907's game).
    std::map<std::vector<int>, bool> moverWins;
    std::function<bool(std::vector<int>)> wins = [&](std::vector<int> heaps) {
        std::sort(heaps.begin(), heaps.end());
        if (auto it = moverWins.find(heaps); it != moverWins.end()) return it->second;
        bool any = false, win = false;
        for (std::size_t i = 0; i < heaps.size() && !win; ++i)
            for (int t = 1; t <= heaps[i] && !win; ++t) {
                any = true;
                auto next = heaps;
                next[i] -= t;
                win = !wins(next);
            }
        if (!any) win = true;  // misère: the player who took the last token lost, so the mover has won
        return moverWins[heaps] = win;
    };
    auto solverRules = grundy::parseSpec("misere:nim");
    REQUIRE(solverRules.ok());
    grundy::Solver solver(*solverRules);
    for (int a = 0; a <= 6; ++a)
        for (int b = 0; b <= 6; ++b)
            for (int c = 0; c <= 6; ++c) {
                const bool small = a <= 1 && b <= 1 && c <= 1;
                const bool ruleP = small ? (a + b + c) % 2 == 1 : (a ^ b ^ c) == 0;
                INFO(a << "+" << b << "+" << c);
                REQUIRE(ruleP == !wins({a, b, c}));
                auto pos = grundy::parseSumPosition(
                    *solverRules, std::to_string(a) + "+" + std::to_string(b) + "+" + std::to_string(c));
                REQUIRE(pos.ok());
                auto out = solver.outcome(*pos);
                REQUIRE(out.ok());
                REQUIRE((*out == grundy::Outcome::P) == ruleP);
            }
}

// ---- 3. why this value ------------------------------------------------------------------------------

namespace {

grundy::SumExplanation explanation(const std::string& spec, const std::string& position) {
    auto rules = grundy::parseSpec(spec);
    REQUIRE(rules.ok());
    auto e = grundy::explain(*rules, position);
    INFO(spec << " at " << position);
    REQUIRE(e.ok());
    return *e;
}

}  // namespace

TEST_CASE("explain: the seeds' worked example sg(5) = mex{2, 0, 1} = 3 for S = {1,3,4}", "[patterns][explain]") {
    const auto e = explanation("subtraction:1,3,4", "5");
    REQUIRE(e.parts.size() == 1);
    const auto& part = e.parts[0];
    REQUIRE(part.options.size() == 3);
    CHECK(part.options[0].to == "4");
    CHECK(part.options[1].to == "2");
    CHECK(part.options[2].to == "1");
    CHECK(part.options[1].text == "take 3 (5 -> 2)");
    CHECK(part.options[0].value == 2);
    CHECK(part.options[1].value == 0);
    CHECK(part.options[2].value == 1);
    CHECK(part.value == 3);
    CHECK(e.value == 3);
    CHECK(e.outcome == grundy::Outcome::N);
    CHECK(e.summary.text == "options 4, 2, 1 have values 2, 0, 1; mex = 3");
    CHECK(e.summary.id == "explain.options");
    CHECK(e.binaryRows == std::vector<std::string>{"11"});
    CHECK(e.xorRow == "11");

    const auto terminal = explanation("subtraction:1,3,4", "0");
    CHECK(terminal.summary.text == "no options; mex of the empty set = 0");
    CHECK(terminal.summary.id == "explain.no-options");
    CHECK(terminal.outcome == grundy::Outcome::P);
    const auto one = explanation("subtraction:1,3,4", "1");
    CHECK(one.summary.text == "option 0 has value 0; mex = 1");
}

TEST_CASE("explain: a sum's XOR written out in binary (seed: Nim 3+5+6 is P)", "[patterns][explain]") {
    const auto e = explanation("nim", "3+5+6");
    CHECK(e.partValues == std::vector<Value>{3, 5, 6});
    CHECK(e.binaryRows == std::vector<std::string>{"011", "101", "110"});
    CHECK(e.xorRow == "000");
    CHECK(e.value == 0);
    CHECK(e.outcome == grundy::Outcome::P);
    CHECK(e.summary.text == "3 xor 5 xor 6 = 0, so the position is P (the player to move loses)");
    CHECK(e.summary.id == "explain.sum");
    CHECK(e.parts[1].summary.text == "options 4, 3, 2, 1, 0 have values 4, 3, 2, 1, 0; mex = 5");

    const auto mixed = explanation("octal:0.77+nim", "5+9");
    CHECK(mixed.partValues == std::vector<Value>{4, 9});
    CHECK(mixed.binaryRows == std::vector<std::string>{"0100", "1001"});
    CHECK(mixed.xorRow == "1101");
    CHECK(mixed.outcome == grundy::Outcome::N);
}

TEST_CASE("explain: take-and-break options list every part, and the mex matches brute force", "[patterns][explain]") {
    const auto g = octalBrute({0, 7, 7}, 40);
    for (int n = 0; n < 40; ++n) {
        const auto e = explanation("octal:0.77", std::to_string(n));
        REQUIRE(e.value == g[n]);
        for (const auto& o : e.parts[0].options) {
            Value x = 0;
            for (auto v : o.partValues) x ^= v;
            REQUIRE(x == o.value);
        }
    }
    const auto e = explanation("octal:0.77", "5");
    CHECK(e.summary.text == "options 4, 1+3, 2+2, 3, 1+2 have values 1, 2, 0, 3, 3; mex = 4");
    CHECK(e.parts[0].options[1].text == "take 1 from 5, leaving 1 and 3");
}

TEST_CASE("explain: long option lists are cut short, huge heaps use the formula, misère is said",
          "[patterns][explain]") {
    const auto e = explanation("nim", "1000");
    CHECK(e.parts[0].optionCount == 1000);
    // The first options, and the one winning move (taking the whole heap) listed after them.
    REQUIRE(e.parts[0].options.size() == grundy::kMaxExplainedOptions + 1);
    CHECK(e.parts[0].options.back().to == "0");
    CHECK(e.parts[0].options.back().winning);
    CHECK_FALSE(e.parts[0].listedAll);
    CHECK(e.value == 1000);
    CHECK(e.summary.text.rfind("options 999, 998, 997, 996, 995, 994, 993, 992, 991, 990, 989, 988, ... (1000 in all) "
                               "have values 999, ",
                               0) == 0);
    const auto huge = explanation("nim", "100000000");
    CHECK_FALSE(huge.parts[0].enumerated);
    CHECK(huge.value == 100000000);
    CHECK(huge.summary.text == "value 100000000 from the game's formula (too many options to list)");
    const auto misere = explanation("misere:nim", "1+1");
    CHECK(misere.value == 0);
    CHECK(misere.outcome == grundy::Outcome::N);
    // Misère Nim is tame: its rule gives the outcome, and the explanation says so.
    CHECK(misere.tame);
    CHECK(misere.summary.text ==
          "1 xor 1 = 0; under misère play the position is N (the player to move wins). Every part is tame (each "
          "position plays as a Nim heap of its value), so misère Nim's rule decides without a search: when every value "
          "is 0 or 1, P exactly when their XOR is 1; otherwise P exactly when it is 0");

    auto rules = grundy::parseSpec("subtraction:1,3,4");
    REQUIRE(rules.ok());
    auto bad = grundy::explain(*rules, "-2");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error() == "a heap must not be negative (got -2)");
}

// ---- 5. the command ----------------------------------------------------------------------------------

namespace {

// Runs the grundy command with arguments; returns its standard output (stderr joined when asked).
std::string run(const std::string& arguments, int* status = nullptr) {
    auto r = grundy::test::runCli(arguments);
    if (status) *status = r.status;
    return r.output;
}

}  // namespace

TEST_CASE("grundy period prints the one line the issue specifies", "[patterns][cli]") {
    // A finite subtraction set is searched with a sliding window, not a table: "checked" is how far
    // that walk went before two windows repeated (Brent's cycle finding looks at 1, 2, 4, ... 256).
    CHECK(run("period subtraction:1,3,4") == "preperiod=0 period=7 saltus=0 proven=yes checked=256\n");
    CHECK(run("period bash:5") == "preperiod=0 period=6 saltus=0 proven=yes checked=1024\n");
    CHECK(run("period octal:0.77") == "preperiod=71 period=12 saltus=0 proven=yes checked=1024\n");
    CHECK(run("period nim --max 5000") == "preperiod=0 period=1 saltus=1 proven=yes checked=1024\n");
    CHECK(run("period lasker --max 5000") == "preperiod=1 period=4 saltus=4 proven=yes checked=1024\n");
    // A tail whose own removals split and change the values: proven by the XOR argument.
    CHECK(run("period octal:0.4[7] --max 5000") == "preperiod=3 period=3 saltus=2 proven=yes checked=1024\n");
    // Nim's values from 0, its 0 made by the splits into two equal heaps (take 1 or 2 and split).
    CHECK(run("period octal:0.77[2] --max 5000") == "preperiod=0 period=1 saltus=1 proven=yes checked=1024\n");
    // g(n) = n - 1 but for n = 2^j + 3, where it is 2^j: no period to prove.
    CHECK(run("period octal:0.75[6] --max 5000") ==
          "preperiod=none period=none saltus=none proven=no checked=5000\n"
          "not proven within the 5000 values asked for; to go on, pass --max 10000\n");
    int status = 0;
    CHECK(run("period wythoff", &status) ==
          "grundy: 'wythoff' is not a heap game; periodicity is about the values g(0), g(1), ... of heaps\n");
    CHECK(status == 2);
    CHECK(run("period nim --max 3", &status) == "grundy: --max must be from 16 to 1099511627776 (got 3)\n");
    CHECK(status == 2);
}

TEST_CASE("grundy period says where a search stopped short, why, and what to pass to go on", "[patterns][cli]") {
    // Work: octal:0.16 needs about 7.3e7 steps for its proof (preperiod 105351, period 149459).
    const std::string work = run("period octal:0.16 --max 1000000 --work 1e7");
    CHECK(work.rfind("preperiod=", 0) == 0);
    CHECK(work.find("proven=no") != std::string::npos);
    CHECK(work.find("\nstopped at n = ") != std::string::npos);
    CHECK(work.find(" of 1000000: the work budget of 10000000 steps ran out; to go on to 1000000, leave out --work "
                    "(a search takes the work reaching its bound takes)\n") != std::string::npos);
    // The same search with the work it needs proves the period (and no line about stopping), and so
    // does the one the line names: without --work it goes as far as it asks.
    const std::string proven = "preperiod=105351 period=149459 saltus=0 proven=yes checked=509622\n";
    CHECK(run("period octal:0.16 --max 1000000 --work 1e9") == proven);
    CHECK(run("period octal:0.16 --max 1000000") == proven);
    // Memory: the values of 4.7[3] (take any number, or take one and split the rest) pass 255, so
    // its table holds 2 bytes a value and a reversed copy, and its marks 8 bytes a value below twice
    // the largest (g(n) is about n); in 1 MiB the search ends on its memory at n = 24576, short of
    // the 100000 asked for. (Lasker's Nim, which this once showed, is proven at 1024 now.)
    CHECK(run("period 4.7[3] --max 100000 --memory 1M") ==
          "preperiod=none period=none saltus=none proven=no checked=24576\n"
          "stopped at n = 24576 of 100000: the next table needs more than the 1 MiB allowed; to go on, pass "
          "--memory 2M\n");
    int status = 0;
    CHECK(run("period nim --max 1e9 --memory 1G", &status) ==
          "grundy: a period search to 1000000000 values may need 11445 MiB, more than the 1024 MiB allowed; at most "
          "89478485 values fit\n");
    CHECK(status == 2);
    CHECK(run("period nim --work 0", &status) == "grundy: --work must be from 1 to 9223372036854775807 (got 0)\n");
    // export's period search takes the same budget.
    CHECK(run("export nim --lang cpp --max 1e9 --memory 1G", &status) ==
          "grundy: a period search to 1000000000 values may need 11445 MiB, more than the 1024 MiB allowed; at most "
          "89478485 values fit\n");
    CHECK(run("period nim --memory lots", &status).rfind("grundy: --memory ", 0) == 0);
}

TEST_CASE("grundy explain shows options, values, mex and the XOR rows", "[patterns][cli]") {
    CHECK(run("explain subtraction:1,3,4 5") ==
          "5  value 3  N\n"
          "  take 1 (5 -> 4)  value 2\n"
          "  take 3 (5 -> 2)  value 0\n"
          "  take 4 (5 -> 1)  value 1\n"
          "options 4, 2, 1 have values 2, 0, 1; mex = 3\n");
    const std::string sum = run("explain nim 3+5+6");
    CHECK(sum.find("    3  011\n    5  101\n    6  110\n  xor  000  = 0\n") != std::string::npos);
    CHECK(sum.find("3 xor 5 xor 6 = 0, so the position is P (the player to move loses)\n") != std::string::npos);
    // The command speaks English only (the page words the core's answers in the person's language):
    // no character of the CJK blocks (U+3000 .. U+9FFF, lead bytes 0xE3 .. 0xE9 in UTF-8) anywhere.
    for (const std::string& out : {sum, run("explain misere:nim 1+1"), run("explain octal:0.77+wythoff 5+3,5")}) {
        INFO(out);
        CHECK(std::none_of(out.begin(), out.end(), [](char c) {
            const auto byte = static_cast<unsigned char>(c);
            return byte >= 0xE3 && byte <= 0xE9;
        }));
        CHECK((out.find("under misère play") != std::string::npos ||
               out.find("so the position is") != std::string::npos));
    }
}

TEST_CASE("a pattern's head keeps each value in the fewest bytes that hold the largest", "[patterns]") {
    for (const grundy::Value largest : {grundy::Value{255}, grundy::Value{65535}, grundy::Value{70000}}) {
        std::vector<grundy::Value> g;
        for (grundy::Value v = 0; v < 1000; ++v) g.push_back(v * 7919 % (largest + 1));
        g.push_back(largest);
        grundy::PeriodHead head;
        head.assign(g.begin(), g.end());
        INFO(largest);
        REQUIRE(head.size() == g.size());
        for (std::size_t i = 0; i < g.size(); ++i) REQUIRE(head[i] == g[i]);
        CHECK(head.values() == g);
        const std::int64_t width = largest < 256 ? 1 : largest < 65536 ? 2 : 4;
        CHECK(head.bytes() == width * static_cast<std::int64_t>(g.size()));
        head.clear();
        CHECK(head.empty());
        CHECK(head.bytes() == 0);
    }
}
