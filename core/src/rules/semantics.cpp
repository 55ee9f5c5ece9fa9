// The rule language's checker: every name is a coordinate or a variable bound earlier (resolved to
// a slot, or reported with the closest known name), every condition is a truth and every coordinate
// a number, results have the position's shape, and the program has what a game needs.
#include <string>
#include <vector>

#include "../closest_name.hpp"
#include "syntax.hpp"

namespace grundy::rules::detail {

namespace {

constexpr std::size_t kMaxProblems = 8;

enum class Type { Number, Truth, Tuple, Bad };

class Checker {
public:
    Checker(Program& p, std::vector<Problem>& problems) : p_(p), problems_(problems) {}

    void run() {
        if (!p_.hasPosition) {
            const Span at = !p_.moves.empty() ? p_.moves.front().keyword : Span{1, 1, 2};
            report(at,
                   "the program has no position statement; say what a position is, e.g. position n or position (x, y)");
            return;
        }
        const int dims = static_cast<int>(p_.coords.size());
        for (int i = 0; i < dims; ++i)
            for (int j = 0; j < i; ++j)
                if (p_.coords[static_cast<std::size_t>(i)] == p_.coords[static_cast<std::size_t>(j)])
                    report(p_.coordSpans[static_cast<std::size_t>(i)],
                           "the coordinate '" + p_.coords[static_cast<std::size_t>(i)] + "' is named twice");
        if (p_.start) {
            auto& s = *p_.start;
            if (dims == 1) {
                report(s.keyword, "a start rule is for positions of 2 or 3 coordinates; with position " + p_.coords[0] +
                                      " a typed number is already a position");
            } else {
                scope_ = {s.name};
                slots_ = {0};
                const Type t = type(s.tuple);
                if (t != Type::Tuple)
                    report(spanOf(s.tuple), "the start rule must give a whole position, e.g. start n -> (n, n - 1)");
                else
                    checkShape(s.tuple, dims, "the start rule");
            }
        }
        if (p_.moves.empty()) {
            report(p_.positionSpan, "the program has no move rule; add one, e.g. move for k in 1..3 where k <= " +
                                        p_.coords[0] + " -> " + (dims == 1 ? p_.coords[0] + " - k" : "(...)"));
            return;
        }
        for (auto& rule : p_.moves) checkRule(rule, dims);
    }

private:
    Span spanOf(int node) const { return p_.nodes[static_cast<std::size_t>(node)].span; }
    Node& node(int i) { return p_.nodes[static_cast<std::size_t>(i)]; }

    void report(Span span, std::string message) {
        if (problems_.size() < kMaxProblems) problems_.push_back(Problem{span, std::move(message)});
    }

    void checkRule(MoveRule& rule, int dims) {
        scope_.assign(p_.coords.begin(), p_.coords.end());
        slots_.clear();
        for (int i = 0; i < dims; ++i) slots_.push_back(i);
        for (auto& b : rule.binders) {
            // The domain sees the names bound so far, not b itself.
            if (b.isSet) {
                for (auto& item : b.items) {
                    expectNumber(item.lo, "a member of the set");
                    if (item.hi >= 0) expectNumber(item.hi, "the end of a range in the set");
                }
            } else {
                expectNumber(b.lo, "the start of the range");
                expectNumber(b.hi, "the end of the range");
            }
            for (const auto& name : scope_) {
                if (name == b.name) {
                    report(b.span, "'" + b.name + "' is already " +
                                       (slotOf(name) < dims ? "a coordinate" : "bound in this rule") +
                                       "; give the variable another name");
                    break;
                }
            }
            b.slot = static_cast<int>(scope_.size());
            scope_.push_back(b.name);
            slots_.push_back(b.slot);
        }
        if (rule.condition >= 0) {
            const Type t = type(rule.condition);
            if (t == Type::Number)
                report(spanOf(rule.condition),
                       "the condition after 'where' is a number; it must be true or false, e.g. k <= n");
            else if (t == Type::Tuple)
                report(spanOf(rule.condition), "the condition after 'where' is a position; it must be true or false");
        }
        for (const int part : rule.parts) {
            const Type t = type(part);
            if (t == Type::Bad) continue;
            if (dims == 1) {
                if (t == Type::Tuple)
                    report(spanOf(part), "this game's positions are one number (position " + p_.coords[0] +
                                             "), but this part of the result is a position of " +
                                             std::to_string(node(part).kids.size()) + " coordinates");
                else if (t == Type::Truth)
                    report(spanOf(part), "this part of the result is true or false; it must be a number");
            } else if (t != Type::Tuple) {
                report(spanOf(part), "this game's positions have " + std::to_string(dims) +
                                         " coordinates, so each part of a result is written (" + coordList() +
                                         "); this part is " + (t == Type::Truth ? "true or false" : "one number"));
            } else {
                checkShape(part, dims, "the result");
            }
        }
    }

    std::string coordList() const {
        std::string out;
        for (std::size_t i = 0; i < p_.coords.size(); ++i) out += (i ? ", " : "") + p_.coords[i];
        return out;
    }

    void checkShape(int tuple, int dims, const std::string& what) {
        const auto n = static_cast<int>(node(tuple).kids.size());
        if (n != dims)
            report(spanOf(tuple), what + " has " + std::to_string(n) + " coordinates, but positions have " +
                                      std::to_string(dims) + " (" + coordList() + ")");
    }

