// Tame misère sums (Solver::tame): a misère sum whose heaps are all tame is answered by misère
// Nim's rule on its parts' values, with no search. Every sum of small heaps of many games (Nim,
// subtraction games, octal games, Grundy's game, ...) is held here against a misère search written
// apart from the Solver, over the games' own moves: where the rule answers, it must agree, and the
// Solver's answer (the rule or its own search) must agree everywhere.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "grundy/analysis/explain.hpp"
#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"

namespace {

using grundy::Outcome;
using Heaps = std::vector<std::pair<std::size_t, std::int64_t>>;  // (component, heap), sorted

// Misère play by brute force: the player to move wins when no move is left, or when some move
// leaves a position the other player loses.
class MisereBruteForce {
public:
    explicit MisereBruteForce(const grundy::GameSpec& spec) : spec_(spec) {}

    bool wins(Heaps heaps) {
        std::sort(heaps.begin(), heaps.end());
        if (auto it = memo_.find(heaps); it != memo_.end()) return it->second;
        bool anyMove = false, win = false;
        for (std::size_t i = 0; i < heaps.size() && !win; ++i) {
            const auto [component, heap] = heaps[i];
            const auto listed =
                spec_.components[component]->forEachOption(grundy::Position{heap, 0}, [&](const grundy::Option& o) {
                    if (win) return;
                    anyMove = true;
                    Heaps next = heaps;
                    next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                    for (int k = 0; k < o.partCount; ++k)
                        next.emplace_back(component, o.parts[static_cast<std::size_t>(k)].x);
                    win = !wins(next);
                });
            REQUIRE(listed.ok());
        }
        return memo_[heaps] = !anyMove || win;
    }

private:
    const grundy::GameSpec& spec_;
    std::map<Heaps, bool> memo_;
};

struct Tally {
    int byRule = 0;
    int bySearch = 0;
};

// Every position of `spec` (a misère sum) with each heap from 0 to `most`.
Tally holdAgainstBruteForce(const std::string& spec, std::int64_t most) {
    auto rules = grundy::parseSpec(spec);
    REQUIRE(rules.ok());
    REQUIRE(rules->misere);
    grundy::Solver solver(*rules);
    MisereBruteForce brute(*rules);
    const std::size_t parts = rules->components.size();
    Tally tally;
    std::vector<std::int64_t> heaps(parts, 0);
    while (true) {
        grundy::SumPosition p;
        Heaps h;
        for (std::size_t c = 0; c < parts; ++c) {
            p.push_back(grundy::SumPart{c, grundy::Position{heaps[c], 0}});
            h.emplace_back(c, heaps[c]);
        }
        const bool tame = solver.tame(p);
        const auto outcome = solver.outcome(p);
        INFO(spec << " at " << grundy::sumPositionText(*rules, p) << (tame ? " (tame)" : " (searched)"));
        REQUIRE(outcome.ok());
        CHECK((*outcome == Outcome::N) == brute.wins(h));
        (tame ? tally.byRule : tally.bySearch) += 1;
        std::size_t c = 0;
        while (c < parts && heaps[c] == most) heaps[c++] = 0;
        if (c == parts) break;
        ++heaps[c];
    }
    return tally;
}

}  // namespace

TEST_CASE("misère sums of tame games are answered by misère Nim's rule, as a brute force finds", "[tame]") {
    // Each game alone, two and three of it, and mixed with Nim and with each other.
    const std::vector<std::string> games = {
        "nim",
        "subtraction:1,2",
        "subtraction:1,3,4",
        "subtraction:2,3",
        "subtraction:1,2,3",
        "subtraction:1,4",
        "subtraction:2,5",
        "bash:3",
        "take-range:2,4",
        "octal:0.77",
        "octal:0.07",
        "octal:0.137",
        "octal:0.4",
        "octal:0.6",
        "octal:0.73",
        "grundy",
        "lasker",
    };
    Tally all;
    const auto add = [&](const Tally& t) {
        all.byRule += t.byRule;
        all.bySearch += t.bySearch;
    };
    for (const auto& g : games) {
        add(holdAgainstBruteForce("misere:" + g, 14));
        add(holdAgainstBruteForce("misere:" + g + "+" + g, 9));
        add(holdAgainstBruteForce("misere:" + g + "+" + g + "+" + g, 5));
        add(holdAgainstBruteForce("misere:" + g + "+nim", 8));
    }
    for (std::size_t i = 0; i + 1 < games.size(); ++i)
        add(holdAgainstBruteForce("misere:" + games[i] + "+" + games[i + 1], 7));
    // Both ways were taken, many times each.
    CHECK(all.byRule > 2000);
    CHECK(all.bySearch > 500);
}

