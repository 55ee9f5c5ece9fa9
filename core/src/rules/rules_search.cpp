#include "rules_search.hpp"

#include <algorithm>
#include <string>

#include "grundy/limits.hpp"
#include "machine_runs.hpp"

namespace grundy::rules::detail {

namespace {

// Moves held at once by the search's stack (each frame keeps its position's moves until done).
constexpr std::int64_t kMaxStoredMoves = std::int64_t{1} << 20;

// A position remembered outside the dense grid: its hash node (link, key, value, cached hash) and
// its bucket.
constexpr std::int64_t kMemoEntryBytes = 48;

}  // namespace

Coords RulesSearch::Frame::part(int i) const {
    if (runs.empty()) return moves[next].parts[static_cast<std::size_t>(i)];
    const Run& r = runs[next];
    Coords c{};
    for (int j = 0; j < 3; ++j)
        c[static_cast<std::size_t>(j)] = r.first[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] +
                                         r.step[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] * index;
    return c;
}

RulesSearch::RulesSearch(const RulesGame& game, const Budget& budget)
    : game_(game), dims_(game.compiled().dimensions), machine_(game.compiled()) {
    rowRules_.resize(game.compiled().plans.size());
    SearchBudget defaults;
    defaults.positions = limits::kMaxSearchPositions;
    defaults.work = limits::kMaxRulesSearchWork;
    defaults.held = kMaxStoredMoves;
    defaults.bytes = limits::kMaxRulesSearchBytes;
    budget_ = raised(defaults, budget);
    // A first dense grid, which remember() grows as positions just past it are worked out: without
    // one a search beyond the pre-fill's reach (a rectangle too large to hold) keeps every position
    // in the map, several times slower (the Fibonacci game from heap 3000: 8.5 s rather than 1.4 s).
    widen(64, 64);
}

Result<Value> RulesSearch::valueAt(const Coords& at) {
    if (dims_ == 2 && at[0] < kMaxDenseCells && at[1] < kMaxDenseCells) prefill(at[0] + 1, at[1] + 1);
    return depthFirst(*this, at, budget_, counts_);
}

void RulesSearch::cover(std::int64_t rows, std::int64_t cols) {
    widen(rows, cols);
    prefill(rows, cols);
}

Result<void> RulesSearch::fill(std::vector<Value>& values, std::int64_t& done, std::int64_t to, std::int64_t cols) {
    // Row and column kept as the cells go by, not divided out of each cell's index.
    for (std::int64_t r = done / cols, c = done % cols; done < to; ++done) {
        // Mostly dense (cover made the grid so, unless an earlier one is too long the other way).
        Value v = r < denseRows_ && c < denseCols_ ? dense_[static_cast<std::size_t>(r * denseCols_ + c)] : kUnknown;
        if (v == kUnknown) {
            auto searched = valueAt(Coords{r, c, 0});
            if (!searched) return searched.why();
            v = *searched;
        }
        values[static_cast<std::size_t>(done)] = v;
        if (++c == cols) {
            c = 0;
            ++r;
        }
    }
    return {};
}

Error RulesSearch::failWith(Failure f) {
    failure_ = std::move(f);
    return Error(failure_.message);
}

// ---- the space ---------------------------------------------------------------------------------

std::optional<Value> RulesSearch::known(const Position& p) const {
    if (p.x >= 0 && p.y >= 0 && p.x < denseRows_ && p.y < denseCols_) {
        const Value v = dense_[static_cast<std::size_t>(p.x * denseCols_ + p.y)];
        if (v != kUnknown) return v;
        return std::nullopt;
    }
    if (auto it = memo_.find(p); it != memo_.end()) return it->second;
    return std::nullopt;
}

void RulesSearch::remember(const Position& p, Value v) {
    if (dims_ == 2 && p.x >= 0 && p.y >= 0 && !dense_.empty() && (p.x >= denseRows_ || p.y >= denseCols_) &&
        p.x < 2 * denseRows_ && p.y < 2 * denseCols_) {
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

void RulesSearch::widen(std::int64_t rows, std::int64_t cols) {
    if (dims_ != 2) return;
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

Result<Listing<Value>> RulesSearch::list(const Coords& at, Frame& f) {
    f.at = at;
    Machine& m = machine_;
    bool listed = false;
    std::int64_t count = 0;
    if (game_.kernels()) {
        // Every part of every move known already: what the frame would do, done at once and in the
        // same order (steps spent, moves held, value remembered, positions counted).
        Value v = 0;
        Coords missing{};
        const Shortcut s = shortcut(at, v, missing);
        if (s == Shortcut::Solved) {
            ++kernelPositions_;
            return Listing<Value>{
                .work = m.steps() + m.moveCount(), .held = m.moveCount(), .kept = keptBytes(at), .answer = v};
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
                    if (!roomFor(f.runs, budget_.bytes)) return false;  // the interpreter's listing says so
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
            count = m.moveCount();
        }
    }
    if (!listed) {
        f.runs.clear();
        std::optional<Failure> bad;
        bool full = false;
        const bool ran = m.moves(at, [&](const Move& move) {
            if (auto failure = game_.checkMove(m, at, move)) {
                bad = std::move(failure);
                return false;
            }
            full = !roomFor(f.moves, budget_.bytes);
            if (full) return false;
            f.moves.push_back(move);
            return true;
        });
        if (full) return over(SearchLimit::Memory, at, at);
        if (!ran) return failWith(Failure{m.why().message(), m.errorRule(), false});
        if (bad) return failWith(std::move(*bad));
        count = static_cast<std::int64_t>(f.moves.size());
    }
    const auto frameBytes = sizeof(Frame) + f.runs.capacity() * sizeof(Run) + f.moves.capacity() * sizeof(Move) +
                            static_cast<std::size_t>(count) * sizeof(Value);
    return Listing<Value>{.work = m.steps() + count,
                          .held = count,
                          .bytes = static_cast<std::int64_t>(frameBytes),
                          .kept = keptBytes(at),
                          .answer = std::nullopt};
}

std::int64_t RulesSearch::keptBytes(const Coords& at) const {
    const bool dense = dims_ == 2 && at[0] < denseRows_ && at[1] < denseCols_;
    return dense ? 0 : kMemoEntryBytes;  // the dense grid is held anyway (at most kMaxDenseCells)
}

std::optional<Coords> RulesSearch::next(Frame& f) const {
    Value v = 0;
    const int parts = f.partCount();
    for (int i = 0; i < parts; ++i) {
        const Coords part = f.part(i);
        if (const auto value = known(game_.pack(part)))
            v ^= *value;
        else
            return part;
    }
    f.seen.push_back(v);
    f.advance();
    return std::nullopt;
}

Error RulesSearch::cycle(std::span<const Frame> path, const Coords& again) {
    std::string text, lines;
    std::vector<int> rules;
    for (const Frame& f : path) {
        text += Machine::positionText(f.at, dims_) + " -> ";
        const int rule = f.rule();
        if (std::find(rules.begin(), rules.end(), rule) == rules.end()) rules.push_back(rule);
    }
    text += Machine::positionText(again, dims_);
    for (std::size_t i = 0; i < rules.size(); ++i)
        lines += (i ? ", " : "") + std::to_string(game_.compiled().plans[static_cast<std::size_t>(rules[i])].line);
    return failWith(Failure{rules.size() > 1 ? say(msg::rules_cycle_lines{.path = text, .lines = lines})
                                             : say(msg::rules_cycle{.path = text, .lines = lines}),
                            rules.front(), true});
}

Error RulesSearch::over(SearchLimit limit, const Coords& root, const Coords& at) {
    switch (limit) {
        case SearchLimit::Work:
            return failWith(
                Failure{say(msg::rules_search_work{.position = Machine::positionText(at, dims_), .work = budget_.work}),
                        -1, false});
        case SearchLimit::Held:
            return failWith(Failure{
                say(msg::rules_search_held{.position = Machine::positionText(root, dims_), .most = budget_.held}), -1,
                false});
        case SearchLimit::Memory:
            return failWith(Failure{say(msg::rules_search_memory{.position = Machine::positionText(root, dims_),
                                                                 .mib = budget_.bytes >> 20}),
                                    -1, false});
        case SearchLimit::Positions:
            break;
    }
    return failWith(Failure{
        say(msg::rules_search_positions{.position = Machine::positionText(root, dims_), .most = budget_.positions}), -1,
        false});
}

// ---- the kernels -------------------------------------------------------------------------------

bool RulesSearch::validGridRun(const Run& run) const {
    // Affine coordinates: within bounds all along when within them at both ends.
    const std::int64_t last = run.offset(run.length - 1);
    for (int i = 0; i < run.partCount; ++i) {
        for (int j = 0; j < dims_; ++j) {
            const std::int64_t a = run.first[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
            const std::int64_t b = a + run.step[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] * last;
            const std::int64_t most = dims_ == 3 && j > 0 ? kMaxPackedCoordinate - 1 : limits::kMaxCoordinate;
            if (std::min(a, b) < 0 || std::max(a, b) > most) return false;
        }
    }
    return true;
}

bool RulesSearch::markGridRun(const Run& run, bool& unknown, Coords& missing) {
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
    bool dense = dims_ == 2;
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
                marks_.mark(v);
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
            marks_.mark(v);
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
            const auto value = known(game_.pack(part));
            if (!value) return miss(i, p);
            v ^= *value;
        }
        marks_.mark(v);
    }
    return true;
}

RulesSearch::Shortcut RulesSearch::shortcut(const Coords& at, Value& value, Coords& missing) {
    marks_.next();
    bool unknown = false;
    if (!machine_.runs(at, [&](const Run& run) { return markGridRun(run, unknown, missing); }))
        return unknown ? Shortcut::Unknown : Shortcut::GiveUp;
    value = marks_.mex();
    return Shortcut::Solved;
}

// ---- the pre-fill ------------------------------------------------------------------------------

RulesSearch::Cell RulesSearch::solveCell(const Coords& at, int depth, std::int64_t rows, std::int64_t cols) {
    // A few tries: each one that meets an unknown part outside the rectangle works it out first.
    for (int attempt = 0; attempt < 4; ++attempt) {
        Value v = 0;
        Coords missing{};
        const Shortcut s = shortcut(at, v, missing);
        if (s == Shortcut::Solved) return charge(at, machine_.steps() + machine_.moveCount(), v);
        const bool outside = missing[0] >= rows || missing[1] >= cols;
        if (s == Shortcut::GiveUp || !outside || depth >= 16) return Cell::Left;
        const Cell first = solveCell(missing, depth + 1, rows, cols);
        if (first != Cell::Solved) return first;
    }
    return Cell::Left;
}

RulesSearch::Cell RulesSearch::charge(const Coords& at, std::int64_t work, Value v) {
    // Work the search would have spent anyway; the pre-fill leaves it half of each budget.
    if (counts_.work + work > budget_.work / 2 || counts_.positions >= budget_.positions / 2) return Cell::Stop;
    counts_.work += work;
    ++counts_.positions;
    ++kernelPositions_;
    remember(game_.pack(at), v);
    return Cell::Solved;
}

bool RulesSearch::prefillRow(std::int64_t r, std::int64_t from, std::int64_t to, std::int64_t rows, std::int64_t cols) {
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
        marks_.next();
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
            if (plain) marks_.mark(v);
        }
        if (!plain || steps > kMaxStepsPerPosition || moves > kMaxOptionsPerPosition) {
            if (solveCell(Coords{r, c, 0}, 0, rows, cols) == Cell::Stop) return false;
            continue;
        }
        if (charge(Coords{r, c, 0}, steps + moves, marks_.mex()) == Cell::Stop) return false;
    }
    return true;
}

void RulesSearch::prefill(std::int64_t rows, std::int64_t cols) {
    if (!game_.kernels() || dims_ != 2) return;
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
        if (game_.rowKernels()) {
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

}  // namespace grundy::rules::detail
