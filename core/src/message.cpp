// Messages made from the catalogue's templates (grundy/message.hpp): the English text is the
// template with each placeholder replaced by its argument's English, lists joined by the
// catalogue's list.* entries, exactly as the page words them (web/ui/i18n.js).
#include "grundy/message.hpp"

#include "grundy/messages.hpp"

namespace grundy {

namespace {

// The argument a placeholder at text[open] ('{', a name, '}') names, or null: a brace that opens no
// placeholder ("{1, 3, 4}", "rules:{...}") is text.
const Argument* placeholder(std::string_view text, std::size_t open, const std::vector<Argument>& args,
                            std::size_t& close) {
    close = text.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", open + 1);
    if (close == std::string_view::npos || close == open + 1 || text[close] != '}') return nullptr;
    const std::string_view name = text.substr(open + 1, close - open - 1);
    for (const Argument& a : args)
        if (a.name == name) return &a;
    return nullptr;
}

// The template with each {name} replaced by the named argument's English.
std::string fill(std::string_view text, const std::vector<Argument>& args) {
    std::string out;
    out.reserve(text.size() + 16 * args.size());
    std::size_t at = 0;
    for (std::size_t open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
        std::size_t close = 0;
        const Argument* a = placeholder(text, open, args, close);
        if (!a) continue;
        out.append(text.substr(at, open - at));
        out += a->value.text();
        at = close + 1;
        open = close;
    }
    out.append(text.substr(at));
    return out;
}

std::string joined(const std::vector<Arg>& items, std::size_t count) {
    const std::string_view separator = msg::list_separator::info.text;
    std::string out;
    for (std::size_t i = 0; i < count; ++i) {
        if (i) out += separator;
        out += items[i].text();
    }
    return out;
}

std::string listText(const List& list) {
    const auto& items = list.items;
    if (list.more > 0) {
        return fill(msg::list_more::info.text,
                    {{"items", Arg(joined(items, items.size()))}, {"count", Arg(list.more)}});
    }
    if (list.join == List::Join::Comma || items.size() < 2) return joined(items, items.size());
    const MessageInfo& info = list.join == List::Join::Or ? msg::list_or::info : msg::list_and::info;
    return fill(info.text, {{"head", Arg(joined(items, items.size() - 1))}, {"last", items.back()}});
}

}  // namespace

Arg::Arg(Message message) : message_(std::make_shared<const Message>(std::move(message))) {
    text_ = message_->text;
}

Arg::Arg(const Error& error) : text_(error.text()), message_(error.message_) {}

Arg::Arg(List list) : list_(std::make_shared<const List>(std::move(list))) {
    text_ = listText(*list_);
}

Arg countWord(std::int64_t n) {
    switch (n) {
        case 0:
            return say(msg::count_zero{});
        case 1:
            return say(msg::count_one{});
        case 2:
            return say(msg::count_two{});
        case 3:
            return say(msg::count_three{});
        case 4:
            return say(msg::count_four{});
        case 5:
            return say(msg::count_five{});
        case 6:
            return say(msg::count_six{});
        case 7:
            return say(msg::count_seven{});
        case 8:
            return say(msg::count_eight{});
        case 9:
            return say(msg::count_nine{});
        case 10:
            return say(msg::count_ten{});
        default:
            return n;
    }
}

bool operator==(const Arg& a, const Arg& b) {
    const auto same = [](const auto* x, const auto* y) { return x == y || (x && y && *x == *y); };
    return a.text_ == b.text_ && same(a.message(), b.message()) && same(a.list(), b.list());
}

Message makeMessage(const MessageInfo& info, std::initializer_list<Arg*> fields) {
    Message out;
    out.id = info.id;
    out.args.reserve(fields.size());
    std::string_view names = info.placeholders;
    for (Arg* field : fields) {
        const std::size_t space = names.find(' ');
        out.args.push_back(Argument{names.substr(0, space), std::move(*field)});
        names = space == std::string_view::npos ? std::string_view() : names.substr(space + 1);
    }
    out.text = fill(info.text, out.args);
    return out;
}

}  // namespace grundy
