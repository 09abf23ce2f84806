#include "render/narration.hpp"

#include "render/describe.hpp"
#include "render/locale.hpp"
#include "render/side.hpp"
#include "render/spoken.hpp"
#include "render/takeback_words.hpp"
#include "text/words.hpp"

#include <algorithm>

namespace mudchess {

namespace {

template <class E> bool any(const std::vector<Event>& events) {
    return std::any_of(events.begin(), events.end(),
                       [](const Event& e) { return std::holds_alternative<E>(e); });
}

std::string variantInSentence(const Game& g) {
    return said(std::string(g.variant().nameInSentence));
}

// "White (alice)" for the player of `c`, or the player named when the seat is empty.
std::string sideOfPlayer(Color c, const std::string& player) {
    return said(sideTitle(c) + (player.empty() ? "" : " (" + player + ")"));
}

// Someone sits in a seat left in the middle of the game and plays on from where it stands.
Replies takeOver(const SeatTaken& e, const GameObject& t, const Names& names) {
    Color c = colorOf(e.side);
    std::string from =
        e.previous.empty() || e.previous == e.player ? "" : " from " + names.of(e.previous);
    std::string verb = e.previous == e.player ? " comes back to " : " takes over ";
    Replies out{toPlace(said(names.of(e.player) + verb + sideTitle(c) + from + " on " + t.name() +
                             "; the game goes on."))};
    const Game& g = t.game();
    if (t.bothSeated() && g.position().sideToMove() == c)
        out.push_back(toPlayer(
            e.player, said("It is your move on " + t.name() + " (" + sideTitle(c) + ").")));
    return out;
}

// A draw offer made by or to a player who left lapses with the seat.
void tellOffersLapsed(const std::vector<Event>& events, const GameObject& t, const Names& names,
                      Replies& out) {
    for (const Event& ev : events)
        if (const Offer* o = std::get_if<Offer>(&ev); o && o->action == OfferAction::LAPSED)
            out.push_back(toPlace(said(sideOfPlayer(colorOf(o->side), names.of(o->player)) +
                                       "'s draw offer on " + t.name() + " lapses with the seat.")));
}

// A player leaves in the middle of the game; a draw offer made by or to them lapses with it.
Replies seatLeftMidGame(const std::vector<Event>& events, const SeatLeft& e, const GameObject& t,
                        const Names& names) {
    Color c = colorOf(e.side);
    Replies out{toPlace(said(names.of(e.player) + " leaves " + sideTitle(c) + " on " + t.name() +
                             " in the middle of the game; anyone may take it over with \"join game "
                             "as " +
                             (c == WHITE ? std::string("white") : std::string("black")) + " on " +
                             t.name() + "\"."))};
    tellOffersLapsed(events, t, names, out);
    return out;
}

// `last`: no other seat is taken by the same command, so the first move may be announced.
Replies seatTaken(const SeatTaken& e, const GameObject& t, const Names& names, bool last = true) {
    if (e.takeOver) return takeOver(e, t, names);
    Color side = colorOf(e.side);
    std::optional<int> engineLevel = t.engineLevel(side);
    std::string sentence =
        e.computerLevel ? "The computer takes " + sideTitle(side) + " on " + t.name() +
                              ", playing at " + computerLevelText(e.computerLevel) + "."
        : !t.engineAt(side).empty() && t.engineAt(side) == e.player
            ? "The engine " + e.player + " takes " + sideTitle(side) + " on " + t.name() +
                  ", playing at " +
                  (engineLevel ? "level " + std::to_string(*engineLevel) : "its full strength") +
                  "."
            : names.of(e.player) + " joins " + t.name() + " as " + sideTitle(side) + ".";
    Replies out{toPlace(said(sentence))};
    const Game& g = t.game();
    if (last && t.bothSeated() && g.history().empty() && !g.isOver())
        out.push_back(
            toPlace(said("Both seats on " + t.name() + " are taken: " +
                         playerLabel(t, g.position().sideToMove(), names) + " moves first.")));
    return out;
}

Replies gameStarted(const GameObject& t, const Names& names) {
    Color first = t.game().position().sideToMove();
    std::string seats = t.bothSeated()
                            ? playerLabel(t, first, names) + " moves first."
                            : "Take a seat: join game as white (or black) on " + t.name() + ".";
    std::string clock = t.clock() ? " with clock " + t.clock()->control().text() +
                                        " (it starts when both sides have moved once)"
                                  : "";
    std::string kind = t.rated() ? "New rated game of " : "New game of ";
    return {toPlace(
        said(kind + variantInSentence(t.game()) + " on " + t.name() + clock + ". " + seats))};
}

Replies gameLoaded(const GameLoaded& e, const GameObject& t, const Viewers& viewers) {
    const Game& g = t.game();
    std::size_t moves = (g.history().size() + 1) / 2;
    std::string state =
        g.isOver() ? outcomeSentence(g) : sideTitle(g.position().sideToMove()) + " to move";
    return {toPlace(said(viewers.nameOf(e.player) + " loads a game of " + variantInSentence(g) +
                         " on " + t.name() + ": " + std::to_string(moves) +
                         (moves == 1 ? " move" : " moves") + " played; " + state + ".") +
                    "\n" + viewers.drawPlaceBoard(t, e.player, e.place))};
}

Replies drawOffer(const Offer& e, bool ended, const GameObject& t, const Names& names) {
    if (e.action == OfferAction::LAPSED) { // told alone when the computer is sent away
        Replies out;
        tellOffersLapsed({e}, t, names, out);
        return out;
    }
    const Game& g = t.game();
    const std::string who = names.of(e.player);
    if (ended)
        return {toPlace(said((e.action == OfferAction::ACCEPTED
                                  ? who + " accepts the draw on " + t.name() + ": "
                                  : "") +
                             outcomeSentence(g) + "."))};
    static constexpr const char* DONE[] = {"offers a draw", "accepts the draw", "declines the draw",
                                           "withdraws the draw offer", ""};
    Replies out{toPlace(said(who + " " + DONE[std::size_t(e.action)] + " on " + t.name() + "."))};
    // A new offer also reaches the opponent privately, with the words to answer it.
    const std::string& opponent = t.seat(~colorOf(e.side));
    if (e.action == OfferAction::MADE && !opponent.empty() && opponent != e.player &&
        !t.isComputer(~colorOf(e.side)))
        out.push_back(toPlayer(opponent, said(who + " offers you a draw on " + t.name() +
                                              ": \"accept draw\" or \"decline draw\".")));
    return out;
}

// "draw offer", "takeback request", ...: what a player asked for, as a noun.
std::string offerNoun(OfferKind k) {
    switch (k) {
    case OfferKind::DRAW: return said("draw offer");
    case OfferKind::RESTART: return said("request to start over");
    case OfferKind::TAKEBACK: return said("takeback request");
    case OfferKind::ABORT: return said("abort request");
    case OfferKind::REMATCH: return said("rematch offer");
    }
    return said("offer");
}

// A takeback or abort asked for, declined or withdrawn (an accepted one is told by what it did).
Replies request(const Offer& e, const GameObject& t, const Names& names) {
    bool takeback = e.kind == OfferKind::TAKEBACK;
    std::string what = takeback ? "take back " + movesWord(e.moves) : "abort the game";
    std::string word = takeback ? "takeback" : "abort";
    std::string who = names.of(e.player) + " (" + sideTitle(colorOf(e.side)) + ")";
    switch (e.action) {
    case OfferAction::MADE: {
        Replies out{toPlace(said(who + " asks to " + what + " on " + t.name() + "."))};
        const std::string& opponent = t.seat(~colorOf(e.side));
        if (!opponent.empty() && opponent != e.player)
            out.push_back(toPlayer(opponent, said(names.of(e.player) + " asks to " + what + " on " +
                                                  t.name() + ": \"accept " + word +
                                                  "\" or \"decline " + word + "\".")));
        return out;
    }
    case OfferAction::DECLINED:
        return {
            toPlace(said(who + " declines the " + offerNoun(e.kind) + " on " + t.name() + "."))};
    case OfferAction::WITHDRAWN:
        return {
            toPlace(said(who + " withdraws the " + offerNoun(e.kind) + " on " + t.name() + "."))};
    case OfferAction::ACCEPTED:
    case OfferAction::LAPSED: break;
    }
    return {};
}

// Moves went back: what went, the board as it stands again, and whose move it is.
Replies takenBack(const std::vector<Event>& events, const TakenBack& e, const GameObject& t,
                  const std::string& actor, const Viewers& viewers) {
    std::string told;
    for (const Event& ev : events)
        if (const Offer* o = std::get_if<Offer>(&ev);
            o && o->kind == OfferKind::TAKEBACK && o->action == OfferAction::ACCEPTED)
            told = viewers.nameOf(o->player) + " accepts the takeback. ";
    std::string plies;
    for (const std::string& san : e.san) plies += (plies.empty() ? "" : " ") + san;
    const Game& g = t.game();
    Replies out{
        toPlace(said(told + movesWord(e.moves) + " taken back on " + t.name() + " (" + plies +
                     "), as " + viewers.nameOf(e.player) + " asked; " +
                     playerLabel(t, g.position().sideToMove(), viewers.names()) + " is to move."))};
    for (const Event& ev : events)
        if (const Offer* o = std::get_if<Offer>(&ev); o && o->action == OfferAction::LAPSED)
            out.push_back(
                toPlace(said(playerLabel(t, colorOf(o->side), viewers.names()) + "'s " +
                             offerNoun(o->kind) + " on " + t.name() + " lapses with it.")));
    out.push_back(toPlace(viewers.drawPlaceBoard(t, actor, e.place)));
    tellNextPlayer(t, actor, {}, viewers, out);
    return out;
}

Replies aborted(const std::vector<Event>& events, const GameObject& t, const std::string& actor,
                const Names& names) {
    // The one who agreed is the accepting offer's player: the actor, or a computer that grants
    // the abort its opponent asked for.
    const Offer* agreed = nullptr;
    for (const Event& e : events)
        if (const Offer* o = std::get_if<Offer>(&e);
            o && o->kind == OfferKind::ABORT && o->action == OfferAction::ACCEPTED)
            agreed = o;
    std::string how = agreed ? names.of(agreed->player) + " agrees to abort the game on " + t.name()
                             : names.of(actor) + " aborts the game on " + t.name();
    return {
        toPlace(said(how + ": it ends without a result and does not count. \"start new game on " +
                     t.name() + "\" sets up another."))};
}

} // namespace

std::string playerLabel(const GameObject& t, Color c, const Names& names) {
    return said(sideTitle(c) + (t.seat(c).empty() ? "" : " (" + names.of(t.seat(c)) + ")"));
}

Replies narrateMove(const std::vector<Event>& events, const GameObject& t, const std::string& actor,
                    const Viewers& viewers) {
    const Game& g = t.game();
    const MovePlayed* first = nullptr;
    std::size_t played = 0;
    for (const Event& e : events)
        if (const MovePlayed* m = std::get_if<MovePlayed>(&e)) {
            if (!first) first = m;
            ++played;
        }
    if (!first) return {};
    // The player's move is the first of the moves; the history holds them all at its end.
    std::size_t ply = g.history().size() - played;
    Move move = g.history()[ply].move;
    Color mover = colorOf(first->side);

    Replies out;
    out.reserve(4);
    const Names& names = viewers.names();
    const Presentation& shown = viewers.presentation();
    // Without the board in the place, the move's line links to its page when there is one.
    std::string link;
    if (shown.boardLink && shown.placeBoards != PlaceBoards::EVERY_MOVE)
        link = shown.boardLink(first->place, t.name());
    out.push_back(toPlace(said(names.of(actor) + " (" + sideTitle(mover) + ") plays " + first->san +
                               (move.kind() == MoveKind::EN_PASSANT ? " (en passant)" : "") +
                               " on " + t.name() + "." + (link.empty() ? "" : " Watch: ")) +
                          link));
    for (const Event& e : events)
        if (const Offer* o = std::get_if<Offer>(&e); o && o->action == OfferAction::LAPSED)
            out.push_back(toPlace(said(playerLabel(t, colorOf(o->side), names) + "'s " +
                                       offerNoun(o->kind) + " on " + t.name() + " lapses.")));
    for (const Event& e : events)
        if (const MovePlayed* pass = std::get_if<MovePlayed>(&e); pass && pass->automatic)
            out.push_back(
                toPlace(said(playerLabel(t, colorOf(pass->side), names) +
                             " has no legal move and as many knights as " + sideTitle(mover) +
                             ", so passes; " + playerLabel(t, mover, names) + " moves again.")));

    // The move in words, when the mover or the one who answers it asked for words.
    const std::string& opponent = t.seat(~mover);
    std::string words;
    if (viewers.optionsOf(actor).words != MoveWords::OFF ||
        (!opponent.empty() && viewers.optionsOf(opponent).words != MoveWords::OFF))
        words = moveInWords(g.positionBefore(ply), move);
    MoveWords wanted = viewers.optionsOf(actor).words;
    if (wanted != MoveWords::ONLY && shown.placeBoards == PlaceBoards::EVERY_MOVE)
        out.push_back(toPlace(viewers.drawPlaceBoard(t, actor, first->place)));
    if (wanted != MoveWords::OFF && !words.empty()) out.push_back(toPlace(said(words + ".")));

    if (any<GameEnded>(events))
        out.push_back(toPlace(said(outcomeSentence(g) + ".")));
    else if (g.bothSidesOnlyPass())
        out.push_back(toPlace(said("Both sides can only pass on " + t.name() +
                                   ": the position cannot change, so a resignation ends it.")));
    tellNextPlayer(t, actor, {first->san, words}, viewers, out);
    return out;
}

Replies narrate(const std::vector<Event>& events, const GameObject& t, const std::string& actor,
                const Viewers& viewers) {
    if (events.empty()) return {};
    const Names& names = viewers.names();
    bool ended = any<GameEnded>(events);
    const Event& first = events.front();
    if (std::holds_alternative<MovePlayed>(first)) return narrateMove(events, t, actor, viewers);
    if (auto* e = std::get_if<SeatTaken>(&first)) return seatTaken(*e, t, names);
    if (auto* e = std::get_if<SeatLeft>(&first); e && e->computerLevel) {
        Color side = colorOf(e->side);
        std::string sentence = "The computer leaves " + t.name() + ".";
        if (t.seat(side).empty() && !t.game().history().empty() && !t.game().isOver())
            sentence += " " + sideTitle(side) + " is free to play on: join game as " +
                        (side == WHITE ? "white" : "black") + " on " + t.name() + ".";
        return {toPlace(said(sentence))};
    }
    if (auto* e = std::get_if<SeatLeft>(&first); e && e->gameGoesOn)
        return seatLeftMidGame(events, *e, t, names);
    if (auto* e = std::get_if<SeatLeft>(&first)) {
        Replies out{toPlace(said(names.of(e->player) + " leaves " + t.name() + "."))};
        tellOffersLapsed(events, t, names, out);
        return out;
    }
    if (std::holds_alternative<GameStarted>(first)) return gameStarted(t, names);
    if (auto* e = std::get_if<GameLoaded>(&first)) return gameLoaded(*e, t, viewers);
    if (auto* e = std::get_if<Offer>(&first); e && e->kind == OfferKind::DRAW)
        return drawOffer(*e, ended, t, names);
    for (const Event& e : events)
        if (auto* back = std::get_if<TakenBack>(&e))
            return takenBack(events, *back, t, actor, viewers);
    if (auto* e = std::get_if<GameEnded>(&events.back()); e && e->termination == "aborted")
        return aborted(events, t, actor, names);
    if (auto* e = std::get_if<Offer>(&first);
        e && (e->kind == OfferKind::TAKEBACK || e->kind == OfferKind::ABORT))
        return request(*e, t, names);
    if (auto* e = std::get_if<GameEnded>(&first); e && e->termination == "resignation") {
        Color loser = e->winner == Side::WHITE ? BLACK : WHITE;
        return {toPlace(said(names.of(actor) + " (" + sideTitle(loser) + ") resigns on " +
                             t.name() + ": " + outcomeSentence(t.game()) + "."))};
    }
    return {};
}

Replies narrateEach(const std::vector<Event>& events, const GameObject& t, const std::string& actor,
                    const Viewers& viewers) {
    Replies out;
    // Who moves first is said once: by the new game, or after the last seat is taken.
    bool started = any<GameStarted>(events);
    for (std::size_t i = 0; i < events.size(); ++i) {
        bool laterSeat =
            std::any_of(events.begin() + long(i) + 1, events.end(),
                        [](const Event& e) { return std::holds_alternative<SeatTaken>(e); });
        Replies told = std::holds_alternative<SeatTaken>(events[i])
                           ? seatTaken(std::get<SeatTaken>(events[i]), t, viewers.names(),
                                       !laterSeat && !started)
                           : narrate({events[i]}, t, actor, viewers);
        out.insert(out.end(), told.begin(), told.end());
    }
    return out;
}

std::string computerLevelText(int level) {
    static constexpr const char* WORDS[] = {"beginner", "easy", "easy", "medium",
                                            "medium",   "hard", "hard", "strongest"};
    std::string text = "level " + std::to_string(level);
    if (level >= 1 && level <= 8) text += std::string(" (") + WORDS[level - 1] + ")";
    return said(text);
}

std::string spanText(std::chrono::seconds s) {
    long n = long(s.count());
    if (n == 60) return said("a minute");
    if (n == 3600) return said("an hour");
    if (n < 120) return said(std::to_string(n) + (n == 1 ? " second" : " seconds"));
    if (n % 3600 == 0) return said(std::to_string(n / 3600) + " hours");
    return said(std::to_string(n / 60) + " minutes"); // whole minutes are enough for a wait
}

namespace {

// "a game of Knightmate with clock 5+3".
std::string gameOffered(const Challenge& e) {
    const Variant* v = findVariant(e.variant);
    std::string name = v ? std::string(v->nameInSentence) : e.variant;
    return said("a game of " + name + (e.clock.empty() ? "" : " with clock " + e.clock));
}

} // namespace

Replies narrateChallenge(const Challenge& e, bool rematch, std::chrono::seconds lapse,
                         const Names& names, bool rated) {
    Color mine = colorOf(e.colour);
    const std::string from = names.of(e.from), to = names.of(e.to);
    std::string what = rematch ? "rematch offer" : "challenge";
    std::string on = " on " + e.object;
    switch (e.action) {
    case OfferAction::MADE: {
        std::string lapses = spanText(lapse);
        if (rematch)
            return {
                toPlayer(e.from,
                         said("You offer " + to + (rated ? " a rated rematch" : " a rematch") + on +
                              ", you playing " + sideTitle(mine) +
                              " this time; the offer lapses in " + lapses + " unless " + to +
                              " takes it up.")),
                toPlayer(e.to,
                         said(from +
                              (rated ? " offers you a rated rematch" : " offers you a rematch") +
                              on + ", you playing " + sideTitle(~mine) + " this time: \"rematch" +
                              on + "\" to play, or \"decline rematch" + on + "\" (it lapses in " +
                              lapses + ")."))};
        return {toPlayer(e.from,
                         said("You challenge " + to + " to " + gameOffered(e) + on +
                              ", you playing " + sideTitle(mine) + "; the challenge lapses in " +
                              lapses + " unless " + to + " accepts.")),
                toPlayer(e.to, said(from + " challenges you to " + gameOffered(e) + on +
                                    ", you playing " + sideTitle(~mine) + ": \"accept challenge" +
                                    on + "\" or \"decline challenge" + on + "\" (it lapses in " +
                                    lapses + ")."))};
    }
    case OfferAction::ACCEPTED:
        return {toPlace(said(to + " accepts " + from + "'s " + what + on + "."))};
    case OfferAction::DECLINED:
        return {toPlayer(e.from, said(to + " declines your " + what + on + ".")),
                toPlayer(e.to, said("You decline " + from + "'s " + what + on + "."))};
    case OfferAction::WITHDRAWN:
        return {toPlayer(e.to, said(from + " withdraws the " + what + on + ".")),
                toPlayer(e.from, said("You withdraw your " + what + " to " + to + on + "."))};
    case OfferAction::LAPSED: {
        std::string text = from + "'s " + what + " to " + to + on + " lapses unanswered.";
        return {toPlayer(e.from, said(text)), toPlayer(e.to, said(text))};
    }
    }
    return {};
}

namespace {

// "start new rated game of knightmate with clock 5+0 on board": the command that asks for
// `terms`, as a player types it.
std::string startCommandFor(const GameObject& t, const GameTerms& terms) {
    std::string of = terms.variant && terms.variant != &defaultVariant()
                         ? " of " + std::string(terms.variant->key)
                         : "";
    std::string clock = terms.clock ? " with clock " + terms.clock->text() : "";
    return said(std::string("start new ") + (terms.rated ? "rated " : "") + "game" + of + clock +
                " on " + t.name());
}

// "a new rated game of Knightmate with clock 5+0".
std::string newGameWords(const GameTerms& terms) {
    std::string variant(terms.variant ? terms.variant->nameInSentence
                                      : defaultVariant().nameInSentence);
    return said(std::string("a new ") + (terms.rated ? "rated " : "") + "game of " + variant +
                (terms.clock ? " with clock " + terms.clock->text() : ""));
}

} // namespace

Replies narrateStartRequest(const GameObject& t, const std::string& actor, Color other,
                            const GameTerms& terms, const Names& names) {
    return {toPlace(said(names.of(actor) + " asks to start " + newGameWords(terms) + " on " +
                         t.name() + "; " + names.of(t.seat(other)) + ", type \"" +
                         startCommandFor(t, terms) + "\" to agree."))};
}

Replies narrateStartWithFreedSeats(const GameObject& t, const std::string& actor,
                                   const Names& names) {
    Replies out{toPlace(said(names.of(actor) + " sets up a game with something at stake on " +
                             t.name() + ": its seats are free, and whoever plays it sits down."))};
    for (Reply& r : gameStarted(t, names)) out.push_back(std::move(r));
    return out;
}

std::string clocksStoodWords(const std::set<std::string>& objects, std::chrono::seconds away) {
    std::string boards = joinWith({objects.begin(), objects.end()}, " and ");
    return said("Back after " + spanText(away) + " cut off from the server: the " +
                (objects.size() == 1 ? "clock" : "clocks") + " on " + boards +
                " stood still meanwhile, and " + (objects.size() == 1 ? "runs" : "run") +
                " again from now.");
}

Replies narrateIdleRestart(const GameObject& t, const std::string& actor, std::chrono::seconds idle,
                           const Names& names) {
    Replies out{toPlace(said("Nobody had moved on " + t.name() + " for " + spanText(idle) +
                             ", so " + names.of(actor) + " starts it over."))};
    for (Reply& r : gameStarted(t, names)) out.push_back(std::move(r));
    return out;
}

Replies narrateAbandoned(const GameObject& t, const std::string& actor, Color absent,
                         std::chrono::seconds waited, const Names& names) {
    bool draw = t.game().result() == Result::DRAW;
    return {
        toPlace(said(names.of(actor) + " claims " + (draw ? "a draw" : "the game") + " on " +
                     t.name() + ", as " + playerLabel(t, absent, names) + " has not moved for " +
                     spanText(waited) + ": " + outcomeSentence(t.game()) + "."))};
}

Replies narrateFlag(const GameObject& t, Color fallen, const Names& names) {
    return {toPlace(said(playerLabel(t, fallen, names) + "'s flag falls on " + t.name() + ": " +
                         outcomeSentence(t.game()) + "."))};
}

void tellNextPlayer(const GameObject& t, const std::string& actor, const MoveTold& move,
                    const Viewers& viewers, Replies& out) {
    const Game& g = t.game();
    if (g.isOver() || g.bothSidesOnlyPass()) return;
    Color next = g.position().sideToMove();
    if (t.seat(next).empty() || t.seat(next) == actor || t.isComputer(next)) return;
    const UserOptions& options = viewers.optionsOf(t.seat(next));
    const Presentation& shown = viewers.presentation();
    // With the web page and boards on request, the place's line with the board's link is all:
    // one line a move, so a paced IRC bot sends each move within a line's pace; a player who
    // asked for their board privately (options board private on) gets it all the same.
    bool ownBoard = options.privateBoard == PrivateBoard::ON;
    if (shown.boardLink && shown.placeBoards == PlaceBoards::ON_REQUEST && !ownBoard) return;
    bool check = g.position().inCheck();
    std::string told;
    if (options.words != MoveWords::OFF && !move.words.empty())
        told = move.words + ". ";
    else if (!move.san.empty())
        told = viewers.nameOf(actor) + " played " + move.san + ". ";
    std::string board;
    // The place shows every board after each move itself; elsewhere the player's choice, or
    // the place's (player-to-move) when they made none.
    bool sendBoard = shown.placeBoards != PlaceBoards::EVERY_MOVE &&
                     (ownBoard || (options.privateBoard == PrivateBoard::AUTO &&
                                   shown.placeBoards == PlaceBoards::PLAYER_TO_MOVE));
    if (sendBoard && options.words != MoveWords::ONLY)
        board = "\n" + viewers.drawBoard(t, t.seat(next));
    out.push_back(
        toPlayer(t.seat(next), said(told + "It is your move on " + t.name() + " (" +
                                    sideTitle(next) + ")" + (check ? "; you are in check." : ".")) +
                                   board));
}

} // namespace mudchess
