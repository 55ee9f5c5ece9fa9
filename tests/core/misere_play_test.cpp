// Misère play of sums answered by the game's quotient (Solver::quotient): outcome, moves, the
// computer's move and the explanation of wild heap games' sums, held against a misère search written
// apart from the core and against the quotient's own product.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <tuple>
#include <vector>

#include "grundy/api.hpp"
#include "misere_search.hpp"
#include "support.hpp"

namespace {

std::vector<std::int64_t> heapsOf(const std::vector<grundy::api::PositionPart>& parts) {
    std::vector<std::int64_t> out;
    for (const auto& p : parts) out.push_back(p.coords[0]);
    return out;
}

// The quotient's answer for heaps, from api::quotient's table: P when the product is in the P-portion.
struct QuotientTable {
    grundy::api::Quotient q;
    bool isP(const std::vector<std::int64_t>& heaps) const {
        std::int64_t x = 0;
        for (const auto h : heaps)
            x = q.table[static_cast<std::size_t>(x * q.order + q.pretending[static_cast<std::size_t>(h)])];
        return std::find(q.pPortion.begin(), q.pPortion.end(), x) != q.pPortion.end();
    }
};

}  // namespace

TEST_CASE("misère play: Kayles sums are answered by the quotient and agree with a search", "[misere][play]") {
    const auto game = grundy::test::game("octal:0.77");
    grundy::test::MisereSearch search(*game);
    for (const std::string position : {"5", "5+5", "5+6", "5+7+9", "8+8+1", "6+9+11", "3+5+7+10", "12+12"}) {
        INFO(position);
        auto a = grundy::api::analyse("misere:octal:0.77", position);
        REQUIRE(a.ok());
        CHECK(a->quotient);
        CHECK_FALSE(a->tame);
        const auto heaps = heapsOf(a->parts);
        CHECK((a->outcome == "N") == search.playerToMoveWins(heaps));
        std::int64_t winning = 0;
        for (const auto& m : a->moves) {
            INFO(m.text << " -> " << m.to);
            CHECK(m.winning == !search.playerToMoveWins(heapsOf(m.toParts)));
            winning += m.winning;
        }
        CHECK(winning == a->winningMoves);
        auto o = grundy::api::outcome("misere:octal:0.77", position);
        REQUIRE(o.ok());
        CHECK(*o == a->outcome);
        if (a->outcome == "N") {
            auto best = grundy::api::bestMove("misere:octal:0.77", position);
            REQUIRE(best.ok());
            CHECK(best->winning);
            CHECK_FALSE(search.playerToMoveWins(heapsOf(best->toParts)));
        }
    }
}

TEST_CASE("misère play: a sum of forty Kayles heaps is answered from the quotient", "[misere][play]") {
    std::string position;
    std::vector<std::int64_t> heaps;
    for (std::int64_t h = 1; h <= 40; ++h) {
        position += (h > 1 ? "+" : "") + std::to_string(h * 3 % 41 + 5);
        heaps.push_back(h * 3 % 41 + 5);
    }
    auto q = grundy::api::quotient("kayles", 60);
    REQUIRE(q.ok());
    const QuotientTable table{*q};
    auto a = grundy::api::analyse("misere:kayles", position);
    REQUIRE(a.ok());
    CHECK(a->quotient);
    CHECK((a->outcome == "P") == table.isP(heaps));
    // Every move's mark is the quotient's answer for the position it leaves.
    for (const auto& m : a->moves) CHECK(m.winning == table.isP(heapsOf(m.toParts)));
    auto best = grundy::api::bestMove("misere:kayles", position);
    REQUIRE(best.ok());
    if (a->outcome == "N") {
        CHECK(best->winning);
        CHECK(table.isP(heapsOf(best->toParts)));
    }
    // A losing position: the best move's reply wins again, so a P position is reached with a move.
    auto afterBest = grundy::api::analyse("misere:kayles", best->to);
    REQUIRE(afterBest.ok());
    CHECK(afterBest->outcome == (best->winning ? "P" : "N"));
}

