#include "grundy/search/solver.hpp"

#include <algorithm>
#include <limits>
#include <span>
#include <unordered_map>

#include "depth_first.hpp"
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

SumPosition Solver::applyMove(const SumPosition& p, const SumMove& m) const {
    SumPosition out;
    out.reserve(p.size() + Option::kMaxParts);
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (i != m.part) {
            out.push_back(p[i]);
            continue;
        }
        for (int k = 0; k < m.option.partCount; ++k) out.push_back(SumPart{p[i].component, m.option.parts[k]});
    }
    if (m.part >= p.size() || !pairsCancel_[p[m.part].component]) return out;
    // The pieces the move made, at m.part onwards, meet the other heads of their row.
    return cancelPairs(std::move(out), m.part, m.part + static_cast<std::size_t>(m.option.partCount), pairsCancel_);
}

Solver::Solver(GameSpec spec, Budget budget) : spec_(std::move(spec)), budget_(budget) {
    for (const auto& g : spec_.components) {
        evaluators_.push_back(std::make_unique<Evaluator>(g, budget_));
        pairsCancel_.push_back(g->traits().pairsCancel);
    }
    tameDone_.assign(spec_.components.size(), 0);
    wild_.assign(spec_.components.size(), false);
}

Result<Value> Solver::partValue(const SumPosition& p, std::size_t part) {
    auto v = evaluators_[p[part].component]->value(p[part].position);
    if (!v && p.size() > 1) return fail(msg::position_part{.part = part + 1, .reason = v.why()});
    return v;
}

std::optional<Error> Solver::partsError(const SumPosition& p) {
    for (std::size_t i = 0; i < p.size(); ++i)
        if (auto v = partValue(p, i); !v) return v.why();
    return std::nullopt;
}

Result<Value> Solver::value(const SumPosition& p) {
    Value v = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        auto g = partValue(p, i);
        if (!g) return g;
        v ^= *g;
    }
    return v;
}

bool Solver::isMisereNim() const {
    return std::all_of(spec_.components.begin(), spec_.components.end(),
                       [](const GamePtr& g) { return g->traits().nim; });
}

// ---- tame misère sums ----------------------------------------------------------------------------
// Why the rule in tame() holds. Call a heap low when its value is 0 or 1, high otherwise, and let X
// be the XOR of every heap's value in a sum whose heaps are all tame. The claim, by induction on the
// sum: when every heap is low the sum is P iff X = 1, otherwise P iff X = 0. A move replaces one
// heap h by its option's parts, whose XOR differs from h's value (a mex).
//   Some heap high, X = 0: the high bits cancel, so two heaps are high and one stays so after any
//   move, which leaves X != 0: N by the next case. So P.
//   Some heap high, X != 0: with two high heaps, move one (value g) to parts of XOR g ^ X (below g:
//   it exists, by the mex), leaving X = 0 and a high heap: P. With one high heap and the low ones'
//   XOR r, the tame move for r leaves every heap low with X = 1, or a high heap with X = 0: P. So N.
//   Every heap low, X = 1: a move to low parts makes X = 0 with every heap low (N below); one to
//   parts with a high one leaves X != 0 (a tame low heap has no such move with XOR 1 - value):
//   N above. So P.
//   Every heap low, X = 0: with no move at all the player to move wins (misère). Otherwise a heap
//   with a move has one to low parts of XOR 1 - value, leaving every heap low with X = 1: P. So N.
// Nim heaps are tame (heap n >= 2 reaches the heaps 0 and 1; heap 1 reaches nothing), which is
// misère Nim's rule; the tests hold the rule against the search over many games' sums.

bool Solver::tame(const SumPosition& p) {
    if (!spec_.misere) return false;
    if (isMisereNim()) return true;
    std::vector<std::int64_t> most(spec_.components.size(), -1);
    for (const auto& part : p) {
        const auto& game = spec_.components[part.component];
        if (!game->isHeapGame() || pairsCancel_[part.component]) return false;
        most[part.component] = std::max(most[part.component], part.position.x);
    }
    for (std::size_t c = 0; c < most.size(); ++c)
        if (most[c] >= 0 && !tameUpTo(c, most[c])) return false;
    return true;
}

