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

    object<api::Edge>("Edge").field("from", &api::Edge::from).field("to", &api::Edge::to);
    object<api::Component>("Component")
        .field("spec", &api::Component::spec)
        .field("family", &api::Component::family)
        .field("name", &api::Component::name)
        .field("about", &api::Component::about)
        .field("program", &api::Component::program)
        .field("rules", &api::Component::rules)
        .field("params", &api::Component::params)
        .field("dimensions", &api::Component::dimensions)
        .field("table", &api::Component::table)
        .field("board", &api::Component::board)
        .field("axes", &api::Component::axes)
        .field("boardRows", &api::Component::boardRows)
        .field("boardCols", &api::Component::boardCols)
        .field("nodes", &api::Component::nodes)
        .field("edges", &api::Component::edges)
        .field("start", &api::Component::start)
        .field("empty", &api::Component::empty);
    object<api::Limits>("Limits")
        .field("shownHeaps", &api::Limits::shownHeaps)
        .field("shownSide", &api::Limits::shownSide)
        .field("shownNodes", &api::Limits::shownNodes)
        .field("tableSize", &api::Limits::tableSize)
        .field("coordinate", &api::Limits::coordinate)
        .field("specLength", &api::Limits::specLength)
        .field("positionLength", &api::Limits::positionLength)
        .field("periodSearch", &api::Limits::periodSearch)
        .field("programLength", &api::Limits::programLength)
        .field("rowLength", &api::Limits::rowLength)
        .field("playedLength", &api::Limits::playedLength)
        .field("statsSize", &api::Limits::statsSize)
        .field("searchWork", &api::Limits::searchWork)
        .field("searchBytes", &api::Limits::searchBytes)
        .field("memoryCeiling", &api::Limits::memoryCeiling);
    object<api::Game>("Game")
        .field("spec", &api::Game::spec)
        .field("line", &api::Game::line)
        .field("misere", &api::Game::misere)
        .field("kind", &api::Game::kind)
        .field("start", &api::Game::start)
        .field("exportProgram", &api::Game::exportProgram)
        .field("components", &api::Game::components)
        .field("limits", &api::Game::limits);
    object<api::FamilyParam>("FamilyParam")
        .field("key", &api::FamilyParam::key)
        .field("type", &api::FamilyParam::type)
        .field("choices", &api::FamilyParam::choices)
        .field("value", &api::FamilyParam::value)
        .field("optional", &api::FamilyParam::optional)
        .field("unusedWith", &api::FamilyParam::unusedWith);
    object<api::Alias>("Alias").field("name", &api::Alias::name).field("spec", &api::Alias::spec);
    object<api::Family>("Family")
        .field("name", &api::Family::name)
        .field("example", &api::Family::example)
        .field("dimensions", &api::Family::dimensions)
        .field("params", &api::Family::params)
        .field("aliases", &api::Family::aliases);
    object<api::PositionPart>("PositionPart")
        .field("component", &api::PositionPart::component)
        .field("text", &api::PositionPart::text)
        .field("coords", &api::PositionPart::coords);
    object<api::PositionText>("PositionText")
        .field("text", &api::PositionText::text)
        .field("parts", &api::PositionText::parts);
    object<api::Move>("Move")
        .field("part", &api::Move::part)
        .field("taken", &api::Move::taken)
        .field("text", &api::Move::text)
        .field("to", &api::Move::to)
        .field("toParts", &api::Move::toParts)
        .field("value", &api::Move::value)
        .field("optionValue", &api::Move::optionValue)
        .field("winning", &api::Move::winning);
    object<api::Analysis>("Analysis")
        .field("value", &api::Analysis::value)
        .field("partValues", &api::Analysis::partValues)
        .field("outcome", &api::Analysis::outcome)
        .field("parts", &api::Analysis::parts)
        .field("moves", &api::Analysis::moves)
        .field("moveCount", &api::Analysis::moveCount)
        .field("winningMoves", &api::Analysis::winningMoves)
        .field("listedAll", &api::Analysis::listedAll)
        .field("tame", &api::Analysis::tame)
        .field("quotient", &api::Analysis::quotient);
    object<api::ExplainedOption>("ExplainedOption")
        .field("text", &api::ExplainedOption::text)
        .field("to", &api::ExplainedOption::to)
        .field("partValues", &api::ExplainedOption::partValues)
        .field("value", &api::ExplainedOption::value)
        .field("after", &api::ExplainedOption::after)
        .field("afterParts", &api::ExplainedOption::afterParts)
        .field("afterValue", &api::ExplainedOption::afterValue)
        .field("winning", &api::ExplainedOption::winning);
    object<api::PartExplanation>("PartExplanation")
        .field("position", &api::PartExplanation::position)
        .field("coords", &api::PartExplanation::coords)
        .field("value", &api::PartExplanation::value)
        .field("binary", &api::PartExplanation::binary)
        .field("options", &api::PartExplanation::options)
        .field("optionCount", &api::PartExplanation::optionCount)
        .field("listedAll", &api::PartExplanation::listedAll)
        .field("enumerated", &api::PartExplanation::enumerated)
        .field("summary", &api::PartExplanation::summary)
        .field("element", &api::PartExplanation::element);
    object<api::Explanation>("Explanation")
        .field("position", &api::Explanation::position)
        .field("value", &api::Explanation::value)
        .field("outcome", &api::Explanation::outcome)
        .field("misere", &api::Explanation::misere)
        .field("parts", &api::Explanation::parts)
        .field("partValues", &api::Explanation::partValues)
        .field("binaryRows", &api::Explanation::binaryRows)
        .field("xorRow", &api::Explanation::xorRow)
        .field("moveCount", &api::Explanation::moveCount)
        .field("winningMoves", &api::Explanation::winningMoves)
        .field("summary", &api::Explanation::summary)
        .field("tame", &api::Explanation::tame)
        .field("quotient", &api::Explanation::quotient)
        .field("product", &api::Explanation::product);
    object<api::Periodicity>("Periodicity")
        .field("found", &api::Periodicity::found)
        .field("preperiod", &api::Periodicity::preperiod)
        .field("period", &api::Periodicity::period)
        .field("saltus", &api::Periodicity::saltus)
        .field("proven", &api::Periodicity::proven)
        .field("checked", &api::Periodicity::checked)
        .field("bound", &api::Periodicity::bound)
        .field("theorem", &api::Periodicity::theorem)
        .field("theoremText", &api::Periodicity::theoremText)
        .field("line", &api::Periodicity::line)
        .field("stopped", &api::Periodicity::stopped);
    object<api::OutcomeRule>("OutcomeRule")
        .field("kind", &api::OutcomeRule::kind)
        .field("proven", &api::OutcomeRule::proven)
        .field("checked", &api::OutcomeRule::checked)
        .field("statement", &api::OutcomeRule::statement)
        .field("evidence", &api::OutcomeRule::evidence);
    object<api::Patterns>("Patterns")
        .field("periodicity", &api::Patterns::periodicity)
        .field("outcomes", &api::Patterns::outcomes);
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
