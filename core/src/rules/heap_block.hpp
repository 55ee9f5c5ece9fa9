// One-number games in blocks of positions. When every rule has one binder over a list that does not
// change from heap to heap ({1, 3, 4}; 2..4; the Fibonacci numbers up to n between two members) and
// kernels that read nothing but n and k, then past the first few heaps every test keeps its truth
// for each k over long stretches of n (k <= n, once true, stays true). For such a stretch, a block,
// the moves of heap n are heap cn * n + offset for a fixed list of offsets, and the steps counted
// are the same at every heap: the block is planned once (a few operations per value of k) and
// then each heap is a handful of table reads and a mex, with nothing re-derived.
//
// A block only vouches for what the kernels would (kernel.hpp): every guard of every affine form
// holds all over it, every move leads to a smaller heap, the per-position budgets hold. Anywhere
// else (the first heaps, a rule it does not know) the caller works heap by heap as before, so the
// values, the steps and the errors are exactly the interpreter's.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "machine.hpp"

namespace grundy::rules::detail {

// c0 + cn * n + ck * k, exactly (the kernels' guards keep the machine's value equal to it).
struct HeapLinear {
    Wide c0 = 0;
    Wide cn = 0;
    Wide ck = 0;
    Wide at(std::int64_t n, std::int64_t k) const { return c0 + cn * n + ck * k; }
};

// One rule of a one-number game as a block sees it.
struct HeapRuleForm {
    const std::vector<std::int64_t>* members = nullptr;  // a set of literals: its members
    std::int64_t lo = 0;                                 // otherwise lo..hi, hi a number or n
    std::int64_t hi = 0;
    bool hiIsN = false;
    int sequence = -1;  // the values of lo..hi in this sequence only (Sequence's number), or -1
    struct Comparison {
        Kind kind = Kind::Eq;  // d KIND 0
        HeapLinear d;
    };
    struct Test {
        int cost = 0;
        int count = 1;  // a range test is two comparisons (a - b >= 0 and c - a >= 0)
        std::array<Comparison, 2> comparisons{};
    };
    std::vector<Test> tests;
    int partCount = 0;
    std::array<HeapLinear, 3> parts{};
    int partsCost = 0;
    std::int64_t safe = 0;  // the least guard of the rule's affine forms: n and k must stay within it
};

// The rules of c as blocks see them; empty when some rule is not of the kind blocks know.
std::vector<HeapRuleForm> heapRuleForms(const Compiled& c);

// What a block does at each heap n: rule by rule, the moves to heaps cn[p] * n + offsets[p][i]
// (i over the moves, p over the parts).
struct HeapBlockRule {
    int partCount = 0;
    std::array<std::int64_t, 3> cn{};
    std::array<std::vector<std::int64_t>, 3> offsets;
};

struct HeapBlock {
    std::int64_t last = -1;  // the block is heaps [first, last]
    std::int64_t steps = 0;  // the machine's steps at each of them
    std::int64_t work = 0;   // values of k looked at to plan it
    std::vector<HeapBlockRule> rules;
};

// Plans the block that starts at heap `first` and ends at `limit` or sooner; false when heap
// `first` itself cannot be done this way (then the caller works it out alone).
bool planHeapBlock(const std::vector<HeapRuleForm>& forms, std::int64_t first, std::int64_t limit, HeapBlock& out);

}  // namespace grundy::rules::detail
