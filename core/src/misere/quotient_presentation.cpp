// A certified misère quotient's presentation (grundy/misere/quotient.hpp): generators (the
// elements of the first heaps the others do not make), each element's normal form (its least word)
// and the relations no other relation implies.
#include <algorithm>
#include <string>

#include "quotient_engine.hpp"

namespace grundy {

using namespace quotient_detail;

std::string QuotientPresentation::text(const std::vector<std::int32_t>& exponents) const {
    std::string out;
    for (std::size_t i = 0; i < exponents.size(); ++i) {
        if (exponents[i] == 0) continue;
        out += names[i];
        if (exponents[i] > 1) out += "^" + std::to_string(exponents[i]);
    }
    return out.empty() ? "1" : out;
}

namespace {

// A word without its trailing zeros.
void dropTrailingZeros(Word& w) {
    while (!w.empty() && w.back() == 0) w.pop_back();
}

std::string generatorName(std::size_t i) {
    if (i < 26) return std::string(1, static_cast<char>('a' + i));
    if (i < 52) return std::string(1, static_cast<char>('A' + i - 26));
    return "x" + std::to_string(i - 51) + " ";
}

// The elements x, y, ... generate: `in` marks them, from the identity.
std::vector<std::uint8_t> submonoid(const MisereQuotient& q, const std::vector<Elem>& gens) {
    std::vector<std::uint8_t> in(q.order, 0);
    std::vector<Elem> todo{0};
    in[0] = 1;
    while (!todo.empty()) {
        const Elem x = todo.back();
        todo.pop_back();
        for (const Elem g : gens) {
            const Elem y = q.product(x, g);
            if (!in[y]) {
                in[y] = 1;
                todo.push_back(y);
            }
        }
    }
    return in;
}

bool divides(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>& b) {
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] > b[i]) return false;
    return true;
}

}  // namespace

QuotientPresentation presentationOf(const MisereQuotient& q, const std::vector<std::uint32_t>& pretending) {
    QuotientPresentation out;
    // Generators: the elements of the first heaps the earlier ones do not make; then any one the
    // others make after all is dropped.
    std::vector<Elem> gens;
    std::vector<std::int64_t> heaps;
    for (std::size_t h = 0; h < pretending.size(); ++h) {
        const Elem x = pretending[h];
        if (submonoid(q, gens)[x]) continue;
        gens.push_back(x);
        heaps.push_back(static_cast<std::int64_t>(h));
    }
    for (std::size_t i = gens.size(); i-- > 0;) {
        std::vector<Elem> others = gens;
        others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
        if (submonoid(q, others)[gens[i]]) {
            gens = std::move(others);
            heaps.erase(heaps.begin() + static_cast<std::ptrdiff_t>(i));
        }
    }
    const std::size_t g = gens.size();
    for (std::size_t i = 0; i < g; ++i) out.names.push_back(generatorName(i));
    out.generatorHeaps = heaps;
    // Normal forms: each element's least word, colexicographically (fewest of the last generator first).
    out.normalForm.assign(q.order, {});
    std::vector<std::uint8_t> seen(q.order, 0);
    std::vector<std::int32_t> counts;
    colexWalk(
        g, Elem{0},
        [&](const Elem& x, std::size_t level, Elem& next) {
            next = q.product(x, gens[level]);
            return seen[next] ? Step::Stop : Step::Go;
        },
        [&](const Elem& x, const std::vector<std::int32_t>& at) {
            seen[x] = 1;
            out.normalForm[x] = at;
            return Step::Go;
        },
        counts);
    // Relations: a normal form times a generator that is not the product's normal form, keeping only
    // the words no other such word divides.
    std::vector<QuotientPresentation::Relation> found;
    for (Elem x = 0; x < q.order; ++x) {
        for (std::size_t i = 0; i < g; ++i) {
            auto word = out.normalForm[x];
            ++word[i];
            const Elem y = q.product(x, gens[i]);
            if (word == out.normalForm[y]) continue;
            found.push_back({word, out.normalForm[y]});
        }
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        Word wa(a.left.begin(), a.left.end()), wb(b.left.begin(), b.left.end());
        dropTrailingZeros(wa);
        dropTrailingZeros(wb);
        return colexLess(wa, wb);
    });
    for (auto& r : found) {
        const bool implied = std::any_of(out.relations.begin(), out.relations.end(),
                                         [&](const auto& kept) { return divides(kept.left, r.left); });
        if (!implied && std::none_of(out.relations.begin(), out.relations.end(),
                                     [&](const auto& kept) { return kept.left == r.left; }))
            out.relations.push_back(std::move(r));
    }
    return out;
}

}  // namespace grundy
