// The compiled form of a checked program and the machine that runs it: each move rule becomes a
// plan (its binders' domains, and its condition split into the conjuncts that can be tested as soon
// as their names are bound), evaluated over the resolved tree with a step budget per position.
// Nothing is re-parsed per position; names are slots, sequences are looked up, not computed.
// Machine::moves is here; Machine::runs, the same moves as runs of the kernel, is in machine_runs.hpp.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "kernel.hpp"
#include "sequences.hpp"
#include "syntax.hpp"

namespace grundy::rules::detail {

// A compiled expression node: a flat array of these (28 bytes each) replaces the syntax tree's
// nodes during evaluation. Operands are indices into Compiled::ops; min and max of many are folded
// into pairs; a set's items sit in Compiled::items.
struct Op {
    Kind kind = Kind::Number;
    bool negated = false;  // "not in"
    Sequence seq = Sequence::Fib;
    int a = -1;              // first operand; InSet: the tested number
    int b = -1;              // second operand; InSet: the first item
    int c = -1;              // third operand (InRange's hi, a tuple's third); InSet: the item count
    std::int64_t value = 0;  // Number: the number; Name: the slot
};

// One item of a compiled set: lo..hi, or hi < 0 for a single number.
struct OpItem {
    int lo = -1;
    int hi = -1;
};

struct CompiledBinder {
    int slot = 0;
    bool isSet = false;
    int lo = -1;  // range: ops
    int hi = -1;
    int itemsBegin = 0;  // set: items [itemsBegin, itemsBegin + itemsCount)
    int itemsCount = 0;
    // A set of literals only ({1, 3, 4}): its members, sorted and distinct, worked out once.
    std::vector<std::int64_t> constantMembers;
    bool constant = false;
};

struct Plan {
    std::vector<CompiledBinder> binders;
    std::vector<int> parts;                      // ops of the result's parts
    int line = 0;                                // of the word "move", for messages
    std::vector<std::vector<int>> conditionsAt;  // [level]: conjuncts tested once binders [0, level) are bound
    // Per binder: a sequence to iterate instead of every number of its range, when a conjunct at its
    // level is "k in SEQ" for this binder (that conjunct is then left out of conditionsAt).
    std::vector<int> sequenceOf;  // -1, or the Sequence's number
    Kernel kernel;                // how runs() makes this rule's moves (kernel.hpp)
};

struct Compiled {
    Program program;  // kept for names in messages
    std::vector<Plan> plans;
    std::vector<Op> ops;
    std::vector<OpItem> items;
    int startTuple = -1;  // op of the start rule's tuple
    int dimensions = 1;
};

Compiled compile(Program program);

// One move: the rule that made it and the parts it leaves.
struct Move {
    int rule = 0;
    int partCount = 0;
    std::array<Coords, 3> parts{};
};

class Machine {
public:
    explicit Machine(const Compiled& c) : c_(c) {}

    // Calls sink(move) for every move of p; returns false (and sets error()) when a rule fails:
    // division by zero, overflow, the step budget or the move count is exceeded. Moves already
    // given to the sink stay given. sink returns false to stop early (then moves returns true).
    template <class Sink>
    bool moves(const Coords& p, Sink&& sink);

    // The same moves as moves(), in the same order and with the same steps counted, as runs (see
    // kernel.hpp): sink(run) for each. Returns false when it cannot vouch for the outcome (an error,
    // a budget, an overflow guard, or sink returning false): the caller then asks moves(), which
    // gives the exact outcome and message. Rules without a usable kernel go through the interpreter
    // here too, each move a run of length 1.
    template <class RunSink>
    bool runs(const Coords& p, RunSink&& sink);
    std::int64_t moveCount() const { return moveCount_; }

    // Two coordinates: what binder-less rule `rule` (kernel.rowUsable) does over the cells
    // (row, from..to): where each test holds and the parts, affine in the column. False when a
    // guard does not hold (then each cell is done by runs()).
    bool rowRule(int rule, std::int64_t row, std::int64_t from, std::int64_t to, RowRule& out);

    // The position a typed number means, by the start rule (the program must have one).
    bool startPosition(std::int64_t typed, Coords& out);

