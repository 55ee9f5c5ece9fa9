// The rule language's lexer and recursive-descent parser (grammar: grundy/rules.hpp). It stops at
// the first syntax error, with a message that says what was expected where; nesting depth, program
// length, rule and set sizes are bounded here, so nothing later can recurse or allocate without end.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "../closest_name.hpp"
#include "grundy/limits.hpp"
#include "syntax.hpp"

namespace grundy::rules::detail {

namespace {

constexpr std::array<std::string_view, 11> kKeywords{"name", "about", "position", "start", "move", "for",
                                                     "in",   "where", "and",      "or",    "not"};
constexpr std::array<std::string_view, 5> kStatements{"name", "about", "position", "start", "move"};
constexpr std::int64_t kMaxLiteral = std::int64_t{1} << 62;
constexpr std::size_t kMaxStringLength = 200;
constexpr std::size_t kMaxNameLength = 40;

enum class Tok { Name, Number, String, Symbol, End };

struct Token {
    Tok kind = Tok::End;
    std::string text;
    std::int64_t number = 0;
    Span span;
};

bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// Splits the source into tokens; columns count UTF-8 characters.
class Lexer {
public:
    explicit Lexer(const std::string& s) : s_(s) {}

    bool run(std::vector<Token>& out, Problem& problem) {
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
            if (isLetter(c)) {
                const std::size_t b = i_;
                while (i_ < s_.size() && (isLetter(s_[i_]) || isDigit(s_[i_]))) advance();
                t.kind = Tok::Name;
                t.text = s_.substr(b, i_ - b);
                t.span.endCol = col_;
                if (t.text.size() > kMaxNameLength)
                    return error(problem, t.span,
                                 "the name '" + t.text.substr(0, 12) + "...' is longer than " +
                                     std::to_string(kMaxNameLength) + " characters");
            } else if (isDigit(c)) {
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
                if (tooLarge)
                    return error(problem, t.span,
                                 "the number " + t.text.substr(0, 24) + " is too large (at most 2^62)");
                if (i_ < s_.size() && isLetter(s_[i_])) {
                    Span at{line_, col_, col_ + 1};
                    return error(problem, at,
                                 "a number is followed by a letter; write a space or '*' between them, e.g. 2 * k");
                }
            } else if (c == '"') {
                advance();
                const std::size_t b = i_;
                while (i_ < s_.size() && s_[i_] != '"' && s_[i_] != '\n') advance();
                if (i_ >= s_.size() || s_[i_] != '"') {
                    t.span.endCol = t.span.col + 1;
                    return error(problem, t.span, "the text that starts here has no closing '\"' on its line");
                }
                t.kind = Tok::String;
                t.text = s_.substr(b, i_ - b);
                advance();
                t.span.endCol = col_;
                if (t.text.size() > kMaxStringLength)
                    return error(problem, t.span,
                                 "the text is longer than " + std::to_string(kMaxStringLength) + " characters");
            } else if (c == '\xEF' && i_ + 2 < s_.size() && (s_[i_ + 1] == '\xBC' || s_[i_ + 1] == '\xBD')) {
                // Full-width punctuation (U+FF01..U+FF5E), as a Chinese keyboard types it: name the
                // ASCII character meant.
                const int code =
                    (s_[i_ + 1] == '\xBC' ? 0xFF00 : 0xFF40) + (static_cast<unsigned char>(s_[i_ + 2]) - 0x80);
                const std::string fullWidth = s_.substr(i_, 3);
                advance();
                t.span.endCol = col_;
                if (code >= 0xFF01 && code <= 0xFF5E)
                    return error(problem, t.span,
                                 "'" + fullWidth + "' is a full-width character; write the ASCII '" +
                                     std::string(1, static_cast<char>(code - 0xFEE0)) + "'");
                return error(problem, t.span, "unexpected character outside a text or a comment");
            } else {
                static constexpr std::array<std::string_view, 8> twoChar{
                    "->", "..", "==", "!=", "<=", ">=", "&&", "||"};
                std::string sym(1, c);
                if (i_ + 1 < s_.size()) {
                    const std::string two = s_.substr(i_, 2);
                    if (std::find(twoChar.begin(), twoChar.end(), two) != twoChar.end()) sym = two;
                }
                for (std::size_t k = 0; k < sym.size(); ++k) advance();
                t.kind = Tok::Symbol;
                t.text = sym;
                t.span.endCol = col_;
                static constexpr std::string_view single = "+-*/%(){},<>";
                if (sym == "&&") return error(problem, t.span, "'&&' is not an operator here; write 'and'");
                if (sym == "||") return error(problem, t.span, "'||' is not an operator here; write 'or'");
                if (sym == "=") return error(problem, t.span, "'=' is not an operator; write == to compare");
                if (sym == "!") return error(problem, t.span, "'!' is not an operator; write 'not' (or != to compare)");
                if (sym == ".") return error(problem, t.span, "a single '.'; ranges are written with two dots, 1..n");
                if (sym.size() == 1 && single.find(c) == std::string_view::npos) {
                    const auto byte = static_cast<unsigned char>(c);
                    const std::string shown = byte >= 0x80 || byte < 0x20 ? "character" : "'" + sym + "'";
                    return error(problem, t.span, "unexpected " + shown + " outside a text or a comment");
                }
            }
            out.push_back(t);
        }
    }

private:
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
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                advance();
            } else if (c == '#' || (c == '/' && i_ + 1 < s_.size() && s_[i_ + 1] == '/')) {
                while (i_ < s_.size() && s_[i_] != '\n') advance();
            } else {
                break;
            }
        }
    }

    static bool error(Problem& problem, Span span, std::string message) {
        problem = Problem{span, std::move(message)};
        return false;
    }

    const std::string& s_;
    std::size_t i_ = 0;
    int line_ = 1;
    int col_ = 1;
};

