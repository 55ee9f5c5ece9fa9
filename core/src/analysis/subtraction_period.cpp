// findSubtractionPeriod (grundy/subtraction_period.hpp): the period of a finite subtraction game from
// sliding windows of its values, never the whole table.
#include "grundy/analysis/subtraction_period.hpp"

#include <algorithm>
#include <string>
#include <variant>

#include "../tables/subtraction_scan.hpp"
#include "grundy/limits.hpp"

namespace grundy {

namespace {

// One walk over g(0), g(1), ...: only the last max(S) values and the chunk being computed are kept,
// one byte each while every value so far is below 256 (every set of fewer than 256 moves), four bytes
// after. No two-byte stage: each value type is one more copy of the scanner's loops in the page's first
// module (about 20 KB of wasm, 7 KB gzipped), for windows that sets of 256 moves and more make twice
// as wide.
class ValueStream {
public:
    ValueStream(const std::vector<std::int64_t>& moves, std::int64_t chunk)
        : scanner_(moves), keep_(moves.back()), chunk_(chunk) {
        buffer_ = std::vector<std::uint8_t>(static_cast<std::size_t>(keep_ + chunk_));
    }

    std::int64_t next() const { return next_; }  // the next position to compute
    int bytesPerValue() const { return buffer_.index() == 0 ? 1 : 4; }

    // Computes the next `count` (at most the chunk) values, calling f(const T* first, position, n)
    // once or more: first points at g(position) with n values from there, and the max(S) values
    // before it are readable wherever they exist.
    template <class F>
    void advance(std::int64_t count, const F& f) {
        while (count > 0) {
            bool full = false;
            std::visit(
                [&](auto& buffer) {
                    using T = typename std::decay_t<decltype(buffer)>::value_type;
                    if (have_ + count > static_cast<std::int64_t>(buffer.size())) {  // slide the window down
                        const std::int64_t kept = std::min(have_, keep_);
                        std::copy(buffer.begin() + (have_ - kept), buffer.begin() + have_, buffer.begin());
                        have_ = kept;
                    }
                    T* out = buffer.data() + have_;
                    const std::int64_t made = scanner_.run(out, next_, count);
                    if (made > 0) f(static_cast<const T*>(out), next_, made);
                    have_ += made;
                    next_ += made;
                    count -= made;
                    full = count > 0;  // the next value does not fit T
                },
                buffer_);
            if (full) widen();
        }
    }

private:
    void widen() {
        if (auto* narrow = std::get_if<std::vector<std::uint8_t>>(&buffer_))
            buffer_ = std::vector<std::uint32_t>(narrow->begin(), narrow->end());
    }

    detail::SubtractionScanner scanner_;
    std::int64_t keep_;
    std::int64_t chunk_;
    std::variant<std::vector<std::uint8_t>, std::vector<std::uint32_t>> buffer_;
    std::int64_t have_ = 0;  // values in the buffer; the last is g(next_ - 1)
    std::int64_t next_ = 0;
};

}  // namespace

Result<SubtractionPeriod> findSubtractionPeriod(const std::vector<std::int64_t>& moves, std::int64_t maxPositions,
                                                bool wantHead) {
    if (moves.empty()) return fail(msg::subtraction_empty{});
    if (moves.size() > limits::kMaxSubtractionSetSize)
        return fail(msg::subtraction_period_too_many{.most = limits::kMaxSubtractionSetSize});
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (moves[i] < 1 || moves[i] > limits::kMaxSubtractionMember)
            return fail(msg::subtraction_period_member{.most = limits::kMaxSubtractionMember, .got = moves[i]});
        if (i > 0 && moves[i] <= moves[i - 1])
            return fail(msg::subtraction_period_unsorted{.before = moves[i - 1], .after = moves[i]});
    }
    if (maxPositions < 1 || maxPositions > limits::kMaxCoordinate)
        return fail(msg::subtraction_period_budget{.most = limits::kMaxCoordinate, .got = maxPositions});

    const std::int64_t m = moves.back();
    const std::int64_t chunk = std::max<std::int64_t>(4096, m);
    const auto outOfBudget = [&] { return fail(msg::subtraction_period_not_found{.count = maxPositions}); };
    SubtractionPeriod out;

    // Walk 1: the least period, from the first repeat of a window.
    ValueStream walk(moves, chunk);
    detail::RepeatWatch watch(m);
    // Steps grow from about one window to the chunk, so a short period costs little.
    const std::int64_t firstStep = std::min(chunk, std::max<std::int64_t>(256, m));
    for (std::int64_t step = firstStep; out.period == 0; step = std::min(chunk, 2 * step)) {
        if (walk.next() >= maxPositions) return outOfBudget();
        walk.advance(std::min(step, maxPositions - walk.next()),
                     [&](const auto* first, std::int64_t at, std::int64_t n) {
                         for (std::int64_t j = 0; j < n && out.period == 0; ++j)
                             out.period = watch.push(first + j + 1, at + j);
                     });
    }
    out.computed = walk.next();
    out.reached = walk.next();
    out.bytesPerValue = walk.bytesPerValue();

    // Walk 2: two streams p apart; the least preperiod is one past the last n with g(n + p) != g(n),
    // known once a whole window of m agreeing values has gone by (n >= m - 1: the window is full).
    ValueStream early(moves, chunk), late(moves, chunk);
    const auto spend = [&](std::int64_t n) {
        out.computed += n;
        return out.computed <= maxPositions;
    };
    while (late.next() < out.period) {
        const std::int64_t n = std::min(chunk, out.period - late.next());
        if (!spend(n)) return outOfBudget();
        late.advance(n, [](const auto*, std::int64_t, std::int64_t) {});
    }
    std::vector<Value> a(static_cast<std::size_t>(chunk)), b(static_cast<std::size_t>(chunk));
    const auto copyTo = [](std::vector<Value>& to) {
        return [&to](const auto* first, std::int64_t, std::int64_t n) {
            // Each call continues where the last one stopped: the chunk's first call starts at 0.
            to.insert(to.end(), first, first + n);
        };
    };
    std::int64_t lastMismatch = -1;
    std::int64_t step = firstStep;
    for (std::int64_t k = 0;; k += step, step = std::min(chunk, 2 * step)) {
        if (!spend(2 * step)) return outOfBudget();
        a.clear();
        b.clear();
        early.advance(step, copyTo(a));
        late.advance(step, copyTo(b));
        for (std::int64_t j = 0; j < step; ++j) {
            if (a[static_cast<std::size_t>(j)] != b[static_cast<std::size_t>(j)]) lastMismatch = k + j;
            if (k + j + 1 >= m && k + j - lastMismatch >= m) {
                out.preperiod = lastMismatch + 1;
                out.windowEnd = k + j + 1;
                out.bytesPerValue = std::max({out.bytesPerValue, early.bytesPerValue(), late.bytesPerValue()});
                if (wantHead) {
                    const std::int64_t length = out.preperiod + out.period;
                    if (length > limits::kMaxTableSize)
                        return fail(msg::subtraction_period_head_too_long{.preperiod = out.preperiod,
                                                                          .period = out.period,
                                                                          .count = length,
                                                                          .most = limits::kMaxTableSize});
                    ValueStream again(moves, chunk);
                    out.head.reserve(static_cast<std::size_t>(length));
                    while (again.next() < length)
                        again.advance(std::min(chunk, length - again.next()), copyTo(out.head));
                }
                return out;
            }
        }
    }
}

}  // namespace grundy
