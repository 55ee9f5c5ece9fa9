// Part of the core's API (grundy/api.hpp says what it is): export: a program or a table of a game.
// The structs' fields are read by wasm/api-fields.mjs (the wasm bindings and grundy.d.ts).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/analysis/stats.hpp"
#include "grundy/api/patterns.hpp"
#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/result.hpp"
#include "grundy/rules.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/grid_table.hpp"
#include "grundy/tables/heap_table.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy::api {

// ---- Export --------------------------------------------------------------------------------------

// An exported program and how it works out values (grundy/analysis/export.hpp), so the page can say
// beside its download what the program assumes.
struct Program {
    std::string text;           // the program
    std::string way;            // "formula" | "period" | "table" | "embedded"
    Periodicity periodicity;    // way "period": the pattern the program extends (proven, or observed for n < checked)
    std::int64_t embedded = 0;  // way "embedded": how many positions' values the program holds; larger ones are refused
};

// A complete C++17 program printing the values of the positions it reads (heaps, two or three
// coordinates, a graph's nodes), for one game in normal play; `max` bounds the period search that
// decides how a heap game's program works, as for patterns, and `budget` its work and memory and
// `progress` its watch as for period.
Result<Program> exportProgram(const std::string& spec, std::int64_t max, const Budget& budget = {},
                              const Progress& progress = {});

// A table as "csv" or "json": `rows` positions of a heap game (cols 1), rows x cols cells of a
// two-coordinate game, `rows` nodes of a graph (cols 1). A heap game's table is computed within
// `budget` (HeapTable::create's; kWorkToReach: to its end whatever it takes, the command's --to) while
// `progress` watches it.
Result<std::string> exportTable(const std::string& spec, const std::string& format, std::int64_t rows,
                                std::int64_t cols, const Budget& budget = {}, const Progress& progress = {});

}  // namespace grundy::api
