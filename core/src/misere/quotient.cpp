// The misère quotient search (grundy/misere/quotient.hpp): the published approach of Plambeck and
// Siegel (MisereSolver), written anew. Terms used below:
//   - a sum is a word: how many of each heap it has. Sums are ordered colexicographically (by the
//     count of the largest heap first), which puts every option of a sum before the sum (a move
//     replaces one heap by smaller ones);
//   - a candidate is a finite commutative monoid with a P-portion and an element per heap; its
//     transition set T(h) for heap h is the set of the elements of h's options, and a sum G's is
//     T(G) = { Φ(G') : G' an option of G }, T(G + h) = T(G) Φ(h) ∪ Φ(G) T(h);
//   - a candidate is certified when the P- and N-conditions hold for every sum (the header says why
//     that makes every sum's outcome right). The P-condition for G + h depends only on Φ(G), so each
//     element (with its least sum) and heap is one case. The N-condition depends on (Φ(G), T(G)), and
//     a sum whose pair is (x, S) with S containing the S' of an earlier sum's (x, S') needs no look
//     (each sum it leads to has the same element as the one the earlier sum leads to by the same
//     heaps, and a larger transition set, so it meets the N-condition if that one does); the walk over
//     sums in colex order skips such sums and everything they lead to by smaller heaps, and finds the
//     least sum that fails (if a skipped sum G + X failed, the earlier sum + X, which comes before it,
//     would fail too).
//
// Heap n, given the certified quotient Q of heaps below it:
//   1. heap n may be an element x that Q has, with x in P exactly when no option of heap n maps into
//      P: the P-condition for heap n is a look over Q, and the N-condition holds at once when T(n)
//      contains the transition set of some earlier sum with element x (heap n then leads everywhere
//      that sum does, at least); otherwise the whole walk is run. Q is reduced, so at most one x is
//      right; if one is, Q stays.
//   2. Otherwise Q grows. A trial monoid is Q times a cyclic monoid <g | g^4 = g^2> for heap n
//      (Misère quotients' elements all repeat with period 1 or 2 from some power on.) Each element's
//      P-status is read off its least sum's transitions, the trial is reduced, and the least failing
//      sum W is sought. Every sum before W is right, and W is not, so W's class must part from its
//      least sum: some of W's heaps get cyclic parts of their own (their element in Q dropped from the
//      base; the index past W's count of them), the fewest first. Freeing all of W's heaps always
//      works: W is then the least sum of its element, and its status comes from its own options,
//      which are right, while the trial only ever parts classes, so no sum before W goes wrong. The
//      least failure thus moves on each time until none is left.
#include "grundy/misere/quotient.hpp"

#include <algorithm>
#include <map>
#include <mutex>
#include <numeric>
#include <unordered_map>

#include "grundy/misere/heap_sums.hpp"
#include "grundy/periodicity.hpp"

namespace grundy {

std::int64_t MisereQuotient::pCount() const {
    return std::count(p.begin(), p.end(), std::uint8_t{1});
}

namespace {

using Elem = std::uint32_t;
using Word = std::vector<std::int32_t>;  // a sum: the count of each heap, trailing zeros dropped

void trim(Word& w) {
    while (!w.empty() && w.back() == 0) w.pop_back();
}

// Colexicographic order: the count of the largest heap first.
bool colexLess(const Word& a, const Word& b) {
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

// Each element's least power that repeats, and the period: x^(index + period) = x^index.
std::pair<std::int32_t, std::int32_t> indexAndPeriod(const MisereQuotient& q, Elem x) {
    std::map<Elem, std::int32_t> seen;
    Elem power = 0;
    for (std::int32_t e = 0;; ++e) {
        if (auto it = seen.find(power); it != seen.end()) return {it->second, e - it->second};
        seen.emplace(power, e);
        power = q.product(power, x);
    }
}

}  // namespace

// ---- the engine ----------------------------------------------------------------------------------

class MisereQuotientSearch::Engine {
public:
    Engine(GamePtr game, const Budget& budget, Progress watch) : game_(std::move(game)) {
        spend_.watch = std::move(watch);
        spend_.work = budget.work > 0 ? budget.work : kDefaultQuotientWork;
        spend_.bytes = bytesAllowed(budget, kDefaultQuotientBytes);
        basis_ = game_->periodicityBasis();
        heapsLeft_ = maxHeapsLeft(*game_, basis_);
    }

