#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>
#include <optional>
#include <string_view>

#include "cli.hpp"
#include "grundy/limits.hpp"

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

namespace {

// Digits (a sign allowed, so a negative count meets the range message), then optionally e and a one- or two-digit
// exponent: "20", "1e9". Nothing else.
std::optional<std::int64_t> readWhole(std::string_view text) {
    std::int64_t v = 0;
    const char* const last = text.data() + text.size();
    const auto [end, ec] = std::from_chars(text.data(), last, v);
    if (ec != std::errc() || text.empty()) return std::nullopt;
    if (end == last) return v;
    if (*end != 'e' && *end != 'E') return std::nullopt;
    int exponent = 0;
    const auto [expEnd, expEc] = std::from_chars(end + 1, last, exponent);
    if (expEc != std::errc() || expEnd != last || end + 1 == last || end[1] == '-' || exponent > 18)
        return std::nullopt;
    for (int i = 0; i < exponent; ++i) {
        if (v > std::numeric_limits<std::int64_t>::max() / 10 || v < std::numeric_limits<std::int64_t>::min() / 10)
            return std::nullopt;
        v *= 10;
    }
    return v;
}

}  // namespace

Result<std::int64_t> parseCount(const std::string& flag, const std::string& text, std::int64_t lo, std::int64_t hi) {
    const auto v = readWhole(text);
    if (!v) return fail(msg::command_not_whole{.option = flag, .text = text});
    if (*v < lo || *v > hi) return fail(msg::command_range{.option = flag, .least = lo, .most = hi, .text = text});
    return *v;
}

TableFiles readFiles(const ParsedArgs& args) {
    return TableFiles{.save = args.get("--save").value_or(""), .resume = args.get("--resume").value_or("")};
}

Result<std::int64_t> parseBytes(const std::string& flag, const std::string& text, std::int64_t lo, std::int64_t hi) {
    std::string_view digits = text;
    int shift = 20;  // a bare number is MiB
    std::size_t unitAt = digits.find_first_not_of("0123456789");
    if (unitAt != std::string_view::npos) {
        std::string unit;
        for (const char c : digits.substr(unitAt))
            unit += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        if (unit.size() > 1 && (unit.ends_with("IB") || unit.ends_with("B")))
            unit.resize(unit.size() - (unit.ends_with("IB") ? 2 : 1));
        const std::string_view units = "KMGT";
        const auto at = unit.size() == 1 ? units.find(unit[0]) : std::string_view::npos;
        if (at == std::string_view::npos) return fail(msg::command_not_size{.option = flag, .text = text});
        shift = 10 * static_cast<int>(at + 1);
        digits = digits.substr(0, unitAt);
    }
    const auto v = readWhole(digits);
    if (!v || digits.empty()) return fail(msg::command_not_size{.option = flag, .text = text});
    const bool tooBig = *v > (std::numeric_limits<std::int64_t>::max() >> shift);
    const std::int64_t bytes = tooBig ? std::numeric_limits<std::int64_t>::max() : *v << shift;
    if (bytes < lo || bytes > hi)
        return fail(msg::command_size_range{.option = flag, .least = lo >> 20, .most = hi >> 20, .text = text});
    return bytes;
}

Result<Budget> readBudget(const ParsedArgs& args) {
    Budget budget;
    if (auto work = args.get("--work")) {
        auto n = parseCount("--work", *work, 1, std::numeric_limits<std::int64_t>::max());
        if (!n) return n.why();
        budget.work = *n;
    }
    if (auto memory = args.get("--memory")) {
        auto bytes = parseBytes("--memory", *memory, std::int64_t{1} << 20, memoryCeiling());
        if (!bytes) return bytes.why();
        budget.bytes = *bytes;
    }
    return budget;
}

Result<Budget> readReachBudget(const ParsedArgs& args) {
    auto budget = readBudget(args);
    if (budget && budget->work == 0) budget.value().work = kWorkToReach;
    return budget;
}

Result<std::int64_t> readPeriodMax(const ParsedArgs& args) {
    if (auto max = args.get("--max")) return parseCount("--max", *max, 16, limits::kMaxCoordinate);
    return limits::kCommandPeriodSearchSize;
}

}  // namespace grundy::cli
