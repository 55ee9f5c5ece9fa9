// The embind name map: raw entry points, bound with a leading underscore and re-exposed with
// JS-friendly signatures by grundy.mjs. Conversions live in convert.cpp. The stream jobs (tables
// computed a chunk at a time) are plain C functions instead, in jobs.cpp: embind's per-call cost was
// more than a quick table's.
#include <emscripten/bind.h>

#include "convert.hpp"

EMSCRIPTEN_BINDINGS(grundy) {
    using namespace emscripten;
    using namespace grundy::wasm;

    function("_checkSpec", &checkSpec);
    function("_values", &values);
    function("_analyse", &analyse);
    function("_bestMove", &bestMove);
    function("_remoteness", &remoteness);
    function("_families", &families);
    function("_graph", &graph);
    function("_explain", &explain);
    function("_patterns", &patterns);
    function("_exportCpp", &exportCpp);
    function("_exportTable", &exportTable);
    function("_rulesCheck", &rulesCheck);
    function("_rulesExamples", &rulesExamples);
}
