// The rule language's recursive-descent parser (grammar: grundy/rules.hpp), over the lexer's tokens
// (lexer.cpp). It stops at the first syntax error, with a message that says what was expected where;
// nesting depth, program length, rule and set sizes are bounded here, so nothing later can recurse or
// allocate without end.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "../closest_name.hpp"
#include "grundy/limits.hpp"
#include "lexer.hpp"

namespace grundy::rules::detail {

namespace {

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
    static Message describe(const Token& t) {
        if (t.kind == Tok::End) return say(msg::rules_token_end{});
        if (t.kind == Tok::String) return say(msg::rules_token_text{});
        return say(msg::rules_token_quoted{.text = t.text});
    }
    const Token& previous() const { return t_[i_ == 0 ? 0 : i_ - 1]; }

    bool fail(Span span, Message message) {
        problem_ = Problem{span, std::move(message)};
        return false;
    }
    bool failAt(const Token& t, Message message) { return fail(t.span, std::move(message)); }

    // `what` says what was expected ("',' or '}' in the set"), made only when it is not there.
    template <class What>
    bool expectSymbol(const char* s, const What& what) {
        if (isSymbol(s)) {
            next();
            return true;
        }
        return failAt(peek(), say(msg::rules_expected{.what = what(), .got = describe(peek())}));
    }

