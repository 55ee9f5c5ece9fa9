// Take-and-break codes as CGSuite writes them (core/src/families/take_and_break_code.hpp): every
// example of issue 29, CGSuite's own normal forms and traversals (its TBCodeTest.scala and
// GameHeapTest.scala, cgsuite/cgsuite on GitHub, read 2026), a brute force of the moves written
// here from the codes' definition, and the value-set tables against a direct mex over the listed
// moves.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "grundy/periodicity.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/heap_table.hpp"
#include "support.hpp"

using grundy::Option;
using grundy::Position;
using grundy::Value;
using grundy::test::game;
using grundy::test::gameError;

namespace {

// The canonical spec a code is written back as.
std::string canonical(const std::string& spec) {
    return game(spec)->spec();
}

std::vector<Value> table(const std::string& spec, std::int64_t size) {
    auto v = grundy::heapValues(game(spec), size);
    INFO(spec << ": " << (v ? "" : v.error()));
    REQUIRE(v.ok());
    return *v;
}

// Heap n's options as CGSuite's traversal test prints them: parts joined by ',', options by two
// spaces, "-" for a move that leaves nothing.
std::string traversal(const std::string& spec, std::int64_t n) {
    std::string out;
    const auto listed = game(spec)->forEachOption(Position{n, 0}, [&](const Option& o) {
        std::string parts;
        for (int i = 0; i < o.partCount; ++i) parts += (i ? "," : "") + std::to_string(o.parts[i].x);
        out += (out.empty() ? "" : "  ") + (parts.empty() ? std::string("-") : parts);
    });
    REQUIRE(listed.ok());
    return out;
}

// g(0) .. g(size-1) by the mex over the options the game lists, one heap at a time: the table the
// value sets must agree with.
std::vector<Value> directMex(const std::string& spec, std::int64_t size) {
    const auto g = game(spec);
    std::vector<Value> values;
    for (std::int64_t n = 0; n < size; ++n) {
        std::vector<bool> seen(4 * static_cast<std::size_t>(n) + 64, false);
        REQUIRE(g->forEachOption(Position{n, 0}, [&](const Option& o) {
                     Value v = 0;
                     for (int i = 0; i < o.partCount; ++i) v ^= values.at(static_cast<std::size_t>(o.parts[i].x));
                     if (v >= seen.size()) seen.resize(2 * v + 1, false);
                     seen[v] = true;
                 }).ok());
        Value m = 0;
        while (seen[m]) ++m;
        values.push_back(m);
    }
    return values;
}

// ---- A brute force of the moves from the definition ------------------------------------------------
//
// A digit as data: for each heap count it allows, how the heaps must be sized ('.' any, '!' pairwise
// unequal, '?' not all equal, '=' all equal), and whether counts past the last follow it.
struct RefDigit {
    std::map<int, char> counts;
    bool more = false;
    char at(int c) const {
        if (counts.count(c)) return counts.at(c);
        if (more && !counts.empty() && c > counts.rbegin()->first) return counts.rbegin()->second;
        return 0;
    }
};
struct RefCode {
    std::vector<RefDigit> added, digits;  // d_-1, d_-2, ...; d_0, d_1, ...
    std::size_t period = 0;               // the last `period` digits repeat
    const RefDigit& digit(std::int64_t j) const {
        static const RefDigit none;
        if (j < 0)
            return static_cast<std::size_t>(-j - 1) < added.size() ? added[static_cast<std::size_t>(-j - 1)] : none;
        if (static_cast<std::size_t>(j) < digits.size()) return digits[static_cast<std::size_t>(j)];
        if (period == 0) return none;
        const std::size_t start = digits.size() - period;
        return digits[start + (static_cast<std::size_t>(j) - start) % period];
    }
};

// The code written as text, each digit in one of the ways the grammar allows, chosen at random.
std::string writeDigit(const RefDigit& d, std::mt19937& rng) {
    if (d.counts.empty()) return "0";
    bool oneRule = true;
    for (const auto& [c, r] : d.counts) oneRule = oneRule && (r == d.counts.begin()->second || c < 2);
    const char rule = d.counts.rbegin()->second;
    const std::string suffix = rule == '.' ? "" : std::string(1, rule);
    std::uint64_t bits = 0;
    for (const auto& [c, r] : d.counts) bits |= std::uint64_t{1} << c;
    if (!d.more && oneRule && rng() % 2) {
        if (bits < 32 && rng() % 3) return std::string(1, "0123456789ABCDEFGHIJKLMNOPQRSTUV"[bits]) + suffix;
        return "&" + std::to_string(bits) + ";" + suffix;
    }
    std::string out = "{";
    for (const auto& [c, r] : d.counts)
        out += (out.size() > 1 ? "," : "") + std::to_string(c) + (r == '.' ? "" : std::string(1, r));
    return out + (d.more ? "+}" : "}");
}

std::string writeCode(const RefCode& code, std::mt19937& rng) {
    std::string out;
    for (std::size_t k = code.added.size(); k-- > 0;) out += writeDigit(code.added[k], rng);
    out += writeDigit(code.digits[0], rng) + ".";
    const std::size_t start = code.digits.size() - code.period;
    for (std::size_t k = 1; k < code.digits.size(); ++k)
        out += (k == start ? "[" : "") + writeDigit(code.digits[k], rng);
    return out + (code.period ? "]" : "");
}

// Every multiset of `count` positive sizes summing to `tokens`, as sorted vectors, from all the
// ordered ways (compositions), sorted and deduplicated: slow and plain.
void compositions(int tokens, int count, std::vector<std::int64_t>& prefix, std::set<std::vector<std::int64_t>>& out) {
    if (count == 0) {
        if (tokens == 0) {
            auto sorted = prefix;
            std::sort(sorted.begin(), sorted.end());
            out.insert(sorted);
        }
        return;
    }
    for (int a = 1; a <= tokens; ++a) {
        prefix.push_back(a);
        compositions(tokens - a, count - 1, prefix, out);
        prefix.pop_back();
    }
}

bool fits(const std::vector<std::int64_t>& parts, char rule) {
    if (parts.size() < 2) return true;
    bool allEqual = true, someEqualPair = false;
    for (std::size_t i = 0; i < parts.size(); ++i)
        for (std::size_t j = i + 1; j < parts.size(); ++j) {
            allEqual = allEqual && parts[i] == parts[j];
            someEqualPair = someEqualPair || parts[i] == parts[j];
        }
    if (rule == '!') return !someEqualPair;
    if (rule == '?') return !allEqual;
    if (rule == '=') return allEqual;
    return true;
}

// Heap n's options by the definition: (tokens taken, sorted heaps left), each as often as it comes.
std::multiset<std::pair<std::int64_t, std::vector<std::int64_t>>> referenceOptions(const RefCode& code, int n) {
    std::multiset<std::pair<std::int64_t, std::vector<std::int64_t>>> out;
    if (n == 0) return out;
    for (std::int64_t j = -static_cast<std::int64_t>(code.added.size()); j <= n; ++j) {
        const RefDigit& d = code.digit(j);
        const int tokens = static_cast<int>(n - j);
        for (int c = 0; c <= std::max(tokens, 0); ++c) {
            const char rule = d.at(c);
            if (!rule) continue;
            std::set<std::vector<std::int64_t>> splits;
            std::vector<std::int64_t> prefix;
            compositions(tokens, c, prefix, splits);
            for (const auto& s : splits)
                if (fits(s, rule)) out.insert({j, s});
        }
    }
    return out;
}

std::multiset<std::pair<std::int64_t, std::vector<std::int64_t>>> listedOptions(const grundy::GamePtr& g, int n) {
    std::multiset<std::pair<std::int64_t, std::vector<std::int64_t>>> out;
    REQUIRE(g->forEachOption(Position{n, 0}, [&](const Option& o) {
                 std::vector<std::int64_t> parts;
                 for (int i = 0; i < o.partCount; ++i) parts.push_back(o.parts[i].x);
                 CHECK(std::is_sorted(parts.begin(), parts.end()));
                 out.insert({o.taken, parts});
             }).ok());
    return out;
}

RefDigit randomDigit(std::mt19937& rng, int maxCount) {
    RefDigit d;
    const char rules[] = {'.', '.', '.', '!', '?', '='};
    const bool oneRule = rng() % 2;
    const char shared = rules[rng() % 6];
    for (int c = 0; c <= maxCount; ++c)
        if (rng() % 3 == 0) d.counts[c] = oneRule ? shared : rules[rng() % 6];
    d.more = !d.counts.empty() && rng() % 5 == 0;
    return d;
}

}  // namespace

