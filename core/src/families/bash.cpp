// The Bash game (HDU 1846, 2149, 2188): one heap; a move takes 1 to M tokens. g(n) = n mod (M+1):
// from a multiple of M+1 every move leaves a non-multiple, and from n = q(M+1)+r the move taking r
// (or any t <= r) reaches every smaller residue.
#include <memory>

#include "../arguments.hpp"
#include "grundy/limits.hpp"
#include "registry.hpp"

namespace grundy {

namespace {

class BashGame final : public Game {
public:
    explicit BashGame(std::int64_t maxTake) : maxTake_(maxTake) {}

    std::string spec() const override { return "bash:" + std::to_string(maxTake_); }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        for (std::int64_t k = 1; k <= maxTake_ && k <= p.x; ++k) sink(Option::single(k, Position{p.x - k, 0}));
        return {};
    }

    std::optional<Value> closedFormValue(const Position& p) const override {
        return static_cast<Value>(p.x % (maxTake_ + 1));
    }

    PeriodicityBasis periodicityBasis() const override {
        return {.kind = PeriodicityBasis::Kind::FiniteSubtraction, .maxMove = maxTake_};
    }

    GameTraits traits() const override {
        GameTraits t;
        t.family = "bash";
        t.params = {std::to_string(maxTake_)};
        t.rules = say(msg::game_rules_bash{.most = maxTake_});
        return t;
    }

    ProgramParts programParts() const override {
        const std::int64_t m = maxTake_;
        return {traits().rules.text,
                ProgramFormula{"n % " + std::to_string(m + 1) + "ULL", "g(n) = n mod (M+1), the Bash game's value",
                               [m](const Position& p) { return p.x % (m + 1); }},
                std::nullopt};
    }

private:
    std::int64_t maxTake_;
};

}  // namespace

Result<GamePtr> makeBashGame(const std::string& args) {
    const auto most = limits::kMaxSubtractionMember;
    const auto text = arguments::trim(args);
    if (text.empty()) return fail(msg::bash_empty{.most = most});
    const auto m = arguments::wholeNumber(text);
    if (!m) return fail(msg::bash_not_whole{.most = most, .text = text});
    if (*m < 1 || *m > most) return fail(msg::bash_out_of_range{.most = most, .got = *m});
    return GamePtr(std::make_shared<BashGame>(*m));
}

}  // namespace grundy
