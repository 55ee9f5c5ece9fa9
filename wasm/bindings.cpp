// The embind name map: the core's API (grundy/api.hpp), each call bound with a leading underscore
// under its own name and re-exposed by grundy.mjs from the one call table (calls.mjs); each struct
// bound as a value object under its own field names. How values cross is in helpers.hpp; a JS
// number meant as a count is checked there before the call. The table stream is plain C functions
// instead (jobs.cpp): embind's per-call cost was more than a quick table's. These are the calls of
// both modules (wasm/CMakeLists.txt); the full module's others are in bindings_full.cpp.
#include <emscripten/bind.h>

#include "grundy/api.hpp"
#include "helpers.hpp"

using namespace grundy;
using namespace grundy::wasm;

EMSCRIPTEN_BINDINGS(grundy) {
    using emscripten::function;

    // The value objects of the answers below, one for each struct of grundy/api/{describe,play,patterns}.hpp
    // (made by wasm/api-fields.mjs, wasm/CMakeLists.txt).
#include "api_structs_first.inc"

    function(
        "_describe", +[](const std::string& spec) { return reply(api::describe(spec)); });
    function(
        "_families", +[] { return reply(api::families()); });
    function(
        "_component", +[](const std::string& family, const val& values) {
            return reply(api::component(family, fromJs<std::vector<std::string>>(values)));
        });
    function(
        "_position",
        +[](const std::string& spec, const std::string& position) { return reply(api::position(spec, position)); });
    function(
        "_withPart",
        +[](const std::string& spec, const std::string& position, double component, const std::string& part) {
            const auto c = whole(component, Count::Component);
            return c ? reply(api::withPart(spec, position, *c, part)) : failure(c.why());
        });
    function(
        "_values", +[](const std::string& spec, double count) {
            const auto n = whole(count, Count::TableSize);
            return n ? replyTable(api::values(spec, *n)) : failure(n.why());
        });
    function(
        "_analyse", +[](const std::string& spec, const std::string& position, const val& budget) {
            const auto b = budgetOf(budget);
            return b ? reply(api::analyse(spec, position, *b)) : failure(b.why());
        });
    function(
        "_bestMove", +[](const std::string& spec, const std::string& position, const val& budget) {
            const auto b = budgetOf(budget);
            return b ? reply(api::bestMove(spec, position, *b)) : failure(b.why());
        });
    function(
        "_outcome", +[](const std::string& spec, const std::string& position, const val& budget) {
            const auto b = budgetOf(budget);
            return b ? reply(api::outcome(spec, position, *b)) : failure(b.why());
        });
    function(
        "_remoteness", +[](const std::string& spec, const std::string& position, const val& budget) {
            const auto b = budgetOf(budget);
            return b ? reply(api::remoteness(spec, position, *b)) : failure(b.why());
        });
    function(
        "_explain", +[](const std::string& spec, const std::string& position, const val& budget) {
            const auto b = budgetOf(budget);
            return b ? reply(api::explain(spec, position, *b)) : failure(b.why());
        });
    function(
        "_patterns", +[](const std::string& spec, double max) {
            const auto m = whole(max, Count::SearchLimit);
            return m ? reply(api::patterns(spec, *m)) : failure(m.why());
        });
    function(
        "_period", +[](const std::string& spec, double max) {
            const auto m = whole(max, Count::SearchLimit);
            return m ? reply(api::period(spec, *m)) : failure(m.why());
        });
}
