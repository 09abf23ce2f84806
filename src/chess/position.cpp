#include "chess/position.hpp"

#include "chess/uci_move.hpp"

#include <cctype>
#include <sstream>
#include <vector>

namespace mudchess {

namespace {

// Zobrist keys, from a fixed seed so keys are the same in every run (stored games rely on it).
struct ZobristKeys {
    Key piece[PIECE_NB][SQUARE_NB];
    Key castling[16];
    Key enPassantFile[8];
    Key blackToMove;

    ZobristKeys() {
        std::uint64_t s = 0x6A09E667F3BCC909ULL;
        auto next = [&s] { // splitmix64
            std::uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            return z ^ (z >> 31);
        };
        for (auto& bySquare : piece)
            for (Key& k : bySquare) k = next();
        for (Key& k : castling) k = next();
        for (Key& k : enPassantFile) k = next();
        blackToMove = next();
    }
};
const ZobristKeys zobrist;

// Castling rights that survive a move from or to each square.
constexpr std::uint8_t castlingKeptBy(Square s) {
    switch (int(s)) {
    case 0: return ALL_CASTLING & ~WHITE_QUEENSIDE;                     // a1
    case 4: return ALL_CASTLING & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);  // e1
    case 7: return ALL_CASTLING & ~WHITE_KINGSIDE;                      // h1
    case 56: return ALL_CASTLING & ~BLACK_QUEENSIDE;                    // a8
    case 60: return ALL_CASTLING & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE); // e8
    case 63: return ALL_CASTLING & ~BLACK_KINGSIDE;                     // h8
    default: return ALL_CASTLING;
    }
}

std::optional<PieceType> typeOfLetter(const Variant& v, char lower) {
    std::optional<PieceType> t = pieceTypeOfLetter(lower, v.rules.royal);
    if (!t || !v.hasPiece(*t)) return std::nullopt;
    return t;
}

} // namespace

void Position::put(Piece p, Square s) {
    board_[s] = p;
    byType_[typeOf(p)] |= squareBB(s);
    byColor_[colorOf(p)] |= squareBB(s);
    key_ ^= zobrist.piece[p][s];
}

void Position::remove(Square s) {
    Piece p = board_[s];
    board_[s] = NO_PIECE;
    byType_[typeOf(p)] ^= squareBB(s);
    byColor_[colorOf(p)] ^= squareBB(s);
    key_ ^= zobrist.piece[p][s];
}

void Position::movePiece(Square from, Square to) {
    Piece p = board_[from];
    Bitboard fromTo = squareBB(from) | squareBB(to);
    board_[from] = NO_PIECE;
    board_[to] = p;
    byType_[typeOf(p)] ^= fromTo;
    byColor_[colorOf(p)] ^= fromTo;
    key_ ^= zobrist.piece[p][from] ^ zobrist.piece[p][to];
}

Bitboard Position::attackersTo(Square s, Bitboard occupied) const {
    return (pawnAttacks(BLACK, s) & pieces(WHITE, PAWN)) |
           (pawnAttacks(WHITE, s) & pieces(BLACK, PAWN)) |
           (knightAttacks(s) & pieces(KNIGHT, ROYAL_KNIGHT)) |
           (kingAttacks(s) & pieces(KING, COMMONER)) |
           (rookAttacks(s, occupied) & pieces(ROOK, QUEEN)) |
           (bishopAttacks(s, occupied) & pieces(BISHOP, QUEEN));
}

void Position::updateCheckers() {
    Color us = sideToMove_;
    Bitboard royal = pieces(us, rules().royal);
    checkers_ = royal ? attackersTo(lsb(royal), pieces()) & pieces(~us) : 0;
}

bool Position::leavesRoyalSafe(Move m) const {
    Color us = sideToMove_;
    Square from = m.from(), to = m.to();
    Square royal = royalSquare(us);
    if (from == royal) royal = to;
    Bitboard occupied = (pieces() ^ squareBB(from)) | squareBB(to);
    Bitboard captured = squareBB(to);
    if (m.kind() == MoveKind::EN_PASSANT) {
        captured = squareBB(to - pawnPush(us));
        occupied ^= captured;
    }
    return !(attackersTo(royal, occupied) & pieces(~us) & ~captured);
}

