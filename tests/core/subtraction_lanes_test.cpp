// The subtraction scan's one-hot lanes (tables/subtraction_scan.hpp: min(S) >= 2, 1/2/4/8-byte lanes widened
// on demand, steps of up to min(S) positions) and HeapTable's sampled repeat watch, against a brute
// force written here from the definition: g(n) = mex{ g(n - s) : s in S, s <= n }, with a fresh
// boolean array per position. Random sets of 1 to 30 members up to 2000, min(S) drawn so every step
// shape is met (1 position and partial words, 1, 2 and 4 words of each lane width), tables to 10^5,
// whole and in chunks of odd sizes; and sets whose values are known in closed form and pass 8, 16,
// 32 and 64, so each widening and the hand-over to stamps happen. No timing is asserted.
#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "grundy/analysis/subtraction_period.hpp"
#include "grundy/search/evaluator.hpp"
#include "support.hpp"

using grundy::Value;
using grundy::test::game;
using grundy::test::subtractionReference;
using grundy::test::subtractionSpec;

namespace {

// `count` distinct members from `least` to `largest`, least itself among them, ascending.
std::vector<std::int64_t> randomSet(std::mt19937_64& rng, std::size_t count, std::int64_t least, std::int64_t largest) {
    std::vector<std::int64_t> set{least};
    std::uniform_int_distribution<std::int64_t> member(least, largest);
    count = std::min<std::size_t>(count, static_cast<std::size_t>(largest - least + 1));
    while (set.size() < count) {
        const std::int64_t s = member(rng);
        if (std::find(set.begin(), set.end(), s) == set.end()) set.push_back(s);
    }
    std::sort(set.begin(), set.end());
    return set;
}

// Checks a table of `set` to `size`: whole, then in chunks of random sizes; and, when the table
// found a repeat, that the brute force repeats with that period from there, and with no smaller one
// (the least period divides any period, so the proper divisors are the only candidates).
void checkTable(const std::vector<std::int64_t>& set, std::int64_t size, std::mt19937_64& rng) {
    INFO(subtractionSpec(set) << " to " << size);
    const auto expected = subtractionReference(set, size);
    auto whole = grundy::heapValues(game(subtractionSpec(set)), size);
    REQUIRE(whole.ok());
    REQUIRE(*whole == expected);

    auto table = grundy::HeapTable::create(game(subtractionSpec(set)), size);
    REQUIRE(table.ok());
    std::uniform_int_distribution<std::int64_t> budget(1, 5000);
    while (!table.value().advance(budget(rng))) {
    }
    REQUIRE(table->values() == expected);
    const std::int64_t p = table->repeatPeriod();
    if (p == 0) return;
    const std::int64_t from = table->repeatsFrom();
    REQUIRE(from >= p);
    REQUIRE(from <= size);
    for (std::int64_t n = from; n < size; ++n)
        REQUIRE(expected[static_cast<std::size_t>(n)] == expected[static_cast<std::size_t>(n - p)]);
    if (size - from < set.back() + p) return;  // too short a tail to rule out smaller periods
    for (std::int64_t q = 1; q < p; ++q) {
        if (p % q != 0) continue;
        bool holds = true;
        for (std::int64_t n = from; n < size && holds; ++n)
            holds = expected[static_cast<std::size_t>(n)] == expected[static_cast<std::size_t>(n - q)];
        INFO("a smaller period " << q << " than the table's " << p);
        REQUIRE_FALSE(holds);
    }
}

}  // namespace

