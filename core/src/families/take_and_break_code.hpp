// Take-and-break codes as CGSuite writes them (its TakeAndBreak rulesets; A. N. Siegel, CGSuite,
// lib/core/.../impartial/TBCode.scala): the grammar, the normal form a code is written back in, and
// what each digit allows. The game itself is take_and_break.cpp; its moves, their count and their
// words take_and_break_moves.cpp; its values take_and_break_values.cpp.
//
//   code   := [ digit { digit } ] "." { digit } [ "[" digit { digit } "]" ]
//   digit  := ( base32 | "&" N ";" | "*" | "{" item { "," item } [ "+" ] "}" ) [ modifier ]
//   item   := C [ modifier ]           (C: a heap count, 0 to 63)
//   base32 := 0-9 | A-V | a-v          (the value's bit c allows leaving c heaps)
//   modifier := "!" | "?" | "="
//
// Digit d_k, k >= 1 (the k-th after the point) says what a move that removes k tokens from a heap may
// leave: c non-empty heaps for each heap count c it allows (c = 0 only when the heap had exactly k).
// d_0, the digit just before the point, is about removing nothing (splitting); the digits before it,
// d_-1, d_-2, ..., about adding 1, 2, ... tokens first. A list {2,3} allows exactly those counts, {2+}
// every count from 2 on, "*" every count, &N; the counts of N's bits. On a digit or a list item, "!"
// asks the heaps left to be pairwise unequal, "?" not all equal, "=" all equal; after a list it
// applies to all its counts. A tail [..] repeats for ever: 0.[3] takes any number (Nim).
//
// A modifier says something only about two or more heaps. CGSuite writes it on counts 0 and 1 too
// when every count from 2 on has the same one ("0.{1,2!}" is "0.6!") and drops it there otherwise
// ("0.{0!,2!,3}" is "0.{0,2!,3}"): the normal form follows it, and here it never changes a move.
// (CGSuite's own traversal does refuse a single heap of one token under "?": its "0.3F?" lists no
// move from heap 3 that takes 2, while "0.3F" does. That contradicts its normal form, which writes
// "0.{1,2?}" as "0.6?", so it is read here as the normal form means it.)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/result.hpp"

namespace grundy {

// How a move that leaves c heaps must share the tokens out among them.
enum class PartRule : std::uint8_t {
    Disallowed,   // no move leaves c heaps
    Any,          // any sizes
    NotAllEqual,  // "?": not all of one size
    Unequal,      // "!": pairwise different sizes
    AllEqual,     // "=": all of one size
};

// One digit: the heap counts it allows and how. counts[c] is the rule for leaving c heaps; with
// `more`, every count past the end follows the last. Normalised as CGSuite's Digit: counts.back()
// is allowed, and a `more` digit ends with the first of its run of equal rules.
struct CodeDigit {
    std::vector<PartRule> counts;
    bool more = false;

    bool zero() const { return counts.empty(); }
    PartRule at(std::size_t c) const {
        if (c < counts.size()) return counts[c];
        return more && !counts.empty() ? counts.back() : PartRule::Disallowed;
    }
    // The most heaps a move of this digit leaves; kUnbounded with `more`.
    static constexpr std::size_t kUnbounded = static_cast<std::size_t>(-1);
    std::size_t maxHeaps() const { return more ? kUnbounded : counts.empty() ? 0 : counts.size() - 1; }
    // The digit's value when it is one (bit c for each allowed count c), for the octal and hex words.
    std::uint64_t bits() const;
    // Whether every count from 2 on that is allowed has rule Any.
    bool plain() const;
    std::string text() const;  // "7", "6!", "&40;", "*", "{2+}", "{0,2!,3}"
    friend bool operator==(const CodeDigit&, const CodeDigit&) = default;

    // The normal form of a digit made of these rules (CGSuite's Digit.apply).
    static CodeDigit normal(std::vector<PartRule> counts, bool more);
};

// A whole code: d_0 d_1 ... (digits[0] is d_0), d_-1 d_-2 ... (added[0] is d_-1), and the last
// `period` digits repeating for ever. Normalised: no zero digits at the end of `added`, none at the
// end of `digits` unless they are the repeating tail, a tail that is not all zeros.
struct TakeBreakCode {
    std::vector<CodeDigit> digits;
    std::vector<CodeDigit> added;
    std::size_t period = 0;

    // The index of the first repeating digit (digits.size() when none repeats).
    std::size_t tailStart() const { return digits.size() - period; }
    // The digit for removing `removed` tokens (negative: adding).
    const CodeDigit& digit(std::int64_t removed) const;
    // The most heaps one move leaves; CodeDigit::kUnbounded when a digit allows any number.
    std::size_t maxHeaps() const;
    // Whether every rule of every digit is Any (plain octal and hex codes).
    bool plain() const;
    std::string text() const;  // the normal form: "4.3", "0.6!", "4.00[30]"
};

// Reads a code; the message says where and what is wrong. `quoted` is how the message names the
// code ("the octal code '0.9'").
Result<TakeBreakCode> parseTakeBreakCode(std::string_view text, const Message& quoted);

// Whether text alone (no family word) looks like a code rather than a game's name: it holds a point,
// and no two letters stand side by side before it ("0.77", ".07", "4!.0", "{2+}=.0", "F.0").
bool looksLikeTakeBreakCode(std::string_view text);

}  // namespace grundy
