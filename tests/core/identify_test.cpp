// Which game is this, and which simpler code is it (issue 29; core/src/api/known_games.hpp, api::identify
// and api::equivalent). Values are checked against brute forces written here: subtraction sets and
// octal codes by the mex over their moves from the definition, not the core's tables.
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "api/known_games.hpp"
#include "grundy/api.hpp"
#include "support.hpp"

using grundy::Value;
namespace api = grundy::api;

namespace {

// g(0) .. g(size-1) of the subtraction game with these moves, by the mex.
std::vector<Value> subtractionBrute(const std::vector<int>& moves, int size) {
    std::vector<Value> g;
    for (int n = 0; n < size; ++n) {
        std::set<Value> seen;
        for (const int m : moves)
            if (m <= n) seen.insert(g[static_cast<std::size_t>(n - m)]);
        Value v = 0;
        while (seen.count(v)) ++v;
        g.push_back(v);
    }
    return g;
}

// g(0) .. g(size-1) of the octal code d0.d1d2..., from its definition: digit k (k >= 1) lets a move
// take k tokens and leave nothing (bit 1, when the heap had exactly k), one non-empty heap (bit 2)
// or two (bit 4); d0's bit 4 splits a heap in two without taking. A tail digit (the code's [D]) is
// the digit of every k past the listed ones.
std::vector<Value> octalBrute(const std::vector<int>& digits, int size, int tail = 0) {
    std::vector<Value> g;
    for (int n = 0; n < size; ++n) {
        std::set<Value> seen;
        for (int k = 0; k <= n && (tail != 0 || k < static_cast<int>(digits.size())); ++k) {
            const int d = k < static_cast<int>(digits.size()) ? digits[static_cast<std::size_t>(k)] : tail;
            const int r = n - k;
            if (k >= 1 && (d & 1) && r == 0) seen.insert(0);
            if (k >= 1 && (d & 2) && r >= 1) seen.insert(g[static_cast<std::size_t>(r)]);
            if (d & 4)
                for (int a = 1; 2 * a <= r; ++a)
                    seen.insert(g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(r - a)]);
        }
        Value v = 0;
        while (seen.count(v)) ++v;
        g.push_back(v);
    }
    return g;
}

std::string text(const std::vector<Value>& values) {
    std::string out;
    for (const auto v : values) out += (out.empty() ? "" : " ") + std::to_string(v);
    return out;
}

// Every match of a query, past the listed ones too.
std::set<std::string> allMatches(const std::string& values) {
    auto query = grundy::readValuesQuery(values);
    REQUIRE(query.ok());
    std::set<std::string> out;
    for (const auto i : grundy::identifyGames(*query)) out.insert(grundy::knownGames()[i].spec);
    return out;
}

}  // namespace

TEST_CASE("identify: values and P/N letters are read, and anything else refused with where and why", "[identify]") {
    auto q = grundy::readValuesQuery(" 0 1,2;0  1 2 3 ");
    REQUIRE(q.ok());
    CHECK(q->values == std::vector<Value>{0, 1, 2, 0, 1, 2, 3});
    CHECK_FALSE(q->outcomes);
    auto pn = grundy::readValuesQuery("PNN pnn P");
    REQUIRE(pn.ok());
    CHECK(pn->outcomes);
    CHECK(pn->values == std::vector<Value>{0, 1, 1, 0, 1, 1, 0});
    const std::vector<std::pair<std::string, std::string>> bad{
        {"", "give some values g(0), g(1)"},
        {" , ", "give some values g(0), g(1)"},
        {"0 1 x", "item 3, 'x', is neither a value"},
        {"0 -1", "item 2, '-1', is neither a value"},
        {"0 1.5", "item 2, '1.5', is neither a value"},
        {"0 1234567890", "item 2, '1234567890', is neither a value"},
        {"0 1 P", "item 3, 'P', mixes values with P and N letters"},
        {"PN 0", "item 3, '0', mixes values with P and N letters"},
    };
    for (const auto& [input, message] : bad) {
        INFO("'" << input << "'");
        auto r = api::identify(input);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().find(message) != std::string::npos);
    }
    std::string many;
    for (int i = 0; i <= grundy::kMaxIdentifyValues; ++i) many += "0 ";
    CHECK(api::identify(many).error().find("at most 100000 values are compared") != std::string::npos);
    // Fuzzed: random text of the characters a query holds, and others, never crashes; a refusal names
    // an item or asks for values.
    std::mt19937 rng(29);
    const std::string alphabet = "0123456789 ,;PNpnx-.";
    for (int trial = 0; trial < 2000; ++trial) {
        std::string input;
        for (int i = static_cast<int>(rng() % 12); i > 0; --i) input += alphabet[rng() % alphabet.size()];
        auto r = grundy::readValuesQuery(input);
        if (!r) CHECK((r.error().find("item ") == 0 || r.error().find("give some values") == 0));
    }
}

