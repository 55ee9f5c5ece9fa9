#include "rules_game.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#include "../families/arguments.hpp"
#include "grundy/limits.hpp"

namespace grundy::rules::detail {

namespace {

// Moves held at once by the search's stack (each frame keeps its position's moves until done).
constexpr std::size_t kMaxStoredMoves = std::size_t{1} << 20;

std::string partsText(const Move& move, int dims) {
    std::string out;
    for (int i = 0; i < move.partCount; ++i)
        out += (i ? " + " : "") + Machine::positionText(move.parts[static_cast<std::size_t>(i)], dims);
    return out;
}

// The marking loops of markHeapRun for the common shapes of a run, two moves per pair of 8-byte
// loads: fewer instructions per move, which matters most in wasm, where each table access costs an
// address computation more than natively (issue 8). Values are 32 bits, so an 8-byte load is two
// neighbouring heaps' values, in either order (both are marked, so the byte order does not matter).
static_assert(sizeof(Value) == 4);

std::uint64_t twoValues(const Value* at) {
    std::uint64_t two = 0;
    std::memcpy(&two, at, sizeof two);
    return two;
}

// seen[g[j]] = stamp for the heaps j in [first, first + count). The loops step pointers (wasm has
// no scaled index: an index costs a shift and an add per access) and only between two pairs, so
// that no pointer leaves the table.
[[gnu::always_inline]] inline void markSpan(const Value* first, std::ptrdiff_t count, std::uint32_t* seen,
                                            std::uint32_t stamp) {
    if (std::ptrdiff_t pairs = count / 2; pairs > 0) {
        for (const Value* at = first;; at += 2) {
            const std::uint64_t two = twoValues(at);
            seen[static_cast<std::uint32_t>(two)] = stamp;
            seen[static_cast<std::uint32_t>(two >> 32)] = stamp;
            if (--pairs == 0) break;
        }
    }
    if (count % 2 != 0) seen[first[count - 1]] = stamp;
}

// seen[g[up + j] ^ g[down - j]] = stamp for j in [0, count): the two heaps a take-and-break move
// leaves, one growing as the other shrinks (a + (n - k - a)). The 8 bytes at down - j - 1 hold the
// values of down - j - 1 and down - j, those at up + j the values of up + j and up + j + 1: turned
// by 32 bits, the first lines up with the second.
[[gnu::always_inline]] inline void markSplit(const Value* up, const Value* down, std::ptrdiff_t count,
                                             std::uint32_t* seen, std::uint32_t stamp) {
    if (std::ptrdiff_t pairs = count / 2; pairs > 0) {
        for (const Value *u = up, *d = down - 1;; u += 2, d -= 2) {
            const std::uint64_t two = twoValues(u) ^ std::rotl(twoValues(d), 32);
            seen[static_cast<std::uint32_t>(two)] = stamp;
            seen[static_cast<std::uint32_t>(two >> 32)] = stamp;
            if (--pairs == 0) break;
        }
    }
    if (count % 2 != 0) seen[up[count - 1] ^ down[1 - count]] = stamp;
}

}  // namespace

RulesGame::RulesGame(std::string source, Compiled compiled)
    : source_(std::move(source)), compiled_(std::move(compiled)) {
    const std::string braced = "{" + source_ + "}";
    spec_ = "rules:" + (findClosingBrace(braced, 0) + 1 == braced.size() ? braced : "{" + source_ + "\n}");
    rowKernels_ = compiled_.dimensions == 2;
    for (const auto& plan : compiled_.plans) rowKernels_ = rowKernels_ && plan.kernel.rowUsable;
    rowRules_.resize(compiled_.plans.size());
    heapForms_ = heapRuleForms(compiled_);
}

Coords RulesGame::unpack(const Position& p) const {
    if (compiled_.dimensions == 3) return Coords{p.x, p.y / kMaxPackedCoordinate, p.y % kMaxPackedCoordinate};
    return Coords{p.x, compiled_.dimensions == 2 ? p.y : 0, 0};
}

Position RulesGame::pack(const Coords& c) const {
    if (compiled_.dimensions == 3) return Position{c[0], c[1] * kMaxPackedCoordinate + c[2]};
    return Position{c[0], compiled_.dimensions == 2 ? c[1] : 0};
}

std::optional<Failure> RulesGame::checkMove(const Machine& m, const Coords& from, const Move& move) const {
    const int dims = compiled_.dimensions;
    // The common case, every part a position below the bounds, costs a few comparisons; the
    // messages are only put together when something is wrong.
    bool fine = true;
    for (int i = 0; i < move.partCount && fine; ++i) {
        const Coords& part = move.parts[static_cast<std::size_t>(i)];
        if (dims == 1) {
            fine = part[0] >= 0 && part[0] < from[0];
        } else {
            for (int j = 0; j < dims; ++j) {
                const std::int64_t most = dims == 3 && j > 0 ? kMaxPackedCoordinate - 1 : limits::kMaxCoordinate;
                fine = fine && part[static_cast<std::size_t>(j)] >= 0 && part[static_cast<std::size_t>(j)] <= most;
            }
        }
    }
    if (fine) return std::nullopt;
    const std::string rule =
        "the move rule on line " + std::to_string(compiled_.plans[static_cast<std::size_t>(move.rule)].line);
    const std::string fromText = Machine::positionText(from, dims);
    const auto failure = [&](std::string message) { return Failure{std::move(message), move.rule, true}; };
    for (int i = 0; i < move.partCount; ++i) {
        const Coords& part = move.parts[static_cast<std::size_t>(i)];
        for (int j = 0; j < dims; ++j) {
            const std::int64_t v = part[static_cast<std::size_t>(j)];
            if (v < 0)
                return failure(rule + " takes position " + fromText + " to " + partsText(move, dims) +
                               m.bindings(move.rule) +
                               "; coordinates must stay 0 or more (add a condition with 'where')");
            const std::int64_t most = dims == 3 && j > 0 ? kMaxPackedCoordinate - 1 : limits::kMaxCoordinate;
            if (v > most)
                return failure(rule + " takes position " + fromText + " to " + partsText(move, dims) +
                               m.bindings(move.rule) + ", past the largest coordinate " + std::to_string(most));
        }
        if (dims == 1 && part[0] == from[0])
            return failure(rule + " lets position " + fromText + " reach itself (" + fromText + " -> " +
                           partsText(move, dims) + ")" + m.bindings(move.rule) + ", so values are not defined");
        if (dims == 1 && part[0] > from[0])
            return failure(rule + " takes position " + fromText + " to " + partsText(move, dims) +
                           m.bindings(move.rule) +
                           ", a larger number; when a position is one number every move must lead to smaller "
                           "numbers (a game that can grow needs a second coordinate)");
    }
    return std::nullopt;
}

std::optional<Failure> RulesGame::spend(std::int64_t steps, const Coords& at) const {
    totalSteps_ += steps;
    if (totalSteps_ <= kMaxTotalSteps) return std::nullopt;
    return Failure{"working out this game up to position " + Machine::positionText(at, compiled_.dimensions) +
                       " needs more than " + std::to_string(kMaxTotalSteps) +
                       " steps of its rules; ask about smaller positions",
                   -1, false};
}

void RulesGame::nextStamp() const {
    if (++stamp_ == 0) {  // wrapped: clear for real once every 2^32 positions
        std::fill(seen_.begin(), seen_.end(), 0);
        stamp_ = 1;
    }
}

bool RulesGame::markHeapRun(const Run& run, std::int64_t from) const {
    // Each part is affine in the run's binder, so it is a smaller heap all along when it is one at
    // both ends.
    const std::int64_t last = run.length - 1, span = run.offset(last);
    for (int i = 0; i < run.partCount; ++i) {
        const std::int64_t a = run.first[static_cast<std::size_t>(i)][0];
        const std::int64_t b = a + run.step[static_cast<std::size_t>(i)][0] * span;
        if (std::min(a, b) < 0 || std::max(a, b) >= from) return false;
    }
    // Every value of the table has its bits among valuesOr_'s, and so has the XOR of any of them:
    // with seen_ longer than valuesOr_ no mark needs a bounds check, and each move below is two or
    // three loads and a store, with the table, the marks and the stamp in locals (a store to seen_
    // could be to stamp_ as far as the compiler knows, so it was reloaded per move). In wasm the check
    // and the reloads were most of the loop (issue 8). Offsets are ptrdiff_t, 32 bits in wasm: every
    // index below is that of a heap below `from`.
    if (valuesOr_ >= seen_.size()) growSeen(valuesOr_);
    const Value* g = table_.data();
    std::uint32_t* seen = seen_.data();
    const std::uint32_t stamp = stamp_;
    const auto count = static_cast<std::ptrdiff_t>(run.length);
    const auto x = static_cast<std::ptrdiff_t>(run.first[0][0]), y = static_cast<std::ptrdiff_t>(run.first[1][0]),
               z = static_cast<std::ptrdiff_t>(run.first[2][0]);
    const auto dx = static_cast<std::ptrdiff_t>(run.step[0][0]), dy = static_cast<std::ptrdiff_t>(run.step[1][0]),
               dz = static_cast<std::ptrdiff_t>(run.step[2][0]);
    if (run.ks) {
        const std::int64_t* ks = run.ks;
        const std::int64_t k0 = ks[0];
        for (std::ptrdiff_t i = 0; i < count; ++i) {
            const auto o = static_cast<std::ptrdiff_t>(ks[i] - k0);
            Value v = g[x + dx * o];
            if (run.partCount > 1) v ^= g[y + dy * o];
            if (run.partCount > 2) v ^= g[z + dz * o];
            seen[v] = stamp;
        }
        return true;
    }
    // Pointers into the table, moved only between two moves (so never past either end, and a lone
    // move's step, which may be anything, is never used): the fewest values live in the loop, which
    // V8's register allocator otherwise spilled to the stack.
    if (count <= 0) return true;
    const Value* a = g + x;
    switch (run.partCount) {
        case 1:
            if (dx == 1 || dx == -1) {
                markSpan(dx == 1 ? a : a - (count - 1), count, seen, stamp);
                break;
            }
            for (std::ptrdiff_t i = count;; a += dx) {
                seen[*a] = stamp;
                if (--i == 0) break;
            }
            break;
        case 2: {
            const Value* b = g + y;
            if (dx == 1 && dy == -1) {
                markSplit(a, b, count, seen, stamp);
                break;
            }
            if (dx == -1 && dy == 1) {
                markSplit(b, a, count, seen, stamp);
                break;
            }
            for (std::ptrdiff_t i = count;; a += dx, b += dy) {
                seen[*a ^ *b] = stamp;
                if (--i == 0) break;
            }
            break;
        }
        default: {
            const Value *b = g + y, *c = g + z;
            for (std::ptrdiff_t i = count;; a += dx, b += dy, c += dz) {
                seen[*a ^ *b ^ *c] = stamp;
                if (--i == 0) break;
            }
            break;
        }
    }
    return true;
}

std::optional<Failure> RulesGame::extendTable(std::int64_t n) const {
    if (tableFailedAt_ >= 0 && n >= tableFailedAt_) return tableFailure_;
    Machine& m = machine_;
    while (static_cast<std::int64_t>(table_.size()) <= n) {
        const Coords here{static_cast<std::int64_t>(table_.size()), 0, 0};
        // A block of heaps at once when one can be planned here and its steps fit the budget
        // (otherwise this heap alone, which also finds the exact point where the budget runs out).
        if (kernels_ && blocks_ && !heapForms_.empty() && here[0] >= blockRetryAt_) {
            // The plan is made as far as it holds, not only up to n (its work does not depend on
            // how far that is), and kept for the next call while it covers the heap asked for.
            bool planned = blockFirst_ >= 0 && here[0] >= blockFirst_ && here[0] <= block_.last;
            if (!planned) {
                planned = planHeapBlock(heapForms_, here[0], std::max(n, limits::kMaxTableSize), block_);
                blockFirst_ = planned ? here[0] : -1;
            }
            std::int64_t last = -1, length = 0;
            if (planned) {
                const std::int64_t affordable =
                    block_.steps > 0 ? (kMaxTotalSteps - totalSteps_) / block_.steps : block_.last - here[0] + 1;
                last = std::min({block_.last, n, here[0] + affordable - 1});
                length = std::max<std::int64_t>(last - here[0] + 1, 0);
            }
            // A block that ends well before n is worth it only when its planning was cheap for its
            // length (a plan looks at every k once; k <= n over 1..60000 ends a block at each heap).
            if (planned && (last >= n || length * 16 >= block_.work)) {
                blockBackoff_ = 1;
            } else {
                blockRetryAt_ = here[0] + std::max<std::int64_t>(length, 1) + blockBackoff_;
                blockBackoff_ = std::min<std::int64_t>(blockBackoff_ * 2, 4096);
            }
            if (length > 0) {
                totalSteps_ += block_.steps * length;
                kernelPositions_ += length;
                blockPositions_ += length;
                runHeapBlock(last);
                continue;
            }
        }
        nextStamp();
        std::optional<Failure> bad;
        // The kernels first; when they cannot vouch for this position, the interpreter works it out
        // afresh, which gives the exact outcome (and message).
        bool done = kernels_ && m.runs(here, [&](const Run& run) { return markHeapRun(run, here[0]); });
        if (!done && kernels_) nextStamp();  // forget the attempt's marks
        if (done) ++kernelPositions_;
        if (!done) {
            const bool ran = m.moves(here, [&](const Move& move) {
                if (auto f = checkMove(m, here, move)) {
                    bad = std::move(f);
                    return false;
                }
                Value v = 0;
                for (int i = 0; i < move.partCount; ++i)
                    v ^= table_[static_cast<std::size_t>(move.parts[static_cast<std::size_t>(i)][0])];
                mark(v);
                return true;
            });
            if (!ran) bad = Failure{m.error(), m.errorRule(), false};
        }
        if (!bad) bad = spend(m.steps(), here);
        if (bad) {
            tableFailedAt_ = here[0];
            tableFailure_ = bad;
            return bad;
        }
        Value g = 0;
        while (g < seen_.size() && seen_[g] == stamp_) ++g;
        append(g);
    }
    return std::nullopt;
}

void RulesGame::reserveTable(std::size_t size) const {
    if (size <= table_.capacity()) return;
    std::vector<Value> bigger;
    bigger.reserve(std::max<std::size_t>({1024, table_.capacity() * 2, size}));
    bigger.assign(table_.begin(), table_.end());
    retired_.push_back(std::move(table_));
    table_ = std::move(bigger);
    publishedData_.store(table_.data(), std::memory_order_release);
}

void RulesGame::append(Value g) const {
    reserveTable(table_.size() + 1);
    table_.push_back(g);
    valuesOr_ |= g;
    publishedSize_.store(static_cast<std::int64_t>(table_.size()), std::memory_order_release);
}

void RulesGame::runHeapBlock(std::int64_t last) const {
    const auto first = static_cast<std::int64_t>(table_.size());
    reserveTable(static_cast<std::size_t>(last) + 1);
    const Value* g = table_.data();  // stays put: the capacity is there
    for (std::int64_t n = first; n <= last; ++n) {
        // Values below 64 (nearly all) are marked in a word; larger ones in seen_ under a stamp.
        std::uint64_t low = 0;
        bool high = false;
        const auto note = [&](Value v) {
            if (v < 64) {
                low |= std::uint64_t{1} << v;
                return;
            }
            if (!high) {
                nextStamp();
                high = true;
            }
            mark(v);
        };
        for (const HeapBlockRule& r : block_.rules) {
            const std::int64_t* x = r.offsets[0].data();
            const std::int64_t count = static_cast<std::int64_t>(r.offsets[0].size());
            const std::int64_t bx = r.cn[0] * n;
            if (r.partCount == 1) {
                for (std::int64_t i = 0; i < count; ++i) note(g[bx + x[i]]);
            } else {
                const std::int64_t* y = r.offsets[1].data();
                const std::int64_t by = r.cn[1] * n;
                if (r.partCount == 2) {
                    for (std::int64_t i = 0; i < count; ++i) note(g[bx + x[i]] ^ g[by + y[i]]);
                } else {
                    const std::int64_t* z = r.offsets[2].data();
                    const std::int64_t bz = r.cn[2] * n;
                    for (std::int64_t i = 0; i < count; ++i) note(g[bx + x[i]] ^ g[by + y[i]] ^ g[bz + z[i]]);
                }
            }
        }
        Value v = static_cast<Value>(std::countr_zero(~low));
        if (v == 64 && high)
            while (v < seen_.size() && seen_[v] == stamp_) ++v;
        table_.push_back(v);
        valuesOr_ |= v;
    }
    publishedSize_.store(static_cast<std::int64_t>(table_.size()), std::memory_order_release);
}

bool RulesGame::validGridRun(const Run& run) const {
    // Affine coordinates: within bounds all along when within them at both ends.
    const int dims = compiled_.dimensions;
    const std::int64_t last = run.offset(run.length - 1);
    for (int i = 0; i < run.partCount; ++i) {
        for (int j = 0; j < dims; ++j) {
            const std::int64_t a = run.first[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
            const std::int64_t b = a + run.step[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] * last;
            const std::int64_t most = dims == 3 && j > 0 ? kMaxPackedCoordinate - 1 : limits::kMaxCoordinate;
            if (std::min(a, b) < 0 || std::max(a, b) > most) return false;
        }
    }
    return true;
}

bool RulesGame::markGridRun(const Run& run, bool& unknown, Coords& missing) const {
    if (!validGridRun(run)) return false;
    const std::int64_t last = run.length - 1, span = run.offset(last);
    const auto miss = [&](std::int64_t i, int p) {
        for (int j = 0; j < 3; ++j)
            missing[static_cast<std::size_t>(j)] =
                run.first[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] +
                run.step[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] * run.offset(i);
        unknown = true;
        return false;
    };
    // Two coordinates, every part inside the dense grid at both ends (so all along): by index.
    bool dense = compiled_.dimensions == 2;
    for (int i = 0; i < run.partCount && dense; ++i) {
        const auto& f = run.first[static_cast<std::size_t>(i)];
        const auto& d = run.step[static_cast<std::size_t>(i)];
        dense = std::max(f[0], f[0] + d[0] * span) < denseRows_ && std::max(f[1], f[1] + d[1] * span) < denseCols_;
    }
    if (dense) {
        const Value* g = dense_.data();
        std::array<std::int64_t, 3> at{}, step{};
        for (int i = 0; i < run.partCount; ++i) {
            const auto& f = run.first[static_cast<std::size_t>(i)];
            const auto& d = run.step[static_cast<std::size_t>(i)];
            at[static_cast<std::size_t>(i)] = f[0] * denseCols_ + f[1];
            step[static_cast<std::size_t>(i)] = d[0] * denseCols_ + d[1];
        }
        if (run.partCount == 1 && !run.ks) {
            std::int64_t x = at[0];
            for (std::int64_t i = 0; i <= last; ++i, x += step[0]) {
                const Value v = g[x];
                if (v == kUnknown) return miss(i, 0);
                mark(v);
            }
            return true;
        }
        for (std::int64_t i = 0; i <= last; ++i) {
            const std::int64_t o = run.offset(i);
            Value v = 0;
            for (int p = 0; p < run.partCount; ++p) {
                const Value part = g[at[static_cast<std::size_t>(p)] + step[static_cast<std::size_t>(p)] * o];
                if (part == kUnknown) return miss(i, p);
                v ^= part;
            }
            mark(v);
        }
        return true;
    }
    for (std::int64_t i = 0; i <= last; ++i) {
        const std::int64_t o = run.offset(i);
        Value v = 0;
        for (int p = 0; p < run.partCount; ++p) {
            Coords part{};
            for (int j = 0; j < 3; ++j)
                part[static_cast<std::size_t>(j)] =
                    run.first[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] +
                    run.step[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] * o;
            const auto value = known(pack(part));
            if (!value) return miss(i, p);
            v ^= *value;
        }
        mark(v);
    }
    return true;
}

RulesGame::Shortcut RulesGame::shortcut(const Coords& at, Value& value, Coords& missing) const {
    nextStamp();
    bool unknown = false;
    if (!machine_.runs(at, [&](const Run& run) { return markGridRun(run, unknown, missing); }))
        return unknown ? Shortcut::Unknown : Shortcut::GiveUp;
    Value g = 0;
    while (g < seen_.size() && seen_[g] == stamp_) ++g;
    value = g;
    return Shortcut::Solved;
}

RulesGame::Cell RulesGame::solveCell(const Coords& at, int depth, std::int64_t rows, std::int64_t cols) const {
    // A few tries: each one that meets an unknown part outside the rectangle works it out first.
    for (int attempt = 0; attempt < 4; ++attempt) {
        Value v = 0;
        Coords missing{};
        const Shortcut s = shortcut(at, v, missing);
        if (s == Shortcut::Solved) return charge(at, machine_.steps(), v);
        const bool outside = missing[0] >= rows || missing[1] >= cols;
        if (s == Shortcut::GiveUp || !outside || depth >= 16) return Cell::Left;
        const Cell first = solveCell(missing, depth + 1, rows, cols);
        if (first != Cell::Solved) return first;
    }
    return Cell::Left;
}

RulesGame::Cell RulesGame::charge(const Coords& at, std::int64_t steps, Value v) const {
    // Work the search would have spent anyway; the pre-fill leaves it half of each budget.
    if (totalSteps_ + steps > kMaxTotalSteps / 2 || solved_ >= limits::kMaxSearchPositions / 2) return Cell::Stop;
    totalSteps_ += steps;
    ++kernelPositions_;
    remember(pack(at), v);
    return Cell::Solved;
}

bool RulesGame::prefillRow(std::int64_t r, std::int64_t from, std::int64_t to, std::int64_t rows,
                           std::int64_t cols) const {
    const auto cellByCell = [&](std::int64_t c0) {
        for (std::int64_t c = c0; c <= to; ++c) {
            if (dense_[static_cast<std::size_t>(r * denseCols_ + c)] != kUnknown) continue;
            if (solveCell(Coords{r, c, 0}, 0, rows, cols) == Cell::Stop) return false;
        }
        return true;
    };
    const std::size_t rules = rowRules_.size();
    for (std::size_t i = 0; i < rules; ++i)
        if (!machine_.rowRule(static_cast<int>(i), r, from, to, rowRules_[i])) return cellByCell(from);
    for (std::int64_t c = from; c <= to; ++c) {
        if (dense_[static_cast<std::size_t>(r * denseCols_ + c)] != kUnknown) continue;
        nextStamp();
        std::int64_t steps = 0, moves = 0;
        bool plain = true;  // every move's parts known and fine
        for (std::size_t i = 0; i < rules && plain; ++i) {
            const RowRule& rule = rowRules_[i];
            bool holds = true;
            for (int t = 0; t < rule.tests && holds; ++t) {
                steps += rule.cost[static_cast<std::size_t>(t)];
                holds = rule.holds[static_cast<std::size_t>(t)].contains(c);
            }
            if (!holds) continue;
            steps += rule.partsCost;
            ++moves;
            Value v = 0;
            for (int p = 0; p < rule.partCount && plain; ++p) {
                const auto& f = rule.first[static_cast<std::size_t>(p)];
                const auto& d = rule.step[static_cast<std::size_t>(p)];
                const std::int64_t x = f[0] + d[0] * (c - from), y = f[1] + d[1] * (c - from);
                if (x < 0 || y < 0 || x >= denseRows_ || y >= denseCols_) {
                    plain = false;  // outside the grid (or not a position): the cell by itself
                    break;
                }
                const Value part = dense_[static_cast<std::size_t>(x * denseCols_ + y)];
                plain = part != kUnknown;
                v ^= part;
            }
            if (plain) mark(v);
        }
        if (!plain || steps > kMaxStepsPerPosition || moves > kMaxOptionsPerPosition) {
            if (solveCell(Coords{r, c, 0}, 0, rows, cols) == Cell::Stop) return false;
            continue;
        }
        Value g = 0;
        while (g < seen_.size() && seen_[g] == stamp_) ++g;
        if (charge(Coords{r, c, 0}, steps, g) == Cell::Stop) return false;
    }
    return true;
}

void RulesGame::prefill(std::int64_t rows, std::int64_t cols) const {
    if (!kernels_ || compiled_.dimensions != 2) return;
    if (rows <= prefilledRows_ && cols <= prefilledCols_) return;
    rows = std::max(rows, prefilledRows_);
    cols = std::max(cols, prefilledCols_);
    // Grow the dense grid geometrically, so a run of rising questions costs linear time overall.
    if (rows > denseRows_ || cols > denseCols_) {
        const std::int64_t r = rows > denseRows_ ? std::max(rows, denseRows_ + denseRows_ / 2) : denseRows_;
        const std::int64_t c = cols > denseCols_ ? std::max(cols, denseCols_ + denseCols_ / 2) : denseCols_;
        widen(r * c <= kMaxDenseCells ? r : rows, r * c <= kMaxDenseCells ? c : cols);
    }
    if (rows > denseRows_ || cols > denseCols_) return;  // too large to hold densely: the search alone
    for (std::int64_t r = 0; r < rows; ++r) {
        const std::int64_t from = r < prefilledRows_ ? prefilledCols_ : 0;
        if (from >= cols) continue;
        if (rowKernels_) {
            if (!prefillRow(r, from, cols - 1, rows, cols)) break;
            continue;
        }
        bool stop = false;
        for (std::int64_t c = from; c < cols && !stop; ++c) {
            if (dense_[static_cast<std::size_t>(r * denseCols_ + c)] != kUnknown) continue;
            stop = solveCell(Coords{r, c, 0}, 0, rows, cols) == Cell::Stop;
        }
        if (stop) break;
    }
    prefilledRows_ = rows;
    prefilledCols_ = cols;
}

std::optional<Failure> RulesGame::search(const Coords& root) const {
    if (compiled_.dimensions == 2 && root[0] < kMaxDenseCells && root[1] < kMaxDenseCells)
        prefill(root[0] + 1, root[1] + 1);
    if (known(pack(root))) return std::nullopt;
    const int dims = compiled_.dimensions;
    // A frame's moves, as runs (kernel.hpp; from the interpreter, each move a run of length 1), and
    // the one being looked at: runs[run], its move number `index`.
    // A frame's moves: runs from the kernels (listing runs kept as runs of one), or the
    // interpreter's moves one by one (compact: a frame may hold up to kMaxStoredMoves of them); the
    // one being looked at is number `index` of runs[next], or moves[next].
    struct Frame {
        Coords at;
        std::vector<Run> runs;
        std::vector<Move> moves;
        std::size_t next = 0;
        std::int64_t index = 0;
        std::int64_t count = 0;
        std::vector<Value> seen;
        bool done() const { return next == (runs.empty() ? moves.size() : runs.size()); }
        int rule() const { return runs.empty() ? moves[next].rule : runs[next].rule; }
        int partCount() const { return runs.empty() ? moves[next].partCount : runs[next].partCount; }
        Coords part(int i) const {
            if (runs.empty()) return moves[next].parts[static_cast<std::size_t>(i)];
            const Run& r = runs[next];
            Coords c{};
            for (int j = 0; j < 3; ++j)
                c[static_cast<std::size_t>(j)] =
                    r.first[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] +
                    r.step[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] * index;
            return c;
        }
        void advance() {
            if (runs.empty() || ++index == runs[next].length) {
                ++next;
                index = 0;
            }
        }
    };
    std::vector<Frame> stack;
    std::unordered_map<Position, std::size_t, PositionHash> onStack;
    std::int64_t stored = 0;
    const auto tooManyHeld = [&] {
        return Failure{"working out position " + Machine::positionText(root, dims) + " needs more than " +
                           std::to_string(kMaxStoredMoves) + " moves held at once; ask about a smaller position",
                       -1, false};
    };
    const auto tooManySolved = [&] {
        return Failure{"working out position " + Machine::positionText(root, dims) + " needs more than " +
                           std::to_string(limits::kMaxSearchPositions) + " positions; ask about a smaller one",
                       -1, false};
    };

    const auto push = [&](const Coords& at) -> std::optional<Failure> {
        Frame f;
        f.at = at;
        bool listed = false;
        Machine& m = machine_;
        if (kernels_) {
            // Every part of every move known already: what the frame would do, done at once and in
            // the same order (steps spent, moves held, value remembered, positions counted).
            Value v = 0;
            Coords missing{};
            const Shortcut s = shortcut(at, v, missing);
            if (s == Shortcut::Solved) {
                ++kernelPositions_;
                if (auto over = spend(m.steps(), at)) return over;
                if (stored + m.moveCount() > static_cast<std::int64_t>(kMaxStoredMoves)) return tooManyHeld();
                remember(pack(at), v);
                if (solved_ > limits::kMaxSearchPositions) return tooManySolved();
                return std::nullopt;
            }
            if (s == Shortcut::Unknown) {
                listed = m.runs(at, [&](const Run& run) {
                    if (!validGridRun(run)) return false;
                    if (!run.ks) {
                        f.runs.push_back(run);
                        return true;
                    }
                    // A listing run points into the machine: kept as runs of one move each.
                    for (std::int64_t i = 0; i < run.length; ++i) {
                        Run one = run;
                        one.ks = nullptr;
                        one.length = 1;
                        for (int p = 0; p < 3; ++p)
                            for (int j = 0; j < 3; ++j)
                                one.first[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] +=
                                    run.step[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)] * run.offset(i);
                        f.runs.push_back(one);
                    }
                    return true;
                });
                f.count = m.moveCount();
            }
        }
        if (!listed) {
            f.runs.clear();
            std::optional<Failure> bad;
            const bool ran = m.moves(at, [&](const Move& move) {
                if (auto failure = checkMove(m, at, move)) {
                    bad = std::move(failure);
                    return false;
                }
                f.moves.push_back(move);
                return true;
            });
            if (!ran) return Failure{m.error(), m.errorRule(), false};
            if (bad) return bad;
            f.count = static_cast<std::int64_t>(f.moves.size());
        }
        if (auto over = spend(m.steps(), at)) return over;
        stored += f.count;
        if (stored > static_cast<std::int64_t>(kMaxStoredMoves)) return tooManyHeld();
        onStack.emplace(pack(at), stack.size());
        stack.push_back(std::move(f));
        return std::nullopt;
    };
    if (auto f = push(root)) return f;
    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.done()) {
            remember(pack(top.at), mex(top.seen));
            onStack.erase(pack(top.at));
            stored -= top.count;
            stack.pop_back();
            if (solved_ > limits::kMaxSearchPositions) return tooManySolved();
            continue;
        }
        std::optional<Coords> unknown;
        Value v = 0;
        const int parts = top.partCount();
        for (int i = 0; i < parts && !unknown; ++i) {
            const Coords part = top.part(i);
            if (const auto value = known(pack(part)))
                v ^= *value;
            else
                unknown = part;
        }
        if (!unknown) {
            top.seen.push_back(v);
            top.advance();
            continue;
        }
        if (auto cycle = onStack.find(pack(*unknown)); cycle != onStack.end()) {
            std::string path, lines;
            std::vector<int> rules;
            for (std::size_t i = cycle->second; i < stack.size(); ++i) {
                path += Machine::positionText(stack[i].at, dims) + " -> ";
                const int rule = stack[i].rule();
                if (std::find(rules.begin(), rules.end(), rule) == rules.end()) rules.push_back(rule);
            }
            path += Machine::positionText(*unknown, dims);
            for (std::size_t i = 0; i < rules.size(); ++i)
                lines += (i ? ", " : "") + std::to_string(compiled_.plans[static_cast<std::size_t>(rules[i])].line);
            return Failure{"the rules let a position be reached from itself, so values are not defined: " + path +
                               " (move rule" + (rules.size() > 1 ? "s on lines " : " on line ") + lines + ")",
                           rules.front(), true};
        }
        const Coords next = *unknown;
        if (auto f = push(next)) return f;
    }
    return std::nullopt;
}

