// What every piece type is called: its letter in FEN and SAN, its name in sentences, its
// Unicode figurines and its value. One table, so notation, the command words, the board and
// the words for screen readers cannot disagree, and a new piece is one more row.
#pragma once

#include "chess/types.hpp"

#include <array>
#include <optional>
#include <string_view>

namespace mudchess {

struct PieceInfo {
    PieceType type;
    char letter;                  // upper case, as FEN writes White's and SAN writes both
    std::string_view name;        // "knight", "royal knight": the name in sentences
    std::string_view plural;      // "knights", "royal knights"
    std::string_view figurine[2]; // White's and Black's Unicode symbol; empty: none exists
    int value;                    // in centipawns, for ordering by strength; royal pieces: 0
    // How a drawing with figures of its own (the web page's) shows it, where the figurines
    // above will not do: as another piece's figure (NO_PIECE_TYPE: its own), crowned when it is
    // royal without being the king.
    PieceType figure = NO_PIECE_TYPE;
    bool crowned = false;
};

// Indexed by PieceType. The royal knight writes K like the king: in Knightmate it is the king
// of the game, and N would clash with the knights of the other variants; it is drawn as the
// king for the same reason. Unicode has no commoner, so it has no figurine. Values are
// Fairy-Stockfish's middle-game values. Drawn with figures (the web page), the royal knight is a
// crowned knight and the commoner, which moves as a king, a king's figure.
inline constexpr std::array<PieceInfo, PIECE_TYPE_NB> PIECE_TABLE{{
    {NO_PIECE_TYPE, ' ', "piece", "pieces", {"", ""}, 0},
    {PAWN, 'P', "pawn", "pawns", {"♙", "♟"}, 126},
    {KNIGHT, 'N', "knight", "knights", {"♘", "♞"}, 781},
    {BISHOP, 'B', "bishop", "bishops", {"♗", "♝"}, 825},
    {ROOK, 'R', "rook", "rooks", {"♖", "♜"}, 1276},
    {QUEEN, 'Q', "queen", "queens", {"♕", "♛"}, 2538},
    {COMMONER, 'M', "commoner", "commoners", {"", ""}, 700, KING},
    {KING, 'K', "king", "kings", {"♔", "♚"}, 0},
    {ROYAL_KNIGHT, 'K', "royal knight", "royal knights", {"♔", "♚"}, 0, KNIGHT, true},
}};

constexpr const PieceInfo& pieceInfo(PieceType t) { return PIECE_TABLE[t]; }

// "pawn", "knight", ..., "commoner", "king", "royal knight"; "piece" for NO_PIECE_TYPE.
constexpr std::string_view pieceName(PieceType t) { return PIECE_TABLE[t].name; }
constexpr std::string_view piecePlural(PieceType t) { return PIECE_TABLE[t].plural; }
// SAN's letter, upper case; the royal piece is K in every variant.
constexpr char sanLetter(PieceType t) { return PIECE_TABLE[t].letter; }

constexpr char lowerLetter(char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; }

// FEN letter of a piece: upper case for White (Knightmate's royal knight is 'K').
constexpr char pieceLetter(Piece p) {
    char c = PIECE_TABLE[typeOf(p)].letter;
    return colorOf(p) == WHITE ? c : lowerLetter(c);
}

// The piece type a letter names, either case; K is `royal`, the variant's royal piece.
constexpr std::optional<PieceType> pieceTypeOfLetter(char c, PieceType royal) {
    char l = lowerLetter(c);
    if (l == 'k') return royal;
    for (const PieceInfo& info : PIECE_TABLE)
        if (info.type != NO_PIECE_TYPE && lowerLetter(info.letter) == l) return info.type;
    return std::nullopt;
}

// The Unicode chess symbol of a piece (♔ ... ♟); a piece Unicode lacks (the commoner) is its
// FEN letter, M or m.
std::string_view pieceFigurine(Piece p);

// Every piece type in the order players list an army and count material: the royal pieces
// first, then the others strongest first.
inline constexpr auto ARMY_ORDER = [] {
    auto rank = [](PieceType t) {
        return PIECE_TABLE[t].value == 0 ? 1 << 30 : PIECE_TABLE[t].value;
    };
    std::array<PieceType, PIECE_TYPE_NB - 1> out{};
    // An insertion sort: stable (the royal pieces keep the table's order) and constexpr.
    for (std::size_t i = 0; i < out.size(); ++i) {
        PieceType t = PIECE_TABLE[i + 1].type;
        std::size_t j = i;
        for (; j > 0 && rank(out[j - 1]) < rank(t); --j) out[j] = out[j - 1];
        out[j] = t;
    }
    return out;
}();

} // namespace mudchess
