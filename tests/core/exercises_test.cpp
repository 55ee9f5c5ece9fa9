// Exercises (api::exercise, exercises, checkAnswer): questions drawn from a seed are the same for the
// same seed, their answers agree with brute force written here (the mex over a subtraction game's
// options, XOR for sums, backward induction for misère play, Wythoff's board by its rays), and a
// typed answer is accepted when right and refused with the explanation of its kind when wrong.
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "grundy/api.hpp"
#include "grundy/limits.hpp"

namespace api = grundy::api;

namespace {

template <class T>
T must(grundy::Result<T> r) {
    INFO((r ? "" : r.error()));
    REQUIRE(r.ok());
    return std::move(r).value();
}

const std::vector<int> kMoves{1, 3, 4};  // subtraction:1,3,4

int mexOf(const std::set<int>& s) {
    int m = 0;
    while (s.count(m)) ++m;
    return m;
}

int g134(int n) {
    static std::map<int, int> memo;
    if (auto it = memo.find(n); it != memo.end()) return it->second;
    std::set<int> seen;
    for (int s : kMoves)
        if (s <= n) seen.insert(g134(n - s));
    return memo[n] = mexOf(seen);
}

// Heaps of a drawn position of a one-number game ("7+4+9").
std::vector<int> heapsOf(const std::string& text) {
    std::vector<int> out;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, '+')) out.push_back(std::stoi(item));
    return out;
}

// Whether the player to move wins a sum of subtraction:1,3,4 heaps, by backward induction over
// the whole sum (no values), in normal or misère play.
bool moverWins(std::vector<int> heaps, bool misere) {
    static std::map<std::pair<std::vector<int>, bool>, bool> memo;
    std::sort(heaps.begin(), heaps.end());
    const auto key = std::make_pair(heaps, misere);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    bool any = false, wins = false;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        for (int s : kMoves) {
            if (s > heaps[i]) continue;
            any = true;
            auto next = heaps;
            next[i] -= s;
            if (!moverWins(next, misere)) wins = true;
        }
    }
    if (!any) wins = misere;  // no move: normal play loses, misère play wins
    return memo[key] = wins;
}

std::string joined(const std::vector<int>& heaps) {
    std::string s;
    for (int h : heaps) s += (s.empty() ? "" : "+") + std::to_string(h);
    return s;
}

}  // namespace

TEST_CASE("drawn questions are the same for the same seed and differ for another", "[exercises]") {
    for (const std::string kind : {"outcome", "value", "move"}) {
        const auto a = must(api::exercises("subtraction:1,3,4", kind, 42, 2, 8));
        const auto b = must(api::exercises("subtraction:1,3,4", kind, 42, 2, 8));
        const auto c = must(api::exercises("subtraction:1,3,4", kind, 43, 2, 8));
        REQUIRE(a.size() == 8);
        std::vector<std::string> pa, pb, pc;
        for (const auto& x : a) pa.push_back(x.position);
        for (const auto& x : b) pb.push_back(x.position);
        for (const auto& x : c) pc.push_back(x.position);
        CHECK(pa == pb);
        CHECK(pa != pc);
        CHECK(std::set<std::string>(pa.begin(), pa.end()).size() == pa.size());  // distinct
    }
}

TEST_CASE("drawn answers agree with brute force: outcomes (normal and misère), values, winning moves", "[exercises]") {
    for (std::int64_t difficulty = 1; difficulty <= grundy::limits::kMaxExerciseDifficulty; ++difficulty) {
        for (std::int64_t seed = 0; seed < 4; ++seed) {
            for (const bool misere : {false, true}) {
                const std::string spec = misere ? "misere:subtraction:1,3,4" : "subtraction:1,3,4";
                int ps = 0;
                for (const auto& x : must(api::exercises(spec, "outcome", seed, difficulty, 10))) {
                    const auto heaps = heapsOf(x.position);
                    CHECK(heaps.size() == static_cast<std::size_t>(difficulty));
                    INFO(spec << " " << x.position);
                    CHECK(x.answer == (moverWins(heaps, misere) ? "N" : "P"));
                    ps += x.answer == "P";
                }
                CHECK(ps > 0);  // P and N both asked, not only the common N
            }
            for (const auto& x : must(api::exercises("subtraction:1,3,4", "value", seed, difficulty, 10))) {
                int v = 0;
                for (int h : heapsOf(x.position)) v ^= g134(h);
                CHECK(x.answer == std::to_string(v));
            }
            for (const auto& x : must(api::exercises("subtraction:1,3,4", "move", seed, difficulty, 10))) {
                const auto heaps = heapsOf(x.position);
                REQUIRE(moverWins(heaps, false));
                std::set<std::string> expected;
                for (std::size_t i = 0; i < heaps.size(); ++i) {
                    for (int s : kMoves) {
                        if (s > heaps[i]) continue;
                        auto next = heaps;
                        next[i] -= s;
                        if (!moverWins(next, false)) expected.insert(joined(next));
                    }
                }
                CHECK(std::set<std::string>(x.answers.begin(), x.answers.end()) == expected);
            }
        }
    }
}