    int slotOf(const std::string& name) const {
        for (std::size_t i = scope_.size(); i-- > 0;)
            if (scope_[i] == name) return slots_[i];
        return -1;
    }

    void expectNumber(int n, const std::string& what) {
        const Type t = type(n);
        if (t == Type::Truth) report(spanOf(n), what + " is true or false; it must be a number");
        if (t == Type::Tuple) report(spanOf(n), what + " is a position; it must be a number");
    }

    Type operandsAre(Node& n, Type want, const std::string& op) {
        bool bad = false;
        for (const int kid : std::vector<int>(n.kids)) {
            const Type t = type(kid);
            if (t == Type::Bad) {
                bad = true;
            } else if (t == Type::Tuple) {
                report(spanOf(kid),
                       "a position (..., ...) cannot be used with " + op + "; positions only stand alone in a result");
                bad = true;
            } else if (t != want) {
                report(spanOf(kid), want == Type::Number
                                        ? op + " needs numbers, and this is true or false"
                                        : op + " needs true or false (e.g. a comparison), and this is a number");
                bad = true;
            }
        }
        return bad ? Type::Bad : Type::Number;
    }

    Type type(int index) {
        Node& n = node(index);
        switch (n.kind) {
            case Kind::Number:
                return Type::Number;
            case Kind::Name: {
                n.slot = slotOf(n.name);
                if (n.slot >= 0) return Type::Number;
                std::vector<std::string> known(scope_.begin(), scope_.end());
                for (const char* extra : {"min", "max", "abs", "fib", "pow2", "squares", "primes"})
                    known.push_back(extra);
                for (const auto& m : p_.moves)
                    for (const auto& b : m.binders) known.push_back(b.name);
                for (const auto& c : p_.coords) known.push_back(c);
                const auto guess = closestName(n.name, known);
                std::string message = "unknown name '" + n.name + "'";
                if (!guess.empty())
                    message += "; did you mean '" + guess + "'?";
                else
                    message += "; the names here are " + namesInScope();
                report(n.span, message);
                return Type::Bad;
            }
            case Kind::Sequence:
                report(n.span, n.name + " is a sequence, not a number; test membership with 'in', e.g. k in " + n.name);
                return Type::Bad;
            case Kind::Call: {
                const auto guess = closestName(n.name, {"min", "max", "abs"});
                report(n.span, "unknown function '" + n.name + "'" +
                                   (guess.empty() ? "; the functions are min, max and abs"
                                                  : "; did you mean '" + guess + "'?"));
                return Type::Bad;
            }
            case Kind::Neg:
                return operandsAre(n, Type::Number, "'-'");
            case Kind::Add:
            case Kind::Sub:
            case Kind::Mul:
            case Kind::Div:
            case Kind::Mod: {
                const char* op = n.kind == Kind::Add   ? "'+'"
                                 : n.kind == Kind::Sub ? "'-'"
                                 : n.kind == Kind::Mul ? "'*'"
                                 : n.kind == Kind::Div ? "'/'"
                                                       : "'%'";
                return operandsAre(n, Type::Number, op);
            }
            case Kind::Min:
            case Kind::Max:
                if (n.kids.size() < 2) {
                    report(n.span, n.name + " needs at least two numbers, e.g. " + n.name + "(x, y)");
                    return Type::Bad;
                }
                return operandsAre(n, Type::Number, n.name);
            case Kind::Abs:
                if (n.kids.size() != 1) {
                    report(n.span, "abs takes one number, e.g. abs(x - y)");
                    return Type::Bad;
                }
                return operandsAre(n, Type::Number, "abs");
            case Kind::Eq:
            case Kind::Ne:
            case Kind::Lt:
            case Kind::Le:
            case Kind::Gt:
            case Kind::Ge:
                return operandsAre(n, Type::Number, "a comparison") == Type::Bad ? Type::Bad : Type::Truth;
            case Kind::And:
            case Kind::Or:
            case Kind::Not: {
                const char* op = n.kind == Kind::And ? "'and'" : n.kind == Kind::Or ? "'or'" : "'not'";
                return operandsAre(n, Type::Truth, op) == Type::Bad ? Type::Bad : Type::Truth;
            }
            case Kind::InSeq:
            case Kind::InRange:
                return operandsAre(n, Type::Number, "'in'") == Type::Bad ? Type::Bad : Type::Truth;
            case Kind::InSet: {
                Type t = operandsAre(n, Type::Number, "'in'");
                for (auto& item : n.items) {
                    expectNumber(item.lo, "a member of the set");
                    if (item.hi >= 0) expectNumber(item.hi, "the end of a range in the set");
                }
                return t == Type::Bad ? Type::Bad : Type::Truth;
            }
            case Kind::Tuple:
                for (const int kid : std::vector<int>(n.kids)) expectNumber(kid, "a coordinate");
                return Type::Tuple;
        }
        return Type::Bad;
    }

    std::string namesInScope() const {
        std::string out;
        for (std::size_t i = 0; i < scope_.size(); ++i) out += (i ? ", " : "") + scope_[i];
        return out.empty() ? "none" : out;
    }

    Program& p_;
    std::vector<Problem>& problems_;
    std::vector<std::string> scope_;
    std::vector<int> slots_;
};

}  // namespace

void checkProgram(Program& program, std::vector<Problem>& problems) {
    Checker(program, problems).run();
}

}  // namespace grundy::rules::detail
