// What the core says, as data: a message is an id from the catalogue (core/messages/en.json), its
// named arguments and its English text, made from the catalogue's template. The command prints the
// English; the page words the id and arguments in the person's language (web/ui/i18n.js), so the
// English wording lives in the catalogue alone and a translation needs no change here.
//
// A message is made from its generated struct (grundy/messages.hpp, one per id), whose fields are
// the template's placeholders: say(msg::explain_leaf{}) for an answer, fail(msg::...{...}) for a
// refusal (grundy/result.hpp). An argument is text as the English has it (a number, a position, a
// name), a message of its own (a reason after a prefix such as "part 2 of the position: ", or a
// phrase that a translation words differently), or a list ("0, 2 or 5"), worded item by item.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace grundy {

struct Message;
struct List;
class Error;

// An argument as a call site gives it. It has no default, so a generated struct whose field is left
// out of its initialiser does not compile.
class Arg {
public:
    Arg(std::string text) : text_(std::move(text)) {}  // NOLINT: implicit by design, as are the others
    Arg(const char* text) : text_(text) {}
    Arg(std::string_view text) : text_(text) {}
    template <std::integral N>
    requires(!std::same_as<N, bool> && !std::same_as<N, char>) Arg(N number) : text_(std::to_string(number)) {}
    Arg(Message message);
    Arg(const Error& error);
    Arg(List list);

    // Its English wording.
    const std::string& text() const { return text_; }
    // The message it is, or null.
    const Message* message() const { return message_.get(); }
    // The list it is, or null.
    const List* list() const { return list_.get(); }

    // The same wording: text, and the same message or list in it.
    friend bool operator==(const Arg& a, const Arg& b);

private:
    std::string text_;
    std::shared_ptr<const Message> message_;
    std::shared_ptr<const List> list_;
};

// Items joined as the catalogue's list.* entries say: "a, b, c", "a, b or c", "a, b and c", and
// with `more` items left out, "a, b, ... (and 3 more)".
struct List {
    enum class Join { Comma, Or, And };
    Join join = Join::Comma;
    std::vector<Arg> items;
    std::int64_t more = 0;
    friend bool operator==(const List&, const List&) = default;
};

// Items (numbers, text, messages) as a list joined as `join` says: the first `most` of them named,
// the rest counted ("a, b, ... (and 3 more)").
template <class T>
List listOf(const std::vector<T>& items, List::Join join = List::Join::Comma,
            std::size_t most = std::numeric_limits<std::size_t>::max()) {
    List out{join, {}, 0};
    const std::size_t listed = std::min(items.size(), most);
    out.items.reserve(listed);
    for (std::size_t i = 0; i < listed; ++i) out.items.emplace_back(items[i]);
    out.more = static_cast<std::int64_t>(items.size() - listed);
    return out;
}

struct Argument {
    std::string_view name;  // the placeholder it fills
    Arg value;
    friend bool operator==(const Argument&, const Argument&) = default;
};

struct Message {
    std::string_view id;         // "" for none (a default-made answer field)
    std::vector<Argument> args;  // in the order of the template's placeholders
    std::string text;            // the English
    friend bool operator==(const Message&, const Message&) = default;
};

// The catalogue's entry of one message, kept in its generated struct.
struct MessageInfo {
    std::string_view id;
    std::string_view text;          // the English template
    std::string_view placeholders;  // its placeholders, in order, separated by spaces
};

// Fills a template's placeholders with the fields of a generated struct (moved out of them).
Message makeMessage(const MessageInfo& info, std::initializer_list<Arg*> fields);

// A count in words up to ten ("three": a phrase of its own, which a translation words), in digits past it.
Arg countWord(std::int64_t n);

// A refusal: the core's message saying what is wrong. Copies share the message.
class Error {
public:
    explicit Error(Message message) : message_(std::make_shared<const Message>(std::move(message))) {}

    const Message& message() const { return *message_; }
    const std::string& text() const { return message_->text; }

private:
    std::shared_ptr<const Message> message_;
    friend class Arg;
};

// An answer in words: say(msg::explain_leaf{}).
template <class M>
Message say(M message) {
    return std::move(message).message();
}

// A refusal: return fail(msg::position_empty{.example = "7"}).
template <class M>
Error fail(M message) {
    return Error(std::move(message).message());
}

}  // namespace grundy