TEST_CASE("a table to fill holds brute-force values: a strip and Wythoff's board", "[exercises]") {
    const auto strip = must(api::exercise("subtraction:1,3,4", "table", "11"));
    REQUIRE(strip.rows == 12);
    REQUIRE(strip.cols == 1);
    REQUIRE(strip.cells.size() == 12);
    for (int n = 0; n < 12; ++n) {
        CHECK(strip.cells[n].text == std::to_string(n));
        CHECK(strip.answers[n] == std::to_string(g134(n)));
    }
    CHECK(strip.prompt.id == "exercise.prompt.strip");

    const auto board = must(api::exercise("wythoff", "table", "3,4"));
    REQUIRE(board.rows == 4);
    REQUIRE(board.cols == 5);
    int g[4][5];
    for (int x = 0; x < 4; ++x) {
        for (int y = 0; y < 5; ++y) {
            std::set<int> seen;
            for (int k = 1; k <= x; ++k) seen.insert(g[x - k][y]);
            for (int k = 1; k <= y; ++k) seen.insert(g[x][y - k]);
            for (int k = 1; k <= std::min(x, y); ++k) seen.insert(g[x - k][y - k]);
            g[x][y] = mexOf(seen);
            CHECK(board.cells[x * 5 + y].text == std::to_string(x) + "," + std::to_string(y));
            CHECK(board.answers[x * 5 + y] == std::to_string(g[x][y]));
        }
    }
    // Drawn: one table, its depth by difficulty.
    CHECK(must(api::exercises("subtraction:1,3,4", "table", 9, 1, 5)).front().rows == 8);
    CHECK(must(api::exercises("wythoff", "table", 9, 3, 5)).front().rows == 5);
    // A cell is checked as a question about its own value.
    CHECK(must(api::checkAnswer("wythoff", "table", "1,2", "0")).correct);
    CHECK(must(api::checkAnswer("subtraction:1,3,4", "table", "2", std::to_string(g134(2)))).correct);
}

TEST_CASE("P or N: a right answer is accepted, a wrong one is told the outcome and why", "[exercises]") {
    const int p = 7;  // subtraction:1,3,4 is P at n mod 7 in {0, 2}
    REQUIRE(g134(p) == 0);
    const auto right = must(api::checkAnswer("subtraction:1,3,4", "outcome", "7", " p "));
    CHECK(right.correct);
    CHECK(right.given == "P");
    CHECK(right.verdict.id == "exercise.right");
    const auto wrong = must(api::checkAnswer("subtraction:1,3,4", "outcome", "7", "N"));
    CHECK_FALSE(wrong.correct);
    CHECK(wrong.readable);
    CHECK(wrong.verdict.id == "exercise.wrong.outcome");
    CHECK(wrong.verdict.text.find("a P-position") != std::string::npos);
    const auto typo = must(api::checkAnswer("subtraction:1,3,4", "outcome", "7", "maybe"));
    CHECK_FALSE(typo.readable);
    CHECK(typo.verdict.id == "exercise.answer.outcome");
}

TEST_CASE("g(n): a wrong value lists the options and their values and asks for the mex again", "[exercises]") {
    const auto x = must(api::exercise("subtraction:1,3,4", "value", "5"));
    CHECK(x.answer == std::to_string(g134(5)));
    CHECK(must(api::checkAnswer("subtraction:1,3,4", "value", "5", x.answer)).correct);
    const auto wrong = must(api::checkAnswer("subtraction:1,3,4", "value", "5", "9"));
    CHECK_FALSE(wrong.correct);
    CHECK(wrong.verdict.id == "exercise.wrong.value");
    // The options of 5 are 4, 2, 1 with values g(4), g(2), g(1), and the value is not given away.
    const std::string expected = "Not 9. The options of 5 are 4, 2, 1, with values " + std::to_string(g134(4)) + ", " +
                                 std::to_string(g134(2)) + ", " + std::to_string(g134(1)) + ": what is their mex?";
    CHECK(wrong.verdict.text == expected);
    CHECK(must(api::checkAnswer("subtraction:1,3,4", "value", "0", "1")).verdict.id == "exercise.wrong.value-none");
    const auto sum = must(api::checkAnswer("nim", "value", "3+5", "7"));
    CHECK(sum.verdict.id == "exercise.wrong.value-sum");
    CHECK(sum.verdict.text == "Not 7. The parts 3, 5 have values 3, 5: what is their XOR?");
    CHECK(must(api::checkAnswer("nim", "value", "3+5", "6")).correct);
    CHECK(must(api::checkAnswer("nim", "value", "3+5", "six")).verdict.id == "exercise.answer.value");
    CHECK(api::exercise("misere:nim", "value", "3").why().message().id == "exercise.normal-play");
}

