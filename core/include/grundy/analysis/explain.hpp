// Why a position has its value: each part's options, their values and the mex, and for a sum the
// part values written out in binary with their XOR.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grundy/result.hpp"
#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"

namespace grundy {

// v in binary, `width` digits (leading zeros kept, so rows of one width line up); also the statistics' masks.
std::string binary(Value v, int width);

// At most this many options are listed per part; the mex is still taken over all of them.
inline constexpr std::size_t kMaxExplainedOptions = 200;

struct SumOption {
    std::string text;               // "take 3 (5 -> 2)"
    std::string to;                 // the parts it leaves: "2", "1+4", or "0" for nothing
    std::vector<Value> partValues;  // their values (XOR = value)
    Value value = 0;
    SumPosition after;     // the whole position after the move (the other parts kept)
    Value afterValue = 0;  // its value: the XOR of its parts' values (normal play)
    bool winning = false;  // leaves a position the player to move loses (misère aware)
};

// One part of a position: its options, their values and the mex.
struct SumPartExplanation {
    std::string position;  // "5"
    // The first kMaxExplainedOptions, and every winning one after them (as Solver::analyse keeps its
    // winning moves), so a sum's winning moves are all here.
    std::vector<SumOption> options;
    std::uint64_t optionCount = 0;
    bool listedAll = true;
    // false: too large to list; the value comes from the game's formula, and the options are only
    // walked to count them and to find the winning ones.
    bool enumerated = true;
    Value value = 0;  // the part's value: the mex of its options' values
    Message summary;  // "options 4, 2, 1 have values 2, 0, 1; mex = 3"
    // Misère play decided by the game's quotient (SumExplanation::quotient): the element this heap
    // pretends to be, as the quotient's presentation writes it ("ab^2"); "" otherwise.
    std::string element;
};

struct SumExplanation {
    std::string position;                   // the whole position: "5" or "3+5+6"
    std::vector<SumPartExplanation> parts;  // one per part
    std::vector<Value> partValues;
    std::vector<std::string> binaryRows;  // each part value in binary, padded to one width
    std::string xorRow;                   // the XOR of the rows, same width
    Value value = 0;                      // XOR of the part values (the normal-play value)
    Outcome outcome = Outcome::P;         // under the ruleset's convention (misère aware)
    bool misere = false;
    std::uint64_t moveCount = 0;     // the moves of the whole position (every part's options)
    std::uint64_t winningMoves = 0;  // how many of them win (misère aware), as Solver::analyse counts
    Message summary;                 // the mex line for one part, the XOR line for a sum
    bool tame = false;               // misère play decided by misère Nim's rule (Solver::tame); the summary says so
    // Misère play decided by the game's misère quotient (Solver::quotient): each part's element, their
    // product here, and the summary says whether it lies in the P-portion.
    bool quotient = false;
    std::string product;
};

Result<SumExplanation> explain(Solver& solver, const SumPosition& position);
Result<SumExplanation> explain(const GameSpec& spec, const std::string& positionText);

}  // namespace grundy
