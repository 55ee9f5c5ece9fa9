// The period search as a job (api::periodSearch, grundy/api.hpp) for the page's "search further":
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

// A job and its count; moved into the JS handle embind makes (a moved-from one holds no job).
class PeriodJob {
public:
    explicit PeriodJob(grundy::api::PeriodJob job) : job_(std::move(job)) { ++liveSearches; }
    PeriodJob(PeriodJob&& other) noexcept : job_(std::exchange(other.job_, std::nullopt)) {}
    PeriodJob& operator=(PeriodJob&&) = delete;
    PeriodJob(const PeriodJob&) = delete;
    ~PeriodJob() {
        if (job_) --liveSearches;
    }

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
        const auto m = grundy::wasm::whole(max, grundy::wasm::Count::SearchLimit);
        if (!m) return grundy::wasm::failure(m.why());
        const auto b = grundy::wasm::budgetOf(budget);
        if (!b) return grundy::wasm::failure(b.why());
        auto job = grundy::api::periodSearch(spec, *m, *b);
        if (!job) return grundy::wasm::failure(job.why());
        emscripten::val out = emscripten::val::object();
        // Moved into the handle embind makes (val::set would copy).
        out.set("value", emscripten::val(PeriodJob(std::move(job).value())));
        return out;
    }

private:
    std::optional<grundy::api::PeriodJob> job_;
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
