// The grundy command's parts: each command is one entry in commands() (commands.cpp), with its
// synopsis for --help. Options are parsed by the small helpers here.
#pragma once

#include <cstdint>
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
// A take-and-break table's refusal (values, stats, table): when the table stopped on its work or
// memory budget, the lines after it say how to raise them (its default work `steps`) and, with
// --save, where what was computed is kept.
int tableError(const Error& error, const TableFiles& files, std::uint64_t steps);

// --save FILE and --resume FILE: the files a long table is kept in.
TableFiles readFiles(const ParsedArgs& args);

// One game in normal play: what a table, a period or an export is about (the core refuses the
// others, saying why, whatever the options).
bool isOneGame(const api::Game& game);

// The canonical spec, made misère when `misere` (the --misere switch) asks and it is not already.
Result<std::string> specWithMisere(const std::string& spec, bool misere);

}  // namespace grundy::cli
