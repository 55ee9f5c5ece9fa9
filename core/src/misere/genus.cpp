// Genus symbols of a heap game's heaps: each heap's genus from its options' genera, each option a sum
// of heaps followed as a sum (grundy/misere/genus.hpp says why the recursion is the definition).
//
// Sums are remembered by the games their heaps are, not by the heaps' sizes: two heaps whose
// options are the same sums of the same games are one game (Grundy's game's heaps 1 and 2 have no
// move, like heap 0), so a sum is a sorted list of game numbers. Three kinds of part are taken out of
// a sum exactly, as theorems allow, which keeps the sums few:
//   - a game with no move (0): G + 0 is G;
//   - the Nim heap *1 ({0}): the genus of G + *1 is G's with g and every γk xor 1, since adding *1
//     flips the last bit of any game's misère value (by induction on G: the options of G + *1 are
//     G' + *1 and G, and mex({x xor 1 : x in S} ∪ {mex S}) = mex S xor 1; with no option, *1 has
//     misère value 0 = 1 xor 1);
//   - the Nim heap *2 ({0, *1}): γk(G + *2) = γ(k+1)(G) by the definition, and g gains xor 2.
// So a sum is its other parts, the parity of its *1 parts and the number of its *2 parts.
#include "grundy/misere/genus.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <utility>

#include "grundy/misere/heap_sums.hpp"

namespace grundy {

Value GenusSymbol::digit(std::int64_t k) const {
    const auto len = static_cast<std::int64_t>(digits.size());
    if (k < len) return digits[static_cast<std::size_t>(k)];
    return digits[static_cast<std::size_t>(len - 2 + ((k - len) & 1))];
}

std::string GenusSymbol::text() const {
    const bool wide = std::any_of(digits.begin(), digits.end(), [](Value d) { return d >= 10; });
    std::string out = std::to_string(g) + "^" + (wide ? "(" : "");
    for (std::size_t i = 0; i < digits.size(); ++i) out += (wide && i ? "," : "") + std::to_string(digits[i]);
    return out + (wide ? ")" : "");
}

bool GenusSymbol::tameGenus() const {
    const bool first = digit(0) == g || (g < 2 && digit(0) == 1 - g);
    return first && digit(1) == (g ^ 2u) && digit(2) == g;
}

namespace {

using Key = std::vector<std::int32_t>;  // game numbers of a sum's parts, ascending

struct KeyHash {
    std::size_t operator()(const Key& k) const noexcept {
        std::uint64_t h = 1469598103934665603ULL;
        for (const auto v : k) h = (h ^ static_cast<std::uint32_t>(v)) * 1099511628211ULL;
        return static_cast<std::size_t>(h ^ (h >> 32));
    }
};

struct Entry {
    GenusSymbol genus;
    bool tame = false;         // every position of the sum, itself included, has a tame genus
    bool optionsTame = false;  // every option is tame in that sense
};

// A sum written as its key and the parts taken out of it (see the file's comment).
struct Reduced {
    Key key;
    bool starOne = false;  // an odd number of *1 parts
    std::int64_t starTwos = 0;
};

// The genus of X + (*1 if starOne) + starTwos * *2, from X's.
GenusSymbol withNimParts(const GenusSymbol& x, bool starOne, std::int64_t starTwos) {
    if (!starOne && starTwos == 0) return x;
    const Value flip = starOne ? 1 : 0;
    GenusSymbol out;
    out.g = x.g ^ flip ^ (starTwos % 2 ? 2u : 0u);
    const auto len = std::max<std::int64_t>(static_cast<std::int64_t>(x.digits.size()) - starTwos, 2);
    for (std::int64_t k = 0; k < len; ++k) out.digits.push_back(x.digit(k + starTwos) ^ flip);
    while (out.digits.size() > 2 && out.digits.back() == out.digits[out.digits.size() - 3]) out.digits.pop_back();
    return out;
}

// The least value not in `values` (which it sorts).
Value mexOf(std::vector<Value>& values) {
    std::sort(values.begin(), values.end());
    Value m = 0;
    for (const Value v : values) {
        if (v == m) ++m;
        if (v > m) break;
    }
    return m;
}

class GenusEngine {
public:
    GenusEngine(const Game& game, const Budget& budget, Progress watch, std::int64_t count)
        : game_(game),
          watch_(std::move(watch)),
          count_(count),
          work_(budget.work > 0 ? budget.work : kDefaultGenusWork),
          bytes_(bytesAllowed(budget, kDefaultGenusBytes)) {
        zero_ = intern({});
        one_ = intern({{}});
        two_ = intern({{}, {one_}});
    }

