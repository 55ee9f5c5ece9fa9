// How the API's C++ values cross into JS, kept beside the name map (bindings.cpp) so that it stays
// a list of names. embind converts strings, numbers, booleans and the structs bound as value
// objects by itself; what it lacks here is taught once:
//   - std::vector<T> fields are JS arrays, std::optional<T> fields are the value or null (embind
//     3.1.6 has neither: register_vector makes a C++ object to delete, and optional came later);
//   - 64-bit integers are JS numbers (3.1.6 binds int64_t only as a BigInt, with -sWASM_BIGINT);
//   - a table of values is a Uint32Array, copied out of wasm memory;
//   - a JS number meant as a count is checked to be a whole number before the core sees it;
//   - a message of the core (grundy/message.hpp) is { id, args, text }: args by placeholder name,
//     each the English text, a message of its own, or a list { join, items, more }; a rules
//     program's problem is { line, col, endCol, message, id, args, text }, its message flat as a
//     GrundyError's is;
//   - an API answer (Result<T>) is a reply, { value } or { error: a GrundyError's data, { message
//     (English), id, args, budget } }, which wasm/grundy.mjs unwraps (throwing GrundyError). A
//     message crosses as the core's one writer of messages makes it (grundy/message_json.hpp). No
//     C++ exception crosses into JS.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "grundy/api.hpp"
#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/result.hpp"

namespace grundy::wasm {

using emscripten::val;

template <class T>
struct IsVector : std::false_type {};
template <class T>
struct IsVector<std::vector<T>> : std::true_type {};
template <class T>
struct IsOptional : std::false_type {};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type {};
template <class T>
inline constexpr bool kIs64 = std::is_same_v<T, std::int64_t> || std::is_same_v<T, std::uint64_t>;

// A message and a rules program's problem, as above (helpers.cpp), and back.
val messageToJs(const Message& m);
Message messageFromJs(const val& v);
val rulesErrorToJs(const api::RulesError& e);
api::RulesError rulesErrorFromJs(const val& v);

// The JS value of a C++ one: arrays, null, numbers and messages as above, the rest as embind
// converts it.
template <class V>
val toJs(V&& v) {
    using T = std::remove_cv_t<std::remove_reference_t<V>>;
    if constexpr (std::is_same_v<T, Message>) {
        return messageToJs(v);
    } else if constexpr (std::is_same_v<T, api::RulesError>) {
        return rulesErrorToJs(v);
    } else if constexpr (kIs64<T>) {
        return val(static_cast<double>(v));
    } else if constexpr (IsVector<T>::value) {
        val array = val::array();
        for (std::size_t i = 0; i < v.size(); ++i) {
            if constexpr (std::is_lvalue_reference_v<V>)
                array.set(i, toJs(v[i]));
            else
                array.set(i, toJs(std::move(v[i])));
        }
        return array;
    } else if constexpr (IsOptional<T>::value) {
        return v ? toJs(*std::forward<V>(v)) : val::null();
    } else {
        return val(std::forward<V>(v));
    }
}

// The C++ value of a JS one, for the few conversions the other way (a vector field's setter).
template <class T>
T fromJs(const val& v) {
    if constexpr (std::is_same_v<T, Message>) {
        return messageFromJs(v);
    } else if constexpr (std::is_same_v<T, api::RulesError>) {
        return rulesErrorFromJs(v);
    } else if constexpr (kIs64<T>) {
        return static_cast<T>(v.as<double>());
    } else if constexpr (IsVector<T>::value) {
        T out;
        const auto length = v["length"].as<std::size_t>();
        for (std::size_t i = 0; i < length; ++i) out.push_back(fromJs<typename T::value_type>(v[i]));
        return out;
    } else if constexpr (IsOptional<T>::value) {
        if (v.isNull() || v.isUndefined()) return T();
        return fromJs<typename T::value_type>(v);
    } else {
        return v.as<T>();
    }
}

// Registers T with embind as a type that travels as a JS value (through the BindingTypes at the
// end of this file), once.
template <class T>
void registerConverted() {
    static const bool registered = [] {
        emscripten::internal::_embind_register_emval(emscripten::internal::TypeID<T>::get(),
                                                     IsVector<T>::value     ? "array"
                                                     : IsOptional<T>::value ? "nullable"
                                                                            : "message");
        return true;
    }();
    (void)registered;
}

// embind's value_object, with 64-bit fields read as numbers and vector or optional fields
// registered on the way: object<Move>("Move").field("taken", &Move::taken)...
template <class C>
class object {
public:
    explicit object(const char* name) : object_(name) {}

