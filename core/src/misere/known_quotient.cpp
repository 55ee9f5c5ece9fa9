// The misère quotients misère play uses (Solver::quotient), kept per game and grown as larger heaps
// are asked about. In a file of its own so that the page's first wasm module can link a stand-in
// (wasm/first_module.cpp) and leave the quotient search to the full module.
#include <algorithm>
#include <iterator>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "grundy/misere/quotient.hpp"

namespace grundy {

namespace {

// Whether some move of a heap of 2 .. 8 tokens leaves parts holding all of its tokens.
bool keepsEveryToken(const Game& game) {
    bool keeps = false;
    for (std::int64_t n = 2; n <= 8 && !keeps; ++n) {
        const auto listed = game.forEachOption(Position{n, 0}, [&](const Option& o) {
            std::int64_t tokens = 0;
            for (int k = 0; k < o.partCount; ++k) tokens += o.parts[static_cast<std::size_t>(k)].x;
            keeps = keeps || (o.partCount > 0 && tokens == n);
        });
        if (!listed) return true;  // a heap it cannot list: no quotient either
    }
    return keeps;
}

}  // namespace

std::shared_ptr<const MisereQuotientSearch> knownQuotient(const GamePtr& game, std::int64_t last, std::int64_t work) {
    struct Kept {
        std::shared_ptr<MisereQuotientSearch> search;
        std::int64_t spent = 0;  // work the search may spend in all; it stopped short once past it
        bool stopped = false;
    };
    // A few games at a time: a page asks about one game, a test about a few.
    static std::mutex lock;
    static std::vector<std::pair<std::string, Kept>> kept;
    constexpr std::size_t kKeep = 8;
    const std::lock_guard<std::mutex> guard(lock);
    const std::string spec = game->spec();
    auto it = std::find_if(kept.begin(), kept.end(), [&](const auto& k) { return k.first == spec; });
    if (it == kept.end()) {
        // A game whose moves may split a heap keeping every token (a take-and-break digit before the
        // point) gets none (misère play searches its sums): the fuzzer (fuzz_solver) found the quotient of
        // octal:4.736's heaps 0..8 wrong on 7+1 (N, which a misère search of the sum confirms, taken for P), and
        // hex:C.BBF8's on 1+8+1, so until the quotient search is right for such games its answers are not used in play.
        if (keepsEveryToken(*game)) {
            if (kept.size() >= kKeep) kept.erase(kept.begin());
            kept.emplace_back(spec, Kept{nullptr, 0, true});  // read once per game, kept as refused
            return nullptr;
        }
        auto made = MisereQuotientSearch::create(game, Budget{.work = work, .bytes = kDefaultQuotientBytes});
        if (!made) return nullptr;
        if (kept.size() >= kKeep) kept.erase(kept.begin());
        kept.emplace_back(spec, Kept{std::make_shared<MisereQuotientSearch>(std::move(made).value()), work});
        it = std::prev(kept.end());
    }
    Kept& k = it->second;
    if (!k.search) return nullptr;  // a game refused above
    if (k.search->knows(last)) return k.search;
    if (k.stopped && work <= k.spent) return nullptr;
    if (work > k.spent) {
        // Asked to spend more than the search it holds may: start again with the larger budget.
        auto made = MisereQuotientSearch::create(game, Budget{.work = work, .bytes = kDefaultQuotientBytes});
        if (!made) return nullptr;
        k = Kept{std::make_shared<MisereQuotientSearch>(std::move(made).value()), work};
    }
    if (!k.search->extendTo(last)) {
        k.stopped = true;
        return nullptr;
    }
    return k.search;
}

}  // namespace grundy