    Result<HeapGenus> heap(std::int64_t n) {
        nextLook_ = steps_;  // the watch hears of each heap
        auto cls = classOf(n);
        if (!cls) return cls.why();
        const Reduced r = reduce({*cls});
        auto found = entryOf(r.key, n);
        if (!found) return found.why();
        const Entry& e = **found;
        HeapGenus out;
        out.genus = withNimParts(e.genus, r.starOne, r.starTwos);
        const bool tameGenus = out.genus.tameGenus();
        out.standing = e.tame                                            ? MisereStanding::Tame
                       : out.genus.g <= 1 && e.optionsTame && !tameGenus ? MisereStanding::Restive
                       : out.genus.g >= 2 && !tameGenus                  ? MisereStanding::Wild
                                                                         : MisereStanding::Undecided;
        return out;
    }

private:
    // The number of the game whose options are `options` (each a sorted list of game numbers, the
    // zero game left out), a new one if no heap so far is that game.
    std::int32_t intern(std::vector<Key> options) {
        std::sort(options.begin(), options.end());
        options.erase(std::unique(options.begin(), options.end()), options.end());
        const auto [it, added] = games_.emplace(options, static_cast<std::int32_t>(gameOptions_.size()));
        if (added) gameOptions_.push_back(std::move(options));
        return it->second;
    }

    // Heap n's game, after heaps 0 .. n - 1 (heaps are met in order).
    Result<std::int32_t> classOf(std::int64_t n) {
        while (static_cast<std::int64_t>(heapGame_.size()) <= n) {
            const auto h = static_cast<std::int64_t>(heapGame_.size());
            auto options = heapOptions(game_, h);
            if (!options) return options.why();
            std::vector<Key> games;
            for (const HeapSum& sum : *options) {
                Key k;
                for (const std::int64_t part : sum)
                    if (const auto c = heapGame_[static_cast<std::size_t>(part)]; c != zero_) k.push_back(c);
                std::sort(k.begin(), k.end());
                games.push_back(std::move(k));
            }
            heapGame_.push_back(intern(std::move(games)));
        }
        return heapGame_[static_cast<std::size_t>(n)];
    }

    Reduced reduce(const Key& parts) const {
        Reduced r;
        for (const auto c : parts) {
            if (c == zero_) continue;
            if (c == one_) {
                r.starOne = !r.starOne;
            } else if (c == two_) {
                ++r.starTwos;
            } else {
                r.key.push_back(c);
            }
        }
        return r;
    }

    // The options of the sum `key` (its parts' options, one part at a time), reduced.
    std::vector<Reduced> optionsOf(const Key& key) {
        std::vector<Reduced> out;
        for (std::size_t i = 0; i < key.size(); ++i) {
            if (i > 0 && key[i] == key[i - 1]) continue;  // the same game's moves once
            for (const Key& move : gameOptions_[static_cast<std::size_t>(key[i])]) {
                Key parts;
                parts.reserve(key.size() + move.size());
                parts.insert(parts.end(), key.begin(), key.begin() + static_cast<std::ptrdiff_t>(i));
                parts.insert(parts.end(), key.begin() + static_cast<std::ptrdiff_t>(i) + 1, key.end());
                parts.insert(parts.end(), move.begin(), move.end());
                std::sort(parts.begin(), parts.end());
                steps_ += 1 + static_cast<std::int64_t>(parts.size());
                out.push_back(reduce(parts));
            }
        }
        return out;
    }

