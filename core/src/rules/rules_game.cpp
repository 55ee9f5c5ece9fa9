#include "rules_game.hpp"

#include <algorithm>

#include "../games/arguments.hpp"
#include "grundy/limits.hpp"

namespace grundy::rules::detail {

namespace {

// Moves held at once by the search's stack (each frame keeps its position's moves until done).
constexpr std::size_t kMaxStoredMoves = std::size_t{1} << 20;

std::string partsText(const Move& move, int dims) {
    std::string out;
    for (int i = 0; i < move.partCount; ++i)
        out += (i ? " + " : "") + Machine::positionText(move.parts[static_cast<std::size_t>(i)], dims);
    return out;
}

}  // namespace

RulesGame::RulesGame(std::string source, Compiled compiled)
    : source_(std::move(source)), compiled_(std::move(compiled)) {
    const std::string braced = "{" + source_ + "}";
    spec_ = "rules:" + (findClosingBrace(braced, 0) + 1 == braced.size() ? braced : "{" + source_ + "\n}");
}

Coords RulesGame::unpack(const Position& p) const {
    if (compiled_.dimensions == 3) return Coords{p.x, p.y / kMaxPackedCoordinate, p.y % kMaxPackedCoordinate};
    return Coords{p.x, compiled_.dimensions == 2 ? p.y : 0, 0};
}

Position RulesGame::pack(const Coords& c) const {
    if (compiled_.dimensions == 3) return Position{c[0], c[1] * kMaxPackedCoordinate + c[2]};
    return Position{c[0], compiled_.dimensions == 2 ? c[1] : 0};
}

std::optional<Failure> RulesGame::checkMove(const Machine& m, const Coords& from, const Move& move) const {
    const int dims = compiled_.dimensions;
    // The common case, every part a position below the bounds, costs a few comparisons; the
    // messages are only put together when something is wrong.
    bool fine = true;
    for (int i = 0; i < move.partCount && fine; ++i) {
        const Coords& part = move.parts[static_cast<std::size_t>(i)];
        if (dims == 1) {
            fine = part[0] >= 0 && part[0] < from[0];
        } else {
            for (int j = 0; j < dims; ++j) {
                const std::int64_t most = dims == 3 && j > 0 ? kMaxPackedCoordinate - 1 : limits::kMaxCoordinate;
                fine = fine && part[static_cast<std::size_t>(j)] >= 0 && part[static_cast<std::size_t>(j)] <= most;
            }
        }
    }
    if (fine) return std::nullopt;
    const std::string rule = "the move rule on line " + std::to_string(compiled_.plans[static_cast<std::size_t>(move.rule)].line);
    const std::string fromText = Machine::positionText(from, dims);
    const auto failure = [&](std::string message) {
        return Failure{std::move(message), move.rule, true};
    };
    for (int i = 0; i < move.partCount; ++i) {
        const Coords& part = move.parts[static_cast<std::size_t>(i)];
        for (int j = 0; j < dims; ++j) {
            const std::int64_t v = part[static_cast<std::size_t>(j)];
            if (v < 0)
                return failure(rule + " takes position " + fromText + " to " + partsText(move, dims) + m.bindings(move.rule) +
                               "; coordinates must stay 0 or more (add a condition with 'where')");
            const std::int64_t most = dims == 3 && j > 0 ? kMaxPackedCoordinate - 1 : limits::kMaxCoordinate;
            if (v > most)
                return failure(rule + " takes position " + fromText + " to " + partsText(move, dims) + m.bindings(move.rule) +
                               ", past the largest coordinate " + std::to_string(most));
        }
        if (dims == 1 && part[0] == from[0])
            return failure(rule + " lets position " + fromText + " reach itself (" + fromText + " -> " +
                           partsText(move, dims) + ")" + m.bindings(move.rule) + ", so values are not defined");
        if (dims == 1 && part[0] > from[0])
            return failure(rule + " takes position " + fromText + " to " + partsText(move, dims) + m.bindings(move.rule) +
                           ", a larger number; when a position is one number every move must lead to smaller "
                           "numbers (a game that can grow needs a second coordinate)");
    }
    return std::nullopt;
}

std::optional<Failure> RulesGame::spend(std::int64_t steps, const Coords& at) const {
    totalSteps_ += steps;
    if (totalSteps_ <= kMaxTotalSteps) return std::nullopt;
    return Failure{"working out this game up to position " + Machine::positionText(at, compiled_.dimensions) +
                       " needs more than " + std::to_string(kMaxTotalSteps) +
                       " steps of its rules; ask about smaller positions",
                   -1, false};
}

std::optional<Failure> RulesGame::extendTable(std::int64_t n) const {
    if (tableFailedAt_ >= 0 && n >= tableFailedAt_) return tableFailure_;
    while (static_cast<std::int64_t>(table_.size()) <= n) {
        const Coords here{static_cast<std::int64_t>(table_.size()), 0, 0};
        if (++stamp_ == 0) {
            std::fill(seen_.begin(), seen_.end(), 0);
            stamp_ = 1;
        }
        Machine m(compiled_);
        std::optional<Failure> bad;
        const bool ran = m.moves(here, [&](const Move& move) {
            if (auto f = checkMove(m, here, move)) {
                bad = std::move(f);
                return false;
            }
            Value v = 0;
            for (int i = 0; i < move.partCount; ++i)
                v ^= table_[static_cast<std::size_t>(move.parts[static_cast<std::size_t>(i)][0])];
            if (v >= seen_.size()) seen_.resize(std::max<std::size_t>(v + 1, seen_.size() * 2 + 16), 0);
            seen_[v] = stamp_;
            return true;
        });
        if (!ran) bad = Failure{m.error(), m.errorRule(), false};
        if (!bad) bad = spend(m.steps(), here);
        if (bad) {
            tableFailedAt_ = here[0];
            tableFailure_ = bad;
            return bad;
        }
        Value g = 0;
        while (g < seen_.size() && seen_[g] == stamp_) ++g;
        table_.push_back(g);
    }
    return std::nullopt;
}

std::optional<Failure> RulesGame::search(const Coords& root) const {
    if (known(pack(root))) return std::nullopt;
    const int dims = compiled_.dimensions;
    struct Frame {
        Coords at;
        std::vector<Move> moves;
        std::size_t next = 0;
        std::vector<Value> seen;
    };
    std::vector<Frame> stack;
    std::unordered_map<Position, std::size_t, PositionHash> onStack;
    std::size_t stored = 0;

    const auto push = [&](const Coords& at) -> std::optional<Failure> {
        Frame f;
        f.at = at;
        Machine m(compiled_);
        std::optional<Failure> bad;
        const bool ran = m.moves(at, [&](const Move& move) {
            if (auto failure = checkMove(m, at, move)) {
                bad = std::move(failure);
                return false;
            }
            f.moves.push_back(move);
            return true;
        });
        if (!ran) return Failure{m.error(), m.errorRule(), false};
        if (bad) return bad;
        if (auto over = spend(m.steps(), at)) return over;
        stored += f.moves.size();
        if (stored > kMaxStoredMoves)
            return Failure{"working out position " + Machine::positionText(root, dims) + " needs more than " +
                               std::to_string(kMaxStoredMoves) + " moves held at once; ask about a smaller position",
                           -1, false};
        onStack.emplace(pack(at), stack.size());
        stack.push_back(std::move(f));
        return std::nullopt;
    };
    if (auto f = push(root)) return f;
    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.next == top.moves.size()) {
            remember(pack(top.at), mex(top.seen));
            onStack.erase(pack(top.at));
            stored -= top.moves.size();
            stack.pop_back();
            if (solved_ > limits::kMaxSearchPositions)
                return Failure{"working out position " + Machine::positionText(root, dims) + " needs more than " +
                                   std::to_string(limits::kMaxSearchPositions) + " positions; ask about a smaller one",
                               -1, false};
            continue;
        }
        const Move& move = top.moves[top.next];
        std::optional<Coords> unknown;
        Value v = 0;
        for (int i = 0; i < move.partCount && !unknown; ++i) {
            const Coords& part = move.parts[static_cast<std::size_t>(i)];
            if (const auto value = known(pack(part)))
                v ^= *value;
            else
                unknown = part;
        }
        if (!unknown) {
            top.seen.push_back(v);
            ++top.next;
            continue;
        }
        if (auto cycle = onStack.find(pack(*unknown)); cycle != onStack.end()) {
            std::string path, lines;
            std::vector<int> rules;
            for (std::size_t i = cycle->second; i < stack.size(); ++i) {
                path += Machine::positionText(stack[i].at, dims) + " -> ";
                const int rule = stack[i].moves[stack[i].next].rule;
                if (std::find(rules.begin(), rules.end(), rule) == rules.end()) rules.push_back(rule);
            }
            path += Machine::positionText(*unknown, dims);
            for (std::size_t i = 0; i < rules.size(); ++i)
                lines += (i ? ", " : "") +
                         std::to_string(compiled_.plans[static_cast<std::size_t>(rules[i])].line);
            return Failure{"the rules let a position be reached from itself, so values are not defined: " + path +
                               " (move rule" + (rules.size() > 1 ? "s on lines " : " on line ") + lines + ")",
                           rules.front(), true};
        }
        const Coords next = *unknown;
        if (auto f = push(next)) return f;
    }
    return std::nullopt;
}

