// Misère quotients (grundy/misere/quotient.hpp) held against independent truths:
//   - a misère search written here: for every sum of up to four heaps within the bound, the quotient
//     says P exactly when the search does (and past a proven period, heaps beyond the ones computed);
//   - published quotients: misère Nim's tame quotients and the quotient R8 of 0.75 (T. E. Plambeck and
//     A. N. Siegel, "Misère quotients for impartial games", JCTA 115 (2008): T2 = <a,b | a^2=1, b^3=b>,
//     P = {a, b^2}; R8 = <a,b,c | a^2=1, b^3=b, bc=ab, c^2=b^2>, P = {a, b^2}, 0.75's quotient from
//     heap 5 on, first found in Plambeck's "Taming the wild", INTEGERS 5 (2005) G05);
//   - the quotients Siegel's MisereSolver (bundled in CGSuite: org.cgsuite.core.misere.solver) computes
//     for the same octal codes, run to the same heap: the same order, P-portion and presentation.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "grundy/api.hpp"
#include "grundy/misere/quotient.hpp"
#include "misere_search.hpp"
#include "support.hpp"

namespace {

grundy::MisereQuotientSearch quotientTo(const std::string& spec, std::int64_t last) {
    auto search = grundy::MisereQuotientSearch::create(grundy::test::game(spec));
    REQUIRE(search.ok());
    auto done = search.value().extendTo(last);
    INFO(spec << ": " << (done ? "" : done.error()));
    REQUIRE(done.ok());
    return std::move(search).value();
}

// Every sum of 1 .. parts heaps from 1 .. most (most may pass the heaps computed once a period is
// proven): the product of their elements is in P exactly when the search says P.
void holdAgainstSearch(const std::string& spec, std::int64_t last, std::int64_t most, int parts) {
    const auto game = grundy::test::game(spec);
    auto q = quotientTo(spec, last);
    REQUIRE(q.knows(most));
    grundy::test::MisereSearch search(*game);
    std::vector<std::int64_t> heaps;
    std::int64_t checked = 0;
    const std::function<void(std::int64_t)> each = [&](std::int64_t from) {
        if (!heaps.empty()) {
            std::uint32_t x = 0;
            for (const auto h : heaps) x = q.quotient().product(x, q.element(h));
            const bool p = q.quotient().p[x];
            std::string text;
            for (const auto h : heaps) text += (text.empty() ? "" : "+") + std::to_string(h);
            INFO(spec << " at " << text);
            CHECK(p == !search.playerToMoveWins(heaps));
            ++checked;
        }
        if (static_cast<int>(heaps.size()) == parts) return;
        for (std::int64_t h = from; h <= most; ++h) {
            heaps.push_back(h);
            each(h);
            heaps.pop_back();
        }
    };
    each(1);
    CHECK(checked > most);
}

std::string presentation(const grundy::api::Quotient& q) {
    std::string out = "<";
    for (const auto& g : q.generators) out += g;
    out += " |";
    for (const auto& r : q.relations) out += " " + r.left + "=" + r.right;
    out += "> P={";
    for (std::size_t i = 0; i < q.pPortion.size(); ++i)
        out += (i ? "," : "") + q.elements[static_cast<std::size_t>(q.pPortion[i])];
    return out + "}";
}

}  // namespace

TEST_CASE("quotient: every sum of up to four small heaps agrees with a misère search", "[misere][quotient]") {
    holdAgainstSearch("octal:0.77", 12, 12, 4);
    holdAgainstSearch("octal:0.07", 12, 12, 4);
    holdAgainstSearch("octal:0.75", 12, 12, 4);
    holdAgainstSearch("grundy", 14, 14, 4);
    holdAgainstSearch("nim", 7, 7, 4);
    holdAgainstSearch("subtraction:1,3,4", 14, 14, 4);
    holdAgainstSearch("lasker", 8, 8, 4);
    holdAgainstSearch("octal:0.123", 12, 12, 4);
    holdAgainstSearch("hex:0.3F", 9, 9, 3);
    holdAgainstSearch("rules:{position n move for k in 1..2 where k <= n -> n - k}", 12, 12, 4);
}

TEST_CASE("quotient: larger heaps of Kayles in sums of two and three agree with a misère search",
          "[misere][quotient]") {
    holdAgainstSearch("octal:0.77", 30, 22, 2);
    holdAgainstSearch("octal:0.77", 30, 14, 3);
}

TEST_CASE("quotient: past a proven period, heaps never computed still agree with a misère search",
          "[misere][quotient]") {
    // 0.75's pretending function is proven periodic (period 2) by heap 21; heaps to 28 are read off it.
    auto q = quotientTo("octal:0.75", 100);
    REQUIRE(q.period().has_value());
    CHECK(q.heaps() < 28);
    holdAgainstSearch("octal:0.75", 100, 28, 2);
}

