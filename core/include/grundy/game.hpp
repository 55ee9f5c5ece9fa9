// The one interface every game family stands behind: a position, its options, and (through the
// solver) their values. Heap games use the first coordinate only; two-coordinate games (Wythoff,
// the corner board, the Fibonacci game's (heap, allowed take)) use both. A move may leave several
// independent parts (a take-and-break move splits a heap), and the option's value is then the XOR
// of the parts' values.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "grundy/result.hpp"

namespace grundy {

using Value = std::uint32_t;

struct Position {
    std::int64_t x = 0;
    std::int64_t y = 0;
    friend bool operator==(const Position&, const Position&) = default;
};

// One move from a position: what it takes (for the page's wording) and the parts it leaves.
struct Option {
    static constexpr int kMaxParts = 3;
    std::int64_t taken = 0;
    std::array<Position, kMaxParts> parts{};
    int partCount = 0;

    static Option single(std::int64_t taken, Position to) {
        Option o;
        o.taken = taken;
        o.parts[0] = to;
        o.partCount = 1;
        return o;
    }
};

using OptionSink = std::function<void(const Option&)>;

class Game {
public:
    virtual ~Game() = default;

    // The canonical spec text that names this game (parseSpec(spec()) gives it back).
    virtual std::string spec() const = 0;

    // 1 for heap games, 2 for games whose position has two coordinates.
    virtual int dimensions() const { return 1; }

    // True when every option of heap n only leaves heaps smaller than n, so values can be
    // tabulated bottom-up. All heap games are like this; positions with cycles are not.
    virtual bool isHeapGame() const { return dimensions() == 1; }

    // Calls sink once per option of p. p must have passed checkPosition.
    virtual void forEachOption(const Position& p, const OptionSink& sink) const = 0;

    // Checks a position typed by a person; the message says what would be accepted.
    virtual Result<Position> checkPosition(const Position& p) const;
};

using GamePtr = std::shared_ptr<const Game>;

}  // namespace grundy
