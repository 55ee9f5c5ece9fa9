// Conversions between the core's C++ results and plain JS values, kept beside the bindings so
// that bindings.cpp stays a name map. Every function here returns an object with `ok`; on failure
// it carries `error`, the core's message, and nothing else. No C++ exception crosses into JS.
#pragma once

#include <emscripten/val.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "grundy/evaluator.hpp"
#include "grundy/grid_table.hpp"

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
//   xorBinary, summary: { en, zh } }: why a position has its value (see patterns.hpp).
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
// JS owns it and must call delete() (the JS wrapper does this for you).
// A job whose spec or size was bad holds only its error() and computes nothing.
class TableJob {
public:
    TableJob(const std::string& spec, double size);

    // The core's message when the job could not be made, or when the table stopped part-way (a
    // take-and-break table past its work budget, grundy/sparse.hpp); empty when it is fine.
    std::string error() const { return error_.empty() && table_ ? table_->error() : error_; }
    // Computes up to `budget` more values; true when the table is complete or stopped (see error()).
    bool advance(double budget);
    double done() const { return table_ ? static_cast<double>(table_->done()) : 0; }
    double size() const { return table_ ? static_cast<double>(table_->size()) : 0; }
    // A copy of values [from, to) as a fresh Uint32Array.
    val slice(double from, double to) const;

private:
    std::optional<HeapTable> table_;
    std::string error_;
};

// The same for two-coordinate games (row-major cells) and graphs (one column of nodes). A job
// may also fail part-way (the generic search meets a limit): advance() then returns true and
// error() says why.
class GridJob {
public:
    GridJob(const std::string& spec, double rows, double cols);

    std::string error() const { return error_.empty() && table_ ? table_->error() : error_; }
    bool advance(double budget);
    double done() const { return table_ ? static_cast<double>(table_->done()) : 0; }
    double size() const { return table_ ? static_cast<double>(table_->size()) : 0; }
    val slice(double from, double to) const;

private:
    std::optional<GridTable> table_;
    std::string error_;
};

}  // namespace grundy::wasm