bool Solver::tameUpTo(std::size_t c, std::int64_t most) {
    Evaluator& values = *evaluators_[c];
    const Game& game = *spec_.components[c];
    for (; !wild_[c] && tameDone_[c] <= most; ++tameDone_[c]) {
        const Position heap{tameDone_[c], 0};
        const auto own = values.value(heap);
        if (!own) return false;  // the search will say why
        const bool low = *own <= 1;
        // What the heap's moves reach, as the rule needs it: low parts with XOR 0 or 1, high parts
        // with XOR 0 or 1, and whether there is a move at all.
        bool lowTo[2] = {false, false}, highTo[2] = {false, false}, anyMove = false, unknown = false;
        const auto listed = game.forEachOption(heap, [&](const Option& o) {
            if (unknown || ++tameWork_ > kMaxTameCheckWork) {
                unknown = true;
                return;
            }
            anyMove = true;
            Value x = 0;
            bool high = false;
            for (int i = 0; i < o.partCount; ++i) {
                const auto v = values.value(o.parts[static_cast<std::size_t>(i)]);
                if (!v) {
                    unknown = true;
                    return;
                }
                x ^= *v;
                high = high || *v > 1;
            }
            if (x <= 1) (high ? highTo : lowTo)[x] = true;
        });
        if (!listed || unknown) return false;  // not decided: the search is the fallback
        bool ok = true;
        if (low) {
            const Value flip = 1 - *own;
            ok = !highTo[flip] && (!anyMove || lowTo[flip]);
        } else {
            for (const Value r : {0U, 1U}) ok = ok && (lowTo[1 - r] || highTo[r]);
        }
        if (!ok) wild_[c] = true;
    }
    return !wild_[c];
}

std::shared_ptr<const MisereQuotientSearch> Solver::quotient(const SumPosition& p) {
    if (!spec_.misere || !spec_.isSingle() || p.empty() || pairsCancel_[0]) return nullptr;
    const GamePtr& game = spec_.components[0];
    if (!game->isHeapGame()) return nullptr;
    std::int64_t most = 0;
    for (const auto& part : p) most = std::max(most, part.position.x);
    return knownQuotient(game, most, budget_.work > 0 ? budget_.work : limits::kMaxQuotientPlayWork);
}

namespace {

// Misère Nim's rule on the values of a tame sum's parts (see tame()).
Outcome tameRule(const std::vector<Value>& values) {
    Value x = 0;
    bool allLow = true;
    for (const Value v : values) {
        x ^= v;
        allLow = allLow && v <= 1;
    }
    return (allLow ? x == 1 : x == 0) ? Outcome::P : Outcome::N;
}

}  // namespace

Result<Outcome> Solver::outcome(const SumPosition& p) {
    if (!spec_.misere) {
        // One part: the game may decide P or N exactly without the value (Game::moverLoses), as
        // the Fibonacci game does for heaps whose (heap, allowed take) search would be ~n^2/2.
        if (p.size() == 1) {
            auto loses = spec_.components[p[0].component]->moverLoses(p[0].position);
            if (!loses) return loses.why();
            if (loses->has_value()) return **loses ? Outcome::P : Outcome::N;
        }
        auto v = value(p);
        if (!v) return v.why();
        return *v == 0 ? Outcome::P : Outcome::N;
    }
    if (tame(p)) {
        // Misère Nim (HDU 1907) and every tame sum: when every value is 0 or 1, the player to move
        // wins iff their XOR is 0; otherwise exactly as in normal play.
        std::vector<Value> values;
        values.reserve(p.size());
        for (std::size_t i = 0; i < p.size(); ++i) {
            auto v = partValue(p, i);
            if (!v) return v.why();
            values.push_back(*v);
        }
        return tameRule(values);
    }
    if (auto q = quotient(p)) {
        // One product per heap in the quotient; P exactly when it lies in the P-portion.
        const MisereQuotient& m = q->quotient();
        std::uint32_t x = 0;
        for (const auto& part : p) x = m.product(x, q->element(part.position.x));
        return m.p[x] ? Outcome::P : Outcome::N;
    }
    auto s = search(p);
    if (!s) return s.why();
    return s->win ? Outcome::N : Outcome::P;
}

