// What the API's files share: reading a question (a spec and a position) and writing a position's
// parts, as every answer about a position gives them.
#pragma once

#include <string>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/api.hpp"
#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/heap_table.hpp"

namespace grundy::api::detail {

struct Question {
    GameSpec spec;
    SumPosition position;
};

Result<Question> readQuestion(const std::string& spec, const std::string& position);

// The parts of a position as its text (sumPositionText) writes them and reading it back gives them.
std::vector<PositionPart> partsOf(const GameSpec& spec, const SumPosition& position);

PositionText positionText(const GameSpec& spec, const SumPosition& position);

// "P" or "N".
std::string outcomeText(Outcome o);

// A heap table computed to its end, a slice at a time while `progress` watches (asked between
// slices): its values, or why it stopped (run.interrupted when `progress` said so).
Result<std::vector<Value>> valuesOf(HeapTable table, const Progress& progress);

// The period search for `max` (patterns, period, exportProgram): 0 is the page's bounds; otherwise a
// table of up to `max` values with the search's full work budget (what the command asks for), or the
// work and memory `budget` sets.
Result<PeriodSearchLimits> periodSearch(std::int64_t max, const Budget& budget = {});

// The core's periodicity as the API reports it (analysis.cpp).
Periodicity periodicityOf(const grundy::PeriodFinding& p);

}  // namespace grundy::api::detail