std::optional<Value> RulesGame::known(const Position& p) const {
    if (p.x >= 0 && p.y >= 0 && p.x < denseRows_ && p.y < denseCols_) {
        const Value v = dense_[static_cast<std::size_t>(p.x * denseCols_ + p.y)];
        if (v != kUnknown) return v;
        return std::nullopt;
    }
    if (auto it = memo_.find(p); it != memo_.end()) return it->second;
    return std::nullopt;
}

void RulesGame::remember(const Position& p, Value v) const {
    ++solved_;
    if (compiled_.dimensions == 2 && p.x >= 0 && p.y >= 0 && !dense_.empty() &&
        (p.x >= denseRows_ || p.y >= denseCols_) && p.x < 2 * denseRows_ && p.y < 2 * denseCols_) {
        // Just past the dense grid (a move that leaves the table, as the Fibonacci game's
        // (n - k, 2 * k) does): grow the grid, when that at most doubles it, rather than hash the
        // many positions that lie there.
        const std::int64_t rows = p.x < denseRows_ ? denseRows_ : std::max(p.x + 1, denseRows_ + denseRows_ / 2);
        const std::int64_t cols = p.y < denseCols_ ? denseCols_ : std::max(p.y + 1, denseCols_ + denseCols_ / 2);
        if (rows * cols <= 2 * denseRows_ * denseCols_) widen(rows, cols);
    }
    if (p.x >= 0 && p.y >= 0 && p.x < denseRows_ && p.y < denseCols_) {
        dense_[static_cast<std::size_t>(p.x * denseCols_ + p.y)] = v;
    } else {
        memo_.emplace(p, v);
    }
}

