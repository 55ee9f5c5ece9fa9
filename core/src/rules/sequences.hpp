// The rule language's named sequences (fib, pow2, squares, primes): membership and the next member,
// for any number up to 2^62, in a few steps each (primes by a sieve for small numbers and a
// deterministic Miller-Rabin test beyond it).
#pragma once

#include <cstdint>

#include "syntax.hpp"

namespace grundy::rules::detail {

bool inSequence(Sequence s, std::int64_t v);

// The least member >= v, or -1 when there is none below 2^62.
std::int64_t nextInSequence(Sequence s, std::int64_t v);

}  // namespace grundy::rules::detail
