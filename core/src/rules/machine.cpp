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

}  // namespace

Compiled compile(Program program) {
    Compiled c;
    c.dimensions = static_cast<int>(program.coords.size());
    for (const auto& rule : program.moves) {
        Plan plan;
        plan.line = rule.keyword.line;
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
                plan.conditionsAt[levelSoFar].push_back(part);
            }
        }
        c.plans.push_back(std::move(plan));
    }
    c.program = std::move(program);
    return c;
}

std::string Machine::positionText(const Coords& p, int dims) {
    if (dims == 1) return std::to_string(p[0]);
    std::string out = "(";
    for (int i = 0; i < dims; ++i) out += (i ? ", " : "") + std::to_string(p[static_cast<std::size_t>(i)]);
    return out + ")";
}

std::string Machine::bindings(int rule) const {
    if (rule < 0 || rule >= static_cast<int>(c_.program.moves.size())) return "";
    const auto& binders = c_.program.moves[static_cast<std::size_t>(rule)].binders;
    if (binders.empty()) return "";
    std::string out = " (";
    for (std::size_t i = 0; i < binders.size(); ++i)
        out += (i ? ", " : "") + binders[i].name + " = " +
               std::to_string(slots_[static_cast<std::size_t>(binders[i].slot)]);
    return out + ")";
}

bool Machine::fail(const std::string& what, bool showBindings, const std::string& hint) {
    if (rule_ >= 0) {
        error_ = "the move rule on line " + std::to_string(c_.plans[static_cast<std::size_t>(rule_)].line) + " " +
                 what + " at position " + positionText(at_, c_.dimensions) + (showBindings ? bindings(rule_) : "") + hint;
    } else {
        error_ = "the start rule " + what + " for " + std::to_string(slots_[0]) + hint;
    }
    return false;
}

bool Machine::startPosition(std::int64_t typed, Coords& out) {
    rule_ = -1;
    steps_ = 0;
    error_.clear();
    slots_[0] = typed;
    out = Coords{};
    return tuple(c_.program.start->tuple, out);
}

bool Machine::tuple(int node, Coords& out) {
    const Node& n = c_.program.nodes[static_cast<std::size_t>(node)];
    for (std::size_t i = 0; i < n.kids.size() && i < 3; ++i)
        if (!number(n.kids[i], out[i])) return false;
    return true;
}

bool Machine::number(int index, std::int64_t& out) {
    if (++steps_ > kMaxStepsPerPosition)
        return stepsExceeded();
    const Node& n = c_.program.nodes[static_cast<std::size_t>(index)];
    std::int64_t a = 0, b = 0;
    const auto overflow = [&]() { return fail("overflows 64-bit arithmetic", true); };
    switch (n.kind) {
        case Kind::Number:
            out = n.number;
            return true;
        case Kind::Name:
            out = slots_[static_cast<std::size_t>(n.slot)];
            return true;
        case Kind::Neg:
            if (!number(n.kids[0], a)) return false;
            if (a == std::numeric_limits<std::int64_t>::min()) return overflow();
            out = -a;
            return true;
        case Kind::Add:
        case Kind::Sub:
        case Kind::Mul:
        case Kind::Div:
        case Kind::Mod:
            if (!number(n.kids[0], a) || !number(n.kids[1], b)) return false;
            if (n.kind == Kind::Add) return __builtin_add_overflow(a, b, &out) ? overflow() : true;
            if (n.kind == Kind::Sub) return __builtin_sub_overflow(a, b, &out) ? overflow() : true;
            if (n.kind == Kind::Mul) return __builtin_mul_overflow(a, b, &out) ? overflow() : true;
            if (b == 0) return fail("divides by zero", true);
            if (b == -1 && a == std::numeric_limits<std::int64_t>::min()) return overflow();
            out = n.kind == Kind::Div ? a / b : a % b;
            return true;
        case Kind::Min:
        case Kind::Max:
            if (!number(n.kids[0], out)) return false;
            for (std::size_t i = 1; i < n.kids.size(); ++i) {
                if (!number(n.kids[i], a)) return false;
                out = n.kind == Kind::Min ? std::min(out, a) : std::max(out, a);
            }
            return true;
        case Kind::Abs:
            if (!number(n.kids[0], a)) return false;
            if (a == std::numeric_limits<std::int64_t>::min()) return overflow();
            out = a < 0 ? -a : a;
            return true;
        default:
            return fail("met a broken expression");  // unreachable after the checker
    }
}

bool Machine::truth(int index, bool& out) {
    if (++steps_ > kMaxStepsPerPosition)
        return stepsExceeded();
    const Node& n = c_.program.nodes[static_cast<std::size_t>(index)];
    std::int64_t a = 0, b = 0;
    switch (n.kind) {
        case Kind::Eq:
        case Kind::Ne:
        case Kind::Lt:
        case Kind::Le:
        case Kind::Gt:
        case Kind::Ge:
            if (!number(n.kids[0], a) || !number(n.kids[1], b)) return false;
            out = n.kind == Kind::Eq   ? a == b
                  : n.kind == Kind::Ne ? a != b
                  : n.kind == Kind::Lt ? a < b
                  : n.kind == Kind::Le ? a <= b
                  : n.kind == Kind::Gt ? a > b
                                       : a >= b;
            return true;
        case Kind::And:
            if (!truth(n.kids[0], out)) return false;
            return !out || truth(n.kids[1], out);
        case Kind::Or:
            if (!truth(n.kids[0], out)) return false;
            return out || truth(n.kids[1], out);
        case Kind::Not:
            if (!truth(n.kids[0], out)) return false;
            out = !out;
            return true;
        case Kind::InSeq:
            if (!number(n.kids[0], a)) return false;
            out = inSequence(n.seq, a) != n.negated;
            return true;
        case Kind::InRange: {
            std::int64_t lo = 0, hi = 0;
            if (!number(n.kids[0], a) || !number(n.kids[1], lo) || !number(n.kids[2], hi)) return false;
            out = (lo <= a && a <= hi) != n.negated;
            return true;
        }
        case Kind::InSet: {
            if (!number(n.kids[0], a)) return false;
            bool found = false;
            for (const auto& item : n.items) {
                std::int64_t lo = 0, hi = 0;
                if (!number(item.lo, lo)) return false;
                hi = lo;
                if (item.hi >= 0 && !number(item.hi, hi)) return false;
                if (lo <= a && a <= hi) {
                    found = true;
                    break;
                }
            }
            out = found != n.negated;
            return true;
        }
        default:
            return fail("met a broken condition");  // unreachable after the checker
    }
}

}  // namespace grundy::rules::detail
