// Tabulates a rows x cols table of a game's values, cell (r, c) being Position{r, c}, a chunk at a
// time in row-major order (row 0 first), so the page can show rows as they arrive and stop between
// chunks. This is the two-coordinate analogue of HeapTable: Wythoff's (x, y), the corner board's
// (r, c), the Fibonacci game's (heap, allowed take). A one-coordinate game has a table of one
// column: row r is heap r, or node r of a graph (whose nodes are not heaps: no HeapTable for it).
//
// Cells are filled by the game's own GridFiller when it has one (Game::gridFiller: Wythoff keeps
// the values on each row, column and diagonal as bitsets; the corner game reads three neighbours)
// and otherwise by the filler the caller gives for such games: the search layer's, which works out
// one cell at a time in the same order (grundy/search/grid_search.hpp makes tables that way).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/game.hpp"

namespace grundy {

class GridTable {
public:
    // How to fill the table of a game that has no GridFiller of its own, spending at most `budget`
    // (what each cell's search may spend; the bytes left beside the table's cells).
    using FillerMaker = Result<std::unique_ptr<GridFiller>> (*)(const GamePtr& game, std::int64_t rows,
                                                                std::int64_t cols, const Budget& budget);

    // Checks the size (at least 1 x 1, rows * cols at most limits::kMaxTableSize, its cells' 4 bytes
    // each within what `budget` allows, memoryCeiling() unless given: the figure and what fits when
    // not) and that the far corner (rows-1, cols-1) is a position of the game, then asks the game for
    // its filler, or orElse when it has none, with the budget's work and the bytes the cells leave.
    // A game's own filler (Wythoff's bitsets, the corner's neighbours) has no work to bound: it
    // takes a fixed few steps a cell.
    static Result<GridTable> create(GamePtr game, std::int64_t rows, std::int64_t cols, FillerMaker orElse,
                                    const Budget& budget = {});

    // Defined in grid_table.cpp, compiled for speed in the wasm module: made inline, the table's
    // destructor was compiled in the module's size-optimised glue (wasm/CMakeLists.txt), where it
    // kept libc++'s per-element loop for the vector's trivial destructors (4M steps for a
    // 2000 x 2000 table, 15% of the Fibonacci game's time there).
    GridTable(GridTable&&) noexcept;
    GridTable& operator=(GridTable&&) noexcept;
    ~GridTable();

    // Computes up to `steps` more cells (a step a cell). Returns true when nothing is left to do: the table is
    // complete, or computing it failed (a filler that searches can meet its limits, a cycle or a
    // rule's error); then failed() is true and error() says why (why() is the message, as Result has it).
    bool advance(std::int64_t steps);

    bool complete() const { return done_ == size(); }
    bool failed() const { return error_.has_value(); }
    const std::string& error() const { return failed() ? error_->text() : noError(); }
    const Error& why() const { return *error_; }

    std::int64_t done() const { return done_; }  // cells computed, a row-major prefix
    std::int64_t size() const { return rows_ * cols_; }
    std::int64_t rows() const { return rows_; }
    std::int64_t cols() const { return cols_; }
    // Row-major: the value of cell (r, c) is values()[r * cols() + c]. Has size() entries; only
    // the first done() are meaningful.
    const std::vector<Value>& values() const { return values_; }
    Value at(std::int64_t r, std::int64_t c) const { return values_[static_cast<std::size_t>(r * cols_ + c)]; }
    // Moves the values out (the table is left empty); for callers that only want the values.
    std::vector<Value> takeValues() { return std::move(values_); }

    // Whether the game's own filler is used (false: the one the table was given). For tests and benchmarks.
    bool usesGameFiller() const { return gameFiller_; }

private:
    GridTable(GamePtr game, std::int64_t rows, std::int64_t cols, std::unique_ptr<GridFiller> filler, bool gameFiller);

    GamePtr game_;
    std::int64_t rows_;
    std::int64_t cols_;
    std::int64_t done_ = 0;
    std::vector<Value> values_;
    std::unique_ptr<GridFiller> filler_;
    bool gameFiller_;
    std::optional<Error> error_;
};

}  // namespace grundy
