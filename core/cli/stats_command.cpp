// grundy stats SPEC --to N: the statistics of a take-and-break table as researchers read them
// (grundy/analysis/stats.hpp), one row per power of two and one for the whole table g(0) .. g(N):
// columns aligned for reading, and lines of notes starting with '#' so a script can skip them. The
// table is computed, budgeted, saved and resumed as grundy values computes it (api::stats).
#include <algorithm>
#include <array>
#include <iostream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "grundy/api.hpp"

namespace grundy::cli {

int runStats(const std::vector<std::string>& raw) {
    int status = 0;
    const auto run = startLongRun(raw, "stats", RunBound::ToHeap, status);  // as grundy values
    if (!run) return status;
    const std::int64_t n = run->last;
    const api::Descriptor& game = run->game;
    RunWatch watch("stats " + game.line);
    auto rows = api::stats(game.spec, n + 1, run->budget, run->files, watch.progress());
    watch.end();
    if (!rows)
        return watch.signal() ? interruptedError(rows.why(), watch, &run->files)
                              : reachError(rows.why(), run->files, n);

    const bool twist = std::any_of(rows->begin(), rows->end(), [](const StatsRow& r) { return r.twist; });
    std::cout << "# " << game.spec << ": g(0) .. g(" << n << "), a row for the heaps n below each power of two\n"
              << "# heap n is rare when popcount(g(n) & mask) is even";
    if (twist) std::cout << "; mask+n: popcount(g(n) & mask) + (n - " << rows->front().k0 << ") is even";
    std::cout << "\n";
    const std::array<std::string, 7> head{"# n <", "mask", "rare", "last rare", "its value", "largest", "first at"};
    std::vector<std::array<std::string, 7>> lines{head};
    for (const StatsRow& r : *rows) {
        const bool none = r.lastRare < 0;
        lines.push_back({std::to_string(r.heaps), r.maskBits + (r.twist ? "+n" : ""), std::to_string(r.rare),
                         none ? "-" : std::to_string(r.lastRare), none ? "-" : std::to_string(r.lastRareValue),
                         std::to_string(r.largest), std::to_string(r.largestAt)});
    }
    std::array<std::size_t, 7> width{};
    for (const auto& line : lines)
        for (std::size_t c = 0; c < line.size(); ++c) width[c] = std::max(width[c], line[c].size());
    for (const auto& line : lines) {
        std::string text;
        for (std::size_t c = 0; c < line.size(); ++c) {
            // The mask is read from its first digit (left-aligned); counts and heaps line up right.
            const std::string pad(width[c] - line[c].size(), ' ');
            text += c == 0 ? "" : "  ";
            text += c == 1 ? line[c] + pad : pad + line[c];
        }
        while (!text.empty() && text.back() == ' ') text.pop_back();
        std::cout << text << '\n';
    }
    return 0;
}

}  // namespace grundy::cli
