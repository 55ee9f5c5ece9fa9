// Export: a complete C++17 program for a heap game, and CSV/JSON of tables.
//
// The program's value code is, in order of preference:
//   1. a formula: Nim (n), Bash (n mod (M+1)), take-range, powers of two (n mod 3), Lasker's Nim;
//      each is used only after it agrees with the core's table on every position computed;
//   2. preperiod and period tables, when the periodicity is proven (period_search.cpp);
//   3. a table computation from the game's rules (mex with a stamp array, sized from the input's
//      largest heap), for the families whose spec grammar (spec.hpp) says what the moves are;
//   4. otherwise the table the core computed, embedded, answering heaps within it.
// The rules are read from the game's canonical spec text, whose grammar is public (spec.hpp).
#include "grundy/analysis/export.hpp"

#include <algorithm>
#include <charconv>
#include <functional>
#include <string>
#include <string_view>

#include "grundy/analysis/outcome_patterns.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/search/evaluator.hpp"

namespace grundy {

namespace {

std::string num(std::int64_t v) {
    return std::to_string(v);
}

std::vector<std::string> splitOn(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (true) {
        const auto at = s.find(sep, start);
        out.push_back(s.substr(start, at == std::string::npos ? std::string::npos : at - start));
        if (at == std::string::npos) return out;
        start = at + 1;
    }
}

// The numbers of a canonical list such as "1,3,4" (canonical specs hold nothing else; anything
// unreadable is skipped rather than thrown).
std::vector<std::int64_t> numbersOf(const std::string& list) {
    std::vector<std::int64_t> out;
    for (const auto& item : splitOn(list, ',')) {
        std::int64_t v = 0;
        const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
        if (ec == std::errc() && end == item.data() + item.size()) out.push_back(v);
    }
    return out;
}

// A C++ array initialiser, 20 numbers a line.
std::string arrayText(const std::vector<std::int64_t>& values) {
    std::string out = "{";
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i % 20 == 0) out += "\n    ";
        out += num(values[i]);
        if (i + 1 < values.size()) out += ", ";
    }
    return out + "\n}";
}

std::string listForComment(const std::vector<std::int64_t>& values) {
    std::string out;
    for (std::size_t i = 0; i < values.size() && i < 30; ++i) out += (i ? ", " : "") + num(values[i]);
    if (values.size() > 30) out += ", ... (" + num(static_cast<std::int64_t>(values.size())) + " in all)";
    return out;
}

// What a program needs to compute values: C++ that defines
//   bool prepare(u64 largest);  // called once with the largest heap in the input
//   u64 grundy(u64 n);
struct ValueCode {
    std::string method;  // one line for the header: how the values are computed and why that is right
    std::string code;
};

// ---- 1. formulas ------------------------------------------------------------------------------

struct Formula {
    std::string expression;  // C++ in terms of n (u64)
    std::string why;
    std::function<std::int64_t(std::int64_t)> value;  // the same formula here, to check it
};

std::optional<Formula> formulaFor(const std::string& family, const std::string& args) {
    if (family == "nim") return Formula{"n", "g(n) = n (Bouton 1902)", [](std::int64_t n) { return n; }};
    if (family == "bash") {
        const auto read = numbersOf(args);
        if (read.size() != 1) return std::nullopt;
        const std::int64_t m = read[0];
        return Formula{"n % " + num(m + 1) + "ULL", "g(n) = n mod (M+1), the Bash game's value",
                       [m](std::int64_t n) { return n % (m + 1); }};
    }
    if (family == "take-range") {
        const auto pq = numbersOf(args);
        if (pq.size() != 2 || pq[0] < 1) return std::nullopt;
        const std::int64_t p = pq[0], q = pq[1];
        return Formula{
            "n == 0 ? 0 : ((n - 1) % " + num(p + q) + "ULL) / " + num(p) + "ULL",
            "g(n) = floor(((n-1) mod (P+Q)) / P) for n >= 1, from the subtraction game {P..Q} (Winning Ways ch. 4)",
            [p, q](std::int64_t n) { return n == 0 ? 0 : ((n - 1) % (p + q)) / p; }};
    }
    if (family == "subtraction" && args == "pow2")
        return Formula{"n % 3", "g(n) = n mod 3: every power of two is 1 or 2 mod 3",
                       [](std::int64_t n) { return n % 3; }};
    if (family == "lasker")
        return Formula{"n == 0 ? 0 : n % 4 == 0 ? n - 1 : n % 4 == 3 ? n + 1 : n",
                       "Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 "
                       "(the published theorem, e.g. HDU 3032's solution)",
                       [](std::int64_t n) {
                           return n == 0 ? 0 : n % 4 == 0 ? n - 1 : n % 4 == 3 ? n + 1 : n;
                       }};
    return std::nullopt;
}

