// Forgiving input: the ways people (and judge inputs) write positions and name the classic games,
// read as the canonical text the API writes back (spec.hpp's position grammar, the registry's
// aliases), and the exact text to use where a reading would be a guess.
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "grundy/api.hpp"
#include "grundy/spec.hpp"
#include "support.hpp"

namespace api = grundy::api;

namespace {

// The canonical text of a position as the API reads it, or the failure with the core's message.
std::string read(const std::string& spec, const std::string& position) {
    auto p = api::position(spec, position);
    INFO(spec << " @ '" << position << "': " << (p ? "" : p.error()));
    REQUIRE(p.ok());
    return p->text;
}

std::string refusal(const std::string& spec, const std::string& position) {
    auto p = api::position(spec, position);
    INFO(spec << " @ '" << position << "'");
    REQUIRE_FALSE(p.ok());
    return p.error();
}

std::string specOf(const std::string& spec) {
    auto g = api::describe(spec);
    INFO(spec << ": " << (g ? "" : g.error()));
    REQUIRE(g.ok());
    return g->spec;
}

const std::string kThree = "rules:{position (a, b, c) move where a > 0 -> (a - 1, b, c)}";

}  // namespace

TEST_CASE("positions: every accepted form reads as its canonical text", "[spec][positions]") {
    const std::vector<std::tuple<std::string, std::string, std::string>> cases{
        // A game of one number: numbers separated by spaces or commas are its parts.
        {"subtraction:fib", "1 4 1", "1+4+1"},
        {"subtraction:fib", "1,1,1", "1+1+1"},
        {"subtraction:fib", "1, 4, 1", "1+4+1"},
        {"subtraction:fib", " 1  4\t1 ", "1+4+1"},
        {"subtraction:fib", "1 + 4 + 1", "1+4+1"},
        {"subtraction:fib", "(1 4) 1", "1+4+1"},
        {"subtraction:fib", "(1,4)+1", "1+4+1"},
        {"subtraction:fib", "7", "7"},
        {"mock-turtles", "3 5 8", "3+5+8"},
        {"graph:a>b;a>c;b>c", "a b", "a+b"},
        {"graph:a>b;a>c;b>c", "a,c", "a+c"},
        // Chinese input methods' full-width punctuation and digits.
        {"subtraction:fib", "1，4，1", "1+4+1"},
        {"subtraction:fib", "１＋４＋１", "1+4+1"},
        {"nim",
         "1\xE3\x80\x80"
         "2",
         "1+2"},  // the ideographic space
        // Two coordinates: two numbers with spaces, a comma, or in parentheses.
        {"wythoff", "2 1", "2,1"},
        {"wythoff", "2, 1", "2,1"},
        {"wythoff", "(2, 1)", "2,1"},
        {"wythoff", "(2,1)", "2,1"},
        {"wythoff", "( 2 1 )", "2,1"},
        {"wythoff", "（2，1）", "2,1"},
        {"corner", "3 4", "3,4"},
        {"fibonacci-nim", "13", "13,12"},
        {"fibonacci-nim", "13 5", "13,5"},
        {"fibonacci-nim", "(13, 5)", "13,5"},
        {kThree, "1 2 3", "1,2,3"},
        {kThree, "(1, 2, 3)", "1,2,3"},
        // A sum of two-coordinate parts.
        {"wythoff", "(2,1) (3,4)", "2,1+3,4"},
        {"wythoff", "(2,1)+(3,4)", "2,1+3,4"},
        {"wythoff", "(2, 1) + (3, 4)", "2,1+3,4"},
        {"wythoff", "2,1 3,4", "2,1+3,4"},
        {"wythoff", "2 1+3 4", "2,1+3,4"},
        {kThree, "1,2,3 4,5,6", "1,2,3+4,5,6"},
        // A sum of different games: parts in order, joined by '+' or by spaces.
        {"nim+wythoff", "3 2 1", "3+2,1"},
        {"nim+wythoff", "3 (2, 1)", "3+2,1"},
        {"nim+wythoff", "3 2,1", "3+2,1"},
        {"nim+wythoff", "3+2 1", "3+2,1"},
        {"nim+wythoff", "3+(2,1)", "3+2,1"},
        {"octal:0.77+nim", "1 4", "1+4"},
        {"octal:0.77+nim", "(1 4) 1", "(1+4)+1"},
        {"octal:0.77+nim", "(1,4)+1", "(1+4)+1"},
        {"octal:0.77+nim", "1 4+1", "(1+4)+1"},
        {"nim+fibonacci-nim", "3 13", "3+13,12"},
        {"nim+fibonacci-nim", "3 13 5", "3+13,5"},
        {"octal:0.77+graph:x>y+corner:3,4", "3 x 1 2", "3+x+1,2"},
        {"octal:0.77+graph:x>y+corner:3,4", "3 x (1, 2)", "3+x+1,2"},
        {"misere:nim+wythoff", "3 2 1", "3+2,1"},
    };
    for (const auto& [spec, typed, canonical] : cases) CHECK(read(spec, typed) == canonical);

    // A table cell's part, set with withPart, is read the same way.
    CHECK(api::withPart("wythoff", "", 0, "2 1")->text == "2,1");
    CHECK(api::withPart("nim+wythoff", "3+0,0", 1, "(2, 1)")->text == "3+2,1");
}