TEST_CASE("quotient: misère Nim's tame quotients (Plambeck and Siegel 2008)", "[misere][quotient]") {
    auto t2 = grundy::api::quotient("nim", 4);
    REQUIRE(t2.ok());
    CHECK(t2->order == 6);
    CHECK(presentation(*t2) == "<ab | a^2=1 b^3=b> P={a,b^2}");
    // Heaps to 7: order 2^3 + 2, the same two P-positions' classes.
    auto t3 = grundy::api::quotient("nim", 8);
    REQUIRE(t3.ok());
    CHECK(t3->order == 10);
    CHECK(t3->pCount == 2);
    CHECK(presentation(*t3) == "<abc | a^2=1 b^3=b b^2c=c c^2=b^2> P={a,b^2}");
    CHECK(t3->generatorHeaps == std::vector<std::int64_t>{1, 2, 4});
}

TEST_CASE("quotient: 0.75 is R8, periodic from heap 8 with period 2", "[misere][quotient]") {
    auto q = grundy::api::quotient("octal:0.75", 31);
    REQUIRE(q.ok());
    CHECK(presentation(*q) == "<abc | a^2=1 b^3=b bc=ab c^2=b^2> P={a,b^2}");
    CHECK(q->line == "heaps=30 order=8 p=2 periodic=yes period=2 preperiod=8");
    CHECK(q->periodText.id == "misere.period.take-and-break");
    // The pretending function, heap 0 on: 1 a b a b c b c b ab^2 b ab^2 ...
    std::vector<std::string> phi;
    for (std::size_t n = 0; n < 12; ++n) phi.push_back(q->elements[static_cast<std::size_t>(q->pretending[n])]);
    CHECK(phi == std::vector<std::string>{"1", "a", "b", "a", "b", "c", "b", "c", "b", "ab^2", "b", "ab^2"});
    CHECK(q->table.size() == 64);
}

TEST_CASE("quotient: Kayles has order 40 and period 12 from heap 71, as MisereSolver finds", "[misere][quotient]") {
    auto q = grundy::api::quotient("kayles", 201);
    REQUIRE(q.ok());
    CHECK(q->line == "heaps=200 order=40 p=9 periodic=yes period=12 preperiod=71");
    // The normal-play period of Kayles is the same (Guy and Smith 1956): 12 from heap 71.
    CHECK(q->proofEnd == 2 * 71 + 12 + 2);
    CHECK(q->certified == q->proofEnd + 12);
    CHECK(q->growth == std::vector<std::int64_t>{1, 2, 5, 9, 12, 25, 27});
    // MisereSolver's presentation of heaps 0..30 and on (run to heap 100: the same).
    CHECK(presentation(*q) ==
          "<abcdefg | a^2=1 b^3=b bc^2=b c^3=c bd=bc cd=b^2 d^3=d be=bc ce=b^2 e^2=de bf=ab cf=ab^2c d^2f=f "
          "f^2=b^2 b^2g=g c^2g=g dg=cg eg=cg fg=ag g^2=b^2> P={a,b^2,ac,ac^2,d,ad^2,e,ade,adf}");
    CHECK(q->table.size() == 1600);
}

TEST_CASE("quotient: small octal codes agree with MisereSolver", "[misere][quotient]") {
    // (code, order, |P|) of the quotient of heaps 0..30, as MisereSolver computes them.
    const std::vector<std::tuple<std::string, std::int64_t, std::int64_t>> known = {
        {"0.31", 6, 2},   {"0.34", 12, 3},  {"0.53", 16, 3},  {"0.56", 18, 2},  {"0.71", 36, 9},
        {"0.123", 20, 5}, {"0.136", 24, 5}, {"0.144", 30, 5}, {"0.147", 10, 2}, {"0.156", 18, 2},
    };
    for (const auto& [code, order, p] : known) {
        auto q = grundy::api::quotient("octal:" + code, 31);
        INFO(code << ": " << (q ? q->line : q.error()));
        REQUIRE(q.ok());
        CHECK(q->order == order);
        CHECK(q->pCount == p);
    }
}