struct SyntaxError {};

class Parser {
public:
    Parser(std::vector<Token> tokens, Problem& problem) : t_(std::move(tokens)), problem_(problem) {}

    bool run(Program& program) {
        p_ = &program;
        while (peek().kind != Tok::End) {
            if (!statement()) return false;
        }
        return true;
    }

private:
    const Token& peek(int ahead = 0) const { return t_[std::min(i_ + static_cast<std::size_t>(ahead), t_.size() - 1)]; }
    const Token& next() {
        const Token& t = t_[i_];
        if (i_ + 1 < t_.size()) ++i_;
        return t;
    }
    bool isSymbol(const char* s, int ahead = 0) const {
        return peek(ahead).kind == Tok::Symbol && peek(ahead).text == s;
    }
    bool isWord(const char* s, int ahead = 0) const { return peek(ahead).kind == Tok::Name && peek(ahead).text == s; }
    // What the token is, for messages: 'x', a number, the end of the program.
    static std::string describe(const Token& t) {
        if (t.kind == Tok::End) return "the end of the program";
        if (t.kind == Tok::String) return "a text in quotes";
        return "'" + t.text + "'";
    }
    const Token& previous() const { return t_[i_ == 0 ? 0 : i_ - 1]; }

    bool fail(Span span, std::string message) {
        problem_ = Problem{span, std::move(message)};
        return false;
    }
    bool failAt(const Token& t, std::string message) { return fail(t.span, std::move(message)); }

    bool expectSymbol(const char* s, const std::string& what) {
        if (isSymbol(s)) {
            next();
            return true;
        }
        return failAt(peek(), "expected " + what + ", got " + describe(peek()));
    }

    bool atStatementStart() const {
        return peek().kind == Tok::End || (peek().kind == Tok::Name && std::find(kStatements.begin(), kStatements.end(),
                                                                                 peek().text) != kStatements.end());
    }

    int add(Node n) {
        int tallest = 0;
        const auto heightOf = [&](int i) { return i < 0 ? 0 : p_->nodes[static_cast<std::size_t>(i)].height; };
        for (const int kid : n.kids) tallest = std::max(tallest, heightOf(kid));
        for (const auto& item : n.items) tallest = std::max({tallest, heightOf(item.lo), heightOf(item.hi)});
        n.height = std::max(n.height, tallest + 1);
        p_->nodes.push_back(std::move(n));
        return static_cast<int>(p_->nodes.size()) - 1;
    }
    Span spanOf(int node) const { return p_->nodes[static_cast<std::size_t>(node)].span; }
    Span join(Span a, Span b) const {
        if (b.line != a.line) return a;  // a span covers one line; keep the start
        return Span{a.line, a.col, std::max(a.endCol, b.endCol)};
    }

