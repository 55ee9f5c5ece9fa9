// The start every long run over one game shares (values, stats, period: cli.hpp, startLongRun). Apart
// from args.cpp, the option parser, which the fuzz targets link alone: this start also prints.
#include "cli.hpp"
#include "grundy/limits.hpp"

namespace grundy::cli {

std::optional<LongRun> startLongRun(const std::vector<std::string>& raw, const std::string& command, RunBound bound,
                                    int& status) {
    const bool toHeap = bound == RunBound::ToHeap;
    const auto refuse = [&](int printed) {
        status = printed;
        return std::nullopt;
    };
    auto args = parseArgs(raw, {toHeap ? "--to" : "--max", "--work", "--memory", "--save", "--resume"}, {});
    if (!args) return refuse(usageError(args.error()));
    if (args->words.size() != 1 || (toHeap && !args->has("--to"))) return refuse(usageOf(command));
    auto game = api::describe(args->words[0]);
    if (!game) return refuse(usageError(game.error()));
    // As far as memory allows: the core estimates the table and refuses, with the figures, what cannot fit.
    auto last = toHeap ? parseCount("--to", *args->get("--to"), 0, limits::kMaxCoordinate - 1) : readPeriodMax(*args);
    if (!last) return refuse(usageError(last.error()));
    auto budget = readReachBudget(*args);
    if (!budget) return refuse(usageError(budget.error()));
    const TableFiles files = readFiles(*args);
    return LongRun{std::move(args).value(), std::move(game).value(), *last, *budget, files};
}

}  // namespace grundy::cli
