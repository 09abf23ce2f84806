// SAN and figurine writing, and the move parser with its explanations.
//
// The parser works in three steps: read the text into one or more readings (a Spec each: what
// piece, from where, to where, which promotion), match the readings against the legal move
// list, and, when nothing matches, explain why by replaying the rules on the reading that got
// furthest. The legal list is the only authority on what is legal; the explanations only pick
// words for a refusal that the list has already made.
#include "chess/notation.hpp"

#include "chess/uci_move.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace mudchess {

namespace {

// ---------------------------------------------------------------------------------------------
// Names of pieces, sides and squares in messages.

std::string plural(PieceType t) { return std::string(piecePlural(t)); }
std::string colorName(Color c) { return c == WHITE ? "white" : "black"; }
std::string sideName(Color c) { return c == WHITE ? "White" : "Black"; }
std::string royalName(const Position& pos) { return std::string(pieceName(pos.rules().royal)); }

// "the knight on g1"
std::string pieceOnSquare(const Position& pos, Square s) {
    return "the " + std::string(pieceName(typeOf(pos.pieceOn(s)))) + " on " + squareName(s);
}

// "a", "a or b", "a, b or c" (and the same with "and").
std::string joinWith(const std::vector<std::string>& items, std::string_view last) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) out += i + 1 == items.size() ? last : ", ";
        out += items[i];
    }
    return out;
}
std::string joinOr(const std::vector<std::string>& items) { return joinWith(items, " or "); }
std::string joinAnd(const std::vector<std::string>& items) { return joinWith(items, " and "); }

// ---------------------------------------------------------------------------------------------
// Writing moves.

// Move lists write a piece Unicode has no symbol for (the commoner) by its SAN letter, the
// same for both sides.
std::string figurine(Color c, PieceType t) {
    std::string_view symbol = pieceInfo(t).figurine[c];
    return symbol.empty() ? std::string(1, sanLetter(t)) : std::string(symbol);
}

bool isCastlingKingside(Move m) { return m.to() > m.from(); }

// File, rank or whole square of `m`'s origin, as SAN needs to tell it from other legal moves of
// the same piece type to the same square: file if that suffices, else rank, else both.
std::string disambiguation(const Position& pos, Move m, const MoveList& legal) {
    PieceType type = typeOf(pos.pieceOn(m.from()));
    bool clash = false, sameFile = false, sameRank = false;
    for (Move other : legal) {
        if (other.kind() == MoveKind::PASS || other.kind() == MoveKind::CASTLING) continue;
        if (other.from() == m.from() || other.to() != m.to()) continue;
        if (typeOf(pos.pieceOn(other.from())) != type) continue;
        clash = true;
        sameFile |= fileOf(other.from()) == fileOf(m.from());
        sameRank |= rankOf(other.from()) == rankOf(m.from());
    }
    if (!clash) return "";
    if (!sameFile) return std::string(1, char('a' + fileOf(m.from())));
    if (!sameRank) return std::string(1, char('1' + rankOf(m.from())));
    return squareName(m.from());
}

// SAN without the check suffix; `legal` is the legal move list of `pos`.
std::string sanBody(const Position& pos, Move m, const MoveList& legal) {
    if (m.kind() == MoveKind::PASS) return "--";
    if (m.kind() == MoveKind::CASTLING) return isCastlingKingside(m) ? "O-O" : "O-O-O";
    PieceType type = typeOf(pos.pieceOn(m.from()));
    bool capture = pos.isCapture(m);
    std::string out;
    if (type == PAWN) {
        if (capture) out += char('a' + fileOf(m.from()));
    } else {
        out += sanLetter(type);
        out += disambiguation(pos, m, legal);
    }
    if (capture) out += 'x';
    out += squareName(m.to());
    if (m.kind() == MoveKind::PROMOTION) {
        out += '=';
        out += sanLetter(m.promotion());
    }
    return out;
}

std::string sanBody(const Position& pos, Move m) {
    MoveList legal;
    generateLegal(pos, legal);
    return sanBody(pos, m, legal);
}

// "#" when the move mates, "+" when it checks while check exists, else nothing. Decided on the
// position after the move, so every variant's notion of check and mate applies unchanged.
std::string checkSuffix(const Position& pos, Move m) {
    if (m.kind() == MoveKind::PASS) return "";
    Position after = pos;
    after.play(m);
    if (judge(after).outcome == Outcome::CHECKMATE) return "#";
    if (after.checkers() && !after.checkSuspended()) return "+";
    return "";
}

