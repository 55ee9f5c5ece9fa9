#include "convert.hpp"

#include <algorithm>
#include <cmath>

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
    auto game = parseSpec(spec);
    if (!game) return failure(game.error());
    val out = success();
    out.set("spec", (*game)->spec());
    out.set("dimensions", (*game)->dimensions());
    return out;
}

val values(const std::string& spec, double size) {
    auto game = parseSpec(spec);
    if (!game) return failure(game.error());
    auto n = wholeNumber(size, "the table size");
    if (!n) return failure(n.error());
    auto table = heapValues(*game, *n);
    if (!table) return failure(table.error());
    val out = success();
    out.set("values", uint32Array(table->data(), table->size()));
    return out;
}

val explain(const std::string& spec, const std::string& position) {
    auto game = parseSpec(spec);
    if (!game) return failure(game.error());
    auto p = parsePosition(**game, position);
    if (!p) return failure(p.error());
    auto e = grundy::explain(*game, *p);
    if (!e) return failure(e.error());
    val out = success();
    out.set("value", e->value);
    val options = val::array();
    for (const auto& ov : e->options) {
        val o = val::object();
        o.set("taken", static_cast<double>(ov.option.taken));
        o.set("to", static_cast<double>(ov.option.parts[0].x));
        o.set("value", ov.value);
        options.call<void>("push", o);
    }
    out.set("options", options);
    return out;
}

val bestMove(const std::string& spec, const std::string& position) {
    auto game = parseSpec(spec);
    if (!game) return failure(game.error());
    auto p = parsePosition(**game, position);
    if (!p) return failure(p.error());
    auto move = grundy::bestMove(*game, *p);
    if (!move) return failure(move.error());
    val out = success();
    out.set("taken", static_cast<double>(move->taken));
    out.set("to", static_cast<double>(move->parts[0].x));
    return out;
}

TableJob::TableJob(const std::string& spec, double size) {
    auto game = parseSpec(spec);
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
