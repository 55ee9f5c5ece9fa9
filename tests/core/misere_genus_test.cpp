// Genus symbols (grundy/misere/genus.hpp) held against two independent truths:
//   - a brute force written here from the definition: γk is the misère Grundy value of the heap plus
//     k copies of *2, worked out over the whole game tree of that sum (the sum's heaps, its *2s and
//     the *1s they turn into), nothing taken out of it; g is the normal-play value by the mex rule;
//   - the genus tables CGSuite's own tests hold for heaps 0..20 (A. N. Siegel's CGSuite, misère
//     canonical forms: lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, "Genus" rows,
//     in Winning Ways' notation with its shorthands, expanded here as CGSuite's Genus.supDigit does).
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "grundy/api.hpp"
#include "grundy/misere/genus.hpp"
#include "support.hpp"

namespace {

using grundy::GenusSymbol;
using grundy::Value;

class GenusBruteForce {
public:
    explicit GenusBruteForce(const grundy::Game& game) : game_(game) {}

    // The misère Grundy value of the sum of `heaps` (of the game), `twos` heaps *2 and `ones` heaps
    // *1: the mex of its options' values, and 1 when it has no move.
    Value misere(std::vector<std::int64_t> heaps, int twos, int ones) {
        heaps.erase(std::remove(heaps.begin(), heaps.end(), 0), heaps.end());
        std::sort(heaps.begin(), heaps.end());
        const auto key = std::make_tuple(heaps, twos, ones);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        std::set<Value> options;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            if (i > 0 && heaps[i] == heaps[i - 1]) continue;
            const auto listed = game_.forEachOption(grundy::Position{heaps[i], 0}, [&](const grundy::Option& o) {
                std::vector<std::int64_t> next = heaps;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                for (int k = 0; k < o.partCount; ++k) next.push_back(o.parts[static_cast<std::size_t>(k)].x);
                options.insert(misere(next, twos, ones));
            });
            REQUIRE(listed.ok());
        }
        if (twos > 0) {
            options.insert(misere(heaps, twos - 1, ones + 1));  // *2 -> *1
            options.insert(misere(heaps, twos - 1, ones));      // *2 -> 0
        }
        if (ones > 0) options.insert(misere(heaps, twos, ones - 1));
        Value m = options.empty() ? 1 : 0;
        if (!options.empty())
            while (options.count(m)) ++m;
        return memo_[key] = m;
    }

    // The normal-play value of heap n.
    Value normal(std::int64_t n) {
        if (auto it = normal_.find(n); it != normal_.end()) return it->second;
        std::set<Value> options;
        const auto listed = game_.forEachOption(grundy::Position{n, 0}, [&](const grundy::Option& o) {
            Value x = 0;
            for (int k = 0; k < o.partCount; ++k) x ^= normal(o.parts[static_cast<std::size_t>(k)].x);
            options.insert(x);
        });
        REQUIRE(listed.ok());
        Value m = 0;
        while (options.count(m)) ++m;
        return normal_[n] = m;
    }

private:
    const grundy::Game& game_;
    std::map<std::tuple<std::vector<std::int64_t>, int, int>, Value> memo_;
    std::map<std::int64_t, Value> normal_;
};

// Every heap 0..last of `spec` against the brute force: g, and γk for k up to two past the digits
// written (beyond them the symbol says the last two alternate).
void holdAgainstDefinition(const std::string& spec, std::int64_t last) {
    const auto game = grundy::test::game(spec);
    auto genera = grundy::heapGenera(*game, last + 1);
    INFO(spec << ": " << (genera ? "" : genera.error()));
    REQUIRE(genera.ok());
    GenusBruteForce brute(*game);
    for (std::int64_t n = 0; n <= last; ++n) {
        const GenusSymbol& symbol = (*genera)[static_cast<std::size_t>(n)].genus;
        INFO(spec << " heap " << n << " genus " << symbol.text());
        CHECK(symbol.g == brute.normal(n));
        const auto digits = static_cast<int>(symbol.digits.size());
        REQUIRE(digits >= 2);
        for (int k = 0; k < digits + 3; ++k) CHECK(symbol.digit(k) == brute.misere({n}, k, 0));
        // Written no longer than needed: the last digit is not the one two before it.
        if (digits > 2)
            CHECK(symbol.digits[static_cast<std::size_t>(digits - 1)] !=
                  symbol.digits[static_cast<std::size_t>(digits - 3)]);
    }
}

