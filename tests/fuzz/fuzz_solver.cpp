// Fuzz target: the solver on random small games decoded from the input, checked against a direct
// reference written here from the games' definitions (not from the core's move generators).
//
// The input picks 1-3 components, each one of: nim, bash:M, a subtraction set, an octal or hex code
// (Winning Ways ch. 4), or a small acyclic graph; then a position of 1-4 parts, and normal or misère
// play. The spec and the position are written as text (in random member order, with duplicates) and
// go through the parser like a person's input. The reference computes each part's Sprague-Grundy
// value by the mex rule, and the outcome and remoteness of the whole sum by searching the game tree
// (misère: the player who cannot move wins). Checks: Solver::value, outcome, analyse (move count,
// winning moves, each move's value and whether it wins), remoteness and bestMove all agree with it.
#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "grundy/search/solver.hpp"
#include "grundy/spec.hpp"

using namespace grundy;

namespace {

// One component game by its definition. A move from x leaves a list of positions of the same game
// (a take-and-break move may leave none, one, two or three heaps).
struct ReferenceGame {
    enum Kind { Nim, Bash, Subtraction, Octal, Hex, Graph } kind = Nim;
    std::vector<int> set;                 // Bash: {1..M}; Subtraction: the members
    std::vector<int> digits;              // Octal/Hex: d_0, d_1, .. d_K
    std::vector<std::vector<int>> edges;  // Graph: successors of each node
    std::vector<std::string> names;       // Graph: node names
    int largest = 0;                      // largest heap (or node number) a position may use
    std::string spec;

    std::vector<std::vector<int>> moves(int x) const {
        std::vector<std::vector<int>> out;
        switch (kind) {
            case Nim:
                for (int m = 0; m < x; ++m) out.push_back({m});
                break;
            case Bash:
            case Subtraction:
                for (const int s : set)
                    if (s <= x) out.push_back({x - s});
                break;
            case Octal:
            case Hex:
                // Digit d_k: removing k tokens may leave no heap (bit 1, only when exactly k were
                // there), one non-empty heap (2), two (4) or three (8); k = 0 only splits.
                for (int k = 0; k < static_cast<int>(digits.size()) && k <= x; ++k) {
                    const int d = digits[k], r = x - k;
                    if ((d & 1) && k >= 1 && r == 0) out.push_back({});
                    if ((d & 2) && k >= 1 && r >= 1) out.push_back({r});
                    if (d & 4)
                        for (int a = 1; a <= r - a; ++a) out.push_back({a, r - a});
                    if (d & 8)
                        for (int a = 1; a <= r; ++a)
                            for (int b = a; b <= r - a - b; ++b) out.push_back({a, b, r - a - b});
                }
                break;
            case Graph:
                for (const int to : edges[x]) out.push_back({to});
                break;
        }
        return out;
    }
};

ReferenceGame decodeGame(fuzz::ByteReader& in) {
    ReferenceGame g;
    g.kind = static_cast<ReferenceGame::Kind>(in.below(6));
    switch (g.kind) {
        case ReferenceGame::Nim:
            g.spec = "nim";
            g.largest = 7;
            break;
        case ReferenceGame::Bash: {
            const int m = 1 + in.below(5);
            for (int s = 1; s <= m; ++s) g.set.push_back(s);
            g.spec = "bash:" + std::to_string(m);
            g.largest = 14;
            break;
        }
        case ReferenceGame::Subtraction: {
            const int count = 1 + in.below(4);
            std::string text;
            for (int i = 0; i < count; ++i) {
                const int s = 1 + in.below(8);
                text += (i ? "," : "") + std::to_string(s);
                if (std::find(g.set.begin(), g.set.end(), s) == g.set.end()) g.set.push_back(s);
            }
            g.spec = "subtraction:" + text;
            g.largest = 14;
            break;
        }
        case ReferenceGame::Octal:
        case ReferenceGame::Hex: {
            const bool hex = g.kind == ReferenceGame::Hex;
            const int base = hex ? 16 : 8;
            g.digits.push_back(4 * in.below(hex ? 4 : 2));  // d_0: 0 or 4 (hex: 0, 4, 8, C)
            const int count = 1 + in.below(4);
            for (int k = 1; k <= count; ++k) g.digits.push_back(in.below(base));
            if (g.digits.back() == 0) g.digits.back() = 1 + in.below(base - 1);
            const auto digit = [](int d) { return static_cast<char>(d < 10 ? '0' + d : 'A' + d - 10); };
            std::string code;
            if (g.digits[0] != 0 || in.flag()) code += digit(g.digits[0]);
            code += '.';
            for (std::size_t k = 1; k < g.digits.size(); ++k) code += digit(g.digits[k]);
            g.spec = (hex ? "hex:" : "octal:") + code;
            g.largest = hex ? 9 : 11;
            break;
        }
        case ReferenceGame::Graph: {
            // Nodes 0..n-1 with edges only from lower to higher numbers (so no cycle), named in a
            // shuffled order so the parser's numbering differs from this one.
            const int n = 1 + in.below(7);
            g.edges.resize(n);
            for (int a = 0; a < n; ++a)
                for (int b = a + 1; b < n; ++b)
                    if (in.below(2)) g.edges[a].push_back(b);
            std::vector<int> order(n);
            for (int i = 0; i < n; ++i) order[i] = i;
            for (int i = n; i > 1; --i) std::swap(order[i - 1], order[in.byte() % i]);
            for (int i = 0; i < n; ++i) g.names.push_back("v" + std::to_string(order[i]));
            std::string text;
            for (int i = n - 1; i >= 0; --i) {  // every node alone first, then the edges
                text += (text.empty() ? "" : ";") + g.names[order[i]];
            }
            for (int a = 0; a < n; ++a)
                for (const int b : g.edges[a]) text += ";" + g.names[a] + ">" + g.names[b];
            g.spec = "graph:" + text;
            g.largest = n - 1;
            break;
        }
    }
    return g;
}

// A position of the sum: (component, heap or node) per part, kept sorted as the search's key.
using Parts = std::vector<std::pair<int, int>>;

struct Status {
    bool win = false;
    std::int64_t remoteness = 0;
};

class Reference {
public:
    Reference(std::vector<ReferenceGame> games, bool misere) : games_(std::move(games)), misere_(misere) {}

