// Reads perft reference files: one position a line, `FEN ;D1 n ;D2 n ...`.
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace mudchess::test {

struct PerftCase {
    std::string fen;
    std::vector<std::pair<int, std::uint64_t>> counts; // (depth, nodes)
};

inline std::vector<PerftCase> readEpd(const std::string& name) {
    std::vector<PerftCase> cases;
    std::ifstream in(std::string(MUDCHESS_TEST_DATA) + "/" + name);
    for (std::string line; std::getline(in, line);) {
        std::size_t semi = line.find(';');
        if (semi == std::string::npos) continue;
        PerftCase c{line.substr(0, semi), {}};
        while (!c.fen.empty() && c.fen.back() == ' ') c.fen.pop_back();
        std::istringstream rest(line.substr(semi));
        for (std::string tag; rest >> tag;) {
            std::uint64_t nodes = 0;
            rest >> nodes;
            c.counts.emplace_back(std::stoi(tag.substr(2)), nodes); // ";D3" -> 3
        }
        cases.push_back(c);
    }
    return cases;
}

} // namespace mudchess::test