std::optional<Value> RulesGame::known(const Position& p) const {
    if (p.x >= 0 && p.y >= 0 && p.x < denseRows_ && p.y < denseCols_) {
        const Value v = dense_[static_cast<std::size_t>(p.x * denseCols_ + p.y)];
        if (v != kUnknown) return v;
        return std::nullopt;
    }
    if (auto it = memo_.find(p); it != memo_.end()) return it->second;
    return std::nullopt;
}

void RulesGame::remember(const Position& p, Value v) const {
    ++solved_;
    if (p.x >= 0 && p.y >= 0 && p.x < denseRows_ && p.y < denseCols_) {
        dense_[static_cast<std::size_t>(p.x * denseCols_ + p.y)] = v;
    } else {
        memo_.emplace(p, v);
    }
}

void RulesGame::widen(std::int64_t rows, std::int64_t cols) const {
    constexpr std::int64_t kMaxDenseCells = std::int64_t{1} << 22;  // 16 MiB
    if (compiled_.dimensions != 2) return;
    rows = std::max(rows, denseRows_);
    cols = std::max(cols, denseCols_);
    if ((rows == denseRows_ && cols == denseCols_) || rows * cols > kMaxDenseCells) return;
    std::vector<Value> wider(static_cast<std::size_t>(rows * cols), kUnknown);
    for (std::int64_t r = 0; r < denseRows_; ++r)
        std::copy_n(dense_.begin() + r * denseCols_, denseCols_, wider.begin() + r * cols);
    for (auto it = memo_.begin(); it != memo_.end();) {
        if (it->first.x < rows && it->first.y < cols) {
            wider[static_cast<std::size_t>(it->first.x * cols + it->first.y)] = it->second;
            it = memo_.erase(it);
        } else {
            ++it;
        }
    }
    dense_ = std::move(wider);
    denseRows_ = rows;
    denseCols_ = cols;
}

