// Export: a complete C++17 program for one game (a proven closed form where there is one, a period
// the values show, otherwise the table computation its family writes, or the core's values
// embedded), and tables as CSV or JSON.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/result.hpp"
#include "grundy/spec.hpp"

namespace grundy {

// How an exported program works out its values: its header says it in English at length; the page
// says it beside its download from these fields.
enum class ProgramWay {
    Formula,   // a closed form the game's family proves, checked against the core's table
    Period,    // a heap game's preperiod and period (and saltus), proven or observed: `periodicity`
    Table,     // the table computation the game's family writes from its moves (a graph's edges)
    Embedded,  // the core's values, `embedded` of them; larger positions are refused
};

struct ExportedProgram {
    std::string text;  // the program
    ProgramWay way = ProgramWay::Table;
    PeriodFinding periodicity;  // way Period: the pattern the program extends (proven, or observed for n < checked)
    std::int64_t embedded = 0;  // way Embedded: how many positions' values the program holds
};

// A complete C++17 program for one game (one component, normal play). It reads one position per
// line from standard input: a heap size, two or three coordinates ("5 8", "5,8", "(5, 8)") or a
// graph's node, or several joined by spaces or '+' (a sum), and prints each position's value (the
// XOR of its parts' values) on its own line, or with --outcome P or N. A heap game's program uses, in
// order of preference, a proven formula; the period its values show (proven, or observed on every
// value the search computed, and said so), which answers any heap up to 2^64 - 1 as a contestant's
// program would; the table computation the game's family writes from its moves (mex with a stamp
// array, sized from the input's largest position); or the core's values embedded. A game of two or
// three coordinates: a formula (and a P-position rule for --outcome), the family's computation, or
// the core's values; a graph: its edges. `search` bounds the periodicity search that decides a heap
// game's way.
Result<ExportedProgram> exportProgram(const GameSpec& spec, const PeriodSearchLimits& search = {});
Result<ExportedProgram> exportProgram(const GamePtr& game, const PeriodSearchLimits& search = {});

// A 1-D table as CSV ("n,value" header, one row per position) and JSON
// ({"spec": ..., "values": [...]}).
std::string toCsv(const std::vector<Value>& values);
std::string toJson(const std::string& spec, const std::vector<Value>& values);

// A 2-D table: CSV with a header row of y and one row per x; JSON {"spec", "rows", "cols",
// "values": [[...], ...]} (values[x][y]).
using GridValue = std::function<Value(std::int64_t x, std::int64_t y)>;
std::string gridToCsv(std::int64_t rows, std::int64_t cols, const GridValue& value);
std::string gridToJson(const std::string& spec, std::int64_t rows, std::int64_t cols, const GridValue& value);

}  // namespace grundy