    bool statement() {
        const Token& t = peek();
        if (t.kind != Tok::Name || std::find(kStatements.begin(), kStatements.end(), t.text) == kStatements.end()) {
            std::string message = "expected a statement (name, about, position, start or move), got " + describe(t);
            if (t.kind == Tok::Name) {
                const auto guess = closestName(t.text, {"name", "about", "position", "start", "move"});
                if (!guess.empty()) message = "unknown statement '" + t.text + "'; did you mean '" + guess + "'?";
            }
            return failAt(t, message);
        }
        const std::string word = next().text;
        const Span keyword = previous().span;
        if (word == "name" || word == "about") {
            if (peek().kind != Tok::String)
                return failAt(peek(), "expected a text in double quotes after '" + word + "', e.g. " + word +
                                          (word == "name" ? " \"Kayles\"" : " \"Take 1 to 3 tokens.\""));
            std::string& field = word == "name" ? p_->name : p_->about;
            if (!field.empty() || (word == "name" ? seenName_ : seenAbout_))
                return fail(keyword, "the program has a second '" + word + "' statement; keep one");
            (word == "name" ? seenName_ : seenAbout_) = true;
            field = next().text;
            return true;
        }
        if (word == "position") return position(keyword);
        if (word == "start") return start(keyword);
        return move(keyword);
    }

    bool coordinateName(std::vector<std::string>& names, std::vector<Span>& spans) {
        const Token& t = peek();
        if (t.kind != Tok::Name) return failAt(t, "expected a coordinate name such as n or x, got " + describe(t));
        if (isReserved(t.text))
            return failAt(t, "'" + t.text + "' is a reserved word and cannot name a coordinate; try n, x or y");
        names.push_back(t.text);
        spans.push_back(t.span);
        next();
        return true;
    }

    bool position(Span keyword) {
        if (p_->hasPosition) return fail(keyword, "the program has a second 'position' statement; keep one");
        if (!p_->moves.empty() || p_->start)
            return fail(keyword, "the position statement must come before the start and move rules");
        p_->hasPosition = true;
        p_->positionSpan = keyword;
        if (isSymbol("(")) {
            next();
            if (!coordinateName(p_->coords, p_->coordSpans)) return false;
            while (isSymbol(",")) {
                next();
                if (p_->coords.size() == 3)
                    return failAt(peek(), "a position has at most 3 coordinates, e.g. (a, b, c)");
                if (!coordinateName(p_->coords, p_->coordSpans)) return false;
            }
            if (!expectSymbol(")", "',' or ')' in the position's coordinates")) return false;
        } else {
            if (!coordinateName(p_->coords, p_->coordSpans)) return false;
        }
        return true;
    }

    bool start(Span keyword) {
        if (p_->start) return fail(keyword, "the program has a second 'start' statement; keep one");
        StartRule s;
        s.keyword = keyword;
        const Token& t = peek();
        if (t.kind != Tok::Name || isReserved(t.text))
            return failAt(t, "expected a name for the number typed, e.g. start n -> (n, n - 1), got " + describe(t));
        s.name = t.text;
        s.nameSpan = t.span;
        next();
        if (!expectSymbol("->", "'->' after the start's name")) return false;
        if (!atom(s.tuple, 0)) return false;
        p_->start = s;
        return true;
    }

