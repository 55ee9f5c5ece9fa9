// Moves of take-and-break codes: listing, counting, ending and words (take_and_break_moves.hpp).
#include "take_and_break_moves.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace grundy {

namespace {

// The counts c a digit allows from `tokens` tokens, in ascending order, each with its rule; a `more`
// digit's counts go as far as the tokens can make heaps.
template <class F>
void forEachCount(const CodeDigit& digit, std::int64_t tokens, const F& f) {
    const std::size_t listed = digit.counts.size();
    const auto last = static_cast<std::size_t>(std::max<std::int64_t>(tokens, 0));
    const std::size_t end = digit.more ? std::max(listed, last + 1) : listed;
    for (std::size_t c = 0; c < end; ++c) {
        const PartRule rule = digit.at(c);
        if (rule == PartRule::Disallowed) continue;
        if (c > last && c > 0) break;  // more heaps than tokens
        f(c, rule);
    }
}

// Splits of `tokens` into `count` heaps under `rule`, ascending, into parts (resized to count).
class Splitter {
public:
    Splitter(std::int64_t tokens, std::size_t count, PartRule rule, const SplitSink& sink)
        : count_(count), rule_(rule), sink_(sink), parts_(count) {
        if (count == 0) {
            if (tokens == 0) sink_(parts_);
        } else if (count == 1) {
            parts_[0] = tokens;
            if (tokens >= 1) sink_(parts_);
        } else if (rule == PartRule::AllEqual) {
            if (tokens % static_cast<std::int64_t>(count) == 0) {
                std::fill(parts_.begin(), parts_.end(), tokens / static_cast<std::int64_t>(count));
                sink_(parts_);
            }
        } else {
            place(0, 1, tokens);
        }
    }

private:
    void place(std::size_t i, std::int64_t least, std::int64_t left) {
        const bool distinct = rule_ == PartRule::Unequal;
        if (i + 1 == count_) {
            if (left < least) return;
            if (rule_ == PartRule::NotAllEqual && parts_[0] == left) return;  // ascending: all equal
            parts_[i] = left;
            sink_(parts_);
            return;
        }
        const auto after = static_cast<std::int64_t>(count_ - i - 1);  // parts still to place after this one
        for (std::int64_t a = least;; ++a) {
            const std::int64_t rest = distinct ? after * a + after * (after + 1) / 2 : after * a;
            if (a + rest > left) break;
            parts_[i] = a;
            place(i + 1, distinct ? a + 1 : a, left - a);
        }
    }

    std::size_t count_;
    PartRule rule_;
    const SplitSink& sink_;
    std::vector<std::int64_t> parts_;
};

// log of about how many ways `tokens` make `count` heaps under `rule` (-inf for none).
double logSplits(double tokens, std::size_t count, PartRule rule) {
    const double none = -std::numeric_limits<double>::infinity();
    if (count == 0) return tokens == 0 ? 0 : none;
    if (count == 1 || rule == PartRule::AllEqual) return tokens >= static_cast<double>(count) ? 0 : none;
    const double c = static_cast<double>(count);
    const double t = rule == PartRule::Unequal ? tokens - c * (c - 1) / 2 : tokens;
    if (t < c) return none;
    // Partitions of t into c parts: about t^(c-1) / ((c-1)! c!), exact for c = 2 (t / 2).
    return (c - 1) * std::log(t) - std::lgamma(c) - std::lgamma(c + 1);
}

// log of about how many partitions t has into any number of parts (distinct ones for Unequal), by
// Hardy and Ramanujan's asymptotic formulas.
double logAllSplits(double t, PartRule rule) {
    if (t < 1) return 0;
    if (rule == PartRule::Unequal)
        return std::numbers::pi * std::sqrt(t / 3) - std::log(4 * std::pow(3.0, 0.25) * std::pow(t, 0.75));
    return std::numbers::pi * std::sqrt(2 * t / 3) - std::log(4 * t * std::sqrt(3.0));
}

double digitEstimate(const CodeDigit& digit, double tokens) {
    if (digit.zero() || tokens < 0) return 0;
    double total = 0;
    const std::size_t listed = digit.counts.size();
    for (std::size_t c = 0; c < listed; ++c)
        if (digit.counts[c] != PartRule::Disallowed && !(digit.more && c + 1 == listed))
            total += std::exp(logSplits(tokens, c, digit.counts[c]));
    if (digit.more) total += std::exp(logAllSplits(tokens, digit.counts.back()));
    return total;
}

}  // namespace

void forEachSplit(const CodeDigit& digit, std::int64_t tokens, const SplitSink& sink) {
    if (tokens < 0) return;
    forEachCount(digit, tokens, [&](std::size_t c, PartRule rule) { Splitter(tokens, c, rule, sink); });
}