    bool atStatementStart() const {
        return peek().kind == Tok::End || (peek().kind == Tok::Name && isStatement(peek().text));
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
        if (t.kind != Tok::Name || !isStatement(t.text)) {
            if (t.kind == Tok::Name) {
                const auto guess = closestName(t.text, {"name", "about", "position", "start", "move"});
                if (!guess.empty()) return failAt(t, say(msg::rules_unknown_statement{.word = t.text, .guess = guess}));
            }
            return failAt(t, say(msg::rules_expected_statement{.got = describe(t)}));
        }
        const std::string word = next().text;
        const Span keyword = previous().span;
        if (word == "name" || word == "about") {
            if (peek().kind != Tok::String)
                return failAt(peek(), word == "name" ? say(msg::rules_name_text_expected{})
                                                     : say(msg::rules_about_text_expected{}));
            std::string& field = word == "name" ? p_->name : p_->about;
            if (!field.empty() || (word == "name" ? seenName_ : seenAbout_))
                return fail(keyword, say(msg::rules_second_statement{.word = word}));
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
        if (t.kind != Tok::Name) return failAt(t, say(msg::rules_coordinate_expected{.got = describe(t)}));
        if (isReserved(t.text)) return failAt(t, say(msg::rules_reserved_coordinate{.word = t.text}));
        names.push_back(t.text);
        spans.push_back(t.span);
        next();
        return true;
    }

    bool position(Span keyword) {
        if (p_->hasPosition) return fail(keyword, say(msg::rules_second_statement{.word = "position"}));
        if (!p_->moves.empty() || p_->start) return fail(keyword, say(msg::rules_position_order{}));
        p_->hasPosition = true;
        p_->positionSpan = keyword;
        if (isSymbol("(")) {
            next();
            if (!coordinateName(p_->coords, p_->coordSpans)) return false;
            while (isSymbol(",")) {
                next();
                if (p_->coords.size() == 3) return failAt(peek(), say(msg::rules_three_coordinates_example{}));
                if (!coordinateName(p_->coords, p_->coordSpans)) return false;
            }
            if (!expectSymbol(")", [] { return say(msg::rules_what_position_close{}); })) return false;
        } else {
            if (!coordinateName(p_->coords, p_->coordSpans)) return false;
        }
        return true;
    }

    bool start(Span keyword) {
        if (p_->start) return fail(keyword, say(msg::rules_second_statement{.word = "start"}));
        StartRule s;
        s.keyword = keyword;
        const Token& t = peek();
        if (t.kind != Tok::Name || isReserved(t.text)) return failAt(t, say(msg::rules_start_name{.got = describe(t)}));
        s.name = t.text;
        s.nameSpan = t.span;
        next();
        if (!expectSymbol("->", [] { return say(msg::rules_what_start_arrow{}); })) return false;
        if (!atom(s.tuple, 0)) return false;
        p_->start = s;
        return true;
    }

    bool move(Span keyword) {
        if (static_cast<int>(p_->moves.size()) >= kMaxRules)
            return fail(keyword, say(msg::rules_too_many_rules{.most = kMaxRules}));
        MoveRule rule;
        rule.keyword = keyword;
        if (isWord("for")) {
            next();
            do {
                if (!rule.binders.empty()) next();  // the ','
                if (static_cast<int>(rule.binders.size()) >= kMaxBinders)
                    return failAt(peek(),
                                  say(msg::rules_too_many_variables{.most = kMaxBinders, .count = kMaxBinders + 1}));
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
            if (peek().kind == Tok::Name && peek().text == "for" && rule.condition >= 0)
                return failAt(peek(), say(msg::rules_for_after_where{}));
            if (peek().kind == Tok::Name && peek().text == "if") return failAt(peek(), say(msg::rules_if{}));
            return failAt(peek(), say(msg::rules_arrow_expected{.got = describe(peek())}));
        }
        next();
        int part = -1;
        if (!diff(part, 0)) return false;
        rule.parts.push_back(part);
        while (isSymbol("+")) {
            next();
            if (rule.parts.size() >= static_cast<std::size_t>(Option::kMaxParts))
                return failAt(previous(), say(msg::rules_too_many_parts{.most = Option::kMaxParts}));
            if (!diff(part, 0)) return false;
            rule.parts.push_back(part);
        }
        rule.result = join(spanOf(rule.parts.front()), spanOf(rule.parts.back()));
        if (!atStatementStart()) {
            if (isWord("where")) return failAt(peek(), say(msg::rules_where_after_arrow{}));
            if (peek().kind == Tok::Symbol && peek().text == "," && rule.parts.size() == 1)
                return failAt(peek(), say(msg::rules_statement_expected_comma{.got = describe(peek())}));
            return failAt(peek(), say(msg::rules_statement_expected{.got = describe(peek())}));
        }
        p_->moves.push_back(std::move(rule));
        return true;
    }

    bool binder(Binder& b) {
        const Token& t = peek();
        if (t.kind != Tok::Name)
            return failAt(t, say(msg::rules_variable_expected{.after = previous().text, .got = describe(t)}));
        if (isReserved(t.text)) return failAt(t, say(msg::rules_reserved_variable{.word = t.text}));
        b.name = t.text;
        b.span = t.span;
        next();
        if (!isWord("in")) return failAt(peek(), say(msg::rules_in_expected{.name = b.name}));
        next();
        const Token& d = peek();
        if (d.kind == Tok::Name && sequenceNamed(d.text))
            return failAt(d, say(msg::rules_infinite_sequence{.sequence = d.text, .name = b.name}));
        b.domainSpan = d.span;
        if (isSymbol("{")) {
            b.isSet = true;
            return setItems(b.items, 0);
        }
        if (!sum(b.lo, 0)) return false;
        if (!isSymbol(".."))
            return failAt(peek(), say(msg::rules_range_expected{.name = b.name, .got = describe(peek())}));
        next();
        if (!sum(b.hi, 0)) return false;
        b.domainSpan = join(b.domainSpan, spanOf(b.hi));
        return true;
    }

    bool setItems(std::vector<SetItem>& items, int depth) {
        next();  // '{'
        if (isSymbol("}")) return failAt(peek(), say(msg::rules_empty_set{}));
        while (true) {
            if (static_cast<int>(items.size()) >= kMaxSetItems)
                return failAt(peek(), say(msg::rules_set_too_long{.most = kMaxSetItems}));
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
            return expectSymbol("}", [] { return say(msg::rules_what_set_close{}); });
        }
    }

    bool deeper(int depth) {
        if (depth > kMaxNesting) return failAt(peek(), say(msg::rules_too_deep{.most = kMaxNesting}));
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
        if (n.height > kMaxChain) return fail(spanOf(b), say(msg::rules_too_long_chain{.most = kMaxChain}));
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
            if (comparison(peek())) return failAt(peek(), say(msg::rules_chained_comparison{}));
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
                    return failAt(what, say(msg::rules_unknown_sequence{.word = what.text, .guess = guess}));
            }
            if (!sum(lo, depth)) return false;
            if (!isSymbol("..")) return failAt(peek(), say(msg::rules_in_what{}));
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
            n.kind = functionNamed(n.name).value_or(Kind::Call);
            next();
            if (isSymbol(")")) return failAt(peek(), say(msg::rules_no_arguments{.name = n.name}));
            while (true) {
                if (n.kids.size() >= 16) return failAt(peek(), say(msg::rules_too_many_arguments{}));
                int arg = -1;
                if (!expr(arg, depth + 1)) return false;
                n.kids.push_back(arg);
                if (isSymbol(",")) {
                    next();
                    continue;
                }
                if (!expectSymbol(")", [&] { return say(msg::rules_what_call_close{.name = n.name}); })) return false;
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
                    if (n.kids.size() == 3) return failAt(peek(), say(msg::rules_three_coordinates{}));
                    int more = -1;
                    if (!expr(more, depth + 1)) return false;
                    n.kids.push_back(more);
                }
                if (!expectSymbol(")", [] { return say(msg::rules_what_tuple_close{}); })) return false;
                n.span = join(open, previous().span);
                out = add(std::move(n));
                return true;
            }
            if (!expectSymbol(")",
                              [&] { return say(msg::rules_what_group_close{.line = open.line, .col = open.col}); }))
                return false;
            // Widen the group's span to its parentheses, so messages about it mark them too.
            auto& inner = p_->nodes[static_cast<std::size_t>(first)];
            inner.span = join(open, previous().span);
            out = first;
            return true;
        }
        const Token& before = previous();
        Message after = i_ == 0                      ? say(msg::rules_after_start{})
                        : before.kind == Tok::String ? say(msg::rules_after_text{})
                                                     : say(msg::rules_token_quoted{.text = before.text});
        if (t.kind == Tok::Name && isKeyword(t.text))
            return failAt(t, say(msg::rules_atom_keyword{.after = std::move(after), .word = t.text}));
        if (t.kind == Tok::End) return failAt(t, say(msg::rules_atom_end{.after = std::move(after)}));
        return failAt(t, say(msg::rules_atom{.after = std::move(after)}));
    }

