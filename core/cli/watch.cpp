// RunWatch (cli.hpp): a long run's progress on stderr and its Ctrl-C. The core computes a slice at a
// time and asks the watch between slices (grundy/budget.hpp: Progress); the watch prints, and says
// stop once SIGINT or SIGTERM has come. Nothing here touches stdout, so a run's answer is the same
// text however it was watched.
#include <sys/ioctl.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <string>

#include "cli.hpp"

namespace grundy::cli {

namespace {

using Clock = std::chrono::steady_clock;
using Seconds = std::chrono::duration<double>;

// The signal that asked the run to stop, 0 until one does; read by the watch between slices.
volatile std::sig_atomic_t stopSignal = 0;
// Whether stderr is a terminal, for the handler's line (set before the handlers are installed).
volatile std::sig_atomic_t stopOnTerminal = 0;

// The first SIGINT or SIGTERM asks the run to stop after its slice (it saves its table where --save
// asks); a second one, for a slice that is long in coming, ends the command at once as it would have
// ended without the watch. Only async-signal-safe calls here.
extern "C" void onStop(int signal) {
    if (stopSignal != 0) {
        struct sigaction dfl {};
        dfl.sa_handler = SIG_DFL;
        sigaction(signal, &dfl, nullptr);
        raise(signal);
        return;
    }
    stopSignal = signal;
    static constexpr char kClear[] = "\r\x1b[K";
    static constexpr char kLine[] = "grundy: stopping after this slice (a second Ctrl-C quits at once)\n";
    if (stopOnTerminal) static_cast<void>(!write(STDERR_FILENO, kClear, sizeof kClear - 1));
    static_cast<void>(!write(STDERR_FILENO, kLine, sizeof kLine - 1));
}

// "42s", "3m 05s", "2h 07m", "3d 04h": a time left, to the unit a person reads it in.
std::string duration(double seconds) {
    const auto s = static_cast<long long>(seconds + 0.5);
    char text[32];
    if (s < 60)
        std::snprintf(text, sizeof text, "%llds", s);
    else if (s < 3600)
        std::snprintf(text, sizeof text, "%lldm %02llds", s / 60, s % 60);
    else if (s < 86400)
        std::snprintf(text, sizeof text, "%lldh %02lldm", s / 3600, s % 3600 / 60);
    else
        std::snprintf(text, sizeof text, "%lldd %02lldh", s / 86400, s % 86400 / 3600);
    return text;
}

// "950", "41.2K", "3.41M": values a second.
std::string rateText(double perSecond) {
    char text[32];
    if (perSecond < 1e3)
        std::snprintf(text, sizeof text, "%.0f", perSecond);
    else if (perSecond < 1e6)
        std::snprintf(text, sizeof text, "%.1fK", perSecond / 1e3);
    else if (perSecond < 1e9)
        std::snprintf(text, sizeof text, "%.2fM", perSecond / 1e6);
    else
        std::snprintf(text, sizeof text, "%.2fG", perSecond / 1e9);
    return text;
}

// The interval of the plain lines: GRUNDY_PROGRESS_SECONDS (a number of seconds, 0 for a line after
// every slice, "off" for none), 5 unless set. A value it cannot read is said once and left out.
constexpr double kNever = -1;
double plainInterval() {
    constexpr double kDefault = 5;
    const char* text = std::getenv("GRUNDY_PROGRESS_SECONDS");
    if (text == nullptr || *text == '\0') return kDefault;
    if (std::string(text) == "off") return kNever;
    char* end = nullptr;
    const double seconds = std::strtod(text, &end);
    if (*end == '\0' && seconds >= 0 && seconds < 1e9) return seconds;
    std::cerr << "grundy: GRUNDY_PROGRESS_SECONDS must be a number of seconds or off (got '" << text
              << "'); progress every " << kDefault << " s\n";
    return kDefault;
}

// The terminal's width (80 when it does not say).
std::size_t columns() {
    winsize size{};
    if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 1) return size.ws_col;
    return 80;
}

}  // namespace

struct RunWatch::State {
    std::string what;
    RunWatch::Counting counting = RunWatch::Counting::Values;
    bool terminal = false;
    double firstAfter = 0;  // seconds before the first line (kNever: no lines)
    double every = 0;       // seconds between lines after it
    Clock::time_point start = Clock::now();
    Clock::time_point printed{};
    bool shown = false;    // a live line is on the terminal
    bool started = false;  // the first slice was seen (samples holds where the run was then)
    struct Sample {
        Clock::time_point at;
        std::int64_t done;
    };
    std::deque<Sample> samples;  // where the run was over the last ten seconds or so: the rate
    struct sigaction oldInt {};
    struct sigaction oldTerm {};
    bool installed = false;

