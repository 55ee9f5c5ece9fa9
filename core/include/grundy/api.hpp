// The core's API: one function per question a person asks of a game, written once for every face
// of the playground. The wasm module binds these functions and structs as they are (wasm/bindings.cpp,
// wasm/calls.mjs); the native `grundy` command reads its arguments, makes one of these calls and
// prints the answer (core/cli/). So the policy of a question (which table a game has, how far the
// page's period search goes, what a sum starts from) is decided here, once.
//
// Every function takes text (a spec, a position, a program) and plain numbers, and returns a plain
// struct, vector, string or number, wrapped in Result<T> when the input can be refused; the message
// is the core's own (grundy/message.hpp: an id, its arguments and the English), the same in the
// command, the module and the page, which words it in the person's language. What an answer says
// in words (an explanation's summary, an outcome rule, a theorem) is a Message too. The field
// names of these structs are the JS names (camelCase), so a field has one name from here to
// wasm/grundy.d.ts, the worker protocol and the page.
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

// ---- The game descriptor (describe) ------------------------------------------------------------

struct Edge {
    std::string from, to;  // node names
};

struct Component {
    std::string spec;                 // the canonical component text
    std::string family;               // its family word ("subtraction")
    std::string name;                 // how a person calls it: a rules program's name; "" otherwise
    std::string about;                // a rules program's one line about itself; "" otherwise
    std::string program;              // a rules component's program (between the braces); "" otherwise
    Message rules;                    // its rules in words (game-rules.*), for a person new to the game
    std::vector<std::string> params;  // its family's field values, in the order of families()[...].params
    int dimensions = 1;               // numbers in a position: 1, 2 or 3
    std::string table;                // "strip" (heaps 0..N), "grid" (rows x cols), "nodes", "none" (3 numbers)
    std::string board;                // how play shows a part: heap, row, pair, board, fib, node, coins, tuple
    std::vector<std::string> axes;    // two coordinates: ids of their words ("down", "left"); else empty
    std::int64_t boardRows = 0;       // a bounded board (corner:R,C); 0 = unbounded
    std::int64_t boardCols = 0;
    std::vector<std::string> nodes;  // a graph: node names (node i is position nodes[i]); else empty
    std::vector<Edge> edges;         // a graph's edges by name
    std::string start;               // a first position of this component alone ("10", "5,8", "a")
    std::string empty;               // a position of it with no move left ("0", "0,0", a sink node)
};

// Every limit a request or the page's fields meet (grundy/limits.hpp), so the page keeps no copy.
struct Limits {
    std::int64_t shownHeaps = 0;      // most positions a strip shows
    std::int64_t shownSide = 0;       // most rows or columns a grid shows
    std::int64_t shownNodes = 0;      // most nodes of a graph its table shows
    std::int64_t tableSize = 0;       // most values one table holds
    std::int64_t coordinate = 0;      // largest number in a position
    std::int64_t specLength = 0;      // longest spec (and position the core reads)
    std::int64_t positionLength = 0;  // longest position the page takes
    std::int64_t periodSearch = 0;    // largest table a period search may grow to (patterns' `max`)
    std::int64_t programLength = 0;   // longest rules program
    std::int64_t rowLength = 0;       // longest row a strip is wrapped into
    std::int64_t playedLength = 0;    // longest record of a game played that a link carries
    std::int64_t statsSize = 0;       // most heaps the page's statistics go to
    // What a search may spend by default (work in steps, bytes), and the most bytes any may hold
    // (memoryCeiling()): the page's "Keep going" asks for multiples of the first two, never past the third.
    std::int64_t searchWork = 0;
    std::int64_t searchBytes = 0;
    std::int64_t memoryCeiling = 0;
};

struct Game {
    std::string spec;  // the canonical spec text
    std::string line;  // the same on one line: each rules program's comments dropped, newlines as spaces
    bool misere = false;
    std::string kind;            // "heap" | "grid" | "graph" | "rules" | "sum"
    std::string start;           // a first position of the whole game: one per component, joined by '+'
    bool exportProgram = false;  // exportProgram can write a program for it: one game in normal play
    std::vector<Component> components;
    Limits limits;
};

