// Research runs of the native command (values, stats, period): told how far to go, they go there
// with no work budget but the one --work gives; a long one shows its progress on stderr, leaving
// stdout as it was; SIGINT or SIGTERM stops it cleanly, and with --save, --resume goes on from where
// it stopped to the answer one uninterrupted run gives. No timing here: progress is asked for after
// every slice (GRUNDY_PROGRESS_SECONDS=0), and a run is stopped after its first progress line,
// held there by a stderr pipe it soon fills.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "support.hpp"

using grundy::test::cliCommand;
using grundy::test::runCli;
using grundy::test::runShell;
using grundy::test::TempFile;

namespace {

// g(0) .. g(size-1) of an octal game written independently of the core: every option of every heap
// (a digit d at position t: remove t tokens leaving 0 heaps if d & 1, 1 heap if d & 2, 2 heaps if d & 4).
std::vector<std::uint32_t> octalReference(const std::vector<int>& digits, std::int64_t size) {
    std::vector<std::uint32_t> g;
    for (std::int64_t n = 0; n < size; ++n) {
        std::vector<bool> seen(64, false);
        const auto mark = [&](std::uint32_t v) {
            if (v >= seen.size()) seen.resize(2 * v + 2, false);
            seen[v] = true;
        };
        for (std::size_t t = 1; t < digits.size(); ++t) {
            const std::int64_t left = n - static_cast<std::int64_t>(t);
            if (left < 0) break;
            if ((digits[t] & 1) && left == 0) mark(0);
            if ((digits[t] & 2) && left > 0) mark(g[static_cast<std::size_t>(left)]);
            if (digits[t] & 4)
                for (std::int64_t a = 1; 2 * a <= left; ++a)
                    mark(g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(left - a)]);
        }
        std::uint32_t v = 0;
        while (v < seen.size() && seen[v]) ++v;
        g.push_back(v);
    }
    return g;
}

std::vector<std::uint32_t> numbers(const std::string& line) {
    std::istringstream in(line);
    return {std::istream_iterator<std::uint32_t>(in), std::istream_iterator<std::uint32_t>()};
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct Split {
    int status = -1;
    std::string out, err;
};

// The command with GRUNDY_PROGRESS_SECONDS=`progress`, its stdout and stderr apart.
Split runApart(const std::string& args, const std::string& progress) {
    const TempFile err("apart.err");
    const auto r = runShell(cliCommand(args, progress) + " 2>" + err.path);
    return {r.status, r.output, readAll(err.path)};
}

// Starts the command with a progress line after every slice and its stderr in a pipe of one page,
// reads up to its first progress line, sends `signal`, and reads the rest: its exit status, stdout
// and stderr. The pipe holds a few dozen lines, so the run, blocked on a full pipe, is within a few
// dozen slices of where its first line was when the signal comes, however the machine schedules us.
Split interrupted(const std::vector<std::string>& args, int signal) {
    const TempFile out("interrupted.out");
    int pipeFds[2];
    REQUIRE(pipe(pipeFds) == 0);
#ifdef F_SETPIPE_SZ
    fcntl(pipeFds[1], F_SETPIPE_SZ, 4096);
#endif
    const pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        dup2(pipeFds[1], STDERR_FILENO);
        const int outFd = open(out.path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        dup2(outFd, STDOUT_FILENO);
        close(pipeFds[0]);
        setenv("GRUNDY_PROGRESS_SECONDS", "0", 1);
        std::vector<char*> argv{const_cast<char*>(GRUNDY_CLI_PATH)};
        for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        execv(GRUNDY_CLI_PATH, argv.data());
        _exit(127);
    }
    close(pipeFds[1]);
    Split r;
    char c = 0;
    // One byte at a time up to the first line's end: the pipe stays nearly full behind it.
    while (read(pipeFds[0], &c, 1) == 1) {
        r.err += c;
        if (c == '\n') break;
    }
    kill(pid, signal);
    char buffer[4096];
    for (ssize_t got; (got = read(pipeFds[0], buffer, sizeof buffer)) > 0;) r.err.append(buffer, got);
    close(pipeFds[0]);
    int raw = 0;
    waitpid(pid, &raw, 0);
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = readAll(out.path);
    return r;
}

}  // namespace

/** The n a stopped search's first line names ("... checked=N"), or 0. */
static std::uint64_t checkedOf(const std::string& output) {
    const auto at = output.find("checked=");
    return at == std::string::npos ? 0 : std::stoull(output.substr(at + 8));
}