    // The memo's entry for `root`, computed (with every sum below it) if new; `heap` names the
    // heap asked about in a refusal.
    Result<const Entry*> entryOf(const Key& root, std::int64_t heap) {
        if (auto it = memo_.find(root); it != memo_.end()) return &it->second;
        struct Frame {
            Key key;
            std::vector<Reduced> options;
            std::size_t next = 0;
        };
        std::vector<Frame> stack;
        stack.push_back(Frame{root, optionsOf(root)});
        while (!stack.empty()) {
            if (watch_ && steps_ >= nextLook_) {
                nextLook_ = steps_ + kGenusWatchSteps;
                if (!watch_(heap, count_)) return fail(msg::run_interrupted{.done = heap, .asked = count_});
            }
            if (steps_ > work_)
                return fail(msg::misere_genus_work{.heap = heap,
                                                   .spec = game_.spec(),
                                                   .work = work_,
                                                   .sums = static_cast<std::int64_t>(memo_.size())});
            if (held_ > bytes_)
                return fail(msg::misere_genus_memory{.heap = heap,
                                                     .spec = game_.spec(),
                                                     .mib = bytes_ >> 20,
                                                     .sums = static_cast<std::int64_t>(memo_.size())});
            Frame& f = stack.back();
            while (f.next < f.options.size() && memo_.count(f.options[f.next].key)) ++f.next;
            if (f.next < f.options.size()) {
                Key below = f.options[f.next].key;
                auto options = optionsOf(below);
                stack.push_back(Frame{std::move(below), std::move(options)});
                continue;
            }
            Entry e = combine(f.options);
            held_ += allocationBytes(static_cast<std::int64_t>(f.key.size() * sizeof(std::int32_t)) + 1) +
                     allocationBytes(static_cast<std::int64_t>(e.genus.digits.size() * sizeof(Value))) +
                     allocationBytes(static_cast<std::int64_t>(sizeof(Key) + sizeof(Entry) + 2 * sizeof(void*))) +
                     static_cast<std::int64_t>(sizeof(void*));
            memo_.emplace(std::move(f.key), std::move(e));
            stack.pop_back();
        }
        return &memo_.at(root);
    }

    // A sum's entry from its options' (all remembered).
    Entry combine(const std::vector<Reduced>& options) const {
        Entry e;
        if (options.empty()) {
            e.genus = GenusSymbol{0, {1, 2, 0}};
            e.tame = e.optionsTame = true;
            return e;
        }
        std::vector<GenusSymbol> genera;
        genera.reserve(options.size());
        e.optionsTame = true;
        std::size_t longest = 0;
        for (const Reduced& o : options) {
            const Entry& below = memo_.at(o.key);
            genera.push_back(withNimParts(below.genus, o.starOne, o.starTwos));
            e.optionsTame = e.optionsTame && below.tame;
            longest = std::max(longest, genera.back().digits.size());
        }
        std::vector<Value> values;
        values.reserve(genera.size() + 2);
        for (const auto& o : genera) values.push_back(o.g);
        e.genus.g = mexOf(values);
        // γk for k >= longest is periodic in every option, so once γk = γ(k-2) there (k >= 2) the
        // recursion repeats itself from then on (γ(k+1) is made from γk and the options' γ(k+1), as
        // γ(k-1) was from γ(k-2) and their γ(k-1), which are equal).
        auto& d = e.genus.digits;
        for (std::int64_t k = 0;; ++k) {
            values.clear();
            if (k > 0) {
                values.push_back(d.back());
                values.push_back(d.back() ^ 1u);
            }
            for (const auto& o : genera) values.push_back(o.digit(k));
            d.push_back(mexOf(values));
            if (k >= 2 && k >= static_cast<std::int64_t>(longest) &&
                d[static_cast<std::size_t>(k)] == d[static_cast<std::size_t>(k - 2)]) {
                d.pop_back();
                break;
            }
        }
        while (d.size() > 2 && d.back() == d[d.size() - 3]) d.pop_back();
        e.tame = e.optionsTame && e.genus.tameGenus();
        return e;
    }

    const Game& game_;
    Progress watch_;      // heapGenera's: asked every kGenusWatchSteps steps and at each heap
    std::int64_t count_;  // the heaps asked for, as the watch is told
    std::int64_t work_, bytes_;
    std::int64_t steps_ = 0, held_ = 0, nextLook_ = 0;
    std::int32_t zero_ = 0, one_ = 0, two_ = 0;
    std::map<std::vector<Key>, std::int32_t> games_;  // a game's options -> its number
    std::vector<std::vector<Key>> gameOptions_;       // by number
    std::vector<std::int32_t> heapGame_;              // heap -> its game's number
    std::unordered_map<Key, Entry, KeyHash> memo_;
};

}  // namespace

Result<std::vector<HeapGenus>> heapGenera(const Game& game, std::int64_t count, const Budget& budget, Progress watch) {
    if (auto ok = checkMisereHeapGame(game); !ok) return ok.why();
    GenusEngine engine(game, budget, std::move(watch), count);
    std::vector<HeapGenus> out;
    out.reserve(static_cast<std::size_t>(std::max<std::int64_t>(count, 0)));
    for (std::int64_t n = 0; n < count; ++n) {
        auto h = engine.heap(n);
        if (!h) return h.why();
        out.push_back(std::move(h).value());
    }
    return out;
}

}  // namespace grundy
