// The first module's stand-ins for what it leaves out (wasm/CMakeLists.txt), each linked in place of
// the core's own so that the linker leaves out everything the original reaches:
// - the `rules` family's make (rules/build.cpp: the parser, the checker, the compiled machine);
// - the `turning` family's make (coin_turning*.cpp: its codes, moves, words and value sets);
// - the `graph` family's make (graph.cpp: its reader, nodes and edges);
// - the value-set table of take-and-break codes (take_and_break_values.cpp), which the codes the
//   sparse-space method cannot take need (take_and_break.cpp asks codeValuesLinked()).
// Such a game asked of the first module is refused with module.needs-full, and the worker asks the
// full module instead (web/worker/protocol.js). Every other family, and the text-only rules helpers
// the spec splitter uses (rules/text.cpp), are the core's own.
#include <string>

#include "../core/src/families/take_and_break_values.hpp"
#include "grundy/game.hpp"
#include "grundy/message.hpp"
#include "grundy/misere/quotient.hpp"
#include "grundy/result.hpp"

namespace grundy {

Result<GamePtr> makeRulesGame(const std::string&) {
    return fail(msg::module_needs_full{.games = say(msg::module_rules_games{})});
}

Result<GamePtr> makeTurningGame(const std::string&) {
    return fail(msg::module_needs_full{.games = say(msg::module_turning_games{})});
}

Result<GamePtr> makeGraphGame(const std::string&) {
    return fail(msg::module_needs_full{.games = say(msg::module_graph_games{})});
}

bool codeValuesLinked() {
    return false;
}

// Never asked for a table: take_and_break.cpp refuses the codes that would need one while codeValuesLinked() is
// false. (Its game reads codeTableWork once as it is made, before that refusal, so the figure is never used.)
std::unique_ptr<HeapFiller> makeCodeValues(const TakeBreakCode&) {
    return nullptr;
}

double codeTableWork(const TakeBreakCode&, double n) {
    return n;
}

// No misère quotient in the first module (its search, misere/quotient.cpp, is the full module's, as are
// the genus and quotient calls): misère play of a sum is answered by the search here, as it is for any
// game whose quotient is not known, until the full module is loaded (the misère section asks it for
// the quotient of the game on screen, and every request goes to it from then on).
std::shared_ptr<const MisereQuotientSearch> knownQuotient(const GamePtr&, std::int64_t, std::int64_t) {
    return nullptr;
}

}  // namespace grundy
