// What an exported program (analysis/export.hpp) writes for a coin-turning game: its rules in a line,
// and a table computation that visits every move as the game's own forEachTurn does (the rules as
// data, the other coins of each move chosen by recursion), up to the largest coin whose moves in all
// stay within about 10^10 visits. It shares the exported programs' pieces (analysis/program_code.hpp)
// as the take-and-break codes do; issue 28 moves those pieces below the families.
#include <algorithm>
#include <string>

#include "../program_code.hpp"
#include "coin_turning_code.hpp"

namespace grundy {

ProgramParts turningProgramParts(const TurningCode& code) {
    std::string rules;
    for (const auto& r : code.rules) {
        const auto bounded = [](std::int64_t v) {
            return v == TurnRule::kUnbounded ? std::string("0") : std::to_string(v);
        };
        rules += std::string(rules.empty() ? "" : ", ") + "{" + std::to_string(r.least) + ", " + bounded(r.most) +
                 ", " + std::to_string(static_cast<int>(r.spacing)) + ", " + (r.first ? "1" : "0") + ", " +
                 bounded(r.span) + "}";
    }
    // The largest coin whose table visits at most about 10^10 moves in all.
    std::int64_t maxHeap = 1;
    while (maxHeap < 100'000 &&
           turnEstimate(code, static_cast<double>(2 * maxHeap)) * static_cast<double>(2 * maxHeap) <= 1e10)
        maxHeap *= 2;
    ProgramCode table;
    table.method = "table computation: the mex over every set of coins a move from coin n may turn with it";
    table.code =
        "// A rule: coins turned from least to most (0: any number), spacing (0 any, 1 consecutive, 2 equally\n"
        "// spaced, 3 symmetric), first (coin 1 among them), span (all within that many adjacent coins; 0: any).\n"
        "struct Rule { long long least, most, spacing, first, span; };\n"
        "static const Rule kRules[] = {" +
        rules +
        "};\n\n"
        "// f(x) for the XOR x of g over each k coins chosen from [from, to).\n"
        "template <class F>\n"
        "static void choose(const std::vector<unsigned>& g, long long from, long long to, long long k, unsigned x, F& "
        "f) {\n"
        "    if (k == 0) { f(x); return; }\n"
        "    for (long long c = from; c + k <= to; ++c) choose(g, c + 1, to, k - 1, x ^ g[c], f);\n"
        "}\n\n"
        "// f(x) for each k pairs (c, sum - c) chosen with from <= c < sum / 2.\n"
        "template <class F>\n"
        "static void pairs(const std::vector<unsigned>& g, long long from, long long sum, long long k, unsigned x, F& "
        "f) {\n"
        "    if (k == 0) { f(x); return; }\n"
        "    for (long long c = from; 2 * c < sum; ++c) pairs(g, c + 1, sum, k - 1, x ^ g[c] ^ g[sum - c], f);\n"
        "}\n\n"
        "// f(x) for the value x of each move from a head at coin n: the XOR of the other coins it turns.\n"
        "template <class F>\n"
        "static void forEachTurn(const std::vector<unsigned>& g, long long n, F f) {\n"
        "    for (const Rule& r : kRules) {\n"
        "        const long long lo = r.span && n - r.span + 1 > 1 ? n - r.span + 1 : 1;\n"
        "        if (n < 1 || (r.first && lo > 1)) continue;\n"
        "        long long top = n - 1;\n"
        "        if (r.most && r.most - 1 < top) top = r.most - 1;\n"
        "        if (r.span && r.span - 1 < top) top = r.span - 1;\n"
        "        for (long long k = r.least - 1; k <= top; ++k) {\n"
        "            if (k == 0) {\n"
        "                if (!r.first || n == 1) f(0u);\n"
        "            } else if (r.spacing == 0) {\n"
        "                if (r.first) choose(g, 2, n, k - 1, g[1], f); else choose(g, lo, n, k, 0u, f);\n"
        "            } else if (r.spacing == 1) {\n"
        "                if (n - k < lo || (r.first && n - k != 1)) continue;\n"
        "                unsigned x = 0;\n"
        "                for (long long c = n - k; c < n; ++c) x ^= g[c];\n"
        "                f(x);\n"
        "            } else if (r.spacing == 2) {\n"
        "                for (long long d = (n - lo) / k; d >= 1; --d) {\n"
        "                    if (r.first && n - k * d != 1) continue;\n"
        "                    unsigned x = 0;\n"
        "                    for (long long i = 1; i <= k; ++i) x ^= g[n - i * d];\n"
        "                    f(x);\n"
        "                }\n"
        "            } else {\n"
        "                for (long long a = lo; a < n && !(r.first && a > 1); ++a) {\n"
        "                    const long long sum = a + n, inner = k - 1;\n"
        "                    if (inner % 2 == 1 && sum % 2 == 1) continue;\n"
        "                    pairs(g, a + 1, sum, inner / 2, g[a] ^ (inner % 2 ? g[sum / 2] : 0u), f);\n"
        "                }\n"
        "            }\n"
        "        }\n"
        "    }\n"
        "}\n\n" +
        program::mexTable(maxHeap, "every move visited", "",
                          "        forEachTurn(g, static_cast<long long>(n), [](unsigned x) { mark(x); });\n");
    return {turnWords(code).text + " Code " + code.text() + "; a heap n is a head at coin n.", std::nullopt,
            std::move(table)};
}

}  // namespace grundy
