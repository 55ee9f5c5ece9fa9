#include "grundy/game.hpp"

#include <string>

#include "grundy/limits.hpp"

namespace grundy {

Result<Position> Game::checkPosition(const Position& p) const {
    const auto check = [](std::int64_t v, const char* what) -> std::string {
        if (v < 0) return std::string(what) + " must not be negative (got " + std::to_string(v) + ")";
        if (v >= limits::kMaxTableSize)
            return std::string(what) + " must be below " + std::to_string(limits::kMaxTableSize) +
                   " (got " + std::to_string(v) + ")";
        return {};
    };
    if (auto m = check(p.x, dimensions() == 1 ? "a heap" : "the first coordinate"); !m.empty())
        return fail(m);
    if (dimensions() == 2) {
        if (auto m = check(p.y, "the second coordinate"); !m.empty()) return fail(m);
    } else if (p.y != 0) {
        return fail("this game's positions have one number, a heap size");
    }
    return p;
}

}  // namespace grundy
