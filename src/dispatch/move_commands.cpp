// Moves and the board: a move typed by the player to move (read against the position, refused
// with the reason when it is none), played and told; the board, the moves so far, the legal
// moves and the FEN.
#include "chess/notation.hpp"
#include "chess/uci_move.hpp"
#include "dispatch/dispatch_context.hpp"
#include "dispatch/event_builders.hpp"
#include "render/game_words.hpp"
#include "render/move_refusal_words.hpp"
#include "render/narration.hpp"

namespace mudchess {

using namespace command;

namespace {

std::string numberedMoves(const Game& game, bool figurine) {
    std::string out;
    Position pos = game.startPosition();
    for (const PlyRecord& ply : game.history()) {
        bool white = pos.sideToMove() == WHITE;
        if (white || out.empty())
            out += (out.empty() ? "" : " ") + std::to_string(pos.fullmoveNumber()) +
                   (white ? "." : "...");
        out += ' ';
        out += figurine ? toFigurine(pos, ply.move) : toSan(pos, ply.move);
        pos.play(ply.move);
    }
    return out;
}

} // namespace

// The legal move a typed move names, or why there is none: what the grammar stated is resolved
// against the position; notation it left as text (pasted figurines) is read first.
MoveParse readMove(const Position& pos, const MoveSpec& spec) {
    if (spec.stated) return resolveMove(pos, *spec.stated, spec.text);
    return parseMove(pos, spec.text);
}

template <> Replies Dispatcher::on(Context& ctx, const MakeMove& c, GameObject& t) {
    Game& g = t.game();
    if (g.isOver())
        return {refuse(RefusalCode::GAME_OVER, moveAfterTheEndWords(t), {{"object", t.name()}})};
    Color toMove = g.position().sideToMove();
    if (!t.isPlayer(ctx.actor))
        return {
            refuse(RefusalCode::NOT_PLAYING, notPlayingWords(t, names()), {{"object", t.name()}})};
    if (!t.isSeated(ctx.actor, toMove))
        return {refuse(RefusalCode::NOT_YOUR_TURN, notYourTurnWords(t, names()),
                       {{"object", t.name()}})};
    if (!t.bothSeated())
        return {refuse(RefusalCode::WAITING_FOR_OPPONENT,
                       waitingForOpponentWords(t.name(), ~toMove), {{"object", t.name()}})};

    MoveParse parsed = readMove(g.position(), c.move);
    if (!parsed.move)
        return {refuse(RefusalCode::ILLEGAL_MOVE,
                       moveRefusalSentence(g.position(), *parsed.refusal),
                       {{"object", t.name()}, {"move", c.move.text}})};
    return playMove(ctx, t, *parsed.move);
}

Replies Dispatcher::playMove(Context& ctx, GameObject& t, Move move) {
    Game& g = t.game();
    Color toMove = g.position().sideToMove();
    // A move that comes after the flag fell (before the service's tick noticed) is too late.
    if (t.clock() && t.clock()->flagAt() && *t.clock()->flagAt() <= ctx.now)
        return flagFalls(ctx, t);
    std::size_t plies = g.history().size();
    Position before = g.position();
    bool offerOpen = g.pendingOffer() == ~toMove;
    ctx.willChange(t);
    g.play(move);
    pressClock(t, toMove, ctx.now);
    emitMoves(ctx, t, before, plies);
    if (offerOpen && !g.pendingOffer())
        ctx.emit(Offer{ctx.placeName, t.name(), t.seat(~toMove), sideOf(~toMove), OfferKind::DRAW,
                       OfferAction::LAPSED});
    lapseRequests(ctx, t);
    if (g.isOver()) ctx.emit(gameEnded(ctx.placeName, t));
    return narrateMove(ctx.events, t, ctx.actor, viewers_);
}

// The moves played on `t` since it had `plies` of history and stood at `pos`: the player's, then
// any pass the rules made after it.
void Dispatcher::emitMoves(Context& ctx, const GameObject& t, const Position& before,
                           std::size_t plies) {
    const Game& g = t.game();
    if (plies + 1 == g.history().size()) {
        // The usual case, a move and nothing after it: the game's position is the after.
        ctx.emit(movePlayed(ctx.placeName, t, ctx.actor, before, g.history()[plies], g.position(),
                            true));
        return;
    }
    Position pos = before;
    for (std::size_t i = plies; i < g.history().size(); ++i) {
        bool last = i + 1 == g.history().size();
        Position after = pos;
        after.play(g.history()[i].move);
        ctx.emit(movePlayed(ctx.placeName, t, ctx.actor, pos, g.history()[i], after, last));
        pos = after;
    }
}

template <> Replies Dispatcher::on(Context& ctx, const ShowBoard&, GameObject& t) {
    return {
        toActor(statusLineWords(t, ctx.now, names()) + "\n" + viewers_.drawBoard(t, ctx.actor))};
}

template <> Replies Dispatcher::on(Context& ctx, const ShowMoves&, GameObject& t) {
    const Game& g = t.game();
    if (g.history().empty()) return {toActor(noMovesYetWords(t.name()))};
    std::string moves =
        numberedMoves(g, viewers_.optionsOf(ctx.actor).pieces == PieceStyle::FIGURINES);
    if (g.isOver()) moves += " " + resultLine(g.result());
    return {toActor(moves)};
}

template <> Replies Dispatcher::on(Context& ctx, const ShowLegalMoves& c, GameObject& t) {
    const Game& g = t.game();
    std::optional<Square> from;
    if (!c.from.empty()) {
        from = parseSquare(c.from);
        Piece p = from ? g.position().pieceOn(*from) : NO_PIECE;
        Color toMove = g.position().sideToMove();
        if (!p) return {refuse(RefusalCode::NO_PIECE, noPieceWords(c.from), {{"square", c.from}})};
        if (colorOf(p) != toMove)
            return {refuse(RefusalCode::NOT_YOUR_PIECE, notYourPieceWords(t.name(), c.from, toMove),
                           {{"object", t.name()}, {"square", c.from}})};
    }
    std::string list;
    BoardMarkers markers;
    for (Move m : g.legalMoves()) {
        if (from && (m.kind() == MoveKind::PASS || m.from() != *from)) continue;
        list += (list.empty() ? "" : " ") + toSan(g.position(), m);
        if (from)
            (g.position().isCapture(m) ? markers.captureTargets : markers.quietTargets) |=
                squareBB(m.to());
    }
    if (list.empty()) return {toActor(noLegalMovesWords(t.name(), from ? c.from : ""))};
    if (!from) return {toActor(list)};
    return {toActor(list + "\n" + viewers_.drawBoard(t, ctx.actor, markers))};
}

template <> Replies Dispatcher::on(Context&, const ShowFen&, GameObject& t) {
    return {toActor(t.game().position().fen())};
}

} // namespace mudchess
