// Conversions between the core's C++ results and plain JS values, kept beside the bindings so
// that bindings.cpp stays a name map. Every function here returns an object with `ok`; on failure
// it carries `error`, the core's message, and nothing else. No C++ exception crosses into JS.
#pragma once

#include <emscripten/val.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "grundy/search/evaluator.hpp"
#include "grundy/search/grid_search.hpp"

namespace grundy::wasm {

using emscripten::val;

// { ok, spec, dimensions, components, misere } with the canonical spec text, or { ok: false, error }.
val checkSpec(const std::string& spec);

// { ok, values: Uint32Array } for g(0 .. size-1) of a heap game, or { ok: false, error }.
val values(const std::string& spec, double size);

// { ok, value, partValues, outcome, moves: [{ part, taken, text, to, value, winning }], moveCount,
//   winningMoves, listedAll } for a position (misère aware when the spec says misere:).
val analyse(const std::string& spec, const std::string& position);

// { ok, part, taken, text, to, value, winning, remoteness? } for the computer's move.
val bestMove(const std::string& spec, const std::string& position);

// { ok, remoteness } for a position: moves left when the winner hurries and the loser stalls.
val remoteness(const std::string& spec, const std::string& position);

// [{ name, example }] for every family the parser knows.
val families();

// { ok, nodes: [name], edges: [[from, to]], values: Uint32Array } for a graph: game.
val graph(const std::string& spec);

// { ok, position, value, outcome, misere, mex, options, parts, partValues, binaryRows, xorRow,
//   xorBinary, summary: { en, zh } }: why a position has its value (see grundy/analysis/explain.hpp).
val explain(const std::string& spec, const std::string& position);

// { ok, periodicity: {...} | null, rules: [{ kind, proven, checked, en, zh, evidence: { en, zh } }] }.
// maxSize bounds the table the periodicity search may grow to (0: the default for the page).
val patterns(const std::string& spec, double maxSize);

// { ok, text } with a C++17 program for a heap game.
val exportCpp(const std::string& spec);

// { ok, text } with a table as "csv" or "json"; rows = table size for heap games, rows x cols for
// two-coordinate games.
val exportTable(const std::string& spec, const std::string& format, double rows, double cols);

// The rule language (grundy/rules.hpp). Never fails as a call: a bad program gives
// { ok: false, errors: [{ line, col, endCol, message, text }] }; a good one
// { ok: true, name, about, dimensions, spec } with spec the rules:{...} text to use.
val rulesCheck(const std::string& source);

// [{ id, name, about, family, source }]: the shipped examples and the built-in spec each agrees with.
val rulesExamples();

// A table computed a chunk at a time, so the worker can report progress and stop between chunks.
// JS owns it through the plain C functions of jobs.cpp (grundy.mjs wraps them and frees it). A job
// whose spec or size was bad holds only its error() and computes nothing; a table may also stop
// part-way (a take-and-break table past its work budget, grundy/tables/sparse.hpp; the generic search of a
// grid meeting a limit), and then error() says why.
class StreamJob {
public:
    StreamJob();
    virtual ~StreamJob();
    StreamJob(const StreamJob&) = delete;
    StreamJob& operator=(const StreamJob&) = delete;

    // The core's message, or empty when the job is fine.
    virtual const std::string& error() const = 0;
    // Computes up to `budget` more values; true when the table is complete or stopped (see error()).
    virtual bool advance(double budget) = 0;
    virtual std::int64_t done() const = 0;
    virtual std::int64_t size() const = 0;
    // Values [0, done()); valid until the next advance().
    virtual const Value* values() const = 0;

    // Jobs made and not yet deleted, for leak tests.
    static std::int64_t live();
};

// A StreamJob over a HeapTable or a GridTable (both have advance, done, size, values and error),
// made from the table or from why it could not be made.
template <class Table>
class TableStream : public StreamJob {
public:
    const std::string& error() const override { return error_.empty() && table_ ? table_->error() : error_; }
    bool advance(double budget) override {
        if (!table_) return true;
        return table_->advance(static_cast<std::int64_t>(std::clamp(budget, 0.0, 1e15)));
    }
    std::int64_t done() const override { return table_ ? table_->done() : 0; }
    std::int64_t size() const override { return table_ ? table_->size() : 0; }
    const Value* values() const override { return table_ ? table_->values().data() : nullptr; }

protected:
    explicit TableStream(Result<Table> made) {
        if (made)
            table_.emplace(std::move(made).value());
        else
            error_ = made.error();
    }

private:
    std::optional<Table> table_;
    std::string error_;
};

// g(0 .. size-1) of a heap game.
class TableJob final : public TableStream<HeapTable> {
public:
    TableJob(const std::string& spec, double size);
};

// The rows x cols table of a two-coordinate game (row-major cells), or of a graph (one column of nodes).
class GridJob final : public TableStream<GridTable> {
public:
    GridJob(const std::string& spec, double rows, double cols);
};

}  // namespace grundy::wasm
