// Coin-turning games, turning:CODE (coin_turning_code.hpp): turning:1-3 is Mock Turtles, 1+C Ruler,
// 1-9 Moidores, 3E Turnips, 4FS Grunt, 1+S Sym; the common names read as their codes.
//
// A position is the set of heads: heap n is a head at coin n, so "3+5+8" has heads at coins 3, 5 and
// 8, and a move from heap n leaves the heaps of the other coins it turns (GameTraits::pairsCancel: a
// coin turned twice is tails again, so two equal heaps leave the row together). Values come from the
// game's own table of value sets (coin_turning_values.hpp); nothing assumes a formula, and the tests
// check the published ones (Winning Ways ch. 14: Mock Turtles' odious numbers, Ruler's powers of two,
// Moidores', Grunt's as Grundy's game's) against it and against play on small rows of coins.
//
// Bounds: a head at coin n has up to 2^(n-1) moves (any number of coins), which play lists one by
// one, so coins are refused past the one whose moves would pass 2^27 (as Nim's heaps) or whose table
// would pass kMaxTableWork steps (table_work.hpp); and a table stops when its values pass 2^22.
#include <algorithm>
#include <memory>
#include <optional>

#include "coin_turning_code.hpp"
#include "coin_turning_values.hpp"
#include "registry.hpp"
#include "table_work.hpp"

namespace grundy {

namespace {

constexpr double kMaxListedTurns = static_cast<double>(std::int64_t{1} << 27);

class TurningGame final : public Game {
public:
    explicit TurningGame(TurningCode code) : code_(std::move(code)), maxHeap_(largestCoin()) {}

    std::string spec() const override { return "turning:" + code_.text(); }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        forEachTurn(code_, p.x, [&](const std::vector<std::int64_t>& others) {
            Option o;
            o.partCount = static_cast<int>(others.size());
            for (std::size_t i = 0; i < others.size(); ++i) o.parts[i] = Position{others[i], 0};
            sink(o);
        });
        return {};
    }

    Result<Position> checkPosition(const Position& p) const override {
        return checkAffordableHeap(
            *this, p, maxHeap_,
            +[] { return say(msg::heap_cost_turning{.work = kMaxTableWorkText, .moves = "2^27"}); });
    }

    // The value-set table counts its own steps and memory.
    Result<Position> checkReach(const Position& p) const override { return Game::checkPosition(p); }

    std::unique_ptr<HeapFiller> heapFiller() const override { return makeTurningValues(code_); }

    std::optional<double> optionCount(const Position& p) const override {
        return std::min(turnEstimate(code_, static_cast<double>(p.x)), 1e18);
    }

    std::string moveText(const Position& from, const Option& o) const override {
        std::string coins = positionText(from);
        for (int i = o.partCount - 1; i >= 0; --i)
            coins += (i == 0 ? " and " : ", ") + positionText(o.parts[static_cast<std::size_t>(i)]);
        return "turn coin" + std::string(o.partCount ? "s " : " ") + coins;
    }

    GameTraits traits() const override {
        GameTraits t;
        t.family = "turning";
        t.params = {code_.text()};
        t.board = "coins";
        t.pairsCancel = true;
        t.start = Position{9, 0};
        t.rules = turnWords(code_);
        return t;
    }

    ProgramParts programParts() const override { return turningProgramParts(code_); }

private:
    std::int64_t largestCoin() const {
        const std::int64_t table = largestAffordableHeap([this](double n) { return turningTableWork(code_, n); });
        const std::int64_t listed = largestAffordableHeap(
            [this](double n) { return turnEstimate(code_, n) * (kMaxTableWork / kMaxListedTurns); });
        return std::min(table, listed);
    }

    TurningCode code_;
    std::int64_t maxHeap_;
};

}  // namespace

Result<GamePtr> makeTurningGame(const std::string& args) {
    auto code = parseTurningCode(args);
    if (!code) return code.why();
    return GamePtr(std::make_shared<TurningGame>(std::move(code).value()));
}

}  // namespace grundy