bool Position::givesCheck(Move m) const {
    Color us = sideToMove_;
    MoveKind kind = m.kind();
    // Castling moves two pieces and en passant takes a pawn from another square: rare enough
    // to play out.
    if (kind == MoveKind::CASTLING || kind == MoveKind::EN_PASSANT || kind == MoveKind::PASS) {
        Position after = *this;
        after.play(m);
        return after.inCheck();
    }
    Bitboard royal = pieces(~us, rules().royal);
    if (!royal || checkSuspendedWith(popcount(pieces()) - isCapture(m))) return false;
    Square target = lsb(royal), from = m.from(), to = m.to();
    Bitboard occupied = (pieces() ^ squareBB(from)) | squareBB(to);
    PieceType moved = kind == MoveKind::PROMOTION ? m.promotion() : typeOf(board_[from]);
    Bitboard direct = moved == PAWN ? pawnAttacks(us, to) : attacksOf(moved, to, occupied);
    if (direct & squareBB(target)) return true;
    // Discovered: a piece of ours that the move uncovers (the mover itself has left `from`).
    return attackersTo(target, occupied) & pieces(us) & ~squareBB(from);
}

// Records the en-passant square only when a legal en-passant capture exists, so that keys and
// FEN agree with FIDE's notion of "the same position" (repetition depends on it).
void Position::setEnPassantIfCapturable(Square s) {
    Color us = sideToMove_;
    if (rules().noCaptureOnFirstMoves && isFirstMove()) return;
    Bitboard capturers = pawnAttacks(~us, s) & pieces(us, PAWN);
    while (capturers) {
        Move m(popLsb(capturers), s, MoveKind::EN_PASSANT);
        if (leavesRoyalSafe(m)) {
            epSquare_ = s;
            key_ ^= zobrist.enPassantFile[fileOf(s)];
            return;
        }
    }
}

void Position::play(Move m) {
    Color us = sideToMove_, them = ~us;
    if (epSquare_ != SQ_NONE) key_ ^= zobrist.enPassantFile[fileOf(epSquare_)];
    epSquare_ = SQ_NONE;
    ++halfmove_;
    if (us == BLACK) ++fullmove_;
    sideToMove_ = them;
    key_ ^= zobrist.blackToMove;

    if (m.kind() == MoveKind::PASS) {
        updateCheckers();
        return;
    }

    Square from = m.from(), to = m.to();
    Square doublePushTarget = SQ_NONE;
    switch (m.kind()) {
    case MoveKind::CASTLING: {
        bool kingside = to > from;
        Square rookFrom = kingside ? from + 3 : from - 4;
        Square rookTo = kingside ? to - 1 : to + 1;
        movePiece(from, to);
        movePiece(rookFrom, rookTo);
        break;
    }
    case MoveKind::EN_PASSANT:
        remove(to - pawnPush(us));
        movePiece(from, to);
        halfmove_ = 0;
        break;
    default:
        if (board_[to]) {
            remove(to);
            halfmove_ = 0;
        }
        if (typeOf(board_[from]) == PAWN) {
            halfmove_ = 0;
            if ((int(to) ^ int(from)) == 16) doublePushTarget = from + pawnPush(us);
        }
        movePiece(from, to);
        if (m.kind() == MoveKind::PROMOTION) {
            remove(to);
            put(makePiece(us, m.promotion()), to);
        }
    }

    std::uint8_t kept = castling_ & castlingKeptBy(from) & castlingKeptBy(to);
    key_ ^= zobrist.castling[castling_] ^ zobrist.castling[kept];
    castling_ = kept;

    updateCheckers();
    if (doublePushTarget != SQ_NONE) setEnPassantIfCapturable(doublePushTarget);
}

Position Position::start(const Variant& variant) {
    return *fromFen(variant, variant.startFen).position;
}

