// Exported programs are compiled with the compiler CMake uses, run, and compared with the core's
// values: on 10^5 positions, or on the whole range the core computes for games whose tables grow
// quadratically. The programs are compiled in parallel to keep the run short.
#include "grundy/analysis/export.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "grundy/analysis/period_search.hpp"
#include "grundy/spec.hpp"
#include "grundy/tables/heap_table.hpp"
#include "support.hpp"

using grundy::Value;

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

int shell(const std::string& command) {
    const int rc = std::system(command.c_str());
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

struct Case {
    std::string spec;
    std::int64_t positions;  // heaps 0 .. positions-1 are compared
    std::string method;      // how the program computes values: the header's "Values:" line starts so
};

std::string methodOf(const std::string& program) {
    const auto at = program.find("// Values: ");
    REQUIRE(at != std::string::npos);
    return program.substr(at + 11, program.find(':', at + 11) - at - 11);
}

}  // namespace

TEST_CASE("exported programs compile and agree with the core", "[export]") {
    const std::vector<Case> cases{
        {"subtraction:1,3,4", 100'000, "period table"},
        {"bash:5", 100'000, "formula"},
        {"nim", 100'000, "formula"},
        {"take-range:2,4", 100'000, "formula"},
        // Games whose tables are quadratic in the core: 10^4 heaps each (about 0.1 s of core time).
        {"octal:0.77", 10'000, "period table"},
        {"octal:0.07", 10'000, "period table"},
        {"lasker", 10'000, "formula"},
        {"subtraction:fib", 100'000, "table computation"},
        {"subtraction:all-but:1,3", 10'000, "table computation"},
        {"grundy", 10'000, "table computation"},
        {"mock-turtles", 1'000, "table computation"},
    };
    char dirTemplate[] = "/tmp/grundy-export-XXXXXX";
    const char* dir = mkdtemp(dirTemplate);
    REQUIRE(dir);
    const std::string root(dir);
    // A small search keeps the test quick; what the program does is decided the same way.
    grundy::PeriodSearch search;
    search.maxSize = std::int64_t{1} << 17;
    search.maxWork = 30'000'000;

    // Write every program and its input, then compile them all at once.
    std::string compile = "cd " + root + " && (";
    for (std::size_t i = 0; i < cases.size(); ++i) {
        auto rules = grundy::parseSpec(cases[i].spec);
        REQUIRE(rules.ok());
        auto program = grundy::exportProgram(*rules, search);
        INFO(cases[i].spec);
        REQUIRE(program.ok());
        CHECK(methodOf(*program) == cases[i].method);
        CHECK(program->rfind("// " + cases[i].spec + ": Sprague-Grundy values", 0) == 0);
        const std::string name = "p" + std::to_string(i);
        std::ofstream(root + "/" + name + ".cpp") << *program;
        std::ofstream input(root + "/" + name + ".in");
        for (std::int64_t n = 0; n < cases[i].positions; ++n) input << n << '\n';
        input << "3 5 6\n7+4+9\n\n";
        compile += std::string(GRUNDY_CXX_COMPILER) + " -std=c++17 -O1 -o " + name + " " + name + ".cpp 2> " + name +
                   ".err & ";
    }
    compile += "wait)";
    REQUIRE(shell(compile) == 0);

    for (std::size_t i = 0; i < cases.size(); ++i) {
        const Case& c = cases[i];
        const std::string name = root + "/p" + std::to_string(i);
        INFO(c.spec << ": " << readFile(name + ".err"));
        REQUIRE(access(name.c_str(), X_OK) == 0);
        REQUIRE(shell(name + " < " + name + ".in > " + name + ".out") == 0);
        const auto out = lines(readFile(name + ".out"));
        REQUIRE(static_cast<std::int64_t>(out.size()) == c.positions + 2);  // the empty line prints nothing
        auto values = grundy::heapValues(*grundy::parseGame(c.spec), c.positions);
        REQUIRE(values.ok());
        for (std::int64_t n = 0; n < c.positions; ++n) {
            if (out[n] != std::to_string((*values)[n]))
                FAIL("heap " << n << ": program " << out[n] << ", core " << (*values)[n]);
        }
        const auto& g = *values;
        CHECK(out[c.positions] == std::to_string(g[3] ^ g[5] ^ g[6]));
        CHECK(out[c.positions + 1] == std::to_string(g[7] ^ g[4] ^ g[9]));
    }

    // --outcome: the closed-form P test of S = {1,3,4} (n % 7 == 0 || n % 7 == 2) for one heap,
    // the XOR for sums.
    const std::string first = root + "/p0";
    REQUIRE(shell(first + " --outcome < " + first + ".in > " + first + ".outcome") == 0);
    const auto outcomes = lines(readFile(first + ".outcome"));
    REQUIRE(outcomes.size() == 100'002);
    auto g = grundy::heapValues(*grundy::parseGame("subtraction:1,3,4"), 100'000);
    REQUIRE(g.ok());
    for (std::size_t n = 0; n < 100'000; ++n) REQUIRE(outcomes[n] == ((*g)[n] == 0 ? "P" : "N"));
    CHECK(outcomes[100'000] == "P");  // 1 xor 3 xor 2 = 0
    CHECK(readFile(first + ".cpp").find("bool isP(u64 n) { return n % 7 == 0 || n % 7 == 2; }") != std::string::npos);

    // Closed forms answer heaps far beyond any table; table computations refuse what they cannot do.
    const std::string nim = root + "/p2", fib = root + "/p7";
    REQUIRE(shell("echo 1000000000000 | " + nim + " > " + nim + ".big") == 0);
    CHECK(readFile(nim + ".big") == "1000000000000\n");
    CHECK(shell("echo 1000000000000 | " + fib + " > " + fib + ".big 2>&1") == 1);
    CHECK(readFile(fib + ".big") == "heap 1000000000000 is too large: this program computes heaps up to 100000000\n");
    CHECK(shell("echo seven | " + fib + " > /dev/null 2>&1") == 1);
    shell("rm -rf " + root);
}

TEST_CASE("export refuses what it cannot write, with a message", "[export][errors]") {
    const auto refuse = [](const std::string& spec) {
        auto rules = grundy::parseSpec(spec);
        REQUIRE(rules.ok());
        auto program = grundy::exportProgram(*rules);
        REQUIRE_FALSE(program.ok());
        return program.error();
    };
    CHECK(refuse("wythoff") ==
          "export writes programs for heap games; 'wythoff' has two coordinates (export its table as CSV or JSON "
          "instead)");
    CHECK(refuse("octal:0.77+nim") ==
          "export writes a program for one game; 'octal:0.77+nim' is a sum of different games (the program itself "
          "reads sums of heaps of one game)");
    CHECK(refuse("misere:nim") ==
          "export writes normal-play values; misère play has no Sprague-Grundy values to print (drop 'misere:')");
}

TEST_CASE("CSV and JSON of 1-D and 2-D tables", "[export]") {
    const std::vector<Value> g{0, 1, 0, 1, 2};
    CHECK(grundy::toCsv(g) == "n,value\n0,0\n1,1\n2,0\n3,1\n4,2\n");
    CHECK(grundy::toJson("subtraction:1,3,4", g) == "{\"spec\":\"subtraction:1,3,4\",\"values\":[0,1,0,1,2]}\n");
    CHECK(grundy::toJson("a\"b", {}) == "{\"spec\":\"a\\\"b\",\"values\":[]}\n");
    const auto xorGrid = [](std::int64_t x, std::int64_t y) { return static_cast<Value>(x ^ y); };
    CHECK(grundy::gridToCsv(2, 3, xorGrid) == "x\\y,0,1,2\n0,0,1,2\n1,1,0,3\n");
    CHECK(grundy::gridToJson("nim+nim", 2, 3, xorGrid) ==
          "{\"spec\":\"nim+nim\",\"rows\":2,\"cols\":3,\"values\":[[0,1,2],[1,0,3]]}\n");
}

TEST_CASE("grundy export writes programs and tables", "[export][cli]") {
    const auto run = [](const std::string& arguments) { return grundy::test::runCli(arguments).output; };
    CHECK(run("export subtraction:1,3,4 --lang cpp").rfind("// subtraction:1,3,4: Sprague-Grundy values", 0) == 0);
    CHECK(run("export subtraction:1,3,4 --lang csv --to 4") == "n,value\n0,0\n1,1\n2,0\n3,1\n4,2\n");
    CHECK(run("export bash:2 --lang json --to 5") == "{\"spec\":\"bash:2\",\"values\":[0,1,2,0,1,2]}\n");
    // The corner game (HDU 2147), by hand: g(0,y) = 0 1 0, g(1,0) = 1, g(1,1) = mex{1, 1, 0} = 2,
    // g(1,2) = mex{g(1,1), g(0,2), g(0,1)} = mex{2, 0, 1} = 3.
    CHECK(run("export corner --lang csv --rows 2 --cols 3") == "x\\y,0,1,2\n0,0,1,0\n1,1,2,3\n");
    CHECK(run("export corner --lang json --to 3") ==
          "grundy: 'corner' has two coordinates; its table needs --rows R --cols C\n");
    CHECK(run("export nim --lang rust") == "grundy: --lang must be cpp, csv or json (got 'rust')\n");
}
