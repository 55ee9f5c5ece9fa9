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

#include "export_program.hpp"
#include "grundy/analysis/outcome_patterns.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/search/evaluator.hpp"

namespace grundy {

namespace {

using exporting::answersText;
using exporting::arrayText;
using exporting::digitText;
using exporting::headerText;
using exporting::num;

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
ProgramCode periodCode(const PeriodFinding& per) {
    ProgramCode out;
    const std::string law = "g(n + " + num(per.period) + ") = g(n)" + (per.saltus ? " + " + num(per.saltus) : "") +
                            " for every n >= " + num(per.preperiod);
    out.method = "period table: " + law + ", " +
                 (per.proven ? "proven by the " + per.theoremText.text
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

}  // namespace

Result<ExportedProgram> exportProgram(const GamePtr& game, const PeriodSearchLimits& search) {
    if (!game) return fail(msg::game_none{});
    ProgramParts parts = game->programParts();
    if (!game->isHeapGame()) {
        const GameTraits traits = game->traits();
        if (!traits.nodes.empty()) return exporting::nodeProgram(*game, traits, parts);
        return exporting::coordinateProgram(game, traits, std::move(parts));
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
    out.text = programText(game->spec(), game->traits().program, parts.description, *code, outcomeLine, isP);
    return out;
}

Result<ExportedProgram> exportProgram(const GameSpec& spec, const PeriodSearchLimits& search) {
    if (spec.components.empty()) return fail(msg::game_no_components{});
    if (!spec.isSingle()) return fail(msg::export_not_single{.spec = spec.text()});
    if (spec.misere) return fail(msg::export_misere{});
    return exportProgram(spec.components[0], search);
}

}  // namespace grundy
