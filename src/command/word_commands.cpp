// Questions answered in words instead of a picture (lichess's blind mode is the model):
// describe, read a rank or file, where are the pieces, the last move, whose move.
#include "chess/notation.hpp"
#include "command/dispatch_context.hpp"
#include "render/clock_words.hpp"
#include "render/draw_rule_words.hpp"
#include "render/spoken.hpp"

namespace mudchess {

using namespace command;

template <> Replies Dispatcher::on(Context& ctx, const DescribeBoard&, GameObject& t) {
    std::string clocks = clocksInWords(t, ctx.now, names());
    return {toActor("On " + t.name() + ", " + variantInSentence(t.game().variant()) + ". " +
                    describePosition(t.game()) + (clocks.empty() ? "" : " " + clocks) + " " +
                    drawRuleSentence(t, false))};
}

template <> Replies Dispatcher::on(Context&, const ReadLine& c, GameObject& t) {
    const Position& pos = t.game().position();
    return {toActor(c.rank ? readRank(pos, c.which - '1') : readFile(pos, c.which - 'a'))};
}

template <> Replies Dispatcher::on(Context& ctx, const FindPieces& c, GameObject& t) {
    static constexpr PieceType TYPES[] = {KING,   QUEEN, ROOK,     BISHOP,
                                          KNIGHT, PAWN,  COMMONER, NO_PIECE_TYPE};
    std::optional<Color> side;
    if (c.side) side = colorOf(*c.side);
    if (c.mine) {
        // "my": the speaker's colour; someone who plays both sides or neither must name one.
        bool white = t.isSeated(ctx.actor, WHITE), black = t.isSeated(ctx.actor, BLACK);
        if (white == black)
            return {refuse(RefusalCode::WHICH_SIDE,
                           std::string(white ? "you play both sides" : "you do not play") + " on " +
                               t.name() + "; ask for a colour, like \"where is the white king\"",
                           {{"object", t.name()}})};
        side = white ? WHITE : BLACK;
    }
    return {toActor(wherePieces(t.game().position(), side, TYPES[std::size_t(c.piece)]))};
}

template <> Replies Dispatcher::on(Context&, const ShowLastMove&, GameObject& t) {
    const Game& g = t.game();
    if (g.history().empty()) return {toActor("no moves yet on " + t.name())};
    std::size_t ply = g.history().size() - 1;
    Position before = g.positionBefore(ply);
    Move m = g.history()[ply].move;
    std::string number =
        std::to_string(before.fullmoveNumber()) + (before.sideToMove() == WHITE ? ". " : "... ");
    return {toActor("The last move on " + t.name() + " was " + number + toSan(before, m) + ": " +
                    moveInWords(before, m) + ".")};
}

template <> Replies Dispatcher::on(Context&, const ShowWhoseMove&, GameObject& t) {
    const Game& g = t.game();
    if (g.isOver())
        return {toActor("The game on " + t.name() + " is over: " + outcomeSentence(g) + ".")};
    Color next = g.position().sideToMove();
    std::string text = playerLabel(t, next, names()) + " is to move on " + t.name() + ", move " +
                       std::to_string(g.position().fullmoveNumber());
    if (g.position().inCheck()) text += ", in check";
    std::string note = checkSuspendedNote(g.position());
    return {toActor(text + "." + (note.empty() ? "" : " " + note))};
}

template <> Replies Dispatcher::on(Context&, const ShowSquare& c, GameObject& t) {
    return {
        toActor(whatIsOn(t.game().position(), makeSquare(c.square[0] - 'a', c.square[1] - '1')))};
}

} // namespace mudchess
