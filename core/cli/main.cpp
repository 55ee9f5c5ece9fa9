// grundy: the native command over the core library, for power users, scripts and benchmarks.
// Plain text out; on bad input a one-line message on stderr and exit status 2.
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "cli.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy::cli {

int usageError(const std::string& message) {
    std::cerr << "grundy: " << message << '\n';
    return 2;
}

int searchError(const Error& error) {
    const int status = usageError(error.text());
    if (stoppedOnBudget(error.message())) std::cerr << say(msg::command_raise_budget{}).text << '\n';
    return status;
}

int usageOf(const std::string& command) {
    for (const auto& c : commands())
        if (command == c.name) return usageError("usage: grundy " + std::string(c.synopsis));
    return usageError("unknown command '" + command + "'; run grundy --help for the list");
}

namespace {

// Whether a table stopped on its work or memory budget (what a larger one, or a resumed run, gets past).
bool tableStopped(const Error& error) {
    const std::string_view id = error.message().id;
    return id == msg::sparse_stopped::info.id || id == msg::sparse_memory::info.id;
}

int savedLine(const TableFiles& files, int status) {
    if (!files.save.empty()) std::cerr << say(msg::command_table_saved{.file = files.save}).text << '\n';
    return status;
}

}  // namespace

int tableError(const Error& error, const TableFiles& files, std::uint64_t steps) {
    const int status = usageError(error.text());
    if (!tableStopped(error)) return status;
    std::cerr << say(msg::command_table_budget{.steps = splitWorkText(steps)}).text << '\n';
    return savedLine(files, status);
}

int reachError(const Error& error, const TableFiles& files, std::int64_t last) {
    const int status = usageError(error.text());
    if (!tableStopped(error)) return status;
    if (error.message().id == msg::sparse_stopped::info.id)
        std::cerr << say(msg::command_table_work{.last = last}).text << '\n';
    else
        std::cerr << say(msg::command_table_memory{.mostMib = memoryCeiling() >> 20}).text << '\n';
    return savedLine(files, status);
}

}  // namespace grundy::cli

int main(int argc, char** argv) {
    using namespace grundy::cli;
    std::vector<std::string> args(argv + 1, argv + argc);
    // --threads N, for any command: the most threads a long take-and-break table is computed with
    // (grundy::setTableThreads; the machine's cores when not given). Taken out before the command's
    // own options are read.
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "--threads") continue;
        if (i + 1 >= args.size())
            return usageError(grundy::say(grundy::msg::command_needs_value{.option = "--threads"}).text);
        const auto threads = parseCount("--threads", args[i + 1], 1, 256);
        if (!threads) return usageError(threads.error());
        grundy::setTableThreads(static_cast<int>(*threads));
        args.erase(args.begin() + static_cast<std::ptrdiff_t>(i), args.begin() + static_cast<std::ptrdiff_t>(i) + 2);
        break;
    }
    const auto& table = commands();
    const auto usage = [&] {
        std::string out = "usage:\n";
        for (const auto& c : table) out += "  grundy " + std::string(c.synopsis) + "\n      " + c.summary + "\n";
        out +=
            "  --threads N with any command: the most threads a long take-and-break table uses (default: "
            "every core)\n";
        out += "specs: see `grundy specs`; examples: subtraction:1,3,4  bash:3  octal:0.77  wythoff  nim+octal:0.77\n";
        return out;
    };
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << usage();
        return args.empty() ? 2 : 0;
    }
    for (const auto& c : table) {
        if (args[0] == c.name) {
            try {
                return c.run(std::vector<std::string>(args.begin() + 1, args.end()));
            } catch (const std::exception& e) {  // the core does not throw; this is a last resort
                return usageError(std::string("internal error: ") + e.what());
            }
        }
    }
    return usageError("unknown command '" + args[0] + "'; run grundy --help for the list");
}