    Result<void> extendTo(std::int64_t last) {
        spend_.asked = last + 1;
        while (!period_ && heaps() <= last) {
            const std::size_t n = options_.size(), actives = active_.size();
            spend_.done = heaps();
            spend_.nextLook = 0;  // the watch hears of each heap certified
            if (auto ok = addHeap(); !ok) {
                // Heap n is not certified: take back what addHeap set up for it (its options, a place in
                // the pretending function), so that heaps() and knows() say only what is certified. Left
                // in, heap n read as the identity: fuzz_solver found octal:4.736's 7+1 taken for P after
                // a search for heap 8 had stopped on its budget at heap 7. The quotient itself is only
                // replaced by grow() once certified, and is right for the sums of heaps below n.
                options_.resize(n);
                now_.image.resize(n);
                now_.trans.resize(n);
                active_.resize(actives);
                return ok;
            }
        }
        return {};
    }

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
    // ---- reading the game ----

    bool moves(std::int64_t h) const { return !options_[static_cast<std::size_t>(h)].empty(); }

    std::vector<Elem> transitions(const Candidate& c, std::int64_t h) {
        std::vector<Elem> out;
        for (const HeapSum& sum : options_[static_cast<std::size_t>(h)]) {
            Elem x = 0;
            for (const std::int64_t part : sum) x = c.q.product(x, c.image[static_cast<std::size_t>(part)]);
            out.push_back(x);
            spend_.steps += 1 + static_cast<std::int64_t>(sum.size());
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    // ---- failures ----

    Word wordOf(const std::vector<std::int32_t>& counts) const {
        Word w;
        for (std::size_t l = 0; l < counts.size(); ++l) {
            if (counts[l] == 0) continue;
            const auto h = static_cast<std::size_t>(active_[l]);
            if (w.size() <= h) w.resize(h + 1, 0);
            w[h] = counts[l];
        }
        return w;
    }

    // Each element's least sum (a candidate's elements are all some sum's).
    std::vector<Word> leastSums(const Candidate& c) {
        std::vector<Word> out(c.q.order);
        std::vector<std::uint8_t> seen(c.q.order, 0);
        std::vector<std::int32_t> counts;
        colexWalk(
            active_.size(), Elem{0},
            [&](const Elem& x, std::size_t level, Elem& next) {
                ++spend_.steps;
                next = c.q.product(x, c.image[static_cast<std::size_t>(active_[level])]);
                return seen[next] ? Step::Stop : Step::Go;
            },
            [&](const Elem& x, const std::vector<std::int32_t>& at) {
                seen[x] = 1;
                out[x] = wordOf(at);
                return Step::Go;
            },
            counts);
        return out;
    }

    // The least sum that breaks the P-condition: Φ(G + h) in P while an option G + h' of it maps into
    // P. Only Φ(G) matters, so G is each element's least sum.
    std::optional<Word> leastPFailure(const Candidate& c, const std::vector<Word>& sums) {
        std::optional<Word> least;
        for (Elem x = 0; x < c.q.order; ++x) {
            for (const std::int64_t h : active_) {
                ++spend_.steps;
                if (!c.q.p[c.q.product(x, c.image[static_cast<std::size_t>(h)])]) continue;
                const auto& t = c.trans[static_cast<std::size_t>(h)];
                spend_.steps += static_cast<std::int64_t>(t.size());
                if (std::none_of(t.begin(), t.end(), [&](Elem y) { return c.q.p[c.q.product(x, y)]; })) continue;
                Word w = sums[x];
                if (w.size() <= static_cast<std::size_t>(h)) w.resize(static_cast<std::size_t>(h) + 1, 0);
                ++w[static_cast<std::size_t>(h)];
                if (!least || colexLess(w, *least)) least = std::move(w);
            }
        }
        return least;
    }

    struct Pair {
        Elem x = 0;
        Bits t;
    };

    // The least sum before `bound` (none: every sum) that breaks the N-condition: Φ(G) not in P, G
    // has a move, and no option maps into P. `lower` gets, per element, the least transition sets of
    // the sums walked (every sum's contains one of them) when the walk goes to its end.
    std::optional<Word> leastNFailure(const Candidate& c, const std::optional<Word>& bound,
                                      std::vector<std::vector<Bits>>& lower) {
        const std::size_t order = c.q.order;
        lower.assign(order, {});
        Bits inP(order);
        for (Elem x = 0; x < order; ++x)
            if (c.q.p[x]) inP.set(x);
        std::optional<Word> failure;
        std::int64_t held = 0;
        std::vector<std::int32_t> counts;
        const bool ended = colexWalk(
            active_.size(), Pair{0, Bits(order)},
            [&](const Pair& s, std::size_t level, Pair& next) {
                const auto h = static_cast<std::size_t>(active_[level]);
                const Elem g = c.image[h];
                next.x = c.q.product(s.x, g);
                next.t = Bits(order);
                s.t.forEach([&](std::size_t y) { next.t.set(c.q.product(static_cast<Elem>(y), g)); });
                for (const Elem y : c.trans[h]) next.t.set(c.q.product(s.x, y));
                auto& list = lower[next.x];
                spend_.steps += 2 + static_cast<std::int64_t>((list.size() + 1) * next.t.words());
                if (spend_.over() || held > spend_.bytes) return Step::Abort;
                for (const Bits& b : list)
                    if (b.subsetOf(next.t)) return Step::Stop;
                const auto entry = static_cast<std::int64_t>(next.t.words() * 8 + sizeof(Bits));
                held -= entry * static_cast<std::int64_t>(
                                    std::erase_if(list, [&](const Bits& b) { return next.t.subsetOf(b); }));
                list.push_back(next.t);
                held += entry;
                return Step::Go;
            },
            [&](const Pair& s, const std::vector<std::int32_t>& at) {
                // Sums come in colex order: once one reaches the bound, so do the rest.
                if (bound && !colexLess(wordOf(at), *bound)) return Step::Abort;
                if (s.t.empty() || c.q.p[s.x] || s.t.intersects(inP)) return Step::Go;
                failure = wordOf(at);
                return Step::Abort;
            },
            counts);
        if (!ended && !failure) lower.clear();  // stopped at the bound or on the budget: not every sum
        heldBytes_ = std::max(heldBytes_, held);
        return failure;
    }

    // The least failing sum of a candidate, or none when it is certified (then `lower` holds its
    // least transition sets, as leastNFailure leaves them).
    std::optional<Word> leastFailure(const Candidate& c, std::vector<std::vector<Bits>>& lower) {
        const auto sums = leastSums(c);
        auto p = leastPFailure(c, sums);
        auto n = leastNFailure(c, p, lower);
        return n ? n : p;
    }

    // ---- a trial: P from each element's least sum, then reduced ----

    struct Marking {
        std::vector<std::int64_t> reach;                     // trial elements, by their least sums
        std::unordered_map<std::int64_t, std::uint32_t> at;  // trial element -> its place in reach
        std::vector<std::uint8_t> p;                         // by place
        std::vector<std::int64_t> image;                     // each heap's trial element
    };

    struct TrialState {
        std::int64_t x = 0;
        std::vector<std::int64_t> t;
    };

    Marking mark(const Trial& trial) {
        Marking m;
        const auto n = static_cast<std::size_t>(heaps());
        m.image.resize(n);
        for (std::size_t h = 0; h < n; ++h)
            m.image[h] = trial.image(static_cast<std::int64_t>(h), moves(static_cast<std::int64_t>(h)));
        std::vector<std::vector<std::int64_t>> trans(n);
        for (const std::int64_t h : active_) {
            auto& t = trans[static_cast<std::size_t>(h)];
            for (const HeapSum& sum : options_[static_cast<std::size_t>(h)]) {
                std::int64_t x = 0;
                for (const std::int64_t part : sum) x = trial.product(x, m.image[static_cast<std::size_t>(part)]);
                t.push_back(x);
            }
            std::sort(t.begin(), t.end());
            t.erase(std::unique(t.begin(), t.end()), t.end());
        }
        std::vector<std::int32_t> counts;
        colexWalk(
            active_.size(), TrialState{},
            [&](const TrialState& s, std::size_t level, TrialState& next) {
                if (spend_.over()) return Step::Abort;
                const auto h = static_cast<std::size_t>(active_[level]);
                next.x = trial.product(s.x, m.image[h]);
                if (m.at.count(next.x)) return Step::Stop;
                next.t.clear();
                for (const std::int64_t y : s.t) next.t.push_back(trial.product(y, m.image[h]));
                for (const std::int64_t y : trans[h]) next.t.push_back(trial.product(s.x, y));
                std::sort(next.t.begin(), next.t.end());
                next.t.erase(std::unique(next.t.begin(), next.t.end()), next.t.end());
                spend_.steps += 1 + static_cast<std::int64_t>(next.t.size() + s.t.size());
                return Step::Go;
            },
            [&](const TrialState& s, const std::vector<std::int32_t>&) {
                // Every option of this least sum comes before it, so its element is placed already.
                bool p = !s.t.empty();
                for (const std::int64_t y : s.t) p = p && !m.p[m.at.at(y)];
                m.at.emplace(s.x, static_cast<std::uint32_t>(m.reach.size()));
                m.reach.push_back(s.x);
                m.p.push_back(p ? 1 : 0);
                return Step::Go;
            },
            counts);
        return m;
    }

    // The trial's elements merged where no sum tells them apart (xz in P <=> yz in P for every z),
    // numbered by their least sums: the candidate the trial describes.
    Candidate reduce(const Trial& trial, const Marking& m) {
        const std::size_t size = m.reach.size();
        std::vector<std::int64_t> gens;
        for (const std::int64_t h : active_) gens.push_back(m.image[static_cast<std::size_t>(h)]);
        std::sort(gens.begin(), gens.end());
        gens.erase(std::unique(gens.begin(), gens.end()), gens.end());
        const std::size_t g = gens.size();
        std::vector<std::uint32_t> act(size * g);
        for (std::size_t i = 0; i < size; ++i)
            for (std::size_t k = 0; k < g; ++k) act[i * g + k] = m.at.at(trial.product(m.reach[i], gens[k]));
        spend_.steps += static_cast<std::int64_t>(size * g);
        // Moore's refinement: the classes of P and not P, split by where the generators send them.
        std::vector<std::uint32_t> cls(m.p.begin(), m.p.end());
        std::size_t count = 0;
        for (;;) {
            std::map<std::vector<std::uint32_t>, std::uint32_t> ids;
            std::vector<std::uint32_t> next(size);
            std::vector<std::uint32_t> key(g + 1);
            for (std::size_t i = 0; i < size; ++i) {
                key[0] = cls[i];
                for (std::size_t k = 0; k < g; ++k) key[k + 1] = cls[act[i * g + k]];
                next[i] = ids.emplace(key, static_cast<std::uint32_t>(ids.size())).first->second;
            }
            spend_.steps += static_cast<std::int64_t>(size * (g + 1));
            cls = std::move(next);
            if (ids.size() == count) break;
            count = ids.size();
        }
        // Renumber by least sums (reach is in that order), the identity first.
        std::vector<std::int64_t> rename(count, -1);
        std::vector<std::size_t> rep;
        for (std::size_t i = 0; i < size; ++i) {
            if (rename[cls[i]] >= 0) continue;
            rename[cls[i]] = static_cast<std::int64_t>(rep.size());
            rep.push_back(i);
        }
        const auto classOf = [&](std::int64_t x) { return static_cast<Elem>(rename[cls[m.at.at(x)]]); };
        heldBytes_ = std::max(heldBytes_, static_cast<std::int64_t>(count * count * sizeof(Elem)));
        Candidate c;
        if (overBudget()) return c;
        c.q.order = static_cast<std::uint32_t>(count);
        c.q.table.assign(count * count, 0);
        c.q.p.assign(count, 0);
        for (std::size_t a = 0; a < count; ++a) {
            c.q.p[a] = m.p[rep[a]];
            for (std::size_t b = 0; b < count; ++b)
                c.q.table[a * count + b] = classOf(trial.product(m.reach[rep[a]], m.reach[rep[b]]));
        }
        spend_.steps += static_cast<std::int64_t>(count * count);
        c.image.resize(m.image.size());
        for (std::size_t h = 0; h < m.image.size(); ++h) c.image[h] = classOf(m.image[h]);
        c.trans.resize(m.image.size());
        for (const std::int64_t h : active_) c.trans[static_cast<std::size_t>(h)] = transitions(c, h);
        return c;
    }

    // ---- one more heap ----

    Error stopped(std::int64_t heap) const {
        if (spend_.interrupted) return fail(msg::run_interrupted{.done = heap, .asked = spend_.asked});
        if (spend_.over())
            return fail(msg::misere_quotient_work{
                .heap = heap, .spec = game_->spec(), .order = now_.q.order, .work = spend_.work});
        return fail(msg::misere_quotient_memory{
            .heap = heap, .spec = game_->spec(), .order = now_.q.order, .mib = spend_.bytes >> 20});
    }
    bool overBudget() const { return spend_.over() || heldBytes_ > spend_.bytes; }

    Result<void> addHeap() {
        const std::int64_t n = heaps();
        auto options = heapOptions(*game_, n);
        if (!options) return options.why();
        for (const HeapSum& sum : *options)
            for (const std::int64_t part : sum)
                if (part >= n) return fail(msg::misere_not_smaller{.spec = game_->spec(), .heap = n, .part = part});
        options_.push_back(std::move(options).value());
        if (!moves(n)) {
            now_.image.push_back(0);
            now_.trans.emplace_back();
            return checkPeriod();
        }
        if (!lowerKnown_) {
            // The least transition sets of the sums of heaps below n, for step 1's quick look.
            auto failure = leastNFailure(now_, std::nullopt, lower_);
            if (overBudget()) return stopped(n);
            if (failure) return fail(msg::misere_internal{.spec = game_->spec(), .heap = n});
            lowerKnown_ = true;
        }
        active_.push_back(n);
        now_.image.push_back(0);
        now_.trans.push_back(transitions(now_, n));
        if (auto kept = conservative(n); !kept)
            return kept.why();
        else if (!*kept) {
            if (auto grown = grow(n); !grown) return grown;
            growth_.push_back(n);
        }
        if (overBudget()) return stopped(n);
        return checkPeriod();
    }

    // Step 1: whether heap n is an element the quotient has (then set); see the file's comment.
    Result<bool> conservative(std::int64_t n) {
        const auto& t = now_.trans[static_cast<std::size_t>(n)];
        const auto& q = now_.q;
        const bool alone = std::none_of(t.begin(), t.end(), [&](Elem y) { return q.p[y]; });
        std::vector<Elem> fits;
        for (Elem x = 0; x < q.order; ++x) {
            if (static_cast<bool>(q.p[x]) != alone) continue;
            bool ok = true;
            for (Elem y = 0; y < q.order && ok; ++y) {
                if (!q.p[q.product(y, x)]) continue;
                for (const Elem z : t) ok = ok && !q.p[q.product(y, z)];
            }
            spend_.steps += static_cast<std::int64_t>(q.order * (t.size() + 1));
            if (ok) fits.push_back(x);
        }
        if (fits.empty()) return false;
        Bits tb(q.order);
        for (const Elem z : t) tb.set(z);
        for (const Elem x : fits) {
            for (const Bits& b : lower_[x]) {
                ++spend_.steps;
                if (b.subsetOf(tb)) {
                    now_.image[static_cast<std::size_t>(n)] = x;
                    return true;
                }
            }
        }
        for (const Elem x : fits) {
            now_.image[static_cast<std::size_t>(n)] = x;
            std::vector<std::vector<Bits>> lower;
            const auto failure = leastNFailure(now_, std::nullopt, lower);
            if (overBudget()) return stopped(n);
            if (!failure) {
                lower_ = std::move(lower);
                return true;
            }
        }
        now_.image[static_cast<std::size_t>(n)] = 0;
        return false;
    }

    // Step 2: the quotient grows at heap n.
    Result<void> grow(std::int64_t n) {
        // The trial's base is the last candidate (first the certified quotient of the heaps below n,
        // whose entries for heap n are unused), kept where the trials built on it can point.
        auto base = std::make_unique<Candidate>(now_);
        Trial trial(*base, {Trial::Free{n, 2, 2}});
        Marking m = mark(trial);
        for (;;) {
            if (overBudget()) return stopped(n);
            auto c = std::make_unique<Candidate>(reduce(trial, m));
            if (overBudget()) return stopped(n);
            heldBytes_ =
                std::max(heldBytes_, static_cast<std::int64_t>(c->q.table.size() * sizeof(Elem) + m.reach.size() * 48));
            std::vector<std::vector<Bits>> lower;
            const auto failure = leastFailure(*c, lower);
            if (overBudget()) return stopped(n);
            if (!failure) {
                now_ = std::move(*c);
                words_.reset();
                lower_ = std::move(lower);
                lowerKnown_ = true;
                return {};
            }
            const bool shouldBeP = !c->q.p[elementOf(*c, *failure)];
            auto freer = recalibrate(*c, *failure, shouldBeP, m);
            if (overBudget()) return stopped(n);
            if (!freer) return fail(msg::misere_internal{.spec = game_->spec(), .heap = n});
            trial = std::move(*freer);
            base = std::move(c);  // the new trial's base (a unique_ptr's move keeps its address)
        }
    }

    static Elem elementOf(const Candidate& c, const Word& w) {
        Elem x = 0;
        for (std::size_t h = 0; h < w.size(); ++h)
            for (std::int32_t k = 0; k < w[h]; ++k) x = c.q.product(x, c.image[h]);
        return x;
    }

    // A trial on the candidate c (which is right on every sum before w, its least failure) in which
    // some of w's heaps have cyclic parts of their own and w has status shouldBeP, with its marking
    // in m. Such a trial only parts c's classes (a freed heap's index and period reach its element's
    // in c), so every sum before w stays right, and w's status comes out right exactly when w is the
    // least sum of its element; freeing all of w's heaps past their counts makes it so. None only if
    // even that fails, which cannot be.
    std::optional<Trial> recalibrate(const Candidate& c, const Word& w, bool shouldBeP, Marking& m) {
        std::vector<std::int64_t> involved;
        for (std::size_t h = 0; h < w.size(); ++h)
            if (w[h] > 0) involved.push_back(static_cast<std::int64_t>(h));
        if (involved.empty()) return std::nullopt;
        const auto freed = [&](const std::vector<std::int64_t>& heaps) {
            std::vector<Trial::Free> free;
            for (const std::int64_t h : heaps) {
                const auto [index, period] = indexAndPeriod(c.q, c.image[static_cast<std::size_t>(h)]);
                free.push_back(
                    Trial::Free{h, std::max(index, w[static_cast<std::size_t>(h)] + 1), std::lcm(period, 2)});
            }
            return Trial(c, std::move(free));
        };
        const auto works = [&](const Trial& t, Marking& out) {
            out = mark(t);
            if (spend_.over()) return false;
            std::int64_t x = 0;
            for (std::size_t h = 0; h < w.size(); ++h)
                for (std::int32_t k = 0; k < w[h]; ++k) x = t.product(x, out.image[h]);
            return static_cast<bool>(out.p[out.at.at(x)]) == shouldBeP;
        };
        // The fewest heaps first (a small trial), up to three of them; then all of them.
        const std::size_t most = std::min<std::size_t>(involved.size() - 1, 3);
        for (std::size_t size = 1; size <= most; ++size) {
            std::vector<std::size_t> pick(size);
            std::iota(pick.begin(), pick.end(), 0);
            for (;;) {
                std::vector<std::int64_t> heaps;
                for (const std::size_t i : pick) heaps.push_back(involved[i]);
                Trial t = freed(heaps);
                Marking out;
                if (works(t, out)) {
                    m = std::move(out);
                    return t;
                }
                if (spend_.over()) return std::nullopt;
                // The next combination of `size` of the involved heaps.
                std::size_t i = size;
                while (i > 0 && pick[i - 1] == involved.size() - size + i - 1) --i;
                if (i == 0) break;
                ++pick[i - 1];
                for (std::size_t j = i; j < size; ++j) pick[j] = pick[j - 1] + 1;
            }
        }
        Trial t = freed(involved);
        Marking out;
        if (!works(t, out)) return std::nullopt;
        m = std::move(out);
        return t;
    }

    // ---- periodicity ----

    Result<void> checkPeriod() {
        if (basis_.kind == PeriodicityBasis::Kind::None) return {};
        const std::vector<Value> values(now_.image.begin(), now_.image.end());
        const Periodicity found = detectPeriod(values, basis_, heapsLeft_);
        if (!found.proven) return {};
        QuotientPeriod p;
        p.preperiod = found.preperiod;
        p.period = found.period;
        p.end = found.proofWindowEnd;
        const std::int64_t last = heaps() - 1;
        if (basis_.kind == PeriodicityBasis::Kind::FiniteSubtraction)
            p.theorem = say(msg::misere_period_subtraction{
                .m = basis_.maxMove, .period = p.period, .preperiod = p.preperiod, .end = p.end, .last = last});
        else
            p.theorem = say(msg::misere_period_take_and_break{.k = basis_.maxMove,
                                                              .h = heapsLeft_,
                                                              .period = p.period,
                                                              .preperiod = p.preperiod,
                                                              .end = p.end,
                                                              .last = last});
        period_ = std::move(p);
        return {};
    }

    GamePtr game_;
    PeriodicityBasis basis_;
    int heapsLeft_ = 1;
    Spend spend_;
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

// ---- the public face ----------------------------------------------------------------------------

Result<MisereQuotientSearch> MisereQuotientSearch::create(GamePtr game, const Budget& budget, Progress watch) {
    if (auto ok = checkMisereHeapGame(*game); !ok) return ok.why();
    return MisereQuotientSearch(std::make_unique<Engine>(std::move(game), budget, std::move(watch)));
}

MisereQuotientSearch::MisereQuotientSearch(std::unique_ptr<Engine> engine) : engine_(std::move(engine)) {}
MisereQuotientSearch::MisereQuotientSearch(MisereQuotientSearch&&) noexcept = default;
MisereQuotientSearch& MisereQuotientSearch::operator=(MisereQuotientSearch&&) noexcept = default;
MisereQuotientSearch::~MisereQuotientSearch() = default;

Result<void> MisereQuotientSearch::extendTo(std::int64_t last) {
    return engine_->extendTo(last);
}
std::int64_t MisereQuotientSearch::heaps() const {
    return engine_->heaps();
}
const MisereQuotient& MisereQuotientSearch::quotient() const {
    return engine_->quotient();
}
bool MisereQuotientSearch::knows(std::int64_t heap) const {
    return engine_->knows(heap);
}
std::uint32_t MisereQuotientSearch::element(std::int64_t heap) const {
    return engine_->element(heap);
}
std::vector<std::uint32_t> MisereQuotientSearch::pretending() const {
    return engine_->pretending();
}
const QuotientPresentation& MisereQuotientSearch::presentation() const {
    return engine_->presentation();
}
const std::optional<QuotientPeriod>& MisereQuotientSearch::period() const {
    return engine_->period();
}
const std::vector<std::int64_t>& MisereQuotientSearch::growth() const {
    return engine_->growth();
}
std::int64_t MisereQuotientSearch::steps() const {
    return engine_->steps();
}
const GamePtr& MisereQuotientSearch::game() const {
    return engine_->game();
}

// ---- the presentation ----------------------------------------------------------------------------

std::string QuotientPresentation::text(const std::vector<std::int32_t>& exponents) const {
    std::string out;
    for (std::size_t i = 0; i < exponents.size(); ++i) {
        if (exponents[i] == 0) continue;
        out += names[i];
        if (exponents[i] > 1) out += "^" + std::to_string(exponents[i]);
    }
    return out.empty() ? "1" : out;
}

namespace {

std::string generatorName(std::size_t i) {
    if (i < 26) return std::string(1, static_cast<char>('a' + i));
    if (i < 52) return std::string(1, static_cast<char>('A' + i - 26));
    return "x" + std::to_string(i - 51) + " ";
}

// The elements x, y, ... generate: `in` marks them, from the identity.
std::vector<std::uint8_t> submonoid(const MisereQuotient& q, const std::vector<Elem>& gens) {
    std::vector<std::uint8_t> in(q.order, 0);
    std::vector<Elem> todo{0};
    in[0] = 1;
    while (!todo.empty()) {
        const Elem x = todo.back();
        todo.pop_back();
        for (const Elem g : gens) {
            const Elem y = q.product(x, g);
            if (!in[y]) {
                in[y] = 1;
                todo.push_back(y);
            }
        }
    }
    return in;
}

bool divides(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>& b) {
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] > b[i]) return false;
    return true;
}

}  // namespace

QuotientPresentation presentationOf(const MisereQuotient& q, const std::vector<std::uint32_t>& pretending) {
    QuotientPresentation out;
    // Generators: the elements of the first heaps the earlier ones do not make; then any one the
    // others make after all is dropped.
    std::vector<Elem> gens;
    std::vector<std::int64_t> heaps;
    for (std::size_t h = 0; h < pretending.size(); ++h) {
        const Elem x = pretending[h];
        if (submonoid(q, gens)[x]) continue;
        gens.push_back(x);
        heaps.push_back(static_cast<std::int64_t>(h));
    }
    for (std::size_t i = gens.size(); i-- > 0;) {
        std::vector<Elem> others = gens;
        others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
        if (submonoid(q, others)[gens[i]]) {
            gens = std::move(others);
            heaps.erase(heaps.begin() + static_cast<std::ptrdiff_t>(i));
        }
    }
    const std::size_t g = gens.size();
    for (std::size_t i = 0; i < g; ++i) out.names.push_back(generatorName(i));
    out.generatorHeaps = heaps;
    // Normal forms: each element's least word, colexicographically (fewest of the last generator first).
    out.normalForm.assign(q.order, {});
    std::vector<std::uint8_t> seen(q.order, 0);
    std::vector<std::int32_t> counts;
    colexWalk(
        g, Elem{0},
        [&](const Elem& x, std::size_t level, Elem& next) {
            next = q.product(x, gens[level]);
            return seen[next] ? Step::Stop : Step::Go;
        },
        [&](const Elem& x, const std::vector<std::int32_t>& at) {
            seen[x] = 1;
            out.normalForm[x] = at;
            return Step::Go;
        },
        counts);
    // Relations: a normal form times a generator that is not the product's normal form, keeping only
    // the words no other such word divides.
    std::vector<QuotientPresentation::Relation> found;
    for (Elem x = 0; x < q.order; ++x) {
        for (std::size_t i = 0; i < g; ++i) {
            auto word = out.normalForm[x];
            ++word[i];
            const Elem y = q.product(x, gens[i]);
            if (word == out.normalForm[y]) continue;
            found.push_back({word, out.normalForm[y]});
        }
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        Word wa(a.left.begin(), a.left.end()), wb(b.left.begin(), b.left.end());
        trim(wa);
        trim(wb);
        return colexLess(wa, wb);
    });
    for (auto& r : found) {
        const bool implied = std::any_of(out.relations.begin(), out.relations.end(),
                                         [&](const auto& kept) { return divides(kept.left, r.left); });
        if (!implied && std::none_of(out.relations.begin(), out.relations.end(),
                                     [&](const auto& kept) { return kept.left == r.left; }))
            out.relations.push_back(std::move(r));
    }
    return out;
}

// The quotients misère play uses: known_quotient.cpp.

}  // namespace grundy
