// The period search as a job (grundy/analysis/period_search.hpp: PeriodSearchJob, and api::PeriodJob
// over it): advanced a few values at a time it gives exactly what the one-shot search gives, and
// its progress (done, target, max, bytes, phase) says where it is.
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/api.hpp"
#include "grundy/budget.hpp"
#include "grundy/tables/heap_table.hpp"
#include "support.hpp"

using grundy::PeriodFinding;
using grundy::PeriodSearchJob;
using grundy::PeriodSearchLimits;
using grundy::test::game;

namespace {

void checkSame(const PeriodFinding& stepped, const PeriodFinding& once) {
    CHECK(stepped.line() == once.line());
    CHECK(stepped.found == once.found);
    CHECK(stepped.proven == once.proven);
    CHECK(stepped.bound == once.bound);
    CHECK(stepped.theoremText.text == once.theoremText.text);
    CHECK(stepped.theorem == once.theorem);
    CHECK(stepped.stopped == once.stopped);
    CHECK(stepped.head == once.head);
}

// The job advanced `slice` values at a time, its progress checked at each step.
PeriodFinding stepped(const std::string& spec, const PeriodSearchLimits& search, std::int64_t slice) {
    auto job = PeriodSearchJob::start(game(spec), search);
    REQUIRE(job.ok());
    auto& j = job.value();
    std::int64_t before = 0, steps = 0;
    bool checking = false;
    while (!j.advance(slice)) {
        ++steps;
        CHECK(j.done() >= before);  // a table only grows
        before = j.done();
        CHECK(j.done() <= j.target());
        CHECK(j.target() <= j.max());
        CHECK(j.max() == search.maxSize);
        checking = checking || j.phase() == PeriodSearchJob::Phase::Checking;
    }
    CHECK(j.phase() == PeriodSearchJob::Phase::Done);
    CHECK(j.finished());
    // More advances change nothing.
    CHECK(j.advance(slice));
    INFO(spec << ": " << steps << " steps");
    if (j.done() > 3 * slice) CHECK(checking);
    REQUIRE(j.result().ok());
    return j.result().value();
}

}  // namespace

TEST_CASE("a period search stepped a few values at a time gives what the one-shot search gives", "[patterns][job]") {
    struct Case {
        std::string spec;
        std::int64_t maxSize, maxWork;
        PeriodFinding::Stop stop;
    };
    const std::vector<Case> cases = {
        // Split games: proven by a candidate confirmed in place (.16: preperiod 105351, period 149459).
        {"octal:0.156", std::int64_t{1} << 16, PeriodSearchLimits{}.maxWork, PeriodFinding::Stop::None},
        {"octal:0.16", std::int64_t{1} << 20, PeriodSearchLimits{}.maxWork, PeriodFinding::Stop::None},
        {"octal:0.77", 4096, PeriodSearchLimits{}.maxWork, PeriodFinding::Stop::None},
        // Lasker's Nim: values past 255 widen the table; arithmetic-periodic, proven by the XOR argument.
        {"lasker", std::int64_t{1} << 14, PeriodSearchLimits{}.maxWork, PeriodFinding::Stop::None},
        // Grundy's game, stopped by its work budget (the table's steps).
        {"grundy", std::int64_t{1} << 20, 3'000'000, PeriodFinding::Stop::Work},
        // A finite subtraction game: its window, no table; Nim and an all-but game by their tables
        // (arithmetic-periodic, proven by the take-any-tail theorem).
        {"subtraction:1,3,4", 4096, PeriodSearchLimits{}.maxWork, PeriodFinding::Stop::None},
        {"subtraction:2,5,9", 4096, PeriodSearchLimits{}.maxWork, PeriodFinding::Stop::None},
        {"nim", 5000, PeriodSearchLimits{}.maxWork, PeriodFinding::Stop::None},
        {"subtraction:all-but:1,2", 4096, PeriodSearchLimits{}.maxWork, PeriodFinding::Stop::None},
        // A tail of two digits: observed only.
        {"octal:0.[30]", 4096, PeriodSearchLimits{}.maxWork, PeriodFinding::Stop::Size},
    };
    for (const auto& c : cases) {
        INFO(c.spec);
        PeriodSearchLimits search;
        search.maxSize = c.maxSize;
        search.maxWork = c.maxWork;
        auto once = grundy::findPeriodicity(game(c.spec), search);
        REQUIRE(once.ok());
        CHECK(once->stopped == c.stop);
        CHECK(once->proven == (c.stop == PeriodFinding::Stop::None));
        for (const std::int64_t slice : {std::int64_t{1}, std::int64_t{37}, std::int64_t{4096}}) {
            if (slice == 1 && c.maxSize > 8192) continue;  // a step a value: only the small searches
            checkSame(stepped(c.spec, search, slice), *once);
        }
    }
    // octal:0.16 as published (OEIS A071470 ... ; Winning Ways): preperiod 105351, period 149459.
    PeriodSearchLimits search;
    search.maxSize = std::int64_t{1} << 20;
    const auto sixteen = stepped("octal:0.16", search, 1000);
    CHECK(sixteen.preperiod == 105351);
    CHECK(sixteen.period == 149459);
    CHECK(sixteen.proven);
}

