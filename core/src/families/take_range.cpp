// take-range:P,Q (HDU 2897, 邂逅明下): a move takes P to Q tokens; with fewer than P left the mover
// must take them all; whoever takes the LAST token LOSES.
//
// As a normal-play game. The move that takes the last token loses on the spot, so it is never
// better than any other move and a player with another move never needs it; a player whose only
// move takes the last token has lost. So the game is the normal-play game with that move left out:
// heaps 1..P (whose only move takes everything) have no move and are lost for the player to move,
// and from n > P a move takes k in [P, min(Q, n-1)], leaving 1..n-P. Its outcomes are the seed's
// for every n >= 1: the player to move loses iff 1 <= n mod (P+Q) <= P.
//
// Values. From n >= 1 the moves are those of the subtraction game {P..Q} on n-1 (leaving r >= 1 is
// leaving r-1 >= 0 there), whose values are floor((m mod (P+Q)) / P) (Winning Ways, ch. 4); so
// g(n) = floor(((n-1) mod (P+Q)) / P), whose zeros are exactly the seed's losing heaps.
//
// Heap 0 is the empty heap: no move, value 0, lost for the player to move. No move reaches it (the
// move that would is the one left out), and the seed's formula, which prints WIN whenever
// n mod (P+Q) == 0, says nothing meaningful at n = 0 (the problem's heaps are at least 1).
//
// Sums. The values are those of the normal-play form, so a sum such as take-range:2,4 with heaps
// 7+6 is the normal-play sum of these forms: players move in any heap, never take a heap's last
// token, and whoever has no such move left loses. That is not "whoever takes the very last token
// of all heaps loses" (a misère-style sum, which XOR of these values does not decide).
#include <memory>

#include "../arguments.hpp"
#include "grundy/limits.hpp"
#include "registry.hpp"

namespace grundy {

namespace {

class TakeRangeGame final : public Game {
public:
    TakeRangeGame(std::int64_t least, std::int64_t most) : least_(least), most_(most) {}

    std::string spec() const override { return "take-range:" + std::to_string(least_) + "," + std::to_string(most_); }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        for (std::int64_t k = least_; k <= most_ && k < p.x; ++k) sink(Option::single(k, Position{p.x - k, 0}));
        return {};
    }

    std::optional<Value> closedFormValue(const Position& p) const override {
        if (p.x == 0) return Value{0};
        return static_cast<Value>(((p.x - 1) % (least_ + most_)) / least_);
    }

    // g(n) for n >= 1 follows the finite subtraction game {P..Q} shifted by one, but heap Q's
    // moves lack the move to 0 that heap Q+period's counterpart has. With a window of Q+1 instead
    // of Q every heap whose moves the theorem's induction uses has all its moves (n - k >= n0+1 >= 1),
    // so "a window of maxMove values repeating proves it" holds from any start n0 >= 0.
    PeriodicityBasis periodicityBasis() const override {
        return {.kind = PeriodicityBasis::Kind::FiniteSubtraction, .maxMove = most_ + 1};
    }

    GameTraits traits() const override {
        GameTraits t;
        t.family = "take-range";
        t.params = {std::to_string(least_), std::to_string(most_)};
        t.rules = say(msg::game_rules_take_range{.least = least_, .most = most_});
        return t;
    }

    ProgramParts programParts() const override {
        const std::int64_t p = least_, q = most_;
        return {
            traits().rules.text,
            ProgramFormula{"n == 0 ? 0 : ((n - 1) % " + std::to_string(p + q) + "ULL) / " + std::to_string(p) + "ULL",
                           "g(n) = floor(((n-1) mod (P+Q)) / P) for n >= 1, from the subtraction game {P..Q} "
                           "(Winning Ways ch. 4)",
                           [p, q](const Position& at) { return at.x == 0 ? 0 : ((at.x - 1) % (p + q)) / p; }},
            std::nullopt};
    }

private:
    std::int64_t least_;
    std::int64_t most_;
};

}  // namespace

Result<GamePtr> makeTakeRangeGame(const std::string& args) {
    const auto limit = limits::kMaxSubtractionMember;
    const auto text = arguments::trim(args);
    const auto pieces = arguments::split(text, ',');
    if (text.empty() || pieces.size() != 2) return fail(msg::take_range_two_numbers{.limit = limit, .text = text});
    const auto least = arguments::wholeNumber(pieces[0]);
    const auto most = arguments::wholeNumber(pieces[1]);
    if (!least || !most) return fail(msg::take_range_not_whole{.limit = limit, .text = text});
    if (*least < 1) return fail(msg::take_range_least{.limit = limit, .got = *least});
    if (*most > limit) return fail(msg::take_range_most{.limit = limit, .got = *most});
    if (*least > *most) return fail(msg::take_range_backwards{.limit = limit, .least = *least, .most = *most});
    return GamePtr(std::make_shared<TakeRangeGame>(*least, *most));
}

}  // namespace grundy
