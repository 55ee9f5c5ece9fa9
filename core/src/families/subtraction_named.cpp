// Subtraction games with a named infinite set: subtraction:fib (HDU 1848), subtraction:pow2
// (HDU 1847), subtraction:squares, subtraction:primes. Members are generated as a heap needs them:
// Fibonacci numbers and powers of two are few (about 60 and 41 up to limits::kMaxCoordinate) and
// listed once; squares are k*k for k = 1, 2, ...; primes come from a sieve grown on demand.
//
// Only pow2 has a closed form: g(n) = n mod 3. Every power of two is 1 or 2 mod 3, so no move
// keeps n's residue mod 3; and from n = 1 mod 3 taking 1 reaches residue 0, from n = 2 mod 3 taking
// 1 and 2 reach residues 1 and 0. So by induction the mex of the options' values is n mod 3.
// The others are tabulated and bounded by kMaxTableWork (table_work.hpp); none has a periodicity
// basis (an infinite set has no finite window that proves a period).
#include <cmath>
#include <memory>
#include <mutex>
#include <vector>

#include "../program_code.hpp"
#include "grundy/limits.hpp"
#include "subtraction_sets.hpp"
#include "table_work.hpp"

namespace grundy {

namespace {

const std::vector<std::int64_t>& fibonacciMembers() {
    static const std::vector<std::int64_t> members = [] {
        std::vector<std::int64_t> v{1, 2};
        while (v[v.size() - 1] + v[v.size() - 2] <= limits::kMaxCoordinate)
            v.push_back(v[v.size() - 1] + v[v.size() - 2]);
        return v;
    }();
    return members;
}

// The primes up to at least n, from a sieve that doubles when a larger heap is asked about. The
// snapshot handed out stays valid if another call grows the sieve meanwhile.
std::shared_ptr<const std::vector<std::int64_t>> primesUpTo(std::int64_t n) {
    static std::mutex mutex;
    static std::shared_ptr<const std::vector<std::int64_t>> primes = std::make_shared<std::vector<std::int64_t>>();
    static std::int64_t covered = 1;
    std::lock_guard<std::mutex> lock(mutex);
    if (n > covered) {
        const std::int64_t limit = std::max<std::int64_t>({n, 2 * covered, 1024});
        std::vector<bool> composite(static_cast<std::size_t>(limit) + 1, false);
        auto found = std::make_shared<std::vector<std::int64_t>>();
        for (std::int64_t i = 2; i <= limit; ++i) {
            if (composite[static_cast<std::size_t>(i)]) continue;
            found->push_back(i);
            for (std::int64_t j = i * i; j <= limit; j += i) composite[static_cast<std::size_t>(j)] = true;
        }
        primes = std::move(found);
        covered = limit;
    }
    return primes;
}

// About how many options a table up to heap n visits: the sum over members s <= n of n - s + 1.
double tableWork(NamedSubtractionSet set, double n) {
    switch (set) {
        case NamedSubtractionSet::Fibonacci:
        case NamedSubtractionSet::PowersOfTwo: {
            double total = 0;
            if (set == NamedSubtractionSet::Fibonacci) {
                for (const auto f : fibonacciMembers())
                    if (static_cast<double>(f) <= n) total += n - static_cast<double>(f) + 1;
            } else {
                for (double s = 1; s <= n; s *= 2) total += n - s + 1;
            }
            return total;
        }
        case NamedSubtractionSet::Squares: {
            const double k = std::floor(std::sqrt(n));
            return k * (n + 1) - k * (k + 1) * (2 * k + 1) / 6;
        }
        case NamedSubtractionSet::Primes:
            // pi(m) is about m / ln m, so the sum is about n^2 / (2 ln n).
            return n < 3 ? n : n * n / (2 * std::log(n));
    }
    return 0;
}

// Each set's rules in words.
Message rulesOf(NamedSubtractionSet set) {
    switch (set) {
        case NamedSubtractionSet::Fibonacci:
            return say(msg::game_rules_subtraction_fib{});
        case NamedSubtractionSet::PowersOfTwo:
            return say(msg::game_rules_subtraction_pow2{});
        case NamedSubtractionSet::Squares:
            return say(msg::game_rules_subtraction_squares{});
        case NamedSubtractionSet::Primes:
            return say(msg::game_rules_subtraction_primes{});
    }
    return {};
}

class NamedSubtractionGame final : public Game {
public:
    explicit NamedSubtractionGame(NamedSubtractionSet set)
        : set_(set), maxHeap_(largestAffordableHeap([set](double n) { return tableWork(set, n); })) {}

    std::string spec() const override { return std::string("subtraction:") + namedSubtractionSetWord(set_); }

    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override {
        const std::int64_t n = p.x;
        const auto take = [&](std::int64_t s) { sink(Option::single(s, Position{n - s, 0})); };
        switch (set_) {
            case NamedSubtractionSet::Fibonacci:
                for (const auto f : fibonacciMembers()) {
                    if (f > n) break;
                    take(f);
                }
                break;
            case NamedSubtractionSet::PowersOfTwo:
                for (std::int64_t s = 1; s <= n; s *= 2) take(s);
                break;
            case NamedSubtractionSet::Squares:
                for (std::int64_t k = 1; k * k <= n; ++k) take(k * k);
                break;
            case NamedSubtractionSet::Primes: {
                const auto primes = primesUpTo(n);
                for (const auto q : *primes) {
                    if (q > n) break;
                    take(q);
                }
                break;
            }
        }
        return {};
    }