TEST_CASE("identify: every named game is found from its first 30 values, and every match agrees", "[identify]") {
    const auto& games = grundy::knownGames();
    CHECK(games.size() > 5000);
    int named = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (games[i].name.empty()) continue;
        ++named;
        // Its first 30 values, or as many as its table takes (Motley's stops at coin 28).
        auto values = grundy::knownValues(i, 30);
        for (std::int64_t size = 29; !values && size >= 8; --size) values = grundy::knownValues(i, size);
        REQUIRE(values.ok());
        const auto found = allMatches(text(*values));
        INFO(games[i].spec << " (" << games[i].name << ")");
        CHECK(found.count(games[i].spec));
    }
    CHECK(named >= 20);
    // The matches of the example all start 0 1 2 0 1 2 3, by each game's own table.
    auto answer = api::identify("0 1 2 0 1 2 3");
    REQUIRE(answer.ok());
    CHECK(answer->compared == 7);
    REQUIRE_FALSE(answer->games.empty());
    for (const auto& g : answer->games) {
        auto v = grundy::heapValues(grundy::test::game(g.spec), 7);
        REQUIRE(v.ok());
        CHECK(*v == std::vector<Value>{0, 1, 2, 0, 1, 2, 3});
    }
}

TEST_CASE("identify and equivalent: Nim, Lasker's Nim and Grundy's game are their codes, listed once", "[identify]") {
    // Each named game's values against its code's, and both against a brute force from the rules:
    // Nim g(n) = n; Lasker's Nim 4.[3] (take any number, or split a heap in two without taking);
    // Grundy's game 4!.0 (split a heap into two unequal heaps).
    constexpr int size = 600;
    std::vector<Value> grundysGame;
    for (int n = 0; n < size; ++n) {
        std::set<Value> seen;
        for (int a = 1; 2 * a < n; ++a)
            seen.insert(grundysGame[static_cast<std::size_t>(a)] ^ grundysGame[static_cast<std::size_t>(n - a)]);
        Value v = 0;
        while (seen.count(v)) ++v;
        grundysGame.push_back(v);
    }
    const std::vector<std::pair<std::string, std::vector<Value>>> named{
        {"nim", octalBrute({0}, size, 3)}, {"lasker", octalBrute({4}, size, 3)}, {"grundy", grundysGame}};
    for (std::size_t n = 0; n < size; ++n) REQUIRE(named[0].second[n] == n);
    for (const auto& [spec, brute] : named) {
        INFO(spec);
        const std::string code = grundy::namedGameCode(spec);
        REQUIRE_FALSE(code.empty());
        auto byName = grundy::heapValues(grundy::test::game(spec), size);
        auto byCode = grundy::heapValues(grundy::test::game(code), size);
        REQUIRE((byName.ok() && byCode.ok()));
        CHECK(*byName == brute);
        CHECK(*byCode == brute);
    }
    CHECK(grundy::namedGameCode("kayles").empty());  // an alias of octal: its spec is its code
    CHECK(grundy::namedGameCode("wythoff").empty());
    // The catalogue holds each code once: Nim by name, not again as octal:0.[3].
    std::set<std::string> codes;
    for (const auto& g : grundy::knownGames()) {
        INFO(g.spec);
        CHECK((g.code.empty() || codes.insert(g.code).second));
    }
    CHECK(codes.count("octal:0.[3]"));
    CHECK(codes.count("octal:4!.0"));
    const auto all = allMatches("0 1 2 3 4 5 6 7 8 9");
    CHECK(all.count("nim"));
    CHECK_FALSE(all.count("octal:0.[3]"));
    auto answer = api::identify("0 1 2 4 3 5 6 8 7");
    REQUIRE(answer.ok());
    REQUIRE(answer->games.size() == 1);
    CHECK(answer->games[0].spec == "lasker");
    CHECK(answer->games[0].code == "octal:4.[3]");
    auto kayles = api::identify("0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7");
    REQUIRE((kayles.ok() && !kayles->games.empty()));
    CHECK(kayles->games[0].spec == "octal:0.77");
    CHECK(kayles->games[0].code.empty());  // its spec is its code
    // 0.[7] has Nim's values: the answer is Nim's code, named.
    auto seven = api::equivalent("0.[7]");
    REQUIRE(seven.ok());
    CHECK(seven->equivalent == "octal:0.[3]");
    CHECK(seven->name == "nim");
}

