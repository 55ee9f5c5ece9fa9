// grundy::isqrt (core/src/int_sqrt.hpp) is floor(sqrt(v)) for 64-bit v, used by the rule language's
// `squares` and the patterns' floor(k * phi). It is checked here by its definition, r^2 <= v <
// (r + 1)^2, computed in 128 bits, everywhere a double estimate could be off: every small v, each
// side of perfect squares up to the largest root below 2^63, and the ends of the range.
#include "int_sqrt.hpp"

#include <cstdint>
#include <limits>
#include <random>

#include "catch2/catch.hpp"

namespace {

bool isFloorRoot(std::int64_t v, std::int64_t r) {
    const auto wide = static_cast<__int128>(v);
    return r >= 0 && static_cast<__int128>(r) * r <= wide && static_cast<__int128>(r + 1) * (r + 1) > wide;
}

}  // namespace

TEST_CASE("isqrt is the floor of the square root for every small value", "[isqrt]") {
    for (std::int64_t v = 0; v <= 1'000'000; ++v) {
        const std::int64_t r = grundy::isqrt(v);
        if (!isFloorRoot(v, r)) FAIL("isqrt(" << v << ") = " << r);
    }
    CHECK(grundy::isqrt(-1) == 0);
    CHECK(grundy::isqrt(std::numeric_limits<std::int64_t>::min()) == 0);
}

TEST_CASE("isqrt is exact beside perfect squares up to 2^63", "[isqrt]") {
    constexpr std::int64_t kLargestRoot = 3'037'000'499;  // floor(sqrt(2^63 - 1))
    std::mt19937_64 random(20261122);
    std::uniform_int_distribution<std::int64_t> root(1, kLargestRoot);
    int checked = 0;
    for (int i = 0; i < 200'000; ++i) {
        // Every 64th root is one of the largest, where double rounding is coarsest.
        const std::int64_t r = i % 64 == 0 ? kLargestRoot - i / 64 : root(random);
        const auto square = static_cast<__int128>(r) * r;
        for (const __int128 wide : {square - 1, square, square + 1, square + 2 * r - 1, square + 2 * r}) {
            if (wide > std::numeric_limits<std::int64_t>::max()) continue;  // (r + 1)^2 - 1 past 2^63 - 1
            const auto v = static_cast<std::int64_t>(wide);
            const std::int64_t got = grundy::isqrt(v);
            if (!isFloorRoot(v, got)) FAIL("isqrt(" << v << ") = " << got);
            ++checked;
        }
    }
    CHECK(checked > 999'000);
    CHECK(grundy::isqrt(std::numeric_limits<std::int64_t>::max()) == kLargestRoot);
}
