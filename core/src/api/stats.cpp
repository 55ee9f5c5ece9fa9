// stats: the statistics of a take-and-break table (grundy/analysis/stats.hpp).
#include "grundy/analysis/stats.hpp"

#include "grundy/api.hpp"
#include "grundy/limits.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/heap_table.hpp"

namespace grundy::api {

Result<std::vector<StatsRow>> stats(const std::string& spec, std::int64_t count) {
    auto game = parseSingleGame(spec, SingleGameUse::Table);
    if (!game) return game.why();
    // Past the page's table limit, refused as its table is (the limit and its message are the table's).
    if (count > limits::kMaxTableSize)
        if (auto fits = HeapTable::check(**game, count); !fits) return fits.why();
    return tableStats(*game, count, Budget{.work = static_cast<std::int64_t>(splitWorkFor(count))}, {});
}

Result<std::vector<StatsRow>> stats(const std::string& spec, std::int64_t count, const Budget& budget,
                                    const TableFiles& files) {
    auto game = parseSingleGame(spec, SingleGameUse::Table);
    if (!game) return game.why();
    return tableStats(*game, count, budget, files);
}

}  // namespace grundy::api