void RulesGame::widen(std::int64_t rows, std::int64_t cols) const {
    if (compiled_.dimensions != 2) return;
    rows = std::max(rows, denseRows_);
    cols = std::max(cols, denseCols_);
    if ((rows == denseRows_ && cols == denseCols_) || rows * cols > kMaxDenseCells) return;
    std::vector<Value> wider(static_cast<std::size_t>(rows * cols), kUnknown);
    for (std::int64_t r = 0; r < denseRows_; ++r)
        std::copy_n(dense_.begin() + r * denseCols_, denseCols_, wider.begin() + r * cols);
    for (auto it = memo_.begin(); it != memo_.end();) {
        if (it->first.x < rows && it->first.y < cols) {
            wider[static_cast<std::size_t>(it->first.x * cols + it->first.y)] = it->second;
            it = memo_.erase(it);
        } else {
            ++it;
        }
    }
    dense_ = std::move(wider);
    denseRows_ = rows;
    denseCols_ = cols;
}

std::optional<Failure> RulesGame::solve(const Coords& c) const {
    if (compiled_.dimensions == 1) return extendTable(c[0]);
    return search(c);
}

std::optional<Failure> RulesGame::trial() const {
    // A heavy but sound program stops its trial early rather than keep an editor waiting: the
    // check is repeated as a person types. A runaway rule still fails at its first position.
    constexpr std::int64_t kTrialSteps = std::int64_t{1} << 25;
    std::lock_guard<std::mutex> lock(mutex_);
    if (compiled_.dimensions == 1) {
        for (std::int64_t n = 0; n <= 64 && totalSteps_ <= kTrialSteps; ++n)
            if (auto f = extendTable(n)) return f;
        return std::nullopt;
    }
    const std::int64_t side = compiled_.dimensions == 2 ? 12 : 6;
    widen(64, 64);
    for (std::int64_t a = 0; a < side; ++a)
        for (std::int64_t b = 0; b < side; ++b)
            for (std::int64_t c = 0; c < (compiled_.dimensions == 3 ? side : 1); ++c) {
                if (totalSteps_ > kTrialSteps) return std::nullopt;
                if (auto f = search(Coords{a, b, c})) return f;
            }
    return std::nullopt;
}

