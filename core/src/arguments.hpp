// Small readers of typed text: the spec and position readers, the heap families' factories (the text
// after a family's colon), the rule language and the answers to exercises all trim and split with these.
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grundy::arguments {

// The white space typed text is trimmed and split at: space, tab, line feed, carriage return.
inline constexpr std::string_view kSpace = " \t\n\r";
inline bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

inline std::string_view trim(std::string_view s) {
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

inline std::string trimmed(std::string_view s) {
    return std::string(trim(s));
}

inline std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; });
    return out;
}

// An optionally signed decimal integer and nothing else (after trimming); nullopt for anything
// else, including numbers that do not fit in 64 bits.
inline std::optional<std::int64_t> wholeNumber(std::string_view raw) {
    std::string_view t = trim(raw);
    if (!t.empty() && t.front() == '+') t.remove_prefix(1);
    if (t.empty()) return std::nullopt;
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc() || end != t.data() + t.size()) return std::nullopt;
    return v;
}

// The pieces of s between separators (an empty s gives one empty piece).
inline std::vector<std::string_view> split(std::string_view s, char separator) {
    std::vector<std::string_view> pieces;
    while (true) {
        const auto at = s.find(separator);
        pieces.push_back(s.substr(0, at));
        if (at == std::string_view::npos) break;
        s.remove_prefix(at + 1);
    }
    return pieces;
}

}  // namespace grundy::arguments
