#include "grundy/search/grid_search.hpp"

#include "grundy/search/evaluator.hpp"

namespace grundy {

namespace {

class SearchFiller final : public GridFiller {
public:
    SearchFiller(GamePtr game, std::int64_t cols, const Budget& budget)
        : evaluator_(std::move(game), budget), cols_(cols) {}

    Result<void> fill(std::vector<Value>& values, std::int64_t& done, std::int64_t to) override {
        for (; done < to; ++done) {
            auto v = evaluator_.value(Position{done / cols_, done % cols_});  // one column: {done, 0}
            if (!v) return v.why();
            values[static_cast<std::size_t>(done)] = *v;
        }
        return {};
    }

private:
    Evaluator evaluator_;
    std::int64_t cols_;
};

}  // namespace

Result<std::unique_ptr<GridFiller>> searchFiller(const GamePtr& game, std::int64_t, std::int64_t cols,
                                                 const Budget& budget) {
    return std::unique_ptr<GridFiller>(std::make_unique<SearchFiller>(game, cols, budget));
}

Result<GridTable> gridTable(GamePtr game, std::int64_t rows, std::int64_t cols, const Budget& budget) {
    return GridTable::create(std::move(game), rows, cols, &searchFiller, budget);
}

Result<std::vector<Value>> gridValues(GamePtr game, std::int64_t rows, std::int64_t cols) {
    auto table = gridTable(std::move(game), rows, cols);
    if (!table) return table.why();
    table.value().advance(table->size());
    if (table->failed()) return table->why();
    return table.value().takeValues();
}

}  // namespace grundy
