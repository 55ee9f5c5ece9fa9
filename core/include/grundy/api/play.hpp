// Part of the core's API (grundy/api.hpp says what it is): positions, values, play and explanations.
// The structs' fields are read by wasm/api-fields.mjs (the wasm bindings and grundy.d.ts).
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

// ---- Positions -----------------------------------------------------------------------------------

// How a person writes a position's part.
struct PositionPart {
    int component = 0;                 // which component of the spec it belongs to
    std::string text;                  // "7", "3,5", "a"
    std::vector<std::int64_t> coords;  // its numbers; a graph's node number
};

struct PositionText {
    std::string text;  // the whole position, written back canonically
    std::vector<PositionPart> parts;
};

// A position typed by a person, read and written back canonically, with its parts.
Result<PositionText> position(const std::string& spec, const std::string& text);

// The position with component `component`'s part set to `part`: what a click on a sum's table cell
// selects. The other components keep their parts, or take their empty position when `position` has
// none yet (or is not a position of the spec); a single game's position is the part alone.
Result<PositionText> withPart(const std::string& spec, const std::string& position, std::int64_t component,
                              const std::string& part);

// ---- Values and play -----------------------------------------------------------------------------

// g(0) .. g(count - 1) of a heap game.
Result<std::vector<Value>> values(const std::string& spec, std::int64_t count);

// One move of a position (of a single game or a sum).
struct Move {
    int part = 0;            // which part of the position moves
    std::int64_t taken = 0;  // tokens it takes (0 where that means nothing)
    std::string text;        // "take 3 (5 -> 2)"
    std::string to;          // the whole position after it
    std::vector<PositionPart> toParts;
    Value value = 0;        // the whole position's XOR value after it (normal play)
    Value optionValue = 0;  // the value of what the moved part became
    bool winning = false;   // leaves a position the player to move loses (misère aware)
    // A coin-turning game's move (GameTraits::pairsCancel): the coins it turns, largest first (its
    // head's coin and the coins its pieces name, tails to heads or heads to tails); else empty.
    std::vector<std::int64_t> turned;
};

struct Analysis {
    Value value = 0;
    std::vector<Value> partValues;
    std::string outcome;  // "P" | "N", misère aware
    std::vector<PositionPart> parts;
    std::vector<Move> moves;  // every move, or only the winning ones past kMaxListedMoves
    std::int64_t moveCount = 0;
    std::int64_t winningMoves = 0;
    bool listedAll = true;
    bool tame = false;  // misère play: misère Nim's rule on the values gave the outcome, no search (Solver::tame)
    // Misère play of a wild heap game: the product of the heaps' elements in its misère quotient gave
    // the outcome and each move's, no search (Solver::quotient; quotient() shows the quotient).
    bool quotient = false;
};

// The calls that may search (analyse, bestMove, outcome, remoteness, explain) take what each search
// may spend (grundy/budget.hpp: {} for the defaults), so a person can raise a budget a search stopped
// on (the CLI's --work and --memory, the page's "Keep going"); the bytes never pass memoryCeiling().
Result<Analysis> analyse(const std::string& spec, const std::string& position, const Budget& budget = {});

// The computer's move: the quickest win, or the longest defence.
Result<Move> bestMove(const std::string& spec, const std::string& position, const Budget& budget = {});

// "P" (the player to move loses) or "N", misère aware; cheaper than analyse where the game has an
// exact P-position method.
Result<std::string> outcome(const std::string& spec, const std::string& position, const Budget& budget = {});

// Moves left with best play (the winner hurries, the loser stalls).
Result<std::int64_t> remoteness(const std::string& spec, const std::string& position, const Budget& budget = {});

// ---- Explanations --------------------------------------------------------------------------------

struct ExplainedOption {
    std::string text;               // "take 3 (5 -> 2)"
    std::string to;                 // the parts it leaves
    std::vector<Value> partValues;  // their values (XOR = value)
    Value value = 0;
    std::string after;                     // the whole position after it: what choosing it explains
    std::vector<PositionPart> afterParts;  // its parts
    Value afterValue = 0;                  // its XOR value (normal play)
    bool winning = false;                  // leaves a position the player to move loses (misère aware)
};

struct PartExplanation {
    std::string position;
    std::vector<std::int64_t> coords;      // the part's numbers, as PositionPart's
    Value value = 0;                       // the mex of its options' values
    std::string binary;                    // the value in binary, as wide as the widest part
    std::vector<ExplainedOption> options;  // the first ones, and every winning one
    std::int64_t optionCount = 0;
    bool listedAll = true;
    bool enumerated = true;  // false: too many to list; the value came from the game's formula
    Message summary;         // "options 4, 2, 1 have values 2, 0, 1; mex = 3"
    std::string element;     // Explanation::quotient: the element of the misère quotient it pretends to be ("ab^2")
};

struct Explanation {
    std::string position;
    Value value = 0;
    std::string outcome;  // "P" | "N", misère aware
    bool misere = false;
    std::vector<PartExplanation> parts;
    std::vector<Value> partValues;
    std::vector<std::string> binaryRows;
    std::string xorRow;             // the XOR of binaryRows, same width.
    std::int64_t moveCount = 0;     // the moves of the whole position
    std::int64_t winningMoves = 0;  // how many of them win (misère aware), as analyse counts them
    Message summary;                // the mex line for one part, the XOR line for a sum
    bool tame = false;              // misère play decided by misère Nim's rule (Solver::tame); the summary says so
    // Misère play decided by the game's misère quotient (Solver::quotient): the parts' elements
    // (PartExplanation::element) multiply to `product`, and the summary says whether it is in the P-portion.
    bool quotient = false;
    std::string product;  // the product of the parts' elements ("ab^2"); "" when not decided by a quotient.
};

// Why a position has its value: each part's options, their values and the mex; a sum's XOR.
Result<Explanation> explain(const std::string& spec, const std::string& position, const Budget& budget = {});

}  // namespace grundy::api
