// Outcome rules in words: the classic forms a set of P-positions takes, found on plain data (P
// flags, outcome grids), stated as messages of the catalogue, and labelled proven or observed.
#include "grundy/analysis/outcome_patterns.hpp"

#include <algorithm>
#include <string>

#include "../int_sqrt.hpp"
#include "grundy/analysis/period_search.hpp"
#include "grundy/periodicity.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/search/grid_search.hpp"
#include "grundy/search/solver.hpp"

namespace grundy {

namespace {

// ---- number lists in words ----------------------------------------------------------------------

// Sorted numbers as runs: three or more consecutive numbers become a range, the rest stay single.
struct Run {
    std::int64_t lo, hi;
};
std::vector<Run> runsOf(const std::vector<std::int64_t>& sorted) {
    std::vector<Run> out;
    for (std::size_t i = 0; i < sorted.size();) {
        std::size_t j = i;
        while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1) ++j;
        if (j - i >= 2) {
            out.push_back({sorted[i], sorted[j]});
        } else {
            for (std::size_t k = i; k <= j; ++k) out.push_back({sorted[k], sorted[k]});
        }
        i = j + 1;
    }
    return out;
}

// Past this many items a list is cut short ("..., and N more").
constexpr std::size_t kMaxListed = 24;

// "a, b or c" (cut short past kMaxListed), or joined by "and".
List listed(const std::vector<Arg>& items, List::Join join = List::Join::Or) {
    return listOf(items, join, kMaxListed);
}

// The predicate "<subject> is ..." for a set of numbers: "is 0 or 2", "is between 4 and 7",
// "is 0 or 2, or between 4 and 7".
Message setPredicate(const std::vector<std::int64_t>& sorted) {
    std::vector<Arg> singles, ranges;
    for (const Run& r : runsOf(sorted)) {
        if (r.lo == r.hi) {
            singles.emplace_back(r.lo);
        } else {
            ranges.emplace_back(say(msg::pattern_range{.low = r.lo, .high = r.hi}));
        }
    }
    if (ranges.empty()) return say(msg::pattern_is{.values = listed(singles)});
    if (singles.empty()) return say(msg::pattern_is_between{.ranges = listed(ranges)});
    return say(msg::pattern_is_or_between{.values = listed(singles), .ranges = listed(ranges)});
}

// Fills the statement of a Residues rule from its fields.
void stateResidues(OutcomePattern& r) {
    const bool periodicPart = !r.residues.empty();
    if (r.from == 0) {
        if (!periodicPart) {
            r.statement = say(msg::pattern_none{});
        } else if (static_cast<std::int64_t>(r.residues.size()) == r.modulus) {
            r.statement = say(msg::pattern_every{});
        } else if (r.residues == std::vector<std::int64_t>{0}) {
            r.statement = say(msg::pattern_multiple{.modulus = r.modulus});
        } else {
            r.statement = say(msg::pattern_residues{.modulus = r.modulus, .predicate = setPredicate(r.residues)});
        }
        return;
    }
    if (!periodicPart) {
        r.statement = r.exceptions.empty() ? say(msg::pattern_none{})
                                           : say(msg::pattern_exceptions{.predicate = setPredicate(r.exceptions)});
        return;
    }
    const Message residues =
        r.residues == std::vector<std::int64_t>{0}
            ? say(msg::pattern_part_multiple{.modulus = r.modulus})
            : say(msg::pattern_part_residues{.modulus = r.modulus, .predicate = setPredicate(r.residues)});
    if (r.exceptions.empty()) {
        r.statement = say(msg::pattern_from_none{.from = r.from, .residues = residues});
    } else if (r.exceptions.size() == 1) {
        r.statement = say(msg::pattern_from_one{.from = r.from, .residues = residues, .position = r.exceptions[0]});
    } else {
        std::vector<Arg> items(r.exceptions.begin(), r.exceptions.end());
        r.statement = say(msg::pattern_from_several{
            .from = r.from, .residues = residues, .positions = listed(items, List::Join::And)});
    }
}

// The least period of a cyclic word that divides its length (the word is a power of a word of that
// length), from the prefix function: O(length).
std::int64_t leastCyclicPeriod(const std::vector<bool>& word) {
    const std::size_t n = word.size();
    std::vector<std::size_t> pi(n, 0);
    for (std::size_t i = 1; i < n; ++i) {
        std::size_t k = pi[i - 1];
        while (k > 0 && word[i] != word[k]) k = pi[k - 1];
        if (word[i] == word[k]) ++k;
        pi[i] = k;
    }
    const std::size_t q = n - pi[n - 1];
    return static_cast<std::int64_t>(n % q == 0 ? q : n);
}

// floor(k * phi) for phi = (1 + sqrt 5) / 2, exactly: (k + floor(sqrt(5 k^2))) / 2 rounded down
// (sqrt(5 k^2) is irrational for k > 0, so flooring it first does not change the result).
std::int64_t floorKPhi(std::int64_t k) {
    return (k + isqrt(5 * k * k)) / 2;
}

bool isWythoffPair(std::int64_t x, std::int64_t y) {
    const std::int64_t a = std::min(x, y), b = std::max(x, y);
    return floorKPhi(b - a) == a;
}

}  // namespace