TEST_CASE("positions: a reading that would be a guess is refused with the text to use", "[spec][positions]") {
    // Separators no form uses: the numbers as the game reads them.
    CHECK(refusal("subtraction:fib", "1;4;1") == "'1;4;1' is not a position; write 1+4+1 for three heaps");
    CHECK(refusal("subtraction:fib", "[1, 4, 1]") == "'[1, 4, 1]' is not a position; write 1+4+1 for three heaps");
    CHECK(refusal("nim", "3/5") == "'3/5' is not a position; write 3+5 for two heaps");
    CHECK(refusal("wythoff", "2;1") == "'2;1' is not a position; write 2,1 for one position");
    CHECK(refusal("wythoff", "[2 1] [3 4]") == "'[2 1] [3 4]' is not a position; write 2,1+3,4 for two positions");
    CHECK(refusal("nim+wythoff", "3;2;1") == "'3;2;1' is not a position; write 3+2,1, one part per component");
    // ... and not where the numbers do not fit, nor for a graph, whose positions are names.
    CHECK(refusal("wythoff", "1;4;1") == "'1;4;1' is not a whole number; give a position such as 3,5");
    CHECK(refusal("graph:a>b;b>c", "a;b") == "the graph has no node 'a;b'; its nodes are a, b, c");
    // A decimal point is not a separator.
    CHECK(refusal("nim", "3.5") == "'3.5' is not a whole number; give a position such as 7");

    // Bare numbers for a game of two or three: one position's worth, or the text for several.
    CHECK(refusal("wythoff", "2 1 3 4") ==
          "'2 1 3 4' has 4 numbers, but a position of this game has two; write 2,1+3,4 for two positions");
    CHECK(refusal(kThree, "1 2 3 4 5 6") ==
          "'1 2 3 4 5 6' has 6 numbers, but a position of this game has three; write 1,2,3+4,5,6 for two positions");
    CHECK(refusal("wythoff", "1 4 1") == "'1 4 1' has 3 numbers, but this game's positions have two, such as 3,5");
    CHECK(refusal("wythoff", "3") == "'3' is one number, but this game's positions have two, such as 3,5");
    CHECK(refusal("fibonacci-nim", "13 5 2") ==
          "'13 5 2' has 3 numbers, but this game's positions have two, such as 3,5");

    // A sum written with spaces whose parts do not go one to a component.
    CHECK(refusal("octal:0.77+nim", "1 4 1") ==
          "'1 4 1' has 3 parts, but this sum has 2 components: write one part per component, in order, joined by "
          "'+', with several heaps of one component in parentheses, e.g. (1+4)+1 or 1+(4+1)");
    CHECK(refusal("nim+nim+nim", "1 2 3 4") ==
          "'1 2 3 4' has 4 parts, but this sum has 3 components: write one part per component, in order, joined by "
          "'+', with several heaps of one component in parentheses, e.g. (1+2)+3+4 or 1+2+(3+4)");
    CHECK(refusal("nim+wythoff", "3 2 1 5") ==
          "'3 2 1 5' has 4 parts, but this sum has 2 components: write one part per component, in order, joined by "
          "'+', e.g. 10+5,8");
    CHECK(refusal("nim+wythoff", "3 2") ==
          "part 2 of the position: '2' is one number, but this game's positions have two, such as 3,5");

    // Groups: parentheses around a whole group, and not nested.
    CHECK(refusal("wythoff", "((2,1) (3,4))") == "parentheses in a position cannot be nested");
    CHECK(refusal("nim", "x(2)") == "'x(2)' is not a position; parentheses go around a whole group, e.g. (1+3)");
    CHECK(refusal("nim", "1,,1") == "part 2 of the position: the position is empty; give a position such as 7");
}

