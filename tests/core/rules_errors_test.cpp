// The rule language refuses broken programs with a message that says what is wrong and where:
// each row is a program, the line and column the message must point at, and the exact message.
// Syntax, names (with suggestions), types and shapes, rules that make cycles or leave the
// non-negative integers (shown with an example position), and the limits on size and work.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "grundy/analysis/explain.hpp"
#include "grundy/limits.hpp"
#include "grundy/rules.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"

namespace {

struct Broken {
    std::string program;
    int line;
    int col;
    std::string message;
};

// The rows were reviewed one by one: each message names the problem and what would be accepted.
// One row per program (the program, then its line, column and message), kept as written:
// clang-format off
const std::vector<Broken> kBroken = {
    {"",
     1, 1, "the program has no position statement; say what a position is, e.g. position n or position (x, y)"},
    {"position",
     1, 9, "expected a coordinate name such as n or x, got the end of the program"},
    {"position n",
     1, 1, "the program has no move rule; add one, e.g. move for k in 1..3 where k <= n -> n - k"},
    {"move for k in 1..3 -> n - k",
     1, 1, "the program has no position statement; say what a position is, e.g. position n or position (x, y)"},
    {"position n\nmove for k in 1..3 where k <= n -> n -",
     2, 39, "expected a number or a name after '-', but the program ends"},
    {"position n\nmove for k in 1..3 where k <= n -> n - * k",
     2, 40, "expected a number or a name after '-'"},
    {"position n\nmove for k in 1..3 where k <= m -> n - k",
     2, 31, "unknown name 'm'; the names here are n, k"},
    {"position n\nmove for k in 1..n where k in fibb -> n - k",
     2, 31, "unknown sequence 'fibb'; did you mean 'fib'?"},
    {"position (heap, last)\nmove for k in 1..min(heap, lsat) -> (heap - k, 2 * k)",
     2, 28, "unknown name 'lsat'; did you mean 'last'?"},
    {"position n\nmvoe for k in 1..3 -> n - k",
     2, 1, "unknown statement 'mvoe'; did you mean 'move'?"},
    {"position n\nmove for k in fib -> n - k",
     2, 15, "fib is an infinite sequence; range over numbers and test membership, e.g. for k in 1..n where k in fib"},
    {"position n\nmove for k in 1..3 where k = n -> n - k",
     2, 28, "'=' is not an operator; write == to compare"},
    {"position n\nmove for k in 1..3 where k <= n && k > 0 -> n - k",
     2, 33, "'&&' is not an operator here; write 'and'"},
    {"position n\nmove for k in 1..3 where k <= n || k > 0 -> n - k",
     2, 33, "'||' is not an operator here; write 'or'"},
    {"position n\nmove for k in 1..3 where !(k > n) -> n - k",
     2, 26, "'!' is not an operator; write 'not' (or != to compare)"},
    {"position n\nmove for k in 1.3 -> n - k",
     2, 16, "a single '.'; ranges are written with two dots, 1..n"},
    {"position n\nmove for k in 1..3 where k <= n -> n - k @",
     2, 42, "unexpected '@' outside a text or a comment"},
    {"position n\nmove for k in 1..3 where k <= n -> n – k",
     2, 38, "unexpected character outside a text or a comment"},
    {"position (x， y)",
     1, 12, "'，' is a full-width character; write the ASCII ','"},
    {"position n\nmove where n > 0 （ -> n - 1",
     2, 18, "'（' is a full-width character; write the ASCII '('"},
    {"name \"Kayles\nposition n",
     1, 6, "the text that starts here has no closing '\"' on its line"},
    {"name Kayles\nposition n",
     1, 6, "expected a text in double quotes after 'name', e.g. name \"Kayles\""},
    {"name \"A\"\nname \"B\"\nposition n\nmove -> 0",
     2, 1, "the program has a second 'name' statement; keep one"},
    {"position n\nposition m",
     2, 1, "the program has a second 'position' statement; keep one"},
    {"position n\nmove where n > 0 -> n - 1\nposition m",
     3, 1, "the program has a second 'position' statement; keep one"},
    {"position (a, b, c, d)",
     1, 20, "a position has at most 3 coordinates, e.g. (a, b, c)"},
    {"position (x, x)\nmove -> (0, 0)",
     1, 14, "the coordinate 'x' is named twice"},
    {"position min",
     1, 10, "'min' is a reserved word and cannot name a coordinate; try n, x or y"},
    {"position n\nstart m -> (m, 1)\nmove where n > 0 -> n - 1",
     2, 1, "a start rule is for positions of 2 or 3 coordinates; with position n a typed number is already a position"},
    {"position (n, last)\nstart m -> m\nmove for k in 1..min(n, last) -> (n - k, 2 * k)",
     2, 12, "the start rule must give a whole position, e.g. start n -> (n, n - 1)"},
    {"position (n, last)\nstart m -> (m, m, 1)\nmove for k in 1..min(n, last) -> (n - k, 2 * k)",
     2, 12, "the start rule has 3 coordinates, but positions have 2 (n, last)"},
    {"position (x, y)\nmove for k in 1..x -> x - k",
     2, 23, "this game's positions have 2 coordinates, so each part of a result is written (x, y); this part is one number"},
    {"position n\nmove where n > 0 -> (n - 1, 1)",
     2, 21, "this game's positions are one number (position n), but this part of the result is a position of 2 coordinates"},
    {"position (x, y)\nmove where x > 0 -> (x - 1, y, 0)",
     2, 21, "the result has 3 coordinates, but positions have 2 (x, y)"},
    {"position n\nmove for k in 1..3 where k + 1 -> n - k",
     2, 26, "the condition after 'where' is a number; it must be true or false, e.g. k <= n"},
    {"position n\nmove for k in 1..3 where k <= n -> n - (k < 2)",
     2, 40, "'-' needs numbers, and this is true or false"},
    {"position n\nmove for k in 1..3 where not k -> n - k",
     2, 30, "'not' needs true or false (e.g. a comparison), and this is a number"},
    {"position n\nmove for k in 1..3 where k and n -> n - k",
     2, 26, "'and' needs true or false (e.g. a comparison), and this is a number"},
    {"position n\nmove for k in 1..sqrt(n) -> n - k",
     2, 18, "unknown function 'sqrt'; the functions are min, max and abs"},
    {"position (x, y)\nmove for k in 1..mn(x, y) -> (x - k, y - k)",
     2, 18, "unknown function 'mn'; did you mean 'min'?"},
    {"position n\nmove for k in 1..min(n) -> n - k",
     2, 18, "min needs at least two numbers, e.g. min(x, y)"},
    {"position n\nmove for k in 1..abs(n, 1) -> n - k",
     2, 18, "abs takes one number, e.g. abs(x - y)"},
    {"position n\nmove where n > 0 -> n - fib",
     2, 25, "fib is a sequence, not a number; test membership with 'in', e.g. k in fib"},
    {"position n\nmove for k in 1..3 where 1 <= k <= n -> n - k",
     2, 33, "comparisons cannot be chained; write a < b and b < c"},
    {"position n\nmove for k in 1..3, k in 1..2 -> n - k",
     2, 21, "'k' is already bound in this rule; give the variable another name"},
    {"position n\nmove for n in 1..3 -> n - 1",
     2, 10, "'n' is already a coordinate; give the variable another name"},
    {"position n\nmove for k 1..3 -> n - k",
     2, 12, "expected 'in' after 'k', e.g. for k in 1..3"},
    {"position n\nmove for k in 1 3 -> n - k",
     2, 17, "expected '..' in the range of 'k' (e.g. 1..n) or a set such as {1, 3, 4}, got '3'"},
    {"position n\nmove for k in {} -> n - k",
     2, 16, "a set needs at least one member, e.g. {1, 3, 4}"},
    {"position n\nmove for k in 1..3 -> n - k where k <= n",
     2, 29, "the condition goes before '->': move for ... where ... -> ..."},
    {"position n\nmove where k <= n for k in 1..3 -> n - k",
     2, 19, "'for' must come before 'where': move for k in 1..n where ... -> ..."},
    {"position n\nmove for k in 1..3 if k <= n -> n - k",
     2, 20, "conditions are written with 'where', e.g. move for k in 1..3 where k <= n -> n - k"},
    {"position (x, y)\nmove where x > 0 -> x - 1, y",
     2, 26, "expected a new statement after the move's result, got ',' (a position of several coordinates is written in parentheses, (x, y))"},
    {"position n\nmove for a in 1..n -> a + a + a + a",
     2, 33, "a move may leave at most 3 parts joined by '+' (write (a + b) for the number a + b)"},
    {"position n\nmove for k in 1..3 where 2k <= n -> n - k",
     2, 27, "a number is followed by a letter; write a space or '*' between them, e.g. 2 * k"},
    {"position n\nmove where n > 99999999999999999999 -> n - 1",
     2, 16, "the number 99999999999999999999 is too large (at most 2^62)"},
    {"position n\nmove where n > 0 -> (n - 1",
     2, 27, "expected ')' to close the '(' at line 2, col 21, got the end of the program"},
    {"position abcdefghijabcdefghijabcdefghijabcdefghijabcdefghij",
     1, 10, "the name 'abcdefghijab...' is longer than 40 characters"},
    {"3",
     1, 1, "expected a statement (name, about, position, start or move), got '3'"},
    {"position n\nmove for k in 1..3 where k <= n ->",
     2, 35, "expected a number or a name after '->', but the program ends"},
    {"position n\nmove for k in 1..3 -> n - k",
     2, 23, "the move rule on line 2 takes position 0 to -1 (k = 1); coordinates must stay 0 or more (add a condition with 'where')"},
    {"position n\nmove -> n",
     2, 9, "the move rule on line 2 lets position 0 reach itself (0 -> 0), so values are not defined"},
    {"position n\nmove where n < 5 -> (n + 1)",
     2, 21, "the move rule on line 2 takes position 0 to 1, a larger number; when a position is one number every move must lead to smaller numbers (a game that can grow needs a second coordinate)"},
    {"position (x, y)\nmove where x > 0 -> (x - 1, y + 1)\nmove where y > 0 -> (x + 1, y - 1)",
     3, 21, "the rules let a position be reached from itself, so values are not defined: (0, 1) -> (1, 0) -> (0, 1) (move rules on lines 3, 2)"},
    {"position n\nmove for k in 0..n where n % k == 0 -> n - 1",
     2, 1, "the move rule on line 2 divides by zero at position 0 (k = 0)"},
    {"position n\nmove for k in 1..1000000000 where k <= n -> n - k",
     2, 1, "the move rule on line 2 needs more than 16777216 steps at position 0; narrow its ranges (e.g. k in 1..n rather than 1..1000000000)"},
    {"position n\nmove for k in {-4000000000000000000..4000000000000000000} where k >= 1 and k <= n -> n - k",
     2, 1, "the move rule on line 2 needs more than 16777216 steps at position 0; narrow its ranges (e.g. k in 1..n rather than 1..1000000000)"},
    {"position n\nmove where n > 0 -> n - 4611686018427387903 * 4",
     2, 1, "the move rule on line 2 overflows 64-bit arithmetic at position 1"},
    {"position n\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\nmove where n > 0 -> n - 1\n",
     66, 1, "the program has more than 64 move rules"},
    {"position n\nmove for k in {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255, 256, 257, 258, 259, 260, 261, 262, 263, 264, 265, 266, 267, 268, 269, 270, 271, 272, 273, 274, 275, 276, 277, 278, 279, 280, 281, 282, 283, 284, 285, 286, 287, 288, 289, 290, 291, 292, 293, 294, 295, 296, 297, 298, 299} where k <= n -> n - k",
     2, 1188, "a set has at most 256 items (use a range lo..hi)"},
    {"position n\nmove for k in 1..3 where k <= n -> n - k\n# xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
     1, 1, "the program is longer than 20000 characters (got 20054)"},
    {"position n\nmove where n >= 1 -> -1 + n",
     2, 22, "the move rule on line 2 takes position 1 to -1 + 1; coordinates must stay 0 or more (add a condition with 'where')"},
    {"position (x, y)\nmove where x > 0 -> (x - 1, y) + (x, y - 1)",
     2, 21, "the move rule on line 2 takes position (1, 0) to (0, 0) + (1, -1); coordinates must stay 0 or more (add a condition with 'where')"},
    {"position (a, b, c)\nmove where a > 0 -> (a - 1, b + 1, c)\nmove where b > 0 -> (a, b - 1, c + 1)\nmove where c > 0 -> (a + 1, b, c - 1)",
     4, 21, "the rules let a position be reached from itself, so values are not defined: (0, 0, 1) -> (1, 0, 0) -> (0, 1, 0) -> (0, 0, 1) (move rules on lines 4, 2, 3)"},
    {"position n\nmove for k in 1..3 where k in {1, n < 2} -> n - k",
     2, 37, "expected ',' or '}' in the set, got '<'"},
    {"position n\nmove for k in 1..3 where k in 1..n -> n - k)",
     2, 44, "expected a new statement after the move's result, got ')'"},
    {"about \"x\"\nabout \"y\"\nposition n\nmove -> 0",
     2, 1, "the program has a second 'about' statement; keep one"},
    {"position (n, last)\nstart -> (n, n - 1)\nmove -> (0, 0)",
     2, 7, "expected a name for the number typed, e.g. start n -> (n, n - 1), got '->'"},
    {"position n\nmove where n > 0 -> n - 1\nmove where n > 1 -> n - 2 -",
     3, 28, "expected a number or a name after '-', but the program ends"},
};
// clang-format on

void checkBroken(const Broken& b) {
    const auto report = grundy::rules::check(b.program);
    INFO(b.program);
    REQUIRE_FALSE(report.ok);
    REQUIRE_FALSE(report.errors.empty());
    const auto& d = report.errors.front();
    CHECK(d.message.text == b.message);
    CHECK(d.line == b.line);
    CHECK(d.col == b.col);
    CHECK(d.endCol > d.col);
    CHECK(d.located.text.rfind("line " + std::to_string(b.line) + ", col " + std::to_string(b.col) + ": " + b.message,
                               0) == 0);
}

}  // namespace