TEST_CASE("the period job refuses what the one-shot search refuses, before any work", "[patterns][job][errors]") {
    auto wythoff = PeriodSearchJob::start(game("wythoff"), {});
    REQUIRE_FALSE(wythoff.ok());
    CHECK(wythoff.error() == "'wythoff' is not a heap game; periodicity is about the values g(0), g(1), ... of heaps");
    PeriodSearchLimits big;
    big.maxSize = std::int64_t{1} << 30;
    big.maxBytes = std::int64_t{64} << 20;
    CHECK(PeriodSearchJob::start(game("nim"), big).error() == grundy::findPeriodicity(game("nim"), big).error());
    // A take-and-break game with a sparse table holds 4 bytes a value (1-byte values, their reversed
    // copy, and the head of a period proven there), every other heap game 12.
    CHECK(grundy::periodSearchBytes(*game("octal:0.1777"), 1000) == 4000);
    CHECK(grundy::periodSearchBytes(*game("nim"), 1000) == 12000);
    CHECK(grundy::largestPeriodSearch(*game("octal:0.1777"), std::int64_t{64} << 20) == (std::int64_t{16} << 20));
    auto split = PeriodSearchJob::start(game("octal:0.1777"), big);
    REQUIRE_FALSE(split.ok());
    CHECK(split.error() ==
          "a period search to 1073741824 values may need 4096 MiB, more than the 64 MiB allowed; at most 16777216 "
          "values fit");
}

TEST_CASE("a split game's search stops on its memory when a look would pass it, and says so", "[patterns][job]") {
    // Grundy's game in 4 MiB: its table to 2^19 (2 bytes a value) fits, the detection's array over
    // it (4 bytes a value) beside it does not: the look at the values that fit ends the search
    // (Stop::Memory) instead of passing the budget.
    PeriodSearchLimits search;
    search.maxSize = std::int64_t{1} << 20;
    search.maxBytes = std::int64_t{4} << 20;
    search.maxWork = std::int64_t{1} << 40;
    const auto p = stepped("grundy", search, 20000);
    CHECK_FALSE(p.proven);
    CHECK(p.stopped == PeriodFinding::Stop::Memory);
    CHECK(p.checked > 0);
    CHECK(p.checked < search.maxSize);
    checkSame(p, *grundy::findPeriodicity(game("grundy"), search));
}

