// The rule language's words, written once: the statements, the other keywords, the functions and the
// named sequences. The parser reads keywords and names by them, the checker suggests from them, and
// the page's highlighter colours by them (api::rulesWords), so no list of words is kept anywhere else.
#include <algorithm>
#include <array>

#include "syntax.hpp"

namespace grundy::rules::detail {

namespace {

struct NamedSequence {
    const char* name;
    Sequence sequence;
};

constexpr std::array<const char*, 5> kStatementWords{"name", "about", "position", "start", "move"};
constexpr std::array<const char*, 6> kOperatorWords{"for", "in", "where", "and", "or", "not"};
constexpr std::array<const char*, 3> kFunctionWords{"min", "max", "abs"};
constexpr std::array<NamedSequence, 4> kSequences{
    {{"fib", Sequence::Fib}, {"pow2", Sequence::Pow2}, {"squares", Sequence::Squares}, {"primes", Sequence::Primes}}};

template <std::size_t N>
bool listed(const std::array<const char*, N>& words, const std::string& word) {
    return std::any_of(words.begin(), words.end(), [&](const char* w) { return word == w; });
}

template <std::size_t N>
std::vector<std::string> asStrings(const std::array<const char*, N>& words) {
    return {words.begin(), words.end()};
}

}  // namespace

}  // namespace grundy::rules::detail

namespace grundy::rules {

const Words& words() {
    static const Words all = [] {
        Words out{detail::asStrings(detail::kStatementWords),
                  detail::asStrings(detail::kOperatorWords),
                  detail::asStrings(detail::kFunctionWords),
                  {}};
        for (const auto& s : detail::kSequences) out.sequences.emplace_back(s.name);
        return out;
    }();
    return all;
}

}  // namespace grundy::rules

namespace grundy::rules::detail {

bool isStatement(const std::string& word) {
    return listed(kStatementWords, word);
}

bool isKeyword(const std::string& word) {
    return isStatement(word) || listed(kOperatorWords, word);
}

bool isReserved(const std::string& word) {
    return isKeyword(word) || functionNamed(word).has_value() || sequenceNamed(word).has_value();
}

std::optional<Kind> functionNamed(const std::string& word) {
    if (word == kFunctionWords[0]) return Kind::Min;
    if (word == kFunctionWords[1]) return Kind::Max;
    if (word == kFunctionWords[2]) return Kind::Abs;
    return std::nullopt;
}

std::optional<Sequence> sequenceNamed(const std::string& word) {
    for (const auto& s : kSequences)
        if (word == s.name) return s.sequence;
    return std::nullopt;
}

const char* sequenceName(Sequence s) {
    for (const auto& named : kSequences)
        if (named.sequence == s) return named.name;
    return kSequences[0].name;
}

}  // namespace grundy::rules::detail