void forEachCodeOption(const TakeBreakCode& code, std::int64_t n, const OptionSink& sink) {
    if (n <= 0) return;
    const auto last =
        code.period > 0 ? n : std::min<std::int64_t>(n, static_cast<std::int64_t>(code.digits.size()) - 1);
    for (std::int64_t j = -static_cast<std::int64_t>(code.added.size()); j <= last; ++j) {
        const CodeDigit& d = code.digit(j);
        if (d.zero()) continue;
        forEachSplit(d, n - j, [&](const std::vector<std::int64_t>& parts) {
            Option o;
            o.taken = j;
            o.partCount = static_cast<int>(parts.size());
            for (std::size_t i = 0; i < parts.size(); ++i) o.parts[i] = Position{parts[i], 0};
            sink(o);
        });
    }
}

double codeOptionEstimate(const TakeBreakCode& code, double n) {
    double total = 0;
    const auto finite = static_cast<double>(code.tailStart());
    for (std::size_t k = 0; k < code.added.size(); ++k)
        total += digitEstimate(code.added[k], n + static_cast<double>(k + 1));
    for (std::size_t k = 0; k < code.tailStart() && static_cast<double>(k) <= n; ++k)
        total += digitEstimate(code.digits[k], n - static_cast<double>(k));
    // A tail's digits each apply to about (n - start) / period heaps, the largest n - start tokens.
    for (std::size_t k = code.tailStart(); k < code.digits.size(); ++k)
        total +=
            std::max(1.0, (n - finite) / static_cast<double>(code.period)) * digitEstimate(code.digits[k], n - finite);
    return total;
}

Result<void> checkCodeEnds(const TakeBreakCode& code, const Message& quoted) {
    const CodeDigit& d0 = code.digits[0];
    if (d0.at(0) != PartRule::Disallowed || d0.at(1) != PartRule::Disallowed)
        return fail(msg::code_first_digit{.code = quoted});
    // A move adding k tokens from heap m leaves c heaps of m + k tokens in all: it may leave one not
    // smaller than m exactly when some m >= 0 gives a split whose largest heap is at least m.
    for (std::size_t i = 0; i < code.added.size(); ++i) {
        const auto k = static_cast<std::int64_t>(i + 1);
        const CodeDigit& d = code.added[i];
        const std::size_t end = d.more ? d.counts.size() + static_cast<std::size_t>(k) + 2 : d.counts.size();
        for (std::size_t count = 1; count < end; ++count) {
            const PartRule rule = d.at(count);
            if (rule == PartRule::Disallowed) continue;
            const auto c = static_cast<std::int64_t>(count);
            // The smallest heap m with such a move, and the heaps it leaves (largest last).
            std::vector<std::int64_t> parts;
            std::int64_t m = -1;
            if (c == 1) {
                m = 1;
                parts = {1 + k};
            } else if (rule == PartRule::AllEqual) {
                for (std::int64_t h = 0; h * (c - 1) <= k && m < 0; ++h)
                    if ((h + k) % c == 0 && (h + k) / c >= std::max<std::int64_t>(h, 1)) m = h;
                if (m >= 0) parts.assign(static_cast<std::size_t>(c), (m + k) / c);
            } else if (rule == PartRule::Unequal ? k >= c * (c - 1) / 2 : k >= c - 1) {
                // The least heap whose tokens make such heaps: c of them (c + 1 for "?", so that the
                // last differs), 1 + 2 + .. + c for "!".
                const std::int64_t tokens = rule == PartRule::Unequal       ? c * (c + 1) / 2
                                            : rule == PartRule::NotAllEqual ? c + 1
                                                                            : c;
                m = std::max<std::int64_t>(tokens - k, 1);
                std::int64_t used = 0;
                for (std::int64_t p = 1; p < c; ++p) {
                    parts.push_back(rule == PartRule::Unequal ? p : 1);
                    used += parts.back();
                }
                parts.push_back(m + k - used);
            }
            if (m < 0) continue;
            std::string left;
            for (const auto p : parts) left += (left.empty() ? "" : "+") + std::to_string(p);
            return fail(msg::code_grows{.code = quoted, .heap = m, .parts = left});
        }
    }
    return {};
}

// ---- Words ---------------------------------------------------------------------------------------

