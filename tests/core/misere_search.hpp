// A misère search written apart from the core, for the tests of misère quotients and of the play that
// uses them: it knows nothing of genera, quotients or misère Nim's rule.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "grundy/game.hpp"

namespace grundy::test {

// Misère play by brute force: the player to move wins when no move is left, or when some move leaves
// a position the other player loses. Positions are sorted lists of heaps, empty heaps dropped.
class MisereSearch {
public:
    explicit MisereSearch(const grundy::Game& game) : game_(game) {}

    bool playerToMoveWins(std::vector<std::int64_t> heaps) {
        heaps.erase(std::remove(heaps.begin(), heaps.end(), 0), heaps.end());
        std::sort(heaps.begin(), heaps.end());
        if (auto it = memo_.find(heaps); it != memo_.end()) return it->second;
        bool anyMove = false, win = false;
        for (std::size_t i = 0; i < heaps.size() && !win; ++i) {
            if (i > 0 && heaps[i] == heaps[i - 1]) continue;
            const auto listed = game_.forEachOption(grundy::Position{heaps[i], 0}, [&](const grundy::Option& o) {
                if (win) return;
                anyMove = true;
                std::vector<std::int64_t> next = heaps;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                for (int k = 0; k < o.partCount; ++k) next.push_back(o.parts[static_cast<std::size_t>(k)].x);
                win = !playerToMoveWins(next);
            });
            REQUIRE(listed.ok());
        }
        return memo_[heaps] = !anyMove || win;
    }

private:
    struct Hash {
        std::size_t operator()(const std::vector<std::int64_t>& v) const noexcept {
            std::size_t h = 1469598103934665603ULL;
            for (const auto x : v) h = (h ^ static_cast<std::size_t>(x)) * 1099511628211ULL;
            return h;
        }
    };
    const grundy::Game& game_;
    std::unordered_map<std::vector<std::int64_t>, bool, Hash> memo_;
};

}  // namespace grundy::test