    Value value(int component, int x) {
        auto key = std::make_pair(component, x);
        if (auto it = values_.find(key); it != values_.end()) return it->second;
        std::vector<bool> seen(64, false);
        for (const auto& option : games_[component].moves(x)) {
            Value v = 0;
            for (const int part : option) v ^= value(component, part);
            if (v < seen.size()) seen[v] = true;
        }
        Value m = 0;
        while (seen[m]) ++m;
        values_[key] = m;
        return m;
    }

    // Every move from p: the position it leaves.
    std::vector<Parts> children(const Parts& p) const {
        std::vector<Parts> out;
        for (std::size_t i = 0; i < p.size(); ++i) {
            for (const auto& option : games_[p[i].first].moves(p[i].second)) {
                Parts child;
                for (std::size_t j = 0; j < p.size(); ++j)
                    if (j != i) child.push_back(p[j]);
                for (const int part : option) child.emplace_back(p[i].first, part);
                std::sort(child.begin(), child.end());
                out.push_back(std::move(child));
            }
        }
        return out;
    }

    // Win or lose for the player to move, and remoteness: the winner wins as fast as it can, the
    // loser holds out as long as it can; no move left is a loss in normal play, a win in misère.
    Status status(Parts p) {
        std::sort(p.begin(), p.end());
        if (auto it = status_.find(p); it != status_.end()) return it->second;
        Status s{misere_, 0};
        const auto next = children(p);
        if (!next.empty()) {
            std::int64_t fastestWin = INT64_MAX, slowestLoss = 0;
            for (const auto& c : next) {
                const Status cs = status(c);
                if (!cs.win)
                    fastestWin = std::min(fastestWin, cs.remoteness);
                else
                    slowestLoss = std::max(slowestLoss, cs.remoteness);
            }
            s = fastestWin != INT64_MAX ? Status{true, fastestWin + 1} : Status{false, slowestLoss + 1};
        }
        status_[p] = s;
        return s;
    }

    const ReferenceGame& game(int c) const { return games_[c]; }

private:
    std::vector<ReferenceGame> games_;
    bool misere_;
    std::map<std::pair<int, int>, Value> values_;
    std::map<Parts, Status> status_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::ByteReader in(data, size);
    const bool misere = in.flag();
    const int componentCount = 1 + in.below(3);
    std::vector<ReferenceGame> games;
    std::string spec = misere ? "misere:" : "";
    for (int c = 0; c < componentCount; ++c) {
        games.push_back(decodeGame(in));
        spec += (c ? "+" : "") + games.back().spec;
    }
    // The position: one group per component (a single component may have up to 4 parts).
    Parts parts;
    std::string positionText;
    int tokens = 10;
    for (int c = 0; c < componentCount; ++c) {
        const int count = componentCount == 1 ? 1 + in.below(4) : 1 + (componentCount == 2 && in.flag());
        std::string group;
        for (int i = 0; i < count; ++i) {
            const ReferenceGame& g = games[c];
            // Heaps share a budget of tokens, so the reference's search of the whole sum stays small.
            const int x =
                g.kind == ReferenceGame::Graph ? in.below(g.largest + 1) : in.below(std::min(g.largest, tokens) + 1);
            if (g.kind != ReferenceGame::Graph) tokens -= x;
            parts.emplace_back(c, x);
            group += (i ? "+" : "") + (g.kind == ReferenceGame::Graph ? g.names[x] : std::to_string(x));
        }
        if (componentCount > 1 && count > 1) group = "(" + group + ")";
        positionText += (c ? "+" : "") + group;
    }

