// Fuzz target: each family's argument parser (the text after "name:"), the family chosen by the
// first byte, the rest of the input being the arguments.
// Checks: no crash or sanitizer report; an error has a well-formed message; a game that is made has
// a spec that reads back as itself, and its values at small positions (the evaluator's table, grid
// filler, closed form or search) agree with the mex rule applied directly to the game's own options.
#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <utility>

#include "api/registry.hpp"
#include "fuzz_support.hpp"
#include "grundy/families/graph.hpp"
#include "grundy/search/evaluator.hpp"
#include "grundy/spec.hpp"

using namespace grundy;

namespace {

// The mex rule by plain recursion over the game's options (small positions only: options of the
// games here lead to positions with smaller coordinates, or nodes of a small graph).
class DirectValues {
public:
    explicit DirectValues(const Game& game) : game_(game) {}

    Value of(const Position& p) {
        if (auto it = memo_.find({p.x, p.y}); it != memo_.end()) return it->second;
        std::vector<bool> seen;
        const auto listed = game_.forEachOption(p, [&](const Option& o) {
            Value v = 0;
            for (int i = 0; i < o.partCount; ++i) v ^= of(o.parts[i]);
            if (v >= seen.size()) seen.resize(v + 1, false);
            seen[v] = true;
        });
        FUZZ_CHECK(listed.ok(),
                   game_.spec() << ": the moves of " << game_.positionText(p) << " are refused: " << listed.error());
        Value m = 0;
        while (m < seen.size() && seen[m]) ++m;
        memo_[{p.x, p.y}] = m;
        return m;
    }

private:
    const Game& game_;
    std::map<std::pair<std::int64_t, std::int64_t>, Value> memo_;
};

constexpr std::int64_t kHeaps = 20;   // heap games: g(0 .. kHeaps-1)
constexpr std::int64_t kSide = 8;     // two-coordinate games: 0 .. kSide-1 on each axis
constexpr std::int64_t kNodes = 200;  // graphs: every node when there are at most this many

void checkValues(const GamePtr& game) {
    const std::string spec = game->spec();
    DirectValues direct(*game);
    Evaluator evaluator(game);
    std::vector<Position> positions;
    if (game->isHeapGame()) {
        for (std::int64_t n = 0; n < kHeaps; ++n) positions.push_back({n, 0});
        if (game->checkPosition({kHeaps - 1, 0})) {
            auto table = heapValues(game, kHeaps);
            FUZZ_CHECK(table.ok(), spec << ": the table of " << kHeaps << " is refused: " << table.error());
            for (std::int64_t n = 0; n < kHeaps; ++n)
                FUZZ_CHECK((*table)[n] == direct.of({n, 0}), spec << " g(" << n << ") is " << (*table)[n]
                                                                  << " in the table, " << direct.of({n, 0})
                                                                  << " by the mex rule");
        }
    } else if (game->dimensions() == 2) {
        for (std::int64_t x = 0; x < kSide; ++x)
            for (std::int64_t y = 0; y < kSide; ++y) positions.push_back({x, y});
    } else {  // a graph: positions are node numbers; small graphs only (the recursion follows paths)
        const auto* graph = dynamic_cast<const GraphGame*>(game.get());
        FUZZ_CHECK(graph != nullptr, spec << " is neither a heap game nor two-dimensional nor a graph");
        if (graph->nodes().size() > static_cast<std::size_t>(kNodes)) return;
        for (std::int64_t n = 0; n < kNodes; ++n) positions.push_back({n, 0});
    }
    for (const auto& raw : positions) {
        auto p = game->checkPosition(raw);
        if (!p) {
            FUZZ_CHECK(fuzz::wellFormedMessage(p.error()), "'" << p.error() << "'");
            continue;
        }
        auto v = evaluator.value(*p);
        FUZZ_CHECK(v.ok(), spec << " value of " << game->positionText(*p) << " is refused: " << v.error());
        const Value want = direct.of(*p);
        FUZZ_CHECK(*v == want,
                   spec << " value of " << game->positionText(*p) << " is " << *v << ", the mex rule gives " << want);
        auto readBack = game->parsePosition(game->positionText(*p));
        FUZZ_CHECK(readBack.ok() && *readBack == *p, spec << ": '" << game->positionText(*p) << "' does not read back");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::ByteReader in(data, size);
    const FamilyEntry& family = families()[in.below(static_cast<int>(families().size()))];
    const std::string args = in.rest();

    auto game = family.make(args);
    if (!game) {
        FUZZ_CHECK(fuzz::wellFormedMessage(game.error()),
                   family.name << ":'" << args << "' gives '" << game.error() << "'");
        return 0;
    }
    const std::string spec = (*game)->spec();
    auto again = parseGame(spec);
    FUZZ_CHECK(again.ok(), family.name << ":'" << args << "' is written '" << spec
                                       << "', which is refused: " << (again ? "" : again.error()));
    FUZZ_CHECK((*again)->spec() == spec, "'" << spec << "' reads back as '" << (*again)->spec() << "'");
    // Values only for the families known to move towards smaller positions (so the recursion above
    // ends); a family added later (such as user-defined rules) has its own target.
    const std::string name = family.name;
    const char* descending[] = {"nim",    "bash",   "subtraction", "take-range", "octal",         "hex",
                                "lasker", "grundy", "wythoff",     "corner",     "fibonacci-nim", "graph"};
    if (std::find(std::begin(descending), std::end(descending), name) != std::end(descending)) checkValues(*game);
    return 0;
}