    // pow2 has a closed form and few moves, so it takes any heap; the others are tabulated, and
    // capped for the page by their table's work alone: a table told how far to go passes the cap,
    // its members listed that far (subtractionMoves).
    Result<Position> checkPosition(const Position& p) const override {
        if (set_ == NamedSubtractionSet::PowersOfTwo) return Game::checkPosition(p);
        return checkAffordableHeap(
            *this, p, maxHeap_, +[] { return say(msg::heap_cost_mex{.work = kMaxTableWorkText}); });
    }
    Result<Position> checkReach(const Position& p) const override { return Game::checkPosition(p); }

    std::optional<Value> closedFormValue(const Position& p) const override {
        if (set_ == NamedSubtractionSet::PowersOfTwo) return static_cast<Value>(p.x % 3);
        return std::nullopt;
    }

    // The members up to maxHeap_ serve every table within the cap, listed once on first use; a table
    // told how far to go past it gets a longer list, kept with the game so that a pointer handed out
    // stays valid. pow2 never needs one (closed form); fib lists all of them up to 2^40.
    const std::vector<std::int64_t>* subtractionMoves(std::int64_t largestHeap) const override {
        if (set_ == NamedSubtractionSet::Fibonacci) return &fibonacciMembers();
        if (set_ == NamedSubtractionSet::PowersOfTwo) return nullptr;
        const std::int64_t upTo = std::max(maxHeap_, largestHeap);
        const std::lock_guard<std::mutex> lock(listsMutex_);
        for (const auto& [covered, list] : lists_)
            if (covered >= upTo) return list.get();
        auto list = std::make_unique<std::vector<std::int64_t>>();
        if (set_ == NamedSubtractionSet::Squares) {
            for (std::int64_t k = 1; k * k <= upTo; ++k) list->push_back(k * k);
        } else {
            *list = *primesUpTo(upTo);
            while (!list->empty() && list->back() > upTo) list->pop_back();
        }
        lists_.emplace_back(upTo, std::move(list));
        return lists_.back().second.get();
    }

    GameTraits traits() const override {
        GameTraits t;
        t.family = "subtraction";
        t.params = {namedSubtractionSetWord(set_), ""};
        t.rules = rulesOf(set_);
        return t;
    }

    ProgramParts programParts() const override {
        if (set_ == NamedSubtractionSet::PowersOfTwo)
            return {traits().rules.text,
                    ProgramFormula{"n % 3", "g(n) = n mod 3: every power of two is 1 or 2 mod 3",
                                   [](const Position& p) { return p.x % 3; }},
                    std::nullopt};
        std::string setup;
        if (set_ == NamedSubtractionSet::Fibonacci) {
            setup =
                "    std::vector<u64>& m = moves;\n"
                "    m.clear();\n"
                "    for (u64 a = 1, b = 2; a <= largest; b = a + b, a = b - a) m.push_back(a);  // 1, 2, 3, 5, 8, "
                "...\n";
        } else if (set_ == NamedSubtractionSet::Squares) {
            setup =
                "    moves.clear();\n"
                "    for (u64 k = 1; k * k <= largest; ++k) moves.push_back(k * k);\n";
        } else {
            setup =
                "    moves.clear();\n"
                "    std::vector<bool> composite(largest + 1, false);\n"
                "    for (u64 i = 2; i <= largest; ++i) {\n"
                "        if (composite[i]) continue;\n"
                "        moves.push_back(i);\n"
                "        for (u64 j = i * i; j <= largest; j += i) composite[j] = true;\n"
                "    }\n";
        }
        const bool fib = set_ == NamedSubtractionSet::Fibonacci;
        ProgramCode table;
        table.method = "table computation: the mex of g(n - s) over the set's members s <= n";
        table.code = "static std::vector<u64> moves;  // the set's members up to the largest heap, ascending\n\n" +
                     program::mexTable(fib ? 100'000'000 : 200'000,
                                       fib ? "about 90 steps per heap" : "the set's members up to n, for each heap n",
                                       setup, program::subtractionOptions());
        return {traits().rules.text, std::nullopt, std::move(table)};
    }

private:
    NamedSubtractionSet set_;
    std::int64_t maxHeap_;
    mutable std::mutex listsMutex_;
    // Squares or primes up to each heap a table asked for (the first to maxHeap_), never freed.
    mutable std::vector<std::pair<std::int64_t, std::unique_ptr<const std::vector<std::int64_t>>>> lists_;
};

}  // namespace

const char* namedSubtractionSetWord(NamedSubtractionSet set) {
    switch (set) {
        case NamedSubtractionSet::Fibonacci:
            return "fib";
        case NamedSubtractionSet::PowersOfTwo:
            return "pow2";
        case NamedSubtractionSet::Squares:
            return "squares";
        case NamedSubtractionSet::Primes:
            return "primes";
    }
    return "";
}

GamePtr makeNamedSubtractionGame(NamedSubtractionSet set) {
    return std::make_shared<NamedSubtractionGame>(set);
}

}  // namespace grundy
