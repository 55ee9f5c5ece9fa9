// The game spec: one text format that names a game everywhere (URL hash, CLI, JS API, presets).
// This header's grammar is the reference; the README repeats it.
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
//   octal:CODE, hex:CODE        take-and-break codes: CODE := [d0] "." d1 d2 .. (up to 64 digits
//                               after the point), e.g. 0.77 (Kayles), .07 (Dawson's Kayles), 0.137
//                               (Dawson's chess), 4.07. Digit dk, k >= 1: removing k tokens may leave
//                               no heap (bit 1, only if exactly k were there), one (2), two (4) or, in
//                               hex, three (8) non-empty heaps; d0 is 0 or 4 (hex: 0, 4, 8, C): split
//                               a heap into two (three) without taking
//   lasker                      take any number, or split a heap into two non-empty heaps
//   grundy                      split a heap into two unequal non-empty heaps
//   wythoff                     two heaps: take any from one, or the same from both
//   corner, corner:R,C          a piece moves left, down, or diagonally down-left (on an R x C board)
//   fibonacci-nim               (heap, allowed take): take 1..allowed, then the next may take twice that;
//                               position "h,a", or "n" for the start (n, n-1)
//   mock-turtles                a row of coins numbered from 1: turn over one, two or three coins, the
//                               rightmost from heads to tails; heap n is a head at coin n, so "3+5+8"
//                               has heads at coins 3, 5 and 8
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
// A sum of different games joins components with "+": "octal:0.77+nim". A position is one part
// per component, joined with "+"; a spec with one component takes any number of parts, each a
// position of that game: "7+4+9" is three heaps. A part is "7" for a heap, "3,5" for two
// coordinates. "misere:" makes the last player to move lose.
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
// in normal play. A sum or a misère spec is refused with a message saying why and what to use;
// `what` names the request in that message ("a table of values").
Result<GamePtr> parseSingleGame(const std::string& text, const std::string& what);

// Parses "7", "3,5" or "7+4+9" for a ruleset; the message says what would be accepted.
Result<SumPosition> parseSumPosition(const GameSpec& rules, const std::string& text);

// The text of a sum position, the inverse of parseSumPosition.
std::string sumPositionText(const GameSpec& rules, const SumPosition& position);

// The families the parser knows, with an example each, for messages and the page's gallery.
struct FamilyInfo {
    const char* name;
    const char* example;
};
const std::vector<FamilyInfo>& knownFamilies();

}  // namespace grundy