TEST_CASE("a winning move: any winning move counts; a wrong one is told every winning move", "[exercises]") {
    // Nim 3+5+6: XOR 0b011 ^ 0b101 ^ 0b110 = 0 is P; 3+5+7 has XOR 1, and each heap with bit 0
    // set can move (3 -> 2, 5 -> 4, 7 -> 6), as HDU 1850 counts them.
    const auto x = must(api::exercise("nim", "move", "3+5+7"));
    CHECK(std::set<std::string>(x.answers.begin(), x.answers.end()) ==
          std::set<std::string>{"2+5+7", "3+4+7", "3+5+6"});
    for (const auto& a : x.answers) CHECK(must(api::checkAnswer("nim", "move", "3+5+7", a)).correct);
    CHECK(must(api::checkAnswer("nim", "move", "3+5+7", "3 5 6")).correct);  // any way of typing it
    const auto losing = must(api::checkAnswer("nim", "move", "3+5+7", "1+5+7"));
    CHECK(losing.verdict.id == "exercise.wrong.move-losing");
    CHECK(losing.verdict.text.find("2+5+7, 3+4+7 or 3+5+6") != std::string::npos);
    CHECK(must(api::checkAnswer("nim", "move", "3+5+7", "3+5+9")).verdict.id == "exercise.wrong.move-not-option");
    CHECK(must(api::checkAnswer("nim", "move", "3+5+7", "x")).verdict.id == "exercise.answer.move");
    CHECK(api::exercise("nim", "move", "3+5+6").why().message().id == "exercise.no-winning-move");
}

TEST_CASE("the period: the proven one is accepted; a wrong one is shown where it breaks", "[exercises]") {
    const auto x = must(api::exercise("subtraction:1,3,4", "period", ""));
    CHECK(x.answer == "0,7");
    REQUIRE(x.shown.size() >= 21);
    for (std::size_t n = 0; n < x.shown.size(); ++n) CHECK(x.shown[n] == static_cast<unsigned>(g134(int(n))));
    CHECK(must(api::checkAnswer("subtraction:1,3,4", "period", "", "0 7")).correct);
    CHECK(must(api::checkAnswer("subtraction:1,3,4", "period", "", "0,14")).verdict.id ==
          "exercise.wrong.period-multiple");
    CHECK(must(api::checkAnswer("subtraction:1,3,4", "period", "", "2,7")).verdict.id ==
          "exercise.wrong.preperiod-late");
    const auto breaks = must(api::checkAnswer("subtraction:1,3,4", "period", "", "0,3"));
    CHECK(breaks.verdict.id == "exercise.wrong.period-breaks");
    CHECK(must(api::checkAnswer("subtraction:1,3,4", "period", "", "0,0")).verdict.id == "exercise.answer.period");
    // Kayles: preperiod 71, period 12 (Guy and Smith), shown in full; Dawson's chess (0.137):
    // preperiod 52, period 34, too long to spot by hand in a quiz.
    CHECK(must(api::exercise("octal:0.77", "period", "")).answer == "71,12");
    CHECK(api::exercise("octal:0.137", "period", "").why().message().id == "exercise.period-too-long");
}

TEST_CASE("exercises refuse a bad kind, difficulty or count with the core's message", "[exercises]") {
    CHECK(api::exercises("nim", "guess", 1, 1, 1).why().message().id == "exercise.kind");
    CHECK(api::exercises("nim", "value", 1, 0, 1).why().message().id == "exercise.difficulty");
    CHECK(api::exercises("nim", "value", 1, 4, 1).why().message().id == "exercise.difficulty");
    CHECK(api::exercises("nim", "value", 1, 1, 0).why().message().id == "exercise.questions");
    CHECK(api::exercises("nim", "value", 1, 1, grundy::limits::kMaxExerciseQuestions + 1).why().message().id ==
          "exercise.questions");
    CHECK(api::exercise("nim", "table", "3+4").why().message().id == "exercise.table-shape");
    CHECK(api::exercise("nim", "table", "200").why().message().id == "exercise.table-size");
    // Boards and graphs draw their own positions.
    for (const auto& x : must(api::exercises("wythoff", "outcome", 5, 2, 6)))
        CHECK(x.position.find(',') != std::string::npos);
    CHECK(must(api::exercises("graph:a>b;b>c;a>c;d", "outcome", 5, 1, 2)).size() == 2);
}
