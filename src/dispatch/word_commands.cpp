// Questions answered in words instead of a picture (lichess's blind mode is the model):
// describe, read a rank or file, where are the pieces, the last move, whose move.
#include "chess/notation.hpp"
#include "dispatch/dispatch_context.hpp"
#include "render/clock_words.hpp"
#include "render/question_words.hpp"
#include "render/spoken.hpp"

namespace mudchess {

using namespace command;

template <> Replies Dispatcher::on(Context& ctx, const DescribeBoard&, GameObject& t) {
    return {toActor(describeBoardWords(t, clocksInWords(t, ctx.now, names())))};
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
            return {refuse(RefusalCode::WHICH_SIDE, whichSideWords(t.name(), white),
                           {{"object", t.name()}})};
        side = white ? WHITE : BLACK;
    }
    return {toActor(wherePieces(t.game().position(), side, TYPES[std::size_t(c.piece)]))};
}

template <> Replies Dispatcher::on(Context&, const ShowLastMove&, GameObject& t) {
    return {toActor(lastMoveWords(t))};
}

template <> Replies Dispatcher::on(Context&, const ShowWhoseMove&, GameObject& t) {
    return {toActor(whoseMoveWords(t, names()))};
}

template <> Replies Dispatcher::on(Context&, const ShowSquare& c, GameObject& t) {
    return {
        toActor(whatIsOn(t.game().position(), makeSquare(c.square[0] - 'a', c.square[1] - '1')))};
}

} // namespace mudchess
