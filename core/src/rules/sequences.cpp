#include "sequences.hpp"

#include <algorithm>
#include <vector>

namespace grundy::rules::detail {

namespace {

constexpr std::int64_t kTop = std::int64_t{1} << 62;

// Members below 2^62 of the sequences that grow geometrically.
const std::vector<std::int64_t>& listed(Sequence s) {
    static const std::vector<std::int64_t> fib = [] {
        std::vector<std::int64_t> v{1, 2};  // Fibonacci numbers as a subtraction set: 1, 2, 3, 5, 8, ...
        while (v.back() < kTop / 2) v.push_back(v[v.size() - 1] + v[v.size() - 2]);
        return v;
    }();
    static const std::vector<std::int64_t> pow2 = [] {
        std::vector<std::int64_t> v;
        for (std::int64_t p = 1; p < kTop; p *= 2) v.push_back(p);
        return v;
    }();
    return s == Sequence::Fib ? fib : pow2;
}

constexpr std::int64_t kSieved = std::int64_t{1} << 20;

const std::vector<bool>& sieve() {
    static const std::vector<bool> composite = [] {
        std::vector<bool> c(static_cast<std::size_t>(kSieved), false);
        c[0] = c[1] = true;
        for (std::int64_t i = 2; i * i < kSieved; ++i)
            if (!c[static_cast<std::size_t>(i)])
                for (std::int64_t j = i * i; j < kSieved; j += i) c[static_cast<std::size_t>(j)] = true;
        return c;
    }();
    return composite;
}

using u64 = std::uint64_t;
__extension__ typedef unsigned __int128 u128;

u64 powMod(u64 base, u64 exp, u64 mod) {
    u64 result = 1;
    base %= mod;
    while (exp) {
        if (exp & 1) result = static_cast<u64>(static_cast<u128>(result) * base % mod);
        base = static_cast<u64>(static_cast<u128>(base) * base % mod);
        exp >>= 1;
    }
    return result;
}

// Deterministic for every 64-bit n with these bases (Jaeschke; Sinclair's set is not needed here).
bool isPrime(std::int64_t v) {
    if (v < kSieved) return v >= 2 && !sieve()[static_cast<std::size_t>(v)];
    const u64 n = static_cast<u64>(v);
    if (n % 2 == 0) return false;
    u64 d = n - 1;
    int r = 0;
    while (d % 2 == 0) {
        d /= 2;
        ++r;
    }
    for (const u64 a : {2u, 3u, 5u, 7u, 11u, 13u, 17u, 19u, 23u, 29u, 31u, 37u}) {
        u64 x = powMod(a, d, n);
        if (x == 1 || x == n - 1) continue;
        bool composite = true;
        for (int i = 1; i < r && composite; ++i) {
            x = static_cast<u64>(static_cast<u128>(x) * x % n);
            if (x == n - 1) composite = false;
        }
        if (composite) return false;
    }
    return true;
}

}  // namespace

const std::vector<std::int64_t>* listedMembers(Sequence s) {
    return s == Sequence::Fib || s == Sequence::Pow2 ? &listed(s) : nullptr;
}

bool inSequence(Sequence s, std::int64_t v) {
    if (v < 1) return false;
    switch (s) {
        case Sequence::Fib:
        case Sequence::Pow2: {
            const auto& l = listed(s);
            return std::binary_search(l.begin(), l.end(), v);
        }
        case Sequence::Squares: {
            const std::int64_t r = isqrt(v);
            return r * r == v;
        }
        case Sequence::Primes:
            return isPrime(v);
    }
    return false;
}

std::int64_t nextInSequence(Sequence s, std::int64_t v) {
    v = std::max<std::int64_t>(v, 1);
    if (v >= kTop) return -1;
    switch (s) {
        case Sequence::Fib:
        case Sequence::Pow2: {
            const auto& l = listed(s);
            const auto it = std::lower_bound(l.begin(), l.end(), v);
            return it == l.end() ? -1 : *it;
        }
        case Sequence::Squares: {
            std::int64_t r = isqrt(v);
            if (r * r < v) ++r;
            return r * r;
        }
        case Sequence::Primes:
            for (std::int64_t c = v; c < kTop; ++c)
                if (isPrime(c)) return c;
            return -1;
    }
    return -1;
}

}  // namespace grundy::rules::detail
