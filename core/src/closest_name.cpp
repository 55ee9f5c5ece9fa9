#include "closest_name.hpp"

#include <algorithm>
#include <vector>

namespace grundy {

std::string closestName(const std::string& word, const std::vector<std::string>& candidates) {
    const auto distance = [](const std::string& a, const std::string& b) {
        std::vector<std::size_t> row(b.size() + 1), before, previous;  // rows i, i-1, i-2
        for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
        before = row;
        previous = row;
        for (std::size_t i = 1; i <= a.size(); ++i) {
            std::size_t diagonal = row[0];
            row[0] = i;
            for (std::size_t j = 1; j <= b.size(); ++j) {
                const std::size_t up = row[j];
                row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
                // Two neighbours swapped ("mvoe") count as one edit (optimal string alignment).
                if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                    row[j] = std::min(row[j], previous[j - 2] + 1);
                diagonal = up;
            }
            previous.swap(before);
            before = row;
        }
        return row[b.size()];
    };
    std::string best;
    std::size_t bestDistance = 3;
    for (const auto& c : candidates) {
        if (c == word) continue;
        const std::size_t d = distance(word, c);
        // One-letter names are all one edit apart, so a guess among them would be noise.
        const std::size_t shorter = std::min(word.size(), c.size());
        const std::size_t allowed = shorter <= 1 ? 0 : std::min<std::size_t>(2, std::max<std::size_t>(1, shorter / 3));
        if (d <= allowed && d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    return best;
}

}  // namespace grundy
