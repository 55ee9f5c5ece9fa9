// The basic commands: values, outcome, moves, specs. Each command reads its own options, asks the
// core's API (grundy/api.hpp) and prints plain text; errors go through usageError (exit 2).
#include <charconv>
#include <iostream>

#include "cli.hpp"
#include "grundy/api.hpp"

namespace grundy::cli {

int runTable(const std::vector<std::string>& args);       // table.cpp
int runPeriod(const std::vector<std::string>& args);      // patterns_commands.cpp
int runExplain(const std::vector<std::string>& args);     // patterns_commands.cpp
int runExport(const std::vector<std::string>& args);      // patterns_commands.cpp
int runRules(const std::vector<std::string>& args);       // rules_command.cpp
int runStats(const std::vector<std::string>& args);       // stats_command.cpp
int runGenus(const std::vector<std::string>& args);       // misere_commands.cpp
int runQuotient(const std::vector<std::string>& args);    // misere_commands.cpp
int runIdentify(const std::vector<std::string>& args);    // identify_commands.cpp
int runEquivalent(const std::vector<std::string>& args);  // identify_commands.cpp

namespace {

int runValues(const std::vector<std::string>& raw) {
    int status = 0;
    const auto run = startLongRun(raw, "values", RunBound::ToHeap, status);
    if (!run) return status;
    const std::int64_t n = run->last;
    const auto& first = run->game.components[0];
    if (isOneGame(run->game) && first.table != "strip")
        return usageError("'" + first.spec + "' is not a heap game; use grundy table SPEC --rows R --cols C" +
                          (first.dimensions == 2 ? "" : " (one row per node, --cols 1)"));
    RunWatch watch("values " + run->game.line);
    auto values = api::values(run->game.spec, n + 1, run->budget, run->files, watch.progress());
    watch.end();
    if (!values)
        return watch.signal() ? interruptedError(values.why(), watch, &run->files)
                              : reachError(values.why(), run->files, n);
    // One line, written a piece at a time: the text of 2^28 values is about a gigabyte, which the
    // memory estimate does not count and the output need not hold at once. The digits go straight
    // into the piece (appending each value's to a std::string took a tenth of octal:0.104's time).
    constexpr std::size_t kPiece = 1 << 16;
    std::vector<char> piece(kPiece + 16);
    char* const begin = piece.data();
    char* out = begin;
    for (std::size_t i = 0; i < values->size(); ++i) {
        const Value v = (*values)[i];
        if (i) *out++ = ' ';
        if (v < 10)
            *out++ = static_cast<char>('0' + v);
        else
            out = std::to_chars(out, out + 10, v).ptr;
        if (static_cast<std::size_t>(out - begin) >= kPiece) {
            std::cout.write(begin, out - begin);
            out = begin;
        }
    }
    *out++ = '\n';
    std::cout.write(begin, out - begin);
    return 0;
}

// Shared by outcome and moves: SPEC POSITION [--misere] [--work N] [--memory SIZE]; the spec to
// ask about.
Result<std::string> readQuestion(const std::vector<std::string>& raw, const std::string& name, std::string& position,
                                 Budget& budget) {
    auto args = parseArgs(raw, kBudgetFlags, {"--misere"});
    if (!args) return args.why();
    if (args->words.size() != 2) return fail(msg::command_usage{.command = name});
    auto asked = readBudget(*args);
    if (!asked) return asked.why();
    budget = *asked;
    position = args->words[1];
    return specWithMisere(args->words[0], args->has("--misere"));
}

int runOutcome(const std::vector<std::string>& raw) {
    std::string position;
    Budget budget;
    auto spec = readQuestion(raw, "outcome", position, budget);
    if (!spec) return usageError(spec.error());
    auto out = api::outcome(*spec, position, budget);
    if (!out) return searchError(out.why());
    std::cout << *out << '\n';
    return 0;
}

int runMoves(const std::vector<std::string>& raw) {
    std::string position;
    Budget budget;
    auto spec = readQuestion(raw, "moves", position, budget);
    if (!spec) return usageError(spec.error());
    auto a = api::analyse(*spec, position, budget);
    if (!a) return searchError(a.why());
    for (const auto& m : a->moves)
        std::cout << m.text << " -> " << m.to << "  value " << m.value << (m.winning ? "  winning" : "") << '\n';
    std::cout << a->moveCount << " moves, " << a->winningMoves << " winning"
              << (a->listedAll ? "" : " (only the winning ones are listed)") << '\n';
    return 0;
}

int runSpecs(const std::vector<std::string>& raw) {
    if (!raw.empty()) return usageOf("specs");
    for (const auto& f : api::families()) {
        std::cout << f.name << "  e.g. " << f.example;
        for (std::size_t i = 0; i < f.aliases.size(); ++i)
            std::cout << (i ? ", " : "  also ") << f.aliases[i].name << " = " << f.aliases[i].spec;
        std::cout << '\n';
    }
    return 0;
}

}  // namespace

bool isOneGame(const api::Descriptor& game) {
    return game.components.size() == 1 && !game.misere;
}

Result<std::string> specWithMisere(const std::string& spec, bool misere) {
    auto game = api::describe(spec);
    if (!game) return game.why();
    return misere && !game->misere ? "misere:" + game->spec : game->spec;
}

const std::vector<Command>& commands() {
    static const std::vector<Command> table{
        {"values", "values SPEC --to N [--work N] [--memory SIZE] [--save FILE] [--resume FILE]",
         "g(0) .. g(N) of a heap game, space separated, one line; long take-and-break tables saved and resumed",
         &runValues},
        {"outcome", "outcome SPEC POSITION [--misere] [--work N] [--memory SIZE]", "P or N", &runOutcome},
        {"moves", "moves SPEC POSITION [--misere] [--work N] [--memory SIZE]",
         "each move, the position it leaves and its value; winning ones marked", &runMoves},
        {"specs", "specs", "the game families, an example spec of each, and the names of classic games", &runSpecs},
        {"table", "table SPEC --rows R --cols C [--work N] [--memory SIZE]",
         "values of a two-coordinate game, one line per row", &runTable},
        {"period", "period SPEC [--max N] [--work N] [--memory SIZE] [--save FILE] [--resume FILE]",
         "preperiod, period and saltus; proven or observed, and where and why a search stopped short", &runPeriod},
        {"explain", "explain SPEC POSITION [--misere] [--work N] [--memory SIZE]",
         "options, their values, the mex; a sum's XOR", &runExplain},
        {"export", "export SPEC --lang cpp|csv|json [--max N] [--work N] [--memory SIZE] [--to N | --rows R --cols C]",
         "a C++17 program or a table", &runExport},
        {"rules", "rules check|spec FILE|-, rules examples, rules show ID",
         "the rule language: check a program, its spec, the examples", &runRules},
        {"stats", "stats SPEC --to N [--work N] [--memory SIZE] [--save FILE] [--resume FILE]",
         "a take-and-break table's rare/common mask, rare heaps and largest value at each power of two", &runStats},
        {"genus", "genus SPEC --to N [--work N] [--memory SIZE]",
         "the genus g^(γ0 γ1 ...) of heaps 0 .. N in misère play, one line, and whether the game is tame", &runGenus},
        {"quotient", "quotient SPEC --to N [--work N] [--memory SIZE]",
         "the misère quotient of heaps 0 .. N: order, P-portion, presentation, pretending function, period",
         &runQuotient},
        {"identify", "identify VALUES",
         "the known heap games whose values g(0), g(1), ... (or P/N letters) start as given, with their periods",
         &runIdentify},
        {"equivalent", "equivalent CODE",
         "the simplest octal code with a take-and-break code's values, its offset, and whether that is proven",
         &runEquivalent},
    };
    return table;
}

}  // namespace grundy::cli