TEST_CASE("identify: subtraction sets and octal codes are found from values a brute force computes", "[identify]") {
    std::mt19937 rng(2929);
    int subtraction = 0, octal = 0;
    for (int trial = 0; trial < 60; ++trial) {
        std::vector<int> moves;
        std::string spec = "subtraction:";
        for (int m = 1; m <= 12; ++m)
            if (rng() % 3 == 0) {
                moves.push_back(m);
                spec += (moves.size() > 1 ? "," : "") + std::to_string(m);
            }
        if (moves.empty() || (moves.back() == static_cast<int>(moves.size()))) continue;  // empty, or Bash
        const auto found = allMatches(text(subtractionBrute(moves, 40)));
        INFO(spec);
        CHECK(found.count(spec));
        ++subtraction;
    }
    for (int trial = 0; trial < 60; ++trial) {
        std::vector<int> digits{rng() % 2 ? 4 : 0};
        const int count = 1 + static_cast<int>(rng() % 3);
        for (int k = 0; k < count; ++k) digits.push_back(static_cast<int>(rng() % 8));
        if (digits.back() == 0) digits.back() = 7;
        std::string code = std::to_string(digits[0]) + ".";
        for (std::size_t k = 1; k < digits.size(); ++k) code += std::to_string(digits[k]);
        const std::string spec = grundy::test::game("octal:" + code)->spec();
        const auto found = allMatches(text(octalBrute(digits, 40)));
        INFO(spec);
        CHECK(found.count(spec));
        ++octal;
    }
    CHECK(subtraction >= 40);
    CHECK(octal == 60);
}

TEST_CASE("identify: P/N letters find the games with those outcomes, periods listed", "[identify]") {
    // Bash 2 (take 1 or 2): P exactly at multiples of 3.
    auto answer = api::identify("PNNPNNPNNPNNPNN");
    REQUIRE(answer.ok());
    CHECK(answer->outcomes);
    const auto found = allMatches("PNNPNNPNNPNNPNN");
    CHECK(found.count("bash:2"));
    CHECK(found.count("subtraction:1,2,4"));  // P iff n mod 3 is 0 as well
    for (const auto& g : answer->games) {
        auto v = grundy::heapValues(grundy::test::game(g.spec), 15);
        REQUIRE(v.ok());
        for (std::size_t n = 0; n < 15; ++n) CHECK(((*v)[n] == 0) == (n % 3 == 0));
    }
    CHECK(static_cast<std::int64_t>(answer->games.size()) + answer->more == static_cast<std::int64_t>(found.size()));
    CHECK(static_cast<std::int64_t>(answer->games.size()) <= api::kIdentifyListed);
    // Kayles, by name, with its period: 12 from 71, proven (Guy and Smith).
    auto kayles = api::identify("0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 4 1 2 8 5 4");
    REQUIRE(kayles.ok());
    bool seen = false;
    for (const auto& g : kayles->games)
        if (g.name == "kayles") {
            seen = true;
            REQUIRE(g.periodicity.has_value());
            CHECK((g.periodicity->proven && g.periodicity->period == 12 && g.periodicity->preperiod == 71));
        }
    CHECK(seen);
}