    // Why the last call returned false (valid until the next call).
    const Error& why() const { return *error_; }
    int errorRule() const { return errorRule_; }
    std::int64_t steps() const { return steps_; }
    // The text of a position in the language's style: 7, (3, 5).
    static std::string positionText(const Coords& p, int dims);
    // " (k = 3, a = 1)" for the current binders of a rule (a message of its own: a translation
    // words the brackets), or "" when it has none.
    Arg bindings(int rule) const;

private:
    // Starts on position p: its coordinates in their slots, and no steps, moves or error yet.
    void begin(const Coords& p) {
        at_ = p;
        for (int i = 0; i < c_.dimensions; ++i) slots_[static_cast<std::size_t>(i)] = p[static_cast<std::size_t>(i)];
        steps_ = 0;
        moveCount_ = 0;
        error_.reset();
        errorRule_ = -1;
        stop_ = false;
    }
    bool number(int node, std::int64_t& out);
    // A number's value, read straight from a leaf (a name or a literal: about half of all nodes)
    // without a call; any other node is evaluated by number().
    bool operand(int node, std::int64_t& out) {
        const Op& o = c_.ops[static_cast<std::size_t>(node)];
        if (o.kind == Kind::Name) {
            out = slots_[static_cast<std::size_t>(o.value)];
            return true;
        }
        if (o.kind == Kind::Number) {
            out = o.value;
            return true;
        }
        return number(node, out);
    }
    bool truth(int node, bool& out);
    // What a message about a rule that asks too much adds: nothing, "; narrow its ranges", or that
    // with an example.
    enum class Hint { None, Narrow, NarrowExample };
    // "the move rule on line L <what> at position P (k = 3)<hint>"; returns false.
    bool fail(Message what, bool showBindings = false, Hint hint = Hint::None);
    bool stepsExceeded() {
        return fail(say(msg::rules_run_steps{.most = kMaxStepsPerPosition}), false, Hint::NarrowExample);
    }
    template <class Sink>
    bool level(int rule, int depth, Sink& sink);
    // Calls visit(v) for each value of binder `depth` of the plan, in order (visit counts the step);
    // false when visit or a domain fails; returns at once when stop_ is set.
    template <class Visit>
    bool eachValue(const Plan& plan, int depth, Visit& visit);
    bool tuple(int node, Coords& out);

    // The kernel's walk (runs()): the outer binders as level() does, then the innermost binder.
    template <class RunSink>
    bool kernelLevel(int rule, int depth, RunSink& sink);
    template <class RunSink>
    bool kernelRange(int rule, std::int64_t lo, std::int64_t hi, RunSink& sink);
    // The innermost binder's values listed (a set, a sequence), its affine tests solved once over
    // them, one run listing the values that pass.
    template <class RunSink>
    bool kernelList(int rule, RunSink& sink);
    // The tests and the move at the current bindings (bound: the innermost binder has a value).
    template <class RunSink>
    bool kernelAt(int rule, bool bound, RunSink& sink);
    // An affine form's value at binder value k (0 when unbound), with its atoms evaluated once per
    // generation_ (one per value of the outer binders); false when a guard does not hold.
    [[gnu::always_inline]] bool affineAt(const Affine& f, int id, std::int64_t k, std::int64_t& out) {
        const auto slot = static_cast<std::size_t>(id);
        if (basesAt_[slot] != generation_) {
            if (!affineBase(f, bases_[slot])) return false;
            basesAt_[slot] = generation_;
        }
        if (k > f.safe || k < -f.safe) return false;
        out = bases_[slot] + f.slope * k;
        return true;
    }
    // The value at `from`, guarded for every k of [from, to] (affine: the guards at both ends do).
    [[gnu::always_inline]] bool affineSpan(const Affine& f, int id, std::int64_t from, std::int64_t to,
                                           std::int64_t& out) {
        return to <= f.safe && to >= -f.safe && affineAt(f, id, from, out);
    }
    bool affineBase(const Affine& f, std::int64_t& base) {
        std::int64_t sum = f.constant;
        for (int i = 0; i < f.termCount; ++i) {
            const AffineTerm& term = f.terms[static_cast<std::size_t>(i)];
            std::int64_t atom = 0;
            if (term.slot >= 0)
                atom = slots_[static_cast<std::size_t>(term.slot)];
            else if (!atomValue(term.op, atom))
                return false;
            if (atom > f.safe || atom < -f.safe) return false;
            sum += term.coef * atom;  // within 64 bits: |constant| + sum |coef| * safe is
        }
        base = sum;
        return true;
    }
    // A subtree that does not read the binder, evaluated once for every k of the run (its steps are
    // counted per k by the caller, as part of the expression's cost).
    bool atomValue(int op, std::int64_t& out);
    void nextGeneration() {
        if (++generation_ == 0) {  // wrapped: forget every base for real
            basesAt_.fill(0);
            generation_ = 1;
        }
    }
    bool giveUp() {
        stop_ = true;
        return false;
    }
    static constexpr int kAffineSlots = 3 * Kernel::kMaxTests + 9;
    static int testSlot(int test, int which) { return 3 * test + which; }
    static int partSlot(int part, int coord) { return 3 * Kernel::kMaxTests + 3 * part + coord; }

