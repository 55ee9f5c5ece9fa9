// The misère quotient search's walks over sums (quotient_engine.hpp): each element's least sum, and
// a candidate's least sum that breaks the P- or the N-condition (quotient.cpp's comment says why the
// N-condition's walk may skip the sums it skips).
#include <algorithm>

#include "quotient_engine.hpp"

namespace grundy {

using namespace quotient_detail;

Word MisereQuotientSearch::Engine::wordOf(const std::vector<std::int32_t>& counts) const {
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
std::vector<Word> MisereQuotientSearch::Engine::leastSums(const Candidate& c) {
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
std::optional<Word> MisereQuotientSearch::Engine::leastPFailure(const Candidate& c, const std::vector<Word>& sums) {
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

// The least sum before `bound` (none: every sum) that breaks the N-condition: Φ(G) not in P, G
// has a move, and no option maps into P. `lower` gets, per element, the least transition sets of
// the sums walked (every sum's contains one of them) when the walk goes to its end.
std::optional<Word> MisereQuotientSearch::Engine::leastNFailure(const Candidate& c, const std::optional<Word>& bound,
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
            held -= entry *
                    static_cast<std::int64_t>(std::erase_if(list, [&](const Bits& b) { return next.t.subsetOf(b); }));
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
std::optional<Word> MisereQuotientSearch::Engine::leastFailure(const Candidate& c,
                                                               std::vector<std::vector<Bits>>& lower) {
    const auto sums = leastSums(c);
    auto p = leastPFailure(c, sums);
    auto n = leastNFailure(c, p, lower);
    return n ? n : p;
}
}  // namespace grundy
