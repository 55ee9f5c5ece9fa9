// The values of a take-and-break code whose moves the sparse-space method cannot take (splits into
// three heaps or more, "=", mixed modifiers, tails that split, tokens added): a table of value sets.
//
// For each kind of split a digit allows (c heaps, or c or more, under a rule), the set S(T) of the
// values of every way to leave such heaps from T tokens is kept for every T, built from smaller sets:
//   * two heaps: g(a) ^ g(T - a) for each a (a < T - a under "!" and "?"; T even, 0, under "=");
//   * c heaps, any sizes: S_c(T) = U_a g(a) ^ S_(c-1)(T - a) (the order of the parts does not matter
//     to a set of XORs, so compositions stand for partitions); c or more: the same with S_(>=c-1),
//     and S_(>=1)(T) = {g(T)} U U_a g(a) ^ S_(>=1)(T - a);
//   * "?", not all equal: the first part a and the rest, which may be anything unless all the parts
//     could be a (T = c * a): then the rest must not be all equal either (for "or more", not all
//     equal to a: the rest's not-all-equal set and its all-equal splits of other counts);
//   * "!", pairwise unequal: a 0/1 knapsack over the heap sizes, each size added once its value is
//     known, to layers of "i distinct parts" (or "i or more");
//   * "=": at most one split per count, of value g(T / c) for odd c and 0 for even c.
// A heap's options are then the union of the sets its digits reach (a repeating tail's through
// running unions per residue), and its value the least value missing. Each value set costs its
// kind's work once per T (about T steps), so a table up to N costs about N^2 steps per kind rather
// than the number of partitions.
#pragma once

#include <memory>

#include "grundy/game.hpp"
#include "take_and_break_code.hpp"

namespace grundy {

// The filler HeapTable uses for the code's table (Game::heapFiller).
std::unique_ptr<HeapFiller> makeCodeValues(const TakeBreakCode& code);

// About the steps a table of heaps 0..n costs it (non-decreasing in n).
double codeTableWork(const TakeBreakCode& code, double n);

// Whether this build has the value-set table: the page's first module leaves it out
// (wasm/first_module.cpp), and refuses the codes that need it with module.needs-full.
bool codeValuesLinked();

}  // namespace grundy