// ---------------------------------------------------------------------------------------------
// Reading typed text into Specs.

// One way of reading the text. Coordinates fill `from`; SAN fills `piece` and may constrain the
// origin's file or rank.
struct Spec {
    enum class Form : std::uint8_t { MOVE, CASTLING, PASS };
    Form form = Form::MOVE;
    bool kingside = false;           // for CASTLING
    PieceType piece = NO_PIECE_TYPE; // NO_PIECE_TYPE: whatever stands on `from`
    Square from = SQ_NONE;
    int fromFile = -1, fromRank = -1;
    Square to = SQ_NONE;
    bool captureTyped = false;
    PieceType promotion = NO_PIECE_TYPE; // NO_PIECE_TYPE: none typed
};

// The readings to try, most likely first, or a syntax error.
struct Reading {
    std::vector<Spec> specs;
    std::string error;
};

char lower(char c) { return char(std::tolower(static_cast<unsigned char>(c))); }
bool isFileChar(char c) { return lower(c) >= 'a' && lower(c) <= 'h'; }
bool isRankChar(char c) { return c >= '1' && c <= '8'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isAlpha(char c) { return std::isalpha(static_cast<unsigned char>(c)); }

std::optional<Square> squareOf(char file, char rank) {
    if (!isFileChar(file) || !isRankChar(rank)) return std::nullopt;
    return makeSquare(lower(file) - 'a', rank - '1');
}

// The text in double quotes. Appending (rather than "\"" + text) also keeps GCC 12's false
// -Wrestrict warning on short string concatenation away.
std::string quoted(std::string_view text) {
    std::string out = "\"";
    out += text;
    out += '"';
    return out;
}

std::string notAMove(std::string_view typed) {
    return quoted(typed) + " is not a move; write it like e2e4, e2-e4 or Nf3";
}

std::string notASquare(std::string_view text) {
    std::string lowered;
    for (char c : text) lowered += lower(c);
    return quoted(lowered) + " is not a square (a1-h8)";
}

// UTF-8 spellings that toFigurine writes (and other tools use), mapped to plain input.
struct Replacement {
    std::string_view from;
    std::string_view to;
};
constexpr Replacement REPLACEMENTS[] = {{"–", "-"}, {"—", "-"}, {"‐", "-"}, {"−", "-"}, {"×", "x"},
                                        {"♔", "K"}, {"♚", "K"}, {"♕", "Q"}, {"♛", "Q"}, {"♖", "R"},
                                        {"♜", "R"}, {"♗", "B"}, {"♝", "B"}, {"♘", "N"}, {"♞", "N"},
                                        {"♙", ""},  {"♟", ""}};

// The text without spaces, with Unicode dashes, crosses and figurines made plain.
std::string plainText(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        bool replaced = false;
        for (const Replacement& r : REPLACEMENTS)
            if (text.substr(i, r.from.size()) == r.from) {
                out += r.to;
                i += r.from.size();
                replaced = true;
                break;
            }
        if (replaced) continue;
        if (!std::isspace(static_cast<unsigned char>(text[i]))) out += text[i];
        ++i;
    }
    return out;
}

bool endsWithNoCase(const std::string& s, std::string_view suffix) {
    if (s.size() < suffix.size()) return false;
    for (std::size_t i = 0; i < suffix.size(); ++i)
        if (lower(s[s.size() - suffix.size() + i]) != suffix[i]) return false;
    return true;
}

// Drops what annotates a move without naming it: + # ! ? and an "e.p." after the square.
std::string withoutAnnotations(std::string s) {
    auto dropMarks = [&s] {
        while (!s.empty() && std::string_view("+#!?").find(s.back()) != std::string_view::npos)
            s.pop_back();
    };
    dropMarks();
    for (std::string_view ep : {"e.p.", "e.p", "ep"})
        if (endsWithNoCase(s, ep) && s.size() > ep.size() && isDigit(s[s.size() - ep.size() - 1])) {
            s.resize(s.size() - ep.size());
            break;
        }
    dropMarks();
    return s;
}

std::optional<Spec> readPass(const std::string& s) {
    std::string l;
    for (char c : s) l += lower(c);
    if (l == "--" || l == "0000" || l == "pass") return Spec{Spec::Form::PASS};
    return std::nullopt;
}