    bool move(Span keyword) {
        if (static_cast<int>(p_->moves.size()) >= kMaxRules)
            return fail(keyword, "the program has more than " + std::to_string(kMaxRules) + " move rules");
        MoveRule rule;
        rule.keyword = keyword;
        if (isWord("for")) {
            next();
            do {
                if (!rule.binders.empty()) next();  // the ','
                if (static_cast<int>(rule.binders.size()) >= kMaxBinders)
                    return failAt(peek(), "a move rule has at most " + std::to_string(kMaxBinders) +
                                              " variables (got at least " + std::to_string(kMaxBinders + 1) + ")");
                Binder b;
                if (!binder(b)) return false;
                rule.binders.push_back(std::move(b));
            } while (isSymbol(","));
        }
        if (isWord("where")) {
            next();
            if (!expr(rule.condition, 0)) return false;
        }
        if (!isSymbol("->")) {
            std::string message = "expected '->' and the position the move leads to, got " + describe(peek());
            if (peek().kind == Tok::Name && peek().text == "for" && rule.condition >= 0)
                message = "'for' must come before 'where': move for k in 1..n where ... -> ...";
            else if (peek().kind == Tok::Name && peek().text == "if")
                message = "conditions are written with 'where', e.g. move for k in 1..3 where k <= n -> n - k";
            return failAt(peek(), message);
        }
        next();
        int part = -1;
        if (!diff(part, 0)) return false;
        rule.parts.push_back(part);
        while (isSymbol("+")) {
            next();
            if (rule.parts.size() >= static_cast<std::size_t>(Option::kMaxParts))
                return failAt(previous(), "a move may leave at most " + std::to_string(Option::kMaxParts) +
                                              " parts joined by '+' (write (a + b) for the number a + b)");
            if (!diff(part, 0)) return false;
            rule.parts.push_back(part);
        }
        rule.result = join(spanOf(rule.parts.front()), spanOf(rule.parts.back()));
        if (!atStatementStart()) {
            if (isWord("where")) return failAt(peek(), "the condition goes before '->': move for ... where ... -> ...");
            return failAt(peek(), "expected a new statement after the move's result, got " + describe(peek()) +
                                      (peek().kind == Tok::Symbol && peek().text == "," && rule.parts.size() == 1
                                           ? " (a position of several coordinates is written in parentheses, (x, y))"
                                           : ""));
        }
        p_->moves.push_back(std::move(rule));
        return true;
    }

    bool binder(Binder& b) {
        const Token& t = peek();
        if (t.kind != Tok::Name)
            return failAt(t, "expected a variable name after '" + previous().text + "', got " + describe(t));
        if (isReserved(t.text)) return failAt(t, "'" + t.text + "' is a reserved word and cannot name a variable");
        b.name = t.text;
        b.span = t.span;
        next();
        if (!isWord("in"))
            return failAt(peek(), "expected 'in' after '" + b.name + "', e.g. for " + b.name + " in 1..3");
        next();
        const Token& d = peek();
        if (d.kind == Tok::Name && sequenceNamed(d.text))
            return failAt(d, d.text + " is an infinite sequence; range over numbers and test membership, e.g. for " +
                                 b.name + " in 1..n where " + b.name + " in " + d.text);
        b.domainSpan = d.span;
        if (isSymbol("{")) {
            b.isSet = true;
            return setItems(b.items, 0);
        }
        if (!sum(b.lo, 0)) return false;
        if (!isSymbol(".."))
            return failAt(peek(), "expected '..' in the range of '" + b.name +
                                      "' (e.g. 1..n) or a set such as {1, 3, 4}, got " + describe(peek()));
        next();
        if (!sum(b.hi, 0)) return false;
        b.domainSpan = join(b.domainSpan, spanOf(b.hi));
        return true;
    }

    bool setItems(std::vector<SetItem>& items, int depth) {
        next();  // '{'
        if (isSymbol("}")) return failAt(peek(), "a set needs at least one member, e.g. {1, 3, 4}");
        while (true) {
            if (static_cast<int>(items.size()) >= kMaxSetItems)
                return failAt(peek(),
                              "a set has at most " + std::to_string(kMaxSetItems) + " items (use a range lo..hi)");
            SetItem item;
            if (!sum(item.lo, depth + 1)) return false;
            if (isSymbol("..")) {
                next();
                if (!sum(item.hi, depth + 1)) return false;
            }
            items.push_back(item);
            if (isSymbol(",")) {
                next();
                continue;
            }
            return expectSymbol("}", "',' or '}' in the set");
        }
    }

