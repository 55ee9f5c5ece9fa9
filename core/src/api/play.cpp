// values, analyse, bestMove, outcome, remoteness and the table stream: the questions play and the
// tables ask.
#include <algorithm>

#include "../tables/sparse_split.hpp"
#include "common.hpp"
#include "grundy/limits.hpp"
#include "grundy/search/grid_search.hpp"
#include "grundy/search/solver.hpp"

namespace grundy::api {

namespace {

Move moveOf(Solver& solver, const SumPosition& from, const SumMove& m) {
    const SumPosition to = solver.applyMove(from, m);
    Move out;
    out.part = static_cast<int>(m.part);
    out.taken = m.option.taken;
    out.text = solver.moveText(from, m);
    out.to = sumPositionText(solver.spec(), to);
    out.toParts = detail::partsOf(solver.spec(), to);
    out.value = m.value;
    out.optionValue = m.optionValue;
    out.winning = m.winning;
    const SumPart& moved = from[m.part];
    if (solver.spec().components[moved.component]->traits().pairsCancel) {
        out.turned.push_back(moved.position.x);
        for (int i = 0; i < m.option.partCount; ++i)
            if (m.option.parts[static_cast<std::size_t>(i)].x > 0)
                out.turned.push_back(m.option.parts[static_cast<std::size_t>(i)].x);
        std::sort(out.turned.rbegin(), out.turned.rend());
    }
    return out;
}

}  // namespace

Result<std::vector<Value>> values(const std::string& spec, std::int64_t count) {
    auto game = parseSingleGame(spec, SingleGameUse::Table);
    if (!game) return game.why();
    return heapValues(*game, count);
}

namespace {

// The long sparse-space run: the table resumed from files.resume, computed a slice at a time while
// `progress` watches, and saved to files.save however it ends (complete, on a budget, or stopped by
// `progress`), so a run stopped part-way goes on from where it was.
Result<std::vector<Value>> sparseValues(const GamePtr& game, std::int64_t count, const Budget& budget,
                                        const TableFiles& files, const Progress& progress) {
    if (count < 1) return fail(msg::table_no_positions{.size = count});
    const auto room = sparseValuesRoom(count, budget);
    if (!room) return room.why();
    SparseSplitTable table(*game->splitMoves(), game->spec(), std::nullopt,
                           budget.work > 0 ? static_cast<std::uint64_t>(budget.work) : splitWorkFor(count), *room);
    if (!files.resume.empty())
        if (auto resumed = table.resume(files.resume); !resumed) return resumed.why();
    const std::int64_t slice = progress ? kProgressSlice : count;
    bool complete = true, stopped = false;
    while (complete && !stopped && table.size() < count) {
        complete = table.extendTo(count, count, slice);
        stopped = complete && table.size() < count && progress && !progress(table.size(), count);
    }
    if (!files.save.empty())
        if (auto saved = table.save(files.save); !saved) return saved.why();
    if (stopped) return fail(msg::run_interrupted{.done = table.size(), .asked = count});
    if (!complete) return table.why();
    // g(0) .. g(count-1) only: a resumed table may hold more, and handing all of it out would hold
    // 4 bytes for each of its values, not the `count` the estimate counted.
    std::vector<Value> out;
    table.withValues([&](const auto g) { out.assign(g.begin(), g.begin() + count); });
    return out;
}

}  // namespace

Result<std::vector<Value>> values(const std::string& spec, std::int64_t count, const Budget& budget,
                                  const TableFiles& files, const Progress& progress) {
    auto game = parseSingleGame(spec, SingleGameUse::Table);
    if (!game) return game.why();
    if ((*game)->isHeapGame() && (*game)->splitMoves()) {
        // Within the page's table limit and without files, the page's table (HeapTable), which copies
        // a period once it is proven instead of computing on (Dawson's Kayles to 2^18 at once, against
        // 5 s by the sparse run alone); past the limit, or saved and resumed, the long sparse run.
        // Both are checked against the same estimate, with the same default work (splitWorkFor).
        if (files.save.empty() && files.resume.empty() && count <= limits::kMaxTableSize) {
            const auto room = sparseValuesRoom(count, budget);
            if (!room) return room.why();
            auto table = HeapTable::create(*game, count, Budget{.work = budget.work, .bytes = *room});
            if (!table) return table.why();
            return detail::valuesOf(std::move(table).value(), progress);
        }
        return sparseValues(*game, count, budget, files, progress);
    }
    if (!files.save.empty() || !files.resume.empty()) return fail(msg::table_file_not_sparse{.spec = (*game)->spec()});
    // Other heap tables hold their values 4 bytes each; a game's own filler may spend budget.work.
    if (auto fits = tableFits(count, sizeof(Value), bytesAllowed(budget, memoryCeiling())); !fits) return fits.why();
    auto table = HeapTable::create(*game, count, Budget{.work = budget.work});
    if (!table) return table.why();
    return detail::valuesOf(std::move(table).value(), progress);
}

Result<Analysis> analyse(const std::string& spec, const std::string& position, const Budget& budget) {
    auto q = detail::readQuestion(spec, position);
    if (!q) return q.why();
    Solver solver(q->spec, budget);
    auto a = solver.analyse(q->position);
    if (!a) return a.why();
    Analysis out;
    out.value = a->value;
    out.partValues = a->partValues;
    out.outcome = detail::outcomeText(a->outcome);
    out.parts = detail::partsOf(q->spec, q->position);
    out.moves.reserve(a->moves.size());
    for (const auto& m : a->moves) out.moves.push_back(moveOf(solver, q->position, m));
    out.moveCount = static_cast<std::int64_t>(a->moveCount);
    out.winningMoves = static_cast<std::int64_t>(a->winningMoves);
    out.listedAll = a->listedAll;
    out.tame = a->tame;
    out.quotient = a->quotient;
    return out;
}

Result<Move> bestMove(const std::string& spec, const std::string& position, const Budget& budget) {
    auto q = detail::readQuestion(spec, position);
    if (!q) return q.why();
    Solver solver(q->spec, budget);
    auto m = solver.bestMove(q->position);
    if (!m) return m.why();
    return moveOf(solver, q->position, *m);
}

Result<std::string> outcome(const std::string& spec, const std::string& position, const Budget& budget) {
    auto q = detail::readQuestion(spec, position);
    if (!q) return q.why();
    Solver solver(q->spec, budget);
    auto o = solver.outcome(q->position);
    if (!o) return o.why();
    return detail::outcomeText(*o);
}

Result<std::int64_t> remoteness(const std::string& spec, const std::string& position, const Budget& budget) {
    auto q = detail::readQuestion(spec, position);
    if (!q) return q.why();
    Solver solver(q->spec, budget);
    return solver.remoteness(q->position);
}

// A heap game's table is a HeapTable (its own fast paths); anything else, or a heap game asked for
// more than one column (which GridTable refuses with the reason), a GridTable.
Result<TableJob> table(const std::string& spec, std::int64_t rows, std::int64_t cols, const Budget& budget) {
    auto game = parseSingleGame(spec, SingleGameUse::Table);
    if (!game) return game.why();
    if ((*game)->isHeapGame() && cols == 1) {
        auto heap = HeapTable::create(*game, rows, budget);
        if (!heap) return heap.why();
        return TableJob(std::move(heap).value());
    }
    auto grid = gridTable(*game, rows, cols, budget);
    if (!grid) return grid.why();
    return TableJob(std::move(grid).value());
}

bool TableJob::advance(std::int64_t steps) {
    const bool finished = std::visit([&](auto& t) { return t.advance(std::max<std::int64_t>(steps, 0)); }, table_);
    return finished || failed();
}

std::int64_t TableJob::done() const {
    return std::visit([](const auto& t) { return t.done(); }, table_);
}

std::int64_t TableJob::size() const {
    return std::visit([](const auto& t) { return t.size(); }, table_);
}

ValuesView TableJob::values() const {
    if (const auto* heap = std::get_if<HeapTable>(&table_)) return heap->view();
    const auto& grid = std::get<GridTable>(table_);
    return {grid.values().data(), 4, grid.done()};
}

bool TableJob::failed() const {
    return std::visit([](const auto& t) { return t.failed(); }, table_);
}

const Error& TableJob::why() const {
    return std::visit([](const auto& t) -> const Error& { return t.why(); }, table_);
}

}  // namespace grundy::api
