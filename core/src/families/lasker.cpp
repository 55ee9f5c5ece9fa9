// Lasker's Nim (HDU 3032, "Nim or not Nim?"): a move takes any positive number of tokens from a
// heap, or splits a heap into two non-empty heaps.
//
// No closed form here, on purpose: the values are computed by the mex rule, so the seed's formula
// (g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3) is something the tests check
// against the table rather than something the table is built from.
//
// Cost, and why heaps are bounded. Heap n has n + floor(n/2) options, so a direct table up to heap
// N visits about 3N^2/4 options: 3*10^8 at N = 20000, but 3*10^15 at the table limit of 2^26
// positions. HeapTable uses the sparse-space method instead (sparse_split.hpp): with the mask 2
// and the heap's parity (a "sparse space in the domain") no heap past 0 is rare, so each value
// costs a few steps, and heaps go up to the table limit; the method still counts its work and
// stops past kMaxSplitWork. The cheaper path, the seed's formula, was left out on purpose: the
// values past a table would be ones the mex rule never confirmed here, and explaining a heap of
// HDU 3032's 10^8 would still list its 1.5*10^8 moves one by one.
#include <memory>

#include "../program_code.hpp"
#include "grundy/limits.hpp"
#include "registry.hpp"
#include "table_work.hpp"

namespace grundy {

namespace {

class LaskerGame final : public Game {
public:
    LaskerGame() {
        moves_.leaveAnySmaller = true;
        moves_.leaveTwo = {0};
    }

    std::string spec() const override { return "lasker"; }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        for (std::int64_t k = 1; k <= p.x; ++k) sink(Option::single(k, Position{p.x - k, 0}));
        for (std::int64_t a = 1; a <= p.x / 2; ++a) {
            sink(Option::pair(0, Position{a, 0}, Position{p.x - a, 0}));
        }
        return {};
    }

    Result<Position> checkPosition(const Position& p) const override {
        return checkAffordableHeap(*this, p, limits::kMaxTableSize - 1, sparseHeapLimit);
    }

    const SplitMoves* splitMoves() const override { return &moves_; }

    // Lasker's Nim is the code 4.[3]: any removal, to nothing or to a heap, and a split that takes
    // nothing (periodicity_detect.hpp proves g(n + 4) = g(n) + 4 from n = 1 by the XOR argument).
    PeriodicityBasis periodicityBasis() const override {
        PeriodicityBasis basis = PeriodicityBasis::takeAnyTail(1, true, true);
        basis.splitsBelow = 1;
        return basis;
    }

    std::string moveText(const Position& from, const Option& o) const override {
        if (o.partCount == 2)
            return "split " + positionText(from) + " into " + positionText(o.parts[0]) + " and " +
                   positionText(o.parts[1]);
        return Game::moveText(from, o);
    }

    GameTraits traits() const override {
        GameTraits t;
        t.family = "lasker";
        t.rules = say(msg::game_rules_lasker{});
        return t;
    }

    ProgramParts programParts() const override {
        ProgramCode table;
        table.method = "table computation: the mex over every take and every split, for each n";
        table.code = program::mexTable(50'000, "about 3n^2/4 steps up to heap n", "",
                                       "        for (u64 m = 0; m < n; ++m) mark(g[m]);\n"
                                       "        for (u64 a = 1; 2 * a <= n; ++a) mark(g[a] ^ g[n - a]);\n");
        return {traits().rules.text,
                ProgramFormula{"n == 0 ? 0 : n % 4 == 0 ? n - 1 : n % 4 == 3 ? n + 1 : n",
                               "Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 "
                               "(the published theorem, e.g. HDU 3032's solution)",
                               [](const Position& p) {
                                   const std::int64_t n = p.x;
                                   return n == 0 ? 0 : n % 4 == 0 ? n - 1 : n % 4 == 3 ? n + 1 : n;
                               }},
                std::move(table)};
    }

private:
    SplitMoves moves_;
};

}  // namespace

Result<GamePtr> makeLaskerGame(const std::string&) {
    return GamePtr(std::make_shared<LaskerGame>());
}

}  // namespace grundy
