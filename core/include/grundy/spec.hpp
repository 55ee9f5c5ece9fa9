// The game spec: one text format that names a game everywhere (URL hash, CLI, JS API, presets).
//
// Grammar (whitespace around tokens is ignored):
//
//   spec        := family [ ":" arguments ]
//   family      := "subtraction"
//   subtraction := "subtraction:" set
//   set         := item { "," item }
//   item        := integer | integer ".." integer        (a range, both ends included)
//   integer     := digit { digit }                       (1 .. 1000000)
//
// Examples: "subtraction:1,3,4", "subtraction:1..3" (the Bash game with M = 3).
// Positions have a text form too: "7" for a heap.
#pragma once

#include <string>

#include "grundy/game.hpp"

namespace grundy {

Result<GamePtr> parseSpec(const std::string& text);

// Parses a position for a game, e.g. "7". The message says what would be accepted.
Result<Position> parsePosition(const Game& game, const std::string& text);

}  // namespace grundy
