// Wythoff's game (POJ 1067): two heaps; a move takes any positive number from one heap, or the same
// positive number from both. Position "x,y".
//
// Two fast paths, both computed from the rules alone (the golden-ratio formula is never used, so
// the tests can check the core against it):
// - moverLoses: the P-positions row by row. Any two cells on one row, column or diagonal are an
//   option of each other, so each of those lines holds at most one P-position; going up the rows,
//   the P-position of row x is the least y whose column and diagonal hold none yet.
// - a GridFiller: the options of (r, c) are the three rays to its left, below it and down its
//   diagonal, so the values seen on each row, column and diagonal are kept as bitsets and a cell's
//   value is the first bit missing from the OR of its three (one pass over a few words).
#include <algorithm>
#include <bit>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include "../int_sqrt.hpp"
#include "grundy/limits.hpp"
#include "registry.hpp"

namespace grundy {

namespace {

// Heaps are bounded so that every position's options (up to three per unit of heap) can be listed
// and searched; the P-position rows of the fast path then need a few tens of MiB at most.
constexpr std::int64_t kMaxWythoffHeap = 1'000'000;

// Working memory above which the filler stops keeping a bitset per column and diagonal and scans
// the (then short) column and diagonal rays of each cell instead.
constexpr std::int64_t kMaxFillerBytes = std::int64_t{64} << 20;

constexpr std::uint64_t kFull = ~std::uint64_t{0};

// "Next free" sets over 0..n-1 (union-find with path halving): find(i) is the least free j >= i.
class NextFree {
public:
    explicit NextFree(std::size_t n) : parent_(n + 1) {
        for (std::size_t i = 0; i <= n; ++i) parent_[i] = static_cast<std::uint32_t>(i);
    }
    std::uint32_t find(std::uint32_t i) {
        while (parent_[i] != i) {
            parent_[i] = parent_[parent_[i]];
            i = parent_[i];
        }
        return i;
    }
    void take(std::uint32_t i) { parent_[i] = i + 1; }

private:
    std::vector<std::uint32_t> parent_;
};

class WythoffFiller final : public GridFiller {
public:
    WythoffFiller(std::int64_t rows, std::int64_t cols, bool perLine)
        : cols_(cols), perLine_(perLine), words_(wordsFor(rows, cols)) {
        row_.assign(words_, 0);
        if (perLine_) {
            col_.assign(static_cast<std::size_t>(cols_) * words_, 0);
            diag_.assign(static_cast<std::size_t>(cols_) * words_, 0);
            colFull_.assign(static_cast<std::size_t>(cols_), 0);
            diagFull_.assign(static_cast<std::size_t>(cols_), 0);
        } else {
            scratch_.assign(words_, 0);
        }
    }

    // Values are at most the number of options, (rows-1) + (cols-1) + min(rows, cols) - 1 at the
    // far corner, so that many bits plus one always hold the first missing value.
    static std::size_t wordsFor(std::int64_t rows, std::int64_t cols) {
        const std::int64_t maxOptions = (rows - 1) + (cols - 1) + (std::min(rows, cols) - 1);
        return static_cast<std::size_t>(maxOptions / 64 + 1);
    }
    static std::int64_t perLineBytes(std::int64_t rows, std::int64_t cols) {
        return (2 * cols + 1) * static_cast<std::int64_t>(wordsFor(rows, cols)) * 8;
    }

    Result<void> fill(std::vector<Value>& values, std::int64_t& done, std::int64_t to) override {
        const std::int64_t from = done;
        std::int64_t r = from / cols_, c = from % cols_ - 1;  // one division per call, not per cell
        for (std::int64_t i = from; i < to; ++i) {
            if (++c == cols_) {
                c = 0;
                ++r;
            }
            if (c == 0) startRow(r);
            // Diagonal c - r's slot, kept without a division per cell: slot(-r) + c, wrapped.
            std::size_t s = rowSlot_ + static_cast<std::size_t>(c);
            if (s >= static_cast<std::size_t>(cols_)) s -= static_cast<std::size_t>(cols_);
            const Value g = perLine_ ? mexPerLine(c, s) : mexByRays(values, r, c);
            values[static_cast<std::size_t>(i)] = g;
            add(row_.data(), rowFull_, g);
            if (perLine_) {
                add(&col_[lineAt(c)], colFull_[static_cast<std::size_t>(c)], g);
                add(&diag_[lineAt(static_cast<std::int64_t>(s))], diagFull_[s], g);
            }
        }
        done = to;
        return {};
    }

private:
    std::size_t lineAt(std::int64_t line) const { return static_cast<std::size_t>(line) * words_; }
    // Diagonal d = c - r lives in slot d mod cols: a row touches cols consecutive diagonals.
    std::size_t slot(std::int64_t d) const { return static_cast<std::size_t>(((d % cols_) + cols_) % cols_); }