// O-O, 0-0, o-o, OO and the queenside forms.
std::optional<Spec> readCastling(const std::string& s) {
    std::string l;
    for (char c : s) {
        if (c == '-') continue;
        l += c == '0' ? 'o' : lower(c);
    }
    if (l == "oo" || l == "ooo") {
        Spec spec{Spec::Form::CASTLING};
        spec.kingside = l == "oo";
        return spec;
    }
    return std::nullopt;
}

// The part before the destination square, already without its separator: "", "N", "Nb", "R1",
// "Qh4", "e", "e2", "b". Several readings when a letter could be a file or a bishop.
Reading readOrigin(const std::string& p, const Spec& base, PieceType royal,
                   std::string_view typed) {
    auto pawnFrom = [&](int file) {
        Spec s = base;
        s.piece = PAWN;
        s.fromFile = file;
        return s;
    };
    auto piece = [&](PieceType t, int file = -1, int rank = -1) {
        Spec s = base;
        s.piece = t;
        s.fromFile = file;
        s.fromRank = rank;
        return s;
    };

    if (p.empty()) // a pawn: "e4" pushes along its file, "xd5" captures from either side
        return {{pawnFrom(base.captureTyped ? -1 : fileOf(base.to))}, {}};

    if (p.size() == 1) {
        char c = p[0];
        // Lower case b names the b-file before the bishop: bxc5 is a pawn capture first.
        if (c == 'b') return {{pawnFrom(1), piece(BISHOP)}, {}};
        if (c == 'B') return {{piece(BISHOP)}, {}};
        if (isFileChar(c)) return {{pawnFrom(lower(c) - 'a')}, {}};
        if (auto t = pieceTypeOfLetter(c, royal)) return {{piece(*t)}, {}};
        return {{}, notAMove(typed)};
    }

    if (p.size() == 2) {
        char a = p[0], b = p[1];
        if (auto from = squareOf(a, b)) {
            Spec coordinate = base;
            coordinate.from = *from;
            // Upper case B2b4 is first the bishop on the 2nd rank; lower case b2b4 is a square.
            if (a == 'B') return {{piece(BISHOP, -1, b - '1'), coordinate}, {}};
            return {{coordinate}, {}};
        }
        std::optional<PieceType> t = pieceTypeOfLetter(a, royal);
        if (isAlpha(a) && isDigit(b) && (!t || isFileChar(a))) return {{}, notASquare(p)};
        if (!t) return {{}, notAMove(typed)};
        if (isFileChar(b)) return {{piece(*t, lower(b) - 'a')}, {}};
        if (isRankChar(b)) return {{piece(*t, -1, b - '1')}, {}};
        return {{}, notAMove(typed)};
    }

    if (p.size() == 3) { // piece letter and its square: Qh4xe1, Ng1-f3
        std::optional<PieceType> t = pieceTypeOfLetter(p[0], royal);
        if (!t) return {{}, notAMove(typed)};
        if (auto from = squareOf(p[1], p[2])) {
            Spec s = piece(*t);
            s.from = *from;
            return {{s}, {}};
        }
        if (isAlpha(p[1]) && isDigit(p[2])) return {{}, notASquare(p.substr(1))};
    }
    return {{}, notAMove(typed)};
}

Reading readText(const Position& pos, std::string_view typed) {
    std::string s = withoutAnnotations(plainText(typed));
    if (s.empty()) return {{}, "no move given; write it like e2e4, e2-e4 or Nf3"};
    if (auto pass = readPass(s)) return {{*pass}, {}};
    if (auto castling = readCastling(s)) return {{*castling}, {}};

    Spec base;
    // A promotion letter follows the destination, with or without '='.
    if (s.size() >= 3 && isAlpha(s.back()) &&
        (s[s.size() - 2] == '=' || isDigit(s[s.size() - 2]))) {
        // K and P are read so the refusal can say they are not allowed.
        std::optional<PieceType> promotion = pieceTypeOfLetter(s.back(), KING);
        if (!promotion) return {{}, notAMove(typed)};
        base.promotion = *promotion;
        s.pop_back();
        if (s.back() == '=') s.pop_back();
    }

    // The destination: the final letter and digits.
    std::size_t digits = s.size();
    while (digits > 0 && isDigit(s[digits - 1])) --digits;
    if (digits == s.size() || digits == 0 || !isAlpha(s[digits - 1])) return {{}, notAMove(typed)};
    std::string square = s.substr(digits - 1);
    std::optional<Square> to = square.size() == 2 ? squareOf(square[0], square[1]) : std::nullopt;
    if (!to) return {{}, notASquare(square)};
    base.to = *to;

    std::string origin = s.substr(0, digits - 1);
    if (!origin.empty() && std::string_view("-xX:").find(origin.back()) != std::string_view::npos) {
        base.captureTyped = origin.back() != '-';
        origin.pop_back();
    }
    return readOrigin(origin, base, pos.rules().royal, typed);
}

