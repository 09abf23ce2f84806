// A move as the player stated it, before it is matched against the legal moves: what the
// notation or the words said and nothing more. The command grammar fills it in as it reads a
// line (grammar/moves.hpp), the notation reader from text (move_reading.hpp); resolveMove
// finds the legal move it names, or the reason there is none.
#pragma once

#include "chess/types.hpp"

#include <cstdint>

namespace mudchess {

struct StatedMove {
    enum class Form : std::uint8_t { MOVE, CASTLING, PASS };
    enum class Side : std::uint8_t { EITHER, KINGSIDE, QUEENSIDE }; // EITHER: "castle" alone
    // SAN's letter b is the bishop's or the b-file's: bxc3 is first the b-pawn's capture, and
    // B2b4 first the bishop on the second rank (then the square b2).
    enum class LetterB : std::uint8_t { NONE, PAWN_FIRST, BISHOP_FIRST };

    Form form = Form::MOVE;
    Side side = Side::EITHER;
    // The piece as named: KING is the variant's royal piece, and in words a name the variant
    // lacks is its piece of that kind ("knight" in Knightmate: the royal knight). NO_PIECE_TYPE:
    // whatever stands on `from`, or in words any piece.
    PieceType piece = NO_PIECE_TYPE;
    LetterB letterB = LetterB::NONE;
    Square from = SQ_NONE;
    int fromFile = -1, fromRank = -1;    // SAN's disambiguation
    Square to = SQ_NONE;                 // SQ_NONE in words: any square ("bishop takes")
    bool capture = false;                // x, "takes": in words only captures are meant
    PieceType captured = NO_PIECE_TYPE;  // in words: "takes the pawn"
    PieceType promotion = NO_PIECE_TYPE; // NO_PIECE_TYPE: none named
    bool promote = false;                // "promote to a knight": only promotions are meant
    bool twoPromotions = false;          // words that name two different promotion pieces
    bool inWords = false;                // said in words: several fitting moves are asked about
    // Given as two squares (e2 e4, e2e4): a pawn reaching the last rank without a piece named
    // becomes the variant's first choice, and messages name the move by its squares.
    bool squaresGiven = false;
    // SAN followed by "and swap to <piece>": messages write the piece the SAN way (e8=N).
    bool promotionAfterAnd = false;

    bool operator==(const StatedMove&) const = default;
};

} // namespace mudchess
