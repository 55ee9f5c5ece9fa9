// The game spec: one text format that names a game everywhere (URL hash, CLI, JS API, presets).
// This header's grammar is the reference; the README repeats it.
//
//   spec       := [ "misere:" ] component { "+" component }
//   component  := family [ ":" arguments ]
//
// Families (arguments in brackets):
//   nim                         take any number from a heap
//   bash:M                      take 1..M
//   subtraction:SET             take s for s in SET; SET := item {"," item}, item := N | N..N,
//                               or a named infinite set: fib, pow2, squares, primes;
//                               "all-but:SET" takes any number except those in SET
//   take-range:P,Q              take P..Q; with fewer than P left the mover takes all;
//                               whoever takes the last token loses (HDU 2897)
//   octal:CODE, hex:CODE        take-and-break codes such as 0.77 (Kayles), 0.07, 0.137, 4.07
//   lasker                      take any number, or split a heap into two non-empty heaps
//   grundy                      split a heap into two unequal non-empty heaps
//   wythoff                     two heaps: take any from one, or the same from both
//   corner, corner:R,C          a piece moves left, down, or diagonally down-left (on an R x C board)
//   fibonacci-nim               (heap, allowed take): take 1..allowed, then the next may take twice that;
//                               position "h,a", or "n" for the start (n, n-1)
//   graph:EDGES                 a token on a directed acyclic graph, EDGES := item {";" item},
//                               item := a>b (an edge) | a (a node); a position is a node name
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
struct Ruleset {
    std::vector<GamePtr> components;
    bool misere = false;

    // The canonical spec text (parseRuleset(text()) gives the same ruleset back).
    std::string text() const;
    bool isSingle() const { return components.size() == 1; }
};

// A position of a ruleset: the component each part belongs to, and the part's position.
struct SumPart {
    std::size_t component = 0;
    Position position;
};
using SumPosition = std::vector<SumPart>;

Result<Ruleset> parseRuleset(const std::string& text);

// One component game, e.g. "subtraction:1,3,4" (no "+" and no "misere:").
Result<GamePtr> parseGame(const std::string& text);

// Parses "7", "3,5" or "7+4+9" for a ruleset; the message says what would be accepted.
Result<SumPosition> parseSumPosition(const Ruleset& rules, const std::string& text);

// The text of a sum position, the inverse of parseSumPosition.
std::string sumPositionText(const Ruleset& rules, const SumPosition& position);

// The families the parser knows, with an example each, for messages and the page's gallery.
struct FamilyInfo {
    const char* name;
    const char* example;
};
const std::vector<FamilyInfo>& knownFamilies();

}  // namespace grundy
