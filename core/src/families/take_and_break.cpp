// Take-and-break games given by an octal or hex code (Winning Ways, ch. 4): octal:0.77 is Kayles,
// octal:0.07 Dawson's Kayles, octal:0.137 Dawson's chess, hex:0.F ...
//
// The code d_0 . d_1 d_2 ... d_K: digit d_k (k >= 1) says what a move removing k tokens from a heap
// may leave: bit 1 no heap (only when the heap had exactly k), bit 2 one non-empty heap, bit 4 two
// non-empty heaps, and in hex codes bit 8 three non-empty heaps. The digit before the point concerns
// removing nothing: bit 4 (and in hex bit 8) splits a heap into two (three) non-empty heaps. Bits 1
// and 2 of d_0 are refused: taking nothing and leaving the heap as it was (bit 2), or leaving an
// empty heap empty (bit 1), is a move from a position to itself, so play need never end.
//
// Cost: a digit with bit 4 gives about (n-k)/2 moves at heap n and bit 8 about (n-k)^2/12, so a
// direct table costs n^2 or n^3. Codes without three-way splits give their moves to HeapTable as
// SplitMoves, and their tables use the sparse-space method (sparse_split.hpp), which counts its
// work and stops past kMaxSplitWork; their heaps go up to the table limit. Codes with three-way
// splits (hex bit 8) are tabulated directly, every option visited, and their heaps are bounded by
// kMaxTableWork as explained in table_work.hpp.
#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

#include "../analysis/program_code.hpp"
#include "../tables/sparse_split.hpp"
#include "../tables/table_work.hpp"
#include "arguments.hpp"
#include "grundy/limits.hpp"
#include "registry.hpp"

namespace grundy {

namespace {

// Longest code accepted, in digits after the point.
constexpr std::size_t kMaxCodeDigits = 64;

constexpr int kLeaveNothing = 1, kLeaveOne = 2, kLeaveTwo = 4, kLeaveThree = 8;

class TakeAndBreakGame final : public Game {
public:
    // digits[k] is d_k; digits.back() is non-zero unless the code is just d_0.
    TakeAndBreakGame(int base, std::vector<int> digits)
        : base_(base),
          digits_(std::move(digits)),
          splits_(splitMovesOf(digits_)),
          maxHeap_(splits_ ? limits::kMaxTableSize - 1 : largestAffordableHeap([this](double n) { return work(n); })) {}

    std::string spec() const override { return (base_ == 8 ? "octal:" : "hex:") + code(); }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        const std::int64_t n = p.x;
        for (std::int64_t k = 0; k < static_cast<std::int64_t>(digits_.size()) && k <= n; ++k) {
            const int d = digits_[static_cast<std::size_t>(k)];
            const std::int64_t r = n - k;  // tokens left to share among the heaps the move leaves
            if ((d & kLeaveNothing) && k >= 1 && r == 0) sink(Option::empty(k));
            if ((d & kLeaveOne) && k >= 1 && r >= 1) sink(Option::single(k, Position{r, 0}));
            if (d & kLeaveTwo) {
                for (std::int64_t a = 1; 2 * a <= r; ++a) {
                    Option o;
                    o.taken = k;
                    o.parts[0] = Position{a, 0};
                    o.parts[1] = Position{r - a, 0};
                    o.partCount = 2;
                    sink(o);
                }
            }
            if (d & kLeaveThree) {
                for (std::int64_t a = 1; 3 * a <= r; ++a) {
                    for (std::int64_t b = a; 2 * b <= r - a; ++b) {
                        Option o;
                        o.taken = k;
                        o.parts[0] = Position{a, 0};
                        o.parts[1] = Position{b, 0};
                        o.parts[2] = Position{r - a - b, 0};
                        o.partCount = 3;
                        sink(o);
                    }
                }
            }
        }
        return {};
    }

    Result<Position> checkPosition(const Position& p) const override {
        if (splits_) return checkAffordableHeap(*this, p, maxHeap_, sparseHeapLimit);
        return checkAffordableHeap(
            *this, p, maxHeap_, +[] { return say(msg::heap_cost_mex{.work = kMaxTableWorkText}); });
    }

    const SplitMoves* splitMoves() const override { return splits_ ? &*splits_ : nullptr; }

    std::string moveText(const Position& from, const Option& o) const override {
        if (o.partCount < 2) return Game::moveText(from, o);
        std::string parts;
        for (int i = 0; i < o.partCount; ++i)
            parts += (i == 0 ? "" : i + 1 == o.partCount ? " and " : ", ") + positionText(o.parts[i]);
        if (o.taken == 0) return "split " + positionText(from) + " into " + parts;
        return "take " + std::to_string(o.taken) + " from " + positionText(from) + ", leaving " + parts;
    }

