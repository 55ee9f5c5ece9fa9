#include "grundy/budget.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#ifdef __EMSCRIPTEN__
#include <emscripten/heap.h>
#else
#include <unistd.h>
#endif

namespace grundy {

#ifdef __EMSCRIPTEN__
namespace {
std::int64_t available = 0;  // setMemoryAvailable's; 0: the module's maximum
bool alone = false;
}  // namespace

void setMemoryAvailable(std::int64_t bytes, bool isAlone) {
    available = bytes > 0 ? bytes : 0;
    alone = isAlone;
}
#else
void setMemoryAvailable(std::int64_t, bool) {}
#endif

std::int64_t memoryCeiling() {
#ifdef __EMSCRIPTEN__
    const auto most = static_cast<std::int64_t>(emscripten_get_heap_max());
    const std::int64_t grows = available > 0 ? std::min(available, most) : most;
    return alone ? grows / 8 * 5 : grows / 4;
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

bool stoppedOnBudget(const Message& message) {
    // The budgets of the searches a Budget reaches (search/depth_first.hpp's raised(), and the genus
    // and quotient searches of grundy/misere/); a table's own limits (its size, the rule language's
    // steps for a heap table) are not among them.
    static constexpr std::array kIds = {
        std::string_view{"search.too-many"},        std::string_view{"search.work"},
        std::string_view{"search.memory"},          std::string_view{"search.sum-too-many"},
        std::string_view{"search.sum-memory"},      std::string_view{"rules.search.work"},
        std::string_view{"rules.search.positions"}, std::string_view{"rules.search.held"},
        std::string_view{"rules.search.memory"},    std::string_view{"misere.genus-work"},
        std::string_view{"misere.genus-memory"},    std::string_view{"misere.quotient-work"},
        std::string_view{"misere.quotient-memory"},
    };
    if (std::find(kIds.begin(), kIds.end(), message.id) != kIds.end()) return true;
    return std::any_of(message.args.begin(), message.args.end(), [](const Argument& a) {
        return a.value.message() != nullptr && stoppedOnBudget(*a.value.message());
    });
}

Result<void> tableFits(std::int64_t size, std::int64_t perPosition, std::int64_t allowed) {
    if (size * perPosition <= allowed) return {};
    return fail(msg::table_memory{.size = size,
                                  .needMib = (size * perPosition + (1 << 20) - 1) >> 20,
                                  .allowedMib = allowed >> 20,
                                  .most = allowed / perPosition});
}

}  // namespace grundy
