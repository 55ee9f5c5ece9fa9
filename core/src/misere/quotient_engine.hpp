// The misère quotient search's engine (MisereQuotientSearch::Engine), shared by the files that
// define it: quotient.cpp (the search heap by heap: step 1, and the public face),
// quotient_walks.cpp (the walks over sums that find a candidate's least failure) and
// quotient_trial.cpp (step 2: trial monoids, their marking, reduction and recalibration); with the
// pieces they share: sums as words in colex order, sets of elements as bits, the colex walk, a
// candidate, the budget's spend and the trial monoid. quotient.cpp's comment says how the search goes.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include "grundy/misere/heap_sums.hpp"
#include "grundy/misere/quotient.hpp"
#include "grundy/periodicity.hpp"

namespace grundy::quotient_detail {

using Elem = std::uint32_t;
using Word = std::vector<std::int32_t>;  // a sum: the count of each heap, trailing zeros dropped

// Colexicographic order: the count of the largest heap first.
inline bool colexLess(const Word& a, const Word& b) {
    if (a.size() != b.size()) return a.size() < b.size();
    for (std::size_t i = a.size(); i-- > 0;)
        if (a[i] != b[i]) return a[i] < b[i];
    return false;
}

// A set of a monoid's elements as bits.
class Bits {
public:
    explicit Bits(std::size_t size = 0) : w_((size + 63) / 64, 0) {}
    void set(std::size_t i) { w_[i / 64] |= std::uint64_t{1} << (i % 64); }
    bool test(std::size_t i) const { return w_[i / 64] >> (i % 64) & 1; }
    bool subsetOf(const Bits& b) const {
        for (std::size_t i = 0; i < w_.size(); ++i)
            if (w_[i] & ~b.w_[i]) return false;
        return true;
    }
    bool intersects(const Bits& b) const {
        for (std::size_t i = 0; i < w_.size(); ++i)
            if (w_[i] & b.w_[i]) return true;
        return false;
    }
    bool empty() const {
        return std::all_of(w_.begin(), w_.end(), [](std::uint64_t x) { return x == 0; });
    }
    std::size_t words() const { return w_.size(); }
    template <class F>
    void forEach(F f) const {
        for (std::size_t i = 0; i < w_.size(); ++i)
            for (std::uint64_t x = w_[i]; x; x &= x - 1) f(i * 64 + static_cast<std::size_t>(__builtin_ctzll(x)));
    }

private:
    std::vector<std::uint64_t> w_;
};

enum class Step { Go, Stop, Abort };

// Walks the sums of the heaps `active` (ascending) in colex order, starting from the empty sum in
// state `start`: `extend(state, level, next)` makes the state of one more heap active[level] (Go),
// or ends the raising of that heap's count (Stop: neither that sum nor any it leads to by more of the
// heap or by smaller heaps is walked), or ends the walk (Abort); `visit(state, counts)` sees each sum
// walked, counts[level] being its count of heap active[level], and may end the walk (Abort). Returns
// false when the walk was ended.
template <class State, class Extend, class Visit>
bool colexWalk(std::size_t levels, State start, Extend extend, Visit visit, std::vector<std::int32_t>& counts) {
    struct Frame {
        State state;
        bool started = false;
    };
    std::vector<Frame> stack;
    stack.reserve(levels + 1);
    counts.assign(levels, 0);
    stack.push_back(Frame{std::move(start)});
    while (!stack.empty()) {
        const std::size_t level = levels - (stack.size() - 1);  // 0: a sum to visit
        Frame& f = stack.back();
        if (level == 0) {
            if (visit(f.state, counts) == Step::Abort) return false;
            stack.pop_back();
            continue;
        }
        if (!f.started) {
            f.started = true;
            State copy = f.state;
            stack.push_back(Frame{std::move(copy)});
            continue;
        }
        State next;
        const Step s = extend(f.state, level - 1, next);
        if (s == Step::Abort) return false;
        if (s == Step::Stop) {
            counts[level - 1] = 0;
            stack.pop_back();
            continue;
        }
        ++counts[level - 1];
        f.state = next;
        stack.push_back(Frame{std::move(next)});
    }
    return true;
}

// A candidate: a monoid with its P-portion, and each heap's element and transition set.
struct Candidate {
    MisereQuotient q;
    std::vector<Elem> image;               // by heap
    std::vector<std::vector<Elem>> trans;  // by heap, ascending; empty for a heap with no move
};

// Where a step of the search stands against its budget, and its watch (MisereQuotientSearch::create):
// asked every kQuotientWatchSteps steps, from wherever the search checks its budget; once the watch
// has said stop, the search is over its budget for good, and says it was interrupted.
struct Spend {
    std::int64_t work = 0, bytes = 0;
    std::int64_t steps = 0;
    Progress watch;
    std::int64_t done = 0, asked = 0;  // what the watch is told: heaps certified, heaps asked for
    mutable std::int64_t nextLook = 0;
    mutable bool interrupted = false;
    bool over() const {
        if (watch && !interrupted && steps >= nextLook) {
            nextLook = steps + kQuotientWatchSteps;
            interrupted = !watch(done, asked);
        }
        return interrupted || steps > work;
    }
};

// The trial monoid of step 2: the base (the certified quotient of the heaps below the new one) times a
// cyclic monoid <g | g^(index + period) = g^index> for each free heap. An element is a base element
// and an exponent per free heap, numbered base + order * (mixed radix exponents).
class Trial {
public:
    struct Free {
        std::int64_t heap = 0;
        std::int32_t index = 0, period = 2;
    };

