// Turning codes: reading, normal form, moves and words (coin_turning_code.hpp).
#include "coin_turning_code.hpp"

#include <charconv>
#include <cmath>

#include "../arguments.hpp"

namespace grundy {

namespace {

// The largest number a code may hold (coins turned, a span).
constexpr std::int64_t kMostNumber = 1'000'000;

char spacingLetter(Spacing s) {
    return s == Spacing::Consecutive ? 'C' : s == Spacing::Equal ? 'E' : s == Spacing::Symmetric ? 'S' : '\0';
}

// Reads digits at text[i..] into n; false when there are none or too many.
bool readNumber(std::string_view text, std::size_t& i, std::int64_t& n) {
    const std::size_t from = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
    const auto [end, ec] = std::from_chars(text.data() + from, text.data() + i, n);
    return i > from && ec == std::errc() && end == text.data() + i && n <= kMostNumber;
}

Result<TurnRule> readRule(std::string_view item, std::size_t offset, const std::string& code) {
    const auto at = [&](std::size_t i, Message reason) {
        return fail(msg::turning_at{.code = code, .at = offset + i + 1, .reason = std::move(reason)});
    };
    TurnRule r;
    std::size_t i = 0;
    if (!readNumber(item, i, r.least)) return at(i, say(msg::turning_count{.most = kMostNumber}));
    if (r.least < 1) return at(0, say(msg::turning_zero{}));
    r.most = r.least;
    if (i < item.size() && item[i] == '+') {
        r.most = TurnRule::kUnbounded;
        ++i;
    } else if (i < item.size() && item[i] == '-') {
        ++i;
        if (!readNumber(item, i, r.most)) return at(i, say(msg::turning_count{.most = kMostNumber}));
        if (r.most < r.least) return at(i - 1, say(msg::turning_backwards{.least = r.least, .most = r.most}));
    }
    bool spaced = false;
    while (i < item.size()) {
        const char c = item[i] >= 'a' && item[i] <= 'z' ? static_cast<char>(item[i] - 'a' + 'A') : item[i];
        if (c == 'C' && i + 1 < item.size() && item[i + 1] == '(') {
            std::size_t j = i + 2;
            if (!readNumber(item, j, r.span) || j >= item.size() || item[j] != ')')
                return at(i, say(msg::turning_span{.most = kMostNumber}));
            if (r.span < 1) return at(i, say(msg::turning_span{.most = kMostNumber}));
            i = j + 1;
            continue;
        }
        Spacing s = Spacing::Any;
        if (c == 'C') s = Spacing::Consecutive;
        if (c == 'E') s = Spacing::Equal;
        if (c == 'S') s = Spacing::Symmetric;
        if (c == 'F') {
            r.first = true;
        } else if (s == Spacing::Any) {
            return at(i, say(msg::turning_letter{.letter = std::string(1, item[i])}));
        } else if (spaced && r.spacing != s) {
            return at(i, say(msg::turning_two_spacings{.first = std::string(1, spacingLetter(r.spacing)),
                                                       .second = std::string(1, c)}));
        } else {
            r.spacing = s;
            spaced = true;
        }
        ++i;
    }
    return r;
}

double logChoose(double m, double k) {
    if (k < 0 || k > m) return -std::numeric_limits<double>::infinity();
    return std::lgamma(m + 1) - std::lgamma(k + 1) - std::lgamma(m - k + 1);
}

// Calls f for every k-subset of the sorted candidates (as a sorted vector), with `fixed` in front.
void subsets(const std::vector<std::int64_t>& candidates, std::size_t k, std::vector<std::int64_t>& chosen,
             std::size_t from, const TurnSink& sink) {
    if (chosen.size() == k) {
        sink(chosen);
        return;
    }
    for (std::size_t i = from; i + (k - chosen.size()) <= candidates.size(); ++i) {
        chosen.push_back(candidates[i]);
        subsets(candidates, k, chosen, i + 1, sink);
        chosen.pop_back();
    }
}

void forEachRuleTurn(const TurnRule& r, std::int64_t n, const TurnSink& sink) {
    const std::int64_t lo = std::max<std::int64_t>(1, n - r.span + 1);  // the leftmost coin a move may turn
    if (r.first && lo > 1) return;
    const std::int64_t top = std::min(r.mostOthers(), n - 1);
    for (std::int64_t k = r.fewestOthers(); k <= top; ++k) {
        if (k == 0) {  // coin n alone: F holds only for coin 1
            if (!r.first || n == 1) sink({});
            continue;
        }
        std::vector<std::int64_t> coins;
        switch (r.spacing) {
            case Spacing::Any: {
                std::vector<std::int64_t> candidates;
                for (std::int64_t c = r.first ? 2 : lo; c < n; ++c) candidates.push_back(c);
                if (r.first) coins.push_back(1);
                subsets(candidates, static_cast<std::size_t>(k), coins, 0, sink);
                break;
            }
            case Spacing::Consecutive:
                if (n - k < lo || (r.first && n - k != 1)) break;
                for (std::int64_t c = n - k; c < n; ++c) coins.push_back(c);
                sink(coins);
                break;
            case Spacing::Equal:
                for (std::int64_t d = (n - lo) / k; d >= 1; --d) {  // the widest spacing first, as CGSuite
                    if (r.first && n - k * d != 1) continue;
                    coins.clear();
                    for (std::int64_t i = k; i >= 1; --i) coins.push_back(n - i * d);
                    sink(coins);
                }
                break;
            case Spacing::Symmetric:
                for (std::int64_t a = lo; a < n && !(r.first && a > 1); ++a) {
                    // a pairs with n; the other k - 1 coins pair up about (a + n) / 2, one may be its middle.
                    const std::int64_t sum = a + n;
                    const std::int64_t inner = k - 1;
                    const bool middle = inner % 2 == 1;
                    if (middle && sum % 2 != 0) continue;
                    std::vector<std::int64_t> lower;  // the coins below the middle that can pair
                    for (std::int64_t x = a + 1; 2 * x < sum; ++x) lower.push_back(x);
                    std::vector<std::int64_t> chosen;
                    subsets(lower, static_cast<std::size_t>(inner / 2), chosen, 0,
                            [&](const std::vector<std::int64_t>& low) {
                                std::vector<std::int64_t> set{a};
                                set.insert(set.end(), low.begin(), low.end());
                                if (middle) set.push_back(sum / 2);
                                for (auto it = low.rbegin(); it != low.rend(); ++it) set.push_back(sum - *it);
                                sink(set);
                            });
                }
                break;
        }
    }
}

}  // namespace

std::string TurnRule::text() const {
    std::string out = std::to_string(least);
    if (most == kUnbounded)
        out += "+";
    else if (most != least)
        out += "-" + std::to_string(most);
    if (first) out += "F";
    if (spacingLetter(spacing)) out += spacingLetter(spacing);
    if (span != kUnbounded) out += "C(" + std::to_string(span) + ")";
    return out;
}

std::string TurningCode::text() const {
    std::string out;
    for (const auto& r : rules) out += (out.empty() ? "" : ",") + r.text();
    return out;
}

Result<TurningCode> parseTurningCode(std::string_view text) {
    const std::string code(arguments::trim(text));
    if (code.empty()) return fail(msg::turning_empty{});
    TurningCode out;
    std::size_t offset = 0;
    for (const auto raw : arguments::split(code, ',')) {
        const std::string_view item = arguments::trim(raw);
        const std::size_t lead = static_cast<std::size_t>(raw.find_first_not_of(" \t"));
        if (item.empty())
            return fail(msg::turning_at{.code = code, .at = offset + 1, .reason = say(msg::turning_empty_rule{})});
        auto rule = readRule(item, offset + (lead == std::string_view::npos ? 0 : lead), code);
        if (!rule) return rule.why();
        out.rules.push_back(*rule);
        offset += raw.size() + 1;
    }
    bool moves = false;
    for (const auto& r : out.rules) moves = moves || r.span >= r.least;
    if (!moves) return fail(msg::turning_no_move{.code = code});
    return out;
}

void forEachTurn(const TurningCode& code, std::int64_t n, const TurnSink& sink) {
    if (n < 1) return;
    for (const auto& r : code.rules) forEachRuleTurn(r, n, sink);
}

double turnEstimate(const TurningCode& code, double n) {
    double total = 0;
    for (const auto& r : code.rules) {
        const double others = std::min(n - 1, static_cast<double>(r.span) - 1);  // coins a move may turn but n
        if (others < 0) continue;
        const double fewest = static_cast<double>(r.fewestOthers());
        const double most = std::min(static_cast<double>(r.mostOthers()), others);
        if (most < fewest) continue;
        const bool unbounded = r.mostOthers() >= TurnRule::kUnbounded / 2;
        switch (r.spacing) {
            case Spacing::Any:
                if (unbounded && most > 40) {
                    total += std::pow(2.0, std::min(others, 1000.0));
                } else {
                    for (double k = fewest; k <= most; ++k) total += std::exp(logChoose(others - r.first, k - r.first));
                }
                break;
            case Spacing::Consecutive:
                total += r.first ? 1 : most - fewest + 1;
                break;
            case Spacing::Equal:
                total += r.first ? most - fewest + 1 : others * (1 + std::log(others + 1));
                break;
            case Spacing::Symmetric: {
                const double pairs = others / 2;
                const double start = r.first ? 1 : others;  // the leftmost coin's choices
                if (unbounded) {
                    total += start * std::pow(2.0, std::min(pairs + 1, 1000.0));
                } else {
                    for (double k = fewest; k <= most; ++k)
                        total += start * std::exp(logChoose(pairs, std::floor(std::max(k - 1, 0.0) / 2)));
                }
                break;
            }
        }
    }
    return total;
}

Message turnWords(const TurningCode& code) {
    std::vector<Arg> rules;
    for (const auto& r : code.rules) {
        Arg count = r.most == TurnRule::kUnbounded ? Arg(say(msg::turning_words_or_more{.least = countWord(r.least)}))
                    : r.most == r.least
                        ? countWord(r.least)
                        : Arg(say(msg::turning_words_range{.least = countWord(r.least), .most = countWord(r.most)}));
        List how{List::Join::And, {}, 0};
        if (r.spacing == Spacing::Consecutive) how.items.emplace_back(say(msg::turning_words_consecutive{}));
        if (r.spacing == Spacing::Equal) how.items.emplace_back(say(msg::turning_words_equal{}));
        if (r.spacing == Spacing::Symmetric) how.items.emplace_back(say(msg::turning_words_symmetric{}));
        if (r.first) how.items.emplace_back(say(msg::turning_words_first{}));
        if (r.span != TurnRule::kUnbounded) how.items.emplace_back(say(msg::turning_words_span{.span = r.span}));
        if (how.items.empty())
            rules.emplace_back(say(msg::turning_words_rule{.count = count}));
        else
            rules.emplace_back(say(msg::turning_words_rule_how{.count = count, .how = std::move(how)}));
    }
    // Rules one after the other: "A; or B".
    Arg all = std::move(rules.back());
    for (std::size_t i = rules.size() - 1; i-- > 0;)
        all = Arg(say(msg::game_rules_or_last{.first = std::move(rules[i]), .last = std::move(all)}));
    return say(msg::game_rules_turning{.rules = std::move(all)});
}

}  // namespace grundy
