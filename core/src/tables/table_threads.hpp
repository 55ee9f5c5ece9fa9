// What a table's threads need to stay out of each other's way (sparse_split.hpp, sparse_parallel.cpp):
// whether this build has them, and memory on cache lines of one thread's own.
#pragma once

#include <cstddef>
#include <new>
#include <type_traits>
#include <vector>

// Whether this build starts threads for a long table (sparse_parallel.cpp): natively yes; the wasm
// module is built without pthreads, so not there.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define GRUNDY_TABLE_THREADS 0
#else
#define GRUNDY_TABLE_THREADS 1
#endif

namespace grundy {

// Memory for what one thread writes at every heap (a Worker's marks, scans, cursors and lists): lines
// of its own, natively, where the threads of a table each write their own worker's. Next to each
// other, two workers' small vectors (and the workers themselves) shared cache lines, and each write
// took the line from the other core: octal:0.6 to 2^19 took 1.3 s on two threads against 0.76 s with
// the lines apart (0.85 s on one thread). In wasm, which runs one thread, the usual allocator.
inline constexpr std::size_t kThreadLine = GRUNDY_TABLE_THREADS ? 64 : alignof(std::max_align_t);
template <class T>
struct ThreadLineAllocator {
    using value_type = T;
    ThreadLineAllocator() = default;
    template <class U>
    ThreadLineAllocator(const ThreadLineAllocator<U>&) {}
    // Whole lines: no other allocation shares one.
    static std::size_t bytes(std::size_t n) { return (n * sizeof(T) + kThreadLine - 1) / kThreadLine * kThreadLine; }
    T* allocate(std::size_t n) { return static_cast<T*>(::operator new (bytes(n), std::align_val_t{kThreadLine})); }
    // Unsized: clang offers sized deallocation only with -fsized-deallocation (the fuzz build has not).
    void deallocate(T* p, std::size_t) { ::operator delete (p, std::align_val_t{kThreadLine}); }
    template <class U>
    bool operator==(const ThreadLineAllocator<U>&) const {
        return true;
    }
};
template <class T>
using ThreadVector = std::conditional_t<GRUNDY_TABLE_THREADS, std::vector<T, ThreadLineAllocator<T>>, std::vector<T>>;

}  // namespace grundy