TEST_CASE("grundy period --max goes as far as asked: only --work bounds its work", "[long-runs][cli]") {
    // octal:0.376 passes the search's default work (4 * 10^8 steps) well below 2^21 and a work of
    // 10^8 below 150000 (where exactly depends on the engine's steps, read from the first line):
    // the default still stops a search given no --max, and --work stops one given --max, each with
    // a line naming what goes on to the size asked for.
    const auto byWork = runCli("period octal:0.376 --max 150000 --work 1e8");
    const auto n = checkedOf(byWork.output);
    CHECK(n > 1000);
    CHECK(n < 150000);
    CHECK(byWork.output == "preperiod=none period=none saltus=none proven=no checked=" + std::to_string(n) +
                               "\nstopped at n = " + std::to_string(n) +
                               " of 150000: the work budget of 100000000 steps ran out; to go "
                               "on to 150000, pass --max 150000 without --work (a search given --max takes the "
                               "work reaching it takes)\n");
    const auto byDefault = runCli("period octal:0.376");
    const auto d = checkedOf(byDefault.output);
    CHECK(d > n);
    CHECK(d < 2097152);
    CHECK(byDefault.output == "preperiod=none period=none saltus=none proven=no checked=" + std::to_string(d) +
                                  "\nstopped at n = " + std::to_string(d) + " of 2097152: the work budget of " +
                                  std::to_string(grundy::PeriodSearchLimits::kDefaultWork) +
                                  " steps ran out; to go on to "
                                  "2097152, pass --max 2097152 without --work (a search given --max takes the work "
                                  "reaching it takes)\n");
    // What the line names reaches the size asked for, and so does --max alone.
    const auto reached = runCli("period octal:0.376 --max 150000");
    CHECK(reached.status == 0);
    CHECK(reached.output ==
          "preperiod=none period=none saltus=none proven=no checked=150000\n"
          "not proven within the 150000 values asked for; to go on, pass --max 300000\n");
}

TEST_CASE("grundy values --to goes as far as asked: only --work bounds its work", "[long-runs][cli]") {
    // The table of octal:0.376 to heap 149999 takes more steps than 10^8, where --work stops it (at a
    // heap that depends on the engine's steps, read from the message).
    const auto stopped = runCli("values octal:0.376 --to 149999 --work 1e8");
    CHECK(stopped.status == 2);
    const std::string head = "grundy: the table of octal:0.376 stopped at heap ";
    REQUIRE(stopped.output.rfind(head, 0) == 0);
    const auto h = std::stoull(stopped.output.substr(head.size()));
    CHECK(h > 1000);
    CHECK(h < 149999);
    CHECK(stopped.output == head + std::to_string(h) +
                                " of 149999: it took more than 100000000 steps "
                                "(splits looked at), the most one table may take; ask for at most " +
                                std::to_string(h) +
                                " positions\n"
                                "to go on to heap 149999, leave out --work: a table given --to takes the work reaching "
                                "it takes\n");
    const auto all = runCli("values octal:0.376 --to 149999");
    CHECK(all.status == 0);
    const auto g = numbers(all.output);
    REQUIRE(g.size() == 150000);
    // The first heaps against every option of every heap, counted here.
    const auto reference = octalReference({0, 3, 7, 6}, 3000);
    CHECK(std::vector<std::uint32_t>(g.begin(), g.begin() + 3000) == reference);
}

TEST_CASE("a long run shows its progress on stderr and leaves stdout as it was; a short one shows none",
          "[long-runs][cli]") {
    for (const std::string args :
         {"values grundy --to 100000", "stats grundy --to 100000", "period octal:0.16 --max 1000000"}) {
        INFO(args);
        const std::string what = args.substr(0, args.find(" --"));
        const std::string asked = args.rfind("period", 0) == 0 ? "1000000" : "100001";
        const Split watched = runApart(args, "0");
        const Split quiet = runApart(args, "off");
        CHECK(watched.status == 0);
        CHECK(watched.out == quiet.out);
        CHECK(quiet.err.empty());
        // A line after every slice: how far of how far asked, and the share of it; further each time.
        const auto progress = lines(watched.err);
        CHECK(progress.size() >= 2);
        std::int64_t last = 0;
        for (const auto& line : progress) {
            INFO(line);
            const std::string head = "grundy: " + what + ": ";
            REQUIRE(line.rfind(head, 0) == 0);
            const std::int64_t done = std::stoll(line.substr(head.size()));
            CHECK(line.find(std::to_string(done) + " of " + asked + " (") == head.size());
            CHECK(done >= last);
            CHECK(done < std::stoll(asked));
            last = done;
        }
    }
    // A run that ends within its first slice never prints a progress line, whatever the interval.
    for (const std::string args : {"values kayles --to 100", "stats kayles --to 99", "period subtraction:1,3,4"}) {
        INFO(args);
        const Split watched = runApart(args, "0");
        CHECK(watched.status == 0);
        CHECK(watched.err.empty());
        CHECK(watched.out == runApart(args, "off").out);
    }
    // An interval the command cannot read is said, and the run goes on as it would.
    const Split bad = runApart("values kayles --to 100", "soon");
    CHECK(bad.err ==
          "grundy: GRUNDY_PROGRESS_SECONDS must be a number of seconds or off (got 'soon'); progress every "
          "5 s\n");
    CHECK(bad.out == runApart("values kayles --to 100", "off").out);
}

