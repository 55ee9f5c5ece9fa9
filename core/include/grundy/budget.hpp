// What a person lets one computation spend, and the most any computation may hold. Every search and
// every table takes its allowance from here, so the CLI's --work/--memory, the page's "Keep going"
// and the core's defaults mean the same thing everywhere.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>

#include "grundy/message.hpp"
#include "grundy/result.hpp"

namespace grundy {

// A computation's allowance: `work` in its own steps, `bytes` of memory it may hold. 0 means that
// computation's default (its constant in limits.hpp). A raised allowance is still capped by
// memoryCeiling().
struct Budget {
    std::int64_t work = 0;
    std::int64_t bytes = 0;
};

// The work of a run told how far to go (the command's --max and --to, when --work is not given): no
// steps are counted, so it goes as far as asked, and memory, estimated before any work, is its only
// limit. The page's searches never ask for it: they keep their budgets and "Keep going".
inline constexpr std::int64_t kWorkToReach = std::numeric_limits<std::int64_t>::max();

// A long native run watched as it goes (the command's progress line, its Ctrl-C): called between
// slices of about kProgressSlice values with the values done so far and the values asked for.
// Returning false stops the run, which ends with run.interrupted, having saved its table where files
// ask for one (grundy/tables/sparse.hpp: TableFiles). An empty one is never called.
using Progress = std::function<bool(std::int64_t done, std::int64_t asked)>;
inline constexpr std::int64_t kProgressSlice = 4096;

// The most memory one computation may ever hold: natively half of the machine's physical memory,
// in the wasm module a quarter of what it may grow to (so an allocation that fails is never the
// first sign of a request too large); in a module that runs one computation alone
// (setMemoryAvailable), five eighths of it: a wasm module never gives memory back, so it grows to the
// most the computation ever held at once and past it where freed blocks do not fit what comes next
// (.1777's period search peaks at its look at 2^28 values, the detection's 4-byte array beside the
// table: a module of 1,710 MiB, measured 2026-11-26); five eighths of 4 GB still holds that look
// with the detection's share (2.15 GB).
std::int64_t memoryCeiling();

// What the C library's allocator takes for a block of `bytes` (> 0) bytes: glibc's on 64-bit, an
// 8-byte header, the whole rounded up to 16, and never less than 32. A search that counts its small
// blocks (a memo's hash nodes and keys) by this rather than by their sizes stays within its budget as
// the machine measures it (by their sizes, a sum search held about 15% more than its --memory).
// The wasm module's allocator takes less, so there it errs on the safe side.
constexpr std::int64_t allocationBytes(std::int64_t bytes) {
    const std::int64_t chunk = (bytes + 8 + 15) / 16 * 16;
    return chunk < 32 ? 32 : chunk;
}

// What the module may really grow to, where a browser gives less than its maximum (the page's
// probe, wasm/memory.mjs: 0 leaves the maximum), and whether one computation has the module to
// itself (the page's search worker, which runs one period search and nothing else): memoryCeiling()
// follows. Natively the machine's memory is known and nothing else shares the process's budget: no effect.
void setMemoryAvailable(std::int64_t bytes, bool alone);

// `asked` when set (non-zero), else `fallback`; never above memoryCeiling().
std::int64_t bytesAllowed(const Budget& budget, std::int64_t fallback);

// Whether a table of `size` positions at `perPosition` bytes each fits in `allowed` bytes; if not, the
// refusal every table gives before any work (table.memory): the figure, what is allowed, what fits.
Result<void> tableFits(std::int64_t size, std::int64_t perPosition, std::int64_t allowed);

// Whether a refusal is a search stopping on its budget, which a larger Budget may get past (the
// CLI's --work and --memory, the page's "Keep going"): the message, or a reason inside it, is one
// of the searches' budget messages. The one place that says which messages those are; the module
// passes the answer on with the error (wasm/helpers.cpp: `budget: true`).
bool stoppedOnBudget(const Message& message);

}  // namespace grundy
