// The one interface every game family stands behind: a position, its options, and (through the
// evaluator) their values. Heap games use the first coordinate only, and so does a graph (its node's
// number); two-coordinate games (Wythoff, the corner board, the Fibonacci game's (heap, allowed
// take)) use both. A move may leave several independent parts (a take-and-break move splits a
// heap), and the option's value is then the XOR of the parts' values.
//
// The rule language (grundy/rules.hpp) compiles a program to this same interface, so everything built
// on it (tables, sums, misère, remoteness, patterns, the page) works for user-defined games unchanged.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/result.hpp"

namespace grundy {

using Value = std::uint32_t;

struct Position {
    std::int64_t x = 0;
    std::int64_t y = 0;
    friend bool operator==(const Position&, const Position&) = default;
};

// The parts one move leaves, read and written as parts[i] for i < Option::partCount. The first
// kInline are kept in place (every move of most games); a move that leaves more (a take-and-break
// code that splits a heap into four or more, a coin-turning move that turns many coins) keeps the
// rest in a vector, grown when written.
class OptionParts {
public:
    static constexpr std::size_t kInline = 3;
    Position& operator[](std::size_t i) {
        if (i < kInline) return inline_[i];
        if (more_.size() <= i - kInline) more_.resize(i - kInline + 1);
        return more_[i - kInline];
    }
    const Position& operator[](std::size_t i) const { return i < kInline ? inline_[i] : more_[i - kInline]; }

private:
    std::array<Position, kInline> inline_{};
    std::vector<Position> more_;
};

// One move from a position: what it takes (for the page's wording) and the parts it leaves.
struct Option {
    // The most parts a rule of the rule language may leave (and the parts kept in place).
    static constexpr int kMaxParts = static_cast<int>(OptionParts::kInline);
    std::int64_t taken = 0;  // tokens removed, where that means something; 0 otherwise
    OptionParts parts;
    int partCount = 0;

    static Option single(std::int64_t taken, Position to) {
        Option o;
        o.taken = taken;
        o.parts[0] = to;
        o.partCount = 1;
        return o;
    }
    // A move that leaves two parts (a heap split in two).
    static Option pair(std::int64_t taken, Position a, Position b) {
        Option o;
        o.taken = taken;
        o.parts[0] = a;
        o.parts[1] = b;
        o.partCount = 2;
        return o;
    }
    // A move that leaves nothing (e.g. a take-and-break move that removes the whole heap).
    static Option empty(std::int64_t taken) {
        Option o;
        o.taken = taken;
        return o;
    }
};

using OptionSink = std::function<void(const Option&)>;

// The moves of a take-and-break game whose moves leave at most two heaps, in a form the
// sparse-space method can use (tables/sparse_split.hpp): Lasker's Nim, Grundy's game, and octal or
// hex codes without three-way splits. A move from heap n:
struct SplitMoves {
    std::vector<std::int64_t> removeWhole;  // k: a heap of exactly k tokens may be removed (option value 0)
    std::vector<std::int64_t> leaveOne;     // k >= 1: heap n > k may become heap n - k
    bool leaveAnySmaller = false;           // heap n may become any heap m < n (0 included)
    std::vector<std::int64_t> leaveTwo;     // k >= 0: heap n may become a + b, a, b >= 1, a + b = n - k
    bool unequalParts = false;              // leaveTwo only with a != b (Grundy's game)
};

// What the patterns module may use to prove periodicity (see grundy/periodicity.hpp).
struct PeriodicityBasis {
    enum class Kind {
        None,               // no theorem applies: results are observations
        FiniteSubtraction,  // finite subtraction set: a window of maxMove values repeating proves it
        TakeAndBreak,       // finite octal/hex code: the octal periodicity theorem applies
        TakeAnyTail,        // every removal of tailFrom or more tokens is allowed; moves leave at most two heaps
    };
    Kind kind = Kind::None;
    std::int64_t maxMove = 0;  // FiniteSubtraction: max(S); TakeAndBreak: k, the last code digit's position
    // TakeAnyTail: a heap of n >= tailFrom tokens may lose any k >= tailFrom of them, the whole heap
    // (tailTakesAll) or leaving one non-empty heap (tailLeavesOne); smaller removals are as the game says.
    std::int64_t tailFrom = 0;
    bool tailTakesAll = false;
    bool tailLeavesOne = false;
    // TakeAnyTail moves that may also leave two heaps (take-and-break codes such as 0.[7]), as bit k
    // for a removal of k < tailFrom <= 64 tokens: those that leave one heap (leaveOneBelow), those
    // that may leave two (splitsBelow; bit 0, a split that takes nothing), and whether the tail's
    // removals may leave two. Masks, not lists: the basis is copied freely and stays trivial.
    std::uint64_t leaveOneBelow = 0;
    std::uint64_t splitsBelow = 0;
    std::uint64_t equalSplitsBelow = 0;  // of splitsBelow, those that may leave two equal heaps (no "!", "?")
    bool tailSplits = false;
    bool splitsEqualOnly = false;      // some split leaves only two equal heaps ("=")
    bool tailSplitsEqualOnly = false;  // the tail's splits leave only two equal heaps ("=")
    bool tailSplitsUnequal = false;    // the tail's splits leave two different sizes ("!" or "?")
    bool splits() const { return tailSplits || splitsBelow != 0; }

