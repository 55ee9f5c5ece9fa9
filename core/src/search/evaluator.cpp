#include "grundy/search/evaluator.hpp"

#include <algorithm>
#include <string>
#include <unordered_map>

#include "grundy/limits.hpp"
#include "grundy/tables/grid_table.hpp"

namespace grundy {

Value mex(const std::vector<Value>& values) {
    std::vector<bool> present(values.size() + 1, false);
    for (const Value v : values)
        if (v < present.size()) present[v] = true;
    Value m = 0;
    while (present[m]) ++m;
    return m;
}

// ---- Evaluator ---------------------------------------------------------------------------------

Evaluator::Evaluator(GamePtr game) : game_(std::move(game)) {}

Result<Value> Evaluator::value(const Position& p) {
    if (auto v = game_->closedFormValue(p)) return *v;
    if (game_->isHeapGame()) return heapValue(p.x);
    if (auto fromGrid = gridValue(p)) return *fromGrid;
    return searchValue(p);
}

Result<Value> Evaluator::optionValue(const Option& o) {
    Value v = 0;
    for (int i = 0; i < o.partCount; ++i) {
        auto part = value(o.parts[i]);
        if (!part) return part;
        v ^= *part;
    }
    return v;
}

Result<Value> Evaluator::heapValue(std::int64_t n) {
    if (n < static_cast<std::int64_t>(heap_.size())) return heap_[static_cast<std::size_t>(n)];
    if (n >= limits::kMaxTableSize)
        return fail("heap " + std::to_string(n) + " is too large to compute: values are tabulated up to " +
                    std::to_string(limits::kMaxTableSize - 1) + " and this game has no closed form");
    // Grow geometrically so a run of slowly rising questions costs linear time overall.
    std::int64_t want = std::min<std::int64_t>(
        limits::kMaxTableSize, std::max<std::int64_t>(n + 1, static_cast<std::int64_t>(heap_.size()) * 2));
    // Doubling may pass the largest heap the game accepts (see HeapTable::create): then grow to the
    // largest accepted heap instead, found by bisection (heap n itself is accepted).
    if (want > n + 1 && !game_->checkPosition(Position{want - 1, 0})) {
        std::int64_t accepted = n, refused = want - 1;
        while (refused - accepted > 1) {
            const std::int64_t mid = accepted + (refused - accepted) / 2;
            if (game_->checkPosition(Position{mid, 0})) {
                accepted = mid;
            } else {
                refused = mid;
            }
        }
        want = accepted + 1;
    }
    auto table = heapValues(game_, want);
    if (!table) return fail(table.error());
    heap_ = std::move(table).value();
    return heap_[static_cast<std::size_t>(n)];
}

Result<Value> Evaluator::searchValue(const Position& root) {
    if (auto it = memo_.find(root); it != memo_.end()) return it->second;

    struct Frame {
        Position position;
        std::vector<Option> options;
        std::size_t next = 0;
        std::vector<Value> seen;
    };
    std::vector<Frame> stack;
    std::unordered_map<Position, std::size_t, PositionHash> onStack;  // position -> stack index

    const auto push = [&](const Position& p) {
        Frame f;
        f.position = p;
        game_->forEachOption(p, [&](const Option& o) { f.options.push_back(o); });
        onStack.emplace(p, stack.size());
        stack.push_back(std::move(f));
    };
    push(root);

    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.next == top.options.size()) {
            const Value g = mex(top.seen);
            memo_.emplace(top.position, g);
            onStack.erase(top.position);
            stack.pop_back();
            if (static_cast<std::int64_t>(memo_.size()) > limits::kMaxSearchPositions)
                return fail("this position needs more than " + std::to_string(limits::kMaxSearchPositions) +
                            " positions to be searched; try a smaller one");
            continue;
        }
        const Option& o = top.options[top.next];
        // Find a part whose value is not known yet; push it and come back to this option later.
        const Position* unknown = nullptr;
        Value v = 0;
        for (int i = 0; i < o.partCount && !unknown; ++i) {
            const Position& q = o.parts[i];
            if (auto closed = game_->closedFormValue(q)) {
                v ^= *closed;
            } else if (auto it = memo_.find(q); it != memo_.end()) {
                v ^= it->second;
            } else {
                unknown = &q;
            }
        }
        if (!unknown) {
            top.seen.push_back(v);
            ++top.next;
            continue;
        }
        if (auto cyc = onStack.find(*unknown); cyc != onStack.end()) {
            std::string path;
            for (std::size_t i = cyc->second; i < stack.size(); ++i)
                path += game_->positionText(stack[i].position) + " -> ";
            path += game_->positionText(*unknown);
            return fail("the rules make a position reachable from itself, so values are not defined: " + path);
        }
        const Position next = *unknown;  // copy: push() may reallocate the stack
        push(next);
    }
    return memo_.at(root);
}