TEST_CASE("a search told how far to go passes a cap of work alone, and stops where its table stops",
          "[patterns][job]") {
    // 0.75[6] (take one leaving up to two heaps, take two splitting the rest or taking all, any
    // larger number leaving one or two heaps): its table of value sets is capped for the page at
    // heap 16384, by work alone, and its values show no pattern by 20000. A search told how far to
    // go (kWorkToReach: the command's --max) goes past the cap; before, it stopped at 16384 and said
    // "not proven within the 16384 values asked for".
    const auto irregular = game("octal:0.75[6]");
    REQUIRE_FALSE(irregular->checkPosition(grundy::Position{20000, 0}).ok());
    REQUIRE(irregular->checkReach(grundy::Position{20000, 0}).ok());
    PeriodSearchLimits page;
    page.maxSize = 20000;
    const auto capped = grundy::findPeriodicity(irregular, page);
    REQUIRE(capped.ok());
    CHECK(capped->checked <= 16384);
    PeriodSearchLimits asked = page;
    asked.maxWork = grundy::kWorkToReach;
    const auto reached = stepped("octal:0.75[6]", asked, 4096);
    CHECK(reached.checked == 20000);
    CHECK_FALSE(reached.proven);
    CHECK(reached.stopped == PeriodFinding::Stop::Size);
    // Its values, as a command's --to makes them, against a direct mex over the code's moves written
    // here (the search reads the same table): the leaves of
    // the tail's removals (k >= 3: one heap or two) total at most n - 3 and gather as n grows; taking
    // one leaves n - 1 tokens as one heap, two or none, taking two leaves two heaps or none.
    const auto direct = [](const std::vector<int>& digits, int tail, std::int64_t size) {
        std::vector<std::int64_t> g(static_cast<std::size_t>(size), 0);
        std::vector<char> gathered(1 << 16, 0), now(1 << 16, 0);
        const auto k0 = static_cast<std::int64_t>(digits.size());  // the tail's least removal
        const auto pairs = [&](std::int64_t total, std::vector<char>& into) {
            for (std::int64_t a = 1; 2 * a <= total; ++a) into[static_cast<std::size_t>(g[a] ^ g[total - a])] = 1;
        };
        for (std::int64_t n = 1; n < size; ++n) {
            if (const std::int64_t m = n - k0; m >= 1) {  // the newest total the tail's removals leave
                if (tail & 2) gathered[static_cast<std::size_t>(g[m])] = 1;
                if (tail & 4) pairs(m, gathered);
            }
            std::copy(gathered.begin(), gathered.end(), now.begin());
            if ((tail & 1) && n >= k0) now[0] = 1;
            for (std::int64_t k = 0; k < k0 && k <= n; ++k) {
                const int d = digits[static_cast<std::size_t>(k)];
                if ((d & 1) && k == n) now[0] = 1;
                if ((d & 2) && k < n && k > 0) now[static_cast<std::size_t>(g[n - k])] = 1;
                if (d & 4) pairs(n - k, now);
            }
            while (now[static_cast<std::size_t>(g[n])]) ++g[n];
        }
        return g;
    };
    const auto g75 = direct({0, 7, 5}, 6, 20000);
    const auto values75 = grundy::heapValues(irregular, 20000, grundy::Budget{.work = grundy::kWorkToReach});
    REQUIRE(values75.ok());
    for (std::int64_t n = 0; n < 20000; ++n) {
        INFO("heap " << n);
        REQUIRE(static_cast<std::int64_t>((*values75)[static_cast<std::size_t>(n)]) ==
                g75[static_cast<std::size_t>(n)]);
    }
    // 4.[7] (split a heap in two, or take any number leaving up to two heaps), proven by the search
    // (g(n) = 2n - 2 from n = 2), keeps a window of rows of value sets: its table past the cap, as a
    // command's --to asks for it, against the direct mex.
    const auto tail = game("octal:4.[7]");
    const auto g = direct({4}, 7, 20000);
    // The same table as a command's --to asks for it (HeapTable with kWorkToReach) and as the page does.
    CHECK_FALSE(grundy::HeapTable::create(tail, 20001).ok());
    auto made = grundy::HeapTable::create(tail, 20001, grundy::Budget{.work = grundy::kWorkToReach});
    REQUIRE(made.ok());
    auto& table = made.value();
    while (!table.advance(5000)) {
    }
    REQUIRE(table.complete());
    CHECK(table.at(20000) == 2 * 20000 - 2);
    CHECK(table.at(19999) == g[19999]);
    // An all-but game's table takes a few steps a heap whatever its cap says.
    auto allBut =
        grundy::HeapTable::create(game("subtraction:all-but:1,3"), 40001, grundy::Budget{.work = grundy::kWorkToReach});
    REQUIRE(allBut.ok());
    while (!allBut.value().advance(10000)) {
    }
    for (std::int64_t n = 39990; n <= 40000; ++n) {
        std::vector<char> seen(static_cast<std::size_t>(n) + 2, 0);
        for (std::int64_t k = 1; k <= n; ++k)
            if (k != 1 && k != 3) seen[static_cast<std::size_t>(allBut->at(n - k))] = 1;
        std::int64_t mex = 0;
        while (seen[static_cast<std::size_t>(mex)]) ++mex;
        CHECK(allBut->at(n) == mex);
    }

    // A table that keeps a row of sets per amount (hex:4.[F]: its three-heap splits are made from the
    // pairs) stops on the memory it may hold; the search ends there with the table's words.
    PeriodSearchLimits small = asked;
    small.maxSize = std::int64_t{1} << 20;
    small.maxBytes = std::int64_t{32} << 20;
    const auto stopped = grundy::findPeriodicity(game("hex:4.[F]"), small);
    REQUIRE(stopped.ok());
    CHECK_FALSE(stopped->proven);
    CHECK(stopped->stopped == PeriodFinding::Stop::Table);
    CHECK(stopped->stoppedWhy.id == "code.values-memory");
    CHECK(stopped->checked > 1000);
    CHECK(stopped->checked < small.maxSize);
    // As the command has it: "table", with the same words.
    const auto api = grundy::api::period("hex:4.[F]", small.maxSize,
                                         grundy::Budget{.work = grundy::kWorkToReach, .bytes = small.maxBytes});
    REQUIRE(api.ok());
    CHECK(api->stopped == "table");
    CHECK(api->stoppedWhy.text == stopped->stoppedWhy.text);
    CHECK(api->checked == stopped->checked);
}

