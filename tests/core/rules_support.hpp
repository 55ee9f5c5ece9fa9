// Helpers shared by the rule-language tests that look inside the engine (rules_kernel_test.cpp,
// rules_overhead_test.cpp): a game made as check() makes it, with its fast paths chosen.
#pragma once

#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "rules/rules_game.hpp"

namespace grundy::test {

// Parses, checks and compiles source (which must be a valid program), with the compiled kernels and
// the heap blocks on or off, then tries it on small positions as check() does; the trial's message,
// if it failed, is left in trialError (cleared otherwise).
inline std::shared_ptr<rules::detail::RulesGame> makeRulesGame(const std::string& source, bool kernels, bool blocks,
                                                               std::string& trialError) {
    using namespace grundy::rules::detail;
    Problem problem;
    auto program = parse(source, problem);
    REQUIRE(program.ok());
    std::vector<Problem> problems;
    checkProgram(program.value(), problems);
    INFO(source << "\n" << (problems.empty() ? "" : problems.front().message.text));
    REQUIRE(problems.empty());
    auto game = std::make_shared<RulesGame>(source, compile(std::move(program).value()));
    game->useKernels(kernels);
    game->useHeapBlocks(blocks);
    trialError.clear();
    if (auto f = game->trial()) trialError = f->message.text;
    return game;
}

}  // namespace grundy::test
