// Result<T>: a value or a message saying what is wrong. The core never throws across its public
// API and never aborts on bad input; every entry point returns one of these, so the CLI, the wasm
// boundary and the tests all get the same message for the same mistake. The message is the
// catalogue's (grundy/message.hpp): error() is its English text, why() the message itself (id,
// arguments, English), which a caller passes on (`return r.why();`) or nests in its own
// (`.reason = r.why()`).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

#include "grundy/message.hpp"
#include "grundy/messages.hpp"

namespace grundy {

template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : state_(std::move(value)) {}      // NOLINT: implicit by design
    Result(Error error) : state_(std::move(error)) {}  // NOLINT: implicit by design

    bool ok() const { return std::holds_alternative<T>(state_); }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<T>(state_); }
    T& value() & { return std::get<T>(state_); }
    T&& value() && { return std::get<T>(std::move(state_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    const std::string& error() const { return why().text(); }
    const Error& why() const { return std::get<Error>(state_); }

private:
    std::variant<T, Error> state_;
};

// A step that gives nothing back but may fail (a game listing its moves, a filler computing values):
// ok, or the message. `return {};` is success.
template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : error_(std::move(error)) {}  // NOLINT: implicit by design

    bool ok() const { return !error_; }
    explicit operator bool() const { return ok(); }

    const std::string& error() const { return why().text(); }
    const Error& why() const { return *error_; }

private:
    std::optional<Error> error_;
};

// The English of no error: what a table that keeps going says while it is fine.
inline const std::string& noError() {
    static const std::string none;
    return none;
}

}  // namespace grundy
