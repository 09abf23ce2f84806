// Reading back what `mudchess match` wrote, for the match tests: a PGN file's games and a
// game's tags.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace mudchess::match {

// The games of a PGN file, in the order written.
inline std::vector<std::string> gamesIn(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    std::string all = text.str();
    std::vector<std::string> games;
    std::size_t start = all.find("[Event ");
    while (start != std::string::npos) {
        std::size_t next = all.find("\n[Event ", start + 1);
        games.push_back(all.substr(start, next == std::string::npos ? next : next + 1 - start));
        start = next == std::string::npos ? next : next + 1;
    }
    return games;
}

// The value of a tag of `pgn`, or "" without it. (Searched by hand: GCC 12 warns about
// <regex> under the sanitizers.)
inline std::string tag(const std::string& pgn, const std::string& name) {
    std::string opening = "[" + name + " \"";
    std::size_t at = pgn.find(opening);
    if (at == std::string::npos) return "";
    at += opening.size();
    std::size_t end = pgn.find("\"]", at);
    return end == std::string::npos ? "" : pgn.substr(at, end - at);
}

} // namespace mudchess::match
