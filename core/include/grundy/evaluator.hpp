// Values of single positions of any game: closed forms when the game has one, a bottom-up heap
// table for heap games, a GridTable for two-coordinate games with a GridFiller, and otherwise a
// memoised depth-first search with an explicit stack (no recursion limit) that refuses cyclic
// rules by naming a cycle, and stops with a message past limits::kMaxSearchPositions.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "grundy/game.hpp"

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

class SparseSplitTable;  // games/sparse_split.hpp

namespace detail {
struct SubtractionRun;  // the subtraction loop's state (evaluator.cpp)
struct AllButRun;       // the all-but loop's state (evaluator.cpp)
struct SplitRun;        // the take-and-break path's state (evaluator.cpp)
}  // namespace detail

// Tabulates g(0..size-1) of a heap game bottom-up, a chunk at a time.
//
// Plain subtraction games (Game::subtractionMoves) take a fast path: O(|S|) per position with the
// mex found in bit masks of the options' values while they are below 64 (subtraction_scan.hpp: with
// min(S) >= 2, one-hot lanes of 1 to 8 bytes, several positions per 64-bit word), and for a finite
// set (PeriodicityBasis::FiniteSubtraction) a watch for the first repeat of the window of the last
// max(S) values, looked at every 32nd position: from there the values repeat for ever, so the rest
// of the table is copied, not computed. The table itself is always Value (4 bytes a position).
// All-but subtraction games (every take but a few) find each heap's mex from counts of the values
// below it, in O(|excluded|) per heap instead of O(heap). Take-and-break games with SplitMoves use
// the sparse-space method (games/sparse_split.hpp); for a finite octal or hex code
// (PeriodicityBasis::TakeAndBreak) the table is also checked, at sizes growing geometrically, for a
// period the octal periodicity theorem proves (patterns.hpp), and from there it is copied, not computed.
class HeapTable {
public:
    // Checks that the game is a heap game and the size is within limits.
    static Result<HeapTable> create(GamePtr game, std::int64_t size);

    HeapTable(HeapTable&&) noexcept;
    HeapTable& operator=(HeapTable&&) noexcept;
    ~HeapTable();

    // Computes up to `budget` more values; returns true when the table is complete.
    bool advance(std::int64_t budget);
    bool complete() const { return done_ == size_; }
    std::int64_t done() const { return done_; }
    std::int64_t size() const { return size_; }
    // g(0) .. g(done() - 1).
    const std::vector<Value>& values() const { return values_; }
    // Moves the values out (the table is left empty); for callers that only want the values.
    std::vector<Value> takeValues() { return std::move(values_); }
    // Whether computing stopped with an error (the sparse-space method can meet its limits), and why.
    bool failed() const { return !error_.empty(); }
    const std::string& error() const { return error_; }

    // For a finite subtraction game or a finite octal or hex code with SplitMoves, once found (the
    // latter proven by the octal periodicity theorem): the values repeat with this period from
    // repeatsFrom() on (g(n) = g(n - period) for n >= repeatsFrom()), and the table is being
    // copied rather than computed. 0 when not (yet) known or not applicable.
    std::int64_t repeatPeriod() const;
    std::int64_t repeatsFrom() const;

private:
    HeapTable(GamePtr game, std::int64_t size);
    void advanceSubtraction(const std::vector<std::int64_t>& moves, std::int64_t end);
    void advanceAllBut(const std::vector<std::int64_t>& excluded, std::int64_t end);
    void advanceSplit(const SplitMoves& moves, std::int64_t end);

    GamePtr game_;
    std::int64_t size_;
    std::int64_t done_ = 0;
    std::vector<Value> values_;
    // seen_[v] == stamp_ marks value v as present among the current position's options; bumping
    // the stamp clears the marks in O(1) (the textbook getSG clears the whole array each time).
    std::vector<std::uint32_t> seen_;
    std::uint32_t stamp_ = 0;
    std::unique_ptr<detail::SubtractionRun> subtraction_;  // made on the first subtraction advance
    std::unique_ptr<detail::AllButRun> allBut_;            // made on the first all-but advance
    std::shared_ptr<SparseSplitTable> sparse_;             // take-and-break games with SplitMoves
    std::unique_ptr<detail::SplitRun> split_;              // made on the first SplitMoves advance
    std::string error_;
};

// The whole heap table at once.
Result<std::vector<Value>> heapValues(GamePtr game, std::int64_t size);

// Remembers every value it has computed, so repeated questions about one game are cheap.
class Evaluator {
public:
    explicit Evaluator(GamePtr game);

    const GamePtr& game() const { return game_; }

    // The Sprague-Grundy value of p (p must have passed checkPosition).
    Result<Value> value(const Position& p);

    // The value of an option: the XOR of its parts' values.
    Result<Value> optionValue(const Option& o);

private:
    Result<Value> heapValue(std::int64_t n);
    Result<Value> searchValue(const Position& p);
    // Two-coordinate games with a GridFiller (Game::gridFiller): the value from a table grown to
    // cover p, far faster than the search; std::nullopt for other games (defined in grid_table.cpp).
    std::optional<Result<Value>> gridValue(const Position& p);

    GamePtr game_;
    std::vector<Value> heap_;  // heap games: g(0 .. heap_.size()-1)
    std::unordered_map<Position, Value, PositionHash> memo_;
    std::optional<bool> hasGridFiller_;  // decided on the first gridValue call
    std::vector<Value> grid_;            // row-major, gridRows_ x gridCols_
    std::int64_t gridRows_ = 0;
    std::int64_t gridCols_ = 0;
};

}  // namespace grundy
