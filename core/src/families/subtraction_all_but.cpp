// All-but subtraction games, subtraction:all-but:1,3: a move takes any positive number of tokens
// except the excluded ones. Heap n has about n moves, so a table up to heap N visits about N^2/2
// options; heaps are bounded by kMaxTableWork (table_work.hpp). Such games are known to be
// arithmetic-periodic rather than periodic, so there is no closed form and no periodicity basis.
#include <algorithm>
#include <memory>

#include "../tables/table_work.hpp"
#include "subtraction_sets.hpp"

namespace grundy {

namespace {

class AllButSubtractionGame final : public Game {
public:
    explicit AllButSubtractionGame(std::vector<std::int64_t> excluded)
        : excluded_(std::move(excluded)), maxHeap_(largestAffordableHeap([](double n) { return n * n / 2; })) {}

    std::string spec() const override {
        std::string out = "subtraction:all-but:";
        for (std::size_t i = 0; i < excluded_.size(); ++i) out += (i ? "," : "") + std::to_string(excluded_[i]);
        return out;
    }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        auto skip = excluded_.begin();  // excluded_ is sorted: walk it alongside s
        for (std::int64_t s = 1; s <= p.x; ++s) {
            while (skip != excluded_.end() && *skip < s) ++skip;
            if (skip != excluded_.end() && *skip == s) continue;
            sink(Option::single(s, Position{p.x - s, 0}));
        }
        return {};
    }

    const std::vector<std::int64_t>& excluded() const { return excluded_; }

    Result<Position> checkPosition(const Position& p) const override {
        return checkAffordableHeap(*this, p, maxHeap_,
                                   std::string("its values come from the mex rule, and a table past that heap "
                                               "would visit more than ") +
                                       kMaxTableWorkText + " moves (about n^2/2 up to heap n)");
    }

private:
    std::vector<std::int64_t> excluded_;
    std::int64_t maxHeap_;
};

}  // namespace

GamePtr makeAllButSubtractionGame(std::vector<std::int64_t> excluded) {
    return std::make_shared<AllButSubtractionGame>(std::move(excluded));
}

const std::vector<std::int64_t>* allButExcludedTakes(const Game& game) {
    const auto* allBut = dynamic_cast<const AllButSubtractionGame*>(&game);
    return allBut ? &allBut->excluded() : nullptr;
}

}  // namespace grundy
