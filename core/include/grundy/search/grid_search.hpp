// Tables of any game's values in rows x cols cells (grid_table.hpp): the game's own GridFiller when
// it has one, and otherwise the search layer's, which works out each cell with an Evaluator. This
// is where GridTable meets the search, so the tables layer itself never uses it.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/tables/grid_table.hpp"

namespace grundy {

// A filler that works out each cell with an Evaluator (closed forms, heap tables, the game's own
// search or the generic one) whose searches may spend `budget`; it stops with the Evaluator's
// message (a cycle, a limit).
Result<std::unique_ptr<GridFiller>> searchFiller(const GamePtr& game, std::int64_t rows, std::int64_t cols,
                                                 const Budget& budget);

// A rows x cols table of the game's values: GridTable::create with searchFiller for games without
// a filler of their own, within `budget` (GridTable::create; {} for the defaults).
Result<GridTable> gridTable(GamePtr game, std::int64_t rows, std::int64_t cols, const Budget& budget = {});

// The whole table at once (row-major), or the message that refused or stopped it.
Result<std::vector<Value>> gridValues(GamePtr game, std::int64_t rows, std::int64_t cols);

}  // namespace grundy
