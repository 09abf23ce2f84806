// Reading moves said in words, word by word: articles are skipped, piece names follow the
// variant, and what the words leave open (which knight, which capture) stays open for the legal
// move list to settle. The command grammar (grammar/moves.hpp) accepts the same shapes; this
// reader also serves callers that pass text straight to the game.
#include "chess/move_phrase.hpp"

#include "chess/piece_table.hpp"
#include "chess/refusal.hpp"
#include "chess/san.hpp"
#include "chess/uci_move.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace mudchess {

namespace {

using Kind = MoveRefusalKind;

char lower(char c) { return char(std::tolower(static_cast<unsigned char>(c))); }
bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

MoveRefusal reason(Kind kind, std::string_view text = {}) {
    MoveRefusal r;
    r.kind = kind;
    r.text = text;
    return r;
}

// The words that make text a phrase rather than notation. Piece names come from the table.
constexpr std::array<std::string_view, 27> PHRASE_WORDS = {
    "to",       "from",      "takes",     "take", "captures", "capture",  "with",
    "the",      "a",         "an",        "my",   "castle",   "castles",  "castling",
    "kingside", "queenside", "short",     "long", "promote",  "promotes", "and",
    "swap",     "check",     "checkmate", "mate", "royal",    "x"};

// The words in lower case, each without the marks that only annotate (Nf3! e4. f3+).
std::vector<std::string> wordsOf(std::string_view text) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isBlank(text[i])) ++i;
        std::size_t start = i;
        while (i < text.size() && !isBlank(text[i])) ++i;
        if (i == start) break;
        std::string w;
        for (char c : text.substr(start, i - start)) w += lower(c);
        if (w != "e.p.")
            while (w.size() > 1 && std::string_view("+#!?.,").find(w.back()) != std::string::npos)
                w.pop_back();
        words.push_back(w);
    }
    return words;
}

bool namesAPiece(std::string_view word) {
    for (const PieceInfo& info : PIECE_TABLE)
        if (info.type != NO_PIECE_TYPE && info.name == word) return true;
    return false;
}

bool isPhraseWord(std::string_view word) {
    return std::find(PHRASE_WORDS.begin(), PHRASE_WORDS.end(), word) != PHRASE_WORDS.end() ||
           namesAPiece(word);
}

std::optional<Square> squareWord(std::string_view w) {
    if (w.size() != 2) return std::nullopt;
    return parseSquare(w);
}

// A letter and digits that miss the board (e9, i4).
bool missesTheBoard(std::string_view w) {
    return w.size() >= 2 && std::isalpha(static_cast<unsigned char>(w[0])) &&
           std::all_of(w.begin() + 1, w.end(),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) &&
           !squareWord(w);
}

class WordReader {
  public:
    WordReader(const Position& pos, std::vector<std::string> words, std::string_view typed)
        : pos_(pos), words_(std::move(words)), typed_(typed) {}

    PhraseReading read() {
        TypedMove spec;
        spec.said = true;
        const std::string& first = peek();
        if (first == "castle" || first == "castles" || first == "castling") {
            next();
            return castling(spec);
        }
        if (first == "promote" || first == "promotes") {
            next();
            accept("to");
            skipArticles();
            std::optional<PieceType> t = piece(true);
            if (!t) return fail(reason(Kind::SAY_PROMOTION));
            spec.piece = PAWN;
            spec.mustPromote = true;
            spec.promotion = *t;
            return finish({spec});
        }
        if (isCaptureWord(first)) { // take e5 [with the knight], capture on d5, take the queen
            next();
            spec.mustCapture = true;
            if (!target(spec)) return fail(badTarget());
            if (accept("with")) {
                skipArticles();
                std::optional<PieceType> t = piece(false);
                if (!t) return fail(reason(Kind::SAY_WHICH_PIECE_TAKES));
                spec.piece = *t;
            }
            return finish(pawnReadings(spec));
        }
        skipArticles();
        if (std::optional<PieceType> t = piece(false)) {
            spec.piece = *t;
            return pieceAction(spec);
        }
        if (std::optional<Square> s = squareWord(peek())) {
            next();
            return squareLed(spec, *s);
        }
        if (missesTheBoard(peek())) return {{}, notASquare(peek())};
        return fail();
    }

  private:
    const std::string& peek(std::size_t ahead = 0) const {
        static const std::string NONE;
        return i_ + ahead < words_.size() ? words_[i_ + ahead] : NONE;
    }
    void next() { ++i_; }
    bool atEnd() const { return i_ >= words_.size(); }
    bool accept(std::string_view w) {
        if (peek() != w) return false;
        next();
        return true;
    }
    void skipArticles() {
        while (peek() == "the" || peek() == "a" || peek() == "an" || peek() == "my") next();
    }
    static bool isCaptureWord(std::string_view w) {
        return w == "takes" || w == "take" || w == "captures" || w == "capture" || w == "x";
    }

