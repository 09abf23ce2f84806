// A position: the pieces, the side to move and the state FEN carries, for any variant.
// Copy-make: a Position is small and copied before a move is played on it.
#pragma once

#include "chess/bitboard.hpp"
#include "chess/fen_error.hpp"
#include "chess/piece_table.hpp"
#include "chess/variant.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace mudchess {

struct FenResult;

class Position {
  public:
    // Parses FEN with this variant's letters; on failure the error says which field and why.
    static FenResult fromFen(const Variant& variant, std::string_view fen);
    static Position start(const Variant& variant);
    std::string fen() const;

    const Variant& variant() const { return *variant_; }
    const MoveRules& rules() const { return variant_->rules; }

    Bitboard pieces() const { return byColor_[WHITE] | byColor_[BLACK]; }
    Bitboard pieces(Color c) const { return byColor_[c]; }
    Bitboard pieces(PieceType t) const { return byType_[t]; }
    Bitboard pieces(Color c, PieceType t) const { return byColor_[c] & byType_[t]; }
    Bitboard pieces(PieceType a, PieceType b) const { return byType_[a] | byType_[b]; }
    Piece pieceOn(Square s) const { return board_[s]; }
    int count(Color c, PieceType t) const { return popcount(pieces(c, t)); }

    Color sideToMove() const { return sideToMove_; }
    int castlingRights() const { return castling_; }
    Square enPassantSquare() const { return epSquare_; }
    int halfmoveClock() const { return halfmove_; }
    int fullmoveNumber() const { return fullmove_; }
    Key key() const { return key_; }

    Square royalSquare(Color c) const { return lsb(pieces(c, rules().royal)); }
    Bitboard checkers() const { return checkers_; }
    // Pieces of either colour attacking `s`, given the occupancy `occupied`.
    Bitboard attackersTo(Square s, Bitboard occupied) const;
    bool attackedBy(Color c, Square s) const { return attackersTo(s, pieces()) & pieces(c); }

    // Knights Chess opening instability: check does not exist until the first capture.
    bool checkSuspended() const { return checkSuspendedWith(popcount(pieces())); }
    // The side to move is in check by the rules: attacked, and check not suspended.
    bool inCheck() const { return checkers_ && !checkSuspended(); }
    // Each side's first move, by the FEN counters: both sides' first moves fall in move 1,
    // except White's when Black starts (move 2, as the fullmove number counts Black's moves).
    bool isFirstMove() const {
        return fullmove_ == 1 ||
               (fullmove_ == 2 && sideToMove_ == WHITE && variant_->firstToMove == BLACK);
    }

    bool isCapture(Move m) const {
        return m.kind() == MoveKind::EN_PASSANT ||
               (m.kind() != MoveKind::CASTLING && m.kind() != MoveKind::PASS && board_[m.to()]);
    }
    // True when playing `m` (assumed pseudo-legal) leaves the mover's royal piece unattacked.
    bool leavesRoyalSafe(Move m) const;
    // True when playing `m` (legal) puts the opponent in check: the position after it would have
    // checkers and no suspension of check. Worked out without playing the move, so that a search
    // can ask it of moves it may not play at all.
    bool givesCheck(Move m) const;

    void play(Move m);

  private:
    bool checkSuspendedWith(int pieceCount) const {
        return rules().instabilityPieces && pieceCount >= rules().instabilityPieces;
    }
    void put(Piece p, Square s);
    void remove(Square s);
    void movePiece(Square from, Square to);
    void setEnPassantIfCapturable(Square s);
    void updateCheckers();
    std::optional<FenError> validate() const;

    Bitboard byType_[PIECE_TYPE_NB] = {};
    Bitboard byColor_[COLOR_NB] = {};
    Piece board_[SQUARE_NB] = {};
    const Variant* variant_ = nullptr;
    Key key_ = 0;
    Bitboard checkers_ = 0;
    Color sideToMove_ = WHITE;
    std::uint8_t castling_ = NO_CASTLING;
    Square epSquare_ = SQ_NONE;
    int halfmove_ = 0;
    int fullmove_ = 1;
};

struct FenResult {
    std::optional<Position> position;
    FenError error; // why not, when position is empty (render/fen_error_words.hpp words it)
};

} // namespace mudchess
