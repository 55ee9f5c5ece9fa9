// One native measurement per process, so each gets its own peak memory; tests/bench/bench.mjs runs
// it once per (implementation, workload) and puts the results side by side.
//
//   grundy_bench idle                                 the process's own peak memory, as a base
//   grundy_bench IMPL KIND SPEC SIZE RUNS [BUDGET_MS]
//     IMPL  ours (the core), taught or direct (baselines.hpp)
//     KIND  heap    g(0 .. SIZE-1) of a heap game
//           grid    the SIZE x SIZE table of a two-coordinate game (row-major)
//           period  the periodicity of a heap game, tables up to SIZE, then its outcome rules, as the
//                   page's patterns search does (ours only)
//           long    g(0 .. SIZE-1) of a take-and-break game as a long native table (grundy values
//                   --memory): bounded by memory, not the page's table limit (ours only)
//           proof   the period search alone, tables up to SIZE with all the work it needs (ours only)
//           quotient  the certified misère quotient of heaps 0 .. SIZE-1 (grundy quotient), each run
//                   from nothing (ours only)
//           misere-outcome, misere-move, misere-analyse  outcome, bestMove or analyse of a misère sum
//                   of SIZE heaps of the game (misereSumPosition), its quotient found by the first
//                   call and kept, as play on the page keeps it (ours only)
//     RUNS  how many times to run it; fewer once the runs so far took BUDGET_MS in all
//
// Prints one JSON line: the time of every run in milliseconds, their median, the checksum of the
// values (baselines.hpp), the peak resident memory, and for a period the preperiod, period and
// whether it was proven; or {"error": "..."} when the implementation refuses or cannot do it.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include "baselines.hpp"
#include "grundy/analysis/outcome_patterns.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/api.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/search/grid_search.hpp"
#include "grundy/spec.hpp"