    Trial(const Candidate& base, std::vector<Free> free) : base_(&base), free_(std::move(free)) {
        std::sort(free_.begin(), free_.end(), [](const Free& a, const Free& b) { return a.heap < b.heap; });
    }

    const std::vector<Free>& free() const { return free_; }
    const Candidate& base() const { return *base_; }

    std::int64_t product(std::int64_t x, std::int64_t y) const {
        const std::int64_t order = base_->q.order;
        std::int64_t rx = x / order, ry = y / order, r = 0, place = 1;
        for (const Free& f : free_) {
            const std::int64_t radix = f.index + f.period;
            std::int64_t e = rx % radix + ry % radix;
            rx /= radix;
            ry /= radix;
            if (e >= radix) e = f.index + (e - f.index) % f.period;
            r += e * place;
            place *= radix;
        }
        return base_->q.product(static_cast<Elem>(x % order), static_cast<Elem>(y % order)) + order * r;
    }

    // Heap h's element (h at most the new heap); a heap with no move is the identity.
    std::int64_t image(std::int64_t h, bool moves) const {
        if (!moves) return 0;
        std::int64_t place = base_->q.order;
        for (const Free& f : free_) {
            if (f.heap == h) return place;
            place *= f.index + f.period;
        }
        return base_->image[static_cast<std::size_t>(h)];
    }

private:
    const Candidate* base_;
    std::vector<Free> free_;
};

// The state of the N-condition's walk: a sum's element and transition set.
struct Pair {
    Elem x = 0;
    Bits t;
};

// A trial's elements reached by the sums, each with its P-status (MisereQuotientSearch::Engine::mark).
struct Marking {
    std::vector<std::int64_t> reach;                     // trial elements, by their least sums
    std::unordered_map<std::int64_t, std::uint32_t> at;  // trial element -> its place in reach
    std::vector<std::uint8_t> p;                         // by place
    std::vector<std::int64_t> image;                     // each heap's trial element
};

// The state of a trial's walk: a sum's trial element and transition set.
struct TrialState {
    std::int64_t x = 0;
    std::vector<std::int64_t> t;
};

}  // namespace grundy::quotient_detail

namespace grundy {

class MisereQuotientSearch::Engine {
public:
    using Elem = quotient_detail::Elem;
    using Word = quotient_detail::Word;
    using Bits = quotient_detail::Bits;
    using Candidate = quotient_detail::Candidate;
    using Trial = quotient_detail::Trial;
    using Marking = quotient_detail::Marking;

