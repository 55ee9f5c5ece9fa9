// Pieces of the C++ an exported program is made of (analysis/export.cpp), shared with the families,
// whose Game::programParts write their own table computations with them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace grundy::program {

std::string num(std::int64_t v);

// A C++ array initialiser, 20 numbers a line.
std::string arrayText(const std::vector<std::int64_t>& values);

// Numbers for a comment: the first 30, then how many in all.
std::string listForComment(const std::vector<std::int64_t>& values);

// A table computation by the mex rule: g[n] for n up to the largest heap asked, at most maxHeap
// (`cost` says why, in the program's comment). `setup` runs once in prepare() (it may use
// `largest`); `options` marks the values of heap n's options with mark(v) and may read g[0..n-1].
std::string mexTable(std::int64_t maxHeap, const std::string& cost, const std::string& setup,
                     const std::string& options);

// The `options` of mexTable for the moves n -> n - s, s in a sorted list `moves` the program defines.
std::string subtractionOptions();

}  // namespace grundy::program
