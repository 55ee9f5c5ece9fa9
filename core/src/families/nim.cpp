// Nim: one heap; a move takes any positive number of tokens. g(n) = n (Bouton), so sums are the
// XOR of the heaps and the misère rule lives in the Solver (which knows Nim by GameTraits::nim).
#include <memory>

#include "registry.hpp"
#include "table_work.hpp"

namespace grundy {

namespace {

class NimGame final : public Game {
public:
    // Listing a move in Solver::analyse (its value, the move record) costs about four table visits.
    NimGame() : maxHeap_(largestAffordableHeap([](double n) { return 4 * n; })) {}

    std::string spec() const override { return "nim"; }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        for (std::int64_t k = 1; k <= p.x; ++k) sink(Option::single(k, Position{p.x - k, 0}));
        return {};
    }

    // Values need no table, but explaining a heap lists its n moves one by one, so heaps are
    // bounded like a table's work (2^27, which also keeps n within a 32-bit Value).
    Result<Position> checkPosition(const Position& p) const override {
        return checkAffordableHeap(
            *this, p, maxHeap_, +[] { return say(msg::heap_cost_nim{}); });
    }

    std::optional<Value> closedFormValue(const Position& p) const override { return static_cast<Value>(p.x); }

    // Nim is the code 0.[3]: every removal allowed, to nothing or to a heap (periodicity_detect.hpp
    // proves g(n + 1) = g(n) + 1 from it).
    PeriodicityBasis periodicityBasis() const override { return PeriodicityBasis::takeAnyTail(1, true, true); }

    GameTraits traits() const override {
        GameTraits t;
        t.family = "nim";
        t.nim = true;
        t.rules = say(msg::game_rules_nim{});
        return t;
    }

    ProgramParts programParts() const override {
        return {traits().rules.text,
                ProgramFormula{"n", "g(n) = n (Bouton 1902)", [](const Position& p) { return p.x; }}, std::nullopt};
    }

private:
    std::int64_t maxHeap_;
};

}  // namespace

Result<GamePtr> makeNimGame(const std::string&) {
    return GamePtr(std::make_shared<NimGame>());
}

}  // namespace grundy