TEST_CASE("Ctrl-C stops a run cleanly, and with --save, --resume goes on to one run's answer", "[long-runs][cli]") {
    // values and period by SIGINT, stats by SIGTERM: each stops at a slice's end with its table saved
    // and the lines that say so; resumed, it gives what one run without a stop gives.
    const struct {
        std::vector<std::string> args;
        int signal;
    } runs[] = {
        {{"values", "grundy", "--to", "1000000"}, SIGINT},
        {{"period", "octal:0.16", "--max", "1000000"}, SIGINT},
        {{"stats", "grundy", "--to", "1000000"}, SIGTERM},
    };
    for (const auto& run : runs) {
        std::string command;
        for (const auto& a : run.args) command += (command.empty() ? "" : " ") + a;
        INFO(command);
        const TempFile saved("interrupted.tab");
        auto args = run.args;
        args.insert(args.end(), {"--save", saved.path});
        const Split stopped = interrupted(args, run.signal);
        CHECK(stopped.status == 128 + run.signal);
        CHECK(stopped.out.empty());
        const auto err = lines(stopped.err);
        REQUIRE(err.size() >= 4);
        CHECK(err[0].rfind("grundy: " + command.substr(0, command.find(" --")) + ": ", 0) == 0);
        // Said when the signal came (a progress line it met on its way out may follow it).
        CHECK(std::find(err.begin(), err.end(), "grundy: stopping after this slice (a second Ctrl-C quits at once)") !=
              err.end());
        const std::string asked = run.args[0] == "period" ? "1000000" : "1000001";
        CHECK(err[err.size() - 2].rfind("grundy: interrupted at n = ", 0) == 0);
        CHECK(err[err.size() - 2].ends_with(" of " + asked));
        CHECK(err.back() ==
              "what was computed is saved in " + saved.path + ": add --resume " + saved.path + " to go on from it");
        // The saved table is part of the way: resumed, the answer is the uninterrupted run's.
        const auto resumed = runCli(command + " --resume " + saved.path);
        CHECK(resumed.status == 0);
        CHECK(resumed.output == runCli(command).output);
    }
    // Without --save nothing is kept, and the command says how to keep it.
    const Split unsaved = interrupted({"values", "grundy", "--to", "1000000"}, SIGINT);
    CHECK(unsaved.status == 130);
    CHECK(unsaved.out.empty());
    CHECK(lines(unsaved.err).back() ==
          "nothing was kept: with --save FILE a run keeps what it computed when it is stopped (take-and-break games "
          "whose moves leave at most two heaps), and --resume FILE goes on from it");
}

TEST_CASE("grundy quotient and genus --to say the heaps done as they go, and Ctrl-C stops them saying where",
          "[long-runs][cli]") {
    // Misère Kayles to heap 30 ends at once: the same stdout watched or not.
    const Split watched = runApart("quotient kayles --to 30", "0");
    CHECK(watched.status == 0);
    CHECK(watched.out == runApart("quotient kayles --to 30", "off").out);
    for (const auto& line : lines(watched.err)) {
        INFO(line);
        CHECK(line.rfind("grundy: quotient kayles: ", 0) == 0);
        CHECK(line.find(" of 31 heaps done, ") != std::string::npos);
    }
    // Stopped by SIGINT after its first progress line: heaps done of `asked` on stderr, the stop said,
    // and where it was; nothing on stdout.
    const auto stopsCleanly = [](const std::vector<std::string>& args, const std::string& asked) {
        const Split stopped = interrupted(args, SIGINT);
        CHECK(stopped.status == 130);
        CHECK(stopped.out.empty());
        const auto err = lines(stopped.err);
        REQUIRE(err.size() >= 3);
        CHECK(err[0].rfind("grundy: " + args[0] + " " + args[1] + ": ", 0) == 0);
        CHECK(err[0].find(" of " + asked + " heaps done, ") != std::string::npos);
        CHECK(std::find(err.begin(), err.end(), "grundy: stopping after this slice (a second Ctrl-C quits at once)") !=
              err.end());
        CHECK(err.back().rfind("grundy: interrupted at n = ", 0) == 0);
        CHECK(err.back().ends_with(" of " + asked));
    };
    // 4.736's quotient grows past order 66 at heap 7, and certifying heap 8 takes many minutes: the
    // watch is asked within it (not only between heaps), so the signal stops it there.
    stopsCleanly({"quotient", "octal:4.736", "--to", "8"}, "9");
    // Kayles's genera to heap 100000 take hours (the sums its heaps lead to grow without end).
    stopsCleanly({"genus", "kayles", "--to", "100000"}, "100001");
}