    bool deeper(int depth) {
        if (depth > kMaxNesting)
            return failAt(peek(), "the expression nests more than " + std::to_string(kMaxNesting) + " levels deep");
        return true;
    }

    // Joins two operands; a chain such as n - 1 - 1 - ... grows the tree's height without nesting,
    // and evaluation recurses that deep, so chains are bounded too.
    bool binary(Kind kind, int& out, int b) {
        Node n;
        n.kind = kind;
        n.kids = {out, b};
        n.span = join(spanOf(out), spanOf(b));
        n.height = 1 + std::max(p_->nodes[static_cast<std::size_t>(out)].height,
                                p_->nodes[static_cast<std::size_t>(b)].height);
        if (n.height > kMaxChain)
            return fail(spanOf(b), "the expression chains more than " + std::to_string(kMaxChain) +
                                       " operations; write it shorter");
        out = add(std::move(n));
        return true;
    }

    bool expr(int& out, int depth) {
        if (!deeper(depth) || !conj(out, depth)) return false;
        while (isWord("or")) {
            next();
            int rhs = -1;
            if (!conj(rhs, depth)) return false;
            if (!binary(Kind::Or, out, rhs)) return false;
        }
        return true;
    }

    bool conj(int& out, int depth) {
        if (!deeper(depth) || !neg(out, depth)) return false;
        while (isWord("and")) {
            next();
            int rhs = -1;
            if (!neg(rhs, depth)) return false;
            if (!binary(Kind::And, out, rhs)) return false;
        }
        return true;
    }

    bool neg(int& out, int depth) {
        if (!deeper(depth)) return false;
        if (isWord("not")) {
            const Span at = next().span;
            int kid = -1;
            if (!neg(kid, depth + 1)) return false;
            Node n;
            n.kind = Kind::Not;
            n.kids = {kid};
            n.span = join(at, spanOf(kid));
            out = add(std::move(n));
            return true;
        }
        return test(out, depth);
    }

    static std::optional<Kind> comparison(const Token& t) {
        if (t.kind != Tok::Symbol) return std::nullopt;
        if (t.text == "==") return Kind::Eq;
        if (t.text == "!=") return Kind::Ne;
        if (t.text == "<") return Kind::Lt;
        if (t.text == "<=") return Kind::Le;
        if (t.text == ">") return Kind::Gt;
        if (t.text == ">=") return Kind::Ge;
        return std::nullopt;
    }

    bool test(int& out, int depth) {
        if (!deeper(depth) || !sum(out, depth)) return false;
        if (auto cmp = comparison(peek())) {
            next();
            int rhs = -1;
            if (!sum(rhs, depth)) return false;
            if (!binary(*cmp, out, rhs)) return false;
            if (comparison(peek())) return failAt(peek(), "comparisons cannot be chained; write a < b and b < c");
            return true;
        }
        bool negated = false;
        if (isWord("not") && isWord("in", 1)) {
            next();
            negated = true;
        }
        if (!isWord("in")) return true;
        next();
        Node n;
        n.negated = negated;
        n.kids = {out};
        const Token& what = peek();
        if (what.kind == Tok::Name && sequenceNamed(what.text)) {
            n.kind = Kind::InSeq;
            n.seq = *sequenceNamed(what.text);
            n.span = join(spanOf(out), what.span);
            next();
        } else if (isSymbol("{")) {
            n.kind = Kind::InSet;
            if (!setItems(n.items, depth + 1)) return false;
            n.span = join(spanOf(out), previous().span);
        } else {
            int lo = -1, hi = -1;
            if (what.kind == Tok::Name && !isWord("..", 1)) {
                // "k in fibb": most likely a misspelt sequence.
                const auto guess = closestName(what.text, {"fib", "pow2", "squares", "primes"});
                if (!guess.empty() && !isSymbol("..", 1))
                    return failAt(what, "unknown sequence '" + what.text + "'; did you mean '" + guess + "'?");
            }
            if (!sum(lo, depth)) return false;
            if (!isSymbol(".."))
                return failAt(
                    peek(),
                    "expected a sequence (fib, pow2, squares, primes), a set {..} or a range lo..hi after 'in'");
            next();
            if (!sum(hi, depth)) return false;
            n.kind = Kind::InRange;
            n.kids = {out, lo, hi};
            n.span = join(spanOf(out), spanOf(hi));
        }
        out = add(std::move(n));
        return true;
    }

