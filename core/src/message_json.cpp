// The one writer of the core's messages as JSON (grundy/message_json.hpp).
#include "grundy/message_json.hpp"

#include "grundy/budget.hpp"

namespace grundy {

namespace {

void appendJson(std::string& out, const Message& m);

void appendJson(std::string& out, const Arg& a) {
    if (const Message* m = a.message()) return appendJson(out, *m);
    const List* l = a.list();
    if (!l) return appendJsonString(out, a.text());
    out += l->join == List::Join::Or    ? R"({"join":"or","items":[)"
           : l->join == List::Join::And ? R"({"join":"and","items":[)"
                                        : R"({"join":"comma","items":[)";
    for (std::size_t i = 0; i < l->items.size(); ++i) {
        if (i) out += ',';
        appendJson(out, l->items[i]);
    }
    out += R"(],"more":)" + std::to_string(l->more) + "}";
}

// "id":...,"args":{...}: what a message and a refusal share, the args in the template's order.
void appendIdAndArgs(std::string& out, const Message& m) {
    out += R"("id":)";
    appendJsonString(out, m.id);
    out += R"(,"args":{)";
    for (std::size_t i = 0; i < m.args.size(); ++i) {
        if (i) out += ',';
        appendJsonString(out, m.args[i].name);
        out += ':';
        appendJson(out, m.args[i].value);
    }
    out += '}';
}

void appendJson(std::string& out, const Message& m) {
    out += '{';
    appendIdAndArgs(out, m);
    out += R"(,"text":)";
    appendJsonString(out, m.text);
    out += '}';
}

}  // namespace

void appendJsonString(std::string& out, std::string_view text) {
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else if (static_cast<unsigned char>(c) < 0x20) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\u00";
            out += kHex[(c >> 4) & 0xF];
            out += kHex[c & 0xF];
        } else {
            out += c;
        }
    }
    out += '"';
}

std::string messageJson(const Message& message) {
    std::string out;
    appendJson(out, message);
    return out;
}

std::string errorJson(const Error& error) {
    std::string out = R"({"message":)";
    appendJsonString(out, error.text());
    out += ',';
    appendIdAndArgs(out, error.message());
    out += stoppedOnBudget(error.message()) ? R"(,"budget":true})" : R"(,"budget":false})";
    return out;
}

}  // namespace grundy
