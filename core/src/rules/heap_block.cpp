#include "heap_block.hpp"

#include <algorithm>
#include <limits>
#include <optional>

#include "grundy/rules.hpp"
#include "sequences.hpp"

namespace grundy::rules::detail {

namespace {

constexpr std::int64_t kMaxListed = std::int64_t{1} << 16;  // values of k a block lists per rule
constexpr Wide kMaxCoefficient = Wide{1} << 20;             // of n in a part: cn * n stays in 64 bits
constexpr Wide kMaxOffset = Wide{1} << 60;

// The form when it reads nothing but n (slot 0) besides k.
std::optional<HeapLinear> linear(const Affine& f, std::int64_t& safe) {
    HeapLinear out;
    out.c0 = f.constant;
    out.ck = f.slope;
    for (int i = 0; i < f.termCount; ++i) {
        const AffineTerm& t = f.terms[static_cast<std::size_t>(i)];
        if (t.slot != 0) return std::nullopt;
        out.cn += t.coef;
    }
    safe = std::min(safe, f.safe);
    return out;
}

HeapLinear minus(const HeapLinear& a, const HeapLinear& b) {
    return HeapLinear{a.c0 - b.c0, a.cn - b.cn, a.ck - b.ck};
}

constexpr Wide kForever = Wide{1} << 100;

// Whether d KIND 0 holds, where d is the comparison's value at the block's first heap, and for how
// many heaps after it that stays so (d changes by dn from one heap to the next).
bool holds(Kind kind, Wide d, Wide dn, Wide& room) {
    // The truth at d holds on a half-line of d's values: d <= t (upper) or d >= t; it lasts until d
    // leaves it.
    bool truth = false, upper = false;
    Wide t = 0;
    switch (kind) {
        case Kind::Lt:
        case Kind::Le:
            t = kind == Kind::Lt ? -1 : 0;
            truth = d <= t;
            upper = truth;
            if (!truth) t += 1;
            break;
        case Kind::Gt:
        case Kind::Ge:
            t = kind == Kind::Gt ? 1 : 0;
            truth = d >= t;
            upper = !truth;
            if (!truth) t -= 1;
            break;
        default:  // Eq, Ne: d == 0 lasts only while d does not move; d != 0 on its side of 0
            truth = (d == 0) == (kind == Kind::Eq);
            if (d == 0) {
                room = dn == 0 ? kForever : 0;
                return truth;
            }
            upper = d < 0;
            t = upper ? -1 : 1;
            break;
    }
    if (upper)
        room = dn <= 0 ? kForever : (t - d) / dn;
    else
        room = dn >= 0 ? kForever : (d - t) / -dn;
    return truth;
}

}  // namespace

std::vector<HeapRuleForm> heapRuleForms(const Compiled& c) {
    std::vector<HeapRuleForm> forms;
    if (c.dimensions != 1) return {};
    for (const Plan& plan : c.plans) {
        const Kernel& k = plan.kernel;
        if (!k.usable || !k.testsAffine || plan.binders.size() != 1 || !plan.conditionsAt[0].empty() ||
            k.coordCount != 1)
            return {};
        HeapRuleForm f;
        f.safe = std::numeric_limits<std::int64_t>::max();
        const CompiledBinder& b = plan.binders[0];
        if (b.isSet) {
            if (!b.constant) return {};
            f.members = &b.constantMembers;
        } else {
            const Op& lo = c.ops[static_cast<std::size_t>(b.lo)];
            const Op& hi = c.ops[static_cast<std::size_t>(b.hi)];
            if (lo.kind != Kind::Number) return {};
            f.lo = lo.value;
            f.sequence = plan.sequenceOf[0];
            if (hi.kind == Kind::Name && hi.value == 0 && f.sequence >= 0) {
                f.hiIsN = true;  // the members up to n: a new one now and then
            } else if (hi.kind == Kind::Number) {
                f.hi = hi.value;
                if (f.sequence < 0 && static_cast<Wide>(f.hi) - f.lo >= kMaxListed) return {};
            } else {
                return {};
            }
        }
        for (const KernelTest& t : k.tests) {
            const auto a = linear(t.a, f.safe), bb = linear(t.b, f.safe);
            if (!a || !bb) return {};
            HeapRuleForm::Test test;
            test.cost = t.cost;
            if (t.kind == Kind::InRange) {
                const auto cc = linear(t.c, f.safe);
                if (!cc) return {};
                test.count = 2;
                test.comparisons[0] = {Kind::Ge, minus(*a, *bb)};
                test.comparisons[1] = {Kind::Ge, minus(*cc, *a)};
            } else {
                test.comparisons[0] = {t.kind, minus(*a, *bb)};
            }
            f.tests.push_back(test);
        }
        f.partCount = k.partCount;
        f.partsCost = k.partsCost;
        for (int p = 0; p < k.partCount; ++p) {
            const auto part = linear(k.parts[static_cast<std::size_t>(p)][0], f.safe);
            if (!part || part->cn > kMaxCoefficient || part->cn < -kMaxCoefficient) return {};
            f.parts[static_cast<std::size_t>(p)] = *part;
        }
        forms.push_back(std::move(f));
    }
    return forms;
}

bool planHeapBlock(const std::vector<HeapRuleForm>& forms, std::int64_t first, std::int64_t limit, HeapBlock& out) {
    if (forms.empty() || limit < first) return false;
    Wide room = static_cast<Wide>(limit) - first;  // heaps after `first` in the block
    const auto within = [&room](Wide r) { room = std::min(room, r); };
    std::int64_t steps = 0, moves = 0, work = 0;
    std::vector<std::int64_t> listed;
    out.rules.resize(forms.size());
    for (std::size_t r = 0; r < forms.size(); ++r) {
        const HeapRuleForm& f = forms[r];
        HeapBlockRule& rule = out.rules[r];
        if (first > f.safe) return false;
        within(static_cast<Wide>(f.safe) - first);
        const std::vector<std::int64_t>* values = f.members;
        if (!values) {
            listed.clear();
            const std::int64_t hi = f.hiIsN ? first : f.hi;
            if (f.sequence >= 0) {
                const auto seq = static_cast<Sequence>(f.sequence);
                forEachInSequence(seq, f.lo, hi, [&](std::int64_t v) {
                    listed.push_back(v);
                    return static_cast<std::int64_t>(listed.size()) <= kMaxListed;
                });
                if (static_cast<std::int64_t>(listed.size()) > kMaxListed) return false;
                if (f.hiIsN) {  // the list stays until n reaches the next member
                    const std::int64_t next =
                        first < (std::int64_t{1} << 62) - 1 ? nextInSequence(seq, std::max(first + 1, f.lo)) : -1;
                    if (next < 0) return false;
                    within(static_cast<Wide>(next) - 1 - first);
                }
            } else {
                for (std::int64_t v = f.lo; v <= hi; ++v) listed.push_back(v);
            }
            values = &listed;
        }
        steps += static_cast<std::int64_t>(values->size());  // a step per value visited
        work += static_cast<std::int64_t>(values->size());
        if (!values->empty() && std::max(-values->front(), values->back()) > f.safe) return false;
        rule.partCount = f.partCount;
        for (int p = 0; p < f.partCount; ++p) {
            rule.cn[static_cast<std::size_t>(p)] = static_cast<std::int64_t>(f.parts[static_cast<std::size_t>(p)].cn);
            rule.offsets[static_cast<std::size_t>(p)].clear();
        }
        for (const std::int64_t k : *values) {
            // The tests in order, up to the first that fails, each paying its cost (as the
            // interpreter's conjuncts do), each truth kept all over the block.
            bool pass = true;
            for (const auto& t : f.tests) {
                steps += t.cost;
                for (int i = 0; i < t.count && pass; ++i) {
                    const auto& cmp = t.comparisons[static_cast<std::size_t>(i)];
                    Wide r = 0;
                    pass = holds(cmp.kind, cmp.d.at(first, k), cmp.d.cn, r);
                    within(r);
                }
                if (!pass) break;
            }
            if (!pass) continue;
            ++moves;
            steps += f.partsCost;
            for (int p = 0; p < f.partCount; ++p) {
                const HeapLinear& part = f.parts[static_cast<std::size_t>(p)];
                // A smaller heap at `first`, and so all over the block: 0 <= part <= n - 1.
                const Wide offset = part.c0 + part.ck * k, at = offset + part.cn * first;
                if (offset >= kMaxOffset || offset <= -kMaxOffset || at < 0 || at > first - 1) return false;
                if (part.cn < 0) within(at / -part.cn);
                if (part.cn > 1) within((first - 1 - at) / (part.cn - 1));
                rule.offsets[static_cast<std::size_t>(p)].push_back(static_cast<std::int64_t>(offset));
            }
        }
    }
    if (steps > kMaxStepsPerPosition || moves > kMaxOptionsPerPosition || room < 0) return false;
    out.steps = steps;
    out.work = work;
    out.last = first + static_cast<std::int64_t>(room);
    return true;
}

}  // namespace grundy::rules::detail
