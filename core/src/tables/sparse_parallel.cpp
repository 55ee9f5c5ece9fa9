// The sparse-space table on several threads (sparse_split.hpp). Heap n depends on every heap below
// it, but on the last few only through a handful of options: the moves that leave one heap near n
// (.354's take-1 leaves n - 1) and the pairs whose smaller part is small. So a heap can be guessed
// ahead: open(n, depth) takes every option whose heaps lie below n - depth (all but a handful), and
// the least value not among them, v0 (open's mex). Once every heap below n is known, g(n) is v0
// unless one of the deferred options is v0; then the scans go on for the next such value, v1 (within
// as many steps again), and g(n) is v1 unless one is v1 too; only then is the heap's mex taken with
// its deferred options marked (close). On the games of the bench, v0 stands for 65% (.354, whose
// take-1 option often is it) to 99.9% (Grundy's game) of the heaps, and v1 for all but a few of the
// rest. A helper searches for v1 too when a deferred option it can already see is v0; a miss it
// could not see is searched for again by the storing thread.
//
// One thread, the one that called, stores the heaps in order: for each it takes the guess a helper
// thread left for it, or makes the guess itself when none is there, and settles it. While a helper
// is at work on that heap, it guesses a later heap (as a helper would) and looks again, up to `depth`
// heaps ahead. It never waits for a helper, so a helper the machine does not run (other work on it,
// fewer cores than threads) costs at most those few guesses and its own time. The helpers guess
// heaps a few ahead of the last one stored (`lead`), each in its own marks, and leave each guess in
// a slot of a ring, read as a sequence lock (a guess is taken only if its slot named the heap before
// and after it was read). Every guess is the same whoever makes it, and its steps are counted once,
// so the values, the steps and where a budget stops a table are the same from run to run; the steps
// (not the values) differ from one thread's, which takes depth 0 and needs no guess.
//
// The values, their reversed copy and the rare list are written only by the storing thread, at
// heaps no guess reads (a guess of heap h reads below h - depth, which was stored before it began).
// The rare list has room reserved for all the heaps it can take before the mask must be chosen
// again, so it never moves while they read it; at each choice of mask (and at a stop) the helpers
// end, and the table goes on from there. The wasm module is built without pthreads (sharing memory
// between workers needs cross-origin isolation, which the page's static hosting does not give), so
// it computes on one thread: tableThreads() is 1 there and none of this is compiled.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <limits>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

#include "sparse_split.hpp"

namespace grundy {

namespace {

std::atomic<int> configuredThreads{0};

}  // namespace

void setTableThreads(int threads) {
    configuredThreads.store(std::max(threads, 0));
}

int tableThreads() {
#if !GRUNDY_TABLE_THREADS
    return 1;
#else
    if (const int asked = configuredThreads.load(); asked > 0) return asked;
    // Asked once: glibc reads /sys/devices/system/cpu/online for it each time, and a table asks at
    // every slice of kHeapsPerSlice heaps (three system calls each: 4,116 of them for octal:0.106 to 2^22).
    static const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return cores;
#endif
}

int SparseSplitTable::threadsFor(std::int64_t end) const {
#if !GRUNDY_TABLE_THREADS
    (void)end;
    return 1;
#else
    // More threads than this only wait on each other: each heap's turn is a few hundred nanoseconds.
    constexpr int kMostThreads = 16;
    const int threads = std::min(threads_ > 0 ? threads_ : tableThreads(), kMostThreads);
    if (threads <= 1 || moves_.leaveAnySmaller || moves_.leaveTwo.empty()) return 1;
    if (size_ < parallelFrom_ || end - size_ < parallelFrom_) return 1;
    // A heap that costs few steps is over before a guess of it is handed across: the helpers only
    // slow the storing thread (.104, 57 steps a heap: 0.32 s on one thread, 0.81 s on two, to 2^21).
    if (guarded_ && work_ < kParallelStepsPerHeap * static_cast<std::uint64_t>(size_)) return 1;
    // Nor when the first guess often misses: the storing thread then searches again for each such
    // heap it did not make, opening it again if need be. Since a helper's state has cache lines of its
    // own and the storing thread guesses ahead while it would wait, .64 (8.6% of its heaps missed)
    // gains: 2.0 s on one thread, 1.55 s on two, to 2^21, as do .244 (4.9%: 19 s and 10.6 s to 2^18),
    // .445 and .376; when more than one in 16 stopped them, these ran on one. Counted from values
    // alone, so every run with the same threads makes the same choice.
    if (guarded_ && guessed_ >= static_cast<std::uint64_t>(kParallelHeaps) && missed_ * kMostMissed > guessed_)
        return 1;
    return threads;
#endif
}

#if GRUNDY_TABLE_THREADS

// A guess in the ring, behind a sequence lock: `seq` is odd while a helper writes. Two helpers may
// want one slot (heap h's, claimed by a helper the machine left waiting, and h + kSlots's): the one
// that finds it taken drops its guess. A guess is taken only if `seq` was even and the same before
// and after it was read, and the slot names the heap.
struct alignas(64) SparseSplitTable::Slot {  // a line each: a helper writes one while the storing thread reads another
    std::atomic<std::uint64_t> seq{0};
    std::atomic<std::int64_t> heap{-1};
    std::atomic<Value> v0{0}, v1{0};
    std::atomic<std::uint64_t> opened{0}, searched{0};
    std::atomic<bool> second{false};
    std::atomic<std::int64_t> claimed{-1};  // the heap whose guess was begun last in this slot

