#include "registry.hpp"

namespace grundy {

const std::vector<Family>& families() {
    static const std::vector<Family> table{
        {.name = "nim", .example = "nim", .takesArguments = false, .make = &makeNimGame},
        {.name = "bash", .example = "bash:3", .takesArguments = true, .make = &makeBashGame, .params = {{"m", "int"}}},
        {.name = "subtraction",
         .example = "subtraction:1,3,4",
         .takesArguments = true,
         .make = &makeSubtractionGame,
         .params = subtractionParams(),
         .compose = &composeSubtraction},
        {.name = "take-range",
         .example = "take-range:2,4",
         .takesArguments = true,
         .make = &makeTakeRangeGame,
         .params = {{"p", "int"}, {"q", "int"}}},
        {.name = "octal",
         .example = "octal:0.77",
         .takesArguments = true,
         .make = &makeOctalGame,
         .params = {{"code", "text"}}},
        {.name = "hex",
         .example = "hex:0.F",
         .takesArguments = true,
         .make = &makeHexGame,
         .params = {{"code", "text"}}},
        {.name = "lasker", .example = "lasker", .takesArguments = false, .make = &makeLaskerGame},
        {.name = "grundy", .example = "grundy", .takesArguments = false, .make = &makeGrundysGame},
        {.name = "wythoff", .example = "wythoff", .takesArguments = false, .make = &makeWythoffGame},
        {.name = "corner",
         .example = "corner:8,8",
         .takesArguments = true,
         .make = &makeCornerGame,
         .argumentsOptional = true,
         .params = {{"rows", "int", {}, true}, {"cols", "int", {}, true}}},
        {.name = "mock-turtles", .example = "mock-turtles", .takesArguments = false, .make = &makeMockTurtlesGame},
        {.name = "fibonacci-nim", .example = "fibonacci-nim", .takesArguments = false, .make = &makeFibonacciNimGame},
        {.name = "graph",
         .example = "graph:a>b;a>c;b>c",
         .takesArguments = true,
         .make = &makeGraphGame,
         .params = {{"edges", "graph"}}},
        {.name = "rules",
         .example = "rules:{position n move for k in 1..3 where k <= n -> n - k}",
         .takesArguments = true,
         .make = &makeRulesGame,
         .params = {{"program", "program"}},
         .compose = &composeRules},
    };
    return table;
}

}  // namespace grundy
