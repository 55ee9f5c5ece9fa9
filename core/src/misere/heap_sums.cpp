#include "grundy/misere/heap_sums.hpp"

#include <algorithm>
#include <set>

namespace grundy {

Result<void> checkMisereHeapGame(const Game& game) {
    const GameTraits traits = game.traits();
    if (game.dimensions() != 1)
        return fail(msg::misere_not_heap_game{.spec = game.spec(),
                                              .what = say(msg::misere_kind_coordinates{.count = game.dimensions()})});
    if (!game.isHeapGame())
        return fail(msg::misere_not_heap_game{.spec = game.spec(), .what = say(msg::misere_kind_nodes{})});
    if (traits.pairsCancel)
        return fail(msg::misere_not_heap_game{.spec = game.spec(), .what = say(msg::misere_kind_coins{})});
    return {};
}

Result<std::vector<HeapSum>> heapOptions(const Game& game, std::int64_t n) {
    std::vector<HeapSum> out;
    std::set<HeapSum> seen;
    const auto listed = game.forEachOption(Position{n, 0}, [&](const Option& o) {
        HeapSum sum;
        for (int i = 0; i < o.partCount; ++i)
            if (const std::int64_t heap = o.parts[static_cast<std::size_t>(i)].x; heap > 0) sum.push_back(heap);
        std::sort(sum.begin(), sum.end());
        if (seen.insert(sum).second) out.push_back(std::move(sum));
    });
    if (!listed) return listed.why();
    return out;
}

}  // namespace grundy
