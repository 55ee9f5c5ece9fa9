// The limits every entry point checks, in one place so the messages and the docs agree.
#pragma once

#include <cstdint>

namespace grundy::limits {

// Largest heap size a table may reach: 2^26 values of 4 bytes is 256 MiB, which still fits in the
// browser's wasm memory beside everything else.
inline constexpr std::int64_t kMaxTableSize = 1 << 26;

// Largest member of a finite subtraction set. Larger members would make every table shorter
// than the set itself, which is never what a user meant.
inline constexpr std::int64_t kMaxSubtractionMember = 1'000'000;

// How many members a finite subtraction set may have.
inline constexpr std::size_t kMaxSubtractionSetSize = 4096;

// Longest spec text the parser reads.
inline constexpr std::size_t kMaxSpecLength = 100'000;

}  // namespace grundy::limits