TEST_CASE("equivalent: the simplest code with a code's values, its offset, proven or observed", "[identify]") {
    // Winning Ways (ch. 4): Dawson's Chess 0.137 is Dawson's Kayles 0.07 one heap along,
    // g_0.137(n) = g_0.07(n + 1). Both come out as the one-digit code 0.4, offsets 2 and 1, which
    // says the same; the brute force here checks each offset to heap 600.
    const auto brute = [](const std::vector<int>& digits) { return octalBrute(digits, 603); };
    const auto dawson = brute({0, 0, 7}), chess = brute({0, 1, 3, 7}), four = brute({0, 4});
    const auto kayles = brute({0, 7, 7}), fourFour = brute({4, 4});
    const auto fiveOne = brute({0, 5, 1}), fourOne = brute({4, 1});
    // Codes with a tail: 0.[7] (take any number, leave up to two heaps) and 0.7[3] have Nim's values
    // g(n) = n, and 0.[6] those of 0.[2], g(n) = n - 1 from 1. Each is proven arithmetic-periodic, and
    // the answer is a shorter code, or one as long with smaller digits and no offset.
    const auto sevenTail = octalBrute({0}, 600, 7), sevenThreeTail = octalBrute({0, 7}, 600, 3);
    const auto sixTail = octalBrute({0}, 600, 6), twoTail = octalBrute({0}, 600, 2);
    for (std::size_t n = 0; n < 600; ++n) {
        REQUIRE(chess[n] == dawson[n + 1]);
        REQUIRE(dawson[n] == four[n + 1]);
        REQUIRE(kayles[n] == fourFour[n + 1]);
        REQUIRE(fiveOne[n] == fourOne[n]);
        REQUIRE(sevenTail[n] == n);
        REQUIRE(sevenThreeTail[n] == n);
        REQUIRE(sixTail[n] == twoTail[n]);
        REQUIRE(twoTail[n] == (n == 0 ? 0 : n - 1));
    }
    struct Case {
        std::string code, equivalent;
        std::int64_t offset;
        bool proven, same;
    };
    const std::vector<Case> cases{
        {"0.07", "octal:0.4", 1, true, false},
        {".137", "octal:0.4", 2, true, false},
        {"0.77", "octal:4.4", 1, true, false},
        {"0.4", "octal:0.4", 0, true, true},
        {"04.30", "octal:4.3", 0, true, true},
        {"4!.0", "octal:4!.0", 0, true, true},
        {"0.3", "octal:0.3", 0, true, true},
        {"octal:0.51", "octal:4.1", 0, true, false},
        {"0.[7]", "octal:0.[3]", 0, true, false},
        {"0.7[3]", "octal:0.[3]", 0, true, false},
        {"0.[6]", "octal:0.[2]", 0, true, false},
        {"0.[3]", "octal:0.[3]", 0, true, true},
        // Named games that are codes, asked by name: each is its own code.
        {"nim", "octal:0.[3]", 0, true, true},
        {"laskers-nim", "octal:4.[3]", 0, true, true},
        {"grundy", "octal:4!.0", 0, true, true},
    };
    for (const auto& c : cases) {
        INFO(c.code);
        auto e = api::equivalent(c.code);
        REQUIRE(e.ok());
        CHECK(e->equivalent == c.equivalent);
        CHECK(e->offset == c.offset);
        CHECK(e->proven == c.proven);
        CHECK(e->same == c.same);
        CHECK(std::string(e->rule.id) == (c.same     ? "equivalent.same"
                                          : c.proven ? "equivalent.periods"
                                                     : "equivalent.observed"));
    }
    // 0.3 is 0.2 one heap along, but 0.2 is no shorter: 0.3 is its own answer.
    for (std::size_t n = 0; n < 600; ++n) REQUIRE(brute({0, 3})[n] == brute({0, 2})[n + 1]);
    // A code whose values no short code has, and which has no proven period: itself.
    auto grundy = api::equivalent("4!.0");
    REQUIRE(grundy.ok());
    CHECK((grundy->periodicity && !grundy->periodicity->proven));
    // Refused: a game that is not a code, and a bad code, each saying why.
    CHECK(api::equivalent("subtraction:1,3,4").error() ==
          "'subtraction:1,3,4' is not a take-and-break code; give one such as 0.07, .137 or octal:4.07");
    CHECK(api::equivalent("0.7x").error().find("at character 4: 'x' is not part of a code") != std::string::npos);
}
