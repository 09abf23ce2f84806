// A game in words instead of a picture, for screen readers and for anyone who would rather ask
// than scan a board: the whole position, one rank or file, where pieces stand, a move told as a
// sentence ("White knight g1 to f3, check").
#pragma once

#include "chess/game.hpp"

#include <optional>
#include <string>

namespace mudchess {

// "White: king e1, queen d1, rooks a1 and h1, ... Black: ... White to move." and any check or
// result.
std::string describePosition(const Game& game);

// "Rank 4, a to h: 4 empty, e4 white pawn, 3 empty." (`rank` 0-7)
std::string readRank(const Position& pos, int rank);
// "File e, 1 to 8: e1 white king, e2 white pawn, 4 empty, e7 black pawn, e8 black king." (0-7)
std::string readFile(const Position& pos, int file);

// "White knights: b1 and g1." or "White has no knights."; both sides when `side` is empty.
// KING stands for each variant's royal piece; NO_PIECE_TYPE for every piece of the side, as
// describePosition lists them.
std::string wherePieces(const Position& pos, std::optional<Color> side, PieceType type);

// "e4: white pawn." or "e4 is empty."
std::string whatIsOn(const Position& pos, Square s);

// Said while check does not exist yet (the Knights Chess opening, until the first capture), so
// nobody wonders why a king may stand attacked; empty otherwise.
std::string checkSuspendedNote(const Position& pos);

// The legal move `m` in `before` as a sentence, without a full stop: "White knight g1 to f3",
// "Black pawn d5 takes pawn e4", "White castles king side, check", "Black passes".
std::string moveInWords(const Position& before, Move m);

} // namespace mudchess