ValueCode formulaCode(const Formula& f, std::int64_t checked) {
    ValueCode out;
    out.method = "formula: " + f.why + "; it agrees with the playground's mex table for every n < " + num(checked);
    out.code =
        "bool prepare(u64) { return true; }\n\n"
        "u64 grundy(u64 n) { return " +
        f.expression + "; }\n";
    return out;
}

// ---- 2. period tables ----------------------------------------------------------------------------

ValueCode periodCode(const Periodicity& per) {
    ValueCode out;
    out.method = "period table: g(n + " + num(per.period) + ") = g(n) for every n >= " + num(per.preperiod) +
                 ", proven by the " + per.theorem;
    bool identity = per.preperiod == 0;
    for (std::int64_t i = 0; identity && i < per.period; ++i)
        identity = per.head[static_cast<std::size_t>(i)] == Value(i);
    if (identity) {
        out.code =
            "bool prepare(u64) { return true; }\n\n"
            "u64 grundy(u64 n) { return n % " +
            num(per.period) + "ULL; }\n";
        return out;
    }
    std::vector<std::int64_t> head(per.head.begin(), per.head.end());
    out.code = "// g(0) .. g(" + num(per.preperiod + per.period - 1) +
               "): the preperiod, then one period.\n"
               "static const unsigned kHead[] = " +
               arrayText(head) +
               ";\n"
               "const u64 kPreperiod = " +
               num(per.preperiod) + ", kPeriod = " + num(per.period) +
               ";\n\n"
               "bool prepare(u64) { return true; }\n\n"
               "u64 grundy(u64 n) {\n"
               "    if (n < kPreperiod + kPeriod) return kHead[n];\n"
               "    return kHead[kPreperiod + (n - kPreperiod) % kPeriod];\n"
               "}\n";
    return out;
}

// ---- 3. table computations ----------------------------------------------------------------------

// The shared frame of a table computation: `setup` runs once (it may use `largest`), `options`
// marks the values of heap n's options with mark(v) and may read g[0..n-1].
std::string tableFrame(std::int64_t maxHeap, const std::string& cost, const std::string& setup,
                       const std::string& options) {
    return "// g[n] for n up to the largest heap in the input, by the mex rule. seenAt[v] == stamp marks\n"
           "// value v as taken by an option of the current heap; bumping the stamp clears every mark at once.\n"
           "static std::vector<unsigned> g;\n"
           "static std::vector<unsigned> seenAt;\n"
           "static unsigned stamp = 0;\n\n"
           "static inline void mark(unsigned v) {\n"
           "    if (v >= seenAt.size()) seenAt.resize(2 * v + 2, 0);\n"
           "    seenAt[v] = stamp;\n"
           "}\n\n"
           "// Largest heap this program computes (" +
           cost +
           ").\n"
           "const u64 kMaxHeap = " +
           num(maxHeap) +
           ";\n\n"
           "bool prepare(u64 largest) {\n"
           "    if (largest > kMaxHeap) {\n"
           "        std::cerr << \"heap \" << largest << \" is too large: this program computes heaps up to \" << "
           "kMaxHeap << \"\\n\";\n"
           "        return false;\n"
           "    }\n"
           "    g.assign(largest + 1, 0);\n" +
           setup +
           "    for (u64 n = 0; n <= largest; ++n) {\n"
           "        ++stamp;\n" +
           options +
           "        unsigned v = 0;\n"
           "        while (v < seenAt.size() && seenAt[v] == stamp) ++v;\n"
           "        g[n] = v;\n"
           "    }\n"
           "    return true;\n"
           "}\n\n"
           "u64 grundy(u64 n) { return g[n]; }\n";
}

