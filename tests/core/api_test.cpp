// The core's API (grundy/api.hpp): the descriptor of every family (its table, board, axes, nodes,
// first and empty positions that the game accepts, fields that compose back to the same spec), the
// families' forms, positions and withPart, and answers that are the underlying core's own.
#include "grundy/api.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "api/registry.hpp"
#include "grundy/analysis/explain.hpp"
#include "grundy/analysis/export.hpp"
#include "grundy/analysis/outcome_patterns.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/limits.hpp"
#include "grundy/rules.hpp"
#include "grundy/search/grid_search.hpp"
#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/grid_table.hpp"
#include "grundy/tables/heap_table.hpp"

namespace api = grundy::api;

namespace {

template <class T>
T must(grundy::Result<T> r, const std::string& what) {
    INFO(what << ": " << (r ? "" : r.error()));
    REQUIRE(r.ok());
    return std::move(r).value();
}

api::Descriptor describe(const std::string& spec) {
    return must(api::describe(spec), spec);
}

// The words of a program's comment lines, joined as one text (its paragraphs are wrapped).
std::string commentText(const std::string& program) {
    std::string out;
    for (std::size_t at = 0; at < program.size();) {
        const std::size_t end = std::min(program.find('\n', at), program.size());
        const std::string line = program.substr(at, end - at);
        at = end + 1;
        if (line.rfind("//", 0) != 0) continue;
        for (std::size_t i = 2; i < line.size();) {
            const std::size_t from = line.find_first_not_of(' ', i);
            if (from == std::string::npos) break;
            const std::size_t to = std::min(line.find(' ', from), line.size());
            out += (out.empty() ? "" : " ") + line.substr(from, to - from);
            i = to;
        }
    }
    return out;
}

struct Expected {
    std::string spec;  // as given
    std::string kind, table, board;
    std::vector<std::string> axes;
    std::string start, empty;
};

}  // namespace

TEST_CASE("every family's descriptor: table, board, axes, positions the game accepts, fields that compose back",
          "[api]") {
    const std::vector<Expected> cases{
        {"nim", "heap", "strip", "heap", {}, "10", "0"},
        {"bash:3", "heap", "strip", "heap", {}, "10", "0"},
        {"subtraction:1,3,4", "heap", "strip", "heap", {}, "10", "0"},
        {"subtraction:fib", "heap", "strip", "heap", {}, "10", "0"},
        {"subtraction:pow2", "heap", "strip", "heap", {}, "10", "0"},
        {"subtraction:all-but:1,3", "heap", "strip", "heap", {}, "10", "0"},
        {"take-range:2,4", "heap", "strip", "heap", {}, "10", "0"},
        // A code whose moves may break a heap is played on a row of pins (Kayles); one that never does, on a heap.
        {"octal:0.77", "heap", "strip", "row", {}, "10", "0"},
        {"octal:4.0", "heap", "strip", "row", {}, "10", "0"},
        {"hex:0.3F", "heap", "strip", "row", {}, "10", "0"},
        {"octal:0.33", "heap", "strip", "heap", {}, "10", "0"},
        {"lasker", "heap", "strip", "heap", {}, "10", "0"},
        {"grundy", "heap", "strip", "heap", {}, "10", "0"},
        {"mock-turtles", "heap", "strip", "coins", {}, "9", "0"},
        {"wythoff", "grid", "grid", "pair", {"first", "second"}, "5,8", "0,0"},
        {"corner", "grid", "grid", "board", {"down", "left"}, "5,7", "0,0"},
        {"corner:8,6", "grid", "grid", "board", {"down", "left"}, "7,5", "0,0"},
        {"fibonacci-nim", "grid", "grid", "fib", {"heap", "allowed"}, "10,9", "0,0"},
        {"graph:a>b;b>c;a>c;d", "graph", "nodes", "node", {}, "a", "c"},
        {"rules:{position n move for k in 1..3 where k <= n -> n - k}", "rules", "strip", "heap", {}, "10", "0"},
        {"rules:{position (x, y) move where x > 0 -> (x - 1, y) move where y > 0 -> (x, y - 1)}",
         "rules",
         "grid",
         "pair",
         {"first", "second"},
         "5,8",
         "0,0"},
        {"rules:{position (x, y, z) move where z > 0 -> (x, y, z - 1)}",
         "rules",
         "none",
         "tuple",
         {},
         "3,4,5",
         "0,0,0"},
    };
    for (const auto& e : cases) {
        INFO(e.spec);
        const api::Descriptor g = describe(e.spec);
        REQUIRE(g.components.size() == 1);
        const api::Component& c = g.components[0];
        CHECK(g.spec == c.spec);
        CHECK(g.kind == e.kind);
        CHECK_FALSE(g.misere);
        CHECK(c.table == e.table);
        CHECK(c.board == e.board);
        CHECK(c.axes == e.axes);
        CHECK(c.start == e.start);
        CHECK(c.empty == e.empty);
        CHECK(g.start == c.start);
        CHECK(c.dimensions == (e.table == "strip" || e.table == "nodes" ? 1 : e.table == "grid" ? 2 : 3));
        // The family word is the spec's, and the fields compose back to the same canonical spec.
        CHECK(c.spec.rfind(c.family, 0) == 0);
        CHECK(must(api::component(c.family, c.params), "compose " + c.spec) == c.spec);
        // The first position is one the game accepts; the empty one has no move left.
        CHECK(must(api::position(c.spec, c.start), "start").text == c.start);
        CHECK(must(api::analyse(c.spec, c.empty), "empty").moveCount == 0);
        // Every game alone in normal play gets an exported program, whatever its positions.
        CHECK(g.exportProgram);
        CHECK(must(api::exportProgram(g.spec, 0), "program").text.rfind("// ", 0) == 0);
        // Its rules in words, a catalogue message, which the exported program's header prints too.
        CHECK(std::string(c.rules.id).rfind("game-rules.", 0) == 0);
        CHECK_FALSE(c.rules.text.empty());
        CHECK(commentText(must(api::exportProgram(g.spec, 0), "program").text).find(c.rules.text) != std::string::npos);
    }
}

