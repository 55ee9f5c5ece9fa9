// The value-set table of a coin-turning game (coin_turning_values.hpp).
#include "coin_turning_values.hpp"

#include <algorithm>
#include <cmath>

#include "grundy/budget.hpp"
#include "value_sets.hpp"

namespace grundy {

namespace {

using value_sets::ValueRows;
using value_sets::Word;

// The XORs of the subsets of some values, in layers by size: exact sizes 0 .. top, or with `more`,
// exact sizes 0 .. top - 1 and a last layer of every size from top on.
class SubsetLayers {
public:
    void reset(std::size_t top, bool more, std::size_t words) {
        top_ = top;
        more_ = more;
        words_ = words;
        rows_.reset(words);
        rows_.resize(top + 1);
        value_sets::add(rows_.row(0), 0);  // the empty subset (with `more` and top 0, one of any size)
    }
    // Adds a value to the values the subsets are taken from.
    void add(Value v) {
        if (more_) {
            // Every size from top on: the old ones, and v with a subset of size top - 1 or more.
            std::vector<Word> from(rows_.row(top_), rows_.row(top_) + words_);
            if (top_ > 0) value_sets::orInto(from.data(), rows_.row(top_ - 1), words_);
            value_sets::orTranslated(rows_.row(top_), from.data(), words_, v);
        }
        for (std::size_t i = more_ ? top_ : top_ + 1; i-- > 1;)
            value_sets::orTranslated(rows_.row(i), rows_.row(i - 1), words_, v);
    }
    // Size i (with `more`, i >= top reads the last layer).
    const Word* layer(std::size_t i) const { return rows_.row(std::min(i, top_)); }
    std::size_t top() const { return top_; }
    bool more() const { return more_; }
    void widen(std::size_t words) {
        rows_.widen(words);
        words_ = words;
    }

private:
    std::size_t top_ = 0;
    bool more_ = false;
    std::size_t words_ = 1;
    ValueRows rows_;
};

class TurningValues final : public HeapFiller {
public:
    explicit TurningValues(const TurningCode& code) : code_(code), running_(code.rules.size()) {
        for (std::size_t i = 0; i < code_.rules.size(); ++i) {
            const TurnRule& r = code_.rules[i];
            if (r.spacing == Spacing::Any && r.span == TurnRule::kUnbounded) layersFor(running_[i], r);
        }
    }

    Result<void> fill(std::vector<Value>& values, std::int64_t to) override;
    void allow(const Budget& budget) override { maxWork_ = budget.work > 0 ? budget.work : value_sets::kDefaultWork; }

private:
    Value g(std::int64_t n) const { return (*g_)[static_cast<std::size_t>(n)]; }
    // Layers for the other coins of a rule's move (without coin 1 under F: it is XORed in).
    void layersFor(SubsetLayers& layers, const TurnRule& r) const {
        const std::int64_t fewest = std::max<std::int64_t>(r.fewestOthers() - (r.first ? 1 : 0), 0);
        const std::int64_t most = r.mostOthers() - (r.first ? 1 : 0);
        const bool unbounded = r.mostOthers() >= TurnRule::kUnbounded / 2;
        layers.reset(static_cast<std::size_t>(unbounded ? fewest : std::max<std::int64_t>(most, 0)), unbounded, words_);
    }
    void anyCoins(const TurnRule& r, SubsetLayers& running, std::int64_t n, Word* out);
    void consecutive(const TurnRule& r, std::int64_t n, Word* out) const;
    void equal(const TurnRule& r, std::int64_t n, Word* out);
    void symmetric(const TurnRule& r, std::int64_t n, Word* out);
    // The layers' sizes k in [fewest, most] (others of coin n), XORed with `with`, into out.
    void addSizes(const SubsetLayers& layers, std::int64_t fewest, std::int64_t most, Value with, Word* out) const;
    void widen(std::size_t words);