// ---------------------------------------------------------------------------------------------
// Matching readings against the legal moves.

// Whether legal move `m` is what `spec` names, promotion aside.
bool matches(const Position& pos, const Spec& spec, Move m) {
    if (spec.form == Spec::Form::PASS) return m.kind() == MoveKind::PASS;
    if (m.kind() == MoveKind::PASS) return false;
    if (spec.form == Spec::Form::CASTLING)
        return m.kind() == MoveKind::CASTLING && isCastlingKingside(m) == spec.kingside;
    if (m.to() != spec.to) return false;
    if (spec.from != SQ_NONE && m.from() != spec.from) return false;
    if (spec.fromFile >= 0 && fileOf(m.from()) != spec.fromFile) return false;
    if (spec.fromRank >= 0 && rankOf(m.from()) != spec.fromRank) return false;
    return spec.piece == NO_PIECE_TYPE || typeOf(pos.pieceOn(m.from())) == spec.piece;
}

std::vector<Move> candidates(const Position& pos, const Spec& spec, const MoveList& legal) {
    std::vector<Move> out;
    for (Move m : legal)
        if (matches(pos, spec, m)) out.push_back(m);
    return out;
}

// The variant's promotion pieces in the order players expect: queen first.
std::vector<PieceType> promotionChoices(const Variant& v) {
    std::vector<PieceType> out;
    for (PieceType t : {QUEEN, ROOK, BISHOP, KNIGHT, COMMONER})
        if (v.promotesTo(t)) out.push_back(t);
    return out;
}

std::string promotionNotAllowed(const Position& pos, PieceType t) {
    const Variant& v = pos.variant();
    std::vector<PieceType> choices = promotionChoices(v);
    std::string allowed;
    if (choices.size() == 1) {
        allowed = "pawns become " + plural(choices[0]);
    } else {
        std::vector<std::string> names;
        for (PieceType c : choices) names.emplace_back(pieceName(c));
        allowed = "a pawn may become a " + joinOr(names);
    }
    return "promotion to a " + std::string(pieceName(t)) + " is not allowed in " +
           std::string(v.displayName) + ": " + allowed;
}

constexpr std::string_view ONLY_PAWNS_PROMOTE =
    "only a pawn reaching the last rank can promote; leave out the piece letter";

std::string promotionMissing(const Position& pos, Move m) {
    std::vector<PieceType> choices = promotionChoices(pos.variant());
    std::string base = squareName(m.from()) + squareName(m.to());
    std::vector<std::string> options;
    for (PieceType t : choices) {
        char letter = lower(sanLetter(t));
        options.push_back(options.empty() ? base + letter + " (" + std::string(pieceName(t)) + ")"
                                          : std::string(1, letter));
    }
    return "a pawn reaching the last rank must choose a piece: " + joinOr(options);
}

std::string ambiguous(const Position& pos, std::string_view typed, const std::vector<Move>& moves,
                      const MoveList& legal) {
    std::vector<std::string> squares, options;
    for (Move m : moves) {
        std::string from = squareName(m.from());
        if (std::find(squares.begin(), squares.end(), from) != squares.end()) continue;
        squares.push_back(from);
        options.push_back(sanBody(pos, m, legal));
    }
    std::string pieces = plural(typeOf(pos.pieceOn(moves[0].from())));
    return std::string(typed) + " is ambiguous: the " + pieces + " on " + joinAnd(squares) +
           (squares.size() == 2 ? " can both go there" : " can all go there") + "; write " +
           joinOr(options);
}

