// The positions a match's games begin from. Each is played twice, once with each engine as
// White, so an opening that favours one side favours both engines equally.
#pragma once

#include "chess/game.hpp"

#include <string>
#include <vector>

namespace mudchess::match {

struct Opening {
    Position start;
    std::vector<Move> moves; // played from `start` before the engines take over
    std::string source;      // where it came from, for messages: "openings.epd line 3"

    Game game() const; // the game as the engines receive it
};

// Reads one opening a line from `path`: a FEN, or an EPD line (board, side, castling, en
// passant, then any operations, which are ignored). Blank lines and lines starting with '#' are
// skipped. Nothing, with `error` naming the file and line, when the file cannot be read, holds
// no opening, or a line is not a position of `variant` where a game can go on.
std::optional<std::vector<Opening>> readOpenings(const std::string& path, const Variant& variant,
                                                 std::string& error);

// Openings without a file, the same for every run: the variant's start followed by two pawn
// moves picked by a fixed pseudo-random sequence, `count` of them (different where the start
// allows so many).
std::vector<Opening> builtInOpenings(const Variant& variant, int count);

} // namespace mudchess::match
