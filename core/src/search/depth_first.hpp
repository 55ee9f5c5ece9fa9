// The one memoised depth-first search. The values of single positions (Evaluator), the outcomes
// and remoteness of whole sums (Solver) and the rule language's positions of two or three
// coordinates (rules/rules_search.hpp) all run it, each over a space of its own that says how a
// node's moves are listed, how a finished node's answer is made, where answers are remembered and
// how a cycle is worded. The stack is explicit, so depth has no limit but the budget; a node met
// again while it is on the stack is a cycle; and what a search spends (positions remembered, work,
// what the stack holds, the bytes its memo and its stack take) is counted here, against the
// caller's budget, in SearchCounts (work done for a search outside it, as the rule language's
// pre-fill does, is added to the same counts). Counting bytes as well as positions matters where a
// position's size varies: a sum of splitting heaps may hold hundreds of parts in one position and
// thousands of moves in one frame, so a count of positions says little about memory or time.
//
// A Space provides:
//   Node, Key, KeyHash, Answer, Frame   a node as searched, how it is remembered (and found on the
//                                       stack), what it is worth, what the stack keeps for it
//   Key key(const Node&)
//   std::optional<Answer> known(const Key&)              the memo
//   Result<Listing<Answer>> list(const Node&, Frame&)    the node's moves, into its frame, and what
//                                                        listing them cost and the node will hold;
//                                                        or its answer at once
//   bool finished(const Frame&)                          every move has been looked at
//   std::optional<Node> next(Frame&)                     the current move: folded into the frame
//                                                        and passed when the answers it needs are
//                                                        known (nullopt), else the node still needed
//   Answer answer(Frame&)                                the finished node's answer
//   void remember(const Key&, const Answer&)
//   Error cycle(std::span<const Frame> path, const Node& again)   the frames from again's own to
//                                                                 the top of the stack
//   Error over(SearchLimit, const Node& root, const Node& at)     a budget is spent (at: the node
//                                                                 being listed, else the root)
//   static constexpr std::int64_t kWorkPerMove           work counted for each move looked at
//
// The search keeps the nodes on its stack in a map of their keys, unless the space marks them
// itself, where it hashes them anyway (the Solver marks them in its memo: its keys are vectors, and
// a second map of them cost 15% of a search). Such a space provides
//   void enter(const Key&, std::size_t index)            the node is on the stack at this index
//   std::optional<std::size_t> onStack(const Key&)       where, if it is
//   void leave(const Key&)                               it left without an answer (a failed search)
// and remember() replaces the mark.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

#include "grundy/budget.hpp"
#include "grundy/result.hpp"