std::optional<Failure> RulesGame::solve(const Coords& c) const {
    if (compiled_.dimensions == 1) return extendTable(c[0]);
    return search(c);
}

std::optional<Failure> RulesGame::trial() const {
    // A heavy but sound program stops its trial early rather than keep an editor waiting: the
    // check is repeated as a person types. A runaway rule still fails at its first position.
    constexpr std::int64_t kTrialSteps = std::int64_t{1} << 25;
    std::lock_guard<std::mutex> lock(mutex_);
    if (compiled_.dimensions == 1) {
        for (std::int64_t n = 0; n <= 64 && totalSteps_ <= kTrialSteps; ++n)
            if (auto f = extendTable(n)) return f;
        return std::nullopt;
    }
    const std::int64_t side = compiled_.dimensions == 2 ? 12 : 6;
    widen(64, 64);
    for (std::int64_t a = 0; a < side; ++a)
        for (std::int64_t b = 0; b < side; ++b)
            for (std::int64_t c = 0; c < (compiled_.dimensions == 3 ? side : 1); ++c) {
                if (totalSteps_ > kTrialSteps) return std::nullopt;
                if (auto f = search(Coords{a, b, c})) return f;
            }
    return std::nullopt;
}

Result<Position> RulesGame::checkPosition(const Position& p) const {
    const int dims = compiled_.dimensions;
    const Coords c = unpack(p);
    if (p.x < 0 || p.y < 0)
        return fail(std::string(dims == 1 ? "a position" : "a coordinate") + " must not be negative (got " +
                    std::to_string(p.x < 0 ? p.x : p.y) + ")");
    if (dims == 1 && p.y != 0) return fail("this game's positions are one number, such as 7");
    if (dims == 1 && p.x >= limits::kMaxTableSize)
        return fail("position " + std::to_string(p.x) + " is too large: values of a game given by rules are tabulated up to " +
                    std::to_string(limits::kMaxTableSize - 1));
    if (p.x > limits::kMaxCoordinate || (dims == 2 && p.y > limits::kMaxCoordinate))
        return fail("a coordinate must be at most " + std::to_string(limits::kMaxCoordinate));
    if (dims == 3 && p.y >= kMaxPackedCoordinate * kMaxPackedCoordinate)
        return fail("the second and third coordinates must be below " + std::to_string(kMaxPackedCoordinate));
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto f = solve(c)) return fail(f->message);
    return p;
}

