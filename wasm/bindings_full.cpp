// The full module's calls beyond the first module's (bindings.cpp): the rule language, the exports,
// exercises, the period search's limit, a game's statistics, misère theory (genus symbols and quotients) and which
// game is this (identify, equivalent). Only the full module (grundy_wasm) links this file; see wasm/CMakeLists.txt for
// why the page starts with a module without them.
#include <emscripten/bind.h>

#include "grundy/api.hpp"
#include "helpers.hpp"

using namespace grundy;
using namespace grundy::wasm;

EMSCRIPTEN_BINDINGS(grundy_full) {
    using emscripten::function;

    // The value objects of the answers below, one for each struct of the other parts of grundy/api/
    // (made by wasm/api-fields.mjs, wasm/CMakeLists.txt); the first module's are in bindings.cpp.
#include "api_structs_full.inc"

    object<rules::Words>("RulesWords")
        .field("statements", &rules::Words::statements)
        .field("keywords", &rules::Words::keywords)
        .field("functions", &rules::Words::functions)
        .field("sequences", &rules::Words::sequences);
    // Exercises (issue 20)

    function(
        "_periodSearchLimit", +[](const std::string& spec, const val& budget) {
            const auto b = budgetOf(budget);
            return b ? reply(api::periodSearchLimit(spec, *b)) : failure(b.why());
        });
    function(
        "_exportProgram", +[](const std::string& spec, double max) {
            const auto m = whole(max, Count::SearchLimit);
            return m ? reply(api::exportProgram(spec, *m)) : failure(m.why());
        });
    function(
        "_exportTable", +[](const std::string& spec, const std::string& format, double rows, double cols) {
            const auto r = whole(rows, Count::TableSize);
            const auto c = whole(cols, Count::Cols);
            if (!r || !c) return failure(!r ? r.why() : c.why());
            return reply(api::exportTable(spec, format, *r, *c));
        });
    function(
        "_checkRules", +[](const std::string& source) { return reply(api::checkRules(source)); });
    function(
        "_rulesExamples", +[] { return reply(api::rulesExamples()); });
    function(
        "_rulesWords", +[] { return reply(api::rulesWords()); });

    // Exercises (issue 20)
    function(
        "_exercise", +[](const std::string& spec, const std::string& kind, const std::string& position) {
            return reply(api::exercise(spec, kind, position));
        });
    function(
        "_exercises",
        +[](const std::string& spec, const std::string& kind, double seed, double difficulty, double questions) {
            const auto s = whole(seed, Count::Seed);
            const auto d = whole(difficulty, Count::Difficulty);
            const auto q = whole(questions, Count::Questions);
            if (!s || !d || !q) return failure(!s ? s.why() : !d ? d.why() : q.why());
            return reply(api::exercises(spec, kind, *s, *d, *q));
        });
    function(
        "_checkAnswer",
        +[](const std::string& spec, const std::string& kind, const std::string& position, const std::string& answer) {
            return reply(api::checkAnswer(spec, kind, position, answer));
        });
    // Misère play as the literature solves it (issue 30)
    function(
        "_genus", +[](const std::string& spec, double count, const val& budget) {
            const auto n = whole(count, Count::Heaps);
            const auto b = budgetOf(budget);
            if (!n || !b) return failure(!n ? n.why() : b.why());
            return reply(api::genus(spec, *n, *b));
        });
    function(
        "_quotient", +[](const std::string& spec, double count, const val& budget) {
            const auto n = whole(count, Count::Heaps);
            const auto b = budgetOf(budget);
            if (!n || !b) return failure(!n ? n.why() : b.why());
            return reply(api::quotient(spec, *n, *b));
        });
    // A take-and-break game's statistics (the rare and common values, records), asked when its section shows.
    object<StatsRow>("StatsRow")
        .field("heaps", &StatsRow::heaps)
        .field("mask", &StatsRow::mask)
        .field("maskBits", &StatsRow::maskBits)
        .field("twist", &StatsRow::twist)
        .field("k0", &StatsRow::k0)
        .field("rare", &StatsRow::rare)
        .field("lastRare", &StatsRow::lastRare)
        .field("lastRareValue", &StatsRow::lastRareValue)
        .field("largest", &StatsRow::largest)
        .field("largestAt", &StatsRow::largestAt);
    function(
        "_stats", +[](const std::string& spec, double count) {
            const auto n = whole(count, Count::TableSize);
            return n ? reply(api::stats(spec, *n)) : failure(n.why());
        });
    // Which game is this (issue 29)
    function(
        "_identify", +[](const std::string& sequence) { return reply(api::identify(sequence)); });
    function(
        "_equivalent", +[](const std::string& spec) { return reply(api::equivalent(spec)); });
}
