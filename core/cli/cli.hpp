// The grundy command's parts: each command is one entry in commands() (commands.cpp), with its
// synopsis for --help. Options are parsed by the small helpers here.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grundy/api.hpp"
#include "grundy/budget.hpp"
#include "grundy/result.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy::cli {

struct Command {
    const char* name;
    const char* synopsis;  // "values SPEC --to N"
    const char* summary;   // one line for --help
    int (*run)(const std::vector<std::string>& args);
};

const std::vector<Command>& commands();

// Prints "grundy: MESSAGE" to stderr and returns 2.
int usageError(const std::string& message);
// usageError with "usage: grundy " and the command's synopsis from commands(): its one text.
int usageOf(const std::string& command);

// Splits args into positional words and --flag VALUE / --switch options.
struct ParsedArgs {
    std::vector<std::string> words;
    std::vector<std::pair<std::string, std::string>> options;  // ("--to", "20"), ("--misere", "")

    bool has(const std::string& flag) const;
    std::optional<std::string> get(const std::string& flag) const;
};

// `valueFlags` take a value; `switches` do not. Anything else starting with "--" is an error.
Result<ParsedArgs> parseArgs(const std::vector<std::string>& args, const std::vector<std::string>& valueFlags,
                             const std::vector<std::string>& switches);

// A whole number within [lo, hi], for option values; the message names the flag. Large counts may be
// written with an exponent (--work 1e9).
Result<std::int64_t> parseCount(const std::string& flag, const std::string& text, std::int64_t lo, std::int64_t hi);

// A size in bytes for --memory: a number with a unit K, M, G or T (powers of 1024; "MB", "MiB" and
// lower case read the same), a bare number being MiB. Within [lo, hi] bytes; the message names the
// flag and gives the range in MiB.
Result<std::int64_t> parseBytes(const std::string& flag, const std::string& text, std::int64_t lo, std::int64_t hi);

// The options of every command that searches (outcome, moves, explain): what each of its searches
// may spend (grundy/budget.hpp), --work N in steps and --memory SIZE, never past memoryCeiling().
inline const std::vector<std::string> kBudgetFlags{"--work", "--memory"};
// The Budget those options ask for (0 where one is not given: that search's default).
Result<Budget> readBudget(const ParsedArgs& args);
// A search's refusal, as usageError prints it; when the search stopped on its budget, a second line
// says how to raise it.
int searchError(const Error& error);
// A take-and-break table's refusal (table): when the table stopped on its work or memory budget, the
// lines after it say how to raise them (its default work `steps`) and, with --save, where what was
// computed is kept.
int tableError(const Error& error, const TableFiles& files, std::uint64_t steps);
// The same for a table told how far to go (values and stats --to N, with kWorkToReach unless --work
// was given): stopped on --work, how to go on to heap `last` (leave --work out); on memory, how much
// more this machine allows.
int reachError(const Error& error, const TableFiles& files, std::int64_t last);

// --save FILE and --resume FILE: the files a long table is kept in.
TableFiles readFiles(const ParsedArgs& args);

// readBudget for a run told how far to go (values and stats --to, period and export --max): without
// --work, kWorkToReach, so it goes as far as asked whatever that takes; memory stays its limit.
Result<Budget> readReachBudget(const ParsedArgs& args);

// --max N bounds the table the periodicity search may grow to (period and export share it); without
// it, the command's own bound (limits::kCommandPeriodSearchSize). Either way the search takes the
// work reaching it (readReachBudget) unless --work says less. Past what memory allows, the core
// refuses with the figures.
Result<std::int64_t> readPeriodMax(const ParsedArgs& args);

// How far a long run over one game goes: to a heap (values and stats --to N, required) or as far as
// a periodicity search may (period --max N, readPeriodMax).
enum class RunBound { ToHeap, PeriodMax };
// The start every long run over one game shares (values, stats, period): its options read (the
// bound's flag, --work, --memory, --save, --resume), its one SPEC described, how far it goes
// (`last`: the heap --to names, or the search's bound) and what it may spend (readReachBudget).
// None when one of them is wrong, with `status` the exit status and the reason printed
// (usageOf(command) for a command of the wrong shape).
struct LongRun {
    ParsedArgs args;
    api::Descriptor game;
    std::int64_t last = 0;
    Budget budget;
    TableFiles files;
};
std::optional<LongRun> startLongRun(const std::vector<std::string>& raw, const std::string& command, RunBound bound,
                                    int& status);

// A long run's watch (values, stats, period, export): its progress on stderr and its Ctrl-C, from
// construction to end().
//   * stderr a terminal: from the first second on, a live line rewritten in place five times a
//     second (values done of those asked, the rate, the time left at it), cleared at the end;
//   * otherwise the same as a plain line every GRUNDY_PROGRESS_SECONDS seconds (5 unless set; 0
//     after every slice; "off" never).
//   A run that ends before its first line prints nothing, and stdout is never touched.
//   * SIGINT or SIGTERM: the run stops after the slice it is in (saving its table where --save asks)
//     and the command says so (interruptedError); a second one ends the command at once.
class RunWatch {
public:
    // What a run's `done` and `asked` count: values of a table (a rate and the time left are shown),
    // or heaps of a misère quotient (each costing more than the last: the time so far).
    enum class Counting { Values, Heaps };
    // `what` names the run in its lines: "period octal:0.1777".
    explicit RunWatch(std::string what, Counting counting = Counting::Values);
    ~RunWatch();
    RunWatch(const RunWatch&) = delete;
    RunWatch& operator=(const RunWatch&) = delete;

    // What the core asks between slices (valid while the watch lives).
    Progress progress();
    // The run is over: the live line cleared, the signals' handling as it was before.
    void end();
    // The signal that stopped the run (SIGINT, SIGTERM), 0 when none did.
    int signal() const;

private:
    struct State;
    std::unique_ptr<State> state_;
};

// A run the watch stopped: the core's message (run.interrupted), where its table was saved and how to
// go on from it (or, for a command that takes --save, how to keep one next time: `files` null for one
// that does not); status 128 + the signal, as a shell reports it.
int interruptedError(const Error& error, const RunWatch& watch, const TableFiles* files);

// One game in normal play: what a table, a period or an export is about (the core refuses the
// others, saying why, whatever the options).
bool isOneGame(const api::Descriptor& game);

// The canonical spec, made misère when `misere` (the --misere switch) asks and it is not already.
Result<std::string> specWithMisere(const std::string& spec, bool misere);

}  // namespace grundy::cli
