// The Fibonacci game (HDU 2516): one heap; the first move may take any number but not all, and
// afterwards each move takes between 1 and twice the previous take. A position is (heap h, allowed
// take a): a move takes t with 1 <= t <= min(a, h) and leaves (h - t, min(2t, h - t)); whoever
// cannot move loses.
//
// Positions are written "h,a". A single number "n" is accepted as shorthand for the start of a
// game with n tokens, (n, n-1) (the first move may not take all), and "0" for (0, 0); positions
// are always printed as "h,a", so the shorthand is input only. An allowed take above the heap is
// the heap itself (the same moves, so value(h, a) = value(h, h) for a >= h): checkPosition clamps
// it, so "10,50" reads as 10,10, and options are made that way.
//
// Outcomes of single positions come from each heap's least winning take m(h), computed exactly
// from the rules (O(h^2) in the worst case, about 10 steps per heap in practice) and kept: (h, a) is
// won iff m(h) <= a. This decides heaps whose (h, a) search would be ~h^2/2 positions.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <mutex>
#include <string>
#include <vector>

#include "grundy/limits.hpp"
#include "registry.hpp"

namespace grundy {

namespace {

// Heaps are bounded so that a position's options (one per take) can be listed and searched.
constexpr std::int64_t kMaxFibonacciHeap = 1'000'000;
// The least-winning-take computation gives up past this many steps (it takes ~10 per heap in
// practice; the bound only keeps its quadratic worst case from running away).
constexpr std::int64_t kMaxTakeSteps = std::int64_t{1} << 31;
constexpr std::uint32_t kNoWinningTake = std::numeric_limits<std::uint32_t>::max();

// The filler does about rows^2 / 2 steps (one per (h, a) with a <= h) whatever the columns; this
// bounds that work (about 0.3 s natively at the limit, 11585 rows).
constexpr std::int64_t kMaxFillerSteps = std::int64_t{1} << 26;
// Values of (h, a) with a >= cols are not in the table but are options of later rows; they are kept
// beside it, 2 bytes each (a value is at most the number of moves, below the row count, which the
// step bound keeps under 2^16). This bounds their number (32 MiB).
constexpr std::int64_t kMaxOffTableCells = std::int64_t{1} << 24;

// Fills [first, last) with v, two cells per 8-byte store. std::fill stores a cell at a time in wasm
// (clang neither unrolls nor widens it there): the tails of a 2000 x 2000 table's rows, half its
// cells, took 0.70 ms that way and 0.45 ms this way; natively both take 0.37 ms.
void fillCells(Value* first, Value* last, Value v) {
    if (first < last && reinterpret_cast<std::uintptr_t>(first) % 8 != 0) *first++ = v;
    const std::uint64_t two = v | std::uint64_t{v} << 32;
    for (; last - first >= 8; first += 8) {
        std::memcpy(first, &two, 8);
        std::memcpy(first + 2, &two, 8);
        std::memcpy(first + 4, &two, 8);
        std::memcpy(first + 6, &two, 8);
    }
    for (; first < last; ++first) *first = v;
}

// Values of (h, a) row by row. Row h adds the take t = a as a grows, so its set of option values
// only grows and its mex only rises: the row costs O(h), each (h, a) one step. Take t leaves
// (h - t, 2t) while 3t <= h and (h - t, h - t) after that. The first third are read back from the
// table (cell (h - t, 2t), or for 2t >= cols the off-table values kept per row); the other two
// thirds are the ends of earlier rows, kept in one array (diagonal_): read from the table, each was
// on a row of its own, a cache and TLB miss per take (at 2000 x 2000 the fill took 4.6 ms natively
// and 8.3 ms in wasm reading them there, 1.8 and 2.9 ms from diagonal_). Nothing else is kept, so a
// square table needs no memory beyond itself, a row and a diagonal.
class FibonacciFiller final : public GridFiller {
public:
    FibonacciFiller(std::int64_t rows, std::int64_t cols) : cols_(static_cast<std::size_t>(cols)) {
        row_.assign(static_cast<std::size_t>(rows), 0);
        diagonal_.reserve(static_cast<std::size_t>(rows));
        seen_.assign(static_cast<std::size_t>(rows) + 1, 0);
        offStart_.reserve(static_cast<std::size_t>(rows));
        off_.reserve(static_cast<std::size_t>(offTableCells(rows, cols)));  // checked by the game
    }

    // Off-table cells of a rows x cols table: (h, a) with cols <= a <= h < rows.
    static std::int64_t offTableCells(std::int64_t rows, std::int64_t cols) {
        const std::int64_t k = std::max<std::int64_t>(rows - cols, 0);
        return k * (k + 1) / 2;
    }