    bool sum(int& out, int depth) {
        if (!deeper(depth) || !term(out, depth)) return false;
        while (isSymbol("+") || isSymbol("-")) {
            const Kind k = next().text == "+" ? Kind::Add : Kind::Sub;
            int rhs = -1;
            if (!term(rhs, depth)) return false;
            if (!binary(k, out, rhs)) return false;
        }
        return true;
    }

    // A part of a result: like sum, but a '+' ends the part (it joins parts).
    bool diff(int& out, int depth) {
        if (!deeper(depth) || !term(out, depth)) return false;
        while (isSymbol("-")) {
            next();
            int rhs = -1;
            if (!term(rhs, depth)) return false;
            if (!binary(Kind::Sub, out, rhs)) return false;
        }
        return true;
    }

    bool term(int& out, int depth) {
        if (!deeper(depth) || !unary(out, depth)) return false;
        while (isSymbol("*") || isSymbol("/") || isSymbol("%")) {
            const std::string op = next().text;
            int rhs = -1;
            if (!unary(rhs, depth)) return false;
            if (!binary(op == "*" ? Kind::Mul : op == "/" ? Kind::Div : Kind::Mod, out, rhs)) return false;
        }
        return true;
    }

    bool unary(int& out, int depth) {
        if (!deeper(depth)) return false;
        if (isSymbol("-")) {
            const Span at = next().span;
            int kid = -1;
            if (!unary(kid, depth + 1)) return false;
            Node n;
            n.kind = Kind::Neg;
            n.kids = {kid};
            n.span = join(at, spanOf(kid));
            out = add(std::move(n));
            return true;
        }
        return atom(out, depth);
    }

    bool atom(int& out, int depth) {
        if (!deeper(depth)) return false;
        const Token& t = peek();
        if (t.kind == Tok::Number) {
            Node n;
            n.kind = Kind::Number;
            n.number = t.number;
            n.span = t.span;
            next();
            out = add(std::move(n));
            return true;
        }
        if (t.kind == Tok::Name && !isKeyword(t.text)) {
            Node n;
            n.name = t.text;
            n.span = t.span;
            next();
            if (auto s = sequenceNamed(n.name)) {
                n.kind = Kind::Sequence;
                n.seq = *s;
                out = add(std::move(n));
                return true;
            }
            if (!isSymbol("(")) {
                n.kind = Kind::Name;
                out = add(std::move(n));
                return true;
            }
            n.kind = n.name == "min"   ? Kind::Min
                     : n.name == "max" ? Kind::Max
                     : n.name == "abs" ? Kind::Abs
                                       : Kind::Call;
            next();
            if (isSymbol(")")) return failAt(peek(), "'" + n.name + "(' needs at least one argument");
            while (true) {
                if (n.kids.size() >= 16) return failAt(peek(), "a call has at most 16 arguments");
                int arg = -1;
                if (!expr(arg, depth + 1)) return false;
                n.kids.push_back(arg);
                if (isSymbol(",")) {
                    next();
                    continue;
                }
                if (!expectSymbol(")", "',' or ')' in the arguments of " + n.name)) return false;
                break;
            }
            n.span = join(n.span, previous().span);
            out = add(std::move(n));
            return true;
        }
        if (isSymbol("(")) {
            const Span open = next().span;
            int first = -1;
            if (!expr(first, depth + 1)) return false;
            if (isSymbol(",")) {
                Node n;
                n.kind = Kind::Tuple;
                n.kids = {first};
                while (isSymbol(",")) {
                    next();
                    if (n.kids.size() == 3) return failAt(peek(), "a position has at most 3 coordinates");
                    int more = -1;
                    if (!expr(more, depth + 1)) return false;
                    n.kids.push_back(more);
                }
                if (!expectSymbol(")", "',' or ')' to close the position")) return false;
                n.span = join(open, previous().span);
                out = add(std::move(n));
                return true;
            }
            if (!expectSymbol(")", "')' to close the '(' at line " + std::to_string(open.line) + ", col " +
                                       std::to_string(open.col)))
                return false;
            // Widen the group's span to its parentheses, so messages about it mark them too.
            auto& inner = p_->nodes[static_cast<std::size_t>(first)];
            inner.span = join(open, previous().span);
            out = first;
            return true;
        }
        const Token& before = previous();
        std::string after = i_ == 0 ? std::string("the start") : "'" + before.text + "'";
        if (before.kind == Tok::String) after = "the text";
        if (t.kind == Tok::Name && isKeyword(t.text))
            return failAt(t, "expected a number or a name after " + after + ", got the keyword '" + t.text + "'");
        return failAt(
            t, "expected a number or a name after " + after + (t.kind == Tok::End ? ", but the program ends" : ""));
    }