    // The TakeAnyTail basis from `from` tokens on.
    static PeriodicityBasis takeAnyTail(std::int64_t from, bool takesAll, bool leavesOne) {
        PeriodicityBasis basis;
        basis.kind = Kind::TakeAnyTail;
        basis.tailFrom = from;
        basis.tailTakesAll = takesAll;
        basis.tailLeavesOne = leavesOne;
        return basis;
    }
};

// A game's own way to fill a rows x cols table of values (cell (r, c) is Position{r, c}) much
// faster than one search per cell, by using how its options sit in the table: Wythoff's options
// are the three rays to the left, below and down the diagonal, so the values on each ray can be
// kept as bitsets; the corner game looks at three neighbours. GridTable (grid_table.hpp) asks the
// game for one through Game::gridFiller; for a game without one, the search layer gives a filler
// that searches each cell.
class GridFiller {
public:
    virtual ~GridFiller() = default;

    // Computes the cells from `done` up to `to` in row-major order into values (index r * cols + c),
    // advancing `done` past each cell it fills. The cells before `done` are filled already, so it
    // may read them. A filler that searches can fail (a cycle, a budget, a rule's error): it stops
    // at the cell that failed, with `done` left there, and says why.
    virtual Result<void> fill(std::vector<Value>& values, std::int64_t& done, std::int64_t to) = 0;
};

// A heap game's own way to compute its table g(0), g(1), ..., for a game whose moves HeapTable
// cannot see as a whole (the rule language: its kernels mark runs of moves, blocks of heaps share
// one plan). HeapTable asks for one through Game::heapFiller and keeps it for the table's life.
class HeapFiller {
public:
    virtual ~HeapFiller() = default;

    // Appends g(n) for n = values.size() .. to - 1 to values, reading the values below n (the
    // heaps before values.size() were filled by this filler). An error stops it at the heap that
    // failed (values.size() is that heap) and says why.
    virtual Result<void> fill(std::vector<Value>& values, std::int64_t to) = 0;

    // What the table may spend (grundy/budget.hpp): a filler that counts its own steps stops past
    // budget.work (0: its default), as the sparse-space table does. HeapTable says it once, before
    // the first fill.
    virtual void allow(const Budget& /*budget*/) {}
};

// A game's own way to work out values of single positions, faster than the generic search over
// forEachOption (the rule language: kernels that read known values in runs, a dense grid of
// them) and worded in the game's own terms. The Evaluator asks its game for one once and keeps
// it, with all it has worked out, for the Evaluator's life.
class ValueSearch {
public:
    virtual ~ValueSearch() = default;

