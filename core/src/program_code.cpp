#include "program_code.hpp"

namespace grundy::program {

std::string num(std::int64_t v) {
    return std::to_string(v);
}

std::string arrayText(const std::vector<std::int64_t>& values) {
    std::string out = "{";
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i % 20 == 0) out += "\n    ";
        out += num(values[i]);
        if (i + 1 < values.size()) out += ", ";
    }
    return out + "\n}";
}

std::string listForComment(const std::vector<std::int64_t>& values) {
    std::string out;
    for (std::size_t i = 0; i < values.size() && i < 30; ++i) out += (i ? ", " : "") + num(values[i]);
    if (values.size() > 30) out += ", ... (" + num(static_cast<std::int64_t>(values.size())) + " in all)";
    return out;
}

std::string mexTable(std::int64_t maxHeap, const std::string& cost, const std::string& setup,
                     const std::string& options) {
    return "// g[n] for n up to the largest heap in the input, by the mex rule. seenAt[v] == stamp marks\n"
           "// value v as taken by an option of the current heap; bumping the stamp clears every mark at once.\n"
           "static std::vector<unsigned> g;\n"
           "static std::vector<unsigned> seenAt;\n"
           "static unsigned stamp = 0;\n\n"
           "static inline void mark(unsigned v) {\n"
           "    if (v >= seenAt.size()) seenAt.resize(2 * v + 2, 0);\n"
           "    seenAt[v] = stamp;\n"
           "}\n\n"
           "// Largest heap this program computes (" +
           cost +
           ").\n"
           "const u64 kMaxHeap = " +
           num(maxHeap) +
           ";\n\n"
           "bool prepare(u64 largest) {\n"
           "    if (largest > kMaxHeap) {\n"
           "        std::cerr << \"heap \" << largest << \" is too large: this program computes heaps up to \" << "
           "kMaxHeap << \"\\n\";\n"
           "        return false;\n"
           "    }\n"
           "    g.assign(largest + 1, 0);\n" +
           setup +
           "    for (u64 n = 0; n <= largest; ++n) {\n"
           "        ++stamp;\n" +
           options +
           "        unsigned v = 0;\n"
           "        while (v < seenAt.size() && seenAt[v] == stamp) ++v;\n"
           "        g[n] = v;\n"
           "    }\n"
           "    return true;\n"
           "}\n\n"
           "u64 grundy(u64 n) { return g[n]; }\n";
}

std::string subtractionOptions() {
    return "        for (u64 s : moves) {\n"
           "            if (s > n) break;\n"
           "            mark(g[n - s]);\n"
           "        }\n";
}

}  // namespace grundy::program
