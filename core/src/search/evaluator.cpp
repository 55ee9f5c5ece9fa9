#include "grundy/search/evaluator.hpp"

#include <algorithm>
#include <span>
#include <string>
#include <unordered_map>

#include "depth_first.hpp"
#include "grundy/limits.hpp"
#include "grundy/search/grid_search.hpp"
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

namespace {

// Values of positions of any game over its options (depth_first.hpp): an option's value is the
// XOR of its parts', a position's the mex of its options'. Parts with a closed form are not searched.
class ValueSpace {
public:
    using Node = Position;
    using Key = Position;
    using KeyHash = PositionHash;
    using Answer = Value;
    struct Frame {
        Position position;
        std::vector<Option> options;
        std::size_t next = 0;
        std::vector<Value> seen;
    };
    static constexpr std::int64_t kWorkPerMove = 0;  // counted as the options are listed
    // A memo entry: the hash node (link, position, value, cached hash) and its bucket.
    static constexpr std::int64_t kMemoEntryBytes = 48;

    ValueSpace(const Game& game, std::unordered_map<Position, Value, PositionHash>& memo, const SearchBudget& budget)
        : game_(game), memo_(memo), budget_(budget) {}

    Key key(const Position& p) const { return p; }
    std::optional<Value> known(const Position& p) const {
        if (auto it = memo_.find(p); it != memo_.end()) return it->second;
        return std::nullopt;
    }
    // A step per option listed, and one for each of its parts looked up later; a frame holds its
    // options (and their values) while on the stack, and the memo keeps an entry per position.
    Result<Listing<Value>> list(const Position& p, Frame& f) const {
        f.position = p;
        std::int64_t parts = 0;
        bool full = false;
        if (auto listed = game_.forEachOption(p,
                                              [&](const Option& o) {
                                                  full = full || !roomFor(f.options, budget_.bytes);
                                                  if (full) return;
                                                  f.options.push_back(o);
                                                  parts += o.partCount;
                                              });
            !listed)
            return listed.why();
        if (full) return over(SearchLimit::Memory, p, p);
        const auto options = static_cast<std::int64_t>(f.options.size());
        return Listing<Value>{.work = 1 + options + parts,
                              .held = 1,
                              .bytes = static_cast<std::int64_t>(sizeof(Frame) + f.options.capacity() * sizeof(Option) +
                                                                 f.options.size() * sizeof(Value)),
                              .kept = kMemoEntryBytes,
                              .answer = std::nullopt};
    }
    bool finished(const Frame& f) const { return f.next == f.options.size(); }
    std::optional<Position> next(Frame& f) const {
        const Option& o = f.options[f.next];
        Value v = 0;
        for (int i = 0; i < o.partCount; ++i) {
            const Position& q = o.parts[i];
            if (auto closed = game_.closedFormValue(q)) {
                v ^= *closed;
            } else if (auto it = memo_.find(q); it != memo_.end()) {
                v ^= it->second;
            } else {
                return q;  // come back to this option once q is known
            }
        }
        f.seen.push_back(v);
        ++f.next;
        return std::nullopt;
    }
    Value answer(const Frame& f) const { return mex(f.seen); }
    void remember(const Position& p, Value v) { memo_.emplace(p, v); }
    Error cycle(std::span<const Frame> path, const Position& again) const {
        std::string text;
        for (const Frame& f : path) text += game_.positionText(f.position) + " -> ";
        return fail(msg::search_cycle{.path = text + game_.positionText(again)});
    }
    Error over(SearchLimit limit, const Position&, const Position&) const {
        switch (limit) {
            case SearchLimit::Work:
                return fail(msg::search_work{.work = budget_.work});
            case SearchLimit::Memory:
                return fail(msg::search_memory{.mib = budget_.bytes >> 20});
            case SearchLimit::Positions:
            case SearchLimit::Held:  // not budgeted here: the bytes bound the stack
                break;
        }
        return fail(msg::search_too_many{.most = budget_.positions});
    }

private:
    const Game& game_;
    std::unordered_map<Position, Value, PositionHash>& memo_;
    const SearchBudget& budget_;
};

}  // namespace

