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
        auto made = MisereQuotientSearch::create(game, Budget{.work = work, .bytes = kDefaultQuotientBytes});
        if (!made) return nullptr;
        if (kept.size() >= kKeep) kept.erase(kept.begin());
        kept.emplace_back(spec, Kept{std::make_shared<MisereQuotientSearch>(std::move(made).value()), work});
        it = std::prev(kept.end());
    }
    Kept& k = it->second;
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