// ---- Evaluator::gridValue ----------------------------------------------------------------------
// The Evaluator asks a two-coordinate game with a
// GridFiller for a table covering the position, growing it geometrically so that a run of rising
// questions (the page exploring, analyse() asking each option) costs a few tables in all. One
// table is kept; a question outside it replaces it.

std::optional<Result<Value>> Evaluator::gridValue(const Position& p) {
    if (!hasGridFiller_) {
        auto probe = game_->dimensions() == 2 ? game_->gridFiller(1, 1) : Result<std::unique_ptr<GridFiller>>(nullptr);
        hasGridFiller_ = probe.ok() && probe.value() != nullptr;
    }
    if (!*hasGridFiller_) return std::nullopt;
    if (p.x < gridRows_ && p.y < gridCols_)
        return Result<Value>(grid_[static_cast<std::size_t>(p.x * gridCols_ + p.y)]);

    // Candidates, best first: the table covering the old one and p with room to grow (double what
    // has to grow), the same without room, and p's own rectangle. Covering is only worth it while
    // it is not much larger than the two tables apart (a 300 x 300 table, then 0,100000, must not
    // become 300 x 100001). Sizes are compared in floating point: coordinates may be up to 2^40.
    const std::int64_t rows = std::max(p.x + 1, gridRows_), cols = std::max(p.y + 1, gridCols_);
    const std::int64_t roomyRows = p.x < gridRows_ ? rows : std::max(rows, 2 * gridRows_);
    const std::int64_t roomyCols = p.y < gridCols_ ? cols : std::max(cols, 2 * gridCols_);
    const auto cells = [](std::int64_t r, std::int64_t c) { return static_cast<double>(r) * static_cast<double>(c); };
    const double worthCovering = 4 * (cells(p.x + 1, p.y + 1) + cells(gridRows_, gridCols_));
    std::optional<Result<GridTable>> chosen;
    for (const auto& [r, c] : {std::pair{roomyRows, roomyCols}, std::pair{rows, cols}}) {
        if (cells(r, c) > worthCovering) continue;
        if (auto covering = GridTable::create(game_, r, c)) {
            chosen.emplace(std::move(covering));
            break;
        }
    }
    if (!chosen) chosen.emplace(GridTable::create(game_, p.x + 1, p.y + 1));
    auto& table = *chosen;
    if (!table)
        return Result<Value>(
            fail("the value of " + game_->positionText(p) + " needs the table of values up to it: " + table.error()));
    // Only one table is kept: release the old one now rather than after the new one is filled.
    grid_ = {};
    gridRows_ = gridCols_ = 0;
    table.value().advance(table->size());
    if (table->failed()) return Result<Value>(fail(table->error()));
    gridRows_ = table->rows();
    gridCols_ = table->cols();
    grid_ = table.value().takeValues();
    return Result<Value>(grid_[static_cast<std::size_t>(p.x * gridCols_ + p.y)]);
}

}  // namespace grundy