// ---- Evaluator ---------------------------------------------------------------------------------

Evaluator::Evaluator(GamePtr game, Budget budget) : game_(std::move(game)), budget_(budget) {}

Result<Value> Evaluator::value(const Position& p) {
    if (auto v = game_->closedFormValue(p)) return *v;
    if (game_->isHeapGame()) return heapValue(p.x);
    if (!askedOwn_) {
        own_ = game_->valueSearch(budget_);
        askedOwn_ = true;
    }
    if (own_) return own_->value(p);
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
    if (heap_ && n < heap_->done()) return heap_->at(n);
    // A table that stopped stays stopped; why, in the words of the heap asked about rather than of
    // the table's size (which is the Evaluator's own business).
    if (heap_ && heap_->failed()) return heap_->causeWhy();
    if (n >= limits::kMaxTableSize) return fail(msg::heap_beyond_table{.heap = n, .most = limits::kMaxTableSize - 1});
    // Grow geometrically so a run of slowly rising questions costs linear time overall.
    const std::int64_t size = heap_ ? heap_->size() : 0;
    std::int64_t want = std::min<std::int64_t>(limits::kMaxTableSize, std::max<std::int64_t>(n + 1, size * 2));
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
    if (!heap_) {
        auto made = HeapTable::create(game_, want);
        if (!made) return made.why();
        heap_.emplace(std::move(made).value());
    } else if (auto grown = heap_->grow(want); !grown) {
        return grown.why();
    }
    heap_->advance(want - heap_->done());
    if (heap_->failed() && n >= heap_->done()) return heap_->causeWhy();
    return heap_->at(n);
}

Result<Value> Evaluator::searchValue(const Position& root) {
    SearchBudget defaults;
    defaults.positions = limits::kMaxSearchPositions;
    defaults.work = limits::kMaxSearchWork;  // per search
    defaults.bytes = limits::kMaxSearchBytes;
    const SearchBudget budget = raised(defaults, budget_);
    ValueSpace space(*game_, memo_, budget);
    // The memo is kept between searches: so are its count and its bytes.
    SearchCounts counts{static_cast<std::int64_t>(memo_.size()), 0, memoBytes_};
    auto found = depthFirst(space, root, budget, counts);
    memoBytes_ = counts.bytes;
    return found;
}

// ---- Evaluator::gridValue ----------------------------------------------------------------------
// The Evaluator asks a two-coordinate game with a
// GridFiller for a table covering the position, growing it geometrically so that a run of rising
// questions (the page exploring, analyse() asking each option) costs a few tables in all. One
// table is kept; a question outside it replaces it.

std::optional<Result<Value>> Evaluator::gridValue(const Position& p) {
    if (!hasGridFiller_) {
        auto probe =
            game_->dimensions() == 2 ? game_->gridFiller(1, 1, {}) : Result<std::unique_ptr<GridFiller>>(nullptr);
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
        if (auto covering = gridTable(game_, r, c)) {
            chosen.emplace(std::move(covering));
            break;
        }
    }
    if (!chosen) chosen.emplace(gridTable(game_, p.x + 1, p.y + 1));
    auto& table = *chosen;
    if (!table)
        return Result<Value>(
            fail(msg::grid_value_needs_table{.position = game_->positionText(p), .reason = table.why()}));
    // Only one table is kept: release the old one now rather than after the new one is filled.
    grid_ = {};
    gridRows_ = gridCols_ = 0;
    table.value().advance(table->size());
    if (table->failed()) return Result<Value>(table->why());
    gridRows_ = table->rows();
    gridCols_ = table->cols();
    grid_ = table.value().takeValues();
    return Result<Value>(grid_[static_cast<std::size_t>(p.x * gridCols_ + p.y)]);
}

}  // namespace grundy
