// Native benchmark: the core's table against the textbook getSG of the seeds (which clears the
// whole mark array for every position), on the same game in the same run. Prints one JSON line
// per case with the median of several runs, in milliseconds.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "grundy/evaluator.hpp"
#include "grundy/grid_table.hpp"
#include "grundy/spec.hpp"

namespace {

double medianMs(int runs, const auto& body) {
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        body();
        times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

// The seeds' template, rewritten: a mark array of maxValue+1 entries cleared per position.
unsigned textbookChecksum(const std::vector<int>& set, int size, int markSize) {
    std::vector<int> sg(size, 0);
    std::vector<char> seen(markSize);
    for (int i = 1; i < size; ++i) {
        std::memset(seen.data(), 0, seen.size());
        for (int s : set)
            if (s <= i) seen[sg[i - s]] = 1;
        for (int j = 0; j < markSize; ++j)
            if (!seen[j]) {
                sg[i] = j;
                break;
            }
    }
    unsigned sum = 0;
    for (int v : sg) sum = sum * 31 + v;
    return sum;
}

// The textbook Wythoff table: for every cell, mark the values on its row to the left, its column
// below and its diagonal, clearing the mark array each time.
unsigned textbookWythoffChecksum(int n) {
    std::vector<int> g(static_cast<std::size_t>(n) * n, 0);
    std::vector<char> seen(3 * n + 2);
    for (int x = 0; x < n; ++x)
        for (int y = 0; y < n; ++y) {
            std::memset(seen.data(), 0, seen.size());
            for (int k = 1; k <= x; ++k) seen[g[(x - k) * n + y]] = 1;
            for (int k = 1; k <= y; ++k) seen[g[x * n + y - k]] = 1;
            for (int k = 1; k <= x && k <= y; ++k) seen[g[(x - k) * n + y - k]] = 1;
            int v = 0;
            while (seen[v]) ++v;
            g[x * n + y] = v;
        }
    unsigned sum = 0;
    for (int v : g) sum = sum * 31 + v;
    return sum;
}

}  // namespace

int main() {
    struct Case {
        const char* spec;
        std::vector<int> set;
        int size;
    };
    std::vector<int> fib{1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987};
    const std::vector<Case> cases{
        {"subtraction:1,3,4", {1, 3, 4}, 2'000'000},
        {"subtraction:1,2,3,5,8,13,21,34,55,89,144,233,377,610,987", fib, 1'000'000},
    };
    for (const auto& c : cases) {
        auto game = grundy::parseGame(c.spec);
        if (!game) return 1;
        unsigned coreSum = 0, baseSum = 0;
        const double core = medianMs(5, [&] {
            auto v = grundy::heapValues(*game, c.size);
            unsigned sum = 0;
            for (auto x : *v) sum = sum * 31 + x;
            coreSum = sum;
        });
        // The textbook clears an array as large as its table (the seeds use MAXN).
        const int mark = std::min(c.size, 10010);
        const double base = medianMs(5, [&] { baseSum = textbookChecksum(c.set, c.size, mark); });
        std::printf("{\"case\":\"%s\",\"size\":%d,\"core_ms\":%.2f,\"textbook_ms\":%.2f,\"agree\":%s}\n", c.spec,
                    c.size, core, base, coreSum == baseSum ? "true" : "false");
    }
    {
        const int n = 1000;
        auto game = grundy::parseGame("wythoff");
        if (!game) return 1;
        unsigned coreSum = 0, baseSum = 0;
        const double core = medianMs(5, [&] {
            auto v = grundy::gridValues(*game, n, n);
            unsigned sum = 0;
            for (auto x : *v) sum = sum * 31 + x;
            coreSum = sum;
        });
        const double base = medianMs(3, [&] { baseSum = textbookWythoffChecksum(n); });
        std::printf(
            "{\"case\":\"wythoff %dx%d\",\"size\":%d,\"core_ms\":%.2f,\"textbook_ms\":%.2f,\"agree\":%s,\"rows\":%d}\n",
            n, n, n * n, core, base, coreSum == baseSum ? "true" : "false", n);
    }
    return 0;
}
