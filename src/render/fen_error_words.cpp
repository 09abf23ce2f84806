// The wording of FEN faults: one sentence per kind, in the field's own terms.
#include "render/fen_error_words.hpp"
#include "render/locale.hpp"

#include "chess/piece_table.hpp"
#include "chess/uci_move.hpp"
#include "render/describe.hpp"

namespace mudchess {
namespace {

// "pnbrq": the FEN letters of the variant's pieces besides the royal one, lower case.
std::string fenLetters(const Variant& v) {
    std::string out;
    for (const PieceInfo& info : PIECE_TABLE)
        if (info.type != NO_PIECE_TYPE && info.type != v.rules.royal && v.hasPiece(info.type))
            out += lowerLetter(info.letter);
    return said(out);
}

std::string quoted(const std::string& text) { return "'" + text + "'"; }

} // namespace

std::string fenErrorSentence(const Variant& variant, const FenError& why) {
    const std::string rank = std::to_string(why.rank);
    const std::string variantName(variant.displayName);
    switch (why.kind) {
    case FenErrorKind::NONE: break;
    case FenErrorKind::FIELD_COUNT:
        return said("FEN has " + std::to_string(why.count) +
                    " fields; expected 6 (placement, side to move, castling, en passant, "
                    "halfmove clock, fullmove number) or the first 4");
    case FenErrorKind::RANK_SHORT:
        return said("piece placement: rank " + rank + " has " + std::to_string(why.count) +
                    " squares; expected 8");
    case FenErrorKind::TOO_MANY_RANKS: return said("piece placement: more than 8 ranks");
    case FenErrorKind::RANK_TOO_LONG:
        return said("piece placement: rank " + rank + " has more than 8 squares");
    case FenErrorKind::NOT_A_PIECE:
        return said("piece placement: " + quoted(why.text) + " is not a piece in " + variantName +
                    "; expected one of k" + fenLetters(variant) + " (upper case for White) or 1-8");
    case FenErrorKind::NOT_EIGHT_BY_EIGHT:
        return said("piece placement: expected 8 ranks of 8 squares separated by '/'");
    case FenErrorKind::ROYAL_COUNT:
        return said("piece placement: expected exactly one " + lowerSide(why.side) + " king");
    case FenErrorKind::PAWN_ON_BACK_RANK:
        return said("piece placement: a pawn stands on the first or last rank");
    case FenErrorKind::SIDE_TO_MOVE:
        return said("side to move: " + quoted(why.text) + "; expected 'w' or 'b'");
    case FenErrorKind::OPPONENT_IN_CHECK:
        return said("side to move: the side not to move is in check, so it cannot be " +
                    sideTitle(why.side) + "'s turn");
    case FenErrorKind::NO_CASTLING:
        return said("castling: " + quoted(why.text) + "; " + variantName +
                    " has no castling, expected '-'");
    case FenErrorKind::CASTLING_LETTERS:
        return said("castling: " + quoted(why.text) + "; expected '-' or KQkq, each once");
    case FenErrorKind::CASTLING_NEEDS:
        return said("castling: " + quoted(why.text) + " needs the " + lowerSide(why.side) +
                    " king on " + squareName(why.royal) + " and a rook on " + squareName(why.rook));
    case FenErrorKind::EN_PASSANT_SQUARE:
        return said("en passant: " + quoted(why.text) + "; expected '-' or a square on rank " +
                    rank + " (the square a pawn just skipped)");
    case FenErrorKind::EN_PASSANT_NO_PAWN:
        return said("en passant: " + quoted(why.text) + " but no " + lowerSide(why.side) +
                    " pawn has just made a double step past it");
    case FenErrorKind::HALFMOVE_CLOCK:
        return said("halfmove clock: " + quoted(why.text) + "; expected a number of 0 or more");
    case FenErrorKind::FULLMOVE_NUMBER:
        return said("fullmove number: " + quoted(why.text) + "; expected a number of 1 or more");
    }
    return said({});
}

} // namespace mudchess