// Picks the one move among the matches, settling the promotion piece.
MoveParse choose(const Position& pos, const Spec& spec, const std::vector<Move>& moves,
                 const MoveList& legal, std::string_view typed) {
    for (Move m : moves)
        if (m.from() != moves[0].from()) return {std::nullopt, ambiguous(pos, typed, moves, legal)};

    Move first = moves[0];
    if (first.kind() != MoveKind::PROMOTION) {
        if (spec.promotion != NO_PIECE_TYPE) return {std::nullopt, std::string(ONLY_PAWNS_PROMOTE)};
        return {first, {}};
    }
    if (spec.promotion == NO_PIECE_TYPE) {
        // With a single choice (Knights Chess: the knight) there is nothing to ask.
        if (moves.size() == 1) return {first, {}};
        return {std::nullopt, promotionMissing(pos, first)};
    }
    for (Move m : moves)
        if (m.promotion() == spec.promotion) return {m, {}};
    return {std::nullopt, promotionNotAllowed(pos, spec.promotion)};
}

// ---------------------------------------------------------------------------------------------
// Explaining why a reading matches no legal move.

Square msb(Bitboard b) { return Square(63 - std::countl_zero(b)); }

// The occupied square nearest to `from` strictly between `from` and `to`, if any.
std::optional<Square> firstBlocker(const Position& pos, Square from, Square to) {
    Bitboard blockers = betweenBB(from, to) & ~squareBB(to) & pos.pieces();
    if (!blockers) return std::nullopt;
    return to > from ? lsb(blockers) : msb(blockers);
}

Bitboard pieceReach(PieceType t, Square from, Bitboard occupied) {
    switch (t) {
    case KNIGHT:
    case ROYAL_KNIGHT: return knightAttacks(from);
    case BISHOP: return bishopAttacks(from, occupied);
    case ROOK: return rookAttacks(from, occupied);
    case QUEEN: return queenAttacks(from, occupied);
    case KING:
    case COMMONER: return kingAttacks(from);
    default: return 0;
    }
}

std::string cannotReach(const Position& pos, Square from, Square to) {
    return pieceOnSquare(pos, from) + " cannot reach " + squareName(to);
}

std::string noCaptureOnFirstMove(const Position& pos) {
    return "no captures on a player's first move in " + std::string(pos.variant().displayName);
}

bool firstMoveCaptureBanned(const Position& pos) {
    return pos.rules().noCaptureOnFirstMoves && pos.isFirstMove();
}

// Why our pawn on `from` cannot go to `to` by pawn movement, if it cannot.
std::optional<std::string> pawnProblem(const Position& pos, Square from, Square to) {
    Color us = pos.sideToMove();
    int up = pawnPush(us);
    if (fileOf(to) == fileOf(from)) {
        bool single = int(to) == int(from) + up;
        bool twice = relativeRank(us, from) == 1 && int(to) == int(from) + 2 * up;
        if (!single && !twice) return cannotReach(pos, from, to);
        for (Square s : {from + up, to})
            if (pos.pieceOn(s))
                return pieceOnSquare(pos, from) + " is blocked by the " +
                       colorName(colorOf(pos.pieceOn(s))) + " " +
                       std::string(pieceName(typeOf(pos.pieceOn(s)))) + " on " + squareName(s);
        return std::nullopt;
    }
    if (!(pawnAttacks(us, from) & squareBB(to))) return cannotReach(pos, from, to);
    if (pos.pieceOn(to) || to == pos.enPassantSquare()) return std::nullopt;
    bool enPassantShape =
        relativeRank(us, from) == 4 && pos.pieceOn(to - up) == makePiece(~us, PAWN);
    if (!enPassantShape)
        return pieceOnSquare(pos, from) + " cannot go to " + squareName(to) +
               ": a pawn moves diagonally only to capture";
    if (firstMoveCaptureBanned(pos)) return noCaptureOnFirstMove(pos);
    // The position keeps an en-passant square only when the capture is legal, so whether the
    // pawn has just made its double step cannot be told apart from a pin here.
    return "en passant on " + squareName(to) +
           " is not possible now: it must come right after the pawn's double step and must not "
           "leave your " +
           royalName(pos) + " attacked";
}