TEST_CASE("broken programs give their exact message at their line and column", "[rules]") {
    REQUIRE(kBroken.size() >= 50);
    for (const auto& b : kBroken) checkBroken(b);
}

TEST_CASE("the limits on a program's size are checked with messages", "[rules]") {
    using grundy::limits::kMaxProgramLength;
    checkBroken({"position n\nmove for k in 1..3 where k <= n -> n - k\n# " + std::string(kMaxProgramLength, 'x'), 1, 1,
                 "the program is longer than 20000 characters (got 20054)"});
    // 48 levels of parentheses are fine; the 49th is refused at what it holds (the 50th '(' here).
    checkBroken({"position n\nmove where n > 0 -> " + std::string(60, '(') + "n - 1" + std::string(60, ')'), 2, 70,
                 "the expression nests more than 48 levels deep"});
    CHECK(
        grundy::rules::check("position n\nmove where n > 0 -> " + std::string(48, '(') + "n - 1" + std::string(48, ')'))
            .ok);
    // A long chain nests nothing but makes evaluation recurse as deep: bounded too.
    std::string chain = "position n\nmove where n > 0 -> n";
    for (int i = 0; i < 4000; ++i) chain += " - 0";
    checkBroken({chain, 2, 821, "the expression chains more than 200 operations; write it shorter"});
    std::string rules = "position n\n";
    for (int i = 0; i < 65; ++i) rules += "move where n > 0 -> n - 1\n";
    checkBroken({rules, 66, 1, "the program has more than 64 move rules"});
    // A literal just under 2^63 must be refused before it overflows (found by fuzz_rules).
    checkBroken({"position n\nmove where n > 3333333333333333333333 -> n - 1", 2, 16,
                 "the number 3333333333333333333333 is too large (at most 2^62)"});
    checkBroken({"position n\nmove where n > 4611686018427387904 -> n - 1", 2, 16,
                 "the number 4611686018427387904 is too large (at most 2^62)"});
    CHECK(grundy::rules::check("position n\nmove where n > 4611686018427387903 -> n - 1").ok);
    std::string set;
    for (int i = 1; i < 300; ++i) set += (i > 1 ? ", " : "") + std::to_string(i);
    const auto report = grundy::rules::check("position n\nmove for k in {" + set + "} where k <= n -> n - k");
    REQUIRE_FALSE(report.ok);
    CHECK(report.errors.front().message.text == "a set has at most 256 items (use a range lo..hi)");
}