    Result<void> fill(std::vector<Value>& values, std::int64_t& done, std::int64_t to) override {
        const std::int64_t from = done;
        const auto cols = static_cast<std::int64_t>(cols_);
        std::int64_t h = from / cols, a = from % cols;
        for (std::int64_t i = from; i < to; ++h, a = 0) {
            // Cells (h, a) .. (h, a + n - 1) of this row: the row's values up to a = h, then (h, h) again.
            const std::int64_t n = std::min(to, (h + 1) * cols) - i;
            Value* out = values.data() + i;
            i += n;
            if (h == rowsDone_) {  // rows before h are all in `values`
                // A row this call covers whole, and all within the table (h < cols), is computed in
                // place; any other into row_, and copied out as calls reach its cells.
                const bool inPlace = n == cols && h < cols;
                computeRow(values.data(), static_cast<std::size_t>(rowsDone_++), inPlace ? out : row_.data());
                if (inPlace) {
                    fillCells(out + h + 1, out + n, out[h]);
                    continue;
                }
            }
            const std::int64_t onRow = std::clamp<std::int64_t>(h + 1 - a, 0, n);
            if (onRow > 0) std::copy_n(row_.begin() + a, onRow, out);
            fillCells(out + onRow, out + n, row_[static_cast<std::size_t>(h)]);
        }
        done = to;
        return {};
    }

private:
    // Row h's values (h, 0) .. (h, h) into out[0 .. h]. Indices are std::size_t (32 bits in wasm):
    // rows are bounded far below that.
    void computeRow(const Value* table, std::size_t h, Value* out) {
        if (++stamp_ == 0) {  // wrapped: clear for real
            std::fill(seen_.begin(), seen_.end(), 0);
            stamp_ = 1;
        }
        const std::uint32_t stamp = stamp_;
        std::uint32_t* seen = seen_.data();
        Value mex = 0;
        Value* next = out + 1;  // where the next take's value goes: take t's is out[t]
        // Option values are below the option count, < h. The mex moves only when the option is the
        // mex itself: testing that in a register, not seen[mex] after each store, spares a load that
        // waits on the store just made.
        const auto take = [&](Value option) {
            seen[option] = stamp;
            if (option == mex)
                while (seen[++mex] == stamp) {
                }
            *next++ = mex;
        };
        out[0] = 0;                         // (h, 0): no move
        const std::size_t lastFar = h / 3;  // takes up to h / 3 leave 2t allowed, the rest leave h - t
        const std::size_t lastInTable = std::min(lastFar, (cols_ - 1) / 2);  // 2t < cols
        // The loops walk pointers rather than index by t: in wasm each index costs its own arithmetic.
        if (lastInTable >= 1) {  // (h - t, 2t) from the table: (h - 1, 2), then a row up and two columns right
            const Value* cell = table + (h - 1) * cols_ + 2;
            const auto up = static_cast<std::ptrdiff_t>(cols_) - 2;
            const Value* const stop = out + 1 + lastInTable;
            while (next != stop) {  // take() moves next
                take(*cell);
                cell -= up;
            }
        }
        for (std::size_t t = lastInTable + 1; t <= lastFar; ++t) take(off_[offStart_[h - t] + 2 * t - cols_]);
        // The rest, t from lastFar + 1 to h: the ends of rows h - lastFar - 1 down to 0.
        for (const Value* end = diagonal_.data() + (h - lastFar); end != diagonal_.data();) take(*--end);
        diagonal_.push_back(out[h]);
        offStart_.push_back(off_.size());
        for (std::size_t a = cols_; a <= h; ++a) off_.push_back(static_cast<std::uint16_t>(out[a]));
    }

    std::size_t cols_;
    std::int64_t rowsDone_ = 0;
    std::vector<Value> row_;             // a row not computed in place: (h, 0) .. (h, h)
    std::vector<Value> diagonal_;        // (h, h) for every row so far
    std::vector<std::uint16_t> off_;     // (h, a) for cols <= a <= h, row after row
    std::vector<std::size_t> offStart_;  // where row h's off-table values start in off_
    std::vector<std::uint32_t> seen_;    // seen_[v] == stamp_: v is an option's value in this row
    std::uint32_t stamp_ = 0;
};

class FibonacciNimGame final : public Game {
public:
    std::string spec() const override { return "fibonacci-nim"; }
    int dimensions() const override { return 2; }

    // Largest take first: smaller heaps come first, so the evaluator's search stays shallow.
    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        for (std::int64_t t = std::min(p.x, p.y); t >= 1; --t)
            sink(Option::single(t, Position{p.x - t, std::min(2 * t, p.x - t)}));
        return {};
    }

