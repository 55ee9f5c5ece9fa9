// Why a position has its value: each part's options with their values and the mex, and for a sum
// the part values written out in binary with their XOR. Values come from the Solver's evaluators,
// the outcome from the Solver (so misère play is handled where the solver handles it).
#include "grundy/analysis/explain.hpp"

#include <algorithm>
#include <array>
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

std::string binary(Value v, int width) {
    std::string out(static_cast<std::size_t>(width), '0');
    for (int i = 0; i < width; ++i)
        if (v >> i & 1u) out[static_cast<std::size_t>(width - 1 - i)] = '1';
    return out;
}

int bitWidth(Value v) {
    int w = 1;
    while (w < 32 && (v >> w) != 0) ++w;
    return w;
}

std::string joined(const std::vector<std::string>& items, const std::string& sep, std::size_t total, bool chinese) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? sep : "") + items[i];
    if (total > items.size()) out += chinese ? "……" : ", ...";
    return out;
}

void summarise(PartExplanation& part, const std::vector<Value>& values) {
    if (!part.enumerated) {
        part.summaryEnglish = "value " + num(part.mex) + " from the game's formula (too many options to list)";
        part.summaryChinese = "SG 值 " + num(part.mex) + " 由该游戏的公式给出（可走的步太多，不逐一列出）";
        return;
    }
    if (part.optionCount == 0) {
        part.summaryEnglish = "no options; mex of the empty set = 0";
        part.summaryChinese = "没有可走的步，空集的 mex = 0";
        return;
    }
    std::vector<std::string> to, vals;
    for (std::size_t i = 0; i < part.options.size() && i < kMaxSummaryItems; ++i) {
        to.push_back(part.options[i].to);
        vals.push_back(num(values[i]));
    }
    const std::size_t total = static_cast<std::size_t>(part.optionCount);
    const std::string mexText = "mex = " + num(part.mex);
    if (total == 1) {
        part.summaryEnglish = "option " + to[0] + " has value " + vals[0] + "; " + mexText;
        part.summaryChinese = "可走到 " + to[0] + "，其 SG 值为 " + vals[0] + "；" + mexText;
        return;
    }
    const std::string inAll = total > to.size() ? " (" + num(total) + " in all)" : "";
    const std::string inAllZh = total > to.size() ? "（共 " + num(total) + " 个）" : "";
    part.summaryEnglish = "options " + joined(to, ", ", total, false) + inAll + " have values " +
                          joined(vals, ", ", total, false) + "; " + mexText;
    part.summaryChinese = "可走到 " + joined(to, "、", total, true) + inAllZh + "，它们的 SG 值为 " +
                          joined(vals, "、", total, true) + "；" + mexText;
}

// Part `index` of `position`, whose other parts' values XOR to `rest`: its options with their values
// and the mex, and for each option the whole position it leaves and whether that wins, decided as
// Solver::analyse decides it (normal play: the position left has value 0; misère: the Solver's
// outcome of it).
Result<PartExplanation> explainPart(Solver& solver, const SumPosition& position, std::size_t index, Value rest) {
    const SumPart& part = position[index];
    const GamePtr& game = solver.rules().components[part.component];
    Evaluator& evaluator = solver.evaluator(part.component);
    const bool misere = solver.rules().misere;
    PartExplanation out;
    out.position = game->positionText(part.position);
    out.enumerated = std::max(part.position.x, part.position.y) <= kMaxEnumeratedCoordinate;
    if (!out.enumerated) {
        auto v = evaluator.value(part.position);
        if (!v) return fail(v.error());
        out.mex = *v;
    }
    std::vector<Value> values;
    std::string problem;
    const auto listed = game->forEachOption(part.position, [&](const Option& o) {
        if (!problem.empty()) return;
        // The option's value first; the listed ones alone are written out (a part may have 2^27).
        std::array<Value, Option::kMaxParts> pieces{};
        Value value = 0;
        for (int i = 0; i < o.partCount; ++i) {
            auto v = evaluator.value(o.parts[i]);
            if (!v) {
                problem = v.error();
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
                problem = after.error();
                return;
            }
            winning = *after == Outcome::P;
        }
        ++out.optionCount;
        if (out.enumerated) values.push_back(value);
        // Listed as Solver::analyse lists moves: the first ones, and every winning one.
        const bool first = out.enumerated && out.options.size() < kMaxExplainedOptions;
        if (!first && !winning) return;
        ExplainedOption e;
        e.partValues.assign(pieces.begin(), pieces.begin() + o.partCount);
        e.value = value;
        e.afterValue = move.value;
        e.winning = winning;
        for (int i = 0; i < o.partCount; ++i) e.to += (i ? "+" : "") + game->positionText(o.parts[i]);
        if (o.partCount == 0) e.to = game->dimensions() == 1 ? "0" : "nothing";
        e.move = game->moveText(part.position, o);
        e.after = solver.applyMove(position, move);
        out.options.push_back(std::move(e));
    });
    if (!listed && problem.empty()) problem = listed.error();
    if (!problem.empty()) return fail(problem);
    out.listedAll = out.optionCount == out.options.size();
    if (out.enumerated) out.mex = mex(values);
    summarise(out, values);
    return out;
}

}  // namespace