TEST_CASE("a diagnostic's text carries the source line and a caret under the problem", "[rules]") {
    const auto report = grundy::rules::check("position n\nmove for k in 1..3 where k <= m -> n - k\n");
    REQUIRE_FALSE(report.ok);
    CHECK(report.errors.front().located.text ==
          "line 2, col 31: unknown name 'm'; the names here are n, k\n"
          "move for k in 1..3 where k <= m -> n - k\n"
          "                              ^");
    CHECK(report.errors.front().endCol == 32);
    // Columns count characters, not bytes: the Chinese name takes three bytes a character.
    const auto wide = grundy::rules::check("name \"尼姆\" position n move for k in 1..n -> n - q");
    REQUIRE_FALSE(wide.ok);
    CHECK(wide.errors.front().col == 48);
    CHECK(wide.errors.front().message.text == "unknown name 'q'; the names here are n, k");
}

TEST_CASE("several checker problems are reported together", "[rules]") {
    const auto report = grundy::rules::check("position (x, y)\nmove for k in 1..z -> (x - k, w)\n");
    REQUIRE(report.errors.size() == 2);
    CHECK(report.errors[0].message.text == "unknown name 'z'; the names here are x, y");
    CHECK(report.errors[1].message.text == "unknown name 'w'; the names here are x, y, k");
}