TEST_CASE("misère play: the explanation names each heap's element and the product", "[misere][play]") {
    auto q = grundy::api::quotient("kayles", 20);
    REQUIRE(q.ok());
    auto e = grundy::api::explain("misere:kayles", "5+7+9");
    REQUIRE(e.ok());
    CHECK(e->quotient);
    CHECK_FALSE(e->tame);
    REQUIRE(e->parts.size() == 3);
    const std::vector<std::int64_t> heaps{5, 7, 9};
    std::int64_t x = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        const auto element = q->pretending[static_cast<std::size_t>(heaps[i])];
        CHECK(e->parts[i].element == q->elements[static_cast<std::size_t>(element)]);
        x = q->table[static_cast<std::size_t>(x * q->order + element)];
    }
    CHECK(e->product == q->elements[static_cast<std::size_t>(x)]);
    CHECK(e->summary.id == "explain.quotient");
    const bool p = std::find(q->pPortion.begin(), q->pPortion.end(), x) != q->pPortion.end();
    CHECK(e->outcome == (p ? "P" : "N"));
    CHECK(e->summary.text.find(p ? "in the P-portion" : "not in the P-portion") != std::string::npos);
}

TEST_CASE("misère play: tame sums keep misère Nim's rule; sums of two games keep the search", "[misere][play]") {
    auto nim = grundy::api::analyse("misere:nim", "3+5+6");
    REQUIRE(nim.ok());
    CHECK(nim->tame);
    CHECK_FALSE(nim->quotient);
    auto mixed = grundy::api::analyse("misere:octal:0.77+octal:0.07", "5+7");
    REQUIRE(mixed.ok());
    CHECK_FALSE(mixed->quotient);
}

TEST_CASE("misère play: every sum of up to four heaps within the bound agrees with a misère search", "[misere][play]") {
    // Heaps 1 .. bound of each game, every multiset of one to four of them: the outcome, every move's
    // mark and the computer's move, answered by the quotient (or misère Nim's rule where every part is
    // tame), held against the search above, which knows nothing of quotients. Each game is wild (or
    // restive) within its bound, so some sums are the quotient's; Grundy's game is tame to heap 12
    // (grundy genus grundy --to 12), so its sums are all misère Nim's rule's.
    const std::vector<std::tuple<std::string, std::int64_t, bool>> games = {
        {"octal:0.77", 9, true}, {"octal:0.07", 12, true}, {"octal:0.75", 9, true},
        {"octal:0.6", 9, true},  {"octal:0.71", 9, true},  {"grundy", 9, false}};
    for (const auto& [spec, bound, wild] : games) {
        const auto game = grundy::test::game(spec);
        grundy::test::MisereSearch search(*game);
        const std::string misere = "misere:" + spec;
        int byQuotient = 0;
        std::vector<std::int64_t> heaps;
        const auto check = [&] {
            std::string position;
            for (const auto h : heaps) position += (position.empty() ? "" : "+") + std::to_string(h);
            INFO(misere << " at " << position);
            auto a = grundy::api::analyse(misere, position);
            REQUIRE(a.ok());
            CHECK((a->tame || a->quotient));
            byQuotient += a->quotient;
            const bool wins = search.playerToMoveWins(heaps);
            CHECK((a->outcome == "N") == wins);
            for (const auto& m : a->moves) CHECK(m.winning == !search.playerToMoveWins(heapsOf(m.toParts)));
            if (wins && !a->moves.empty()) {  // a misère win with no move at all is no move to make
                auto best = grundy::api::bestMove(misere, position);
                REQUIRE(best.ok());
                CHECK_FALSE(search.playerToMoveWins(heapsOf(best->toParts)));
            }
        };
        const auto every = [&](auto& self, std::int64_t least, int left) -> void {
            if (!heaps.empty()) check();
            if (left == 0) return;
            for (std::int64_t h = least; h <= bound; ++h) {
                heaps.push_back(h);
                self(self, h, left - 1);
                heaps.pop_back();
            }
        };
        every(every, 1, 4);
        INFO(spec);
        CHECK((byQuotient > 0) == wild);
    }
}
