#include "grundy/search/solver.hpp"

#include <algorithm>
#include <limits>
#include <unordered_map>

#include "grundy/limits.hpp"

namespace grundy {

namespace {

// A canonical key for a sum position: parts sorted, so 3+5 and 5+3 share their memo entry.
std::vector<std::int64_t> keyOf(const SumPosition& p) {
    std::vector<std::array<std::int64_t, 3>> parts;
    parts.reserve(p.size());
    for (const auto& part : p)
        parts.push_back({static_cast<std::int64_t>(part.component), part.position.x, part.position.y});
    std::sort(parts.begin(), parts.end());
    std::vector<std::int64_t> key;
    key.reserve(parts.size() * 3);
    for (const auto& a : parts) key.insert(key.end(), a.begin(), a.end());
    return key;
}

}  // namespace

std::size_t Solver::KeyHash::operator()(const std::vector<std::int64_t>& k) const noexcept {
    // FNV-1a over the 64-bit words, folded to size_t (32 bits in wasm).
    std::uint64_t h = 1469598103934665603ULL;
    for (auto v : k) h = (h ^ static_cast<std::uint64_t>(v)) * 1099511628211ULL;
    return static_cast<std::size_t>(h ^ (h >> 32));
}

SumPosition applyMove(const SumPosition& p, const SumMove& m) {
    SumPosition out;
    out.reserve(p.size() + Option::kMaxParts);
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (i != m.part) {
            out.push_back(p[i]);
            continue;
        }
        for (int k = 0; k < m.option.partCount; ++k) out.push_back(SumPart{p[i].component, m.option.parts[k]});
    }
    return out;
}

Solver::Solver(GameSpec rules) : rules_(std::move(rules)) {
    for (const auto& g : rules_.components) evaluators_.push_back(std::make_unique<Evaluator>(g));
}

Result<Value> Solver::partValue(const SumPart& part) {
    return evaluators_[part.component]->value(part.position);
}

Result<Value> Solver::value(const SumPosition& p) {
    Value v = 0;
    for (const auto& part : p) {
        auto g = partValue(part);
        if (!g) return g;
        v ^= *g;
    }
    return v;
}

bool Solver::isMisereNim() const {
    return std::all_of(rules_.components.begin(), rules_.components.end(),
                       [](const GamePtr& g) { return g->traits().nim; });
}

Result<Outcome> Solver::outcome(const SumPosition& p) {
    if (!rules_.misere) {
        // One part: the game may decide P or N exactly without the value (Game::moverLoses), as
        // the Fibonacci game does for heaps whose (heap, allowed take) search would be ~n^2/2.
        if (p.size() == 1) {
            auto loses = rules_.components[p[0].component]->moverLoses(p[0].position);
            if (!loses) return fail(loses.error());
            if (loses->has_value()) return **loses ? Outcome::P : Outcome::N;
        }
        auto v = value(p);
        if (!v) return fail(v.error());
        return *v == 0 ? Outcome::P : Outcome::N;
    }
    if (isMisereNim()) {
        // Misère Nim (HDU 1907): when every heap has at most one token, the player to move wins
        // iff the number of one-token heaps is even; otherwise exactly as in normal play.
        bool small = true;
        std::int64_t ones = 0;
        Value x = 0;
        for (const auto& part : p) {
            small = small && part.position.x <= 1;
            ones += part.position.x == 1;
            x ^= static_cast<Value>(part.position.x);
        }
        if (small) return ones % 2 == 0 ? Outcome::N : Outcome::P;
        return x != 0 ? Outcome::N : Outcome::P;
    }
    auto s = search(p);
    if (!s) return fail(s.error());
    return s->win ? Outcome::N : Outcome::P;
}

Result<Analysis> Solver::analyse(const SumPosition& p) {
    Analysis a;
    for (const auto& part : p) {
        auto g = partValue(part);
        if (!g) return fail(g.error());
        a.partValues.push_back(*g);
        a.value ^= *g;
    }
    auto out = outcome(p);
    if (!out) return fail(out.error());
    a.outcome = *out;

    std::vector<SumMove> all;
    std::string problem;
    for (std::size_t i = 0; i < p.size() && problem.empty(); ++i) {
        const auto& game = rules_.components[p[i].component];
        const Value rest = a.value ^ a.partValues[i];
        game->forEachOption(p[i].position, [&](const Option& o) {
            if (!problem.empty()) return;
            auto ov = evaluators_[p[i].component]->optionValue(o);
            if (!ov) {
                problem = ov.error();
                return;
            }
            SumMove m{i, o, *ov, rest ^ *ov, false};
            ++a.moveCount;
            if (!rules_.misere) {
                m.winning = m.value == 0;
            } else {
                auto after = outcome(applyMove(p, m));
                if (!after) {
                    problem = after.error();
                    return;
                }
                m.winning = *after == Outcome::P;
            }
            a.winningMoves += m.winning;
            if (m.winning || all.size() < kMaxListedMoves) all.push_back(m);
        });
    }
    if (!problem.empty()) return fail(problem);
    a.listedAll = a.moveCount <= kMaxListedMoves;
    if (!a.listedAll) std::erase_if(all, [](const SumMove& m) { return !m.winning; });
    a.moves = std::move(all);
    return a;
}

