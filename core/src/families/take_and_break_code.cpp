// Take-and-break codes: reading, normal form and digits (take_and_break_code.hpp).
#include "take_and_break_code.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <set>

#include "../arguments.hpp"

namespace grundy {

namespace {

constexpr std::string_view kBase32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
// The most digits on either side of the point, and the largest heap count a digit may name.
constexpr std::size_t kMaxDigits = 64;
constexpr std::size_t kMaxCount = 63;

int base32Value(char c) {
    const char upper = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
    const auto at = kBase32.find(upper);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

char modifierChar(PartRule r) {
    return r == PartRule::Unequal ? '!' : r == PartRule::NotAllEqual ? '?' : r == PartRule::AllEqual ? '=' : '\0';
}

std::string modifierText(PartRule r) {
    const char c = modifierChar(r);
    return c ? std::string(1, c) : std::string();
}

std::optional<PartRule> modifierAt(std::string_view text, std::size_t at) {
    if (at >= text.size()) return std::nullopt;
    if (text[at] == '!') return PartRule::Unequal;
    if (text[at] == '?') return PartRule::NotAllEqual;
    if (text[at] == '=') return PartRule::AllEqual;
    return std::nullopt;
}

// The digit of a number's bits, all with one rule.
CodeDigit digitOfBits(std::uint64_t bits, PartRule rule) {
    std::vector<PartRule> counts;
    for (std::size_t c = 0; c < 64 && (bits >> c) != 0; ++c)
        counts.push_back((bits >> c) & 1 ? rule : PartRule::Disallowed);
    return CodeDigit::normal(std::move(counts), false);
}

// Reads a code a character at a time; each refusal names the character it stopped at.
class CodeReader {
public:
    CodeReader(std::string_view text, const Message& quoted) : text_(text), quoted_(quoted) {}

    Result<TakeBreakCode> read();

private:
    Error at(std::size_t i, Message reason) const {
        return fail(msg::code_at{.code = quoted_, .at = i + 1, .reason = std::move(reason)});
    }
    Result<CodeDigit> list(std::size_t& i);
    Result<CodeDigit> number(std::size_t& i);
    Result<void> add(std::size_t i, CodeDigit d);
    PartRule modifier(std::size_t& i) {
        const auto m = modifierAt(text_, i + 1);
        if (m) ++i;
        return m.value_or(PartRule::Any);
    }

    std::string_view text_;
    const Message& quoted_;
    bool beforePoint_ = true;
    bool inTail_ = false;
    std::optional<std::size_t> tailFrom_;  // digits after the point before the tail
    std::vector<CodeDigit> before_, after_;
};

Result<void> CodeReader::add(std::size_t i, CodeDigit d) {
    auto& side = beforePoint_ ? before_ : after_;
    if (side.size() == kMaxDigits)
        return at(i, beforePoint_ ? say(msg::code_too_many_before{.most = kMaxDigits})
                                  : say(msg::code_too_many_after{.most = kMaxDigits}));
    side.push_back(std::move(d));
    return {};
}

Result<CodeDigit> CodeReader::number(std::size_t& i) {
    const auto close = text_.find(';', i);
    if (close == std::string_view::npos) return at(i, say(msg::code_amp_unclosed{}));
    const std::string_view digits = text_.substr(i + 1, close - i - 1);
    std::uint64_t n = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || (n >> kMaxCount) != 0)
        return at(i, say(msg::code_amp_number{.text = std::string(digits), .most = kMaxCount}));
    i = close;
    return digitOfBits(n, modifier(i));
}

Result<CodeDigit> CodeReader::list(std::size_t& i) {
    const std::size_t open = i;
    const auto close = text_.find('}', i);
    if (close == std::string_view::npos) return at(i, say(msg::code_list_unclosed{}));
    std::string_view inside = text_.substr(i + 1, close - i - 1);
    i = close;
    const auto global = modifierAt(text_, close + 1);
    if (global) ++i;
    const bool more = !inside.empty() && inside.back() == '+';
    if (more) inside.remove_suffix(1);
    std::vector<PartRule> counts;
    std::size_t itemAt = open + 1;
    for (const auto raw : arguments::split(inside, ',')) {
        std::string_view item = arguments::trim(raw);
        auto own = item.empty() ? std::nullopt : modifierAt(item, item.size() - 1);
        if (own) item.remove_suffix(1);
        std::size_t c = 0;
        const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), c);
        if (item.empty() || ec != std::errc() || end != item.data() + item.size() || c > kMaxCount) {
            if (arguments::trim(raw).find('+') != std::string_view::npos) return at(itemAt, say(msg::code_list_plus{}));
            return at(itemAt, say(msg::code_list_item{.item = std::string(arguments::trim(raw)), .most = kMaxCount}));
        }
        if (own && global) return at(itemAt, say(msg::code_list_two_modifiers{}));
        if (counts.size() <= c) counts.resize(c + 1, PartRule::Disallowed);
        counts[c] = own.value_or(global.value_or(PartRule::Any));
        itemAt += raw.size() + 1;
    }
    return CodeDigit::normal(std::move(counts), more);
}

