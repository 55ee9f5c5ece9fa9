// The table stream's entry points (api::table, grundy/api.hpp) as plain C functions, called by
// grundy.mjs straight from the wasm's exports (Module._grundy_job_advance and so on), not through
// embind.
//
// Why: a table job is made, checked, advanced, checked and freed for every table the page shows, and
// for a quick table those calls cost more than the table. Measured under Node (V8 optimised code,
// 2026-11-22) for subtraction:1,3,4 at one position: the embind class cost 1.8-2.3 us a job (making
// the JS handle, the std::string argument, error() building a std::string and converting it, each
// method checking its handle), against 0.9 us for the core's own work; a JS call of a wasm export
// costs a few tens of nanoseconds. So the spec is written by JS straight into a buffer the module
// keeps (grundy_job_text), a job is a pointer, its status a number, its values a view of wasm memory
// that JS copies, and the error is read only when there is one: as JSON text ({ error, id, args },
// the shape of any reply's error, helpers.hpp), which JS parses, since a plain C function cannot
// hand over a JS value.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>

#include "grundy/api.hpp"
#include "grundy/limits.hpp"
#include "grundy/message_json.hpp"
#include "helpers.hpp"

namespace {

std::string jobText;  // the spec of the next job, as UTF-8, written by JS
std::int64_t liveJobs = 0;

// A table stream, or why it could not be made (then it computes nothing).
struct Job {
    std::optional<grundy::api::TableJob> table;
    std::optional<grundy::Error> error;
    std::string errorJson;  // why() as JSON, written when JS asks for it

    explicit Job(grundy::Result<grundy::api::TableJob> made) {
        ++liveJobs;
        if (made)
            table.emplace(std::move(made).value());
        else
            error = made.why();
    }
    ~Job() { --liveJobs; }
    Job(const Job&) = delete;
    Job& operator=(const Job&) = delete;

    bool failed() const { return table ? table->failed() : true; }
    const grundy::Error& why() const { return table ? table->why() : *error; }
};

grundy::Result<grundy::api::TableJob> makeTable(const std::string& spec, double rows, double cols) {
    const auto r = grundy::wasm::whole(rows, grundy::wasm::Count::Rows);
    if (!r) return r.why();
    const auto c = grundy::wasm::whole(cols, grundy::wasm::Count::Cols);
    if (!c) return c.why();
    return grundy::api::table(spec, *r, *c);
}

// What grundy_job_status and grundy_job_advance return.
enum Status : int { kRunning = 0, kComplete = 1, kFailed = 2 };

int status(const Job& job, bool finished) {
    if (job.failed()) return kFailed;
    return finished ? kComplete : kRunning;
}

}  // namespace

extern "C" {

// A buffer of at least `bytes` bytes for JS to write the next job's spec into (UTF-8); valid until
// the next call. The module keeps one, grown as needed (a spec is at most kMaxSpecLength characters;
// a longer one is refused by the parser, whatever its length here).
EMSCRIPTEN_KEEPALIVE char* grundy_job_text(std::size_t bytes) {
    if (jobText.size() < bytes) jobText.resize(bytes);
    return jobText.data();
}

// The stream api::table(spec, rows, cols) for the first `specBytes` bytes of the text buffer; never
// null. Its status says whether it could be made. A buffer grown past what any accepted spec needs
// (a pasted text the parser refuses) is given back rather than kept for the next job.
EMSCRIPTEN_KEEPALIVE Job* grundy_table_job(std::size_t specBytes, double rows, double cols) {
    Job* job = new Job(makeTable(jobText.substr(0, specBytes), rows, cols));
    if (jobText.size() > 4 * grundy::limits::kMaxSpecLength) std::string().swap(jobText);
    return job;
}

// 0: more to compute; 1: complete; 2: stopped or never started, grundy_job_error says why.
EMSCRIPTEN_KEEPALIVE int grundy_job_status(const Job* job) {
    return status(*job, job->table && job->table->done() == job->table->size());
}

// Computes up to `steps` more values and returns the status, as grundy_job_status.
EMSCRIPTEN_KEEPALIVE int grundy_job_advance(Job* job, double steps) {
    const bool finished = !job->table || job->table->advance(static_cast<std::int64_t>(std::clamp(steps, 0.0, 1e15)));
    return status(*job, finished);
}

EMSCRIPTEN_KEEPALIVE double grundy_job_done(const Job* job) {
    return job->table ? static_cast<double>(job->table->done()) : 0;
}

EMSCRIPTEN_KEEPALIVE double grundy_job_size(const Job* job) {
    return job->table ? static_cast<double>(job->table->size()) : 0;
}

// The values computed so far, grundy_job_done of them, grundy_job_width bytes each; the pointer is
// valid until the next advance.
EMSCRIPTEN_KEEPALIVE const void* grundy_job_values(const Job* job) {
    return job->table ? job->table->values().data : nullptr;
}

// Bytes per value at grundy_job_values: 1, 2 or 4 (a take-and-break table is kept in the narrowest
// width that holds its values, and widens as it grows: read it again after each advance).
EMSCRIPTEN_KEEPALIVE int grundy_job_width(const Job* job) {
    return job->table ? job->table->values().width : 4;
}

// Why the job stopped (its status is 2) as UTF-8 JSON ending in a zero byte, a GrundyError's data
// { message, id, args, budget } as any reply's error (grundy/message_json.hpp); valid while the job is.
EMSCRIPTEN_KEEPALIVE const char* grundy_job_error(Job* job) {
    job->errorJson = grundy::errorJson(job->why());
    return job->errorJson.c_str();
}

EMSCRIPTEN_KEEPALIVE void grundy_job_delete(Job* job) {
    delete job;
}

// Jobs made and not yet deleted (leak tests).
EMSCRIPTEN_KEEPALIVE double grundy_live_jobs() {
    return static_cast<double>(liveJobs);
}

}  // extern "C"