    Result<Position> checkPosition(const Position& p) const override {
        if (p.x < 0) return fail(msg::position_negative{.what = say(msg::position_coordinate_the_heap{}), .got = p.x});
        if (p.x > kMaxFibonacciHeap)
            return fail(msg::position_too_large{
                .what = say(msg::position_coordinate_the_heap{}), .most = kMaxFibonacciHeap, .got = p.x});
        if (p.y < 0)
            return fail(msg::position_negative{.what = say(msg::position_coordinate_allowed_take{}), .got = p.y});
        if (p.y > limits::kMaxCoordinate)
            return fail(msg::position_too_large{
                .what = say(msg::position_coordinate_allowed_take{}), .most = limits::kMaxCoordinate, .got = p.y});
        return Position{p.x, std::min(p.y, p.x)};
    }

    // "n" is the start (n, n-1); two numbers ("h,a", "h a", "(h, a)") are the heap and allowed take.
    Result<Position> parsePosition(const std::string& text) const override {
        const auto numbers = positionNumbers(text);
        if (numbers.size() != 1) return Game::parsePosition(text);
        if (numbers[0].empty()) return fail(msg::fibonacci_empty{});
        // Read the number with the two-coordinate reader, so messages match: "n,0" then adjust.
        auto p = Game::parsePosition(numbers[0] + ",0");
        if (!p) return p.why();
        return checkPosition(Position{p->x, std::max<std::int64_t>(p->x - 1, 0)});
    }

    std::string moveText(const Position& from, const Option& o) const override {
        const Position& to = o.parts[0];
        std::string text = "take " + std::to_string(o.taken);
        if (to.x > 0) text += ", the next move may take up to " + std::to_string(to.y);
        return text + " (" + positionText(from) + " -> " + positionText(to) + ")";
    }

    Result<std::optional<bool>> moverLoses(const Position& p) const override {
        if (p.x == 0) return std::optional<bool>(true);
        std::lock_guard<std::mutex> lock(mutex_);
        if (auto refused = ensureTakes(p.x)) return *refused;
        return std::optional<bool>(leastWinningTake_[static_cast<std::size_t>(p.x)] > p.y);
    }

    Result<std::unique_ptr<GridFiller>> gridFiller(std::int64_t rows, std::int64_t cols, const Budget&) const override {
        const std::int64_t steps = rows * (rows + 1) / 2;  // rows <= kMaxFibonacciHeap + 1: no overflow
        if (steps > kMaxFillerSteps)
            return fail(msg::fibonacci_table_rows{
                .rows = rows, .count = steps, .most = kMaxFillerSteps, .mostRows = maxRowsWithin(kMaxFillerSteps)});
        const std::int64_t off = FibonacciFiller::offTableCells(rows, cols);
        if (off > kMaxOffTableCells)
            return fail(msg::fibonacci_table_off{.rows = rows, .cols = cols, .count = off, .most = kMaxOffTableCells});
        return std::unique_ptr<GridFiller>(std::make_unique<FibonacciFiller>(rows, cols));
    }

