// "Did you mean ...?": the closest known name to a misspelt one, for the rule language's names and
// the spec's game names.
#pragma once

#include <string>
#include <vector>

namespace grundy {

// The closest of `candidates` to `word` by edit distance (two neighbours swapped count as one
// edit), when it is close enough to be a likely typo (at most 1 edit for short words, 2 for
// longer); empty otherwise.
std::string closestName(const std::string& word, const std::vector<std::string>& candidates);

}  // namespace grundy
