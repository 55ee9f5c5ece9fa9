// The machine's moves as runs (kernel.hpp): Machine::runs and the kernel's walks it makes them by
// (kernelLevel over the binders, then kernelAt, kernelList or kernelRange for the last one), the
// same moves as Machine::moves (machine.hpp) in the same order, with the same steps counted. A file
// that calls runs() includes this header.
#pragma once

#include <algorithm>
#include <cstdint>

#include "machine.hpp"

namespace grundy::rules::detail {

template <class RunSink>
bool Machine::runs(const Coords& p, RunSink&& sink) {
    begin(p);
    for (rule_ = 0; rule_ < static_cast<int>(c_.plans.size()); ++rule_) {
        const auto& plan = c_.plans[static_cast<std::size_t>(rule_)];
        bool ran = false;
        if (plan.kernel.usable) {
            ran = kernelLevel(rule_, 0, sink);
        } else {
            const auto one = [&](const Move& m) {
                Run& r = run_;
                r.rule = m.rule;
                r.partCount = m.partCount;
                r.length = 1;
                r.first = m.parts;
                r.step = {};
                r.ks = nullptr;
                return static_cast<bool>(sink(r));
            };
            ran = level(rule_, 0, one);
        }
        if (!ran || stop_) {
            errorRule_ = rule_;
            return false;
        }
    }
    return steps_ <= kMaxStepsPerPosition && moveCount_ <= kMaxOptionsPerPosition;
}

template <class RunSink>
bool Machine::kernelLevel(int rule, int depth, RunSink& sink) {
    const auto& plan = c_.plans[static_cast<std::size_t>(rule)];
    const int binders = static_cast<int>(plan.binders.size());
    if (binders == 0) {
        nextGeneration();
        return kernelAt(rule, false, sink);
    }
    for (const int cond : plan.conditionsAt[static_cast<std::size_t>(depth)]) {
        bool holds = false;
        if (!truth(cond, holds)) return false;
        if (!holds) return true;
    }
    const auto& b = plan.binders[static_cast<std::size_t>(depth)];
    auto& slot = slots_[static_cast<std::size_t>(b.slot)];
    if (depth + 1 < binders) {
        auto visit = [&](std::int64_t v) {
            if (++steps_ > kMaxStepsPerPosition) return stepsExceeded();
            slot = v;
            return kernelLevel(rule, depth + 1, sink);
        };
        return eachValue(plan, depth, visit);
    }
    nextGeneration();  // the outer bindings are fixed from here on: atoms are evaluated once
    if (!b.isSet && plan.sequenceOf[static_cast<std::size_t>(depth)] < 0 && plan.kernel.testsAffine) {
        std::int64_t lo = 0, hi = 0;
        if (!operand(b.lo, lo) || !operand(b.hi, hi)) return false;
        return kernelRange(rule, lo, hi, sink);
    }
    if (plan.kernel.testsAffine) return kernelList(rule, sink);
    auto visit = [&](std::int64_t v) {
        if (++steps_ > kMaxStepsPerPosition) return stepsExceeded();
        slot = v;
        return kernelAt(rule, true, sink);
    };
    return eachValue(plan, depth, visit);
}

template <class RunSink>
bool Machine::kernelAt(int rule, bool bound, RunSink& sink) {
    const Kernel& k = c_.plans[static_cast<std::size_t>(rule)].kernel;
    const std::int64_t at = bound ? slots_[static_cast<std::size_t>(k.binderSlot)] : 0;
    for (std::size_t i = 0; i < k.tests.size(); ++i) {
        const KernelTest& t = k.tests[i];
        bool holds = false;
        if (t.affine) {
            steps_ += t.cost;
            std::int64_t a = 0, b = 0, c = 0;
            const int id = static_cast<int>(i);
            if (!affineAt(t.a, testSlot(id, 0), at, a) || !affineAt(t.b, testSlot(id, 1), at, b)) return giveUp();
            if (t.kind == Kind::InRange) {
                if (!affineAt(t.c, testSlot(id, 2), at, c)) return giveUp();
                holds = b <= a && a <= c;
            } else {
                holds = compares(t.kind, a, b);
            }
        } else if (!truth(t.op, holds)) {
            return false;
        }
        if (!holds) return steps_ <= kMaxStepsPerPosition || giveUp();
    }
    steps_ += k.partsCost;
    if (steps_ > kMaxStepsPerPosition || ++moveCount_ > kMaxOptionsPerPosition) return giveUp();
    Run& r = run_;
    r.rule = rule;
    r.partCount = k.partCount;
    r.length = 1;
    r.ks = nullptr;
    for (int p = 0; p < k.partCount; ++p) {
        for (int j = 0; j < k.coordCount; ++j) {
            if (!affineAt(k.parts[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)], partSlot(p, j), at,
                          r.first[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)]))
                return giveUp();
            r.step[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] = 0;
        }
    }
    return sink(r) || giveUp();
}

