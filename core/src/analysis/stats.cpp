#include "grundy/analysis/stats.hpp"

#include <algorithm>
#include <bit>

#include "grundy/analysis/explain.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy {

Result<const SplitMoves*> statsMoves(const GamePtr& game) {
    if (!game) return fail(msg::game_none{});
    if (const SplitMoves* moves = game->isHeapGame() ? game->splitMoves() : nullptr) return moves;
    // A rule-language game is called by its program's name, not its text (the page shows a
    // program only when asked); a program without a name is rules:{...}, as specs list it.
    const GameTraits t = game->traits();
    return fail(msg::stats_no_split{.spec = t.program.empty() ? game->spec()
                                            : t.name.empty()  ? std::string("rules:{...}")
                                                              : t.name});
}

std::vector<StatsRow> tableStats(const SplitMoves& moves, const std::vector<Value>& g) {
    const auto count = static_cast<std::int64_t>(g.size());
    std::vector<StatsRow> rows;
    Value largest = 0;
    std::int64_t largestAt = 0;
    std::int64_t seen = 0;  // the largest value so far is over g(0) .. g(seen - 1)
    for (std::int64_t power = 2;; power *= 2) {
        StatsRow row;
        row.heaps = std::min(power, count);
        for (; seen < row.heaps; ++seen) {
            const Value v = g[static_cast<std::size_t>(seen)];
            if (v > largest) {
                largest = v;
                largestAt = seen;
            }
        }
        row.largest = largest;
        row.largestAt = largestAt;
        // Chosen afresh for each row, as the table re-chooses while it grows: the mask that suits the
        // first heaps need not suit the later ones.
        const SparseSplit split = chooseSparseSplit(moves, g, row.heaps);
        row.mask = split.mask.mask;
        row.maskBits = binary(row.mask, std::max(1, static_cast<int>(std::bit_width(row.mask))));
        row.twist = split.mask.twist;
        row.k0 = split.k0;
        for (std::int64_t n = 0; n < row.heaps; ++n) {
            const Value v = g[static_cast<std::size_t>(n)];
            if (!split.isRare(n, v)) continue;
            ++row.rare;
            row.lastRare = n;
            row.lastRareValue = v;
        }
        rows.push_back(row);
        if (row.heaps == count) break;
    }
    return rows;
}

}  // namespace grundy
