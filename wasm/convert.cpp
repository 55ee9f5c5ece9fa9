#include "convert.hpp"

#include <algorithm>
#include <cmath>

#include "grundy/solver.hpp"
#include "grundy/spec.hpp"

namespace grundy::wasm {

namespace {

val failure(const std::string& message) {
    val out = val::object();
    out.set("ok", false);
    out.set("error", message);
    return out;
}

val success() {
    val out = val::object();
    out.set("ok", true);
    return out;
}

// A JS number that should be a whole count; NaN, fractions and infinities are refused here so the
// core only ever sees integers.
Result<std::int64_t> wholeNumber(double x, const char* what) {
    if (!std::isfinite(x) || std::floor(x) != x)
        return fail(std::string(what) + " must be a whole number");
    if (std::fabs(x) > 9.0e15) return fail(std::string(what) + " is too large");
    return static_cast<std::int64_t>(x);
}

val uint32Array(const Value* data, std::size_t count) {
    // typed_memory_view looks straight into wasm memory, which may move when it grows; copy it
    // into a JS-owned array before handing it out.
    val view(emscripten::typed_memory_view(count, data));
    return val::global("Uint32Array").new_(view);
}

}  // namespace

val checkSpec(const std::string& spec) {
    auto rules = parseRuleset(spec);
    if (!rules) return failure(rules.error());
    val out = success();
    out.set("spec", rules->text());
    out.set("dimensions", rules->isSingle() ? rules->components[0]->dimensions() : 1);
    out.set("components", static_cast<double>(rules->components.size()));
    out.set("misere", rules->misere);
    return out;
}

val values(const std::string& spec, double size) {
    auto game = parseGame(spec);
    if (!game) return failure(game.error());
    auto n = wholeNumber(size, "the table size");
    if (!n) return failure(n.error());
    auto table = heapValues(*game, *n);
    if (!table) return failure(table.error());
    val out = success();
    out.set("values", uint32Array(table->data(), table->size()));
    return out;
}

namespace {

struct Question {
    Ruleset rules;
    SumPosition position;
};

Result<Question> readQuestion(const std::string& spec, const std::string& position) {
    auto rules = parseRuleset(spec);
    if (!rules) return fail(rules.error());
    auto p = parseSumPosition(*rules, position);
    if (!p) return fail(p.error());
    return Question{std::move(rules).value(), std::move(p).value()};
}

val moveObject(Solver& solver, const SumPosition& p, const SumMove& m) {
    val o = val::object();
    o.set("part", static_cast<double>(m.part));
    o.set("taken", static_cast<double>(m.option.taken));
    o.set("text", solver.moveText(p, m));
    o.set("to", sumPositionText(solver.rules(), applyMove(p, m)));
    o.set("value", m.value);
    o.set("optionValue", m.optionValue);
    o.set("winning", m.winning);
    return o;
}

}  // namespace

val analyse(const std::string& spec, const std::string& position) {
    auto q = readQuestion(spec, position);
    if (!q) return failure(q.error());
    Solver solver(q->rules);
    auto a = solver.analyse(q->position);
    if (!a) return failure(a.error());
    val out = success();
    out.set("value", a->value);
    val parts = val::array();
    for (const Value v : a->partValues) parts.call<void>("push", v);
    out.set("partValues", parts);
    out.set("outcome", std::string(a->outcome == Outcome::P ? "P" : "N"));
    val moves = val::array();
    for (const auto& m : a->moves) moves.call<void>("push", moveObject(solver, q->position, m));
    out.set("moves", moves);
    out.set("moveCount", static_cast<double>(a->moveCount));
    out.set("winningMoves", static_cast<double>(a->winningMoves));
    out.set("listedAll", a->listedAll);
    return out;
}

val bestMove(const std::string& spec, const std::string& position) {
    auto q = readQuestion(spec, position);
    if (!q) return failure(q.error());
    Solver solver(q->rules);
    auto m = solver.bestMove(q->position);
    if (!m) return failure(m.error());
    val out = moveObject(solver, q->position, *m);
    out.set("ok", true);
    return out;
}

val remoteness(const std::string& spec, const std::string& position) {
    auto q = readQuestion(spec, position);
    if (!q) return failure(q.error());
    Solver solver(q->rules);
    auto r = solver.remoteness(q->position);
    if (!r) return failure(r.error());
    val out = success();
    out.set("remoteness", static_cast<double>(*r));
    return out;
}

val families() {
    val list = val::array();
    for (const auto& f : knownFamilies()) {
        val o = val::object();
        o.set("name", std::string(f.name));
        o.set("example", std::string(f.example));
        list.call<void>("push", o);
    }
    return list;
}

TableJob::TableJob(const std::string& spec, double size) {
    auto game = parseGame(spec);
    if (!game) {
        error_ = game.error();
        return;
    }
    auto n = wholeNumber(size, "the table size");
    if (!n) {
        error_ = n.error();
        return;
    }
    auto table = HeapTable::create(*game, *n);
    if (!table) {
        error_ = table.error();
        return;
    }
    table_.emplace(std::move(table).value());
}

bool TableJob::advance(double budget) {
    if (!table_) return true;
    return table_->advance(static_cast<std::int64_t>(std::clamp(budget, 0.0, 1e15)));
}

val TableJob::slice(double from, double to) const {
    if (!table_) return val::global("Uint32Array").new_(0);
    const auto& v = table_->values();
    const auto lo = static_cast<std::size_t>(std::clamp(from, 0.0, static_cast<double>(v.size())));
    const auto hi = static_cast<std::size_t>(std::clamp(to, static_cast<double>(lo), static_cast<double>(v.size())));
    return uint32Array(v.data() + lo, hi - lo);
}

}  // namespace grundy::wasm
