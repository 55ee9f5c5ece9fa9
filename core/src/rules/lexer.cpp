// The rule language's lexer (lexer.hpp). Names, numbers and strings are bounded here (a name's and
// a string's length, a literal's size), so nothing later holds or computes with them unbounded.
#include "lexer.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "../arguments.hpp"

namespace grundy::rules::detail {

namespace {

constexpr std::int64_t kMaxLiteral = std::int64_t{1} << 62;
constexpr std::size_t kMaxStringLength = 200;
constexpr std::size_t kMaxNameLength = 40;

bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

class Lexer {
public:
    Lexer(const std::string& s, Problem& problem) : s_(s), problem_(problem) {}

    bool run(std::vector<Token>& out) {
        while (true) {
            skipSpaceAndComments();
            Token t;
            t.span.line = line_;
            t.span.col = col_;
            if (i_ >= s_.size()) {
                // The end is marked just after the last token, where something is missing.
                t.kind = Tok::End;
                if (!out.empty()) t.span = Span{out.back().span.line, out.back().span.endCol, out.back().span.endCol};
                t.span.endCol = t.span.col + 1;
                out.push_back(t);
                return true;
            }
            const char c = s_[i_];
            const bool read = isLetter(c)  ? name(t)
                              : isDigit(c) ? number(t)
                              : c == '"'   ? string(t)
                              : c == '\xEF' && i_ + 2 < s_.size() && (s_[i_ + 1] == '\xBC' || s_[i_ + 1] == '\xBD')
                                  ? fullWidth(t)
                                  : symbol(t);
            if (!read) return false;
            out.push_back(t);
        }
    }

private:
    bool name(Token& t) {
        const std::size_t b = i_;
        while (i_ < s_.size() && (isLetter(s_[i_]) || isDigit(s_[i_]))) advance();
        t.kind = Tok::Name;
        t.text = s_.substr(b, i_ - b);
        t.span.endCol = col_;
        if (t.text.size() > kMaxNameLength)
            return error(t.span, say(msg::rules_name_too_long{.start = t.text.substr(0, 12), .most = kMaxNameLength}));
        return true;
    }

    bool number(Token& t) {
        const std::size_t b = i_;
        std::int64_t v = 0;
        bool tooLarge = false;
        while (i_ < s_.size() && isDigit(s_[i_])) {
            const int digit = s_[i_] - '0';
            if (!tooLarge && v > (kMaxLiteral - 1 - digit) / 10) tooLarge = true;  // before it can overflow
            if (!tooLarge) v = v * 10 + digit;
            advance();
        }
        t.kind = Tok::Number;
        t.text = s_.substr(b, i_ - b);
        t.number = v;
        t.span.endCol = col_;
        if (tooLarge) return error(t.span, say(msg::rules_number_too_large{.number = t.text.substr(0, 24)}));
        if (i_ < s_.size() && isLetter(s_[i_]))
            return error(Span{line_, col_, col_ + 1}, say(msg::rules_number_then_letter{}));
        return true;
    }

    bool string(Token& t) {
        advance();
        const std::size_t b = i_;
        while (i_ < s_.size() && s_[i_] != '"' && s_[i_] != '\n') advance();
        if (i_ >= s_.size() || s_[i_] != '"') {
            t.span.endCol = t.span.col + 1;
            return error(t.span, say(msg::rules_unclosed_text{}));
        }
        t.kind = Tok::String;
        t.text = s_.substr(b, i_ - b);
        advance();
        t.span.endCol = col_;
        if (t.text.size() > kMaxStringLength)
            return error(t.span, say(msg::rules_text_too_long{.most = kMaxStringLength}));
        return true;
    }

    // Full-width punctuation (U+FF01..U+FF5E), as a Chinese keyboard types it: name the ASCII
    // character meant.
    bool fullWidth(Token& t) {
        const int code = (s_[i_ + 1] == '\xBC' ? 0xFF00 : 0xFF40) + (static_cast<unsigned char>(s_[i_ + 2]) - 0x80);
        const std::string typed = s_.substr(i_, 3);
        advance();
        t.span.endCol = col_;
        if (code >= 0xFF01 && code <= 0xFF5E)
            return error(t.span, say(msg::rules_full_width{.character = typed,
                                                           .ascii = std::string(1, static_cast<char>(code - 0xFEE0))}));
        return error(t.span, say(msg::rules_unexpected_character{}));
    }

    bool symbol(Token& t) {
        static constexpr std::array<std::string_view, 8> twoChar{"->", "..", "==", "!=", "<=", ">=", "&&", "||"};
        static constexpr std::string_view single = "+-*/%(){},<>";
        const char c = s_[i_];
        std::string sym(1, c);
        if (i_ + 1 < s_.size()) {
            const std::string two = s_.substr(i_, 2);
            if (std::find(twoChar.begin(), twoChar.end(), two) != twoChar.end()) sym = two;
        }
        for (std::size_t k = 0; k < sym.size(); ++k) advance();
        t.kind = Tok::Symbol;
        t.text = sym;
        t.span.endCol = col_;
        if (sym == "&&") return error(t.span, say(msg::rules_and_operator{}));
        if (sym == "||") return error(t.span, say(msg::rules_or_operator{}));
        if (sym == "=") return error(t.span, say(msg::rules_equals{}));
        if (sym == "!") return error(t.span, say(msg::rules_bang{}));
        if (sym == ".") return error(t.span, say(msg::rules_single_dot{}));
        if (sym.size() == 1 && single.find(c) == std::string_view::npos) {
            const auto byte = static_cast<unsigned char>(c);
            if (byte >= 0x80 || byte < 0x20) return error(t.span, say(msg::rules_unexpected_character{}));
            return error(t.span, say(msg::rules_unexpected_symbol{.symbol = sym}));
        }
        return true;
    }

    void advance() {
        if (s_[i_] == '\n') {
            ++line_;
            col_ = 1;
        } else if ((static_cast<unsigned char>(s_[i_]) & 0xC0) != 0x80) {
            ++col_;
        }
        ++i_;
        // A UTF-8 continuation byte does not start a column.
        while (i_ < s_.size() && (static_cast<unsigned char>(s_[i_]) & 0xC0) == 0x80) ++i_;
    }

    void skipSpaceAndComments() {
        while (i_ < s_.size()) {
            const char c = s_[i_];
            if (arguments::isSpace(c)) {
                advance();
            } else if (c == '#' || (c == '/' && i_ + 1 < s_.size() && s_[i_ + 1] == '/')) {
                while (i_ < s_.size() && s_[i_] != '\n') advance();
            } else {
                break;
            }
        }
    }

    bool error(Span span, Message message) {
        problem_ = Problem{span, std::move(message)};
        return false;
    }

    const std::string& s_;
    Problem& problem_;
    std::size_t i_ = 0;
    int line_ = 1;
    int col_ = 1;
};

}  // namespace

bool lex(const std::string& source, std::vector<Token>& out, Problem& problem) {
    return Lexer(source, problem).run(out);
}

}  // namespace grundy::rules::detail
