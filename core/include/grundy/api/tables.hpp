// Part of the core's API (grundy/api.hpp says what it is): tables: the table stream, statistics, and long native tables
// (issue 18). The structs' fields are read by wasm/api-fields.mjs (the wasm bindings and grundy.d.ts).
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

// ---- The table stream ----------------------------------------------------------------------------

// A table computed a chunk at a time, row-major: a heap game's values g(0 .. rows-1) (cols 1), a
// two-coordinate game's rows x cols cells, a graph's nodes (cols 1). It may stop part-way (a
// take-and-break table past its work budget; a search meeting a limit), and then error() says why.
class TableJob {
public:
    explicit TableJob(std::variant<HeapTable, GridTable> table) : table_(std::move(table)) {}

    // Computes up to `steps` more values; true when the table is complete or has stopped.
    bool advance(std::int64_t steps);
    std::int64_t done() const;
    std::int64_t size() const;
    // Values [0, done()) as the table keeps them (ValuesView: 1, 2 or 4 bytes each; a take-and-break
    // game's 1 byte while its values are below 256, a grid's always 4); valid until the next advance().
    ValuesView values() const;
    // Whether the table stopped, and why (once it has).
    bool failed() const;
    const Error& why() const;

private:
    std::variant<HeapTable, GridTable> table_;
};

// `budget` (grundy/budget.hpp; {} for the defaults, as the page asks): its bytes bound the table's
// memory check, refused before any work with the figure and what fits (and a take-and-break table's
// growth, a grid's searches beside its cells); its work, the steps of a take-and-break table
// (HeapTable::create) or of each cell's search (GridTable::create). The size limit stays
// limits::kMaxTableSize: past it, values(spec, count, budget, files) goes on natively.
Result<TableJob> table(const std::string& spec, std::int64_t rows, std::int64_t cols, const Budget& budget = {});

// ---- Statistics of a take-and-break table --------------------------------------------------------

// The rare/common split, the rare heaps and the largest value of g(0) .. g(count-1), at each power of
// two and for the whole table (grundy/analysis/stats.hpp: StatsRow); refused, saying why, for a game
// without such a split and for a table the limits refuse. The values are values(spec, count)'s: the
// page's table (HeapTable, whose period detection copies a proven period's values), its limits and
// messages.
Result<std::vector<StatsRow>> stats(const std::string& spec, std::int64_t count);
// ---- Long native tables (issue 18) -----------------------------------------------------------------

// values() for long native computations (the CLI's values --memory/--work/--save/--resume): the
// request's memory estimated and refused over `budget` before any work (table.memory, with the figure
// and what fits). A take-and-break game whose moves leave at most two heaps is tabulated by the
// sparse-space method, 1 byte a value while its values are below 256, as far as memory allows,
// resumed from and saved to `files` (grundy/tables/sparse.hpp); any other heap game as values() does
// (files refused: table.file-not-sparse). `budget.work` kWorkToReach (the command's --to without
// --work) counts no steps: the table goes to `count` whatever it takes. While `progress` watches, the
// table is computed a slice at a time; when it stops the run (run.interrupted) the sparse table is
// saved to files.save first, as it is when the table ends on a budget, so --resume goes on from it.
Result<std::vector<Value>> values(const std::string& spec, std::int64_t count, const Budget& budget,
                                  const TableFiles& files, const Progress& progress = {});

// stats() for long native computations (the CLI's stats --memory/--work/--save/--resume): the values
// are values(spec, count, budget, files)'s, so the same estimate refuses what cannot fit (the
// sparse table and the 4-byte values handed out, which are all the statistics hold: they read them
// in place), the same stops on the work or memory budget, and the same files and progress; no size
// limit but memory.
Result<std::vector<StatsRow>> stats(const std::string& spec, std::int64_t count, const Budget& budget,
                                    const TableFiles& files, const Progress& progress = {});

}  // namespace grundy::api
