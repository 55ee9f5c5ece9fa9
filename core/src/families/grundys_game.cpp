// Grundy's game: a move splits one heap into two non-empty heaps of different sizes. Heaps 1 and 2
// have no move. Its values (OEIS A002188) are not known to be periodic, so there is no closed form
// and no periodicity basis. Heap n has floor((n-1)/2) moves, so a direct table up to N visits about
// N^2/4 of them; HeapTable uses the sparse-space method instead (sparse_split.hpp: Grundy's game
// has very few rare values, Flammenkamp counts 1287 in all his tables), which counts its work and
// stops past kMaxSplitWork, so heaps go up to the table limit.
#include <memory>

#include "../program_code.hpp"
#include "grundy/limits.hpp"
#include "registry.hpp"
#include "table_work.hpp"

namespace grundy {

namespace {

class GrundysGame final : public Game {
public:
    GrundysGame() {
        moves_.leaveTwo = {0};
        moves_.unequalParts = true;
    }

    std::string spec() const override { return "grundy"; }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        for (std::int64_t a = 1; 2 * a < p.x; ++a) {
            sink(Option::pair(0, Position{a, 0}, Position{p.x - a, 0}));
        }
        return {};
    }

    Result<Position> checkPosition(const Position& p) const override {
        return checkAffordableHeap(*this, p, limits::kMaxTableSize - 1, sparseHeapLimit);
    }

    std::string moveText(const Position& from, const Option& o) const override {
        return "split " + positionText(from) + " into " + positionText(o.parts[0]) + " and " + positionText(o.parts[1]);
    }

    const SplitMoves* splitMoves() const override { return &moves_; }

    GameTraits traits() const override {
        GameTraits t;
        t.family = "grundy";
        t.rules = say(msg::game_rules_grundy{});
        return t;
    }

    ProgramParts programParts() const override {
        ProgramCode table;
        table.method = "table computation: the mex of g(a) xor g(n - a) over the unequal splits, for each n";
        table.code = program::mexTable(100'000, "about n^2/4 steps up to heap n", "",
                                       "        for (u64 a = 1; 2 * a < n; ++a) mark(g[a] ^ g[n - a]);\n");
        return {traits().rules.text, std::nullopt, std::move(table)};
    }

private:
    SplitMoves moves_;
};

}  // namespace

Result<GamePtr> makeGrundysGame(const std::string&) {
    return GamePtr(std::make_shared<GrundysGame>());
}

}  // namespace grundy