Result<TakeBreakCode> CodeReader::read() {
    for (std::size_t i = 0; i < text_.size(); ++i) {
        const char c = text_[i];
        std::optional<Result<CodeDigit>> digit;
        if (c == '.') {
            beforePoint_ = false;  // a second point was refused before reading
        } else if (c == '[') {
            if (beforePoint_) return at(i, say(msg::code_tail_before_point{}));
            if (tailFrom_) return at(i, say(msg::code_tail_twice{}));
            inTail_ = true;
            tailFrom_ = after_.size();
        } else if (c == ']') {
            if (!inTail_) return at(i, say(msg::code_tail_unopened{}));
            if (i + 1 != text_.size()) return at(i + 1, say(msg::code_tail_not_last{}));
            if (after_.size() == *tailFrom_) return at(i, say(msg::code_tail_empty{}));
            inTail_ = false;
        } else if (c == '*') {
            digit = CodeDigit::normal({modifier(i)}, true);
        } else if (c == '{') {
            digit = list(i);
        } else if (c == '&') {
            digit = number(i);
        } else if (base32Value(c) >= 0) {
            digit = digitOfBits(static_cast<std::uint64_t>(base32Value(c)), modifier(i));
        } else {
            return at(i, say(msg::code_bad_char{.character = std::string(1, c)}));
        }
        if (!digit) continue;
        if (!*digit) return digit->why();
        if (auto added = add(i, std::move(*digit).value()); !added) return added.why();
    }
    if (inTail_) return at(text_.size() - 1, say(msg::code_tail_unclosed{}));
    TakeBreakCode code;
    // d_0 is the last digit before the point (0 when there is none: ".77"), the others add tokens.
    code.digits.push_back(before_.empty() ? CodeDigit{} : before_.back());
    code.digits.insert(code.digits.end(), after_.begin(), after_.end());
    for (std::size_t k = before_.size(); k-- > 1;) code.added.push_back(before_[k - 1]);
    if (tailFrom_) code.period = after_.size() - *tailFrom_;
    // The normal form (CGSuite's TBCode.apply): no zero digits at the end of what is added, a tail of
    // zeros dropped, and then (with no tail) no zero digits at the end.
    while (!code.added.empty() && code.added.back().zero()) code.added.pop_back();
    const auto zero = [](const CodeDigit& d) { return d.zero(); };
    if (code.period > 0 &&
        std::all_of(code.digits.end() - static_cast<std::ptrdiff_t>(code.period), code.digits.end(), zero)) {
        code.digits.resize(code.digits.size() - code.period);
        code.period = 0;
    }
    if (code.period == 0)
        while (code.digits.size() > 1 && code.digits.back().zero()) code.digits.pop_back();
    return code;
}

}  // namespace

// ---- CodeDigit -----------------------------------------------------------------------------------

CodeDigit CodeDigit::normal(std::vector<PartRule> counts, bool more) {
    while (!counts.empty() && counts.back() == PartRule::Disallowed) counts.pop_back();
    if (counts.empty()) return {};
    if (more && counts.size() < 4) counts.resize(4, counts.back());
    std::set<PartRule> many;  // the rules of the counts from 2 on
    for (std::size_t c = 2; c < counts.size(); ++c)
        if (counts[c] != PartRule::Disallowed) many.insert(counts[c]);
    for (std::size_t c = 0; c < counts.size(); ++c) {
        if (counts[c] == PartRule::Disallowed) continue;
        if (many.size() == 1)
            counts[c] = *many.begin();
        else if (c < 2)
            counts[c] = PartRule::Any;
    }
    if (more) {  // keep the first of the last run of equal rules
        std::size_t keep = counts.size();
        while (keep > 1 && counts[keep - 2] == counts.back()) --keep;
        counts.resize(keep);
    }
    return {std::move(counts), more};
}

