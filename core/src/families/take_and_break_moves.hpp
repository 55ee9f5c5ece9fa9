// The moves of a take-and-break code (take_and_break_code.hpp): listed one by one for play, counted
// for the bounds a game puts on its heaps, checked to end, and said in words.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "grundy/game.hpp"
#include "take_and_break_code.hpp"

namespace grundy {

// Calls sink once per way a move of `digit` leaves heaps from `tokens` tokens: the heap sizes in
// ascending order (none: the move leaves nothing). Counts in ascending order, each's splits in
// lexicographic order, as CGSuite's traversal lists them.
using SplitSink = std::function<void(const std::vector<std::int64_t>& parts)>;
void forEachSplit(const CodeDigit& digit, std::int64_t tokens, const SplitSink& sink);

// Every option of heap n: digit by digit from the most tokens added to the most removed. Heap 0 has
// none (a code is refused when it would give heap 0 a move: checkCodeEnds).
void forEachCodeOption(const TakeBreakCode& code, std::int64_t n, const OptionSink& sink);

// About how many options heap n has (an estimate from the sizes of partitions, exact for moves that
// leave at most two heaps), for the heap bound of play.
double codeOptionEstimate(const TakeBreakCode& code, double n);

// Refuses a code whose play might never end, saying why: d_0 allowing no heap or one heap (a move
// from a heap to itself), or a digit before it (adding tokens) that may leave a heap not smaller than
// the one moved in. Every move of an accepted code leaves heaps smaller than its own, so its values
// come bottom-up and heap 0 has no move.
Result<void> checkCodeEnds(const TakeBreakCode& code, const Message& quoted);

// The code's rules in words (game-rules.take-and-break): "Heaps of tokens; a move changes one heap: it
// may take 1 or 2 and leave nothing, leave one heap or leave two heaps."
Message codeMoveWords(const TakeBreakCode& code);

}  // namespace grundy
