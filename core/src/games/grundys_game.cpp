// Grundy's game: a move splits one heap into two non-empty heaps of different sizes. Heaps 1 and 2
// have no move. Its values (OEIS A002188) are not known to be periodic, so there is no closed form
// and no periodicity basis. Heap n has floor((n-1)/2) moves, so a table up to N visits about N^2/4
// of them; heaps are bounded by kMaxTableWork like Lasker's Nim (see table_work.hpp).
#include <memory>

#include "../families.hpp"
#include "table_work.hpp"

namespace grundy {

namespace {

class GrundysGame final : public Game {
public:
    GrundysGame() : maxHeap_(largestAffordableHeap([](double n) { return 0.25 * n * n; })) {}

    std::string spec() const override { return "grundy"; }

    void forEachOption(const Position& p, const OptionSink& sink) const override {
        for (std::int64_t a = 1; 2 * a < p.x; ++a) {
            sink(Option::pair(0, Position{a, 0}, Position{p.x - a, 0}));
        }
    }

    Result<Position> checkPosition(const Position& p) const override {
        return checkAffordableHeap(
            *this, p, maxHeap_,
            std::string("its values come from the mex rule, and a table past that heap would visit more "
                        "than ") +
                kMaxTableWorkText + " moves (about n^2/4 up to heap n)");
    }

    std::string moveText(const Position& from, const Option& o) const override {
        return "split " + positionText(from) + " into " + positionText(o.parts[0]) + " and " + positionText(o.parts[1]);
    }

private:
    std::int64_t maxHeap_;
};

}  // namespace

Result<GamePtr> makeGrundysGame(const std::string&) {
    return GamePtr(std::make_shared<GrundysGame>());
}

}  // namespace grundy
