// The rule language as a game family: what the list of families (api/registry.cpp) takes from it.
// The language sits above the families' layer, so these are declared here, not in families/.
#pragma once

#include <string>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/result.hpp"

namespace grundy {

// build.cpp: a program in the rule language, the text after "rules:" (wasm/first_module.cpp stands in
// for it in the page's first module).
Result<GamePtr> makeRulesGame(const std::string& args);
// text.cpp: the form's one field (the program) put in braces, and read back without making the game.
std::string composeRules(const std::vector<std::string>& values);
std::vector<std::string> rulesFields(const std::string& args);

}  // namespace grundy
