// The values of a coin-turning game from its turning code without visiting its moves one by one
// (Moidores has 169,766 at coin 20): for each rule, the set of values its moves from coin n reach,
// as value sets (value_sets.hpp):
//   * any coins: the XORs of the k-subsets of g(1) .. g(n-1), kept in layers by k (or "k or more")
//     and brought up to date with each new value (a window of C(N) coins is made afresh per coin);
//   * consecutive coins: differences of prefix XORs, one per count;
//   * equally spaced coins: a running XOR along each spacing;
//   * symmetric coins: for each leftmost coin a (its mirror is n), the subsets of the pairs
//     g(x) ^ g(a + n - x) in layers by how many, and the middle coin (a + n) / 2 when the count is odd.
// The value of coin n is the least value none of them reaches.
#pragma once

#include <memory>

#include "coin_turning_code.hpp"
#include "grundy/game.hpp"

namespace grundy {

std::unique_ptr<HeapFiller> makeTurningValues(const TurningCode& code);

// About the steps a table of coins 0..n costs it (non-decreasing in n).
double turningTableWork(const TurningCode& code, double n);

}  // namespace grundy
