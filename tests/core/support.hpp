// Helpers shared by the Catch2 test files: parse a spec that must be good, or one that must fail.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "grundy/spec.hpp"

namespace grundy::test {

// A component game that must parse; the failure names the spec and the core's message.
inline GamePtr game(const std::string& spec) {
    auto g = parseGame(spec);
    INFO(spec << ": " << (g ? "" : g.error()));
    REQUIRE(g.ok());
    return *g;
}

// The core's message for a component game that must not parse.
inline std::string gameError(const std::string& spec) {
    auto g = parseGame(spec);
    INFO(spec);
    REQUIRE_FALSE(g.ok());
    return g.error();
}

// The core's message for a full spec (sums, misère) that must not parse.
inline std::string rulesetError(const std::string& spec) {
    auto r = parseRuleset(spec);
    INFO(spec);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

}  // namespace grundy::test
