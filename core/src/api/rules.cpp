// checkRules, rulesExamples and rulesWords: the rule language's checker, its shipped examples and its words.
#include "grundy/rules.hpp"

#include "grundy/api.hpp"

namespace grundy::api {

RulesReport checkRules(const std::string& source) {
    const auto report = rules::check(source);
    RulesReport out{report.ok, report.name, report.about, report.dimensions, report.spec, {}};
    for (const auto& d : report.errors)
        out.errors.push_back(RulesError{d.line, d.col, d.endCol, d.message, d.located.text});
    return out;
}

std::vector<RulesExample> rulesExamples() {
    std::vector<RulesExample> out;
    for (const auto& e : rules::examples()) out.push_back(RulesExample{e.id, e.name, e.about, e.family, e.source});
    return out;
}

rules::Words rulesWords() {
    return rules::words();
}

}  // namespace grundy::api
