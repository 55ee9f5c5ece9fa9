#include "baselines.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <sstream>
#include <utility>

namespace bench {

namespace {

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// Marks seen[v] = stamp, growing the array when a value is larger than any seen so far.
inline void mark(std::vector<std::uint32_t>& seen, std::uint32_t v, std::uint32_t stamp) {
    if (v >= seen.size()) seen.resize(std::max<std::size_t>(v + 1, seen.size() * 2), 0);
    seen[v] = stamp;
}

inline std::uint32_t stampedMex(const std::vector<std::uint32_t>& seen, std::uint32_t stamp) {
    std::uint32_t m = 0;
    while (m < seen.size() && seen[m] == stamp) ++m;
    return m;
}

// Every option of heap n of a take-and-break code, as the XOR of the heaps it leaves. Digit d_k
// (k >= 1) removes k tokens and may leave no heap (bit 1, only when exactly k were there), one heap
// (bit 2) or two non-empty heaps (bit 4) or three (bit 8, hex codes); d_0's bit 4 (8) splits the heap
// without removing anything.
template <typename Sink>
void takeAndBreakOptions(const std::vector<int>& digits, const Values& g, int n, const Sink& sink) {
    for (int k = 0; k < static_cast<int>(digits.size()) && k <= n; ++k) {
        const int d = digits[static_cast<std::size_t>(k)];
        const int r = n - k;
        if ((d & 1) && k >= 1 && r == 0) sink(0u);
        if ((d & 2) && k >= 1 && r >= 1) sink(g[static_cast<std::size_t>(r)]);
        if (d & 4)
            for (int a = 1; 2 * a <= r; ++a) sink(g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(r - a)]);
        if (d & 8)
            for (int a = 1; 3 * a <= r; ++a)
                for (int b = a; 2 * b <= r - a; ++b)
                    sink(g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(b)] ^
                         g[static_cast<std::size_t>(r - a - b)]);
    }
}

// Every option of heap n of the heap game, as its value.
template <typename Sink>
void heapOptions(const HeapRules& rules, const Values& g, int n, const Sink& sink) {
    switch (rules.kind) {
        case HeapRules::Kind::Subtraction:
            for (const int s : rules.set) {
                if (s > n) break;
                sink(g[static_cast<std::size_t>(n - s)]);
            }
            break;
        case HeapRules::Kind::TakeRange:  // the move that takes the last token loses, so it is left out
            for (int k = rules.low; k <= rules.high && k < n; ++k) sink(g[static_cast<std::size_t>(n - k)]);
            break;
        case HeapRules::Kind::TakeAndBreak:
            takeAndBreakOptions(rules.digits, g, n, sink);
            break;
        case HeapRules::Kind::GrundysGame:  // split into two unequal non-empty heaps
            for (int a = 1; 2 * a < n; ++a) sink(g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(n - a)]);
            break;
        case HeapRules::Kind::Lasker:  // take any number, or split into two non-empty heaps
            for (int k = 1; k <= n; ++k) sink(g[static_cast<std::size_t>(n - k)]);
            for (int a = 1; 2 * a <= n; ++a) sink(g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(n - a)]);
            break;
        case HeapRules::Kind::Nim:
            for (int k = 1; k <= n; ++k) sink(g[static_cast<std::size_t>(n - k)]);
            break;
    }
}

// "A,B" as two whole numbers.
std::optional<std::pair<int, int>> numberPair(const std::string& text) {
    const auto comma = text.find(',');
    if (comma == std::string::npos) return std::nullopt;
    const std::string a = text.substr(0, comma), b = text.substr(comma + 1);
    for (const auto& t : {a, b})
        if (t.empty() || t.size() > 9 || t.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    return std::pair{std::stoi(a), std::stoi(b)};
}

// The members of a named infinite subtraction set up to maxHeap, ascending.
std::optional<std::vector<int>> namedSet(const std::string& name, int maxHeap) {
    std::vector<int> set;
    if (name == "fib") {  // 1, 2, 3, 5, 8, ... (HDU 1848)
        for (long long a = 1, b = 2; a <= maxHeap; b += a, a = b - a) set.push_back(static_cast<int>(a));
    } else if (name == "pow2") {
        for (long long a = 1; a <= maxHeap; a *= 2) set.push_back(static_cast<int>(a));
    } else if (name == "squares") {
        for (long long k = 1; k * k <= maxHeap; ++k) set.push_back(static_cast<int>(k * k));
    } else if (name == "primes") {
        std::vector<bool> composite(static_cast<std::size_t>(std::max(maxHeap, 1)) + 1, false);
        for (int p = 2; p <= maxHeap; ++p) {
            if (composite[static_cast<std::size_t>(p)]) continue;
            set.push_back(p);
            for (long long q = 1LL * p * p; q <= maxHeap; q += p) composite[static_cast<std::size_t>(q)] = true;
        }
    } else {
        return std::nullopt;
    }
    return set;
}

}  // namespace