std::optional<Value> RulesGame::closedFormValue(const Position& p) const {
    std::lock_guard<std::mutex> lock(mutex_);
    if (compiled_.dimensions == 1) {
        if (p.x >= 0 && p.x < static_cast<std::int64_t>(table_.size())) return table_[static_cast<std::size_t>(p.x)];
        return std::nullopt;
    }
    return known(p);
}

Option RulesGame::toOption(const Coords& from, const Move& move) const {
    Option o;
    std::int64_t before = 0, after = 0;
    for (int j = 0; j < compiled_.dimensions; ++j) before += from[static_cast<std::size_t>(j)];
    o.partCount = 0;
    for (int i = 0; i < move.partCount; ++i) {
        const Coords& part = move.parts[static_cast<std::size_t>(i)];
        for (int j = 0; j < compiled_.dimensions; ++j) after += part[static_cast<std::size_t>(j)];
        // An empty heap is no part at all: in a one-number game heap 0 has no move (every move
        // must lead lower), so its value is 0 and leaving it is leaving nothing.
        if (compiled_.dimensions == 1 && part[0] == 0) continue;
        o.parts[static_cast<std::size_t>(o.partCount++)] = pack(part);
    }
    o.taken = std::max<std::int64_t>(before - after, 0);
    return o;
}

void RulesGame::forEachOption(const Position& p, const OptionSink& sink) const {
    // Only checked moves reach the sink: a position that was never worked out (checkPosition) may
    // still be listed, and then a broken move is left out rather than handed on.
    const Coords from = unpack(p);
    Machine m(compiled_);
    m.moves(from, [&](const Move& move) {
        if (checkMove(m, from, move)) return true;
        sink(toOption(from, move));
        return true;
    });
}

std::string RulesGame::positionText(const Position& p) const {
    const Coords c = unpack(p);
    std::string out = std::to_string(c[0]);
    for (int j = 1; j < compiled_.dimensions; ++j) out += "," + std::to_string(c[static_cast<std::size_t>(j)]);
    return out;
}

