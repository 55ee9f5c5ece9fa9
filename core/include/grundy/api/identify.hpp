// Part of the core's API (grundy/api.hpp says what it is): which game is this, and which simpler game is it (issue 29).
// The structs' fields are read by wasm/api-fields.mjs (the wasm bindings and grundy.d.ts).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/analysis/stats.hpp"
#include "grundy/api/patterns.hpp"
#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/result.hpp"
#include "grundy/rules.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/grid_table.hpp"
#include "grundy/tables/heap_table.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy::api {

// ---- Which game is this, and which simpler game is it (issue 29) ----------------------------------

// One known game whose values start as asked (core/src/api/known_games.hpp: the catalogue).
struct KnownGame {
    std::string spec;  // canonical: "octal:0.77"
    std::string name;  // a classic name ("kayles"); "" when none
    std::string code;  // its take-and-break code when that is not its spec (nim's "octal:0.[3]"); else ""
    std::optional<Periodicity> periodicity;  // period(spec, kIdentifyPeriodSearch); none when refused
};

// The known games whose values start as asked, simplest first (core/src/api/known_games.hpp).
struct Identification {
    bool outcomes = false;         // the query was P/N letters (compared as value 0 or not)
    std::int64_t compared = 0;     // the values compared, g(0) .. g(compared - 1)
    std::int64_t searched = 0;     // the games of the catalogue
    std::vector<KnownGame> games;  // the first kIdentifyListed matches, simplest first
    std::int64_t more = 0;         // matches past those listed
};

// How many matches identify lists, and how far their period searches go.
inline constexpr std::int64_t kIdentifyListed = 12;
inline constexpr std::int64_t kIdentifyPeriodSearch = 4096;

// The known games whose values g(0), g(1), ... start as `sequence` says ("0 1 2 0 1 2 3", "0,1,1",
// or P/N letters such as "PNNPNN"), among the named games, Bash, subtraction sets within 1..12 and
// the octal codes of up to three digits (with 0 or 4 before the point); refused, saying which item
// and why, for text that is not such a list.
Result<Identification> identify(const std::string& sequence);

// A take-and-break code's simplest equal among the octal codes of up to three digits.
struct Equivalence {
    std::string spec;         // the code asked about, canonical
    std::string equivalent;   // the simplest code with its values: itself when none is simpler
    std::string name;         // the equivalent's classic name ("dawsons-chess"); "" when none
    std::int64_t offset = 0;  // g_spec(n) = g_equivalent(n + offset) for every n >= max(0, -offset)
    bool proven = false;      // proven (rule says how) or observed for n < checked
    std::int64_t checked = 0;
    bool same = false;                       // no simpler code: `equivalent` is the code itself
    Message rule;                            // equivalent.same | .periods | .observed
    std::optional<Periodicity> periodicity;  // the equivalent's, from a search to 2^16 values
};

// The simplest octal code of up to three digits whose values are a take-and-break code's (a code
// alone, octal:, hex: or take-and-break:, or a named game that is a code: nim, lasker, grundy),
// shifted by at most 2; refused for any other game.
Result<Equivalence> equivalent(const std::string& spec);

}  // namespace grundy::api
