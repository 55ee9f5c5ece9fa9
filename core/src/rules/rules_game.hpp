// A user-defined game: a compiled program behind the Game interface.
//
// The game itself holds nothing it works out. Its moves are checked as they are made (no negative
// or oversized coordinate, no move of a one-number game that is not to a smaller number, the step
// budgets of one position), so forEachOption lists a position's moves or says which rule broke.
// Values are worked out by whoever asks: a one-number game's table by HeapTable through the
// game's heap filler (rules_heap.hpp: kernels that mark runs of moves, blocks of heaps that share
// a plan), positions of two or three coordinates by the one depth-first search over the game's
// space (rules_search.hpp: kernel shortcuts, a dense grid of known values, runs of moves), which
// names a cycle with the rules that make it. Each of them counts its rules' steps against
// kMaxTotalSteps; trial() runs them on small positions so check() refuses a broken rule early.
#pragma once

#include <algorithm>
#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "grundy/game.hpp"
#include "heap_block.hpp"
#include "machine.hpp"

namespace grundy::rules::detail {

// Why working out a position failed, and which rule to blame (-1: none in particular).
struct Failure {
    Message message;
    int rule = -1;
    bool atResult = false;  // the rule's result is to blame (mark it rather than the word "move")
};

// Marks of the values among a position's options, as a mex needs them: seen[v] == stamp marks v,
// and bumping the stamp clears every mark in O(1).
struct Marks {
    std::vector<std::uint32_t> seen;
    std::uint32_t stamp = 0;

    void next() {
        if (++stamp == 0) {  // wrapped: clear for real once every 2^32 positions
            std::fill(seen.begin(), seen.end(), 0);
            stamp = 1;
        }
    }
    [[gnu::always_inline]] void mark(Value v) {
        if (v >= seen.size()) [[unlikely]]
            grow(v);
        seen[v] = stamp;
    }
    [[gnu::noinline]] void grow(Value v) {
        seen.resize(std::max<std::size_t>(std::size_t{v} + 1, seen.size() * 2 + 16), 0);
    }
    Value mex() const {
        Value g = 0;
        while (g < seen.size() && seen[g] == stamp) ++g;
        return g;
    }
};

class RulesGame final : public Game {
public:
    RulesGame(std::string source, Compiled compiled);

    // The program in braces; a newline is added before the '}' when the last line ends in a comment
    // (which would otherwise run on over the brace).
    std::string spec() const override { return spec_; }
    int dimensions() const override { return compiled_.dimensions; }
    bool isHeapGame() const override { return compiled_.dimensions == 1; }
    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override;
    Result<Position> checkPosition(const Position& p) const override;
    std::string positionText(const Position& p) const override;
    Result<Position> parsePosition(const std::string& text) const override;
    std::string moveText(const Position& from, const Option& o) const override;
    Result<std::unique_ptr<GridFiller>> gridFiller(std::int64_t rows, std::int64_t cols,
                                                   const Budget& budget) const override;
    std::unique_ptr<HeapFiller> heapFiller() const override;
    std::unique_ptr<ValueSearch> valueSearch(const Budget& budget) const override;
    // What the game tells the page and export about itself (traits.cpp).
    GameTraits traits() const override;
    std::vector<std::int64_t> coordinates(const Position& p) const override;
    ProgramParts programParts() const override;

    const Compiled& compiled() const { return compiled_; }
    const std::string& source() const { return source_; }
    const std::vector<HeapRuleForm>& heapForms() const { return heapForms_; }
    bool rowKernels() const { return rowKernels_; }

    // With false, every position is worked out by the interpreter alone (Machine::moves), as before
    // kernels existed: the tests compare both ways. Set it before the game is first used.
    void useKernels(bool on) { kernels_ = on; }
    bool kernels() const { return kernels_; }
    // With false, one-number games go heap by heap even where a block would do (heap_block.hpp):
    // the tests compare both ways. Set it before the game is first used.
    void useHeapBlocks(bool on) { blocks_ = on; }
    bool heapBlocks() const { return blocks_ && kernels_ && !heapForms_.empty(); }

    // What the fillers and searches of this game have done, summed as each is dropped (for the
    // tests, which compare the ways of working out positions): positions the kernels worked out (the
    // rest, the interpreter), heaps blocks worked out, and rule steps counted against the budgets.
    std::int64_t kernelPositions() const { return tally_.kernelPositions.load(std::memory_order_relaxed); }
    std::int64_t heapBlockPositions() const { return tally_.blockPositions.load(std::memory_order_relaxed); }
    std::int64_t totalSteps() const { return tally_.steps.load(std::memory_order_relaxed); }
    void tally(std::int64_t kernelPositions, std::int64_t blockPositions, std::int64_t steps) const;

    // Works out the small positions (heaps 0..64; a 12 x 12 grid; a 6 x 6 x 6 cube), so a broken
    // rule is refused when the program is checked rather than when a table first meets it. Stops
    // early, without a verdict, once it has spent 2^25 steps.
    std::optional<Failure> trial() const;

    // A position of three coordinates packs the second and third into Position::y.
    Coords unpack(const Position& p) const {
        if (compiled_.dimensions == 3) return Coords{p.x, p.y / kMaxPackedCoordinate, p.y % kMaxPackedCoordinate};
        return Coords{p.x, compiled_.dimensions == 2 ? p.y : 0, 0};
    }
    Position pack(const Coords& c) const {
        if (compiled_.dimensions == 3) return Position{c[0], c[1] * kMaxPackedCoordinate + c[2]};
        return Position{c[0], compiled_.dimensions == 2 ? c[1] : 0};
    }
    // Checks one move's parts from `from`; a failure when a part is not a position.
    std::optional<Failure> checkMove(const Machine& m, const Coords& from, const Move& move) const;
    // The failure of working out positions up to `at` past kMaxTotalSteps.
    Failure tooManySteps(const Coords& at) const;

private:
    Option toOption(const Coords& from, const Move& move) const;

    std::string source_;
    std::string spec_;
    Compiled compiled_;
    bool kernels_ = true;
    bool blocks_ = true;
    bool rowKernels_ = false;              // two coordinates, every rule without binders (Machine::rowRule)
    std::vector<HeapRuleForm> heapForms_;  // empty: no blocks for this game
    struct Tally {
        std::atomic<std::int64_t> kernelPositions{0};
        std::atomic<std::int64_t> blockPositions{0};
        std::atomic<std::int64_t> steps{0};
    };
    mutable Tally tally_;
};

}  // namespace grundy::rules::detail
