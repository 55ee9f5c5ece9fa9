#include "grundy/solver.hpp"

#include <algorithm>
#include <string>

#include "grundy/limits.hpp"

namespace grundy {

Value mex(const std::vector<Value>& values) {
    std::vector<bool> present(values.size() + 1, false);
    for (const Value v : values)
        if (v < present.size()) present[v] = true;
    Value m = 0;
    while (present[m]) ++m;
    return m;
}

HeapTable::HeapTable(GamePtr game, std::int64_t size) : game_(std::move(game)), size_(size) {
    values_.reserve(static_cast<std::size_t>(size));
}

Result<HeapTable> HeapTable::create(GamePtr game, std::int64_t size) {
    if (!game) return fail("no game was given");
    if (!game->isHeapGame()) return fail("'" + game->spec() + "' is not a heap game; its table has two coordinates");
    if (size < 1) return fail("the table needs at least one position (got " + std::to_string(size) + ")");
    if (size > limits::kMaxTableSize)
        return fail("a table of " + std::to_string(size) + " positions needs " +
                    std::to_string(size * 4 / (1 << 20)) + " MiB; the limit is " +
                    std::to_string(limits::kMaxTableSize) + " positions (" +
                    std::to_string(limits::kMaxTableSize * 4 / (1 << 20)) + " MiB)");
    return HeapTable(std::move(game), size);
}

bool HeapTable::advance(std::int64_t budget) {
    const std::int64_t end = std::min(size_, done_ + std::max<std::int64_t>(budget, 0));
    for (std::int64_t n = done_; n < end; ++n) {
        if (++stamp_ == 0) {  // the stamp wrapped: clear for real once every 2^32 positions
            std::fill(seen_.begin(), seen_.end(), 0);
            stamp_ = 1;
        }
        game_->forEachOption(Position{n, 0}, [&](const Option& o) {
            Value v = 0;
            for (int i = 0; i < o.partCount; ++i) v ^= values_[static_cast<std::size_t>(o.parts[i].x)];
            if (v >= seen_.size()) seen_.resize(std::max<std::size_t>(v + 1, seen_.size() * 2), 0);
            seen_[v] = stamp_;
        });
        Value g = 0;
        while (g < seen_.size() && seen_[g] == stamp_) ++g;
        values_.push_back(g);
    }
    done_ = end;
    return complete();
}

Result<std::vector<Value>> heapValues(GamePtr game, std::int64_t size) {
    auto table = HeapTable::create(std::move(game), size);
    if (!table) return fail(table.error());
    table.value().advance(size);
    return std::move(table.value()).values();
}

Result<Explanation> explain(GamePtr game, const Position& p) {
    if (!game) return fail("no game was given");
    auto checked = game->checkPosition(p);
    if (!checked) return fail(checked.error());
    auto values = heapValues(game, p.x + 1);
    if (!values) return fail(values.error());
    Explanation e;
    e.value = values->back();
    game->forEachOption(p, [&](const Option& o) {
        Value v = 0;
        for (int i = 0; i < o.partCount; ++i) v ^= (*values)[static_cast<std::size_t>(o.parts[i].x)];
        e.options.push_back(OptionValue{o, v});
    });
    return e;
}

Result<Option> bestMove(GamePtr game, const Position& p) {
    auto e = explain(std::move(game), p);
    if (!e) return fail(e.error());
    if (e->options.empty()) return fail("no move is left from this position");
    const auto winning = std::find_if(e->options.begin(), e->options.end(),
                                      [](const OptionValue& ov) { return ov.value == 0; });
    return winning != e->options.end() ? winning->option : e->options.front().option;
}

}  // namespace grundy
