// Fuzz target: the spec grammar (parseSpec, parseGame, parseSingleGame) on arbitrary text.
// Checks: no crash or sanitizer report; an error has a well-formed message; a spec that parses has a
// canonical text that parses back to the same text (for the whole ruleset and for each component),
// and parseSingleGame accepts it exactly when it is one component in normal play.
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"
#include "grundy/limits.hpp"
#include "grundy/spec.hpp"

using namespace grundy;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);

    auto rules = parseSpec(text);
    auto single = parseSingleGame(text, SingleGameUse::Table);
    if (!rules) {
        FUZZ_CHECK(fuzz::wellFormedMessage(rules.error()), "'" << rules.error() << "' for '" << text << "'");
        FUZZ_CHECK(!single, "parseSingleGame accepted '" << text << "' which parseSpec refused");
        return 0;
    }
    FUZZ_CHECK(!rules->components.empty(), "no component for '" << text << "'");
    FUZZ_CHECK(rules->components.size() <= limits::kMaxSumComponents, rules->components.size() << " components");

    const std::string canonical = rules->text();
    auto again = parseSpec(canonical);
    FUZZ_CHECK(again.ok(),
               "'" << text << "' reads as '" << canonical << "', which is refused: " << (again ? "" : again.error()));
    FUZZ_CHECK(again->text() == canonical, "'" << canonical << "' reads back as '" << again->text() << "'");
    FUZZ_CHECK(again->misere == rules->misere && again->components.size() == rules->components.size(),
               "'" << canonical << "' changes its convention or component count when read back");

    for (const auto& game : rules->components) {
        const std::string spec = game->spec();
        auto component = parseGame(spec);
        FUZZ_CHECK(component.ok(), "component '" << spec << "' is refused: " << (component ? "" : component.error()));
        FUZZ_CHECK((*component)->spec() == spec, "'" << spec << "' reads back as '" << (*component)->spec() << "'");
        // 1 for heaps, 2 for the two-coordinate families, up to 3 for a rules:{...} game.
        FUZZ_CHECK(game->dimensions() >= 1 && game->dimensions() <= 3,
                   spec << " has " << game->dimensions() << " dims");
    }

    const bool wantSingle = rules->isSingle() && !rules->misere;
    FUZZ_CHECK(single.ok() == wantSingle, "parseSingleGame('" << text << "') is " << (single ? "ok" : single.error()));
    if (!single) FUZZ_CHECK(fuzz::wellFormedMessage(single.error()), "'" << single.error() << "'");
    return 0;
}
