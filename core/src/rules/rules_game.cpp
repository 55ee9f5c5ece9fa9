#include "rules_game.hpp"

#include <algorithm>

#include "../arguments.hpp"
#include "grundy/limits.hpp"
#include "rules_heap.hpp"
#include "rules_search.hpp"

namespace grundy::rules::detail {

namespace {

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
    rowKernels_ = compiled_.dimensions == 2;
    for (const auto& plan : compiled_.plans) rowKernels_ = rowKernels_ && plan.kernel.rowUsable;
    heapForms_ = heapRuleForms(compiled_);
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
    const Message rule =
        say(msg::rules_rule_on_line{.line = compiled_.plans[static_cast<std::size_t>(move.rule)].line});
    const std::string fromText = Machine::positionText(from, dims);
    const std::string toText = partsText(move, dims);
    const Arg bindings = m.bindings(move.rule);
    const auto failure = [&](Message message) { return Failure{std::move(message), move.rule, true}; };
    for (int i = 0; i < move.partCount; ++i) {
        const Coords& part = move.parts[static_cast<std::size_t>(i)];
        for (int j = 0; j < dims; ++j) {
            const std::int64_t v = part[static_cast<std::size_t>(j)];
            if (v < 0)
                return failure(
                    say(msg::rules_move_negative{.rule = rule, .from = fromText, .to = toText, .bindings = bindings}));
            const std::int64_t most = dims == 3 && j > 0 ? kMaxPackedCoordinate - 1 : limits::kMaxCoordinate;
            if (v > most)
                return failure(say(msg::rules_move_too_large{
                    .rule = rule, .from = fromText, .to = toText, .bindings = bindings, .most = most}));
        }
        if (dims == 1 && part[0] == from[0])
            return failure(
                say(msg::rules_move_itself{.rule = rule, .from = fromText, .to = toText, .bindings = bindings}));
        if (dims == 1 && part[0] > from[0])
            return failure(
                say(msg::rules_move_larger{.rule = rule, .from = fromText, .to = toText, .bindings = bindings}));
    }
    return std::nullopt;
}

Failure RulesGame::tooManySteps(const Coords& at) const {
    return Failure{say(msg::rules_too_many_steps{.position = Machine::positionText(at, compiled_.dimensions),
                                                 .most = kMaxTotalSteps}),
                   -1, false};
}

void RulesGame::tally(std::int64_t kernelPositions, std::int64_t blockPositions, std::int64_t steps) const {
    tally_.kernelPositions.fetch_add(kernelPositions, std::memory_order_relaxed);
    tally_.blockPositions.fetch_add(blockPositions, std::memory_order_relaxed);
    tally_.steps.fetch_add(steps, std::memory_order_relaxed);
}

std::optional<Failure> RulesGame::trial() const {
    // A heavy but sound program stops its trial early rather than keep an editor waiting: the
    // check is repeated as a person types. A runaway rule still fails at its first position.
    constexpr std::int64_t kTrialSteps = std::int64_t{1} << 25;
    if (compiled_.dimensions == 1) {
        RulesHeapFiller filler(*this);
        filler.stopAfter(kTrialSteps);
        std::vector<Value> values;
        values.reserve(65);
        if (!filler.fill(values, 65)) return filler.failure();
        return std::nullopt;
    }
    const std::int64_t side = compiled_.dimensions == 2 ? 12 : 6;
    RulesSearch search(*this);
    for (std::int64_t a = 0; a < side; ++a)
        for (std::int64_t b = 0; b < side; ++b)
            for (std::int64_t c = 0; c < (compiled_.dimensions == 3 ? side : 1); ++c) {
                if (search.work() > kTrialSteps) return std::nullopt;
                if (!search.valueAt(Coords{a, b, c})) return search.failure();
            }
    return std::nullopt;
}

Result<Position> RulesGame::checkPosition(const Position& p) const {
    const int dims = compiled_.dimensions;
    if (p.x < 0 || p.y < 0)
        return fail(msg::position_negative{.what = dims == 1 ? say(msg::position_coordinate_a_position{})
                                                             : say(msg::position_coordinate_a_coordinate{}),
                                           .got = p.x < 0 ? p.x : p.y});
    if (dims == 1 && p.y != 0) return fail(msg::rules_position_one_number{});
    if (dims == 1 && p.x >= limits::kMaxTableSize)
        return fail(msg::rules_position_too_large{.position = p.x, .most = limits::kMaxTableSize - 1});
    if (p.x > limits::kMaxCoordinate || (dims == 2 && p.y > limits::kMaxCoordinate))
        return fail(msg::rules_coordinate_at_most{.most = limits::kMaxCoordinate});
    if (dims == 3 && p.y >= kMaxPackedCoordinate * kMaxPackedCoordinate)
        return fail(msg::rules_coordinate_packed{.most = kMaxPackedCoordinate});
    return p;
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

Result<void> RulesGame::forEachOption(const Position& p, const OptionSink& sink) const {
    const Coords from = unpack(p);
    Machine m(compiled_);
    std::optional<Failure> bad;
    const bool ran = m.moves(from, [&](const Move& move) {
        if ((bad = checkMove(m, from, move))) return false;
        sink(toOption(from, move));
        return true;
    });
    if (!ran) return m.why();
    if (bad) return Error(bad->message);
    return {};
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
    if (text.empty()) return fail(msg::position_empty_give{.example = example});
    std::vector<std::int64_t> numbers;
    for (const auto& piece : positionNumbers(text)) {
        const auto v = arguments::wholeNumber(piece);
        if (!v) return fail(msg::position_not_whole{.text = piece, .example = example});
        numbers.push_back(*v);
    }
    Coords c{};
    if (numbers.size() == 1 && dims > 1 && compiled_.program.start) {
        if (numbers[0] < 0)
            return fail(msg::position_negative{.what = say(msg::position_coordinate_a_position{}), .got = numbers[0]});
        Machine m(compiled_);
        if (!m.startPosition(numbers[0], c)) return m.why();
        for (int j = 0; j < dims; ++j)
            if (c[static_cast<std::size_t>(j)] < 0)
                return fail(msg::rules_start_negative{.typed = numbers[0], .position = Machine::positionText(c, dims)});
    } else if (static_cast<int>(numbers.size()) != dims) {
        if (numbers.size() == 1)
            return fail(msg::rules_position_count_one{.text = text, .dims = dims, .example = example});
        return fail(msg::rules_position_count{.text = text, .count = numbers.size(), .dims = dims, .example = example});
    } else {
        for (int j = 0; j < dims; ++j) c[static_cast<std::size_t>(j)] = numbers[static_cast<std::size_t>(j)];
    }
    for (int j = 0; j < dims; ++j) {
        const std::int64_t most = dims == 3 && j > 0 ? kMaxPackedCoordinate - 1 : limits::kMaxCoordinate;
        if (c[static_cast<std::size_t>(j)] < 0)
            return fail(msg::position_negative{.what = say(msg::position_coordinate_a_coordinate{}),
                                               .got = c[static_cast<std::size_t>(j)]});
        if (c[static_cast<std::size_t>(j)] > most)
            return fail(msg::position_too_large{.what = say(msg::position_coordinate_a_coordinate{}),
                                                .most = most,
                                                .got = c[static_cast<std::size_t>(j)]});
    }
    return checkPosition(pack(c));
}

std::string RulesGame::moveText(const Position& from, const Option& o) const {
    if (compiled_.dimensions > 1) return Game::moveText(from, o);
    std::string parts;
    for (int i = 0; i < o.partCount; ++i)
        parts += (i == 0                 ? ""
                  : i + 1 == o.partCount ? " and "
                                         : ", ") +
                 positionText(o.parts[static_cast<std::size_t>(i)]);
    if (o.partCount <= 1) return Game::moveText(from, o);
    if (o.taken == 0) return "split " + positionText(from) + " into " + parts;
    return "take " + std::to_string(o.taken) + " from " + positionText(from) + ", leaving " + parts;
}

namespace {

// A two-coordinate table: the search covers it (a dense grid the kernels pre-fill) on the first
// call, and each cell is then read, or searched when the pre-fill had to leave it.
class RulesGridFiller final : public GridFiller {
public:
    RulesGridFiller(const RulesGame& game, std::int64_t rows, std::int64_t cols, const Budget& budget)
        : search_(game, budget), rows_(rows), cols_(cols) {}

    Result<void> fill(std::vector<Value>& values, std::int64_t& done, std::int64_t to) override {
        if (!covered_) {
            search_.cover(rows_, cols_);
            covered_ = true;
        }
        return search_.fill(values, done, to, cols_);
    }

private:
    RulesSearch search_;
    std::int64_t rows_;
    std::int64_t cols_;
    bool covered_ = false;
};

}  // namespace

Result<std::unique_ptr<GridFiller>> RulesGame::gridFiller(std::int64_t rows, std::int64_t cols,
                                                          const Budget& budget) const {
    if (compiled_.dimensions == 3) return fail(msg::rules_table_three{});
    if (compiled_.dimensions != 2) return std::unique_ptr<GridFiller>();
    if (rows * cols > limits::kMaxSearchPositions)
        return fail(msg::rules_table_too_large{.rows = rows, .cols = cols, .most = limits::kMaxSearchPositions});
    return std::unique_ptr<GridFiller>(std::make_unique<RulesGridFiller>(*this, rows, cols, budget));
}

std::unique_ptr<HeapFiller> RulesGame::heapFiller() const {
    if (compiled_.dimensions != 1) return nullptr;
    return std::make_unique<RulesHeapFiller>(*this);
}

std::unique_ptr<ValueSearch> RulesGame::valueSearch(const Budget& budget) const {
    if (compiled_.dimensions == 1) return nullptr;  // HeapTable, through heapFiller
    return std::make_unique<RulesSearch>(*this, budget);
}

}  // namespace grundy::rules::detail