template <class RunSink>
bool Machine::kernelList(int rule, RunSink& sink) {
    const auto& plan = c_.plans[static_cast<std::size_t>(rule)];
    const Kernel& k = plan.kernel;
    const int depth = static_cast<int>(plan.binders.size()) - 1;
    const auto& b = plan.binders[static_cast<std::size_t>(depth)];
    // A set of literals ({1, 3, 4}) is its members, known already; anything else is listed.
    const std::int64_t* values = nullptr;
    std::size_t count = 0;
    if (b.isSet && b.constant) {
        values = b.constantMembers.data();
        count = b.constantMembers.size();
        if (static_cast<std::int64_t>(count) > kMaxStepsPerPosition - steps_) return giveUp();
        steps_ += static_cast<std::int64_t>(count);  // the visits, as level() counts them
    } else {
        ks_.clear();
        auto collect = [&](std::int64_t v) {
            if (++steps_ > kMaxStepsPerPosition) return stepsExceeded();  // the visit, as level() counts it
            ks_.push_back(v);
            return true;
        };
        if (!eachValue(plan, depth, collect)) return false;
        values = ks_.data();
        count = ks_.size();
    }
    if (count == 0) return true;
    const std::int64_t lo = values[0], hi = values[count - 1];
    const int tests = static_cast<int>(k.tests.size());
    auto& holds = holds_;
    for (int i = 0; i < tests; ++i) {
        const KernelTest& t = k.tests[static_cast<std::size_t>(i)];
        std::int64_t a = 0, b = 0, c = 0;
        if (!affineSpan(t.a, testSlot(i, 0), lo, hi, a) || !affineSpan(t.b, testSlot(i, 1), lo, hi, b)) return giveUp();
        if (t.kind == Kind::InRange && !affineSpan(t.c, testSlot(i, 2), lo, hi, c)) return giveUp();
        holds[static_cast<std::size_t>(i)] = solveTest(t, a, b, c, lo, hi);
    }
    // Each value pays for the tests it reaches, as the interpreter's conjuncts stop at the first false.
    bool everyone = true;  // every test holds all over [lo, hi]: all values pass, each paying every test
    std::int64_t cost = 0;
    for (int i = 0; i < tests; ++i) {
        const TruthSet& s = holds[static_cast<std::size_t>(i)];
        everyone = everyone && s.from <= lo && s.to >= hi && !s.hole;
        cost += k.tests[static_cast<std::size_t>(i)].cost;
    }
    std::size_t kept = count;
    if (everyone) {
        cost *= static_cast<std::int64_t>(count);
    } else {
        if (values != ks_.data()) ks_.assign(values, values + count);
        values = ks_.data();
        kept = 0;
        cost = 0;
        for (std::size_t j = 0; j < count; ++j) {
            const std::int64_t v = ks_[j];
            bool pass = true;
            for (int i = 0; i < tests && pass; ++i) {
                cost += k.tests[static_cast<std::size_t>(i)].cost;
                pass = holds[static_cast<std::size_t>(i)].contains(v);
            }
            if (pass) ks_[kept++] = v;
        }
    }
    steps_ += cost + k.partsCost * static_cast<std::int64_t>(kept);
    moveCount_ += static_cast<std::int64_t>(kept);
    if (steps_ > kMaxStepsPerPosition || moveCount_ > kMaxOptionsPerPosition) return giveUp();
    if (kept == 0) return true;
    Run& r = run_;
    r.rule = rule;
    r.partCount = k.partCount;
    r.length = static_cast<std::int64_t>(kept);
    r.ks = values;
    for (int p = 0; p < k.partCount; ++p) {
        for (int j = 0; j < k.coordCount; ++j) {
            const Affine& f = k.parts[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)];
            if (!affineSpan(f, partSlot(p, j), values[0], values[kept - 1],
                            r.first[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)]))
                return giveUp();
            r.step[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] = f.slope;
        }
    }
    return sink(r) || giveUp();
}

