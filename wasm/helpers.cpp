#include "helpers.hpp"

#include <cmath>

namespace grundy::wasm {

Result<std::int64_t> whole(double x, const char* what) {
    if (!std::isfinite(x) || std::floor(x) != x) return fail(std::string(what) + " must be a whole number");
    if (std::fabs(x) > 9.0e15) return fail(std::string(what) + " is too large");
    return static_cast<std::int64_t>(x);
}

val failure(const std::string& message) {
    val out = val::object();
    out.set("error", message);
    return out;
}

val replyTable(const Result<std::vector<Value>>& values) {
    if (!values) return failure(values.error());
    val view(emscripten::typed_memory_view(values->size(), values->data()));
    val out = val::object();
    out.set("value", val::global("Uint32Array").new_(view));
    return out;
}

}  // namespace grundy::wasm
