// Tables of take-and-break games whose moves leave at most two heaps (Game::splitMoves: Lasker's
// Nim, Grundy's game, octal codes, hex codes without three-way splits) by two methods that must
// agree on every value:
//   * heapValuesSparse: the sparse-space method (Winning Ways ch. 4, "Sparse Space Spells Speed";
//     Gangolli and Plambeck 1989; Flammenkamp's octal computations), which HeapTable uses. See
//     core/src/tables/sparse_split.hpp for how it works and why it is exact for every mask.
//   * heapValuesDirect: every option of every heap visited through Game::forEachOption, with the
//     mex taken over all of them; the checked reference for tests and benchmarks.
// Both count their work and stop with a message past kMaxSplitWork, so no table runs for hours.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/result.hpp"

namespace grundy {

// Steps (splits looked at, plus one per heap) one table may take: about 6.9 * 10^10, a minute or so
// natively (Grundy's game to 2^24 takes 3.9 * 10^10), so a request for a game without a sparse
// space, whose table costs about n^2/4 steps, stops rather than run for days.
inline constexpr std::uint64_t kMaxSplitWork = std::uint64_t{1} << 36;
// A table's steps as its messages and hints write them: "2^36" for kMaxSplitWork, else the number.
inline std::string splitWorkText(std::uint64_t steps) {
    return steps == kMaxSplitWork ? std::string("2^36") : std::to_string(steps);
}
// The steps a table of `size` heaps may take (HeapTable's, the page's): kMaxSplitWork for each 2^24
// heaps, and never less than kMaxSplitWork. The default alone stops Grundy's game at heap 31,486,287;
// its table to limits::kMaxTableSize (2^26) took 1.39 * 10^11 steps (measured 2026-11-25), within
// the 2^38 this allows, while a game without a sparse space still stops after minutes, not days.
constexpr std::uint64_t splitWorkFor(std::int64_t size) {
    return std::max(kMaxSplitWork, (kMaxSplitWork >> 24) * static_cast<std::uint64_t>(std::max<std::int64_t>(size, 0)));
}

// The most threads one long table is computed with (the CLI's --threads N): 0, the default, for the
// machine's cores (std::thread::hardware_concurrency); 1 in the wasm module, which is built without
// threads. The values are the same whatever the count: only the time changes.
void setTableThreads(int threads);
int tableThreads();

// The parity of v's set bits, popcount(v) mod 2. GCC and Clang's builtin: on x86-64 without POPCNT
// (the native build's baseline) it folds the halves and reads the parity flag, where std::popcount
// calls libgcc; in wasm it is popcnt and a mask.
inline unsigned bitParity(std::uint32_t v) {
    return static_cast<unsigned>(__builtin_parity(v));
}

// The split of values into rare and common: heap x is rare when popcount(g(x) & mask) plus, with
// twist, the parity of x - k0 (k0: the tokens a splitting move removes) is even.
struct SparseMask {
    std::uint32_t mask = 0;
    bool twist = false;
};

// One game's split: its mask, and k0 for the twist. isRare is the test the table applies to every heap.
struct SparseSplit {
    SparseMask mask;
    std::int64_t k0 = 0;  // the twist's parity base: the tokens the first splitting move removes
    bool isRare(std::int64_t heap, Value v) const {
        const unsigned heapParity = mask.twist ? static_cast<unsigned>((heap ^ k0) & 1) : 0u;
        return (bitParity(v & mask.mask) ^ heapParity) == 0;
    }
};

// The split the sparse-space method chooses from g(0) .. g(size-1) of a game with these moves, by the
// code its table re-chooses with as it grows: the mask of the low value bits (with the twist, when
// every splitting move removes tokens of one parity) that leaves the fewest rare heaps among
// 1 .. size-1 (heap 0 is never a part of a split), the lowest mask on a tie.
SparseSplit chooseSparseSplit(const SplitMoves& moves, const std::vector<Value>& g, std::int64_t size);

struct SparseRun {
    std::vector<Value> values;    // g(0) .. g(size-1)
    std::uint64_t work = 0;       // steps taken
    SparseMask mask;              // the mask in use at the end
    std::uint64_t rareHeaps = 0;  // heaps that were rare under that mask
    std::int64_t bytes = 0;       // what the table held at the end (its values 1, 2 or 4 bytes each, and its helpers)
};

// g(0) .. g(size-1) by the sparse-space method. `forced` fixes the mask instead of choosing it from
// the data (tests use deliberately bad masks: the values are exact for every mask, only slower).
Result<SparseRun> heapValuesSparse(const GamePtr& game, std::int64_t size, std::optional<SparseMask> forced = {},
                                   std::uint64_t maxWork = kMaxSplitWork);

// Files a long table is kept in (the CLI's --save FILE and --resume FILE; the format is in docs/research-scale.md,
// "Saved tables"); an empty name is no file.
struct TableFiles {
    std::string save;    // written when the table ends, complete or stopped by a budget
    std::string resume;  // read first: the table goes on from its values
};

// What a table of `size` values of 1 byte, handed out 4 bytes each, holds at least: the estimate a
// request is checked against before any work (6 bytes a value).
std::int64_t sparseValuesBytes(std::int64_t size);
// What the table itself may hold when `size` values are to be handed out 4 bytes each under
// `budget`; refused, with the figure and what fits, when sparseValuesBytes(size) is more than it allows.
Result<std::int64_t> sparseValuesRoom(std::int64_t size, const Budget& budget);

// heapValuesSparse for long tables: up to what `budget` allows (grundy/budget.hpp: work in the
// table's steps, 0 for splitWorkFor(size) as the page's tables; bytes for the table and the values handed out, 0 for
// memoryCeiling()), refused before any work when `size` values cannot fit (with the figure and
// what would), resumed from and saved to `files`. Past a budget the table is still saved.
Result<SparseRun> heapValuesSparse(const GamePtr& game, std::int64_t size, const Budget& budget,
                                   const TableFiles& files);

// g(0) .. g(size-1) with every option of every heap visited (any heap game).
Result<std::vector<Value>> heapValuesDirect(const GamePtr& game, std::int64_t size,
                                            std::uint64_t maxWork = kMaxSplitWork);

}  // namespace grundy
