// The limits every entry point checks, in one place so the messages and the docs agree.
#pragma once

#include <cstddef>
#include <cstdint>

namespace grundy::limits {

// Largest table: 2^26 values of 4 bytes is 256 MiB, which still fits in the browser's wasm memory
// (2 GiB at most) beside everything else.
inline constexpr std::int64_t kMaxTableSize = std::int64_t{1} << 26;

// Largest coordinate a position may have (a heap size, a board coordinate). Values beyond the
// table limit are only reachable through closed forms (Nim, Bash), so this can be large.
inline constexpr std::int64_t kMaxCoordinate = std::int64_t{1} << 40;

// How many distinct positions one search (misère sums, remoteness, graph or 2-D values) may visit.
inline constexpr std::int64_t kMaxSearchPositions = 4'000'000;

// The search over whole sum positions (misère play, remoteness) keeps a key of every part per
// position, so it gets a smaller position budget than single games, and a budget of options
// generated, so splitting games (whose positions have many options of many parts) stop in seconds
// and well inside the browser's memory.
inline constexpr std::int64_t kMaxSumSearchPositions = 1'000'000;
inline constexpr std::int64_t kMaxSumSearchWork = 4'000'000;

// Largest member of a finite subtraction set.
inline constexpr std::int64_t kMaxSubtractionMember = 1'000'000;

// How many members a finite subtraction set may have.
inline constexpr std::size_t kMaxSubtractionSetSize = 4096;

// How many components a sum may have.
inline constexpr std::size_t kMaxSumComponents = 1000;

// Longest spec or position text the parser reads.
inline constexpr std::size_t kMaxSpecLength = 100'000;

}  // namespace grundy::limits