// Moves n -> n - s for s in a sorted member list `moves` built by `setup`.
std::string subtractionOptions() {
    return "        for (u64 s : moves) {\n"
           "            if (s > n) break;\n"
           "            mark(g[n - s]);\n"
           "        }\n";
}

std::optional<ValueCode> finiteSubtractionCode(const std::vector<std::int64_t>& members) {
    ValueCode out;
    out.method = "table computation: the mex of g(n - s) over s in S, for each n up to the largest heap asked";
    out.code = "static const u64 kMoves[] = " + arrayText(members) +
               ";\n"
               "static std::vector<u64> moves(std::begin(kMoves), std::end(kMoves));\n\n" +
               tableFrame(100'000'000, "|S| steps per heap", "", subtractionOptions());
    return out;
}

std::optional<ValueCode> namedSubtractionCode(const std::string& name) {
    std::string setup;
    if (name == "fib") {
        setup =
            "    std::vector<u64>& m = moves;\n"
            "    m.clear();\n"
            "    for (u64 a = 1, b = 2; a <= largest; b = a + b, a = b - a) m.push_back(a);  // 1, 2, 3, 5, 8, ...\n";
    } else if (name == "squares") {
        setup =
            "    moves.clear();\n"
            "    for (u64 k = 1; k * k <= largest; ++k) moves.push_back(k * k);\n";
    } else if (name == "primes") {
        setup =
            "    moves.clear();\n"
            "    std::vector<bool> composite(largest + 1, false);\n"
            "    for (u64 i = 2; i <= largest; ++i) {\n"
            "        if (composite[i]) continue;\n"
            "        moves.push_back(i);\n"
            "        for (u64 j = i * i; j <= largest; j += i) composite[j] = true;\n"
            "    }\n";
    } else {
        return std::nullopt;
    }
    ValueCode out;
    out.method = "table computation: the mex of g(n - s) over the set's members s <= n";
    const std::int64_t maxHeap = name == "fib" ? 100'000'000 : 200'000;
    const std::string cost = name == "fib" ? "about 90 steps per heap" : "the set's members up to n, for each heap n";
    out.code = "static std::vector<u64> moves;  // the set's members up to the largest heap, ascending\n\n" +
               tableFrame(maxHeap, cost, setup, subtractionOptions());
    return out;
}

// All-but sets: heap n's options are every g(m), m < n, except g(n - e) for excluded e. The
// values of g[0..n-1] are kept as counts; removing the few excluded ones, the mex is the least
// value whose count dropped to 0, or else the mex of all of g[0..n-1]. O(|E|) per heap.
ValueCode allButCode(const std::vector<std::int64_t>& excluded) {
    ValueCode out;
    out.method =
        "table computation: counts of the values below n, minus the excluded moves, give the mex in "
        "O(|E|) steps per heap";
    out.code = "static const u64 kExcluded[] = " + arrayText(excluded) +
               ";\n"
               "static std::vector<unsigned> g;\n"
               "const u64 kMaxHeap = 100000000;\n\n"
               "bool prepare(u64 largest) {\n"
               "    if (largest > kMaxHeap) {\n"
               "        std::cerr << \"heap \" << largest << \" is too large: this program computes heaps up to \" << "
               "kMaxHeap << \"\\n\";\n"
               "        return false;\n"
               "    }\n"
               "    g.assign(largest + 1, 0);\n"
               "    std::vector<u64> count(2, 0);  // count[v]: how many of g[0..n-1] equal v\n"
               "    u64 allMex = 0;                // mex of g[0..n-1]\n"
               "    for (u64 n = 0; n <= largest; ++n) {\n"
               "        for (u64 e : kExcluded)\n"
               "            if (e <= n) --count[g[n - e]];\n"
               "        u64 v = allMex;\n"
               "        for (u64 e : kExcluded)\n"
               "            if (e <= n && count[g[n - e]] == 0 && g[n - e] < v) v = g[n - e];\n"
               "        for (u64 e : kExcluded)\n"
               "            if (e <= n) ++count[g[n - e]];\n"
               "        g[n] = static_cast<unsigned>(v);\n"
               "        if (v + 2 > count.size()) count.resize(2 * v + 2, 0);\n"
               "        ++count[v];\n"
               "        while (allMex < count.size() && count[allMex] > 0) ++allMex;\n"
               "    }\n"
               "    return true;\n"
               "}\n\n"
               "u64 grundy(u64 n) { return g[n]; }\n";
    return out;
}

