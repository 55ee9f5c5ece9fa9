// The value-set table of a take-and-break code (take_and_break_values.hpp).
#include "take_and_break_values.hpp"

#include <algorithm>
#include <cassert>
#include <functional>
#include <optional>

#include "grundy/budget.hpp"
#include "value_sets.hpp"

namespace grundy {

namespace {

using value_sets::ValueRows;
using value_sets::Word;

// One kind of split: `count` heaps (or `count` or more) from T tokens under `rule`. Count 1 appears
// only as a step of the "or more" kinds.
struct SetKey {
    PartRule rule = PartRule::Any;
    std::size_t count = 0;
    bool more = false;
    friend bool operator==(const SetKey&, const SetKey&) = default;
};

// The kinds of split of counts 2 and up a digit allows (its counts 0 and 1 are single values).
std::vector<SetKey> digitKeys(const CodeDigit& d) {
    std::vector<SetKey> out;
    const std::size_t listed = d.more ? std::max<std::size_t>(d.counts.size() - 1, 2) : d.counts.size();
    for (std::size_t c = 2; c < listed; ++c)
        if (d.at(c) != PartRule::Disallowed) out.push_back({d.at(c), c, false});
    if (d.more) out.push_back({d.counts.back(), listed, true});
    return out;
}

// The kinds whose sets a kind's set is made from.
std::vector<SetKey> stepsOf(const SetKey& k) {
    const std::size_t below = k.count - 1;
    switch (k.rule) {
        case PartRule::Any:
            if (k.more) return below >= 1 ? std::vector<SetKey>{{PartRule::Any, below, true}} : std::vector<SetKey>{};
            return k.count >= 3 ? std::vector<SetKey>{{PartRule::Any, below, false}} : std::vector<SetKey>{};
        case PartRule::NotAllEqual: {
            if (k.more) {
                const std::size_t rest = std::max<std::size_t>(below, 1);
                return {{PartRule::Any, rest, true}, {PartRule::NotAllEqual, rest, true}};
            }
            if (k.count < 3) return {};
            return {{PartRule::Any, below, false}, {PartRule::NotAllEqual, below, false}};
        }
        default:
            return {};
    }
}

// Every kind the code's digits need, and the kinds those are made from, each once.
std::vector<SetKey> plannedKeys(const TakeBreakCode& code) {
    std::vector<SetKey> keys;
    const auto need = [&](const SetKey& k, const auto& self) -> void {
        if (std::find(keys.begin(), keys.end(), k) != keys.end()) return;
        keys.push_back(k);
        for (const auto& step : stepsOf(k))
            if (!(step == k)) self(step, self);
    };
    for (const auto* side : {&code.digits, &code.added})
        for (const auto& d : *side)
            for (const auto& k : digitKeys(d)) need(k, need);
    return keys;
}

// Whether a kind is made by the knapsack over distinct sizes ("!" past two heaps).
bool knapsack(const SetKey& k) {
    return k.rule == PartRule::Unequal && (k.more || k.count >= 3);
}

// A 0/1 knapsack of distinct heap sizes for one "!" kind: layer i holds, for each T below cap, the
// values of i distinct parts summing to T ("i or more" for a `more` kind), from the sizes added so far.
struct Knapsack {
    SetKey key;
    std::vector<ValueRows> layers;  // 0 .. key.count
    std::size_t cap = 0;            // 0: not made yet
};

class CodeValues final : public HeapFiller {
public:
    explicit CodeValues(const TakeBreakCode& code) : code_(code), keys_(plannedKeys(code)) {
        rows_.resize(keys_.size());
        computed_.assign(keys_.size(), 0);
        for (std::size_t i = 0; i < keys_.size(); ++i)
            if (knapsack(keys_[i])) knapsacks_.push_back({keys_[i], {}, 0});
        for (std::int64_t j = -static_cast<std::int64_t>(code.added.size());
             j < static_cast<std::int64_t>(code.digits.size()); ++j)
            digitSets_.push_back(indices(digitKeys(code.digit(j))));
        if (code.period > 0) accumulated_.resize(code.period * code.period);
        options_.assign(words_, 0);
        // A kind of two heaps no other kind is made from is read only by the digits, at heap n for
        // T = n - tailStart() .. n + added: it keeps that window of rows, not a row for every T (a
        // tail that splits, 4.[7], would otherwise hold n^2 / 64 words).
        window_.assign(keys_.size(), 0);
        for (std::size_t i = 0; i < keys_.size(); ++i) {
            const SetKey& k = keys_[i];
            bool read = knapsack(k) || k.count != 2 || k.more;
            for (const auto& other : keys_)
                for (const auto& step : stepsOf(other)) read = read || step == k;
            if (!read) window_[i] = code.tailStart() + code.added.size() + 2;
        }
    }