    // A piece's name at the reader: "royal knight", "knight", "king", ... In this variant
    // "king" is the royal piece (as K is), and a name nothing in the variant has fits the
    // variant's piece of that name's last word (Knightmate's "knight": the royal knight). A
    // promotion names the piece itself, so the refusal can say it is not allowed.
    std::optional<PieceType> piece(bool forPromotion) {
        if (peek() == "royal" && peek(1) == "knight") {
            i_ += 2;
            return ROYAL_KNIGHT;
        }
        std::string_view w = peek();
        if (!namesAPiece(w)) return std::nullopt;
        next();
        const Variant& v = pos_.variant();
        if (!forPromotion && w == pieceName(KING)) return pos_.rules().royal;
        PieceType exact = NO_PIECE_TYPE;
        for (const PieceInfo& info : PIECE_TABLE)
            if (info.type != NO_PIECE_TYPE && info.name == w) exact = info.type;
        if (forPromotion || v.hasPiece(exact)) return exact;
        for (const PieceInfo& info : PIECE_TABLE) {
            std::string_view name = info.name;
            std::size_t space = name.rfind(' ');
            if (space != std::string_view::npos && name.substr(space + 1) == w &&
                v.hasPiece(info.type))
                return info.type;
        }
        return exact;
    }

    std::optional<Square> square() {
        std::optional<Square> s = squareWord(peek());
        if (s) next();
        return s;
    }

    // After a capture word: "e5", "on e5", "the pawn", "the pawn on e5", or nothing.
    bool target(TypedMove& spec) {
        if (atEnd() || peek() == "with") return true;
        accept("on");
        if (std::optional<Square> s = square()) {
            spec.to = *s;
            return true;
        }
        skipArticles();
        std::optional<PieceType> t = piece(false);
        if (!t) return false;
        spec.captured = *t;
        if (accept("on")) {
            std::optional<Square> s = square();
            if (!s) return false;
            spec.to = *s;
        }
        return true;
    }

    MoveRefusal badTarget() const {
        if (missesTheBoard(peek())) return notASquare(peek());
        return reason(Kind::SAY_WHAT_TO_TAKE);
    }

    PhraseReading castling(TypedMove& spec) {
        spec.form = TypedMove::Form::CASTLING;
        accept("on");
        skipArticles();
        if (accept("kingside") || accept("short"))
            spec.kingside = true;
        else if (accept("queenside") || accept("long"))
            spec.kingside = false;
        else if (peek() == "king" || peek() == "queen") {
            MoveRefusal r = reason(Kind::CASTLE_ALMOST, typed_);
            r.kingside = peek() == "king";
            return {{}, r};
        } else
            spec.eitherSide = true;
        return finish({spec});
    }

    // After the piece: [from <square>] then "to e4", "e4", "takes [target]".
    PhraseReading pieceAction(TypedMove& spec) {
        if (accept("from") || accept("on")) {
            std::optional<Square> from = square();
            if (!from) return missesTheBoard(peek()) ? fail(notASquare(peek())) : fail();
            spec.from = *from;
        }
        if (isCaptureWord(peek())) {
            next();
            spec.mustCapture = true;
            if (!target(spec)) return fail(badTarget());
            return finish(pawnReadings(spec));
        }
        accept("to");
        std::optional<Square> to = square();
        if (!to) {
            if (missesTheBoard(peek())) return {{}, notASquare(peek())};
            MoveRefusal r = reason(Kind::SAY_WHERE);
            r.piece = spec.piece;
            return fail(r);
        }
        spec.to = *to;
        promotionAfterSquare(spec);
        return finish(pawnReadings(spec));
    }

    // "e8 queen", "e7 to e8", "e4 takes d5".
    PhraseReading squareLed(TypedMove& spec, Square first) {
        if (isCaptureWord(peek()) || peek() == "to") {
            spec.mustCapture = peek() != "to";
            next();
            accept("on");
            std::optional<Square> to = square();
            if (!to) return missesTheBoard(peek()) ? fail(notASquare(peek())) : fail();
            spec.from = first;
            spec.to = *to;
            promotionAfterSquare(spec);
            return finish({spec});
        }
        spec.to = first;
        spec.piece = PAWN;
        promotionAfterSquare(spec);
        return finish(pawnReadings(spec));
    }

