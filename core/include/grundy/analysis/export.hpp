// Export: a complete C++17 program for one game (a proven closed form where there is one, otherwise
// the table computation its family writes, or the core's values embedded), and tables as CSV or JSON.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/result.hpp"
#include "grundy/spec.hpp"

namespace grundy {

// A complete C++17 program for one game (one component, normal play). It reads one position per
// line from standard input: a heap size, two or three coordinates ("5 8", "5,8", "(5, 8)") or a
// graph's node, or several joined by spaces or '+' (a sum), and prints each position's value (the
// XOR of its parts' values) on its own line, or with --outcome P or N. The program uses a closed
// form when a proven one exists (a formula, preperiod and period tables; for two coordinates a
// formula, and a P-position rule for --outcome), otherwise the table computation the game's family
// writes from its moves (mex with a stamp array, sized from the input's largest position), or the
// core's values embedded (a graph's edges, a rules game's values up to a bound). `search` bounds
// the periodicity search that decides a heap game's way.
Result<std::string> exportProgram(const GameSpec& rules, const PeriodSearch& search = {});
Result<std::string> exportProgram(const GamePtr& game, const PeriodSearch& search = {});

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
