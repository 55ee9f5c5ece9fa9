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

    object<api::RulesReport>("RulesReport")
        .field("ok", &api::RulesReport::ok)
        .field("name", &api::RulesReport::name)
        .field("about", &api::RulesReport::about)
        .field("dimensions", &api::RulesReport::dimensions)
        .field("spec", &api::RulesReport::spec)
        .field("errors", &api::RulesReport::errors);
    object<rules::Words>("RulesWords")
        .field("statements", &rules::Words::statements)
        .field("keywords", &rules::Words::keywords)
        .field("functions", &rules::Words::functions)
        .field("sequences", &rules::Words::sequences);
    object<api::RulesExample>("RulesExample")
        .field("id", &api::RulesExample::id)
        .field("name", &api::RulesExample::name)
        .field("about", &api::RulesExample::about)
        .field("family", &api::RulesExample::family)
        .field("source", &api::RulesExample::source);
    // Exercises (issue 20)
    object<api::Exercise>("Exercise")
        .field("kind", &api::Exercise::kind)
        .field("spec", &api::Exercise::spec)
        .field("position", &api::Exercise::position)
        .field("rows", &api::Exercise::rows)
        .field("cols", &api::Exercise::cols)
        .field("cells", &api::Exercise::cells)
        .field("shown", &api::Exercise::shown)
        .field("prompt", &api::Exercise::prompt)
        .field("answer", &api::Exercise::answer)
        .field("answers", &api::Exercise::answers)
        .field("solution", &api::Exercise::solution);
    object<api::AnswerCheck>("AnswerCheck")
        .field("correct", &api::AnswerCheck::correct)
        .field("readable", &api::AnswerCheck::readable)
        .field("given", &api::AnswerCheck::given)
        .field("verdict", &api::AnswerCheck::verdict);

    function(
        "_periodSearchLimit", +[](const std::string& spec, const val& budget) {
            const auto b = budgetOf(budget);
            return b ? reply(api::periodSearchLimit(spec, *b)) : failure(b.why());
        });
    object<api::Program>("Program")
        .field("text", &api::Program::text)
        .field("way", &api::Program::way)
        .field("periodicity", &api::Program::periodicity)
        .field("embedded", &api::Program::embedded);
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
    object<api::HeapGenus>("HeapGenus")
        .field("heap", &api::HeapGenus::heap)
        .field("g", &api::HeapGenus::g)
        .field("digits", &api::HeapGenus::digits)
        .field("text", &api::HeapGenus::text)
        .field("standing", &api::HeapGenus::standing);
    object<api::Genera>("Genera")
        .field("spec", &api::Genera::spec)
        .field("heaps", &api::Genera::heaps)
        .field("standing", &api::Genera::standing)
        .field("decidedAt", &api::Genera::decidedAt)
        .field("summary", &api::Genera::summary);
    object<api::QuotientRelation>("QuotientRelation")
        .field("left", &api::QuotientRelation::left)
        .field("right", &api::QuotientRelation::right);
    object<api::Quotient>("Quotient")
        .field("spec", &api::Quotient::spec)
        .field("heaps", &api::Quotient::heaps)
        .field("certified", &api::Quotient::certified)
        .field("order", &api::Quotient::order)
        .field("pCount", &api::Quotient::pCount)
        .field("generators", &api::Quotient::generators)
        .field("generatorHeaps", &api::Quotient::generatorHeaps)
        .field("relations", &api::Quotient::relations)
        .field("elements", &api::Quotient::elements)
        .field("pPortion", &api::Quotient::pPortion)
        .field("table", &api::Quotient::table)
        .field("pretending", &api::Quotient::pretending)
        .field("periodic", &api::Quotient::periodic)
        .field("period", &api::Quotient::period)
        .field("preperiod", &api::Quotient::preperiod)
        .field("proofEnd", &api::Quotient::proofEnd)
        .field("periodText", &api::Quotient::periodText)
        .field("growth", &api::Quotient::growth)
        .field("line", &api::Quotient::line);
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
    object<api::KnownGame>("KnownGame")
        .field("spec", &api::KnownGame::spec)
        .field("name", &api::KnownGame::name)
        .field("periodicity", &api::KnownGame::periodicity);
    object<api::Identification>("Identification")
        .field("outcomes", &api::Identification::outcomes)
        .field("compared", &api::Identification::compared)
        .field("searched", &api::Identification::searched)
        .field("games", &api::Identification::games)
        .field("more", &api::Identification::more);
    function(
        "_identify", +[](const std::string& sequence) { return reply(api::identify(sequence)); });
    object<api::Equivalence>("Equivalence")
        .field("spec", &api::Equivalence::spec)
        .field("equivalent", &api::Equivalence::equivalent)
        .field("name", &api::Equivalence::name)
        .field("offset", &api::Equivalence::offset)
        .field("proven", &api::Equivalence::proven)
        .field("checked", &api::Equivalence::checked)
        .field("same", &api::Equivalence::same)
        .field("rule", &api::Equivalence::rule)
        .field("periodicity", &api::Equivalence::periodicity);
    function(
        "_equivalent", +[](const std::string& spec) { return reply(api::equivalent(spec)); });
}
