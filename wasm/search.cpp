// The period search and the misère quotient search as jobs (api::periodSearch, api::quotientSearch,
// grundy/api.hpp) for the page's "search further" and its misère section's longer quotients:
// an embind class, since a search is made rarely (a person asks for one) and runs for seconds to
// minutes, so embind's cost per call (a few microseconds) is nothing beside a step of it; and the two
// plain functions its worker needs besides: what the browser lets the module use, and the searches
// alive (leak tests).
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/heap.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "grundy/api.hpp"
#include "grundy/budget.hpp"
#include "helpers.hpp"

namespace {

std::int64_t liveSearches = 0;

// A core job and its count in liveSearches; moved into the JS handle embind makes (a moved-from one
// holds no job).
template <class Job>
class Counted {
public:
    explicit Counted(Job job) : job_(std::move(job)) { ++liveSearches; }
    Counted(Counted&& other) noexcept : job_(std::exchange(other.job_, std::nullopt)) {}
    Counted& operator=(Counted&&) = delete;
    Counted(const Counted&) = delete;
    ~Counted() {
        if (job_) --liveSearches;
    }

protected:
    std::optional<Job> job_;
};

// { value: handle } for the job `start(count, budget)` makes, once the count (whole, as `kind` allows)
// and the budget are read; or why it could not start.
template <class Handle, class Start>
emscripten::val started(double count, grundy::wasm::Count kind, const emscripten::val& budget, Start start) {
    const auto n = grundy::wasm::whole(count, kind);
    if (!n) return grundy::wasm::failure(n.why());
    const auto b = grundy::wasm::budgetOf(budget);
    if (!b) return grundy::wasm::failure(b.why());
    auto job = start(*n, *b);
    if (!job) return grundy::wasm::failure(job.why());
    emscripten::val out = emscripten::val::object();
    // Moved into the handle embind makes (val::set would copy).
    out.set("value", emscripten::val(Handle(std::move(job).value())));
    return out;
}

class PeriodJob : public Counted<grundy::api::PeriodJob> {
public:
    using Counted::Counted;

    // Goes on for about `steps` values computed or compared; true once the search has ended.
    bool advance(double steps) { return job_->advance(static_cast<std::int64_t>(std::clamp(steps, 1.0, 1e15))); }
    double done() const { return static_cast<double>(job_->done()); }
    double target() const { return static_cast<double>(job_->target()); }
    double max() const { return static_cast<double>(job_->max()); }
    double bytes() const { return static_cast<double>(job_->bytes()); }
    std::string phase() const { return job_->phase(); }
    // Once ended: { value: Patterns } or the error that ended it, as any reply.
    emscripten::val patterns() const { return grundy::wasm::reply(job_->patterns()); }

    // { value: PeriodJob } or why it cannot start.
    static emscripten::val start(const std::string& spec, double max, const emscripten::val& budget) {
        return started<PeriodJob>(
            max, grundy::wasm::Count::SearchLimit, budget,
            [&](std::int64_t m, const grundy::Budget& b) { return grundy::api::periodSearch(spec, m, b); });
    }
};

// The misère quotient search (api::quotientSearch): a heap certified an advance, whatever the steps
// (a heap's search cannot stop part-way and go on; the worker is ended to cancel it).
class QuotientJob : public Counted<grundy::api::QuotientJob> {
public:
    using Counted::Counted;

    bool advance(double /*steps*/) { return job_->advance(); }
    double done() const { return static_cast<double>(job_->done()); }
    double target() const { return static_cast<double>(job_->target()); }
    double order() const { return static_cast<double>(job_->order()); }
    // Once ended: { value: Quotient } or the error that ended it, as any reply.
    emscripten::val quotient() const { return grundy::wasm::reply(job_->quotient()); }

    // { value: QuotientJob } or why it cannot start.
    static emscripten::val start(const std::string& spec, double count, const emscripten::val& budget) {
        return started<QuotientJob>(
            count, grundy::wasm::Count::Heaps, budget,
            [&](std::int64_t n, const grundy::Budget& b) { return grundy::api::quotientSearch(spec, n, b); });
    }
};

}  // namespace

EMSCRIPTEN_BINDINGS(grundy_search) {
    emscripten::class_<PeriodJob>("PeriodJob")
        .class_function("start", &PeriodJob::start)
        .function("advance", &PeriodJob::advance)
        .function("done", &PeriodJob::done)
        .function("target", &PeriodJob::target)
        .function("max", &PeriodJob::max)
        .function("bytes", &PeriodJob::bytes)
        .function("phase", &PeriodJob::phase)
        .function("patterns", &PeriodJob::patterns);
    emscripten::class_<QuotientJob>("QuotientJob")
        .class_function("start", &QuotientJob::start)
        .function("advance", &QuotientJob::advance)
        .function("done", &QuotientJob::done)
        .function("target", &QuotientJob::target)
        .function("order", &QuotientJob::order)
        .function("quotient", &QuotientJob::quotient);
}

extern "C" {

// What the browser lets the module grow to (0: its maximum), and whether one search has the module
// to itself (the search worker): memoryCeiling() follows (grundy/budget.hpp), and with it every
// limit describe() gives (limits.memoryCeiling).
EMSCRIPTEN_KEEPALIVE void grundy_set_memory(double bytes, int alone) {
    grundy::setMemoryAvailable(static_cast<std::int64_t>(std::clamp(bytes, 0.0, 1e15)), alone != 0);
}

// The most the module may grow to (-sMAXIMUM_MEMORY), which the page's probe starts from.
EMSCRIPTEN_KEEPALIVE double grundy_memory_maximum() {
    return static_cast<double>(emscripten_get_heap_max());
}

// Searches made and not yet deleted (leak tests).
EMSCRIPTEN_KEEPALIVE double grundy_live_searches() {
    return static_cast<double>(liveSearches);
}

}  // extern "C"