namespace {

// The peak resident memory in kilobytes: VmHWM of /proc/self/status, which starts afresh at exec
// (getrusage's ru_maxrss would include the parent it was forked from, here a Node process).
long peakRssKb() {
    std::FILE* status = std::fopen("/proc/self/status", "r");
    if (!status) return 0;
    char line[256];
    long kb = 0;
    while (std::fgets(line, sizeof line, status))
        if (std::sscanf(line, "VmHWM: %ld kB", &kb) == 1) break;
    std::fclose(status);
    return kb;
}

std::string jsonString(const std::string& text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

struct Measurement {
    std::vector<double> times;
    std::uint32_t checksum = 0;
    std::vector<std::uint32_t> values;  // the last run's table, checksummed after the clock stops
    std::string error;
    std::string extra;  // more JSON fields, each starting with a comma
};

// Runs `body` (which returns false with m.error set when it cannot run) `runs` times, or fewer when
// the runs so far took more than `budgetMs` in all (at least one run). A body quicker than
// kShortestRunMs is repeated within each run, as many times as the first call says it needs, and
// the time per call is reported; that first call is then a warm-up and is not counted.
//
// A table's body leaves its values in m.values; each call first frees the previous call's table
// (inside the clock, as freeing it at the end of the call would be), and the checksum of the last
// table is taken after the clock stops, for every implementation alike, as wasm-run.mjs does: the
// checksum is a serial multiply-add over the whole table (about 10 us at 10^4 positions, 13 ms at
// 10^7), which is the bench's check, not the table's computation.
double budgetMs = 1e300;
constexpr double kShortestRunMs = 20;

template <typename Body>
Measurement measure(int runs, const Body& body) {
    using Clock = std::chrono::steady_clock;
    const auto since = [](Clock::time_point t0) {
        return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    };
    Measurement m;
    const auto call = [&] {
        std::vector<std::uint32_t>().swap(m.values);
        return body(m);
    };
    auto t0 = Clock::now();
    if (!call()) return m;
    double first = since(t0);
    // As wasm-run.mjs does (where V8 needs it to tier its code up): a first call under 200 ms is made
    // again before deciding whether the call is quick, and a quick call is repeated for a warm-up of
    // about 200 ms; the count is set from the last warm-up call.
    if (first < 200) {
        t0 = Clock::now();
        if (!call()) return m;
        first = since(t0);
    }
    if (first < kShortestRunMs) {
        const auto warmUntil = Clock::now() + std::chrono::milliseconds(200);
        while (Clock::now() < warmUntil) {
            t0 = Clock::now();
            if (!call()) return m;
            first = since(t0);
        }
    }
    int repeats = 1;
    if (first < kShortestRunMs) {
        repeats = static_cast<int>(std::min(100000.0, std::ceil(kShortestRunMs / std::max(first, 1e-4))));
    } else {
        m.times.push_back(first);
    }
    double total = first;
    while (static_cast<int>(m.times.size()) < runs && total <= budgetMs) {
        t0 = Clock::now();
        for (int r = 0; r < repeats; ++r)
            if (!call()) return m;
        const double elapsed = since(t0);
        m.times.push_back(elapsed / repeats);
        total += elapsed;
    }
    m.extra += ",\"repeats\":" + std::to_string(repeats);
    if (!m.values.empty()) m.checksum = bench::checksum(m.values);
    return m;
}

// A misère sum of `heaps` heaps from 3 to 25 (wasm-run.mjs writes the same): "3+10+17+24+8+...".
std::string misereSumPosition(std::int64_t heaps) {
    std::string out;
    for (std::int64_t i = 0; i < heaps; ++i) out += (i ? "+" : "") + std::to_string(i * 7 % 23 + 3);
    return out;
}

Measurement ours(const std::string& kind, const std::string& spec, std::int64_t size, int runs) {
    return measure(runs, [&](Measurement& m) {
        if (kind == "quotient") {
            auto q = grundy::api::quotient(spec, size);
            if (!q) {
                m.error = q.error();
                return false;
            }
            m.extra = ",\"order\":" + std::to_string(q->order) + ",\"p\":" + std::to_string(q->pCount) +
                      ",\"line\":" + jsonString(q->line);
            m.checksum = static_cast<std::uint32_t>(q->order * 31 + q->pCount);
            return true;
        }
        if (kind == "misere-outcome" || kind == "misere-move" || kind == "misere-analyse") {
            // Each answered from the quotient kept by the first call (Solver::quotient).
            const std::string game = "misere:" + spec, position = misereSumPosition(size);
            std::string outcome;
            std::int64_t marks = 0;
            if (kind == "misere-outcome") {
                auto o = grundy::api::outcome(game, position);
                if (!o) return (m.error = o.error(), false);
                outcome = *o;
            } else if (kind == "misere-move") {
                auto b = grundy::api::bestMove(game, position);
                if (!b) return (m.error = b.error(), false);
                outcome = b->winning ? "N" : "P";
                marks = static_cast<std::int64_t>(b->toParts.size());
            } else {
                auto a = grundy::api::analyse(game, position);
                if (!a) return (m.error = a.error(), false);
                if (!a->quotient) return (m.error = "not answered by the quotient", false);
                outcome = a->outcome;
                marks = a->winningMoves;
            }
            m.extra = ",\"outcome\":" + jsonString(outcome) + ",\"count\":" + std::to_string(marks);
            m.checksum = static_cast<std::uint32_t>((outcome == "N") + 2 * marks);
            return true;
        }
        // Parsed as the wasm module's table jobs parse it (api::table), so both sides time the same work.
        auto game = grundy::parseSingleGame(spec, grundy::SingleGameUse::Table);
        if (!game) {
            m.error = game.error();
            return false;
        }
        if (kind == "heap") {
            auto values = grundy::heapValues(*game, size);
            if (!values) {
                m.error = values.error();
                return false;
            }
            m.values = std::move(values).value();
        } else if (kind == "grid") {
            auto values = grundy::gridValues(*game, size, size);
            if (!values) {
                m.error = values.error();
                return false;
            }
            m.values = std::move(values).value();
        } else if (kind == "long") {
            // A long native table (grundy values --memory/--save): the sparse-space table as far as memory
            // allows, its own bytes reported beside the process's peak (which also holds the 4-byte values
            // handed out).
            // With all the work it needs (the default, kMaxSplitWork, stops Grundy's game at 31,486,287).
            const grundy::Budget budget{.work = std::numeric_limits<std::int64_t>::max() / 4};
            auto run = grundy::heapValuesSparse(*game, size, budget, grundy::TableFiles{});
            if (!run) {
                m.error = run.error();
                return false;
            }
            m.extra = ",\"table_bytes_per_position\":" + std::to_string(static_cast<double>(run->bytes) / size) +
                      ",\"work\":" + std::to_string(run->work);
            m.values = std::move(run->values);
        } else if (kind == "proof") {
            // A period search alone, as grundy period SPEC --max SIZE runs it with all the work it needs.
            grundy::PeriodSearchLimits search;
            search.maxSize = size;
            search.maxWork = std::numeric_limits<std::int64_t>::max() / 4;
            auto p = grundy::findPeriodicity(*game, search);
            if (!p) {
                m.error = p.error();
                return false;
            }
            m.extra = ",\"preperiod\":" + std::to_string(p->preperiod) + ",\"period\":" + std::to_string(p->period) +
                      ",\"proven\":" + (p->proven ? "true" : "false") + ",\"checked\":" + std::to_string(p->checked);
            m.checksum = static_cast<std::uint32_t>(p->preperiod * 31 + p->period);
        } else if (kind == "period") {
            grundy::PeriodSearchLimits search;
            search.maxSize = size;
            search.maxWork = std::numeric_limits<std::int64_t>::max() / 4;  // the size is the bound here
            auto p = grundy::findPeriodicity(*game, search);
            if (!p) {
                m.error = p.error();
                return false;
            }
            // Then the outcome rules, as the module's patterns search (wasm-run.mjs) does with the
            // periodicity it found: both sides measure the same work.
            auto ruleset = grundy::parseSpec(spec);
            if (!ruleset) {
                m.error = ruleset.error();
                return false;
            }
            grundy::OutcomeSearch rules;
            rules.period = search;
            if (auto found = grundy::outcomePatterns(*ruleset, rules, &*p); !found) {
                m.error = found.error();
                return false;
            }
            m.extra = ",\"preperiod\":" + std::to_string(p->preperiod) + ",\"period\":" + std::to_string(p->period) +
                      ",\"proven\":" + (p->proven ? "true" : "false") + ",\"checked\":" + std::to_string(p->checked);
            m.checksum = static_cast<std::uint32_t>(p->preperiod * 31 + p->period);
        } else {
            m.error = "unknown kind " + kind;
            return false;
        }
        return true;
    });
}

Measurement baseline(const std::string& impl, const std::string& kind, const std::string& spec, std::int64_t size,
                     int runs) {
    return measure(runs, [&](Measurement& m) {
        if (kind == "heap") {
            const auto rules = bench::parseHeapRules(spec, static_cast<int>(size));
            if (!rules) {
                m.error = "no " + impl + " baseline for " + spec;
                return false;
            }
            const auto n = static_cast<int>(size);
            m.values = impl == "taught" ? bench::taughtHeapTable(*rules, n) : bench::directHeapTable(*rules, n);
            return true;
        }
        if (kind == "grid" && impl == "direct" && bench::isDirectGridGame(spec)) {
            m.values = bench::directGridTable(spec, static_cast<int>(size));
            return true;
        }
        m.error = "no " + impl + " baseline for " + kind + " " + spec;
        return false;
    });
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() == 1 && args[0] == "idle") {
        std::printf("{\"peak_rss_kb\":%ld}\n", peakRssKb());
        return 0;
    }
    if (args.size() < 5 || args.size() > 6 || (args[0] != "ours" && args[0] != "taught" && args[0] != "direct")) {
        std::fprintf(stderr,
                     "usage: grundy_bench idle | grundy_bench ours|taught|direct "
                     "heap|grid|period|long|proof|quotient|misere-outcome|"
                     "misere-move|misere-analyse "
                     "SPEC SIZE "
                     "RUNS [BUDGET_MS]\n");
        return 2;
    }
    const std::string &impl = args[0], &kind = args[1], &spec = args[2];
    const std::int64_t size = std::stoll(args[3]);
    const int runs = std::max(1, std::stoi(args[4]));
    if (args.size() == 6) budgetMs = std::stod(args[5]);
    const Measurement m = impl == "ours" ? ours(kind, spec, size, runs) : baseline(impl, kind, spec, size, runs);

    std::string out = "{\"impl\":" + jsonString(impl) + ",\"kind\":" + jsonString(kind) +
                      ",\"spec\":" + jsonString(spec) + ",\"size\":" + std::to_string(size);
    if (!m.error.empty()) out += ",\"error\":" + jsonString(m.error);
    if (!m.times.empty()) {
        std::vector<double> sorted = m.times;
        std::sort(sorted.begin(), sorted.end());
        out += ",\"times_ms\":[";
        for (std::size_t i = 0; i < m.times.size(); ++i) out += (i ? "," : "") + std::to_string(m.times[i]);
        out += "],\"median_ms\":" + std::to_string(sorted[sorted.size() / 2]) +
               ",\"checksum\":" + std::to_string(m.checksum) + m.extra;
    }
    out += ",\"peak_rss_kb\":" + std::to_string(peakRssKb()) + "}";
    std::printf("%s\n", out.c_str());
    return 0;
}