Result<Solver::Status> Solver::search(const SumPosition& root) {
    // Iterative depth-first search over whole sum positions, memoised on a canonical key. A
    // terminal position is lost for the player to move in normal play and won in misère play.
    auto& memo = statusMemo_;
    if (auto it = memo.find(keyOf(root)); it != memo.end()) return it->second;
    // Each frame keeps its position and its moves (part, option), not the positions they lead to:
    // a move is applied only when its child is looked at, which keeps deep searches small.
    struct Frame {
        SumPosition position;
        std::vector<std::pair<std::size_t, Option>> moves;
        std::size_t next = 0;
        bool anyLosingChild = false;
        std::int64_t bestWin = std::numeric_limits<std::int64_t>::max();
        std::int64_t longestLoss = 0;
    };
    const auto tooLarge = [&] {
        memo.clear();
        return fail("searching this position needs more than " + std::to_string(limits::kMaxSumSearchPositions) +
                    " positions or " + std::to_string(limits::kMaxSumSearchWork) +
                    " moves; try smaller heaps or fewer parts");
    };
    std::int64_t work = 0;
    std::vector<Frame> stack;
    const auto push = [&](SumPosition p) {
        Frame f;
        for (std::size_t i = 0; i < p.size(); ++i) {
            rules_.components[p[i].component]->forEachOption(p[i].position,
                                                             [&](const Option& o) { f.moves.emplace_back(i, o); });
        }
        work += 1;
        f.position = std::move(p);
        stack.push_back(std::move(f));
    };
    push(root);
    while (!stack.empty()) {
        if (work > limits::kMaxSumSearchWork) return tooLarge();
        Frame& top = stack.back();
        if (top.next == top.moves.size()) {
            Status s;
            if (top.moves.empty()) {
                s = Status{rules_.misere, 0};
            } else if (top.anyLosingChild) {
                s = Status{true, top.bestWin + 1};
            } else {
                s = Status{false, top.longestLoss + 1};
            }
            memo.emplace(keyOf(top.position), s);
            stack.pop_back();
            if (static_cast<std::int64_t>(memo.size()) > limits::kMaxSumSearchPositions) return tooLarge();
            continue;
        }
        const auto& [part, option] = top.moves[top.next];
        ++work;
        SumPosition child = applyMove(top.position, SumMove{part, option, 0, 0, false});
        auto it = memo.find(keyOf(child));
        if (it == memo.end()) {
            if (stack.size() > static_cast<std::size_t>(limits::kMaxSumSearchPositions)) return tooLarge();
            push(std::move(child));
            continue;
        }
        const Status c = it->second;
        if (!c.win) {
            top.anyLosingChild = true;
            top.bestWin = std::min(top.bestWin, c.remoteness);
        } else {
            top.longestLoss = std::max(top.longestLoss, c.remoteness);
        }
        ++top.next;
    }
    return memo.at(keyOf(root));
}

Result<std::int64_t> Solver::remoteness(const SumPosition& p) {
    auto s = search(p);
    if (!s) return fail(s.error());
    return s->remoteness;
}

Result<SumMove> Solver::bestMove(const SumPosition& p) {
    auto a = analyse(p);
    if (!a) return fail(a.error());
    if (a->moves.empty()) return fail("no move is left from this position");
    // Win as fast as possible, lose as slowly as possible, when the game is small enough to search.
    const SumMove* best = nullptr;
    std::int64_t bestRemoteness = 0;
    bool searched = search(p).ok();  // one search fills the memo for every move's result
    for (const auto& m : a->moves) {
        if (!searched) break;
        if (a->winningMoves > 0 && !m.winning) continue;
        auto r = remoteness(applyMove(p, m));
        if (!r) {
            searched = false;
            break;
        }
        const bool better = !best || (a->winningMoves > 0 ? *r < bestRemoteness : *r > bestRemoteness);
        if (better) {
            best = &m;
            bestRemoteness = *r;
        }
    }
    if (searched && best) return *best;
    // Too large to search: any winning move, else the first move.
    for (const auto& m : a->moves)
        if (m.winning) return m;
    return a->moves.front();
}

std::string Solver::moveText(const SumPosition& p, const SumMove& m) const {
    const auto& game = rules_.components[p[m.part].component];
    const std::string text = game->moveText(p[m.part].position, m.option);
    if (p.size() == 1) return text;
    return text + " in part " + std::to_string(m.part + 1);
}

}  // namespace grundy
