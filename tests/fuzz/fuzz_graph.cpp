// Fuzz target: the graph family's edge list (GraphGame::parse), two ways chosen by the first byte:
//   * raw text: any input; what parses must be a well-formed acyclic graph whose spec reads back;
//   * a random graph of up to 10 nodes written out with random spacing, duplicates and lone nodes:
//     it must be refused naming a cycle exactly when it has one (found here by Kahn's algorithm), and
//     otherwise every node's value must equal the mex over its successors computed here.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "grundy/families/graph.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/spec.hpp"

using namespace grundy;

namespace {

bool isName(const std::string& s) {
    if (s.empty()) return false;
    for (const char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

// Kahn's algorithm: true when every node can be removed in an order where it has no edge left into it.
bool acyclic(std::size_t nodes, const std::vector<std::pair<std::size_t, std::size_t>>& edges) {
    std::vector<std::size_t> indegree(nodes, 0);
    std::vector<std::vector<std::size_t>> next(nodes);
    for (const auto& [a, b] : edges) {
        next[a].push_back(b);
        ++indegree[b];
    }
    std::vector<std::size_t> ready;
    for (std::size_t v = 0; v < nodes; ++v)
        if (indegree[v] == 0) ready.push_back(v);
    std::size_t removed = 0;
    while (!ready.empty()) {
        const std::size_t v = ready.back();
        ready.pop_back();
        ++removed;
        for (const std::size_t w : next[v])
            if (--indegree[w] == 0) ready.push_back(w);
    }
    return removed == nodes;
}

void checkParsed(const GraphGame& g, const std::string& text) {
    FUZZ_CHECK(!g.nodes().empty() && g.nodes().size() <= GraphGame::kMaxNodes, g.nodes().size() << " nodes");
    FUZZ_CHECK(g.edges().size() <= GraphGame::kMaxEdges, g.edges().size() << " edges");
    std::set<std::string> names(g.nodes().begin(), g.nodes().end());
    FUZZ_CHECK(names.size() == g.nodes().size(), "a node name is repeated in '" << text << "'");
    for (const auto& name : g.nodes()) FUZZ_CHECK(isName(name), "'" << name << "' is not a node name");
    std::set<std::pair<std::size_t, std::size_t>> distinct;
    for (const auto& e : g.edges()) {
        FUZZ_CHECK(e.first < g.nodes().size() && e.second < g.nodes().size(), "an edge leaves the graph");
        FUZZ_CHECK(distinct.insert(e).second, "an edge is repeated");
    }
    FUZZ_CHECK(acyclic(g.nodes().size(), g.edges()), "'" << text << "' is accepted with a cycle");
    const std::string spec = g.spec();
    auto again = parseGame(spec);
    FUZZ_CHECK(again.ok(), "'" << spec << "' is refused: " << (again ? "" : again.error()));
    const auto* back = dynamic_cast<const GraphGame*>(again->get());
    FUZZ_CHECK(back && back->spec() == spec && back->nodes() == g.nodes() && back->edges() == g.edges(),
               "'" << spec << "' reads back as another graph");
    for (std::size_t i = 0; i < g.nodes().size() && i < 64; ++i) {
        auto p = g.parsePosition(g.nodes()[i]);
        FUZZ_CHECK(p.ok() && p->x == static_cast<std::int64_t>(i), "node '" << g.nodes()[i] << "' reads as another");
    }
}

void rawText(const std::string& text) {
    auto g = GraphGame::parse(text);
    if (!g) {
        FUZZ_CHECK(fuzz::wellFormedMessage(g.error()), "'" << g.error() << "' for '" << text << "'");
        return;
    }
    checkParsed(**g, text);
}

const char* const kSpaces[] = {"", " ", "  ", "\t", " \n"};
const char* const kNames[] = {"a", "b", "c", "d", "e", "f", "x1", "0", "12", "_", "N_2", "Zz", "a0", "b_", "q", "r"};

void randomGraph(fuzz::ByteReader& in) {
    const std::size_t n = 1 + in.below(10);
    // n distinct names from the pool, in a random order.
    std::vector<std::string> names;
    std::vector<bool> used(std::size(kNames), false);
    while (names.size() < n) {
        std::size_t k = in.below(static_cast<int>(std::size(kNames)));
        while (used[k]) k = (k + 1) % std::size(kNames);
        used[k] = true;
        names.push_back(kNames[k]);
    }
    std::vector<std::vector<bool>> edge(n, std::vector<bool>(n, false));
    const bool cyclesAllowed = in.below(4) == 0;
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = 0; b < n; ++b)
            if ((a < b || cyclesAllowed) && in.below(3) == 0) edge[a][b] = true;
    // Items: each edge once or twice, and some nodes alone, shuffled by the input.
    std::vector<std::string> items;
    const auto space = [&] { return std::string(kSpaces[in.below(static_cast<int>(std::size(kSpaces)))]); };
    for (std::size_t a = 0; a < n; ++a) {
        if (in.below(3) == 0) items.push_back(space() + names[a] + space());
        for (std::size_t b = 0; b < n; ++b) {
            if (!edge[a][b]) continue;
            const int copies = 1 + (in.below(5) == 0);
            for (int c = 0; c < copies; ++c) items.push_back(space() + names[a] + space() + ">" + space() + names[b]);
        }
    }
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[in.byte() % i]);
    std::string text;
    for (const auto& item : items) text += (text.empty() ? "" : ";") + item;
    std::vector<std::pair<std::size_t, std::size_t>> edges;
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = 0; b < n; ++b)
            if (edge[a][b]) edges.emplace_back(a, b);

    auto g = GraphGame::parse(text);
    if (items.empty()) {
        FUZZ_CHECK(!g, "the empty graph '" << text << "' is accepted");
        return;
    }
    if (!acyclic(n, edges)) {
        FUZZ_CHECK(!g && g.error().find("cycle") != std::string::npos,
                   "'" << text << "' has a cycle but gives " << (g ? "a graph" : g.error()));
        return;
    }
    FUZZ_CHECK(g.ok(), "'" << text << "' is refused: " << g.error());
    checkParsed(**g, text);
    // Values: the mex over each node's successors, nodes taken in an order where successors come first.
    std::map<std::string, Value> want;
    for (std::size_t round = 0; round < n; ++round) {
        for (std::size_t a = 0; a < n; ++a) {
            if (want.count(names[a])) continue;
            std::vector<bool> seen(n + 1, false);
            bool ready = true;
            for (std::size_t b = 0; b < n && ready; ++b) {
                if (!edge[a][b]) continue;
                if (!want.count(names[b]))
                    ready = false;
                else
                    seen[want[names[b]]] = true;
            }
            if (!ready) continue;
            Value m = 0;
            while (seen[m]) ++m;
            want[names[a]] = m;
        }
    }
    Evaluator evaluator(*g);
    for (std::size_t i = 0; i < (*g)->nodes().size(); ++i) {
        const std::string& name = (*g)->nodes()[i];
        auto v = evaluator.value(Position{static_cast<std::int64_t>(i), 0});
        FUZZ_CHECK(v.ok(), "value of " << name << " in '" << text << "' is refused: " << v.error());
        FUZZ_CHECK(want.count(name) && *v == want[name],
                   "'" << text << "': node " << name << " has value " << *v << ", the mex rule gives " << want[name]);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::ByteReader in(data, size);
    if (in.flag()) {
        randomGraph(in);
    } else {
        rawText(in.rest());
    }
    return 0;
}
