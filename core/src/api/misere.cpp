// genus and quotient: misère play as the literature solves it (issue 30), for one heap game.
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

Result<Quotient> quotient(const std::string& spec, std::int64_t count, const Budget& budget, const Progress& progress) {
    auto game = heapGameOf(spec, SingleGameUse::Quotient, count);
    if (!game) return game.why();
    // The pretending function handed out, 8 bytes a heap, is the one part as long as the count.
    if (auto fits = tableFits(count, 8, bytesAllowed(budget, memoryCeiling())); !fits) return fits.why();
    auto search = MisereQuotientSearch::create(*game, budget, progress);
    if (!search) return search.why();
    if (auto done = search.value().extendTo(count - 1); !done) return done.why();
    const MisereQuotient& q = search->quotient();
    const QuotientPresentation& words = search->presentation();
    Quotient out;
    out.spec = (*game)->spec();
    out.heaps = count - 1;
    out.certified = search->heaps();
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
    for (std::int64_t n = 0; n < count; ++n) out.pretending.push_back(search->element(n));
    out.growth = search->growth();
    out.line = "heaps=" + std::to_string(out.heaps) + " order=" + std::to_string(out.order) +
               " p=" + std::to_string(out.pCount) + " periodic=";
    if (const auto& p = search->period()) {
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

}  // namespace grundy::api
