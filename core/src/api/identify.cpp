// identify and equivalent (issue 29): the catalogue's searches (known_games.hpp) as the
// API answers them, each listed game with its period (kept once found, so a person typing values
// does not wait for the same searches again).
#include <map>
#include <mutex>

#include "common.hpp"
#include "grundy/api.hpp"
#include "grundy/messages.hpp"
#include "known_games.hpp"

namespace grundy::api {

namespace {

std::optional<Periodicity> knownPeriod(const std::string& spec) {
    static std::mutex lock;
    static std::map<std::string, std::optional<Periodicity>> found;
    {
        std::lock_guard<std::mutex> hold(lock);
        if (auto it = found.find(spec); it != found.end()) return it->second;
    }
    auto p = period(spec, kIdentifyPeriodSearch);
    std::optional<Periodicity> out;
    if (p) out = std::move(p).value();
    std::lock_guard<std::mutex> hold(lock);
    found[spec] = out;
    return out;
}

}  // namespace

Result<Identification> identify(const std::string& sequence) {
    auto query = readValuesQuery(sequence);
    if (!query) return query.why();
    const auto matches = identifyGames(*query);
    const auto& games = knownGames();
    Identification out;
    out.outcomes = query->outcomes;
    out.compared = static_cast<std::int64_t>(query->values.size());
    out.searched = static_cast<std::int64_t>(games.size());
    for (const std::size_t i : matches) {
        if (static_cast<std::int64_t>(out.games.size()) == kIdentifyListed) {
            ++out.more;
            continue;
        }
        const std::string code = games[i].code == games[i].spec ? "" : games[i].code;
        out.games.push_back({games[i].spec, games[i].name, code, knownPeriod(games[i].spec)});
    }
    return out;
}

Result<Equivalence> equivalent(const std::string& spec) {
    auto found = equivalentCode(spec);
    if (!found) return found.why();
    const auto& games = knownGames();
    Equivalence out;
    out.spec = found->spec;
    out.equivalent = found->known ? games[*found->known].code : found->spec;
    out.name = found->known ? games[*found->known].name : "";
    out.offset = found->offset;
    out.proven = found->proven;
    out.checked = found->checked;
    out.same = found->same;
    out.rule = found->same     ? say(msg::equivalent_same{})
               : found->proven ? say(msg::equivalent_periods{.checked = found->checked})
                               : say(msg::equivalent_observed{.checked = found->checked});
    if (found->periodicity) out.periodicity = detail::periodicityOf(*found->periodicity);
    return out;
}

}  // namespace grundy::api
