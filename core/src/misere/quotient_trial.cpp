// Step 2 of the misère quotient search (quotient_engine.hpp; quotient.cpp's comment says how it goes):
// the quotient grows at a heap through trial monoids, each marked (P from each element's least sum),
// reduced to a candidate, and recalibrated at the candidate's least failure until none is left.
#include <algorithm>
#include <map>
#include <numeric>

#include "quotient_engine.hpp"

namespace grundy {

using namespace quotient_detail;

namespace {

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

Marking MisereQuotientSearch::Engine::mark(const Trial& trial) {
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
Candidate MisereQuotientSearch::Engine::reduce(const Trial& trial, const Marking& m) {
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

// Step 2: the quotient grows at heap n.
Result<void> MisereQuotientSearch::Engine::grow(std::int64_t n) {
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

Elem MisereQuotientSearch::Engine::elementOf(const Candidate& c, const Word& w) {
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
std::optional<Trial> MisereQuotientSearch::Engine::recalibrate(const Candidate& c, const Word& w, bool shouldBeP,
                                                               Marking& m) {
    std::vector<std::int64_t> involved;
    for (std::size_t h = 0; h < w.size(); ++h)
        if (w[h] > 0) involved.push_back(static_cast<std::int64_t>(h));
    if (involved.empty()) return std::nullopt;
    const auto freed = [&](const std::vector<std::int64_t>& heaps) {
        std::vector<Trial::Free> free;
        for (const std::int64_t h : heaps) {
            const auto [index, period] = indexAndPeriod(c.q, c.image[static_cast<std::size_t>(h)]);
            free.push_back(Trial::Free{h, std::max(index, w[static_cast<std::size_t>(h)] + 1), std::lcm(period, 2)});
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
}  // namespace grundy