TEST_CASE("a game's rules in words carry its own numbers", "[api]") {
    const auto rules = [](const std::string& spec) { return describe(spec).components[0].rules.text; };
    CHECK(rules("subtraction:1,3,4") == "A heap of tokens; a move takes 1, 3 or 4 tokens from it.");
    CHECK(rules("subtraction:2") == "A heap of tokens; a move takes 2 tokens from it.");
    CHECK(rules("subtraction:all-but:1,3") ==
          "A heap of tokens; a move takes any number of tokens from it except 1 or 3.");
    CHECK(rules("bash:3") == "A heap of tokens; a move takes 1 to 3 tokens from it.");
    CHECK(rules("take-range:2,4")
              .rfind("A heap of tokens; a move takes 2 to 4 tokens, all of them when fewer than 2", 0) == 0);
    CHECK(rules("corner:8,6").rfind("A piece on a board of 8 rows and 6 columns;", 0) == 0);
    CHECK(rules("graph:a>b;b>c;a>c;d") ==
          "A token on a graph of 4 nodes without cycles; a move takes it along an edge.");
    CHECK(rules("octal:0.77") ==
          "Heaps of tokens; a move changes one heap: it may take 1 or 2 and leave nothing, leave one heap or leave two "
          "heaps.");
    CHECK(rules("octal:4.0") == "Heaps of tokens; a move changes one heap: it may take nothing and leave two heaps.");
    // A rules program is said in its author's words, or said to be one.
    CHECK(rules("rules:{about \"Take 1 to 3.\" position n move for k in 1..3 where k <= n -> n - k}") ==
          "In its author's words: Take 1 to 3.");
    CHECK(describe("rules:{position n move for k in 1..3 where k <= n -> n - k}").components[0].rules.id ==
          "game-rules.program-silent");
    // A sum says each part's.
    const api::Descriptor sum = describe("nim+bash:2");
    CHECK(sum.components[0].rules.id == "game-rules.nim");
    CHECK(sum.components[1].rules.id == "game-rules.bash");
}