// The descriptor of a spec, or the parser's message.
Result<Game> describe(const std::string& spec);

// ---- Families and their forms --------------------------------------------------------------------

struct FamilyParam {
    std::string key;                   // "m", "set", "edges", ...
    std::string type;                  // "int" | "text" | "choice" | "graph" | "program"
    std::vector<std::string> choices;  // a choice's values
    std::string value;                 // its value in the family's example: the form's default
    bool optional = false;             // may be left empty
    // The values of the family's choice field with which this field is not used (the form hides it):
    // the component's text is the same whatever it holds (subtraction's set with a named set).
    std::vector<std::string> unusedWith;
};

// Another name people call a game by, and the spec it reads as ({ "kayles", "octal:0.77" }).
struct Alias {
    std::string name, spec;
};

struct Family {
    std::string name;     // the family word
    std::string example;  // a full example spec
    int dimensions = 1;   // of the example's positions
    std::vector<FamilyParam> params;
    std::vector<Alias> aliases;  // the common names of its classic games
};

std::vector<Family> families();

// A component's canonical spec from its family's field values (as many as its params), so no form
// writes "family:args" itself; the parser's message when they do not make a game.
Result<std::string> component(const std::string& family, const std::vector<std::string>& values);

// ---- Positions -----------------------------------------------------------------------------------

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

struct Move {
    int part = 0;            // which part of the position moves
    std::int64_t taken = 0;  // tokens it takes (0 where that means nothing)
    std::string text;        // "take 3 (5 -> 2)"
    std::string to;          // the whole position after it
    std::vector<PositionPart> toParts;
    Value value = 0;        // the whole position's XOR value after it (normal play)
    Value optionValue = 0;  // the value of what the moved part became
    bool winning = false;   // leaves a position the player to move loses (misère aware)
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
    std::string xorRow;
    std::int64_t moveCount = 0;     // the moves of the whole position
    std::int64_t winningMoves = 0;  // how many of them win (misère aware), as analyse counts them
    Message summary;                // the mex line for one part, the XOR line for a sum
    bool tame = false;              // misère play decided by misère Nim's rule (Solver::tame); the summary says so
    // Misère play decided by the game's misère quotient (Solver::quotient): the parts' elements
    // (PartExplanation::element) multiply to `product`, and the summary says whether it is in the P-portion.
    bool quotient = false;
    std::string product;
};

// Why a position has its value: each part's options, their values and the mex; a sum's XOR.
Result<Explanation> explain(const std::string& spec, const std::string& position, const Budget& budget = {});

// ---- Patterns ------------------------------------------------------------------------------------

struct Periodicity {
    bool found = false;
    std::int64_t preperiod = 0;
    std::int64_t period = 0;
    std::int64_t saltus = 0;
    bool proven = false;
    std::int64_t checked = 0;  // g(0) .. g(checked - 1) were examined
    std::int64_t bound = 0;    // proven: g(n + period) = g(n) was verified for preperiod <= n < bound
    std::string theorem;       // "finite-subtraction" | "octal-periodicity" | "none"
    Message theoremText;       // the theorem, its hypothesis and the bound checked
    std::string line;          // "preperiod=A period=B saltus=C proven=yes|no checked=N"
    std::string stopped;       // not proven: the limit that ended the search, "size" | "work" | "memory"; "" otherwise
};

struct OutcomeRule {
    std::string kind;  // "residues" | "fibonacci" | "wythoff" | "periodic-2d" | "misere-nim"
    bool proven = false;
    std::int64_t checked = 0;
    Message statement;  // "P iff n mod 7 is 0 or 2"
    Message evidence;   // proven by ..., or observed for ...
};

struct Patterns {
    std::optional<Periodicity> periodicity;  // heap games in normal play only
    std::vector<OutcomeRule> outcomes;
};

