// The exported program of a game whose positions are a graph's nodes (export_program.hpp): it holds
// the nodes' names and the family's code for their values.
#include <string>

#include "export_program.hpp"

namespace grundy::exporting {

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
        headerText(game.spec(), traits.program, parts.description, *parts.table,
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

}  // namespace grundy::exporting
