// What misère theory here is about: sums of heaps of one heap game. Conway's genus symbols and the
// misère quotients of Plambeck and Siegel both look at a heap's options as sums of smaller heaps,
// which a misère sum does not reduce to one value (the XOR of its parts' values is normal play's
// rule, not misère play's). This header checks that a game is such a game and lists each heap's
// options in that form, for the genus (genus.hpp) and the quotient (quotient.hpp) alike.
#pragma once

#include <cstdint>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/result.hpp"

namespace grundy {

// A sum of heaps: their sizes, ascending. The empty heap (heap 0) is left out: it has no move and
// adds nothing to a sum.
using HeapSum = std::vector<std::int64_t>;

// Whether misère sums of `game`'s heaps are what genus symbols and quotients describe: a heap game
// (positions of one number whose moves lead to smaller heaps), and not a row of coins whose heads
// cancel in pairs (mock turtles: two equal parts are not a sum of two games). The message says what
// the game is instead and names a game to ask about.
Result<void> checkMisereHeapGame(const Game& game);

// The options of heap `n` as sums of heaps, each once (Kayles' "take one from either end" is one
// option), in the order the game first lists them. A rule-language game's broken rule is its message.
Result<std::vector<HeapSum>> heapOptions(const Game& game, std::int64_t n);

}  // namespace grundy
