// The compiled form of a checked program and the machine that runs it: each move rule becomes a
// plan (its binders' domains, and its condition split into the conjuncts that can be tested as soon
// as their names are bound), evaluated over the resolved tree with a step budget per position.
// Nothing is re-parsed per position; names are slots, sequences are looked up, not computed.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "sequences.hpp"
#include "syntax.hpp"

namespace grundy::rules::detail {

using Coords = std::array<std::int64_t, 3>;

// A compiled expression node: a flat array of these (28 bytes each) replaces the syntax tree's
// nodes during evaluation. Operands are indices into Compiled::ops; min and max of many are folded
// into pairs; a set's items sit in Compiled::items.
struct Op {
    Kind kind = Kind::Number;
    bool negated = false;  // "not in"
    Sequence seq = Sequence::Fib;
    int a = -1;                // first operand; InSet: the tested number
    int b = -1;                // second operand; InSet: the first item
    int c = -1;                // third operand (InRange's hi, a tuple's third); InSet: the item count
    std::int64_t value = 0;    // Number: the number; Name: the slot
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
    std::vector<int> parts;  // ops of the result's parts
    int line = 0;  // of the word "move", for messages
    std::vector<std::vector<int>> conditionsAt;  // [level]: conjuncts tested once binders [0, level) are bound
    // Per binder: a sequence to iterate instead of every number of its range, when a conjunct at its
    // level is "k in SEQ" for this binder (that conjunct is then left out of conditionsAt).
    std::vector<int> sequenceOf;  // -1, or the Sequence's number
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

    // The position a typed number means, by the start rule (the program must have one).
    bool startPosition(std::int64_t typed, Coords& out);

    const std::string& error() const { return error_; }
    int errorRule() const { return errorRule_; }
    std::int64_t steps() const { return steps_; }
    // The text of a position in the language's style: 7, (3, 5).
    static std::string positionText(const Coords& p, int dims);
    // "(k = 3, a = 1)" for the current binders of a rule, or "" when it has none.
    std::string bindings(int rule) const;

private:
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
    // "the move rule on line L <what> at position P (k = 3)<hint>"; returns false.
    bool fail(const std::string& what, bool showBindings = false, const std::string& hint = "");
    bool stepsExceeded() {
        return fail("needs more than " + std::to_string(kMaxStepsPerPosition) + " steps", false,
                    "; narrow its ranges (e.g. k in 1..n rather than 1..1000000000)");
    }
    template <class Sink>
    bool level(int rule, int depth, Sink& sink, bool& stop);
    bool tuple(int node, Coords& out);
    static std::int64_t nextInSequenceFrom(int seq, std::int64_t v) {
        return nextInSequence(static_cast<Sequence>(seq), v);
    }

    const Compiled& c_;
    std::array<std::int64_t, 3 + kMaxBinders> slots_{};
    Coords at_{};
    int rule_ = -1;
    std::int64_t steps_ = 0;
    std::int64_t moveCount_ = 0;
    std::string error_;
    int errorRule_ = -1;
};

template <class Sink>
bool Machine::moves(const Coords& p, Sink&& sink) {
    at_ = p;
    for (int i = 0; i < c_.dimensions; ++i) slots_[static_cast<std::size_t>(i)] = p[static_cast<std::size_t>(i)];
    steps_ = 0;
    moveCount_ = 0;
    error_.clear();
    errorRule_ = -1;
    bool stop = false;
    for (rule_ = 0; rule_ < static_cast<int>(c_.plans.size()) && !stop; ++rule_) {
        if (!level(rule_, 0, sink, stop)) {
            errorRule_ = rule_;
            return false;
        }
    }
    return true;
}

template <class Sink>
bool Machine::level(int rule, int depth, Sink& sink, bool& stop) {
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
            return fail("gives more than " + std::to_string(kMaxOptionsPerPosition) + " moves", false,
                        "; narrow its ranges");
        if (!sink(m)) stop = true;
        return true;
    }
    const auto& b = plan.binders[static_cast<std::size_t>(depth)];
    auto& slot = slots_[static_cast<std::size_t>(b.slot)];
    const auto visit = [&](std::int64_t v) {
        if (++steps_ > kMaxStepsPerPosition) return stepsExceeded();
        slot = v;
        return level(rule, depth + 1, sink, stop);
    };
    if (b.isSet && b.constant) {
        for (const std::int64_t v : b.constantMembers) {
            if (!visit(v)) return false;
            if (stop) return true;
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
            if (static_cast<long double>(hi) - static_cast<long double>(lo) > kMaxStepsPerPosition) return stepsExceeded();
            for (std::int64_t v = lo; v <= hi; ++v) {
                if (++steps_ > kMaxStepsPerPosition) return stepsExceeded();
                members.push_back(v);
            }
        }
        std::sort(members.begin(), members.end());
        members.erase(std::unique(members.begin(), members.end()), members.end());
        for (const std::int64_t v : members) {
            if (!visit(v)) return false;
            if (stop) return true;
        }
        return true;
    }
    std::int64_t lo = 0, hi = 0;
    if (!operand(b.lo, lo) || !operand(b.hi, hi)) return false;
    const int seq = plan.sequenceOf[static_cast<std::size_t>(depth)];
    if (seq >= 0) {
        for (std::int64_t v = nextInSequenceFrom(seq, lo); v >= 0 && v <= hi; v = nextInSequenceFrom(seq, v + 1)) {
            if (!visit(v)) return false;
            if (stop) return true;
        }
        return true;
    }
    for (std::int64_t v = lo; v <= hi; ++v) {
        if (!visit(v)) return false;
        if (stop) return true;
    }
    return true;
}

}  // namespace grundy::rules::detail