    Engine(GamePtr game, const Budget& budget, Progress watch) : game_(std::move(game)) {
        spend_.watch = std::move(watch);
        spend_.work = budget.work > 0 ? budget.work : kDefaultQuotientWork;
        spend_.bytes = bytesAllowed(budget, kDefaultQuotientBytes);
        basis_ = game_->periodicityBasis();
        heapsLeft_ = maxHeapsLeft(*game_, basis_);
    }

    Result<void> extendTo(std::int64_t last);

    std::int64_t heaps() const { return static_cast<std::int64_t>(options_.size()); }
    const MisereQuotient& quotient() const { return now_.q; }
    bool knows(std::int64_t heap) const { return heap >= 0 && (heap < heaps() || period_.has_value()); }
    Elem element(std::int64_t heap) const {
        if (heap < heaps()) return now_.image[static_cast<std::size_t>(heap)];
        const std::int64_t a = period_->preperiod, p = period_->period;
        return now_.image[static_cast<std::size_t>(a + (heap - a) % p)];
    }
    const std::vector<Elem>& pretending() const { return now_.image; }
    const QuotientPresentation& presentation() const {
        if (!words_) words_ = presentationOf(now_.q, now_.image);
        return *words_;
    }
    const std::optional<QuotientPeriod>& period() const { return period_; }
    const std::vector<std::int64_t>& growth() const { return growth_; }
    std::int64_t steps() const { return spend_.steps; }
    const GamePtr& game() const { return game_; }

private:
    // ---- reading the game (quotient.cpp) ----
    bool moves(std::int64_t h) const { return !options_[static_cast<std::size_t>(h)].empty(); }
    std::vector<Elem> transitions(const Candidate& c, std::int64_t h);

    // ---- failures (quotient_walks.cpp) ----
    Word wordOf(const std::vector<std::int32_t>& counts) const;
    std::vector<Word> leastSums(const Candidate& c);
    std::optional<Word> leastPFailure(const Candidate& c, const std::vector<Word>& sums);
    std::optional<Word> leastNFailure(const Candidate& c, const std::optional<Word>& bound,
                                      std::vector<std::vector<Bits>>& lower);
    std::optional<Word> leastFailure(const Candidate& c, std::vector<std::vector<Bits>>& lower);

    // ---- a trial: P from each element's least sum, then reduced (quotient_trial.cpp) ----
    Marking mark(const Trial& trial);
    Candidate reduce(const Trial& trial, const Marking& m);

    // ---- one more heap (quotient.cpp; grow and recalibrate: quotient_trial.cpp) ----
    Error stopped(std::int64_t heap) const;
    bool overBudget() const { return spend_.over() || heldBytes_ > spend_.bytes; }
    Result<void> addHeap();
    Result<bool> conservative(std::int64_t n);
    Result<void> grow(std::int64_t n);
    static Elem elementOf(const Candidate& c, const Word& w);
    std::optional<Trial> recalibrate(const Candidate& c, const Word& w, bool shouldBeP, Marking& m);

    // ---- periodicity (quotient.cpp) ----
    Result<void> checkPeriod();

    GamePtr game_;
    PeriodicityBasis basis_;
    int heapsLeft_ = 1;
    quotient_detail::Spend spend_;
    std::int64_t heldBytes_ = 0;
    std::vector<std::vector<HeapSum>> options_;  // by heap
    std::vector<std::int64_t> active_;           // the heaps with a move, ascending
    Candidate now_;                              // the certified quotient of heaps 0 .. heaps() - 1
    std::vector<std::vector<Bits>> lower_;       // its least transition sets by element, once known
    bool lowerKnown_ = false;
    std::optional<QuotientPeriod> period_;
    std::vector<std::int64_t> growth_;
    mutable std::optional<QuotientPresentation> words_;
};

}  // namespace grundy
