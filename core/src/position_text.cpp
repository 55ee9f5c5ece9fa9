// Position text (the grammar is in grundy/spec.hpp): the forms people write a position in, read as
// parts of a ruleset's components, and the canonical text written back. Kept apart from the spec
// reader (spec.cpp), which every table job runs and which is compiled for speed in the wasm module;
// positions are read once per request, so this file is compiled for size there (core/CMakeLists.txt).
#include <algorithm>
#include <cctype>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arguments.hpp"
#include "grundy/limits.hpp"
#include "grundy/spec.hpp"

namespace grundy {

namespace {

using arguments::isSpace;
using arguments::trimmed;

std::vector<std::string> split(const std::string& s, char separator) {
    std::vector<std::string> out;
    for (const auto piece : arguments::split(s, separator)) out.emplace_back(piece);
    return out;
}

}  // namespace

namespace {

// What an input method types for the position's punctuation and digits in Chinese (full-width
// "，", "（", "）", "＋", "０".."９" and the ideographic space), read as their ASCII forms.
std::string asciiForms(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
        if (i + 2 < text.size() && byte(0) == 0xEF && byte(1) == 0xBC && byte(2) >= 0x88 && byte(2) <= 0x99 &&
            (byte(2) <= 0x8C || byte(2) >= 0x90) && byte(2) != 0x8A) {
            out += static_cast<char>(byte(2) - 0x88 + '(');  // U+FF08..FF0C, U+FF10..FF19: '(' .. ',', '0' .. '9'
            i += 2;
        } else if (i + 2 < text.size() && byte(0) == 0xE3 && byte(1) == 0x80 && byte(2) == 0x80) {
            out += ' ';
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

// Splits at '+' signs outside parentheses; reports unbalanced parentheses.
Result<std::vector<std::string>> splitTopLevel(const std::string& text) {
    std::vector<std::string> parts;
    int depth = 0;
    std::string current;
    for (const char c : text) {
        if (c == '(') ++depth;
        if (c == ')' && --depth < 0) return fail(msg::position_unmatched_close{});
        if (c == '+' && depth == 0) {
            parts.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    if (depth != 0) return fail(msg::position_unmatched_open{});
    parts.push_back(current);
    return parts;
}

// Splits text (balanced, no '+' outside parentheses) at white space outside parentheses, except
// white space beside a ',' ("2, 1" is one chunk): "(2,1) (3,4)" and "1 4 1" are several.
std::vector<std::string> splitAtSpaces(const std::string& text) {
    std::vector<std::string> chunks;
    std::string current;
    int depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '(') ++depth;
        if (c == ')') --depth;
        if (!isSpace(c) || depth > 0) {
            current += c;
            continue;
        }
        std::size_t next = i;
        while (next < text.size() && isSpace(text[next])) ++next;
        const bool besideComma =
            (!current.empty() && current.back() == ',') || (next < text.size() && text[next] == ',');
        if (!besideComma && !current.empty() && next < text.size()) {
            chunks.push_back(current);
            current.clear();
        }
        i = next - 1;
    }
    if (!current.empty() || chunks.empty()) chunks.push_back(current);
    return chunks;
}

// Text all in one pair of parentheses: "(2, 1)", "(1+3)"; not "(2,1) (3,4)".
bool isWrapped(const std::string& text) {
    if (text.size() < 2 || text.front() != '(' || text.back() != ')') return false;
    int depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '(') ++depth;
        if (text[i] == ')' && --depth == 0) return i + 1 == text.size();
    }
    return false;
}

// Numbers written without ',' or parentheses: one number, or a node's name.
bool isBare(const std::string& chunk) {
    return chunk.find_first_of(",()") == std::string::npos;
}

// One part of a position as typed, before its game reads it.
struct Piece {
    std::size_t component;
    std::string text;
};

// Reads the pieces of one component's share of a position (see spec.hpp's position grammar).
class PieceReader {
public:
    PieceReader(const GameSpec& spec, std::vector<Piece>& out) : spec_(spec), out_(out) {}

