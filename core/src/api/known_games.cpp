// The catalogue of known heap games and the searches over it (known_games.hpp).
//
// Values are kept once computed: the first kHead of every game when the catalogue is first asked
// (about 5,600 small tables: a few tens of milliseconds natively), and longer tables only for the
// games whose head matches, so a query answers from memory while a person types.
#include "known_games.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <map>
#include <mutex>
#include <numeric>
#include <set>

#include "grundy/analysis/period_search.hpp"
#include "grundy/messages.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/heap_table.hpp"
#include "registry.hpp"

namespace grundy {

namespace {

// The values every game of the catalogue has computed up front.
constexpr std::int64_t kHead = 64;

struct Catalogue {
    std::vector<KnownGame> games;
    std::vector<std::vector<Value>> head;  // g(0) .. g(kHead-1); empty when the table is refused
    std::map<std::size_t, std::vector<Value>> longer;
    std::mutex lock;
};

// The named games that are take-and-break codes although their families are not code families (their
// rules are their own code's: nim.cpp, lasker.cpp, grundys_game.cpp), by the canonical spec.
constexpr std::pair<const char*, const char*> kNamedCodes[] = {
    {"nim", "octal:0.[3]"}, {"lasker", "octal:4.[3]"}, {"grundy", "octal:4!.0"}};

// Adds a game once: a code spec is seen once, as itself or as a named game's code (Nim is 0.[3]).
void add(std::vector<KnownGame>& games, std::set<std::string>& seen, const std::string& text, const std::string& name) {
    auto game = parseGame(text);
    if (!game || !(*game)->isHeapGame()) return;
    const std::string spec = (*game)->spec();
    const std::string code = spec.rfind("octal:", 0) == 0 ? spec : namedGameCode(spec);
    if (!seen.insert(spec).second || (!code.empty() && code != spec && !seen.insert(code).second)) return;
    games.push_back({spec, name, code});
}

void build(Catalogue& out) {
    {
        std::set<std::string> seen;
        // Named games first: families that take no arguments, then every alias (Kayles, Ruler, ...).
        for (const auto& f : families())
            if (!f.takesArguments) add(out.games, seen, f.name, f.name);
        for (const auto& f : families())
            for (const auto& a : f.aliases) add(out.games, seen, a.name, a.name);
        for (int k = 1; k <= 12; ++k) add(out.games, seen, "bash:" + std::to_string(k), "");
        for (const char* named : {"fib", "pow2", "squares", "primes"})
            add(out.games, seen, std::string("subtraction:") + named, "");
        // Subtraction sets within 1..12, fewer members first (Bash's {1..k} is already listed as bash:k).
        std::vector<unsigned> sets(4095);
        std::iota(sets.begin(), sets.end(), 1u);
        std::stable_sort(sets.begin(), sets.end(),
                         [](unsigned a, unsigned b) { return std::popcount(a) < std::popcount(b); });
        for (const unsigned s : sets) {
            if ((s & (s + 1)) == 0) continue;  // {1..k}: bash:k
            std::string text = "subtraction:";
            for (int m = 1; m <= 12; ++m)
                if (s >> (m - 1) & 1u) text += (text.back() == ':' ? "" : ",") + std::to_string(m);
            add(out.games, seen, text, "");
        }
        // Octal codes with up to three digits after the point, fewer digits first, 0 before the point
        // first. A code already named above (0.77, Kayles) keeps its name and place.
        for (int digits = 1; digits <= 3; ++digits)
            for (const char* before : {"0", "4"})
                for (int d = 0; d < (1 << (3 * digits)); ++d) {
                    if ((d & 7) == 0) continue;  // a trailing zero: the shorter code
                    std::string text = std::string("octal:") + before + ".";
                    for (int i = digits - 1; i >= 0; --i) text += static_cast<char>('0' + ((d >> (3 * i)) & 7));
                    add(out.games, seen, text, "");
                }
        add(out.games, seen, "octal:4.0", "");
        // Codes with a one-digit repeating tail (take any number from some count on): 0.[D], 4.[D] and
        // 0.d[D]. Nim (0.[3]) and Lasker's Nim (4.[3]) are listed by name above; 0.[7] is an equal of Nim's.
        for (const char* before : {"0.", "4.", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"})
            for (char tail = '1'; tail <= '7'; ++tail)
                add(out.games, seen, std::string("octal:") + before + "[" + tail + "]", "");
        out.head.resize(out.games.size());
        for (std::size_t i = 0; i < out.games.size(); ++i) {
            // As many of the first kHead as the game's table takes (Moidores' stops at coin 42).
            auto game = parseGame(out.games[i].spec);
            if (!game) continue;
            for (std::int64_t size = kHead; size >= 8 && out.head[i].empty(); size -= 8)
                if (auto values = heapValues(*game, size)) out.head[i] = std::move(values).value();
        }
    }
}

Catalogue& catalogue() {
    static Catalogue c;
    static std::once_flag once;
    std::call_once(once, [] { build(c); });
    return c;
}

bool agrees(const std::vector<Value>& mine, const ValuesQuery& query, std::size_t count) {
    for (std::size_t n = 0; n < count; ++n)
        if (query.outcomes ? (mine[n] == 0) != (query.values[n] == 0) : mine[n] != query.values[n]) return false;
    return true;
}

}  // namespace

std::string namedGameCode(const std::string& spec) {
    for (const auto& [name, code] : kNamedCodes)
        if (spec == name) return code;
    return "";
}

const std::vector<KnownGame>& knownGames() {
    return catalogue().games;
}

Result<std::vector<Value>> knownValues(std::size_t index, std::int64_t count) {
    Catalogue& c = catalogue();
    if (index >= c.games.size()) return fail(msg::identify_unknown{.index = static_cast<std::int64_t>(index)});
    if (count <= static_cast<std::int64_t>(c.head[index].size()))
        return std::vector<Value>(c.head[index].begin(), c.head[index].begin() + count);
    std::lock_guard<std::mutex> hold(c.lock);
    if (auto it = c.longer.find(index); it != c.longer.end() && static_cast<std::int64_t>(it->second.size()) >= count)
        return std::vector<Value>(it->second.begin(), it->second.begin() + count);
    auto game = parseGame(c.games[index].spec);
    if (!game) return game.why();
    auto values = heapValues(*game, count);
    if (!values) return values.why();
    c.longer[index] = *values;
    return values;
}

Result<ValuesQuery> readValuesQuery(const std::string& text) {
    ValuesQuery out;
    bool numbers = false;
    std::int64_t item = 0;
    for (std::size_t i = 0; i < text.size();) {
        const char ch = text[i];
        if (std::isspace(static_cast<unsigned char>(ch)) || ch == ',' || ch == ';') {
            ++i;
            continue;
        }
        ++item;
        std::size_t end = i;
        if (ch == 'P' || ch == 'p' || ch == 'N' || ch == 'n') {
            if (numbers) return fail(msg::identify_mixed{.at = item, .item = std::string(1, ch)});
            out.outcomes = true;
            out.values.push_back(ch == 'P' || ch == 'p' ? 0 : 1);
            ++i;
        } else {
            while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) && text[end] != ',' &&
                   text[end] != ';')
                ++end;
            const std::string word = text.substr(i, end - i);
            const bool digits =
                word.size() <= 9 && std::all_of(word.begin(), word.end(), [](char d) { return d >= '0' && d <= '9'; });
            if (!digits) return fail(msg::identify_bad_item{.at = item, .item = word});
            if (out.outcomes) return fail(msg::identify_mixed{.at = item, .item = word});
            numbers = true;
            out.values.push_back(static_cast<Value>(std::stoul(word)));
            i = end;
        }
        if (static_cast<std::int64_t>(out.values.size()) > kMaxIdentifyValues)
            return fail(msg::identify_too_many{.most = kMaxIdentifyValues});
    }
    if (out.values.empty()) return fail(msg::identify_empty{});
    return out;
}

std::vector<std::size_t> identifyGames(const ValuesQuery& query) {
    Catalogue& c = catalogue();
    const std::size_t count = query.values.size();
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < c.games.size(); ++i) {
        const std::size_t head = std::min(count, c.head[i].size());
        if (head == 0 || !agrees(c.head[i], query, head)) continue;
        if (count > head) {
            auto values = knownValues(i, static_cast<std::int64_t>(count));
            if (!values || !agrees(*values, query, count)) continue;
        }
        out.push_back(i);
    }
    return out;
}