Result<Position> RulesGame::checkPosition(const Position& p) const {
    const int dims = compiled_.dimensions;
    const Coords c = unpack(p);
    if (p.x < 0 || p.y < 0)
        return fail(std::string(dims == 1 ? "a position" : "a coordinate") + " must not be negative (got " +
                    std::to_string(p.x < 0 ? p.x : p.y) + ")");
    if (dims == 1 && p.y != 0) return fail("this game's positions are one number, such as 7");
    if (dims == 1 && p.x >= limits::kMaxTableSize)
        return fail("position " + std::to_string(p.x) +
                    " is too large: values of a game given by rules are tabulated up to " +
                    std::to_string(limits::kMaxTableSize - 1));
    if (p.x > limits::kMaxCoordinate || (dims == 2 && p.y > limits::kMaxCoordinate))
        return fail("a coordinate must be at most " + std::to_string(limits::kMaxCoordinate));
    if (dims == 3 && p.y >= kMaxPackedCoordinate * kMaxPackedCoordinate)
        return fail("the second and third coordinates must be below " + std::to_string(kMaxPackedCoordinate));
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto f = solve(c)) return fail(f->message);
    return p;
}

std::optional<Value> RulesGame::closedFormValue(const Position& p) const {
    if (compiled_.dimensions == 1 && p.x >= 0 && p.x < publishedSize_.load(std::memory_order_acquire))
        return publishedData_.load(std::memory_order_acquire)[p.x];
    std::lock_guard<std::mutex> lock(mutex_);
    if (compiled_.dimensions == 1) {
        if (p.x >= 0 && p.x < static_cast<std::int64_t>(table_.size())) return table_[static_cast<std::size_t>(p.x)];
        return std::nullopt;
    }
    return known(p);
}