    const Compiled& c_;
    std::array<std::int64_t, 3 + kMaxBinders> slots_{};
    Coords at_{};
    int rule_ = -1;
    std::int64_t steps_ = 0;
    std::int64_t moveCount_ = 0;
    std::optional<Error> error_;
    int errorRule_ = -1;
    bool stop_ = false;  // the sink asked to stop (moves) or the kernel gave up (runs)
    std::array<std::int64_t, kAffineSlots> bases_{};
    Run run_;                                        // the run being made
    std::vector<std::int64_t> ks_;                   // the values a listing run lists
    std::array<TruthSet, Kernel::kMaxTests> holds_;  // where each test holds (kernelList)
    std::array<std::uint32_t, kAffineSlots> basesAt_{};
    std::uint32_t generation_ = 0;
};

template <class Sink>
bool Machine::moves(const Coords& p, Sink&& sink) {
    begin(p);
    for (rule_ = 0; rule_ < static_cast<int>(c_.plans.size()) && !stop_; ++rule_) {
        if (!level(rule_, 0, sink)) {
            errorRule_ = rule_;
            return false;
        }
    }
    return true;
}

template <class Sink>
bool Machine::level(int rule, int depth, Sink& sink) {
    const auto& plan = c_.plans[static_cast<std::size_t>(rule)];
    for (const int cond : plan.conditionsAt[static_cast<std::size_t>(depth)]) {
        bool holds = false;
        if (!truth(cond, holds)) return false;
        if (!holds) return true;
    }
    if (depth == static_cast<int>(plan.binders.size())) {
        Move m;
        m.rule = rule;
        m.partCount = static_cast<int>(plan.parts.size());
        for (int i = 0; i < m.partCount; ++i) {
            const int part = plan.parts[static_cast<std::size_t>(i)];
            auto& to = m.parts[static_cast<std::size_t>(i)];
            if (c_.dimensions == 1) {
                if (!operand(part, to[0])) return false;
            } else if (!tuple(part, to)) {
                return false;
            }
        }
        if (++moveCount_ > kMaxOptionsPerPosition)
            return fail(say(msg::rules_run_moves{.most = kMaxOptionsPerPosition}), false, Hint::Narrow);
        if (!sink(m)) stop_ = true;
        return true;
    }
    auto& slot = slots_[static_cast<std::size_t>(plan.binders[static_cast<std::size_t>(depth)].slot)];
    auto visit = [&](std::int64_t v) {
        if (++steps_ > kMaxStepsPerPosition) return stepsExceeded();
        slot = v;
        return level(rule, depth + 1, sink);
    };
    return eachValue(plan, depth, visit);
}

template <class Visit>
bool Machine::eachValue(const Plan& plan, int depth, Visit& visit) {
    const auto& b = plan.binders[static_cast<std::size_t>(depth)];
    if (b.isSet && b.constant) {
        for (const std::int64_t v : b.constantMembers) {
            if (!visit(v)) return false;
            if (stop_) return true;
        }
        return true;
    }
    if (b.isSet) {
        // A set's members in order, each once (sorting a copy; sets are small).
        std::vector<std::int64_t> members;
        for (int i = 0; i < b.itemsCount; ++i) {
            const OpItem& item = c_.items[static_cast<std::size_t>(b.itemsBegin + i)];
            std::int64_t lo = 0, hi = 0;
            if (!number(item.lo, lo)) return false;
            hi = lo;
            if (item.hi >= 0 && !number(item.hi, hi)) return false;
            // hi - lo in unsigned 64 bits: exact for any hi > lo (no long double, soft float in wasm).
            if (hi > lo && static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) >
                               static_cast<std::uint64_t>(kMaxStepsPerPosition))
                return stepsExceeded();
            for (std::int64_t v = lo; v <= hi; ++v) {
                if (++steps_ > kMaxStepsPerPosition) return stepsExceeded();
                members.push_back(v);
            }
        }
        std::sort(members.begin(), members.end());
        members.erase(std::unique(members.begin(), members.end()), members.end());
        for (const std::int64_t v : members) {
            if (!visit(v)) return false;
            if (stop_) return true;
        }
        return true;
    }
    std::int64_t lo = 0, hi = 0;
    if (!operand(b.lo, lo) || !operand(b.hi, hi)) return false;
    const int seq = plan.sequenceOf[static_cast<std::size_t>(depth)];
    if (seq >= 0) {
        bool failed = false;
        forEachInSequence(static_cast<Sequence>(seq), lo, hi, [&](std::int64_t v) {
            if (!visit(v)) failed = true;
            return !failed && !stop_;
        });
        return !failed;
    }
    for (std::int64_t v = lo; v <= hi; ++v) {
        if (!visit(v)) return false;
        if (stop_) return true;
    }
    return true;
}

}  // namespace grundy::rules::detail
