// Part of the core's API (grundy/api.hpp says what it is): patterns: periodicity and outcome rules, the period search
// and its job. The structs' fields are read by wasm/api-fields.mjs (the wasm bindings and grundy.d.ts).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/analysis/stats.hpp"
#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/result.hpp"
#include "grundy/rules.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/grid_table.hpp"
#include "grundy/tables/heap_table.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy::api {

// ---- Patterns ------------------------------------------------------------------------------------

struct Periodicity {
    bool found = false;
    std::int64_t preperiod = 0;
    std::int64_t period = 0;
    std::int64_t saltus = 0;
    bool proven = false;
    std::int64_t checked = 0;  // g(0) .. g(checked - 1) were examined
    std::int64_t bound = 0;    // proven: g(n + period) = g(n) + saltus was verified for preperiod <= n < bound
    std::string theorem;       // "finite-subtraction" | "octal-periodicity" | "take-any-tail" | "none"
    Message theoremText;       // the theorem, its hypothesis and the bound checked
    std::string line;          // "preperiod=A period=B saltus=C proven=yes|no checked=N"
    std::string stopped;  // "" | "size" | "work" | "memory" | "table": not proven, the limit that ended the search; ""
                          // otherwise
    Message stoppedWhy;   // stopped "table": why the table stopped short (a rule that breaks, its memory)
};

struct OutcomeRule {
    std::string kind;  // "residues" | "fibonacci" | "wythoff" | "periodic-2d" | "misere-nim"
    bool proven = false;
    std::int64_t checked = 0;
    Message statement;  // "P iff n mod 7 is 0 or 2"
    Message evidence;   // proven by ..., or observed for ...
};

struct Patterns {
    std::optional<Periodicity> periodicity;  // heap games in normal play only
    std::vector<OutcomeRule> outcomes;
};

// Periodicity and the outcome rules in words. `max` bounds the table the period search may grow to
// (16 .. largestPeriodSearch(), grundy/analysis/period_search.hpp); 0 is the page's bounds
// (limits::kPagePeriodSearchSize and kPagePeriodSearchWork).
Result<Patterns> patterns(const std::string& spec, std::int64_t max);

// The periodicity of one heap game alone, `max` as for patterns; refused for other games.
// `budget` (grundy/budget.hpp) sets the search's work (its steps) and memory, 0 for the defaults
// (kWorkToReach: as far as `max` whatever it takes, the command's --max); `files` keep its table
// (take-and-break games only: grundy/tables/sparse.hpp), saved too when `progress` stops the search
// (run.interrupted), and a search resumed from a file looks at the sizes the first one did, so it
// ends as that one would have.
Result<Periodicity> period(const std::string& spec, std::int64_t max, const Budget& budget = {},
                           const TableFiles& files = {}, const Progress& progress = {});

// ---- The period search as a job (issue 18) -------------------------------------------------------

// The search of `period` a step at a time, for the page's "search further" (minutes, with progress
// and cancel): the same one search as `period` (grundy/analysis/period_search.hpp: PeriodSearchJob),
// and at its end what `patterns` says of the game (its periodicity and the outcome rules that follow).
class PeriodJob {
public:
    PeriodJob(GameSpec spec, PeriodSearchLimits search, PeriodSearchJob job);

    // Goes on for about `steps` more values computed or compared; true once the search has ended.
    bool advance(std::int64_t steps);
    bool finished() const { return answer_.has_value(); }
    std::int64_t done() const { return job_.done(); }      // values computed so far
    std::int64_t target() const { return job_.target(); }  // the size this stage of the table grows to
    std::int64_t max() const { return job_.max(); }        // the most it may grow to (`max` asked)
    std::int64_t bytes() const { return job_.bytes(); }    // what the search holds now
    std::string phase() const;                             // "values" | "checking" | "done"
    // Once finished: the periodicity (Periodicity::stopped saying which limit ended a search short of
    // a proof) and the outcome rules, or the error that ended the search.
    const Result<Patterns>& patterns() const { return *answer_; }

private:
    GameSpec spec_;
    PeriodSearchLimits search_;
    PeriodSearchJob job_;
    std::optional<Result<Patterns>> answer_;
};

// The job for one heap game in normal play (what `period` accepts): `max` and `budget` as for
// period; refused before any work as period refuses (the game, the size past what memory allows,
// with the figures: period.memory).
Result<PeriodJob> periodSearch(const std::string& spec, std::int64_t max, const Budget& budget = {});
// The largest `max` periodSearch takes for the game within `budget.bytes` (0: memoryCeiling()), by
// what its kind of search holds a value (grundy/analysis/period_search.hpp: periodSearchBytes).
Result<std::int64_t> periodSearchLimit(const std::string& spec, const Budget& budget = {});

}  // namespace grundy::api
