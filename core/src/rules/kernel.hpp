// Move rules compiled into kernels. A rule whose result is affine in its innermost binder k (each
// coordinate c0 + c1 * k, c0 any expression of the position and the outer binders, c1 a constant)
// makes its moves in runs: k over an interval, every part moving by a fixed step from one move to
// the next. Its conditions at that level that are affine comparisons in k (<, <=, >, >=, ==, !=,
// k in a..b) become interval bounds and excluded points, solved once per run; any other condition
// is still tested per k by the machine. The consumers (rules_heap.cpp, rules_search.cpp) then read
// a table by index in a tight loop instead of asking the interpreter for each move.
//
// A kernel must agree with the interpreter (Machine::moves) exactly: the same moves in the same
// order and the same steps counted. It only vouches for what it can prove cheaply: every number
// it computes is guarded against overflow by a bound on the atoms (coordinates, binders, subtrees
// evaluated once per run), and anything else (an error, a budget, a guard that does not hold) makes
// it give up, so the caller asks the interpreter, which gives the exact outcome and message.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "syntax.hpp"

namespace grundy::rules::detail {

using Coords = std::array<std::int64_t, 3>;

__extension__ typedef __int128 Wide;

// The k in [lo, hi] for which `d op 0` holds, where d = d0 + d1 * (k - lo) (op: Eq..Ge): an
// interval [from, to] (empty when from > to) and, for !=, at most one k excluded from it.
struct TruthSet {
    std::int64_t from = 0;
    std::int64_t to = -1;
    bool hole = false;
    std::int64_t holeAt = 0;
    bool contains(std::int64_t k) const { return from <= k && k <= to && !(hole && k == holeAt); }
};
// The same, computed in Int: std::int64_t when every quantity is below 2^60 in magnitude (almost
// always: k against n; far quicker), Wide otherwise (solveWide).
template <class Int>
[[gnu::always_inline]] inline TruthSet solveIn(Kind op, Int d0, Int d1, std::int64_t lo, std::int64_t hi) {
    const TruthSet all{lo, hi, false, 0}, none{lo, lo - 1, false, 0};
    if (hi < lo) return none;
    if (d1 < 0) {  // make d increasing: d op 0 is -d op' 0 with the comparison turned around
        d0 = -d0;
        d1 = -d1;
        op = op == Kind::Lt   ? Kind::Gt
             : op == Kind::Le ? Kind::Ge
             : op == Kind::Gt ? Kind::Lt
             : op == Kind::Ge ? Kind::Le
                              : op;
    }
    if (d1 == 0) {
        return compares(op, d0, 0) ? all : none;
    }
    // j = k - lo in [0, hi - lo]; d(j) = d0 + d1 * j rises. floor(x / d1), with no division for the
    // common slope 1.
    const auto floorBy = [d1](Int x) -> Int {
        if (d1 == 1) return x;
        const Int q = x / d1;
        return (x % d1 != 0 && x < 0) ? q - 1 : q;
    };
    const Int last = static_cast<Int>(hi) - lo;
    Int from = 0, to = last;
    switch (op) {
        case Kind::Lt:
            to = floorBy(-1 - d0);
            break;
        case Kind::Le:
            to = floorBy(-d0);
            break;
        case Kind::Gt:  // ceil((1 - d0) / d1)
            from = -floorBy(d0 - 1);
            break;
        case Kind::Ge:
            from = -floorBy(d0);
            break;
        default:  // Eq, Ne
            from = -floorBy(d0);
            to = floorBy(-d0);
            break;
    }
    if (op == Kind::Ne) {
        TruthSet out = all;
        if (from == to && from >= 0 && from <= last) {
            out.hole = true;
            out.holeAt = lo + static_cast<std::int64_t>(from);
        }
        return out;
    }
    from = std::max<Int>(from, 0);
    to = std::min(to, last);
    if (from > to) return none;
    return TruthSet{lo + static_cast<std::int64_t>(from), lo + static_cast<std::int64_t>(to), false, 0};
}

TruthSet solveWide(Kind op, Wide d0, Wide d1, std::int64_t lo, std::int64_t hi);

// The same for any d0 and d1: in 64 bits when they and the range are small, else solveWide.
[[gnu::always_inline]] inline TruthSet solveComparison(Kind op, Wide d0, Wide d1, std::int64_t lo, std::int64_t hi) {
    constexpr Wide kSmall = Wide{1} << 60;
    if (d0 <= -kSmall || d0 >= kSmall || d1 <= -kSmall || d1 >= kSmall || static_cast<Wide>(hi) - lo >= kSmall)
        return solveWide(op, d0, d1, lo, hi);
    return solveIn<std::int64_t>(op, static_cast<std::int64_t>(d0), static_cast<std::int64_t>(d1), lo, hi);
}

// One atom of an affine form: a name's slot (a coordinate or an outer binder), or a subtree that
// does not read the binder, evaluated by the machine once per run.
struct AffineTerm {
    int slot = -1;  // >= 0: a slot
    int op = -1;    // otherwise: the subtree's op
    std::int64_t coef = 0;
};

// constant + slope * k + sum of coef * atom. With every atom (k included) at most `safe` in
// magnitude, no node of the expression overflows 64 bits, so the machine's checked evaluation
// gives exactly this value.
struct Affine {
    static constexpr int kMaxTerms = 6;
    std::int64_t constant = 0;
    std::int64_t slope = 0;
    std::array<AffineTerm, kMaxTerms> terms{};
    int termCount = 0;
    std::int64_t safe = 0;
    int cost = 0;  // the machine's steps for one evaluation (its ops that are not leaves)
    int op = -1;   // the expression itself
};

// A condition tested at the innermost level (after every binder is bound).
struct KernelTest {
    int op = -1;
    bool affine = false;  // an affine comparison (Eq..Ge) or k in a..b; otherwise the machine tests it
    Kind kind = Kind::Eq;
    Affine a, b, c;  // comparison: a KIND b; range: a in b..c
    int cost = 0;    // steps of one test (affine ones only)
};

// Where test t (affine) holds over k in [lo, hi], given its sides' values at k = lo: a and b, and c
// (the top) for k in b..c.
[[gnu::always_inline]] inline TruthSet solveTest(const KernelTest& t, std::int64_t a, std::int64_t b, std::int64_t c,
                                                 std::int64_t lo, std::int64_t hi) {
    if (t.kind != Kind::InRange)
        return solveComparison(t.kind, static_cast<Wide>(a) - b, static_cast<Wide>(t.a.slope) - t.b.slope, lo, hi);
    const TruthSet above =
        solveComparison(Kind::Ge, static_cast<Wide>(a) - b, static_cast<Wide>(t.a.slope) - t.b.slope, lo, hi);
    const TruthSet below =
        solveComparison(Kind::Le, static_cast<Wide>(a) - c, static_cast<Wide>(t.a.slope) - t.c.slope, lo, hi);
    return TruthSet{std::max(above.from, below.from), std::min(above.to, below.to), false, 0};
}

struct Kernel {
    static constexpr int kMaxTests = 8;
    bool usable = false;
    int binderSlot = -1;            // the innermost binder's slot; -1 for a rule without binders
    std::vector<KernelTest> tests;  // the conjuncts of conditionsAt[binders], in order
    bool testsAffine = true;
    int partCount = 0;
    int coordCount = 0;  // coordinates per part
    std::array<std::array<Affine, 3>, 3> parts{};
    int partsCost = 0;  // steps of making one move's parts
    // Two coordinates and no binder: the same tests and parts as affine forms in the column (slot
    // 1), so a whole row of cells is done at once (RulesSearch::prefill).
    bool rowUsable = false;
    std::vector<KernelTest> rowTests;
    std::array<std::array<Affine, 3>, 3> rowParts{};
};

// One binder-less rule over the cells [from, to] of a row: where each test holds, and its parts at
// column `from` and their change per column.
struct RowRule {
    int tests = 0;
    std::array<TruthSet, Kernel::kMaxTests> holds{};
    std::array<int, Kernel::kMaxTests> cost{};
    int partsCost = 0;
    int partCount = 0;
    std::array<Coords, 3> first{};
    std::array<Coords, 3> step{};
};

// Moves that differ only by the innermost binder: move i (0 <= i < length) has part p's coordinate
// j at first[p][j] + offset(i) * step[p][j], where offset(i) is i for consecutive values of the
// binder, or ks[i] - ks[0] when the run lists them (a set, a sequence, or a condition tested per k;
// ks rises, and points into the machine: valid while the sink looks at the run).
struct Run {
    int rule = 0;
    int partCount = 0;
    std::int64_t length = 1;
    std::array<Coords, 3> first{};
    std::array<Coords, 3> step{};
    const std::int64_t* ks = nullptr;
    std::int64_t offset(std::int64_t i) const { return ks ? ks[i] - ks[0] : i; }
};

struct Compiled;
struct Plan;
// Fills plan.kernel for each plan of c (after compile has flattened everything).
void analyseKernels(Compiled& c);

}  // namespace grundy::rules::detail
