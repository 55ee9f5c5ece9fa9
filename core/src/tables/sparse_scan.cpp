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

std::size_t SparseSplitTable::Scan::Order::fill(std::int64_t blocks, std::uint32_t* out, std::size_t most) {
    // The two orders step in turn; each step writes its block at out[k], and k moves on only for a
    // block the other order has not visited (one it has is written over by the next).
    std::size_t k = 0;
    if (stride == 0 && up < blocks && steps < blocks) {  // the first step is the strided order's
        std::tie(stride, inverse) = strideFor(blocks);
        upPlace = inverse;  // the ascending order is at block 1
    }
    while (k < most && up < blocks && steps < blocks) {
        if (turn) {
            const std::int64_t block = strided;
            ++steps;
            strided += stride;
            strided -= strided >= blocks ? blocks : 0;
            out[k] = static_cast<std::uint32_t>(block);
            k += block >= up ? 1 : 0;
        } else {
            const std::int64_t block = up++, place = upPlace;
            upPlace += inverse;
            upPlace -= upPlace >= blocks ? blocks : 0;
            out[k] = static_cast<std::uint32_t>(block);
            k += place >= steps ? 1 : 0;
        }
        turn = !turn;
    }
    return k;
}

bool SparseSplitTable::Scan::Order::next(std::int64_t blocks, std::int64_t& block) {
    std::uint32_t one = 0;
    if (fill(blocks, &one, 1) == 0) return false;
    block = one;
    return true;
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
        if (at == kept.size()) {  // this heap's first block past the kept ones
            beyond = afterKept;
            aheadAt = aheadEnd = 0;
        }
        if (aheadAt == aheadEnd) {
            aheadAt = 0;
            aheadEnd = beyond.fill(blocks, ahead, kAhead);
            if (aheadEnd == 0) return false;
        }
        block = ahead[aheadAt++];
    }
    ++at;
    toBlock(block);
    return true;
}

}  // namespace grundy