    void startRow(std::int64_t r) {
        std::fill(row_.begin(), row_.end(), 0);
        rowFull_ = 0;
        rowSlot_ = slot(-r);
        if (perLine_) {
            // Cell (r, 0) starts diagonal -r; its slot held diagonal cols - r, finished last row.
            const std::size_t s = slot(-r);
            std::fill_n(diag_.begin() + static_cast<std::ptrdiff_t>(lineAt(static_cast<std::int64_t>(s))), words_, 0);
            diagFull_[s] = 0;
        }
    }

    void add(std::uint64_t* bits, std::size_t& full, Value g) {
        bits[g / 64] |= std::uint64_t{1} << (g % 64);
        while (full < words_ && bits[full] == kFull) ++full;
    }

    Value firstMissing(std::size_t w, const std::uint64_t* a, const std::uint64_t* b, const std::uint64_t* c) const {
        for (; w < words_; ++w) {
            const std::uint64_t seen = a[w] | b[w] | c[w];
            if (seen != kFull) return static_cast<Value>(w * 64 + static_cast<std::size_t>(std::countr_one(seen)));
        }
        return static_cast<Value>(words_ * 64);  // unreachable: wordsFor leaves a spare bit
    }

    Value mexPerLine(std::int64_t c, std::size_t s) const {
        const std::size_t start = std::max({rowFull_, colFull_[static_cast<std::size_t>(c)], diagFull_[s]});
        return firstMissing(start, row_.data(), &col_[lineAt(c)], &diag_[lineAt(static_cast<std::int64_t>(s))]);
    }

    Value mexByRays(const std::vector<Value>& values, std::int64_t r, std::int64_t c) {
        const auto at = [&](std::int64_t rr, std::int64_t cc) {
            return values[static_cast<std::size_t>(rr * cols_ + cc)];
        };
        const auto mark = [&](Value g) { scratch_[g / 64] |= std::uint64_t{1} << (g % 64); };
        for (std::int64_t k = 1; k <= r; ++k) mark(at(r - k, c));
        for (std::int64_t k = 1; k <= std::min(r, c); ++k) mark(at(r - k, c - k));
        const Value g = firstMissing(rowFull_, row_.data(), scratch_.data(), scratch_.data());
        for (std::int64_t k = 1; k <= r; ++k) scratch_[at(r - k, c) / 64] = 0;
        for (std::int64_t k = 1; k <= std::min(r, c); ++k) scratch_[at(r - k, c - k) / 64] = 0;
        return g;
    }

    std::int64_t cols_;
    bool perLine_;
    std::size_t words_;
    std::vector<std::uint64_t> row_, col_, diag_, scratch_;
    // The first word of each set that is not all ones: a cell's value cannot lie below any of them.
    std::size_t rowFull_ = 0;
    std::size_t rowSlot_ = 0;  // slot(-r) of the current row r
    std::vector<std::size_t> colFull_, diagFull_;
};

class WythoffGame final : public Game {
public:
    std::string spec() const override { return "wythoff"; }
    int dimensions() const override { return 2; }

    // Listed from the smallest result up, so the evaluator's depth-first search meets small
    // positions first and its stack stays shallow.
    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        for (std::int64_t y = 0; y < p.y; ++y) sink(Option::single(p.y - y, Position{p.x, y}));
        for (std::int64_t x = 0; x < p.x; ++x) sink(Option::single(p.x - x, Position{x, p.y}));
        for (std::int64_t d = std::min(p.x, p.y); d >= 1; --d) sink(Option::single(d, Position{p.x - d, p.y - d}));
        return {};
    }

