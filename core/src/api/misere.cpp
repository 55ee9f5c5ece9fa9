// genus and quotient: misère play as the literature solves it (issue 30), for one heap game.
#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

#include "common.hpp"
#include "grundy/limits.hpp"
#include "grundy/misere/genus.hpp"
#include "grundy/misere/heap_sums.hpp"
#include "grundy/misere/quotient.hpp"

namespace grundy::api {

namespace {

// The one heap game a genus or a quotient is about, and the count of heaps asked for, checked.
Result<GamePtr> heapGameOf(const std::string& spec, SingleGameUse use, std::int64_t count) {
    auto game = parseSingleGame(spec, use);
    if (!game) return game.why();
    if (auto ok = checkMisereHeapGame(**game); !ok) return ok.why();
    if (count < 1 || count > limits::kMaxTableSize)
        return fail(msg::misere_count{.most = limits::kMaxTableSize - 1, .got = count - 1});
    return game;
}

const char* standingName(MisereStanding s) {
    switch (s) {
        case MisereStanding::Tame:
            return "tame";
        case MisereStanding::Restive:
            return "restive";
        case MisereStanding::Wild:
            return "wild";
        case MisereStanding::Undecided:
            break;
    }
    return "";
}

}  // namespace

Result<Genera> genus(const std::string& spec, std::int64_t count, const Budget& budget, const Progress& progress) {
    auto game = heapGameOf(spec, SingleGameUse::Genus, count);
    if (!game) return game.why();
    auto found = heapGenera(**game, count, budget, progress);
    if (!found) return found.why();
    Genera out;
    out.spec = (*game)->spec();
    out.standing = "tame";
    for (std::size_t n = 0; n < found->size(); ++n) {
        const auto& h = (*found)[n];
        const auto heap = static_cast<std::int64_t>(n);
        out.heaps.push_back(HeapGenus{heap, h.genus.g, h.genus.digits, h.genus.text(), standingName(h.standing)});
        if (out.decidedAt < 0 && h.standing != MisereStanding::Tame) {
            // The first heap that is not tame has only tame options, so it is restive or wild.
            out.decidedAt = heap;
            out.standing = standingName(h.standing);
        }
    }
    if (out.decidedAt < 0) {
        out.summary = say(msg::misere_standing_tame{.last = count - 1});
    } else {
        const auto& first = out.heaps[static_cast<std::size_t>(out.decidedAt)];
        out.summary = out.standing == "restive"
                          ? say(msg::misere_standing_restive{
                                .before = out.decidedAt - 1, .heap = out.decidedAt, .genus = first.text})
                          : say(msg::misere_standing_wild{
                                .before = out.decidedAt - 1, .heap = out.decidedAt, .genus = first.text});
    }
    return out;
}

namespace {

// The search of heaps 0 .. count - 1 of the game, refused before any work as quotient refuses.
Result<MisereQuotientSearch> startQuotient(const std::string& spec, std::int64_t count, const Budget& budget,
                                           const Progress& progress) {
    auto game = heapGameOf(spec, SingleGameUse::Quotient, count);
    if (!game) return game.why();
    // The pretending function handed out, 8 bytes a heap, is the one part as long as the count.
    if (auto fits = tableFits(count, 8, bytesAllowed(budget, memoryCeiling())); !fits) return fits.why();
    return MisereQuotientSearch::create(*game, budget, progress);
}

// What a search that certified heaps 0 .. count - 1 (or proved the period) found.
Quotient quotientOf(const MisereQuotientSearch& search, std::int64_t count) {
    const MisereQuotient& q = search.quotient();
    const QuotientPresentation& words = search.presentation();
    Quotient out;
    out.spec = search.game()->spec();
    out.heaps = count - 1;
    out.certified = search.heaps();
    out.order = q.order;
    out.pCount = q.pCount();
    out.generators = words.names;
    out.generatorHeaps = words.generatorHeaps;
    for (const auto& r : words.relations)
        out.relations.push_back(QuotientRelation{words.text(r.left), words.text(r.right)});
    for (std::uint32_t x = 0; x < q.order; ++x) {
        out.elements.push_back(words.element(x));
        if (q.p[x]) out.pPortion.push_back(x);
    }
    if (q.order <= limits::kMaxShownQuotientOrder) out.table.assign(q.table.begin(), q.table.end());
    out.pretending.reserve(static_cast<std::size_t>(count));
    for (std::int64_t n = 0; n < count; ++n) out.pretending.push_back(search.element(n));
    out.growth = search.growth();
    out.line = "heaps=" + std::to_string(out.heaps) + " order=" + std::to_string(out.order) +
               " p=" + std::to_string(out.pCount) + " periodic=";
    if (const auto& p = search.period()) {
        out.periodic = true;
        out.period = p->period;
        out.preperiod = p->preperiod;
        out.proofEnd = p->end;
        out.periodText = p->theorem;
        out.line += "yes period=" + std::to_string(p->period) + " preperiod=" + std::to_string(p->preperiod);
    } else {
        out.line += "no";
    }
    return out;
}

}  // namespace

Result<Quotient> quotient(const std::string& spec, std::int64_t count, const Budget& budget, const Progress& progress) {
    auto search = startQuotient(spec, count, budget, progress);
    if (!search) return search.why();
    if (auto done = search.value().extendTo(count - 1); !done) return done.why();
    return quotientOf(*search, count);
}

struct QuotientJob::State {
    MisereQuotientSearch search;
    std::int64_t count;
    std::optional<Result<Quotient>> answer;
};

QuotientJob::QuotientJob(std::unique_ptr<State> state) : state_(std::move(state)) {}
QuotientJob::QuotientJob(QuotientJob&&) noexcept = default;
QuotientJob& QuotientJob::operator=(QuotientJob&&) noexcept = default;
QuotientJob::~QuotientJob() = default;

bool QuotientJob::advance() {
    State& s = *state_;
    if (s.answer) return true;
    const std::int64_t next = s.search.heaps();
    if (auto done = s.search.extendTo(std::min(next, s.count - 1)); !done)
        s.answer.emplace(done.why());
    else if (s.search.period() || s.search.heaps() >= s.count)
        s.answer.emplace(quotientOf(s.search, s.count));
    return s.answer.has_value();
}
bool QuotientJob::finished() const {
    return state_->answer.has_value();
}
std::int64_t QuotientJob::done() const {
    return state_->search.heaps();
}
std::int64_t QuotientJob::target() const {
    return state_->count;
}
std::int64_t QuotientJob::order() const {
    return state_->search.quotient().order;
}
const Result<Quotient>& QuotientJob::quotient() const {
    return *state_->answer;
}

Result<QuotientJob> quotientSearch(const std::string& spec, std::int64_t count, const Budget& budget) {
    auto search = startQuotient(spec, count, budget, {});
    if (!search) return search.why();
    return QuotientJob(
        std::make_unique<QuotientJob::State>(QuotientJob::State{std::move(search).value(), count, std::nullopt}));
}

}  // namespace grundy::api