// Why the piece on `from` (ours) cannot go to `to` by the way it moves, if it cannot.
std::optional<std::string> movementProblem(const Position& pos, Square from, Square to) {
    Color us = pos.sideToMove();
    Piece target = pos.pieceOn(to);
    if (from == to)
        return pieceOnSquare(pos, from) + " is already on " + squareName(to) +
               "; name the square it should go to";
    if (target && colorOf(target) == us)
        return "your own " + std::string(pieceName(typeOf(target))) + " already stands on " +
               squareName(to);
    if (target && typeOf(target) == pos.rules().royal)
        return plural(pos.rules().royal) + " are never captured in " +
               std::string(pos.variant().displayName);

    PieceType t = typeOf(pos.pieceOn(from));
    if (t == PAWN) return pawnProblem(pos, from, to);
    if (pieceReach(t, from, pos.pieces()) & squareBB(to)) return std::nullopt;
    if (pieceReach(t, from, 0) & squareBB(to))
        if (std::optional<Square> b = firstBlocker(pos, from, to))
            return cannotReach(pos, from, to) + ": " + pieceOnSquare(pos, *b) + " is in the way";
    return cannotReach(pos, from, to);
}

// Castling's own conditions, in the order a player would check them.
std::string explainCastling(const Position& pos, bool kingside) {
    const Variant& v = pos.variant();
    std::string wing = kingside ? "kingside" : "queenside";
    if (!pos.rules().castling) return "there is no castling in " + std::string(v.displayName);

    Color us = pos.sideToMove();
    int right = us == WHITE ? (kingside ? WHITE_KINGSIDE : WHITE_QUEENSIDE)
                            : (kingside ? BLACK_KINGSIDE : BLACK_QUEENSIDE);
    Square homeRook = makeSquare(kingside ? 7 : 0, us == WHITE ? 0 : 7);
    if (!(pos.castlingRights() & right))
        return sideName(us) + " may no longer castle " + wing + ": the " + royalName(pos) +
               " or the rook on " + squareName(homeRook) + " has moved or been taken";
    if (pos.checkers()) return "you cannot castle while your " + royalName(pos) + " is in check";

    Square royal = pos.royalSquare(us);
    Square to = kingside ? royal + 2 : royal - 2;
    if (std::optional<Square> b = firstBlocker(pos, royal, homeRook))
        return "you cannot castle " + wing + ": " + pieceOnSquare(pos, *b) + " is in the way";
    for (Square s = kingside ? royal + 1 : royal - 1;; s = kingside ? s + 1 : s - 1) {
        if (Bitboard attackers = pos.attackersTo(s, pos.pieces()) & pos.pieces(~us))
            return "you cannot castle " + wing + ": your " + royalName(pos) + " would " +
                   (s == to ? "land on " : "pass through ") + squareName(s) + ", which " +
                   pieceOnSquare(pos, lsb(attackers)) + " attacks";
        if (s == to) break;
    }
    return "castling " + wing + " is not possible here";
}

// A royal move two files sideways from its home square is castling typed as the royal's move.
bool castlingShaped(const Position& pos, Square from, Square to) {
    Color us = pos.sideToMove();
    return pos.rules().castling && typeOf(pos.pieceOn(from)) == pos.rules().royal &&
           relativeRank(us, from) == 0 && fileOf(from) == 4 && rankOf(to) == rankOf(from) &&
           (fileOf(to) == 2 || fileOf(to) == 6);
}

// The move the geometry describes, with a promotion piece when the pawn promotes.
Move intendedMove(const Position& pos, Square from, Square to, PieceType promotion) {
    if (typeOf(pos.pieceOn(from)) == PAWN) {
        if (to == pos.enPassantSquare() && fileOf(to) != fileOf(from))
            return Move(from, to, MoveKind::EN_PASSANT);
        if (relativeRank(pos.sideToMove(), to) == 7)
            return Move(from, to, MoveKind::PROMOTION,
                        promotion != NO_PIECE_TYPE ? promotion
                                                   : promotionChoices(pos.variant()).front());
    }
    return Move(from, to);
}