// Octal and hex codes, read as the playground reads them (take_and_break.cpp): digit d_k says what
// removing k tokens may leave: bit 1 nothing (the heap had exactly k), bit 2 one non-empty heap,
// bit 4 two non-empty heaps, bit 8 three; d_0 may only split.
ValueCode codeTableCode(const std::vector<int>& digits) {
    bool two = false, three = false;
    std::vector<std::int64_t> d;
    for (int x : digits) {
        d.push_back(x);
        two = two || (x & 4);
        three = three || (x & 8);
    }
    const std::int64_t maxHeap = three ? 3000 : two ? 100'000 : 100'000'000;
    const std::string cost = three ? "about n^3/36 steps up to heap n"
                             : two ? "about n^2/4 steps up to heap n"
                                   : "one step per code digit per heap";
    std::string options =
        "        for (u64 k = 0; k < sizeof(kCode) / sizeof(kCode[0]) && k <= n; ++k) {\n"
        "            const unsigned d = kCode[k];\n"
        "            const u64 r = n - k;  // tokens left for the heaps the move leaves\n"
        "            if ((d & 1) && k >= 1 && r == 0) mark(0);\n"
        "            if ((d & 2) && k >= 1 && r >= 1) mark(g[r]);\n"
        "            if (d & 4)\n"
        "                for (u64 a = 1; 2 * a <= r; ++a) mark(g[a] ^ g[r - a]);\n"
        "            if (d & 8)\n"
        "                for (u64 a = 1; 3 * a <= r; ++a)\n"
        "                    for (u64 b = a; 2 * b <= r - a; ++b) mark(g[a] ^ g[b] ^ g[r - a - b]);\n"
        "        }\n";
    ValueCode out;
    out.method = "table computation: the mex over every move the code allows, for each n up to the largest heap asked";
    out.code =
        "// kCode[k] = d_k, the code's digit for removing k tokens.\n"
        "static const unsigned kCode[] = " +
        arrayText(d) + ";\n\n" + tableFrame(maxHeap, cost, "", options);
    return out;
}

ValueCode grundysGameCode() {
    ValueCode out;
    out.method = "table computation: the mex of g(a) xor g(n - a) over the unequal splits, for each n";
    out.code = tableFrame(100'000, "about n^2/4 steps up to heap n", "",
                          "        for (u64 a = 1; 2 * a < n; ++a) mark(g[a] ^ g[n - a]);\n");
    return out;
}

ValueCode laskerTableCode() {
    ValueCode out;
    out.method = "table computation: the mex over every take and every split, for each n";
    out.code = tableFrame(50'000, "about 3n^2/4 steps up to heap n", "",
                          "        for (u64 m = 0; m < n; ++m) mark(g[m]);\n"
                          "        for (u64 a = 1; 2 * a <= n; ++a) mark(g[a] ^ g[n - a]);\n");
    return out;
}

std::vector<int> codeDigits(const std::string& code) {
    const auto point = code.find('.');
    if (point == std::string::npos) return {0};  // canonical codes always have a point
    const auto digit = [](char c) { return c <= '9' ? c - '0' : (c >= 'a' ? c - 'a' : c - 'A') + 10; };
    std::vector<int> out{point == 1 ? digit(code[0]) : 0};
    for (std::size_t i = point + 1; i < code.size(); ++i) out.push_back(digit(code[i]));
    return out;
}

