// Games on a finite directed acyclic graph: a token sits on a node and a move slides it along an
// edge; whoever cannot move loses. Spec "graph:EDGES", EDGES := item { ";" item }, item := a>b (an
// edge) or a (a node, so isolated nodes can be named); node names use letters, digits and '_'.
// A position is a node name; a sum such as "a+c" is several tokens on the same graph.
//
// Nodes are numbered in the order they first appear in the spec; Position.x is that number (y is
// 0). A cycle is refused when the spec is parsed, naming one, since values are only defined when
// no position is reachable from itself. The graph is not a heap game (an edge may lead to a node
// with a larger number), so its table is the list of nodes: a GridTable of one column.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "grundy/game.hpp"

namespace grundy {

class GraphGame final : public Game {
public:
    static constexpr std::size_t kMaxNodes = 10'000;
    static constexpr std::size_t kMaxEdges = 100'000;

    // Parses the text after "graph:"; refuses bad names, too many nodes or edges, and cycles.
    static Result<std::shared_ptr<const GraphGame>> parse(const std::string& edges);

    std::string spec() const override;
    bool isHeapGame() const override { return false; }
    Result<void> forEachOption(const Position& p, const OptionSink& sink) const override;
    Result<Position> checkPosition(const Position& p) const override;
    std::string positionText(const Position& p) const override;
    Result<Position> parsePosition(const std::string& text) const override;
    std::string moveText(const Position& from, const Option& o) const override;
    GameTraits traits() const override;
    ProgramParts programParts() const override;

    // Node names by number, and edges (from, to) by number in the order the spec gives them.
    const std::vector<std::string>& nodes() const { return names_; }
    const std::vector<std::pair<std::size_t, std::size_t>>& edges() const { return edges_; }

private:
    GraphGame() = default;

    std::vector<std::string> items_;  // the spec's items, normalised, duplicates dropped
    std::vector<std::string> names_;
    std::unordered_map<std::string, std::size_t> numbers_;
    std::vector<std::pair<std::size_t, std::size_t>> edges_;
    std::vector<std::vector<std::size_t>> successors_;
};

}  // namespace grundy