TEST_CASE("quotient: refusals and budget stops say what to do", "[misere][quotient]") {
    const auto refused = [](const std::string& spec, std::int64_t count, grundy::Budget budget = {}) {
        auto r = grundy::api::quotient(spec, count, budget);
        INFO(spec);
        REQUIRE_FALSE(r.ok());
        return r.why();
    };
    CHECK(refused("wythoff", 5).message().id == "misere.not-heap-game");
    CHECK(refused("corner", 5).text().find("2 numbers") != std::string::npos);
    CHECK(refused("graph:a>b;b>c", 3).message().id == "misere.not-heap-game");
    CHECK(refused("octal:0.77+nim", 5).message().id == "spec.not-single");
    CHECK(refused("octal:0.77", -1).message().id == "misere.count");
    // 0.6's quotient grows without settling (order 304 by heap 17): a small budget stops it, saying where.
    const auto stopped = refused("octal:0.6", 40, grundy::Budget{.work = 200'000, .bytes = 0});
    CHECK(stopped.message().id == "misere.quotient-work");
    CHECK(grundy::stoppedOnBudget(stopped.message()));
    CHECK(stopped.text().find("ask for fewer heaps") != std::string::npos);
    CHECK(stopped.text().find("--") == std::string::npos);  // the command adds its own advice (command.raise-budget)
}

TEST_CASE("quotient: a search stopped by its budget knows only the heaps it certified", "[misere][quotient]") {
    // fuzz_solver's finding: octal:4.736's search for heap 8 stops on its budget at heap 7, and heap 7
    // was then read as the identity, so 7+1 (N) was taken for P, in play as in the command.
    auto search =
        grundy::MisereQuotientSearch::create(grundy::test::game("octal:4.736"), grundy::Budget{.work = 1000000});
    REQUIRE(search.ok());
    auto& q = search.value();
    const auto done = q.extendTo(8);
    REQUIRE_FALSE(done.ok());
    CHECK(done.error().find("at heap 7,") != std::string::npos);
    CHECK(q.heaps() == 7);
    CHECK(q.knows(6));
    CHECK_FALSE(q.knows(7));
    CHECK(q.pretending().size() == 7);
    // What it certified is right: every sum of up to three heaps 1..6 against the search written here.
    const auto game = grundy::test::game("octal:4.736");
    grundy::test::MisereSearch brute(*game);
    for (std::int64_t a = 1; a <= 6; ++a)
        for (std::int64_t b = a; b <= 6; ++b)
            for (std::int64_t c = 0; c <= 6; ++c) {
                std::vector<std::int64_t> heaps{a, b};
                if (c > 0) heaps.push_back(c);
                std::uint32_t x = 0;
                for (const auto h : heaps) x = q.quotient().product(x, q.element(h));
                INFO(a << "+" << b << "+" << c);
                CHECK(static_cast<bool>(q.quotient().p[x]) == !brute.playerToMoveWins(heaps));
            }
    // Misère play of the sums the fuzzer found wrong, with the quotient kept for play, agrees with the search.
    for (const auto& [spec, heaps] : {std::pair<std::string, std::vector<std::int64_t>>{"octal:4.736", {7, 1}},
                                      {"octal:4.736", {8, 1}},
                                      {"hex:C.BBF8", {1, 8, 1}},
                                      {"hex:C.BBF8", {8, 1}}}) {
        std::string position;
        for (const auto h : heaps) position += (position.empty() ? "" : "+") + std::to_string(h);
        const auto outcome = grundy::api::outcome("misere:" + spec, position, grundy::Budget{});
        REQUIRE(outcome.ok());
        const auto played = grundy::test::game(spec);  // kept: the search holds a reference
        grundy::test::MisereSearch truth(*played);
        INFO(spec << " at " << position);
        CHECK((outcome.value() == "N") == truth.playerToMoveWins(heaps));
    }
}

TEST_CASE("quotient: the job certifies a heap an advance and ends with what quotient gives", "[misere][quotient]") {
    // Kayles to heap 200: its period (12 from heap 71) is proven once heap 167 is certified, and the
    // job ends there; 0.75's by heap 21; Nim's quotient grows at every power of two, to heap 200.
    for (const auto& [spec, ends] :
         std::vector<std::pair<std::string, std::int64_t>>{{"kayles", 168}, {"octal:0.75", 22}, {"nim", 201}}) {
        INFO(spec);
        auto started = grundy::api::quotientSearch(spec, 201);
        REQUIRE(started.ok());
        auto* job = &started.value();
        CHECK(job->target() == 201);
        std::int64_t advances = 0, last = job->done();
        while (!job->advance()) {
            ++advances;
            CHECK(job->done() == last + 1);
            last = job->done();
        }
        CHECK(job->finished());
        CHECK(job->done() == ends);
        CHECK(advances == ends - 1);
        const auto whole = grundy::api::quotient(spec, 201);
        REQUIRE(whole.ok());
        REQUIRE(job->quotient().ok());
        CHECK(job->quotient()->line == whole->line);
        CHECK(job->quotient()->pretending == whole->pretending);
        CHECK(job->quotient()->table == whole->table);
        CHECK(job->order() == whole->order);
    }
    // A budget stop ends the job with quotient's refusal; a bad request never starts one.
    auto wildStarted = grundy::api::quotientSearch("octal:0.6", 40, grundy::Budget{.work = 200'000, .bytes = 0});
    REQUIRE(wildStarted.ok());
    auto* wild = &wildStarted.value();
    while (!wild->advance()) {
    }
    REQUIRE_FALSE(wild->quotient().ok());
    CHECK(wild->quotient().why().text() ==
          grundy::api::quotient("octal:0.6", 40, grundy::Budget{.work = 200'000, .bytes = 0}).why().text());
    CHECK(wild->done() == 16);
    CHECK(grundy::api::quotientSearch("wythoff", 5).why().message().id == "misere.not-heap-game");
}