    TurningCode code_;
    std::vector<SubsetLayers> running_;  // per rule of any coins and no span: over every coin so far
    std::vector<Value> prefix_{0};       // prefix_[i] = g(1) ^ ... ^ g(i)
    std::vector<Word> options_ = std::vector<Word>(1, 0);
    std::size_t words_ = 1;
    const std::vector<Value>* g_ = nullptr;
    std::int64_t work_ = 0;  // words of sets read or written
    std::int64_t maxWork_ = value_sets::kDefaultWork;
};

void TurningValues::addSizes(const SubsetLayers& layers, std::int64_t fewest, std::int64_t most, Value with,
                             Word* out) const {
    if (layers
            .more()) {  // its last layer holds every size from top on; top <= fewest, or the sizes between are allowed
        const auto from = std::min(static_cast<std::size_t>(std::max<std::int64_t>(fewest, 0)), layers.top());
        for (std::size_t k = from; k <= layers.top(); ++k) value_sets::orTranslated(out, layers.layer(k), words_, with);
        return;
    }
    for (std::int64_t k = std::max<std::int64_t>(fewest, 0); k <= most && k <= static_cast<std::int64_t>(layers.top());
         ++k)
        value_sets::orTranslated(out, layers.layer(static_cast<std::size_t>(k)), words_, with);
}

void TurningValues::anyCoins(const TurnRule& r, SubsetLayers& running, std::int64_t n, Word* out) {
    const std::int64_t lo = std::max<std::int64_t>(1, n - r.span + 1);
    if (r.first && lo > 1) return;
    if (r.fewestOthers() == 0 && (!r.first || n == 1)) value_sets::add(out, 0);
    if (n == 1) return;
    const std::int64_t fewest = std::max<std::int64_t>(r.fewestOthers(), 1) - (r.first ? 1 : 0);
    const std::int64_t most = std::min(r.mostOthers(), n - 1) - (r.first ? 1 : 0);
    const Value with = r.first ? g(1) : 0;
    if (r.span == TurnRule::kUnbounded) {
        addSizes(running, fewest, most, with, out);
        return;
    }
    SubsetLayers window;  // the coins within the span, made afresh
    layersFor(window, r);
    for (std::int64_t c = r.first ? 2 : lo; c < n; ++c) window.add(g(c));
    work_ += (n - lo) * static_cast<std::int64_t>((window.top() + 1) * words_);
    addSizes(window, fewest, most, with, out);
}

void TurningValues::consecutive(const TurnRule& r, std::int64_t n, Word* out) const {
    for (std::int64_t k = r.fewestOthers(); k <= std::min(r.mostOthers(), n - 1); ++k)
        if (!r.first || n - k == 1)
            value_sets::add(out,
                            prefix_[static_cast<std::size_t>(n - 1)] ^ prefix_[static_cast<std::size_t>(n - k - 1)]);
}

void TurningValues::equal(const TurnRule& r, std::int64_t n, Word* out) {
    const std::int64_t lo = std::max<std::int64_t>(1, n - r.span + 1);
    if (r.fewestOthers() == 0 && (!r.first || n == 1)) value_sets::add(out, 0);
    const std::int64_t most = std::min(r.mostOthers(), n - 1);
    work_ += n;
    for (std::int64_t d = 1; n - d >= lo; ++d) {
        Value x = 0;
        for (std::int64_t k = 1; k <= most && n - k * d >= lo; ++k) {
            x ^= g(n - k * d);
            if (k >= r.fewestOthers() && (!r.first || n - k * d == 1)) value_sets::add(out, x);
        }
    }
}

void TurningValues::symmetric(const TurnRule& r, std::int64_t n, Word* out) {
    const std::int64_t lo = std::max<std::int64_t>(1, n - r.span + 1);
    if (r.fewestOthers() == 0 && (!r.first || n == 1)) value_sets::add(out, 0);
    const std::int64_t most = std::min(r.mostOthers(), n - 1);
    if (most < 1) return;
    const bool unbounded = r.mostOthers() >= TurnRule::kUnbounded / 2;
    // Inner coins (between a and n): k - 1 of them, in pairs and maybe the middle one.
    const std::int64_t fewestInner = std::max<std::int64_t>(r.fewestOthers(), 1) - 1;
    const std::int64_t mostInner = most - 1;
    SubsetLayers pairs;
    for (std::int64_t a = lo; a < n && !(r.first && a > 1); ++a) {
        const std::int64_t sum = a + n;
        pairs.reset(static_cast<std::size_t>(unbounded ? (fewestInner + 1) / 2 : mostInner / 2), unbounded, words_);
        for (std::int64_t x = a + 1; 2 * x < sum; ++x) pairs.add(g(x) ^ g(sum - x));
        work_ += 4 * (sum / 2 - a) * static_cast<std::int64_t>((pairs.top() + 1) * words_);
        // Even inner counts 2p: p pairs; odd 2p + 1: p pairs and the middle coin (sum even only).
        const Value base = g(a);
        addSizes(pairs, (fewestInner + 1) / 2, unbounded ? TurnRule::kUnbounded : mostInner / 2, base, out);
        if (sum % 2 == 0 && mostInner >= 1)
            addSizes(pairs, fewestInner / 2, unbounded ? TurnRule::kUnbounded : (mostInner - 1) / 2, base ^ g(sum / 2),
                     out);
    }
}

void TurningValues::widen(std::size_t words) {
    for (auto& layers : running_) layers.widen(words);
    words_ = words;
    options_.assign(words_, 0);
}

Result<void> TurningValues::fill(std::vector<Value>& values, std::int64_t to) {
    g_ = &values;
    constexpr Value kMostValue = Value{1} << 22;
    for (auto n = static_cast<std::int64_t>(values.size()); n < to; n = static_cast<std::int64_t>(values.size())) {
        std::fill(options_.begin(), options_.end(), 0);
        if (n > 0) {
            for (std::size_t i = 0; i < code_.rules.size(); ++i) {
                const TurnRule& r = code_.rules[i];
                if (r.spacing == Spacing::Any) anyCoins(r, running_[i], n, options_.data());
                if (r.spacing == Spacing::Consecutive) consecutive(r, n, options_.data());
                if (r.spacing == Spacing::Equal) equal(r, n, options_.data());
                if (r.spacing == Spacing::Symmetric) symmetric(r, n, options_.data());
            }
        }
        const Value mex = value_sets::leastAbsent(options_.data(), words_);
        if (mex >= kMostValue) return fail(msg::code_values_too_large{.heap = n, .most = kMostValue});
        for (const auto& layers : running_) work_ += static_cast<std::int64_t>(2 * (layers.top() + 1) * words_);
        work_ += n / 64 + static_cast<std::int64_t>(code_.rules.size() * words_);
        if (work_ > maxWork_) return fail(msg::code_values_work{.heap = n, .work = maxWork_, .words = words_});
        values.push_back(mex);
        if (mex >= 64 * words_) widen(value_sets::wordsFor(mex));
        if (n >= 1) {
            prefix_.push_back(prefix_.back() ^ mex);
            for (std::size_t i = 0; i < code_.rules.size(); ++i) {
                const TurnRule& r = code_.rules[i];
                if (r.spacing == Spacing::Any && r.span == TurnRule::kUnbounded && !(r.first && n == 1))
                    running_[i].add(mex);
            }
        }
    }
    return {};
}

}  // namespace

std::unique_ptr<HeapFiller> makeTurningValues(const TurningCode& code) {
    return std::make_unique<TurningValues>(code);
}

double turningTableWork(const TurningCode& code, double n) {
    double total = n;
    for (const auto& r : code.rules) {
        const double layers = std::min(static_cast<double>(r.mostOthers()), 64.0) + 1;
        const double span = std::min(static_cast<double>(r.span), n);
        switch (r.spacing) {
            case Spacing::Any:
                total += r.span == TurnRule::kUnbounded ? 2 * layers * n : layers * span * n;
                break;
            case Spacing::Consecutive:
                total += std::min(static_cast<double>(r.mostOthers()) + 1, n) * n;
                break;
            case Spacing::Equal:
                total += n * n * (1 + std::log(n + 1)) / 2;
                break;
            case Spacing::Symmetric:
                total += r.first ? layers * n * n / 2 : layers * n * n * n / 6;
                break;
        }
    }
    return total;
}

}  // namespace grundy
