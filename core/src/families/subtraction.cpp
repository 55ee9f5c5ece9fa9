// Subtraction games: the finite sets (this file's SubtractionGame) and the family's factory, which
// also recognises the named infinite sets (fib, pow2, squares, primes) and all-but sets, made in
// subtraction_named.cpp and subtraction_all_but.cpp.
#include "grundy/families/subtraction.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string>
#include <string_view>

#include "../arguments.hpp"
#include "../program_code.hpp"
#include "grundy/limits.hpp"
#include "registry.hpp"
#include "subtraction_sets.hpp"

namespace grundy {

SubtractionGame::SubtractionGame(std::vector<std::int64_t> members) : members_(std::move(members)) {}

std::string SubtractionGame::spec() const {
    std::string out = "subtraction:";
    for (std::size_t i = 0; i < members_.size(); ++i) {
        if (i) out += ',';
        out += std::to_string(members_[i]);
    }
    return out;
}

Result<void> SubtractionGame::forEachOption(const Position& p, const OptionSink& sink) const {
    for (const std::int64_t s : members_) {
        if (s > p.x) break;  // members_ is sorted
        sink(Option::single(s, Position{p.x - s, 0}));
    }
    return {};
}

PeriodicityBasis SubtractionGame::periodicityBasis() const {
    return {.kind = PeriodicityBasis::Kind::FiniteSubtraction, .maxMove = members_.back()};
}

GameTraits SubtractionGame::traits() const {
    GameTraits t;
    t.family = "subtraction";
    std::string set;
    for (std::size_t i = 0; i < members_.size(); ++i) set += (i ? "," : "") + std::to_string(members_[i]);
    t.params = {"set", set};
    t.rules = say(msg::game_rules_subtraction{.moves = listOf(members_, List::Join::Or)});
    return t;
}

ProgramParts SubtractionGame::programParts() const {
    ProgramCode table;
    table.method = "table computation: the mex of g(n - s) over s in S, for each n up to the largest heap asked";
    table.code = "static const u64 kMoves[] = " + program::arrayText(members_) +
                 ";\n"
                 "static std::vector<u64> moves(std::begin(kMoves), std::end(kMoves));\n\n" +
                 program::mexTable(100'000'000, "|S| steps per heap", "", program::subtractionOptions());
    return {traits().rules.text, std::nullopt, std::move(table)};
}

namespace {

using arguments::trim;

// Reads one member; on failure returns a message naming the bad text.
Result<std::int64_t> parseMember(std::string_view raw) {
    const std::string_view t = trim(raw);
    if (t.empty()) return fail(msg::set_empty_member{});
    std::string_view digits = t;
    if (digits.front() == '+') digits.remove_prefix(1);
    const bool negative = !digits.empty() && digits.front() == '-';
    if (negative) digits.remove_prefix(1);
    const bool allDigits =
        !digits.empty() && std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!allDigits) return fail(msg::set_not_whole{.text = t});
    if (negative) return fail(msg::set_negative{.text = t});
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (ec != std::errc() || end != digits.data() + digits.size() || v > limits::kMaxSubtractionMember)
        return fail(msg::set_member_too_large{.text = t, .most = limits::kMaxSubtractionMember});
    if (v == 0) return fail(msg::set_zero{});
    return v;
}

}  // namespace

Message finiteSetName(FiniteSet set) {
    return set == FiniteSet::Subtraction ? say(msg::set_name_subtraction{}) : say(msg::set_name_all_but{});
}

