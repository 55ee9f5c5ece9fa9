#include "convert.hpp"

#include <algorithm>
#include <cmath>

#include "grundy/analysis/explain.hpp"
#include "grundy/analysis/export.hpp"
#include "grundy/analysis/outcome_patterns.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/families/graph.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/rules.hpp"
#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"

namespace grundy::wasm {

namespace {

val failure(const std::string& message) {
    val out = val::object();
    out.set("ok", false);
    out.set("error", message);
    return out;
}

val success() {
    val out = val::object();
    out.set("ok", true);
    return out;
}

// A JS number that should be a whole count; NaN, fractions and infinities are refused here so the
// core only ever sees integers.
Result<std::int64_t> wholeNumber(double x, const char* what) {
    if (!std::isfinite(x) || std::floor(x) != x) return fail(std::string(what) + " must be a whole number");
    if (std::fabs(x) > 9.0e15) return fail(std::string(what) + " is too large");
    return static_cast<std::int64_t>(x);
}

val uint32Array(const Value* data, std::size_t count) {
    // typed_memory_view looks straight into wasm memory, which may move when it grows; copy it
    // into a JS-owned array before handing it out.
    val view(emscripten::typed_memory_view(count, data));
    return val::global("Uint32Array").new_(view);
}

}  // namespace

val checkSpec(const std::string& spec) {
    auto rules = parseSpec(spec);
    if (!rules) return failure(rules.error());
    val out = success();
    out.set("spec", rules->text());
    out.set("dimensions", rules->isSingle() ? rules->components[0]->dimensions() : 1);
    out.set("components", static_cast<double>(rules->components.size()));
    out.set("misere", rules->misere);
    return out;
}

val values(const std::string& spec, double size) {
    auto game = parseSingleGame(spec, "a table of values");
    if (!game) return failure(game.error());
    auto n = wholeNumber(size, "the table size");
    if (!n) return failure(n.error());
    auto table = heapValues(*game, *n);
    if (!table) return failure(table.error());
    val out = success();
    out.set("values", uint32Array(table->data(), table->size()));
    return out;
}

namespace {

struct Question {
    GameSpec rules;
    SumPosition position;
};

Result<Question> readQuestion(const std::string& spec, const std::string& position) {
    auto rules = parseSpec(spec);
    if (!rules) return fail(rules.error());
    auto p = parseSumPosition(*rules, position);
    if (!p) return fail(p.error());
    return Question{std::move(rules).value(), std::move(p).value()};
}

val moveObject(Solver& solver, const SumPosition& p, const SumMove& m) {
    val o = val::object();
    o.set("part", static_cast<double>(m.part));
    o.set("taken", static_cast<double>(m.option.taken));
    o.set("text", solver.moveText(p, m));
    o.set("to", sumPositionText(solver.rules(), applyMove(p, m)));
    o.set("value", m.value);
    o.set("optionValue", m.optionValue);
    o.set("winning", m.winning);
    return o;
}

}  // namespace

val analyse(const std::string& spec, const std::string& position) {
    auto q = readQuestion(spec, position);
    if (!q) return failure(q.error());
    Solver solver(q->rules);
    auto a = solver.analyse(q->position);
    if (!a) return failure(a.error());
    val out = success();
    out.set("value", a->value);
    val parts = val::array();
    for (const Value v : a->partValues) parts.call<void>("push", v);
    out.set("partValues", parts);
    out.set("outcome", std::string(a->outcome == Outcome::P ? "P" : "N"));
    val moves = val::array();
    for (const auto& m : a->moves) moves.call<void>("push", moveObject(solver, q->position, m));
    out.set("moves", moves);
    out.set("moveCount", static_cast<double>(a->moveCount));
    out.set("winningMoves", static_cast<double>(a->winningMoves));
    out.set("listedAll", a->listedAll);
    return out;
}

val bestMove(const std::string& spec, const std::string& position) {
    auto q = readQuestion(spec, position);
    if (!q) return failure(q.error());
    Solver solver(q->rules);
    auto m = solver.bestMove(q->position);
    if (!m) return failure(m.error());
    val out = moveObject(solver, q->position, *m);
    out.set("ok", true);
    return out;
}

val remoteness(const std::string& spec, const std::string& position) {
    auto q = readQuestion(spec, position);
    if (!q) return failure(q.error());
    Solver solver(q->rules);
    auto r = solver.remoteness(q->position);
    if (!r) return failure(r.error());
    val out = success();
    out.set("remoteness", static_cast<double>(*r));
    return out;
}

val families() {
    val list = val::array();
    for (const auto& f : knownFamilies()) {
        val o = val::object();
        o.set("name", std::string(f.name));
        o.set("example", std::string(f.example));
        list.call<void>("push", o);
    }
    return list;
}

val graph(const std::string& spec) {
    auto game = parseSingleGame(spec, "a table of values");
    if (!game) return failure(game.error());
    const auto* g = dynamic_cast<const GraphGame*>(game->get());
    if (!g) return failure("'" + (*game)->spec() + "' is not a graph game; write graph:a>b;b>c");
    auto values = gridValues(*game, static_cast<std::int64_t>(g->nodes().size()), 1);
    if (!values) return failure(values.error());
    val out = success();
    val nodes = val::array();
    for (const auto& n : g->nodes()) nodes.call<void>("push", n);
    val edges = val::array();
    for (const auto& [from, to] : g->edges()) {
        val e = val::array();
        e.call<void>("push", g->nodes()[from]);
        e.call<void>("push", g->nodes()[to]);
        edges.call<void>("push", e);
    }
    out.set("nodes", nodes);
    out.set("edges", edges);
    out.set("values", uint32Array(values->data(), values->size()));
    return out;
}

namespace {

val valueArray(const std::vector<Value>& values) {
    val a = val::array();
    for (const Value v : values) a.call<void>("push", v);
    return a;
}

val bilingual(const std::string& en, const std::string& zh) {
    val o = val::object();
    o.set("en", en);
    o.set("zh", zh);
    return o;
}

val explainedOptions(const PartExplanation& part) {
    val options = val::array();
    for (const auto& o : part.options) {
        val x = val::object();
        x.set("text", o.move);
        x.set("to", o.to);
        x.set("partValues", valueArray(o.partValues));
        x.set("value", o.value);
        options.call<void>("push", x);
    }
    return options;
}

}  // namespace

val explain(const std::string& spec, const std::string& position) {
    auto rules = parseSpec(spec);
    if (!rules) return failure(rules.error());
    auto e = grundy::explain(*rules, position);
    if (!e) return failure(e.error());
    val out = success();
    out.set("position", e->position);
    out.set("value", e->value);
    out.set("outcome", std::string(e->outcome == Outcome::P ? "P" : "N"));
    out.set("misere", e->misere);
    val parts = val::array();
    for (std::size_t i = 0; i < e->parts.size(); ++i) {
        const auto& part = e->parts[i];
        val p = val::object();
        p.set("position", part.position);
        p.set("value", part.mex);
        p.set("mex", part.mex);
        p.set("binary", i < e->binaryRows.size() ? e->binaryRows[i] : std::string());
        p.set("options", explainedOptions(part));
        p.set("optionCount", static_cast<double>(part.optionCount));
        p.set("listedAll", part.listedAll);
        p.set("enumerated", part.enumerated);
        p.set("summary", bilingual(part.summaryEnglish, part.summaryChinese));
        parts.call<void>("push", p);
    }
    out.set("parts", parts);
    // A single part's options and mex at the top level, for the common case.
    if (e->parts.size() == 1) {
        out.set("mex", e->parts[0].mex);
        out.set("options", explainedOptions(e->parts[0]));
    }
    out.set("partValues", valueArray(e->partValues));
    val rows = val::array();
    for (const auto& r : e->binaryRows) rows.call<void>("push", r);
    out.set("binaryRows", rows);
    out.set("xorRow", e->xorRow);
    out.set("xorBinary", e->xorRow);
    out.set("summary", bilingual(e->summaryEnglish, e->summaryChinese));
    return out;
}

namespace {

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

const char* theoremName(PeriodicityBasis::Kind k) {
    switch (k) {
        case PeriodicityBasis::Kind::FiniteSubtraction:
            return "finite-subtraction";
        case PeriodicityBasis::Kind::TakeAndBreak:
            return "octal-periodicity";
        case PeriodicityBasis::Kind::None:
            return "none";
    }
    return "none";
}

// The page's default bounds: quick enough to answer while a person waits, and enough to prove
// octal:0.16 (preperiod 105351, period 149459: a table of 2^19 and about 7.3e7 steps, 0.4 s in wasm).
constexpr std::int64_t kPagePeriodMax = std::int64_t{1} << 21;
constexpr std::int64_t kPagePeriodWork = 150'000'000;

}  // namespace

val patterns(const std::string& spec, double maxSize) {
    auto rules = parseSpec(spec);
    if (!rules) return failure(rules.error());
    auto max = maxSize > 0 ? wholeNumber(maxSize, "the search limit") : Result<std::int64_t>(kPagePeriodMax);
    if (!max) return failure(max.error());
    if (*max < 16 || *max > kMaxPeriodSearchSize)
        return failure("the search limit must be from 16 to " + std::to_string(kMaxPeriodSearchSize) + " (got " +
                       std::to_string(*max) + ")");
    PeriodSearch search;
    search.maxSize = *max;
    search.startSize = std::min<std::int64_t>(search.startSize, search.maxSize);
    search.maxWork = maxSize > 0 ? search.maxWork : kPagePeriodWork;
    val out = success();
    out.set("periodicity", val::null());
    std::optional<Periodicity> known;  // found once here, reused by outcomePatterns
    if (rules->isSingle() && !rules->misere && rules->components[0]->isHeapGame()) {
        auto p = findPeriodicity(rules->components[0], search);
        if (!p) return failure(p.error());
        known = *p;
        val o = val::object();
        o.set("found", p->found);
        o.set("preperiod", static_cast<double>(p->preperiod));
        o.set("period", static_cast<double>(p->period));
        o.set("saltus", static_cast<double>(p->saltus));
        o.set("proven", p->proven);
        o.set("checked", static_cast<double>(p->checked));
        o.set("checkedUpTo", static_cast<double>(p->checked));
        o.set("bound", static_cast<double>(p->proofWindowEnd));
        o.set("theorem", std::string(theoremName(p->provenBy)));
        o.set("theoremText", p->theorem);
        o.set("line", p->line());
        out.set("periodicity", o);
    }
    OutcomeSearch rs;
    rs.period = search;
    auto found = outcomePatterns(*rules, rs, known ? &*known : nullptr);
    if (!found) return failure(found.error());
    val list = val::array();
    for (const auto& r : *found) {
        val o = val::object();
        o.set("kind", std::string(ruleKindName(r.kind)));
        o.set("proven", r.proven);
        o.set("checked", static_cast<double>(r.checked));
        o.set("en", r.english);
        o.set("zh", r.chinese);
        o.set("evidence", bilingual(r.evidenceEnglish, r.evidenceChinese));
        list.call<void>("push", o);
    }
    out.set("rules", list);
    return out;
}

val exportCpp(const std::string& spec) {
    auto rules = parseSpec(spec);
    if (!rules) return failure(rules.error());
    PeriodSearch search;  // the page's bounds: an answer within a second or two
    search.maxSize = kPagePeriodMax;
    search.maxWork = kPagePeriodWork;
    auto text = grundy::exportCpp(*rules, search);
    if (!text) return failure(text.error());
    val out = success();
    out.set("text", *text);
    return out;
}

val exportTable(const std::string& spec, const std::string& format, double rows, double cols) {
    if (format != "csv" && format != "json")
        return failure("the export format must be csv or json (got '" + format + "')");
    auto game = parseSingleGame(spec, "a table of values");
    if (!game) return failure(game.error());
    auto r = wholeNumber(rows, "the table size");
    if (!r) return failure(r.error());
    val out = success();
    if ((*game)->isHeapGame()) {
        auto values = heapValues(*game, *r);
        if (!values) return failure(values.error());
        out.set("text", format == "csv" ? toCsv(*values) : toJson((*game)->spec(), *values));
        return out;
    }
    auto c = wholeNumber(cols, "the number of columns");
    if (!c) return failure(c.error());
    auto values = gridValues(*game, *r, *c);
    if (!values) return failure(values.error());
    const auto& v = *values;
    const std::int64_t width = *c;
    const GridValue at = [&](std::int64_t x, std::int64_t y) { return v[static_cast<std::size_t>(x * width + y)]; };
    out.set("text", format == "csv" ? gridToCsv(*r, *c, at) : gridToJson((*game)->spec(), *r, *c, at));
    return out;
}

val rulesCheck(const std::string& source) {
    const auto report = rules::check(source);
    val out = val::object();
    out.set("ok", report.ok);
    if (report.ok) {
        out.set("name", report.name);
        out.set("about", report.about);
        out.set("dimensions", report.dimensions);
        out.set("spec", report.spec);
        return out;
    }
    val errors = val::array();
    for (const auto& d : report.errors) {
        val e = val::object();
        e.set("line", d.line);
        e.set("col", d.col);
        e.set("endCol", d.endCol);
        e.set("message", d.message);
        e.set("text", d.text);
        errors.call<void>("push", e);
    }
    out.set("errors", errors);
    return out;
}

val rulesExamples() {
    val list = val::array();
    for (const auto& e : rules::examples()) {
        val o = val::object();
        o.set("id", e.id);
        o.set("name", e.name);
        o.set("about", e.about);
        o.set("family", e.family);
        o.set("source", e.source);
        list.call<void>("push", o);
    }
    return list;
}

namespace {
std::int64_t liveJobs = 0;
}  // namespace

StreamJob::StreamJob() {
    ++liveJobs;
}
StreamJob::~StreamJob() {
    --liveJobs;
}
std::int64_t StreamJob::live() {
    return liveJobs;
}

namespace {

Result<HeapTable> heapTable(const std::string& spec, double size) {
    auto game = parseSingleGame(spec, "a table of values");
    if (!game) return fail(game.error());
    auto n = wholeNumber(size, "the table size");
    if (!n) return fail(n.error());
    return HeapTable::create(*game, *n);
}

Result<GridTable> gridTable(const std::string& spec, double rows, double cols) {
    auto game = parseSingleGame(spec, "a table of values");
    if (!game) return fail(game.error());
    auto r = wholeNumber(rows, "the number of rows");
    auto c = wholeNumber(cols, "the number of columns");
    if (!r || !c) return fail(!r ? r.error() : c.error());
    return grundy::gridTable(*game, *r, *c);  // the core's, by the game: not this one, by the spec
}

}  // namespace

TableJob::TableJob(const std::string& spec, double size) : TableStream(heapTable(spec, size)) {}

GridJob::GridJob(const std::string& spec, double rows, double cols) : TableStream(gridTable(spec, rows, cols)) {}

}  // namespace grundy::wasm
