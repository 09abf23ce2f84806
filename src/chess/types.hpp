// The shared vocabulary of the rules core: colours, pieces, squares, moves.
#pragma once

#include <cstdint>

namespace mudchess {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

enum Color : std::uint8_t { WHITE, BLACK, COLOR_NB = 2 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// COMMONER is Knightmate's non-royal king-mover; ROYAL_KNIGHT its royal knight-mover.
enum PieceType : std::uint8_t {
    NO_PIECE_TYPE,
    PAWN,
    KNIGHT,
    BISHOP,
    ROOK,
    QUEEN,
    COMMONER,
    KING,
    ROYAL_KNIGHT,
    PIECE_TYPE_NB
};

// A piece is its type plus 16 for black, so the type is recovered with a mask.
enum Piece : std::uint8_t { NO_PIECE = 0, PIECE_NB = 32 };
constexpr Piece makePiece(Color c, PieceType pt) { return Piece((c << 4) | pt); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & 15); }
constexpr Color colorOf(Piece p) { return Color(p >> 4); }

// a1 = 0, b1 = 1, ..., h8 = 63.
enum Square : std::uint8_t { SQ_NONE = 64, SQUARE_NB = 64 };
constexpr Square makeSquare(int file, int rank) { return Square(rank * 8 + file); }
constexpr int fileOf(Square s) { return s & 7; }
constexpr int rankOf(Square s) { return s >> 3; }
constexpr bool isSquare(int s) { return s >= 0 && s < 64; }
// The rank as seen from `c`'s side: 0 is its home rank.
constexpr int relativeRank(Color c, Square s) { return c == WHITE ? rankOf(s) : 7 - rankOf(s); }
constexpr Square operator+(Square s, int d) { return Square(int(s) + d); }
constexpr Square operator-(Square s, int d) { return Square(int(s) - d); }
constexpr int pawnPush(Color c) { return c == WHITE ? 8 : -8; }

enum CastlingRight : std::uint8_t {
    NO_CASTLING = 0,
    WHITE_KINGSIDE = 1,
    WHITE_QUEENSIDE = 2,
    BLACK_KINGSIDE = 4,
    BLACK_QUEENSIDE = 8,
    ALL_CASTLING = 15
};

// A move packs from (6 bits), to (6 bits), kind (3 bits) and promotion type (4 bits).
// Castling is stored as the royal piece's own move (e1g1), as UCI writes it.
enum class MoveKind : std::uint8_t { NORMAL, PROMOTION, EN_PASSANT, CASTLING, PASS };

class Move {
  public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = MoveKind::NORMAL,
                   PieceType promotion = NO_PIECE_TYPE)
        : bits_(std::uint32_t(from) | std::uint32_t(to) << 6 | std::uint32_t(kind) << 12 |
                std::uint32_t(promotion) << 15) {}
    static constexpr Move pass() { return Move(Square(0), Square(0), MoveKind::PASS); }

    constexpr Square from() const { return Square(bits_ & 63); }
    constexpr Square to() const { return Square((bits_ >> 6) & 63); }
    constexpr MoveKind kind() const { return MoveKind((bits_ >> 12) & 7); }
    constexpr PieceType promotion() const { return PieceType((bits_ >> 15) & 15); }
    constexpr bool isNone() const { return bits_ == 0; }
    constexpr bool castlesKingside() const { return to() > from(); } // for CASTLING moves
    constexpr bool operator==(const Move&) const = default;

  private:
    std::uint32_t bits_ = 0;
};

} // namespace mudchess
