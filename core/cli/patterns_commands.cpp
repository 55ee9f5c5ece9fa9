// The pattern commands: period (the periodicity line), explain (why a position has its value),
// export (a C++ program, or a table as CSV or JSON). Registered in commands() (commands.cpp).
#include <algorithm>
#include <iostream>
#include <limits>

#include "cli.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/api.hpp"
#include "grundy/budget.hpp"
#include "grundy/limits.hpp"

namespace grundy::cli {

namespace {

// Where a search that stopped short of a proof stopped, why, and what to pass to go on.
std::string stoppedLine(const api::Periodicity& found, std::int64_t max, const Budget& budget) {
    if (found.stopped == "size") return say(msg::period_stopped_size{.reached = found.checked, .next = 2 * max}).text;
    if (found.stopped == "table")
        return say(msg::period_stopped_table{.reached = found.checked, .asked = max, .why = found.stoppedWhy}).text;
    // Only a search given --work stops on its work: without it, it goes as far as its bound.
    if (found.stopped == "work")
        return say(msg::period_stopped_work{.reached = found.checked, .asked = max, .work = budget.work}).text;
    const std::int64_t allowed = bytesAllowed(budget, memoryCeiling());
    return say(msg::period_stopped_memory{.reached = found.checked,
                                          .asked = max,
                                          .allowedMib = allowed >> 20,
                                          .next = std::to_string(2 * (allowed >> 20)) + "M"})
        .text;
}

}  // namespace

int runPeriod(const std::vector<std::string>& raw) {
    int status = 0;
    const auto run = startLongRun(raw, "period", RunBound::PeriodMax, status);
    if (!run) return status;
    RunWatch watch("period " + run->game.line);
    auto found = api::period(run->game.spec, run->last, run->budget, run->files, watch.progress());
    watch.end();
    if (!found) return watch.signal() ? interruptedError(found.why(), watch, &run->files) : usageError(found.error());
    std::cout << found->line << '\n';
    if (!found->stopped.empty()) std::cout << stoppedLine(*found, run->last, run->budget) << '\n';
    return 0;
}

int runExplain(const std::vector<std::string>& raw) {
    auto args = parseArgs(raw, kBudgetFlags, {"--misere"});
    if (!args) return usageError(args.error());
    if (args->words.size() != 2) return usageOf("explain");
    auto budget = readBudget(*args);
    if (!budget) return usageError(budget.error());
    auto spec = specWithMisere(args->words[0], args->has("--misere"));
    if (!spec) return usageError(spec.error());
    auto e = api::explain(*spec, args->words[1], *budget);
    if (!e) return searchError(e.why());
    std::cout << e->position << "  value " << e->value << "  " << e->outcome << (e->misere ? " (misère)" : "") << '\n';
    for (std::size_t i = 0; i < e->parts.size(); ++i) {
        const auto& part = e->parts[i];
        if (e->parts.size() > 1)
            std::cout << "part " << i + 1 << ", " << part.position << ": " << part.summary.text << '\n';
        for (const auto& o : part.options) std::cout << "  " << o.text << "  value " << o.value << '\n';
        if (!part.listedAll && part.enumerated)
            std::cout << "  ... " << part.optionCount - static_cast<std::int64_t>(part.options.size())
                      << " more options\n";
    }
    if (e->parts.size() > 1) {
        std::size_t label = 3;
        for (const Value v : e->partValues) label = std::max(label, std::to_string(v).size());
        const auto pad = [&](const std::string& s) { return std::string(label - s.size(), ' ') + s; };
        for (std::size_t i = 0; i < e->partValues.size(); ++i)
            std::cout << "  " << pad(std::to_string(e->partValues[i])) << "  " << e->binaryRows[i] << '\n';
        std::cout << "  " << pad("xor") << "  " << e->xorRow << "  = " << e->value << '\n';
    }
    std::cout << e->summary.text << '\n';
    return 0;
}

int runExport(const std::vector<std::string>& raw) {
    auto args = parseArgs(raw, {"--lang", "--to", "--rows", "--cols", "--max", "--work", "--memory"}, {});
    if (!args) return usageError(args.error());
    const std::string usage =
        "usage: grundy export SPEC --lang cpp [--max N] [--work N] [--memory SIZE] | --lang "
        "csv|json (--to N | --rows R --cols C)";
    if (args->words.size() != 1 || !args->has("--lang")) return usageError(usage);
    const std::string lang = *args->get("--lang");
    if (lang == "cpp") {
        auto game = api::describe(args->words[0]);
        if (!game) return usageError(game.error());
        auto max = readPeriodMax(*args);
        if (!max) return usageError(max.error());
        auto budget = readReachBudget(*args);
        if (!budget) return usageError(budget.error());
        RunWatch watch("export " + game->line);
        auto program = api::exportProgram(game->spec, *max, *budget, watch.progress());
        watch.end();
        if (!program)
            return watch.signal() ? interruptedError(program.why(), watch, nullptr) : usageError(program.error());
        std::cout << program->text;
        return 0;
    }
    if (lang != "csv" && lang != "json") return usageError("--lang must be cpp, csv or json (got '" + lang + "')");
    auto game = api::describe(args->words[0]);
    if (!game) return usageError(game.error());
    // The table's extent; a sum or a misère spec has no table, which the core says whatever is given.
    std::int64_t rows = 1, cols = 1;
    if (isOneGame(*game) && game->components[0].table == "strip") {
        if (!args->has("--to")) return usageError("a heap game's table needs --to N (the last heap)");
        auto n = parseCount("--to", *args->get("--to"), 0, limits::kMaxTableSize - 1);
        if (!n) return usageError(n.error());
        rows = *n + 1;
    } else if (isOneGame(*game)) {
        if (!args->has("--rows") || !args->has("--cols"))
            return usageError("'" + game->spec + "' has two coordinates; its table needs --rows R --cols C");
        auto r = parseCount("--rows", *args->get("--rows"), 1, limits::kMaxTableSize);
        if (!r) return usageError(r.error());
        auto c = parseCount("--cols", *args->get("--cols"), 1, limits::kMaxTableSize);
        if (!c) return usageError(c.error());
        rows = *r;
        cols = *c;
    }
    // A heap game's table goes to --to whatever it takes (a grid's cells keep their searches' budgets).
    RunWatch watch("export " + game->line);
    auto text = api::exportTable(game->spec, lang, rows, cols, Budget{.work = kWorkToReach}, watch.progress());
    watch.end();
    if (!text) return watch.signal() ? interruptedError(text.why(), watch, nullptr) : usageError(text.error());
    std::cout << *text;
    return 0;
}

}  // namespace grundy::cli
