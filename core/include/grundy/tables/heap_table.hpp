// Tables of heap games: g(0 .. size-1) computed bottom-up, a chunk at a time, by the fastest method
// the game allows (subtraction loops, all-but counts, the sparse-space method, the game's own
// filler, the generic mex).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/values_view.hpp"

namespace grundy {

class SparseSplitTable;  // tables/sparse_split.hpp

namespace detail {
struct SubtractionRun;  // the subtraction loop's state (heap_table.cpp)
struct AllButRun;       // the all-but loop's state (heap_table.cpp)
struct SplitRun;        // the take-and-break path's state (heap_table.cpp)
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
// the sparse-space method (tables/sparse_split.hpp); for a finite octal or hex code
// (PeriodicityBasis::TakeAndBreak) the table is also checked, at sizes growing geometrically, for a
// period the octal periodicity theorem proves (grundy/periodicity.hpp), and from there it is copied, not computed;
// their values stay in the sparse-space table, 1 byte each while they are below 256 (view()).
// A game with a HeapFiller of its own (Game::heapFiller: the rule language) fills the table itself.
class HeapTable {
public:
    // Checks that the game is a heap game and the size is within limits. `budget`
    // (grundy/budget.hpp; {} for the defaults) is what the table may spend: its bytes bound the memory
    // check and, on the sparse-space path, what that table may hold as it grows (memoryCeiling()
    // unless given); its work, the sparse-space table's steps (splitWorkFor(size) unless given). The
    // other paths count no steps: a subtraction or all-but loop takes a few a heap, the generic mex
    // loop is bounded by the heaps the game accepts (checkPosition), the rule language's filler by
    // its own steps.
    static Result<HeapTable> create(GamePtr game, std::int64_t size, const Budget& budget = {});

    // Whether a table within `budget` may reach `heap` (its last): the game's checkPosition, or for a
    // table told how far to go (budget.work of kWorkToReach) its checkReach, which lifts caps of work alone.
    static Result<Position> checkLastHeap(const Game& game, std::int64_t heap, const Budget& budget);

    // Makes the table `size` positions long (never shorter), checked as create() checks; what is
    // computed is kept and advance() goes on from it, so a table asked for further and further (the
    // Evaluator's) computes nothing twice.
    Result<void> grow(std::int64_t size);

    HeapTable(HeapTable&&) noexcept;
    HeapTable& operator=(HeapTable&&) noexcept;
    ~HeapTable();

    // Computes up to `steps` more values (a step a value); returns true when nothing is left to do:
    // the table is complete, or computing it stopped (see failed()).
    bool advance(std::int64_t steps);
    bool complete() const { return done_ == size_; }
    std::int64_t done() const { return done_; }
    std::int64_t size() const { return size_; }
    // g(0) .. g(done() - 1) as the table keeps them: 4 bytes each, or for a take-and-break table the
    // sparse-space table's 1, 2 or 4. Valid until the next advance() or grow().
    ValuesView view() const;
    // g(n), n < done().
    Value at(std::int64_t n) const;
    // g(0) .. g(done() - 1), 4 bytes each. A take-and-break table makes this copy when it is first
    // asked for (and brings it up to date on each later call): a caller that reads a few values, or
    // reads them in place, uses at() or view() and the table holds no more than its narrow values.
    const std::vector<Value>& values() const;
    // Moves the values out (the table is left empty); for callers that only want the values.
    std::vector<Value> takeValues();
    // Whether computing stopped with an error, and why (once failed): the sparse-space method can
    // meet its limits, and a game's own filler its rules' errors, which the table gives as "a table
    // of N positions: " and the filler's message. g(0) .. g(done() - 1) are still good. error() is
    // the English ("" while fine), why() the message, as Result has them.
    bool failed() const { return error_.has_value(); }
    const std::string& error() const { return failed() ? error_->text() : noError(); }
    const Error& why() const { return *error_; }
    // The same without "a table of N positions: ", for a caller that asked about one heap rather than
    // the table (the Evaluator, whose table size is its own business).
    const std::string& cause() const { return failed() ? cause_->text() : noError(); }
    const Error& causeWhy() const { return *cause_; }

    // For a finite subtraction game or a finite octal or hex code with SplitMoves, once found (the
    // latter proven by the octal periodicity theorem): the values repeat with this period from
    // repeatsFrom() on (g(n) = g(n - period) for n >= repeatsFrom()), and the table is being
    // copied rather than computed. 0 when not (yet) known or not applicable.
    std::int64_t repeatPeriod() const;
    std::int64_t repeatsFrom() const;

private:
    HeapTable(GamePtr game, std::int64_t size, const Budget& budget);
    void advanceSubtraction(const std::vector<std::int64_t>& moves, std::int64_t end);
    void advanceAllBut(const std::vector<std::int64_t>& excluded, std::int64_t end);
    void advanceSplit(const SplitMoves& moves, std::int64_t end);
    void advanceFiller(std::int64_t end);
    void stop(const Error& why);  // a heap's options could not be listed: the table fails there

    GamePtr game_;
    std::int64_t size_;
    Budget budget_;
    std::int64_t done_ = 0;
    // Whether the game takes the sparse-space path (advanceSplit): its values are in sparse_, and
    // values_ is only the 4-byte copy values() makes (mutable for that).
    bool narrow_;
    mutable std::vector<Value> values_;
    // seen_[v] == stamp_ marks value v as present among the current position's options; bumping
    // the stamp clears the marks in O(1) (the textbook getSG clears the whole array each time).
    std::vector<std::uint32_t> seen_;
    std::uint32_t stamp_ = 0;
    std::unique_ptr<detail::SubtractionRun> subtraction_;  // made on the first subtraction advance
    std::unique_ptr<detail::AllButRun> allBut_;            // made on the first all-but advance
    std::shared_ptr<SparseSplitTable> sparse_;             // take-and-break games with SplitMoves
    std::unique_ptr<detail::SplitRun> split_;              // made on the first SplitMoves advance
    std::unique_ptr<HeapFiller> filler_;                   // the game's own, asked for on the first advance
    bool askedFiller_ = false;
    std::optional<Error> error_;
    std::optional<Error> cause_;
};

// The whole heap table at once, within `budget` as HeapTable::create takes it.
Result<std::vector<Value>> heapValues(GamePtr game, std::int64_t size, const Budget& budget = {});

}  // namespace grundy