TEST_CASE("a rules: spec with a broken program is refused with the same message", "[rules]") {
    const auto g = grundy::parseGame("rules:{position n\nmove for k in 1..3 -> n - k}");
    REQUIRE_FALSE(g.ok());
    CHECK(g.error().rfind("line 2, col 23: the move rule on line 2 takes position 0 to -1 (k = 1)", 0) == 0);
    CHECK(grundy::parseGame("rules:position n").error().rfind("rules needs its program in braces", 0) == 0);
    CHECK(grundy::parseSpec("rules:{position n # } is in a comment\nmove -> 0").error() ==
          "the '{' at character 7 of the spec has no closing '}' (in rules:{...}, a '#' comment runs to the end of "
          "its line)");
    CHECK(grundy::parseGame("rules:{position n move where n > 0 -> n - 1} nim").error() ==
          "unexpected text after the closing '}' of rules:{...}: ' nim'");
}

TEST_CASE("rules that fail only past the trial positions fail when a table reaches them", "[rules]") {
    // Fine up to heap 99, then a move to a negative heap: the trial (heaps up to 64) passes.
    auto g = grundy::parseGame("rules:{position n\nmove where n > 0 -> n - 1\nmove where n >= 100 -> n - 200}");
    REQUIRE(g.ok());
    const auto table = grundy::heapValues(*g, 150);
    REQUIRE_FALSE(table.ok());
    CHECK(table.error() ==
          "a table of 150 positions: the move rule on line 3 takes position 100 to -100; coordinates must stay 0 or "
          "more (add a condition with 'where')");
    CHECK(grundy::heapValues(*g, 100).ok());
    // Asked about one position past it, the rule's own words: reading the position checks its range,
    // working out its value meets the rule.
    const auto p = (*g)->parsePosition("120");
    REQUIRE(p.ok());
    CHECK(grundy::Evaluator(*g).value(*p).error() ==
          table.error().substr(std::string("a table of 150 positions: ").size()));
}