OutcomePattern residuePatternFromPeriodicity(const PeriodFinding& per) {
    OutcomePattern r;
    r.kind = OutcomePatternKind::Residues;
    r.checked = per.checked;
    if (!per.found || per.period < 1) {  // documented as a precondition; say so rather than fail
        r.statement = say(msg::pattern_not_found{});
        return r;
    }
    r.proven = per.proven;
    const auto isP = [&](std::int64_t n) { return per.valueAt(n) == 0; };
    if (per.saltus > 0) {
        // Values grow by the saltus each period, so every P-position is in the first A + p.
        r.modulus = 1;
        for (std::int64_t n = 0; n < per.preperiod + per.period; ++n)
            if (isP(n)) r.exceptions.push_back(n);
        r.from = r.exceptions.empty() ? 0 : r.exceptions.back() + 1;
    } else {
        // Outcomes repeat with the values' period p from A; their own least period q divides p
        // (the least period of one cycle), and their own preperiod is at most A.
        const std::int64_t a = per.preperiod, p = per.period;
        std::vector<bool> cycle(static_cast<std::size_t>(p));
        for (std::int64_t i = 0; i < p; ++i) cycle[static_cast<std::size_t>(i)] = isP(a + i);
        const std::int64_t q = leastCyclicPeriod(cycle);
        std::int64_t from = a;
        while (from > 0 && isP(from - 1) == isP(from - 1 + q)) --from;
        r.modulus = q;
        r.from = from;
        for (std::int64_t res = 0; res < q; ++res)
            if (isP(from + ((res - from) % q + q) % q)) r.residues.push_back(res);
        for (std::int64_t n = 0; n < from; ++n)
            if (isP(n)) r.exceptions.push_back(n);
    }
    stateResidues(r);
    r.evidence = per.proven ? say(msg::pattern_evidence_proven{
                                  .period = per.period, .preperiod = per.preperiod, .theorem = per.theoremText})
                            : say(msg::pattern_evidence_observed{.count = per.checked});
    return r;
}

std::optional<OutcomePattern> residuePatternFromOutcomes(const std::vector<bool>& isP) {
    // residuePatternFromPeriodicity reads P as value 0: a P position is 0 here, any other 1.
    std::vector<Value> values(isP.size());
    for (std::size_t n = 0; n < isP.size(); ++n) values[n] = isP[n] ? 0 : 1;
    const PeriodFinding per = detectPeriod(values);
    if (!per.found || per.saltus != 0) return std::nullopt;
    return residuePatternFromPeriodicity(per);
}

std::optional<OutcomePattern> fibonacciPattern(const std::vector<bool>& isP, std::int64_t from) {
    const auto n = static_cast<std::int64_t>(isP.size());
    from = std::max<std::int64_t>(from, 0);
    if (n - from < 20) return std::nullopt;  // too few positions to see the pattern
    std::vector<bool> fib(static_cast<std::size_t>(n), false);
    for (std::int64_t a = 1, b = 2; a < n; b = a + b, a = b - a) fib[static_cast<std::size_t>(a)] = true;
    for (std::int64_t i = from; i < n; ++i)
        if (isP[static_cast<std::size_t>(i)] != fib[static_cast<std::size_t>(i)]) return std::nullopt;
    OutcomePattern r;
    r.kind = OutcomePatternKind::Fibonacci;
    r.from = from;
    r.checked = n;
    r.statement = from > 1 ? say(msg::pattern_fibonacci_from{.from = from}) : say(msg::pattern_fibonacci{});
    r.evidence = say(msg::pattern_evidence_fibonacci{.from = from, .count = n});
    return r;
}

