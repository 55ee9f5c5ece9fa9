#include "machine.hpp"

#include <limits>

namespace grundy::rules::detail {

namespace {

// The highest slot a node reads (-1: none), to place each conjunct at the first level where it can
// be tested.
int highestSlot(const Program& p, int index) {
    const Node& n = p.nodes[static_cast<std::size_t>(index)];
    int most = n.kind == Kind::Name ? n.slot : -1;
    for (const int kid : n.kids) most = std::max(most, highestSlot(p, kid));
    for (const auto& item : n.items) {
        most = std::max(most, highestSlot(p, item.lo));
        if (item.hi >= 0) most = std::max(most, highestSlot(p, item.hi));
    }
    return most;
}

void conjuncts(const Program& p, int index, std::vector<int>& out) {
    const Node& n = p.nodes[static_cast<std::size_t>(index)];
    if (n.kind == Kind::And) {
        conjuncts(p, n.kids[0], out);
        conjuncts(p, n.kids[1], out);
    } else {
        out.push_back(index);
    }
}

// Appends the flat form of a checked node (and its operands) to c.ops; returns its index.
int flatten(const Program& p, int index, Compiled& c) {
    const Node& n = p.nodes[static_cast<std::size_t>(index)];
    Op op;
    op.kind = n.kind;
    op.negated = n.negated;
    op.seq = n.seq;
    switch (n.kind) {
        case Kind::Number:
            op.value = n.number;
            break;
        case Kind::Name:
            op.value = n.slot;
            break;
        case Kind::Min:
        case Kind::Max: {
            int folded = flatten(p, n.kids[0], c);
            for (std::size_t i = 1; i < n.kids.size(); ++i) {
                Op pair;
                pair.kind = n.kind;
                pair.a = folded;
                pair.b = flatten(p, n.kids[i], c);
                c.ops.push_back(pair);
                folded = static_cast<int>(c.ops.size()) - 1;
            }
            return folded;
        }
        case Kind::InSet: {
            op.a = flatten(p, n.kids[0], c);
            std::vector<OpItem> items;
            for (const auto& item : n.items)
                items.push_back(OpItem{flatten(p, item.lo, c), item.hi >= 0 ? flatten(p, item.hi, c) : -1});
            op.b = static_cast<int>(c.items.size());
            op.c = static_cast<int>(items.size());
            c.items.insert(c.items.end(), items.begin(), items.end());
            break;
        }
        default:
            if (n.kids.size() > 0) op.a = flatten(p, n.kids[0], c);
            if (n.kids.size() > 1) op.b = flatten(p, n.kids[1], c);
            if (n.kids.size() > 2) op.c = flatten(p, n.kids[2], c);
            break;
    }
    c.ops.push_back(op);
    return static_cast<int>(c.ops.size()) - 1;
}

}  // namespace

Compiled compile(Program program) {
    Compiled c;
    c.dimensions = static_cast<int>(program.coords.size());
    if (program.start) c.startTuple = flatten(program, program.start->tuple, c);
    for (const auto& rule : program.moves) {
        Plan plan;
        plan.line = rule.keyword.line;
        for (const auto& b : rule.binders) {
            CompiledBinder cb;
            cb.slot = b.slot;
            cb.isSet = b.isSet;
            if (b.isSet) {
                std::vector<OpItem> items;
                for (const auto& item : b.items)
                    items.push_back(
                        OpItem{flatten(program, item.lo, c), item.hi >= 0 ? flatten(program, item.hi, c) : -1});
                cb.itemsBegin = static_cast<int>(c.items.size());
                cb.itemsCount = static_cast<int>(items.size());
                c.items.insert(c.items.end(), items.begin(), items.end());
                // Literal items (a few ranges of at most 2^16 numbers in all): members known now.
                cb.constant = true;
                std::int64_t count = 0;
                for (const auto& item : items) {
                    const Op& lo = c.ops[static_cast<std::size_t>(item.lo)];
                    const Op* hi = item.hi >= 0 ? &c.ops[static_cast<std::size_t>(item.hi)] : &lo;
                    if (lo.kind != Kind::Number || hi->kind != Kind::Number) {
                        cb.constant = false;
                        break;
                    }
                    count += std::max<std::int64_t>(0, hi->value - lo.value + 1);
                    if (count > (std::int64_t{1} << 16)) {
                        cb.constant = false;
                        break;
                    }
                }
                if (cb.constant) {
                    for (const auto& item : items) {
                        const std::int64_t lo = c.ops[static_cast<std::size_t>(item.lo)].value;
                        const std::int64_t hi = item.hi >= 0 ? c.ops[static_cast<std::size_t>(item.hi)].value : lo;
                        for (std::int64_t v = lo; v <= hi; ++v) cb.constantMembers.push_back(v);
                    }
                    std::sort(cb.constantMembers.begin(), cb.constantMembers.end());
                    cb.constantMembers.erase(std::unique(cb.constantMembers.begin(), cb.constantMembers.end()),
                                             cb.constantMembers.end());
                }
            } else {
                cb.lo = flatten(program, b.lo, c);
                cb.hi = flatten(program, b.hi, c);
            }
            plan.binders.push_back(cb);
        }
        for (const int part : rule.parts) plan.parts.push_back(flatten(program, part, c));
        const std::size_t binders = rule.binders.size();
        plan.conditionsAt.assign(binders + 1, {});
        plan.sequenceOf.assign(binders, -1);
        if (rule.condition >= 0) {
            std::vector<int> parts;
            conjuncts(program, rule.condition, parts);
            // Conjuncts keep their order: each is tested no earlier than the one before it.
            std::size_t levelSoFar = 0;
            for (const int part : parts) {
                const int slot = highestSlot(program, part);
                const std::size_t own = slot < c.dimensions ? 0 : static_cast<std::size_t>(slot - c.dimensions + 1);
                levelSoFar = std::max(levelSoFar, own);
                const Node& n = program.nodes[static_cast<std::size_t>(part)];
                // "k in SEQ" for the binder just bound, over a range: iterate the sequence instead.
                if (levelSoFar >= 1 && n.kind == Kind::InSeq && !n.negated) {
                    const auto& b = rule.binders[levelSoFar - 1];
                    const Node& tested = program.nodes[static_cast<std::size_t>(n.kids[0])];
                    if (!b.isSet && tested.kind == Kind::Name && tested.slot == b.slot &&
                        plan.sequenceOf[levelSoFar - 1] < 0 && plan.conditionsAt[levelSoFar].empty()) {
                        plan.sequenceOf[levelSoFar - 1] = static_cast<int>(n.seq);
                        continue;
                    }
                }
                plan.conditionsAt[levelSoFar].push_back(flatten(program, part, c));
            }
        }
        c.plans.push_back(std::move(plan));
    }
    analyseKernels(c);
    c.program = std::move(program);
    return c;
}

bool Machine::rowRule(int rule, std::int64_t row, std::int64_t from, std::int64_t to, RowRule& out) {
    const Kernel& k = c_.plans[static_cast<std::size_t>(rule)].kernel;
    at_ = Coords{row, from, 0};
    slots_[0] = row;
    slots_[1] = from;
    rule_ = rule;
    steps_ = 0;
    nextGeneration();
    out.tests = static_cast<int>(k.rowTests.size());
    for (int i = 0; i < out.tests; ++i) {
        const KernelTest& t = k.rowTests[static_cast<std::size_t>(i)];
        std::int64_t a = 0, b = 0, c = 0;
        if (!affineSpan(t.a, testSlot(i, 0), from, to, a) || !affineSpan(t.b, testSlot(i, 1), from, to, b))
            return false;
        if (t.kind == Kind::InRange && !affineSpan(t.c, testSlot(i, 2), from, to, c)) return false;
        out.holds[static_cast<std::size_t>(i)] = solveTest(t, a, b, c, from, to);
        out.cost[static_cast<std::size_t>(i)] = t.cost;
    }
    out.partsCost = k.partsCost;
    out.partCount = k.partCount;
    for (int p = 0; p < k.partCount; ++p) {
        for (int j = 0; j < 2; ++j) {
            const Affine& f = k.rowParts[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)];
            if (!affineSpan(f, partSlot(p, j), from, to,
                            out.first[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)]))
                return false;
            out.step[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] = f.slope;
        }
    }
    return steps_ == 0;  // no atom evaluation spent a step that was not put back
}

