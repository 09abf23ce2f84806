// A UCI engine's "info" line read for what an analysis needs: the depth, which of the lines the
// engine is searching (MultiPV), the score from the side to move (centipawns or moves to mate)
// and the principal variation. Engine output is
// outside input: anything that does not read as a number where one belongs reads as nothing.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

struct UciInfo {
    int depth = 0;
    int multipv = 1; // which best line this is (1: the best), when the engine searches several
    std::optional<int> cp;   // centipawns for the side to move
    std::optional<int> mate; // moves to mate, negative when the side to move is mated
    std::vector<std::string> pv;
};

// The line's score and line, or nothing when it has no score.
std::optional<UciInfo> readUciInfo(std::string_view line);

} // namespace mudchess