Result<SumAnalysis> Solver::analyse(const SumPosition& p) {
    SumAnalysis a;
    for (std::size_t i = 0; i < p.size(); ++i) {
        auto g = partValue(p, i);
        if (!g) return g.why();
        a.partValues.push_back(*g);
        a.value ^= *g;
    }
    auto out = outcome(p);
    if (!out) return out.why();
    a.outcome = *out;
    a.tame = tame(p);
    const auto q = spec_.misere && !a.tame ? quotient(p) : nullptr;
    a.quotient = q != nullptr;
    // With a quotient, a move's mark is the product of the other parts' elements (one product each,
    // from the products before and after it) and those of the heaps the move leaves: no sum is made
    // or checked for tameness per move, which a sum of forty heaps with hundreds of moves would feel.
    std::vector<std::uint32_t> others;
    if (q) {
        const MisereQuotient& m = q->quotient();
        std::vector<std::uint32_t> after(p.size() + 1, 0);
        for (std::size_t i = p.size(); i-- > 0;) after[i] = m.product(after[i + 1], q->element(p[i].position.x));
        std::uint32_t before = 0;
        for (std::size_t i = 0; i < p.size(); ++i) {
            others.push_back(m.product(before, after[i + 1]));
            before = m.product(before, q->element(p[i].position.x));
        }
    }

    std::vector<SumMove> all;
    std::optional<Error> problem;
    for (std::size_t i = 0; i < p.size() && !problem; ++i) {
        const auto& game = spec_.components[p[i].component];
        const Value rest = a.value ^ a.partValues[i];
        const auto listed = game->forEachOption(p[i].position, [&](const Option& o) {
            if (problem) return;
            auto ov = evaluators_[p[i].component]->optionValue(o);
            if (!ov) {
                problem = ov.why();
                return;
            }
            SumMove m{i, o, *ov, rest ^ *ov, false};
            ++a.moveCount;
            if (!spec_.misere) {
                m.winning = m.value == 0;
            } else if (q) {
                // Heap games' moves leave smaller heaps, all within the quotient's known heaps.
                std::uint32_t x = others[i];
                for (int k = 0; k < o.partCount; ++k)
                    x = q->quotient().product(x, q->element(o.parts[static_cast<std::size_t>(k)].x));
                m.winning = q->quotient().p[x];
            } else {
                auto after = outcome(applyMove(p, m));
                if (!after) {
                    problem = after.why();
                    return;
                }
                m.winning = *after == Outcome::P;
            }
            a.winningMoves += m.winning;
            if (m.winning || all.size() < kMaxListedMoves) all.push_back(m);
        });
        if (!listed && !problem) problem = listed.why();
    }
    if (problem) return *problem;
    a.listedAll = a.moveCount <= kMaxListedMoves;
    if (!a.listedAll) std::erase_if(all, [](const SumMove& m) { return !m.winning; });
    a.moves = std::move(all);
    return a;
}

// Outcomes and remoteness of whole sum positions (depth_first.hpp), under the ruleset's
// convention: a terminal position is lost for the player to move in normal play and won in misère
// play; a position is won when some move leads to a lost one (as fast as it can), else lost (as
// slowly as it can). Remembered on a canonical key (parts sorted, so 3+5 and 5+3 share an entry).
class Solver::SumSpace {
public:
    using Key = std::vector<std::int64_t>;
    // A position with its key, made once where the memo is first asked about it.
    struct Node {
        SumPosition position;
        Key key;
    };
    using KeyHash = Solver::KeyHash;
    using Answer = Status;
    // A frame keeps its position and its moves (part, option), not the positions they lead to: a
    // move is applied only when its child is looked at, which keeps deep searches small.
    struct Frame {
        SumPosition position;
        std::vector<std::pair<std::size_t, Option>> moves;
        std::size_t next = 0;
        bool anyLosingChild = false;
        std::int64_t bestWin = std::numeric_limits<std::int64_t>::max();
        std::int64_t longestLoss = 0;
    };
    static constexpr std::int64_t kWorkPerMove = 0;  // counted as the moves are listed
    // A memo entry beside its key's own array: the hash node as the allocator gives it (link, key,
    // status, cached hash) and its bucket.
    static constexpr std::int64_t kMemoEntryBytes =
        allocationBytes(sizeof(void*) + sizeof(Key) + sizeof(Status) + sizeof(std::size_t)) + sizeof(void*);