// Why our piece on `from` may not go to `to`, given that no legal move does it.
std::string explainMove(const Position& pos, const Spec& spec, Square from,
                        std::string_view typed) {
    Square to = spec.to;
    if (castlingShaped(pos, from, to)) return explainCastling(pos, to > from);
    if (std::optional<std::string> problem = movementProblem(pos, from, to)) return *problem;

    Move m = intendedMove(pos, from, to, spec.promotion);
    if (m.kind() == MoveKind::PROMOTION && !pos.variant().promotesTo(m.promotion()))
        return promotionNotAllowed(pos, m.promotion());
    if (m.kind() != MoveKind::PROMOTION && spec.promotion != NO_PIECE_TYPE)
        return std::string(ONLY_PAWNS_PROMOTE);
    if (pos.isCapture(m) && firstMoveCaptureBanned(pos)) return noCaptureOnFirstMove(pos);

    bool safe = pos.leavesRoyalSafe(m);
    if (pos.checkSuspended()) {
        if (pos.isCapture(m) && !safe)
            return "the first capture may not leave your own " + royalName(pos) + " attacked";
        return quoted(typed) + " is not a legal move here";
    }
    if (safe) return quoted(typed) + " is not a legal move here";

    Color us = pos.sideToMove();
    if (from == pos.royalSquare(us))
        return "the " + royalName(pos) + " cannot move to " + squareName(to) +
               ": it would be in check";
    if (pos.checkers())
        return "your " + royalName(pos) + " is in check and " + std::string(typed) +
               " does not get it out of check";

    // Not in check, yet the move exposes the royal piece: name the piece that would attack it.
    Square royal = pos.royalSquare(us);
    Bitboard captured = squareBB(m.kind() == MoveKind::EN_PASSANT ? to - pawnPush(us) : to);
    Bitboard occupied = (pos.pieces() ^ squareBB(from)) | squareBB(to);
    if (m.kind() == MoveKind::EN_PASSANT) occupied ^= captured;
    Bitboard attackers = pos.attackersTo(royal, occupied) & pos.pieces(~us) & ~captured;
    if (!attackers) return quoted(typed) + " is not a legal move here";
    Square attacker = lsb(attackers);
    if (m.kind() != MoveKind::EN_PASSANT && aligned(royal, attacker, from))
        return pieceOnSquare(pos, from) + " is pinned to your " + royalName(pos) + " by " +
               pieceOnSquare(pos, attacker);
    return std::string(typed) + " would leave your " + royalName(pos) + " attacked by " +
           pieceOnSquare(pos, attacker);
}

// Our pieces a SAN reading could mean: its piece type, on its file or rank.
Bitboard movers(const Position& pos, const Spec& spec) {
    Bitboard b = pos.pieces(pos.sideToMove(), spec.piece);
    if (spec.fromFile >= 0) b &= fileBB(spec.fromFile);
    if (spec.fromRank >= 0) b &= rankBB(spec.fromRank);
    return b;
}

// Movers that the way they move would take to the destination.
Bitboard reachers(const Position& pos, const Spec& spec) {
    if (spec.from != SQ_NONE) {
        Piece p = pos.pieceOn(spec.from);
        bool ours = p && colorOf(p) == pos.sideToMove();
        return ours && !movementProblem(pos, spec.from, spec.to) ? squareBB(spec.from) : 0;
    }
    Bitboard out = 0;
    for (Bitboard b = movers(pos, spec); b;) {
        Square s = popLsb(b);
        if (!movementProblem(pos, s, spec.to) || castlingShaped(pos, s, spec.to))
            out |= squareBB(s);
    }
    return out;
}

std::string whereTheMoversWere(const Spec& spec) {
    if (spec.fromFile >= 0 && spec.fromRank >= 0)
        return " on " + squareName(makeSquare(spec.fromFile, spec.fromRank));
    if (spec.fromFile >= 0) return std::string(" on the ") + char('a' + spec.fromFile) + "-file";
    if (spec.fromRank >= 0) return " on rank " + std::to_string(spec.fromRank + 1);
    return " on the board";
}

// Coordinates: the square must hold one of our pieces, of the type named if one was.
std::string explainCoordinates(const Position& pos, const Spec& spec, std::string_view typed) {
    Color us = pos.sideToMove();
    Piece p = pos.pieceOn(spec.from);
    std::string from = squareName(spec.from);
    std::string named = spec.piece == NO_PIECE_TYPE ? "piece" : std::string(pieceName(spec.piece));
    if (!p) return "there is no " + colorName(us) + " " + named + " on " + from;
    if (colorOf(p) != us)
        return "it is " + sideName(us) + "'s move, the piece on " + from + " is " + sideName(~us) +
               "'s";
    if (spec.piece != NO_PIECE_TYPE && typeOf(p) != spec.piece)
        return "the piece on " + from + " is a " + std::string(pieceName(typeOf(p))) + ", not a " +
               std::string(pieceName(spec.piece));
    return explainMove(pos, spec, spec.from, typed);
}

