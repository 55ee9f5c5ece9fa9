// The pieces every exported program is made of (export_text.cpp), and the programs of the games
// that are not heap games: two or three coordinates (export_coordinates.cpp) and a graph's nodes
// (export_graph.cpp). exportProgram (export.cpp) writes a heap game's program and picks among them.
#pragma once

#include <string>

#include "../program_code.hpp"
#include "grundy/analysis/export.hpp"
#include "grundy/game.hpp"

namespace grundy::exporting {

using program::arrayText;
using program::num;

// Comment lines of at most ~100 columns: "// Values: ..." wrapped with its continuation indented.
std::string commentParagraph(const std::string& label, const std::string& text);

// The program's header, up to its Outcomes line: its title, a rules game's program, the game and how
// its values and outcomes are worked out. `rulesProgram`: the program of a game in the rule language
// (GameTraits::program), "" otherwise.
std::string headerText(const std::string& spec, const std::string& rulesProgram, const std::string& description,
                       const ProgramCode& values, const std::string& outcomeLine);

// A program's reading of one digit c of a number (`what`: "heap", "number"), up to 2^64 - 1 and no
// further: the lines inside `if (c >= '0' && c <= '9') {`.
std::string digitText(const std::string& what);

// The end of a program's main(): each line's answer, P or N by the outcome rule where the line is
// one position and `outcome` is asked, else the XOR of its positions' values (P or N by it with
// `outcome`), all written at once. A line's numbers are `numbers`[begin, end), `width` per position.
std::string answersText(const std::string& numbers, const std::string& width);

// The program of a game of two or three coordinates (export_coordinates.cpp).
Result<ExportedProgram> coordinateProgram(const GamePtr& game, const GameTraits& traits, ProgramParts parts);

// The program of a game whose positions are a graph's nodes (export_graph.cpp).
Result<ExportedProgram> nodeProgram(const Game& game, const GameTraits& traits, const ProgramParts& parts);

}  // namespace grundy::exporting