// Periodicity and the outcome rules in words. `max` bounds the table the period search may grow to
// (16 .. largestPeriodSearch(), grundy/analysis/period_search.hpp); 0 is the page's bounds
// (limits::kPagePeriodSearchSize and kPagePeriodSearchWork).
Result<Patterns> patterns(const std::string& spec, std::int64_t max);

// The periodicity of one heap game alone, `max` as for patterns; refused for other games.
// `budget` (grundy/budget.hpp) sets the search's work (its steps) and memory, 0 for the defaults
// (kWorkToReach: as far as `max` whatever it takes, the command's --max); `files` keep its table
// (take-and-break games only: grundy/tables/sparse.hpp), saved too when `progress` stops the search
// (run.interrupted), and a search resumed from a file looks at the sizes the first one did, so it
// ends as that one would have.
Result<Periodicity> period(const std::string& spec, std::int64_t max, const Budget& budget = {},
                           const TableFiles& files = {}, const Progress& progress = {});

// ---- Which game is this, and which simpler game is it (issue 29) ----------------------------------

// One known game whose values start as asked (core/src/api/known_games.hpp: the catalogue).
struct KnownGame {
    std::string spec;                        // canonical: "octal:0.77"
    std::string name;                        // a classic name ("kayles"); "" when none
    std::optional<Periodicity> periodicity;  // period(spec, kIdentifyPeriodSearch); none when refused
};

struct Identification {
    bool outcomes = false;         // the query was P/N letters (compared as value 0 or not)
    std::int64_t compared = 0;     // the values compared, g(0) .. g(compared - 1)
    std::int64_t searched = 0;     // the games of the catalogue
    std::vector<KnownGame> games;  // the first kIdentifyListed matches, simplest first
    std::int64_t more = 0;         // matches past those listed
};

// How many matches identify lists, and how far their period searches go.
inline constexpr std::int64_t kIdentifyListed = 12;
inline constexpr std::int64_t kIdentifyPeriodSearch = 4096;

// The known games whose values g(0), g(1), ... start as `sequence` says ("0 1 2 0 1 2 3", "0,1,1",
// or P/N letters such as "PNNPNN"), among the named games, Bash, subtraction sets within 1..12 and
// the octal codes of up to three digits (with 0 or 4 before the point); refused, saying which item
// and why, for text that is not such a list.
Result<Identification> identify(const std::string& sequence);

struct Equivalence {
    std::string spec;         // the code asked about, canonical
    std::string equivalent;   // the simplest code with its values: itself when none is simpler
    std::string name;         // the equivalent's classic name ("dawsons-chess"); "" when none
    std::int64_t offset = 0;  // g_spec(n) = g_equivalent(n + offset) for every n >= max(0, -offset)
    bool proven = false;      // proven (rule says how) or observed for n < checked
    std::int64_t checked = 0;
    bool same = false;                       // no simpler code: `equivalent` is the code itself
    Message rule;                            // equivalent.same | .periods | .observed
    std::optional<Periodicity> periodicity;  // the equivalent's, from a search to 2^16 values
};

// The simplest octal code of up to three digits whose values are a take-and-break code's (a code
// alone, octal:, hex: or take-and-break:), shifted by at most 2; refused for any other game.
Result<Equivalence> equivalent(const std::string& spec);

// ---- The period search as a job (issue 18) -------------------------------------------------------

// The search of `period` a step at a time, for the page's "search further" (minutes, with progress
// and cancel): the same one search as `period` (grundy/analysis/period_search.hpp: PeriodSearchJob),
// and at its end what `patterns` says of the game (its periodicity and the outcome rules that follow).
class PeriodJob {
public:
    PeriodJob(GameSpec rules, PeriodSearchLimits search, PeriodSearchJob job);