FenResult Position::fromFen(const Variant& variant, std::string_view fen) {
    initBitboards();
    auto fail = [](FenError why) { return FenResult{std::nullopt, std::move(why)}; };
    using K = FenErrorKind;

    std::vector<std::string> fields;
    std::istringstream in{std::string(fen)};
    for (std::string f; in >> f;) fields.push_back(f);
    if (fields.size() != 4 && fields.size() != 6)
        return fail({.kind = K::FIELD_COUNT, .count = int(fields.size())});

    Position pos;
    pos.variant_ = &variant;

    // Field 1: piece placement, rank 8 first.
    int rank = 7, file = 0;
    for (char c : fields[0]) {
        if (c == '/') {
            if (file != 8) return fail({.kind = K::RANK_SHORT, .count = file, .rank = rank + 1});
            if (--rank < 0) return fail({.kind = K::TOO_MANY_RANKS});
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8) return fail({.kind = K::RANK_TOO_LONG, .rank = rank + 1});
        } else {
            std::optional<PieceType> type = typeOfLetter(variant, char(std::tolower(c)));
            if (!type) return fail({.kind = K::NOT_A_PIECE, .text = std::string(1, c)});
            if (file > 7) return fail({.kind = K::RANK_TOO_LONG, .rank = rank + 1});
            pos.put(makePiece(std::isupper(c) ? WHITE : BLACK, *type), makeSquare(file++, rank));
        }
    }
    if (rank != 0 || file != 8) return fail({.kind = K::NOT_EIGHT_BY_EIGHT});

    // Field 2: side to move.
    if (fields[1] != "w" && fields[1] != "b")
        return fail({.kind = K::SIDE_TO_MOVE, .text = fields[1]});
    pos.sideToMove_ = fields[1] == "w" ? WHITE : BLACK;
    if (pos.sideToMove_ == BLACK) pos.key_ ^= zobrist.blackToMove;

    // Field 3: castling rights (standard a/h-file rooks only).
    if (fields[2] != "-") {
        if (!variant.rules.castling) return fail({.kind = K::NO_CASTLING, .text = fields[2]});
        for (char c : fields[2]) {
            std::size_t i = std::string_view("KQkq").find(c);
            if (i == std::string_view::npos || (pos.castling_ & (1 << i)))
                return fail({.kind = K::CASTLING_LETTERS, .text = fields[2]});
            Color side = i < 2 ? WHITE : BLACK;
            Square royal = makeSquare(4, side == WHITE ? 0 : 7);
            Square rook = makeSquare(i % 2 == 0 ? 7 : 0, side == WHITE ? 0 : 7);
            if (pos.pieceOn(royal) != makePiece(side, variant.rules.royal) ||
                pos.pieceOn(rook) != makePiece(side, ROOK))
                return fail({.kind = K::CASTLING_NEEDS,
                             .text = std::string(1, c),
                             .side = side,
                             .royal = royal,
                             .rook = rook});
            pos.castling_ |= std::uint8_t(1 << i);
        }
    }
    pos.key_ ^= zobrist.castling[pos.castling_];

    // Fields 5 and 6 before 4: the first-move rule of en passant reads the move number.
    auto number = [&](std::size_t index, int min, int& out) -> bool {
        if (fields.size() <= index) return true;
        const std::string& f = fields[index];
        if (f.empty() || f.size() > 6 || f.find_first_not_of("0123456789") != std::string::npos)
            return false;
        out = std::stoi(f);
        return out >= min;
    };
    if (!number(4, 0, pos.halfmove_)) return fail({.kind = K::HALFMOVE_CLOCK, .text = fields[4]});
    if (!number(5, 1, pos.fullmove_)) return fail({.kind = K::FULLMOVE_NUMBER, .text = fields[5]});

    // Field 4: en passant target, accepted when a double step could have produced it.
    pos.updateCheckers();
    if (fields[3] != "-") {
        const std::string& f = fields[3];
        Color us = pos.sideToMove_;
        int epRank = us == WHITE ? 5 : 2;
        if (f.size() != 2 || f[0] < 'a' || f[0] > 'h' || f[1] - '1' != epRank)
            return fail({.kind = K::EN_PASSANT_SQUARE, .text = f, .rank = epRank + 1});
        Square ep = makeSquare(f[0] - 'a', epRank);
        if (pos.pieceOn(ep - pawnPush(us)) != makePiece(~us, PAWN) || pos.pieceOn(ep) ||
            pos.pieceOn(ep + pawnPush(us)))
            return fail({.kind = K::EN_PASSANT_NO_PAWN, .text = f, .side = ~us});
        pos.setEnPassantIfCapturable(ep);
    }

    if (std::optional<FenError> problem = pos.validate()) return fail(*problem);
    return FenResult{pos, {}};
}

std::optional<FenError> Position::validate() const {
    for (Color c : {WHITE, BLACK})
        if (popcount(pieces(c, rules().royal)) != 1)
            return FenError{.kind = FenErrorKind::ROYAL_COUNT, .side = c};
    if (pieces(PAWN) & (rankBB(0) | rankBB(7)))
        return FenError{.kind = FenErrorKind::PAWN_ON_BACK_RANK};
    if (!checkSuspended() && attackedBy(sideToMove_, royalSquare(~sideToMove_)))
        return FenError{.kind = FenErrorKind::OPPONENT_IN_CHECK, .side = sideToMove_};
    return std::nullopt;
}

std::string Position::fen() const {
    std::string out;
    out.reserve(96); // the longest FEN there is, so it is built without growing
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            Piece p = board_[makeSquare(file, rank)];
            if (!p) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += pieceLetter(p);
        }
        if (empty) out += char('0' + empty);
        if (rank) out += '/';
    }
    out += sideToMove_ == WHITE ? " w " : " b ";
    if (!castling_) out += '-';
    for (int i = 0; i < 4; ++i)
        if (castling_ & (1 << i)) out += "KQkq"[i];
    out += ' ';
    out += epSquare_ == SQ_NONE ? "-" : squareName(epSquare_);
    out += ' ' + std::to_string(halfmove_) + ' ' + std::to_string(fullmove_);
    return out;
}

} // namespace mudchess