std::optional<HeapRules> parseHeapRules(const std::string& spec, int maxHeap) {
    HeapRules rules;
    if (spec == "grundy" || spec == "lasker" || spec == "nim") {
        rules.kind = spec == "grundy"   ? HeapRules::Kind::GrundysGame
                     : spec == "lasker" ? HeapRules::Kind::Lasker
                                        : HeapRules::Kind::Nim;
        return rules;
    }
    if (spec.rfind("bash:", 0) == 0) {
        const std::string m = spec.substr(5);
        if (m.empty() || m.size() > 7 || m.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
        for (int k = 1; k <= std::stoi(m); ++k) rules.set.push_back(k);
        return rules.set.empty() ? std::nullopt : std::optional(rules);
    }
    if (spec.rfind("take-range:", 0) == 0) {
        const auto range = numberPair(spec.substr(11));
        if (!range || range->first < 1 || range->second < range->first) return std::nullopt;
        rules.kind = HeapRules::Kind::TakeRange;
        rules.low = range->first;
        rules.high = range->second;
        return rules;
    }
    if (spec.rfind("subtraction:", 0) == 0) {
        rules.kind = HeapRules::Kind::Subtraction;
        if (auto named = namedSet(spec.substr(12), maxHeap)) {
            rules.set = *named;
            return rules;
        }
        std::stringstream in(spec.substr(12));
        std::string item;
        while (std::getline(in, item, ',')) {
            if (item.empty() || item.size() > 9 || item.find_first_not_of("0123456789") != std::string::npos)
                return std::nullopt;
            rules.set.push_back(std::stoi(item));
        }
        std::sort(rules.set.begin(), rules.set.end());
        rules.set.erase(std::unique(rules.set.begin(), rules.set.end()), rules.set.end());
        if (rules.set.empty() || rules.set.front() < 1) return std::nullopt;
        return rules;
    }
    const bool octal = spec.rfind("octal:", 0) == 0, hex = spec.rfind("hex:", 0) == 0;
    if (octal || hex) {
        rules.kind = HeapRules::Kind::TakeAndBreak;
        const std::string code = spec.substr(octal ? 6 : 4);
        for (const char c : code) {
            if (c == '.') continue;
            const int d = hexDigit(c);
            if (d < 0 || d >= (octal ? 8 : 16)) return std::nullopt;
            rules.digits.push_back(d);
        }
        if (rules.digits.empty() || code.find('.') != 1) return std::nullopt;
        return rules;
    }
    return std::nullopt;
}

// The seeds' getSG: `memset(Hash, 0, sizeof(Hash))` for every position, Hash as large as the table,
// then the first unmarked entry.
Values taughtHeapTable(const HeapRules& rules, int size) {
    Values sg(static_cast<std::size_t>(size), 0);
    std::vector<int> hash(static_cast<std::size_t>(size) + 1);
    for (int i = 1; i < size; ++i) {
        std::memset(hash.data(), 0, hash.size() * sizeof(int));
        heapOptions(rules, sg, i, [&](std::uint32_t v) {
            if (v < hash.size()) hash[v] = 1;
        });
        for (std::size_t j = 0; j < hash.size(); ++j)
            if (!hash[j]) {
                sg[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(j);
                break;
            }
    }
    return sg;
}

Values directHeapTable(const HeapRules& rules, int size) {
    Values g(static_cast<std::size_t>(size), 0);
    std::vector<std::uint32_t> seen(64, 0);
    std::uint32_t stamp = 0;
    for (int n = 0; n < size; ++n) {
        ++stamp;  // a table has far fewer than 2^32 positions
        heapOptions(rules, g, n, [&](std::uint32_t v) { mark(seen, v, stamp); });
        g[static_cast<std::size_t>(n)] = stampedMex(seen, stamp);
    }
    return g;
}

bool isDirectGridGame(const std::string& spec) {
    return spec == "wythoff" || spec == "fibonacci-nim" || spec == "corner";
}

Values directGridTable(const std::string& spec, int n) {
    const auto N = static_cast<std::size_t>(n);
    Values g(N * N, 0);
    std::vector<std::uint32_t> seen(64, 0);
    std::uint32_t stamp = 0;
    const bool wythoff = spec == "wythoff", corner = spec == "corner";
    for (int x = 0; x < n; ++x)
        for (int y = 0; y < n; ++y) {
            ++stamp;
            if (wythoff) {
                for (int k = 1; k <= x; ++k) mark(seen, g[(x - k) * N + y], stamp);
                for (int k = 1; k <= y; ++k) mark(seen, g[x * N + (y - k)], stamp);
                for (int k = 1; k <= x && k <= y; ++k) mark(seen, g[(x - k) * N + (y - k)], stamp);
            } else if (corner) {
                if (x > 0) mark(seen, g[(x - 1) * N + y], stamp);
                if (y > 0) mark(seen, g[x * N + (y - 1)], stamp);
                if (x > 0 && y > 0) mark(seen, g[(x - 1) * N + (y - 1)], stamp);
            } else {
                for (int t = 1; t <= x && t <= y; ++t) {
                    const int left = x - t;
                    mark(seen, g[static_cast<std::size_t>(left) * N + std::min(2 * t, left)], stamp);
                }
            }
            g[x * N + y] = stampedMex(seen, stamp);
        }
    return g;
}

}  // namespace bench
