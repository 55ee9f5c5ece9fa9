// Tables as CSV and JSON (grundy/analysis/export.hpp): a 1-D table's and a 2-D table's.
#include <string>

#include "grundy/analysis/export.hpp"
#include "grundy/message_json.hpp"

namespace grundy {

namespace {

std::string jsonString(const std::string& s) {
    std::string out;
    appendJsonString(out, s);
    return out;
}

}  // namespace

std::string toCsv(const std::vector<Value>& values) {
    std::string out = "n,value\n";
    out.reserve(values.size() * 10 + 8);
    for (std::size_t i = 0; i < values.size(); ++i) out += std::to_string(i) + "," + std::to_string(values[i]) + "\n";
    return out;
}

std::string toJson(const std::string& spec, const std::vector<Value>& values) {
    std::string out = "{\"spec\":" + jsonString(spec) + ",\"values\":[";
    out.reserve(values.size() * 4 + out.size() + 2);
    for (std::size_t i = 0; i < values.size(); ++i) out += (i ? "," : "") + std::to_string(values[i]);
    return out + "]}\n";
}

std::string gridToCsv(std::int64_t rows, std::int64_t cols, const GridValue& value) {
    std::string out = "x\\y";
    for (std::int64_t y = 0; y < cols; ++y) out += "," + std::to_string(y);
    out += "\n";
    for (std::int64_t x = 0; x < rows; ++x) {
        out += std::to_string(x);
        for (std::int64_t y = 0; y < cols; ++y) out += "," + std::to_string(value(x, y));
        out += "\n";
    }
    return out;
}

std::string gridToJson(const std::string& spec, std::int64_t rows, std::int64_t cols, const GridValue& value) {
    std::string out = "{\"spec\":" + jsonString(spec) + ",\"rows\":" + std::to_string(rows) +
                      ",\"cols\":" + std::to_string(cols) + ",\"values\":[";
    for (std::int64_t x = 0; x < rows; ++x) {
        out += x ? ",[" : "[";
        for (std::int64_t y = 0; y < cols; ++y) out += (y ? "," : "") + std::to_string(value(x, y));
        out += "]";
    }
    return out + "]}\n";
}

}  // namespace grundy
