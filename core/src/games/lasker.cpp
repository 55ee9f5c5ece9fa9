// Lasker's Nim (HDU 3032, "Nim or not Nim?"): a move takes any positive number of tokens from a
// heap, or splits a heap into two non-empty heaps.
//
// No closed form here, on purpose: the values are computed by the mex rule, so the seed's formula
// (g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3) is something the tests check
// against the table rather than something the table is built from.
//
// Cost, and why heaps are bounded. Heap n has n + floor(n/2) options, so a table up to heap N
// visits about 3N^2/4 options: 3*10^8 at N = 20000 (under a second), but 3*10^15 at the table
// limit of 2^26 positions, which would run for days and look like a hang. So heaps (typed, or the
// last heap of a table) are refused past the largest N whose table fits in kMaxTableWork (see
// table_work.hpp), about 26750, with a message that says why. The cheaper path, the seed's
// formula, was left out on purpose: it would answer HDU 3032's heaps of 10^8 instantly, but then
// the values past the bound would be ones the mex rule never confirmed here, and explaining such a
// heap would still list its 1.5*10^8 moves one by one.
#include <memory>

#include "../families.hpp"
#include "table_work.hpp"

namespace grundy {

namespace {

class LaskerGame final : public Game {
public:
    LaskerGame() : maxHeap_(largestAffordableHeap([](double n) { return 0.75 * n * n; })) {}

    std::string spec() const override { return "lasker"; }

    void forEachOption(const Position& p, const OptionSink& sink) const override {
        for (std::int64_t k = 1; k <= p.x; ++k) sink(Option::single(k, Position{p.x - k, 0}));
        for (std::int64_t a = 1; a <= p.x / 2; ++a) {
            sink(Option::pair(0, Position{a, 0}, Position{p.x - a, 0}));
        }
    }

    Result<Position> checkPosition(const Position& p) const override {
        return checkAffordableHeap(
            *this, p, maxHeap_,
            std::string("its values come from the mex rule, and a table past that heap would visit more "
                        "than ") +
                kMaxTableWorkText + " moves (about 3n^2/4 up to heap n)");
    }

    std::string moveText(const Position& from, const Option& o) const override {
        if (o.partCount == 2)
            return "split " + positionText(from) + " into " + positionText(o.parts[0]) + " and " +
                   positionText(o.parts[1]);
        return Game::moveText(from, o);
    }

private:
    std::int64_t maxHeap_;
};

}  // namespace

Result<GamePtr> makeLaskerGame(const std::string&) {
    return GamePtr(std::make_shared<LaskerGame>());
}

}  // namespace grundy
