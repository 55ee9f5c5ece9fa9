// The first module's stand-in for the rule language (wasm/CMakeLists.txt): the `rules` family's
// make, linked in place of the core's (rules/build.cpp, which the first module then leaves out with
// everything it reaches: the parser, the checker, the compiled machine). A rules game asked of the
// first module is refused with rules.needs-full-module, and the worker asks the full module instead
// (web/worker/protocol.js). Every other family, and the text-only rules helpers the spec splitter
// uses (rules/text.cpp), are the core's own.
#include <string>

#include "grundy/game.hpp"
#include "grundy/message.hpp"
#include "grundy/misere/quotient.hpp"
#include "grundy/result.hpp"

namespace grundy {

Result<GamePtr> makeRulesGame(const std::string&) {
    return fail(msg::rules_needs_full_module{});
}

// No misère quotient in the first module (its search, misere/quotient.cpp, is the full module's, as are
// the genus and quotient calls): misère play of a sum is answered by the search here, as it is for any
// game whose quotient is not known, until the full module is loaded (the misère section asks it for
// the quotient of the game on screen, and every request goes to it from then on).
std::shared_ptr<const MisereQuotientSearch> knownQuotient(const GamePtr&, std::int64_t, std::int64_t) {
    return nullptr;
}

}  // namespace grundy