std::int64_t RulesGame::copyKnownHeapValues(std::int64_t from, std::int64_t to, Value* out) const {
    const std::int64_t size = compiled_.dimensions == 1 ? publishedSize_.load(std::memory_order_acquire) : 0;
    if (from < 0 || from >= size || to <= from) return 0;
    const std::int64_t count = std::min(to, size) - from;
    const Value* data = publishedData_.load(std::memory_order_acquire);
    std::copy(data + from, data + from + count, out);
    return count;
}

Option RulesGame::toOption(const Coords& from, const Move& move) const {
    Option o;
    std::int64_t before = 0, after = 0;
    for (int j = 0; j < compiled_.dimensions; ++j) before += from[static_cast<std::size_t>(j)];
    o.partCount = 0;
    for (int i = 0; i < move.partCount; ++i) {
        const Coords& part = move.parts[static_cast<std::size_t>(i)];
        for (int j = 0; j < compiled_.dimensions; ++j) after += part[static_cast<std::size_t>(j)];
        // An empty heap is no part at all: in a one-number game heap 0 has no move (every move
        // must lead lower), so its value is 0 and leaving it is leaving nothing.
        if (compiled_.dimensions == 1 && part[0] == 0) continue;
        o.parts[static_cast<std::size_t>(o.partCount++)] = pack(part);
    }
    o.taken = std::max<std::int64_t>(before - after, 0);
    return o;
}

