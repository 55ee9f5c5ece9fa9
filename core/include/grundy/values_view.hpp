// A view of values kept narrow, shared by the tables (HeapTable::view, api::TableJob::values) and a
// pattern's head (PeriodHead), so one piece of code reads a value of any width.
#pragma once

#include <cstddef>
#include <cstdint>

#include "grundy/game.hpp"

namespace grundy {

// A table's values g(0) .. g(count-1) where the table keeps them: `width` bytes each (1, 2 or 4), so
// a reader (the page's table stream) takes them without a copy four bytes wide.
struct ValuesView {
    const void* data = nullptr;
    int width = 4;
    std::int64_t count = 0;
    Value at(std::int64_t i) const {
        const auto k = static_cast<std::size_t>(i);
        if (width == 1) return static_cast<const std::uint8_t*>(data)[k];
        if (width == 2) return static_cast<const std::uint16_t*>(data)[k];
        return static_cast<const std::uint32_t*>(data)[k];
    }
};

}  // namespace grundy
