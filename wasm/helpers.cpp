#include "helpers.hpp"

#include <cmath>
#include <unordered_set>

#include "grundy/message_json.hpp"

namespace grundy::wasm {

Result<std::int64_t> whole(double x, Count what) {
    const auto name = [what] {
        switch (what) {
            case Count::Component:
                return say(msg::call_count_component{});
            case Count::TableSize:
                return say(msg::call_count_table_size{});
            case Count::SearchLimit:
                return say(msg::call_count_search_limit{});
            case Count::Rows:
                return say(msg::call_count_rows{});
            case Count::Seed:
                return say(msg::call_count_seed{});
            case Count::Difficulty:
                return say(msg::call_count_difficulty{});
            case Count::Questions:
                return say(msg::call_count_questions{});
            case Count::Cols:
                return say(msg::call_count_cols{});
            case Count::Work:
                return say(msg::call_count_work{});
            case Count::Memory:
                return say(msg::call_count_memory{});
            case Count::Heaps:
                break;
        }
        return say(msg::call_count_heaps{});
    };
    if (!std::isfinite(x) || std::floor(x) != x) return fail(msg::call_not_whole{.what = name()});
    if (std::fabs(x) > 9.0e15) return fail(msg::call_too_large{.what = name()});
    return static_cast<std::int64_t>(x);
}

Result<Budget> budgetOf(const emscripten::val& budget) {
    Budget out;
    if (budget.isUndefined() || budget.isNull()) return out;
    const auto field = [&](const char* name, Count what, std::int64_t& to) -> std::optional<Error> {
        const emscripten::val v = budget[name];
        if (v.isUndefined() || v.isNull()) return std::nullopt;
        auto n = whole(v.as<double>(), what);
        if (!n) return n.why();
        to = *n;
        return std::nullopt;
    };
    if (auto bad = field("work", Count::Work, out.work)) return *bad;
    if (auto bad = field("bytes", Count::Memory, out.bytes)) return *bad;
    return out;
}

namespace {

// A message as JS data, made by the core's one writer of messages (grundy/message_json.hpp).
val parsedJson(const std::string& json) {
    return val::global("JSON").call<val>("parse", json);
}

Arg argFromJs(const val& v) {
    if (v.isString()) return v.as<std::string>();
    if (v.hasOwnProperty("items")) {
        List l;
        const auto join = v["join"].as<std::string>();
        l.join = join == "or" ? List::Join::Or : join == "and" ? List::Join::And : List::Join::Comma;
        const auto length = v["items"]["length"].as<std::size_t>();
        for (std::size_t i = 0; i < length; ++i) l.items.push_back(argFromJs(v["items"][i]));
        l.more = static_cast<std::int64_t>(v["more"].as<double>());
        return l;
    }
    return messageFromJs(v);
}

// A lasting copy of an id or a placeholder's name read from JS, for a Message's views (which point
// into the catalogue when the core makes one). Not looked up in the catalogue (msg::kAll): that would
// link every message's English into each module, the first module's included, where the rule
// language's and the full module's calls' messages are never said.
std::string_view kept(std::string text) {
    static std::unordered_set<std::string> seen;  // node-based: a kept string never moves
    return *seen.insert(std::move(text)).first;
}

// The message of an id and args read from JS, with its English given; the args in the order JS has
// them, which is the order messageJson wrote them in (the template's placeholders').
Message messageOf(const val& v, std::string text) {
    Message m;
    m.text = std::move(text);
    m.id = kept(v["id"].as<std::string>());
    const val args = v["args"];
    const val names = val::global("Object").call<val>("keys", args);
    const auto count = names["length"].as<std::size_t>();
    for (std::size_t i = 0; i < count; ++i) {
        auto name = names[i].as<std::string>();
        const val arg = args[name];
        m.args.push_back(Argument{kept(std::move(name)), argFromJs(arg)});
    }
    return m;
}

}  // namespace

val messageToJs(const Message& m) {
    return parsedJson(messageJson(m));
}

Message messageFromJs(const val& v) {
    return messageOf(v, v["text"].as<std::string>());
}

val rulesErrorToJs(const api::RulesError& e) {
    val out = messageToJs(e.message);  // its id and args; its English is `message`, `text` the program's
    out.set("line", e.line);
    out.set("col", e.col);
    out.set("endCol", e.endCol);
    out.set("message", e.message.text);
    out.set("text", e.text);
    return out;
}

api::RulesError rulesErrorFromJs(const val& v) {
    return api::RulesError{v["line"].as<int>(), v["col"].as<int>(), v["endCol"].as<int>(),
                           messageOf(v, v["message"].as<std::string>()), v["text"].as<std::string>()};
}

val failure(const Error& error) {
    val out = val::object();
    out.set("error", parsedJson(errorJson(error)));
    return out;
}

val replyTable(const Result<std::vector<Value>>& values) {
    if (!values) return failure(values.why());
    val view(emscripten::typed_memory_view(values->size(), values->data()));
    val out = val::object();
    out.set("value", val::global("Uint32Array").new_(view));
    return out;
}

}  // namespace grundy::wasm