    SumSpace(Solver& solver, const SumPosition& root, const SearchBudget& budget)
        : solver_(solver), root_(root), budget_(budget) {}

    Key key(const Node& n) const { return n.key; }
    // A position on the stack is marked in the memo (its remoteness -1 - its stack index), so one
    // hash of its key serves both (depth_first.hpp).
    std::optional<Status> known(const Key& k) const {
        if (auto it = solver_.statusMemo_.find(k); it != solver_.statusMemo_.end() && it->second.remoteness >= 0)
            return it->second;
        return std::nullopt;
    }
    void enter(const Key& k, std::size_t index) {
        solver_.statusMemo_.emplace(k, Status{false, -1 - static_cast<std::int64_t>(index)});
    }
    std::optional<std::size_t> onStack(const Key& k) const {
        if (auto it = solver_.statusMemo_.find(k); it != solver_.statusMemo_.end() && it->second.remoteness < 0)
            return static_cast<std::size_t>(-1 - it->second.remoteness);
        return std::nullopt;
    }
    void leave(const Key& k) { solver_.statusMemo_.erase(k); }
    // Each move is later applied and keyed (a copy and a sort of the position's parts), so a
    // frame's work is its moves times its parts; it holds its moves, its position and its key while
    // on the stack, and the memo keeps the key.
    Result<Listing<Status>> list(const Node& n, Frame& f) const {
        const SumPosition& p = n.position;
        bool full = false;
        for (std::size_t i = 0; i < p.size() && !full; ++i) {
            const auto listed =
                solver_.spec_.components[p[i].component]->forEachOption(p[i].position, [&](const Option& o) {
                    full = full || !roomFor(f.moves, budget_.bytes);
                    if (!full) f.moves.emplace_back(i, o);
                });
            if (!listed) return rootError().value_or(listed.why());
        }
        if (full) return over(SearchLimit::Memory, n, n);
        f.position = p;
        const auto parts = static_cast<std::int64_t>(p.size());
        const auto moves = static_cast<std::int64_t>(f.moves.size());
        const std::int64_t kept = kMemoEntryBytes + bytesOf(n.key);
        return Listing<Status>{.work = 1 + moves * (parts + 1),
                               .held = 1,
                               .bytes = static_cast<std::int64_t>(sizeof(Frame)) + bytesOf(f.moves) + bytesOf(p) + kept,
                               .kept = kept,
                               .answer = std::nullopt};
    }
    bool finished(const Frame& f) const { return f.next == f.moves.size(); }
    std::optional<Node> next(Frame& f) const {
        const auto& [part, option] = f.moves[f.next];
        Node child{solver_.applyMove(f.position, SumMove{part, option, 0, 0, false}), {}};
        child.key = keyOf(child.position);
        auto c = known(child.key);
        if (!c) return child;
        if (!c->win) {
            f.anyLosingChild = true;
            f.bestWin = std::min(f.bestWin, c->remoteness);
        } else {
            f.longestLoss = std::max(f.longestLoss, c->remoteness);
        }
        ++f.next;
        return std::nullopt;
    }
    Status answer(const Frame& f) const {
        if (f.moves.empty()) return Status{solver_.spec_.misere, 0};
        if (f.anyLosingChild) return Status{true, f.bestWin + 1};
        return Status{false, f.longestLoss + 1};
    }
    void remember(const Key& k, const Status& s) { solver_.statusMemo_.insert_or_assign(k, s); }
    // A sum can only come back to itself through a component position that does: that component's
    // own search names the cycle in the game's words (a rule language game names its rules).
    Error cycle(std::span<const Frame> path, const Node& again) const {
        if (auto error = rootError()) return *error;
        std::string text;
        for (const Frame& f : path) text += sumPositionText(solver_.spec_, f.position) + " -> ";
        return fail(msg::search_cycle{.path = text + sumPositionText(solver_.spec_, again.position)});
    }
    Error over(SearchLimit limit, const Node&, const Node&) const {
        solver_.statusMemo_.clear();
        if (limit == SearchLimit::Memory) return fail(msg::search_sum_memory{.mib = budget_.bytes >> 20});
        return fail(msg::search_sum_too_many{.most = budget_.positions, .work = budget_.work});
    }

private:
    template <class T>
    static std::int64_t bytesOf(const std::vector<T>& v) {
        return v.capacity() == 0 ? 0 : allocationBytes(static_cast<std::int64_t>(v.capacity() * sizeof(T)));
    }
    // A move that breaks a rule (or a cycle) lies below some part of the root, whose value meets it
    // too: its error is what reading the root position used to say, and words it the same way.
    std::optional<Error> rootError() const { return solver_.partsError(root_); }

