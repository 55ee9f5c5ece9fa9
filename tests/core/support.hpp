// Helpers shared by the Catch2 test files: parse a spec that must be good, or one that must fail,
// and run the native command.
#pragma once

#include <sys/wait.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
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

struct CommandResult {
    int status = -1;
    std::string output;  // stdout and stderr together
};

// Runs the native grundy command (GRUNDY_CLI_PATH, set by tests/core/CMakeLists.txt) with arguments.
inline CommandResult runCli(const std::string& args) {
    const std::string command = std::string(GRUNDY_CLI_PATH) + " " + args + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    CommandResult r;
    std::array<char, 4096> buffer{};
    std::size_t got = 0;
    while ((got = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) r.output.append(buffer.data(), got);
    const int raw = pclose(pipe);
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    return r;
}

}  // namespace grundy::test