    std::vector<Token> t_;
    std::size_t i_ = 0;
    Problem& problem_;
    Program* p_ = nullptr;
    bool seenName_ = false;
    bool seenAbout_ = false;
};

}  // namespace

bool isKeyword(const std::string& word) {
    return std::find(kKeywords.begin(), kKeywords.end(), word) != kKeywords.end();
}

bool isReserved(const std::string& word) {
    return isKeyword(word) || word == "min" || word == "max" || word == "abs" || sequenceNamed(word).has_value();
}

std::optional<Sequence> sequenceNamed(const std::string& word) {
    if (word == "fib") return Sequence::Fib;
    if (word == "pow2") return Sequence::Pow2;
    if (word == "squares") return Sequence::Squares;
    if (word == "primes") return Sequence::Primes;
    return std::nullopt;
}

const char* sequenceName(Sequence s) {
    switch (s) {
        case Sequence::Fib:
            return "fib";
        case Sequence::Pow2:
            return "pow2";
        case Sequence::Squares:
            return "squares";
        case Sequence::Primes:
            return "primes";
    }
    return "fib";
}

Result<Program> parse(const std::string& source, Problem& problem) {
    if (source.size() > limits::kMaxProgramLength) {
        problem = Problem{Span{1, 1, 2}, "the program is longer than " + std::to_string(limits::kMaxProgramLength) +
                                             " characters (got " + std::to_string(source.size()) + ")"};
        return fail(problem.message);
    }
    std::vector<Token> tokens;
    Lexer lexer(source);
    if (!lexer.run(tokens, problem)) return fail(problem.message);
    Program program;
    Parser parser(std::move(tokens), problem);
    if (!parser.run(program)) return fail(problem.message);
    return program;
}

Diagnostic diagnosticFor(const std::string& source, const Problem& problem) {
    Diagnostic d;
    d.line = problem.span.line;
    d.col = problem.span.col;
    d.endCol = std::max(problem.span.endCol, problem.span.col + 1);
    d.message = problem.message;
    d.text = "line " + std::to_string(d.line) + ", col " + std::to_string(d.col) + ": " + d.message;
    // The source line, and a caret line under the marked columns (tabs kept so they line up).
    std::size_t start = 0;
    for (int l = 1; l < d.line && start != std::string::npos; ++l) {
        start = source.find('\n', start);
        if (start != std::string::npos) ++start;
    }
    if (start == std::string::npos || start > source.size()) return d;
    const std::size_t end = source.find('\n', start);
    std::string lineText = source.substr(start, end == std::string::npos ? std::string::npos : end - start);
    if (!lineText.empty() && lineText.back() == '\r') lineText.pop_back();
    if (lineText.size() > 200) return d;  // a very long line would only bury the message
    std::string caret;
    int col = 1;
    for (std::size_t i = 0; i < lineText.size() && col < d.col; ++i) {
        const auto byte = static_cast<unsigned char>(lineText[i]);
        if ((byte & 0xC0) == 0x80) continue;
        caret += lineText[i] == '\t' ? '\t' : ' ';
        ++col;
    }
    caret += std::string(static_cast<std::size_t>(std::max(1, d.endCol - d.col)), '^');
    d.text += "\n" + lineText + "\n" + caret;
    return d;
}

}  // namespace grundy::rules::detail
