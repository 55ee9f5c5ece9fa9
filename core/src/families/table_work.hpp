// How large a heap a game may be asked about when its number of options grows with the heap.
//
// The evaluator tabulates g(0..n) bottom-up, and a table's work is the number of options it visits,
// not the number of positions. For a subtraction set that is |S| per position, so the table limit
// (limits::kMaxTableSize) is all the bound needed; but Lasker's Nim has about 3n/2 options at heap n,
// Kayles about n, a hex code with three-way splits about n^2/12, so their tables cost n^2 or n^3 and
// the table limit alone would let one request run for days. Such a game refuses heaps past the
// largest one whose table fits in kMaxTableWork option visits (about 1.5 seconds natively, a few in
// the browser): its checkPosition says so with the game's own cost, and HeapTable asks checkPosition
// about a table's last heap, so tables and typed positions get the same bound and the same message.
// Games with a closed form use the same bound for listing one heap's moves (Nim: n moves at heap n).
// Take-and-break games whose moves leave at most two heaps (Lasker's Nim, Grundy's game, octal
// codes) are tabulated by the sparse-space method instead (sparse_split.hpp), which counts its real
// work and stops past kMaxSplitWork, so they accept heaps up to the table limit.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "grundy/game.hpp"
#include "grundy/limits.hpp"
#include "grundy/message.hpp"

namespace grundy {

// Option visits one table (or one listing of moves) may cost.
inline constexpr double kMaxTableWork = static_cast<double>(std::int64_t{1} << 29);
inline constexpr const char* kMaxTableWorkText = "2^29";

// The largest heap N in 0 .. limits::kMaxCoordinate with work(N) <= kMaxTableWork; work must be
// non-decreasing (an estimate is enough: this is a guard against hours of work, not an exact count).
std::int64_t largestAffordableHeap(const std::function<double(double)>& work);

// The default position check, then heap <= maxHeap with a message such as "a heap of hex:0.F must
// be at most 2681 (got 5000): " followed by why() (the game's cost in words, made only when refused).
Result<Position> checkAffordableHeap(const Game& game, const Position& p, std::int64_t maxHeap, Message (*why)());

// Why a game tabulated by the sparse-space method (tables/sparse_split.hpp) refuses heaps past
// limits::kMaxTableSize - 1 (the words after "a heap of grundy must be at most 67108863 (got N): ").
inline Message sparseHeapLimit() {
    static_assert(limits::kMaxTableSize == std::int64_t{1} << 26, "heap.cost.sparse names the table limit");
    return say(msg::heap_cost_sparse{});
}

}  // namespace grundy