TEST_CASE("codes: issue 29's examples read as the games they name", "[codes]") {
    CHECK(canonical("0.77") == "octal:0.77");
    CHECK(canonical(".77") == "octal:0.77");
    CHECK(canonical("4!.0") == "octal:4!.0");
    CHECK(canonical("0.[3]") == "octal:0.[3]");
    CHECK(canonical("0.3F") == "hex:0.3F");
    CHECK(canonical("0.3f") == "hex:0.3F");
    CHECK(canonical("hex:0.3f") == "hex:0.3F");
    CHECK(canonical("octal:.77") == "octal:0.77");
    CHECK(canonical("take-and-break:0.77") == "octal:0.77");
    CHECK(canonical("hex:0.7") == "octal:0.7");  // one name for one game: the narrowest word that holds it
    // Kayles, 0.77 alone and as octal: the same table.
    CHECK(table("0.77", 500) == table("octal:0.77", 500));
    // 4!.0 is Grundy's game (split a heap into two unequal heaps): its moves are the grundy family's,
    // heap by heap, and so are its values (both by the sparse-space method) to 10^5.
    for (std::int64_t n = 0; n < 60; ++n) {
        std::vector<std::vector<std::int64_t>> mine, theirs;
        REQUIRE(game("4!.0")
                    ->forEachOption(Position{n, 0},
                                    [&](const Option& o) {
                                        mine.push_back({o.parts[0].x, o.parts[1].x});
                                    })
                    .ok());
        REQUIRE(
            game("grundy")
                ->forEachOption(
                    Position{n, 0},
                    [&](const Option& o) {
                        theirs.push_back({std::min(o.parts[0].x, o.parts[1].x), std::max(o.parts[0].x, o.parts[1].x)});
                    })
                .ok());
        std::sort(theirs.begin(), theirs.end());
        CHECK(mine == theirs);
    }
    CHECK(table("4!.0", 100'000) == table("grundy", 100'000));
    CHECK(game("4!.0")->splitMoves() != nullptr);
    // 0.[3] is Nim, 4.[3] Lasker's Nim (take any number, or split in two).
    const auto nim = table("0.[3]", 20'000);
    for (std::size_t n = 0; n < nim.size(); ++n) REQUIRE(nim[n] == n);
    CHECK(table("4.[3]", 20'000) == table("lasker", 20'000));
    // 0.3F is hex:0.3F; CGSuite's values for heaps 1..20 (GameHeapTest.scala).
    const std::vector<Value> hex = {0, 1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11};
    CHECK(table("0.3F", 21) == hex);
}

TEST_CASE("codes: CGSuite's normal forms, and the issue's", "[codes]") {
    // TBCodeTest.scala's normalizations, then the 04.30 and 0.{1,2!}.
    const std::vector<std::pair<std::string, std::string>> forms{
        {"04.30", "4.3"},
        {"04.00[30]", "4.00[30]"},
        {"0.{1,2!}", "0.6!"},
        {"0.{0!,2!,3!}", "0.D!"},
        {"0.{0!,2!,3}", "0.{0,2!,3}"},
        {"0.{0!,2!,3!+}", "0.{0,2+}!"},
        {"0.{0!,2,3!+}", "0.{0,2,3!+}"},
        {"0.{0!,3+}", "0.{0,3+}"},
        {"0.{0,2!,4!+}", "0.{0,2,4+}!"},
        {"0.{0!,2!,4+}", "0.{0,2!,4+}"},
        {"0.{0!,2!,4?+}", "0.{0,2!,4?+}"},
        {"0.{0!,2?,4?+}", "0.{0,2,4+}?"},
        {"0.{0!,2=,4?+}", "0.{0,2=,4?+}"},
        {"0.{0!,2=,3?,4?+}", "0.{0,2=,3?+}"},
        {"0.{0!,2?,3?,4?+}", "0.{0,2+}?"},
        {"0.{0,1!,2,3,4+}", "0.*"},
        {"0.{0,1,2!,3!,4!+}", "0.*!"},
        // More of the grammar: &N; (written back as a letter below 32), lists, tails, zeros dropped.
        {"0.&7;&40;", "0.7&40;"},
        {"0.&31;", "0.V"},
        {"0.{0,1,2}", "0.7"},
        {"0.770", "0.77"},
        {"4.", "4.0"},
        {"0.7[00]", "0.7"},
        {"0.[3]", "0.[3]"},
        {"00.3[1]", "0.3[1]"},
        {"{2+}=.0", "{2+}=.0"},
        {"8!.0", "8!.0"},
        {"80.0", "80.0"},
    };
    for (const auto& [code, normal] : forms) {
        INFO(code);
        const std::string spec = canonical(code);
        CHECK(spec.substr(spec.find(':') + 1) == normal);
        CHECK(canonical(spec) == spec);  // the normal form reads back as itself
    }
    // CGSuite's "00.00[00]" and "04.00[00]" are 0.0 and 4.0: the first has no move at all.
    CHECK(canonical("04.00[00]") == "octal:4.0");
    CHECK(gameError("00.00[00]").find("allows no move at all") != std::string::npos);
}

TEST_CASE("codes: CGSuite's traversals, move for move and in its order", "[codes]") {
    // TBCodeTest.scala's traversals. Not "0.3F?" at heap 3 (there CGSuite lists no move taking 2 to
    // leave one heap of 1, which its own normal form contradicts: take_and_break_code.hpp); at heaps
    // 9 and 11, where every heap left is larger, it is as CGSuite lists it.
    const std::vector<std::tuple<std::string, int, std::string>> cases{
        {"0.3", 9, "8"},
        {"0.7", 9, "8  1,7  2,6  3,5  4,4"},
        {"0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"},
        {"4.0", 8, "1,7  2,6  3,5  4,4"},
        {"4!.0", 8, "1,7  2,6  3,5"},
        {"0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
        {"0.3F?", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
        {"0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"},
        {"0.3f", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3"},
        {"0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"},
        {"0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"},
        {"0.*3", 7, "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5"},
        {"0.*?3", 7, "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5"},
        {"0.*!3", 7, "6  1,5  2,4  1,2,3  5"},
        {"0.[3]", 7, "6  5  4  3  2  1  -"},
        {"0.[2]", 7, "6  5  4  3  2  1"},
        {"0.3[1]", 7, "6  -"},
        {"0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"},
        {"80.0", 7, "1,1,6  1,2,5  1,3,4  2,2,4  2,3,3"},
        {"0.*=", 11, "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
        {"{2+}=.0", 10, "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
        {"0.{0,1,3+}", 1, "-"},
        {"0.{0,1,3+}", 2, "1"},
        {"0.{0,1,3+}", 7, "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1"},
        {"0.{1,3+}", 1, ""},
        {"0.{2,3?+}", 7, "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2"},
    };
    for (const auto& [code, heap, moves] : cases) {
        INFO(code << " at heap " << heap);
        CHECK(traversal(code, heap) == moves);
    }
    // GameHeapTest.scala's option counts at heap 20: Nim 20, Grundy's game 9, Kayles 20, Dawson's
    // Kayles 10, 0.3F 38.
    const auto count = [](const std::string& spec) {
        int n = 0;
        REQUIRE(game(spec)->forEachOption(Position{20, 0}, [&](const Option&) { ++n; }).ok());
        return n;
    };
    CHECK(count("0.[3]") == 20);
    CHECK(count("4!.0") == 9);
    CHECK(count("0.77") == 20);
    CHECK(count("0.07") == 10);
    CHECK(count("0.3F") == 38);
}

TEST_CASE("codes: the moves of random codes are the definition's, heap by heap", "[codes]") {
    // Codes made at random as data, written as text in the grammar's many spellings, read by the core;
    // each heap's moves compared with a brute force over every composition of what is left. Codes the
    // core refuses as never ending are checked to have such a move in the brute force.
    std::mt19937 rng(29);
    int checked = 0, refused = 0, withTail = 0, withAdded = 0, withModifier = 0, withMore = 0;
    for (int trial = 0; trial < 400; ++trial) {
        RefCode code;
        const int after = 1 + static_cast<int>(rng() % 4);
        for (int k = 0; k <= after; ++k) code.digits.push_back(randomDigit(rng, k == 0 ? 4 : 4));
        code.digits[0].counts.erase(0);  // d_0 never leaves no heap or one (refused: checked below)
        code.digits[0].counts.erase(1);
        if (code.digits[0].counts.empty()) code.digits[0].more = false;
        if (rng() % 3 == 0) code.period = 1 + rng() % std::min<std::size_t>(2, after);
        if (rng() % 4 == 0) code.added.push_back(randomDigit(rng, 6));
        const std::string text = writeCode(code, rng);
        auto g = grundy::parseGame(text);
        INFO(text << ": " << (g ? (*g)->spec() : g.error()));
        bool grows = false;  // a move from heap m leaving a heap of m or more
        for (int m = 0; m <= 14 && !grows; ++m)
            for (const auto& [j, parts] : referenceOptions(code, m))
                if (j < 0 && !parts.empty() && parts.back() >= m) grows = true;
        if (!g) {
            const bool noMove = g.error().find("allows no move") != std::string::npos;
            CHECK((grows || noMove || g.error().find("too many") != std::string::npos));
            ++refused;
            continue;
        }
        CHECK_FALSE(grows);
        for (int n = 0; n <= 12; ++n) {
            INFO("heap " << n);
            REQUIRE(listedOptions(*g, n) == referenceOptions(code, n));
        }
        ++checked;
        withTail += code.period > 0;
        withAdded += !code.added.empty();
        bool modifier = false, more = false;
        for (const auto* side : {&code.digits, &code.added})
            for (const auto& d : *side) {
                more = more || d.more;
                for (const auto& [c, r] : d.counts) modifier = modifier || (c >= 2 && r != '.');
            }
        withModifier += modifier;
        withMore += more;
    }
    // Enough of each kind to mean something (the figures for the report).
    CHECK(checked >= 250);
    CHECK(withTail >= 60);
    CHECK(withAdded >= 20);
    CHECK(withModifier >= 100);
    CHECK(withMore >= 60);
    WARN("random codes checked against the brute force: " << checked << " (tails " << withTail << ", added "
                                                          << withAdded << ", modifiers " << withModifier << ", or-more "
                                                          << withMore << "), refused " << refused);
}

TEST_CASE("codes: value sets agree with a direct mex over the listed moves", "[codes]") {
    // To heap 2000 where a move leaves at most two heaps; three heaps to 600; any number, to 45.
    const std::vector<std::pair<std::string, std::int64_t>> cases{
        {"0.7!", 2000},    {"0.7?", 2000},   {"0.7=", 2000},     {"0.{1,2=}", 2000},  {"0.6!7", 2000},
        {"4?.07", 2000},   {"4=.0", 2000},   {"0.{0,2}!", 2000}, {"0.7!7=", 2000},    {"0.[2]", 2000},
        {"0.3[1]", 2000},  {"0.0[3]", 2000}, {"0.[03]", 2000},   {"0.7[03]", 2000},   {"0.2[1]", 2000},
        {"0.[7]", 400},    {"0.[37]", 400},  {"0.3[4!]", 300},   {"0.1[6=]", 400},    {"0.8", 600},
        {"0.{3}!", 600},   {"0.{3}?", 600},  {"0.{3}=", 600},    {"8!.0", 600},       {"8?.0", 600},
        {"0.{2,3?}", 600}, {"C.0", 600},     {"0.3F!", 600},     {"80.0", 400},       {"0.[8]", 120},
        {"0.*", 45},       {"{2+}.0", 45},   {"{2+}!.0", 45},    {"{2+}=.0", 45},     {"0.{2,3?+}", 45},
        {"0.*?", 45},      {"0.*!", 45},     {"0.[{0+}=]", 45},  {"0.{0,2,4+}!", 45}, {"0.{0,2=,3?+}", 45},
        {"0.G", 80},       {"0.&48;", 60},   {"0.{4}", 120},     {"0.V", 60},         {"{6+}0.0", 45},
    };
    for (const auto& [code, size] : cases) {
        INFO(code);
        CHECK(table(code, size) == directMex(code, size));
    }
}

TEST_CASE("codes: a bad code is refused with where and why", "[codes]") {
    const std::vector<std::pair<std::string, std::string>> errors{
        {"0.77x", "the take-and-break code '0.77x', at character 5: 'x' is not part of a code"},
        {"0.[3", "the take-and-break code '0.[3', at character 4: the repeating tail is not closed with ']'"},
        {"0.3]", "the take-and-break code '0.3]', at character 4: ']' closes no repeating tail"},
        {"0.[3]7", "the take-and-break code '0.[3]7', at character 6: the repeating tail [...] must end the code"},
        {"[3].0",
         "the take-and-break code '[3].0', at character 1: a repeating tail [...] may only come after the point"},
        {"0.[]", "the take-and-break code '0.[]', at character 4: the repeating tail [] is empty"},
        {"0.[3][3]", "the take-and-break code '0.[3][3]', at character 6: the repeating tail [...] must end the code"},
        {"0.{2,3",
         "the take-and-break code '0.{2,3', at character 3: '{' opens a list of heap counts that no '}' closes"},
        {"0.{2,x}", "the take-and-break code '0.{2,x}', at character 6: 'x' is not a heap count from 0 to 63"},
        {"0.{2,64}", "the take-and-break code '0.{2,64}', at character 6: '64' is not a heap count from 0 to 63"},
        {"0.{2!,3}?", "the take-and-break code '0.{2!,3}?', at character 4: a list with a modifier after it has none"},
        {"0.{2+,3}", "the take-and-break code '0.{2+,3}', at character 4: '+' may only end a list"},
        {"0.&12", "the take-and-break code '0.&12', at character 3: '&' starts a digit written as a number"},
        {"0.&x;", "the take-and-break code '0.&x;', at character 3: '&x;' needs a whole number below 2^63"},
        {"0.7.7", "the take-and-break code '0.7.7' has more than one point"},
        {"1.0",
         "the digit before the point of the take-and-break code '1.0' may not allow leaving no heap or one heap"},
        {"20.7", "the take-and-break code '20.7' lets a move from heap 1 leave 2, a heap not smaller than 1"},
        {"40.7", "the take-and-break code '40.7' lets a move from heap 1 leave 1+1, a heap not smaller than 1"},
        {"{2}=0.7", "the take-and-break code '{2}=0.7' lets a move from heap 1 leave 1+1, a heap not smaller than 1"},
        {"80.7", ""},  // add one and leave three heaps: every one smaller
        {"0.0", "the take-and-break code '0.0' allows no move at all"},
        {"octal:0.8", "'8' in the octal code '0.8' is not an octal digit (0-7)"},
        {"octal:0.{3}",
         "the octal code '0.{3}' lets one move leave 3 heaps, and octal codes leave at most 2: write the "
         "code alone, as 0.8"},
        {"hex:0.*", "the hex code '0.*' lets one move leave any number of heaps, and hex codes leave at most 3"},
        {"hex:0.G", "'G' in the hex code '0.G' is not a hex digit (0-9, A-F)"},
        {"0." + std::string(65, '7'), "at character 67: at most 64 digits may follow the point"},
    };
    for (const auto& [code, message] : errors) {
        INFO(code);
        auto g = grundy::parseGame(code);
        if (message.empty()) {
            CHECK(g.ok());
            continue;
        }
        REQUIRE_FALSE(g.ok());
        CHECK(g.error().find(message) != std::string::npos);
    }
}

TEST_CASE("codes: moves said in words", "[codes]") {
    const auto words = [](const std::string& spec) { return game(spec)->traits().rules.text; };
    // Every code's rules open alike (game-rules.take-and-break); the clauses after say its moves.
    const std::string may = "Heaps of tokens; a move changes one heap: it may ";
    CHECK(words("0.77") == may + "take 1 or 2 and leave nothing, leave one heap or leave two heaps.");
    CHECK(words("4!.0") == may + "take nothing and leave two heaps of different sizes.");
    CHECK(words("0.[3]") == may + "take 1 or more and leave nothing or leave one heap.");
    CHECK(words("0.07") == may + "take 2 and leave nothing, leave one heap or leave two heaps.");
    CHECK(words("{2+}=.0") == may + "take nothing and leave two or more heaps all of one size.");
    CHECK(words("80.0") == may + "add 1 and leave three heaps.");
    CHECK(words("0.3[03]") ==
          may +
              "take 1 and leave nothing or leave one heap; or take 3, 5, 7, ... and leave nothing or leave "
              "one heap.");
    CHECK(words("0.{0,2!,3}") == may +
                                     "take 1 and leave nothing, leave two heaps of different sizes or leave "
                                     "three heaps.");
}

TEST_CASE("codes: periods of finite plain codes and of tails are proven where a theorem applies, of others observed",
          "[codes]") {
    using K = grundy::PeriodicityBasis::Kind;
    CHECK(game("0.77")->periodicityBasis().kind == K::TakeAndBreak);
    CHECK(game("0.3F")->periodicityBasis().kind == K::TakeAndBreak);
    CHECK(game("0.{2,5}")->periodicityBasis().kind == K::TakeAndBreak);
    for (const char* code : {"4!.0", "0.7=", "0.*", "80.0", "0.6?"})
        CHECK(game(code)->periodicityBasis().kind == K::None);
    CHECK(game("4.[3]")->periodicityBasis().kind == K::TakeAnyTail);
    // Tailed codes are arithmetic-periodic: Nim's g(n) = n (period 1, saltus 1), Lasker's Nim's
    // period 4 with saltus 4; 0.0[3] (take 2 or more) g(n) = floor(n / 2), period 2 and saltus 1.
    // Those whose moves leave at most one heap, or whose splits stay below the pattern, are proven
    // (tail_period_test.cpp); Lasker's Nim, whose splits make its values, by the XOR argument.
    const auto found = [](const std::string& spec, std::int64_t size) {
        return grundy::detectPeriod(table(spec, size), game(spec)->periodicityBasis());
    };
    const auto nim = found("0.[3]", 2000);
    CHECK((nim.found && nim.period == 1 && nim.saltus == 1 && nim.proven));
    const auto lasker = found("4.[3]", 2000);
    CHECK((lasker.found && lasker.period == 4 && lasker.saltus == 4 && lasker.preperiod == 1 && lasker.proven));
    const auto two = found("0.0[3]", 2000);
    CHECK((two.found && two.period == 2 && two.saltus == 1 && two.proven));
}

TEST_CASE("codes: fuzzed codes are read as the definition says or refused with where and why", "[codes]") {
    // Valid codes mutated at random (a character inserted, removed or replaced by one of the
    // grammar's or a stray one): each is refused with a message that names the code and says where
    // or what, or is read as a game whose normal form reads back as itself and whose first values
    // are the mex over its own listed moves. Never a crash.
    const std::vector<std::string> seeds{"0.77",   ".07",  "4!.0",    "0.[3]", "0.3F",        "0.{2,3}", "{2+}=.0",
                                         "0.&12;", "80.0", "0.3[03]", "0.*!3", "0.{0,2!,3+}", "4.[3]",   "0.6?"};
    const std::string alphabet = "0123456789AVavxZ.{},+[]!?=&;* ";
    std::mt19937 rng(2911);
    int accepted = 0, refused = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        std::string code = seeds[rng() % seeds.size()];
        for (int edits = 1 + static_cast<int>(rng() % 3); edits > 0; --edits) {
            const std::size_t at = rng() % (code.size() + 1);
            const char c = alphabet[rng() % alphabet.size()];
            switch (rng() % 3) {
                case 0:
                    code.insert(code.begin() + static_cast<std::ptrdiff_t>(at), c);
                    break;
                case 1:
                    if (at < code.size()) code.erase(at, 1);
                    break;
                default:
                    if (at < code.size()) code[at] = c;
            }
        }
        const std::string spec = "take-and-break:" + code;
        INFO(spec);
        auto g = grundy::parseGame(spec);
        if (!g) {
            ++refused;
            const std::string why = g.error();
            const bool named = why.find("code") != std::string::npos;
            CHECK(named);
            continue;
        }
        ++accepted;
        CHECK(canonical((*g)->spec()) == (*g)->spec());
        CHECK(table((*g)->spec(), 24) == directMex((*g)->spec(), 24));
    }
    CHECK(accepted >= 300);
    CHECK(refused >= 1000);
    WARN("fuzzed codes: " << accepted << " read, " << refused << " refused");
}
