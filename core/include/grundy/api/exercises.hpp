// Part of the core's API (grundy/api.hpp says what it is): exercises (issue 20): questions a teacher builds a quiz
// from, and their checks. The structs' fields are read by wasm/api-fields.mjs (the wasm bindings and grundy.d.ts).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/analysis/stats.hpp"
#include "grundy/api/play.hpp"
#include "grundy/budget.hpp"
#include "grundy/game.hpp"
#include "grundy/result.hpp"
#include "grundy/rules.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/grid_table.hpp"
#include "grundy/tables/heap_table.hpp"
#include "grundy/tables/sparse.hpp"

namespace grundy::api {

// ---- Exercises (issue 20): questions a teacher builds a quiz from, and their checks -------------
//
// A question is a kind asked of a game: "outcome" (P or N?), "value" (what is g(position)?), "move"
// (find a winning move: type the position it leaves), "table" (fill g over a strip or a small
// board, each cell checked as a "value" question of its own position) or "period" (the preperiod
// and period of a heap game's values). The answer and its explanation come with the question, so
// the page shows answers and prints an answer key without computing anything; checkAnswer reads
// what the student typed and says why it is wrong in terms that ask them to look again.

// Exercises (issue 20): one question of a quiz, with its answer and why.
struct Exercise {
    std::string kind;       // "outcome" | "value" | "move" | "table" | "period"
    std::string spec;       // the canonical spec
    std::string position;   // outcome, value, move: the position asked about; table: its last cell; period: ""
    std::int64_t rows = 0;  // table: its rows x cols cells (a strip has cols 1); period: g(0 .. rows-1) shown
    std::int64_t cols = 0;
    std::vector<PositionPart> cells;  // table: each cell's position, row-major
    std::vector<Value> shown;         // period: the values shown to the student
    Message prompt;                   // the question in words
    std::string answer;  // the right answer as checkAnswer reads it: "P", "3", "4+2", "2,7"; a table its values
                         // row-major, separated by spaces (each cell is checked alone)
    std::vector<std::string> answers;  // move: every winning move's position; table: each cell's value
    Message solution;                  // why the answer is right (Show answers, the answer key)
};

// A typed answer checked.
struct AnswerCheck {
    bool correct = false;
    bool readable = false;  // the answer could be read (a typo is not a wrong answer)
    std::string given;      // the answer as read, canonical ("" when unreadable)
    Message verdict;        // right: the solution; wrong: what to look at again; unreadable: why
};

// The question of `kind` about `position` (a teacher's own choice; "" for a period question).
Result<Exercise> exercise(const std::string& spec, const std::string& kind, const std::string& position);

// `questions` questions of `kind` drawn from `seed` (the same seed, the same questions, in the
// browser and natively): positions of a size set by `difficulty` (1 .. limits::kMaxExerciseDifficulty:
// larger heaps and boards, more parts in a sum, deeper tables), distinct where the game has enough.
Result<std::vector<Exercise>> exercises(const std::string& spec, const std::string& kind, std::int64_t seed,
                                        std::int64_t difficulty, std::int64_t questions);

// Checks a typed answer to the question of `kind` about `position` (a table's cell: kind "value").
Result<AnswerCheck> checkAnswer(const std::string& spec, const std::string& kind, const std::string& position,
                                const std::string& answer);

}  // namespace grundy::api