Result<Explanation> explain(Solver& solver, const SumPosition& position) {
    if (position.empty()) return fail("the position has no parts");
    const GameSpec& rules = solver.rules();
    Explanation out;
    out.position = sumPositionText(rules, position);
    out.misere = rules.misere;
    // Each part's own value first (kept by its evaluator for the options): a broken rule below it
    // is then named from the part, in the words reading the position would have used.
    for (std::size_t i = 0; i < position.size(); ++i) {
        auto v = solver.partValue(position, i);
        if (!v) return fail(v.error());
        out.partValues.push_back(*v);
        out.value ^= *v;
    }
    for (std::size_t i = 0; i < position.size(); ++i) {
        auto e = explainPart(solver, position, i, out.value ^ out.partValues[i]);
        if (!e) return fail(e.error());
        out.moveCount += e->optionCount;
        for (const auto& o : e->options) out.winningMoves += o.winning;
        out.parts.push_back(std::move(e).value());
    }
    auto outcome = solver.outcome(position);
    if (!outcome) return fail(outcome.error());
    out.outcome = *outcome;

    int width = bitWidth(out.value);
    for (const Value v : out.partValues) width = std::max(width, bitWidth(v));
    for (const Value v : out.partValues) out.binaryRows.push_back(binary(v, width));
    out.xorRow = binary(out.value, width);

    const std::string outcomeEn =
        *outcome == Outcome::P ? "P (the player to move loses)" : "N (the player to move wins)";
    const std::string outcomeZh = *outcome == Outcome::P ? "P 位置（先手必败）" : "N 位置（先手必胜）";
    if (position.size() == 1) {
        out.summaryEnglish = out.parts[0].summaryEnglish;
        out.summaryChinese = out.parts[0].summaryChinese;
        if (rules.misere) {
            out.summaryEnglish += "; under misère play the position is " + outcomeEn;
            out.summaryChinese += "；在反常规则下是 " + outcomeZh;
        }
        return out;
    }
    std::vector<std::string> vals;
    for (std::size_t i = 0; i < out.partValues.size() && i < kMaxSummaryItems; ++i)
        vals.push_back(num(out.partValues[i]));
    const std::string xorText = joined(vals, " xor ", out.partValues.size(), false) + " = " + num(out.value);
    const std::string xorTextZh = joined(vals, " xor ", out.partValues.size(), true) + " = " + num(out.value);
    if (rules.misere) {
        out.summaryEnglish = xorText + "; under misère play the position is " + outcomeEn;
        out.summaryChinese = xorTextZh + "；在反常规则下是 " + outcomeZh;
    } else {
        out.summaryEnglish = xorText + ", so the position is " + outcomeEn;
        out.summaryChinese = xorTextZh + "，所以是 " + outcomeZh;
    }
    return out;
}

Result<Explanation> explain(const GameSpec& rules, const std::string& positionText) {
    auto position = parseSumPosition(rules, positionText);
    if (!position) return fail(position.error());
    Solver solver(rules);
    return explain(solver, *position);
}

}  // namespace grundy
