// The rule language's syntax tree, as the parser builds it and the checker annotates it (names
// resolved to slots, types decided). The grammar is at the top of grundy/rules.hpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "grundy/rules.hpp"

namespace grundy::rules::detail {

// Where something is in the source: 1-based line and columns (columns count characters, not
// bytes, so they match what an editor shows); endCol is one past the last column.
struct Span {
    int line = 1;
    int col = 1;
    int endCol = 2;
};

enum class Kind : std::uint8_t {
    Number,
    Name,  // a coordinate or a bound variable (slot set by the checker)
    Neg,
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Min,
    Max,
    Abs,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    Not,
    InSeq,     // kids[0] in a named sequence (seq)
    InSet,     // kids[0] in the items
    InRange,   // kids[0] in kids[1]..kids[2]
    Tuple,     // (a, b) or (a, b, c): only as a whole part of a result or a start rule
    Call,      // a call of an unknown function, kept for the checker's message
    Sequence,  // a sequence name where a number was expected, kept for the checker's message
};

// a KIND b for a comparison (Eq, Ne, Lt, Le, Gt, Ge): the one reading of the language's comparisons,
// for the machine, its runs of moves and the kernels (numbers of any width: a kernel's may be wide).
template <class A, class B>
constexpr bool compares(Kind kind, const A& a, const B& b) {
    switch (kind) {
        case Kind::Eq:
            return a == b;
        case Kind::Ne:
            return a != b;
        case Kind::Lt:
            return a < b;
        case Kind::Le:
            return a <= b;
        case Kind::Gt:
            return a > b;
        default:
            return a >= b;
    }
}

enum class Sequence : std::uint8_t { Fib, Pow2, Squares, Primes };

// One item of a set: a number, or lo..hi (hi < 0 when the item is a single number).
struct SetItem {
    int lo = -1;
    int hi = -1;
};

struct Node {
    Kind kind = Kind::Number;
    Span span;
    std::int64_t number = 0;  // Number: the value
    std::string name;         // Name, Call, Sequence: the text
    std::vector<int> kids;
    std::vector<SetItem> items;  // InSet
    bool negated = false;        // "not in"
    Sequence seq = Sequence::Fib;
    int slot = -1;   // Name: resolved by the checker
    int height = 1;  // of the subtree: evaluation recurses this deep
};

struct Binder {
    std::string name;
    Span span;
    bool isSet = false;
    int lo = -1;  // interval lo..hi
    int hi = -1;
    std::vector<SetItem> items;  // set
    Span domainSpan;
    int slot = -1;
};

struct MoveRule {
    Span keyword;  // the word "move"
    std::vector<Binder> binders;
    int condition = -1;
    std::vector<int> parts;  // top-level parts of the result
    Span result;             // from the first part to the end of the last
};

struct StartRule {
    std::string name;
    Span nameSpan;
    Span keyword;
    int tuple = -1;
};

struct Program {
    std::vector<Node> nodes;
    std::string name;
    std::string about;
    std::vector<std::string> coords;  // names from the position statement
    std::vector<Span> coordSpans;
    Span positionSpan;
    bool hasPosition = false;
    std::optional<StartRule> start;
    std::vector<MoveRule> moves;
};

// A located problem (the public Diagnostic is made from it with the source's caret line).
struct Problem {
    Span span;
    Message message;
};

// Readings of the language's words (grundy::rules::words(), words.cpp).
bool isStatement(const std::string& word);
bool isKeyword(const std::string& word);                     // statements and the other keywords
bool isReserved(const std::string& word);                    // keywords, functions and sequence names
std::optional<Kind> functionNamed(const std::string& word);  // Min, Max or Abs
std::optional<Sequence> sequenceNamed(const std::string& word);
const char* sequenceName(Sequence s);

// Parses a program; on a syntax error returns the first problem (parsing stops there).
Result<Program> parse(const std::string& source, Problem& problem);

// Resolves names, checks types and arities; problems are appended (at most a few).
void checkProgram(Program& program, std::vector<Problem>& problems);

// The Diagnostic of a problem: its message with "line L, col C: " and a caret line.
Diagnostic diagnosticFor(const std::string& source, const Problem& problem);

}  // namespace grundy::rules::detail
