#include "render/narration.hpp"

#include "render/describe.hpp"
#include "render/spoken.hpp"

#include <algorithm>

namespace mudchess {

namespace {

Color colourOf(Side s) { return s == Side::WHITE ? WHITE : BLACK; }

template <class E> std::vector<const E*> all(const std::vector<Event>& events) {
    std::vector<const E*> found;
    for (const Event& e : events)
        if (const E* typed = std::get_if<E>(&e)) found.push_back(typed);
    return found;
}

} // namespace

std::string playerLabel(const Table& t, Color c) {
    return colourName(c) + (t.seat(c).empty() ? "" : " (" + t.seat(c) + ")");
}

Replies narrateMove(const std::vector<Event>& events, const Table& t, const std::string& actor,
                    const Viewers& viewers) {
    const Game& g = t.game();
    std::vector<const MovePlayed*> moves = all<MovePlayed>(events);
    if (moves.empty()) return {};
    // The player's move is the first of the moves; the history holds them all at its end.
    std::size_t ply = g.history().size() - moves.size();
    Move move = g.history()[ply].move;
    Color mover = colourOf(moves.front()->side);

    std::string san = moves.front()->san;
    if (move.kind() == MoveKind::EN_PASSANT) san += " (en passant)";
    Replies out{
        toPlace(actor + " (" + colourName(mover) + ") plays " + san + " on " + t.name() + ".")};
    for (const Offer* o : all<Offer>(events))
        if (o->action == OfferAction::LAPSED)
            out.push_back(toPlace(playerLabel(t, colourOf(o->side)) + "'s draw offer on " +
                                  t.name() + " lapses."));
    for (const MovePlayed* pass : moves)
        if (pass->automatic)
            out.push_back(toPlace(playerLabel(t, colourOf(pass->side)) +
                                  " has no legal move and as many knights as " + colourName(mover) +
                                  ", so passes; " + playerLabel(t, mover) + " moves again."));

    // The move in words, when the mover or the one who answers it asked for words.
    const std::string& opponent = t.seat(~mover);
    std::string words;
    if (viewers.optionsOf(actor).words != MoveWords::OFF ||
        (!opponent.empty() && viewers.optionsOf(opponent).words != MoveWords::OFF))
        words = moveInWords(g.positionBefore(ply), move);
    MoveWords wanted = viewers.optionsOf(actor).words;
    if (wanted != MoveWords::ONLY) out.push_back(toPlace(viewers.drawPlaceBoard(t, actor)));
    if (wanted != MoveWords::OFF && !words.empty()) out.push_back(toPlace(words + "."));

    if (!all<GameEnded>(events).empty())
        out.push_back(toPlace(outcomeSentence(g) + "."));
    else if (g.bothSidesOnlyPass())
        out.push_back(toPlace("Both sides can only pass on " + t.name() +
                              ": the position cannot change, so a resignation ends it."));
    tellNextPlayer(t, actor, words, viewers, out);
    return out;
}

void tellNextPlayer(const Table& t, const std::string& actor, const std::string& words,
                    const Viewers& viewers, Replies& out) {
    const Game& g = t.game();
    if (g.isOver() || g.bothSidesOnlyPass()) return;
    Color next = g.position().sideToMove();
    if (t.seat(next).empty() || t.seat(next) == actor) return;
    bool check = g.position().checkers() && !g.position().checkSuspended();
    std::string said = viewers.optionsOf(t.seat(next)).words != MoveWords::OFF && !words.empty()
                           ? words + ". "
                           : "";
    out.push_back(toPlayer(t.seat(next), said + "It is your move on " + t.name() + " (" +
                                             colourName(next) + ")" +
                                             (check ? "; you are in check." : ".")));
}

} // namespace mudchess