TEST_CASE("a rule that breaks past the trial is told in the words reading the position used", "[rules]") {
    // Reading a position checks its range only; the rule breaks when a value is worked out, and every
    // question about the position (its value, its moves, misère play, remoteness, explanations) says
    // so as the position's reading did: the rule's own message, after "part N of the position: " when
    // the position has several parts, and a cycle named from the part asked about.
    const std::string negative =
        "the move rule on line 3 takes position 100 to -100; coordinates must stay 0 or more (add a condition with "
        "'where')";
    const std::string cycle =
        "the rules let a position be reached from itself, so values are not defined: (22, 0) -> (21, 1) -> (22, 0) "
        "(move rules on lines 2, 3)";
    const std::string heap = "rules:{position n\nmove where n > 0 -> n - 1\nmove where n >= 100 -> n - 200}";
    const std::string loop =
        "rules:{position (x, y)\nmove where x > 20 -> (x - 1, y + 1)\nmove where x > 20 and y > 0 -> (x + 1, y - 1)}";
    const auto error = [](const std::string& spec, const std::string& position,
                          const std::string& question) -> std::string {
        auto rules = grundy::parseSpec(spec);
        REQUIRE(rules.ok());
        auto p = grundy::parseSumPosition(*rules, position);
        REQUIRE(p.ok());
        grundy::Solver solver(*rules);
        const auto message = [](const auto& result) { return result.ok() ? std::string() : result.error(); };
        if (question == "value") return message(solver.value(*p));
        if (question == "analyse") return message(solver.analyse(*p));
        if (question == "outcome") return message(solver.outcome(*p));
        if (question == "remoteness") return message(solver.remoteness(*p));
        return message(grundy::explain(solver, *p));
    };
    CHECK(error(heap, "120", "value") == negative);
    CHECK(error(heap, "5+120", "analyse") == "part 2 of the position: " + negative);
    CHECK(error("misere:" + heap, "5+120", "outcome") == "part 2 of the position: " + negative);
    CHECK(error(heap, "120+3", "remoteness") == "part 1 of the position: " + negative);
    CHECK(error(heap, "99+120", "explain") == "part 2 of the position: " + negative);
    CHECK(error(loop, "22,0", "explain") == cycle);  // from the part, not from the option met first
    CHECK(error("misere:" + loop, "22,0", "outcome") == cycle);
    CHECK(error("misere:" + loop, "5,5+22,0", "outcome") == "part 2 of the position: " + cycle);
    CHECK(error(loop, "1,1+22,0", "remoteness") == "part 2 of the position: " + cycle);
    CHECK(error(heap, "99+99", "remoteness").empty());  // below the broken heap all is well
}

TEST_CASE("a game whose table would cost too many steps is refused when a table reaches that far", "[rules]") {
    // 8,000,000 bindings a position (each tested once): under the 2^24 steps of one position, but
    // 2^29 steps in all are spent by heap 33. The check itself stops its trial early and accepts.
    const std::string source = "position n\nmove for k in 1..8000000 where k <= 0 -> 0";
    REQUIRE(grundy::rules::check(source).ok);
    auto g = grundy::parseGame("rules:{" + source + "}");
    REQUIRE(g.ok());
    const auto table = grundy::heapValues(*g, 100);
    REQUIRE_FALSE(table.ok());
    CHECK(table.error() ==
          "a table of 100 positions: working out this game up to position 33 needs more than 536870912 steps of its "
          "rules; ask about smaller positions");
}
