#include "grundy/tables/grid_table.hpp"

#include <algorithm>
#include <string>

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

Result<GridTable> GridTable::create(GamePtr game, std::int64_t rows, std::int64_t cols, FillerMaker orElse) {
    if (!game) return fail("no game was given");
    if (rows < 1 || cols < 1)
        return fail("the table needs at least one row and one column (got " + std::to_string(rows) + " x " +
                    std::to_string(cols) + ")");
    // Each side alone is at most the limit, so the product below cannot overflow.
    if (rows > limits::kMaxTableSize || cols > limits::kMaxTableSize || rows * cols > limits::kMaxTableSize) {
        const std::string cells = rows <= limits::kMaxTableSize && cols <= limits::kMaxTableSize
                                      ? std::to_string(rows * cols) + " positions needs " +
                                            std::to_string(rows * cols * 4 / (1 << 20)) + " MiB"
                                      : "more than " + std::to_string(limits::kMaxTableSize) + " positions";
        return fail("a table of " + std::to_string(rows) + " x " + std::to_string(cols) + " = " + cells +
                    "; the limit is " + std::to_string(limits::kMaxTableSize) + " positions (" +
                    std::to_string(limits::kMaxTableSize * 4 / (1 << 20)) + " MiB)");
    }
    if (game->dimensions() == 1 && cols != 1)
        return fail("'" + game->spec() + "' has positions with one coordinate, so its table has one column (got " +
                    std::to_string(cols) + ")");
    // A game's positions are checked coordinate by coordinate against ranges, so the far corner
    // being a position means every cell is.
    const Position check{rows - 1, cols - 1};
    if (auto ok = game->checkPosition(check); !ok)
        return fail("the table reaches " + game->positionText(check) + ", which is not a position: " + ok.error());
    auto filler = game->gridFiller(rows, cols);
    if (!filler) return fail(filler.error());
    const bool own = filler.value() != nullptr;
    if (!own) filler = orElse(game, rows, cols);
    if (!filler) return fail(filler.error());
    return GridTable(std::move(game), rows, cols, std::move(filler).value(), own);
}

bool GridTable::advance(std::int64_t budget) {
    if (failed() || complete()) return true;
    const std::int64_t end = std::min(size(), done_ + std::max<std::int64_t>(budget, 0));
    if (auto filled = filler_->fill(values_, done_, end); !filled) {
        error_ = filled.error();
        return true;
    }
    return complete();
}

}  // namespace grundy