    // "queen" or "= queen" after the square a pawn reaches.
    bool promotionAfterSquare(TypedMove& spec) {
        std::size_t mark = i_;
        accept("=");
        skipArticles();
        if (std::optional<PieceType> t = piece(true)) {
            spec.promotion = *t;
            return true;
        }
        i_ = mark;
        return false;
    }

    // A pawn "to e4" is first the push up its file, then any pawn move there.
    std::vector<TypedMove> pawnReadings(const TypedMove& spec) {
        if (spec.piece != PAWN || spec.to == SQ_NONE || spec.from != SQ_NONE || spec.mustCapture)
            return {spec};
        TypedMove push = spec;
        push.fromFile = fileOf(spec.to);
        return {push, spec};
    }

    // The words that may close any move: "and swap to a queen", "check", "en passant".
    PhraseReading finish(std::vector<TypedMove> specs) {
        if (accept("and")) {
            if (!accept("swap") && !accept("promote") && !accept("promotes")) return fail();
            accept("to");
            skipArticles();
            std::optional<PieceType> t = piece(true);
            if (!t) return fail(reason(Kind::SAY_SWAP_PIECE));
            for (TypedMove& s : specs) {
                if (s.promotion != NO_PIECE_TYPE && s.promotion != *t)
                    return {{}, reason(Kind::TWO_PROMOTIONS, typed_)};
                s.promotion = *t;
            }
        }
        if (accept("en")) {
            if (!accept("passant")) return fail();
        } else {
            accept("e.p.") || accept("e.p") || accept("ep");
        }
        accept("check") || accept("checkmate") || accept("mate");
        if (!atEnd()) return fail();
        return {std::move(specs), {}};
    }

    PhraseReading fail(MoveRefusal why) const { return {{}, std::move(why)}; }
    PhraseReading fail() const { return fail(reason(Kind::NOT_SAID_RIGHT, typed_)); }

    const Position& pos_;
    std::vector<std::string> words_;
    std::string_view typed_;
    std::size_t i_ = 0;
};

// The pieces a reading may mean: its own, or every kind of ours in the variant.
std::vector<PieceType> kindsMeant(const Position& pos, const TypedMove& spec) {
    if (spec.piece != NO_PIECE_TYPE || spec.from != SQ_NONE) return {spec.piece};
    std::vector<PieceType> out;
    for (PieceType t : ARMY_ORDER)
        if (pos.variant().hasPiece(t) && pos.pieces(pos.sideToMove(), t)) out.push_back(t);
    return out;
}

// The squares a reading may go to: its own, or each square a capture or promotion could end on.
std::vector<Square> squaresMeant(const Position& pos, const TypedMove& spec) {
    if (spec.to != SQ_NONE) return {spec.to};
    Color us = pos.sideToMove();
    std::vector<Square> out;
    for (int i = 0; i < 64; ++i) {
        Square s = Square(i);
        Piece p = pos.pieceOn(s);
        if (spec.mustPromote) {
            if (relativeRank(us, s) == 7) out.push_back(s);
            continue;
        }
        bool enemy = p && colorOf(p) != us && typeOf(p) != pos.rules().royal;
        bool enPassant = s == pos.enPassantSquare();
        if (spec.captured != NO_PIECE_TYPE)
            enemy = enemy ? typeOf(p) == spec.captured : enPassant && spec.captured == PAWN;
        else
            enemy = enemy || enPassant;
        if (enemy || (!spec.mustCapture && !p)) out.push_back(s);
    }
    return out;
}

// Why nothing can be taken on a named square, before asking which piece could go there.
std::optional<MoveRefusal> nothingToTake(const Position& pos, const TypedMove& spec) {
    if (!spec.mustCapture || spec.to == SQ_NONE) return std::nullopt;
    Piece p = pos.pieceOn(spec.to);
    Color us = pos.sideToMove();
    MoveRefusal r = reason(Kind::NOTHING_TO_TAKE);
    r.to = spec.to;
    if (p) r.by = {p, spec.to};
    if (spec.captured != NO_PIECE_TYPE) {
        bool enPassantPawn = !p && spec.to == pos.enPassantSquare() && spec.captured == PAWN;
        if (enPassantPawn || (p && colorOf(p) != us && typeOf(p) == spec.captured))
            return std::nullopt;
        r.kind = Kind::NO_SUCH_VICTIM;
        r.other = spec.captured;
        return r;
    }
    if (!p && spec.to != pos.enPassantSquare()) return r;
    if (p && colorOf(p) == us) {
        r.kind = Kind::OWN_PIECE_STANDS;
        return r;
    }
    return std::nullopt;
}

} // namespace

