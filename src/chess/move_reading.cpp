// Reading a typed move in three steps: read the text into one or more readings (a TypedMove
// each: what piece, from where, to where, which promotion), match the readings against the
// legal move list, and, when nothing matches or the match is not one move, find the reason
// (refusal.cpp). The legal list is the only authority on what is legal.
#include "chess/move_reading.hpp"

#include "chess/move_phrase.hpp"
#include "chess/refusal.hpp"
#include "chess/uci_move.hpp"

#include <cctype>

namespace mudchess {

namespace {

// The readings to try, most likely first, or a syntax error.
struct Reading {
    std::vector<TypedMove> specs;
    std::optional<MoveRefusal> error;
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

std::optional<TypedMove> readPass(const std::string& s) {
    std::string l;
    for (char c : s) l += lower(c);
    if (l == "--" || l == "0000" || l == "pass") return TypedMove{TypedMove::Form::PASS};
    return std::nullopt;
}

// O-O, 0-0, o-o, OO and the queenside forms.
std::optional<TypedMove> readCastling(const std::string& s) {
    std::string l;
    for (char c : s) {
        if (c == '-') continue;
        l += c == '0' ? 'o' : lower(c);
    }
    if (l == "oo" || l == "ooo") {
        TypedMove spec{TypedMove::Form::CASTLING};
        spec.kingside = l == "oo";
        return spec;
    }
    return std::nullopt;
}

// The part before the destination square, already without its separator: "", "N", "Nb", "R1",
// "Qh4", "e", "e2", "b". Several readings when a letter could be a file or a bishop.
Reading readOrigin(const std::string& p, const TypedMove& base, PieceType royal,
                   std::string_view typed) {
    auto pawnFrom = [&](int file) {
        TypedMove s = base;
        s.piece = PAWN;
        s.fromFile = file;
        return s;
    };
    auto piece = [&](PieceType t, int file = -1, int rank = -1) {
        TypedMove s = base;
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
            TypedMove coordinate = base;
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
            TypedMove s = piece(*t);
            s.from = *from;
            return {{s}, {}};
        }
        if (isAlpha(p[1]) && isDigit(p[2])) return {{}, notASquare(p.substr(1))};
    }
    return {{}, notAMove(typed)};
}

Reading readText(const Position& pos, std::string_view typed) {
    std::string s = withoutAnnotations(plainText(typed));
    if (s.empty()) return {{}, MoveRefusal{MoveRefusalKind::NO_MOVE_GIVEN}};
    if (auto pass = readPass(s)) return {{*pass}, {}};
    if (auto castling = readCastling(s)) return {{*castling}, {}};

    TypedMove base;
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

std::string_view trimmed(std::string_view text) {
    std::size_t b = text.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos) return {};
    std::size_t e = text.find_last_not_of(" \t\r\n");
    return text.substr(b, e - b + 1);
}

} // namespace

MoveParse parseMove(const Position& pos, std::string_view text) {
    std::string_view typed = trimmed(text);
    std::string_view move = withoutNumberOrCheck(typed);
    Reading reading;
    if (std::optional<PhraseReading> phrase = readPhrase(pos, move))
        reading = {std::move(phrase->specs), std::move(phrase->error)};
    else
        reading = readText(pos, move);
    if (reading.error) return {std::nullopt, reading.error};

    MoveList legal;
    generateLegal(pos, legal);
    if (legal.empty()) return {std::nullopt, MoveRefusal{MoveRefusalKind::NO_MOVES_LEFT}};

    for (const TypedMove& spec : reading.specs) {
        std::vector<Move> moves = candidates(pos, spec, legal);
        if (!moves.empty()) return choose(spec, moves, typed);
    }
    if (reading.specs.front().said)
        return {std::nullopt, whyNoSaidMove(pos, reading.specs, legal, typed)};
    return {std::nullopt, whyNoLegalMove(pos, reading.specs, legal, typed)};
}

} // namespace mudchess
