// Part of the core's API (grundy/api.hpp says what it is): the rule language: checking a program, its examples and its
// words. The structs' fields are read by wasm/api-fields.mjs (the wasm bindings and grundy.d.ts).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/analysis/stats.hpp"
#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/result.hpp"
#include "grundy/rules.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/grid_table.hpp"
#include "grundy/tables/heap_table.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy::api {

// ---- The rule language ---------------------------------------------------------------------------

struct RulesError {
    int line = 0;  // 1-based
    int col = 0;
    int endCol = 0;    // one past the last column marked
    Message message;   // JS: message (the English), id and args, as a GrundyError has them
    std::string text;  // "line 3, col 14: <message>", the source line and a caret line
};

struct RulesReport {
    bool ok = false;
    std::string name, about;
    int dimensions = 0;
    std::string spec;  // "rules:{<program>}" when ok
    std::vector<RulesError> errors;
};

// Checks a program; never an error (a bad program is a report with its errors).
RulesReport checkRules(const std::string& source);

struct RulesExample {
    std::string id;  // the example's file name under core/rules-examples/ without .rules, e.g. "kayles".
    std::string name, about;
    std::string family;  // the built-in spec it agrees with
    std::string source;
};

std::vector<RulesExample> rulesExamples();

// The language's words (grundy/rules.hpp: rules::Words), for the page's highlighter.
rules::Words rulesWords();

}  // namespace grundy::api