void RulesGame::forEachOption(const Position& p, const OptionSink& sink) const {
    // Only checked moves reach the sink: a position that was never worked out (checkPosition) may
    // still be listed, and then a broken move is left out rather than handed on.
    const Coords from = unpack(p);
    Machine m(compiled_);
    m.moves(from, [&](const Move& move) {
        if (checkMove(m, from, move)) return true;
        sink(toOption(from, move));
        return true;
    });
}

std::string RulesGame::positionText(const Position& p) const {
    const Coords c = unpack(p);
    std::string out = std::to_string(c[0]);
    for (int j = 1; j < compiled_.dimensions; ++j) out += "," + std::to_string(c[static_cast<std::size_t>(j)]);
    return out;
}

Result<Position> RulesGame::parsePosition(const std::string& raw) const {
    const int dims = compiled_.dimensions;
    const std::string text(arguments::trim(raw));
    const std::string example = dims == 1 ? "7" : dims == 2 ? "3,5" : "1,2,3";
    if (text.empty()) return fail("the position is empty; give a position such as " + example);
    const auto pieces = arguments::split(text, ',');
    std::vector<std::int64_t> numbers;
    for (const auto piece : pieces) {
        const auto v = arguments::wholeNumber(piece);
        if (!v)
            return fail("'" + std::string(arguments::trim(piece)) +
                        "' is not a whole number; give a position such as " + example);
        numbers.push_back(*v);
    }
    Coords c{};
    if (numbers.size() == 1 && dims > 1 && compiled_.program.start) {
        if (numbers[0] < 0) return fail("a position must not be negative (got " + std::to_string(numbers[0]) + ")");
        Machine m(compiled_);
        if (!m.startPosition(numbers[0], c)) return fail(m.error());
        for (int j = 0; j < dims; ++j)
            if (c[static_cast<std::size_t>(j)] < 0)
                return fail("the start rule makes " + std::to_string(numbers[0]) + " the position " +
                            Machine::positionText(c, dims) + ", which has a negative coordinate");
    } else if (static_cast<int>(numbers.size()) != dims) {
        return fail("'" + text + "' has " + std::to_string(numbers.size()) + " number" +
                    (numbers.size() == 1 ? "" : "s") + ", but this game's positions have " + std::to_string(dims) +
                    ", such as " + example);
    } else {
        for (int j = 0; j < dims; ++j) c[static_cast<std::size_t>(j)] = numbers[static_cast<std::size_t>(j)];
    }
    for (int j = 0; j < dims; ++j) {
        const std::int64_t most = dims == 3 && j > 0 ? kMaxPackedCoordinate - 1 : limits::kMaxCoordinate;
        if (c[static_cast<std::size_t>(j)] < 0)
            return fail("a coordinate must not be negative (got " + std::to_string(c[static_cast<std::size_t>(j)]) +
                        ")");
        if (c[static_cast<std::size_t>(j)] > most)
            return fail("a coordinate must be at most " + std::to_string(most) + " (got " +
                        std::to_string(c[static_cast<std::size_t>(j)]) + ")");
    }
    return checkPosition(pack(c));
}

