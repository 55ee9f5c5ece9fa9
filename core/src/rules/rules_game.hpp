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

#include <algorithm>
#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/search/evaluator.hpp"
#include "heap_block.hpp"
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
    std::int64_t copyKnownHeapValues(std::int64_t from, std::int64_t to, Value* out) const override;
    std::string positionText(const Position& p) const override;
    Result<Position> parsePosition(const std::string& text) const override;
    std::string moveText(const Position& from, const Option& o) const override;
    Result<std::unique_ptr<GridFiller>> gridFiller(std::int64_t rows, std::int64_t cols) const override;
    // What the game tells the page and export about itself (traits.cpp).
    GameTraits traits() const override;
    std::vector<std::int64_t> coordinates(const Position& p) const override;
    ProgramParts programParts() const override;

    const Compiled& compiled() const { return compiled_; }
    const std::string& source() const { return source_; }

    // With false, every position is worked out by the interpreter alone (Machine::moves), as before
    // kernels existed: the tests compare both ways. Set it before the game is first used.
    void useKernels(bool on) { kernels_ = on; }
    // How many positions the kernels worked out (the rest, the interpreter): for the tests.
    std::int64_t kernelPositions() const {
        std::lock_guard<std::mutex> lock(mutex_);
        return kernelPositions_;
    }

    // With false, one-number games go heap by heap even where a block would do (heap_block.hpp):
    // the tests compare both ways. Set it before the game is first used.
    void useHeapBlocks(bool on) { blocks_ = on; }
    // How many heaps blocks worked out, and the steps counted against the game's budget: for the tests.
    std::int64_t heapBlockPositions() const {
        std::lock_guard<std::mutex> lock(mutex_);
        return blockPositions_;
    }
    std::int64_t totalSteps() const {
        std::lock_guard<std::mutex> lock(mutex_);
        return totalSteps_;
    }

    // Works out the small positions (heaps 0..64; a 12 x 12 grid; a 6 x 6 x 6 cube), so a broken
    // rule is refused when the program is checked rather than when a table first meets it. Stops
    // early, without a verdict, once it has spent 2^25 steps.
    std::optional<Failure> trial() const;