std::optional<OutcomePattern> wythoffPattern(const OutcomeGrid& grid) {
    if (grid.rows < 8 || grid.cols < 8) return std::nullopt;
    for (std::int64_t x = 0; x < grid.rows; ++x)
        for (std::int64_t y = 0; y < grid.cols; ++y)
            if (grid.at(x, y) != isWythoffPair(x, y)) return std::nullopt;
    OutcomePattern r;
    r.kind = OutcomePatternKind::Wythoff;
    r.rows = grid.rows;
    r.cols = grid.cols;
    r.checked = grid.rows * grid.cols;
    List pairs;
    for (std::int64_t k = 0; k < 5; ++k)
        pairs.items.emplace_back("(" + std::to_string(floorKPhi(k)) + "," + std::to_string(floorKPhi(k) + k) + ")");
    r.statement = say(msg::pattern_wythoff{.pairs = std::move(pairs)});
    r.evidence = say(msg::pattern_evidence_grid{.rows = grid.rows, .cols = grid.cols});
    return r;
}

std::optional<OutcomePattern> periodic2DPattern(const OutcomeGrid& grid, std::int64_t maxPeriod) {
    // Least row period: outcome(x, y) = outcome(x mod pr, y) on the whole grid, the grid covering
    // at least two periods; likewise for columns. The two are independent.
    const auto leastPeriod = [&](bool rows) -> std::int64_t {
        const std::int64_t extent = rows ? grid.rows : grid.cols;
        for (std::int64_t p = 1; p <= maxPeriod && 2 * p <= extent; ++p) {
            bool ok = true;
            for (std::int64_t x = 0; x < grid.rows && ok; ++x)
                for (std::int64_t y = 0; y < grid.cols && ok; ++y)
                    ok = grid.at(x, y) == (rows ? grid.at(x % p, y) : grid.at(x, y % p));
            if (ok) return p;
        }
        return 0;
    };
    const std::int64_t pr = leastPeriod(true), pc = leastPeriod(false);
    if (pr == 0 || pc == 0) return std::nullopt;
    OutcomePattern r;
    r.kind = OutcomePatternKind::Periodic2D;
    r.rows = grid.rows;
    r.cols = grid.cols;
    r.rowPeriod = pr;
    r.colPeriod = pc;
    r.checked = grid.rows * grid.cols;
    std::vector<std::int64_t> rowSet, colSet;
    for (std::int64_t x = 0; x < pr; ++x)
        for (std::int64_t y = 0; y < pc; ++y)
            if (grid.at(x, y)) {
                r.cells.emplace_back(x, y);
                rowSet.push_back(x);
                colSet.push_back(y);
            }
    std::sort(rowSet.begin(), rowSet.end());
    rowSet.erase(std::unique(rowSet.begin(), rowSet.end()), rowSet.end());
    std::sort(colSet.begin(), colSet.end());
    colSet.erase(std::unique(colSet.begin(), colSet.end()), colSet.end());
    if (r.cells.empty()) {
        r.statement = say(msg::pattern_grid_none{});
    } else if (r.cells.size() == rowSet.size() * colSet.size()) {
        // A product of a row condition and a column condition.
        std::vector<Message> conditions;
        if (static_cast<std::int64_t>(rowSet.size()) < pr)
            conditions.push_back(
                say(msg::pattern_part_coordinate{.coordinate = "x", .period = pr, .predicate = setPredicate(rowSet)}));
        if (static_cast<std::int64_t>(colSet.size()) < pc)
            conditions.push_back(
                say(msg::pattern_part_coordinate{.coordinate = "y", .period = pc, .predicate = setPredicate(colSet)}));
        if (conditions.empty()) {
            r.statement = say(msg::pattern_grid_every{});
        } else if (conditions.size() == 1) {
            r.statement = say(msg::pattern_grid_one{.condition = std::move(conditions[0])});
        } else {
            r.statement =
                say(msg::pattern_grid_both{.first = std::move(conditions[0]), .second = std::move(conditions[1])});
        }
    } else {
        std::vector<Arg> items;
        for (const auto& [x, y] : r.cells) items.emplace_back("(" + std::to_string(x) + "," + std::to_string(y) + ")");
        r.statement = say(msg::pattern_grid_cells{.rows = pr, .cols = pc, .cells = listed(items)});
    }
    r.evidence = say(msg::pattern_evidence_grid{.rows = grid.rows, .cols = grid.cols});
    return r;
}

