// Take-and-break games given by a code (Winning Ways, ch. 4), written as CGSuite writes them
// (take_and_break_code.hpp): octal:0.77 is Kayles, 0.07 Dawson's Kayles, 4!.0 Grundy's game, 0.[3]
// Nim, hex:0.F, 0.{2+} ... A code is a spec on its own ("0.77") or after octal:, hex: or
// take-and-break:, and is written back after the narrowest of those that holds it: octal when no
// move leaves more than two heaps, hex three, take-and-break otherwise.
//
// Tables. A code whose moves leave at most two heaps of any sizes, or two unequal ones throughout
// ("!" or "?" on every digit that splits; Grundy's game), that adds no tokens, and whose repeating
// tail (if any) only takes (every amount from 1 on allowed to leave nothing and one heap, as in
// Lasker's Nim, 4.[3]) gives its moves to HeapTable as SplitMoves: the sparse-space method
// (sparse_split.hpp) tabulates it up to the table limit, counting its work. Every other code has its
// own filler (take_and_break_values.hpp), a table of value sets, about N^2 steps per kind of split
// to heap N, bounded by kMaxTableWork; a heap is also refused when it has more moves than play may
// list (2^27, as Nim's).
#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <vector>

#include "../arguments.hpp"
#include "../program_code.hpp"
#include "grundy/limits.hpp"
#include "registry.hpp"
#include "table_work.hpp"
#include "take_and_break_code.hpp"
#include "take_and_break_moves.hpp"
#include "take_and_break_values.hpp"

namespace grundy {

namespace {

// The most options play may list for one heap (Nim's bound: 4n <= 2^29).
constexpr double kMaxListedOptions = static_cast<double>(std::int64_t{1} << 27);

// The family word a code is written after: the narrowest that holds it.
const char* familyOf(const TakeBreakCode& code) {
    const std::size_t heaps = code.maxHeaps();
    return heaps <= 2 ? "octal" : heaps <= 3 ? "hex" : "take-and-break";
}

// The moves as SplitMoves (see the header comment), or nothing when they do not fit.
std::optional<SplitMoves> splitMovesOf(const TakeBreakCode& code) {
    if (!code.added.empty() || code.maxHeaps() > 2) return std::nullopt;
    SplitMoves m;
    std::optional<PartRule> twoRule;
    for (std::size_t k = 0; k < code.digits.size(); ++k) {
        const CodeDigit& d = code.digits[k];
        const PartRule two = d.at(2);
        if (two != PartRule::Disallowed) {
            const PartRule kind = two == PartRule::NotAllEqual ? PartRule::Unequal : two;  // the same for two heaps
            if (kind == PartRule::AllEqual || (twoRule && *twoRule != kind)) return std::nullopt;
            twoRule = kind;
        }
    }
    m.unequalParts = twoRule == PartRule::Unequal;
    if (code.period > 0) {
        // Every amount from 1 on may leave nothing and one heap, and only the finite digits split.
        for (std::size_t k = 1; k < code.digits.size(); ++k) {
            const CodeDigit& d = code.digits[k];
            if (d.at(0) == PartRule::Disallowed || d.at(1) == PartRule::Disallowed) return std::nullopt;
            if (k >= code.tailStart() && d.at(2) != PartRule::Disallowed) return std::nullopt;
        }
        m.leaveAnySmaller = true;
    }
    for (std::size_t k = 0; k < code.tailStart(); ++k) {
        const CodeDigit& d = code.digits[k];
        const auto taken = static_cast<std::int64_t>(k);
        if (!m.leaveAnySmaller && k >= 1 && d.at(0) != PartRule::Disallowed) m.removeWhole.push_back(taken);
        if (!m.leaveAnySmaller && k >= 1 && d.at(1) != PartRule::Disallowed) m.leaveOne.push_back(taken);
        if (d.at(2) != PartRule::Disallowed) m.leaveTwo.push_back(taken);
    }
    return m;
}

// The TakeAnyTail basis of a code with a repeating tail (grundy/game.hpp), or none: every move
// leaves at most two heaps, nothing is added, a move that takes nothing may only split, and the
// tail is one digit (from tailFrom on, the digits that repeat and any equal ones just before them).
// The removals that may leave two heaps are marked (their values are bounded in the proof); the
// rules "!", "?" and "=" only narrow the splits, so the bound covers them too.
PeriodicityBasis tailBasis(const TakeBreakCode& code) {
    const CodeDigit& d0 = code.digits[0];
    if (code.period == 0 || !code.added.empty() || code.maxHeaps() > 2) return {};
    if (d0.at(0) != PartRule::Disallowed || d0.at(1) != PartRule::Disallowed) return {};
    const CodeDigit& tail = code.digits.back();
    std::size_t from = code.tailStart();
    for (std::size_t k = from; k < code.digits.size(); ++k)
        if (!(code.digits[k] == tail)) return {};
    while (from > 1 && code.digits[from - 1] == tail) --from;
    PeriodicityBasis basis = PeriodicityBasis::takeAnyTail(
        static_cast<std::int64_t>(from), tail.at(0) != PartRule::Disallowed, tail.at(1) != PartRule::Disallowed);
    for (std::size_t k = 0; k < from && k < 64; ++k) {
        if (k > 0 && code.digits[k].at(1) != PartRule::Disallowed) basis.leaveOneBelow |= std::uint64_t{1} << k;
        if (code.digits[k].at(2) != PartRule::Disallowed) basis.splitsBelow |= std::uint64_t{1} << k;
        if (code.digits[k].at(2) == PartRule::Any || code.digits[k].at(2) == PartRule::AllEqual)
            basis.equalSplitsBelow |= std::uint64_t{1} << k;
        if (code.digits[k].at(2) == PartRule::AllEqual) basis.splitsEqualOnly = true;
    }
    // A tail that splits only into equal heaps adds the value 0 (g(x) XOR g(x)), which a tail that
    // takes the whole heap already gives every heap it splits: then its splits change nothing.
    const bool takesAll = tail.at(0) != PartRule::Disallowed;
    basis.tailSplits = tail.at(2) != PartRule::Disallowed && !(tail.at(2) == PartRule::AllEqual && takesAll);
    basis.tailSplitsEqualOnly = tail.at(2) == PartRule::AllEqual && !takesAll;
    basis.tailSplitsUnequal = tail.at(2) == PartRule::Unequal || tail.at(2) == PartRule::NotAllEqual;
    if (from > 64 && basis.splits()) return {};  // the masks hold removals below 64
    return basis;
}

class TakeAndBreakGame final : public Game {
public:
    explicit TakeAndBreakGame(TakeBreakCode code)
        : code_(std::move(code)), splits_(splitMovesOf(code_)), maxHeap_(largestHeap()) {}

