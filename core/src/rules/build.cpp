// The rule language's public entry points: check() for the editor and the CLI, makeGame() and the
// `rules` family for specs, and the brace scan the spec splitter uses.
#include <memory>

#include "../arguments.hpp"
#include "../families/registry.hpp"
#include "rules_game.hpp"

namespace grundy::rules {

namespace {

using namespace detail;

Span blame(const Program& p, const Failure& f) {
    if (f.rule < 0 || f.rule >= static_cast<int>(p.moves.size())) return p.positionSpan;
    const auto& rule = p.moves[static_cast<std::size_t>(f.rule)];
    return f.atResult ? rule.result : rule.keyword;
}

struct Built {
    CheckReport report;
    std::shared_ptr<RulesGame> game;
};

Built build(const std::string& source) {
    Built out;
    auto& r = out.report;
    Problem problem;
    auto program = parse(source, problem);
    if (!program) {
        r.errors.push_back(diagnosticFor(source, problem));
        return out;
    }
    std::vector<Problem> problems;
    checkProgram(program.value(), problems);
    if (!problems.empty()) {
        for (const auto& p : problems) r.errors.push_back(diagnosticFor(source, p));
        return out;
    }
    r.name = program->name;
    r.about = program->about;
    r.dimensions = static_cast<int>(program->coords.size());
    auto game = std::make_shared<RulesGame>(source, compile(std::move(program).value()));
    if (auto f = game->trial()) {
        r.errors.push_back(diagnosticFor(source, Problem{blame(game->compiled().program, *f), f->message}));
        return out;
    }
    r.ok = true;
    r.spec = game->spec();
    out.game = std::move(game);
    return out;
}

}  // namespace

CheckReport check(const std::string& source) {
    return build(source).report;
}

Result<GamePtr> makeGame(const std::string& source) {
    auto built = build(source);
    if (!built.report.ok) return Error(built.report.errors.front().located);
    return GamePtr(std::move(built.game));
}

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
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
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
        } else if (isSpace(c)) {
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

Result<GamePtr> makeRulesGame(const std::string& args) {
    const std::string text(arguments::trim(args));
    if (text.empty() || text.front() != '{') return fail(msg::rules_spec_braces{});
    const std::size_t close = rules::findClosingBrace(text, 0);
    if (close == std::string::npos) return fail(msg::rules_spec_unclosed{});
    if (close + 1 != text.size()) return fail(msg::rules_spec_trailing{.text = text.substr(close + 1, 20)});
    return rules::makeGame(text.substr(1, close - 1));
}

}  // namespace grundy
