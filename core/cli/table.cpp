// grundy table SPEC --rows R --cols C: the values of a two-coordinate game (wythoff, corner,
// fibonacci-nim) for every cell (r, c) with r < R and c < C, one line per row, row 0 first, values
// separated by spaces. A one-coordinate game has one column (a graph: one line per node). --work and
// --memory are what the table may spend (api::table).
#include <charconv>
#include <iostream>
#include <string>

#include "cli.hpp"
#include "grundy/api.hpp"
#include "grundy/limits.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy::cli {

int runTable(const std::vector<std::string>& raw) {
    auto args = parseArgs(raw, {"--rows", "--cols", "--work", "--memory"}, {});
    if (!args) return usageError(args.error());
    if (args->words.size() != 1 || !args->has("--rows") || !args->has("--cols")) return usageOf("table");
    auto game = api::describe(args->words[0]);
    if (!game) return usageError(game.error());
    if (game->components.size() > 1)
        return usageError("a table shows one game's values, and '" + game->spec + "' is a sum of " +
                          std::to_string(game->components.size()) + " games");
    if (game->misere)
        return usageError("a table shows Sprague-Grundy values, which are for normal play; drop 'misere:'");
    auto rows = parseCount("--rows", *args->get("--rows"), 1, limits::kMaxTableSize);
    if (!rows) return usageError(rows.error());
    auto cols = parseCount("--cols", *args->get("--cols"), 1, limits::kMaxTableSize);
    if (!cols) return usageError(cols.error());
    auto budget = readBudget(*args);
    if (!budget) return usageError(budget.error());
    auto table = api::table(game->spec, *rows, *cols, *budget);
    if (!table) return usageError(table.error());
    table.value().advance(table->size());
    // A cell's search stopped on its budget, or a take-and-break table on its own (whose steps are
    // splitWorkFor(rows) unless given): each with how to raise it.
    if (table->failed())
        return stoppedOnBudget(table->why().message()) ? searchError(table->why())
                                                       : tableError(table->why(), {}, splitWorkFor(*rows));

    const ValuesView values = table->values();
    std::string line;
    char digits[16];
    for (std::int64_t r = 0; r < *rows; ++r) {
        line.clear();
        for (std::int64_t c = 0; c < *cols; ++c) {
            if (c) line += ' ';
            const auto end = std::to_chars(digits, digits + sizeof digits, values.at(r * *cols + c)).ptr;
            line.append(digits, end);
        }
        line += '\n';
        std::cout << line;
    }
    return 0;
}

}  // namespace grundy::cli
