#include "families.hpp"

namespace grundy {

const std::vector<Family>& families() {
    static const std::vector<Family> table{
        {"subtraction", "subtraction:1,3,4", true, &makeSubtractionGame},
    };
    return table;
}

}  // namespace grundy