    Solver& solver_;
    const SumPosition& root_;
    const SearchBudget& budget_;
};

Result<Solver::Status> Solver::search(const SumPosition& root, std::int64_t mostWork) {
    SearchBudget defaults;
    defaults.positions = limits::kMaxSumSearchPositions;
    defaults.work = limits::kMaxSumSearchWork;       // per search
    defaults.held = limits::kMaxSumSearchPositions;  // positions on the stack
    defaults.bytes = limits::kMaxSumSearchBytes;     // the memo's (kept between searches) and the stack's
    SearchBudget budget = raised(defaults, budget_);
    if (mostWork > 0) budget.work = std::min(budget.work, mostWork);
    SumSpace space(*this, root, budget);
    const bool cached = !statusMemo_.empty();
    SearchCounts counts{static_cast<std::int64_t>(statusMemo_.size()), 0, memoBytes_};
    auto found = depthFirst(space, SumSpace::Node{root, keyOf(root)}, budget, counts);
    // The memo kept from earlier searches counts against the positions and bytes a search may hold,
    // but it is only a cache: when a search stops on those (not on its own work) with a memo it did
    // not make, it is run once more from an empty memo, so asking many positions of one game never
    // refuses one that fits alone. A search over its budget empties the memo (SumSpace::over).
    if (!found && cached && counts.work <= budget.work && stoppedOnBudget(found.why().message())) {
        counts = SearchCounts{};
        found = depthFirst(space, SumSpace::Node{root, keyOf(root)}, budget, counts);
    }
    memoBytes_ = statusMemo_.empty() ? 0 : counts.bytes;
    return found;
}

Result<std::int64_t> Solver::remoteness(const SumPosition& p) {
    auto s = search(p);
    if (!s) return s.why();
    return s->remoteness;
}

Result<SumMove> Solver::bestMove(const SumPosition& p) {
    auto a = analyse(p);
    if (!a) return a.why();
    if (a->moves.empty()) return fail(msg::play_no_move{});
    // Win as fast as possible, lose as slowly as possible, when the game is small enough to search.
    const SumMove* best = nullptr;
    std::int64_t bestRemoteness = 0;
    // One search fills the memo for every move's result. A tame sum's winning moves are already
    // known (analyse marked them by the tame rule), and so are those of a sum its quotient decides, so
    // there the search only gets what a small sum
    // needs: a large one takes the rule's move at once rather than the search's whole budget first.
    bool searched = search(p, a->tame || a->quotient ? limits::kMaxTameSearchWork : 0).ok();
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
    const auto& game = spec_.components[p[m.part].component];
    const std::string text = game->moveText(p[m.part].position, m.option);
    if (p.size() == 1) return text;
    return text + " in part " + std::to_string(m.part + 1);
}

}  // namespace grundy