Result<Position> RulesGame::parsePosition(const std::string& raw) const {
    const int dims = compiled_.dimensions;
    const std::string text(arguments::trim(raw));
    const std::string example = dims == 1 ? "7" : dims == 2 ? "3,5" : "1,2,3";
    if (text.empty()) return fail("the position is empty; give a position such as " + example);
    const auto pieces = arguments::split(text, ',');
    std::vector<std::int64_t> numbers;
    for (const auto piece : pieces) {
        const auto v = arguments::wholeNumber(piece);
        if (!v) return fail("'" + std::string(arguments::trim(piece)) + "' is not a whole number; give a position such as " + example);
        numbers.push_back(*v);
    }
    Coords c{};
    if (numbers.size() == 1 && dims > 1 && compiled_.program.start) {
        if (numbers[0] < 0) return fail("a position must not be negative (got " + std::to_string(numbers[0]) + ")");
        Machine m(compiled_);
        if (!m.startPosition(numbers[0], c)) return fail(m.error());
        for (int j = 0; j < dims; ++j)
            if (c[static_cast<std::size_t>(j)] < 0)
                return fail("the start rule makes " + std::to_string(numbers[0]) + " the position " +
                            Machine::positionText(c, dims) + ", which has a negative coordinate");
    } else if (static_cast<int>(numbers.size()) != dims) {
        return fail("'" + text + "' has " + std::to_string(numbers.size()) + " number" + (numbers.size() == 1 ? "" : "s") +
                    ", but this game's positions have " + std::to_string(dims) + ", such as " + example);
    } else {
        for (int j = 0; j < dims; ++j) c[static_cast<std::size_t>(j)] = numbers[static_cast<std::size_t>(j)];
    }
    for (int j = 0; j < dims; ++j) {
        const std::int64_t most = dims == 3 && j > 0 ? kMaxPackedCoordinate - 1 : limits::kMaxCoordinate;
        if (c[static_cast<std::size_t>(j)] < 0)
            return fail("a coordinate must not be negative (got " + std::to_string(c[static_cast<std::size_t>(j)]) + ")");
        if (c[static_cast<std::size_t>(j)] > most)
            return fail("a coordinate must be at most " + std::to_string(most) + " (got " +
                        std::to_string(c[static_cast<std::size_t>(j)]) + ")");
    }
    return checkPosition(pack(c));
}

std::string RulesGame::moveText(const Position& from, const Option& o) const {
    if (compiled_.dimensions > 1) return Game::moveText(from, o);
    std::string parts;
    for (int i = 0; i < o.partCount; ++i)
        parts += (i == 0 ? "" : i + 1 == o.partCount ? " and " : ", ") + positionText(o.parts[static_cast<std::size_t>(i)]);
    if (o.partCount <= 1) return Game::moveText(from, o);
    if (o.taken == 0) return "split " + positionText(from) + " into " + parts;
    return "take " + std::to_string(o.taken) + " from " + positionText(from) + ", leaving " + parts;
}

namespace {

class CopyFiller final : public GridFiller {
public:
    explicit CopyFiller(std::vector<Value> values) : values_(std::move(values)) {}
    void fill(std::vector<Value>& values, std::int64_t from, std::int64_t to) override {
        std::copy(values_.begin() + from, values_.begin() + to, values.begin() + from);
    }

private:
    std::vector<Value> values_;
};

}  // namespace

Result<std::unique_ptr<GridFiller>> RulesGame::gridFiller(std::int64_t rows, std::int64_t cols) const {
    if (compiled_.dimensions == 3)
        return fail("a table shows games of one or two coordinates, and this game's positions have three; ask about "
                    "single positions such as 1,2,3");
    if (compiled_.dimensions != 2) return std::unique_ptr<GridFiller>();
    if (rows * cols > limits::kMaxSearchPositions)
        return fail("a table of " + std::to_string(rows) + " x " + std::to_string(cols) + " of a game given by rules "
                    "needs every position's value; the limit is " + std::to_string(limits::kMaxSearchPositions) + " positions");
    std::vector<Value> values(static_cast<std::size_t>(rows * cols));
    std::lock_guard<std::mutex> lock(mutex_);
    widen(rows, cols);
    for (std::int64_t r = 0; r < rows; ++r) {
        for (std::int64_t c = 0; c < cols; ++c) {
            if (auto f = search(Coords{r, c, 0})) return fail(f->message);
            values[static_cast<std::size_t>(r * cols + c)] = known(Position{r, c}).value_or(0);
        }
    }
    return std::unique_ptr<GridFiller>(std::make_unique<CopyFiller>(std::move(values)));
}

}  // namespace grundy::rules::detail
