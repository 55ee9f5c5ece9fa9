#include "registry.hpp"

namespace grundy {

const std::vector<Family>& families() {
    static const std::vector<Family> table{
        {"nim", "nim", false, &makeNimGame},
        {"bash", "bash:3", true, &makeBashGame},
        {"subtraction", "subtraction:1,3,4", true, &makeSubtractionGame},
        {"take-range", "take-range:2,4", true, &makeTakeRangeGame},
        {"octal", "octal:0.77", true, &makeOctalGame},
        {"hex", "hex:0.F", true, &makeHexGame},
        {"lasker", "lasker", false, &makeLaskerGame},
        {"grundy", "grundy", false, &makeGrundysGame},
        {"wythoff", "wythoff", false, &makeWythoffGame},
        {"corner", "corner:8,8", true, &makeCornerGame, true},
        {"fibonacci-nim", "fibonacci-nim", false, &makeFibonacciNimGame},
        {"graph", "graph:a>b;a>c;b>c", true, &makeGraphGame},
        {"rules", "rules:{position n move for k in 1..3 where k <= n -> n - k}", true, &makeRulesGame},
    };
    return table;
}

}  // namespace grundy
