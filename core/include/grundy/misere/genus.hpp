// Conway's genus symbols (On Numbers and Games, ch. 12; Winning Ways, ch. 13) for the heaps of a heap
// game. The genus of a game G is g^(γ0 γ1 γ2 ...): g its normal-play value, and γk the misère
// Grundy value of G + *2 + ... + *2 with k copies of *2 (the misère Grundy value of a game is the
// mex of its options' values, and 1 for a game with no move). γ0 is G's own misère value, and
// G is a misère P-position exactly when γ0 = 0.
//
// How it is computed (genus.cpp): the genus of G follows from its options' genera alone, since the
// options of G + k*2 are G' + k*2, G + (k-1)*2 + *1 and G + (k-1)*2, and adding *1 to any game
// flips the last bit of its misère value: γ0 = mex{γ0(G')} (1 with no option) and
// γk = mex({γ(k-1), γ(k-1) xor 1} ∪ {γk(G')}). A heap's options are sums of heaps, whose genus is not
// the XOR of anything, so the sums are followed too, each sum once. The superscript settles into
// period 2 (γ(k+2) = γk) once its options' have; it is kept up to there.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/result.hpp"

namespace grundy {

struct GenusSymbol {
    Value g = 0;
    // γ0 γ1 ... γ(L-1), L >= 2, where γ(k+2) = γk for every k >= L - 2 and no shorter list says so.
    std::vector<Value> digits;

    // γk for any k >= 0.
    Value digit(std::int64_t k) const;
    // Winning Ways' notation: "4^146", "0^120", "6^(1,9,10,8)" (commas and parentheses once a digit has
    // two figures). Nim heaps are written out in full ("3^31", not "3").
    std::string text() const;
    // A genus of a position of Nim (Conway's tame genera, 0^1, 1^0 and a^a in his shorthand): g^(g, g
    // xor 2) for any g (*2 + *2 is 0^02, *3 is 3^31), or 0^120 and 1^031 (the positions with no heap
    // above 1 and an even or odd number of heaps 1).
    bool tameGenus() const;
    friend bool operator==(const GenusSymbol&, const GenusSymbol&) = default;
};

// Where a heap stands in Conway's classification, as far as genera show it:
//   Tame       it and every position it leads to (every sum of heaps on the way) has a tame genus
//              (a genus of a Nim position), so it plays in misère sums with tame games as Nim does;
//   Restive    g is 0 or 1, every option is tame, and its own genus is not tame;
//   Wild       its genus is not tame and g >= 2 (so it is neither tame nor restive);
//   Undecided  the rest: a heap of tame genus with wild positions below it, which may still play as
//              *g through reversible moves (Kayles' heap 6 is *3 in misère canonical form), or one of
//              value 0 or 1 and wild options; genera alone do not tell.
// The first heap of a game that is not Tame has only tame options, so it is Restive or Wild: there
// the game's standing is decided.
enum class MisereStanding { Tame, Restive, Wild, Undecided };

struct HeapGenus {
    GenusSymbol genus;
    MisereStanding standing = MisereStanding::Tame;
};

// How far one genus computation goes by default (a Budget's 0): steps (a step per option of each
// sum visited, and per part of it written) and bytes (the sums remembered). The command goes on
// until memory stops it.
inline constexpr std::int64_t kDefaultGenusWork = 200'000'000;
inline constexpr std::int64_t kDefaultGenusBytes = std::int64_t{256} << 20;
// How often a watched genus search asks its watch (about a few times a second).
inline constexpr std::int64_t kGenusWatchSteps = std::int64_t{1} << 22;

// The genera of heaps 0 .. count - 1 of `game` (checked by checkMisereHeapGame). Refused, saying
// which heap it reached and what to raise, when the sums its heaps lead to need more than `budget`.
// `watch`, when set, hears of the heap being worked on at each heap and every kGenusWatchSteps steps
// within one (a command's progress line, its Ctrl-C); when it says stop, the answer is run.interrupted.
Result<std::vector<HeapGenus>> heapGenera(const Game& game, std::int64_t count, const Budget& budget = {},
                                          Progress watch = {});

}  // namespace grundy