    Result<Position> checkPosition(const Position& p) const override {
        for (const bool first : {true, false}) {
            const std::int64_t v = first ? p.x : p.y;
            const auto what = [first] {
                return first ? say(msg::position_coordinate_first_heap{}) : say(msg::position_coordinate_second_heap{});
            };
            if (v < 0) return fail(msg::position_negative{.what = what(), .got = v});
            if (v > kMaxWythoffHeap)
                return fail(msg::position_too_large{.what = what(), .most = kMaxWythoffHeap, .got = v});
        }
        return p;
    }

    std::string moveText(const Position& from, const Option& o) const override {
        const Position& to = o.parts[0];
        const std::string where = to.x == from.x ? "the second heap" : to.y == from.y ? "the first heap" : "both heaps";
        return "take " + std::to_string(o.taken) + " from " + where + " (" + positionText(from) + " -> " +
               positionText(to) + ")";
    }

    Result<std::optional<bool>> moverLoses(const Position& p) const override {
        // The rules are symmetric in the two heaps, so (x, y) is P iff (y, x) is; use the lower row.
        const std::int64_t x = std::min(p.x, p.y), y = std::max(p.x, p.y);
        std::lock_guard<std::mutex> lock(mutex_);
        ensureRows(x);
        return std::optional<bool>(pColumnOfRow_[static_cast<std::size_t>(x)] == y);
    }

    Result<std::unique_ptr<GridFiller>> gridFiller(std::int64_t rows, std::int64_t cols, const Budget&) const override {
        const bool perLine = WythoffFiller::perLineBytes(rows, cols) <= kMaxFillerBytes;
        return std::unique_ptr<GridFiller>(std::make_unique<WythoffFiller>(rows, cols, perLine));
    }

    ProgramParts programParts() const override {
        ProgramCode table;
        table.method =
            "table computation: the mex over the three rays of moves (the same row to the left, the same column "
            "below, the diagonal down-left), for every x and y up to the largest asked";
        table.code =
            "// g[x * cols + y] for x and y up to the largest asked, by the mex rule. seenAt[v] == stamp marks\n"
            "// value v as taken by an option of the current position; bumping the stamp clears every mark.\n"
            "static std::vector<unsigned> g;\n"
            "static std::vector<unsigned> seenAt;\n"
            "static unsigned stamp = 0;\n"
            "static u64 cols = 0;\n\n"
            "// Largest heap this program computes (about x * y * (x + y) steps for a table of x by y).\n"
            "const u64 kMaxHeap = 1000;\n\n"
            "bool prepare(const u64* largest) {\n"
            "    for (int i = 0; i < 2; ++i) {\n"
            "        if (largest[i] > kMaxHeap) {\n"
            "            std::cerr << \"heap \" << largest[i] << \" is too large: this program computes heaps up to \" "
            "<< "
            "kMaxHeap << \"\\n\";\n"
            "            return false;\n"
            "        }\n"
            "    }\n"
            "    const u64 rows = largest[0] + 1;\n"
            "    cols = largest[1] + 1;\n"
            "    g.assign(rows * cols, 0);\n"
            "    // A value is at most the number of options, (x + y + min(x, y)).\n"
            "    seenAt.assign(rows + cols + (rows < cols ? rows : cols), 0);\n"
            "    for (u64 x = 0; x < rows; ++x) {\n"
            "        for (u64 y = 0; y < cols; ++y) {\n"
            "            ++stamp;\n"
            "            for (u64 k = 1; k <= x; ++k) seenAt[g[(x - k) * cols + y]] = stamp;\n"
            "            for (u64 k = 1; k <= y; ++k) seenAt[g[x * cols + y - k]] = stamp;\n"
            "            for (u64 k = 1; k <= x && k <= y; ++k) seenAt[g[(x - k) * cols + y - k]] = stamp;\n"
            "            unsigned v = 0;\n"
            "            while (seenAt[v] == stamp) ++v;\n"
            "            g[x * cols + y] = v;\n"
            "        }\n"
            "    }\n"
            "    return true;\n"
            "}\n\n"
            "u64 grundy(const u64* p) { return g[p[0] * cols + p[1]]; }\n";
        ProgramOutcome outcome;
        outcome.rule =
            "x = floor((y - x) * phi) for its smaller heap x and larger heap y, phi = (1 + sqrt 5) / 2 (Wythoff "
            "1907); the program works out floor(k * phi) in integers, as (k + isqrt(5 k^2)) / 2";
        outcome.code =
            "// floor(sqrt(v)), exactly: the floating-point estimate corrected in integers.\n"
            "static unsigned __int128 isqrt(unsigned __int128 v) {\n"
            "    unsigned __int128 r = static_cast<unsigned __int128>(std::sqrt(static_cast<long double>(v)));\n"
            "    while (r > 0 && r * r > v) --r;\n"
            "    while ((r + 1) * (r + 1) <= v) ++r;\n"
            "    return r;\n"
            "}\n\n"
            "bool isP(const u64* p) {\n"
            "    const u64 x = p[0] < p[1] ? p[0] : p[1], k = (p[0] < p[1] ? p[1] : p[0]) - x;\n"
            "    // floor(k * phi) >= 1.6 k, so for k this large the larger heap would pass 2^64; and 5 k^2 fits\n"
            "    // in 128 bits below it.\n"
            "    if (k >= 0x7000000000000000ULL) return false;\n"
            "    const unsigned __int128 wide = k;\n"
            "    return x == static_cast<u64>((wide + isqrt(5 * wide * wide)) / 2);\n"
            "}\n";
        outcome.isP = [](const Position& p) {
            const std::int64_t x = std::min(p.x, p.y), k = std::max(p.x, p.y) - x;
            return x == (k + isqrt(5 * k * k)) / 2;
        };
        return {traits().rules.text, std::nullopt, std::move(table), std::move(outcome)};
    }

