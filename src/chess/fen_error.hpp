// Why a FEN text is no position, as facts: which rule of which field it breaks and the text,
// numbers, side and squares it is about. The rules core finds the reason;
// src/render/fen_error_words.hpp says it in words.
#pragma once

#include "chess/types.hpp"

#include <cstdint>
#include <string>

namespace mudchess {

enum class FenErrorKind : std::uint8_t {
    NONE,
    FIELD_COUNT, // count: the fields found
    // Field 1, the piece placement.
    RANK_SHORT,         // rank, count: the squares it has
    TOO_MANY_RANKS,     //
    RANK_TOO_LONG,      // rank
    NOT_A_PIECE,        // text: the letter
    NOT_EIGHT_BY_EIGHT, //
    ROYAL_COUNT,        // side: the side without exactly one royal piece
    PAWN_ON_BACK_RANK,  //
    // Field 2, the side to move.
    SIDE_TO_MOVE,      // text
    OPPONENT_IN_CHECK, // side: the side to move
    // Field 3, castling.
    NO_CASTLING,      // text: the variant has none
    CASTLING_LETTERS, // text
    CASTLING_NEEDS,   // text: the letter, side, royal, rook: the squares it needs
    // Field 4, en passant.
    EN_PASSANT_SQUARE,  // text, rank: the rank it must be on
    EN_PASSANT_NO_PAWN, // text, side: the side whose pawn would have stepped
    // Fields 5 and 6, the counters.
    HALFMOVE_CLOCK,  // text
    FULLMOVE_NUMBER, // text
};

struct FenError {
    FenErrorKind kind = FenErrorKind::NONE;
    std::string text = {};
    int count = 0;
    int rank = 0; // 1 to 8
    Color side = WHITE;
    Square royal = SQ_NONE;
    Square rook = SQ_NONE;
    bool operator==(const FenError&) const = default;
};

} // namespace mudchess
