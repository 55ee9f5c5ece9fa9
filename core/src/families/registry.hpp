// The registry of game families the spec parser knows. Each family lives in its own file under
// families/ and contributes one factory here; adding a family is one line in registry.cpp.
#pragma once

#include <string>
#include <vector>

#include "grundy/game.hpp"

namespace grundy {

struct Family {
    const char* name;     // the spec's family word, e.g. "subtraction"
    const char* example;  // a full example spec, e.g. "subtraction:1,3,4"
    bool takesArguments;  // whether "name:ARGS" (true) or plain "name" (false) is expected
    // Builds the game from the text after the colon (empty when takesArguments is false).
    Result<GamePtr> (*make)(const std::string& args);
    bool argumentsOptional = false;  // with takesArguments: plain "name" is accepted too (corner, corner:R,C)
};

const std::vector<Family>& families();

// Factories, one per family (defined in families/*.cpp).
Result<GamePtr> makeSubtractionGame(const std::string& args);
Result<GamePtr> makeNimGame(const std::string& args);
Result<GamePtr> makeBashGame(const std::string& args);
Result<GamePtr> makeTakeRangeGame(const std::string& args);
Result<GamePtr> makeOctalGame(const std::string& args);
Result<GamePtr> makeHexGame(const std::string& args);
Result<GamePtr> makeLaskerGame(const std::string& args);
Result<GamePtr> makeGrundysGame(const std::string& args);
Result<GamePtr> makeWythoffGame(const std::string& args);
Result<GamePtr> makeCornerGame(const std::string& args);
Result<GamePtr> makeFibonacciNimGame(const std::string& args);
Result<GamePtr> makeGraphGame(const std::string& args);
Result<GamePtr> makeRulesGame(const std::string& args);  // rules/build.cpp: a program in the rule language

}  // namespace grundy
