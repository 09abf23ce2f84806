// Reading a move in three steps: the notation (or the command grammar) states it (StatedMove),
// the stated move becomes one or more readings for the variant (a TypedMove each: what piece,
// from where, to where, which promotion), the readings are matched against the legal move
// list, and, when nothing matches or the match is not one move, the reason is found
// (refusal.cpp). The legal list is the only authority on what is legal.
#include "chess/move_reading.hpp"

#include "chess/piece_table.hpp"
#include "chess/refusal.hpp"
#include "chess/said_move_refusal.hpp"
#include "chess/uci_move.hpp"

#include <cctype>

namespace mudchess {

namespace {

using Form = StatedMove::Form;

NotationReading refused(MoveRefusal why) { return {std::nullopt, std::move(why)}; }

char lower(char c) { return char(std::tolower(static_cast<unsigned char>(c))); }
bool isFileChar(char c) { return lower(c) >= 'a' && lower(c) <= 'h'; }
bool isRankChar(char c) { return c >= '1' && c <= '8'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isAlpha(char c) { return std::isalpha(static_cast<unsigned char>(c)); }

std::optional<Square> squareOf(char file, char rank) {
    if (!isFileChar(file) || !isRankChar(rank)) return std::nullopt;
    return makeSquare(lower(file) - 'a', rank - '1');
}

// UTF-8 dashes and crosses that toFigurine writes (and other tools use), mapped to plain input.
struct Replacement {
    std::string_view from;
    std::string_view to;
};
constexpr Replacement REPLACEMENTS[] = {{"–", "-"}, {"—", "-"}, {"‐", "-"}, {"−", "-"}, {"×", "x"}};

// The plain spelling of what starts `text`, if it is a dash, a cross or a figurine (its SAN
// letter; a pawn's is none), and how many bytes it took.
std::optional<std::pair<std::string_view, std::size_t>> plainSpelling(std::string_view text) {
    if (static_cast<unsigned char>(text[0]) < 0x80) return std::nullopt; // all are non-ASCII
    for (const Replacement& r : REPLACEMENTS)
        if (text.starts_with(r.from)) return std::pair{r.to, r.from.size()};
    for (const PieceInfo& info : PIECE_TABLE)
        for (std::string_view symbol : info.figurine)
            if (!symbol.empty() && text.starts_with(symbol))
                return std::pair{info.type == PAWN ? std::string_view()
                                                   : std::string_view(&info.letter, 1),
                                 symbol.size()};
    return std::nullopt;
}

// The text without spaces, with Unicode dashes, crosses and figurines made plain.
std::string plainText(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        if (auto plain = plainSpelling(text.substr(i))) {
            out += plain->first;
            i += plain->second;
            continue;
        }
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

// Drops what annotates a move without naming it: + # ! ?, a full stop ("e4.") and an "e.p."
// after the square.
std::string withoutAnnotations(std::string s) {
    auto dropMarks = [&s] {
        while (!s.empty() && std::string_view("+#!?.").find(s.back()) != std::string_view::npos)
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

bool isPass(const std::string& s) {
    std::string l;
    for (char c : s) l += lower(c);
    return l == "--" || l == "0000" || l == "pass";
}

// O-O, 0-0, o-o, OO and the queenside forms.
std::optional<StatedMove::Side> castlingSide(const std::string& s) {
    std::string l;
    for (char c : s) {
        if (c == '-') continue;
        l += c == '0' ? 'o' : lower(c);
    }
    if (l == "oo") return StatedMove::Side::KINGSIDE;
    if (l == "ooo") return StatedMove::Side::QUEENSIDE;
    return std::nullopt;
}

// The part before the destination square, already without its separator: "", "N", "Nb", "R1",
// "Qh4", "e", "e2", "b". K is the royal piece's letter (StatedMove's KING).
NotationReading readOrigin(const std::string& p, StatedMove m, std::string_view typed) {
    auto pawnFrom = [&](int file) {
        m.piece = PAWN;
        m.fromFile = file;
        return NotationReading{m, {}};
    };
    auto piece = [&](PieceType t, int file = -1, int rank = -1) {
        m.piece = t;
        m.fromFile = file;
        m.fromRank = rank;
        return NotationReading{m, {}};
    };

    if (p.empty()) // a pawn: "e4" pushes along its file, "xd5" captures from either side
        return pawnFrom(m.capture ? -1 : fileOf(m.to));

    if (p.size() == 1) {
        char c = p[0];
        if (c == 'b') { // lower case b names the b-file before the bishop: bxc5 is a pawn's
            m.letterB = StatedMove::LetterB::PAWN_FIRST;
            return pawnFrom(1);
        }
        if (c == 'B') return piece(BISHOP);
        if (isFileChar(c)) return pawnFrom(lower(c) - 'a');
        if (auto t = pieceTypeOfLetter(c, KING)) return piece(*t);
        return refused(notAMove(typed));
    }

    if (p.size() == 2) {
        char a = p[0], b = p[1];
        if (auto from = squareOf(a, b)) {
            m.from = *from;
            // Upper case B2b4 is first the bishop on the 2nd rank; lower case b2b4 is a square.
            if (a == 'B') m.letterB = StatedMove::LetterB::BISHOP_FIRST;
            return {m, {}};
        }
        std::optional<PieceType> t = pieceTypeOfLetter(a, KING);
        if (isAlpha(a) && isDigit(b) && (!t || isFileChar(a))) return refused(notASquare(p));
        if (!t) return refused(notAMove(typed));
        if (isFileChar(b)) return piece(*t, lower(b) - 'a');
        if (isRankChar(b)) return piece(*t, -1, b - '1');
        return refused(notAMove(typed));
    }

    if (p.size() == 3) { // piece letter and its square: Qh4xe1, Ng1-f3
        std::optional<PieceType> t = pieceTypeOfLetter(p[0], KING);
        if (!t) return refused(notAMove(typed));
        if (auto from = squareOf(p[1], p[2])) {
            m.piece = *t;
            m.from = *from;
            return {m, {}};
        }
        if (isAlpha(p[1]) && isDigit(p[2])) return refused(notASquare(p.substr(1)));
    }
    return refused(notAMove(typed));
}

// ---------------------------------------------------------------------------------------------
// From a stated move to the readings matched against the legal moves.

// The piece a name means in this variant: "king" is the royal piece; in words a name the
// variant lacks is its piece whose name ends in that word (Knightmate's "knight").
PieceType pieceMeant(const Position& pos, PieceType named, bool inWords) {
    if (named == KING) return pos.rules().royal;
    const Variant& v = pos.variant();
    if (!inWords || named == NO_PIECE_TYPE || v.hasPiece(named)) return named;
    std::string_view word = pieceName(named);
    for (const PieceInfo& info : PIECE_TABLE) {
        std::string_view name = info.name;
        std::size_t space = name.rfind(' ');
        if (space != std::string_view::npos && name.substr(space + 1) == word &&
            v.hasPiece(info.type))
            return info.type;
    }
    return named;
}

// The piece a pawn becomes when two squares are given and no piece is named: the queen, where
// the variant has one.
PieceType defaultPromotion(const Variant& v) {
    return v.promotesTo(QUEEN) ? QUEEN : v.promotesTo(KNIGHT) ? KNIGHT : QUEEN;
}

bool ourPawnPromotes(const Position& pos, Square from, Square to) {
    Piece p = pos.pieceOn(from);
    return typeOf(p) == PAWN && colorOf(p) == pos.sideToMove() &&
           relativeRank(pos.sideToMove(), to) == 7;
}

// The readings to try, most likely first.
std::vector<TypedMove> readingsOf(const Position& pos, const StatedMove& m) {
    TypedMove r;
    r.form = m.form == Form::PASS       ? TypedMove::Form::PASS
             : m.form == Form::CASTLING ? TypedMove::Form::CASTLING
                                        : TypedMove::Form::MOVE;
    r.kingside = m.side == StatedMove::Side::KINGSIDE;
    r.eitherSide = m.side == StatedMove::Side::EITHER;
    r.piece = pieceMeant(pos, m.piece, m.inWords);
    r.from = m.from;
    r.fromFile = m.fromFile;
    r.fromRank = m.fromRank;
    r.to = m.to;
    r.captureTyped = m.capture;
    r.promotion = m.promotion;
    if (m.squaresGiven && r.promotion == NO_PIECE_TYPE && ourPawnPromotes(pos, m.from, m.to))
        r.promotion = defaultPromotion(pos.variant());
    if (m.inWords) {
        r.said = true;
        r.mustCapture = m.capture;
        r.captured = pieceMeant(pos, m.captured, true);
        r.mustPromote = m.promote;
        // A pawn "to e4" is first the push up its file, then any pawn move there.
        if (r.piece == PAWN && r.to != SQ_NONE && r.from == SQ_NONE && !r.mustCapture) {
            TypedMove push = r;
            push.fromFile = fileOf(r.to);
            return {push, r};
        }
        return {r};
    }
    if (m.letterB == StatedMove::LetterB::PAWN_FIRST) {
        TypedMove bishop = r;
        bishop.piece = BISHOP;
        bishop.fromFile = -1;
        return {r, bishop};
    }
    if (m.letterB == StatedMove::LetterB::BISHOP_FIRST) {
        TypedMove bishop = r;
        bishop.piece = BISHOP;
        bishop.from = SQ_NONE;
        bishop.fromRank = rankOf(m.from);
        return {bishop, r};
    }
    return {r};
}

// The move as refusals quote it: two squares as coordinates with the promotion letter
// (e7e8q), a promotion said after SAN the SAN way (e8=N), anything else as typed.
std::string shownText(const Position& pos, const StatedMove& m, std::string_view typed) {
    if (m.squaresGiven) {
        std::string text = squareName(m.from) + squareName(m.to);
        PieceType promotion = m.promotion;
        if (promotion == NO_PIECE_TYPE && ourPawnPromotes(pos, m.from, m.to))
            promotion = defaultPromotion(pos.variant());
        if (promotion != NO_PIECE_TYPE) text += lowerLetter(sanLetter(promotion));
        return text;
    }
    if (m.promotionAfterAnd) return std::string(typed) + "=" + sanLetter(m.promotion);
    return std::string(typed);
}

// ---------------------------------------------------------------------------------------------
// Matching readings against the legal moves.

// Whether legal move `m` is what `spec` names, promotion aside.
bool matches(const Position& pos, const TypedMove& spec, Move m) {
    if (spec.form == TypedMove::Form::PASS) return m.kind() == MoveKind::PASS;
    if (m.kind() == MoveKind::PASS) return false;
    if (spec.form == TypedMove::Form::CASTLING)
        return m.kind() == MoveKind::CASTLING &&
               (spec.eitherSide || m.castlesKingside() == spec.kingside);
    if (spec.to != SQ_NONE && m.to() != spec.to) return false;
    if (spec.from != SQ_NONE && m.from() != spec.from) return false;
    if (spec.fromFile >= 0 && fileOf(m.from()) != spec.fromFile) return false;
    if (spec.fromRank >= 0 && rankOf(m.from()) != spec.fromRank) return false;
    if (spec.mustCapture && !pos.isCapture(m)) return false;
    if (spec.captured != NO_PIECE_TYPE &&
        (m.kind() == MoveKind::EN_PASSANT ? PAWN : typeOf(pos.pieceOn(m.to()))) != spec.captured)
        return false;
    if (spec.mustPromote && m.kind() != MoveKind::PROMOTION) return false;
    return spec.piece == NO_PIECE_TYPE || typeOf(pos.pieceOn(m.from())) == spec.piece;
}

std::vector<Move> candidates(const Position& pos, const TypedMove& spec, const MoveList& legal) {
    std::vector<Move> out;
    for (Move m : legal)
        if (matches(pos, spec, m)) out.push_back(m);
    return out;
}

// Picks the one move among the matches, settling the promotion piece.
MoveParse choose(const TypedMove& spec, const std::vector<Move>& moves, std::string_view typed) {
    if (spec.form == TypedMove::Form::CASTLING && spec.eitherSide)
        return {std::nullopt, whichSideToCastle(typed, moves)};
    for (Move m : moves)
        if (m.from() != moves[0].from() || m.to() != moves[0].to()) {
            if (!spec.said) return {std::nullopt, ambiguous(typed, moves)};
            // Name each choice with the promotion asked for, if one was.
            std::vector<Move> named;
            for (Move n : moves)
                if (n.kind() != MoveKind::PROMOTION || spec.promotion == NO_PIECE_TYPE ||
                    n.promotion() == spec.promotion)
                    named.push_back(n);
            return {std::nullopt, askWhich(typed, named.empty() ? moves : named)};
        }

    Move first = moves[0];
    if (first.kind() != MoveKind::PROMOTION) {
        if (spec.promotion != NO_PIECE_TYPE) return {std::nullopt, onlyPawnsPromote()};
        return {first, {}};
    }
    if (spec.promotion == NO_PIECE_TYPE) {
        // With a single choice (Knights Chess: the knight) there is nothing to ask.
        if (moves.size() == 1) return {first, {}};
        return {std::nullopt, promotionMissing(first)};
    }
    for (Move m : moves)
        if (m.promotion() == spec.promotion) return {m, {}};
    return {std::nullopt, promotionNotAllowed(spec.promotion)};
}

// The text without a leading move number: "1. e4" becomes "e4", "12...Nf6" "Nf6".
std::string_view withoutMoveNumber(std::string_view typed) {
    std::size_t i = 0;
    while (i < typed.size() && isDigit(typed[i])) ++i;
    std::size_t digits = i;
    while (i < typed.size() && typed[i] == '.') ++i;
    if (digits == 0 || i == digits) return typed;
    while (i < typed.size() && std::isspace(static_cast<unsigned char>(typed[i]))) ++i;
    if (i == typed.size()) return typed; // "1." alone: nothing after the number
    return typed.substr(i);
}

std::string_view trimmed(std::string_view text) {
    std::size_t b = text.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos) return {};
    std::size_t e = text.find_last_not_of(" \t\r\n");
    return text.substr(b, e - b + 1);
}

} // namespace

NotationReading readNotation(std::string_view typed) {
    std::string s = withoutAnnotations(plainText(typed));
    if (s.empty()) return refused(MoveRefusal(MoveRefusalKind::NO_MOVE_GIVEN));
    StatedMove m;
    if (isPass(s)) {
        m.form = Form::PASS;
        return {m, {}};
    }
    if (auto side = castlingSide(s)) {
        m.form = Form::CASTLING;
        m.side = *side;
        return {m, {}};
    }

    // A promotion letter follows the destination, with or without '='.
    if (s.size() >= 3 && isAlpha(s.back()) &&
        (s[s.size() - 2] == '=' || isDigit(s[s.size() - 2]))) {
        // K and P are read so the refusal can say they are not allowed.
        std::optional<PieceType> promotion = pieceTypeOfLetter(s.back(), KING);
        if (!promotion) return refused(notAMove(typed));
        m.promotion = *promotion;
        s.pop_back();
        if (s.back() == '=') s.pop_back();
    }

    // The destination: the final letter and digits.
    std::size_t digits = s.size();
    while (digits > 0 && isDigit(s[digits - 1])) --digits;
    if (digits == s.size() || digits == 0 || !isAlpha(s[digits - 1]))
        return refused(notAMove(typed));
    std::string square = s.substr(digits - 1);
    std::optional<Square> to = square.size() == 2 ? squareOf(square[0], square[1]) : std::nullopt;
    if (!to) return refused(notASquare(square));
    m.to = *to;

    std::string origin = s.substr(0, digits - 1);
    if (!origin.empty() && std::string_view("-xX:").find(origin.back()) != std::string_view::npos) {
        m.capture = origin.back() != '-';
        origin.pop_back();
    }
    return readOrigin(origin, m, typed);
}

MoveParse parseMove(const Position& pos, std::string_view text) {
    std::string_view typed = trimmed(text);
    NotationReading read = readNotation(withoutMoveNumber(typed));
    if (!read.move) return {std::nullopt, read.refusal};
    return resolveMove(pos, *read.move, typed);
}

MoveParse resolveMove(const Position& pos, const StatedMove& stated, std::string_view said) {
    std::string typed = shownText(pos, stated, said);
    if (stated.twoPromotions) {
        MoveRefusal why(MoveRefusalKind::TWO_PROMOTIONS);
        why.text = typed;
        return {std::nullopt, why};
    }
    MoveList legal;
    generateLegal(pos, legal);
    if (legal.empty()) return {std::nullopt, MoveRefusal(MoveRefusalKind::NO_MOVES_LEFT)};

    std::vector<TypedMove> readings = readingsOf(pos, stated);
    for (const TypedMove& spec : readings) {
        std::vector<Move> moves = candidates(pos, spec, legal);
        if (!moves.empty()) return choose(spec, moves, typed);
    }
    if (stated.inWords) return {std::nullopt, whyNoSaidMove(pos, readings, legal, typed)};
    return {std::nullopt, whyNoLegalMove(pos, readings, legal, typed)};
}

} // namespace mudchess
