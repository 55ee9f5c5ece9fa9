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
            report(at, say(msg::rules_no_position{}));
            return;
        }
        const int dims = static_cast<int>(p_.coords.size());
        for (int i = 0; i < dims; ++i)
            for (int j = 0; j < i; ++j)
                if (p_.coords[static_cast<std::size_t>(i)] == p_.coords[static_cast<std::size_t>(j)])
                    report(p_.coordSpans[static_cast<std::size_t>(i)],
                           say(msg::rules_coordinate_twice{.name = p_.coords[static_cast<std::size_t>(i)]}));
        if (p_.start) {
            auto& s = *p_.start;
            if (dims == 1) {
                report(s.keyword, say(msg::rules_start_one_coordinate{.coordinate = p_.coords[0]}));
            } else {
                scope_ = {s.name};
                slots_ = {0};
                const Type t = type(s.tuple);
                if (t != Type::Tuple)
                    report(spanOf(s.tuple), say(msg::rules_start_whole{}));
                else
                    checkShape(s.tuple, dims, [] { return say(msg::rules_thing_start_rule{}); });
            }
        }
        if (p_.moves.empty()) {
            report(p_.positionSpan, say(msg::rules_no_move{.coordinate = p_.coords[0],
                                                           .result = dims == 1 ? p_.coords[0] + " - k" : "(...)"}));
            return;
        }
        for (auto& rule : p_.moves) checkRule(rule, dims);
    }

