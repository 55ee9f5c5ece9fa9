// The rule language's public entry points: check() for the editor and the CLI, makeGame() and the
// `rules` family for specs. The text-only helpers (the brace scan the spec splitter uses, a program
// on one line, the family's compose) are in text.cpp, so a build without the language keeps them.
#include <memory>

#include "../arguments.hpp"
#include "family.hpp"
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

}  // namespace grundy::rules

namespace grundy {

Result<GamePtr> makeRulesGame(const std::string& args) {
    const std::string text(arguments::trim(args));
    if (text.empty() || text.front() != '{') return fail(msg::rules_spec_braces{});
    const std::size_t close = rules::findClosingBrace(text, 0);
    if (close == std::string::npos) return fail(msg::rules_spec_unclosed{});
    if (close + 1 != text.size()) return fail(msg::rules_spec_trailing{.text = text.substr(close + 1, 20)});
    return rules::makeGame(text.substr(1, close - 1));
}

}  // namespace grundy
