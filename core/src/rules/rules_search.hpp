// Values of a rule-language game's positions of two or three coordinates: the one depth-first
// search (search/depth_first.hpp) over the game's space. What makes it fast are hooks of the
// space, not a loop of its own: a position whose every move's parts are known is worked out at
// once by the kernels (its moves never listed one by one); moves stay runs (kernel.hpp) while the
// search walks them; and values inside the rectangle last asked about live in a dense grid, which
// for two coordinates the kernels pre-fill row by row before the search starts (prefill).
//
// One RulesSearch keeps what it has worked out for its owner's life: an Evaluator's (through
// Game::valueSearch), a table's (RulesGame::gridFiller) or the trial's. What it spends counts against
// one budget (limits::kMaxRulesSearchWork, kMaxSearchPositions and kMaxRulesSearchBytes by default,
// or what a person allows): its work is the steps of its rules and every move looked at (a kernel
// reads a run of moves' values without steps of the rules, and for three coordinates each read
// is a lookup in a hash map), its bytes the positions remembered outside the dense grid, and the
// moves its stack holds.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

#include "../search/depth_first.hpp"
#include "grundy/search/evaluator.hpp"
#include "rules_game.hpp"

namespace grundy::rules::detail {

class RulesSearch final : public ValueSearch {
public:
    explicit RulesSearch(const RulesGame& game, const Budget& budget = {});
    ~RulesSearch() override { game_.tally(kernelPositions_, 0, counts_.work); }  // what it did, once
    RulesSearch(const RulesSearch&) = delete;
    RulesSearch& operator=(const RulesSearch&) = delete;

    Result<Value> value(const Position& p) override { return valueAt(game_.unpack(p)); }
    // The value of `at`; on an error, failure() says which rule is to blame.
    Result<Value> valueAt(const Coords& at);
    const Failure& failure() const { return failure_; }
    std::int64_t work() const { return counts_.work; }

    // Two coordinates: holds [0, rows) x [0, cols) densely (when it is not too large) and pre-fills
    // what the kernels can of it, so a table's cells are mostly read, not searched.
    void cover(std::int64_t rows, std::int64_t cols);
    // Cells done .. to - 1 of a covered rectangle `cols` wide (row-major), as GridFiller::fill does:
    // read where known, else searched.
    Result<void> fill(std::vector<Value>& values, std::int64_t& done, std::int64_t to, std::int64_t cols);

    // ---- the space (search/depth_first.hpp) ----------------------------------------------------
    using Node = Coords;
    using Key = Position;
    using KeyHash = PositionHash;
    using Answer = Value;
    // A frame's moves: runs from the kernels (listing runs kept as runs of one), or the
    // interpreter's moves one by one (compact: a frame may hold up to kMaxStoredMoves of them); the
    // one being looked at is number `index` of runs[next], or moves[next].
    struct Frame {
        Coords at;
        std::vector<Run> runs;
        std::vector<Move> moves;
        std::size_t next = 0;
        std::int64_t index = 0;
        std::vector<Value> seen;
        bool done() const { return next == (runs.empty() ? moves.size() : runs.size()); }
        int rule() const { return runs.empty() ? moves[next].rule : runs[next].rule; }
        int partCount() const { return runs.empty() ? moves[next].partCount : runs[next].partCount; }
        Coords part(int i) const;
        void advance() {
            if (runs.empty() || ++index == runs[next].length) {
                ++next;
                index = 0;
            }
        }
    };
    static constexpr std::int64_t kWorkPerMove = 0;  // steps are counted as moves are listed

    Key key(const Coords& c) const { return game_.pack(c); }
    std::optional<Value> known(const Position& p) const;
    Result<Listing<Value>> list(const Coords& at, Frame& f);
    bool finished(const Frame& f) const { return f.done(); }
    std::optional<Coords> next(Frame& f) const;
    Value answer(const Frame& f) const { return mex(f.seen); }
    void remember(const Position& p, Value v);
    Error cycle(std::span<const Frame> path, const Coords& again);
    Error over(SearchLimit limit, const Coords& root, const Coords& at);

private:
    Error failWith(Failure f);
    // What remembering `at` keeps: an entry of memo_ unless it lies in the dense grid.
    std::int64_t keptBytes(const Coords& at) const;
    // Two coordinates: the dense grid at least rows x cols (no larger than kMaxDenseCells).
    void widen(std::int64_t rows, std::int64_t cols);

    // The kernels: the value of `at` when they find every move's parts known (Solved), or that some
    // part is not known yet (Unknown), or neither (GiveUp: ask the interpreter).
    enum class Shortcut { Solved, Unknown, GiveUp };
    Shortcut shortcut(const Coords& at, Value& value, Coords& missing);
    bool markGridRun(const Run& run, bool& unknown, Coords& missing);
    bool validGridRun(const Run& run) const;

    // Two coordinates: works out, row by row, the cells of [0, rows) x [0, cols) whose moves' parts
    // are all known by then (kernels reading earlier cells by index; a part outside the rectangle,
    // a move that leaves the table, is worked out first the same way). A cell this cannot do is left
    // to the search, which then finds its error or cycle exactly as the interpreter would: every cell
    // done here has moves free of errors, leading to cells done before it.
    void prefill(std::int64_t rows, std::int64_t cols);
    enum class Cell { Solved, Left, Stop };
    Cell solveCell(const Coords& at, int depth, std::int64_t rows, std::int64_t cols);
    // The cells (r, from..to) when every rule is binder-less (Kernel::rowUsable): each rule's tests
    // solved once for the row, then a few comparisons and reads per cell. False to stop the pre-fill.
    bool prefillRow(std::int64_t r, std::int64_t from, std::int64_t to, std::int64_t rows, std::int64_t cols);
    // `work`: the steps of the rules and the moves looked at, as list() counts them.
    Cell charge(const Coords& at, std::int64_t work, Value v);

    const RulesGame& game_;
    const int dims_;
    Machine machine_;
    Marks marks_;
    std::vector<RowRule> rowRules_;
    SearchBudget budget_;
    SearchCounts counts_;  // positions worked out (in dense_ and memo_) and steps spent
    Failure failure_;
    std::unordered_map<Position, Value, PositionHash> memo_;  // positions outside the dense grid
    // Two coordinates: the values inside the rectangle last asked about (a grid of denseRows_ x
    // denseCols_, kUnknown where not worked out) live in an array, far quicker than the map for the
    // search's many lookups; positions outside it stay in memo_.
    static constexpr Value kUnknown = ~Value{0};
    static constexpr std::int64_t kMaxDenseCells = std::int64_t{1} << 22;  // 16 MiB
    std::vector<Value> dense_;
    std::int64_t denseRows_ = 0;
    std::int64_t denseCols_ = 0;
    std::int64_t prefilledRows_ = 0;  // prefill() has been over [0, rows) x [0, cols)
    std::int64_t prefilledCols_ = 0;
    std::int64_t kernelPositions_ = 0;
};

}  // namespace grundy::rules::detail