    // An item: the text between two '+' (or two parts of a sum written with spaces): a group in
    // parentheses, or parts separated by white space.
    Result<void> item(std::size_t component, const std::string& raw) {
        const std::string text = trimmed(raw);
        if (!isWrapped(text)) return segment(component, text);
        const std::string inner = trimmed(text.substr(1, text.size() - 2));
        if (inner.find_first_of("()") != std::string::npos) return fail(msg::position_nested_parentheses{});
        for (const auto& piece : split(inner, '+'))
            if (auto ok = segment(component, trimmed(piece)); !ok) return ok;
        return {};
    }

private:
    // Text with no '+' outside parentheses.
    Result<void> segment(std::size_t component, const std::string& text) {
        const auto chunks = splitAtSpaces(text);
        const int k = spec_.components[component]->dimensions();
        if (k > 1 && chunks.size() > 1 && std::all_of(chunks.begin(), chunks.end(), isBare)) {
            // "2 1": one position of k numbers; other counts are refused with the text to use.
            // (Past the most parts a position may have, no text to use: the piece's own message.)
            if (chunks.size() == static_cast<std::size_t>(k) || chunks.size() % static_cast<std::size_t>(k) != 0 ||
                chunks.size() > limits::kMaxSumComponents * static_cast<std::size_t>(k)) {
                out_.push_back(Piece{component, text});
                return {};
            }
            std::string canonical;
            for (std::size_t i = 0; i < chunks.size(); ++i)
                canonical += (i == 0 ? "" : i % static_cast<std::size_t>(k) == 0 ? "+" : ",") + chunks[i];
            return fail(msg::position_run_together{.text = text,
                                                   .count = chunks.size(),
                                                   .size = countWord(k),
                                                   .use = canonical,
                                                   .parts = countWord(static_cast<std::int64_t>(chunks.size()) / k)});
        }
        for (const auto& chunk : chunks) {
            if (isWrapped(chunk) && chunks.size() > 1) {
                if (auto ok = item(component, chunk); !ok) return ok;
            } else if (chunk.find_first_of("()") != std::string::npos && !isWrapped(chunk)) {
                return fail(msg::position_parentheses_inside{.text = chunk});
            } else if (k == 1) {
                // A game of one number: ',' separates its parts as white space does ("1,4,1").
                for (const auto& piece : split(chunk, ',')) out_.push_back(Piece{component, trimmed(piece)});
            } else {
                out_.push_back(Piece{component, chunk});
            }
        }
        return {};
    }