    void put(std::int64_t n, const Guess& g) {
        std::uint64_t s = seq.load(std::memory_order_relaxed);
        if ((s & 1) || !seq.compare_exchange_strong(s, s + 1, std::memory_order_acquire)) return;
        std::atomic_thread_fence(std::memory_order_release);
        heap.store(n, std::memory_order_relaxed);
        v0.store(g.v0, std::memory_order_relaxed);
        v1.store(g.v1, std::memory_order_relaxed);
        opened.store(g.opened, std::memory_order_relaxed);
        searched.store(g.searched, std::memory_order_relaxed);
        second.store(g.second, std::memory_order_relaxed);
        seq.store(s + 2, std::memory_order_release);
    }
    bool take(std::int64_t n, Guess& g) const {
        const std::uint64_t s = seq.load(std::memory_order_acquire);
        if ((s & 1) || heap.load(std::memory_order_relaxed) != n) return false;
        g = {v0.load(std::memory_order_relaxed), v1.load(std::memory_order_relaxed),
             opened.load(std::memory_order_relaxed), searched.load(std::memory_order_relaxed),
             second.load(std::memory_order_relaxed)};
        std::atomic_thread_fence(std::memory_order_acquire);
        return seq.load(std::memory_order_relaxed) == s && heap.load(std::memory_order_relaxed) == n;
    }
};

// What the threads of one run share besides the table: heaps below `done` are final, with the rare
// list's length and the marks' size that go with them; the helpers claim heaps from `next` on, below
// `limit`; `over` ends them; guesses wait in `slots`.
struct SparseSplitTable::Section {
    static constexpr std::size_t kSlots = 64;
    std::int64_t depth = 0, lead = 0, limit = 0;  // see runParallel
    // What the storing thread writes at every heap, apart from what the helpers write (next, the slots).
    alignas(64) std::atomic<std::int64_t> done{0};
    std::atomic<std::size_t> rare{0}, marks{0};
    std::atomic<bool> over{false};
    alignas(64) std::atomic<std::int64_t> next{0};
    Slot slots[kSlots];