    Result<void> fill(std::vector<Value>& values, std::int64_t to) override;
    void allow(const Budget& budget) override {
        maxWork_ = budget.work > 0 ? budget.work : value_sets::kDefaultWork;
        maxBytes_ = budget.bytes;
    }

private:
    std::vector<std::size_t> indices(const std::vector<SetKey>& keys) const {
        std::vector<std::size_t> out;
        for (const auto& k : keys)
            out.push_back(static_cast<std::size_t>(std::find(keys_.begin(), keys_.end(), k) - keys_.begin()));
        return out;
    }
    std::size_t indexOf(const SetKey& k) const { return indices({k})[0]; }
    Value g(std::int64_t n) const { return (*g_)[static_cast<std::size_t>(n)]; }
    const Word* set(std::size_t key, std::int64_t tokens);
    void computeRow(std::size_t key, std::int64_t t, Word* out);
    void pairs(PartRule rule, std::int64_t t, Word* out);
    void notEqualOrMore(const SetKey& k, std::int64_t t, Word* out);
    void allEqualValues(std::int64_t t, std::size_t least, std::size_t most, std::int64_t except, Value with,
                        Word* out) const;
    void addDigit(Word* out, const CodeDigit& d, const std::vector<std::size_t>& keys, std::int64_t tokens);
    // U_a g(a) ^ rest(t - a) over a = 1 .. lastFirst but `skip` (0: none): a split's first heap and the rest.
    void firstAndRest(std::size_t rest, std::int64_t t, std::int64_t lastFirst, std::int64_t skip, Word* out);
    void addSize(Knapsack& k, std::int64_t size);
    void growKnapsack(Knapsack& k, std::size_t cap);
    void widen(std::size_t words);
    std::int64_t bytes() const;

