// values, analyse, bestMove, outcome, remoteness and the table stream: the questions play and the
// tables ask.
#include <algorithm>

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
    out.to = sumPositionText(solver.rules(), to);
    out.toParts = detail::partsOf(solver.rules(), to);
    out.value = m.value;
    out.optionValue = m.optionValue;
    out.winning = m.winning;
    return out;
}

}  // namespace

Result<std::vector<Value>> values(const std::string& spec, std::int64_t count) {
    auto game = parseSingleGame(spec, SingleGameUse::Table);
    if (!game) return game.why();
    return heapValues(*game, count);
}

Result<std::vector<Value>> values(const std::string& spec, std::int64_t count, const Budget& budget,
                                  const TableFiles& files) {
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
            return heapValues(*game, count, Budget{.work = budget.work, .bytes = *room});
        }
        auto run = heapValuesSparse(*game, count, budget, files);
        if (!run) return run.why();
        return std::move(run->values);
    }
    if (!files.save.empty() || !files.resume.empty()) return fail(msg::table_file_not_sparse{.spec = (*game)->spec()});
    // Other heap tables hold their values 4 bytes each.
    if (auto fits = tableFits(count, sizeof(Value), bytesAllowed(budget, memoryCeiling())); !fits) return fits.why();
    return heapValues(*game, count);
}

Result<Analysis> analyse(const std::string& spec, const std::string& position, const Budget& budget) {
    auto q = detail::readQuestion(spec, position);
    if (!q) return q.why();
    Solver solver(q->rules, budget);
    auto a = solver.analyse(q->position);
    if (!a) return a.why();
    Analysis out;
    out.value = a->value;
    out.partValues = a->partValues;
    out.outcome = detail::outcomeText(a->outcome);
    out.parts = detail::partsOf(q->rules, q->position);
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
    Solver solver(q->rules, budget);
    auto m = solver.bestMove(q->position);
    if (!m) return m.why();
    return moveOf(solver, q->position, *m);
}

Result<std::string> outcome(const std::string& spec, const std::string& position, const Budget& budget) {
    auto q = detail::readQuestion(spec, position);
    if (!q) return q.why();
    Solver solver(q->rules, budget);
    auto o = solver.outcome(q->position);
    if (!o) return o.why();
    return detail::outcomeText(*o);
}

Result<std::int64_t> remoteness(const std::string& spec, const std::string& position, const Budget& budget) {
    auto q = detail::readQuestion(spec, position);
    if (!q) return q.why();
    Solver solver(q->rules, budget);
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

bool TableJob::advance(std::int64_t budget) {
    const bool finished = std::visit([&](auto& t) { return t.advance(std::max<std::int64_t>(budget, 0)); }, table_);
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