std::string RulesGame::moveText(const Position& from, const Option& o) const {
    if (compiled_.dimensions > 1) return Game::moveText(from, o);
    std::string parts;
    for (int i = 0; i < o.partCount; ++i)
        parts += (i == 0                 ? ""
                  : i + 1 == o.partCount ? " and "
                                         : ", ") +
                 positionText(o.parts[static_cast<std::size_t>(i)]);
    if (o.partCount <= 1) return Game::moveText(from, o);
    if (o.taken == 0) return "split " + positionText(from) + " into " + parts;
    return "take " + std::to_string(o.taken) + " from " + positionText(from) + ", leaving " + parts;
}

namespace {

class CopyFiller final : public GridFiller {
public:
    explicit CopyFiller(std::vector<Value> values) : values_(std::move(values)) {}
    void fill(std::vector<Value>& values, std::int64_t from, std::int64_t to) override {
        std::copy(values_.begin() + from, values_.begin() + to, values.begin() + from);
    }

private:
    std::vector<Value> values_;
};

}  // namespace

Result<std::unique_ptr<GridFiller>> RulesGame::gridFiller(std::int64_t rows, std::int64_t cols) const {
    if (compiled_.dimensions == 3)
        return fail(
            "a table shows games of one or two coordinates, and this game's positions have three; ask about "
            "single positions such as 1,2,3");
    if (compiled_.dimensions != 2) return std::unique_ptr<GridFiller>();
    if (rows * cols > limits::kMaxSearchPositions)
        return fail("a table of " + std::to_string(rows) + " x " + std::to_string(cols) +
                    " of a game given by rules "
                    "needs every position's value; the limit is " +
                    std::to_string(limits::kMaxSearchPositions) + " positions");
    std::vector<Value> values(static_cast<std::size_t>(rows * cols));
    std::lock_guard<std::mutex> lock(mutex_);
    widen(rows, cols);
    prefill(rows, cols);
    for (std::int64_t r = 0; r < rows; ++r) {
        for (std::int64_t c = 0; c < cols; ++c) {
            // Mostly dense (widen made the table so, unless an earlier grid is too long the other way).
            Value v =
                r < denseRows_ && c < denseCols_ ? dense_[static_cast<std::size_t>(r * denseCols_ + c)] : kUnknown;
            if (v == kUnknown) {
                if (auto f = search(Coords{r, c, 0})) return fail(f->message);
                v = known(Position{r, c}).value_or(0);
            }
            values[static_cast<std::size_t>(r * cols + c)] = v;
        }
    }
    return std::unique_ptr<GridFiller>(std::make_unique<CopyFiller>(std::move(values)));
}

}  // namespace grundy::rules::detail
