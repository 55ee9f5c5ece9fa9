#include <algorithm>
#include <charconv>

#include "cli.hpp"

namespace grundy::cli {

bool ParsedArgs::has(const std::string& flag) const {
    return std::any_of(options.begin(), options.end(), [&](const auto& o) { return o.first == flag; });
}

std::optional<std::string> ParsedArgs::get(const std::string& flag) const {
    for (const auto& o : options)
        if (o.first == flag) return o.second;
    return std::nullopt;
}

Result<ParsedArgs> parseArgs(const std::vector<std::string>& args, const std::vector<std::string>& valueFlags,
                             const std::vector<std::string>& switches) {
    ParsedArgs out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.size() > 2 && a.rfind("--", 0) == 0) {
            if (std::find(switches.begin(), switches.end(), a) != switches.end()) {
                out.options.emplace_back(a, "");
            } else if (std::find(valueFlags.begin(), valueFlags.end(), a) != valueFlags.end()) {
                if (i + 1 >= args.size()) return fail(msg::command_needs_value{.option = a});
                out.options.emplace_back(a, args[++i]);
            } else {
                return fail(msg::command_unknown_option{.option = a});
            }
        } else {
            out.words.push_back(a);
        }
    }
    return out;
}

Result<std::int64_t> parseCount(const std::string& flag, const std::string& text, std::int64_t lo, std::int64_t hi) {
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        return fail(msg::command_not_whole{.option = flag, .text = text});
    if (v < lo || v > hi) return fail(msg::command_range{.option = flag, .least = lo, .most = hi, .text = text});
    return v;
}

}  // namespace grundy::cli
