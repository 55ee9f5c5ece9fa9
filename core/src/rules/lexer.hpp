// The rule language's lexer: the source split into tokens, each with its span (columns count UTF-8
// characters). It stops at the first character that cannot start a token, with a message naming it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "syntax.hpp"

namespace grundy::rules::detail {

enum class Tok { Name, Number, String, Symbol, End };

struct Token {
    Tok kind = Tok::End;
    std::string text;
    std::int64_t number = 0;
    Span span;
};

// The tokens of `source`, ending with one of kind End (placed just after the last token); false with
// `problem` set at the first character that cannot start one.
bool lex(const std::string& source, std::vector<Token>& out, Problem& problem);

}  // namespace grundy::rules::detail
