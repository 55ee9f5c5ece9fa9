// The pieces every exported program is made of (export_program.hpp): its header comment, wrapped
// paragraphs, the reading of a number's digits, and the end of main() that writes the answers.
#include <algorithm>
#include <string>
#include <string_view>

#include "export_program.hpp"

namespace grundy::exporting {

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

}  // namespace grundy::exporting
