#include "families.hpp"

namespace grundy {

const std::vector<Family>& families() {
    static const std::vector<Family> table{
        {"subtraction", "subtraction:1,3,4", true, &makeSubtractionGame},
        {"wythoff", "wythoff", false, &makeWythoffGame},
        {"corner", "corner:8,8", true, &makeCornerGame, true},
        {"fibonacci-nim", "fibonacci-nim", false, &makeFibonacciNimGame},
        {"graph", "graph:a>b;a>c;b>c", true, &makeGraphGame},
    };
    return table;
}

}  // namespace grundy
