// Why a position has its value: each part's options with their values and the mex, and for a sum
// the part values written out in binary with their XOR. Values come from the Solver's evaluators,
// the outcome from the Solver (so misère play is handled where the solver handles it).
#include "grundy/analysis/explain.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <string>

namespace grundy {

namespace {

std::string num(std::uint64_t v) {
    return std::to_string(v);
}

// Options are enumerated only for positions whose coordinates are at most this; larger heaps (Nim
// with 10^12 tokens) have too many options to visit, and their value comes from a formula.
constexpr std::int64_t kMaxEnumeratedCoordinate = std::int64_t{1} << 24;

// How many options and values the one-line summary names before it says how many there are.
constexpr std::size_t kMaxSummaryItems = 12;

int bitWidth(Value v) {
    int w = 1;
    while (w < 32 && (v >> w) != 0) ++w;
    return w;
}

void summarise(SumPartExplanation& part, const std::vector<Value>& values) {
    if (!part.enumerated) {
        part.summary = say(msg::explain_formula{.value = part.value});
        return;
    }
    if (part.optionCount == 0) {
        part.summary = say(msg::explain_no_options{});
        return;
    }
    List to, vals;
    for (std::size_t i = 0; i < part.options.size() && i < kMaxSummaryItems; ++i) {
        to.items.emplace_back(part.options[i].to);
        vals.items.emplace_back(values[i]);
    }
    const auto total = static_cast<std::size_t>(part.optionCount);
    if (total == 1) {
        part.summary =
            say(msg::explain_one_option{.option = part.options[0].to, .value = values[0], .mex = part.value});
    } else if (total > to.items.size()) {
        part.summary = say(msg::explain_options_more{
            .options = std::move(to), .count = total, .values = std::move(vals), .mex = part.value});
    } else {
        part.summary =
            say(msg::explain_options{.options = std::move(to), .values = std::move(vals), .mex = part.value});
    }
}

// Part `index` of `position`, whose other parts' values XOR to `rest`: its options with their values
// and the mex, and for each option the whole position it leaves and whether that wins, decided as
// Solver::analyse decides it (normal play: the position left has value 0; misère: the Solver's
// outcome of it).
Result<SumPartExplanation> explainPart(Solver& solver, const SumPosition& position, std::size_t index, Value rest) {
    const SumPart& part = position[index];
    const GamePtr& game = solver.spec().components[part.component];
    Evaluator& evaluator = solver.evaluator(part.component);
    const bool misere = solver.spec().misere;
    SumPartExplanation out;
    out.position = game->positionText(part.position);
    out.enumerated = std::max(part.position.x, part.position.y) <= kMaxEnumeratedCoordinate;
    if (!out.enumerated) {
        auto v = evaluator.value(part.position);
        if (!v) return v.why();
        out.value = *v;
    }
    std::vector<Value> values;
    std::optional<Error> problem;
    const auto listed = game->forEachOption(part.position, [&](const Option& o) {
        if (problem) return;
        // The option's value first; the listed ones alone are written out (a part may have 2^27).
        std::vector<Value> pieces(static_cast<std::size_t>(o.partCount));
        Value value = 0;
        for (int i = 0; i < o.partCount; ++i) {
            auto v = evaluator.value(o.parts[i]);
            if (!v) {
                problem = v.why();
                return;
            }
            pieces[static_cast<std::size_t>(i)] = *v;
            value ^= *v;
        }
        const SumMove move{index, o, value, rest ^ value, false};
        bool winning = move.value == 0;
        if (misere) {
            auto after = solver.outcome(solver.applyMove(position, move));
            if (!after) {
                problem = after.why();
                return;
            }
            winning = *after == Outcome::P;
        }
        ++out.optionCount;
        if (out.enumerated) values.push_back(value);
        // Listed as Solver::analyse lists moves: the first ones, and every winning one.
        const bool first = out.enumerated && out.options.size() < kMaxExplainedOptions;
        if (!first && !winning) return;
        SumOption e;
        e.partValues.assign(pieces.begin(), pieces.begin() + o.partCount);
        e.value = value;
        e.afterValue = move.value;
        e.winning = winning;
        for (int i = 0; i < o.partCount; ++i) e.to += (i ? "+" : "") + game->positionText(o.parts[i]);
        if (o.partCount == 0) e.to = game->dimensions() == 1 ? "0" : "nothing";
        e.text = game->moveText(part.position, o);
        e.after = solver.applyMove(position, move);
        out.options.push_back(std::move(e));
    });
    if (!listed && !problem) problem = listed.why();
    if (problem) return *problem;
    out.listedAll = out.optionCount == out.options.size();
    if (out.enumerated) out.value = mex(values);
    summarise(out, values);
    return out;
}

// Misère play decided by the game's quotient: each part's element, their product and whether it
// lies in the P-portion, in the summary.
void explainByQuotient(SumExplanation& out, const MisereQuotientSearch& q, const SumPosition& position,
                       const std::string& game) {
    const MisereQuotient& m = q.quotient();
    const QuotientPresentation& words = q.presentation();
    out.quotient = true;
    std::uint32_t product = 0;
    List elements;
    for (std::size_t i = 0; i < position.size(); ++i) {
        const std::uint32_t x = q.element(position[i].position.x);
        product = m.product(product, x);
        out.parts[i].element = words.element(x);
        if (i < kMaxSummaryItems)
            elements.items.emplace_back(out.parts[i].element);
        else
            ++elements.more;
    }
    out.product = words.element(product);
    List portion;
    for (std::uint32_t x = 0; x < m.order; ++x) {
        if (!m.p[x]) continue;
        if (portion.items.size() < kMaxSummaryItems)
            portion.items.emplace_back(words.element(x));
        else
            ++portion.more;
    }
    out.summary = say(msg::explain_quotient{
        .game = game,
        .order = m.order,
        .portion = std::move(portion),
        .elements = std::move(elements),
        .product = out.product,
        .verdict = m.p[product] ? say(msg::explain_quotient_p{}) : say(msg::explain_quotient_n{})});
}

}  // namespace

std::string binary(Value v, int width) {
    std::string out(static_cast<std::size_t>(width), '0');
    for (int i = 0; i < width; ++i)
        if (v >> i & 1u) out[static_cast<std::size_t>(width - 1 - i)] = '1';
    return out;
}

Result<SumExplanation> explain(Solver& solver, const SumPosition& position) {
    if (position.empty()) return fail(msg::explain_no_parts{});
    const GameSpec& spec = solver.spec();
    SumExplanation out;
    out.position = sumPositionText(spec, position);
    out.misere = spec.misere;
    // Each part's own value first (kept by its evaluator for the options): a broken rule below it
    // is then named from the part, in the words reading the position would have used.
    for (std::size_t i = 0; i < position.size(); ++i) {
        auto v = solver.partValue(position, i);
        if (!v) return v.why();
        out.partValues.push_back(*v);
        out.value ^= *v;
    }
    for (std::size_t i = 0; i < position.size(); ++i) {
        auto e = explainPart(solver, position, i, out.value ^ out.partValues[i]);
        if (!e) return e.why();
        out.moveCount += e->optionCount;
        for (const auto& o : e->options) out.winningMoves += o.winning;
        out.parts.push_back(std::move(e).value());
    }
    auto outcome = solver.outcome(position);
    if (!outcome) return outcome.why();
    out.outcome = *outcome;
    out.tame = solver.tame(position);

    int width = bitWidth(out.value);
    for (const Value v : out.partValues) width = std::max(width, bitWidth(v));
    for (const Value v : out.partValues) out.binaryRows.push_back(binary(v, width));
    out.xorRow = binary(out.value, width);

    if (spec.misere && !out.tame) {
        if (auto q = solver.quotient(position)) {
            explainByQuotient(out, *q, position, spec.components[0]->spec());
            return out;
        }
    }

    const Message outcomeText = *outcome == Outcome::P ? say(msg::outcome_p{}) : say(msg::outcome_n{});
    if (position.size() == 1) {
        out.summary = out.parts[0].summary;
        if (spec.misere)
            out.summary = say(msg::explain_misere{.summary = std::move(out.summary), .outcome = outcomeText});
        if (out.tame) out.summary = say(msg::explain_tame{.summary = std::move(out.summary)});
        return out;
    }
    // The part values joined by "xor" (the same in every language), the first kMaxSummaryItems of them.
    std::string xorText;
    for (std::size_t i = 0; i < out.partValues.size() && i < kMaxSummaryItems; ++i)
        xorText += (i ? " xor " : "") + num(out.partValues[i]);
    const bool more = out.partValues.size() > kMaxSummaryItems;
    if (spec.misere) {
        out.summary =
            more ? say(msg::explain_sum_misere_more{.terms = xorText, .value = out.value, .outcome = outcomeText})
                 : say(msg::explain_sum_misere{.terms = xorText, .value = out.value, .outcome = outcomeText});
        if (out.tame) out.summary = say(msg::explain_tame{.summary = std::move(out.summary)});
    } else {
        out.summary = more ? say(msg::explain_sum_more{.terms = xorText, .value = out.value, .outcome = outcomeText})
                           : say(msg::explain_sum{.terms = xorText, .value = out.value, .outcome = outcomeText});
    }
    return out;
}

Result<SumExplanation> explain(const GameSpec& spec, const std::string& positionText) {
    auto position = parseSumPosition(spec, positionText);
    if (!position) return position.why();
    Solver solver(spec);
    return explain(solver, *position);
}

}  // namespace grundy
