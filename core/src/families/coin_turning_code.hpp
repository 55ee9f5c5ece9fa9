// Coin-turning games in CGSuite's turning codes (its game.strip.Turning and game.heap.Spawning;
// Winning Ways ch. 14): a row of coins numbered 1, 2, ... from the left; a move turns over some coins,
// the rightmost of them from heads to tails, as the code allows. By the coin-turning theorem a row is
// the sum of its heads, and a head at coin n is a heap n whose move to the coins a1 < ... < ak < n
// it turns leaves the heaps a1, ..., ak (CGSuite's Spawning: a coin turned twice is a pair of equal
// heaps, which cancel).
//
//   code    := rule { "," rule }
//   rule    := count [ "F" ] [ "C" | "E" | "S" ] [ "C(" N ")" ]     (letters in any order and case)
//   count   := N | N "-" M | N "+"        coins turned: N, N to M, N or more (N >= 1)
//
// C: the coins turned are consecutive; E: equally spaced; S: symmetric about their middle; F: the
// leftmost coin of the row (coin 1) is one of them; C(N): they all lie within N adjacent coins. Any
// rule of the list may be used for a move. 1-3 is Mock Turtles, 1+C Ruler, 1-9 Moidores, 3 Triplets,
// 3E Turnips, 4FS Grunt, 1+S Sym, 1-3C(5) Mock Turtle Fives.
//
// Where CGSuite and this reading differ: a code with two spacing letters ("1-3CE") is refused here
// (CGSuite keeps the last); F on a move that turns one coin only holds for coin 1 here, as F says
// (CGSuite's traversal lets "1+F" turn any coin alone and "1+FS" any odd coin, and divides by zero on
// "1E" with F); a rule whose span C(N) is shorter than its least count allows no move in both.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/game.hpp"

namespace grundy {

enum class Spacing : std::uint8_t { Any, Consecutive, Equal, Symmetric };

struct TurnRule {
    static constexpr std::int64_t kUnbounded = std::int64_t{1} << 62;
    std::int64_t least = 1;  // coins turned, the rightmost included
    std::int64_t most = 1;   // kUnbounded: any number from least on
    Spacing spacing = Spacing::Any;
    bool first = false;              // F
    std::int64_t span = kUnbounded;  // C(N)

    // The fewest and most coins left of the rightmost one a move turns (least - 1, min(most, span) - 1).
    std::int64_t fewestOthers() const { return least - 1; }
    std::int64_t mostOthers() const { return std::min(most, span) - 1; }
    std::string text() const;  // "1-3", "1+C", "4FS", "1-3C(5)"
    friend bool operator==(const TurnRule&, const TurnRule&) = default;
};

struct TurningCode {
    std::vector<TurnRule> rules;
    std::string text() const;  // the rules' texts joined by ","
};

// Reads a code; the message says where and what is wrong.
Result<TurningCode> parseTurningCode(std::string_view text);

// Calls sink with the coins left of n each move from a head at coin n turns (ascending), rule by
// rule, fewer coins first; a move that turns coin n alone gives none.
using TurnSink = std::function<void(const std::vector<std::int64_t>& others)>;
void forEachTurn(const TurningCode& code, std::int64_t n, const TurnSink& sink);

// About how many moves a head at coin n has (non-decreasing in n), for the bound of play.
double turnEstimate(const TurningCode& code, double n);

// The code's rules in words (game-rules.turning): "A row of coins ...; a move turns over one to three
// coins, the rightmost of them from heads to tails."
Message turnWords(const TurningCode& code);

// What an exported program writes for the game (coin_turning_program.cpp).
ProgramParts turningProgramParts(const TurningCode& code);

}  // namespace grundy