    // For the periodicity prover (grundy/periodicity.hpp): TakeAndBreak with k = the position of
    // the last non-zero digit, for every accepted code. The octal periodicity theorem (Guy and
    // Smith 1956; Winning Ways ch. 4) pairs each option of n+p with one of n by moving p tokens into
    // or out of the largest heap a move leaves; it needs moves that remove at most k tokens and
    // leave at most h non-empty heaps, with (tokens removed, heaps left) not depending on n. That
    // holds for every code here: a d_0 split is such a move removing 0 <= k tokens (k = 0 for the
    // code 4.0, which only splits), and hex codes leave up to h = 3 heaps, for which the largest
    // heap is only a third of what is left; the prover reads h from the options (maxHeapsLeft) and
    // checks the window h*max(a,1) + (h-1)*p + k, so three-way splits are covered too.
    PeriodicityBasis periodicityBasis() const override {
        return {PeriodicityBasis::Kind::TakeAndBreak, static_cast<std::int64_t>(digits_.size()) - 1};
    }

    GameTraits traits() const override {
        GameTraits t;
        t.family = base_ == 8 ? "octal" : "hex";
        t.params = {code()};
        t.rules = rulesInWords();
        // A code whose moves may break a heap in two or three is played on a row of pins (Kayles):
        // a move knocks pins down from an end or the middle, leaving the rows on either side.
        const bool splits = digits_[0] != 0 || std::any_of(digits_.begin() + 1, digits_.end(),
                                                           [](int d) { return (d & (kLeaveTwo | kLeaveThree)) != 0; });
        if (splits) t.board = "row";
        return t;
    }

    // The program's table reads the code as the playground does: digit d_k says what removing k
    // tokens may leave (bit 1 nothing, when the heap had exactly k; 2 one non-empty heap; 4 two; 8
    // three), and d_0 may only split.
    ProgramParts programParts() const override {
        bool two = false, three = false;
        std::vector<std::int64_t> d(digits_.begin(), digits_.end());
        if (d.size() == 1) d.push_back(0);  // as the code is written: 4.0
        for (const int x : digits_) {
            two = two || (x & kLeaveTwo);
            three = three || (x & kLeaveThree);
        }
        const std::int64_t maxHeap = three ? 3000 : two ? 100'000 : 100'000'000;
        const std::string cost = three ? "about n^3/36 steps up to heap n"
                                 : two ? "about n^2/4 steps up to heap n"
                                       : "one step per code digit per heap";
        const std::string options =
            "        for (u64 k = 0; k < sizeof(kCode) / sizeof(kCode[0]) && k <= n; ++k) {\n"
            "            const unsigned d = kCode[k];\n"
            "            const u64 r = n - k;  // tokens left for the heaps the move leaves\n"
            "            if ((d & 1) && k >= 1 && r == 0) mark(0);\n"
            "            if ((d & 2) && k >= 1 && r >= 1) mark(g[r]);\n"
            "            if (d & 4)\n"
            "                for (u64 a = 1; 2 * a <= r; ++a) mark(g[a] ^ g[r - a]);\n"
            "            if (d & 8)\n"
            "                for (u64 a = 1; 3 * a <= r; ++a)\n"
            "                    for (u64 b = a; 2 * b <= r - a; ++b) mark(g[a] ^ g[b] ^ g[r - a - b]);\n"
            "        }\n";
        ProgramCode table;
        table.method =
            "table computation: the mex over every move the code allows, for each n up to the largest heap asked";
        table.code =
            "// kCode[k] = d_k, the code's digit for removing k tokens.\n"
            "static const unsigned kCode[] = " +
            program::arrayText(d) + ";\n\n" + program::mexTable(maxHeap, cost, "", options);
        return {traits().rules.text + " Code " + code() +
                    ": digit k after the point says what removing k tokens may leave "
                    "(bit 1: nothing, 2: one heap, 4: two heaps" +
                    std::string(base_ == 16 ? ", 8: three heaps" : "") +
                    "); the digit before the point, splitting without removing.",
                std::nullopt, std::move(table)};
    }

private:
    // The code in words: what a move may do to one heap, one clause per kind of what it leaves, each
    // with the numbers of tokens it may take ("take 1 or 2 and split the rest into two non-empty
    // heaps"), joined "a; b; or c".
    Message rulesInWords() const {
        std::vector<std::int64_t> whole, one, two, three;
        for (std::size_t k = 1; k < digits_.size(); ++k) {
            const int d = digits_[k];
            const auto taken = static_cast<std::int64_t>(k);
            if (d & kLeaveNothing) whole.push_back(taken);
            if (d & kLeaveOne) one.push_back(taken);
            if (d & kLeaveTwo) two.push_back(taken);
            if (d & kLeaveThree) three.push_back(taken);
        }
        std::vector<Message> clauses;
        if (!whole.empty()) clauses.push_back(say(msg::game_rules_take_whole{.counts = listOf(whole, List::Join::Or)}));
        if (!one.empty()) clauses.push_back(say(msg::game_rules_take_leave_one{.counts = listOf(one, List::Join::Or)}));
        if (!two.empty()) clauses.push_back(say(msg::game_rules_take_leave_two{.counts = listOf(two, List::Join::Or)}));
        if (!three.empty())
            clauses.push_back(say(msg::game_rules_take_leave_three{.counts = listOf(three, List::Join::Or)}));
        if (digits_[0] & kLeaveTwo) clauses.push_back(say(msg::game_rules_split_two{}));
        if (digits_[0] & kLeaveThree) clauses.push_back(say(msg::game_rules_split_three{}));
        // Every accepted code allows some move (the parser refuses one that allows none).
        Message moves = clauses.back();
        if (clauses.size() >= 2) {
            moves = say(msg::game_rules_or_last{.first = clauses[clauses.size() - 2], .last = clauses.back()});
            for (std::size_t i = clauses.size() - 2; i-- > 0;)
                moves = say(msg::game_rules_also{.first = clauses[i], .then = std::move(moves)});
        }
        return say(msg::game_rules_take_and_break{.moves = std::move(moves)});
    }

