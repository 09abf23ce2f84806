#include "labelled_positions.hpp"

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iostream>

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

std::optional<FitArguments> readFitArguments(int argc, char** argv, const std::string& usage,
                                             int defaultRounds, const std::string& example) {
    if (argc < 2) {
        std::cerr << "usage: " << usage << "\n";
        return std::nullopt;
    }
    std::optional<double> rounds = argc > 2 ? number(argv[2]) : double(defaultRounds);
    std::optional<double> pull = argc > 3 ? number(argv[3]) : 1e-8;
    if (!rounds || !pull || *rounds < 0 || *pull < 0) {
        std::cerr << "usage: " << usage << "\n(the numbers are at least 0, as " << example << ")\n";
        return std::nullopt;
    }
    return FitArguments{argv[1], int(*rounds), *pull};
}

} // namespace mudchess::bench
