// Part of the core's API (grundy/api.hpp says what it is): misère play as the literature solves it (issue 30): genus
// symbols and misère quotients. The structs' fields are read by wasm/api-fields.mjs (the wasm bindings and
// grundy.d.ts).
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

// ---- Misère play as the literature solves it (issue 30): genus symbols and misère quotients ------

// One heap's genus (grundy/misere/genus.hpp): g^(γ0 γ1 ...), γk the misère value of the heap plus k
// copies of *2.
struct HeapGenus {
    std::int64_t heap = 0;
    Value g = 0;                // its normal-play value
    std::vector<Value> digits;  // γ0 γ1 ..., up to where the last two repeat for ever (at least two)
    std::string text;           // Winning Ways' notation: "4^146", "6^(1,9,10,8)"
    // "tame" | "restive" | "wild" | "": tame (it and every sum it leads to has a tame genus, one of a Nim
    // position), restive (g is 0 or 1, every option tame, the genus not tame), wild (g >= 2, the genus
    // not tame), or "" when genera alone do not tell (a heap of tame genus with wild positions below it).
    std::string standing;
};

// The genera of heaps 0 .. count-1 of a heap game, and where the game stands.
struct Genera {
    std::string spec;              // the game's canonical spec (without "misere:")
    std::vector<HeapGenus> heaps;  // heaps 0 .. count - 1
    // "tame" | "restive" | "wild": the game's standing as far as these heaps go, tame when every one is, else that of
    // the first heap that is not (always "restive" or "wild": its options are all tame), at decidedAt.
    std::string standing;
    std::int64_t decidedAt = -1;  // -1 when every heap asked is tame
    Message summary;              // the standing in a sentence
};

// The genera of heaps 0 .. count - 1 of a heap game (a spec of one game; "misere:" changes nothing).
// Refused for a sum, a game that is not a game of heaps, and past `budget` (work in steps, bytes
// remembered; {} for the defaults kDefaultGenusWork and kDefaultGenusBytes), saying which heap it reached.
Result<Genera> genus(const std::string& spec, std::int64_t count, const Budget& budget = {},
                     const Progress& progress = {});

// A relation of a quotient's presentation: left = right ("a^2" = "1").
struct QuotientRelation {
    std::string left, right;  // "a^2", "1"
};

// The misère quotient of the sums of heaps 0 .. heaps (grundy/misere/quotient.hpp), certified.
struct Quotient {
    std::string spec;
    std::int64_t heaps = 0;      // the largest heap asked about (count - 1)
    std::int64_t certified = 0;  // heaps 0 .. certified - 1 were computed (fewer than asked once a period is proven)
    std::int64_t order = 0;
    std::int64_t pCount = 0;                   // the size of the P-portion
    std::vector<std::string> generators;       // "a", "b", ...
    std::vector<std::int64_t> generatorHeaps;  // the first heap that is each generator
    std::vector<QuotientRelation> relations;   // the presentation: <generators | relations>
    std::vector<std::string> elements;         // element i's normal form ("1", "a", "ab^2"), 0 the identity
    std::vector<std::int64_t> pPortion;        // the elements in the P-portion
    // The multiplication table, row-major (order x order), for a quotient of at most
    // limits::kMaxShownQuotientOrder elements; empty for a larger one.
    std::vector<std::int64_t> table;
    std::vector<std::int64_t> pretending;  // the element each heap 0 .. heaps pretends to be
    bool periodic = false;                 // the pretending function proven periodic (and the quotient whole)
    std::int64_t period = 0;
    std::int64_t preperiod = 0;
    std::int64_t proofEnd = 0;         // Φ(n + period) = Φ(n) was checked for preperiod <= n < proofEnd
    Message periodText;                // periodic: the theorem, its hypothesis and the heaps checked
    std::vector<std::int64_t> growth;  // the heaps at which the quotient grew
    std::string line;                  // "heaps=N order=Q p=P periodic=yes period=p preperiod=a" (or periodic=no)
};

// The misère quotient of heaps 0 .. count - 1 of a heap game ("misere:" changes nothing), refused as
// genus refuses, past `budget` ({} for kDefaultQuotientWork and kDefaultQuotientBytes) with the heap
// it reached and the order there. `progress` hears of the heaps certified a few times a second, and
// stops the search (run.interrupted) when it says so.
Result<Quotient> quotient(const std::string& spec, std::int64_t count, const Budget& budget = {},
                          const Progress& progress = {});

// The quotient search as a job, for the page's search worker (web/worker/search-protocol.js): each
// advance() certifies one more heap (one heap of a wild game may take minutes: the worker is ended
// to cancel it), and once every heap asked for is certified, the period proven or the budget spent,
// quotient() is what api::quotient gives (or the refusal that ended it).
class QuotientJob {
public:
    QuotientJob(QuotientJob&&) noexcept;
    QuotientJob& operator=(QuotientJob&&) noexcept;
    ~QuotientJob();

    bool advance();  // one more heap certified; true once the search has ended
    bool finished() const;
    std::int64_t done() const;                 // heaps certified so far
    std::int64_t target() const;               // heaps asked for (count)
    std::int64_t order() const;                // the quotient's order so far
    const Result<Quotient>& quotient() const;  // once finished

private:
    struct State;
    explicit QuotientJob(std::unique_ptr<State> state);
    friend Result<QuotientJob> quotientSearch(const std::string&, std::int64_t, const Budget&);
    std::unique_ptr<State> state_;
};

// The job of heaps 0 .. count - 1, refused before any work as quotient refuses.
Result<QuotientJob> quotientSearch(const std::string& spec, std::int64_t count, const Budget& budget = {});

}  // namespace grundy::api
