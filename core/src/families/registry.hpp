// What a game family gives the spec parser: its factory, its form's fields and its common names.
// Each family lives in its own file under families/ and declares its factory here; the list of them
// all (the rule language's included, which sits above this layer) is api/registry.cpp.
#pragma once

#include <string>
#include <vector>

#include "grundy/game.hpp"

namespace grundy {

// One field of a family's form (the page's builder), in the order GameTraits::params gives a game's
// values. Its default is the family's example's value, so the example is what a new form shows.
struct FamilyField {
    std::string key;                        // "m", "set", "edges", ...
    std::string type;                       // "int" | "text" | "choice" | "graph" | "program"
    std::vector<std::string> choices = {};  // a choice's values
    bool optional = false;                  // may be left empty
};

// Another name people call one game of a family by ("kayles"): the parser reads it as that game and
// writes the game back canonically ("octal:0.77"). Names are written as the parser compares them:
// lower case, words joined by '-', no apostrophes ("Dawson's Kayles" is "dawsons-kayles").
struct FamilyAlias {
    const char* name;
    const char* args;  // the family's arguments for that game ("0.77"); "" for a family without any
};

struct FamilyEntry {
    const char* name;     // the spec's family word, e.g. "subtraction"
    const char* example;  // a full example spec, e.g. "subtraction:1,3,4"
    bool takesArguments;  // whether "name:ARGS" (true) or plain "name" (false) is expected
    // Builds the game from the text after the colon (empty when takesArguments is false).
    Result<GamePtr> (*make)(const std::string& args);
    bool argumentsOptional = false;  // with takesArguments: plain "name" is accepted too (corner, corner:R,C)
    std::vector<FamilyField> params = {};
    // The text after the colon for field values, one per param; nullptr: the values joined by ','
    // (and no colon when every value is empty). The parser then judges the text.
    std::string (*compose)(const std::vector<std::string>& values) = nullptr;
    std::vector<FamilyAlias> aliases = {};  // the common names of its classic games
    // The field values of the text after the colon, read without making the game: the form's defaults
    // where this build cannot make the example (the page's first wasm module has no rule language,
    // wasm/first_module.cpp); nullptr for a family every build makes.
    std::vector<std::string> (*fields)(const std::string& args) = nullptr;
};

// Factories, one per family (defined in families/*.cpp).
Result<GamePtr> makeSubtractionGame(const std::string& args);
Result<GamePtr> makeNimGame(const std::string& args);
Result<GamePtr> makeBashGame(const std::string& args);
Result<GamePtr> makeTakeRangeGame(const std::string& args);
Result<GamePtr> makeOctalGame(const std::string& args);
Result<GamePtr> makeHexGame(const std::string& args);
Result<GamePtr> makeTakeAndBreakGame(const std::string& args);
Result<GamePtr> makeLaskerGame(const std::string& args);
Result<GamePtr> makeGrundysGame(const std::string& args);
Result<GamePtr> makeWythoffGame(const std::string& args);
Result<GamePtr> makeCornerGame(const std::string& args);
Result<GamePtr> makeFibonacciNimGame(const std::string& args);
Result<GamePtr> makeTurningGame(const std::string& args);
Result<GamePtr> makeGraphGame(const std::string& args);

// A take-and-break code written alone, without a family word ("0.77", "4!.0"): whether a component's
// text looks like one (a point, and no two letters side by side before it), and the game it is
// (take_and_break.cpp).
bool looksLikeCode(const std::string& text);
Result<GamePtr> makeCodeAloneGame(const std::string& text);

// Forms whose fields are more than the arguments joined by ',' (subtraction.cpp).
std::vector<FamilyField> subtractionParams();
std::string composeSubtraction(const std::vector<std::string>& values);

}  // namespace grundy
