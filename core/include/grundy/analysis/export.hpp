// Export: a complete C++17 program for a heap game (a proven formula or period where there is one,
// otherwise the table computation), and tables as CSV or JSON.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/result.hpp"
#include "grundy/spec.hpp"

namespace grundy {

// A complete C++17 program for a heap game (one component, normal play). It reads one position per
// line from standard input: a heap size, or several joined by spaces or '+' (a sum), and prints
// each position's value (the XOR of its heaps' values) on its own line. The program uses a closed
// form when a proven pattern exists (a formula, or preperiod and period tables), otherwise an
// efficient table computation (mex with a stamp array, sized from the input's largest heap).
// `search` bounds the periodicity search that decides between the two.
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
