// Fuzz target: the rule language (grundy/rules.hpp) on arbitrary program text: lexer, parser,
// checker, compiler, the trial of small positions, and evaluation of a few more positions of the
// programs that compile. Checks: no crash, hang or sanitizer report; a refused program has at
// least one diagnostic, each with a sane place and a well-formed message that its text starts
// with; a program that compiles has a spec that reads back as itself (alone and in a sum); and at
// every position that checks, either the value is refused with a well-formed message (a rule that
// breaks past the trial's positions) or it is the mex of its options' values, the options listed
// without error and each of their parts with a value.
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "grundy/rules.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/spec.hpp"

using namespace grundy;

namespace {

void checkPositionValue(const GamePtr& game, Evaluator& evaluator, const Position& p) {
    auto checked = game->checkPosition(p);
    if (!checked) {
        FUZZ_CHECK(fuzz::wellFormedMessage(checked.error()), "'" << checked.error() << "'");
        return;
    }
    const auto value = evaluator.value(*checked);
    if (!value) {
        FUZZ_CHECK(fuzz::wellFormedMessage(value.error()), "'" << value.error() << "'");
        return;
    }
    std::vector<Value> seen;
    std::string unknown;
    const auto listed = game->forEachOption(*checked, [&](const Option& o) {
        const auto v = evaluator.optionValue(o);
        if (!v && unknown.empty()) unknown = v.error();
        seen.push_back(v ? *v : 0);
    });
    FUZZ_CHECK(listed.ok(),
               "position " << game->positionText(p) << " has a value but its moves are refused: " << listed.error());
    FUZZ_CHECK(unknown.empty(), "an option of " << game->positionText(p) << " has no value: " << unknown);
    FUZZ_CHECK(mex(seen) == *value, "value " << *value << " of " << game->positionText(p) << " is not the mex "
                                             << mex(seen) << " of its options");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4000) return 0;  // longer programs only repeat what shorter ones reach
    const std::string source(reinterpret_cast<const char*>(data), size);
    const auto report = rules::check(source);
    if (!report.ok) {
        FUZZ_CHECK(!report.errors.empty(), "refused without a diagnostic: '" << source << "'");
        for (const auto& d : report.errors) {
            FUZZ_CHECK(d.line >= 1 && d.col >= 1 && d.endCol > d.col,
                       "diagnostic at line " << d.line << ", col " << d.col << "-" << d.endCol);
            FUZZ_CHECK(fuzz::wellFormedMessage(d.message.text), "'" << d.message.text << "'");
            const std::string head =
                "line " + std::to_string(d.line) + ", col " + std::to_string(d.col) + ": " + d.message.text;
            FUZZ_CHECK(d.located.text.rfind(head, 0) == 0,
                       "'" << d.located.text << "' does not start with '" << head << "'");
        }
        auto game = parseGame("rules:{" + source + "\n}");
        FUZZ_CHECK(!game.ok() || report.errors.empty(), "the spec accepted a program check() refused");
        return 0;
    }
    FUZZ_CHECK(report.errors.empty(), "accepted with diagnostics");
    FUZZ_CHECK(report.dimensions >= 1 && report.dimensions <= 3, report.dimensions << " dimensions");
    auto game = parseGame(report.spec);
    FUZZ_CHECK(game.ok(), "'" << report.spec << "' is refused: " << (game ? "" : game.error()));
    FUZZ_CHECK((*game)->spec() == report.spec, "'" << report.spec << "' reads back as '" << (*game)->spec() << "'");
    auto sum = parseSpec(report.spec + "+nim");
    FUZZ_CHECK(sum.ok() && sum->components.size() == 2 && sum->text() == report.spec + "+nim",
               "the sum with '" << report.spec << "' does not read back");

    const GamePtr& g = *game;
    Evaluator evaluator(g);
    if (report.dimensions == 1) {
        for (std::int64_t n = 0; n <= 80; n += 7) checkPositionValue(g, evaluator, Position{n, 0});
    } else {
        for (std::int64_t x = 0; x <= 14; x += 5)
            for (std::int64_t y = 0; y <= 14; y += 3) checkPositionValue(g, evaluator, Position{x, y});
    }
    return 0;
}
