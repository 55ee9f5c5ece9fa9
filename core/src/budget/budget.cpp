#include "grundy/budget.hpp"

#include <algorithm>

#ifdef __EMSCRIPTEN__
#include <emscripten/heap.h>
#else
#include <unistd.h>
#endif

namespace grundy {

std::int64_t memoryCeiling() {
#ifdef __EMSCRIPTEN__
    return static_cast<std::int64_t>(emscripten_get_heap_max()) / 4;
#else
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long size = sysconf(_SC_PAGE_SIZE);
    // Unknown (a sandbox that hides it): assume a small machine rather than none.
    if (pages <= 0 || size <= 0) return std::int64_t{1} << 30;
    return static_cast<std::int64_t>(pages) * size / 2;
#endif
}

std::int64_t bytesAllowed(const Budget& budget, std::int64_t fallback) {
    return std::min(budget.bytes > 0 ? budget.bytes : fallback, memoryCeiling());
}

}  // namespace grundy