TEST_CASE("a take-and-break code's rules in words name exactly the moves its options make", "[api]") {
    for (const std::string spec : {"octal:0.77", "octal:0.07", "octal:0.137", "octal:4.07", "octal:0.6", "octal:0.51",
                                   "hex:0.F", "hex:8.0", "hex:0.3F", "octal:0.4", "0.3F", "4.[3]"}) {
        INFO(spec);
        // What the words say: each clause (code.words.take, .split) names the tokens it takes and what
        // it leaves (leave-nothing, leave-one, leave-heaps with its counts), as "taken:heaps left".
        std::set<std::string> said;
        const std::map<std::string, std::string> counts{{"two", "2"}, {"three", "3"}};
        const std::function<void(const grundy::Message&)> walk = [&](const grundy::Message& m) {
            const std::string id(m.id);
            if (id == "code.words.take" || id == "code.words.split" || id == "code.words.take-from") {
                std::vector<std::string> taken{"0"};
                std::vector<std::string> left;
                for (const auto& a : m.args) {
                    if (a.name == "amounts") {
                        taken.clear();
                        for (const auto& item : a.value.list()->items) taken.push_back(item.text());
                    }
                    if (a.name == "least") taken = {a.value.text() + "+"};
                    if (a.name != "what") continue;
                    for (const auto& item : a.value.list()->items) {
                        const grundy::Message& leave = *item.message();
                        const std::string kind(leave.id);
                        if (kind == "code.words.leave-nothing") left.push_back("0");
                        if (kind == "code.words.leave-one") left.push_back("1");
                        if (kind == "code.words.leave-heaps")
                            for (const auto& c : leave.args[0].value.list()->items) left.push_back(counts.at(c.text()));
                    }
                }
                for (const auto& k : taken)
                    for (const auto& l : left) said.insert(k + ":" + l);
                return;
            }
            for (const auto& a : m.args)
                if (const auto* sub = a.value.message()) walk(*sub);
        };
        walk(describe(spec).components[0].rules);
        // What the options do, heap by heap: the tokens each takes and how many heaps it leaves (a
        // repeating tail's amounts from its first on as "k+").
        std::set<std::string> made;
        const auto game = must(grundy::parseGame(spec), spec);
        const bool tail = spec == "4.[3]";
        for (std::int64_t n = 0; n <= 24; ++n) {
            REQUIRE(game->forEachOption(grundy::Position{n, 0},
                                        [&](const grundy::Option& o) {
                                            const std::string k = tail && o.taken >= 1 ? "1+" : std::to_string(o.taken);
                                            made.insert(k + ":" + std::to_string(o.partCount));
                                        })
                        .ok());
        }
        CHECK(said == made);
    }
}

TEST_CASE("the descriptor's exportProgram is true exactly where exportProgram writes a program", "[api][export]") {
    std::vector<std::string> specs{"nim+wythoff", "misere:nim", "misere:wythoff", "octal:0.77+graph:a>b",
                                   "kayles",      "corner:3,4", "graph:a"};
    for (const auto& f : api::families()) specs.push_back(f.example);
    for (const auto& e : api::rulesExamples()) specs.push_back("rules:{" + e.source + "}");
    int programs = 0;
    for (const auto& spec : specs) {
        INFO(spec);
        const bool written = api::exportProgram(spec, 0).ok();
        CHECK(describe(spec).exportProgram == written);
        programs += written;
    }
    CHECK(programs == static_cast<int>(specs.size()) - 4);  // all but the two sums and two misère games
}

