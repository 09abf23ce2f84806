#include "command/dispatcher.hpp"
#include "command/dispatch_context.hpp"
#include "command/event_builders.hpp"
#include "render/draw_rule_words.hpp"
#include "render/game_words.hpp"
#include "text/lower_case.hpp"

#include "chess/eco.hpp"
#include "chess/notation.hpp"
#include "chess/pgn.hpp"
#include "chess/uci_move.hpp"
#include "command/help.hpp"
#include "command/parser.hpp"
#include "render/board.hpp"
#include "render/describe.hpp"
#include "render/fen_error_words.hpp"
#include "render/help_words.hpp"
#include "render/move_refusal_words.hpp"
#include "render/narration.hpp"
#include "render/pgn_words.hpp"
#include "render/spoken.hpp"

#include <algorithm>

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

// PGN's [%clk] comment after each player's move of a timed game: the mover's time after it.
std::vector<std::string> clockComments(const GameObject& t) {
    const std::vector<GameClock::Reading>& readings = t.clock()->readings();
    std::vector<std::string> comments;
    std::size_t next = 0;
    for (const PlyRecord& ply : t.game().history()) {
        bool known = !ply.automatic && next < readings.size();
        comments.push_back(known ? pgnClockComment(readings[next++].left) : "");
    }
    return comments;
}

} // namespace

const Variant& variantNamed(const std::string& key) {
    const Variant* v = key.empty() ? nullptr : findVariant(key);
    return v ? *v : defaultVariant();
}

// The legal move a typed move names, or why there is none: what the grammar stated is resolved
// against the position; notation it left as text (pasted figurines) is read first.
MoveParse readMove(const Position& pos, const MoveSpec& spec) {
    if (spec.stated) return resolveMove(pos, *spec.stated, spec.text);
    return parseMove(pos, spec.text);
}

bool Dispatched::ok() const {
    return std::none_of(events.begin(), events.end(),
                        [](const Event& e) { return std::holds_alternative<Refusal>(e); });
}

Dispatched Dispatcher::handle(const std::string& actor, const std::string& place,
                              std::string_view line) {
    auto parsed = parseCommand(line);
    if (auto* error = std::get_if<ParseError>(&parsed)) {
        Dispatched out;
        out.place = place;
        out.replies.push_back(refuse(RefusalCode::PARSE_ERROR, error->message,
                                     {{"column", std::to_string(error->column)}}));
        finish(out);
        return out;
    }
    return run(actor, place, std::get<Command>(parsed));
}

std::string Dispatcher::placeOf(const std::string& place, const Command& cmd) {
    // "on board in #chess" acts in #chess wherever it was typed.
    std::string where = place;
    std::visit(
        [&](const auto& c) {
            if constexpr (requires { c.object; })
                if (!c.object.place.empty()) where = c.object.place;
            // A place named by the command itself: top in #chess, games in Library.
            if constexpr (requires { c.place; })
                if (!c.place.empty()) where = c.place;
        },
        cmd);
    return where;
}

Dispatched Dispatcher::runInPlace(const std::string& actor, const std::string& where,
                                  const std::function<Replies(Context&)>& handler) {
    Context ctx{actor, where, world_.places[where], now_(), {}, {}, {}, defaultDrawRule_};
    viewers_.setClockTime(ctx.now);
    Dispatched out;
    out.place = where;
    out.replies = handler(ctx);
    // A refused command changes nothing: a board a handler made before refusing goes again.
    if (std::any_of(out.replies.begin(), out.replies.end(),
                    [](const Reply& r) { return r.refusal.has_value(); }))
        std::erase_if(ctx.changing, [&](const auto& entry) {
            if (entry.second) return false;
            ctx.objects.erase(entry.first);
            return true;
        });
    stopEndedClocks(ctx);
    noteActivity(ctx);
    for (Reply& r : rateEndedGames(ctx)) out.replies.push_back(std::move(r));
    out.events = std::move(ctx.events);
    if (std::optional<Reply> failure = save(ctx)) {
        out.replies = {std::move(*failure)};
        out.events.clear();
    }
    finish(out);
    return out;
}

