// Part of the core's API (grundy/api.hpp says what it is): the game descriptor (describe) and the families with their
// forms. The structs' fields are read by wasm/api-fields.mjs (the wasm bindings and grundy.d.ts).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/analysis/stats.hpp"
#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/result.hpp"
#include "grundy/rules.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/grid_table.hpp"
#include "grundy/tables/heap_table.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy::api {

// ---- The game descriptor (describe) ------------------------------------------------------------

struct Edge {
    std::string from, to;  // node names
};

struct Component {
    std::string spec;                 // the canonical component text
    std::string family;               // its family word ("subtraction")
    std::string name;                 // how a person calls it: a rules program's name; "" otherwise
    std::string about;                // a rules program's one line about itself; "" otherwise
    std::string program;              // a rules component's program (between the braces); "" otherwise
    Message rules;                    // its rules in words (game-rules.*), for a person new to the game
    std::vector<std::string> params;  // its family's field values, in the order of families()[...].params
    int dimensions = 1;               // 1 | 2 | 3: numbers in a position
    // "strip" | "grid" | "nodes" | "none": heaps 0..N, rows x cols, a graph's nodes, none (3 numbers)
    std::string table;
    // "heap" | "row" | "pair" | "board" | "fib" | "node" | "coins" | "tuple": how play shows a part
    std::string board;
    std::vector<std::string> axes;  // two coordinates: ids of their words ("down", "left"); else empty
    std::int64_t boardRows = 0;     // a bounded board (corner:R,C); 0 = unbounded
    std::int64_t boardCols = 0;
    std::vector<std::string> nodes;  // a graph: node names (node i is position nodes[i]); else empty
    std::vector<Edge> edges;         // a graph's edges by name
    std::string start;               // a first position of this component alone ("10", "5,8", "a")
    std::string empty;               // a position of it with no move left ("0", "0,0", a sink node)
};

// Every limit a request or the page's fields meet (grundy/limits.hpp), so the page keeps no copy.
struct Limits {
    std::int64_t shownHeaps = 0;      // most positions a strip shows
    std::int64_t shownSide = 0;       // most rows or columns a grid shows
    std::int64_t shownNodes = 0;      // most nodes of a graph its table shows
    std::int64_t tableSize = 0;       // most values one table holds
    std::int64_t coordinate = 0;      // largest number in a position
    std::int64_t specLength = 0;      // longest spec (and position the core reads)
    std::int64_t positionLength = 0;  // longest position the page takes
    std::int64_t periodSearch = 0;    // largest table a period search may grow to (patterns' `max`)
    std::int64_t programLength = 0;   // longest rules program
    std::int64_t rowLength = 0;       // longest row a strip is wrapped into
    std::int64_t playedLength = 0;    // longest record of a game played that a link carries
    std::int64_t statsSize = 0;       // most heaps the page's statistics go to
    // What a search may spend by default (work in steps, bytes), and the most bytes any may hold
    // (memoryCeiling()): the page's "Keep going" asks for multiples of the first two, never past the third.
    std::int64_t searchWork = 0;
    std::int64_t searchBytes = 0;
    std::int64_t memoryCeiling =
        0;  // the most bytes any computation may hold: a quarter of the module's maximum memory.
};

// The game descriptor: everything the page needs to know about a spec.
struct Descriptor {
    std::string spec;  // the canonical spec text
    std::string line;  // the same on one line: each rules program's comments dropped, newlines as spaces
    bool misere = false;
    std::string kind;            // "heap" | "grid" | "graph" | "rules" | "sum"
    std::string start;           // a first position of the whole game: one per component, joined by '+'
    bool exportProgram = false;  // exportProgram can write a program for it: one game in normal play
    std::vector<Component> components;
    Limits limits;
};

// The descriptor of a spec, or the parser's message.
Result<Descriptor> describe(const std::string& spec);

// ---- Families and their forms --------------------------------------------------------------------

struct FamilyParam {
    std::string key;                   // "m", "set", "edges", ...
    std::string type;                  // "int" | "text" | "choice" | "graph" | "program"
    std::vector<std::string> choices;  // a choice's values
    std::string value;                 // its value in the family's example: the form's default
    bool optional = false;             // may be left empty
    // The values of the family's choice field with which this field is not used (the form hides it):
    // the component's text is the same whatever it holds (subtraction's set with a named set).
    std::vector<std::string> unusedWith;
};

// Another name people call a game by, and the spec it reads as ({ "kayles", "octal:0.77" }).
struct Alias {
    std::string name, spec;
};

struct Family {
    std::string name;     // the family word
    std::string example;  // a full example spec
    int dimensions = 1;   // of the example's positions
    std::vector<FamilyParam> params;
    std::vector<Alias> aliases;  // the common names of its classic games
};

std::vector<Family> families();

// A component's canonical spec from its family's field values (as many as its params), so no form
// writes "family:args" itself; the parser's message when they do not make a game.
Result<std::string> component(const std::string& family, const std::vector<std::string>& values);

}  // namespace grundy::api