namespace {

// Whether a[n] = b[n + offset] for max(0, -offset) <= n < count (b holds count + offset values).
bool shiftedEqual(const std::vector<Value>& a, const std::vector<Value>& b, std::int64_t offset, std::int64_t count) {
    for (std::int64_t n = std::max<std::int64_t>(0, -offset); n < count; ++n)
        if (a[static_cast<std::size_t>(n)] != b[static_cast<std::size_t>(n + offset)]) return false;
    return true;
}

// The length of a code's normal form, whatever its family word: "octal:0.77" is 4.
std::size_t codeLength(const std::string& spec) {
    return spec.size() - spec.find(':') - 1;
}

std::optional<PeriodFinding> provenPeriod(const GamePtr& game) {
    PeriodSearchLimits search;
    search.maxSize = kEquivalencePeriodSearch;
    search.maxWork = kEquivalencePeriodWork;
    auto found = findPeriodicity(game, search);
    if (!found) return std::nullopt;
    return std::move(found).value();
}

}  // namespace

Result<CodeEquivalence> equivalentCode(const std::string& spec) {
    auto game = parseGame(spec);
    if (!game) return game.why();
    const std::string family = (*game)->traits().family;
    CodeEquivalence out;
    out.spec = (*game)->spec();
    if (family != "octal" && family != "hex" && family != "take-and-break") {
        // A named game with a code (Nim) is compared as that code, and is its catalogue entry.
        out.spec = namedGameCode(out.spec);
        if (out.spec.empty()) return fail(msg::equivalent_not_code{.spec = (*game)->spec()});
    }
    const std::int64_t count = kEquivalenceValues;
    auto mine = heapValues(*game, count + kMaxOffset);
    if (!mine) return mine.why();
    out.checked = count;
    const auto& games = knownGames();
    // The codes, simplest first: the shortest, then in the order of their text (0 before 4).
    std::vector<std::size_t> codes;
    std::optional<std::size_t> self;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (games[i].code.empty()) continue;
        codes.push_back(i);
        if (games[i].code == out.spec) self = i;
    }
    std::sort(codes.begin(), codes.end(), [&](std::size_t a, std::size_t b) {
        const std::string &x = games[a].code, &y = games[b].code;
        return codeLength(x) != codeLength(y) ? codeLength(x) < codeLength(y) : x < y;
    });
    // The shortest codes with the values first; among codes as long, one with no offset before one
    // with an offset, then the earlier text. A longer code is not simpler, and one as long is simpler
    // only when its text comes first (smaller digits: 0.[3] for 0.[7]) and its values are the same with
    // no offset (0.3 is 0.2 one heap along, and is its own answer).
    constexpr std::int64_t kOffsets[] = {0, 1, -1, 2, -2};
    std::size_t bestRank = std::size(kOffsets);
    for (const std::size_t i : codes) {
        const std::size_t length = codeLength(games[i].code);
        const bool asLong = length == codeLength(out.spec);
        if (length > codeLength(out.spec) || (asLong && games[i].code >= out.spec)) break;
        if (out.known && length > codeLength(games[*out.known].code)) break;
        auto head = knownValues(i, kHead);
        if (!head) continue;
        for (std::size_t rank = 0; rank < (asLong ? 1 : bestRank); ++rank) {
            const std::int64_t offset = kOffsets[rank];
            if (!shiftedEqual(*mine, *head, offset, kHead - kMaxOffset)) continue;
            auto theirs = knownValues(i, count + kMaxOffset);
            if (!theirs || !shiftedEqual(*mine, *theirs, offset, count)) continue;
            out.known = i;
            out.offset = offset;
            bestRank = rank;
            break;
        }
    }
    const bool found = out.known.has_value();
    if (!found || (self && out.known == *self)) {
        out.same = true;
        out.offset = 0;
        out.known = self;
        out.proven = true;
        out.periodicity = provenPeriod(*game);
        return out;
    }
    auto known = parseGame(games[*out.known].code);
    if (!known) return known.why();
    out.periodicity = provenPeriod(*known);
    // Proven when both periods are proven, both rise by the same amount over a common period L
    // (saltus·L/period; 0 for plain periods), and the values agree from the start through L past both
    // preperiods: from there on g(n + L) = g(n) + rise for both, so they agree everywhere.
    const auto mineNow = provenPeriod(*game);
    const auto& p = out.periodicity;
    if (mineNow && p && mineNow->proven && p->proven) {
        const std::int64_t common = std::lcm(mineNow->period, p->period);
        const auto rise = [&](const PeriodFinding& f) { return f.saltus * (common / f.period); };
        const std::int64_t start = std::max({std::int64_t{0}, -out.offset});
        const std::int64_t end = std::max(mineNow->preperiod, p->preperiod - out.offset) + common;
        if (common <= (std::int64_t{1} << 24) && rise(*mineNow) == rise(*p)) {
            bool equal = true;
            for (std::int64_t n = start; n < end && equal; ++n)
                equal = mineNow->valueAt(n) == p->valueAt(n + out.offset);
            if (equal) {
                out.proven = true;
                out.checked = std::max(out.checked, end);
            }
        }
    }
    return out;
}

}  // namespace grundy