    // Goes on for about `steps` more values computed or compared; true once the search has ended.
    bool advance(std::int64_t steps);
    bool finished() const { return answer_.has_value(); }
    std::int64_t done() const { return job_.done(); }      // values computed so far
    std::int64_t target() const { return job_.target(); }  // the size this stage of the table grows to
    std::int64_t max() const { return job_.max(); }        // the most it may grow to (`max` asked)
    std::int64_t bytes() const { return job_.bytes(); }    // what the search holds now
    std::string phase() const;                             // "values" | "checking" | "done"
    // Once finished: the periodicity (Periodicity::stopped saying which limit ended a search short of
    // a proof) and the outcome rules, or the error that ended the search.
    const Result<Patterns>& patterns() const { return *answer_; }

private:
    GameSpec rules_;
    PeriodSearchLimits search_;
    PeriodSearchJob job_;
    std::optional<Result<Patterns>> answer_;
};

// The job for one heap game in normal play (what `period` accepts): `max` and `budget` as for
// period; refused before any work as period refuses (the game, the size past what memory allows,
// with the figures: period.memory).
Result<PeriodJob> periodSearch(const std::string& spec, std::int64_t max, const Budget& budget = {});
// The largest `max` periodSearch takes for the game within `budget.bytes` (0: memoryCeiling()), by
// what its kind of search holds a value (grundy/analysis/period_search.hpp: periodSearchBytes).
Result<std::int64_t> periodSearchLimit(const std::string& spec, const Budget& budget = {});

// ---- Export --------------------------------------------------------------------------------------

// An exported program and how it works out values (grundy/analysis/export.hpp), so the page can say
// beside its download what the program assumes.
struct Program {
    std::string text;           // the program
    std::string way;            // "formula" | "period" | "table" | "embedded"
    Periodicity periodicity;    // way "period": the pattern the program extends (proven, or observed for n < checked)
    std::int64_t embedded = 0;  // way "embedded": how many positions' values the program holds; larger ones are refused
};

// A complete C++17 program printing the values of the positions it reads (heaps, two or three
// coordinates, a graph's nodes), for one game in normal play; `max` bounds the period search that
// decides how a heap game's program works, as for patterns, and `budget` its work and memory and
// `progress` its watch as for period.
Result<Program> exportProgram(const std::string& spec, std::int64_t max, const Budget& budget = {},
                              const Progress& progress = {});

// A table as "csv" or "json": `rows` positions of a heap game (cols 1), rows x cols cells of a
// two-coordinate game, `rows` nodes of a graph (cols 1). A heap game's table is computed within
// `budget` (HeapTable::create's; kWorkToReach: to its end whatever it takes, the command's --to) while
// `progress` watches it.
Result<std::string> exportTable(const std::string& spec, const std::string& format, std::int64_t rows,
                                std::int64_t cols, const Budget& budget = {}, const Progress& progress = {});

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
    std::string id, name, about;
    std::string family;  // the built-in spec it agrees with
    std::string source;
};

std::vector<RulesExample> rulesExamples();

// The language's words (grundy/rules.hpp: rules::Words), for the page's highlighter.
rules::Words rulesWords();

// ---- The table stream ----------------------------------------------------------------------------

// A table computed a chunk at a time, row-major: a heap game's values g(0 .. rows-1) (cols 1), a
// two-coordinate game's rows x cols cells, a graph's nodes (cols 1). It may stop part-way (a
// take-and-break table past its work budget; a search meeting a limit), and then error() says why.
class TableJob {
public:
    explicit TableJob(std::variant<HeapTable, GridTable> table) : table_(std::move(table)) {}

    // Computes up to `budget` more values; true when the table is complete or has stopped.
    bool advance(std::int64_t budget);
    std::int64_t done() const;
    std::int64_t size() const;
    // Values [0, done()) as the table keeps them (ValuesView: 1, 2 or 4 bytes each; a take-and-break
    // game's 1 byte while its values are below 256, a grid's always 4); valid until the next advance().
    ValuesView values() const;
    // Whether the table stopped, and why (once it has).
    bool failed() const;
    const Error& why() const;

private:
    std::variant<HeapTable, GridTable> table_;
};

