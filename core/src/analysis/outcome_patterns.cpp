// Outcome rules in words: the classic forms a set of P-positions takes, found on plain data (P
// flags, outcome grids), stated in English and Chinese, and labelled proven or observed.
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

std::string num(std::int64_t v) {
    return std::to_string(v);
}

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

// "a, b or c" / "a、b 或 c" (cut short past kMaxListed); `conjunction` replaces "or" / "或".
std::string joinWords(const std::vector<std::string>& items, bool chinese, const char* conjunction = nullptr) {
    const std::string comma = chinese ? "、" : ", ";
    const std::string orWord = " " + std::string(conjunction ? conjunction : chinese ? "或" : "or") + " ";
    std::string out;
    if (items.size() > kMaxListed) {
        for (std::size_t i = 0; i < kMaxListed; ++i) out += (i ? comma : "") + items[i];
        const std::string more = num(static_cast<std::int64_t>(items.size() - kMaxListed));
        return out + (chinese ? "……（另有 " + more + " 项）" : ", ... (and " + more + " more)");
    }
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) out += i + 1 == items.size() ? orWord : comma;
        out += items[i];
    }
    return out;
}

// The predicate "<subject> is ..." for a set of numbers: "is 0 or 2", "is between 4 and 7",
// "is 0 or 2, or between 4 and 7"; in Chinese "等于 0 或 2", "在 4 到 7 之间", "等于 0 或 2，或在 4 到 7 之间".
std::string setPredicate(const std::vector<std::int64_t>& sorted, bool chinese) {
    std::vector<std::string> singles, ranges;
    for (const Run& r : runsOf(sorted)) {
        if (r.lo == r.hi) {
            singles.push_back(num(r.lo));
        } else {
            ranges.push_back(chinese ? num(r.lo) + " 到 " + num(r.hi) : "between " + num(r.lo) + " and " + num(r.hi));
        }
    }
    std::string out;
    if (!singles.empty()) out += (chinese ? "等于 " : "is ") + joinWords(singles, chinese);
    if (!ranges.empty()) {
        if (!out.empty())
            out += chinese ? "，或" : ", or ";
        else if (!chinese)
            out += "is ";
        if (chinese) {
            out += "在 " + joinWords(ranges, true) + " 之间";
        } else {
            out += joinWords(ranges, false);
        }
    }
    return out;
}

// Joins Chinese text pieces, with a space only between Latin letters or digits and Chinese (so
// "n mod 7 等于 0 或 2" + "时" reads "... 或 2 时", and "... 之间" + "时" reads "... 之间时").
std::string zh(const std::string& a, const std::string& b) {
    if (a.empty() || b.empty()) return a + b;
    const auto ascii = [](char c) { return static_cast<unsigned char>(c) < 0x80 && c != ' '; };
    return a + (ascii(a.back()) || ascii(b.front()) ? " " : "") + b;
}

std::string observedEnglish(std::int64_t checked) {
    return "observed for 0 <= n < " + num(checked) + "; no theorem proves it";
}
std::string observedChinese(std::int64_t checked) {
    return "仅在 0 ≤ n < " + num(checked) + " 范围内观察到，未经证明";
}

