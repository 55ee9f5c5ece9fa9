// The pattern commands: period (the periodicity line), explain (why a position has its value),
// export (a C++ program, or a table as CSV or JSON). Registered in commands() (commands.cpp).
#include <algorithm>
#include <iostream>

#include "cli.hpp"
#include "grundy/analysis/explain.hpp"
#include "grundy/analysis/export.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/limits.hpp"
#include "grundy/search/grid_search.hpp"

namespace grundy::cli {

namespace {

// --max N bounds the table the periodicity search may grow to (period and export share it).
Result<PeriodSearch> readPeriodSearch(const ParsedArgs& args) {
    PeriodSearch search;
    if (auto max = args.get("--max")) {
        auto n = parseCount("--max", *max, 16, kMaxPeriodSearchSize);
        if (!n) return fail(n.error());
        search.maxSize = *n;
        search.startSize = std::min(search.startSize, *n);
    }
    return search;
}

}  // namespace

int runPeriod(const std::vector<std::string>& raw) {
    auto args = parseArgs(raw, {"--max"}, {});
    if (!args) return usageError(args.error());
    if (args->words.size() != 1) return usageError("usage: grundy period SPEC [--max N]");
    auto game = parseSingleGame(args->words[0], "a period");
    if (!game) return usageError(game.error());
    auto search = readPeriodSearch(*args);
    if (!search) return usageError(search.error());
    auto found = findPeriodicity(*game, *search);
    if (!found) return usageError(found.error());
    std::cout << found->line() << '\n';
    return 0;
}

int runExplain(const std::vector<std::string>& raw) {
    auto args = parseArgs(raw, {}, {"--misere"});
    if (!args) return usageError(args.error());
    if (args->words.size() != 2) return usageError("usage: grundy explain SPEC POSITION [--misere]");
    auto rules = parseSpec(args->words[0]);
    if (!rules) return usageError(rules.error());
    if (args->has("--misere")) rules.value().misere = true;
    auto e = explain(*rules, args->words[1]);
    if (!e) return usageError(e.error());
    std::cout << e->position << "  value " << e->value << "  " << (e->outcome == Outcome::P ? "P" : "N")
              << (e->misere ? " (misère)" : "") << '\n';
    for (std::size_t i = 0; i < e->parts.size(); ++i) {
        const auto& part = e->parts[i];
        if (e->parts.size() > 1)
            std::cout << "part " << i + 1 << ", " << part.position << ": " << part.summaryEnglish << '\n';
        for (const auto& o : part.options) std::cout << "  " << o.move << "  value " << o.value << '\n';
        if (!part.listedAll && part.enumerated)
            std::cout << "  ... " << part.optionCount - part.options.size() << " more options\n";
    }
    if (e->parts.size() > 1) {
        std::size_t label = 3;
        for (const Value v : e->partValues) label = std::max(label, std::to_string(v).size());
        const auto pad = [&](const std::string& s) { return std::string(label - s.size(), ' ') + s; };
        for (std::size_t i = 0; i < e->partValues.size(); ++i)
            std::cout << "  " << pad(std::to_string(e->partValues[i])) << "  " << e->binaryRows[i] << '\n';
        std::cout << "  " << pad("xor") << "  " << e->xorRow << "  = " << e->value << '\n';
    }
    std::cout << e->summaryEnglish << '\n' << e->summaryChinese << '\n';
    return 0;
}

int runExport(const std::vector<std::string>& raw) {
    auto args = parseArgs(raw, {"--lang", "--to", "--rows", "--cols", "--max"}, {});
    if (!args) return usageError(args.error());
    const std::string usage =
        "usage: grundy export SPEC --lang cpp [--max N] | --lang csv|json (--to N | --rows R --cols C)";
    if (args->words.size() != 1 || !args->has("--lang")) return usageError(usage);
    const std::string lang = *args->get("--lang");
    if (lang == "cpp") {
        auto rules = parseSpec(args->words[0]);
        if (!rules) return usageError(rules.error());
        auto search = readPeriodSearch(*args);
        if (!search) return usageError(search.error());
        auto program = exportCpp(*rules, *search);
        if (!program) return usageError(program.error());
        std::cout << *program;
        return 0;
    }
    if (lang != "csv" && lang != "json") return usageError("--lang must be cpp, csv or json (got '" + lang + "')");
    auto game = parseSingleGame(args->words[0], "a table of values");
    if (!game) return usageError(game.error());
    if ((*game)->isHeapGame()) {
        if (!args->has("--to")) return usageError("a heap game's table needs --to N (the last heap)");
        auto n = parseCount("--to", *args->get("--to"), 0, limits::kMaxTableSize - 1);
        if (!n) return usageError(n.error());
        auto values = heapValues(*game, *n + 1);
        if (!values) return usageError(values.error());
        std::cout << (lang == "csv" ? toCsv(*values) : toJson((*game)->spec(), *values));
        return 0;
    }
    if (!args->has("--rows") || !args->has("--cols"))
        return usageError("'" + (*game)->spec() + "' has two coordinates; its table needs --rows R --cols C");
    auto rows = parseCount("--rows", *args->get("--rows"), 1, limits::kMaxTableSize);
    if (!rows) return usageError(rows.error());
    auto cols = parseCount("--cols", *args->get("--cols"), 1, limits::kMaxTableSize);
    if (!cols) return usageError(cols.error());
    auto values = gridValues(*game, *rows, *cols);
    if (!values) return usageError(values.error());
    const auto at = [&](std::int64_t x, std::int64_t y) { return (*values)[static_cast<std::size_t>(x * *cols + y)]; };
    std::cout << (lang == "csv" ? gridToCsv(*rows, *cols, at) : gridToJson((*game)->spec(), *rows, *cols, at));
    return 0;
}

}  // namespace grundy::cli