// The table computation for a family whose spec grammar says what the moves are.
std::optional<ValueCode> tableCodeFor(const std::string& family, const std::string& args) {
    if (family == "subtraction") {
        if (args.rfind("all-but:", 0) == 0) return allButCode(numbersOf(args.substr(8)));
        if (args == "fib" || args == "squares" || args == "primes") return namedSubtractionCode(args);
        if (!args.empty() && args[0] >= '0' && args[0] <= '9') return finiteSubtractionCode(numbersOf(args));
        return std::nullopt;
    }
    if (family == "octal" || family == "hex") return codeTableCode(codeDigits(args));
    if (family == "grundy") return grundysGameCode();
    if (family == "lasker") return laskerTableCode();
    return std::nullopt;
}

// ---- 4. the embedded table ----------------------------------------------------------------------

ValueCode embeddedCode(const std::vector<Value>& values) {
    std::vector<std::int64_t> v(values.begin(), values.end());
    ValueCode out;
    out.method = "embedded table: the playground's values g(0) .. g(" +
                 num(static_cast<std::int64_t>(values.size()) - 1) + "); larger heaps are refused";
    out.code = "static const unsigned kTable[] = " + arrayText(v) +
               ";\n"
               "const u64 kTableSize = sizeof(kTable) / sizeof(kTable[0]);\n\n"
               "bool prepare(u64 largest) {\n"
               "    if (largest >= kTableSize) {\n"
               "        std::cerr << \"heap \" << largest << \" is beyond this program's table (heaps 0 to \" << "
               "kTableSize - 1 << \")\\n\";\n"
               "        return false;\n"
               "    }\n"
               "    return true;\n"
               "}\n\n"
               "u64 grundy(u64 n) { return kTable[n]; }\n";
    return out;
}

// ---- the whole program --------------------------------------------------------------------------

std::string describe(const std::string& family, const std::string& args) {
    if (family == "nim") return "Nim: a move takes any positive number of tokens from one heap.";
    if (family == "bash") return "Bash game: a move takes 1 to " + args + " tokens.";
    if (family == "take-range")
        return "take-range " + args +
               " (HDU 2897): a move takes P to Q tokens, all of them when fewer than P are left, "
               "and whoever takes the last token loses; played here as its normal-play form, in which heaps 1..P have "
               "no move.";
    if (family == "subtraction") {
        if (args == "fib") return "subtraction game: a move takes a Fibonacci number of tokens (1, 2, 3, 5, 8, ...).";
        if (args == "pow2") return "subtraction game: a move takes a power of two (1, 2, 4, 8, ...).";
        if (args == "squares") return "subtraction game: a move takes a square number of tokens (1, 4, 9, ...).";
        if (args == "primes") return "subtraction game: a move takes a prime number of tokens (2, 3, 5, 7, ...).";
        if (args.rfind("all-but:", 0) == 0)
            return "subtraction game: a move takes any positive number of tokens except " +
                   listForComment(numbersOf(args.substr(8))) + ".";
        return "subtraction game: a move takes s tokens for s in {" + listForComment(numbersOf(args)) + "}.";
    }
    if (family == "octal" || family == "hex")
        return "take-and-break code " + args +
               ": digit k after the point says what removing k tokens may leave "
               "(bit 1: nothing, 2: one heap, 4: two heaps" +
               std::string(family == "hex" ? ", 8: three heaps" : "") +
               "); the digit before the point, splitting without removing.";
    if (family == "lasker") return "Lasker's Nim: a move takes any positive number of tokens, or splits a heap in two.";
    if (family == "grundy") return "Grundy's game: a move splits a heap into two non-empty heaps of different sizes.";
    if (family == "rules") return "a game given by its rules in the playground's rule language (the program is above).";
    return "the game " + family + (args.empty() ? "" : ":" + args) + ".";
}