    std::vector<Token> t_;
    std::size_t i_ = 0;
    Problem& problem_;
    Program* p_ = nullptr;
    bool seenName_ = false;
    bool seenAbout_ = false;
};

}  // namespace

Result<Program> parse(const std::string& source, Problem& problem) {
    if (source.size() > limits::kMaxProgramLength) {
        problem =
            Problem{Span{1, 1, 2}, say(msg::rules_too_long{.most = limits::kMaxProgramLength, .count = source.size()})};
        return Error(problem.message);
    }
    std::vector<Token> tokens;
    if (!lex(source, tokens, problem)) return Error(problem.message);
    Program program;
    Parser parser(std::move(tokens), problem);
    if (!parser.run(program)) return Error(problem.message);
    return program;
}

Diagnostic diagnosticFor(const std::string& source, const Problem& problem) {
    Diagnostic d;
    d.line = problem.span.line;
    d.col = problem.span.col;
    d.endCol = std::max(problem.span.endCol, problem.span.col + 1);
    d.message = problem.message;
    d.located = say(msg::rules_at{.line = d.line, .col = d.col, .reason = d.message});
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
    d.located =
        say(msg::rules_at_caret{.line = d.line, .col = d.col, .reason = d.message, .source = lineText, .caret = caret});
    return d;
}

}  // namespace grundy::rules::detail
