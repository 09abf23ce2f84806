// Legal move generation for every variant.
#pragma once

#include "chess/position.hpp"

namespace mudchess {

constexpr int MAX_MOVES = 256;

class MoveList {
  public:
    void clear() { size_ = 0; }
    void push(Move m) { moves_[size_++] = m; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](int i) const { return moves_[i]; }
    const Move* begin() const { return moves_; }
    const Move* end() const { return moves_ + size_; }
    Move* begin() { return moves_; }
    Move* end() { return moves_ + size_; }
    void truncate(int size) { size_ = size; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }

  private:
    Move moves_[MAX_MOVES];
    int size_ = 0;
};

// True when a side has none left of a piece type its variant cannot do without.
bool isExtinct(const Position& pos);

// The moves the side to move may play, by its variant's rules. Empty when the game is over by
// the position alone (checkmate, extinction, a won stalemate); a single pass when a Knights
// Chess stalemate with equal knights makes the side pass.
inline void generateLegal(const Position& pos, MoveList& list) {
    if (pos.rules().extinction && isExtinct(pos)) return list.clear();
    pos.variant().generate(pos, list);
}

// The legal captures and promotions (quiet promotions and underpromotions too; never castling
// or a pass): exactly the moves of generateLegal that take a piece or promote, under the same
// rules (check suspended in the Knights Chess opening, no capture on a side's first move).
// Quiescence searches these without generating the quiet moves it would throw away.
inline void generateCapturesAndPromotions(const Position& pos, MoveList& list) {
    if (pos.rules().extinction && isExtinct(pos)) return list.clear();
    pos.variant().generateCaptures(pos, list);
}

// The moves as piece movement allows them, before extinction is considered; the instantiation
// for a variant's rules is what Variant::generate points to (Variant::generateCaptures to the
// captures-and-promotions one).
template <MoveRules R> void generateMoves(const Position& pos, MoveList& list);
template <MoveRules R> void generateCaptureMoves(const Position& pos, MoveList& list);

// Why the side to move has no moves, or why it must pass. Derived from the position alone.
enum class Ending : std::uint8_t {
    ONGOING,
    CHECKMATE,    // the side to move is checkmated
    STALEMATE,    // drawn (chess, Knightmate)
    EXTINCTION,   // the side named by `loser` has none left of a piece type it needs
    KNIGHT_COUNT, // Knights Chess stalemate: the side with more knights wins
    MUST_PASS     // Knights Chess stalemate with equal knights: not an end, a pass
};
struct Verdict {
    Ending outcome = Ending::ONGOING;
    Color loser = WHITE;
    PieceType extinct = NO_PIECE_TYPE; // for EXTINCTION
};
// When one position meets several ends, checkmate is named first, then queens, then knights.
Verdict judge(const Position& pos);

} // namespace mudchess