Result<std::vector<std::int64_t>> parseFiniteSet(const std::string& text, FiniteSet set) {
    const auto in = [set](const Error& reason) {
        return fail(msg::set_in{.set = finiteSetName(set), .reason = reason});
    };
    const std::string_view all = trim(text);
    if (all.empty())
        return set == FiniteSet::Subtraction ? fail(msg::subtraction_empty{}) : fail(msg::subtraction_all_but_empty{});
    std::vector<std::int64_t> members;
    std::size_t start = 0;
    while (start <= all.size()) {
        const std::size_t comma = all.find(',', start);
        const std::string_view item =
            all.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        const std::size_t dots = item.find("..");
        if (dots == std::string_view::npos) {
            auto v = parseMember(item);
            if (!v) return in(v.why());
            members.push_back(*v);
        } else {
            auto lo = parseMember(item.substr(0, dots));
            if (!lo) return in(lo.why());
            auto hi = parseMember(item.substr(dots + 2));
            if (!hi) return in(hi.why());
            if (*lo > *hi) return in(fail(msg::set_range_backwards{.range = trim(item)}));
            if (*hi - *lo + 1 > static_cast<std::int64_t>(limits::kMaxSubtractionSetSize))
                return in(fail(msg::set_range_too_many{
                    .range = trim(item), .most = limits::kMaxSubtractionSetSize, .count = *hi - *lo + 1}));
            for (std::int64_t v = *lo; v <= *hi; ++v) members.push_back(v);
        }
        if (members.size() > limits::kMaxSubtractionSetSize)
            return fail(msg::set_too_many{
                .set = finiteSetName(set), .most = limits::kMaxSubtractionSetSize, .count = members.size()});
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    std::sort(members.begin(), members.end());
    members.erase(std::unique(members.begin(), members.end()), members.end());
    return members;
}

Result<std::vector<std::int64_t>> parseSubtractionSet(const std::string& text) {
    return parseFiniteSet(text, FiniteSet::Subtraction);
}

namespace {

constexpr NamedSubtractionSet kNamedSets[] = {NamedSubtractionSet::Fibonacci, NamedSubtractionSet::PowersOfTwo,
                                              NamedSubtractionSet::Squares, NamedSubtractionSet::Primes};
constexpr std::string_view kAllBut = "all-but";

std::optional<NamedSubtractionSet> namedSet(std::string_view word) {
    for (const auto set : kNamedSets)
        if (word == namedSubtractionSetWord(set)) return set;
    return std::nullopt;
}

}  // namespace

// The form's fields: which kind of set (a finite set, all but a set, or one of the named sets),
// and the set's members for the first two.
std::vector<FamilyField> subtractionParams() {
    std::vector<std::string> kinds{"set", std::string(kAllBut)};
    for (const auto set : kNamedSets) kinds.emplace_back(namedSubtractionSetWord(set));
    return {{"kind", "choice", kinds}, {"set", "text", {}, true}};
}

std::string composeSubtraction(const std::vector<std::string>& values) {
    const std::string& kind = values[0];
    if (kind == "set") return values[1];
    if (kind == kAllBut) return std::string(kAllBut) + ":" + values[1];
    return kind;
}

Result<GamePtr> makeSubtractionGame(const std::string& args) {
    const std::string word = arguments::lower(arguments::trim(args));
    if (const auto set = namedSet(word)) return makeNamedSubtractionGame(*set);
    if (word.rfind(kAllBut, 0) == 0) {
        const std::string_view rest = arguments::trim(std::string_view(word).substr(kAllBut.size()));
        if (rest.empty() || rest.front() != ':') return fail(msg::subtraction_all_but_colon{});
        auto excluded = parseFiniteSet(std::string(rest.substr(1)), FiniteSet::AllBut);
        if (!excluded) return excluded.why();
        return makeAllButSubtractionGame(std::move(excluded).value());
    }
    auto set = parseSubtractionSet(args);
    if (!set) {
        // A named set mixed into a list, or a misspelled name: say what the names are.
        const auto pieces = arguments::split(word, ',');
        for (const auto piece : pieces) {
            const auto item = arguments::trim(piece);
            if (pieces.size() > 1 && (namedSet(item) || item.rfind(kAllBut, 0) == 0))
                return fail(msg::set_in{.set = finiteSetName(FiniteSet::Subtraction),
                                        .reason = say(msg::subtraction_named_mixed{.item = item})});
        }
        if (pieces.size() == 1 && !word.empty() &&
            std::none_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return fail(msg::set_in{.set = finiteSetName(FiniteSet::Subtraction),
                                    .reason = say(msg::subtraction_not_a_set{.text = arguments::trim(args)})});
        return set.why();
    }
    return GamePtr(std::make_shared<SubtractionGame>(std::move(set).value()));
}

}  // namespace grundy
