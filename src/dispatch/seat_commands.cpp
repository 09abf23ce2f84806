// Seats and boards: sitting down at a board and leaving it, starting a game (a board nobody has
// moved on for the idle time is anyone's to start over), loading a game or a position, and the
// boards of a place. Only "start" and the commands that set a game up bring a board into being.
#include "chess/pgn.hpp"
#include "dispatch/dispatch_context.hpp"
#include "dispatch/event_builders.hpp"
#include "render/fen_error_words.hpp"
#include "render/game_words.hpp"
#include "render/narration.hpp"
#include "render/pgn_words.hpp"

namespace mudchess {

using namespace command;

namespace {

bool gameStarted(const GameObject& t) { return !t.game().history().empty(); }

// A game of `variant` with clock `clock` that a start announced and nobody has moved in since,
// from the variant's own start position: starting it again would change nothing.
bool freshlySetUp(const GameObject& t, const Variant& variant,
                  const std::optional<TimeControl>& clock, bool rated) {
    const Game& g = t.game();
    if (!t.startAnnounced() || t.rated() != rated || g.variant().key != variant.key ||
        gameStarted(t) || g.isOver())
        return false;
    std::optional<TimeControl> current;
    if (t.clock()) current = t.clock()->control();
    return current == clock && g.position().fen() == Game(variant).position().fen();
}

} // namespace

std::optional<Reply> Dispatcher::refuseWithoutAccount(const Context& ctx,
                                                      const GameObject& t) const {
    // Known by name alone (the id is the name: an IRC nick that has not identified), a player
    // could be anyone who takes that name next.
    bool hasAccount = names().of(ctx.actor) != ctx.actor;
    if (!ratingRules_.needsAccount || !t.rated() || hasAccount) return std::nullopt;
    return refuse(RefusalCode::RATED_NEEDS_ACCOUNT, ratedNeedsAccountWords(t.name()),
                  {{"object", t.name()}});
}

// Joining names a board that is here (the router found it); only "start" (and the commands that
// set a game up) bring one into being, so stray words or a place with no boards never make one.
template <> Replies Dispatcher::on(Context& ctx, const JoinGame& c, GameObject& t) {
    Color side = colorOf(c.side);
    if (t.isSeated(ctx.actor, side))
        return {refuse(RefusalCode::ALREADY_SEATED, alreadySeatedWords(side, t.name()),
                       {{"object", t.name()}})};
    if (std::optional<Reply> refused = refuseWithoutAccount(ctx, t)) return {*refused};
    if (t.isComputer(side)) {
        // A person takes the computer's seat over, and the game goes on.
        ctx.willChange(t);
        int level = t.computerLevel(side);
        std::string computer = t.seat(side); // "computer", or the engine's name
        t.sit(side, ctx.actor);
        bool goesOn = gameStarted(t) && !t.game().isOver();
        ctx.emit(SeatLeft{ctx.placeName, t.name(), computer, sideOf(side), goesOn, level});
        ctx.emit(SeatTaken{ctx.placeName, t.name(), ctx.actor, sideOf(side), goesOn,
                           goesOn ? computer : ""});
        return narrateEach(ctx.events, t, ctx.actor, viewers_);
    }
    if (!t.seat(side).empty())
        return {refuse(RefusalCode::SEAT_TAKEN, seatTakenWords(t, side, names()),
                       {{"object", t.name()}, {"player", nameOf(t.seat(side))}})};
    ctx.willChange(t);
    // A seat left in the middle of a game: whoever takes it plays on from where it stands.
    std::string previous = t.vacatedBy(side);
    bool takeOver = gameStarted(t) && !t.game().isOver() && !previous.empty();
    t.sit(side, ctx.actor);
    ctx.emit(SeatTaken{ctx.placeName, t.name(), ctx.actor, sideOf(side), takeOver, previous});
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const LeaveGame&, GameObject& t) {
    if (!t.isPlayer(ctx.actor))
        return {refuse(RefusalCode::NOT_SEATED, noSeatWords(t.name()), {{"object", t.name()}})};
    // In the middle of a game the seat is left for someone to take over, and the game waits.
    // A draw offer made by or to the leaver lapses, before the first move too (issue 38: it
    // stood, and whoever sat down next could accept an offer never made to them).
    bool midGame = gameStarted(t) && !t.game().isOver();
    ctx.willChange(t);
    std::optional<Color> offer = t.game().pendingOffer();
    std::string offerer = offer ? t.seat(*offer) : "";
    for (Color col : {WHITE, BLACK})
        if (t.isSeated(ctx.actor, col)) {
            t.stand(col, midGame);
            ctx.emit(SeatLeft{ctx.placeName, t.name(), ctx.actor, sideOf(col), midGame});
        }
    if (offer && t.game().withdrawDraw(*offer) == DrawAnswer::DONE)
        ctx.emit(Offer{ctx.placeName, t.name(), offerer, sideOf(*offer), OfferKind::DRAW,
                       OfferAction::LAPSED});
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const StartGame& c) {
    const Variant& variant = variantNamed(c.variant);
    std::optional<TimeControl> clock;
    if (!c.clock.empty()) {
        std::string error;
        clock = parseTimeControl(c.clock, error);
        if (!clock) return {refuse(RefusalCode::BAD_CLOCK, error, {{"clock", c.clock}})};
    }
    if (c.rated && !clock && !ratingRules_.untimedRated)
        return {refuse(RefusalCode::RATED_NEEDS_CLOCK, ratedNeedsClockWords(),
                       {{"object", c.object.name.empty() ? "board" : c.object.name}})};
    std::string name = c.object.name.empty() ? "board" : c.object.name;
    auto found = ctx.objects.find(name);
    bool seatsFreed = false;
    std::string meant = withoutStrayWords(name);
    if (found == ctx.objects.end() && !c.object.quoted && meant != name)
        return {refuse(RefusalCode::NAME_LOOKS_LIKE_SENTENCE,
                       startNameLooksLikeSentenceWords(name, meant),
                       {{"object", name}, {"meant", meant}})};
    if (found != ctx.objects.end()) {
        GameObject& t = *found->second;
        if (freshlySetUp(t, variant, clock, c.rated))
            // Both players typing "start" must not hear "New game" twice: nothing changes.
            return {toActor(alreadySetUpWords(t, names()))};
        bool underWay = gameStarted(t) && !t.game().isOver();
        if (underWay) {
            // X-Decor's rule: a board nobody has moved on for a while is anyone's to start over.
            if (std::optional<std::chrono::seconds> idle = idleFor(ctx, t)) {
                ctx.willChange(t);
                if (!t.isPlayer(ctx.actor)) // the absent players' seats are freed too
                    for (Color c : {WHITE, BLACK})
                        if (!t.seat(c).empty()) {
                            ctx.emit(SeatLeft{ctx.placeName, t.name(), t.seat(c), sideOf(c)});
                            t.stand(c);
                        }
                t.reset(variant, clock);
                t.setRated(c.rated);
                t.markActive(ctx.now);
                GameStarted started{ctx.placeName, name, ctx.actor, std::string(variant.key),
                                    boardState(t)};
                started.idleRestart = true;
                started.rated = c.rated;
                ctx.emit(started);
                return narrateIdleRestart(t, ctx.actor, *idle, names());
            }
            if (!t.isPlayer(ctx.actor))
                return {refuse(RefusalCode::GAME_UNDER_WAY,
                               onlyPlayersRestartWords(t, names(), waits_.idleRestartAfter),
                               {{"object", t.name()}})};
        }
        GameTerms terms{&variant, clock, c.rated};
        Color other = t.isSeated(ctx.actor, WHITE) ? BLACK : WHITE;
        bool humanOpponent =
            !t.seat(other).empty() && t.seat(other) != ctx.actor && !t.isComputer(other);
        // Nobody is put into a game at stake (a clock, a rating) without their own say: a
        // player's opponent agrees by asking for the same, and those seated are stood up when
        // someone seated nowhere sets one up.
        if (t.isPlayer(ctx.actor) && (underWay || (terms.atStake() && humanOpponent))) {
            if (!t.askToRestart(ctx.actor, terms)) {
                ctx.emit(Offer{ctx.placeName, t.name(), ctx.actor, sideOf(~other),
                               OfferKind::RESTART, OfferAction::MADE});
                return narrateStartRequest(t, ctx.actor, other, terms, names());
            }
            // Both players asked: the other's request is accepted, as other agreements are told.
            if (humanOpponent)
                ctx.emit(Offer{ctx.placeName, t.name(), ctx.actor, sideOf(~other),
                               OfferKind::RESTART, OfferAction::ACCEPTED});
        } else if (!t.isPlayer(ctx.actor) && terms.atStake()) {
            ctx.willChange(t);
            for (Color side : {WHITE, BLACK})
                if (!t.seat(side).empty() && !t.isComputer(side)) {
                    ctx.emit(SeatLeft{ctx.placeName, t.name(), t.seat(side), sideOf(side)});
                    t.stand(side);
                    seatsFreed = true;
                }
        }
        ctx.willChange(t);
        t.reset(variant, clock);
    } else {
        ctx.findOrCreate(name, variant).reset(variant, clock);
    }
    GameObject& t = *ctx.objects[name];
    t.setRated(c.rated);
    t.markActive(ctx.now);
    t.markStartAnnounced();
    GameStarted started{ctx.placeName, name, ctx.actor, std::string(variant.key), boardState(t)};
    started.rated = c.rated;
    ctx.emit(started);
    if (seatsFreed) return narrateStartWithFreedSeats(t, ctx.actor, names());
    // The new game is what the place hears of (an agreement before it has no sentence of its own).
    return narrate({started}, t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const LoadPgn& c) {
    if (auto asks = ctx.nameLooksLikeSentence(c.object, c.fen ? "load fen …" : "load pgn …"))
        return {*asks};
    std::string name = c.object.name.empty() ? "board" : c.object.name;
    auto found = ctx.objects.find(name);
    GameObject* t = found == ctx.objects.end() ? nullptr : found->second.get();
    if (t && gameStarted(*t) && !t->game().isOver())
        return {
            refuse(RefusalCode::GAME_UNDER_WAY, loadDuringAGameWords(name), {{"object", name}})};
    PgnImport imported;
    if (c.fen) {
        // A position alone: a new game from it, in the variant of the board it goes on.
        const Variant& variant = t ? t->game().variant() : defaultVariant();
        FenResult read = Position::fromFen(variant, c.pgn);
        if (!read.position)
            return {refuse(RefusalCode::BAD_FEN,
                           badFenWords(variant, fenErrorSentence(variant, read.error)),
                           {{"object", name}})};
        imported.game.emplace(*read.position);
    } else {
        imported = importPgn(c.pgn, t ? &t->game().variant() : nullptr);
    }
    if (!imported.game)
        return {refuse(RefusalCode::BAD_PGN, badPgnWords(pgnImportError(imported)),
                       {{"object", name}})};
    std::string note = pgnImportNote(imported);
    if (t) ctx.willChange(*t);
    if (!t) t = &ctx.findOrCreate(name, imported.game->variant());
    t->replace(std::move(*imported.game));
    if (!c.fen) t->setLoadedTags(exportPgn(Game(defaultVariant()), imported.tags));
    const Game& g = t->game();
    ctx.emit(GameLoaded{ctx.placeName, name, ctx.actor, std::string(g.variant().key),
                        int(g.history().size()), boardState(*t)});
    Replies replies = narrate(ctx.events, *t, ctx.actor, viewers_);
    if (!note.empty()) replies.push_back(toActor(loadNoteWords(note)));
    return replies;
}

template <> Replies Dispatcher::on(Context& ctx, const ListGames&) {
    if (ctx.objects.empty()) return {toActor(noGamesHereWords())};
    std::string out;
    for (auto& [name, t] : ctx.objects)
        out += (out.empty() ? "" : "\n") + statusLineWords(*t, ctx.now, names());
    return {toActor(out)};
}

} // namespace mudchess
