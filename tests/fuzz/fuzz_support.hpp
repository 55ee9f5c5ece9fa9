// Helpers shared by the fuzz targets (tests/fuzz/fuzz_*.cpp): a reader that turns the fuzzer's bytes
// into small structured choices, and the way a target reports a finding.
//
// A finding is anything the core promises not to do: crash, hang, or give a wrong answer. The
// sanitizers catch memory and undefined-behaviour errors themselves; a wrong answer (a value that
// disagrees with the brute-force reference, a spec that does not read back as itself) is reported
// with FUZZ_CHECK, which prints what disagreed and aborts, so libFuzzer saves the input as a crash.
#pragma once

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

namespace grundy::fuzz {

// Reads choices from the input front to back; past the end every read gives 0, so any input decodes.
class ByteReader {
public:
    ByteReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    std::uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
    // A number in [0, n) (n >= 1).
    int below(int n) { return byte() % n; }
    bool flag() { return byte() & 1; }
    bool exhausted() const { return at_ >= size_; }
    // Everything not read yet, as text.
    std::string rest() {
        std::string out(reinterpret_cast<const char*>(data_ + at_), size_ - at_);
        at_ = size_;
        return out;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
};

[[noreturn]] inline void finding(const char* file, int line, const std::string& what) {
    std::fprintf(stderr, "\nFINDING at %s:%d: %s\n", file, line, what.c_str());
    std::fflush(stderr);
    std::abort();
}

// The core's messages start lower-case and say something (helper-rules.md); an empty or capitalised
// message is a finding too.
inline bool wellFormedMessage(const std::string& message) {
    return !message.empty() && !std::isupper(static_cast<unsigned char>(message[0]));
}

}  // namespace grundy::fuzz

// FUZZ_CHECK(condition, what << "streamed" << values): a finding when the condition is false.
#define FUZZ_CHECK(condition, streamed)                                      \
    do {                                                                     \
        if (!(condition)) {                                                  \
            std::ostringstream fuzzMessage_;                                 \
            fuzzMessage_ << #condition << ": " << streamed;                  \
            ::grundy::fuzz::finding(__FILE__, __LINE__, fuzzMessage_.str()); \
        }                                                                    \
    } while (false)
