#pragma once
// floor(sqrt(v)) of a 64-bit integer, exactly, with no long double: in wasm long double is a
// 128-bit float done in software (several KB of code for one sqrt), while double sqrt is one
// instruction. Used by the rule language's `squares` sequence and the patterns' floor(k * phi).

#include <cmath>
#include <cstdint>

namespace grundy {

// 0 for v <= 0. The double estimate is within a few units of the root for every 64-bit v, and the
// two loops correct it by comparing with divisions, so nothing overflows even near 2^63.
inline std::int64_t isqrt(std::int64_t v) {
    if (v <= 0) return 0;
    auto r = static_cast<std::int64_t>(std::sqrt(static_cast<double>(v)));
    while (r > 0 && r > v / r) --r;    // r * r > v
    while (r + 1 <= v / (r + 1)) ++r;  // (r + 1)^2 <= v
    return r;
}

}  // namespace grundy