// `budget` (grundy/budget.hpp; {} for the defaults, as the page asks): its bytes bound the table's
// memory check, refused before any work with the figure and what fits (and a take-and-break table's
// growth, a grid's searches beside its cells); its work, the steps of a take-and-break table
// (HeapTable::create) or of each cell's search (GridTable::create). The size limit stays
// limits::kMaxTableSize: past it, values(spec, count, budget, files) goes on natively.
Result<TableJob> table(const std::string& spec, std::int64_t rows, std::int64_t cols, const Budget& budget = {});

// ---- Statistics of a take-and-break table --------------------------------------------------------

// The rare/common split, the rare heaps and the largest value of g(0) .. g(count-1), at each power of
// two and for the whole table (grundy/analysis/stats.hpp: StatsRow); refused, saying why, for a game
// without such a split and for a table the limits refuse. The values are values(spec, count)'s: the
// page's table (HeapTable, whose period detection copies a proven period's values), its limits and
// messages.
Result<std::vector<StatsRow>> stats(const std::string& spec, std::int64_t count);
// ---- Long native tables (issue 18) -----------------------------------------------------------------

// values() for long native computations (the CLI's values --memory/--work/--save/--resume): the
// request's memory estimated and refused over `budget` before any work (table.memory, with the figure
// and what fits). A take-and-break game whose moves leave at most two heaps is tabulated by the
// sparse-space method, 1 byte a value while its values are below 256, as far as memory allows,
// resumed from and saved to `files` (grundy/tables/sparse.hpp); any other heap game as values() does
// (files refused: table.file-not-sparse). `budget.work` kWorkToReach (the command's --to without
// --work) counts no steps: the table goes to `count` whatever it takes. While `progress` watches, the
// table is computed a slice at a time; when it stops the run (run.interrupted) the sparse table is
// saved to files.save first, as it is when the table ends on a budget, so --resume goes on from it.
Result<std::vector<Value>> values(const std::string& spec, std::int64_t count, const Budget& budget,
                                  const TableFiles& files, const Progress& progress = {});

// stats() for long native computations (the CLI's stats --memory/--work/--save/--resume): the values
// are values(spec, count, budget, files)'s, so the same estimate refuses what cannot fit (the
// sparse table and the 4-byte values handed out, which are all the statistics hold: they read them
// in place), the same stops on the work or memory budget, and the same files and progress; no size
// limit but memory.
Result<std::vector<StatsRow>> stats(const std::string& spec, std::int64_t count, const Budget& budget,
                                    const TableFiles& files, const Progress& progress = {});

// ---- Misère play as the literature solves it (issue 30): genus symbols and misère quotients ------

// One heap's genus (grundy/misere/genus.hpp): g^(γ0 γ1 ...), γk the misère value of the heap plus k
// copies of *2.
struct HeapGenus {
    std::int64_t heap = 0;
    Value g = 0;                // its normal-play value
    std::vector<Value> digits;  // γ0 γ1 ..., up to where the last two repeat for ever (at least two)
    std::string text;           // Winning Ways' notation: "4^146", "6^(1,9,10,8)"
    // "tame" (it and every sum it leads to has a tame genus, one of a Nim position), "restive" (g is 0 or 1, every
    // option tame, the genus not tame), "wild" (g >= 2, the genus not tame), or ""
    // when genera alone do not tell (a heap of tame genus with wild positions below it).
    std::string standing;
};

struct Genera {
    std::string spec;              // the game's canonical spec (without "misere:")
    std::vector<HeapGenus> heaps;  // heaps 0 .. count - 1
    // The game's standing as far as these heaps go: "tame" when every one is, else that of the
    // first heap that is not (always "restive" or "wild": its options are all tame), at decidedAt.
    std::string standing;
    std::int64_t decidedAt = -1;  // -1 when every heap asked is tame
    Message summary;              // the standing in a sentence
};

// The genera of heaps 0 .. count - 1 of a heap game (a spec of one game; "misere:" changes nothing).
// Refused for a sum, a game that is not a game of heaps, and past `budget` (work in steps, bytes
// remembered; {} for the defaults kDefaultGenusWork and kDefaultGenusBytes), saying which heap it reached.
Result<Genera> genus(const std::string& spec, std::int64_t count, const Budget& budget = {},
                     const Progress& progress = {});

