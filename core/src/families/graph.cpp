#include "grundy/families/graph.hpp"

#include <algorithm>
#include <set>
#include <string_view>

#include "../arguments.hpp"
#include "registry.hpp"

namespace grundy {

namespace {

using arguments::trim;

bool isName(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    });
}

// Finds a cycle by depth-first search (explicit stack, so long paths cannot overflow the call
// stack); returns its nodes with the first repeated at the end, or nothing when there is none.
std::vector<std::size_t> findCycle(const std::vector<std::vector<std::size_t>>& successors) {
    enum : char { Unvisited, OnPath, Finished };
    std::vector<char> state(successors.size(), Unvisited);
    std::vector<std::pair<std::size_t, std::size_t>> path;  // (node, next successor to try)
    for (std::size_t start = 0; start < successors.size(); ++start) {
        if (state[start] != Unvisited) continue;
        state[start] = OnPath;
        path.emplace_back(start, 0);
        while (!path.empty()) {
            auto& [node, next] = path.back();
            if (next == successors[node].size()) {
                state[node] = Finished;
                path.pop_back();
                continue;
            }
            const std::size_t to = successors[node][next++];
            if (state[to] == OnPath) {
                std::vector<std::size_t> cycle;
                auto at = std::find_if(path.begin(), path.end(), [&](const auto& f) { return f.first == to; });
                for (; at != path.end(); ++at) cycle.push_back(at->first);
                cycle.push_back(to);
                return cycle;
            }
            if (state[to] == Unvisited) {
                state[to] = OnPath;
                path.emplace_back(to, 0);
            }
        }
    }
    return {};
}

}  // namespace

Result<std::shared_ptr<const GraphGame>> GraphGame::parse(const std::string& text) {
    const std::string_view all = trim(text);
    if (all.empty()) return fail(msg::graph_empty{});
    std::shared_ptr<GraphGame> g(new GraphGame());
    const auto number = [&](std::string_view name) {
        auto [it, added] = g->numbers_.emplace(std::string(name), g->names_.size());
        if (added) {
            g->names_.emplace_back(name);
            g->successors_.emplace_back();
        }
        return it->second;
    };
    std::set<std::pair<std::size_t, std::size_t>> seenEdges;
    std::set<std::string> seenItems;
    std::size_t start = 0, index = 0;
    while (start <= all.size()) {
        const std::size_t semicolon = all.find(';', start);
        const std::string_view item =
            trim(all.substr(start, semicolon == std::string_view::npos ? std::string_view::npos : semicolon - start));
        ++index;
        if (item.empty()) return fail(msg::graph_item_empty{.item = index});
        const auto arrow = item.find('>');
        if (arrow != std::string_view::npos && item.find('>', arrow + 1) != std::string_view::npos)
            return fail(msg::graph_chained{.item = index, .text = item});
        const std::string_view from = trim(item.substr(0, arrow));
        const std::string_view to = arrow == std::string_view::npos ? std::string_view() : trim(item.substr(arrow + 1));
        for (const std::string_view name : {from, to}) {
            if (name.empty() && arrow != std::string_view::npos)
                return fail(msg::graph_one_side{.item = index, .text = item});
            if (!name.empty() && !isName(name)) return fail(msg::graph_bad_name{.item = index, .name = name});
        }
        const std::string normal =
            arrow == std::string_view::npos ? std::string(from) : std::string(from) + ">" + std::string(to);
        if (seenItems.insert(normal).second) {
            g->items_.push_back(normal);
            const std::size_t a = number(from);
            if (arrow != std::string_view::npos) {
                const std::size_t b = number(to);
                if (seenEdges.insert({a, b}).second) {
                    if (g->edges_.size() == kMaxEdges) return fail(msg::graph_too_many_edges{.most = kMaxEdges});
                    g->edges_.emplace_back(a, b);
                    g->successors_[a].push_back(b);
                }
            }
            if (g->names_.size() > kMaxNodes) return fail(msg::graph_too_many_nodes{.most = kMaxNodes});
        }
        if (semicolon == std::string_view::npos) break;
        start = semicolon + 1;
    }
    if (auto cycle = findCycle(g->successors_); !cycle.empty()) {
        std::string path;
        for (std::size_t i = 0; i < cycle.size(); ++i) path += (i ? " -> " : "") + g->names_[cycle[i]];
        return fail(msg::graph_cycle{.path = path});
    }
    return std::shared_ptr<const GraphGame>(std::move(g));
}

std::string GraphGame::spec() const {
    std::string out = "graph:";
    for (std::size_t i = 0; i < items_.size(); ++i) out += (i ? ";" : "") + items_[i];
    return out;
}

Result<void> GraphGame::forEachOption(const Position& p, const OptionSink& sink) const {
    for (const std::size_t to : successors_[static_cast<std::size_t>(p.x)])
        sink(Option::single(0, Position{static_cast<std::int64_t>(to), 0}));
    return {};
}

