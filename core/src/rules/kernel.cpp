// The static analysis behind kernels (kernel.hpp): which rules make their moves in runs, the affine
// form of each coordinate of their results and of their innermost conditions, with the bound on the
// atoms under which the form is exact, and the machine's step cost of each.
#include "kernel.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <utility>

#include "machine.hpp"

namespace grundy::rules::detail {

namespace {

constexpr Wide kTop = std::numeric_limits<std::int64_t>::max();

Wide magnitude(Wide v) {
    return v < 0 ? -v : v;
}

// A linear combination being built: constant + slope * k + sum of coef * atom, exact (128 bits).
struct Linear {
    Wide constant = 0;
    Wide slope = 0;
    std::vector<std::pair<AffineTerm, Wide>> atoms;  // the term's slot or op names the atom

    void add(const AffineTerm& atom, Wide coef) {
        for (auto& [t, c] : atoms) {
            if (t.slot == atom.slot && t.op == atom.op) {
                c += coef;
                return;
            }
        }
        atoms.emplace_back(atom, coef);
    }
    bool isConstant() const {
        if (slope != 0) return false;
        for (const auto& a : atoms)
            if (a.second != 0) return false;
        return true;
    }
};

class Analyser {
public:
    Analyser(const Compiled& c, int binderSlot) : c_(c), binder_(binderSlot) {}

    // The affine form of a number expression, or nothing when it is not affine in the binder (or a
    // coefficient does not fit 64 bits).
    std::optional<Affine> affine(int op) {
        safe_ = kTop;
        auto lin = linear(op);
        if (!lin) return std::nullopt;
        Affine f;
        f.op = op;
        f.constant = static_cast<std::int64_t>(lin->constant);
        f.slope = static_cast<std::int64_t>(lin->slope);
        for (const auto& [atom, coef] : lin->atoms) {
            // A subtree is kept even when it cancels out (0 * (1 / (n - 100))): the interpreter
            // evaluates it, and its errors are the rule's.
            if (coef == 0 && atom.op < 0) continue;
            if (f.termCount == Affine::kMaxTerms) return std::nullopt;
            AffineTerm t = atom;
            t.coef = static_cast<std::int64_t>(coef);
            f.terms[static_cast<std::size_t>(f.termCount++)] = t;
        }
        f.safe = static_cast<std::int64_t>(safe_);
        f.cost = cost(op);
        return f;
    }

    // The machine's steps for evaluating a number expression (number() counts each op that is not
    // a leaf; a leaf is read without a step).
    int cost(int op) const {
        const Op& o = at(op);
        if (o.kind == Kind::Number || o.kind == Kind::Name) return 0;
        int total = 1;
        for (const int kid : {o.a, o.b, o.c})
            if (kid >= 0) total += cost(kid);
        return total;
    }

    bool reads(int op) const {
        const Op& o = at(op);
        if (o.kind == Kind::Name) return o.value == binder_;
        if (o.kind == Kind::Number) return false;
        for (const int kid : {o.a, o.b, o.c})
            if (kid >= 0 && reads(kid)) return true;
        return false;
    }

private:
    const Op& at(int op) const { return c_.ops[static_cast<std::size_t>(op)]; }

    // Records one node's bound: |value| <= |constant| + (|slope| + sum |coef|) * S must stay within
    // 64 bits, which caps S, the atoms' magnitude.
    bool bound(const Linear& l) {
        Wide weight = magnitude(l.slope);
        if (weight > kTop) return false;
        for (const auto& a : l.atoms) {
            if (magnitude(a.second) > kTop) return false;
            weight += magnitude(a.second);
        }
        const Wide constant = magnitude(l.constant);
        if (constant > kTop) return false;
        if (weight > 0) safe_ = std::min(safe_, (kTop - constant) / weight);
        return true;
    }

    std::optional<Linear> linear(int op) {
        const Op& o = at(op);
        Linear l;
        switch (o.kind) {
            case Kind::Number:
                l.constant = o.value;
                break;
            case Kind::Name:
                if (o.value == binder_)
                    l.slope = 1;
                else
                    l.add(AffineTerm{static_cast<int>(o.value), -1, 0}, 1);
                break;
            case Kind::Neg: {
                auto x = linear(o.a);
                if (!x) return atomOr(op);
                l.constant = -x->constant;
                l.slope = -x->slope;
                for (const auto& [t, c] : x->atoms) l.add(t, -c);
                break;
            }
            case Kind::Add:
            case Kind::Sub: {
                auto x = linear(o.a);
                auto y = x ? linear(o.b) : std::nullopt;
                if (!x || !y) return atomOr(op);
                const Wide sign = o.kind == Kind::Add ? 1 : -1;
                l.constant = x->constant + sign * y->constant;
                l.slope = x->slope + sign * y->slope;
                l.atoms = x->atoms;
                for (const auto& [t, c] : y->atoms) l.add(t, sign * c);
                break;
            }
            case Kind::Mul: {
                auto x = linear(o.a);
                auto y = x ? linear(o.b) : std::nullopt;
                if (!x || !y) return atomOr(op);
                if (!x->isConstant() && !y->isConstant()) return atomOr(op);
                const Linear& factor = x->isConstant() ? *x : *y;
                const Linear& other = x->isConstant() ? *y : *x;
                const Wide f = factor.constant;
                if (magnitude(f) > kTop || magnitude(other.constant) > kTop || magnitude(other.slope) > kTop)
                    return atomOr(op);
                l.constant = f * other.constant;
                l.slope = f * other.slope;
                for (const auto& [t, c] : other.atoms) {
                    if (magnitude(c) > kTop) return atomOr(op);
                    l.add(t, f * c);
                }
                break;
            }
            default:
                return atomOr(op);
        }
        if (!bound(l)) return atomOr(op);
        return l;
    }

