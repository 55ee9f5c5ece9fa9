// The rule language's text-only helpers: the brace scan the spec splitter uses, a spec's programs on
// one line, and the `rules` family's compose and its field read back. Nothing here parses a program,
// so they stay apart from the language itself (build.cpp): the page's first wasm module
// (wasm/CMakeLists.txt) has the spec splitter and the families' forms but not the language.
#include <string>
#include <vector>

#include "../arguments.hpp"
#include "family.hpp"
#include "grundy/rules.hpp"

namespace grundy::rules {

std::size_t findClosingBrace(const std::string& text, std::size_t open) {
    // The characters through a plain pointer: in wasm, libc++'s string checks its short-string form
    // at every text[i], and a rules spec is scanned three times.
    const char* s = text.data();
    const std::size_t size = text.size();
    int depth = 0;
    for (std::size_t i = open; i < size; ++i) {
        const char c = s[i];
        if (c == '"') {
            // A string ends at its closing quote or the end of its line, as the lexer reads it.
            while (++i < size && s[i] != '"' && s[i] != '\n') {
            }
            if (i >= size) return std::string::npos;
        } else if (c == '#' || (c == '/' && i + 1 < size && s[i + 1] == '/')) {
            while (i < size && s[i] != '\n') ++i;
            if (i >= size) return std::string::npos;
        } else if (c == '{') {
            ++depth;
        } else if (c == '}' && --depth == 0) {
            return i;
        }
    }
    return std::string::npos;
}

std::string oneLine(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            // A string runs to its closing quote or the end of its line, as the lexer reads it.
            std::size_t end = i + 1;
            while (end < text.size() && text[end] != '"' && text[end] != '\n') ++end;
            if (end < text.size() && text[end] == '"') ++end;
            out.append(text, i, end - i);
            i = end - 1;
        } else if (c == '#' || (c == '/' && i + 1 < text.size() && text[i + 1] == '/')) {
            while (i + 1 < text.size() && text[i + 1] != '\n') ++i;
        } else if (arguments::isSpace(c)) {
            if (!out.empty() && out.back() != ' ' && out.back() != '{') out += ' ';
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace grundy::rules

namespace grundy {

// The form's one field is the program; the spec holds it in braces.
std::string composeRules(const std::vector<std::string>& values) {
    return "{" + values[0] + "}";
}

// The program between the braces (what traits() gives a rules game as its field), or the text as it is.
std::vector<std::string> rulesFields(const std::string& args) {
    const std::size_t open = args.find('{');
    const std::size_t close = open == std::string::npos ? open : rules::findClosingBrace(args, open);
    return {close == std::string::npos ? args : args.substr(open + 1, close - open - 1)};
}

}  // namespace grundy