// CGSuite's written genus: "3" (a Nim heap), "2^2" (one digit: tame or restive, γk for k >= 1
// alternating from it), "4^146" or "6^(1,9,10,8)" (every digit up to where the last two alternate).
GenusSymbol fromCgsuite(const std::string& text) {
    GenusSymbol out;
    const auto hat = text.find('^');
    out.g = static_cast<Value>(std::stoul(text.substr(0, hat)));
    if (hat == std::string::npos) {  // the Nim heap *g
        out.digits = {out.g < 2 ? 1 - out.g : out.g, out.g ^ 2u, out.g};
        return out;
    }
    std::string sup = text.substr(hat + 1);
    if (sup.front() == '(') {
        std::stringstream in(sup.substr(1, sup.size() - 2));
        std::string digit;
        while (std::getline(in, digit, ',')) out.digits.push_back(static_cast<Value>(std::stoul(digit)));
    } else {
        for (const char c : sup) out.digits.push_back(static_cast<Value>(c - '0'));
    }
    if (out.digits.size() == 1) {
        // Supdigit(i) for a tame or restive genus of one digit d: d ^ 2 and d alternating (for a
        // restive d >= 4, g ^ 2 and g); every one-digit symbol in the tables below has d = g or d < 4.
        const Value d = out.digits[0];
        const Value base = d < 4 ? d : out.g;
        out.digits = {d, base ^ 2u, base};
    }
    return out;
}

}  // namespace

TEST_CASE("genus: Kayles, Dawson's Kayles, Grundy's game and Nim agree with the definition to heap 20",
          "[misere][genus]") {
    holdAgainstDefinition("octal:0.77", 20);
    holdAgainstDefinition("octal:0.07", 20);
    holdAgainstDefinition("grundy", 20);
    holdAgainstDefinition("nim", 20);
}

TEST_CASE("genus: subtraction, hex, Lasker's and rule-language games agree with the definition", "[misere][genus]") {
    holdAgainstDefinition("subtraction:2,3,7", 20);
    holdAgainstDefinition("subtraction:1,3,4", 20);
    holdAgainstDefinition("subtraction:all-but:2,3,7", 20);
    holdAgainstDefinition("hex:0.3F", 16);
    holdAgainstDefinition("octal:4.7", 16);
    holdAgainstDefinition("lasker", 12);
    holdAgainstDefinition("rules:{position n move for k in 1..2 where k <= n -> n - k}", 20);
}

TEST_CASE("genus: heaps 0..20 are CGSuite's", "[misere][genus]") {
    // lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala in aaron-siegel/cgsuite: each game's
    // "Genus" row, [G(n).Genus for n from 0 to 20].
    const std::vector<std::pair<std::string, std::string>> tables = {
        {"octal:0.77", "0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031"},
        {"octal:0.07", "0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3"},
        {"grundy", "0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20"},
        {"nim", "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"},
        {"subtraction:2,3,7", "0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0"},
        {"subtraction:all-but:2,3,7", "0,1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10"},
        {"hex:0.3F",
         "0,1,2,0,1,2,3^1431,4^0564,5^46,3^1431,4^0564,5^4875,6^(1,9,10,8),7^075,8^6875,6^(1,9,10,8),7^075,8^(6,10,8),"
         "9^(1,9,12,11,9),10^(0,11,13,9,11),11^(6,10,8)"},
    };
    for (const auto& [spec, table] : tables) {
        std::vector<std::string> written;
        // Split at the commas outside parentheses.
        std::string item;
        int depth = 0;
        for (const char c : table + ",") {
            if (c == ',' && depth == 0) {
                written.push_back(item);
                item.clear();
                continue;
            }
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            item += c;
        }
        REQUIRE(written.size() == 21);
        auto genera = grundy::heapGenera(*grundy::test::game(spec), 21);
        REQUIRE(genera.ok());
        for (std::size_t n = 0; n <= 20; ++n) {
            const GenusSymbol expected = fromCgsuite(written[n]);
            const GenusSymbol& got = (*genera)[n].genus;
            INFO(spec << " heap " << n << ": CGSuite " << written[n] << ", here " << got.text());
            CHECK(got.g == expected.g);
            for (int k = 0; k < 8; ++k) CHECK(got.digit(k) == expected.digit(k));
        }
    }
}