TEST_CASE("which heaps the tame rule takes: Nim's, subtraction of 1 or 2, Kayles' first five", "[tame]") {
    const auto tameAt = [](const std::string& spec, const std::string& position) {
        auto rules = grundy::parseSpec(spec);
        REQUIRE(rules.ok());
        grundy::Solver solver(*rules);
        auto p = grundy::parseSumPosition(*rules, position);
        REQUIRE(p.ok());
        return solver.tame(*p);
    };
    // Nim at any size it takes, by its closed form.
    CHECK(tameAt("misere:nim+nim+nim", "134217728+3+1"));
    // Subtraction of 1 or 2: its heaps play as Nim heaps of their values 0, 1, 2.
    CHECK(tameAt("misere:subtraction:1,2", "200+300+400"));
    // Kayles' heap 5 (value 4) is not: beside heaps of values 0 or 1 with XOR 1 it has no tame
    // move (to heaps of values 0 or 1 with XOR 0, or with a larger value and XOR 1). Heaps up to 4 are.
    CHECK(tameAt("misere:octal:0.77+octal:0.77", "4+3"));
    CHECK_FALSE(tameAt("misere:octal:0.77+octal:0.77", "5+2"));
    // Normal play has no use for it.
    CHECK_FALSE(tameAt("subtraction:1,2", "3+4"));
}

TEST_CASE("the analysis and the explanation say when the tame rule gave the outcome", "[tame]") {
    auto rules = grundy::parseSpec("misere:subtraction:1,2+subtraction:1,2");
    REQUIRE(rules.ok());
    grundy::Solver solver(*rules);
    auto p = grundy::parseSumPosition(*rules, "200+301");
    REQUIRE(p.ok());
    auto a = solver.analyse(*p);
    REQUIRE(a.ok());
    CHECK(a->tame);
    // g(200) = 2, g(301) = 1 (n mod 3): a value above 1 and XOR 3, so N.
    CHECK(a->outcome == Outcome::N);
    auto e = grundy::explain(*rules, "200+301");
    REQUIRE(e.ok());
    CHECK(e->tame);
    CHECK(e->summary.id == "explain.tame");
    CHECK(e->summary.text ==
          "2 xor 1 = 3; under misère play the position is N (the player to move wins). Every part is tame (each "
          "position plays as a Nim heap of "
          "its value), so misère Nim's rule decides without a search: when every value is 0 or 1, P exactly when "
          "their XOR is 1; otherwise P exactly when it is 0");
    auto wild = grundy::explain(*grundy::parseSpec("misere:octal:0.77+octal:0.77"), "5+2");
    REQUIRE(wild.ok());
    CHECK_FALSE(wild->tame);
    CHECK(wild->summary.id == "explain.sum-misere");
}

TEST_CASE("the computer's move in a tame sum too large to search wins by the rule, as the brute force finds",
          "[tame]") {
    // Three heaps of subtraction of 1 or 2 near 100: about 170,000 positions of six moves, past
    // what bestMove searches in a tame sum (limits::kMaxTameSearchWork), so the rule chooses.
    auto rules = grundy::parseSpec("misere:subtraction:1,2");
    REQUIRE(rules.ok());
    grundy::Solver solver(*rules);
    MisereBruteForce brute(*rules);
    int winners = 0;
    for (const std::string text : {"90+100+110", "91+100+110", "93+99+111", "92+95+99", "100+100+100", "99+100+103"}) {
        auto p = grundy::parseSumPosition(*rules, text);
        REQUIRE(p.ok());
        REQUIRE(solver.tame(*p));
        Heaps h;
        for (const auto& part : *p) h.emplace_back(part.component, part.position.x);
        const bool wins = brute.wins(h);
        auto best = solver.bestMove(*p);
        INFO(text << ": " << (best ? solver.moveText(*p, *best) : best.error()));
        REQUIRE(best.ok());
        CHECK(best->winning == wins);
        if (!wins) continue;
        // The move leaves a position the brute force finds lost for the other player.
        Heaps after;
        for (const auto& part : solver.applyMove(*p, *best)) after.emplace_back(part.component, part.position.x);
        CHECK_FALSE(brute.wins(after));
        ++winners;
    }
    CHECK(winners == 4);

    // Heaps of 200,000 and 300,000 (values 2 and 0, n mod 3: N): a winning move at once, which
    // leaves values whose XOR is 0 with one above 1, or all 0 or 1 with XOR 1 (P by the rule).
    auto big = grundy::parseSpec("misere:subtraction:1,2+subtraction:1,2");
    REQUIRE(big.ok());
    grundy::Solver large(*big);
    auto p = grundy::parseSumPosition(*big, "200000+300000");
    REQUIRE(p.ok());
    auto best = large.bestMove(*p);
    REQUIRE(best.ok());
    CHECK(best->winning);
    const auto left = large.applyMove(*p, *best);
    const grundy::Value a = left[0].position.x % 3, b = left[1].position.x % 3;
    CHECK(((a <= 1 && b <= 1) ? (a ^ b) == 1 : (a ^ b) == 0));
}
