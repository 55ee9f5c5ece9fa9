// Export: a complete C++17 program for one game, and CSV/JSON of tables.
//
// A heap game's program's value code is, in order of preference:
//   1. a formula the game's family proves (Game::programParts: Nim's n, Bash's n mod (M+1), ...),
//      used only after it agrees with the core's table on every position computed;
//   2. the period the values show (period_search.cpp): the head table g(0) .. g(a + p - 1) and
//      g(n) = g(a + (n - a) mod p) (+ the saltus per period where arithmetic-periodic), which
//      answers any heap a u64 holds. Proven by a theorem, or observed on every value the search
//      computed, and the program's header and the page say which: the rule a contestant submits for
//      heaps up to 10^18 once a period has held for millions of values;
//   3. the table computation the game's family writes from its moves (mex with a stamp array,
//      sized from the input's largest heap);
//   4. otherwise the table the core computed, embedded, answering heaps within it.
// A game of two or three coordinates has the same order without periods (a formula checked on the
// positions below kCheckSide: the corner game's; the family's table computation: Wythoff's rays,
// the Fibonacci game's rows; the core's values embedded: a rules game), and answers --outcome on
// one position by the family's P-position rule where it has one, checked the same way (Wythoff's
// golden-ratio pairs, the Fibonacci game's Zeckendorf rule). A graph's program holds its edges.
#include "grundy/analysis/export.hpp"

#include <algorithm>
#include <string>
#include <string_view>

#include "../program_code.hpp"
#include "grundy/analysis/outcome_patterns.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/search/grid_search.hpp"

