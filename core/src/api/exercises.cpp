// exercise, exercises and checkAnswer: the questions of a quiz, drawn reproducibly from a seed, and
// the checks of what a student types. Every answer comes from the core's own calls (explain,
// analyse, the tables, the period search), so the page never works one out, and an explanation is
// the same words in the command, the module and the page.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "../arguments.hpp"
#include "common.hpp"
#include "grundy/limits.hpp"
#include "grundy/search/grid_search.hpp"
#include "grundy/tables/heap_table.hpp"

namespace grundy::api {

namespace {

const std::vector<std::string> kKinds{"outcome", "value", "move", "table", "period"};

// How large drawn positions are at each difficulty (index difficulty - 1): a heap's most tokens, a
// board's side, and a table's last heap or side. A single game's positions get one part per level
// (the second level asks about a sum of two), a sum of different games one part per component.
constexpr std::int64_t kHeapMost[] = {10, 20, 30};
constexpr std::int64_t kBoardSide[] = {6, 10, 15};
constexpr std::int64_t kStripLast[] = {7, 11, 15};
constexpr std::int64_t kGridSide[] = {3, 4, 5};
// Draws tried for one question before a repeat or an unwanted outcome is taken after all.
constexpr int kAttempts = 64;

// splitmix64 (Steele, Lea and Flood, 2014): the same numbers from the same seed with every compiler,
// which std::uniform_int_distribution does not promise (libstdc++ natively, libc++ in the module),
// so a quiz link asks the same questions everywhere.
class Draw {
public:
    explicit Draw(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // 0 .. n-1; n is small, so the modulo's bias is far below anything a quiz could show.
    std::int64_t below(std::int64_t n) { return static_cast<std::int64_t>(next() % static_cast<std::uint64_t>(n)); }

private:
    std::uint64_t state_;
};

Result<void> knownKind(const std::string& kind) {
    if (std::find(kKinds.begin(), kKinds.end(), kind) != kKinds.end()) return {};
    std::vector<Arg> names(kKinds.begin(), kKinds.end());
    return fail(msg::exercise_kind{.kind = kind, .kinds = List{List::Join::Or, std::move(names), 0}});
}

Message outcomeWords(const std::string& outcome) {
    return outcome == "P" ? say(msg::exercise_outcome_p{}) : say(msg::exercise_outcome_n{});
}

using arguments::trimmed;

// The whole numbers of a typed answer, separated by commas or white space; nullopt when anything
// else is there or a number is too long to be a value.
std::optional<std::vector<std::int64_t>> wholeNumbers(const std::string& text) {
    std::vector<std::int64_t> out;
    std::string digits;
    const auto flush = [&] {
        if (digits.empty()) return true;
        if (digits.size() > 9) return false;
        out.push_back(std::stoll(digits));
        digits.clear();
        return true;
    };
    for (const char c : text) {
        if (c >= '0' && c <= '9') {
            digits += c;
        } else if (c == ',' || c == ' ' || c == '\t') {
            if (!flush()) return std::nullopt;
        } else {
            return std::nullopt;
        }
    }
    if (!flush()) return std::nullopt;
    return out;
}

// The canonical text of a position of `spec`, or the reader's message.
Result<std::string> canonical(const std::string& spec, const std::string& text) {
    auto q = detail::readQuestion(spec, text);
    if (!q) return q.why();
    return sumPositionText(q->spec, q->position);
}

Exercise base(const std::string& kind, const std::string& spec, const std::string& position) {
    Exercise x;
    x.kind = kind;
    x.spec = spec;
    x.position = position;
    return x;
}

Result<Exercise> askOutcome(const GameSpec& spec, const std::string& position) {
    const auto specText = spec.text();
    auto e = explain(specText, position);
    if (!e) return e.why();
    auto x = base("outcome", specText, position);
    x.prompt = spec.misere ? say(msg::exercise_prompt_outcome_misere{.position = position})
                           : say(msg::exercise_prompt_outcome{.position = position});
    x.answer = e->outcome;
    x.solution = say(
        msg::exercise_solution_outcome{.position = position, .outcome = outcomeWords(e->outcome), .why = e->summary});
    return x;
}

Result<Exercise> askValue(const GameSpec& spec, const std::string& position) {
    if (spec.misere) return fail(msg::exercise_normal_play{});
    const auto specText = spec.text();
    auto e = explain(specText, position);
    if (!e) return e.why();
    auto x = base("value", specText, position);
    x.prompt = say(msg::exercise_prompt_value{.position = position});
    x.answer = std::to_string(e->value);
    x.solution = say(msg::exercise_solution_value{.position = position, .value = e->value, .why = e->summary});
    return x;
}

Result<Exercise> askMove(const GameSpec& spec, const std::string& position) {
    const auto specText = spec.text();
    auto a = analyse(specText, position);
    if (!a) return a.why();
    if (a->outcome == "P") return fail(msg::exercise_no_winning_move{.position = position});
    auto x = base("move", specText, position);
    x.prompt = say(msg::exercise_prompt_move{.position = position});
    // analyse lists every winning move however many moves there are; two moves (a take-and-break
    // split either way round) can leave the same position, which is one answer.
    for (const auto& m : a->moves) {
        if (m.winning && std::find(x.answers.begin(), x.answers.end(), m.to) == x.answers.end())
            x.answers.push_back(m.to);
    }
    x.answer = x.answers.front();
    x.solution = say(msg::exercise_solution_move{.position = position, .moves = listOf(x.answers, List::Join::Or)});
    return x;
}

// A strip g(0 .. n) when the last cell is heap n, a board 0,0 .. r,c when it is r,c.
Result<Exercise> askTable(const GameSpec& spec, const std::string& last) {
    const auto specText = spec.text();
    auto single = parseSingleGame(specText, SingleGameUse::Table);
    if (!single) return single.why();
    const GamePtr& game = *single;
    auto q = detail::readQuestion(specText, last);
    if (!q) return q.why();
    if (q->position.size() != 1 || game->dimensions() > 2 || !game->traits().nodes.empty())
        return fail(msg::exercise_table_shape{});
    const Position corner = q->position[0].position;
    const bool strip = game->dimensions() == 1;
    auto x = base("table", specText, last);
    x.rows = corner.x + 1;
    x.cols = strip ? 1 : corner.y + 1;
    if (x.rows * x.cols > limits::kMaxExerciseCells)
        return fail(msg::exercise_table_size{.most = limits::kMaxExerciseCells, .got = x.rows * x.cols});
    auto values = strip ? heapValues(game, x.rows) : gridValues(game, x.rows, x.cols);
    if (!values) return values.why();
    std::vector<std::string> rows;
    for (std::int64_t r = 0; r < x.rows; ++r) {
        std::string row;
        for (std::int64_t c = 0; c < x.cols; ++c) {
            const Position p{r, strip ? 0 : c};
            x.cells.push_back(PositionPart{0, game->positionText(p), game->coordinates(p)});
            const auto value = std::to_string((*values)[static_cast<std::size_t>(r * x.cols + c)]);
            x.answers.push_back(value);
            row += (c ? " " : "") + value;
        }
        rows.push_back(row);
    }
    for (const auto& v : x.answers) x.answer += (x.answer.empty() ? "" : " ") + v;
    if (strip) {
        x.prompt = say(msg::exercise_prompt_strip{.last = last});
        x.solution = say(msg::exercise_solution_strip{.last = last, .values = listOf(x.answers)});
    } else {
        x.prompt = say(msg::exercise_prompt_grid{.rows = x.rows, .cols = x.cols, .last = last});
        x.solution = say(msg::exercise_solution_grid{.rows = listOf(rows)});
    }
    return x;
}

Result<Exercise> askPeriod(const GameSpec& spec) {
    const auto specText = spec.text();
    auto p = period(specText, 0);
    if (!p) return p.why();
    // An arithmetic period (a saltus) is not a repeat a student can spot in the values.
    if (!p->found || !p->proven || p->saltus != 0) return fail(msg::exercise_no_period{.spec = specText});
    const std::int64_t needed = p->preperiod + 2 * p->period;
    if (needed > limits::kMaxExerciseCells)
        return fail(
            msg::exercise_period_too_long{.spec = specText, .count = needed, .most = limits::kMaxExerciseCells});
    auto x = base("period", specText, "");
    // Three periods after the preperiod where they fit, so the repeat is plain to see.
    x.rows = std::clamp<std::int64_t>(p->preperiod + 3 * p->period, 16, limits::kMaxExerciseCells);
    x.cols = 1;
    auto shown = values(specText, x.rows);
    if (!shown) return shown.why();
    x.shown = std::move(shown).value();
    x.prompt = say(msg::exercise_prompt_period{.last = x.rows - 1});
    x.answer = std::to_string(p->preperiod) + "," + std::to_string(p->period);
    x.solution =
        say(msg::exercise_solution_period{.period = p->period, .preperiod = p->preperiod, .theorem = p->theoremText});
    return x;
}

Result<Exercise> ask(const GameSpec& spec, const std::string& kind, const std::string& position) {
    if (kind == "period") return askPeriod(spec);
    if (kind == "table") return askTable(spec, position);
    auto text = canonical(spec.text(), position);
    if (!text) return text.why();
    if (kind == "outcome") return askOutcome(spec, *text);
    if (kind == "value") return askValue(spec, *text);
    return askMove(spec, *text);
}

// One drawn part of component `c`, or nullopt when the draw is not a position of it (a board
// square off the board, a Fibonacci game's take larger than its heap): the caller draws again.
Result<std::optional<Position>> drawPart(const grundy::Game& game, std::int64_t difficulty, Draw& draw) {
    const auto traits = game.traits();
    Position p;
    if (!traits.nodes.empty()) {
        p.x = draw.below(static_cast<std::int64_t>(traits.nodes.size()));
    } else if (game.dimensions() == 1) {
        p.x = 1 + draw.below(kHeapMost[difficulty - 1]);
    } else if (game.dimensions() == 2) {
        const auto side = kBoardSide[difficulty - 1];
        p.x = draw.below(traits.boardRows > 0 ? std::min(side, traits.boardRows) : side);
        p.y = draw.below(traits.boardCols > 0 ? std::min(side, traits.boardCols) : side);
    } else {
        return fail(msg::exercise_cannot_draw{});
    }
    if (!game.checkPosition(p)) return std::optional<Position>();
    return std::optional<Position>(p);
}

// A drawn position of the spec, written canonically; "" when a part's draw missed.
Result<std::string> drawPosition(const GameSpec& spec, std::int64_t difficulty, Draw& draw) {
    SumPosition position;
    const std::size_t parts = spec.isSingle() ? static_cast<std::size_t>(difficulty) : spec.components.size();
    for (std::size_t i = 0; i < parts; ++i) {
        const std::size_t c = spec.isSingle() ? 0 : i;
        auto p = drawPart(*spec.components[c], difficulty, draw);
        if (!p) return p.why();
        if (!*p) return std::string();
        position.push_back(SumPart{c, **p});
    }
    // Read back, so a coin-turning game's coin drawn twice cancels as a typed one would.
    return canonical(spec.text(), sumPositionText(spec, position));
}

}  // namespace

Result<Exercise> exercise(const std::string& spec, const std::string& kind, const std::string& position) {
    if (auto k = knownKind(kind); !k) return k.why();
    auto parsed = parseSpec(spec);
    if (!parsed) return parsed.why();
    return ask(*parsed, kind, position);
}

Result<std::vector<Exercise>> exercises(const std::string& spec, const std::string& kind, std::int64_t seed,
                                        std::int64_t difficulty, std::int64_t questions) {
    if (auto k = knownKind(kind); !k) return k.why();
    if (difficulty < 1 || difficulty > limits::kMaxExerciseDifficulty)
        return fail(msg::exercise_difficulty{.most = limits::kMaxExerciseDifficulty, .got = difficulty});
    if (questions < 1 || questions > limits::kMaxExerciseQuestions)
        return fail(msg::exercise_questions{.most = limits::kMaxExerciseQuestions, .got = questions});
    auto parsed = parseSpec(spec);
    if (!parsed) return parsed.why();
    // A game has one period and one table of a given depth: one such question, whatever the seed.
    if (kind == "period") {
        auto x = askPeriod(*parsed);
        if (!x) return x.why();
        return std::vector<Exercise>{std::move(x).value()};
    }
    if (kind == "table") {
        auto single = parseSingleGame(spec, SingleGameUse::Table);
        if (!single) return single.why();
        const auto& game = **single;
        const auto traits = game.traits();
        std::string last = std::to_string(kStripLast[difficulty - 1]);
        if (game.dimensions() == 2) {
            const auto side = kGridSide[difficulty - 1];
            const auto rows = traits.boardRows > 0 ? std::min(side, traits.boardRows) : side;
            const auto cols = traits.boardCols > 0 ? std::min(side, traits.boardCols) : side;
            last = game.positionText(Position{rows - 1, cols - 1});
        }
        auto x = askTable(*parsed, last);
        if (!x) return x.why();
        return std::vector<Exercise>{std::move(x).value()};
    }
    Draw draw(static_cast<std::uint64_t>(seed));
    std::vector<Exercise> out;
    std::set<std::string> asked;
    for (std::int64_t q = 0; q < questions; ++q) {
        // An outcome question wants P or N at even odds: most positions of most games are N.
        const std::string wanted = draw.below(2) == 0 ? "P" : "N";
        std::optional<Exercise> chosen;
        std::optional<Exercise> fallback;  // a repeat, or the outcome not wanted: taken if nothing better comes
        std::optional<Error> lastError;
        for (int attempt = 0; attempt < kAttempts && !chosen; ++attempt) {
            auto position = drawPosition(*parsed, difficulty, draw);
            if (!position) return position.why();
            if (position->empty()) continue;
            // A P-position has no winning move to find: drawn again, as a draw off the board is.
            auto x = ask(*parsed, kind, *position);
            if (!x) {
                lastError = x.why();
                continue;
            }
            const bool fresh = asked.count(*position) == 0;
            if (fresh && (kind != "outcome" || x->answer == wanted))
                chosen = std::move(x).value();
            else if (!fallback || (fresh && asked.count(fallback->position)))
                fallback = std::move(x).value();
        }
        if (!chosen) chosen = std::move(fallback);
        if (!chosen) {
            if (lastError) return *lastError;
            continue;  // every draw missed the game's positions: fewer questions, never a loop
        }
        asked.insert(chosen->position);
        out.push_back(std::move(*chosen));
    }
    return out;
}

namespace {

AnswerCheck unreadable(Message why) {
    AnswerCheck c;
    c.verdict = std::move(why);
    return c;
}

AnswerCheck right(const std::string& given, const Exercise& x) {
    AnswerCheck c;
    c.correct = true;
    c.readable = true;
    c.given = given;
    c.verdict = say(msg::exercise_right{.why = x.solution});
    return c;
}

AnswerCheck wrong(const std::string& given, Message verdict) {
    AnswerCheck c;
    c.readable = true;
    c.given = given;
    c.verdict = std::move(verdict);
    return c;
}

// A wrong g(position): what to take the mex (or the XOR) of, without the answer, so the student
// works it out again; the whole explanation only where the options are too many to list.
Result<AnswerCheck> checkValue(const Exercise& x, std::int64_t given) {
    const auto text = std::to_string(given);
    if (text == x.answer) return right(text, x);
    auto e = explain(x.spec, x.position);
    if (!e) return e.why();
    if (e->parts.size() > 1) {
        std::vector<std::string> parts;
        for (const auto& p : e->parts) parts.push_back(p.position);
        return wrong(text, say(msg::exercise_wrong_value_sum{
                               .given = text, .parts = listOf(parts), .values = listOf(e->partValues)}));
    }
    const auto& part = e->parts.front();
    if (part.options.empty() && part.enumerated)
        return wrong(text, say(msg::exercise_wrong_value_none{.given = text, .position = x.position}));
    if (!part.enumerated || !part.listedAll)
        return wrong(text, say(msg::exercise_wrong_value_many{.given = text, .why = e->summary}));
    std::vector<std::string> options;
    std::vector<Value> values;
    for (const auto& o : part.options) {
        options.push_back(o.to);
        values.push_back(o.value);
    }
    return wrong(text,
                 say(msg::exercise_wrong_value{
                     .given = text, .position = x.position, .options = listOf(options), .values = listOf(values)}));
}

Result<AnswerCheck> checkMove(const Exercise& x, const std::string& typed) {
    auto given = canonical(x.spec, typed);
    if (!given) return unreadable(say(msg::exercise_answer_move{.text = typed, .reason = given.why()}));
    if (std::find(x.answers.begin(), x.answers.end(), *given) != x.answers.end()) return right(*given, x);
    auto a = analyse(x.spec, x.position);
    if (!a) return a.why();
    const auto moves = listOf(x.answers, List::Join::Or);
    // Past kMaxListedMoves analyse lists only the winning moves, so a losing one is not found among
    // them; drawn positions are far smaller than that.
    const bool reachable = std::any_of(a->moves.begin(), a->moves.end(), [&](const Move& m) { return m.to == *given; });
    if (!reachable)
        return wrong(*given,
                     say(msg::exercise_wrong_move_not_option{.given = *given, .position = x.position, .moves = moves}));
    return wrong(*given,
                 say(msg::exercise_wrong_move_losing{.given = *given, .outcome = outcomeWords("N"), .moves = moves}));
}

// A wrong period: the first place the student's repeat breaks in the values shown, or, when it
// holds there, whether a shorter period or an earlier start also holds.
AnswerCheck checkPeriod(const Exercise& x, std::int64_t preperiod, std::int64_t period) {
    const auto text = std::to_string(preperiod) + "," + std::to_string(period);
    if (text == x.answer) return right(text, x);
    const auto size = static_cast<std::int64_t>(x.shown.size());
    if (preperiod + period >= size) return wrong(text, say(msg::exercise_wrong_period_unseen{.period = period}));
    for (std::int64_t n = preperiod; n + period < size; ++n) {
        const auto a = x.shown[static_cast<std::size_t>(n)];
        const auto b = x.shown[static_cast<std::size_t>(n + period)];
        if (a != b)
            return wrong(text,
                         say(msg::exercise_wrong_period_breaks{
                             .preperiod = preperiod, .period = period, .at = n, .a = a, .next = n + period, .b = b}));
    }
    const auto truePeriod = x.answer.substr(x.answer.find(',') + 1);
    if (std::to_string(period) != truePeriod)
        return wrong(text, say(msg::exercise_wrong_period_multiple{.period = period, .preperiod = preperiod}));
    return wrong(text, say(msg::exercise_wrong_preperiod_late{.period = period, .preperiod = preperiod}));
}

}  // namespace

Result<AnswerCheck> checkAnswer(const std::string& spec, const std::string& kind, const std::string& position,
                                const std::string& answer) {
    if (auto k = knownKind(kind); !k) return k.why();
    // A table is checked a cell at a time, each cell a question about its own value.
    const std::string asked = kind == "table" ? "value" : kind;
    auto x = exercise(spec, asked, position);
    if (!x) return x.why();
    const auto typed = trimmed(answer);
    if (asked == "outcome") {
        if (typed != "P" && typed != "N" && typed != "p" && typed != "n")
            return unreadable(say(msg::exercise_answer_outcome{.text = typed}));
        const std::string given(1, static_cast<char>(typed[0] & ~0x20));  // upper case
        return given == x->answer
                   ? right(given, *x)
                   : wrong(given, say(msg::exercise_wrong_outcome{.given = given, .solution = x->solution}));
    }
    if (asked == "move") return checkMove(*x, typed);
    const auto numbers = wholeNumbers(typed);
    if (asked == "value") {
        if (!numbers || numbers->size() != 1) return unreadable(say(msg::exercise_answer_value{.text = typed}));
        return checkValue(*x, numbers->front());
    }
    if (!numbers || numbers->size() != 2 || (*numbers)[1] < 1)
        return unreadable(say(msg::exercise_answer_period{.text = typed}));
    return checkPeriod(*x, (*numbers)[0], (*numbers)[1]);
}

}  // namespace grundy::api
