// The first module's stand-in for the rule language (wasm/CMakeLists.txt): the `rules` family's
// make, linked in place of the core's (rules/build.cpp, which the first module then leaves out with
// everything it reaches: the parser, the checker, the compiled machine). A rules game asked of the
// first module is refused with rules.needs-full-module, and the worker asks the full module instead
// (web/worker/protocol.js). Every other family, and the text-only rules helpers the spec splitter
// uses (rules/text.cpp), are the core's own.
#include <string>

#include "grundy/game.hpp"
#include "grundy/message.hpp"
#include "grundy/result.hpp"

namespace grundy {

Result<GamePtr> makeRulesGame(const std::string&) {
    return fail(msg::rules_needs_full_module{});
}

}  // namespace grundy