// Turns a refusing reply into the refusal event (a refused command has no other events:
// nothing happened).
void Dispatcher::finish(Dispatched& out) {
    for (Reply& r : out.replies) {
        if (!r.refusal) continue;
        r.refusal->text = r.text;
        out.events = {*r.refusal};
    }
    if (out.place.empty()) return;
    // A place nobody played in (a query that found nothing) is not kept.
    auto found = world_.places.find(out.place);
    if (found != world_.places.end() && found->second.empty()) world_.places.erase(found);
}

std::optional<std::string> Dispatcher::renameUser(const std::string& from, const std::string& to) {
    if (from == to) return std::nullopt;
    for (auto& [place, objects] : world_.places) {
        Context ctx{from, place, objects, now_(), {}, {}, {}, defaultDrawRule_};
        for (auto& [name, t] : objects) {
            for (Color c : {WHITE, BLACK}) {
                if (!t->isSeated(from, c)) continue;
                ctx.willChange(*t);
                t->sit(c, to);
            }
        }
        if (std::optional<Reply> failure = save(ctx)) return failure->text;
    }
    // Challenges waiting for an answer follow the name too (they are not stored).
    for (auto& [place, challenges] : world_.challenges)
        for (auto& [object, ch] : challenges) {
            if (ch.from == from) ch.from = to;
            if (ch.to == from) ch.to = to;
        }
    puzzles_.rename(from, to);
    return std::nullopt;
}

std::vector<std::string> Dispatcher::objectsAwaiting(const std::string& place,
                                                     const std::string& player) const {
    std::vector<std::string> names;
    auto found = world_.places.find(place);
    if (found == world_.places.end()) return names;
    for (const auto& [name, t] : found->second) {
        const Game& g = t->game();
        if (g.isOver() || g.bothSidesOnlyPass() || !t->bothSeated()) continue;
        if (t->isSeated(player, g.position().sideToMove())) names.push_back(name);
    }
    return names;
}

std::optional<Reply> Dispatcher::save(Context& ctx) {
    if (!store_ || (ctx.changing.empty() && !ctx.optionsBefore)) return std::nullopt;
    std::vector<ChangedObject> objects;
    for (auto& [name, before] : ctx.changing)
        objects.push_back({ctx.placeName, *ctx.objects[name]});
    std::vector<ChangedOptions> options;
    if (ctx.optionsBefore) options.push_back({ctx.actor, world_.users[ctx.actor]});
    // Nobody may hear of a change that would not survive a restart: undo it.
    auto undo = [&] {
        undoRatings(ctx);
        for (auto& [name, before] : ctx.changing) {
            if (before)
                *ctx.objects[name] = std::move(*before);
            else
                ctx.objects.erase(name);
        }
        if (ctx.optionsBefore) world_.users[ctx.actor] = *ctx.optionsBefore;
    };
    try {
        store_->save(objects, options, ctx.rated);
        return std::nullopt;
    } catch (const StoreConflict& e) {
        undo();
        try {
            return refuse(RefusalCode::GAME_CHANGED, std::string(e.what()) + adoptStored(ctx));
        } catch (const StoreError& again) {
            return refuse(RefusalCode::STORE_FAILED, again.what());
        }
    } catch (const StoreError& e) {
        undo();
        return refuse(RefusalCode::STORE_FAILED, e.what());
    }
}

std::string Dispatcher::adoptStored(Context& ctx) {
    std::string boards;
    for (auto& [name, before] : ctx.changing) {
        std::optional<GameObject> stored = store_->reread(ctx.placeName, name);
        if (!stored) {
            ctx.objects.erase(name);
            boards += "\n" + noGameNowWords(name);
            continue;
        }
        // Its clock was saved stopped; it runs from now, as at a start.
        if (stored->clock() && stored->clock()->pausedFor()) stored->clock()->resume(ctx.now);
        stored->markActive(ctx.now);
        auto& slot = ctx.objects[name];
        if (slot)
            *slot = std::move(*stored);
        else
            slot = std::make_unique<GameObject>(std::move(*stored));
        boards += "\n" + statusLineWords(*slot, ctx.now, names()) + "\n" +
                  viewers_.drawBoard(*slot, ctx.actor);
    }
    return boards;
}

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

