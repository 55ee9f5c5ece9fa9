// grundy rules: the rule language from the command line.
//   grundy rules check FILE|-     diagnostics with line, column and a caret line; exit 1 if any
//   grundy rules spec FILE|-      the rules:{...} spec of a program, for any command taking a SPEC:
//                                 grundy values "$(grundy rules spec kayles.rules)" --to 30
//   grundy rules examples         the shipped examples: id, the built-in spec each agrees with, name
//   grundy rules show ID          an example's program
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "cli.hpp"
#include "grundy/api.hpp"
#include "grundy/limits.hpp"

namespace grundy::cli {

namespace {

Result<std::string> readProgram(const std::string& path) {
    std::string text;
    if (path == "-") {
        text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    } else {
        std::ifstream in(path, std::ios::binary);
        if (!in) return fail(msg::command_unreadable{.path = path});
        // Read one character past the limit, so an over-long file is refused by the checker's message.
        text.resize(limits::kMaxProgramLength + 1);
        in.read(text.data(), static_cast<std::streamsize>(text.size()));
        text.resize(static_cast<std::size_t>(in.gcount()));
    }
    return text;
}

}  // namespace

int runRules(const std::vector<std::string>& args) {
    const std::string usage = "usage: grundy rules check FILE|- | rules spec FILE|- | rules examples | rules show ID";
    if (args.empty()) return usageError(usage);
    const std::string& what = args[0];
    if (what == "examples" && args.size() == 1) {
        for (const auto& e : api::rulesExamples()) std::cout << e.id << "  " << e.family << "  " << e.name << '\n';
        return 0;
    }
    if (what == "show" && args.size() == 2) {
        const auto examples = api::rulesExamples();
        for (const auto& e : examples) {
            if (e.id == args[1]) {
                std::cout << e.source;
                return 0;
            }
        }
        std::string ids;
        for (const auto& e : examples) ids += (ids.empty() ? "" : ", ") + e.id;
        return usageError("no example '" + args[1] + "'; the examples are " + ids);
    }
    if ((what == "check" || what == "spec") && args.size() == 2) {
        auto text = readProgram(args[1]);
        if (!text) return usageError(text.error());
        const auto report = api::checkRules(*text);
        if (!report.ok) {
            for (const auto& d : report.errors) std::cout << d.text << '\n';
            return 1;
        }
        if (what == "spec") {
            std::cout << report.spec << '\n';
        } else {
            std::cout << "ok: " << (report.name.empty() ? "(no name)" : report.name) << ", positions of "
                      << report.dimensions << " coordinate" << (report.dimensions == 1 ? "" : "s") << '\n';
        }
        return 0;
    }
    return usageError(usage);
}

}  // namespace grundy::cli
