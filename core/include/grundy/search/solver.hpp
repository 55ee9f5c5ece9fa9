// What a person asks of a ruleset (one game or a sum, normal or misère play): the value and
// outcome of a position, every option with its value, the winning moves and how many there are,
// remoteness, and the computer's choice of move.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/misere/quotient.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/spec.hpp"

namespace grundy {

enum class Outcome { P, N };

// A move in a sum: which part moves, and the option it takes.
struct SumMove {
    std::size_t part = 0;  // index into the SumPosition
    Option option;
    Value optionValue = 0;  // the value of what the moved part becomes (XOR of its pieces)
    Value value = 0;        // normal play: the whole position's XOR value after the move
    bool winning = false;   // leaves a position the player to move loses (misère aware)
};

struct SumAnalysis {
    Value value = 0;                 // normal play: XOR of the parts' values
    std::vector<Value> partValues;   // each part's value
    Outcome outcome = Outcome::P;    // under the ruleset's convention (misère aware)
    std::vector<SumMove> moves;      // every move with its value, when there are at most maxListed
    std::uint64_t moveCount = 0;     // how many moves there are
    std::uint64_t winningMoves = 0;  // how many moves win (HDU 1850 counts them)
    bool listedAll = true;           // false when moves holds only the winning ones (too many to list)
    bool tame = false;               // misère play: the outcome is misère Nim's rule on the values (Solver::tame)
    bool quotient = false;  // misère play: the outcome is the product of the heaps' elements (Solver::quotient)
};

// How many moves analyse() lists before it keeps only the winning ones.
inline constexpr std::size_t kMaxListedMoves = 10'000;

class Solver {
public:
    // `budget`: what each of its searches may spend (grundy/budget.hpp; {} for the defaults).
    explicit Solver(GameSpec spec, Budget budget = {});

    const GameSpec& spec() const { return spec_; }

    // The position after a move: the moved part replaced by its pieces in place. In a coin-turning
    // game (GameTraits::pairsCancel) a piece equal to another part of its component is a head
    // turned back to tails, and both go.
    SumPosition applyMove(const SumPosition& p, const SumMove& m) const;

    Result<SumAnalysis> analyse(const SumPosition& p);
    Result<Value> value(const SumPosition& p);
    Result<Outcome> outcome(const SumPosition& p);

    // Moves until the end with best play: the winner wins as fast as it can, the loser holds out
    // as long as it can. Single games and small sums; bounded search with a clear error past it.
    Result<std::int64_t> remoteness(const SumPosition& p);

    // Whether misère play of p follows misère Nim's rule on its parts' values, so its outcome needs
    // no search: P when every value is 0 or 1 and their XOR is 1, or some value is larger and the
    // XOR is 0. True when every part is a Nim heap, or a heap of a heap game (not coin-turning)
    // whose heaps up to the largest one in p are all tame in this sense (proved in solver.cpp,
    // after Winning Ways ch. 13's tame games): a heap of value 0 or 1 with a move has a move to
    // parts of values 0 or 1 with XOR 1 - value, and none to parts with a larger value and XOR
    // 1 - value; a heap of value 2 or more, for each r in {0, 1}, a move to parts of values 0 or 1
    // with XOR 1 - r, or to parts with a larger value and XOR r. False otherwise, and when checking
    // would cost more than kMaxTameCheckWork moves looked at (the search decides then).
    bool tame(const SumPosition& p);

    // Misère play of a sum of heaps of one heap game, not tame (tame() answers those), whose misère
    // quotient is known through its largest heap (grundy/misere/quotient.hpp: knownQuotient, found
    // within the budget's work, or limits::kMaxQuotientPlayWork by default): the quotient, which
    // answers the outcome by one product per heap, no search. Null otherwise (the search answers).
    std::shared_ptr<const MisereQuotientSearch> quotient(const SumPosition& p);

    // The computer's move: a winning move with the least remoteness when one exists, otherwise
    // the move that holds out longest. When the search is too large: the first winning move, else
    // the first move; in a tame sum (tame()) or one its quotient decides (quotient()) its search
    // stops at limits::kMaxTameSearchWork, and its winning moves are the rule's. Error when no move
    // is left.
    Result<SumMove> bestMove(const SumPosition& p);

    // "take 3 from heap 2 (7 -> 4)" for a sum, "take 3 (7 -> 4)" for one part.
    std::string moveText(const SumPosition& p, const SumMove& m) const;

    Evaluator& evaluator(std::size_t component) { return *evaluators_[component]; }

    // The value of part `part` of p. When p has several parts an error says which, as reading the
    // position does ("part 2 of the position: ..."): a game given by rules meets a broken rule only
    // when a value is worked out, and the person sees the words a typed position would have got.
    Result<Value> partValue(const SumPosition& p, std::size_t part);

private:
    struct Status {
        bool win = false;
        std::int64_t remoteness = 0;
    };
    // Outcome and remoteness by search under the ruleset's convention (bounded; by `mostWork` too
    // when it is set, below the budget's work).
    class SumSpace;  // solver.cpp: the search's space (search/depth_first.hpp)
    Result<Status> search(const SumPosition& p, std::int64_t mostWork = 0);
    // The first error among the values of p's parts (worded as partValue words it), if any.
    std::optional<Error> partsError(const SumPosition& p);
    bool isMisereNim() const;
    // Whether heaps 0 .. most of component c are all tame (see tame()); remembered per component.
    bool tameUpTo(std::size_t c, std::int64_t most);

    struct KeyHash {
        std::size_t operator()(const std::vector<std::int64_t>& k) const noexcept;
    };

    GameSpec spec_;
    Budget budget_;
    std::vector<std::unique_ptr<Evaluator>> evaluators_;
    std::vector<bool> pairsCancel_;  // per component: GameTraits::pairsCancel, read once (applyMove is hot)
    // search() results, keyed by sorted parts, kept between calls (one game, many questions).
    std::unordered_map<std::vector<std::int64_t>, Status, KeyHash> statusMemo_;
    std::int64_t memoBytes_ = 0;  // what statusMemo_ holds, as the search counts it
    // Per component: heaps 0 .. tameDone_ - 1 are tame, and whether some heap is known not to be.
    std::vector<std::int64_t> tameDone_;
    std::vector<bool> wild_;
    std::int64_t tameWork_ = 0;  // moves looked at checking tameness, against kMaxTameCheckWork
};

// The most moves Solver::tame looks at for one Solver (heaps up to about 2,000 of an octal game).
inline constexpr std::int64_t kMaxTameCheckWork = 4'000'000;

}  // namespace grundy
