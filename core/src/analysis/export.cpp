// Export: a complete C++17 program for a heap game, and CSV/JSON of tables.
//
// The program's value code is, in order of preference:
//   1. a formula the game's family proves (Game::programParts: Nim's n, Bash's n mod (M+1), ...),
//      used only after it agrees with the core's table on every position computed;
//   2. preperiod and period tables, when the periodicity is proven (period_search.cpp);
//   3. the table computation the game's family writes from its moves (mex with a stamp array,
//      sized from the input's largest heap);
//   4. otherwise the table the core computed, embedded, answering heaps within it.
#include "grundy/analysis/export.hpp"

#include <algorithm>
#include <string>
#include <string_view>

#include "grundy/analysis/outcome_patterns.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/search/evaluator.hpp"
#include "program_code.hpp"

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

ProgramCode periodCode(const Periodicity& per) {
    ProgramCode out;
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

// `rulesProgram`: the program of a game in the rule language (GameTraits::program), "" otherwise.
std::string programText(const std::string& spec, const std::string& rulesProgram, const std::string& description,
                        const ProgramCode& values, const std::string& outcomeLine,
                        const std::optional<std::string>& isP) {
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

Result<std::string> exportProgram(const GamePtr& game, const PeriodSearch& search) {
    if (!game) return fail("no game was given");
    if (!game->isHeapGame())
        return fail("export writes programs for heap games; '" + game->spec() +
                    "' has two coordinates (export its table as CSV or JSON instead)");
    ProgramParts parts = game->programParts();

    auto per = findPeriodicity(game, search);
    if (!per) return fail(per.error());
    auto values = heapValues(game, std::min<std::int64_t>(per->checked, std::int64_t{1} << 20));
    if (!values) return fail(values.error());
    const auto checked = static_cast<std::int64_t>(values->size());

    std::optional<ProgramCode> code;
    if (const auto& f = parts.formula) {
        bool agrees = true;
        for (std::int64_t n = 0; n < checked && agrees; ++n)
            agrees = f->value(n) == static_cast<std::int64_t>((*values)[static_cast<std::size_t>(n)]);
        if (agrees) code = formulaCode(*f, checked);
    }
    if (!code && per->proven && per->saltus == 0 && per->preperiod + per->period <= kMaxPeriodTable)
        code = periodCode(*per);
    if (!code) code = std::move(parts.table);
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
    return programText(game->spec(), game->traits().program, parts.rules, *code, outcomeLine, isP);
}

Result<std::string> exportProgram(const GameSpec& rules, const PeriodSearch& search) {
    if (rules.components.empty()) return fail("the ruleset has no game");
    if (!rules.isSingle())
        return fail("export writes a program for one game; '" + rules.text() +
                    "' is a sum of different games (the program itself reads sums of heaps of one game)");
    if (rules.misere)
        return fail(
            "export writes normal-play values; misère play has no Sprague-Grundy values to print (drop "
            "'misere:')");
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