struct QuotientRelation {
    std::string left, right;  // "a^2", "1"
};

// The misère quotient of the sums of heaps 0 .. heaps (grundy/misere/quotient.hpp), certified.
struct Quotient {
    std::string spec;
    std::int64_t heaps = 0;      // the largest heap asked about (count - 1)
    std::int64_t certified = 0;  // heaps 0 .. certified - 1 were computed (fewer than asked once a period is proven)
    std::int64_t order = 0;
    std::int64_t pCount = 0;                   // the size of the P-portion
    std::vector<std::string> generators;       // "a", "b", ...
    std::vector<std::int64_t> generatorHeaps;  // the first heap that is each generator
    std::vector<QuotientRelation> relations;   // the presentation: <generators | relations>
    std::vector<std::string> elements;         // element i's normal form ("1", "a", "ab^2"), 0 the identity
    std::vector<std::int64_t> pPortion;        // the elements in the P-portion
    // The multiplication table, row-major (order x order), for a quotient of at most
    // limits::kMaxShownQuotientOrder elements; empty for a larger one.
    std::vector<std::int64_t> table;
    std::vector<std::int64_t> pretending;  // the element each heap 0 .. heaps pretends to be
    bool periodic = false;                 // the pretending function proven periodic (and the quotient whole)
    std::int64_t period = 0;
    std::int64_t preperiod = 0;
    std::int64_t proofEnd = 0;         // Φ(n + period) = Φ(n) was checked for preperiod <= n < proofEnd
    Message periodText;                // periodic: the theorem, its hypothesis and the heaps checked
    std::vector<std::int64_t> growth;  // the heaps at which the quotient grew
    std::string line;                  // "heaps=N order=Q p=P periodic=yes period=p preperiod=a" (or periodic=no)
};

// The misère quotient of heaps 0 .. count - 1 of a heap game ("misere:" changes nothing), refused as
// genus refuses, past `budget` ({} for kDefaultQuotientWork and kDefaultQuotientBytes) with the heap
// it reached and the order there. `progress` hears of the heaps certified a few times a second, and
// stops the search (run.interrupted) when it says so.
Result<Quotient> quotient(const std::string& spec, std::int64_t count, const Budget& budget = {},
                          const Progress& progress = {});

// The quotient search as a job, for the page's search worker (web/worker/search-protocol.js): each
// advance() certifies one more heap (one heap of a wild game may take minutes: the worker is ended
// to cancel it), and once every heap asked for is certified, the period proven or the budget spent,
// quotient() is what api::quotient gives (or the refusal that ended it).
class QuotientJob {
public:
    QuotientJob(QuotientJob&&) noexcept;
    QuotientJob& operator=(QuotientJob&&) noexcept;
    ~QuotientJob();

    bool advance();  // one more heap certified; true once the search has ended
    bool finished() const;
    std::int64_t done() const;                 // heaps certified so far
    std::int64_t target() const;               // heaps asked for (count)
    std::int64_t order() const;                // the quotient's order so far
    const Result<Quotient>& quotient() const;  // once finished

private:
    struct State;
    explicit QuotientJob(std::unique_ptr<State> state);
    friend Result<QuotientJob> quotientSearch(const std::string&, std::int64_t, const Budget&);
    std::unique_ptr<State> state_;
};

// The job of heaps 0 .. count - 1, refused before any work as quotient refuses.
Result<QuotientJob> quotientSearch(const std::string& spec, std::int64_t count, const Budget& budget = {});

// ---- Exercises (issue 20): questions a teacher builds a quiz from, and their checks -------------
//
// A question is a kind asked of a game: "outcome" (P or N?), "value" (what is g(position)?), "move"
// (find a winning move: type the position it leaves), "table" (fill g over a strip or a small
// board, each cell checked as a "value" question of its own position) or "period" (the preperiod
// and period of a heap game's values). The answer and its explanation come with the question, so
// the page shows answers and prints an answer key without computing anything; checkAnswer reads
// what the student typed and says why it is wrong in terms that ask them to look again.

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
