// The words of a refused move. The reasons come from the rules core (src/chess/refusal.cpp,
// said_move_refusal.cpp); each kind has one sentence here, filled in from the reason's pieces and
// squares and the position's variant.
#include "render/move_refusal_words.hpp"
#include "render/locale.hpp"

#include "chess/movegen.hpp"
#include "chess/piece_table.hpp"
#include "chess/san.hpp"
#include "chess/uci_move.hpp"
#include "render/describe.hpp"
#include "render/fen_error_words.hpp"
#include "text/words.hpp"

#include <algorithm>

namespace mudchess {

namespace {

using Kind = MoveRefusalKind;

std::string name(PieceType t) { return said(std::string(pieceName(t))); }
std::string plural(PieceType t) { return said(std::string(piecePlural(t))); }
std::string royalName(const Position& pos) { return said(name(pos.rules().royal)); }
std::string variantName(const Position& pos) {
    return said(std::string(pos.variant().displayName));
}

// "the knight on g1"
std::string the(const PieceAt& p) {
    return said("the " + name(typeOf(p.piece)) + " on " + squareName(p.square));
}
// "the black pawn on e5"
std::string theColoured(const PieceAt& p) {
    return said("the " + lowerSide(colorOf(p.piece)) + " " + name(typeOf(p.piece)) + " on " +
                squareName(p.square));
}

std::string joinOr(const std::vector<std::string>& items) { return said(joinWith(items, " or ")); }
std::string joinAnd(const std::vector<std::string>& items) {
    return said(joinWith(items, " and "));
}

// The text in double quotes, its control characters as '?'. Appending (rather than "\"" +
// text) also keeps GCC 12's false -Wrestrict warning on short string concatenation away.
std::string quoted(std::string_view text) {
    std::string out = "\"";
    out += withControlsShown(text);
    out += '"';
    return out;
}

std::string wing(bool kingside) { return said(kingside ? "kingside" : "queenside"); }

// The variant's promotion pieces in the order players expect: queen first.
std::vector<PieceType> promotionChoices(const Variant& v) {
    std::vector<PieceType> out;
    for (PieceType t : ARMY_ORDER)
        if (v.promotesTo(t)) out.push_back(t);
    return out;
}

std::string promotionNotAllowed(const Position& pos, PieceType t) {
    std::vector<PieceType> choices = promotionChoices(pos.variant());
    std::string allowed;
    if (choices.size() == 1) {
        allowed = "pawns become " + plural(choices[0]);
    } else {
        std::vector<std::string> names;
        for (PieceType c : choices) names.push_back(name(c));
        allowed = "a pawn may become a " + joinOr(names);
    }
    return said("promotion to a " + name(t) + " is not allowed in " + variantName(pos) + ": " +
                allowed);
}

std::string promotionMissing(const Position& pos, Move m) {
    std::string base = squareName(m.from()) + squareName(m.to());
    std::vector<std::string> options;
    for (PieceType t : promotionChoices(pos.variant())) {
        char letter = lowerLetter(sanLetter(t));
        options.push_back(options.empty() ? base + letter + " (" + name(t) + ")"
                                          : std::string(1, letter));
    }
    return said("a pawn reaching the last rank must choose a piece: " + joinOr(options));
}

std::string ambiguous(const Position& pos, const MoveRefusal& why, const MoveList& legal) {
    std::vector<std::string> squares, options;
    for (Move m : why.moves) {
        std::string from = squareName(m.from());
        if (std::find(squares.begin(), squares.end(), from) != squares.end()) continue;
        squares.push_back(from);
        options.push_back(sanWithoutCheck(pos, m, legal));
    }
    std::string pieces = plural(typeOf(pos.pieceOn(why.moves[0].from())));
    return said(why.text + " is ambiguous: the " + pieces + " on " + joinAnd(squares) +
                (squares.size() == 2 ? " can both go there" : " can all go there") + "; write " +
                joinOr(options));
}

// Names each move the words fit and asks which ("knight to d2 fits Nbd2 and Nfd2; say which
// knight: from b1 or from f3").
std::string askWhich(const Position& pos, const MoveRefusal& why, const MoveList& legal) {
    std::vector<Move> distinct;
    for (Move m : why.moves)
        if (std::none_of(distinct.begin(), distinct.end(),
                         [m](Move d) { return d.from() == m.from() && d.to() == m.to(); }))
            distinct.push_back(m);
    std::vector<std::string> sans, froms;
    bool sameTo = true, sameKind = true;
    PieceType kind = typeOf(pos.pieceOn(distinct[0].from()));
    for (Move m : distinct) {
        sans.push_back(sanWithoutCheck(pos, m, legal));
        froms.push_back("from " + squareName(m.from()));
        sameTo = sameTo && m.to() == distinct[0].to();
        sameKind = sameKind && typeOf(pos.pieceOn(m.from())) == kind;
    }
    std::string out = why.text + " fits " + joinWith(sans, " and ");
    if (sameTo && sameKind) return said(out + "; say which " + name(kind) + ": " + joinOr(froms));
    return said(out + "; say which: " + joinOr(sans));
}

std::string whereTheMoversWere(const MoveRefusal& why) {
    if (why.fromFile >= 0 && why.fromRank >= 0)
        return said(" on " + squareName(makeSquare(why.fromFile, why.fromRank)));
    if (why.fromFile >= 0)
        return said(std::string(" on the ") + char('a' + why.fromFile) + "-file");
    if (why.fromRank >= 0) return said(" on rank " + std::to_string(why.fromRank + 1));
    return said(" on the board");
}

std::string noneCanTake(const Position& pos, const MoveRefusal& why) {
    std::string who = why.piece == NO_PIECE_TYPE
                          ? std::string("none of your pieces")
                          : "no " + lowerSide(pos.sideToMove()) + " " + name(why.piece);
    if (why.to != SQ_NONE) return said(who + " can take on " + squareName(why.to));
    return said(who + " can take " +
                (why.other == NO_PIECE_TYPE ? "anything" : "a " + name(why.other)));
}

std::string cannotReach(const MoveRefusal& why) {
    return said(the(why.mover) + " cannot reach " + squareName(why.to));
}

std::string sayMove(const Position& pos, const MoveRefusal& why, const MoveList& legal) {
    Color us = pos.sideToMove();
    switch (why.kind) {
    case Kind::NO_MOVE_GIVEN: return said("no move given; write it like e2e4, e2-e4 or Nf3");
    case Kind::NOT_A_MOVE:
        return said(quoted(why.text) + " is not a move; write it like e2e4, e2-e4 or Nf3");
    case Kind::NOT_A_SQUARE: {
        std::string lowered;
        for (char c : why.text) lowered += lowerLetter(c);
        return said(quoted(lowered) + " is not a square (a1-h8)");
    }
    case Kind::NOT_SAID_RIGHT:
        return said(quoted(why.text) + " is not a move I can read; say it like \"knight to f3\", "
                                       "\"pawn takes d5\", \"castle kingside\" or \"Nf3\"");
    case Kind::SAY_WHERE: {
        std::string piece = name(why.piece);
        return said("say where the " + piece + " goes, like \"" + piece + " to e4\" or \"" + piece +
                    " takes e5\"");
    }
    case Kind::SAY_WHAT_TO_TAKE:
        return said("say what to take, like \"take e5\", \"take the pawn on e5\" or \"knight takes "
                    "e5\"");
    case Kind::SAY_WHICH_PIECE_TAKES:
        return said("say which piece takes, like \"take e5 with the knight\"");
    case Kind::SAY_PROMOTION:
        return said("say what the pawn becomes, like \"promote to a knight\"");
    case Kind::SAY_SWAP_PIECE: return said("say what the pawn becomes, like \"and swap to queen\"");
    case Kind::TWO_PROMOTIONS:
        return said(quoted(why.text) + " names two pieces to promote to; say one");
    case Kind::NO_MOVES_LEFT: return said("the game is over: no moves are possible");
    case Kind::AMBIGUOUS: return said(ambiguous(pos, why, legal));
    case Kind::ASK_WHICH: return said(askWhich(pos, why, legal));
    case Kind::CASTLE_WHICH_SIDE:
        return said(quoted(why.text) + " fits O-O and O-O-O; say \"castle kingside\" or \"castle "
                                       "queenside\"");
    case Kind::CASTLE_ALMOST:
        return said(quoted(why.text) + " is almost a move: say \"castle " +
                    (why.kingside ? "kingside\" (O-O)" : "queenside\" (O-O-O)"));
    case Kind::PROMOTION_MISSING: return said(promotionMissing(pos, why.moves.front()));
    case Kind::PROMOTION_NOT_ALLOWED: return said(promotionNotAllowed(pos, why.piece));
    case Kind::ONLY_PAWNS_PROMOTE:
        return said("only a pawn reaching the last rank can promote; leave out the piece letter");
    case Kind::CANNOT_REACH: return said(cannotReach(why));
    case Kind::PATH_BLOCKED: return said(cannotReach(why) + ": " + the(why.by) + " is in the way");
    case Kind::PAWN_BLOCKED: return said(the(why.mover) + " is blocked by " + theColoured(why.by));
    case Kind::PAWN_DIAGONAL:
        return said(the(why.mover) + " cannot go to " + squareName(why.to) +
                    ": a pawn moves diagonally only to capture");
    case Kind::EN_PASSANT_NOT_NOW:
        return said(
            "en passant on " + squareName(why.to) +
            " is not possible now: it must come right after the pawn's double step and must "
            "not leave your " +
            royalName(pos) + " attacked");
    case Kind::ALREADY_THERE:
        return said(the(why.mover) + " is already on " + squareName(why.to) +
                    "; name the square it should go to");
    case Kind::OWN_PIECE_THERE:
        return said("your own " + name(typeOf(why.by.piece)) + " already stands on " +
                    squareName(why.by.square));
    case Kind::ROYAL_NEVER_CAPTURED:
        return said(plural(pos.rules().royal) + " are never captured in " + variantName(pos));
    case Kind::NO_CAPTURE_ON_FIRST_MOVE:
        return said("no captures on a player's first move in " + variantName(pos));
    case Kind::FIRST_CAPTURE_EXPOSES_ROYAL:
        return said("the first capture may not leave your own " + royalName(pos) + " attacked");
    case Kind::NO_CASTLING: return said("there is no castling in " + variantName(pos));
    case Kind::CASTLING_RIGHT_GONE:
        return said(sideTitle(us) + " may no longer castle " + wing(why.kingside) + ": the " +
                    royalName(pos) + " or the rook on " + squareName(why.to) +
                    " has moved or been taken");
    case Kind::CASTLING_IN_CHECK:
        return said("you cannot castle while your " + royalName(pos) + " is in check");
    case Kind::CASTLING_BLOCKED:
        return said("you cannot castle " + wing(why.kingside) + ": " + the(why.by) +
                    " is in the way");
    case Kind::CASTLING_ATTACKED:
        return said("you cannot castle " + wing(why.kingside) + ": your " + royalName(pos) +
                    " would " + (why.lands ? "land on " : "pass through ") + squareName(why.to) +
                    ", which " + the(why.by) + " attacks");
    case Kind::CASTLING_NOT_POSSIBLE:
        return said("castling " + wing(why.kingside) + " is not possible here");
    case Kind::NOT_LEGAL_HERE: return said(quoted(why.text) + " is not a legal move here");
    case Kind::ROYAL_INTO_CHECK:
        return said("the " + royalName(pos) + " cannot move to " + squareName(why.to) +
                    ": it would be in check");
    case Kind::DOES_NOT_ANSWER_CHECK:
        return said("your " + royalName(pos) + " is in check and " + why.text +
                    " does not get it out of check");
    case Kind::PINNED:
        return said(the(why.mover) + " is pinned to your " + royalName(pos) + " by " + the(why.by));
    case Kind::EXPOSES_ROYAL:
        return said(why.text + " would leave your " + royalName(pos) + " attacked by " +
                    the(why.by));
    case Kind::NO_PIECE_ON:
        return said("there is no " + lowerSide(us) + " " +
                    (why.piece == NO_PIECE_TYPE ? std::string("piece") : name(why.piece)) + " on " +
                    squareName(why.to));
    case Kind::NOT_YOUR_PIECE:
        return said("it is " + sideTitle(us) + "'s move, the piece on " + squareName(why.to) +
                    " is " + sideTitle(~us) + "'s");
    case Kind::WRONG_PIECE:
        return said("the piece on " + squareName(why.to) + " is a " + name(why.other) + ", not a " +
                    name(why.piece));
    case Kind::PIECE_NOT_IN_VARIANT:
        return said("there are no " + plural(why.piece) + " in " + variantName(pos));
    case Kind::NO_SUCH_MOVER:
        return said("there is no " + lowerSide(us) + " " + name(why.piece) +
                    whereTheMoversWere(why));
    case Kind::NONE_CAN_REACH:
        return said("no " + lowerSide(us) + " " + name(why.piece) + " can reach " +
                    squareName(why.to));
    case Kind::NO_PASSING: return said("there is no passing in " + variantName(pos));
    case Kind::NOTHING_TO_PASS: return said("there is nothing to pass for: you have legal moves");
    case Kind::MUST_PASS:
        return said(sideTitle(us) + " has no legal move and must pass: type -- or pass");
    case Kind::NOTHING_TO_TAKE: return said("there is nothing to take on " + squareName(why.to));
    case Kind::NO_SUCH_VICTIM: {
        std::string wanted =
            "there is no " + lowerSide(~us) + " " + name(why.other) + " on " + squareName(why.to);
        if (!why.by.piece) return said(wanted);
        return said(wanted + ": the " + lowerSide(colorOf(why.by.piece)) + " " +
                    name(typeOf(why.by.piece)) + " stands there");
    }
    case Kind::OWN_PIECE_STANDS:
        return said("your own " + name(typeOf(why.by.piece)) + " stands on " + squareName(why.to));
    case Kind::NONE_CAN_TAKE: return said(noneCanTake(pos, why));
    case Kind::NO_PAWN_CAN_PROMOTE: return said("none of your pawns can promote now");
    case Kind::NO_PAWNS_LEFT: return said("you have no pawns left to promote");
    case Kind::EITHER_SIDE: {
        std::string kingside = sayMove(pos, why.each.at(0), legal);
        std::string queenside = sayMove(pos, why.each.at(1), legal);
        return said(kingside == queenside ? kingside : kingside + "; " + queenside);
    }
    }
    return said(quoted(why.text) + " is not a legal move here");
}

} // namespace

std::string moveRefusalSentence(const Position& pos, const MoveRefusal& why) {
    MoveList legal;
    if (why.kind == Kind::AMBIGUOUS || why.kind == Kind::ASK_WHICH) generateLegal(pos, legal);
    return said(sayMove(pos, why, legal));
}

} // namespace mudchess
