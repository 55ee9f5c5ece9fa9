// The rule language: a game typed by a person (a textbook rule, a judge problem), parsed, checked,
// compiled and evaluated by the core. No JavaScript is ever evaluated; a program is data. In a spec
// it is the component rules:{<program>} (see spec.hpp).
//
// ---- Grammar (the reference; docs/rule-language.md and the page's highlighter follow it) ---------
//
//   program    := { statement }                    newlines are spaces: a statement may span lines
//   statement  := "name" STRING                    the game's name (optional, at most once)
//              |  "about" STRING                   one line for the gallery (optional, at most once)
//              |  "position" shape                 required, exactly once, before any start/move
//              |  "start" NAME "->" tuple          optional: what a position typed as one number
//                                                  means, e.g. start n -> (n, max(n - 1, 0))
//              |  "move" [ "for" binder { "," binder } ] [ "where" expr ] "->" result
//   shape      := NAME | "(" NAME "," NAME [ "," NAME ] ")"     1 to 3 coordinates, each >= 0
//   binder     := NAME "in" domain                 later binders may use earlier ones; a
//                                                  condition is tested as soon as its names are bound
//   domain     := sum ".." sum                     every whole number from..to (empty if to < from)
//              |  "{" item { "," item } "}"        a set; item := sum [ ".." sum ]
//   result     := part { "+" part }                a '+' outside parentheses joins independent
//                                                  parts (a take-and-break move: n -> a + b);
//                                                  write (a + b) for the number a + b
//   part       := tuple | diff                     a tuple for 2 or 3 coordinates, a number for 1
//   tuple      := "(" expr "," expr [ "," expr ] ")"
//   diff       := term { "-" term }                (so "n - k - 1" needs no parentheses)
//   expr       := conj { "or" conj }
//   conj       := neg { "and" neg }
//   neg        := "not" neg | test
//   test       := sum [ cmp sum ]
//              |  sum [ "not" ] "in" ( SEQUENCE | "{" item { "," item } "}" | sum ".." sum )
//   cmp        := "==" | "!=" | "<" | "<=" | ">" | ">="
//   sum        := term { ( "+" | "-" ) term }
//   term       := unary { ( "*" | "/" | "%" ) unary }   / and % round toward zero, as in C
//   unary      := "-" unary | atom
//   atom       := NUMBER | NAME | FUNC "(" expr { "," expr } ")" | "(" expr ")"
//   FUNC       := "min" | "max" (two or more arguments) | "abs" (one)
//   SEQUENCE   := "fib" (1, 2, 3, 5, 8, ...) | "pow2" (1, 2, 4, 8, ...) | "squares" (1, 4, 9, ...)
//              |  "primes" (2, 3, 5, 7, ...)      only after "in": k in fib
//   NAME       := letter { letter | digit | "_" }, not a keyword; NUMBER := digit { digit }
//   STRING     := '"' { any character but '"' and newline } '"'
//   comment    := "#" to the end of the line (also "//")
//   keywords   := name about position start move for in where and or not
//                 (min max abs fib pow2 squares primes are reserved names)
//
// Types: numbers (64-bit, overflow is an error) and truths (comparisons, in, and/or/not); a
// condition must be a truth and a coordinate a number. A move rule with binders makes one move
// per combination of their values for which the condition holds; the result's parts are positions
// of the same shape as `position` (each coordinate >= 0). A one-coordinate game's moves must only
// lead to smaller numbers (parts below n), so its values are a table g(0), g(1), ...; two- and
// three-coordinate games are searched, and a position reachable from itself is refused with the
// cycle shown. A move leaving a negative coordinate is refused with the position where it happens.
//
// Example:
//   name "Kayles"
//   about "Knock down one pin or two adjacent pins; a row may break in two."
//   position n
//   move for k in 1..2, a in 0..(n - k) / 2 where k <= n -> a + (n - k - a)
//
// Limits (all checked, each with its own message): limits::kMaxProgramLength characters, kMaxNesting
// levels of parentheses and operators, kMaxChain operations in a row, kMaxRules move rules, kMaxBinders binders per
// rule, kMaxSetItems items per set; evaluation stops past kMaxStepsPerPosition steps or kMaxOptionsPerPosition moves at
// one position, and past kMaxTotalSteps steps for one game.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grundy/game.hpp"

namespace grundy::rules {

inline constexpr int kMaxNesting = 48;
inline constexpr int kMaxChain = 200;  // operations in one expression's longest chain (n - 1 - 1 - ...)
inline constexpr int kMaxRules = 64;
inline constexpr int kMaxBinders = 4;
inline constexpr int kMaxSetItems = 256;
inline constexpr std::int64_t kMaxStepsPerPosition = std::int64_t{1} << 24;
inline constexpr std::int64_t kMaxOptionsPerPosition = std::int64_t{1} << 20;
inline constexpr std::int64_t kMaxTotalSteps = std::int64_t{1} << 29;
// Three-coordinate positions keep their second and third coordinates below this.
inline constexpr std::int64_t kMaxPackedCoordinate = std::int64_t{1} << 20;

// One problem in a program: where (1-based line and column; endCol one past the last column
// marked) and what ("expected a number or a name after '-'").
struct Diagnostic {
    int line = 0;
    int col = 0;
    int endCol = 0;
    Message message;
    // "line 3, col 14: <message>" followed by the source line and a caret line under the problem.
    Message located;
};

// What check() found: a compiled program's name, description and shape, or its errors.
struct CheckReport {
    bool ok = false;
    std::string name;
    std::string about;
    int dimensions = 0;
    std::string spec;  // "rules:{<program>}", to use wherever a spec is accepted
    std::vector<Diagnostic> errors;
};

// Parses, checks and compiles a program, and tries it on small positions (so a rule that makes a
// cycle or a negative coordinate is refused here with an example). Never throws.
CheckReport check(const std::string& source);

// The game of a program (the text between the braces of rules:{...}); the error is the first
// diagnostic's full text.
Result<GamePtr> makeGame(const std::string& source);

// Where the '}' matching the '{' at text[open] is, skipping the language's strings and comments
// (so "rules:{...}" can sit in a sum); std::string::npos when it is missing.
std::size_t findClosingBrace(const std::string& text, std::size_t open);

// Text holding programs (a spec, or a program alone) on one line, the same games: each comment
// dropped and each run of white space outside strings made one space (newlines are spaces in the
// language), none just inside a '{'. For a one-line field showing a spec.
std::string oneLine(const std::string& text);

// A shipped example and the built-in spec it must agree with.
struct Example {
    std::string id;      // "kayles": the file name under core/rules-examples/ without .rules
    std::string name;    // from the program's name statement
    std::string about;   // from its about statement
    std::string family;  // the built-in spec it matches, e.g. "octal:0.77"
    std::string source;  // the program text
};
const std::vector<Example>& examples();

// The language's words, written once (core/src/rules/words.cpp): the statements, the other keywords,
// the functions and the named sequences. None may name a coordinate or a variable; the page's
// highlighter colours by them.
struct Words {
    std::vector<std::string> statements;  // name, about, position, start, move
    std::vector<std::string> keywords;    // for, in, where, and, or, not
    std::vector<std::string> functions;   // min, max, abs
    std::vector<std::string> sequences;   // fib, pow2, squares, primes
};
const Words& words();

}  // namespace grundy::rules