std::string explainSan(const Position& pos, const Spec& spec, std::string_view typed) {
    Color us = pos.sideToMove();
    if (!pos.variant().hasPiece(spec.piece))
        return "there are no " + plural(spec.piece) + " in " +
               std::string(pos.variant().displayName);
    Bitboard mine = movers(pos, spec);
    std::string who = colorName(us) + " " + std::string(pieceName(spec.piece));
    if (!mine) return "there is no " + who + whereTheMoversWere(spec);
    if (Bitboard r = reachers(pos, spec)) return explainMove(pos, spec, lsb(r), typed);
    if (!moreThanOne(mine)) return explainMove(pos, spec, lsb(mine), typed);
    Piece target = pos.pieceOn(spec.to);
    if (target && (colorOf(target) == us || typeOf(target) == pos.rules().royal))
        return *movementProblem(pos, lsb(mine), spec.to);
    // A slider that only something in the way stops is the one the player most likely meant.
    for (Bitboard b = mine; b;) {
        Square s = popLsb(b);
        if (pieceReach(spec.piece, s, 0) & squareBB(spec.to))
            return explainMove(pos, spec, s, typed);
    }
    return "no " + who + " can reach " + squareName(spec.to);
}

std::string explainPass(const Position& pos) {
    if (pos.rules().stalemate != StalemateRule::MORE_KNIGHTS_OR_PASS)
        return "there is no passing in " + std::string(pos.variant().displayName);
    return "there is nothing to pass for: you have legal moves";
}

// The reading to explain: the first whose piece could at least move there, else the first.
const Spec& readingToExplain(const Position& pos, const std::vector<Spec>& specs) {
    for (const Spec& s : specs)
        if (s.form == Spec::Form::MOVE && reachers(pos, s)) return s;
    return specs.front();
}

std::string explain(const Position& pos, const std::vector<Spec>& specs, const MoveList& legal,
                    std::string_view typed) {
    const Spec& spec = readingToExplain(pos, specs);
    bool mustPass = legal.size() == 1 && legal[0].kind() == MoveKind::PASS;
    if (mustPass && spec.form != Spec::Form::PASS)
        return sideName(pos.sideToMove()) + " has no legal move and must pass: type -- or pass";
    switch (spec.form) {
    case Spec::Form::PASS: return explainPass(pos);
    case Spec::Form::CASTLING: return explainCastling(pos, spec.kingside);
    case Spec::Form::MOVE: break;
    }
    if (spec.from != SQ_NONE) return explainCoordinates(pos, spec, typed);
    return explainSan(pos, spec, typed);
}

std::string_view trimmed(std::string_view text) {
    std::size_t b = text.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos) return {};
    std::size_t e = text.find_last_not_of(" \t\r\n");
    return text.substr(b, e - b + 1);
}

} // namespace

std::string toSan(const Position& pos, Move m) { return sanBody(pos, m) + checkSuffix(pos, m); }

std::string toFigurine(const Position& pos, Move m) {
    if (m.kind() == MoveKind::PASS) return "--";
    std::string suffix = checkSuffix(pos, m);
    if (m.kind() == MoveKind::CASTLING) return (isCastlingKingside(m) ? "0–0" : "0–0–0") + suffix;
    Color us = pos.sideToMove();
    PieceType type = typeOf(pos.pieceOn(m.from()));
    std::string out = type == PAWN ? "" : figurine(us, type);
    out += squareName(m.from());
    out += pos.isCapture(m) ? "×" : "–";
    out += squareName(m.to());
    if (m.kind() == MoveKind::EN_PASSANT) out += " e.p.";
    if (m.kind() == MoveKind::PROMOTION) out += "=" + figurine(us, m.promotion());
    return out + suffix;
}

MoveParse parseMove(const Position& pos, std::string_view text) {
    std::string_view typed = trimmed(text);
    Reading reading = readText(pos, typed);
    if (!reading.error.empty()) return {std::nullopt, reading.error};

    MoveList legal;
    generateLegal(pos, legal);
    if (legal.empty()) return {std::nullopt, "the game is over: no moves are possible"};

    for (const Spec& spec : reading.specs) {
        std::vector<Move> moves = candidates(pos, spec, legal);
        if (!moves.empty()) return choose(pos, spec, moves, legal, typed);
    }
    return {std::nullopt, explain(pos, reading.specs, legal, typed)};
}

} // namespace mudchess
