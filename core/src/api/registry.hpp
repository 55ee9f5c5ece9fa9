// Every game family the spec parser knows, the rule language's included: the one list of them
// (registry.cpp), above every family's layer. Each family's own entry type and factory are declared
// in families/registry.hpp; the rule language's in rules/family.hpp.
#pragma once

#include <vector>

#include "../families/registry.hpp"

namespace grundy {

const std::vector<FamilyEntry>& families();

}  // namespace grundy
