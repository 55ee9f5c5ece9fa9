#include "rules_heap.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#include "grundy/limits.hpp"
#include "machine_runs.hpp"

namespace grundy::rules::detail {

namespace {

// The marking loops of markHeapRun for the common shapes of a run, two moves per pair of 8-byte
// loads: fewer instructions per move, which matters most in wasm, where each table access costs an
// address computation more than natively (issue 8). Values are 32 bits, so an 8-byte load is two
// neighbouring heaps' values, in either order (both are marked, so the byte order does not matter).
static_assert(sizeof(Value) == 4);

std::uint64_t twoValues(const Value* at) {
    std::uint64_t two = 0;
    std::memcpy(&two, at, sizeof two);
    return two;
}

// seen[g[j]] = stamp for the heaps j in [first, first + count). The loops step pointers (wasm has
// no scaled index: an index costs a shift and an add per access) and only between two pairs, so
// that no pointer leaves the table.
[[gnu::always_inline]] inline void markSpan(const Value* first, std::ptrdiff_t count, std::uint32_t* seen,
                                            std::uint32_t stamp) {
    if (std::ptrdiff_t pairs = count / 2; pairs > 0) {
        for (const Value* at = first;; at += 2) {
            const std::uint64_t two = twoValues(at);
            seen[static_cast<std::uint32_t>(two)] = stamp;
            seen[static_cast<std::uint32_t>(two >> 32)] = stamp;
            if (--pairs == 0) break;
        }
    }
    if (count % 2 != 0) seen[first[count - 1]] = stamp;
}

// seen[g[up + j] ^ g[down - j]] = stamp for j in [0, count): the two heaps a take-and-break move
// leaves, one growing as the other shrinks (a + (n - k - a)). The 8 bytes at down - j - 1 hold the
// values of down - j - 1 and down - j, those at up + j the values of up + j and up + j + 1: turned
// by 32 bits, the first lines up with the second.
[[gnu::always_inline]] inline void markSplit(const Value* up, const Value* down, std::ptrdiff_t count,
                                             std::uint32_t* seen, std::uint32_t stamp) {
    if (std::ptrdiff_t pairs = count / 2; pairs > 0) {
        for (const Value *u = up, *d = down - 1;; u += 2, d -= 2) {
            const std::uint64_t two = twoValues(u) ^ std::rotl(twoValues(d), 32);
            seen[static_cast<std::uint32_t>(two)] = stamp;
            seen[static_cast<std::uint32_t>(two >> 32)] = stamp;
            if (--pairs == 0) break;
        }
    }
    if (count % 2 != 0) seen[up[count - 1] ^ down[1 - count]] = stamp;
}

}  // namespace

RulesHeapFiller::RulesHeapFiller(const RulesGame& game) : game_(game), machine_(game.compiled()) {}

bool RulesHeapFiller::markHeapRun(const Run& run, const Value* g, std::int64_t from) {
    // Each part is affine in the run's binder, so it is a smaller heap all along when it is one at
    // both ends.
    const std::int64_t last = run.length - 1, span = run.offset(last);
    for (int i = 0; i < run.partCount; ++i) {
        const std::int64_t a = run.first[static_cast<std::size_t>(i)][0];
        const std::int64_t b = a + run.step[static_cast<std::size_t>(i)][0] * span;
        if (std::min(a, b) < 0 || std::max(a, b) >= from) return false;
    }
    // Every value of the table has its bits among valuesOr_'s, and so has the XOR of any of them:
    // with the marks longer than valuesOr_ no mark needs a bounds check, and each move below is two
    // or three loads and a store, with the table, the marks and the stamp in locals (a store to the
    // marks could be to the stamp as far as the compiler knows, so it was reloaded per move). In wasm
    // the check and the reloads were most of the loop (issue 8). Offsets are ptrdiff_t, 32 bits in
    // wasm: every index below is that of a heap below `from`.
    if (valuesOr_ >= marks_.seen.size()) marks_.grow(valuesOr_);
    std::uint32_t* seen = marks_.seen.data();
    const std::uint32_t stamp = marks_.stamp;
    const auto count = static_cast<std::ptrdiff_t>(run.length);
    const auto x = static_cast<std::ptrdiff_t>(run.first[0][0]), y = static_cast<std::ptrdiff_t>(run.first[1][0]),
               z = static_cast<std::ptrdiff_t>(run.first[2][0]);
    const auto dx = static_cast<std::ptrdiff_t>(run.step[0][0]), dy = static_cast<std::ptrdiff_t>(run.step[1][0]),
               dz = static_cast<std::ptrdiff_t>(run.step[2][0]);
    if (run.ks) {
        const std::int64_t* ks = run.ks;
        const std::int64_t k0 = ks[0];
        for (std::ptrdiff_t i = 0; i < count; ++i) {
            const auto o = static_cast<std::ptrdiff_t>(ks[i] - k0);
            Value v = g[x + dx * o];
            if (run.partCount > 1) v ^= g[y + dy * o];
            if (run.partCount > 2) v ^= g[z + dz * o];
            seen[v] = stamp;
        }
        return true;
    }
    // Pointers into the table, moved only between two moves (so never past either end, and a lone
    // move's step, which may be anything, is never used): the fewest values live in the loop, which
    // V8's register allocator otherwise spilled to the stack.
    if (count <= 0) return true;
    const Value* a = g + x;
    switch (run.partCount) {
        case 1:
            if (dx == 1 || dx == -1) {
                markSpan(dx == 1 ? a : a - (count - 1), count, seen, stamp);
                break;
            }
            for (std::ptrdiff_t i = count;; a += dx) {
                seen[*a] = stamp;
                if (--i == 0) break;
            }
            break;
        case 2: {
            const Value* b = g + y;
            if (dx == 1 && dy == -1) {
                markSplit(a, b, count, seen, stamp);
                break;
            }
            if (dx == -1 && dy == 1) {
                markSplit(b, a, count, seen, stamp);
                break;
            }
            for (std::ptrdiff_t i = count;; a += dx, b += dy) {
                seen[*a ^ *b] = stamp;
                if (--i == 0) break;
            }
            break;
        }
        default: {
            const Value *b = g + y, *c = g + z;
            for (std::ptrdiff_t i = count;; a += dx, b += dy, c += dz) {
                seen[*a ^ *b ^ *c] = stamp;
                if (--i == 0) break;
            }
            break;
        }
    }
    return true;
}

Result<void> RulesHeapFiller::fill(std::vector<Value>& values, std::int64_t to) {
    if (failure_) return Error(failure_->message);  // the first heap that failed stays failed
    const std::int64_t n = to - 1;                  // the last heap asked for
    Machine& m = machine_;
    while (static_cast<std::int64_t>(values.size()) < to && steps_ <= stopAfter_) {
        const Coords here{static_cast<std::int64_t>(values.size()), 0, 0};
        // A block of heaps at once when one can be planned here and its steps fit the budget
        // (otherwise this heap alone, which also finds the exact point where the budget runs out).
        if (game_.heapBlocks() && here[0] >= blockRetryAt_) {
            // The plan is made as far as it holds, not only up to n (its work does not depend on
            // how far that is), and kept for the next call while it covers the heap asked for.
            bool planned = blockFirst_ >= 0 && here[0] >= blockFirst_ && here[0] <= block_.last;
            if (!planned) {
                planned = planHeapBlock(game_.heapForms(), here[0], std::max(n, limits::kMaxTableSize), block_);
                blockFirst_ = planned ? here[0] : -1;
            }
            std::int64_t last = -1, length = 0;
            if (planned) {
                // Heaps whose steps fit the budget; with stopAfter, only those started before it.
                const std::int64_t affordable = block_.steps > 0 ? std::min((kMaxTotalSteps - steps_) / block_.steps,
                                                                            (stopAfter_ - steps_) / block_.steps + 1)
                                                                 : block_.last - here[0] + 1;
                last = std::min({block_.last, n, here[0] + affordable - 1});
                length = std::max<std::int64_t>(last - here[0] + 1, 0);
            }
            // A block that ends well before n is worth it only when its planning was cheap for its
            // length (a plan looks at every k once; k <= n over 1..60000 ends a block at each heap).
            if (planned && (last >= n || length * 16 >= block_.work)) {
                blockBackoff_ = 1;
            } else {
                blockRetryAt_ = here[0] + std::max<std::int64_t>(length, 1) + blockBackoff_;
                blockBackoff_ = std::min<std::int64_t>(blockBackoff_ * 2, 4096);
            }
            if (length > 0) {
                steps_ += block_.steps * length;
                kernelPositions_ += length;
                blockPositions_ += length;
                runHeapBlock(values, last);
                continue;
            }
        }
        marks_.next();
        std::optional<Failure> bad;
        // The kernels first; when they cannot vouch for this position, the interpreter works it out
        // afresh, which gives the exact outcome (and message).
        const Value* g = values.data();
        bool done = game_.kernels() && m.runs(here, [&](const Run& run) { return markHeapRun(run, g, here[0]); });
        if (!done && game_.kernels()) marks_.next();  // forget the attempt's marks
        if (done) ++kernelPositions_;
        if (!done) {
            const bool ran = m.moves(here, [&](const Move& move) {
                if (auto f = game_.checkMove(m, here, move)) {
                    bad = std::move(f);
                    return false;
                }
                Value v = 0;
                for (int i = 0; i < move.partCount; ++i)
                    v ^= g[static_cast<std::size_t>(move.parts[static_cast<std::size_t>(i)][0])];
                marks_.mark(v);
                return true;
            });
            if (!ran) bad = Failure{m.why().message(), m.errorRule(), false};
        }
        if (!bad) {
            steps_ += m.steps();
            if (steps_ > kMaxTotalSteps) bad = game_.tooManySteps(here);
        }
        if (bad) {
            failure_ = std::move(bad);
            return Error(failure_->message);
        }
        const Value v = marks_.mex();
        values.push_back(v);
        valuesOr_ |= v;
    }
    return {};
}

void RulesHeapFiller::runHeapBlock(std::vector<Value>& values, std::int64_t last) {
    const auto first = static_cast<std::int64_t>(values.size());
    values.reserve(static_cast<std::size_t>(last) + 1);
    const Value* g = values.data();  // stays put: the capacity is there
    for (std::int64_t n = first; n <= last; ++n) {
        // Values below 64 (nearly all) are marked in a word; larger ones in the marks under a stamp.
        std::uint64_t low = 0;
        bool high = false;
        const auto note = [&](Value v) {
            if (v < 64) {
                low |= std::uint64_t{1} << v;
                return;
            }
            if (!high) {
                marks_.next();
                high = true;
            }
            marks_.mark(v);
        };
        for (const HeapBlockRule& r : block_.rules) {
            const std::int64_t* x = r.offsets[0].data();
            const std::int64_t count = static_cast<std::int64_t>(r.offsets[0].size());
            const std::int64_t bx = r.cn[0] * n;
            if (r.partCount == 1) {
                for (std::int64_t i = 0; i < count; ++i) note(g[bx + x[i]]);
            } else {
                const std::int64_t* y = r.offsets[1].data();
                const std::int64_t by = r.cn[1] * n;
                if (r.partCount == 2) {
                    for (std::int64_t i = 0; i < count; ++i) note(g[bx + x[i]] ^ g[by + y[i]]);
                } else {
                    const std::int64_t* z = r.offsets[2].data();
                    const std::int64_t bz = r.cn[2] * n;
                    for (std::int64_t i = 0; i < count; ++i) note(g[bx + x[i]] ^ g[by + y[i]] ^ g[bz + z[i]]);
                }
            }
        }
        Value v = static_cast<Value>(std::countr_zero(~low));
        if (v == 64 && high)
            while (v < marks_.seen.size() && marks_.seen[v] == marks_.stamp) ++v;
        values.push_back(v);
        valuesOr_ |= v;
    }
}

}  // namespace grundy::rules::detail
