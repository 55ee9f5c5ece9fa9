// Which game is this, and which simpler game is it (issue 29): a catalogue of the heap games people
// meet first, their values kept once computed, searched by the values g(0), g(1), ... a person has
// (or by P and N alone), and by a take-and-break code's own values for the simplest code with the same
// values, shifted by an offset where that is what makes them equal.
//
// The catalogue, simplest first: the named games of the registry's families and aliases (Kayles,
// Dawson's Kayles, Lasker's Nim, Grundy's game, the coin-turning games, ...), Bash 1 to 12, the named
// infinite subtraction sets, every subtraction set within 1..12, every octal code of up to three
// digits after the point, with 0 or 4 before it, and the codes with a one-digit tail 0.[D], 4.[D] and
// 0.d[D].
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "grundy/game.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/result.hpp"

namespace grundy {

struct KnownGame {
    std::string spec;  // canonical: "octal:0.77"
    std::string name;  // a classic name ("kayles"), "" when none
    // Its take-and-break code, canonical ("octal:0.77"; Nim's "octal:0.[3]"), "" when it has none: the
    // candidates of equivalentCode, compared and shown by this code.
    std::string code;
};

// The take-and-break code of a named game whose family is not a code family (Nim is 0.[3], Lasker's
// Nim 4.[3], Grundy's game 4!.0), canonical; "" for any other spec.
std::string namedGameCode(const std::string& spec);

// The catalogue in the order above (built once).
const std::vector<KnownGame>& knownGames();

// What a person typed: values, or P/N letters (outcomes: P is value 0).
struct ValuesQuery {
    std::vector<Value> values;
    bool outcomes = false;
};

// Reads "0 1 2 0 1 2 3", "0,1,1,2", "PNNP NN" (letters may run together); refuses anything else,
// saying which item and why.
Result<ValuesQuery> readValuesQuery(const std::string& text);

// The indices into knownGames() of the games whose first values are the query's, simplest first.
std::vector<std::size_t> identifyGames(const ValuesQuery& query);

// How many values identifyGames compares at most (a query longer is refused by readValuesQuery).
constexpr std::int64_t kMaxIdentifyValues = 100'000;

// g(0) .. g(count-1) of knownGames()[index] (kept), or why they cannot be had.
Result<std::vector<Value>> knownValues(std::size_t index, std::int64_t count);

// A take-and-break code's simplest equal among the catalogue's octal codes.
struct CodeEquivalence {
    std::string spec;                  // the code asked about, canonical (a named game's: its code)
    std::optional<std::size_t> known;  // the index into knownGames() of the equivalent code
    bool same = false;        // true: no simpler code (`known` is the code itself, or none when it is not listed)
    std::int64_t offset = 0;  // g_spec(n) = g_known(n + offset) for every n >= max(0, -offset)
    // Proven: `same`, or both periods proven, rising alike over a common period, and the values
    // agreeing through both preperiods and that period. Otherwise observed for n < checked.
    bool proven = false;
    std::int64_t checked = 0;                  // the values compared: g_spec(n) for n < checked
    std::optional<PeriodFinding> periodicity;  // of the equivalent code, from a search to periodSearchSize
};

// The values compared when an equivalence is not proven, and the table a period search grows to.
constexpr std::int64_t kEquivalenceValues = 2048;
constexpr std::int64_t kEquivalencePeriodSearch = std::int64_t{1} << 16;
constexpr std::int64_t kEquivalencePeriodWork = 50'000'000;

// The simplest octal code of the catalogue whose values are the spec's (a take-and-break code:
// octal, hex, take-and-break, a code alone, or a named game with a code: nim, lasker, grundy),
// shifted by an offset of at most kMaxOffset.
constexpr std::int64_t kMaxOffset = 2;
Result<CodeEquivalence> equivalentCode(const std::string& spec);

}  // namespace grundy