std::optional<PhraseReading> readPhrase(const Position& pos, std::string_view typed) {
    std::vector<std::string> words = wordsOf(typed);
    if (words.empty() || std::none_of(words.begin(), words.end(), isPhraseWord))
        return std::nullopt;
    return WordReader(pos, std::move(words), typed).read();
}

std::string_view withoutNumberOrCheck(std::string_view typed) {
    // "check", "checkmate" or "mate" as the last word says what + and # say.
    std::size_t lastStart = typed.find_last_of(" \t");
    if (lastStart != std::string_view::npos) {
        std::string last;
        for (char c : typed.substr(lastStart + 1)) last += lower(c);
        while (!last.empty() && std::string_view("!?.").find(last.back()) != std::string::npos)
            last.pop_back();
        if (last == "check" || last == "checkmate" || last == "mate") {
            typed = typed.substr(0, lastStart);
            while (!typed.empty() && isBlank(typed.back())) typed.remove_suffix(1);
        }
    }
    std::size_t i = 0;
    while (i < typed.size() && std::isdigit(static_cast<unsigned char>(typed[i]))) ++i;
    std::size_t digits = i;
    while (i < typed.size() && typed[i] == '.') ++i;
    if (digits == 0 || i == digits) return typed;
    while (i < typed.size() && isBlank(typed[i])) ++i;
    if (i == typed.size()) return typed; // "1." alone: nothing after the number
    return typed.substr(i);
}

MoveRefusal askWhich(std::string_view typed, const std::vector<Move>& moves) {
    MoveRefusal r = reason(Kind::ASK_WHICH, typed);
    r.moves = moves;
    return r;
}

MoveRefusal whichSideToCastle(std::string_view typed, const std::vector<Move>& moves) {
    bool kingside = false, queenside = false;
    for (Move m : moves) (m.castlesKingside() ? kingside : queenside) = true;
    MoveRefusal r =
        reason(kingside && queenside ? Kind::CASTLE_WHICH_SIDE : Kind::CASTLE_ALMOST, typed);
    r.kingside = kingside;
    return r;
}

MoveRefusal whyNoSaidMove(const Position& pos, const std::vector<TypedMove>& specs,
                          const MoveList& legal, std::string_view typed) {
    const TypedMove& spec = specs.front();
    if (spec.form == TypedMove::Form::CASTLING && spec.eitherSide) {
        TypedMove kingside = spec, queenside = spec;
        kingside.eitherSide = queenside.eitherSide = false;
        kingside.kingside = true;
        MoveRefusal r = reason(Kind::EITHER_SIDE);
        r.each = {whyNoLegalMove(pos, {kingside}, legal, typed),
                  whyNoLegalMove(pos, {queenside}, legal, typed)};
        return r;
    }
    if (spec.form != TypedMove::Form::MOVE) return whyNoLegalMove(pos, specs, legal, typed);
    if (std::optional<MoveRefusal> why = nothingToTake(pos, spec)) return *why;

    // Every square and piece the words could mean, made definite; the first that could at
    // least move there is explained (a pin, a check), as a typed move would be.
    std::vector<TypedMove> definite;
    for (const TypedMove& s : specs)
        for (PieceType t : kindsMeant(pos, s))
            for (Square to : squaresMeant(pos, s)) {
                TypedMove d = s;
                d.piece = t;
                d.to = to;
                if (couldMoveThere(pos, d)) definite.push_back(d);
            }
    if (!definite.empty()) return whyNoLegalMove(pos, definite, legal, typed);

    // Nothing of ours could go there at all.
    Color us = pos.sideToMove();
    if (spec.mustPromote)
        return reason(pos.pieces(us, PAWN) ? Kind::NO_PAWN_CAN_PROMOTE : Kind::NO_PAWNS_LEFT);
    if (spec.piece != NO_PIECE_TYPE || spec.from != SQ_NONE) {
        bool absent = spec.from == SQ_NONE &&
                      (!pos.variant().hasPiece(spec.piece) || !pos.pieces(us, spec.piece));
        if (spec.to != SQ_NONE || absent) {
            // The refusal names a missing piece before it looks at the square.
            TypedMove d = spec;
            if (d.to == SQ_NONE) d.to = Square(0);
            return whyNoLegalMove(pos, {d}, legal, typed);
        }
    }
    MoveRefusal r = reason(Kind::NONE_CAN_TAKE);
    r.piece = spec.piece;
    r.to = spec.to;
    r.other = spec.captured;
    return r;
}

} // namespace mudchess
