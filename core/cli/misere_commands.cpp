// grundy genus and grundy quotient: misère play as the literature solves it (issue 30). Each asks the
// API (api::genus, api::quotient) and prints plain text; told how far to go, a command goes there,
// memory (--memory, else what the machine allows) being the limit unless --work sets one.
#include <iostream>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "cli.hpp"
#include "grundy/api.hpp"
#include "grundy/limits.hpp"

namespace grundy::cli {

namespace {

// SPEC --to N [--work N] [--memory SIZE]: the spec, the heap count (N + 1) and the budget.
struct HeapsAsked {
    std::string spec;
    std::int64_t count = 0;
    Budget budget;
};

std::optional<HeapsAsked> readHeapsAsked(const std::vector<std::string>& raw, const std::string& command, int& status) {
    auto args = parseArgs(raw, {"--to", "--work", "--memory"}, {});
    if (!args) {
        status = usageError(args.error());
        return std::nullopt;
    }
    if (args->words.size() != 1 || !args->has("--to")) {
        status = usageOf(command);
        return std::nullopt;
    }
    auto n = parseCount("--to", *args->get("--to"), 0, limits::kMaxTableSize - 1);
    auto budget = readBudget(*args);
    if (!n || !budget) {
        status = usageError(!n ? n.error() : budget.error());
        return std::nullopt;
    }
    HeapsAsked out{args->words[0], *n + 1, *budget};
    if (out.budget.work == 0) out.budget.work = std::numeric_limits<std::int64_t>::max() / 4;
    if (out.budget.bytes == 0) out.budget.bytes = memoryCeiling();
    return out;
}

}  // namespace

int runGenus(const std::vector<std::string>& raw) {
    int status = 0;
    const auto asked = readHeapsAsked(raw, "genus", status);
    if (!asked) return status;
    RunWatch watch("genus " + asked->spec, RunWatch::Counting::Heaps);
    auto genera = api::genus(asked->spec, asked->count, asked->budget, watch.progress());
    watch.end();
    if (!genera) return watch.signal() ? interruptedError(genera.why(), watch, nullptr) : searchError(genera.why());
    std::string line;
    for (const auto& h : genera->heaps) line += (line.empty() ? "" : " ") + h.text;
    std::cout << line << '\n' << "# " << genera->summary.text << '\n';
    return 0;
}

int runQuotient(const std::vector<std::string>& raw) {
    int status = 0;
    const auto asked = readHeapsAsked(raw, "quotient", status);
    if (!asked) return status;
    // A quotient told how far to go may take minutes for a heap (a wild game's grows without end):
    // its heaps certified on stderr as it goes, and Ctrl-C stops it, saying where.
    RunWatch watch("quotient " + asked->spec, RunWatch::Counting::Heaps);
    auto q = api::quotient(asked->spec, asked->count, asked->budget, watch.progress());
    watch.end();
    if (!q) return watch.signal() ? interruptedError(q.why(), watch, nullptr) : searchError(q.why());
    std::cout << q->line << '\n' << "generators:";
    for (std::size_t i = 0; i < q->generators.size(); ++i)
        std::cout << ' ' << q->generators[i] << "=heap " << q->generatorHeaps[i]
                  << (i + 1 < q->generators.size() ? "," : "");
    std::cout << "\nrelations:";
    for (std::size_t i = 0; i < q->relations.size(); ++i)
        std::cout << (i ? ", " : " ") << q->relations[i].left << '=' << q->relations[i].right;
    std::cout << "\nP:";
    for (std::size_t i = 0; i < q->pPortion.size(); ++i)
        std::cout << (i ? ", " : " ") << q->elements[static_cast<std::size_t>(q->pPortion[i])];
    // One line of every heap's element, written a piece at a time (a long pretending function).
    std::string piece = "\npretending:";
    for (const std::int64_t x : q->pretending) {
        piece += ' ' + q->elements[static_cast<std::size_t>(x)];
        if (piece.size() >= (1 << 16)) {
            std::cout << piece;
            piece.clear();
        }
    }
    std::cout << piece << '\n';
    if (q->periodic) std::cout << "# " << q->periodText.text << '\n';
    return 0;
}

}  // namespace grundy::cli
