// The rule language's named sequences (fib, pow2, squares, primes): membership and the next member,
// for any number up to 2^62, in a few steps each (primes by a sieve for small numbers and a
// deterministic Miller-Rabin test beyond it).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "../int_sqrt.hpp"
#include "syntax.hpp"

namespace grundy::rules::detail {

bool inSequence(Sequence s, std::int64_t v);

// The least member >= v, or -1 when there is none below 2^62.
std::int64_t nextInSequence(Sequence s, std::int64_t v);

// Calls visit(m) for each member m of s with lo <= m <= hi, in order: the members that
// nextInSequence(s, lo), nextInSequence(s, m + 1), ... list, without searching for each afresh
// (fib and pow2 walk their list, squares step from one root to the next). Stops when visit returns
// false, and then returns false.
template <class Visit>
bool forEachInSequence(Sequence s, std::int64_t lo, std::int64_t hi, Visit&& visit);

// Members below 2^62 of the sequences that grow geometrically (fib, pow2); nullptr for the others.
const std::vector<std::int64_t>* listedMembers(Sequence s);

template <class Visit>
bool forEachInSequence(Sequence s, std::int64_t lo, std::int64_t hi, Visit&& visit) {
    if (const auto* list = listedMembers(s)) {
        for (auto it = std::lower_bound(list->begin(), list->end(), std::max<std::int64_t>(lo, 1));
             it != list->end() && *it <= hi; ++it)
            if (!visit(*it)) return false;
        return true;
    }
    std::int64_t v = nextInSequence(s, lo);
    if (s == Sequence::Squares) {
        // v = r * r; the member after it is (r + 1)^2, as long as v + 1 is below 2^62.
        std::int64_t r = isqrt(v);
        for (; v >= 0 && v <= hi; ++r, v = r * r) {
            if (!visit(v)) return false;
            if (v + 1 >= (std::int64_t{1} << 62)) break;
        }
        return true;
    }
    for (; v >= 0 && v <= hi; v = nextInSequence(s, v + 1))
        if (!visit(v)) return false;
    return true;
}

}  // namespace grundy::rules::detail
