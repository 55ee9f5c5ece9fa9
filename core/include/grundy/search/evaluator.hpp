// Values of single positions of any game: closed forms when the game has one; for heap games one
// HeapTable, grown as questions reach further (nothing is computed twice); the game's own search
// when it has one (Game::valueSearch: the rule language's); a GridTable for two-coordinate games
// with a GridFiller; and otherwise the one depth-first search (search/depth_first.hpp) over the
// game's options, which refuses cyclic rules by naming a cycle and stops with a message past its
// budget (limits::kMaxSearchPositions, kMaxSearchWork and kMaxSearchBytes, or what a person allows).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/tables/heap_table.hpp"

namespace grundy {

struct PositionHash {
    std::size_t operator()(const Position& p) const noexcept {
        // In unsigned arithmetic, which wraps: coordinates can be large enough for the signed
        // products to overflow (rule-language games reach positions such as (10^11, 0)).
        const auto x = static_cast<std::uint64_t>(p.x), y = static_cast<std::uint64_t>(p.y);
        return std::hash<std::uint64_t>()(x * 1000003u + y * 998244353u);
    }
};

// mex: the least non-negative integer not in the set.
Value mex(const std::vector<Value>& values);

// Remembers every value it has computed, so repeated questions about one game are cheap.
class Evaluator {
public:
    // `budget`: what each search for a value may spend (grundy/budget.hpp; {} for the defaults).
    explicit Evaluator(GamePtr game, Budget budget = {});

    const GamePtr& game() const { return game_; }

    // The Sprague-Grundy value of p (p must have passed checkPosition).
    Result<Value> value(const Position& p);

    // The value of an option: the XOR of its parts' values.
    Result<Value> optionValue(const Option& o);

private:
    Result<Value> heapValue(std::int64_t n);
    Result<Value> searchValue(const Position& p);
    // Two-coordinate games with a GridFiller (Game::gridFiller): the value from a table grown to
    // cover p, far faster than the search; std::nullopt for other games (defined in evaluator.cpp).
    std::optional<Result<Value>> gridValue(const Position& p);

    GamePtr game_;
    Budget budget_;
    std::optional<HeapTable> heap_;     // heap games: g(0 .. heap_->done()-1), grown in place
    std::unique_ptr<ValueSearch> own_;  // the game's own search, asked for once
    bool askedOwn_ = false;
    std::unordered_map<Position, Value, PositionHash> memo_;  // the generic search's answers
    std::int64_t memoBytes_ = 0;                              // what memo_ holds, as the search counts it
    std::optional<bool> hasGridFiller_;                       // decided on the first gridValue call
    std::vector<Value> grid_;                                 // row-major, gridRows_ x gridCols_
    std::int64_t gridRows_ = 0;
    std::int64_t gridCols_ = 0;
};

}  // namespace grundy