private:
    Coords unpack(const Position& p) const;
    Position pack(const Coords& c) const;
    std::optional<Failure> solve(const Coords& c) const;  // callers hold mutex_
    std::optional<Failure> extendTable(std::int64_t n) const;
    // Heaps [table_.size(), last] by block_ (heap_block.hpp), which covers them.
    void runHeapBlock(std::int64_t last) const;
    std::optional<Failure> search(const Coords& root) const;
    // Checks one move's parts from `from`; a message when a part is not a position.
    std::optional<Failure> checkMove(const Machine& m, const Coords& from, const Move& move) const;
    Option toOption(const Coords& from, const Move& move) const;
    std::optional<Failure> spend(std::int64_t steps, const Coords& at) const;

    // Kernels (kernel.hpp). The marks of a run of moves from heap `from` into seen_, reading the
    // table by index; false when a part is not a smaller heap (the interpreter then says why).
    bool markHeapRun(const Run& run, std::int64_t from) const;
    // Two or three coordinates: the value of `at` when the kernels find every move's parts known
    // (Solved), or that some part is not known yet (Unknown), or neither (GiveUp: ask the interpreter).
    enum class Shortcut { Solved, Unknown, GiveUp };
    Shortcut shortcut(const Coords& at, Value& value, Coords& missing) const;
    bool markGridRun(const Run& run, bool& unknown, Coords& missing) const;
    // Two coordinates: works out, row by row, the cells of [0, rows) x [0, cols) whose moves' parts
    // are all known by then (kernels reading earlier cells by index; a part outside the rectangle,
    // a move that leaves the table, is worked out first the same way). A cell this cannot do is left
    // to search(), which then finds its error or cycle exactly as before: every cell done here has
    // moves free of errors, leading to cells done before it.
    void prefill(std::int64_t rows, std::int64_t cols) const;
    enum class Cell { Solved, Left, Stop };
    Cell solveCell(const Coords& at, int depth, std::int64_t rows, std::int64_t cols) const;
    // The cells (r, from..to) when every rule is binder-less (Kernel::rowUsable): each rule's tests
    // solved once for the row, then a few comparisons and reads per cell. False to stop the pre-fill.
    bool prefillRow(std::int64_t r, std::int64_t from, std::int64_t to, std::int64_t rows, std::int64_t cols) const;
    Cell charge(const Coords& at, std::int64_t steps, Value v) const;
    bool validGridRun(const Run& run) const;
    void nextStamp() const;
    [[gnu::always_inline]] void mark(Value v) const {
        if (v >= seen_.size()) [[unlikely]]
            growSeen(v);
        seen_[v] = stamp_;
    }
    [[gnu::noinline]] void growSeen(Value v) const {
        seen_.resize(std::max<std::size_t>(std::size_t{v} + 1, seen_.size() * 2 + 16), 0);
    }

    std::string source_;
    std::string spec_;
    Compiled compiled_;
    bool kernels_ = true;
    bool rowKernels_ = false;  // two coordinates, every rule without binders (prefillRow)
    mutable std::vector<RowRule> rowRules_;
    mutable std::mutex mutex_;
    mutable Machine machine_{compiled_};  // for work done under mutex_
    mutable std::vector<Value> table_;    // one coordinate: g(0 .. table_.size()-1)
    mutable Value valuesOr_ = 0;          // the OR of table_'s values: no XOR of them is larger
    // The table's values as published for closedFormValue, which reads them without the lock (a
    // heap table asks for every value): a value never changes once published, and storage outgrown
    // is kept (retired_) while the game lives, so a reader never meets freed memory.
    mutable std::vector<std::vector<Value>> retired_;
    mutable std::atomic<const Value*> publishedData_{nullptr};
    mutable std::atomic<std::int64_t> publishedSize_{0};
    void append(Value g) const;
    void reserveTable(std::size_t size) const;  // capacity for `size` values, old storage retired
    std::vector<HeapRuleForm> heapForms_;       // empty: no blocks for this game
    mutable HeapBlock block_;
    // block_ was planned at this heap and holds up to block_.last (planned as far as it goes, past
    // the heap asked for), so a table extended a few heaps at a time (the trial, the page's slices)
    // goes on with it rather than plan again at every call; -1: no plan.
    mutable std::int64_t blockFirst_ = -1;
    bool blocks_ = true;
    mutable std::int64_t blockPositions_ = 0;
    // After a plan that failed, or a block much shorter than its planning's work, heaps go one by
    // one up to blockRetryAt_; the wait doubles while that keeps happening.
    mutable std::int64_t blockRetryAt_ = 0;
    mutable std::int64_t blockBackoff_ = 1;
    mutable std::vector<std::uint32_t> seen_;
    mutable std::uint32_t stamp_ = 0;
    mutable std::unordered_map<Position, Value, PositionHash> memo_;  // two or three coordinates
    // Two coordinates: the values inside the table last asked for (a grid of denseRows_ x denseCols_,
    // kUnknown where not worked out) live in an array, far quicker than the map for the search's
    // many lookups; positions outside it stay in memo_.
    static constexpr Value kUnknown = ~Value{0};
    static constexpr std::int64_t kMaxDenseCells = std::int64_t{1} << 22;  // 16 MiB
    mutable std::vector<Value> dense_;
    mutable std::int64_t denseRows_ = 0;
    mutable std::int64_t denseCols_ = 0;
    mutable std::int64_t prefilledRows_ = 0;  // prefill() has been over [0, rows) x [0, cols)
    mutable std::int64_t prefilledCols_ = 0;
    mutable std::int64_t solved_ = 0;  // positions worked out, in dense_ and memo_
    mutable std::int64_t kernelPositions_ = 0;
    std::optional<Value> known(const Position& p) const;
    void remember(const Position& p, Value v) const;
    void widen(std::int64_t rows, std::int64_t cols) const;
    mutable std::int64_t totalSteps_ = 0;
    mutable std::optional<Failure> tableFailure_;  // the first heap that failed stays failed
    mutable std::int64_t tableFailedAt_ = -1;
};

}  // namespace grundy::rules::detail