    // A subtree that is not linear: one atom when it does not read the binder, else not affine.
    std::optional<Linear> atomOr(int op) {
        if (reads(op)) return std::nullopt;
        Linear l;
        l.add(AffineTerm{-1, op, 0}, 1);
        bound(l);
        return l;
    }

    const Compiled& c_;
    int binder_ = -1;
    Wide safe_ = kTop;
};

}  // namespace

TruthSet solveWide(Kind op, Wide d0, Wide d1, std::int64_t lo, std::int64_t hi) {
    return solveIn<Wide>(op, d0, d1, lo, hi);
}

void analyseKernels(Compiled& c) {
    for (auto& plan : c.plans) {
        Kernel k;
        const std::size_t depth = plan.binders.size();
        k.binderSlot = depth > 0 ? plan.binders.back().slot : -1;
        Analyser an(c, k.binderSlot);
        const auto& tests = plan.conditionsAt[depth];
        bool fine = tests.size() <= static_cast<std::size_t>(Kernel::kMaxTests);
        for (std::size_t i = 0; fine && i < tests.size(); ++i) {
            const Op& o = c.ops[static_cast<std::size_t>(tests[i])];
            KernelTest t;
            t.op = tests[i];
            t.kind = o.kind;
            const bool comparison = o.kind == Kind::Eq || o.kind == Kind::Ne || o.kind == Kind::Lt ||
                                    o.kind == Kind::Le || o.kind == Kind::Gt || o.kind == Kind::Ge;
            const bool range = o.kind == Kind::InRange && !o.negated;
            if (comparison || range) {
                auto a = an.affine(o.a);
                auto b = a ? an.affine(o.b) : std::nullopt;
                auto third = range && b ? an.affine(o.c) : std::nullopt;
                if (a && b && (!range || third)) {
                    t.affine = true;
                    t.a = *a;
                    t.b = *b;
                    if (range) t.c = *third;
                    t.cost = 1 + a->cost + b->cost + (range ? third->cost : 0);
                }
            }
            k.testsAffine = k.testsAffine && t.affine;
            k.tests.push_back(t);
        }
        k.partCount = static_cast<int>(plan.parts.size());
        k.coordCount = c.dimensions;
        for (int p = 0; fine && p < k.partCount; ++p) {
            const int part = plan.parts[static_cast<std::size_t>(p)];
            const Op& o = c.ops[static_cast<std::size_t>(part)];
            for (int j = 0; fine && j < c.dimensions; ++j) {
                const int coord = c.dimensions == 1 ? part : j == 0 ? o.a : j == 1 ? o.b : o.c;
                auto f = coord >= 0 ? an.affine(coord) : std::nullopt;
                if (!f) {
                    fine = false;
                    break;
                }
                k.parts[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] = *f;
                k.partsCost += f->cost;
            }
        }
        k.usable = fine;
        // The same in the column, for rules without binders in two coordinates.
        if (fine && depth == 0 && c.dimensions == 2 && k.testsAffine) {
            Analyser row(c, 1);
            bool rowFine = true;
            for (const auto& t : k.tests) {
                const Op& o = c.ops[static_cast<std::size_t>(t.op)];
                KernelTest r = t;
                auto a = row.affine(o.a);
                auto b = a ? row.affine(o.b) : std::nullopt;
                auto third = t.kind == Kind::InRange && b ? row.affine(o.c) : std::nullopt;
                if (!a || !b || (t.kind == Kind::InRange && !third)) {
                    rowFine = false;
                    break;
                }
                r.a = *a;
                r.b = *b;
                if (third) r.c = *third;
                k.rowTests.push_back(r);
            }
            for (int p = 0; rowFine && p < k.partCount; ++p) {
                const Op& o = c.ops[static_cast<std::size_t>(plan.parts[static_cast<std::size_t>(p)])];
                for (int j = 0; rowFine && j < 2; ++j) {
                    auto f = row.affine(j == 0 ? o.a : o.b);
                    if (f)
                        k.rowParts[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] = *f;
                    else
                        rowFine = false;
                }
            }
            k.rowUsable = rowFine;
        }
        plan.kernel = std::move(k);
    }
}

}  // namespace grundy::rules::detail