    auto rules = parseSpec(spec);
    FUZZ_CHECK(rules.ok(), "'" << spec << "' is refused: " << (rules ? "" : rules.error()));
    auto position = parseSumPosition(*rules, positionText);
    FUZZ_CHECK(position.ok(), spec << ": '" << positionText << "' is refused: " << (position ? "" : position.error()));
    FUZZ_CHECK(position->size() == parts.size(), spec << ": '" << positionText << "' has another number of parts");

    Solver solver(std::move(rules).value());
    Reference reference(games, misere);
    // The core numbers graph nodes its own way; read each part back into the reference's numbering.
    const auto referencePart = [&](const SumPart& part) {
        const ReferenceGame& g = reference.game(static_cast<int>(part.component));
        if (g.kind != ReferenceGame::Graph)
            return std::make_pair(static_cast<int>(part.component), static_cast<int>(part.position.x));
        const std::string name = solver.spec().components[part.component]->positionText(part.position);
        const auto at = std::find(g.names.begin(), g.names.end(), name) - g.names.begin();
        FUZZ_CHECK(at < static_cast<long>(g.names.size()), spec << ": node " << name << " is not in the reference");
        return std::make_pair(static_cast<int>(part.component), static_cast<int>(at));
    };
    const auto referenceParts = [&](const SumPosition& p) {
        Parts out;
        for (const auto& part : p) out.push_back(referencePart(part));
        return out;
    };
    const auto xorValue = [&](const Parts& p) {
        Value v = 0;
        for (const auto& [c, x] : p) v ^= reference.value(c, x);
        return v;
    };
    const std::string where = spec + " at " + positionText;
    if (std::getenv("FUZZ_VERBOSE")) std::fprintf(stderr, "%s\n", where.c_str());  // to see what a slow input is

    const Parts root = referenceParts(*position);
    const Value wantValue = xorValue(root);
    const Status want = reference.status(root);
    if (!misere) FUZZ_CHECK(want.win == (wantValue != 0), where << ": the reference contradicts Sprague-Grundy");

    auto value = solver.value(*position);
    FUZZ_CHECK(value.ok() && *value == wantValue,
               where << ": value " << (value ? std::to_string(*value) : value.error()) << ", want " << wantValue);
    auto outcome = solver.outcome(*position);
    FUZZ_CHECK(outcome.ok() && (*outcome == Outcome::N) == want.win,
               where << ": outcome " << (outcome ? (*outcome == Outcome::N ? "N" : "P") : outcome.error()));

    auto analysis = solver.analyse(*position);
    FUZZ_CHECK(analysis.ok(), where << ": analyse fails: " << analysis.error());
    const auto next = reference.children(root);
    std::uint64_t wantWinning = 0;
    for (const auto& c : next) wantWinning += !reference.status(c).win;
    FUZZ_CHECK(analysis->value == wantValue && analysis->moveCount == next.size() &&
                   analysis->winningMoves == wantWinning && analysis->listedAll &&
                   analysis->moves.size() == next.size(),
               where << ": analyse counts " << analysis->moveCount << " moves, " << analysis->winningMoves
                     << " winning; want " << next.size() << ", " << wantWinning);
    for (const auto& m : analysis->moves) {
        const Parts child = referenceParts(solver.applyMove(*position, m));
        const Status cs = reference.status(child);
        FUZZ_CHECK(m.winning == !cs.win, where << ": move '" << solver.moveText(*position, m) << "' is marked "
                                               << (m.winning ? "winning" : "not winning"));
        FUZZ_CHECK(m.value == xorValue(child), where << ": move '" << solver.moveText(*position, m) << "' has value "
                                                     << m.value << ", want " << xorValue(child));
    }

    auto remoteness = solver.remoteness(*position);
    FUZZ_CHECK(remoteness.ok() && *remoteness == want.remoteness,
               where << ": remoteness " << (remoteness ? std::to_string(*remoteness) : remoteness.error()) << ", want "
                     << want.remoteness);
    auto best = solver.bestMove(*position);
    if (next.empty()) {
        FUZZ_CHECK(!best && fuzz::wellFormedMessage(best.error()), where << ": a best move with no move left");
    } else {
        FUZZ_CHECK(best.ok(), where << ": no best move: " << best.error());
        const Status after = reference.status(referenceParts(solver.applyMove(*position, *best)));
        // A winner moves to a lost position one step nearer the end; a loser holds out longest.
        FUZZ_CHECK(after.win == !want.win && after.remoteness == want.remoteness - 1,
                   where << ": best move '" << solver.moveText(*position, *best) << "' leaves remoteness "
                         << after.remoteness << " (" << (after.win ? "won" : "lost") << ")");
    }
    return 0;
}
