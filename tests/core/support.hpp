// Helpers shared by the Catch2 test files: parse a spec that must be good, or one that must fail,
// and run the native command.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "grundy/spec.hpp"

namespace grundy::test {

// A component game that must parse; the failure names the spec and the core's message.
inline GamePtr game(const std::string& spec) {
    auto g = parseGame(spec);
    INFO(spec << ": " << (g ? "" : g.error()));
    REQUIRE(g.ok());
    return *g;
}

// The core's message for a component game that must not parse.
inline std::string gameError(const std::string& spec) {
    auto g = parseGame(spec);
    INFO(spec);
    REQUIRE_FALSE(g.ok());
    return g.error();
}

// The core's message for a full spec (sums, misère) that must not parse.
inline std::string rulesetError(const std::string& spec) {
    auto r = parseSpec(spec);
    INFO(spec);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

// A subtraction game written independently of the core: g(n) = mex{ g(n - s) : s in S, s <= n },
// the mex by scanning a fresh boolean array per position (the textbook way).
inline std::vector<Value> subtractionReference(const std::vector<std::int64_t>& set, std::int64_t size) {
    std::vector<Value> g(static_cast<std::size_t>(size), 0);
    for (std::int64_t n = 0; n < size; ++n) {
        std::vector<bool> present(set.size() + 2, false);
        for (const std::int64_t s : set)
            if (s <= n) present[g[static_cast<std::size_t>(n - s)]] = true;
        Value v = 0;
        while (present[v]) ++v;
        g[static_cast<std::size_t>(n)] = v;
    }
    return g;
}

// A message's structure on one line, apart from its English: id(name=value, ...), a message in an
// argument written the same way, a list as or[a, b] (and[...], [...]; "+3" for items left out).
inline std::string shape(const Message& m);
inline std::string shape(const Arg& a) {
    if (const Message* m = a.message()) return shape(*m);
    if (const List* l = a.list()) {
        std::string out = l->join == List::Join::Or ? "or[" : l->join == List::Join::And ? "and[" : "[";
        for (std::size_t i = 0; i < l->items.size(); ++i) out += (i ? ", " : "") + shape(l->items[i]);
        return out + (l->more ? " +" + std::to_string(l->more) : "") + "]";
    }
    return a.text();
}
inline std::string shape(const Message& m) {
    std::string out = std::string(m.id) + "(";
    for (std::size_t i = 0; i < m.args.size(); ++i)
        out += (i ? ", " : "") + std::string(m.args[i].name) + "=" + shape(m.args[i].value);
    return out + ")";
}

// "subtraction:1,3,4" for the set {1, 3, 4}.
inline std::string subtractionSpec(const std::vector<std::int64_t>& set) {
    std::string spec = "subtraction:";
    for (std::size_t i = 0; i < set.size(); ++i) spec += (i ? "," : "") + std::to_string(set[i]);
    return spec;
}

// A file in the temporary directory for one test, removed when it goes; the process id in its name
// keeps the test cases CTest runs side by side apart.
struct TempFile {
    std::string path;
    explicit TempFile(const std::string& name)
        : path((std::filesystem::temp_directory_path() / ("grundy-test-" + std::to_string(getpid()) + "-" + name))
                   .string()) {}
    ~TempFile() { std::filesystem::remove(path); }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
};

struct CommandResult {
    int status = -1;
    std::string output;  // what it wrote to stdout (runCli: and to stderr)
};

// The shell command line that runs the native grundy command (GRUNDY_CLI_PATH, set by
// tests/core/CMakeLists.txt) with arguments. Its progress lines (GRUNDY_PROGRESS_SECONDS, on stderr
// after a few seconds) are off unless `progress` sets them, so what a run prints does not depend on
// how long it took.
inline std::string cliCommand(const std::string& args, const std::string& progress = "off") {
    return "GRUNDY_PROGRESS_SECONDS=" + progress + " " + std::string(GRUNDY_CLI_PATH) + " " + args;
}

// Runs a shell command line: its exit status and what it wrote to stdout.
inline CommandResult runShell(const std::string& command) {
    FILE* pipe = popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    CommandResult r;
    std::array<char, 4096> buffer{};
    std::size_t got = 0;
    while ((got = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) r.output.append(buffer.data(), got);
    const int raw = pclose(pipe);
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    return r;
}

// Runs the native grundy command with arguments: its exit status, and stdout and stderr together.
inline CommandResult runCli(const std::string& args, const std::string& progress = "off") {
    return runShell(cliCommand(args, progress) + " 2>&1");
}

}  // namespace grundy::test