TEST_CASE("names: the classic games' common names are read as their specs", "[spec][names]") {
    const std::vector<std::pair<std::string, std::string>> names{
        {"kayles", "octal:0.77"},
        {"Kayles", "octal:0.77"},
        {"dawson", "octal:0.07"},
        {"dawsons-kayles", "octal:0.07"},
        {"Dawson's Kayles", "octal:0.07"},
        {"dawson\xE2\x80\x99s kayles", "octal:0.07"},  // the typographic apostrophe
        {"dawsons-chess", "octal:0.137"},
        {"Dawson's chess", "octal:0.137"},
        {"laskers-nim", "lasker"},
        {"Lasker's Nim", "lasker"},
        {"grundys-game", "grundy"},
        {"grundy's game", "grundy"},
        {"wythoffs-game", "wythoff"},
        {"kikis-game", "corner"},
        {"fibonacci-game", "fibonacci-nim"},
        {"fibonacci nim", "fibonacci-nim"},
        {"mock turtles", "turning:1-3"},
        {"Mock_Turtles", "turning:1-3"},
        {"Ruler", "turning:1+C"},
        {"take range:2,4", "take-range:2,4"},
        {"kayles+nim", "octal:0.77+nim"},
        {"misere:kayles", "misere:octal:0.77"},
    };
    for (const auto& [name, spec] : names) CHECK(specOf(name) == spec);

    // The families list each alias with the spec it reads as, which the command prints.
    bool sawKayles = false;
    for (const auto& f : api::families()) {
        for (const auto& alias : f.aliases) {
            INFO(alias.name);
            CHECK(specOf(alias.name) == alias.spec);
            CHECK(grundy::parseGame(alias.spec).value()->traits().family == f.name);
            sawKayles = sawKayles || (alias.name == "kayles" && alias.spec == "octal:0.77");
        }
    }
    CHECK(sawKayles);
    const auto specs = grundy::test::runCli("specs").output;
    CHECK(specs.find("octal  e.g. octal:0.77  also kayles = octal:0.77, dawsons-kayles = octal:0.07, dawson = "
                     "octal:0.07, dawsons-chess = octal:0.137, officers = octal:0.6, treblecross = octal:0.007, "
                     "guiles = octal:0.15\n") != std::string::npos);
}

TEST_CASE("names: an unknown name near a known one gets the exact spec to use", "[spec][names][errors]") {
    const auto error = [](const std::string& spec) { return grundy::test::rulesetError(spec); };
    CHECK(error("kayls") == "unknown game 'kayls'; did you mean kayles (octal:0.77)?");
    CHECK(error("kayles-game") == "unknown game 'kayles-game'; did you mean kayles (octal:0.77)?");
    CHECK(error("dawsons") == "unknown game 'dawsons'; did you mean dawson (octal:0.07)?");
    CHECK(error("subtracton:1,3,4") == "unknown game 'subtracton'; did you mean subtraction:1,3,4?");
    CHECK(error("subtracton") == "unknown game 'subtracton'; did you mean subtraction (e.g. subtraction:1,3,4)?");
    CHECK(error("cornr") == "unknown game 'cornr'; did you mean corner?");
    CHECK(error("fibonacci") == "unknown game 'fibonacci'; did you mean fibonacci-nim?");
    CHECK(error("wythoff-game") == "unknown game 'wythoff-game'; did you mean wythoff?");
    CHECK(error("bash-game:3") == "unknown game 'bash-game'; did you mean bash:3?");
    CHECK(error("mock-turtle") == "unknown game 'mock-turtle'; did you mean mock-turtles (turning:1-3)?");
    CHECK(error("nim+kayls") == "component 2 of the sum: unknown game 'kayls'; did you mean kayles (octal:0.77)?");
    // A long program is shown by its start.
    CHECK(error("rule:{position n move for k in 1..3 where k <= n -> n - k}") ==
          "unknown game 'rule'; did you mean rules:{position n move for k in 1..3 where k <...?");
    // An alias is one game: it takes no arguments.
    CHECK(error("kayles:3") == "kayles is octal:0.77 and takes no arguments; write just kayles");
    // Names near nothing keep the list of known games.
    CHECK(error("chess").rfind("unknown game 'chess'; known games: nim, bash:3, ", 0) == 0);
    CHECK(error("foo").rfind("unknown game 'foo'; known games: ", 0) == 0);
}
