// grundy identify "0 1 2 0 1 2 3" and grundy equivalent CODE (issue 29): which known game has these
// values, and which simpler code is this code (api::identify, api::equivalent). Each prints one line
// per answer, its spec first, so a script reads the first word.
#include <iostream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "grundy/api.hpp"

namespace grundy::cli {

namespace {

std::string periodWords(const std::optional<api::Periodicity>& p) {
    if (!p || !p->found) return "no period found";
    return "period " + std::to_string(p->period) + " from " + std::to_string(p->preperiod) +
           (p->saltus ? " saltus " + std::to_string(p->saltus) : "") + (p->proven ? " (proven)" : " (observed)");
}

}  // namespace

int runIdentify(const std::vector<std::string>& raw) {
    auto args = parseArgs(raw, {}, {});
    if (!args) return usageError(args.error());
    if (args->words.empty()) return usageOf("identify");
    std::string values;
    for (const auto& w : args->words) values += (values.empty() ? "" : " ") + w;
    auto found = api::identify(values);
    if (!found) return usageError(found.error());
    std::cout << "# " << found->games.size() + static_cast<std::size_t>(found->more) << " of " << found->searched
              << " known games start with these " << found->compared << (found->outcomes ? " outcomes" : " values")
              << "\n";
    for (const auto& g : found->games)
        std::cout << g.spec << (g.name.empty() || g.name == g.spec ? "" : "  (" + g.name + ")")
                  << (g.code.empty() ? "" : "  = " + g.code) << "  " << periodWords(g.periodicity) << '\n';
    if (found->more) std::cout << "# ... and " << found->more << " more\n";
    return 0;
}

int runEquivalent(const std::vector<std::string>& raw) {
    auto args = parseArgs(raw, {}, {});
    if (!args) return usageError(args.error());
    if (args->words.size() != 1) return usageOf("equivalent");
    auto found = api::equivalent(args->words[0]);
    if (!found) return usageError(found.error());
    std::cout << found->equivalent << (found->offset ? " offset=" + std::to_string(found->offset) : "")
              << (found->same     ? " itself"
                  : found->proven ? " proven"
                                  : " observed")
              << '\n';
    std::cout << "# " << found->spec << ": " << found->rule.text;
    if (found->offset)
        std::cout << "; g(n) of " << found->spec << " is g(n" << (found->offset > 0 ? " + " : " - ")
                  << (found->offset > 0 ? found->offset : -found->offset) << ") of " << found->equivalent;
    std::cout << '\n';
    std::cout << "# " << found->equivalent << (found->name.empty() ? "" : " (" + found->name + ")") << ": "
              << periodWords(found->periodicity) << '\n';
    return 0;
}

}  // namespace grundy::cli