TEST_CASE("descriptor details: board size, graph nodes and edges, rules programs, sums and misère", "[api]") {
    const auto corner = describe("corner:8,6").components[0];
    CHECK(corner.boardRows == 8);
    CHECK(corner.boardCols == 6);
    CHECK(corner.params == std::vector<std::string>{"8", "6"});
    const auto open = describe("corner").components[0];
    CHECK(open.boardRows == 0);
    CHECK(open.params == std::vector<std::string>{"", ""});

    const auto graph = describe("graph:a>b;b>c;a>c;d").components[0];
    CHECK(graph.nodes == std::vector<std::string>{"a", "b", "c", "d"});
    REQUIRE(graph.edges.size() == 3);
    CHECK((graph.edges[2].from == "a" && graph.edges[2].to == "c"));
    CHECK(describe("nim").components[0].nodes.empty());

    const std::string program = "name \"Take\" # a comment\nposition n\nmove for k in 1..3 where k <= n -> n - k\n";
    const auto rules = describe("rules:{" + program + "}");
    CHECK(rules.components[0].name == "Take");
    CHECK(rules.components[0].about.empty());
    CHECK(describe("rules:{name \"T\" about \"Take one.\" position n move where n > 0 -> n - 1}").components[0].about ==
          "Take one.");
    CHECK(rules.components[0].program == program);
    CHECK(rules.components[0].family == "rules");
    CHECK(rules.line == "rules:{name \"Take\" position n move for k in 1..3 where k <= n -> n - k }");
    CHECK(describe(rules.line).spec == rules.line);  // the one-line spec is a spec, the same game
    CHECK(must(api::values(rules.line, 12), "one line") == must(api::values(rules.spec, 12), "spec"));
    CHECK(describe("nim").components[0].name.empty());

    // A sum starts from a different heap per heap component (7+7 would be a P-position).
    const auto sum = describe("misere:nim+wythoff+nim");
    CHECK(sum.kind == "sum");
    CHECK(sum.misere);
    CHECK(sum.spec == "misere:nim+wythoff+nim");
    CHECK(sum.start == "7+5,8+9");
    CHECK_FALSE(sum.exportProgram);
    CHECK(must(api::position(sum.spec, sum.start), "sum start").text == sum.start);

    const auto& l = describe("nim").limits;
    CHECK(l.shownHeaps == grundy::limits::kMaxShownHeaps);
    CHECK(l.shownSide == grundy::limits::kMaxShownSide);
    CHECK(l.shownNodes == grundy::limits::kMaxShownNodes);
    CHECK(l.tableSize == grundy::limits::kMaxTableSize);
    CHECK(l.coordinate == grundy::limits::kMaxCoordinate);
    CHECK(l.specLength == static_cast<std::int64_t>(grundy::limits::kMaxSpecLength));
    CHECK(l.positionLength == static_cast<std::int64_t>(grundy::limits::kMaxPositionLength));
    CHECK(l.periodSearch == grundy::largestPeriodSearch());
    CHECK(l.programLength == static_cast<std::int64_t>(grundy::limits::kMaxProgramLength));
    CHECK(l.rowLength == grundy::limits::kMaxRowLength);
    CHECK(l.playedLength == static_cast<std::int64_t>(grundy::limits::kMaxPlayedLength));
    CHECK(l.statsSize == grundy::limits::kPageStatsSize);

    auto bad = api::describe("subtraction:1,x");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error() == grundy::parseSpec("subtraction:1,x").error());
}

TEST_CASE("families: every family's form, its defaults making its example", "[api]") {
    const auto families = api::families();
    REQUIRE(families.size() == grundy::knownFamilies().size());
    for (std::size_t i = 0; i < families.size(); ++i) {
        const auto& f = families[i];
        INFO(f.name);
        CHECK(f.name == grundy::knownFamilies()[i].name);
        std::vector<std::string> defaults;
        for (const auto& p : f.params) defaults.push_back(p.value);
        const auto example = describe(f.example).components[0];
        CHECK(example.params == defaults);
        CHECK(must(api::component(f.name, defaults), "compose") == example.spec);
        CHECK(f.dimensions == example.dimensions);
    }
    const auto& subtraction = families[2];
    REQUIRE(subtraction.name == "subtraction");
    REQUIRE(subtraction.params.size() == 2);
    CHECK(subtraction.params[0].choices ==
          std::vector<std::string>{"set", "all-but", "fib", "pow2", "squares", "primes"});
    CHECK(subtraction.params[1].optional);
    // A named set makes the set field unused (the form hides it); a set or all-but uses it.
    CHECK(subtraction.params[1].unusedWith == std::vector<std::string>{"fib", "pow2", "squares", "primes"});
    CHECK(subtraction.params[0].unusedWith.empty());
    for (const auto& f : families)
        if (f.name != "subtraction")
            for (const auto& param : f.params) CHECK(param.unusedWith.empty());

    CHECK(must(api::component("subtraction", {"set", "4,1,3"}), "set") == "subtraction:1,3,4");
    CHECK(must(api::component("subtraction", {"all-but", "3,1"}), "all-but") == "subtraction:all-but:1,3");
    CHECK(must(api::component("subtraction", {"primes", ""}), "named") == "subtraction:primes");
    CHECK(must(api::component("corner", {"", ""}), "open board") == "corner");
    CHECK(must(api::component("nim", {}), "nim") == "nim");
    CHECK(must(api::component("rules", {"position n move where n > 0 -> n - 1"}), "rules") ==
          "rules:{position n move where n > 0 -> n - 1}");
    // Fields read off an example's text (the form's defaults in a build that cannot make the game: the
    // page's first wasm module has no rule language) are the ones the game itself gives.
    for (const auto& f : grundy::families()) {
        if (!f.fields) continue;
        INFO(f.name);
        CHECK(f.fields(std::string(f.example).substr(std::string(f.name).size() + 1)) ==
              describe(f.example).components[0].params);
    }
    // Values that make no game get the parser's message; a wrong count or family says so.
    CHECK(api::component("bash", {"0"}).error() == "bash needs M from 1 to 1000000 (got 0)");
    CHECK(api::component("take-range", {"2"}).error() == "take-range has 2 fields (p, q), not 1");
    CHECK(api::component("chess", {}).error().rfind("unknown family 'chess'; the families are nim, bash,", 0) == 0);
}