std::uint64_t CodeDigit::bits() const {
    std::uint64_t out = 0;
    for (std::size_t c = 0; c < counts.size() && c < 64; ++c)
        if (counts[c] != PartRule::Disallowed) out |= std::uint64_t{1} << c;
    return out;
}

bool CodeDigit::plain() const {
    for (std::size_t c = 2; c < counts.size(); ++c)
        if (counts[c] != PartRule::Disallowed && counts[c] != PartRule::Any) return false;
    return true;
}

std::string CodeDigit::text() const {
    if (counts.empty()) return "0";
    const PartRule last = counts.back();
    const bool oneRule =
        std::all_of(counts.begin(), counts.end(), [&](PartRule r) { return r == last || r == PartRule::Disallowed; });
    std::string out;
    if (oneRule && !more) {
        const std::uint64_t n = bits();
        return (n < 32 ? std::string(1, kBase32[n]) : "&" + std::to_string(n) + ";") + modifierText(last);
    }
    if (oneRule) {
        if (counts.size() == 1) return "*" + modifierText(last);
        for (std::size_t c = 0; c < counts.size(); ++c)
            if (counts[c] == last) out += (out.empty() ? "" : ",") + std::to_string(c);
        return "{" + out + "+}" + modifierText(last);
    }
    for (std::size_t c = 0; c < counts.size(); ++c)
        if (counts[c] != PartRule::Disallowed)
            out += (out.empty() ? "" : ",") + std::to_string(c) + modifierText(counts[c]);
    return "{" + out + (more ? "+" : "") + "}";
}

// ---- TakeBreakCode -------------------------------------------------------------------------------

const CodeDigit& TakeBreakCode::digit(std::int64_t removed) const {
    static const CodeDigit none;
    if (removed < 0) {
        const auto k = static_cast<std::size_t>(-removed - 1);
        return k < added.size() ? added[k] : none;
    }
    const auto k = static_cast<std::size_t>(removed);
    if (k < digits.size()) return digits[k];
    if (period == 0) return none;
    return digits[tailStart() + (k - tailStart()) % period];
}

std::size_t TakeBreakCode::maxHeaps() const {
    std::size_t most = 0;
    for (const auto* side : {&digits, &added})
        for (const auto& d : *side) most = std::max(most, d.maxHeaps());
    return most;
}

bool TakeBreakCode::plain() const {
    for (const auto* side : {&digits, &added})
        for (const auto& d : *side)
            if (!d.plain()) return false;
    return true;
}

std::string TakeBreakCode::text() const {
    std::string out;
    for (std::size_t k = added.size(); k-- > 0;) out += added[k].text();
    out += digits[0].text() + ".";
    const std::size_t start = tailStart();
    for (std::size_t k = 1; k < start; ++k) out += digits[k].text();
    if (period > 0) {
        out += "[";
        for (std::size_t k = start; k < digits.size(); ++k) out += digits[k].text();
        out += "]";
    } else if (start <= 1) {
        out += "0";
    }
    return out;
}

Result<TakeBreakCode> parseTakeBreakCode(std::string_view text, const Message& quoted) {
    const auto point = text.find('.');
    if (point == std::string_view::npos) return fail(msg::code_no_point{.code = quoted});
    if (text.find('.', point + 1) != std::string_view::npos) return fail(msg::code_two_points{.code = quoted});
    return CodeReader(text, quoted).read();
}

bool looksLikeTakeBreakCode(std::string_view text) {
    const auto point = text.find('.');
    if (point == std::string_view::npos || text.find(':') != std::string_view::npos) return false;
    const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    for (std::size_t i = 1; i < point; ++i)
        if (letter(text[i - 1]) && letter(text[i])) return false;
    return true;
}

}  // namespace grundy
