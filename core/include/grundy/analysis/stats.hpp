// Statistics of a take-and-break table as researchers read them (A. Flammenkamp's tables of octal
// games and Grundy's game): at each power of two, the rare/common split the sparse-space method
// chooses for the heaps below it (grundy/tables/sparse.hpp: the same choice and the same test of a
// heap, not a copy), how many of those heaps are rare and the last of them, and the largest value
// and where it first appears. The values are given: api::stats takes them from api::values, whose
// tables, estimates, limits and messages a request meets.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/result.hpp"

namespace grundy {

struct StatsRow {
    std::int64_t heaps = 0;  // the row is about heaps 0 .. heaps-1: a power of two, or the whole table
    // The split chosen for those heaps: heap n is rare when popcount(g(n) & mask), plus with the twist
    // the parity of n - k0, is even (k0: the tokens the first splitting move removes).
    std::uint32_t mask = 0;
    std::string maskBits;  // the mask in binary, as the command and the page show it ("11110")
    bool twist = false;
    std::int64_t k0 = 0;
    std::int64_t rare = 0;       // how many of heaps 0 .. heaps-1 are rare (heap 0 counted, as published lists do)
    std::int64_t lastRare = -1;  // the last rare heap; -1 when there is none
    Value lastRareValue = 0;     // its value
    Value largest = 0;           // the largest value among g(0) .. g(heaps-1)
    std::int64_t largestAt = 0;  // the first heap with that value
};

// The moves of a game whose table has statistics; refused, saying why, for a game whose moves have
// no sparse-space split (any game but a take-and-break game whose moves leave at most two heaps).
// Asked before the values are computed.
Result<const SplitMoves*> statsMoves(const GamePtr& game);

// The rows of g(0) .. g(count-1), `values` (count = values.size()) of a game with these moves: one
// for each power of two from 2 below count, and a last one for the whole table (a power of two or
// not). Reads the values in place, holding nothing of their size.
std::vector<StatsRow> tableStats(const SplitMoves& moves, const std::vector<Value>& values);

}  // namespace grundy