TEST_CASE("position and withPart: positions read and written back by the core", "[api]") {
    const auto p = must(api::position("octal:0.77+wythoff", " (1 + 3)+2,5 "), "position");
    CHECK(p.text == "(1+3)+2,5");
    REQUIRE(p.parts.size() == 3);
    CHECK(p.parts[1].component == 0);
    CHECK(p.parts[1].text == "3");
    CHECK(p.parts[2].component == 1);
    CHECK(p.parts[2].coords == std::vector<std::int64_t>{2, 5});
    CHECK(must(api::position("graph:a>b;b>c", "b"), "node").parts[0].coords == std::vector<std::int64_t>{1});
    CHECK(must(api::position("fibonacci-nim", "10"), "start").text == "10,9");
    const std::string three = "rules:{position (x, y, z) move where z > 0 -> (x, y, z - 1)}";
    CHECK(must(api::position(three, "1,2,3"), "three").parts[0].coords == std::vector<std::int64_t>{1, 2, 3});
    CHECK(api::position("nim", "x").error() == "'x' is not a whole number; give a position such as 7");

    // A sum: the chosen component's part replaced, the others kept (a group of several parts too).
    CHECK(must(api::withPart("octal:0.77+wythoff", "(1+3)+2,5", 1, "4,4"), "keep").text == "(1+3)+4,4");
    CHECK(must(api::withPart("octal:0.77+wythoff", "(1+3)+2,5", 0, "6"), "replace").text == "6+2,5");
    // No position yet (or not one of this spec): the others take their empty position.
    CHECK(must(api::withPart("nim+graph:a>b;b>c", "", 0, "5"), "empty").text == "5+c");
    CHECK(must(api::withPart("nim+wythoff", "garbage", 1, "3,3"), "bad").text == "0+3,3");
    // One game: the part alone.
    CHECK(must(api::withPart("nim", "3+4", 0, "9"), "single").text == "9");
    CHECK(api::withPart("nim+nim", "1+2", 2, "3").error() == "the game has 2 components, numbered 0 to 1 (got 2)");
    CHECK(api::withPart("nim+wythoff", "1+2,2", 1, "3").error() ==
          "'3' is one number, but this game's positions have two, such as 3,5");
}

