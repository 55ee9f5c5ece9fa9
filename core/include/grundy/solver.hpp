// Values of positions: tables computed in chunks (so callers can report progress and stop),
// options with their values, and the computer's choice of move.
#pragma once

#include <cstdint>
#include <vector>

#include "grundy/game.hpp"

namespace grundy {

// mex: the least non-negative integer not in the set.
Value mex(const std::vector<Value>& values);

// Tabulates g(0..size-1) of a heap game bottom-up, a chunk at a time.
class HeapTable {
public:
    // Checks that the game is a heap game and the size is within limits.
    static Result<HeapTable> create(GamePtr game, std::int64_t size);

    // Computes up to `budget` more values; returns true when the table is complete.
    bool advance(std::int64_t budget);
    bool complete() const { return done_ == size_; }
    std::int64_t done() const { return done_; }
    std::int64_t size() const { return size_; }
    const std::vector<Value>& values() const { return values_; }

private:
    HeapTable(GamePtr game, std::int64_t size);

    GamePtr game_;
    std::int64_t size_;
    std::int64_t done_ = 0;
    std::vector<Value> values_;
    // seen_[v] == stamp_ marks value v as present among the current position's options; bumping
    // the stamp clears the marks in O(1) (the textbook getSG clears the whole array each time).
    std::vector<std::uint32_t> seen_;
    std::uint32_t stamp_ = 0;
};

// Convenience: the whole table at once.
Result<std::vector<Value>> heapValues(GamePtr game, std::int64_t size);

struct OptionValue {
    Option option;
    Value value;  // XOR of the parts' values
};

// The position's value and each option with its value, for explaining a cell.
struct Explanation {
    Value value = 0;
    std::vector<OptionValue> options;
};

Result<Explanation> explain(GamePtr game, const Position& p);

// The computer's move: to a value-0 position when one exists (the smallest take among them),
// otherwise the smallest take. Error if the position has no move.
Result<Option> bestMove(GamePtr game, const Position& p);

}  // namespace grundy