    GameTraits traits() const override {
        GameTraits t = Game::traits();  // two heaps: a pair, first and second
        t.family = "wythoff";
        t.rules = say(msg::game_rules_wythoff{});
        return t;
    }

private:
    // Fills pColumnOfRow_[0 .. at least x]: going up the rows, the P-position of row x is the least
    // column y that no earlier P-position uses and whose diagonal y - x no earlier one uses (its
    // left ray then holds no P-position either, as each y' < y is N by having a P option). Rows
    // 0..x-1 use x columns and x diagonals, so some y <= 2x is free: every row has one.
    void ensureRows(std::int64_t x) const {
        if (x < static_cast<std::int64_t>(pColumnOfRow_.size())) return;
        const std::int64_t last =
            std::min(kMaxWythoffHeap, std::max(x, 2 * static_cast<std::int64_t>(pColumnOfRow_.size())));
        const auto n = static_cast<std::uint32_t>(last);
        NextFree columns(2 * static_cast<std::size_t>(n) + 2);    // y in 0 .. 2n
        NextFree diagonals(2 * static_cast<std::size_t>(n) + 2);  // y - x + n in 0 .. 2n
        std::vector<std::uint32_t> out(static_cast<std::size_t>(n) + 1);
        for (std::uint32_t row = 0; row <= n; ++row) {
            // Leapfrog between the two free sets until a column and its diagonal are both free.
            std::uint32_t y = columns.find(0);
            while (true) {
                const std::uint32_t d = diagonals.find(y + n - row);  // y + n - row >= 0 as y >= 0, row <= n
                if (d == y + n - row) break;
                y = columns.find(d + row - n);
            }
            out[row] = y;
            columns.take(y);
            diagonals.take(y + n - row);
        }
        pColumnOfRow_ = std::move(out);
    }

    mutable std::mutex mutex_;
    mutable std::vector<std::uint32_t> pColumnOfRow_;  // the P-position of row x is (x, pColumnOfRow_[x])
};

}  // namespace

Result<GamePtr> makeWythoffGame(const std::string&) {
    return GamePtr(std::make_shared<WythoffGame>());
}

}  // namespace grundy