TEST_CASE("subtraction tables with random sets agree with a brute force on every position", "[sub-speed]") {
    std::mt19937_64 rng(0x5ab7ac71);
    std::uniform_int_distribution<std::size_t> sizes(1, 30);
    std::uniform_int_distribution<std::int64_t> largest(1, 2000);
    // The least member decides the step: 1 (no lanes), 2..3 and 4..7 (part of a word of 1-byte
    // lanes), 8..15, 16..31 and 32 or more (1, 2 and 4 words of 1-byte lanes, fewer as lanes widen).
    const std::vector<std::pair<std::int64_t, std::int64_t>> leastRanges = {{1, 1},  {2, 3},   {4, 7},
                                                                            {8, 15}, {16, 31}, {32, 300}};
    for (int round = 0; round < 72; ++round) {
        const auto [lo, hi] = leastRanges[static_cast<std::size_t>(round) % leastRanges.size()];
        const std::int64_t least = std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
        const auto set = randomSet(rng, sizes(rng), least, std::max(least, largest(rng)));
        checkTable(set, round % 12 == 0 ? 100000 : 12000, rng);
    }
}

TEST_CASE("subtraction tables whose values pass each lane width: S = {d, 2d, ..., kd}", "[sub-speed]") {
    // Heap n is n mod d tokens that never move plus floor(n / d) heaps of d, taken 1..k at a time:
    // g(n) = floor(n / d) mod (k + 1) (the Bash game on floor(n / d)). k = 7, 15, 31, 63 fill the
    // 1-, 2-, 4- and 8-byte lanes exactly; 8, 16, 32 widen; 64 and 100 hand over to the stamps.
    std::mt19937_64 rng(0x1a9e5);
    for (const std::int64_t d : {2, 3, 5, 8, 16, 33}) {
        for (const std::int64_t k : {7, 8, 15, 16, 31, 32, 63, 64, 100}) {
            std::vector<std::int64_t> set;
            for (std::int64_t j = 1; j <= k; ++j) set.push_back(j * d);
            const std::int64_t size = 3 * d * (k + 1) + 777;
            INFO("d = " << d << ", k = " << k);
            auto got = grundy::heapValues(game(subtractionSpec(set)), size);
            REQUIRE(got.ok());
            for (std::int64_t n = 0; n < size; ++n)
                REQUIRE((*got)[static_cast<std::size_t>(n)] == static_cast<Value>((n / d) % (k + 1)));
            checkTable(set, size, rng);
        }
    }
}

TEST_CASE("the named set of primes (least member 2, no repeat watch) agrees with a brute force", "[sub-speed]") {
    const std::int64_t size = 30000;
    std::vector<std::int64_t> primes;
    std::vector<bool> composite(static_cast<std::size_t>(size), false);
    for (std::int64_t p = 2; p < size; ++p) {
        if (composite[static_cast<std::size_t>(p)]) continue;
        primes.push_back(p);
        for (std::int64_t q = p * p; q < size; q += p) composite[static_cast<std::size_t>(q)] = true;
    }
    auto got = grundy::heapValues(game("subtraction:primes"), size);
    REQUIRE(got.ok());
    REQUIRE(*got == subtractionReference(primes, size));
}

TEST_CASE("the windowed period scan's first values agree with a brute force for sets with min(S) >= 2", "[sub-speed]") {
    std::mt19937_64 rng(0x9e71);
    std::uniform_int_distribution<std::size_t> sizes(1, 20);
    for (int round = 0; round < 24; ++round) {
        const std::int64_t least = std::uniform_int_distribution<std::int64_t>(2, 40)(rng);
        const auto set = randomSet(rng, sizes(rng), least, least + 150);
        INFO(subtractionSpec(set));
        auto found = grundy::findSubtractionPeriod(set, 1 << 22, true);
        REQUIRE(found.ok());
        const std::int64_t length = found->preperiod + found->period;
        const auto expected = subtractionReference(set, length + set.back() + found->period);
        REQUIRE(std::equal(found->head.begin(), found->head.end(), expected.begin()));
        for (std::int64_t n = found->preperiod; n + found->period < static_cast<std::int64_t>(expected.size()); ++n)
            REQUIRE(expected[static_cast<std::size_t>(n)] == expected[static_cast<std::size_t>(n + found->period)]);
    }
}