template <> Replies Dispatcher::on(Context& ctx, const Resign&, GameObject& t) {
    std::optional<Color> side = t.sideOf(ctx.actor);
    if (!side)
        return {refuse(RefusalCode::NOT_PLAYING, onlyPlayersResignWords(t.name()),
                       {{"object", t.name()}})};
    if (t.game().isOver())
        return {refuse(RefusalCode::GAME_OVER, alreadyOverWords(t.name()), {{"object", t.name()}})};
    ctx.willChange(t);
    t.game().resign(*side);
    ctx.emit(gameEnded(ctx.placeName, t));
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const ShowBoard&, GameObject& t) {
    return {
        toActor(statusLineWords(t, ctx.now, names()) + "\n" + viewers_.drawBoard(t, ctx.actor))};
}

UserOptions& Dispatcher::ownOptions(const std::string& user) {
    return world_.users.try_emplace(user, viewers_.defaults()).first->second;
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

// Earlier games on the object, oldest first: kept by the store, so none without one.
std::vector<GameObject> Dispatcher::pastGames(const Context& ctx, const GameObject& t,
                                              Replies& errors) {
    if (!store_) return {};
    try {
        return store_->history(ctx.placeName, t.name());
    } catch (const StoreError& e) {
        errors.push_back(refuse(RefusalCode::STORE_FAILED, e.what()));
        return {};
    }
}

template <> Replies Dispatcher::on(Context& ctx, const ShowHistory&, GameObject& t) {
    Replies errors;
    std::vector<GameObject> past = pastGames(ctx, t, errors);
    if (!errors.empty()) return errors;
    std::string out = boardHistoryWords(t, past, names());
    return {toActor(out)};
}

template <> Replies Dispatcher::on(Context& ctx, const ShowPgn& c, GameObject& object) {
    const GameObject* current = &object;
    const GameObject* t = current;
    std::vector<GameObject> past;
    if (c.game != 0 && c.game != current->gameNumber()) {
        Replies errors;
        past = pastGames(ctx, object, errors);
        if (!errors.empty()) return errors;
        auto found = std::find_if(past.begin(), past.end(), [&](const GameObject& old) {
            return old.gameNumber() == c.game;
        });
        if (found == past.end())
            return {refuse(RefusalCode::NO_SUCH_GAME, noSuchGameWords(current->name(), c.game),
                           {{"object", current->name()}, {"game", std::to_string(c.game)}})};
        t = &*found;
    }
    return {toActor(pgnOf(*t, ctx.placeName))};
}

std::string Dispatcher::pgnOf(const GameObject& game, const std::string& place) const {
    const GameObject* t = &game;
    PgnTags tags;
    tags.event = pgnEventWords(t->name());
    tags.site = place;
    setPgnDate(tags, t->started());
    // A loaded game keeps its own tags (Event, Site, Date, Round, the players); a seat taken
    // here names its player instead, by the name they go by now (seats hold ids).
    if (!t->loadedTags().empty()) tags = importPgn(t->loadedTags()).tags;
    for (Color col : {WHITE, BLACK})
        if (!t->seat(col).empty()) (col == WHITE ? tags.white : tags.black) = nameOf(t->seat(col));
    std::vector<std::string> comments;
    if (t->clock()) {
        tags.timeControl = t->clock()->control().pgnTag();
        comments = clockComments(*t);
    }
    if (std::optional<Opening> opening = openingOf(t->game())) {
        tags.eco = opening->code;
        tags.opening = opening->name;
    }
    // An analysed game is annotated: each move's evaluation, the verdicts and the better lines.
    std::optional<analysis::GameAnalysis> a = analysisOf(analysedGameOf(place, *t), t->game());
    if (!a) return exportPgn(t->game(), tags, comments);
    tags.annotator = annotatorWords(*a);
    std::vector<PlyAnnotation> notes =
        analysisAnnotations(t->game(), analysis::reviewGame(t->game(), *a));
    for (std::size_t i = 0; i < comments.size() && i < notes.size(); ++i)
        if (!comments[i].empty())
            notes[i].comment =
                comments[i] + (notes[i].comment.empty() ? "" : " ") + notes[i].comment;
    return exportPgn(t->game(), tags, notes);
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

namespace {

// The stable code of a draw answer that refuses.
RefusalCode drawRefusalCode(DrawAnswer a) {
    switch (a) {
    case DrawAnswer::NO_DRAWS: return RefusalCode::NO_DRAWS;
    case DrawAnswer::GAME_OVER: return RefusalCode::GAME_OVER;
    case DrawAnswer::NOT_YOUR_TURN: return RefusalCode::NOT_YOUR_TURN;
    case DrawAnswer::NOTHING_TO_CLAIM: return RefusalCode::NOTHING_TO_CLAIM;
    case DrawAnswer::NO_OFFER: return RefusalCode::NO_OFFER;
    case DrawAnswer::ALREADY_OFFERED: return RefusalCode::ALREADY_OFFERED;
    case DrawAnswer::ILLEGAL_MOVE: return RefusalCode::ILLEGAL_MOVE;
    case DrawAnswer::DONE:
    case DrawAnswer::MOVE_PLAYED: break;
    }
    return RefusalCode::REFUSED;
}

Reply drawRefusal(DrawAnswer a, const GameObject& t) {
    return refuse(drawRefusalCode(a), drawRefusalWords(a, t), {{"object", t.name()}});
}

} // namespace

template <class Action>
Replies Dispatcher::drawAction(Context& ctx, GameObject& object, Action action, OfferAction what) {
    GameObject* t = &object;
    std::optional<Color> side = t->sideOf(ctx.actor);
    if (!side)
        return {refuse(RefusalCode::NOT_PLAYING, onlyPlayersDrawWords(t->name(), false),
                       {{"object", t->name()}})};
    bool wasOffered = t->game().pendingOffer().has_value();
    ctx.willChange(*t);
    DrawAnswer a = action(t->game(), *side);
    if (a != DrawAnswer::DONE) {
        ctx.unchanged(*t);
        return {drawRefusal(a, *t)};
    }
    // "offer draw" against a standing offer accepts it, as FICS does.
    if (what == OfferAction::MADE && wasOffered) what = OfferAction::ACCEPTED;
    ctx.emit(Offer{ctx.placeName, t->name(), ctx.actor, sideOf(*side), OfferKind::DRAW, what});
    if (t->game().isOver()) ctx.emit(gameEnded(ctx.placeName, *t));
    return narrate(ctx.events, *t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const OfferDraw&, GameObject& t) {
    return drawAction(
        ctx, t, [](Game& g, Color me) { return g.offerDraw(me); }, OfferAction::MADE);
}
template <> Replies Dispatcher::on(Context& ctx, const AcceptDraw&, GameObject& t) {
    return drawAction(
        ctx, t, [](Game& g, Color me) { return g.acceptDraw(me); }, OfferAction::ACCEPTED);
}
template <> Replies Dispatcher::on(Context& ctx, const DeclineDraw&, GameObject& t) {
    return drawAction(
        ctx, t, [](Game& g, Color me) { return g.declineDraw(me); }, OfferAction::DECLINED);
}
template <> Replies Dispatcher::on(Context& ctx, const WithdrawDraw&, GameObject& t) {
    return drawAction(
        ctx, t, [](Game& g, Color me) { return g.withdrawDraw(me); }, OfferAction::WITHDRAWN);
}

template <> Replies Dispatcher::on(Context& ctx, const ClaimDraw& c, GameObject& t) {
    Game& g = t.game();
    std::optional<Color> side = t.sideOf(ctx.actor);
    if (!side)
        return {refuse(RefusalCode::NOT_PLAYING, onlyPlayersDrawWords(t.name(), true),
                       {{"object", t.name()}})};
    // The player who waits may claim a draw from an opponent who stopped moving.
    if (!c.move && !g.isOver() && g.variant().draws.agreement &&
        !t.isSeated(ctx.actor, g.position().sideToMove()))
        return claimAbandoned(ctx, t, true);
    std::optional<Move> move;
    std::string san;
    if (c.move) {
        MoveParse parsed = readMove(g.position(), *c.move);
        if (!parsed.move)
            return {refuse(RefusalCode::ILLEGAL_MOVE,
                           moveRefusalSentence(g.position(), *parsed.refusal),
                           {{"object", t.name()}, {"move", c.move->text}})};
        move = parsed.move;
        san = toSan(g.position(), *move);
    }
    ctx.willChange(t);
    std::size_t plies = g.history().size();
    Position before = g.position();
    DrawAnswer a = g.claimDraw(*side, move);
    if (a != DrawAnswer::DONE && a != DrawAnswer::MOVE_PLAYED) ctx.unchanged(t);
    if (a == DrawAnswer::DONE || a == DrawAnswer::MOVE_PLAYED) {
        if (move) pressClock(t, *side, ctx.now); // the move counts on the clock like any
        emitMoves(ctx, t, before, plies);
        if (move) lapseRequests(ctx, t);
        if (g.isOver()) ctx.emit(gameEnded(ctx.placeName, t));
    }
    std::string mover = nameOf(ctx.actor) + " (" + sideTitle(*side) + ")";
    if (a == DrawAnswer::MOVE_PLAYED) {
        Replies out{toPlace(claimFailedMoveStandsWords(mover, san, t.name()) + "\n" +
                            viewers_.drawPlaceBoard(t, ctx.actor, ctx.placeName))};
        if (g.isOver()) out.push_back(toPlace(outcomeSentence(g) + "."));
        tellNextPlayer(t, ctx.actor, {san, ""}, viewers_, out);
        return out;
    }
    if (a != DrawAnswer::DONE) return {drawRefusal(a, t)};
    if (san.empty()) return {toPlace(drawClaimedWords(mover, san, t))};
    return {toPlace(drawClaimedWords(mover, san, t) + "\n" +
                    viewers_.drawPlaceBoard(t, ctx.actor, ctx.placeName))};
}

template <> Replies Dispatcher::on(Context& ctx, const ListGames&) {
    if (ctx.objects.empty()) return {toActor(noGamesHereWords())};
    std::string out;
    for (auto& [name, t] : ctx.objects)
        out += (out.empty() ? "" : "\n") + statusLineWords(*t, ctx.now, names());
    return {toActor(out)};
}

template <> Replies Dispatcher::on(Context&, const Help& c) {
    if (std::optional<HelpPage> page = findHelp(c.topic))
        return {toActor(helpPageWords(page->text))};
    return {refuse(RefusalCode::UNKNOWN_TOPIC, unknownTopicMessage(c.topic), {{"topic", c.topic}})};
}

} // namespace mudchess

namespace mudchess {

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

} // namespace mudchess

namespace mudchess {

// The clock after `mover`'s move: it starts once both sides have moved once, then runs for
// whoever is to move (the mover again after a Knights Chess pass).
void Dispatcher::pressClock(GameObject& t, Color mover, TimePoint now) {
    if (!t.clock()) return;
    std::optional<Color> next;
    if (!t.game().isOver()) next = t.game().position().sideToMove();
    t.clock()->moveMade(mover, next, now);
}

void Dispatcher::stopEndedClocks(Context& ctx) {
    for (auto& [name, before] : ctx.changing) {
        auto found = ctx.objects.find(name);
        if (found == ctx.objects.end()) continue;
        GameObject& t = *found->second;
        if (t.clock() && t.clock()->running() && t.game().isOver()) t.clock()->stop(ctx.now);
    }
}

Replies Dispatcher::flagFalls(Context& ctx, GameObject& t) {
    std::optional<Color> fallen = t.clock()->runningFor();
    ctx.willChange(t);
    TimePoint at = *t.clock()->flagAt();
    t.clock()->stop(at);
    t.game().loseOnTime(*fallen);
    ctx.emit(gameEnded(ctx.placeName, t));
    return narrateFlag(t, *fallen, names());
}

std::optional<TimePoint> Dispatcher::nextFlag() const {
    std::optional<TimePoint> first = flagRetry_;
    if (first) return first; // a flag the store would not take yet: nothing is due before
    for (const auto& [place, objects] : world_.places) {
        if (!actsUnprompted(place)) continue;
        for (const auto& [name, t] : objects)
            if (t->clock())
                if (std::optional<TimePoint> at = t->clock()->flagAt())
                    if (!first || *at < *first) first = at;
    }
    return first;
}

namespace {

// Whether two objects hold the same game as far as anyone could tell.
bool sameGame(const GameObject& a, const GameObject& b) {
    const Game &x = a.game(), &y = b.game();
    return a.gameNumber() == b.gameNumber() && a.seat(WHITE) == b.seat(WHITE) &&
           a.seat(BLACK) == b.seat(BLACK) && x.history().size() == y.history().size() &&
           x.position().fen() == y.position().fen() && x.result() == y.result() &&
           x.pendingOffer() == y.pendingOffer() && a.isComputer(WHITE) == b.isComputer(WHITE) &&
           a.isComputer(BLACK) == b.isComputer(BLACK);
}

} // namespace

std::optional<Dispatched> Dispatcher::adoptOutsideChange(const std::string& place,
                                                         const std::string& object) {
    if (!store_) return std::nullopt;
    std::optional<GameObject> stored;
    try {
        stored = store_->reread(place, object);
    } catch (const StoreError&) {
        return std::nullopt; // a save there will be refused as game_changed and show it
    }
    auto& objects = world_.places[place];
    auto found = objects.find(object);
    Dispatched d;
    d.place = place;
    if (!stored) {
        if (found == objects.end()) {
            finish(d);
            return std::nullopt;
        }
        objects.erase(found);
        d.replies.push_back(toPlace(clearedElsewhereWords(object)));
        d.events.push_back(ChangedElsewhere{place, object, 0, true, {}});
        finish(d);
        return d;
    }
    if (found != objects.end() && sameGame(*found->second, *stored)) return std::nullopt;
    TimePoint now = now_();
    // Its clock was saved stopped; it runs from now, as at a start.
    if (stored->clock() && stored->clock()->pausedFor()) stored->clock()->resume(now);
    stored->markActive(now);
    auto& slot = objects[object];
    if (slot)
        *slot = std::move(*stored);
    else
        slot = std::make_unique<GameObject>(std::move(*stored));
    viewers_.setClockTime(now);
    d.replies.push_back(toPlace(changedElsewhereWords(statusLineWords(*slot, now, names())) + "\n" +
                                viewers_.drawPlaceBoard(*slot, "", place)));
    d.events.push_back(
        ChangedElsewhere{place, object, slot->gameNumber(), false, boardState(*slot)});
    finish(d);
    return d;
}

std::vector<Dispatched> Dispatcher::fallenFlags(TimePoint now) {
    std::vector<Dispatched> out;
    if (flagRetry_ && now < *flagRetry_) return out;
    flagRetry_.reset();
    for (auto& [place, objects] : world_.places) {
        if (!actsUnprompted(place)) continue;
        for (auto& [name, t] : objects) {
            if (!t->clock() || !t->clock()->flagAt() || *t->clock()->flagAt() > now) continue;
            static const std::string nobody; // the clock acts, not a person
            Context ctx{nobody, place, objects, now, {}, {}, {}, defaultDrawRule_};
            viewers_.setClockTime(now);
            Dispatched d;
            d.place = place;
            d.replies = flagFalls(ctx, *t);
            for (Reply& r : rateEndedGames(ctx)) d.replies.push_back(std::move(r));
            d.events = std::move(ctx.events);
            if (save(ctx)) {
                // The flag stays up until the store takes it. Try again in a while, not at
                // once: a full disk must not turn the front end's loop into a busy one.
                flagRetry_ = now + FLAG_RETRY;
                continue;
            }
            finish(d);
            out.push_back(std::move(d));
        }
    }
    return out;
}

// After every handler this file defines: each is an explicit specialization of on(), which must
// come before its first use.
Dispatched Dispatcher::run(const std::string& actor, const std::string& place, const Command& cmd) {
    return runInPlace(actor, placeOf(place, cmd), [&](Context& ctx) {
        return std::visit(
            [&](const auto& c) -> Replies {
                using C = std::decay_t<decltype(c)>;
                // While a puzzle is open or a race on, a move naming no board may answer it.
                if constexpr (std::is_same_v<C, MakeMove>)
                    if (c.object.name.empty() && takesMovesAlone(ctx))
                        return answerPuzzle(ctx, {c.move}, true);
                if constexpr (ACTS_ON_A_GAME<C>) {
                    Replies errors;
                    GameObject* t = ctx.find(c.object.name, errors);
                    if (!t) return errors;
                    return on(ctx, c, *t);
                } else {
                    if constexpr (NAMES_AN_OBJECT<C>)
                        if (Replies errors; !ctx.nameFits(c.object.name, errors)) return errors;
                    return on(ctx, c);
                }
            },
            cmd);
    });
}

} // namespace mudchess