    void publish(std::int64_t heap) { done.store(heap, std::memory_order_release); }
    // Until heaps below `heap` are final; false when the run is over first. A helper waits only when
    // the others have claimed the heaps it could begin: it looks again after a pause that doubles up
    // to a millisecond, so the storing thread never wakes anyone (a wake is a read-modify-write of a
    // line all threads share, at every heap, paid for helpers that are rarely asleep).
    bool waitFor(std::int64_t heap) {
        for (int pause = 1;; pause = std::min(2 * pause, 1000)) {
            if (over.load(std::memory_order_acquire)) return false;
            if (done.load(std::memory_order_acquire) >= heap) return true;
            std::this_thread::sleep_for(std::chrono::microseconds(pause));
        }
    }
};

template <class T>
void SparseSplitTable::openGuess(Worker& w, std::int64_t n, std::int64_t depth, std::size_t rareCount, Guess& g) {
    g.v0 = open<T>(w, n, depth, rareCount);
    g.opened = w.steps;
}

template <class T>
void SparseSplitTable::searchGuess(Worker& w, std::int64_t n, Guess& g) {
    g.v1 = mexFrom<T>(w, n, g.v0 + 1, StampMarks::of(w), 4 * g.opened + 1024);  // as many steps again, and a few
    g.searched = w.steps - g.opened;
    g.second = true;
}

template <class T>
void SparseSplitTable::guessAhead(Section& s, Worker& w) {
    for (;;) {
        std::int64_t h = s.next.load(std::memory_order_relaxed), claim = 0;
        do {
            // done is past the limit once the section is over (its largest value): no claim beyond it.
            const std::int64_t done = s.done.load(std::memory_order_relaxed);
            claim = done >= s.limit - s.lead ? s.limit : std::max(h, done + s.lead);
        } while (!s.next.compare_exchange_weak(h, claim + 1, std::memory_order_relaxed));
        if (claim >= s.limit || !s.waitFor(claim - s.depth)) return;
        if (s.done.load(std::memory_order_acquire) > claim) continue;  // stored already
        guessOne<T>(s, w, claim);
    }
}

template <class T>
void SparseSplitTable::guessOne(Section& s, Worker& w, std::int64_t claim) {
    Slot& slot = s.slots[claim % Section::kSlots];
    slot.claimed.store(claim, std::memory_order_release);
    const std::size_t marks = s.marks.load(std::memory_order_relaxed);
    if (w.seen.size() < marks) w.seen.resize(marks, 0);
    Guess g;
    openGuess<T>(w, claim, s.depth, s.rare.load(std::memory_order_acquire), g);
    // v1 only for a guess sure to miss: a deferred option whose heaps are stored by now is v0. A
    // search for every heap cost as many steps again (.6's first guesses miss 0.3% of its heaps).
    if (deferredHas<T>(claim, s.depth, g.v0, s.done.load(std::memory_order_acquire))) searchGuess<T>(w, claim, g);
    slot.put(claim, g);
}

template <class T>
Value SparseSplitTable::settle(Section& s, Worker& w, std::int64_t n, std::uint64_t& steps) {
    // The guess a helper left, or this thread's own; v1 only if v0 is a deferred option, and the mex
    // over every option only if v1 is too. The steps: what one guess needs for it, whoever made it.
    const std::int64_t depth = s.depth;
    Guess g;
    const Slot& slot = s.slots[n % Section::kSlots];
    bool own = !slot.take(n, g);
    // A helper at work on n: a later heap's guess meanwhile (one whose heaps below h - depth are all
    // stored), rather than n's a second time. The heaps a helper was slow on were the ones this thread
    // then did again: on two threads it made 57% of .6's guesses to 2^20, with this 50%.
    while (own && slot.claimed.load(std::memory_order_acquire) == n) {
        std::int64_t h = s.next.load(std::memory_order_relaxed);
        if (h > n + depth || h >= s.limit) break;
        if (!s.next.compare_exchange_weak(h, h + 1, std::memory_order_relaxed)) continue;
        guessOne<T>(s, w, h);
        own = !slot.take(n, g);
    }
    if (own) openGuess<T>(w, n, depth, rare_.size(), g);
    steps = g.opened + deferredCount(n, depth);
    ++guessed_;
    if (!deferredHas<T>(n, depth, g.v0)) return g.v0;
    ++missed_;
    bool marked = own;  // w's marks are this heap's (close needs them)
    if (!g.second) {    // a helper's guess that looked sure, or this thread's: v1 from w's marks
        if (!marked) openGuess<T>(w, n, depth, rare_.size(), g);
        marked = true;
        searchGuess<T>(w, n, g);
    }
    steps += g.searched;
    if (g.v1 != kNoValue && !deferredHas<T>(n, depth, g.v1)) return g.v1;
    if (!marked) {
        openGuess<T>(w, n, depth, rare_.size(), g);
        searchGuess<T>(w, n, g);
    }
    const Value v = close<T>(w, n, depth, g.v0);
    steps = w.steps;
    return v;
}

template <class T>
int SparseSplitTable::runParallel(std::int64_t end, int threads) {
    if (workers_.size() < static_cast<std::size_t>(threads)) workers_.resize(static_cast<std::size_t>(threads));
    for (Worker& w : workers_) prepare(w);
    while (size_ < end) {
        if (choiceDue(size_)) chooseMask();
        rare_.reserve(2 * rareAtChoice_ + 66);  // what choiceDue allows before the next choice
        Section s;
        // Guesses reach back `depth` heaps; the helpers guess from `lead` heaps past the last stored,
        // so a guess is usually ready when the storing thread comes to it, and never waits to begin.
        s.depth = 2 * threads + 4;
        s.lead = threads + 1;
        s.limit = forced_ ? end : std::min(end, nextChoice_);
        s.done = s.next = size_;
        s.rare = rare_.size();
        s.marks = marks_;
        std::vector<std::thread> helpers;
        for (int j = 1; j < threads; ++j) {
            try {  // a thread the system refuses is one helper fewer
                helpers.emplace_back([&, j] {
                    try {  // a helper refused memory for its marks stops: the storing thread needs no guess
                        guessAhead<T>(s, workers_[static_cast<std::size_t>(j)]);
                    } catch (const std::bad_alloc&) {
                    }
                });
            } catch (const std::system_error&) {
                break;
            }
        }
        int stop = 0;
        Worker& w = workers_[0];
        for (std::int64_t n = size_; n < s.limit && !stop && !choiceDue(n); ++n) {
            if (work_ > maxWork_) {
                stop = 2;
                break;
            }
            prepare(w);
            std::uint64_t steps = 0;
            const Value v = settle<T>(s, w, n, steps);
            work_ += steps;
            if ((stop = store<T>(n, v)) != 0) break;
            s.rare.store(rare_.size(), std::memory_order_release);
            s.marks.store(marks_, std::memory_order_relaxed);
            s.publish(n + 1);
        }
        s.over.store(true, std::memory_order_release);
        s.publish(std::numeric_limits<std::int64_t>::max());
        for (std::thread& t : helpers) t.join();
        if (stop) return stop;
    }
    return 0;
}

template int SparseSplitTable::runParallel<std::uint8_t>(std::int64_t, int);
template int SparseSplitTable::runParallel<std::uint16_t>(std::int64_t, int);
template int SparseSplitTable::runParallel<std::uint32_t>(std::int64_t, int);

#endif

}  // namespace grundy
