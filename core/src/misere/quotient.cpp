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

#include "quotient_engine.hpp"

namespace grundy {

using namespace quotient_detail;

std::int64_t MisereQuotient::pCount() const {
    return std::count(p.begin(), p.end(), std::uint8_t{1});
}

// ---- the engine: the search heap by heap ---------------------------------------------------------

Result<void> MisereQuotientSearch::Engine::extendTo(std::int64_t last) {
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

std::vector<Elem> MisereQuotientSearch::Engine::transitions(const Candidate& c, std::int64_t h) {
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

Error MisereQuotientSearch::Engine::stopped(std::int64_t heap) const {
    if (spend_.interrupted) return fail(msg::run_interrupted{.done = heap, .asked = spend_.asked});
    if (spend_.over())
        return fail(
            msg::misere_quotient_work{.heap = heap, .spec = game_->spec(), .order = now_.q.order, .work = spend_.work});
    return fail(msg::misere_quotient_memory{
        .heap = heap, .spec = game_->spec(), .order = now_.q.order, .mib = spend_.bytes >> 20});
}

Result<void> MisereQuotientSearch::Engine::addHeap() {
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
Result<bool> MisereQuotientSearch::Engine::conservative(std::int64_t n) {
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

Result<void> MisereQuotientSearch::Engine::checkPeriod() {
    // The tail theorems are about Grundy values, not the quotient's images.
    if (basis_.kind == PeriodicityBasis::Kind::None || basis_.kind == PeriodicityBasis::Kind::TakeAnyTail) return {};
    const std::vector<Value> values(now_.image.begin(), now_.image.end());
    const PeriodFinding found = detectPeriod(values, basis_, heapsLeft_);
    if (!found.proven) return {};
    QuotientPeriod p;
    p.preperiod = found.preperiod;
    p.period = found.period;
    p.end = found.bound;
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

// The presentation: quotient_presentation.cpp. The quotients misère play uses: known_quotient.cpp.

}  // namespace grundy
