// What a game in the rule language tells the page and export about itself: its program (the text
// between the braces of its spec) and the name it gives itself, a board by its number of
// coordinates, and first positions inside the range its checks tried (RulesGame::trial), so they
// are known to work out.
#include "rules_game.hpp"

namespace grundy::rules::detail {

GameTraits RulesGame::traits() const {
    GameTraits t;
    t.family = "rules";
    t.program = spec_.substr(std::string("rules:{").size(), spec_.size() - std::string("rules:{}").size());
    t.params = {t.program};
    t.name = compiled_.program.name;
    t.about = compiled_.program.about;
    // Its rules in words are its author's about line, in the author's language; a program without
    // one is said to be one.
    t.rules = t.about.empty() ? say(msg::game_rules_program_silent{}) : say(msg::game_rules_program{.about = t.about});
    if (compiled_.dimensions == 2) {
        t.board = "pair";
        t.axes = {"first", "second"};
        t.start = Position{5, 8};
    } else if (compiled_.dimensions == 3) {
        t.board = "tuple";
        t.start = pack(Coords{3, 4, 5});
    }
    return t;
}

std::vector<std::int64_t> RulesGame::coordinates(const Position& p) const {
    const Coords c = unpack(p);
    return std::vector<std::int64_t>(c.begin(), c.begin() + compiled_.dimensions);
}

ProgramParts RulesGame::programParts() const {
    return ProgramParts{traits().rules.text + " Its rules in the playground's rule language are above.", std::nullopt,
                        std::nullopt};
}

}  // namespace grundy::rules::detail
