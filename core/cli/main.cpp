// grundy: the native command over the core library, for power users, scripts and benchmarks.
// Plain text out; on bad input a one-line message on stderr and exit status 2.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "grundy/limits.hpp"
#include "grundy/solver.hpp"
#include "grundy/spec.hpp"

namespace {

constexpr const char* kUsage =
    "usage:\n"
    "  grundy values SPEC --to N       g(0) .. g(N), space separated, one line\n"
    "  grundy outcome SPEC POSITION    P or N\n"
    "  grundy moves SPEC POSITION      each option and its value; winning ones marked\n"
    "example: grundy values subtraction:1,3,4 --to 20\n";

int usageError(const std::string& message) {
    std::cerr << "grundy: " << message << '\n';
    return 2;
}

grundy::Result<std::int64_t> parseCount(const std::string& text) {
    try {
        std::size_t used = 0;
        const long long v = std::stoll(text, &used);
        if (used != text.size()) throw std::invalid_argument(text);
        if (v < 0) return grundy::fail("--to must not be negative (got " + text + ")");
        return static_cast<std::int64_t>(v);
    } catch (const std::exception&) {
        return grundy::fail("--to needs a whole number (got '" + text + "')");
    }
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        std::cout << kUsage;
        return args.empty() ? 2 : 0;
    }
    const std::string& command = args[0];
    if (args.size() < 2) return usageError(command + " needs a game spec\n" + kUsage);
    auto game = grundy::parseSpec(args[1]);
    if (!game) return usageError(game.error());

    if (command == "values") {
        if (args.size() != 4 || args[2] != "--to") return usageError("usage: grundy values SPEC --to N");
        auto n = parseCount(args[3]);
        if (!n) return usageError(n.error());
        if (*n >= grundy::limits::kMaxTableSize)
            return usageError("--to must be below " + std::to_string(grundy::limits::kMaxTableSize));
        auto values = grundy::heapValues(*game, *n + 1);
        if (!values) return usageError(values.error());
        std::string line;
        line.reserve(values->size() * 3);
        for (std::size_t i = 0; i < values->size(); ++i) {
            if (i) line += ' ';
            line += std::to_string((*values)[i]);
        }
        std::cout << line << '\n';
        return 0;
    }
    if (command == "outcome" || command == "moves") {
        if (args.size() != 3) return usageError("usage: grundy " + command + " SPEC POSITION");
        auto position = grundy::parsePosition(**game, args[2]);
        if (!position) return usageError(position.error());
        auto e = grundy::explain(*game, *position);
        if (!e) return usageError(e.error());
        if (command == "outcome") {
            std::cout << (e->value == 0 ? "P" : "N") << '\n';
            return 0;
        }
        for (const auto& ov : e->options) {
            std::cout << "take " << ov.option.taken << " -> " << ov.option.parts[0].x << "  value "
                      << ov.value << (ov.value == 0 ? "  winning" : "") << '\n';
        }
        return 0;
    }
    return usageError("unknown command '" + command + "'\n" + kUsage);
}
