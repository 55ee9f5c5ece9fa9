// The benchmark's baselines: straightforward tables written here, independently of the core, so
// that the core's speed is measured against something it does not share code with, and its values
// are checked against them in the same run.
//
//   taught  the table template of the study notes (/work/shared/seeds): one mark array as large as
//           the table, cleared with memset for every position, then scanned for the mex.
//   direct  plain code with no trick beyond marks stamped per position (bumping a stamp instead of
//           clearing): every option is examined, every split of a take-and-break game, every cell
//           on a 2-D game's row, column and diagonal.
//
// Games are named by the same spec text the core reads, parsed here by their own small parser.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bench {

using Values = std::vector<std::uint32_t>;

// What a heap game's spec says, for the baselines: "subtraction:1,3,4", "subtraction:fib" (also
// pow2, squares, primes), "bash:3", "take-range:2,4", "octal:0.77", "hex:0.f", "grundy", "lasker",
// "nim". Named sets are listed up to maxHeap. std::nullopt for anything else.
struct HeapRules {
    enum class Kind { Subtraction, TakeRange, TakeAndBreak, GrundysGame, Lasker, Nim } kind = Kind::Subtraction;
    std::vector<int> set;     // Subtraction: the set, ascending
    int low = 0, high = 0;    // TakeRange: take low..high, never the last token (its normal-play form)
    std::vector<int> digits;  // TakeAndBreak: d0, d1, d2, ... of the code
};
std::optional<HeapRules> parseHeapRules(const std::string& spec, int maxHeap);

// g(0 .. size-1).
Values taughtHeapTable(const HeapRules& rules, int size);
Values directHeapTable(const HeapRules& rules, int size);

// n x n tables of two-coordinate games, row-major: cell (x, y) at x * n + y.
//   "wythoff": two heaps; take any number from one, or the same number from both.
//   "fibonacci-nim": (heap h, allowed take a); take t in 1..min(h, a), leaving (h - t, min(2t, h - t)).
//   "corner": a piece at (r, c) moves one step to (r-1, c), (r, c-1) or (r-1, c-1).
bool isDirectGridGame(const std::string& spec);
Values directGridTable(const std::string& spec, int n);

// The checksum both sides report: h = h * 31 + v over the values in order, modulo 2^32.
template <typename Range>
std::uint32_t checksum(const Range& values) {
    std::uint32_t h = 0;
    for (const auto v : values) h = h * 31u + static_cast<std::uint32_t>(v);
    return h;
}

}  // namespace bench