// A closed-form P test from a proven residue rule, when it is short: n % 7 == 0 || n % 7 == 2.
std::optional<std::string> isPExpression(const OutcomePattern& rule) {
    if (!rule.proven || rule.kind != OutcomePatternKind::Residues) return std::nullopt;
    if (rule.residues.size() + rule.exceptions.size() > 16) {
        // Long lists still have a short form when the residues are one run: (n % q) < k.
        if (!rule.exceptions.empty()) return std::nullopt;
        const auto& r = rule.residues;
        if (r.back() - r.front() + 1 != static_cast<std::int64_t>(r.size())) return std::nullopt;
        const std::string mod = "n % " + num(rule.modulus) + "ULL";
        return "(" + mod + " >= " + num(r.front()) + " && " + mod + " <= " + num(r.back()) + ")";
    }
    std::vector<std::string> terms;
    for (auto e : rule.exceptions) terms.push_back("n == " + num(e));
    std::vector<std::string> periodic;
    for (auto r : rule.residues)
        periodic.push_back(rule.modulus == 1 ? "true" : "n % " + num(rule.modulus) + " == " + num(r));
    std::string periodicPart;
    for (std::size_t i = 0; i < periodic.size(); ++i) periodicPart += (i ? " || " : "") + periodic[i];
    if (!periodic.empty()) {
        if (rule.from > 0) periodicPart = "(n >= " + num(rule.from) + " && (" + periodicPart + "))";
        terms.push_back(periodicPart);
    }
    if (terms.empty()) return std::string("false");
    std::string out;
    for (std::size_t i = 0; i < terms.size(); ++i) out += (i ? " || " : "") + terms[i];
    return out;
}

// Comment lines of at most ~100 columns: "// Values: ..." wrapped with its continuation indented.
std::string commentParagraph(const std::string& label, const std::string& text) {
    std::string out, line = "// " + label + " ";
    const std::string indent = "//     ";
    // Words split at the C locale's white space, as `istream >> word` splits them, without pulling
    // iostream and its locale tables into the wasm module (about 90 KB).
    const std::string_view space = " \t\n\v\f\r";
    std::size_t end = 0;
    for (std::size_t start; (start = text.find_first_not_of(space, end)) != std::string::npos;) {
        end = std::min(text.find_first_of(space, start), text.size());
        const std::string word = text.substr(start, end - start);
        if (line.size() + word.size() > 100 && line.size() > indent.size()) {
            out += line + "\n";
            line = indent;
        }
        if (line.back() != ' ') line += ' ';
        line += word;
    }
    return out + line + "\n";
}

