// describe, families and component: what a spec is, and the forms that write one.
#include <algorithm>
#include <cstring>
#include <iterator>

#include "common.hpp"
#include "grundy/budget.hpp"
#include "grundy/limits.hpp"
#include "grundy/rules.hpp"
#include "registry.hpp"

namespace grundy::api {

namespace {

// Which table shows a component: heaps 0..N in a strip, two coordinates in a grid, a one-coordinate
// game that is not a heap game (a graph, whose moves may lead to larger numbers) as its list of
// nodes, and three coordinates in none.
std::string tableOf(const grundy::Game& game) {
    if (game.dimensions() == 3) return "none";
    if (game.dimensions() == 2) return "grid";
    return game.isHeapGame() ? "strip" : "nodes";
}

Component componentOf(const grundy::Game& game) {
    const GameTraits t = game.traits();
    Component c;
    c.spec = game.spec();
    c.family = t.family;
    c.name = t.name;
    c.about = t.about;
    c.program = t.program;
    c.rules = t.rules;
    c.params = t.params;
    c.dimensions = game.dimensions();
    c.table = tableOf(game);
    c.board = t.board;
    c.axes = t.axes;
    c.boardRows = t.boardRows;
    c.boardCols = t.boardCols;
    c.nodes = t.nodes;
    c.edges.reserve(t.edges.size());
    for (const auto& [from, to] : t.edges) c.edges.push_back(Edge{t.nodes[from], t.nodes[to]});
    c.start = game.positionText(t.start);
    c.empty = game.positionText(t.empty);
    return c;
}

// The heaps a sum's heap components start from: different ones, so that a sum of equal games does
// not start at a P-position (7+7 would).
constexpr std::int64_t kSumHeaps[] = {7, 4, 9, 5, 6, 3, 8, 2};

Limits limitsOf() {
    Limits l;
    l.shownHeaps = limits::kMaxShownHeaps;
    l.shownSide = limits::kMaxShownSide;
    l.shownNodes = limits::kMaxShownNodes;
    l.tableSize = limits::kMaxTableSize;
    l.coordinate = limits::kMaxCoordinate;
    l.specLength = static_cast<std::int64_t>(limits::kMaxSpecLength);
    l.positionLength = static_cast<std::int64_t>(limits::kMaxPositionLength);
    l.periodSearch = largestPeriodSearch();
    l.programLength = static_cast<std::int64_t>(limits::kMaxProgramLength);
    l.rowLength = limits::kMaxRowLength;
    l.playedLength = static_cast<std::int64_t>(limits::kMaxPlayedLength);
    l.statsSize = limits::kPageStatsSize;
    l.searchWork = limits::kMaxSumSearchWork;
    l.searchBytes = limits::kMaxSumSearchBytes;
    l.memoryCeiling = memoryCeiling();
    return l;
}

// The choices of the family's choice field with which field `field` is not used: the text its form
// composes is the same whatever the field holds (two different values give the same text). Read
// off the family's compose function, so no form needs to know which field a choice leaves out.
std::vector<std::string> unusedWith(const grundy::FamilyEntry& f, const std::vector<std::string>& example,
                                    std::size_t field) {
    std::vector<std::string> out;
    const auto choice =
        std::find_if(f.params.begin(), f.params.end(), [](const auto& p) { return p.type == "choice"; });
    if (!f.compose || choice == f.params.end() || f.params[field].type == "choice") return out;
    std::vector<std::string> values = example;
    values.resize(f.params.size());
    const auto at = static_cast<std::size_t>(choice - f.params.begin());
    for (const auto& c : choice->choices) {
        values[at] = c;
        values[field] = "1";
        const std::string one = f.compose(values);
        values[field] = "2";
        if (f.compose(values) == one) out.push_back(c);
    }
    return out;
}

}  // namespace

Result<Descriptor> describe(const std::string& spec) {
    auto parsed = parseSpec(spec);
    if (!parsed) return parsed.why();
    Descriptor g;
    g.spec = parsed->text();
    g.line = grundy::rules::oneLine(g.spec);
    g.misere = parsed->misere;
    for (const auto& component : parsed->components) g.components.push_back(componentOf(*component));
    const Component& first = g.components.front();
    if (!parsed->isSingle()) {
        g.kind = "sum";
    } else if (!first.program.empty()) {
        g.kind = "rules";
    } else {
        g.kind = first.table == "strip" ? "heap" : first.table == "nodes" ? "graph" : "grid";
    }
    for (std::size_t i = 0; i < g.components.size(); ++i) {
        const Component& c = g.components[i];
        const bool sampleHeap = !parsed->isSingle() && (c.board == "heap" || c.board == "row");
        g.start += (i ? "+" : "") + (sampleHeap ? std::to_string(kSumHeaps[i % std::size(kSumHeaps)]) : c.start);
    }
    // Every single game has a program (grundy::exportProgram); a sum of different games or misère
    // play has no Sprague-Grundy values of one game to print.
    g.exportProgram = parsed->isSingle() && !parsed->misere;
    g.limits = limitsOf();
    return g;
}

std::vector<Family> families() {
    // The defaults are the examples' own field values: worked out once (the rules example is compiled).
    static const std::vector<Family> list = [] {
        std::vector<Family> out;
        for (const auto& f : grundy::families()) {
            Family family{f.name, f.example, 1, {}, {}};
            auto example = parseGame(f.example);
            GameTraits t = example ? (*example)->traits() : GameTraits{};
            // A family this build cannot make (the page's first wasm module leaves some out:
            // wasm/first_module.cpp): its fields read off the example's text, which the registry
            // writes as the family writes it back.
            if (!example) {
                const std::string text = f.example, args = text.substr(std::min(text.size(), std::strlen(f.name) + 1));
                if (f.fields)
                    t.params = f.fields(args);
                else if (f.params.size() == 1)
                    t.params = {args};
            }
            if (example) family.dimensions = (*example)->dimensions();
            for (std::size_t i = 0; i < f.params.size(); ++i) {
                const auto& p = f.params[i];
                family.params.push_back(FamilyParam{p.key, p.type, p.choices, i < t.params.size() ? t.params[i] : "",
                                                    p.optional, unusedWith(f, t.params, i)});
            }
            // Each name as the parser reads it: the spec it stands for, written canonically.
            for (const auto& alias : f.aliases) {
                if (auto game = parseGame(alias.name))
                    family.aliases.push_back(Alias{alias.name, (*game)->spec()});
                else if (!example)  // as the registry writes it (the first module's answer is checked against the
                                    // full's)
                    family.aliases.push_back(
                        Alias{alias.name, *alias.args ? std::string(f.name) + ":" + alias.args : std::string(f.name)});
            }
            out.push_back(std::move(family));
        }
        return out;
    }();
    return list;
}

Result<std::string> component(const std::string& family, const std::vector<std::string>& values) {
    const auto& known = grundy::families();
    const auto f = std::find_if(known.begin(), known.end(), [&](const auto& k) { return family == k.name; });
    if (f == known.end()) {
        List names;
        for (const auto& k : known) names.items.emplace_back(k.name);
        return fail(msg::api_unknown_family{.family = family, .families = std::move(names)});
    }
    if (values.size() != f->params.size()) {
        if (f->params.empty())
            return fail(msg::api_field_count_none{.family = family, .count = 0, .got = values.size()});
        List keys;
        for (const auto& p : f->params) keys.items.emplace_back(p.key);
        return fail(msg::api_field_count{
            .family = family, .count = f->params.size(), .keys = std::move(keys), .got = values.size()});
    }
    std::string args;
    if (f->compose) {
        args = f->compose(values);
    } else if (std::any_of(values.begin(), values.end(), [](const std::string& v) { return !v.empty(); })) {
        for (std::size_t i = 0; i < values.size(); ++i) args += (i ? "," : "") + values[i];
    }
    auto game = parseGame(args.empty() ? family : family + ":" + args);
    if (!game) return game.why();
    return (*game)->spec();
}

}  // namespace grundy::api
