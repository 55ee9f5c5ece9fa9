// Fuzz target: the grundy command's option parsing (core/cli/args.cpp): parseArgs on words split at
// NUL bytes, with the value flags and switches of one of the commands, and parseCount on each word.
// Checks: no crash or sanitizer report; parseArgs keeps every word that is not an option, in order,
// and only accepts the flags it was given, each value flag with the word after it; parseCount accepts
// exactly the decimal numbers within its bounds (checked against a digit-by-digit reading here).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cli.hpp"
#include "fuzz_support.hpp"

using namespace grundy;

namespace {

struct FlagSet {
    std::vector<std::string> valueFlags, switches;
};

const FlagSet kFlagSets[] = {
    {{"--to"}, {}}, {{}, {"--misere"}}, {{"--rows", "--cols"}, {}}, {{"--max", "--format"}, {"--json", "--proof"}},
    {{}, {}},
};

// A decimal integer (optional '-', then digits) that fits in 64 bits; nullopt otherwise.
std::optional<std::int64_t> decimal(const std::string& s) {
    std::size_t i = s.size() > 0 && s[0] == '-' ? 1 : 0;
    if (i == s.size()) return std::nullopt;
    __int128 v = 0;
    for (; i < s.size(); ++i) {
        if (s[i] < '0' || s[i] > '9') return std::nullopt;
        v = v * 10 + (s[i] - '0');
        if (v > (__int128{1} << 64)) return std::nullopt;
    }
    if (s[0] == '-') v = -v;
    if (v < INT64_MIN || v > INT64_MAX) return std::nullopt;
    return static_cast<std::int64_t>(v);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::ByteReader in(data, size);
    const FlagSet& flags = kFlagSets[in.below(static_cast<int>(std::size(kFlagSets)))];
    const std::int64_t lo = static_cast<std::int8_t>(in.byte());
    const std::int64_t hi = lo + in.byte() * 1000;
    std::vector<std::string> words;
    std::string current;
    for (const char c : in.rest()) {
        if (c == '\0') {
            words.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    words.push_back(current);

    const auto isOption = [](const std::string& w) { return w.size() > 2 && w.rfind("--", 0) == 0; };
    const auto contains = [](const std::vector<std::string>& list, const std::string& w) {
        return std::find(list.begin(), list.end(), w) != list.end();
    };
    auto parsed = cli::parseArgs(words, flags.valueFlags, flags.switches);
    // The same walk, written out here: what parseArgs must give.
    std::vector<std::string> wantWords;
    std::vector<std::pair<std::string, std::string>> wantOptions;
    bool wantOk = true;
    for (std::size_t i = 0; i < words.size() && wantOk; ++i) {
        if (!isOption(words[i])) {
            wantWords.push_back(words[i]);
        } else if (contains(flags.switches, words[i])) {
            wantOptions.emplace_back(words[i], "");
        } else if (contains(flags.valueFlags, words[i]) && i + 1 < words.size()) {
            wantOptions.emplace_back(words[i], words[i + 1]);
            ++i;
        } else {
            wantOk = false;
        }
    }
    FUZZ_CHECK(parsed.ok() == wantOk, "parseArgs is " << (parsed ? "ok" : parsed.error()));
    if (parsed) {
        FUZZ_CHECK(parsed->words == wantWords && parsed->options == wantOptions, "parseArgs splits differently");
        for (const auto& [flag, value] : wantOptions) {
            FUZZ_CHECK(parsed->has(flag) && parsed->get(flag).has_value(), flag << " is not found");
        }
    } else {
        FUZZ_CHECK(fuzz::wellFormedMessage(parsed.error()), "'" << parsed.error() << "'");
    }

    for (const auto& w : words) {
        auto count = cli::parseCount("--to", w, lo, hi);
        const auto want = decimal(w);
        const bool wantCount = want && *want >= lo && *want <= hi;
        FUZZ_CHECK(count.ok() == wantCount, "parseCount('" << w << "', " << lo << ", " << hi << ") is "
                                                           << (count ? std::to_string(*count) : count.error()));
        if (count) FUZZ_CHECK(*count == *want, "parseCount('" << w << "') gives " << *count);
    }
    return 0;
}