std::string program(const std::string& spec, const std::string& description, const ValueCode& values,
                    const std::string& outcomeLine, const std::optional<std::string>& isP) {
    // A rules:{...} spec spans lines: its title is its shape, and its program follows, commented.
    std::string title = spec, programLines;
    if (spec.rfind("rules:", 0) == 0) {
        title = "rules:{...}";
        std::size_t start = spec.find('{') + 1;
        const std::size_t end = spec.rfind('}');
        while (start < end) {
            const std::size_t eol = std::min(spec.find('\n', start), end);
            programLines += "//   " + spec.substr(start, eol - start) + "\n";
            start = eol + 1;
        }
    }
    std::string out =
        "// " + title +
        ": Sprague-Grundy values, exported by Grundy Playground.\n"
        "//\n" +
        programLines + (programLines.empty() ? "" : "//\n") + commentParagraph("Game:", description) +
        commentParagraph("Values:", values.method + ".") + commentParagraph("Outcomes:", outcomeLine) +
        "//\n"
        "// Input: one position per line: a heap size, or several heap sizes separated by spaces or '+'\n"
        "// (a sum of heaps). Output: one line per position with its value, the XOR of its heaps' values.\n"
        "// With --outcome the program prints P (the player to move loses) or N (wins) instead.\n"
        "// Build: g++ -std=c++17 -O2 -o game game.cpp\n"
        "#include <cstdint>\n"
        "#include <iostream>\n"
        "#include <iterator>\n"
        "#include <string>\n"
        "#include <vector>\n\n"
        "typedef unsigned long long u64;\n\n" +
        values.code + "\n";
    if (isP) {
        out +=
            "// The P-positions in closed form (proven): a single heap n is P exactly when this holds.\n"
            "bool isP(u64 n) { return " +
            *isP + "; }\n\n";
    } else {
        out +=
            "// A single heap n is P exactly when its value is 0.\n"
            "bool isP(u64 n) { return grundy(n) == 0; }\n\n";
    }
    out +=
        "int main(int argc, char** argv) {\n"
        "    std::ios::sync_with_stdio(false);\n"
        "    const bool outcome = argc > 1 && std::string(argv[1]) == \"--outcome\";\n"
        "    std::vector<u64> heaps;         // every heap of every position, in order\n"
        "    std::vector<std::size_t> ends;  // position i is heaps[ends[i-1] .. ends[i])\n"
        "    u64 largest = 0;\n"
        "    std::string line;\n"
        "    while (std::getline(std::cin, line)) {\n"
        "        const std::size_t before = heaps.size();\n"
        "        u64 number = 0;\n"
        "        bool inNumber = false;\n"
        "        for (const char c : line + ' ') {\n"
        "            if (c >= '0' && c <= '9') {\n"
        "                if (number > (~0ULL - 9) / 10) {\n"
        "                    std::cerr << \"heap too large in: \" << line << \"\\n\";\n"
        "                    return 1;\n"
        "                }\n"
        "                number = number * 10 + static_cast<u64>(c - '0');\n"
        "                inNumber = true;\n"
        "            } else if (c == ' ' || c == '\\t' || c == '\\r' || c == '+') {\n"
        "                if (inNumber) {\n"
        "                    heaps.push_back(number);\n"
        "                    if (number > largest) largest = number;\n"
        "                }\n"
        "                number = 0;\n"
        "                inNumber = false;\n"
        "            } else {\n"
        "                std::cerr << \"not a heap size: \" << line << \"\\n\";\n"
        "                return 1;\n"
        "            }\n"
        "        }\n"
        "        if (heaps.size() > before) ends.push_back(heaps.size());\n"
        "    }\n"
        "    if (!prepare(largest)) return 1;\n"
        "    std::string out;\n"
        "    std::size_t begin = 0;\n"
        "    for (const std::size_t end : ends) {\n"
        "        if (outcome && end - begin == 1) {\n"
        "            out += isP(heaps[begin]) ? \"P\\n\" : \"N\\n\";\n"
        "        } else {\n"
        "            u64 value = 0;\n"
        "            for (std::size_t i = begin; i < end; ++i) value ^= grundy(heaps[i]);\n"
        "            out += outcome ? (value == 0 ? \"P\" : \"N\") : std::to_string(value);\n"
        "            out += '\\n';\n"
        "        }\n"
        "        begin = end;\n"
        "    }\n"
        "    std::cout << out;\n"
        "    return 0;\n"
        "}\n";
    return out;
}

// Beyond this many values a period table is not written out (a table computation is used instead,
// when the family has one).
constexpr std::int64_t kMaxPeriodTable = 1 << 17;
// The embedded table's largest size.
constexpr std::int64_t kMaxEmbedded = 1 << 16;

}  // namespace

