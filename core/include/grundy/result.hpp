// Result<T>: a value or a message saying what is wrong. The core never throws across its public
// API and never aborts on bad input; every entry point returns one of these, so the CLI, the wasm
// boundary and the tests all get the same message for the same mistake.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace grundy {

struct Error {
    std::string message;
};

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

    const std::string& error() const { return std::get<Error>(state_).message; }

private:
    std::variant<T, Error> state_;
};

// A step that gives nothing back but may fail (a game listing its moves, a filler computing values):
// ok, or the message. `return {};` is success.
template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : error_(std::move(error.message)), failed_(true) {}  // NOLINT: implicit by design

    bool ok() const { return !failed_; }
    explicit operator bool() const { return ok(); }

    const std::string& error() const { return error_; }

private:
    std::string error_;
    bool failed_ = false;
};

inline Error fail(std::string message) {
    return Error{std::move(message)};
}

}  // namespace grundy