TEST_CASE("answers are the underlying core's: values, analyse, moves, tables, explain, patterns, exports", "[api]") {
    CHECK(must(api::values("subtraction:1,3,4", 30), "values") ==
          *grundy::heapValues(*grundy::parseGame("subtraction:1,3,4"), 30));
    CHECK(api::values("nim+nim", 5).error() ==
          grundy::parseSingleGame("nim+nim", grundy::SingleGameUse::Table).error());

    for (const auto& [spec, position] : std::vector<std::pair<std::string, std::string>>{{"octal:0.77+nim", "5+3"},
                                                                                         {"octal:0.77+nim", "2+3"},
                                                                                         {"octal:0.77", "2"},
                                                                                         {"misere:nim", "1+1+2"},
                                                                                         {"wythoff", "4,6"},
                                                                                         {"lasker", "(2+3)"}}) {
        INFO(spec << " @ " << position);
        auto rules = *grundy::parseSpec(spec);
        const auto sum = *grundy::parseSumPosition(rules, position);
        grundy::Solver solver(rules);
        const auto core = *solver.analyse(sum);
        const auto a = must(api::analyse(spec, position), "analyse");
        CHECK(a.value == core.value);
        CHECK(a.partValues == core.partValues);
        CHECK(a.outcome == (core.outcome == grundy::Outcome::P ? "P" : "N"));
        CHECK(a.moveCount == static_cast<std::int64_t>(core.moveCount));
        CHECK(a.winningMoves == static_cast<std::int64_t>(core.winningMoves));
        REQUIRE(a.moves.size() == core.moves.size());
        for (std::size_t i = 0; i < a.moves.size(); ++i) {
            const auto to = solver.applyMove(sum, core.moves[i]);
            CHECK(a.moves[i].text == solver.moveText(sum, core.moves[i]));
            CHECK(a.moves[i].to == grundy::sumPositionText(rules, to));
            // The parts of the text written: what reading it back gives (a whole Kayles heap taken
            // leaves "0", which reads as a heap of 0).
            const auto back = must(api::position(spec, a.moves[i].to), "to read back").parts;
            REQUIRE(a.moves[i].toParts.size() == back.size());
            for (std::size_t k = 0; k < back.size(); ++k) {
                CHECK(a.moves[i].toParts[k].component == back[k].component);
                CHECK(a.moves[i].toParts[k].text == back[k].text);
                CHECK(a.moves[i].toParts[k].coords == back[k].coords);
            }
            CHECK(a.moves[i].value == core.moves[i].value);
            CHECK(a.moves[i].winning == core.moves[i].winning);
        }
        CHECK(a.parts.size() == sum.size());
        CHECK(must(api::outcome(spec, position), "outcome") == a.outcome);
        CHECK(must(api::remoteness(spec, position), "remoteness") == *solver.remoteness(sum));
        if (a.moveCount > 0)
            CHECK(must(api::bestMove(spec, position), "best").text == solver.moveText(sum, *solver.bestMove(sum)));
    }

    // Tables: a heap game's strip is the heap table's, a grid the grid table's.
    // values() as the table keeps them (1 byte a value for Kayles' take-and-break table, 4 for a grid).
    const auto all = [](const grundy::ValuesView& view) {
        std::vector<grundy::Value> out;
        for (std::int64_t i = 0; i < view.count; ++i) out.push_back(view.at(i));
        return out;
    };
    auto strip = must(api::table("octal:0.77", 500, 1), "strip");
    strip.advance(500);
    CHECK(strip.size() == 500);
    CHECK(strip.values().width == 1);
    CHECK(all(strip.values()) == *grundy::heapValues(*grundy::parseGame("octal:0.77"), 500));
    auto grid = must(api::table("corner", 20, 30), "grid");
    grid.advance(17);
    CHECK(grid.done() == 17);
    grid.advance(1000);
    CHECK(grid.values().width == 4);
    CHECK(all(grid.values()) == *grundy::gridValues(*grundy::parseGame("corner"), 20, 30));
    CHECK(api::table("nim", 3, 3).error() == grundy::gridTable(*grundy::parseGame("nim"), 3, 3).error());
    CHECK(api::table("wythoff", 0, 5).error() == grundy::gridTable(*grundy::parseGame("wythoff"), 0, 5).error());

    // Explanations, field by field.
    for (const auto& [spec, position] : std::vector<std::pair<std::string, std::string>>{
             {"subtraction:1,3,4", "5"}, {"nim", "3+5+6"}, {"misere:nim", "1+1"}, {"lasker", "6"}}) {
        INFO(spec << " @ " << position);
        const auto core = *grundy::explain(*grundy::parseSpec(spec), position);
        const auto e = must(api::explain(spec, position), "explain");
        CHECK(e.position == core.position);
        CHECK(e.value == core.value);
        CHECK(e.misere == core.misere);
        CHECK(e.partValues == core.partValues);
        CHECK(e.binaryRows == core.binaryRows);
        CHECK(e.xorRow == core.xorRow);
        CHECK(e.summary == core.summary);
        REQUIRE(e.parts.size() == core.parts.size());
        for (std::size_t i = 0; i < e.parts.size(); ++i) {
            CHECK(e.parts[i].value == core.parts[i].value);
            CHECK(e.parts[i].optionCount == static_cast<std::int64_t>(core.parts[i].optionCount));
            CHECK(e.parts[i].summary == core.parts[i].summary);
            REQUIRE(e.parts[i].options.size() == core.parts[i].options.size());
            for (std::size_t k = 0; k < e.parts[i].options.size(); ++k) {
                CHECK(e.parts[i].options[k].text == core.parts[i].options[k].text);
                CHECK(e.parts[i].options[k].to == core.parts[i].options[k].to);
                CHECK(e.parts[i].options[k].value == core.parts[i].options[k].value);
            }
        }
    }

    // Patterns: the period search with the page's bounds (max 0) or the one asked, and the outcome rules.
    for (const auto& [spec, max] : std::vector<std::pair<std::string, std::int64_t>>{
             {"subtraction:1,3,4", 0}, {"octal:0.77", 4096}, {"nim", 5000}, {"wythoff", 0}, {"misere:nim", 0}}) {
        INFO(spec << " max " << max);
        grundy::PeriodSearchLimits search;
        search.maxSize = max ? max : grundy::limits::kPagePeriodSearchSize;
        if (!max) search.maxWork = grundy::limits::kPagePeriodSearchWork;
        search.startSize = std::min<std::int64_t>(search.startSize, search.maxSize);
        const auto rules = *grundy::parseSpec(spec);
        const auto p = must(api::patterns(spec, max), "patterns");
        const bool heap = rules.isSingle() && !rules.misere && rules.components[0]->isHeapGame();
        REQUIRE(p.periodicity.has_value() == heap);
        if (heap) {
            const auto core = *grundy::findPeriodicity(rules.components[0], search);
            CHECK(p.periodicity->line == core.line());
            CHECK(p.periodicity->bound == core.bound);
            CHECK(p.periodicity->theoremText == core.theoremText);
            CHECK(must(api::period(spec, max), "period").line == core.line());
        }
        grundy::OutcomeSearch outcomeSearch;
        outcomeSearch.period = search;
        const auto rulesFound = *grundy::outcomePatterns(rules, outcomeSearch);
        REQUIRE(p.outcomes.size() == rulesFound.size());
        for (std::size_t i = 0; i < p.outcomes.size(); ++i) {
            CHECK(p.outcomes[i].statement == rulesFound[i].statement);
            CHECK(p.outcomes[i].proven == rulesFound[i].proven);
            CHECK(p.outcomes[i].evidence == rulesFound[i].evidence);
        }
    }
    CHECK(api::patterns("nim", 3).error() ==
          "the search limit must be from 16 to " + std::to_string(grundy::largestPeriodSearch()) + " (got 3)");
    CHECK(api::period("wythoff", 0).error() ==
          "'wythoff' is not a heap game; periodicity is about the values g(0), g(1), ... of heaps");

    // Exports: the program the core writes for the page's bounds or the table asked, and the tables.
    for (const auto& spec : {"nim", "bash:5", "subtraction:2,5,7", "subtraction:squares", "octal:0.137", "grundy"}) {
        INFO(spec);
        grundy::PeriodSearchLimits page;
        page.maxSize = grundy::limits::kPagePeriodSearchSize;
        page.maxWork = grundy::limits::kPagePeriodSearchWork;
        CHECK(must(api::exportProgram(spec, 0), "program").text ==
              grundy::exportProgram(*grundy::parseSpec(spec), page)->text);
        grundy::PeriodSearchLimits asked;
        asked.maxSize = 4096;
        CHECK(must(api::exportProgram(spec, 4096), "program").text ==
              grundy::exportProgram(*grundy::parseSpec(spec), asked)->text);
    }
    const auto values = *grundy::heapValues(*grundy::parseGame("bash:3"), 9);
    CHECK(must(api::exportTable("bash:3", "csv", 9, 1), "csv") == grundy::toCsv(values));
    CHECK(must(api::exportTable("bash:3", "json", 9, 1), "json") == grundy::toJson("bash:3", values));
    CHECK(must(api::exportTable("wythoff", "csv", 2, 3), "grid").rfind("x\\y,0,1,2\n0,0,1,2\n", 0) == 0);
    CHECK(api::exportTable("nim", "py", 3, 1).error() == "the export format must be csv or json (got 'py')");
    CHECK(api::exportProgram("nim+wythoff", 0).error() ==
          grundy::exportProgram(*grundy::parseSpec("nim+wythoff")).error());

    // The rule language: the checker's report and the examples, as they are.
    const auto report = api::checkRules("position n\nmove -> n - kk");
    const auto core = grundy::rules::check("position n\nmove -> n - kk");
    CHECK_FALSE(report.ok);
    REQUIRE(report.errors.size() == core.errors.size());
    CHECK(report.errors[0].text == core.errors[0].located.text);
    CHECK(report.errors[0].message == core.errors[0].message);
    CHECK(report.errors[0].col == core.errors[0].col);
    const auto examples = api::rulesExamples();
    REQUIRE(examples.size() == grundy::rules::examples().size());
    CHECK(examples[0].source == grundy::rules::examples()[0].source);
}