Result<Position> GraphGame::checkPosition(const Position& p) const {
    if (p.x < 0 || p.x >= static_cast<std::int64_t>(names_.size()) || p.y != 0)
        return fail(msg::graph_node_number{.count = names_.size(),
                                           .last = names_.size() - 1,
                                           .got = std::to_string(p.x) + (p.y != 0 ? "," + std::to_string(p.y) : "")});
    return p;
}

std::string GraphGame::positionText(const Position& p) const {
    if (p.x >= 0 && p.x < static_cast<std::int64_t>(names_.size()) && p.y == 0)
        return names_[static_cast<std::size_t>(p.x)];
    return "node " + std::to_string(p.x);  // not a position; only for messages
}

Result<Position> GraphGame::parsePosition(const std::string& text) const {
    const std::string_view name = trim(text);
    if (name.empty()) return fail(msg::graph_position_empty{.node = names_.front()});
    if (auto it = numbers_.find(std::string(name)); it != numbers_.end())
        return Position{static_cast<std::int64_t>(it->second), 0};
    List known;
    for (std::size_t i = 0; i < names_.size() && i < 10; ++i) known.items.emplace_back(names_[i]);
    if (names_.size() > 10)
        return fail(msg::graph_no_node_more{.name = name, .nodes = std::move(known), .count = names_.size()});
    return fail(msg::graph_no_node{.name = name, .nodes = std::move(known)});
}

std::string GraphGame::moveText(const Position& from, const Option& o) const {
    return "move from " + positionText(from) + " to " + positionText(o.parts[0]);
}

// A token on a node: the game starts on the first node named, and a node with no edge out (the
// first such; the graph has no cycle, so there is one) is an empty position.
GameTraits GraphGame::traits() const {
    GameTraits t;
    t.family = "graph";
    std::string edges;
    for (std::size_t i = 0; i < items_.size(); ++i) edges += (i ? ";" : "") + items_[i];
    t.params = {edges};
    t.board = "node";
    t.nodes = names_;
    t.edges = edges_;
    t.start = Position{0, 0};
    t.rules = say(msg::game_rules_graph{.count = names_.size()});
    const auto sink = std::find_if(successors_.begin(), successors_.end(), [](const auto& s) { return s.empty(); });
    t.empty = Position{static_cast<std::int64_t>(sink - successors_.begin()), 0};
    return t;
}

// The program holds the graph itself: each node's successors, and an order in which every node
// comes after all of its successors (sinks first, by Kahn's algorithm on the reversed edges), so
// one pass works out every value by the mex rule.
ProgramParts GraphGame::programParts() const {
    std::vector<std::size_t> waiting(names_.size());  // successors not yet placed
    std::vector<std::vector<std::size_t>> predecessors(names_.size());
    for (const auto& [from, to] : edges_) {
        ++waiting[from];
        predecessors[to].push_back(from);
    }
    std::vector<std::size_t> order;
    for (std::size_t node = 0; node < names_.size(); ++node)
        if (waiting[node] == 0) order.push_back(node);
    for (std::size_t i = 0; i < order.size(); ++i)
        for (const std::size_t from : predecessors[order[i]])
            if (--waiting[from] == 0) order.push_back(from);
    std::string successors, orderText;
    for (std::size_t node = 0; node < names_.size(); ++node) {
        successors += "    /* " + names_[node] + " */ {";
        for (std::size_t i = 0; i < successors_[node].size(); ++i)
            successors += (i ? ", " : "") + std::to_string(successors_[node][i]);
        successors += "},\n";
    }
    for (std::size_t i = 0; i < order.size(); ++i)
        orderText +=
            std::string(i % 20 == 0 ? "\n    " : " ") + std::to_string(order[i]) + (i + 1 < order.size() ? "," : "");
    ProgramCode table;
    table.method =
        "table computation: the mex over each node's successors, sinks first (the graph's edges are in the program)";
    table.code =
        "// Each node's successors, by node number: the graph's edges.\n"
        "static const std::vector<std::vector<std::size_t>> kSuccessors = {\n" +
        successors +
        "};\n"
        "// Every node after all of its successors.\n"
        "static const std::size_t kOrder[] = {" +
        orderText +
        "\n};\n"
        "static std::vector<u64> g(kNodeCount);\n\n"
        "bool prepare() {\n"
        "    std::vector<char> seen;\n"
        "    for (const std::size_t node : kOrder) {\n"
        "        seen.assign(kSuccessors[node].size() + 1, 0);  // a value is at most the number of moves\n"
        "        for (const std::size_t to : kSuccessors[node])\n"
        "            if (g[to] < seen.size()) seen[g[to]] = 1;\n"
        "        u64 v = 0;\n"
        "        while (seen[v]) ++v;\n"
        "        g[node] = v;\n"
        "    }\n"
        "    return true;\n"
        "}\n\n"
        "u64 grundy(std::size_t node) { return g[node]; }\n";
    return {traits().rules.text + " The graph has " + std::to_string(edges_.size()) + " edges.", std::nullopt,
            std::move(table)};
}

Result<GamePtr> makeGraphGame(const std::string& args) {
    auto g = GraphGame::parse(args);
    if (!g) return g.why();
    return GamePtr(std::move(g).value());
}

}  // namespace grundy
