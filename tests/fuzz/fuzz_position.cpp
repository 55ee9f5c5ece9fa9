// Fuzz target: positions (parseSumPosition, every form of spec.hpp's position grammar) for one spec
// of every family, a game of three coordinates and a few sums, chosen by the first byte; the rest of
// the input is the position text.
// Checks: no crash or sanitizer report; an error has a well-formed message; a position that parses
// has 1 .. kMaxSumComponents parts, each passing its component's checkPosition, and its text
// (sumPositionText) reads back as the same parts.
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "grundy/limits.hpp"
#include "grundy/spec.hpp"

using namespace grundy;

namespace {

const std::vector<GameSpec>& rulesets() {
    static const std::vector<GameSpec> all = [] {
        const char* specs[] = {
            "nim",
            "bash:3",
            "subtraction:1,3,4",
            "subtraction:fib",
            "subtraction:all-but:2",
            "take-range:2,4",
            "octal:0.77",
            "hex:0.F",
            "lasker",
            "grundy",
            "wythoff",
            "corner",
            "corner:8,8",
            "fibonacci-nim",
            "graph:a>b;a>c;b>c;d",
            "nim+wythoff",
            "octal:0.77+graph:x>y+corner:3,4",
            "misere:nim",
            "misere:bash:2+lasker",
            "rules:{position (a, b, c) move where a > 0 -> (a - 1, b, c)}",
            "nim+fibonacci-nim+wythoff",
        };
        std::vector<GameSpec> out;
        for (const char* spec : specs) {
            auto r = parseSpec(spec);
            if (!r) fuzz::finding(__FILE__, __LINE__, std::string("the fixed spec ") + spec + " is refused");
            out.push_back(std::move(r).value());
        }
        return out;
    }();
    return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::ByteReader in(data, size);
    const GameSpec& spec = rulesets()[in.below(static_cast<int>(rulesets().size()))];
    const std::string text = in.rest();

    auto position = parseSumPosition(spec, text);
    if (!position) {
        FUZZ_CHECK(fuzz::wellFormedMessage(position.error()), "'" << position.error() << "' for '" << text << "'");
        return 0;
    }
    FUZZ_CHECK(!position->empty() && position->size() <= limits::kMaxSumComponents,
               position->size() << " parts from '" << text << "'");
    for (const auto& part : *position) {
        FUZZ_CHECK(part.component < spec.components.size(), "part of component " << part.component);
        const auto& game = spec.components[part.component];
        auto checked = game->checkPosition(part.position);
        FUZZ_CHECK(checked.ok(), "'" << text << "' gives a part that " << game->spec()
                                     << " refuses: " << (checked ? "" : checked.error()));
    }
    const std::string written = sumPositionText(spec, *position);
    auto again = parseSumPosition(spec, written);
    FUZZ_CHECK(again.ok(),
               "'" << text << "' is written '" << written << "', which is refused: " << (again ? "" : again.error()));
    FUZZ_CHECK(again->size() == position->size(), "'" << written << "' reads back with another number of parts");
    // Sums are written one group per component in component order; compare each component's parts.
    for (std::size_t c = 0; c < spec.components.size(); ++c) {
        std::vector<Position> before, after;
        for (const auto& part : *position)
            if (part.component == c) before.push_back(part.position);
        for (const auto& part : *again)
            if (part.component == c) after.push_back(part.position);
        FUZZ_CHECK(before == after, "'" << text << "' and its text '" << written << "' differ in component " << c);
    }
    return 0;
}