bool Machine::atomValue(int op, std::int64_t& out) {
    const std::int64_t steps = steps_;
    const bool ok = number(op, out);
    steps_ = steps;
    return ok;
}

std::string Machine::positionText(const Coords& p, int dims) {
    if (dims == 1) return std::to_string(p[0]);
    std::string out = "(";
    for (int i = 0; i < dims; ++i) out += (i ? ", " : "") + std::to_string(p[static_cast<std::size_t>(i)]);
    return out + ")";
}

Arg Machine::bindings(int rule) const {
    if (rule < 0 || rule >= static_cast<int>(c_.program.moves.size())) return "";
    const auto& binders = c_.program.moves[static_cast<std::size_t>(rule)].binders;
    if (binders.empty()) return "";
    std::string values;
    for (std::size_t i = 0; i < binders.size(); ++i)
        values += (i ? ", " : "") + binders[i].name + " = " +
                  std::to_string(slots_[static_cast<std::size_t>(binders[i].slot)]);
    return say(msg::rules_bindings{.values = values});
}

bool Machine::fail(Message what, bool showBindings, Hint hint) {
    // grundy::fail, the catalogue's: this class's own fail() hides it.
    Error e = rule_ < 0 ? grundy::fail(msg::rules_run_start{.what = std::move(what), .typed = slots_[0]})
                        : grundy::fail(msg::rules_run_move{.line = c_.plans[static_cast<std::size_t>(rule_)].line,
                                                           .what = std::move(what),
                                                           .position = positionText(at_, c_.dimensions),
                                                           .bindings = showBindings ? bindings(rule_) : Arg("")});
    if (hint == Hint::Narrow) e = grundy::fail(msg::rules_run_narrow{.reason = e});
    if (hint == Hint::NarrowExample) e = grundy::fail(msg::rules_run_narrow_example{.reason = e});
    error_ = std::move(e);
    return false;
}