    // The value of p (which has passed checkPosition), or why it has none.
    virtual Result<Value> value(const Position& p) = 0;
};

// What a game says about itself to the people who see it: its family and fields, how play shows
// its positions, a first position and an empty one. api::describe turns it into the page's game
// descriptor (grundy/api.hpp), so the page never reads the spec text to learn these.
//
// One struct from one virtual (Game::traits) rather than a method per item: the items are asked for
// together, once per spec the page checks, never inside a search, and a family states them in one
// place. The defaults suit a heap game outside the registry (a test's own game).
struct GameTraits {
    std::string family;               // the family word of its spec ("subtraction"); "" outside the registry
    std::vector<std::string> params;  // its field values, in the order of its family's params (families/registry.hpp)
    // How play shows a position: "heap" (a number of tokens), "row" (a heap as a row of pins, which a
    // move may break in two: Kayles), "pair" (two heaps), "board" (a square of a board), "fib" (a
    // heap and the most the next move may take), "node" (a node of a graph), "coins" (a row of
    // coins), "tuple" (three numbers).
    std::string board = "heap";
    std::vector<std::string> axes;   // two coordinates: ids for the words of each ("down", "left"); else empty
    std::int64_t boardRows = 0;      // a bounded board's size (positions r < boardRows, c < boardCols);
    std::int64_t boardCols = 0;      // 0 when unbounded
    std::vector<std::string> nodes;  // a graph: node names, position i is nodes[i]
    std::vector<std::pair<std::size_t, std::size_t>> edges;  // a graph: (from, to) by node number
    Position start{10, 0};                                   // a first position of this game alone
    Position empty{0, 0};                                    // a position with no move left
    std::string name;     // how a person calls it: a rules program's name; "" for the built-in families
    std::string about;    // a rules program's one line about itself; "" otherwise
    std::string program;  // a rules program's text (between the braces of its spec); "" otherwise
    // Its rules in words, for a person who has not met the game: a catalogue message (game-rules.*),
    // which the page words in the person's language and the exported program's header prints in
    // English (ProgramParts::description), so a game's rules are written once.
    Message rules;
    bool nim = false;  // Nim itself: misère play of sums of it follows Bouton's rule (search/solver.hpp)
    // A coin-turning game: its parts are the coins showing heads, and two equal parts are one coin
    // turned twice, so a move that leaves two of them leaves neither (Solver::applyMove).
    bool pairsCancel = false;
};

// What an exported C++ program (analysis/export.hpp) writes for a game, from what the game's family
// knows: its rules in one line, a proven closed form for its values or for its P-positions, and a
// table computation from its moves. Export checks each closed form against the core's own table
// before using it, prefers a proven formula (then, for heap games, a proven period) to the table
// computation, and embeds the core's values when there is neither. The program's shape (how it
// reads positions, what its value code must define) follows the game's positions: heaps, two or
// three coordinates, or a graph's nodes.
struct ProgramFormula {
    std::string expression;                              // C++ (u64) in terms of n (a heap), or x and y
    std::string why;                                     // the theorem, for the program's header
    std::function<std::int64_t(const Position&)> value;  // the same formula here, to check it
};
// The P-positions of a two-coordinate game in closed form, for --outcome on a single position
// without a table (Wythoff's golden-ratio pairs): answered for any coordinates.
struct ProgramOutcome {
    std::string rule;                          // in words, with the theorem, for the program's header
    std::string code;                          // C++ defining bool isP(const u64* p), p = {x, y}
    std::function<bool(const Position&)> isP;  // the same test here, to check it
};
struct ProgramCode {
    std::string method;  // one line for the header: how the values are computed and why that is right
    // C++ defining, for a heap game, bool prepare(u64 largest) and u64 grundy(u64 n); for a game of
    // two or three coordinates, bool prepare(const u64* largest) (the largest of each coordinate
    // asked) and u64 grundy(const u64* p); for a graph (whose node names the program holds in
    // kNodes[kNodeCount]), bool prepare() and u64 grundy(std::size_t node).
    std::string code;
};
struct ProgramParts {
    std::string description;  // the game in one sentence: GameTraits::rules in English, and what the program adds
    std::optional<ProgramFormula> formula;
    std::optional<ProgramCode> table;
    std::optional<ProgramOutcome> outcome = {};
    // Two coordinates: C++ statements setting p[0] and p[1] from one number n, where one number is
    // a position of the game (the Fibonacci game's start, (n, n-1)); "" where it is not.
    std::string start = {};
};

class Game {
public:
    virtual ~Game() = default;

    // The canonical spec text that names this game (parseGame(spec()) gives it back).
    virtual std::string spec() const = 0;

    // 1 for heap games, 2 for games whose position has two coordinates.
    virtual int dimensions() const { return 1; }

    // True when every option of heap n only leaves heaps smaller than n, so values can be
    // tabulated bottom-up by HeapTable. Heap games are like this.
    virtual bool isHeapGame() const { return dimensions() == 1; }

    // Calls sink once per option of p (p must have passed checkPosition). A game given by rules can
    // meet a move its rules do not allow (a negative coordinate, a heap that is not smaller, a rule
    // past its step budget): then it stops there and says so.
    virtual Result<void> forEachOption(const Position& p, const OptionSink& sink) const = 0;

    // Checks a position typed by a person; the message says what would be accepted. The default
    // accepts coordinates 0 .. limits::kMaxCoordinate.
    virtual Result<Position> checkPosition(const Position& p) const;

    // The check of a table's last heap when the table was told how far to go (Budget::work of
    // kWorkToReach: the commands' --to and --max). A game whose checkPosition refuses heaps only
    // because their table would take long (families/table_work.hpp) accepts them here: the person
    // asked, and the run shows its progress; memory stays the limit. The default is checkPosition.
    virtual Result<Position> checkReach(const Position& p) const { return checkPosition(p); }

    // The value of p when a proven formula gives it without search (Nim: n; Bash: n mod (m+1)),
    // so huge heaps cost nothing. Must agree with the mex rule wherever both apply.
    virtual std::optional<Value> closedFormValue(const Position&) const { return std::nullopt; }

