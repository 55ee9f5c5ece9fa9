// stats: the statistics of a take-and-break table (grundy/analysis/stats.hpp), over the values
// values() gives for the same request: the page's table, or the long native one with its budget and
// files. Nothing here computes a value.
#include "grundy/analysis/stats.hpp"

#include "grundy/api.hpp"
#include "grundy/spec.hpp"

namespace grundy::api {

namespace {

// The game's split moves, then its values from `values` (called only for a game with statistics,
// so a game without is refused for that, whatever the count), then the rows.
template <class Values>
Result<std::vector<StatsRow>> statsOf(const std::string& spec, const Values& values) {
    auto game = parseSingleGame(spec, SingleGameUse::Table);
    if (!game) return game.why();
    auto moves = statsMoves(*game);
    if (!moves) return moves.why();
    auto g = values();
    if (!g) return g.why();
    return tableStats(**moves, *g);
}

}  // namespace

Result<std::vector<StatsRow>> stats(const std::string& spec, std::int64_t count) {
    return statsOf(spec, [&] { return values(spec, count); });
}

Result<std::vector<StatsRow>> stats(const std::string& spec, std::int64_t count, const Budget& budget,
                                    const TableFiles& files, const Progress& progress) {
    return statsOf(spec, [&] { return values(spec, count, budget, files, progress); });
}

}  // namespace grundy::api