    // The code as the spec writes it: "0.77", "4.0", "0.3F".
    std::string code() const {
        std::string out(1, digitChar(digits_[0]));
        out += '.';
        if (digits_.size() == 1) out += '0';
        for (std::size_t k = 1; k < digits_.size(); ++k) out += digitChar(digits_[k]);
        return out;
    }

    static char digitChar(int d) { return static_cast<char>(d < 10 ? '0' + d : 'A' + d - 10); }

    // The moves as SplitMoves, or nothing when a digit allows three-way splits (hex bit 8).
    static std::optional<SplitMoves> splitMovesOf(const std::vector<int>& digits) {
        SplitMoves m;
        for (std::size_t k = 0; k < digits.size(); ++k) {
            const int d = digits[k];
            const auto taken = static_cast<std::int64_t>(k);
            if (d & kLeaveThree) return std::nullopt;
            if ((d & kLeaveNothing) && k >= 1) m.removeWhole.push_back(taken);
            if ((d & kLeaveOne) && k >= 1) m.leaveOne.push_back(taken);
            if (d & kLeaveTwo) m.leaveTwo.push_back(taken);
        }
        return m;
    }

    // About how many options a table up to heap n visits (an estimate; see table_work.hpp).
    double work(double n) const {
        double total = 0;
        for (std::size_t k = 0; k < digits_.size(); ++k) {
            const int d = digits_[k];
            const double r = std::max(0.0, n - static_cast<double>(k));
            if (d & kLeaveNothing) total += 1;
            if (d & kLeaveOne) total += r;
            if (d & kLeaveTwo) total += r * r / 4;
            if (d & kLeaveThree) total += r * r * r / 36;
        }
        return total;
    }

    int base_;
    std::vector<int> digits_;
    std::optional<SplitMoves> splits_;
    std::int64_t maxHeap_;
};

int digitValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return 99;
}

Result<GamePtr> makeCodeGame(const std::string& args, int base) {
    const bool octal = base == 8;
    const char* name = octal ? "octal" : "hex";
    const auto kind = [octal] { return octal ? say(msg::code_kind_octal{}) : say(msg::code_kind_hex{}); };
    const auto example = [octal] { return octal ? say(msg::code_example_octal{}) : say(msg::code_example_hex{}); };
    const std::string code(arguments::trim(args));
    const auto quoted = [&] { return say(msg::code_quoted{.kind = kind(), .code = code}); };
    if (code.empty()) return fail(msg::code_needs_code{.name = name, .example = example()});
    const auto point = code.find('.');
    if (point == std::string::npos) return fail(msg::code_no_point{.code = quoted()});
    if (code.find('.', point + 1) != std::string::npos) return fail(msg::code_two_points{.code = quoted()});
    if (point > 1) return fail(msg::code_digits_before{.code = quoted(), .count = point});
    for (const char c : code) {
        if (c != '.' && digitValue(c) >= base)
            return fail(
                msg::code_bad_digit{.digit = std::string(1, c),
                                    .code = quoted(),
                                    .digits = octal ? say(msg::code_digit_octal{}) : say(msg::code_digit_hex{})});
    }
    if (code.size() - point - 1 > kMaxCodeDigits)
        return fail(
            msg::code_too_many_digits{.kind = kind(), .count = code.size() - point - 1, .most = kMaxCodeDigits});
    std::vector<int> digits{point == 1 ? digitValue(code[0]) : 0};
    for (std::size_t i = point + 1; i < code.size(); ++i) digits.push_back(digitValue(code[i]));
    while (digits.size() > 1 && digits.back() == 0) digits.pop_back();  // 0.770 is 0.77
    if (digits[0] & (kLeaveNothing | kLeaveOne))
        return fail(msg::code_first_digit{
            .code = quoted(),
            .first =
                List{List::Join::Or, octal ? std::vector<Arg>{"0", "4"} : std::vector<Arg>{"0", "4", "8", "C"}, 0}});
    if (digits.size() == 1 && digits[0] == 0) return fail(msg::code_no_move{.code = quoted(), .example = example()});
    return GamePtr(std::make_shared<TakeAndBreakGame>(base, std::move(digits)));
}

}  // namespace

Result<GamePtr> makeOctalGame(const std::string& args) {
    return makeCodeGame(args, 8);
}

Result<GamePtr> makeHexGame(const std::string& args) {
    return makeCodeGame(args, 16);
}

}  // namespace grundy
