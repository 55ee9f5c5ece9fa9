// The order a heap's scan of common pairs visits its blocks in (SparseSplitTable::Scan,
// sparse_split.hpp): after block 0, the ascending order and a strided one taken in turn, each block
// once. Scan::start, on every heap's path, is in sparse_split.cpp; these are called once a heap has
// used up the blocks an order keeps.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <tuple>
#include <utility>

#include "sparse_split.hpp"

namespace grundy {

namespace {

// A stride about 0.618 of the way round `blocks` and coprime to it, and its inverse modulo blocks.
// Worked out again whenever the number of blocks changes (every 2 * Scan::kBlock heaps), so in 32 bits
// (blocks <= pairs <= kMaxHeaps / 2), with one Euclid for both the test and the inverse: with 64-bit
// divisions, a gcd and then the Euclid, this was 5% of octal:0.106's time to 2^24.
std::pair<std::int64_t, std::int64_t> strideFor(std::int64_t count) {
    static_assert(SparseSplitTable::kMaxHeaps / 2 <= std::numeric_limits<std::uint32_t>::max());
    const auto blocks = static_cast<std::uint32_t>(count);
    if (blocks <= 1) return {1, 0};
    for (auto stride = std::max<std::uint32_t>(1, static_cast<std::uint32_t>(count * 618 / 1000));; ++stride) {
        // Extended Euclid: r0 = gcd(blocks, stride) = t0 * stride (mod blocks).
        std::uint32_t r0 = blocks, r1 = stride % blocks;
        std::int64_t t0 = 0, t1 = 1;
        while (r1 != 0) {
            const std::uint32_t q = r0 / r1;
            std::tie(r0, r1) = std::make_pair(r1, r0 - q * r1);
            std::tie(t0, t1) = std::make_pair(t1, t0 - std::int64_t{q} * t1);
        }
        if (r0 == 1) return {stride, (t0 % count + count) % count};
    }
}

}  // namespace

bool SparseSplitTable::Scan::Order::next(std::int64_t blocks, std::int64_t& block) {
    for (;;) {
        if (up >= blocks || steps >= blocks) return false;
        if (turn) {
            if (stride == 0) {
                std::tie(stride, inverse) = strideFor(blocks);
                upPlace = inverse;  // the ascending order is at block 1
            }
            block = strided;
            ++steps;
            strided += stride;
            if (strided >= blocks) strided -= blocks;
            turn = false;
            if (block < up) continue;
        } else {
            block = up++;
            const std::int64_t place = upPlace;
            upPlace += inverse;
            if (upPlace >= blocks) upPlace -= blocks;
            turn = true;
            if (place < steps) continue;
        }
        return true;
    }
}

bool SparseSplitTable::Scan::nextBlock() {
    // Past the kept blocks (ready() takes those). Once the order is over, every call says so again:
    // an Order stays over, and a copy of one that is over is over.
    std::int64_t block = 0;
    if (keptAll) return false;
    if (kept.size() < kKept) {
        if (!afterKept.next(blocks, block)) {
            keptAll = true;
            return false;
        }
        kept.push_back(static_cast<std::uint32_t>(block));
    } else {
        if (at == kept.size()) beyond = afterKept;
        if (!beyond.next(blocks, block)) return false;
    }
    ++at;
    toBlock(block);
    return true;
}

}  // namespace grundy