    // "1500000 of 2097152 (71.5%), 3.41M values/s, about 2s left".
    std::string valueFigures(std::int64_t done, std::int64_t asked, Clock::time_point now) const {
        std::string figures = std::to_string(done) + " of " + std::to_string(asked);
        char percent[16];
        std::snprintf(percent, sizeof percent, " (%.1f%%)",
                      asked > 0 ? 100.0 * static_cast<double>(done) / asked : 0.0);
        figures += percent;
        const Sample& from = samples.front();
        const double seconds = Seconds(now - from.at).count();
        if (seconds > 0 && done > from.done) {
            const double rate = static_cast<double>(done - from.done) / seconds;
            figures += ", " + rateText(rate) + " values/s, about " +
                       duration(static_cast<double>(asked - done) / rate) + " left";
        }
        return figures;
    }
    // "7 of 9 heaps done, 3m 05s so far": a quotient's heaps cost ever more, so no time left.
    std::string heapFigures(std::int64_t done, std::int64_t asked, Clock::time_point now) const {
        return std::to_string(done) + " of " + std::to_string(asked) + " heaps done, " +
               duration(Seconds(now - start).count()) + " so far";
    }

    bool report(std::int64_t done, std::int64_t asked) {
        if (stopSignal != 0) return false;
        const Clock::time_point now = Clock::now();
        if (!started) {
            started = true;
            samples.push_back({now, done});
        }
        if (firstAfter == kNever) return true;
        const double since = Seconds(now - (shown || printed != Clock::time_point{} ? printed : start)).count();
        if (since < (printed == Clock::time_point{} ? firstAfter : every)) return true;
        printed = now;
        samples.push_back({now, done});
        while (samples.size() > 2 && Seconds(now - samples[1].at).count() >= 10) samples.pop_front();
        std::string figures =
            counting == RunWatch::Counting::Heaps ? heapFigures(done, asked, now) : valueFigures(done, asked, now);
        std::string line = "grundy: " + what + ": " + figures;
        // One write each: a line is never split by the signal handler's.
        if (terminal) {
            // Within one row, or the carriage return would not reach its start: the figures first.
            const std::size_t room = columns() - 1;
            if (line.size() > room) line = ("grundy: " + figures).substr(0, room);
            std::cerr << "\r" + line + "\x1b[K" << std::flush;
            shown = true;
        } else {
            std::cerr << line + '\n' << std::flush;
        }
        return true;
    }
};

RunWatch::RunWatch(std::string what, Counting counting) : state_(std::make_unique<State>()) {
    State& s = *state_;
    s.what = std::move(what);
    s.counting = counting;
    s.terminal = isatty(STDERR_FILENO) != 0;
    const double plain = plainInterval();
    if (plain == kNever) {
        s.firstAfter = s.every = kNever;
    } else if (s.terminal) {
        // A live line from the first second on (sooner when asked), rewritten five times a second.
        s.firstAfter = std::min(1.0, plain);
        s.every = std::min(0.2, plain);
    } else {
        s.firstAfter = s.every = plain;
    }
    stopSignal = 0;
    stopOnTerminal = s.terminal;
    // SA_RESTART: a write to stderr or stdout that the signal meets goes on rather than failing (a
    // stream that failed once stays failed, and would lose the lines that say how to go on).
    struct sigaction stop {};
    stop.sa_handler = &onStop;
    stop.sa_flags = SA_RESTART;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGINT, &stop, &s.oldInt);
    sigaction(SIGTERM, &stop, &s.oldTerm);
    s.installed = true;
}

RunWatch::~RunWatch() {
    end();
}

Progress RunWatch::progress() {
    return [state = state_.get()](std::int64_t done, std::int64_t asked) { return state->report(done, asked); };
}

void RunWatch::end() {
    State& s = *state_;
    if (s.shown) std::cerr << "\r\x1b[K" << std::flush;
    s.shown = false;
    if (!s.installed) return;
    sigaction(SIGINT, &s.oldInt, nullptr);
    sigaction(SIGTERM, &s.oldTerm, nullptr);
    s.installed = false;
}

int RunWatch::signal() const {
    return stopSignal;
}

int interruptedError(const Error& error, const RunWatch& watch, const TableFiles* files) {
    usageError(error.text());
    if (files && !files->save.empty())
        std::cerr << say(msg::command_table_saved{.file = files->save}).text << '\n';
    else if (files)
        std::cerr << say(msg::command_interrupted_unsaved{}).text << '\n';
    return 128 + watch.signal();
}

}  // namespace grundy::cli
