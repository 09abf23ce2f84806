#include "labelled_positions.hpp"

#include <cmath>
#include <cstdlib>
#include <fstream>

namespace mudchess::bench {

std::optional<double> number(const std::string& text) {
    char* end = nullptr;
    double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<LabelledPositions>
readLabelledPositions(const Variant& variant, const std::string& path, double maxCentipawns) {
    std::ifstream in(path);
    if (!in) return std::nullopt;
    LabelledPositions out;
    std::string line;
    while (std::getline(in, line)) {
        std::size_t semicolon = line.find(';');
        FenResult parsed = Position::fromFen(variant, line.substr(0, semicolon));
        std::optional<double> label =
            semicolon == std::string::npos ? std::nullopt : number(line.substr(semicolon + 1));
        if (!parsed.position || !label)
            ++out.unreadable;
        else if (std::abs(*label) > maxCentipawns)
            ++out.decided;
        else
            out.positions.push_back({std::move(*parsed.position), *label});
    }
    return out;
}

} // namespace mudchess::bench