private:
    Span spanOf(int node) const { return p_.nodes[static_cast<std::size_t>(node)].span; }
    Node& node(int i) { return p_.nodes[static_cast<std::size_t>(i)]; }

    void report(Span span, Message message) {
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
                    expectNumber(item.lo, [] { return say(msg::rules_thing_set_member{}); });
                    if (item.hi >= 0) expectNumber(item.hi, [] { return say(msg::rules_thing_set_range_end{}); });
                }
            } else {
                expectNumber(b.lo, [] { return say(msg::rules_thing_range_start{}); });
                expectNumber(b.hi, [] { return say(msg::rules_thing_range_end{}); });
            }
            for (const auto& name : scope_) {
                if (name == b.name) {
                    report(b.span, slotOf(name) < dims ? say(msg::rules_name_taken_coordinate{.name = b.name})
                                                       : say(msg::rules_name_taken_bound{.name = b.name}));
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
                report(spanOf(rule.condition), say(msg::rules_condition_number{}));
            else if (t == Type::Tuple)
                report(spanOf(rule.condition), say(msg::rules_condition_position{}));
        }
        for (const int part : rule.parts) {
            const Type t = type(part);
            if (t == Type::Bad) continue;
            if (dims == 1) {
                if (t == Type::Tuple)
                    report(spanOf(part),
                           say(msg::rules_part_tuple{.coordinate = p_.coords[0], .count = node(part).kids.size()}));
                else if (t == Type::Truth)
                    report(spanOf(part), say(msg::rules_part_truth{}));
            } else if (t != Type::Tuple) {
                report(spanOf(part), t == Type::Truth
                                         ? say(msg::rules_part_shape_truth{.dims = dims, .coordinates = coordList()})
                                         : say(msg::rules_part_shape_number{.dims = dims, .coordinates = coordList()}));
            } else {
                checkShape(part, dims, [] { return say(msg::rules_thing_result{}); });
            }
        }
    }

    std::string coordList() const {
        std::string out;
        for (std::size_t i = 0; i < p_.coords.size(); ++i) out += (i ? ", " : "") + p_.coords[i];
        return out;
    }

    // `what` names the tuple ("the result"), made only when it is reported.
    template <class What>
    void checkShape(int tuple, int dims, const What& what) {
        const auto n = static_cast<int>(node(tuple).kids.size());
        if (n != dims)
            report(spanOf(tuple),
                   say(msg::rules_shape{.what = what(), .count = n, .dims = dims, .coordinates = coordList()}));
    }

    int slotOf(const std::string& name) const {
        for (std::size_t i = scope_.size(); i-- > 0;)
            if (scope_[i] == name) return slots_[i];
        return -1;
    }

    template <class What>
    void expectNumber(int n, const What& what) {
        const Type t = type(n);
        if (t == Type::Truth) report(spanOf(n), say(msg::rules_truth_not_number{.what = what()}));
        if (t == Type::Tuple) report(spanOf(n), say(msg::rules_position_not_number{.what = what()}));
    }

    // `op` names the operation in the messages: "'+'", "min", "a comparison".
    Type operandsAre(Node& n, Type want, const Arg& op) {
        bool bad = false;
        for (const int kid : std::vector<int>(n.kids)) {
            const Type t = type(kid);
            if (t == Type::Bad) {
                bad = true;
            } else if (t == Type::Tuple) {
                report(spanOf(kid), say(msg::rules_position_operand{.op = op}));
                bad = true;
            } else if (t != want) {
                report(spanOf(kid), want == Type::Number ? say(msg::rules_needs_numbers{.op = op})
                                                         : say(msg::rules_needs_truth{.op = op}));
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
                const auto language = words();
                known.insert(known.end(), language.functions.begin(), language.functions.end());
                known.insert(known.end(), language.sequences.begin(), language.sequences.end());
                for (const auto& m : p_.moves)
                    for (const auto& b : m.binders) known.push_back(b.name);
                for (const auto& c : p_.coords) known.push_back(c);
                const auto guess = closestName(n.name, known);
                report(n.span, guess.empty() ? say(msg::rules_unknown_name{.name = n.name, .names = namesInScope()})
                                             : say(msg::rules_unknown_name_guess{.name = n.name, .guess = guess}));
                return Type::Bad;
            }
            case Kind::Sequence:
                report(n.span, say(msg::rules_sequence_not_number{.name = n.name}));
                return Type::Bad;
            case Kind::Call: {
                const auto guess = closestName(n.name, words().functions);
                report(n.span, guess.empty() ? say(msg::rules_unknown_function{.name = n.name})
                                             : say(msg::rules_unknown_function_guess{.name = n.name, .guess = guess}));
                return Type::Bad;
            }
            case Kind::Neg:
                return operandsAre(n, Type::Number, quoted("-"));
            case Kind::Add:
            case Kind::Sub:
            case Kind::Mul:
            case Kind::Div:
            case Kind::Mod: {
                const char* op = n.kind == Kind::Add   ? "+"
                                 : n.kind == Kind::Sub ? "-"
                                 : n.kind == Kind::Mul ? "*"
                                 : n.kind == Kind::Div ? "/"
                                                       : "%";
                return operandsAre(n, Type::Number, quoted(op));
            }
            case Kind::Min:
            case Kind::Max:
                if (n.kids.size() < 2) {
                    report(n.span, say(msg::rules_min_max_arity{.name = n.name}));
                    return Type::Bad;
                }
                return operandsAre(n, Type::Number, n.name);
            case Kind::Abs:
                if (n.kids.size() != 1) {
                    report(n.span, say(msg::rules_abs_arity{}));
                    return Type::Bad;
                }
                return operandsAre(n, Type::Number, "abs");
            case Kind::Eq:
            case Kind::Ne:
            case Kind::Lt:
            case Kind::Le:
            case Kind::Gt:
            case Kind::Ge:
                return operandsAre(n, Type::Number, say(msg::rules_op_comparison{})) == Type::Bad ? Type::Bad
                                                                                                  : Type::Truth;
            case Kind::And:
            case Kind::Or:
            case Kind::Not: {
                const char* op = n.kind == Kind::And ? "and" : n.kind == Kind::Or ? "or" : "not";
                return operandsAre(n, Type::Truth, quoted(op)) == Type::Bad ? Type::Bad : Type::Truth;
            }
            case Kind::InSeq:
            case Kind::InRange:
                return operandsAre(n, Type::Number, quoted("in")) == Type::Bad ? Type::Bad : Type::Truth;
            case Kind::InSet: {
                Type t = operandsAre(n, Type::Number, quoted("in"));
                for (auto& item : n.items) {
                    expectNumber(item.lo, [] { return say(msg::rules_thing_set_member{}); });
                    if (item.hi >= 0) expectNumber(item.hi, [] { return say(msg::rules_thing_set_range_end{}); });
                }
                return t == Type::Bad ? Type::Bad : Type::Truth;
            }
            case Kind::Tuple:
                for (const int kid : std::vector<int>(n.kids))
                    expectNumber(kid, [] { return say(msg::rules_thing_coordinate{}); });
                return Type::Tuple;
        }
        return Type::Bad;
    }

    // The names in scope as a list, or "none".
    Arg namesInScope() const {
        if (scope_.empty()) return say(msg::rules_names_none{});
        List out;
        for (const auto& name : scope_) out.items.emplace_back(name);
        return out;
    }

    // An operator as messages show it: '+'.
    static Message quoted(const char* op) { return say(msg::rules_token_quoted{.text = op}); }

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
