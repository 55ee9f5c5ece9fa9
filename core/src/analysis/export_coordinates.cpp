// The exported program of a game of two or three coordinates (export_program.hpp): a formula the
// family proves, checked on the positions below kCheckSide, the family's table computation, or the
// core's values embedded; and --outcome on one position by the family's P-position rule where it
// has one, checked the same way.
#include <algorithm>
#include <string>

#include "export_program.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/search/grid_search.hpp"

namespace grundy::exporting {

namespace {

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

// The program up to main(): its header, the value code, isP and start().
std::string coordinateTopText(const Game& game, const GameTraits& traits, const ProgramParts& parts,
                              const ProgramCode& values, const std::string& outcomeLine, bool closedFormP) {
    const int k = game.dimensions();
    const std::string example = k == 2 ? "5 8, 5,8 or (5, 8)" : "1 2 3, 1,2,3 or (1, 2, 3)";
    const bool board = traits.boardRows > 0;
    std::string out =
        headerText(game.spec(), traits.program, parts.description, values, outcomeLine) + "//\n" +
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
    return out;
}

// The start of main(): each line read into the numbers of its positions (a line of one number
// made a position by start(), where there is one), checked against the board.
std::string coordinateReadingText(const ProgramParts& parts, bool board) {
    std::string out =
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
        "    }\n";
    return out;
}

// The end of main(): the largest of each coordinate whose value is asked (none for a single
// position answered by the closed-form P rule with --outcome), then the answers.
std::string coordinateAnswersText(bool closedFormP) {
    std::string out =
        "    // The largest of each coordinate whose value is asked.\n"
        "    u64 largest[kCoordinates] = {};\n"
        "    std::size_t begin = 0;\n"
        "    for (const std::size_t end : ends) {\n";
    if (closedFormP)
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

// The program for a game of two or three coordinates: it reads each part's numbers, gets the
// values asked from its value code, and answers --outcome on a single position by the P-position
// rule where there is one (closedFormP: parts.outcome, checked).
std::string coordinateProgramText(const Game& game, const GameTraits& traits, const ProgramParts& parts,
                                  const ProgramCode& values, const std::string& outcomeLine, bool closedFormP) {
    closedFormP = closedFormP && parts.outcome;
    return coordinateTopText(game, traits, parts, values, outcomeLine, closedFormP) +
           coordinateReadingText(parts, traits.boardRows > 0) + coordinateAnswersText(closedFormP);
}

}  // namespace

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

}  // namespace grundy::exporting
