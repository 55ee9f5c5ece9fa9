// All-but subtraction games, subtraction:all-but:1,3: a move takes any positive number of tokens
// except the excluded ones. Heap n has about n moves, so a table up to heap N visits about N^2/2
// options; heaps are bounded by kMaxTableWork (table_work.hpp). Such games are known to be
// arithmetic-periodic rather than periodic (no closed form): the theorem for take-any tails proves
// it (PeriodicityBasis::Kind::TakeAnyTail, periodicity_detect.hpp).
#include <algorithm>
#include <memory>

#include "../program_code.hpp"
#include "subtraction_sets.hpp"
#include "table_work.hpp"

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

    // Every removal above the largest excluded one is allowed, to nothing or to a heap.
    PeriodicityBasis periodicityBasis() const override {
        return PeriodicityBasis::takeAnyTail((excluded_.empty() ? 0 : excluded_.back()) + 1, true, true);
    }

    Result<Position> checkPosition(const Position& p) const override {
        return checkAffordableHeap(
            *this, p, maxHeap_, +[] { return say(msg::heap_cost_all_but{.work = kMaxTableWorkText}); });
    }
    // The table finds each heap's mex from counts, a few steps a heap (HeapTable's all-but path).
    Result<Position> checkReach(const Position& p) const override { return Game::checkPosition(p); }

    GameTraits traits() const override {
        GameTraits t;
        t.family = "subtraction";
        std::string set;
        for (std::size_t i = 0; i < excluded_.size(); ++i) set += (i ? "," : "") + std::to_string(excluded_[i]);
        t.params = {"all-but", set};
        t.rules = say(msg::game_rules_subtraction_all_but{.excluded = listOf(excluded_, List::Join::Or)});
        return t;
    }

    // Heap n's options are every g(m), m < n, except g(n - e) for excluded e. The values of
    // g[0..n-1] are kept as counts; removing the few excluded ones, the mex is the least value whose
    // count dropped to 0, or else the mex of all of g[0..n-1]. O(|E|) per heap.
    ProgramParts programParts() const override {
        ProgramCode table;
        table.method =
            "table computation: counts of the values below n, minus the excluded moves, give the mex in "
            "O(|E|) steps per heap";
        table.code =
            "static const u64 kExcluded[] = " + program::arrayText(excluded_) +
            ";\n"
            "static std::vector<unsigned> g;\n"
            "const u64 kMaxHeap = 100000000;\n\n"
            "bool prepare(u64 largest) {\n"
            "    if (largest > kMaxHeap) {\n"
            "        std::cerr << \"heap \" << largest << \" is too large: this program computes heaps up to \" "
            "<< kMaxHeap << \"\\n\";\n"
            "        return false;\n"
            "    }\n"
            "    g.assign(largest + 1, 0);\n"
            "    std::vector<u64> count(2, 0);  // count[v]: how many of g[0..n-1] equal v\n"
            "    u64 allMex = 0;                // mex of g[0..n-1]\n"
            "    for (u64 n = 0; n <= largest; ++n) {\n"
            "        for (u64 e : kExcluded)\n"
            "            if (e <= n) --count[g[n - e]];\n"
            "        u64 v = allMex;\n"
            "        for (u64 e : kExcluded)\n"
            "            if (e <= n && count[g[n - e]] == 0 && g[n - e] < v) v = g[n - e];\n"
            "        for (u64 e : kExcluded)\n"
            "            if (e <= n) ++count[g[n - e]];\n"
            "        g[n] = static_cast<unsigned>(v);\n"
            "        if (v + 2 > count.size()) count.resize(2 * v + 2, 0);\n"
            "        ++count[v];\n"
            "        while (allMex < count.size() && count[allMex] > 0) ++allMex;\n"
            "    }\n"
            "    return true;\n"
            "}\n\n"
            "u64 grundy(u64 n) { return g[n]; }\n";
        return {traits().rules.text, std::nullopt, std::move(table)};
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