Result<std::string> exportCpp(const GamePtr& game, const PeriodSearch& search) {
    if (!game) return fail("no game was given");
    if (!game->isHeapGame())
        return fail("export writes programs for heap games; '" + game->spec() +
                    "' has two coordinates (export its table as CSV or JSON instead)");
    const std::string spec = game->spec();
    const auto colon = spec.find(':');
    const std::string family = spec.substr(0, colon);
    const std::string args = colon == std::string::npos ? "" : spec.substr(colon + 1);

    auto per = findPeriodicity(game, search);
    if (!per) return fail(per.error());
    auto values = heapValues(game, std::min<std::int64_t>(per->checked, std::int64_t{1} << 20));
    if (!values) return fail(values.error());
    const auto checked = static_cast<std::int64_t>(values->size());

    std::optional<ValueCode> code;
    if (auto f = formulaFor(family, args)) {
        bool agrees = true;
        for (std::int64_t n = 0; n < checked && agrees; ++n)
            agrees = f->value(n) == static_cast<std::int64_t>((*values)[static_cast<std::size_t>(n)]);
        if (agrees) code = formulaCode(*f, checked);
    }
    if (!code && per->proven && per->saltus == 0 && per->preperiod + per->period <= kMaxPeriodTable)
        code = periodCode(*per);
    if (!code) code = tableCodeFor(family, args);
    if (!code) {
        std::vector<Value> head(values->begin(), values->begin() + std::min<std::int64_t>(checked, kMaxEmbedded));
        code = embeddedCode(head);
    }

    std::string outcomeLine = "a single heap n is P exactly when g(n) = 0.";
    std::optional<std::string> isP;
    if (per->found) {
        const OutcomePattern rule = residuePatternFromPeriodicity(*per);
        outcomeLine = rule.english + " (" + (rule.proven ? "proven" : "observed for n < " + num(per->checked)) + ").";
        isP = isPExpression(rule);
    }
    return program(spec, describe(family, args), *code, outcomeLine, isP);
}

Result<std::string> exportCpp(const GameSpec& rules, const PeriodSearch& search) {
    if (rules.components.empty()) return fail("the ruleset has no game");
    if (!rules.isSingle())
        return fail("export writes a program for one game; '" + rules.text() +
                    "' is a sum of different games (the program itself reads sums of heaps of one game)");
    if (rules.misere)
        return fail(
            "export writes normal-play values; misère play has no Sprague-Grundy values to print (drop "
            "'misere:')");
    return exportCpp(rules.components[0], search);
}

// ---- CSV and JSON -----------------------------------------------------------------------------------

namespace {

std::string jsonString(const std::string& s) {
    std::string out = "\"";
    for (const char c : s) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\r':
                out += "\\r";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    const char* hex = "0123456789abcdef";
                    out += "\\u00";
                    out += hex[(c >> 4) & 0xf];
                    out += hex[c & 0xf];
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

}  // namespace

std::string toCsv(const std::vector<Value>& values) {
    std::string out = "n,value\n";
    out.reserve(values.size() * 10 + 8);
    for (std::size_t i = 0; i < values.size(); ++i) out += std::to_string(i) + "," + std::to_string(values[i]) + "\n";
    return out;
}

std::string toJson(const std::string& spec, const std::vector<Value>& values) {
    std::string out = "{\"spec\":" + jsonString(spec) + ",\"values\":[";
    out.reserve(values.size() * 4 + out.size() + 2);
    for (std::size_t i = 0; i < values.size(); ++i) out += (i ? "," : "") + std::to_string(values[i]);
    return out + "]}\n";
}

std::string gridToCsv(std::int64_t rows, std::int64_t cols, const GridValue& value) {
    std::string out = "x\\y";
    for (std::int64_t y = 0; y < cols; ++y) out += "," + std::to_string(y);
    out += "\n";
    for (std::int64_t x = 0; x < rows; ++x) {
        out += std::to_string(x);
        for (std::int64_t y = 0; y < cols; ++y) out += "," + std::to_string(value(x, y));
        out += "\n";
    }
    return out;
}

std::string gridToJson(const std::string& spec, std::int64_t rows, std::int64_t cols, const GridValue& value) {
    std::string out = "{\"spec\":" + jsonString(spec) + ",\"rows\":" + std::to_string(rows) +
                      ",\"cols\":" + std::to_string(cols) + ",\"values\":[";
    for (std::int64_t x = 0; x < rows; ++x) {
        out += x ? ",[" : "[";
        for (std::int64_t y = 0; y < cols; ++y) out += (y ? "," : "") + std::to_string(value(x, y));
        out += "]";
    }
    return out + "]}\n";
}

}  // namespace grundy