OutcomePattern misereNimPattern() {
    OutcomePattern r;
    r.kind = OutcomePatternKind::MisereNim;
    r.proven = true;
    r.statement = say(msg::pattern_misere_nim{});
    r.evidence = say(msg::pattern_evidence_bouton{});
    return r;
}

Result<std::vector<OutcomePattern>> outcomePatterns(const GameSpec& spec, const OutcomeSearch& search,
                                                    const PeriodFinding* known) {
    std::vector<OutcomePattern> out;
    if (spec.components.empty()) return fail(msg::game_no_components{});
    const bool allNim =
        std::all_of(spec.components.begin(), spec.components.end(), [](const GamePtr& g) { return g->traits().nim; });
    if (spec.misere) {
        if (allNim) out.push_back(misereNimPattern());
        return out;
    }
    if (!spec.isSingle()) return out;  // a sum's rule is the XOR of its parts' values
    const GamePtr& game = spec.components[0];
    if (game->isHeapGame()) {
        auto per = known ? Result<PeriodFinding>(*known) : findPeriodicity(game, search.period);
        if (!per) return per.why();
        // P flags for the rules read off outcomes alone, over at most 2^18 positions.
        // A period found holds over every value it was found in, so its pattern gives them without
        // computing the table again (a game given by rules keeps no values between tables).
        const std::int64_t size = std::min<std::int64_t>(per->checked, std::int64_t{1} << 18);
        std::vector<bool> isP(static_cast<std::size_t>(size));
        if (per->found) {
            for (std::int64_t n = 0; n < size; ++n) isP[static_cast<std::size_t>(n)] = per->valueAt(n) == 0;
        } else {
            auto values = heapValues(game, size);
            if (!values) return values.why();
            for (std::size_t i = 0; i < isP.size(); ++i) isP[i] = (*values)[i] == 0;
        }
        if (per->found) {
            out.push_back(residuePatternFromPeriodicity(*per));
        } else if (auto r = residuePatternFromOutcomes(isP)) {
            out.push_back(*r);
        }
        if (auto r = fibonacciPattern(isP, 1)) out.push_back(*r);
        return out;
    }
    if (search.gridSize < 1 || search.gridSize > 1024) return fail(msg::pattern_grid_size{.got = search.gridSize});
    // A game that reads a single number as a position (the Fibonacci game: "n" is the start of a
    // game with n tokens) has a 1-D rule over those starts.
    if (game->dimensions() == 2 && game->parsePosition("5")) {
        Solver solver(spec);
        std::vector<bool> isP;
        // With an exact P-position method (Game::moverLoses) each start is cheap, so 4096 of them;
        // without one (a user's rules) the start n needs a search of every (h, a) below it, about
        // n^3 / 6 moves in all, so 256 starts (Fibonacci numbers up to 233). A start past what the
        // game will work out ends the list: the rule is then read off the starts before it.
        const auto fifth = game->parsePosition("5");
        const auto fast = game->moverLoses(*fifth);
        const std::int64_t starts = fast && fast->has_value() ? std::int64_t{1} << 12 : std::int64_t{1} << 8;
        for (std::int64_t n = 0; n < starts; ++n) {
            auto start = game->parsePosition(std::to_string(n));
            if (!start) break;
            auto outcome = solver.outcome({SumPart{0, *start}});
            if (!outcome) break;
            isP.push_back(*outcome == Outcome::P);
        }
        if (auto r = fibonacciPattern(isP, 1)) out.push_back(*r);
        if (auto r = residuePatternFromOutcomes(isP)) out.push_back(*r);
    }
    // The grid: as large as asked, within the board the game accepts and the positions whose value
    // it can work out along the edges (a game given by rules meets a broken rule only then).
    std::int64_t rows = search.gridSize, cols = search.gridSize;
    Evaluator edges(game);
    const auto usable = [&](const Position& p) { return game->checkPosition(p) && edges.value(p); };
    while (rows > 1 && !usable(Position{rows - 1, 0})) --rows;
    while (cols > 1 && !usable(Position{0, cols - 1})) --cols;
    auto values = gridValues(game, rows, cols);
    if (!values) return values.why();
    OutcomeGrid grid;
    grid.rows = rows;
    grid.cols = cols;
    grid.isP.resize(values->size());
    for (std::size_t i = 0; i < values->size(); ++i) grid.isP[i] = (*values)[i] == 0;
    if (auto r = wythoffPattern(grid)) out.push_back(*r);
    if (auto r = periodic2DPattern(grid)) out.push_back(*r);
    return out;
}

}  // namespace grundy