// Fills english/chinese for a Residues rule from its fields.
void stateResidues(OutcomePattern& r) {
    const bool periodicPart = !r.residues.empty();
    if (r.from == 0) {
        if (!periodicPart) {
            r.english = "no n is a P-position";
            r.chinese = "没有 P 位置";
        } else if (static_cast<std::int64_t>(r.residues.size()) == r.modulus) {
            r.english = "every n is a P-position";
            r.chinese = "所有 n 都是 P 位置";
        } else if (r.residues == std::vector<std::int64_t>{0}) {
            r.english = "P iff n is a multiple of " + num(r.modulus);
            r.chinese = "当且仅当 n 是 " + num(r.modulus) + " 的倍数时为 P 位置";
        } else {
            r.english = "P iff n mod " + num(r.modulus) + " " + setPredicate(r.residues, false);
            r.chinese = zh(zh("当且仅当 n mod " + num(r.modulus), setPredicate(r.residues, true)), "时为 P 位置");
        }
        return;
    }
    if (!periodicPart) {
        if (r.exceptions.empty()) {
            r.english = "no n is a P-position";
            r.chinese = "没有 P 位置";
        } else {
            r.english = "P iff n " + setPredicate(r.exceptions, false);
            r.chinese = zh(zh("当且仅当 n", setPredicate(r.exceptions, true)), "时为 P 位置");
        }
        return;
    }
    std::string residuesEn = r.residues == std::vector<std::int64_t>{0}
                                 ? "n is a multiple of " + num(r.modulus)
                                 : "n mod " + num(r.modulus) + " " + setPredicate(r.residues, false);
    std::string residuesZh = r.residues == std::vector<std::int64_t>{0}
                                 ? "n 是 " + num(r.modulus) + " 的倍数"
                                 : "n mod " + num(r.modulus) + " " + setPredicate(r.residues, true);
    std::vector<std::string> below, belowZh;
    r.english = "for n >= " + num(r.from) + ", P iff " + residuesEn + "; below " + num(r.from) + " ";
    r.chinese =
        zh(zh("当 n ≥ " + num(r.from) + " 时，当且仅当", residuesZh), "时为 P 位置；n < " + num(r.from) + " 时");
    if (r.exceptions.empty()) {
        r.english += "there are no P-positions";
        r.chinese += "没有 P 位置";
    } else {
        std::vector<std::string> items;
        for (auto e : r.exceptions) items.push_back(num(e));
        r.english += r.exceptions.size() == 1 ? "the only P-position is " + items[0]
                                              : "the P-positions are " + joinWords(items, false, "and");
        r.chinese += "，P 位置为 " + joinWords(items, true, "和");
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

OutcomePattern residuePatternFromPeriodicity(const Periodicity& per) {
    OutcomePattern r;
    r.kind = OutcomePatternKind::Residues;
    r.checked = per.checked;
    if (!per.found || per.period < 1) {  // documented as a precondition; say so rather than fail
        r.english = "no pattern was found";
        r.chinese = "未找到规律";
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
    if (per.proven) {
        const bool subtraction = per.provenBy == PeriodicityBasis::Kind::FiniteSubtraction;
        r.evidenceEnglish = "proven: the values have period " + num(per.period) + " from n = " + num(per.preperiod) +
                            " (" + per.theorem + ")";
        r.evidenceChinese =
            "已证明：SG 值从 n = " + num(per.preperiod) + " 起以 " + num(per.period) + " 为周期（" +
            (subtraction ? "有限减法集：每个值只依赖前 max(S) 个值" : "取走-分堆博弈的周期性定理，Guy 与 Smith 1956") +
            "，已验证 n < " + num(per.proofWindowEnd) + " 的窗口）";
    } else {
        r.evidenceEnglish = observedEnglish(per.checked);
        r.evidenceChinese = observedChinese(per.checked);
    }
    return r;
}

std::optional<OutcomePattern> residuePatternFromOutcomes(const std::vector<bool>& isP) {
    std::vector<Value> bits(isP.begin(), isP.end());
    const Periodicity per = detectPeriod(bits);
    if (!per.found || per.saltus != 0) return std::nullopt;
    // The flags are 1 for P; residuePatternFromPeriodicity reads P as value 0, so flip them.
    Periodicity flipped = per;
    for (auto& v : flipped.head) v = v ? 0 : 1;
    return residuePatternFromPeriodicity(flipped);
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
    const std::string prefixEn = from > 1 ? "for n >= " + num(from) + ", " : "";
    const std::string prefixZh = from > 1 ? "当 n ≥ " + num(from) + " 时，" : "";
    r.english = prefixEn + "P iff n is a Fibonacci number (1, 2, 3, 5, 8, 13, ...)";
    r.chinese = prefixZh + "当且仅当 n 是斐波那契数（1、2、3、5、8、13……）时为 P 位置";
    r.evidenceEnglish = "observed for " + num(from) + " <= n < " + num(n) + "; no theorem is checked here";
    r.evidenceChinese = "仅在 " + num(from) + " ≤ n < " + num(n) + " 范围内观察到，此处未作证明";
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
    std::vector<std::string> pairs;
    for (std::int64_t k = 0; k < 5; ++k) pairs.push_back("(" + num(floorKPhi(k)) + "," + num(floorKPhi(k) + k) + ")");
    r.english =
        "P iff the position is (floor(k*phi), floor(k*phi) + k) or its mirror for some k >= 0, where "
        "phi = (1 + sqrt 5) / 2 is the golden ratio: " +
        pairs[0] + ", " + pairs[1] + ", " + pairs[2] + ", " + pairs[3] + ", " + pairs[4] + ", ...";
    r.chinese = "当且仅当局面为 (⌊kφ⌋, ⌊kφ⌋ + k) 或其对称局面（k ≥ 0，φ = (1 + √5) / 2 为黄金分割比）时为 P 位置：" +
                pairs[0] + "、" + pairs[1] + "、" + pairs[2] + "、" + pairs[3] + "、" + pairs[4] + "……";
    r.evidenceEnglish =
        "observed on the " + num(grid.rows) + " x " + num(grid.cols) + " grid; no theorem is checked here";
    r.evidenceChinese = "仅在 " + num(grid.rows) + " × " + num(grid.cols) + " 的表格内观察到，此处未作证明";
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
        r.english = "no position is P";
        r.chinese = "没有 P 位置";
    } else if (r.cells.size() == rowSet.size() * colSet.size()) {
        // A product of a row condition and a column condition.
        std::vector<std::string> en, zhParts;
        if (static_cast<std::int64_t>(rowSet.size()) < pr) {
            en.push_back("x mod " + num(pr) + " " + setPredicate(rowSet, false));
            zhParts.push_back(zh("x mod " + num(pr), setPredicate(rowSet, true)));
        }
        if (static_cast<std::int64_t>(colSet.size()) < pc) {
            en.push_back("y mod " + num(pc) + " " + setPredicate(colSet, false));
            zhParts.push_back(zh("y mod " + num(pc), setPredicate(colSet, true)));
        }
        if (en.empty()) {
            r.english = "every position is P";
            r.chinese = "所有位置都是 P 位置";
        } else {
            r.english = "P iff " + en[0] + (en.size() > 1 ? " and " + en[1] : "");
            r.chinese = zh(zh("当且仅当", zhParts[0] + (zhParts.size() > 1 ? " 且 " + zhParts[1] : "")), "时为 P 位置");
        }
    } else {
        std::vector<std::string> items;
        for (const auto& [x, y] : r.cells) items.push_back("(" + num(x) + "," + num(y) + ")");
        const std::string pair = "(x mod " + num(pr) + ", y mod " + num(pc) + ")";
        r.english = "P iff " + pair + " is " + joinWords(items, false);
        r.chinese = zh(zh(zh("当且仅当", pair), "为"), zh(joinWords(items, true), "时为 P 位置"));
    }
    r.evidenceEnglish =
        "observed on the " + num(grid.rows) + " x " + num(grid.cols) + " grid; no theorem is checked here";
    r.evidenceChinese = "仅在 " + num(grid.rows) + " × " + num(grid.cols) + " 的表格内观察到，此处未作证明";
    return r;
}

OutcomePattern misereNimPattern() {
    OutcomePattern r;
    r.kind = OutcomePatternKind::MisereNim;
    r.proven = true;
    r.english =
        "misère Nim: when every heap has at most one token, P iff the number of one-token heaps is odd; "
        "otherwise P iff the XOR of the heap sizes is 0, as in normal play";
    r.chinese =
        "反常 Nim：若每堆至多 1 个，当且仅当恰有 1 个的堆数为奇数时为 P 位置；"
        "否则与正常规则相同，当且仅当各堆大小的异或和为 0 时为 P 位置";
    r.evidenceEnglish = "proven: C. L. Bouton, Nim, a game with a complete mathematical theory (1902)";
    r.evidenceChinese = "已证明：C. L. Bouton，1902 年的 Nim 论文";
    return r;
}

Result<std::vector<OutcomePattern>> outcomePatterns(const GameSpec& rules, const OutcomeSearch& search,
                                                    const Periodicity* known) {
    std::vector<OutcomePattern> out;
    if (rules.components.empty()) return fail("the ruleset has no game");
    const bool allNim =
        std::all_of(rules.components.begin(), rules.components.end(), [](const GamePtr& g) { return g->traits().nim; });
    if (rules.misere) {
        if (allNim) out.push_back(misereNimPattern());
        return out;
    }
    if (!rules.isSingle()) return out;  // a sum's rule is the XOR of its parts' values
    const GamePtr& game = rules.components[0];
    if (game->isHeapGame()) {
        auto per = known ? Result<Periodicity>(*known) : findPeriodicity(game, search.period);
        if (!per) return fail(per.error());
        // P flags for the rules read off outcomes alone, over at most 2^18 positions.
        // A period found holds over every value it was found in, so its pattern gives them without
        // computing the table again (a game given by rules keeps no values between tables).
        const std::int64_t size = std::min<std::int64_t>(per->checked, std::int64_t{1} << 18);
        std::vector<bool> isP(static_cast<std::size_t>(size));
        if (per->found) {
            for (std::int64_t n = 0; n < size; ++n) isP[static_cast<std::size_t>(n)] = per->valueAt(n) == 0;
        } else {
            auto values = heapValues(game, size);
            if (!values) return fail(values.error());
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
    if (search.gridSize < 1 || search.gridSize > 1024)
        return fail("the grid for outcome rules must be from 1 to 1024 on a side (got " + num(search.gridSize) + ")");
    // A game that reads a single number as a position (the Fibonacci game: "n" is the start of a
    // game with n tokens) has a 1-D rule over those starts.
    if (game->dimensions() == 2 && game->parsePosition("5")) {
        Solver solver(rules);
        std::vector<bool> isP;
        // With an exact P-position method (Game::moverLoses) each start is cheap, so 4096 of them;
        // without one (a user's rules) the start n needs a search of every (h, a) below it, about
        // n^3 / 6 moves in all, so 256 starts (Fibonacci numbers up to 233). A start past what the
        // game will work out ends the list: the rule is then read off the starts before it.
        const auto fifth = game->parsePosition("5");
        const auto fast = game->moverLoses(*fifth);
        const std::int64_t starts = fast && fast->has_value() ? std::int64_t{1} << 12 : std::int64_t{1} << 8;
        for (std::int64_t n = 0; n < starts; ++n) {
            auto start = game->parsePosition(num(n));
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
    if (!values) return fail(values.error());
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
