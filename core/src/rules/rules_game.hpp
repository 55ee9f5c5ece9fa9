// A user-defined game: a compiled program behind the Game interface.
//
// Values are worked out by the game itself, with every move checked as it is made (no negative or
// oversized coordinate, no cycle, one-number games only moving to smaller numbers, step budgets),
// because Game::forEachOption cannot report an error. checkPosition(p) works out p (and so all it
// depends on) and returns the rules' error if there is one; closedFormValue then answers from what
// was worked out, so the evaluator, tables, sums and explanations use those values and never meet
// an unchecked move. One-number games keep a table g(0..n), built bottom-up; games of two or three
// coordinates a memo filled by a depth-first search with an explicit stack that names a cycle.
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "grundy/evaluator.hpp"
#include "grundy/game.hpp"
#include "machine.hpp"

namespace grundy::rules::detail {

// Why working out a position failed, and which rule to blame (-1: none in particular).
struct Failure {
    std::string message;
    int rule = -1;
    bool atResult = false;  // the rule's result is to blame (mark it rather than the word "move")
};

class RulesGame final : public Game {
public:
    RulesGame(std::string source, Compiled compiled);

    // The program in braces; a newline is added before the '}' when the last line ends in a comment
    // (which would otherwise run on over the brace).
    std::string spec() const override { return spec_; }
    int dimensions() const override { return compiled_.dimensions; }
    bool isHeapGame() const override { return compiled_.dimensions == 1; }
    void forEachOption(const Position& p, const OptionSink& sink) const override;
    Result<Position> checkPosition(const Position& p) const override;
    std::optional<Value> closedFormValue(const Position& p) const override;
    std::string positionText(const Position& p) const override;
    Result<Position> parsePosition(const std::string& text) const override;
    std::string moveText(const Position& from, const Option& o) const override;
    Result<std::unique_ptr<GridFiller>> gridFiller(std::int64_t rows, std::int64_t cols) const override;

    const Compiled& compiled() const { return compiled_; }
    const std::string& source() const { return source_; }

    // Works out the small positions (heaps 0..64; a 12 x 12 grid; a 6 x 6 x 6 cube), so a broken
    // rule is refused when the program is checked rather than when a table first meets it. Stops
    // early, without a verdict, once it has spent 2^25 steps.
    std::optional<Failure> trial() const;

private:
    Coords unpack(const Position& p) const;
    Position pack(const Coords& c) const;
    std::optional<Failure> solve(const Coords& c) const;  // callers hold mutex_
    std::optional<Failure> extendTable(std::int64_t n) const;
    std::optional<Failure> search(const Coords& root) const;
    // Checks one move's parts from `from`; a message when a part is not a position.
    std::optional<Failure> checkMove(const Machine& m, const Coords& from, const Move& move) const;
    Option toOption(const Coords& from, const Move& move) const;
    std::optional<Failure> spend(std::int64_t steps, const Coords& at) const;

    std::string source_;
    std::string spec_;
    Compiled compiled_;
    mutable std::mutex mutex_;
    mutable std::vector<Value> table_;  // one coordinate: g(0 .. table_.size()-1)
    mutable std::vector<std::uint32_t> seen_;
    mutable std::uint32_t stamp_ = 0;
    mutable std::unordered_map<Position, Value, PositionHash> memo_;  // two or three coordinates
    // Two coordinates: the values inside the table last asked for (a grid of denseRows_ x denseCols_,
    // kUnknown where not worked out) live in an array, far quicker than the map for the search's
    // many lookups; positions outside it stay in memo_.
    static constexpr Value kUnknown = ~Value{0};
    mutable std::vector<Value> dense_;
    mutable std::int64_t denseRows_ = 0;
    mutable std::int64_t denseCols_ = 0;
    mutable std::int64_t solved_ = 0;  // positions worked out, in dense_ and memo_
    std::optional<Value> known(const Position& p) const;
    void remember(const Position& p, Value v) const;
    void widen(std::int64_t rows, std::int64_t cols) const;
    mutable std::int64_t totalSteps_ = 0;
    mutable std::optional<Failure> tableFailure_;  // the first heap that failed stays failed
    mutable std::int64_t tableFailedAt_ = -1;
};

}  // namespace grundy::rules::detail