TEST_CASE("genus: Winning Ways' notation, written up to where it repeats", "[misere][genus]") {
    auto kayles = grundy::heapGenera(*grundy::test::game("octal:0.77"), 6);
    REQUIRE(kayles.ok());
    CHECK((*kayles)[0].genus.text() == "0^120");  // *0 = 0^1 in the books' shorthand
    CHECK((*kayles)[3].genus.text() == "3^31");   // *3
    CHECK((*kayles)[5].genus.text() == "4^146");  // Winning Ways ch. 13: Kayles' first wild heap
    auto hex = grundy::heapGenera(*grundy::test::game("hex:0.3F"), 13);
    REQUIRE(hex.ok());
    CHECK((*hex)[12].genus.text() == "6^(1,9,10,8)");  // a digit of two figures: commas and parentheses
}

TEST_CASE("genus: a game's standing is decided at its first heap that is not tame", "[misere][genus]") {
    // Nim is tame (misère Nim's rule); Kayles is wild from heap 5 (4^146, Winning Ways ch. 13).
    auto nim = grundy::api::genus("nim", 30);
    REQUIRE(nim.ok());
    CHECK(nim->standing == "tame");
    CHECK(nim->decidedAt == -1);
    auto kayles = grundy::api::genus("misere:kayles", 21);
    REQUIRE(kayles.ok());
    CHECK(kayles->spec == "octal:0.77");
    CHECK(kayles->standing == "wild");
    CHECK(kayles->decidedAt == 5);
    CHECK(kayles->heaps[5].text == "4^146");
    CHECK(kayles->summary.id == "misere.standing.wild");
    for (std::size_t n = 0; n < 5; ++n) CHECK(kayles->heaps[n].standing == "tame");
}

TEST_CASE("genus: sums of tame heaps have tame genera, as the standing's claim needs", "[misere][genus]") {
    // The first heap that is not tame has only tame options (sums of the tame heaps below it), which is
    // why it is restive or wild. Every sum of two or three tame heaps is checked by the definition.
    for (const std::string spec : {"octal:0.77", "octal:0.07", "grundy", "subtraction:1,3,4"}) {
        const auto game = grundy::test::game(spec);
        auto genera = grundy::heapGenera(*game, 16);
        REQUIRE(genera.ok());
        std::vector<std::int64_t> tame;
        for (std::size_t n = 1; n < genera->size(); ++n)
            if ((*genera)[n].standing == grundy::MisereStanding::Tame) tame.push_back(static_cast<std::int64_t>(n));
        GenusBruteForce brute(*game);
        for (std::size_t i = 0; i < tame.size(); ++i) {
            for (std::size_t j = i; j < tame.size(); ++j) {
                Value g = brute.normal(tame[i]) ^ brute.normal(tame[j]);
                GenusSymbol sum{g, {}};
                for (int k = 0; k < 3; ++k) sum.digits.push_back(brute.misere({tame[i], tame[j]}, k, 0));
                INFO(spec << ": " << tame[i] << " + " << tame[j] << " has genus " << sum.text());
                CHECK(sum.tameGenus());
            }
        }
    }
}

TEST_CASE("genus: refusals say what to ask instead", "[misere][genus]") {
    const auto refused = [](const std::string& spec, std::int64_t count) {
        auto r = grundy::api::genus(spec, count);
        INFO(spec);
        REQUIRE_FALSE(r.ok());
        return std::string(r.why().message().id);
    };
    CHECK(refused("wythoff", 5) == "misere.not-heap-game");
    CHECK(refused("graph:a>b;b>c", 3) == "misere.not-heap-game");
    CHECK(refused("mock-turtles", 5) == "misere.not-heap-game");
    CHECK(refused("nim+octal:0.77", 5) == "spec.not-single");
    CHECK(refused("octal:0.77", 0) == "misere.count");
    // A budget too small for the sums below heap 30 of Kayles stops with the heap it reached.
    auto stopped = grundy::api::genus("octal:0.77", 31, grundy::Budget{.work = 20'000, .bytes = 0});
    REQUIRE_FALSE(stopped.ok());
    CHECK(stopped.why().message().id == "misere.genus-work");
    CHECK(grundy::stoppedOnBudget(stopped.why().message()));
}