template <class RunSink>
bool Machine::kernelRange(int rule, std::int64_t lo, std::int64_t hi, RunSink& sink) {
    if (hi < lo) return true;
    const Kernel& k = c_.plans[static_cast<std::size_t>(rule)].kernel;
    // Every value of the range is visited (a step each), as the interpreter would.
    if (static_cast<Wide>(hi) - lo + 1 > kMaxStepsPerPosition - steps_) return giveUp();
    steps_ += hi - lo + 1;
    // The values where every test so far holds: [from, to] less the holes a != leaves.
    std::int64_t from = lo, to = hi;
    std::array<std::int64_t, Kernel::kMaxTests> holes;
    int holeCount = 0;
    const auto count = [&]() -> std::int64_t {
        if (from > to) return 0;
        std::int64_t n = to - from + 1;
        for (int h = 0; h < holeCount; ++h)
            if (from <= holes[static_cast<std::size_t>(h)] && holes[static_cast<std::size_t>(h)] <= to) --n;
        return n;
    };
    const int tests = static_cast<int>(k.tests.size());
    for (int i = 0; i < tests; ++i) {
        const std::int64_t tested = count();
        if (tested == 0) return true;
        const KernelTest& t = k.tests[static_cast<std::size_t>(i)];
        steps_ += t.cost * tested;
        if (steps_ > kMaxStepsPerPosition) return giveUp();
        std::int64_t a = 0, b = 0, c = 0;
        if (!affineSpan(t.a, testSlot(i, 0), from, to, a) || !affineSpan(t.b, testSlot(i, 1), from, to, b))
            return giveUp();
        if (t.kind == Kind::InRange && !affineSpan(t.c, testSlot(i, 2), from, to, c)) return giveUp();
        const TruthSet s = solveTest(t, a, b, c, from, to);
        from = std::max(from, s.from);
        to = std::min(to, s.to);
        if (s.hole && from <= s.holeAt && s.holeAt <= to) {
            bool known = false;
            for (int h = 0; h < holeCount; ++h) known = known || holes[static_cast<std::size_t>(h)] == s.holeAt;
            if (!known) holes[static_cast<std::size_t>(holeCount++)] = s.holeAt;
        }
    }
    const std::int64_t moves = count();
    if (moves == 0) return true;
    steps_ += k.partsCost * moves;
    moveCount_ += moves;
    if (steps_ > kMaxStepsPerPosition || moveCount_ > kMaxOptionsPerPosition) return giveUp();
    Run& r = run_;
    r.rule = rule;
    r.partCount = k.partCount;
    r.ks = nullptr;
    for (int p = 0; p < k.partCount; ++p) {
        for (int j = 0; j < k.coordCount; ++j) {
            const Affine& f = k.parts[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)];
            if (!affineSpan(f, partSlot(p, j), from, to,
                            r.first[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)]))
                return giveUp();
            r.step[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] = f.slope;
        }
    }
    if (holeCount == 0) {
        r.length = to - from + 1;
        return sink(r) || giveUp();
    }
    // One run per stretch between holes, in order. At most kMaxTests holes: sorted by insertion
    // (std::sort's introsort, inlined here, made GCC warn of reads past the array it never makes).
    for (int h = 1; h < holeCount; ++h)
        for (int i = h; i > 0 && holes[static_cast<std::size_t>(i - 1)] > holes[static_cast<std::size_t>(i)]; --i)
            std::swap(holes[static_cast<std::size_t>(i - 1)], holes[static_cast<std::size_t>(i)]);
    const std::array<Coords, 3> first = r.first;
    const auto emit = [&](std::int64_t a, std::int64_t b) {
        r.length = b - a + 1;
        for (int p = 0; p < k.partCount; ++p)
            for (int j = 0; j < k.coordCount; ++j)
                r.first[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] =
                    first[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] +
                    r.step[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] * (a - from);
        return static_cast<bool>(sink(r));
    };
    std::int64_t start = from;
    for (int h = 0; h < holeCount; ++h) {
        const std::int64_t hole = holes[static_cast<std::size_t>(h)];
        if (hole < from || hole > to) continue;
        if (hole > start && !emit(start, hole - 1)) return giveUp();
        start = hole + 1;
    }
    if (start <= to && !emit(start, to)) return giveUp();
    return true;
}

}  // namespace grundy::rules::detail