    std::string spec() const override { return std::string(familyOf(code_)) + ":" + code_.text(); }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        forEachCodeOption(code_, p.x, sink);
        return {};
    }

    Result<Position> checkPosition(const Position& p) const override {
        if (splits_) return checkAffordableHeap(*this, p, maxHeap_, sparseHeapLimit);
        return checkAffordableHeap(
            *this, p, maxHeap_, +[] { return say(msg::heap_cost_code{.work = kMaxTableWorkText, .moves = "2^27"}); });
    }

    // The value-set table counts its own steps and memory (take_and_break_values.hpp).
    Result<Position> checkReach(const Position& p) const override { return Game::checkPosition(p); }

    const SplitMoves* splitMoves() const override { return splits_ ? &*splits_ : nullptr; }

    std::optional<double> optionCount(const Position& p) const override {
        return std::min(codeOptionEstimate(code_, static_cast<double>(p.x)), 1e18);
    }

    std::unique_ptr<HeapFiller> heapFiller() const override { return splits_ ? nullptr : makeCodeValues(code_); }

    std::string moveText(const Position& from, const Option& o) const override {
        if (o.partCount < 2) return Game::moveText(from, o);
        std::string parts;
        for (int i = 0; i < o.partCount; ++i)
            parts += (i == 0 ? "" : i + 1 == o.partCount ? " and " : ", ") + positionText(o.parts[i]);
        if (o.taken == 0) return "split " + positionText(from) + " into " + parts;
        if (o.taken < 0) return "add " + std::to_string(-o.taken) + " to " + positionText(from) + ", leaving " + parts;
        return "take " + std::to_string(o.taken) + " from " + positionText(from) + ", leaving " + parts;
    }

    // The octal periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4; periodicity_detail::proofWindowEnd in
    // periodicity_detect.hpp) pairs each option of n + p with one of n by moving p tokens into or
    // out of the largest heap a move leaves. It needs a finite code (a move removes at most k
    // tokens) whose moves leave at most h heaps of any sizes: with "!", "?" or "=" the heap moved
    // p tokens may come to equal another (or stop equalling it), and the paired move is not
    // allowed; with a tail or added tokens the amounts are unbounded; with "or more" so are the
    // heaps. For those, periods are observations.
    // A tail one digit long (0.[3] is Nim, 0.1[3], the all-but subtraction games, and 0.[7], whose
    // splits stay below its values) has theorems of its own (TakeAnyTail, periodicity_detect.hpp).
    PeriodicityBasis periodicityBasis() const override {
        if (code_.period > 0) return tailBasis(code_);
        if (!code_.added.empty() || !code_.plain() || code_.maxHeaps() == CodeDigit::kUnbounded) return {};
        return {.kind = PeriodicityBasis::Kind::TakeAndBreak,
                .maxMove = static_cast<std::int64_t>(code_.digits.size()) - 1};
    }

