// The shipped examples, embedded at build time from core/rules-examples/*.rules (see embed.cmake).
// Each file's first line says which built-in spec it must agree with: "# family: octal:0.77".
#include <string>
#include <utility>

#include "../arguments.hpp"
#include "grundy/rules.hpp"

namespace grundy::rules {

namespace {

struct Embedded {
    const char* id;
    const char* source;
};

constexpr Embedded kEmbedded[] = {
#include "rules_examples.inc"
};

// The text of a string statement ("name" or "about"), read plainly: the examples are checked by
// the tests, so this need not be the full parser.
std::string statementText(const std::string& source, const std::string& word) {
    std::size_t at = 0;
    while ((at = source.find(word + " \"", at)) != std::string::npos) {
        if (at == 0 || source[at - 1] == '\n') {
            const std::size_t open = at + word.size() + 1;
            const std::size_t close = source.find('"', open + 1);
            if (close != std::string::npos) return source.substr(open + 1, close - open - 1);
        }
        at += word.size();
    }
    return "";
}

}  // namespace

const std::vector<Example>& examples() {
    static const std::vector<Example> list = [] {
        std::vector<Example> out;
        for (const auto& e : kEmbedded) {
            Example x;
            x.id = e.id;
            x.source = e.source;
            const std::string marker = "# family:";
            if (x.source.rfind(marker, 0) == 0)
                x.family =
                    std::string(arguments::trim(x.source.substr(marker.size(), x.source.find('\n') - marker.size())));
            x.name = statementText(x.source, "name");
            x.about = statementText(x.source, "about");
            out.push_back(std::move(x));
        }
        return out;
    }();
    return list;
}

}  // namespace grundy::rules