    const GameSpec& spec_;
    std::vector<Piece>& out_;
};

// The text to use for a position whose numbers `numbers` were typed with separators the reader
// does not know ("1;4;1", "[2, 1]"), when the numbers fit the spec ("1+4+1 for three heaps").
std::optional<Message> suggestedText(const GameSpec& spec, const std::vector<std::string>& numbers) {
    for (const auto& game : spec.components)
        if (!game->traits().nodes.empty()) return std::nullopt;  // a graph's positions are names, not numbers
    std::string out;
    if (spec.isSingle()) {
        const auto k = static_cast<std::size_t>(spec.components[0]->dimensions());
        if (numbers.size() % k != 0) return std::nullopt;
        for (std::size_t i = 0; i < numbers.size(); ++i) out += (i == 0 ? "" : i % k == 0 ? "+" : ",") + numbers[i];
        const auto parts = static_cast<std::int64_t>(numbers.size() / k);
        if (k == 1)
            return parts == 1 ? say(msg::position_use_heap{.text = out, .count = countWord(parts)})
                              : say(msg::position_use_heaps{.text = out, .count = countWord(parts)});
        return parts == 1 ? say(msg::position_use_position{.text = out, .count = countWord(parts)})
                          : say(msg::position_use_positions{.text = out, .count = countWord(parts)});
    }
    std::size_t at = 0;
    for (std::size_t c = 0; c < spec.components.size(); ++c) {
        const auto k = static_cast<std::size_t>(spec.components[c]->dimensions());
        if (at + k > numbers.size()) return std::nullopt;
        for (std::size_t j = 0; j < k; ++j) out += (j == 0 ? (c == 0 ? "" : "+") : ",") + numbers[at + j];
        at += k;
    }
    if (at != numbers.size()) return std::nullopt;
    return say(msg::position_use_parts{.text = out});
}

// A position with a character no form of position uses (";", "/", "[" ...) between its numbers.
std::optional<Error> unknownSeparators(const GameSpec& spec, const std::string& text) {
    const auto known = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || isSpace(c) ||
               std::string_view("_-.,+()").find(c) != std::string_view::npos;
    };
    if (std::all_of(text.begin(), text.end(), known)) return std::nullopt;
    std::vector<std::string> numbers;
    for (std::size_t i = 0; i < text.size();) {
        if (!std::isdigit(static_cast<unsigned char>(text[i]))) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
        numbers.push_back(text.substr(start, i - start));
    }
    if (numbers.size() < 2 || numbers.size() > limits::kMaxSumComponents) return std::nullopt;
    auto use = suggestedText(spec, numbers);
    if (!use) return std::nullopt;
    return fail(msg::position_unknown_separator{.text = text, .use = std::move(*use)});
}

// A sum's position written with spaces whose parts do not go one to a component, with the text
// to use where the numbers say it.
Error spacedSumError(const GameSpec& spec, const std::string& text, const std::vector<std::string>& chunks) {
    const std::size_t n = spec.components.size();
    const bool heaps = std::all_of(spec.components.begin(), spec.components.end(),
                                   [](const GamePtr& g) { return g->dimensions() == 1; });
    if (heaps && chunks.size() > n && std::all_of(chunks.begin(), chunks.end(), isBare)) {
        // The extra numbers are heaps of one component, in parentheses: of the first, or the last.
        const std::size_t extra = chunks.size() - n + 1;
        std::string first = "(", last;
        for (std::size_t i = 0; i < chunks.size(); ++i) {
            first += chunks[i] + (i + 1 == extra ? ")" : "") + (i + 1 < chunks.size() ? "+" : "");
            last += (i == n - 1 ? "(" : "") + chunks[i] + (i + 1 < chunks.size() ? "+" : ")");
        }
        return fail(msg::position_sum_spaced_heaps{
            .text = text, .count = chunks.size(), .components = n, .first = first, .last = last});
    }
    std::string example;
    for (std::size_t c = 0; c < n; ++c)
        example += (c ? "+" : "") + spec.components[c]->positionText(spec.components[c]->traits().start);
    return fail(msg::position_sum_spaced{.text = text, .count = chunks.size(), .components = n, .example = example});
}

}  // namespace

