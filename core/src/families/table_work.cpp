#include "table_work.hpp"

#include "grundy/limits.hpp"

namespace grundy {

std::int64_t largestAffordableHeap(const std::function<double(double)>& work) {
    if (work(static_cast<double>(limits::kMaxCoordinate)) <= kMaxTableWork) return limits::kMaxCoordinate;
    std::int64_t lo = 0;                       // affordable (a table of heap 0 visits nothing)
    std::int64_t hi = limits::kMaxCoordinate;  // not affordable
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        if (work(static_cast<double>(mid)) <= kMaxTableWork) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return lo;
}

Result<Position> checkAffordableHeap(const Game& game, const Position& p, std::int64_t maxHeap, Message (*why)()) {
    auto checked = game.Game::checkPosition(p);
    if (!checked) return checked;
    if (p.x > maxHeap)
        return fail(msg::heap_too_large_for{.spec = game.spec(), .most = maxHeap, .got = p.x, .why = why()});
    return checked;
}

}  // namespace grundy