bool Machine::startPosition(std::int64_t typed, Coords& out) {
    rule_ = -1;
    steps_ = 0;
    error_.reset();
    slots_[0] = typed;
    out = Coords{};
    return tuple(c_.startTuple, out);
}

bool Machine::tuple(int node, Coords& out) {
    const Op& n = c_.ops[static_cast<std::size_t>(node)];
    const int kids[3] = {n.a, n.b, n.c};
    for (std::size_t i = 0; i < 3 && kids[i] >= 0; ++i)
        if (!operand(kids[i], out[i])) return false;
    return true;
}

bool Machine::number(int index, std::int64_t& out) {
    if (++steps_ > kMaxStepsPerPosition) return stepsExceeded();
    const Op& n = c_.ops[static_cast<std::size_t>(index)];
    std::int64_t a = 0, b = 0;
    switch (n.kind) {
        case Kind::Number:
            out = n.value;
            return true;
        case Kind::Name:
            out = slots_[static_cast<std::size_t>(n.value)];
            return true;
        case Kind::Neg:
        case Kind::Abs:
            if (!operand(n.a, a)) return false;
            if (a == std::numeric_limits<std::int64_t>::min()) return fail(say(msg::rules_run_overflow{}), true);
            out = n.kind == Kind::Neg || a < 0 ? -a : a;
            return true;
        case Kind::Add:
        case Kind::Sub:
        case Kind::Mul:
        case Kind::Div:
        case Kind::Mod: {
            if (!operand(n.a, a) || !operand(n.b, b)) return false;
            bool overflow = false;
            if (n.kind == Kind::Add) {
                overflow = __builtin_add_overflow(a, b, &out);
            } else if (n.kind == Kind::Sub) {
                overflow = __builtin_sub_overflow(a, b, &out);
            } else if (n.kind == Kind::Mul) {
                overflow = __builtin_mul_overflow(a, b, &out);
            } else {
                if (b == 0) return fail(say(msg::rules_run_divide_by_zero{}), true);
                overflow = b == -1 && a == std::numeric_limits<std::int64_t>::min();
                if (!overflow) out = n.kind == Kind::Div ? a / b : a % b;
            }
            if (overflow) return fail(say(msg::rules_run_overflow{}), true);
            return true;
        }
        case Kind::Min:
        case Kind::Max:
            if (!operand(n.a, a) || !operand(n.b, b)) return false;
            out = n.kind == Kind::Min ? std::min(a, b) : std::max(a, b);
            return true;
        default:
            return fail(say(msg::rules_run_broken_expression{}));  // unreachable after the checker
    }
}

bool Machine::truth(int index, bool& out) {
    if (++steps_ > kMaxStepsPerPosition) return stepsExceeded();
    const Op& n = c_.ops[static_cast<std::size_t>(index)];
    std::int64_t a = 0, b = 0;
    switch (n.kind) {
        case Kind::Eq:
        case Kind::Ne:
        case Kind::Lt:
        case Kind::Le:
        case Kind::Gt:
        case Kind::Ge:
            if (!operand(n.a, a) || !operand(n.b, b)) return false;
            out = compares(n.kind, a, b);
            return true;
        case Kind::And:
            if (!truth(n.a, out)) return false;
            return !out || truth(n.b, out);
        case Kind::Or:
            if (!truth(n.a, out)) return false;
            return out || truth(n.b, out);
        case Kind::Not:
            if (!truth(n.a, out)) return false;
            out = !out;
            return true;
        case Kind::InSeq:
            if (!operand(n.a, a)) return false;
            out = inSequence(n.seq, a) != n.negated;
            return true;
        case Kind::InRange: {
            std::int64_t lo = 0, hi = 0;
            if (!operand(n.a, a) || !operand(n.b, lo) || !operand(n.c, hi)) return false;
            out = (lo <= a && a <= hi) != n.negated;
            return true;
        }
        case Kind::InSet: {
            if (!operand(n.a, a)) return false;
            bool found = false;
            for (int i = 0; i < n.c && !found; ++i) {
                const OpItem& item = c_.items[static_cast<std::size_t>(n.b + i)];
                std::int64_t lo = 0, hi = 0;
                if (!operand(item.lo, lo)) return false;
                hi = lo;
                if (item.hi >= 0 && !operand(item.hi, hi)) return false;
                found = lo <= a && a <= hi;
            }
            out = found != n.negated;
            return true;
        }
        default:
            return fail(say(msg::rules_run_broken_condition{}));  // unreachable after the checker
    }
}

}  // namespace grundy::rules::detail
