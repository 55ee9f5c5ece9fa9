// The game spec: one text format that names a game everywhere (URL hash, CLI, JS API, presets).
// This header's grammar is the reference; docs/game-specs.md quotes it (checked by tests/docs).
//
//   spec       := [ "misere:" ] component { "+" component }
//   component  := family [ ":" arguments ]
//
// Families (arguments in brackets):
//   nim                         take any number from a heap
//   bash:M                      take 1..M (1 <= M <= 1000000)
//   subtraction:SET             take s for s in SET; SET := item {"," item}, item := N | N..N
//                               (1 <= N <= 1000000, at most 4096 members), or one named infinite
//                               set alone: fib (1,2,3,5,..), pow2 (1,2,4,..), squares (1,4,9,..),
//                               primes (2,3,5,..); "all-but:SET" takes any number except those in SET
//   take-range:P,Q              take P..Q (1 <= P <= Q <= 1000000); with fewer than P left the
//                               mover takes all; whoever takes the last token loses (HDU 2897).
//                               Played as its normal-play form: the losing move that takes the
//                               last token is left out, so heaps 0..P have no move and value 0 and
//                               the mover loses iff 1 <= n mod (P+Q) <= P for n >= 1. Heap 0 is an
//                               empty heap (lost for the mover; the seed's formula prints WIN there).
//                               Values and sums are those of this form: in a sum the player left
//                               without such a move loses, which is not "last token of all loses".
//   CODE, octal:CODE, hex:CODE, take-and-break:CODE
//                               take-and-break codes as CGSuite writes them (the grammar in full:
//                               families/take_and_break_code.hpp), alone or after a family word:
//                               0.77 (Kayles), .07 (Dawson's Kayles), 0.137, 4.07, 4!.0 (Grundy's
//                               game), 0.[3] (Nim), 0.3F. Digit dk, k >= 1: removing k tokens may
//                               leave no heap (bit 1, only if exactly k were there), one (2), two
//                               (4), three (8), ... non-empty heaps (base 32: 0-9, A-V; &N; for more);
//                               {2,3} and {2+} list heap counts, * allows any; ! (heaps pairwise
//                               unequal), ? (not all equal), = (all equal) after a digit; d0 splits
//                               without taking, digits before it add tokens (refused when play could
//                               go on for ever); a tail [..] repeats. Written back in normal form
//                               after the narrowest word: octal (two heaps), hex (three), else
//                               take-and-break
//   lasker                      take any number, or split a heap into two non-empty heaps
//   grundy                      split a heap into two unequal non-empty heaps
//   wythoff                     two heaps: take any from one, or the same from both
//   corner, corner:R,C          a piece moves left, down, or diagonally down-left (on an R x C board)
//   fibonacci-nim               (heap, allowed take): take 1..allowed, then the next may take twice that;
//                               position "h,a", or "n" for the start (n, n-1)
//   turning:CODE                a row of coins numbered from 1: a move turns over the coins CODE allows
//                               (CGSuite's turning codes: families/coin_turning_code.hpp), the
//                               rightmost from heads to tails; heap n is a head at coin n, so "3+5+8"
//                               has heads at coins 3, 5 and 8. 1-3 is Mock Turtles (mock-turtles),
//                               1+C Ruler, 1-9 Moidores, 3 Triplets, 3E Turnips, 4FS Grunt, 1+S Sym
//   graph:EDGES                 a token on a directed acyclic graph, EDGES := item {";" item},
//                               item := a>b (an edge) | a (a node); a position is a node name
//   rules:{PROGRAM}             a game in the rule language (grammar: grundy/rules.hpp), e.g.
//                               rules:{position n move for k in 1..3 where k <= n -> n - k}; the
//                               program may span lines and hold '+', braces, strings and comments:
//                               the component ends at the '}' that matches its '{'
//
// Heap games with many moves per heap (hex codes with three-way splits, all-but and the named sets
// other than pow2, and nim's move lists) refuse heaps whose table would visit more than 2^29
// options, e.g. hex:0.F heaps above 2681; the message names the bound. Lasker's Nim, Grundy's game
// and the other octal/hex codes are tabulated by the sparse-space method up to the table limit
// (grundy/tables/sparse.hpp), which stops with a message past its work budget.
//
// Names: a family word is compared in lower case with spaces and '_' read as '-' and apostrophes
// dropped ("Mock Turtles" is mock-turtles), and the classic games' common names are read as their
// specs and written back canonically: kayles is octal:0.77, "Dawson's Kayles" octal:0.07, ...
// (each family lists its own in api/registry.cpp; `grundy specs` prints them). An unknown
// name near a known one is answered with the spec to use ("did you mean subtraction:1,3,4?").
//
// A sum of different games joins components with "+": "octal:0.77+nim". "misere:" makes the last
// player to move lose.
//
// Position text (parseSumPosition; the canonical form is what sumPositionText writes):
//
//   position  := item { "+" item }            canonical: "7", "3,5", "a" (a graph's node), "7+4+9"
//   item      := part | "(" part { "+" part } ")"     several parts of one component of a sum
//   part      := N | NAME | N "," N [ "," N ]         one number, a node, or a position's coordinates
//
// A spec with one component takes any number of parts, each a position of that game ("7+4+9" is
// three heaps); a sum of different games takes one item per component, in order ("(1+3)+5": two
// heaps of the first). Also read, and written back canonically:
//   - white space around ',', '+' and parentheses; full-width "，（）＋", digits and spaces;
//   - a game of one number (heaps, coins, graph nodes): parts separated by spaces or ',' as by '+'
//     ("1 4 1", "1,1,1" -> 1+4+1); in a sum, "(1,4)+1" or "1 4+1" -> (1+4)+1;
//   - a game of two or three numbers: one position as "2 1", "2, 1", "(2, 1)" or "(2 1)" -> 2,1;
//     several as "(2,1) (3,4)", "(2,1)+(3,4)", "2,1 3,4" or "2 1+3 4" -> 2,1+3,4; the Fibonacci
//     game's single number n is its start (n, n-1);
//   - a sum of different games written with spaces: one part per component ("3 (2,1)", "3 2,1"),
//     or bare numbers dealt out in order, as many to each component as its positions have ("3 2 1"
//     for nim+wythoff -> 3+2,1).
// Readings that would be guesses are refused with the text to use: bare numbers that are several
// positions of a two-number game ("2 1 3 4": write 2,1+3,4), a spaced sum whose parts do not go one
// to a component ("1 4 1" for octal:0.77+nim: write (1+4)+1 or 1+(4+1)), numbers separated by
// characters no form uses ("1;4;1", "[1, 4, 1]": write 1+4+1 for three heaps). Parentheses do not
// nest.
#pragma once

