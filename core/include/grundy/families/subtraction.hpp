// Subtraction games: one heap, a move removes s tokens for some s in a set S.
#pragma once

#include <vector>

#include "grundy/game.hpp"

namespace grundy {

class SubtractionGame final : public Game {
public:
    // members: sorted, distinct, positive. Use parseSubtractionSet to build them from text.
    explicit SubtractionGame(std::vector<std::int64_t> members);

    std::string spec() const override;
    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override;
    PeriodicityBasis periodicityBasis() const override;
    const std::vector<std::int64_t>* subtractionMoves(std::int64_t) const override { return &members_; }
    GameTraits traits() const override;
    ProgramParts programParts() const override;

    const std::vector<std::int64_t>& members() const { return members_; }

private:
    std::vector<std::int64_t> members_;
};

// Parses a finite set such as "1,3,4" or "1..5,8". Members are merged and sorted; an empty set,
// zero, negative, non-numeric or too-large members are refused with a message.
Result<std::vector<std::int64_t>> parseSubtractionSet(const std::string& text);

}  // namespace grundy
