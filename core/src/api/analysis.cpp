// explain, patterns, period and the exports: the questions about why and what follows.
#include "common.hpp"
#include "grundy/analysis/explain.hpp"
#include "grundy/analysis/export.hpp"
#include "grundy/analysis/outcome_patterns.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/search/grid_search.hpp"

namespace grundy::api {

namespace {

const char* theoremName(PeriodicityBasis::Kind k) {
    switch (k) {
        case PeriodicityBasis::Kind::FiniteSubtraction:
            return "finite-subtraction";
        case PeriodicityBasis::Kind::TakeAndBreak:
            return "octal-periodicity";
        case PeriodicityBasis::Kind::TakeAnyTail:
            return "take-any-tail";
        case PeriodicityBasis::Kind::None:
            return "none";
    }
    return "none";
}

const char* ruleKindName(OutcomePatternKind k) {
    switch (k) {
        case OutcomePatternKind::Residues:
            return "residues";
        case OutcomePatternKind::Fibonacci:
            return "fibonacci";
        case OutcomePatternKind::Wythoff:
            return "wythoff";
        case OutcomePatternKind::Periodic2D:
            return "periodic-2d";
        case OutcomePatternKind::MisereNim:
            return "misere-nim";
    }
    return "unknown";
}

}  // namespace

Periodicity detail::periodicityOf(const grundy::PeriodFinding& p) {
    using Stop = grundy::PeriodFinding::Stop;
    const char* stopped = p.stopped == Stop::Size     ? "size"
                          : p.stopped == Stop::Work   ? "work"
                          : p.stopped == Stop::Memory ? "memory"
                          : p.stopped == Stop::Table  ? "table"
                                                      : "";
    // Each field by name, the same names as the core's (the theorem as its name for JS).
    return Periodicity{.found = p.found,
                       .preperiod = p.preperiod,
                       .period = p.period,
                       .saltus = p.saltus,
                       .proven = p.proven,
                       .checked = p.checked,
                       .bound = p.bound,
                       .theorem = theoremName(p.theorem),
                       .theoremText = p.theoremText,
                       .line = p.line(),
                       .stopped = stopped,
                       .stoppedWhy = p.stoppedWhy};
}

Result<Explanation> explain(const std::string& spec, const std::string& position, const Budget& budget) {
    auto q = detail::readQuestion(spec, position);
    if (!q) return q.why();
    Solver solver(q->spec, budget);
    auto e = grundy::explain(solver, q->position);
    if (!e) return e.why();
    Explanation out;
    out.position = e->position;
    out.value = e->value;
    out.outcome = detail::outcomeText(e->outcome);
    out.misere = e->misere;
    out.tame = e->tame;
    const auto parts = detail::partsOf(q->spec, q->position);
    for (std::size_t i = 0; i < e->parts.size(); ++i) {
        const auto& part = e->parts[i];
        PartExplanation p;
        p.position = part.position;
        p.coords = parts[i].coords;
        p.value = part.value;
        p.binary = i < e->binaryRows.size() ? e->binaryRows[i] : std::string();
        for (const auto& o : part.options) {
            p.options.push_back(ExplainedOption{.text = o.text,
                                                .to = o.to,
                                                .partValues = o.partValues,
                                                .value = o.value,
                                                .after = sumPositionText(q->spec, o.after),
                                                .afterParts = detail::partsOf(q->spec, o.after),
                                                .afterValue = o.afterValue,
                                                .winning = o.winning});
        }
        p.optionCount = static_cast<std::int64_t>(part.optionCount);
        p.listedAll = part.listedAll;
        p.enumerated = part.enumerated;
        p.summary = part.summary;
        p.element = part.element;
        out.parts.push_back(std::move(p));
    }
    out.partValues = e->partValues;
    out.binaryRows = e->binaryRows;
    out.xorRow = e->xorRow;
    out.moveCount = static_cast<std::int64_t>(e->moveCount);
    out.winningMoves = static_cast<std::int64_t>(e->winningMoves);
    out.summary = e->summary;
    out.quotient = e->quotient;
    out.product = e->product;
    return out;
}

namespace {

// patterns' answer for a ruleset whose periodicity (a single heap game in normal play) is `known`:
// the outcome rules follow from it without a second search.
Result<Patterns> patternsOf(const GameSpec& spec, const PeriodSearchLimits& search,
                            const grundy::PeriodFinding* known) {
    Patterns out;
    if (known) out.periodicity = detail::periodicityOf(*known);
    OutcomeSearch outcomeSearch;
    outcomeSearch.period = search;
    auto found = outcomePatterns(spec, outcomeSearch, known);
    if (!found) return found.why();
    for (const auto& r : *found)
        out.outcomes.push_back(OutcomeRule{ruleKindName(r.kind), r.proven, r.checked, r.statement, r.evidence});
    return out;
}

}  // namespace

Result<Patterns> patterns(const std::string& spec, std::int64_t max) {
    auto parsed = parseSpec(spec);
    if (!parsed) return parsed.why();
    auto search = detail::periodSearch(max);
    if (!search) return search.why();
    if (parsed->isSingle() && !parsed->misere && parsed->components[0]->isHeapGame()) {
        auto p = findPeriodicity(parsed->components[0], *search);
        if (!p) return p.why();
        return patternsOf(*parsed, *search, &*p);
    }
    return patternsOf(*parsed, *search, nullptr);
}

PeriodJob::PeriodJob(GameSpec spec, PeriodSearchLimits search, PeriodSearchJob job)
    : spec_(std::move(spec)), search_(std::move(search)), job_(std::move(job)) {}

bool PeriodJob::advance(std::int64_t steps) {
    if (answer_) return true;
    if (!job_.advance(std::max<std::int64_t>(steps, 1))) return false;
    const auto& found = job_.result();
    answer_ = found ? patternsOf(spec_, search_, &found.value()) : Result<Patterns>(found.why());
    return true;
}

std::string PeriodJob::phase() const {
    switch (job_.phase()) {
        case PeriodSearchJob::Phase::Values:
            return "values";
        case PeriodSearchJob::Phase::Checking:
            return "checking";
        case PeriodSearchJob::Phase::Done:
            break;
    }
    return "done";
}

Result<PeriodJob> periodSearch(const std::string& spec, std::int64_t max, const Budget& budget) {
    auto game = parseSingleGame(spec, SingleGameUse::Period);
    if (!game) return game.why();
    auto parsed = parseSpec(spec);
    if (!parsed) return parsed.why();
    auto search = detail::periodSearch(max, budget);
    if (!search) return search.why();
    auto job = PeriodSearchJob::start(*game, *search);
    if (!job) return job.why();
    return PeriodJob(std::move(parsed).value(), std::move(search).value(), std::move(job).value());
}

Result<std::int64_t> periodSearchLimit(const std::string& spec, const Budget& budget) {
    auto game = parseSingleGame(spec, SingleGameUse::Period);
    if (!game) return game.why();
    if (!(*game)->isHeapGame()) return fail(msg::period_not_heap_game{.spec = (*game)->spec()});
    return largestPeriodSearch(**game, budget.bytes);
}

Result<Periodicity> period(const std::string& spec, std::int64_t max, const Budget& budget, const TableFiles& files,
                           const Progress& progress) {
    auto game = parseSingleGame(spec, SingleGameUse::Period);
    if (!game) return game.why();
    auto search = detail::periodSearch(max, budget);
    if (!search) return search.why();
    search.value().files = files;
    search.value().progress = progress;
    auto p = findPeriodicity(*game, *search);
    if (!p) return p.why();
    return detail::periodicityOf(*p);
}

Result<Program> exportProgram(const std::string& spec, std::int64_t max, const Budget& budget,
                              const Progress& progress) {
    auto parsed = parseSpec(spec);
    if (!parsed) return parsed.why();
    auto search = detail::periodSearch(max, budget);
    if (!search) return search.why();
    search.value().progress = progress;
    auto exported = grundy::exportProgram(*parsed, *search);
    if (!exported) return exported.why();
    Program out;
    out.text = std::move(exported->text);
    out.periodicity = detail::periodicityOf(exported->periodicity);  // found only for way "period"
    switch (exported->way) {
        case ProgramWay::Formula:
            out.way = "formula";
            break;
        case ProgramWay::Period:
            out.way = "period";
            break;
        case ProgramWay::Table:
            out.way = "table";
            break;
        case ProgramWay::Embedded:
            out.way = "embedded";
            out.embedded = exported->embedded;
            break;
    }
    return out;
}

// A heap game's table is its values g(0 .. rows-1), written "n,value"; any other game's a grid,
// written by rows and columns.
Result<std::string> exportTable(const std::string& spec, const std::string& format, std::int64_t rows,
                                std::int64_t cols, const Budget& budget, const Progress& progress) {
    if (format != "csv" && format != "json") return fail(msg::export_format{.format = format});
    auto game = parseSingleGame(spec, SingleGameUse::Table);
    if (!game) return game.why();
    const bool csv = format == "csv";
    if ((*game)->isHeapGame() && cols == 1) {
        auto table = HeapTable::create(*game, rows, budget);
        if (!table) return table.why();
        auto v = detail::valuesOf(std::move(table).value(), progress);
        if (!v) return v.why();
        return csv ? toCsv(*v) : toJson((*game)->spec(), *v);
    }
    auto v = gridValues(*game, rows, cols);
    if (!v) return v.why();
    const auto& values = *v;
    const GridValue at = [&](std::int64_t x, std::int64_t y) { return values[static_cast<std::size_t>(x * cols + y)]; };
    return csv ? gridToCsv(rows, cols, at) : gridToJson((*game)->spec(), rows, cols, at);
}

}  // namespace grundy::api
