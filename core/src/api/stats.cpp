// stats: the statistics of a take-and-break table (grundy/analysis/stats.hpp).
#include "grundy/analysis/stats.hpp"

#include "grundy/api.hpp"
#include "grundy/spec.hpp"

namespace grundy::api {

Result<std::vector<StatsRow>> stats(const std::string& spec, std::int64_t count) {
    auto game = parseSingleGame(spec, SingleGameUse::Table);
    if (!game) return game.why();
    return tableStats(*game, count);
}

}  // namespace grundy::api