    // Shown as a heap and the most the next move may take; a game starts at (n, n-1).
    ProgramParts programParts() const override {
        ProgramCode table;
        table.method =
            "table computation: row by row, for every heap h up to the largest asked and every allowed take "
            "a <= h, the mex of the options (h - t, min(2t, h - t)) for t <= a";
        table.code =
            "// g(h, a) at g[h * (h + 1) / 2 + a], for a <= h (a larger allowed take is the heap itself: the\n"
            "// same moves). Allowing one more take t = a adds the option (h - t, min(2t, h - t)), so a row's\n"
            "// set of option values only grows and its mex only rises: one step per cell. seenAt[v] == stamp\n"
            "// marks value v as taken in the current row.\n"
            "static std::vector<unsigned> g;\n"
            "static std::vector<unsigned> seenAt;\n"
            "static unsigned stamp = 0;\n\n"
            "static u64 cell(u64 h, u64 a) { return h * (h + 1) / 2 + (a < h ? a : h); }\n\n"
            "// Largest heap this program computes (about h^2 / 2 cells, 4 bytes each, up to heap h).\n"
            "const u64 kMaxHeap = 4096;\n\n"
            "bool prepare(const u64* largest) {\n"
            "    if (largest[0] > kMaxHeap) {\n"
            "        std::cerr << \"heap \" << largest[0] << \" is too large: this program computes heaps up to \" << "
            "kMaxHeap << \"\\n\";\n"
            "        return false;\n"
            "    }\n"
            "    const u64 rows = largest[0] + 1;\n"
            "    g.assign(rows * (rows + 1) / 2, 0);\n"
            "    seenAt.assign(rows + 1, 0);  // a value is at most the number of moves, h\n"
            "    for (u64 h = 1; h < rows; ++h) {\n"
            "        ++stamp;\n"
            "        unsigned v = 0;\n"
            "        for (u64 a = 1; a <= h; ++a) {\n"
            "            const u64 rest = h - a;\n"
            "            seenAt[g[cell(rest, 2 * a)]] = stamp;\n"
            "            while (seenAt[v] == stamp) ++v;\n"
            "            g[cell(h, a)] = v;\n"
            "        }\n"
            "    }\n"
            "    return true;\n"
            "}\n\n"
            "u64 grundy(const u64* p) { return g[cell(p[0], p[1])]; }\n";
        ProgramOutcome outcome;
        outcome.rule =
            "its heap h is 0 or the smallest term of h's Zeckendorf representation (h as a sum of non-consecutive "
            "Fibonacci numbers, largest first) exceeds its allowed take a (Whinihan 1963)";
        outcome.code =
            "bool isP(const u64* p) {\n"
            "    const u64 h = p[0], a = p[1];\n"
            "    if (h == 0) return true;\n"
            "    std::vector<u64> fib{1, 2};  // the Fibonacci numbers up to h\n"
            "    while (fib.back() <= h - fib[fib.size() - 2]) fib.push_back(fib.back() + fib[fib.size() - 2]);\n"
            "    u64 rest = h, smallest = h;\n"
            "    for (std::size_t i = fib.size(); i-- > 0;) {\n"
            "        if (fib[i] <= rest) {\n"
            "            rest -= fib[i];\n"
            "            smallest = fib[i];\n"
            "        }\n"
            "    }\n"
            "    return smallest > a;\n"
            "}\n";
        outcome.isP = [](const Position& p) {
            if (p.x == 0) return true;
            std::vector<std::int64_t> fib{1, 2};
            while (fib.back() + fib[fib.size() - 2] <= p.x) fib.push_back(fib.back() + fib[fib.size() - 2]);
            std::int64_t rest = p.x, smallest = p.x;
            for (auto f = fib.rbegin(); f != fib.rend(); ++f) {
                if (*f > rest) continue;
                rest -= *f;
                smallest = *f;
            }
            return smallest > p.y;
        };
        return {traits().rules.text + " Taking t from (h, a) leaves (h - t, min(2t, h - t)); an a larger than h is h.",
                std::nullopt, std::move(table), std::move(outcome),
                "    // One number n: the start of a game of n tokens, whose first move may not take all.\n"
                "    p[0] = n;\n"
                "    p[1] = n > 0 ? n - 1 : 0;\n"};
    }

    GameTraits traits() const override {
        GameTraits t;
        t.family = "fibonacci-nim";
        t.board = "fib";
        t.axes = {"heap", "allowed"};
        t.start = Position{10, 9};
        t.rules = say(msg::game_rules_fibonacci_nim{});
        return t;
    }

private:
    static std::int64_t maxRowsWithin(std::int64_t cells) {
        std::int64_t r = 0;
        while ((r + 1) * (r + 2) / 2 <= cells) ++r;
        return r;
    }

    // Fills leastWinningTake_[0 .. at least h]. m(h) is the least t in 1..h whose result
    // (h - t, min(2t, h - t)) is lost for its mover, i.e. has heap 0 or m(h - t) > min(2t, h - t);
    // t = h always qualifies, so m(h) <= h. Allowed takes only add moves, so (h, a) is won iff
    // m(h) <= a. Returns a message if the step bound is met.
    std::optional<Error> ensureTakes(std::int64_t h) const {
        auto& m = leastWinningTake_;
        if (h < static_cast<std::int64_t>(m.size())) return std::nullopt;
        const std::int64_t last = std::min(kMaxFibonacciHeap, std::max(h, 2 * static_cast<std::int64_t>(m.size())));
        if (m.empty()) m.push_back(kNoWinningTake);  // heap 0: no move at all
        for (std::int64_t n = static_cast<std::int64_t>(m.size()); n <= last; ++n) {
            std::int64_t t = 1;
            for (;; ++t) {
                const std::int64_t left = n - t;
                if (left == 0 || m[static_cast<std::size_t>(left)] > static_cast<std::uint64_t>(std::min(2 * t, left)))
                    break;
            }
            steps_ += t;
            if (steps_ > kMaxTakeSteps) return fail(msg::fibonacci_steps{.heap = n, .most = kMaxTakeSteps});
            m.push_back(static_cast<std::uint32_t>(t));
        }
        return std::nullopt;
    }

    mutable std::mutex mutex_;
    mutable std::vector<std::uint32_t> leastWinningTake_;  // m(h); kNoWinningTake for h = 0
    mutable std::int64_t steps_ = 0;
};

}  // namespace

Result<GamePtr> makeFibonacciNimGame(const std::string&) {
    return GamePtr(std::make_shared<FibonacciNimGame>());
}

}  // namespace grundy
