// Fuzz target: the rule language (grundy/rules.hpp) on arbitrary program text: lexer, parser,
// checker, compiler, the trial of small positions, and evaluation of a few more positions of the
// programs that compile. Checks: no crash, hang or sanitizer report; a refused program has at
// least one diagnostic, each with a sane place and a well-formed message that its text starts
// with; a program that compiles has a spec that reads back as itself (alone and in a sum), and at
// every position that checks, the value is the mex of its options' values (each option's parts
// already worked out, as checkPosition promises).
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "grundy/rules.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/spec.hpp"

using namespace grundy;

namespace {

void checkPositionValue(const GamePtr& game, const Position& p) {
    auto checked = game->checkPosition(p);
    if (!checked) {
        FUZZ_CHECK(fuzz::wellFormedMessage(checked.error()), "'" << checked.error() << "'");
        return;
    }
    const auto value = game->closedFormValue(*checked);
    FUZZ_CHECK(value.has_value(), "position " << game->positionText(p) << " checked but has no value");
    std::vector<Value> seen;
    bool allKnown = true;
    game->forEachOption(*checked, [&](const Option& o) {
        Value v = 0;
        for (int i = 0; i < o.partCount; ++i) {
            const auto part = game->closedFormValue(o.parts[static_cast<std::size_t>(i)]);
            if (!part) allKnown = false;
            v ^= part.value_or(0);
        }
        seen.push_back(v);
    });
    FUZZ_CHECK(allKnown, "an option of " << game->positionText(p) << " was not worked out");
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
            FUZZ_CHECK(fuzz::wellFormedMessage(d.message), "'" << d.message << "'");
            const std::string head =
                "line " + std::to_string(d.line) + ", col " + std::to_string(d.col) + ": " + d.message;
            FUZZ_CHECK(d.text.rfind(head, 0) == 0, "'" << d.text << "' does not start with '" << head << "'");
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
    if (report.dimensions == 1) {
        for (std::int64_t n = 0; n <= 80; n += 7) checkPositionValue(g, Position{n, 0});
    } else {
        for (std::int64_t x = 0; x <= 14; x += 5)
            for (std::int64_t y = 0; y <= 14; y += 3) checkPositionValue(g, Position{x, y});
    }
    return 0;
}
