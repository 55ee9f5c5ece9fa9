// Misère quotients (T. E. Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5
// (2005) G05; T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games", JCTA 115
// (2008) 593-622; A. N. Siegel, "Misère games and misère quotients", Games of No Chance 5).
//
// Take every sum of heaps 0 .. N of a heap game, and call two sums G and H indistinguishable when
// G + X and H + X have the same misère outcome for every such sum X. The classes multiply (a sum of
// sums) into a finite commutative monoid for the games the papers solve: the misère quotient Q. Its
// P-portion is the set of classes of P-positions, and the pretending function Φ sends heap n to its
// class. Then a sum is a misère P-position exactly when the product of its heaps' elements lies in
// the P-portion: one multiplication per heap, however many heaps the sum has.
//
// How it is found, and why it is right (quotient.cpp): the published approach of Plambeck and Siegel's
// MisereSolver, written here anew. A monoid M with a subset P and a map of heaps into M describes
// every sum's outcome correctly exactly when two local conditions hold for every sum G (checked over
// M's finitely many elements and transition sets, so finitely many cases cover all sums):
//   P-condition: if Φ(G) is in P, no option of G maps into P;
//   N-condition: if Φ(G) is not in P and G has a move, some option of G maps into P;
// with Φ(0) = 1 outside P (by induction on G, each sum is then P exactly when its image is in P).
// The quotient of the sums is then M reduced by "x ~ y when xz in P <=> yz in P for every z".
// Heap by heap: heap n tries to be an element the quotient already has (it stays the same size);
// failing that, a larger candidate gives heap n (and any heaps the least failing sum involves) a
// cyclic part of its own, P is worked out from each element's first sum, and the least sum that
// breaks a condition says where to free it further, until both conditions hold.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/message.hpp"
#include "grundy/result.hpp"

namespace grundy {

// A quotient as a finite commutative monoid: elements 0 .. order - 1, 0 the identity, numbered in
// the order of their least sums (fewest of the largest heap first).
struct MisereQuotient {
    std::uint32_t order = 1;
    std::vector<std::uint32_t> table{0};  // table[x * order + y] = xy
    std::vector<std::uint8_t> p{0};       // p[x]: x is in the P-portion

    std::uint32_t product(std::uint32_t x, std::uint32_t y) const { return table[x * order + y]; }
    std::int64_t pCount() const;
};

// Its presentation by generators and relations, as the papers write it: generators a, b, c, ... (the
// elements of the first heaps that the earlier ones do not make), each element's normal form (its
// least word), and the relations that rewrite every other word to a normal form (a^2 = 1, b^3 = b).
struct QuotientPresentation {
    std::vector<std::string> names;                     // "a", "b", ...
    std::vector<std::int64_t> generatorHeaps;           // the first heap that is each generator
    std::vector<std::vector<std::int32_t>> normalForm;  // by element: the exponent of each generator
    struct Relation {
        std::vector<std::int32_t> left, right;  // exponents, as normalForm
    };
    std::vector<Relation> relations;

    // "1", "a", "ab^2", "b^3".
    std::string text(const std::vector<std::int32_t>& exponents) const;
    std::string element(std::uint32_t x) const { return text(normalForm[x]); }
};

QuotientPresentation presentationOf(const MisereQuotient& q, const std::vector<std::uint32_t>& pretending);

// A pretending function proven periodic: Φ(n + period) = Φ(n) for every n >= preperiod, by the
// theorem `theorem` states with the heaps it checked (preperiod <= n < end); the quotient of heaps
// 0 .. end + period - 1 is then the whole game's.
struct QuotientPeriod {
    std::int64_t preperiod = 0;
    std::int64_t period = 0;
    std::int64_t end = 0;
    Message theorem;
};

// What a quotient search may spend by default (a Budget's 0): steps (a sum looked at, a product
// taken, a word of a transition set compared) and bytes (its candidates, tables and transition sets).
// The command goes on until memory stops it.
inline constexpr std::int64_t kDefaultQuotientWork = 1'000'000'000;
inline constexpr std::int64_t kDefaultQuotientBytes = std::int64_t{256} << 20;
// How often a watched search asks its watch: about a few times a second on this machine's cores.
inline constexpr std::int64_t kQuotientWatchSteps = std::int64_t{1} << 22;

// The quotient of heaps 0 .. heaps() - 1, certified, grown heap by heap on request.
class MisereQuotientSearch {
public:
    // Refused, saying why, for a game that is not a game of heaps (checkMisereHeapGame). `watch`, when
    // set, is asked every kQuotientWatchSteps steps with the heaps certified and the heaps asked for
    // (a command's progress line, its Ctrl-C); when it says stop, extendTo ends with run.interrupted,
    // keeping what it had certified.
    static Result<MisereQuotientSearch> create(GamePtr game, const Budget& budget = {}, Progress watch = {});

    MisereQuotientSearch(MisereQuotientSearch&&) noexcept;
    MisereQuotientSearch& operator=(MisereQuotientSearch&&) noexcept;
    ~MisereQuotientSearch();

    // Certifies heaps 0 .. last (nothing to do past a proven period). Refused, saying which heap it
    // reached and the quotient's order there, when that needs more than the budget (wild games'
    // quotients can be infinite); what was certified before stays.
    Result<void> extendTo(std::int64_t last);

    // Heaps certified so far (0 .. heaps() - 1), and the quotient of their sums.
    std::int64_t heaps() const;
    const MisereQuotient& quotient() const;
    // Φ(n) for n < heaps(), or any n once the period is proven.
    bool knows(std::int64_t heap) const;
    std::uint32_t element(std::int64_t heap) const;
    std::vector<std::uint32_t> pretending() const;  // Φ(0) .. Φ(heaps() - 1)
    // The quotient's presentation (presentationOf), made once for each size the quotient grows to.
    const QuotientPresentation& presentation() const;
    const std::optional<QuotientPeriod>& period() const;
    // The heaps at which the quotient grew (a new element no earlier sum had), in order.
    const std::vector<std::int64_t>& growth() const;
    // Steps spent so far.
    std::int64_t steps() const;
    const GamePtr& game() const;

private:
    class Engine;
    explicit MisereQuotientSearch(std::unique_ptr<Engine> engine);
    std::unique_ptr<Engine> engine_;
};

// The quotient of `game` known through heap `last`, from one kept per game (the same answers for the
// same game, computed once and grown as larger heaps are asked about): what misère play of sums of
// one heap game uses to answer without a search (Solver). Null when it cannot be found within
// `work` steps in all (a wild game whose quotient grows too large): the search answers then.
std::shared_ptr<const MisereQuotientSearch> knownQuotient(const GamePtr& game, std::int64_t last, std::int64_t work);

}  // namespace grundy