    TakeBreakCode code_;
    std::vector<SetKey> keys_;
    std::vector<ValueRows> rows_;         // per kind: its set for T = 0, 1, ... (knapsack kinds: unused)
    std::vector<std::int64_t> computed_;  // per kind: rows made
    std::vector<std::size_t> window_;     // per kind: 0, a row per T; else the rows kept, T's row at T mod it
    std::vector<Knapsack> knapsacks_;
    std::vector<std::vector<std::size_t>> digitSets_;  // per digit d_-A .. d_K: its kinds
    // A tail's running unions: row r * period + q holds digit r's sets for every T = q (mod period) so far.
    ValueRows accumulated_;
    std::vector<Word> options_;
    std::vector<Word> buckets_;  // firstAndRest's rows by first value
    std::size_t words_ = 1;
    const std::vector<Value>* g_ = nullptr;
    std::int64_t work_ = 0;  // words of sets read or written
    std::int64_t maxWork_ = value_sets::kDefaultWork;
    std::int64_t maxBytes_ = 0;  // the budget's bytes; 0: a quarter of memoryCeiling()
};

const Word* CodeValues::set(std::size_t key, std::int64_t tokens) {
    const SetKey& k = keys_[key];
    if (knapsack(k)) {
        for (auto& ks : knapsacks_) {
            if (!(ks.key == k)) continue;
            if (static_cast<std::size_t>(tokens) >= ks.cap)
                growKnapsack(ks, std::max<std::size_t>({2 * ks.cap, static_cast<std::size_t>(tokens) + 1, 64}));
            return ks.layers[k.count].row(static_cast<std::size_t>(tokens));
        }
    }
    auto& rows = rows_[key];
    const std::size_t window = window_[key];
    const auto at = [&](std::int64_t t) {
        return window ? static_cast<std::size_t>(t) % window : static_cast<std::size_t>(t);
    };
    while (computed_[key] <= tokens) {
        const std::int64_t t = computed_[key];
        rows.resize(std::max(rows.rows(), at(t) + 1));
        std::vector<Word> row(words_, 0);
        computeRow(key, t, row.data());
        std::copy(row.begin(), row.end(), rows_[key].row(at(t)));
        ++computed_[key];
    }
    assert(!window || computed_[key] - tokens <= static_cast<std::int64_t>(window));  // still kept
    return rows.row(at(tokens));
}

void CodeValues::pairs(PartRule rule, std::int64_t t, Word* out) {
    if (rule == PartRule::AllEqual) {
        if (t >= 2 && t % 2 == 0) value_sets::add(out, 0);
        return;
    }
    const bool strict = rule != PartRule::Any;
    for (std::int64_t a = 1; 2 * a < t || (!strict && 2 * a == t); ++a) value_sets::add(out, g(a) ^ g(t - a));
    work_ += t / 2;
}

// The values of the splits of t into `least` .. `most` equal heaps (counts dividing t), but for the
// count `except`, each XORed with `with`.
void CodeValues::allEqualValues(std::int64_t t, std::size_t least, std::size_t most, std::int64_t except, Value with,
                                Word* out) const {
    for (std::int64_t d = 1; d * d <= t; ++d) {
        if (t % d != 0) continue;
        for (const std::int64_t c : {t / d, d}) {  // c heaps of t / c
            if (c < static_cast<std::int64_t>(least) || c > static_cast<std::int64_t>(most) || c == except) continue;
            value_sets::add(out, (c % 2 ? g(t / c) : 0) ^ with);
            if (d * d == t) break;
        }
    }
}

void CodeValues::notEqualOrMore(const SetKey& k, std::int64_t t, Word* out) {
    const std::size_t rest = std::max<std::size_t>(k.count - 1, 1);
    const std::size_t any = indexOf({PartRule::Any, rest, true});
    const std::size_t notEqual = indexOf({PartRule::NotAllEqual, rest, true});
    work_ += t * static_cast<std::int64_t>(words_);
    for (std::int64_t a = 1; a < t; ++a) {
        const std::int64_t r = t - a;
        if (r % a == 0 && static_cast<std::size_t>(r / a) >= rest) {
            // The rest may not be r / a parts of a: it is not all equal, or all equal of another count.
            value_sets::orTranslated(out, set(notEqual, r), words_, g(a));
            allEqualValues(r, rest, static_cast<std::size_t>(r), r / a, g(a), out);
        } else {
            value_sets::orTranslated(out, set(any, r), words_, g(a));
        }
    }
}

void CodeValues::firstAndRest(std::size_t rest, std::int64_t t, std::int64_t lastFirst, std::int64_t skip, Word* out) {
    if (lastFirst < 1) return;
    set(rest, t - 1);  // every row the rest reads, made
    work_ += lastFirst * static_cast<std::int64_t>(words_) + static_cast<std::int64_t>(64 * words_ * words_);
    const ValueRows& rows = rows_[rest];
    // Rows of the same first value are ORed together and translated once (few values, many heaps),
    // while the buckets are small; else each row is translated.
    const std::size_t distinct = 64 * words_;
    if (distinct * words_ > static_cast<std::size_t>(lastFirst)) {
        for (std::int64_t a = 1; a <= lastFirst; ++a)
            if (a != skip) value_sets::orTranslated(out, rows.row(static_cast<std::size_t>(t - a)), words_, g(a));
        return;
    }
    buckets_.assign(distinct * words_, 0);
    const Value* first = g_->data();
    if (words_ == 1) {
        Word* bucket = buckets_.data();
        const Word* row = rows.row(0);
        for (std::int64_t a = 1; a <= lastFirst; ++a)
            if (a != skip) bucket[first[a]] |= row[t - a];
    } else {
        for (std::int64_t a = 1; a <= lastFirst; ++a)
            if (a != skip)
                value_sets::orInto(buckets_.data() + first[a] * words_, rows.row(static_cast<std::size_t>(t - a)),
                                   words_);
    }
    for (std::size_t v = 0; v < distinct; ++v)
        value_sets::orTranslated(out, buckets_.data() + v * words_, words_, static_cast<Value>(v));
}

void CodeValues::computeRow(std::size_t key, std::int64_t t, Word* out) {
    const SetKey k = keys_[key];
    const auto c = static_cast<std::int64_t>(k.count);
    if (k.rule == PartRule::AllEqual) {
        allEqualValues(t, k.count, k.more ? static_cast<std::size_t>(std::max<std::int64_t>(t, 0)) : k.count, -1, 0,
                       out);
        return;
    }
    if (k.rule == PartRule::NotAllEqual && k.more) {
        notEqualOrMore(k, t, out);
        return;
    }
    if (k.count == 2 && !k.more) {
        pairs(k.rule, t, out);
        return;
    }
    if (k.rule == PartRule::Any && k.more) {
        if (k.count == 1 && t >= 1) value_sets::add(out, g(t));
        const std::size_t step = indexOf({PartRule::Any, std::max<std::size_t>(k.count - 1, 1), true});
        firstAndRest(step, t, t - 1, 0, out);
        return;
    }
    // c >= 3 heaps, Any or NotAllEqual: the first part a and the rest in c - 1 heaps (for "?", when
    // all could be a, a rest not all equal).
    const bool notEqual = k.rule == PartRule::NotAllEqual;
    firstAndRest(indexOf({PartRule::Any, k.count - 1, false}), t, t - c + 1, notEqual && t % c == 0 ? t / c : 0, out);
    if (notEqual && t % c == 0 && t / c >= 1)
        value_sets::orTranslated(out, set(indexOf({PartRule::NotAllEqual, k.count - 1, false}), t - t / c), words_,
                                 g(t / c));
}

void CodeValues::addDigit(Word* out, const CodeDigit& d, const std::vector<std::size_t>& keys, std::int64_t tokens) {
    if (tokens < 0) return;
    if (d.at(0) != PartRule::Disallowed && tokens == 0) value_sets::add(out, 0);
    if (d.at(1) != PartRule::Disallowed && tokens >= 1) value_sets::add(out, g(tokens));
    for (const std::size_t key : keys)
        if (tokens >= static_cast<std::int64_t>(keys_[key].count)) value_sets::orInto(out, set(key, tokens), words_);
}

void CodeValues::growKnapsack(Knapsack& k, std::size_t cap) {
    k.layers.assign(k.key.count + 1, ValueRows());
    for (auto& layer : k.layers) {
        layer.reset(words_);
        layer.resize(cap);
    }
    value_sets::add(k.layers[0].row(0), 0);  // no part: the empty split of 0
    k.cap = cap;
    // Every size known so far goes in; a size at or past the cap changes no layer below it.
    const auto known = static_cast<std::int64_t>(g_->size());
    for (std::int64_t m = 1; m < known && static_cast<std::size_t>(m) < cap; ++m) addSize(k, m);
}

void CodeValues::addSize(Knapsack& k, std::int64_t size) {
    const Value v = g(size);
    const auto m = static_cast<std::size_t>(size);
    work_ += static_cast<std::int64_t>((k.key.count + 1) * (k.cap - std::min(k.cap, m)) * words_);
    // Layers from the top down, and T from the top down, so each reads what held before this size.
    for (std::size_t i = k.key.count + 1; i-- > 0;) {
        if (i == 0 && !k.key.more) break;  // exactly: layer 0 is the empty split alone
        const ValueRows& from = k.layers[i == 0 ? 0 : i - 1];
        if (i > 0) {  // another layer: every row at once
            value_sets::orTranslatedRows(k.layers[i].row(m), from.row(0), k.cap - m, words_, v);
            continue;
        }
        for (std::size_t t = k.cap; t-- > m;) value_sets::orTranslated(k.layers[i].row(t), from.row(t - m), words_, v);
    }
}

void CodeValues::widen(std::size_t words) {
    for (auto& rows : rows_) rows.widen(words);
    for (auto& k : knapsacks_)
        for (auto& layer : k.layers) layer.widen(words);
    accumulated_.widen(words);
    words_ = words;
    options_.assign(words_, 0);
}

std::int64_t CodeValues::bytes() const {
    std::int64_t total = accumulated_.bytes();
    for (const auto& rows : rows_) total += rows.bytes();
    for (const auto& k : knapsacks_)
        for (const auto& layer : k.layers) total += layer.bytes();
    return total;
}

Result<void> CodeValues::fill(std::vector<Value>& values, std::int64_t to) {
    g_ = &values;
    const auto start = static_cast<std::int64_t>(code_.tailStart());
    const auto period = static_cast<std::int64_t>(code_.period);
    const auto added = static_cast<std::int64_t>(code_.added.size());
    // Past this value a set would be 8 MiB wide: memory, checked before each widening, stops a table
    // that keeps a row per T long before; one that keeps a window of rows (4.[7]) stops here.
    constexpr Value kMostValue = Value{1} << 26;
    const std::int64_t allowed = bytesAllowed(Budget{.bytes = maxBytes_}, memoryCeiling() / 4);
    for (auto n = static_cast<std::int64_t>(values.size()); n < to; n = static_cast<std::int64_t>(values.size())) {
        std::fill(options_.begin(), options_.end(), 0);
        if (n > 0) {
            for (std::int64_t j = -added; j < start && j <= n; ++j)
                addDigit(options_.data(), code_.digit(j), digitSets_[static_cast<std::size_t>(j + added)], n - j);
            if (period > 0 && n >= start) {
                const std::int64_t t = n - start;  // the tail's newest amount of tokens left
                for (std::int64_t r = 0; r < period; ++r)
                    addDigit(accumulated_.row(static_cast<std::size_t>(r * period + t % period)),
                             code_.digit(start + r), digitSets_[static_cast<std::size_t>(start + r + added)], t);
                for (std::int64_t r = 0; r < period && r <= t; ++r)
                    value_sets::orInto(options_.data(),
                                       accumulated_.row(static_cast<std::size_t>(r * period + (t - r) % period)),
                                       words_);
            }
        }
        const Value mex = value_sets::leastAbsent(options_.data(), words_);
        if (mex >= kMostValue) return fail(msg::code_values_too_large{.heap = n, .most = kMostValue});
        work_ += static_cast<std::int64_t>((digitSets_.size() + accumulated_.rows()) * words_);
        if (work_ > maxWork_) return fail(msg::code_values_work{.heap = n, .work = maxWork_, .words = words_});
        values.push_back(mex);
        // Memory, checked before every set widens at once (the need rounded up to whole MiB).
        const auto tooLarge = [&](std::int64_t need) {
            return fail(
                msg::code_values_memory{.mib = (need + (1 << 20) - 1) >> 20, .heap = n, .allowedMib = allowed >> 20});
        };
        if (mex >= 64 * words_) {
            const auto wide = static_cast<std::int64_t>(value_sets::wordsFor(mex));
            const std::int64_t need = bytes() / static_cast<std::int64_t>(words_) * wide;
            if (need > allowed) return tooLarge(need);
            widen(static_cast<std::size_t>(wide));
        }
        for (auto& k : knapsacks_)
            if (n >= 1 && static_cast<std::size_t>(n) < k.cap) addSize(k, n);  // a larger cap adds it when made
        if (bytes() > allowed) return tooLarge(bytes());
    }
    return {};
}

}  // namespace

std::unique_ptr<HeapFiller> makeCodeValues(const TakeBreakCode& code) {
    return std::make_unique<CodeValues>(code);
}

double codeTableWork(const TakeBreakCode& code, double n) {
    // Per heap: a step for each kind of each digit it reads (and for a tail, a running union per digit and
    // residue). Per amount of tokens T, once: about T / 2 steps for two heaps, T for more, and for a
    // knapsack (each size added to every T below its cap, about 2n) 2 * (layers) per size.
    double perHeap = 1, perToken = 0;
    for (const auto* side : {&code.digits, &code.added})
        for (const auto& d : *side) perHeap += 2 + static_cast<double>(digitKeys(d).size());
    perHeap += static_cast<double>(code.period * code.period);
    for (const auto& k : plannedKeys(code)) {
        if (k.rule == PartRule::AllEqual) continue;
        if (knapsack(k))
            perToken += 2.0 * 2 * static_cast<double>(k.count + 1);
        else
            perToken += k.count == 2 && !k.more ? 0.5 : 1;
    }
    // A tail that reads single heaps keeps its values growing with n: its unions cost n / 64 words.
    if (code.period > 0) perToken += static_cast<double>(code.period) / 64;
    return perHeap * n + perToken * n * n / 2;
}

bool codeValuesLinked() {
    return true;
}

}  // namespace grundy