namespace {

// What a digit's moves leave: "leave nothing", "leave one heap", "leave two or three heaps of
// different sizes", as a list joined by "or". A `more` digit's run is said from two heaps on ("two
// or more"), the counts below two one by one.
Arg leaveWords(const CodeDigit& d) {
    List out{List::Join::Or, {}, 0};
    const std::size_t listed = d.more ? std::max<std::size_t>(d.counts.size() - 1, 2) : d.counts.size();
    if (d.at(0) != PartRule::Disallowed) out.items.emplace_back(say(msg::code_words_leave_nothing{}));
    if (d.at(1) != PartRule::Disallowed) out.items.emplace_back(say(msg::code_words_leave_one{}));
    // Counts from 2 on, grouped by rule in the order they first appear.
    std::vector<PartRule> rules;
    for (std::size_t c = 2; c <= listed; ++c) {
        const PartRule r = d.at(c);
        if (r != PartRule::Disallowed && (c < listed || d.more) &&
            std::find(rules.begin(), rules.end(), r) == rules.end())
            rules.push_back(r);
    }
    for (const PartRule rule : rules) {
        List counts{List::Join::Or, {}, 0};
        for (std::size_t c = 2; c < listed; ++c)
            if (d.at(c) == rule) counts.items.push_back(countWord(static_cast<std::int64_t>(c)));
        if (d.more && d.at(listed) == rule)
            counts.items.emplace_back(
                say(msg::code_words_or_more{.least = countWord(static_cast<std::int64_t>(listed))}));
        Arg heaps(std::move(counts));
        if (rule == PartRule::Unequal) out.items.emplace_back(say(msg::code_words_leave_unequal{.counts = heaps}));
        if (rule == PartRule::NotAllEqual)
            out.items.emplace_back(say(msg::code_words_leave_not_equal{.counts = heaps}));
        if (rule == PartRule::AllEqual) out.items.emplace_back(say(msg::code_words_leave_equal{.counts = heaps}));
        if (rule == PartRule::Any) out.items.emplace_back(say(msg::code_words_leave_heaps{.counts = heaps}));
    }
    return Arg(std::move(out));
}

// Clauses one after the other: "A; or B; or C".
Arg eitherOf(std::vector<Arg> clauses) {
    if (clauses.empty()) return Arg("");
    Arg out = std::move(clauses.back());
    for (std::size_t i = clauses.size() - 1; i-- > 0;)
        out = Arg(say(msg::game_rules_or_last{.first = std::move(clauses[i]), .last = std::move(out)}));
    return out;
}

List numbers(const std::vector<std::int64_t>& taken) {
    List out{List::Join::Or, {}, 0};
    for (const auto t : taken) out.items.emplace_back(std::to_string(t));
    return out;
}

}  // namespace

Message codeMoveWords(const TakeBreakCode& code) {
    List clauses;
    // Digits with the same moves are said once, with every amount they are for.
    const auto grouped = [&](std::int64_t from, std::int64_t to, bool adding) {
        std::vector<bool> said(static_cast<std::size_t>(to - from), false);
        for (std::int64_t j = from; j < to; ++j) {
            const CodeDigit& d = code.digit(adding ? -j : j);
            if (d.zero() || said[static_cast<std::size_t>(j - from)]) continue;
            std::vector<std::int64_t> amounts;
            for (std::int64_t i = j; i < to; ++i) {
                if (code.digit(adding ? -i : i) != d) continue;
                said[static_cast<std::size_t>(i - from)] = true;
                amounts.push_back(i);
            }
            const Arg what = leaveWords(d);
            if (adding)
                clauses.items.emplace_back(say(msg::code_words_add{.amounts = numbers(amounts), .what = what}));
            else if (j == 0)
                clauses.items.emplace_back(say(msg::code_words_split{.what = what}));
            else
                clauses.items.emplace_back(say(msg::code_words_take{.amounts = numbers(amounts), .what = what}));
        }
    };
    grouped(1, static_cast<std::int64_t>(code.added.size()) + 1, true);
    grouped(0, static_cast<std::int64_t>(code.tailStart()), false);
    const auto start = static_cast<std::int64_t>(code.tailStart());
    const auto period = static_cast<std::int64_t>(code.period);
    for (std::int64_t r = 0; r < period; ++r) {
        const CodeDigit& d = code.digit(start + r);
        if (d.zero()) continue;
        const Arg what = leaveWords(d);
        if (period == 1) {
            clauses.items.emplace_back(say(msg::code_words_take_from{.least = start, .what = what}));
        } else {
            clauses.items.emplace_back(say(msg::code_words_take_every{
                .amounts = List{List::Join::Comma, {start + r, start + r + period, start + r + 2 * period}, 0},
                .what = what}));
        }
    }
    return say(msg::game_rules_take_and_break{.moves = eitherOf(std::move(clauses.items))});
}

}  // namespace grundy
