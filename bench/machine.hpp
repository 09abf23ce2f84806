// What a benchmark run was: enough to reproduce it and to know whether two runs compare.
#pragma once

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

namespace mudchess::bench {

inline std::string shellQuote(std::string_view arg) {
    bool plain = !arg.empty() && std::all_of(arg.begin(), arg.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) ||
               std::string_view("_-./=:+,").find(c) != std::string_view::npos;
    });
    if (plain) return std::string(arg);
    std::string quoted = "'";
    for (char c : arg) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

// The absolute path of this executable, so the line works from any directory.
inline std::string commandLine(int argc, char** argv) {
    std::error_code ec;
    std::filesystem::path self = std::filesystem::canonical("/proc/self/exe", ec);
    std::string line = shellQuote(ec ? std::string(argv[0]) : self.string());
    for (int i = 1; i < argc; ++i) {
        line += ' '; // appended apart: GCC 12 warns falsely (-Wrestrict) on " " + std::string
        line += shellQuote(argv[i]);
    }
    return line;
}

inline std::string cpuModel() {
    std::ifstream cpuinfo("/proc/cpuinfo");
    for (std::string line; std::getline(cpuinfo, line);) {
        if (!line.starts_with("model name")) continue;
        std::size_t colon = line.find(':');
        if (colon != std::string::npos) return line.substr(line.find_first_not_of(' ', colon + 1));
    }
    return "unknown";
}

// The load when the run began: a busy machine explains slow, noisy numbers.
inline std::string loadAverage() {
    std::ifstream loadavg("/proc/loadavg");
    double one = 0, five = 0, fifteen = 0;
    if (!(loadavg >> one >> five >> fifteen)) return "unknown";
    std::ostringstream out;
    out << one << " " << five << " " << fifteen;
    return out.str();
}

} // namespace mudchess::bench
