// The table of a one-number rule-language game, filled over HeapTable's own array (Game::heapFiller).
// Heap by heap, the kernels mark a heap's moves from runs (kernel.hpp) reading the values below by
// index, and where they cannot vouch for a heap the interpreter works it out afresh (which gives the
// exact message when a rule breaks); where a block can be planned (heap_block.hpp) a stretch of heaps
// shares one plan. Either way the steps counted against kMaxTotalSteps are the interpreter's, so
// the table stops at the same heap with the same message whichever way it went.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "rules_game.hpp"

namespace grundy::rules::detail {

class RulesHeapFiller final : public HeapFiller {
public:
    explicit RulesHeapFiller(const RulesGame& game);
    // Adds what it did to the game's tally (once: the trial fills a heap at a time, and each tally is
    // three atomic adds).
    ~RulesHeapFiller() override { game_.tally(kernelPositions_, blockPositions_, steps_); }
    RulesHeapFiller(const RulesHeapFiller&) = delete;
    RulesHeapFiller& operator=(const RulesHeapFiller&) = delete;

    Result<void> fill(std::vector<Value>& values, std::int64_t to) override;
    // Makes fill stop, without a verdict, before a heap that starts past `steps` steps (the trial's
    // way to stop early on a heavy but sound program), as if each heap were asked for alone.
    void stopAfter(std::int64_t steps) { stopAfter_ = steps; }
    // Why the table stopped, with the rule to blame; it stays stopped at that heap.
    const Failure& failure() const { return *failure_; }
    std::int64_t steps() const { return steps_; }

private:
    // The marks of a run of moves from heap `from`, reading g by index; false when a part is not a
    // smaller heap (the interpreter then says why).
    bool markHeapRun(const Run& run, const Value* g, std::int64_t from);
    // Heaps [values.size(), last] by block_, which covers them.
    void runHeapBlock(std::vector<Value>& values, std::int64_t last);

    const RulesGame& game_;
    Machine machine_;
    Marks marks_;
    Value valuesOr_ = 0;  // the OR of the table's values: no XOR of them is larger
    HeapBlock block_;
    // block_ was planned at this heap and holds up to block_.last (planned as far as it goes, past
    // the heap asked for), so a table extended a few heaps at a time (the trial, the page's slices)
    // goes on with it rather than plan again at every call; -1: no plan.
    std::int64_t blockFirst_ = -1;
    // After a plan that failed, or a block much shorter than its planning's work, heaps go one by
    // one up to blockRetryAt_; the wait doubles while that keeps happening.
    std::int64_t blockRetryAt_ = 0;
    std::int64_t blockBackoff_ = 1;
    std::int64_t steps_ = 0;
    std::int64_t stopAfter_ = kMaxTotalSteps;
    std::optional<Failure> failure_;
    std::int64_t kernelPositions_ = 0;
    std::int64_t blockPositions_ = 0;
};

}  // namespace grundy::rules::detail