TEST_CASE("explain says which options win, as analyse does, so one request explains a position", "[api]") {
    // Each explained option against analyse's move to the same whole position: its value after and
    // whether it wins; the counts of moves and winning moves are analyse's.
    for (const auto& [spec, position] : std::vector<std::pair<std::string, std::string>>{{"nim", "5+7+9"},
                                                                                         {"subtraction:1,3,4", "10"},
                                                                                         {"octal:0.77", "7+2"},
                                                                                         {"misere:nim", "1+1"},
                                                                                         {"misere:nim", "3+4+1"},
                                                                                         {"wythoff+nim", "3,5+2"}}) {
        INFO(spec << " @ " << position);
        const auto a = must(api::analyse(spec, position), "analyse");
        const auto e = must(api::explain(spec, position), "explain");
        REQUIRE(a.listedAll);
        CHECK(e.moveCount == a.moveCount);
        CHECK(e.winningMoves == a.winningMoves);
        std::int64_t winning = 0;
        for (const auto& part : e.parts) {
            for (const auto& o : part.options) {
                INFO(o.text << " -> " << o.after);
                const auto same = std::find_if(a.moves.begin(), a.moves.end(), [&](const api::Move& m) {
                    return m.to == o.after && m.winning == o.winning && m.value == o.afterValue;
                });
                CHECK(same != a.moves.end());
                if (same != a.moves.end()) CHECK(same->toParts.size() == o.afterParts.size());
                winning += o.winning;
            }
        }
        CHECK(winning == a.winningMoves);
    }

    // Bouton's rule, worked out here: from 5+7+9 (XOR 11) only heap 9 can be made 9 xor 11 = 2.
    const auto nim = must(api::explain("nim", "5+7+9"), "nim");
    CHECK(nim.winningMoves == 1);
    CHECK(nim.moveCount == 5 + 7 + 9);
    std::vector<std::string> wins;
    for (const auto& part : nim.parts)
        for (const auto& o : part.options)
            if (o.winning) wins.push_back(o.after);
    CHECK(wins == std::vector<std::string>{"5+7+2"});
    // Misère 1+1: either move leaves one heap, which the player to move must take and so loses.
    CHECK(must(api::explain("misere:nim", "1+1"), "misère").winningMoves == 2);

    // A part too large to list is still walked for its winning moves: from 20000000+5 only the big
    // heap can be cut to 5, and that option is listed although the part is not enumerated.
    const auto big = must(api::explain("nim", "20000000+5"), "big");
    CHECK_FALSE(big.parts[0].enumerated);
    CHECK(big.parts[0].optionCount == 20000000);
    CHECK(big.moveCount == 20000005);
    CHECK(big.winningMoves == 1);
    REQUIRE(big.parts[0].options.size() == 1);
    CHECK(big.parts[0].options[0].after == "5+5");
    CHECK(big.parts[0].options[0].afterValue == 0);
    CHECK(big.parts[0].options[0].afterParts.size() == 2);

    // A long list keeps every winning option past the first ones it lists: from 1000+1 (XOR 1001)
    // the one winning move takes 999, the 999th option of the heap of 1000.
    const auto heap = must(api::explain("nim", "1000+1"), "long");
    CHECK(heap.winningMoves == 1);
    REQUIRE(heap.parts[0].options.size() == grundy::kMaxExplainedOptions + 1);
    CHECK_FALSE(heap.parts[0].listedAll);
    CHECK(heap.parts[0].options.back().winning);
    CHECK(heap.parts[0].options.back().after == "1+1");

    // The explained position's own parts, for words: a 2-D part's two numbers.
    CHECK(must(api::explain("wythoff", "3,5"), "wythoff").parts[0].coords == std::vector<std::int64_t>{3, 5});
}

TEST_CASE("Nim is known by its trait, not its spec: misère Nim's rule for sums of Nim only", "[api]") {
    const std::string rule = grundy::misereNimPattern().statement.text;
    const auto nim = must(api::patterns("misere:nim+nim", 0), "nim");
    REQUIRE(nim.outcomes.size() == 1);
    CHECK(nim.outcomes[0].kind == "misere-nim");
    CHECK(nim.outcomes[0].statement.text == rule);
    // The same moves written in the rule language are not Nim to the core: no theorem is assumed.
    CHECK(must(api::patterns("misere:rules:{position n move for k in 1..n -> n - k}", 0), "rules").outcomes.empty());
    for (const auto& f : grundy::knownFamilies()) {
        INFO(f.name);
        CHECK((*grundy::parseGame(f.example))->traits().nim == (std::string(f.name) == "nim"));
    }
}