#include <string>
#include <vector>

#include "grundy/game.hpp"

namespace grundy {

// A parsed spec: one or more component games, and the play convention.
struct GameSpec {
    std::vector<GamePtr> components;
    bool misere = false;

    // The canonical spec text (parseSpec(text()) gives the same ruleset back).
    std::string text() const;
    bool isSingle() const { return components.size() == 1; }
};

// A position of a ruleset: the component each part belongs to, and the part's position.
struct SumPart {
    std::size_t component = 0;
    Position position;
};
using SumPosition = std::vector<SumPart>;

Result<GameSpec> parseSpec(const std::string& text);

// One component game, e.g. "subtraction:1,3,4" (no "+" and no "misere:").
Result<GamePtr> parseGame(const std::string& text);

// The one game a table, a period or an export is about: a full spec that must be a single game
// in normal play. A sum or a misère spec is refused with a message saying why and what to use,
// which names the request ("a table of values"). Genus symbols and misère quotients are about one
// game too, in misère play: "misere:" is taken for them, and changes nothing.
enum class SingleGameUse { Table, Period, Genus, Quotient };
Result<GamePtr> parseSingleGame(const std::string& text, SingleGameUse use);

// Reads a position of a ruleset in any form of the position grammar above; the message says what
// would be accepted, with the exact text to use where the numbers say it.
Result<SumPosition> parseSumPosition(const GameSpec& spec, const std::string& text);

// The text of a sum position, the inverse of parseSumPosition.
std::string sumPositionText(const GameSpec& spec, const SumPosition& position);

// A coin-turning game's position is the set of its heads (GameTraits::pairsCancel): a coin turned
// twice shows tails again. Each of parts[from, to) whose component cancels (cancels[component])
// and that equals another part of its component is removed with it: a typed position, all of it;
// a move, the pieces it made.
SumPosition cancelPairs(SumPosition parts, std::size_t from, std::size_t to, const std::vector<bool>& cancels);

// The families the parser knows, with an example each, for messages and the page's gallery.
struct FamilyInfo {
    const char* name;
    const char* example;
};
const std::vector<FamilyInfo>& knownFamilies();

}  // namespace grundy