    template <class F>
    object& field(const char* name, F C::*member) {
        if constexpr (kIs64<F>) {
            object_.field(
                name, std::function<double(const C&)>([member](const C& c) { return static_cast<double>(c.*member); }),
                std::function<void(C&, double)>([member](C& c, double v) { c.*member = static_cast<F>(v); }));
        } else {
            if constexpr (IsVector<F>::value || IsOptional<F>::value || std::is_same_v<F, Message>)
                registerConverted<F>();
            object_.field(name, member);
        }
        return *this;
    }

private:
    emscripten::value_object<C> object_;
};

// A JS number that should be a whole count; NaN, fractions and infinities are refused here so the
// core only ever sees integers. The message names it ("the table size").
enum class Count { Component, TableSize, SearchLimit, Rows, Cols, Seed, Difficulty, Questions, Work, Memory, Heaps };
Result<std::int64_t> whole(double x, Count what);

// A search's budget from JS, { work, bytes } (either left out: that search's default), each a whole
// number checked as whole() checks counts.
Result<Budget> budgetOf(const emscripten::val& budget);

// The replies: { value } for an answer, { error } for the core's refusal, a GrundyError's data
// { message, id, args, budget } (grundy/message_json.hpp, errorJson).
val failure(const Error& error);

// The answer is moved into the JS value rather than copied (embind hands a struct over as a new
// C++ object made from it): a move is less code than a copy.
template <class T>
val reply(T value) {
    val out = val::object();
    out.set("value", toJs(std::move(value)));
    return out;
}

template <class T>
val reply(Result<T> result) {
    return result ? reply(std::move(result).value()) : failure(result.why());
}

// A table of values as a Uint32Array of its own (a view of wasm memory would move when it grows).
val replyTable(const Result<std::vector<Value>>& values);

}  // namespace grundy::wasm

namespace emscripten::internal {

// Vectors and optionals as JS values (registered by grundy::wasm::registerConverted).
template <class T>
struct BindingType<std::vector<T>> {
    using WireType = EM_VAL;
    static WireType toWireType(const std::vector<T>& v) { return BindingType<val>::toWireType(grundy::wasm::toJs(v)); }
    static std::vector<T> fromWireType(WireType v) {
        return grundy::wasm::fromJs<std::vector<T>>(val::take_ownership(v));
    }
};

// A message field (an explanation's summary, an outcome rule, a theorem) as a JS value.
template <>
struct BindingType<grundy::Message> {
    using WireType = EM_VAL;
    static WireType toWireType(const grundy::Message& m) { return BindingType<val>::toWireType(grundy::wasm::toJs(m)); }
    static grundy::Message fromWireType(WireType v) {
        return grundy::wasm::fromJs<grundy::Message>(val::take_ownership(v));
    }
};

template <class T>
struct BindingType<std::optional<T>> {
    using WireType = EM_VAL;
    static WireType toWireType(const std::optional<T>& v) {
        return BindingType<val>::toWireType(grundy::wasm::toJs(v));
    }
    static std::optional<T> fromWireType(WireType v) {
        return grundy::wasm::fromJs<std::optional<T>>(val::take_ownership(v));
    }
};

}  // namespace emscripten::internal