TEST_CASE("api::periodSearch ends with what patterns and period say", "[api][job]") {
    for (const std::string spec : {"octal:0.16", "subtraction:1,3,4", "nim", "octal:0.007"}) {
        INFO(spec);
        auto job = grundy::api::periodSearch(spec, 0);
        REQUIRE(job.ok());
        auto& j = job.value();
        CHECK(j.phase() == "values");
        while (!j.advance(2000)) CHECK((j.phase() == "values" || j.phase() == "checking"));
        CHECK(j.phase() == "done");
        CHECK(j.bytes() >= 0);
        REQUIRE(j.patterns().ok());
        const auto& got = j.patterns().value();
        const auto want = grundy::api::patterns(spec, 0);
        REQUIRE(want.ok());
        REQUIRE(got.periodicity.has_value());
        CHECK(got.periodicity->line == want->periodicity->line);
        CHECK(got.periodicity->stopped == want->periodicity->stopped);
        CHECK(got.periodicity->theoremText.text == want->periodicity->theoremText.text);
        REQUIRE(got.outcomes.size() == want->outcomes.size());
        for (std::size_t i = 0; i < got.outcomes.size(); ++i)
            CHECK(got.outcomes[i].statement.text == want->outcomes[i].statement.text);
        CHECK(got.periodicity->line == grundy::api::period(spec, 0)->line);
    }
    CHECK(grundy::api::periodSearch("wythoff", 0).error() == grundy::api::period("wythoff", 0).error());
    CHECK(grundy::api::periodSearch("misere:octal:0.77", 0).error() ==
          grundy::api::period("misere:octal:0.77", 0).error());
    CHECK(grundy::api::periodSearch("nim", 3).error() == grundy::api::period("nim", 3).error());
    CHECK(grundy::api::periodSearch("nim", 1e9, grundy::Budget{.bytes = std::int64_t{1} << 30}).error() ==
          grundy::api::period("nim", 1e9, grundy::Budget{.bytes = std::int64_t{1} << 30}).error());
}

TEST_CASE("api::periodSearchLimit is the largest max periodSearch takes", "[api][job]") {
    const grundy::Budget budget{.bytes = std::int64_t{64} << 20};
    for (const std::string spec : {"octal:0.1777", "nim", "grundy"}) {
        INFO(spec);
        const auto most = grundy::api::periodSearchLimit(spec, budget);
        REQUIRE(most.ok());
        CHECK(grundy::api::periodSearch(spec, *most, budget).ok());
        const auto over = grundy::api::periodSearch(spec, *most + 1, budget);
        REQUIRE_FALSE(over.ok());
        CHECK(over.why().message().id == "period.memory");
    }
    CHECK(*grundy::api::periodSearchLimit("octal:0.1777", budget) == std::int64_t{16} << 20);
    CHECK(grundy::api::periodSearchLimit("wythoff").error() == grundy::api::period("wythoff", 0).error());
}

TEST_CASE("a split game's proof gives back the table's reversed copy before the head is copied out",
          "[patterns][job]") {
    // octal:0.16, proven by its candidate confirmed in place at 509,622 values (1 byte each): the job
    // then holds its values and the head g(0) .. g(a + p - 1), a byte a value too (PeriodHead), and no
    // longer the reversed copy the table computed with (another 509,622 bytes or more).
    PeriodSearchLimits search;
    search.maxSize = std::int64_t{1} << 20;
    auto job = PeriodSearchJob::start(game("octal:0.16"), search);
    REQUIRE(job.ok());
    auto& j = job.value();
    std::int64_t before = 0;
    while (!j.advance(50'000)) before = std::max(before, j.bytes());
    REQUIRE(j.result().ok());
    const PeriodFinding& p = j.result().value();
    REQUIRE(p.proven);
    const std::int64_t values = p.checked, head = p.preperiod + p.period;
    CHECK(p.head.bytes() == head);
    INFO("held " << j.bytes() << " bytes at the end, " << before << " while computing");
    CHECK(j.bytes() >= values + head);
    CHECK(j.bytes() < 2 * values + head);
    CHECK(before >= 2 * values);
}