    // The position's text: "7" for heaps, "3,5" for two coordinates.
    virtual std::string positionText(const Position& p) const;

    // Parses the text of one position; the default reads "7", or two numbers as positionNumbers
    // reads them ("3,5", "(3, 5)", "3 5").
    virtual Result<Position> parsePosition(const std::string& text) const;

    // A short English description of a move, for explanations: "take 3", "take 2, split into 1 and 4".
    virtual std::string moveText(const Position& from, const Option& o) const;

    virtual PeriodicityBasis periodicityBasis() const { return {}; }

    // About how many options p has, when the game can say without listing them (a code whose heaps
    // split into many, whose options are far more than its table's work): what a search that plans its
    // work by the options reads instead of counting them. nullopt: count them.
    virtual std::optional<double> optionCount(const Position&) const { return std::nullopt; }

    // For a plain subtraction game (every option of heap n is the one heap n - s, for each s in a
    // set with s <= n): the set, sorted ascending, holding at least every member up to largestHeap
    // (an infinite set's list is cut there). HeapTable then runs a tight loop instead of a call per
    // option. nullptr for every other game. The list lives as long as the game.
    virtual const std::vector<std::int64_t>* subtractionMoves(std::int64_t /*largestHeap*/) const { return nullptr; }

    // For a take-and-break game whose moves leave at most two heaps: its moves (see SplitMoves),
    // which must be exactly the options forEachOption lists. HeapTable then uses the sparse-space
    // method instead of visiting every split. nullptr for every other game.
    virtual const SplitMoves* splitMoves() const { return nullptr; }

    // Whether the player to move from p loses under normal play (p is a P-position, value 0),
    // decided by an exact method far cheaper than computing p's value, for games that have one.
    // It is computed from the rules, never assumed from a formula: Wythoff finds the P-positions
    // row by row (each row, column and diagonal holds at most one, since any two cells on one of
    // them are an option of each other); the Fibonacci game finds each heap's least winning take.
    // Returns std::nullopt when the game has no such method (callers use the value instead), and
    // an error when p is beyond the method's reach; then the value's search would be far larger
    // still, so callers report the error rather than fall back. Must agree with "value == 0".
    // Solver::outcome uses it for one-part positions under normal play.
    virtual Result<std::optional<bool>> moverLoses(const Position&) const { return std::optional<bool>(); }

    // A filler for a rows x cols table of this game's values (see GridFiller), when the game has
    // a faster way than searching each cell; nullptr otherwise. An error refuses the table (for
    // example when the filler's own working memory would be too large); rows and cols have
    // already been checked against limits::kMaxTableSize and the far corner against checkPosition.
    // `budget`: what a filler that searches may spend (grundy/budget.hpp; {} for its defaults).
    virtual Result<std::unique_ptr<GridFiller>> gridFiller(std::int64_t /*rows*/, std::int64_t /*cols*/,
                                                           const Budget& /*budget*/) const {
        return std::unique_ptr<GridFiller>();
    }

    // A heap game's own filler for its table (see HeapFiller), when HeapTable's own ways do not
    // fit it; nullptr otherwise. It may keep a reference to the game: whoever holds it holds the
    // game too, and drops the filler first.
    virtual std::unique_ptr<HeapFiller> heapFiller() const { return nullptr; }

    // The game's own search for values of single positions (see ValueSearch), for a game that has
    // one, spending at most `budget` (grundy/budget.hpp) on each value; nullptr otherwise. It may
    // keep a reference to the game, as heapFiller's may.
    virtual std::unique_ptr<ValueSearch> valueSearch(const Budget&) const { return nullptr; }

    // What the game says about itself (see GameTraits). Built on each call: ask once per question.
    virtual GameTraits traits() const;

    // The numbers of a position as a person reads them: {n} for a heap or a graph's node number,
    // {x, y} for two coordinates, three for a rules game of three.
    virtual std::vector<std::int64_t> coordinates(const Position& p) const;

    // What an exported program writes for this game (see ProgramParts). The default names the game
    // by its spec and leaves the values to a proven period or the core's own table.
    virtual ProgramParts programParts() const;
};

using GamePtr = std::shared_ptr<const Game>;

// The numbers of one position as typed, for Game::parsePosition and the families' own readers:
// "3,5", "3, 5", "(3, 5)" and "3 5" all give {"3", "5"}. Enclosing parentheses are dropped; the
// rest is split at commas (each piece trimmed, an empty piece kept), or at white space when there
// is no comma. An empty text gives one empty piece.
std::vector<std::string> positionNumbers(const std::string& text);

}  // namespace grundy