Result<SumPosition> parseSumPosition(const GameSpec& spec, const std::string& typed) {
    if (typed.size() > limits::kMaxSpecLength)
        return fail(msg::position_too_long{.most = limits::kMaxSpecLength, .count = typed.size()});
    const std::string t = trimmed(asciiForms(typed));
    if (t.empty()) return fail(msg::position_empty{});
    if (auto refused = unknownSeparators(spec, t)) return *refused;
    auto topLevel = splitTopLevel(t);
    if (!topLevel) return topLevel.why();
    const auto& items = *topLevel;
    const std::size_t n = spec.components.size();
    std::vector<Piece> pieces;
    PieceReader reader(spec, pieces);
    if (spec.isSingle() || items.size() == n) {
        for (std::size_t i = 0; i < items.size(); ++i)
            if (auto ok = reader.item(spec.isSingle() ? 0 : i, items[i]); !ok) return ok.why();
    } else {
        // A sum written with spaces: one part per component, or bare numbers dealt out in order, as
        // many to each component as its positions have.
        const auto chunks = items.size() == 1 ? splitAtSpaces(trimmed(items[0])) : std::vector<std::string>{};
        std::size_t numbers = 0;
        for (const auto& game : spec.components) numbers += static_cast<std::size_t>(game->dimensions());
        if (chunks.size() == n) {
            for (std::size_t c = 0; c < n; ++c)
                if (auto ok = reader.item(c, chunks[c]); !ok) return ok.why();
        } else if (chunks.size() == numbers && std::all_of(chunks.begin(), chunks.end(), isBare)) {
            std::size_t at = 0;
            for (std::size_t c = 0; c < n; ++c) {
                const auto k = static_cast<std::size_t>(spec.components[c]->dimensions());
                std::string part;
                for (std::size_t j = 0; j < k; ++j) part += (j ? "," : "") + chunks[at + j];
                pieces.push_back(Piece{c, part});
                at += k;
            }
        } else if (chunks.size() > 1) {
            return spacedSumError(spec, trimmed(items[0]), chunks);
        } else {
            if (items.size() == 1) return fail(msg::position_sum_parts_one{.components = n});
            return fail(msg::position_sum_parts{.components = n, .count = items.size()});
        }
    }
    if (pieces.size() > limits::kMaxSumComponents)
        return fail(msg::position_too_many_parts{.most = limits::kMaxSumComponents, .count = pieces.size()});
    SumPosition out;
    out.reserve(pieces.size());
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        auto p = spec.components[pieces[i].component]->parsePosition(pieces[i].text);
        if (!p) {
            if (pieces.size() == 1) return p.why();
            return fail(msg::position_part{.part = i + 1, .reason = p.why()});
        }
        out.push_back(SumPart{pieces[i].component, *p});
    }
    // Typed 3+5+3 in a coin-turning game is the row with coin 5 alone showing heads.
    std::vector<bool> cancels;
    for (const auto& game : spec.components) cancels.push_back(game->traits().pairsCancel);
    const std::size_t count = out.size();
    return cancelPairs(std::move(out), 0, count, cancels);
}

SumPosition cancelPairs(SumPosition parts, std::size_t from, std::size_t to, const std::vector<bool>& cancels) {
    std::vector<bool> gone(parts.size(), false);
    bool any = false;
    for (std::size_t i = from; i < to; ++i) {
        if (gone[i] || !cancels[parts[i].component]) continue;
        for (std::size_t j = 0; j < parts.size(); ++j) {
            if (j == i || gone[j] || parts[j].component != parts[i].component || parts[j].position != parts[i].position)
                continue;
            gone[i] = gone[j] = any = true;
            break;
        }
    }
    if (!any) return parts;
    SumPosition kept;
    kept.reserve(parts.size());
    for (std::size_t i = 0; i < parts.size(); ++i)
        if (!gone[i]) kept.push_back(parts[i]);
    return kept;
}

std::string sumPositionText(const GameSpec& spec, const SumPosition& position) {
    const auto partText = [&](const SumPart& part) {
        return spec.components[part.component]->positionText(part.position);
    };
    const auto emptyText = [&](std::size_t component) {
        // Nothing left of a heap component reads as an empty heap.
        return spec.components[component]->positionText(Position{0, 0});
    };
    if (spec.isSingle()) {
        if (position.empty()) return emptyText(0);
        std::string out;
        for (std::size_t i = 0; i < position.size(); ++i) out += (i ? "+" : "") + partText(position[i]);
        return out;
    }
    // One group per component, in component order; a group of several parts in parentheses.
    std::string out;
    for (std::size_t c = 0; c < spec.components.size(); ++c) {
        std::vector<std::string> group;
        for (const auto& part : position)
            if (part.component == c) group.push_back(partText(part));
        std::string text;
        if (group.empty()) {
            text = emptyText(c);
        } else if (group.size() == 1) {
            text = group[0];
        } else {
            text = "(";
            for (std::size_t i = 0; i < group.size(); ++i) text += (i ? "+" : "") + group[i];
            text += ")";
        }
        out += (c ? "+" : "") + text;
    }
    return out;
}

}  // namespace grundy