namespace grundy {

namespace {

using program::arrayText;
using program::num;

// ---- 1. formulas ------------------------------------------------------------------------------

ProgramCode formulaCode(const ProgramFormula& f, std::int64_t checked) {
    ProgramCode out;
    out.method = "formula: " + f.why + "; it agrees with the playground's mex table for every n < " + num(checked);
    out.code =
        "bool prepare(u64) { return true; }\n\n"
        "u64 grundy(u64 n) { return " +
        f.expression + "; }\n";
    return out;
}

// ---- 2. period tables ----------------------------------------------------------------------------

// The period as the program's rule. Observed (not proven), the header says for how many values it
// held, so a reader knows what the program assumes beyond them.
ProgramCode periodCode(const Periodicity& per) {
    ProgramCode out;
    const std::string law = "g(n + " + num(per.period) + ") = g(n)" + (per.saltus ? " + " + num(per.saltus) : "") +
                            " for every n >= " + num(per.preperiod);
    out.method = "period table: " + law + ", " +
                 (per.proven ? "proven by the " + per.theorem.text
                             : "observed for every n < " + num(per.checked) +
                                   " and not proven: the program assumes it goes on for larger heaps");
    bool identity = per.preperiod == 0 && per.saltus == 0;
    for (std::int64_t i = 0; identity && i < per.period; ++i)
        identity = per.head[static_cast<std::size_t>(i)] == Value(i);
    if (identity) {
        out.code =
            "bool prepare(u64) { return true; }\n\n"
            "u64 grundy(u64 n) { return n % " +
            num(per.period) + "ULL; }\n";
        return out;
    }
    const std::vector<Value> values = per.head.values();
    const std::vector<std::int64_t> head(values.begin(), values.end());
    out.code = "// g(0) .. g(" + num(per.preperiod + per.period - 1) +
               "): the preperiod, then one period.\n"
               "static const unsigned kHead[] = " +
               arrayText(head) +
               ";\n"
               "const u64 kPreperiod = " +
               num(per.preperiod) + ", kPeriod = " + num(per.period) + ";\n\n";
    if (per.saltus == 0) {
        out.code +=
            "bool prepare(u64) { return true; }\n\n"
            "u64 grundy(u64 n) {\n"
            "    if (n < kPreperiod + kPeriod) return kHead[n];\n"
            "    return kHead[kPreperiod + (n - kPreperiod) % kPeriod];\n"
            "}\n";
        return out;
    }
    const auto largest = *std::max_element(values.begin(), values.end());
    out.code +=
        "// Each period adds the saltus to the values of the one before.\n"
        "const u64 kSaltus = " +
        num(per.saltus) + ", kLargestHead = " + num(largest) +
        ";\n\n"
        "bool prepare(u64 largest) {\n"
        "    if (largest >= kPreperiod && (largest - kPreperiod) / kPeriod > (~0ULL - kLargestHead) / kSaltus) {\n"
        "        std::cerr << \"the value of heap \" << largest << \" does not fit in 64 bits\\n\";\n"
        "        return false;\n"
        "    }\n"
        "    return true;\n"
        "}\n\n"
        "u64 grundy(u64 n) {\n"
        "    if (n < kPreperiod + kPeriod) return kHead[n];\n"
        "    return kHead[kPreperiod + (n - kPreperiod) % kPeriod] + (n - kPreperiod) / kPeriod * kSaltus;\n"
        "}\n";
    return out;
}

// ---- 4. the embedded table ----------------------------------------------------------------------

ProgramCode embeddedCode(const std::vector<Value>& values) {
    std::vector<std::int64_t> v(values.begin(), values.end());
    ProgramCode out;
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

// The program's header, up to its Outcomes line: its title, a rules game's program, the game and how
// its values and outcomes are worked out. `rulesProgram`: the program of a game in the rule language
// (GameTraits::program), "" otherwise.
std::string headerText(const std::string& spec, const std::string& rulesProgram, const std::string& description,
                       const ProgramCode& values, const std::string& outcomeLine) {
    // A rules:{...} spec spans lines: its title is its shape, and its program follows, commented.
    std::string title = spec, programLines;
    if (!rulesProgram.empty()) {
        title = "rules:{...}";
        std::size_t start = 0;
        const std::size_t end = rulesProgram.size();
        while (start < end) {
            const std::size_t eol = std::min(rulesProgram.find('\n', start), end);
            programLines += "//   " + rulesProgram.substr(start, eol - start) + "\n";
            start = eol + 1;
        }
    }
    return "// " + title +
           ": Sprague-Grundy values, exported by Grundy Playground.\n"
           "//\n" +
           programLines + (programLines.empty() ? "" : "//\n") + commentParagraph("Game:", description) +
           commentParagraph("Values:", values.method + ".") + commentParagraph("Outcomes:", outcomeLine);
}

// A program's reading of one digit c of a number (`what`: "heap", "number"), up to 2^64 - 1 and no
// further: the lines inside `if (c >= '0' && c <= '9') {`.
std::string digitText(const std::string& what) {
    return "                const u64 digit = static_cast<u64>(c - '0');\n"
           "                if (number > (~0ULL - digit) / 10) {\n"
           "                    std::cerr << \"" +
           what +
           " too large in: \" << line << \"\\n\";\n"
           "                    return 1;\n"
           "                }\n"
           "                number = number * 10 + digit;\n"
           "                inNumber = true;\n";
}

// The end of a program's main(): each line's answer, P or N by the outcome rule where the line is
// one position and `outcome` is asked, else the XOR of its positions' values (P or N by it with
// `outcome`), all written at once. A line's numbers are `numbers`[begin, end), `width` per position.
std::string answersText(const std::string& numbers, const std::string& width) {
    const bool single = width == "1";  // a position is one number, passed by value
    const std::string at = single ? numbers + "[begin]" : "&" + numbers + "[begin]";
    const std::string each = single ? numbers + "[i]" : "&" + numbers + "[i]";
    return "    for (const std::size_t end : ends) {\n"
           "        if (outcome && end - begin == " +
           width +
           ") {\n"
           "            out += isP(" +
           at +
           ") ? \"P\\n\" : \"N\\n\";\n"
           "        } else {\n"
           "            u64 value = 0;\n"
           "            for (std::size_t i = begin; i < end; " +
           (single ? std::string("++i") : "i += " + width) + ") value ^= grundy(" + each +
           ");\n"
           "            out += outcome ? (value == 0 ? \"P\" : \"N\") : std::to_string(value);\n"
           "            out += '\\n';\n"
           "        }\n"
           "        begin = end;\n"
           "    }\n"
           "    std::cout << out;\n"
           "    return 0;\n"
           "}\n";
}

std::string programText(const std::string& spec, const std::string& rulesProgram, const std::string& description,
                        const ProgramCode& values, const std::string& outcomeLine,
                        const std::optional<std::string>& isP) {
    std::string out =
        headerText(spec, rulesProgram, description, values, outcomeLine) +
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
        "            if (c >= '0' && c <= '9') {\n" +
        digitText("heap") +
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
        "    std::size_t begin = 0;\n" +
        answersText("heaps", "1");
    return out;
}

// Beyond this many values a period table is not written out (a table computation is used instead,
// when the family has one).
constexpr std::int64_t kMaxPeriodTable = 1 << 17;
// The embedded table's largest size.
constexpr std::int64_t kMaxEmbedded = 1 << 16;

// ---- games of two or three coordinates ---------------------------------------------------------

// A closed form (a formula, or a P-position rule) is checked on the positions with every coordinate
// below kCheckSide (the board's sides when smaller) before it is written.
constexpr std::int64_t kCheckSide = 1024;
// Values embedded when the game's family has no other way: coordinates below this side; a square
// holds as many values as a heap game's embedded table, a cube 4096.
constexpr std::int64_t kEmbeddedSide = 256;
constexpr std::int64_t kEmbeddedCube = 16;

// The values of every position whose coordinates are below `sides`, row-major (the last coordinate
// fastest). Two coordinates come from the core's table; three, position by position.
Result<std::vector<Value>> boxValues(const GamePtr& game, const std::vector<std::int64_t>& sides) {
    if (sides.size() == 2) return gridValues(game, sides[0], sides[1]);
    Evaluator evaluator(game);
    std::vector<Value> out;
    out.reserve(static_cast<std::size_t>(sides[0] * sides[1] * sides[2]));
    for (std::int64_t a = 0; a < sides[0]; ++a)
        for (std::int64_t b = 0; b < sides[1]; ++b)
            for (std::int64_t c = 0; c < sides[2]; ++c) {
                auto p = game->parsePosition(num(a) + "," + num(b) + "," + num(c));
                if (!p) return p.why();
                auto v = evaluator.value(*p);
                if (!v) return v.why();
                out.push_back(*v);
            }
    return out;
}

// "every position whose numbers are all below 1024", or with the first below R and the second below C.
std::string sidesText(const std::vector<std::int64_t>& sides) {
    if (std::all_of(sides.begin(), sides.end(), [&](std::int64_t side) { return side == sides[0]; }))
        return "every position whose numbers are all below " + num(sides[0]);
    return "every position with its first number below " + num(sides[0]) + " and its second below " + num(sides[1]);
}

ProgramCode coordinateFormulaCode(const ProgramFormula& f, const std::vector<std::int64_t>& sides) {
    ProgramCode out;
    out.method = "formula: " + f.why + "; it agrees with the playground's table for " + sidesText(sides);
    out.code =
        "bool prepare(const u64*) { return true; }\n\n"
        "u64 grundy(const u64* p) {\n"
        "    const u64 x = p[0], y = p[1];\n"
        "    return " +
        f.expression +
        ";\n"
        "}\n";
    return out;
}

ProgramCode coordinateEmbeddedCode(const std::vector<Value>& values, const std::vector<std::int64_t>& sides) {
    std::vector<std::int64_t> v(values.begin(), values.end());
    std::string sideList;
    for (std::size_t i = 0; i < sides.size(); ++i) sideList += (i ? ", " : "") + num(sides[i]);
    ProgramCode out;
    out.method = "embedded table: the playground's values for " + sidesText(sides) + "; larger positions are refused";
    out.code =
        "// The values, the last coordinate fastest.\n"
        "static const unsigned kTable[] = " +
        arrayText(v) +
        ";\n"
        "const u64 kSides[] = {" +
        sideList +
        "};\n\n"
        "bool prepare(const u64* largest) {\n"
        "    for (int i = 0; i < kCoordinates; ++i) {\n"
        "        if (largest[i] >= kSides[i]) {\n"
        "            std::cerr << \"coordinate \" << i + 1 << \" reaches \" << largest[i]\n"
        "                      << \", beyond this program's table (0 to \" << kSides[i] - 1 << \")\\n\";\n"
        "            return false;\n"
        "        }\n"
        "    }\n"
        "    return true;\n"
        "}\n\n"
        "u64 grundy(const u64* p) {\n"
        "    u64 at = 0;\n"
        "    for (int i = 0; i < kCoordinates; ++i) at = at * kSides[i] + p[i];\n"
        "    return kTable[at];\n"
        "}\n";
    return out;
}

// The program for a game of two or three coordinates: it reads each part's numbers, gets the
// values asked from its value code, and answers --outcome on a single position by the P-position
// rule where there is one.
std::string coordinateProgramText(const Game& game, const GameTraits& traits, const ProgramParts& parts,
                                  const ProgramCode& values, const std::string& outcomeLine, bool closedFormP) {
    const int k = game.dimensions();
    const std::string example = k == 2 ? "5 8, 5,8 or (5, 8)" : "1 2 3, 1,2,3 or (1, 2, 3)";
    const bool board = traits.boardRows > 0;
    std::string out =
        headerText(game.spec(), traits.program, parts.rules, values, outcomeLine) + "//\n" +
        commentParagraph(
            "Input:", "one position per line: its " + num(k) +
                          " numbers, separated by spaces or ',' and optionally in parentheses (" + example +
                          "), or several such positions one after another or joined by '+' (a sum)." +
                          (parts.start.empty() ? "" : " A line of one number is the position start() makes of it.")) +
        commentParagraph("Output:",
                         "one line per position with its value, the XOR of its parts' values. With --outcome "
                         "the program prints P (the player to move loses) or N (wins) instead.") +
        "// Build: g++ -std=c++17 -O2 -o game game.cpp\n"
        "#include <cmath>\n"
        "#include <cstdint>\n"
        "#include <iostream>\n"
        "#include <string>\n"
        "#include <vector>\n\n"
        "typedef unsigned long long u64;\n\n"
        "const int kCoordinates = " +
        num(k) + ";\n";
    if (board)
        out += "// The board: positions have x < " + num(traits.boardRows) + " and y < " + num(traits.boardCols) +
               ".\nconst u64 kBoard[] = {" + num(traits.boardRows) + ", " + num(traits.boardCols) + "};\n";
    out += "\n" + values.code + "\n";
    if (parts.outcome && closedFormP)
        out += "// The P-positions in closed form (proven, see Outcomes above): isP(p) holds exactly when p is P.\n" +
               parts.outcome->code + "\n";
    else
        out +=
            "// A single position is P exactly when its value is 0.\n"
            "bool isP(const u64* p) { return grundy(p) == 0; }\n\n";
    if (!parts.start.empty()) out += "void start(u64 n, u64* p) {\n" + parts.start + "}\n\n";
    out +=
        "int main(int argc, char** argv) {\n"
        "    std::ios::sync_with_stdio(false);\n"
        "    const bool outcome = argc > 1 && std::string(argv[1]) == \"--outcome\";\n"
        "    std::vector<u64> numbers;       // the coordinates of every part of every position, in order\n"
        "    std::vector<std::size_t> ends;  // position i is numbers[ends[i-1] .. ends[i])\n"
        "    std::string line;\n"
        "    while (std::getline(std::cin, line)) {\n"
        "        const std::size_t before = numbers.size();\n"
        "        u64 number = 0;\n"
        "        bool inNumber = false;\n"
        "        for (const char c : line + ' ') {\n"
        "            if (c >= '0' && c <= '9') {\n" +
        digitText("number") +
        "            } else if (c == ' ' || c == '\\t' || c == '\\r' || c == ',' || c == '+' || c == '(' || c == ')') "
        "{\n"
        "                if (inNumber) numbers.push_back(number);\n"
        "                number = 0;\n"
        "                inNumber = false;\n"
        "            } else {\n"
        "                std::cerr << \"not a position: \" << line << \"\\n\";\n"
        "                return 1;\n"
        "            }\n"
        "        }\n";
    if (!parts.start.empty())
        out +=
            "        if (numbers.size() == before + 1) {\n"
            "            const u64 n = numbers.back();\n"
            "            numbers.resize(before + kCoordinates);\n"
            "            start(n, &numbers[before]);\n"
            "        }\n";
    out +=
        "        if ((numbers.size() - before) % kCoordinates != 0) {\n"
        "            std::cerr << \"a position of this game has \" << kCoordinates << \" numbers: \" << line << "
        "\"\\n\";\n"
        "            return 1;\n"
        "        }\n";
    if (board)
        out +=
            "        for (std::size_t i = before; i < numbers.size(); ++i) {\n"
            "            if (numbers[i] >= kBoard[(i - before) % kCoordinates]) {\n"
            "                std::cerr << \"off the board: \" << line << \"\\n\";\n"
            "                return 1;\n"
            "            }\n"
            "        }\n";
    out +=
        "        if (numbers.size() > before) ends.push_back(numbers.size());\n"
        "    }\n"
        "    // The largest of each coordinate whose value is asked.\n"
        "    u64 largest[kCoordinates] = {};\n"
        "    std::size_t begin = 0;\n"
        "    for (const std::size_t end : ends) {\n";
    if (parts.outcome && closedFormP)
        out +=
            "        const bool byRule = outcome && end - begin == kCoordinates;  // isP needs no value\n"
            "        for (std::size_t i = begin; i < end && !byRule; ++i)\n";
    else
        out += "        for (std::size_t i = begin; i < end; ++i)\n";
    out +=
        "            if (numbers[i] > largest[(i - begin) % kCoordinates]) largest[(i - begin) % kCoordinates] = "
        "numbers[i];\n"
        "        begin = end;\n"
        "    }\n"
        "    if (!prepare(largest)) return 1;\n"
        "    std::string out;\n"
        "    begin = 0;\n" +
        answersText("numbers", "kCoordinates");
    return out;
}

Result<ExportedProgram> coordinateProgram(const GamePtr& game, const GameTraits& traits, ProgramParts parts) {
    const int k = game->dimensions();
    // The box checked or embedded: a square (cube) within the board.
    const bool checks = parts.formula || parts.outcome;
    std::vector<std::int64_t> sides(static_cast<std::size_t>(k), k == 3   ? kEmbeddedCube
                                                                 : checks ? kCheckSide
                                                                          : kEmbeddedSide);
    if (traits.boardRows > 0) {
        sides[0] = std::min(sides[0], traits.boardRows);
        sides[1] = std::min(sides[1], traits.boardCols);
    }
    std::optional<std::vector<Value>> box;
    if (checks || !parts.table) {
        auto values = boxValues(game, sides);
        if (!values) return values.why();
        box = std::move(values).value();
    }
    // Each position of the box, with its index, for the closed forms' checks (two coordinates).
    const auto agrees = [&](const auto& test) {
        for (std::int64_t x = 0; x < sides[0]; ++x)
            for (std::int64_t y = 0; y < sides[1]; ++y)
                if (!test(Position{x, y}, (*box)[static_cast<std::size_t>(x * sides[1] + y)])) return false;
        return true;
    };

    ExportedProgram out;
    std::optional<ProgramCode> code;
    if (const auto& f = parts.formula; f && k == 2 && agrees([&](const Position& p, Value v) {
                                           return f->value(p) == static_cast<std::int64_t>(v);
                                       })) {
        code = coordinateFormulaCode(*f, sides);
        out.way = ProgramWay::Formula;
    }
    if (!code && parts.table) {
        code = parts.table;
        out.way = ProgramWay::Table;
    }
    if (!code) {
        // The embedded values: the box, or its corner of kEmbeddedSide when the box was for checks.
        std::vector<std::int64_t> kept = sides;
        for (auto& side : kept) side = std::min(side, k == 3 ? kEmbeddedCube : kEmbeddedSide);
        std::vector<Value> values;
        values.reserve(static_cast<std::size_t>(kept[0] * kept[1] * (k == 3 ? kept[2] : 1)));
        if (kept == sides) {
            values = *box;
        } else {
            for (std::int64_t x = 0; x < kept[0]; ++x)
                for (std::int64_t y = 0; y < kept[1]; ++y)
                    values.push_back((*box)[static_cast<std::size_t>(x * sides[1] + y)]);
        }
        out.way = ProgramWay::Embedded;
        out.embedded = static_cast<std::int64_t>(values.size());
        code = coordinateEmbeddedCode(values, kept);
    }

    std::string outcomeLine = "a single position is P exactly when its value is 0.";
    const bool closedFormP = parts.outcome && k == 2 &&
                             agrees([&](const Position& p, Value v) { return parts.outcome->isP(p) == (v == 0); });
    if (closedFormP)
        outcomeLine = "a single position is P exactly when " + parts.outcome->rule +
                      "; it agrees with the playground's table for " + sidesText(sides) + ".";
    out.text = coordinateProgramText(*game, traits, parts, *code, outcomeLine, closedFormP);
    return out;
}

// ---- graphs --------------------------------------------------------------------------------------

// The program for a game whose positions are a graph's nodes: it holds their names and reads a
// position as one or several of them; the family's code works out the values.
Result<ExportedProgram> nodeProgram(const Game& game, const GameTraits& traits, const ProgramParts& parts) {
    if (!parts.table) return fail(msg::export_no_way{.spec = game.spec()});
    ExportedProgram out;
    out.way = ProgramWay::Table;
    std::string names;
    for (std::size_t i = 0; i < traits.nodes.size(); ++i)
        names += std::string(i % 10 == 0 ? "\n    " : " ") + "\"" + traits.nodes[i] + "\"" +
                 (i + 1 < traits.nodes.size() ? "," : "");
    out.text =
        headerText(game.spec(), traits.program, parts.rules, *parts.table,
                   "a single position is P exactly when its value is 0.") +
        "//\n" +
        commentParagraph("Input:",
                         "one position per line: a node's name, or several (a token on each, a sum) separated by "
                         "spaces, ',' or '+'.") +
        commentParagraph("Output:",
                         "one line per position with its value, the XOR of its tokens' values. With "
                         "--outcome the program prints P (the player to move loses) or N (wins) instead.") +
        "// Build: g++ -std=c++17 -O2 -o game game.cpp\n"
        "#include <cstddef>\n"
        "#include <iostream>\n"
        "#include <map>\n"
        "#include <string>\n"
        "#include <vector>\n\n"
        "typedef unsigned long long u64;\n\n"
        "// The graph's nodes: position i is kNodes[i].\n"
        "static const char* const kNodes[] = {" +
        names +
        "\n};\n"
        "const std::size_t kNodeCount = sizeof(kNodes) / sizeof(kNodes[0]);\n\n" +
        parts.table->code +
        "\n"
        "int main(int argc, char** argv) {\n"
        "    std::ios::sync_with_stdio(false);\n"
        "    const bool outcome = argc > 1 && std::string(argv[1]) == \"--outcome\";\n"
        "    std::map<std::string, std::size_t> number;\n"
        "    for (std::size_t i = 0; i < kNodeCount; ++i) number[kNodes[i]] = i;\n"
        "    if (!prepare()) return 1;\n"
        "    std::string line, out;\n"
        "    while (std::getline(std::cin, line)) {\n"
        "        u64 value = 0;\n"
        "        bool any = false;\n"
        "        std::string name;\n"
        "        for (const char c : line + ' ') {\n"
        "            if (c != ' ' && c != '\\t' && c != '\\r' && c != ',' && c != '+' && c != '(' && c != ')') {\n"
        "                name += c;\n"
        "                continue;\n"
        "            }\n"
        "            if (name.empty()) continue;\n"
        "            const auto at = number.find(name);\n"
        "            if (at == number.end()) {\n"
        "                std::cerr << \"not a node of the graph: \" << name << \"\\n\";\n"
        "                return 1;\n"
        "            }\n"
        "            value ^= grundy(at->second);\n"
        "            any = true;\n"
        "            name.clear();\n"
        "        }\n"
        "        if (!any) continue;\n"
        "        out += outcome ? (value == 0 ? \"P\" : \"N\") : std::to_string(value);\n"
        "        out += '\\n';\n"
        "    }\n"
        "    std::cout << out;\n"
        "    return 0;\n"
        "}\n";
    return out;
}

}  // namespace

Result<ExportedProgram> exportProgram(const GamePtr& game, const PeriodSearch& search) {
    if (!game) return fail(msg::game_none{});
    ProgramParts parts = game->programParts();
    if (!game->isHeapGame()) {
        const GameTraits traits = game->traits();
        if (!traits.nodes.empty()) return nodeProgram(*game, traits, parts);
        return coordinateProgram(game, traits, std::move(parts));
    }

    auto per = findPeriodicity(game, search);
    if (!per) return per.why();
    auto values = heapValues(game, std::min<std::int64_t>(per->checked, std::int64_t{1} << 20));
    if (!values) return values.why();
    const auto checked = static_cast<std::int64_t>(values->size());

    ExportedProgram out;
    std::optional<ProgramCode> code;
    if (const auto& f = parts.formula) {
        bool agrees = true;
        for (std::int64_t n = 0; n < checked && agrees; ++n)
            agrees = f->value(Position{n, 0}) == static_cast<std::int64_t>((*values)[static_cast<std::size_t>(n)]);
        if (agrees) {
            code = formulaCode(*f, checked);
            out.way = ProgramWay::Formula;
        }
    }
    // The period, proven or observed, before the family's table computation: that stops at a heap
    // of 10^5 or so for a game that splits heaps, short of the judges' 10^9, and agrees with the
    // period on every heap the search computed.
    if (!code && per->found && per->preperiod + per->period <= kMaxPeriodTable) {
        code = periodCode(*per);
        out.way = ProgramWay::Period;
        out.periodicity = *per;
    }
    if (!code && parts.table) {
        code = std::move(parts.table);
        out.way = ProgramWay::Table;
    }
    if (!code) {
        std::vector<Value> head(values->begin(), values->begin() + std::min<std::int64_t>(checked, kMaxEmbedded));
        code = embeddedCode(head);
        out.way = ProgramWay::Embedded;
        out.embedded = static_cast<std::int64_t>(head.size());
    }

    std::string outcomeLine = "a single heap n is P exactly when g(n) = 0.";
    std::optional<std::string> isP;
    if (per->found) {
        const OutcomePattern rule = residuePatternFromPeriodicity(*per);
        outcomeLine =
            rule.statement.text + " (" + (rule.proven ? "proven" : "observed for n < " + num(per->checked)) + ").";
        isP = isPExpression(rule);
    }
    out.text = programText(game->spec(), game->traits().program, parts.rules, *code, outcomeLine, isP);
    return out;
}

Result<ExportedProgram> exportProgram(const GameSpec& rules, const PeriodSearch& search) {
    if (rules.components.empty()) return fail(msg::game_no_components{});
    if (!rules.isSingle()) return fail(msg::export_not_single{.spec = rules.text()});
    if (rules.misere) return fail(msg::export_misere{});
    return exportProgram(rules.components[0], search);
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
