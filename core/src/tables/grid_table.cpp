#include "grundy/tables/grid_table.hpp"

#include <algorithm>
#include <string>

#include "grundy/budget.hpp"
#include "grundy/limits.hpp"

namespace grundy {

GridTable::GridTable(GamePtr game, std::int64_t rows, std::int64_t cols, std::unique_ptr<GridFiller> filler,
                     bool gameFiller)
    // Sized (zeroed) by the constructor, a memset: assign(n, 0) filled it a cell at a time in wasm,
    // reloading the value for each (it might alias the vector).
    : game_(std::move(game)),
      rows_(rows),
      cols_(cols),
      values_(static_cast<std::size_t>(rows * cols)),
      filler_(std::move(filler)),
      gameFiller_(gameFiller) {}

GridTable::GridTable(GridTable&&) noexcept = default;
GridTable& GridTable::operator=(GridTable&&) noexcept = default;
GridTable::~GridTable() = default;

Result<GridTable> GridTable::create(GamePtr game, std::int64_t rows, std::int64_t cols, FillerMaker orElse,
                                    const Budget& budget) {
    if (!game) return fail(msg::game_none{});
    if (rows < 1 || cols < 1) return fail(msg::grid_no_cells{.rows = rows, .cols = cols});
    // Each side alone is at most the limit, so the product below cannot overflow.
    if (rows > limits::kMaxTableSize || cols > limits::kMaxTableSize || rows * cols > limits::kMaxTableSize) {
        const auto most = limits::kMaxTableSize;
        if (rows <= most && cols <= most)
            return fail(msg::grid_too_large{.rows = rows,
                                            .cols = cols,
                                            .cells = rows * cols,
                                            .mib = rows * cols * 4 / (1 << 20),
                                            .most = most,
                                            .mostMib = most * 4 / (1 << 20)});
        return fail(
            msg::grid_too_large_side{.rows = rows, .cols = cols, .most = most, .mostMib = most * 4 / (1 << 20)});
    }
    if (game->dimensions() == 1 && cols != 1) return fail(msg::grid_one_column{.spec = game->spec(), .cols = cols});
    // A game's positions are checked coordinate by coordinate against ranges, so the far corner
    // being a position means every cell is.
    const Position check{rows - 1, cols - 1};
    if (auto ok = game->checkPosition(check); !ok)
        return fail(msg::grid_not_a_position{.position = game->positionText(check), .reason = ok.why()});
    // The cells, 4 bytes each, within what the budget allows: refused before any work, with the figure
    // and what fits.
    const std::int64_t cells = rows * cols, cellBytes = cells * static_cast<std::int64_t>(sizeof(Value));
    const std::int64_t allowed = bytesAllowed(budget, memoryCeiling());
    if (auto fits = tableFits(cells, sizeof(Value), allowed); !fits) return fits.why();
    // A filler's search may spend the budget's work, and of its bytes what the cells leave (its
    // defaults, limits.hpp, when none is given).
    const Budget searches{.work = budget.work, .bytes = budget.bytes > 0 ? allowed - cellBytes : 0};
    auto filler = game->gridFiller(rows, cols, searches);
    if (!filler) return filler.why();
    const bool own = filler.value() != nullptr;
    if (!own) filler = orElse(game, rows, cols, searches);
    if (!filler) return filler.why();
    return GridTable(std::move(game), rows, cols, std::move(filler).value(), own);
}

bool GridTable::advance(std::int64_t steps) {
    if (failed() || complete()) return true;
    const std::int64_t end = std::min(size(), done_ + std::max<std::int64_t>(steps, 0));
    if (auto filled = filler_->fill(values_, done_, end); !filled) {
        error_ = filled.why();
        return true;
    }
    return complete();
}

}  // namespace grundy