    GameTraits traits() const override {
        GameTraits t;
        t.family = familyOf(code_);
        t.params = {code_.text()};
        t.rules = codeMoveWords(code_);
        // A code whose moves may break a heap in two or more is played on a row of pins (Kayles): a
        // move knocks pins down from an end or the middle, leaving the rows on either side.
        if (code_.maxHeaps() >= 2) t.board = "row";
        return t;
    }

    ProgramParts programParts() const override;

private:
    std::int64_t largestHeap() const {
        if (splits_) return limits::kMaxTableSize - 1;
        const std::int64_t table = largestAffordableHeap([this](double n) { return codeTableWork(code_, n); });
        // A heap's options, listed one by one in play: at most kMaxListedOptions, on a table's scale.
        const std::int64_t listed = largestAffordableHeap(
            [this](double n) { return codeOptionEstimate(code_, n) * (kMaxTableWork / kMaxListedOptions); });
        return std::min(table, listed);
    }

    TakeBreakCode code_;
    std::optional<SplitMoves> splits_;
    std::int64_t maxHeap_;
};

// The exported program's table reads the code as the playground does, for codes whose moves leave at
// most three heaps and add no tokens: kRule[k][c] says how removing k tokens may leave c heaps (0: not
// at all, 1: any sizes, 2: not all equal, 3: pairwise unequal, 4: all equal), and a repeating tail
// of kPeriod digits from kStart on. Other codes leave the values to a proven period or the core's table.
ProgramParts TakeAndBreakGame::programParts() const {
    const std::string description = codeMoveWords(code_).text + " Code " + code_.text() + ".";
    if (!code_.added.empty() || code_.maxHeaps() > 3) return {description, std::nullopt, std::nullopt};
    std::vector<std::int64_t> table;
    for (const auto& d : code_.digits)
        for (std::size_t c = 0; c < 4; ++c) table.push_back(static_cast<std::int64_t>(d.at(c)));
    const bool three = code_.maxHeaps() == 3, two = code_.maxHeaps() == 2;
    const bool tail = code_.period > 0;
    const std::int64_t maxHeap = three ? 3000 : two ? 100'000 : tail ? 50'000 : 100'000'000;
    const std::string cost = three  ? "about n^3/36 steps up to heap n"
                             : two  ? "about n^2/4 steps up to heap n"
                             : tail ? "about n^2/2 steps up to heap n"
                                    : "one step per code digit per heap";
    const std::string options =
        "        const u64 last = kPeriod || n < kDigits - 1 ? n : kDigits - 1;\n"
        "        for (u64 k = 0; k <= last; ++k) {\n"
        "            const unsigned char* d = kRule[k < kDigits ? k : kStart + (k - kStart) % kPeriod];\n"
        "            const u64 r = n - k;  // tokens left for the heaps the move leaves\n"
        "            if (d[0] && r == 0) mark(0);\n"
        "            if (d[1] && k >= 1 && r >= 1) mark(g[r]);\n"
        "            if (d[2])\n"
        "                for (u64 a = 1; 2 * a <= r; ++a)\n"
        "                    if (fits2(d[2], a, r - a)) mark(g[a] ^ g[r - a]);\n"
        "            if (d[3])\n"
        "                for (u64 a = 1; 3 * a <= r; ++a)\n"
        "                    for (u64 b = a; 2 * b <= r - a; ++b)\n"
        "                        if (fits3(d[3], a, b, r - a - b)) mark(g[a] ^ g[b] ^ g[r - a - b]);\n"
        "        }\n";
    ProgramCode code;
    code.method = "table computation: the mex over every move the code allows, for each n up to the largest heap asked";
    code.code =
        "// kRule[k][c]: how removing k tokens may leave c heaps (0 not at all, 1 any sizes, 2 not all equal,\n"
        "// 3 pairwise unequal, 4 all equal); digits from kStart on repeat every kPeriod.\n"
        "static const unsigned char kRule[][4] = " +
        program::arrayText(table) + ";\n" +
        "static const u64 kDigits = " + program::num(static_cast<std::int64_t>(code_.digits.size())) +
        ", kStart = " + program::num(static_cast<std::int64_t>(code_.tailStart())) +
        ", kPeriod = " + program::num(static_cast<std::int64_t>(code_.period)) + ";\n" +
        "// Whether heaps a <= b (<= c) are as the rule allows.\n"
        "static bool fits2(unsigned rule, u64 a, u64 b) { return rule == 4 ? a == b : rule == 1 || a != b; }\n"
        "static bool fits3(unsigned rule, u64 a, u64 b, u64 c) {\n"
        "    if (rule == 2) return a != c;\n"
        "    if (rule == 3) return a != b && b != c;\n"
        "    if (rule == 4) return a == c;\n"
        "    return true;\n"
        "}\n\n" +
        program::mexTable(maxHeap, cost, "", options);
    return {description, std::nullopt, std::move(code)};
}

Message kindWord(const char* family) {
    const std::string f = family;
    if (f == "octal") return say(msg::code_kind_octal{});
    if (f == "hex") return say(msg::code_kind_hex{});
    return say(msg::code_kind_take_and_break{});
}

Message exampleFor(const std::string& family) {
    if (family == "octal") return say(msg::code_example_octal{});
    if (family == "hex") return say(msg::code_example_hex{});
    return say(msg::code_example_take_and_break{});
}

// Reads a code after `family` ("octal", "hex", "take-and-break"; "" for a code alone). After octal
// and hex a plain digit past the base is refused as before, and a code whose moves leave more heaps
// than the family allows is refused with the way to write it.
Result<GamePtr> makeCodeGame(const std::string& args, const std::string& family) {
    const std::string code(arguments::trim(args));
    const char* shown = family.empty() ? "take-and-break" : family.c_str();
    const Message quoted = say(msg::code_quoted{.kind = kindWord(shown), .code = code});
    if (code.empty()) return fail(msg::code_needs_code{.name = family, .example = exampleFor(family)});
    const int base = family == "octal" ? 8 : family == "hex" ? 16 : 32;
    if (base < 32) {
        // Plain digits only: those inside a list {..} or a number &..; are counts, checked below.
        bool inside = false;
        for (const char c : code) {
            inside = c == '{' || c == '&' ? true : c == '}' || c == ';' ? false : inside;
            const int v = c >= '0' && c <= '9'   ? c - '0'
                          : c >= 'a' && c <= 'v' ? c - 'a' + 10
                          : c >= 'A' && c <= 'V' ? c - 'A' + 10
                                                 : -1;
            if (!inside && v >= base)
                return fail(msg::code_bad_digit{
                    .digit = std::string(1, c),
                    .code = quoted,
                    .digits = base == 8 ? say(msg::code_digit_octal{}) : say(msg::code_digit_hex{})});
        }
    }
    auto parsed = parseTakeBreakCode(code, quoted);
    if (!parsed) return parsed.why();
    TakeBreakCode c = std::move(parsed).value();
    if (base < 32 && c.maxHeaps() > (base == 8 ? 2u : 3u)) {
        const Arg heaps = c.maxHeaps() == CodeDigit::kUnbounded ? Arg(say(msg::code_any_number{}))
                                                                : Arg(static_cast<std::int64_t>(c.maxHeaps()));
        return fail(msg::code_too_many_heaps{
            .code = quoted, .count = heaps, .kind = kindWord(shown), .most = base == 8 ? 2 : 3, .alone = c.text()});
    }
    if (auto ends = checkCodeEnds(c, quoted); !ends) return ends.why();
    // A move somewhere: a digit's count c applies from heap k + c on (and a count of heaps of pairwise
    // different sizes from k + c(c+1)/2), so heaps to 2^12 show every kind of move there is.
    bool moves = false;
    for (std::int64_t n = 1; n < 4096 && !moves; ++n) forEachCodeOption(c, n, [&](const Option&) { moves = true; });
    if (!moves)
        return fail(msg::code_no_move{.code = quoted, .example = exampleFor(family.empty() ? "octal" : family)});
    auto game = std::make_shared<TakeAndBreakGame>(std::move(c));
    if (!game->splitMoves() && !codeValuesLinked())
        return fail(msg::module_needs_full{.games = say(msg::module_value_set_codes{})});
    return GamePtr(std::move(game));
}

}  // namespace

Result<GamePtr> makeOctalGame(const std::string& args) {
    return makeCodeGame(args, "octal");
}

Result<GamePtr> makeHexGame(const std::string& args) {
    return makeCodeGame(args, "hex");
}

Result<GamePtr> makeTakeAndBreakGame(const std::string& args) {
    return makeCodeGame(args, "take-and-break");
}

Result<GamePtr> makeCodeAloneGame(const std::string& text) {
    return makeCodeGame(text, "");
}

bool looksLikeCode(const std::string& text) {
    return looksLikeTakeBreakCode(arguments::trim(text));
}

}  // namespace grundy