namespace grundy {

// What a search may spend: positions remembered, work and the bytes its memo keeps, as counted in
// SearchCounts (so over every search that shares them), and what the stack holds at once in one
// search (the moves its frames keep, or its frames; and its bytes, counted against `bytes` beside
// the memo's).
struct SearchBudget {
    static constexpr std::int64_t kUnbounded = std::numeric_limits<std::int64_t>::max();
    std::int64_t positions = kUnbounded;
    std::int64_t work = kUnbounded;
    std::int64_t held = kUnbounded;
    std::int64_t bytes = kUnbounded;
};

// What one search may spend when a person allows `asked` (grundy/budget.hpp: 0 for a search's
// default): its work as asked, its bytes as asked but never past memoryCeiling(), and its positions
// and what its stack holds, which stand for memory too, grown with the bytes (so raising the bytes
// raises every limit that guards memory, and a message can name each limit's figure).
inline SearchBudget raised(const SearchBudget& defaults, const Budget& asked) {
    SearchBudget b = defaults;
    if (asked.work > 0) b.work = asked.work;
    b.bytes = bytesAllowed(asked, defaults.bytes);
    if (const std::int64_t times = b.bytes / defaults.bytes; times > 1) {
        const auto grown = [times](std::int64_t limit) {
            return limit == SearchBudget::kUnbounded ? limit : limit * times;
        };
        b.positions = grown(defaults.positions);
        b.held = grown(defaults.held);
    }
    return b;
}

// Whether a node's listing may add one more element to `v` and stay within `bytes`: false before
// a growth that would pass it (a vector's growth holds its old and its new array at once). A node
// with hundreds of thousands of moves (a sum of large splitting heaps) must stop while its moves
// are listed: counted only after, they could pass the module's memory first.
template <class T>
bool roomFor(const std::vector<T>& v, std::int64_t bytes) {
    if (v.size() < v.capacity()) return true;
    const std::size_t grown = std::max<std::size_t>(1, 2 * v.capacity());
    return static_cast<std::int64_t>((v.capacity() + grown) * sizeof(T)) <= bytes;
}

// What searches have spent. The caller keeps them: a memo kept between searches keeps its counts
// with it, and a budget meant per search starts from zero.
struct SearchCounts {
    std::int64_t positions = 0;
    std::int64_t work = 0;
    std::int64_t bytes = 0;  // what the memo keeps
};

enum class SearchLimit { Positions, Work, Held, Memory };

// A node's moves as listed: the work that cost, what its frame holds while on the stack (in the
// space's unit for `held`, and in bytes), the bytes the memo keeps for its answer, and its answer
// when the listing found it at once (every move's result known: no frame is pushed).
template <class Answer>
struct Listing {
    std::int64_t work = 0;
    std::int64_t held = 0;
    std::int64_t bytes = 0;
    std::int64_t kept = 0;
    std::optional<Answer> answer;
};

template <class Space>
Result<typename Space::Answer> depthFirst(Space& space, const typename Space::Node& root, const SearchBudget& budget,
                                          SearchCounts& counts) {
    using Node = typename Space::Node;
    using Key = typename Space::Key;
    using Answer = typename Space::Answer;
    using Frame = typename Space::Frame;
    constexpr bool kOwnMarks = requires(Space & s, const Key& k) {
        s.onStack(k);
    };

    if (auto known = space.known(space.key(root))) return *known;
    struct Entry {
        Key key;
        std::int64_t held;
        std::int64_t bytes;
        std::int64_t kept;
    };
    std::vector<Frame> stack;  // frames and their entries, side by side (a cycle is shown as frames)
    std::vector<Entry> entries;
    std::unordered_map<Key, std::size_t, typename Space::KeyHash> marks;  // key -> stack index, unless kOwnMarks
    const auto onStack = [&](const Key& key) -> std::optional<std::size_t> {
        if constexpr (kOwnMarks) {
            return space.onStack(key);
        } else {
            if (auto it = marks.find(key); it != marks.end()) return it->second;
            return std::nullopt;
        }
    };
    std::int64_t held = 0;
    std::int64_t heldBytes = 0;
    std::optional<Answer> rootAnswer;

    // Lists the node's moves and pushes its frame, or remembers its answer when the listing gave it.
    const auto enter = [&](const Node& node, Key key) -> std::optional<Error> {
        Frame frame;
        auto listed = space.list(node, frame);
        if (!listed) return listed.why();
        counts.work += listed->work;
        if (counts.work > budget.work) return space.over(SearchLimit::Work, root, node);
        if (held + listed->held > budget.held) return space.over(SearchLimit::Held, root, node);
        if (counts.bytes + heldBytes + listed->bytes + listed->kept > budget.bytes)
            return space.over(SearchLimit::Memory, root, node);
        if (listed->answer) {
            space.remember(key, *listed->answer);
            counts.bytes += listed->kept;
            if (stack.empty()) rootAnswer = listed->answer;
            if (++counts.positions > budget.positions) return space.over(SearchLimit::Positions, root, node);
            return std::nullopt;
        }
        held += listed->held;
        heldBytes += listed->bytes;
        if constexpr (kOwnMarks) {
            space.enter(key, stack.size());
        } else {
            marks.emplace(key, stack.size());
        }
        entries.push_back(Entry{std::move(key), listed->held, listed->bytes, listed->kept});
        stack.push_back(std::move(frame));
        return std::nullopt;
    };

    const auto search = [&]() -> std::optional<Error> {
        if (auto failed = enter(root, space.key(root))) return failed;
        while (!stack.empty()) {
            Frame& top = stack.back();
            if (space.finished(top)) {
                const Answer answer = space.answer(top);
                if constexpr (!kOwnMarks) marks.erase(entries.back().key);
                space.remember(entries.back().key, answer);
                held -= entries.back().held;
                heldBytes -= entries.back().bytes;
                counts.bytes += entries.back().kept;
                stack.pop_back();
                entries.pop_back();
                if (stack.empty()) rootAnswer = answer;
                if (++counts.positions > budget.positions) return space.over(SearchLimit::Positions, root, root);
                continue;
            }
            if constexpr (Space::kWorkPerMove > 0) {
                counts.work += Space::kWorkPerMove;
                if (counts.work > budget.work) return space.over(SearchLimit::Work, root, root);
            }
            std::optional<Node> needed = space.next(top);
            if (!needed) continue;
            Key key = space.key(*needed);
            if (auto again = onStack(key)) return space.cycle(std::span<const Frame>(stack).subspan(*again), *needed);
            if (auto failed = enter(*needed, std::move(key))) return failed;  // `top` may be moved: not used again
        }
        return std::nullopt;
    };
    if (auto failed = search()) {
        if constexpr (kOwnMarks)
            for (const Entry& e : entries) space.leave(e.key);  // a failed search leaves no marks
        return *failed;
    }
    return *rootAnswer;
}

}  // namespace grundy
