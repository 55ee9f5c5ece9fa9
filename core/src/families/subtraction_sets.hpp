// The subtraction family's infinite sets. subtraction.cpp reads the spec and picks one of these;
// each kind of set lives in its own file.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grundy/game.hpp"

namespace grundy {

// The named infinite sets: Fibonacci numbers 1,2,3,5,8,..., powers of two 1,2,4,8,...,
// squares 1,4,9,..., primes 2,3,5,7,... (subtraction_named.cpp).
enum class NamedSubtractionSet { Fibonacci, PowersOfTwo, Squares, Primes };

// The spec word of each named set ("fib", "pow2", "squares", "primes").
const char* namedSubtractionSetWord(NamedSubtractionSet set);

GamePtr makeNamedSubtractionGame(NamedSubtractionSet set);

// Take any positive number except those in excluded (sorted, distinct, positive)
// (subtraction_all_but.cpp).
GamePtr makeAllButSubtractionGame(std::vector<std::int64_t> excluded);

// For an all-but game, its excluded takes (sorted); nullptr for every other game. HeapTable uses it
// to find each heap's mex from counts of the values below it in O(|excluded|), not O(heap).
const std::vector<std::int64_t>* allButExcludedTakes(const Game& game);

// A finite set such as "1,3,4" or "1..5,8" read as parseSubtractionSet does; its messages name the
// set ("in the all-but set: ...").
enum class FiniteSet { Subtraction, AllBut };
Result<std::vector<std::int64_t>> parseFiniteSet(const std::string& text, FiniteSet set);

}  // namespace grundy
