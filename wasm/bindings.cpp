// The embind name map: raw entry points, bound with a leading underscore and re-exposed with
// JS-friendly signatures by grundy.mjs. Conversions live in convert.cpp.
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

    class_<TableJob>("_TableJob")
        .constructor<const std::string&, double>()
        .function("error", &TableJob::error)
        .function("advance", &TableJob::advance)
        .function("done", &TableJob::done)
        .function("size", &TableJob::size)
        .function("slice", &TableJob::slice);

    class_<GridJob>("_GridJob")
        .constructor<const std::string&, double, double>()
        .function("error", &GridJob::error)
        .function("advance", &GridJob::advance)
        .function("done", &GridJob::done)
        .function("size", &GridJob::size)
        .function("slice", &GridJob::slice);
}
