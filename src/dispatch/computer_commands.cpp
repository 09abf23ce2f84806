// The computer and engines at the board: inviting our engine or an external one to a seat,
// playing against it, sending it away, asking it for a hint, and the engines players may choose
// from (`engines`). The thinking happens elsewhere (src/service/computer_players, and
// src/service/external_engines for the engines themselves): the dispatcher only says whose turn
// the computer has, plays the move it found, and lets an engine go when it cannot go on.
#include "chess/notation.hpp"
#include "chess/uci_move.hpp"
#include "chess/variant.hpp"
#include "dispatch/dispatch_context.hpp"
#include "dispatch/event_builders.hpp"
#include "render/computer_words.hpp"
#include "render/engine_words.hpp"
#include "search/engine.hpp"

#include <algorithm>

namespace mudchess {

using namespace command;

namespace {

// The level when the player names none: a fair game for someone who knows the moves.
constexpr int USUAL_LEVEL = 4;

bool underWay(const GameObject& t) { return !t.game().history().empty() && !t.game().isOver(); }

std::optional<Reply> badLevel(int level) {
    if (level == 0 || (level >= search::MIN_LEVEL && level <= search::MAX_LEVEL))
        return std::nullopt;
    return refuse(RefusalCode::BAD_LEVEL, badLevelWords(level), {{"level", std::to_string(level)}});
}

// A person (not the computer) holds `c`'s seat.
bool personHolds(const GameObject& t, Color c) { return !t.seat(c).empty() && !t.isComputer(c); }

bool peopleSeated(const GameObject& t) { return personHolds(t, WHITE) || personHolds(t, BLACK); }

bool canThink(const GameObject& t) {
    const Game& g = t.game();
    return t.bothSeated() && !g.isOver() && !g.bothSidesOnlyPass();
}

} // namespace

Color invitedSide(const GameObject& t, const std::string& actor, std::optional<Side> seat) {
    // The side asked for; else the one the speaker does not play; else Black if it is free.
    if (seat) return colorOf(*seat);
    if (t.isSeated(actor, WHITE) != t.isSeated(actor, BLACK))
        return t.isSeated(actor, WHITE) ? BLACK : WHITE;
    if (!t.seat(BLACK).empty() && !t.isComputer(BLACK)) return WHITE;
    return BLACK;
}

std::optional<Reply> Dispatcher::seatComputer(Context& ctx, GameObject& t, Color side, int level) {
    if (!t.seat(side).empty() && !t.isComputer(side)) {
        std::string holder = t.seat(side);
        return refuse(
            RefusalCode::SEAT_TAKEN,
            seatNotFreeForTheComputerWords(side, t.name(), nameOf(holder), holder == ctx.actor),
            {{"object", t.name()}, {"player", nameOf(holder)}});
    }
    ctx.willChange(t);
    // Without a level named, a computer already there keeps its own.
    t.seatComputer(side, level ? level : t.isComputer(side) ? t.computerLevel(side) : USUAL_LEVEL);
    ctx.emit(SeatTaken{ctx.placeName,
                       t.name(),
                       GameObject::COMPUTER,
                       sideOf(side),
                       false,
                       {},
                       t.computerLevel(side)});
    return std::nullopt;
}

template <> Replies Dispatcher::on(Context& ctx, const InviteComputer& c) {
    if (!c.engine.empty()) return inviteEngine(ctx, c);
    if (std::optional<Reply> bad = badLevel(c.level)) return {*bad};
    if (auto asks = ctx.nameLooksLikeSentence(c.object, "invite the computer")) return {*asks};
    GameObject& t = ctx.findOrCreate(ctx.objectForComputer(c.object.name), defaultVariant());
    if (underWay(t) && !t.isPlayer(ctx.actor) && peopleSeated(t))
        return {refuse(RefusalCode::GAME_UNDER_WAY, inviteIntoAGameUnderWayWords(t.name()),
                       {{"object", t.name()}})};
    Color side = invitedSide(t, ctx.actor, c.side);
    if (std::optional<Reply> refused = seatComputer(ctx, t, side, c.level)) return {*refused};
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const PlayComputer& c) {
    if (std::optional<Reply> bad = badLevel(c.level)) return {*bad};
    if (auto asks = ctx.nameLooksLikeSentence(c.object, "play against the computer"))
        return {*asks};
    GameObject& t = ctx.findOrCreate(ctx.objectForComputer(c.object.name), defaultVariant());
    std::optional<Color> own = t.sideOf(ctx.actor);
    // The speaker's side: the one asked for, else the one they hold, else White unless a
    // person holds it.
    Color mine = c.side ? colorOf(*c.side) : own ? *own : WHITE;
    if (!c.side && !own && personHolds(t, WHITE)) mine = BLACK;
    // Everything is checked before anything changes.
    if (underWay(t) && own && c.side && mine != *own)
        return {refuse(RefusalCode::GAME_UNDER_WAY, youPlayTheOtherSideWords(*own, t.name()),
                       {{"object", t.name()}})};
    // A rated game under way stays rated with the computer in it: its seats want an account.
    if (!t.game().isOver() && !t.isSeated(ctx.actor, mine))
        if (std::optional<Reply> refused = refuseWithoutAccount(ctx, t)) return {*refused};
    for (Color side : {mine, ~mine})
        if (personHolds(t, side) && !t.isSeated(ctx.actor, side))
            return {refuse(RefusalCode::SEAT_TAKEN,
                           seatNotFreeToPlayTheComputerWords(side, t.name(), nameOf(t.seat(side))),
                           {{"object", t.name()}, {"player", nameOf(t.seat(side))}})};
    ctx.willChange(t);
    if (t.game().isOver()) {
        // A finished game makes way for a new one of the same kind, as "start" would.
        std::optional<TimeControl> control;
        if (t.clock()) control = t.clock()->control();
        t.reset(t.game().variant(), control);
        ctx.emit(GameStarted{ctx.placeName, t.name(), ctx.actor,
                             std::string(t.game().variant().key), boardState(t)});
    }
    if (!t.isSeated(ctx.actor, mine)) {
        if (t.isSeated(ctx.actor, ~mine)) t.stand(~mine);
        t.sit(mine, ctx.actor);
        ctx.emit(SeatTaken{ctx.placeName, t.name(), ctx.actor, sideOf(mine)});
    }
    seatComputer(ctx, t, ~mine, c.level);
    return narrateEach(ctx.events, t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const DismissComputer&, GameObject& t) {
    if (!t.isComputer(WHITE) && !t.isComputer(BLACK))
        return {refuse(RefusalCode::NO_COMPUTER, noComputerThereWords(t.name()),
                       {{"object", t.name()}})};
    if (peopleSeated(t) && !t.isPlayer(ctx.actor))
        return {refuse(RefusalCode::NOT_PLAYING, onlyPlayersDismissWords(t.name()),
                       {{"object", t.name()}})};
    ctx.willChange(t);
    // A draw offer made by or to the computer lapses as it goes, as when a person leaves.
    std::optional<Color> offer = t.game().pendingOffer();
    std::string offerer = offer ? t.seat(*offer) : "";
    bool lapses = offer && (t.isComputer(*offer) || t.isComputer(~*offer));
    for (Color side : {WHITE, BLACK})
        if (t.isComputer(side)) {
            int level = t.computerLevel(side);
            std::string who = t.seat(side); // "computer", or an engine's name
            t.stand(side);
            ctx.emit(SeatLeft{ctx.placeName, t.name(), who, sideOf(side),
                              !t.game().history().empty() && !t.game().isOver(), level});
        }
    if (lapses && t.game().withdrawDraw(*offer) == DrawAnswer::DONE)
        ctx.emit(Offer{ctx.placeName, t.name(), offerer, sideOf(*offer), OfferKind::DRAW,
                       OfferAction::LAPSED});
    return narrateEach(ctx.events, t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const AskHint&, GameObject& t) {
    const Game& g = t.game();
    if (g.isOver())
        return {refuse(RefusalCode::GAME_OVER, hintAfterTheEndWords(t), {{"object", t.name()}})};
    Color toMove = g.position().sideToMove();
    if (!t.isSeated(ctx.actor, toMove))
        return {
            refuse(t.isPlayer(ctx.actor) ? RefusalCode::NOT_YOUR_TURN : RefusalCode::NOT_PLAYING,
                   hintIsForTheMoverWords(t.name(), playerLabel(t, toMove, names())),
                   {{"object", t.name()}})};
    if (g.legalMoves().size() == 1 && g.legalMoves()[0].kind() == MoveKind::PASS)
        return {refuse(RefusalCode::NOTHING_TO_CHOOSE, nothingToChooseWords(t.name()),
                       {{"object", t.name()}})};
    hintRequests_.push_back({ctx.placeName,
                             t.name(),
                             t.gameNumber(),
                             g.history().size(),
                             toMove,
                             g.position().fullmoveNumber(),
                             search::MAX_LEVEL,
                             ctx.actor,
                             {},
                             {}});
    return {toActor(lookingForAHintWords(t.name()))};
}

std::vector<ThinkingTask> Dispatcher::computerTurns(const std::string& place) const {
    std::vector<ThinkingTask> turns;
    auto found = world_.places.find(place);
    if (found == world_.places.end()) return turns;
    for (const auto& [name, t] : found->second) {
        if (!canThink(*t)) continue;
        Color toMove = t->game().position().sideToMove();
        if (!t->isComputer(toMove)) continue;
        turns.push_back({place,
                         name,
                         t->gameNumber(),
                         t->game().history().size(),
                         toMove,
                         t->game().position().fullmoveNumber(),
                         t->computerLevel(toMove),
                         {},
                         t->engineAt(toMove),
                         t->engineLevel(toMove)});
    }
    return turns;
}

const GameObject* Dispatcher::objectFor(const ThinkingTask& task) const {
    auto place = world_.places.find(task.place);
    if (place == world_.places.end()) return nullptr;
    auto object = place->second.find(task.object);
    if (object == place->second.end()) return nullptr;
    const GameObject& t = *object->second;
    const Game& g = t.game();
    if (t.gameNumber() != task.gameNumber || g.history().size() != task.plies || g.isOver() ||
        g.position().sideToMove() != task.side)
        return nullptr;
    return &t;
}

std::optional<Dispatched> Dispatcher::computerMoves(const ThinkingTask& task, Move move, int score,
                                                    bool offerDraw) {
    const GameObject* current = objectFor(task);
    if (!current || !current->isComputer(task.side) || !canThink(*current) ||
        !current->game().legalMoves().contains(move))
        return std::nullopt;
    // Worse than this (centipawns, its own view) and the computer takes a draw it is offered.
    constexpr int ACCEPTS_DRAW_BELOW = -50;
    // An external engine moves under its own name ("stockfish"), the built-in one as "computer".
    return runInPlace(current->seat(task.side), task.place, [&](Context& ctx) {
        GameObject& t = *ctx.objects[task.object];
        Game& g = t.game();
        if (g.pendingOffer() == ~task.side && score < ACCEPTS_DRAW_BELOW) {
            ctx.willChange(t);
            g.acceptDraw(task.side);
            ctx.emit(Offer{ctx.placeName, t.name(), GameObject::COMPUTER, sideOf(task.side),
                           OfferKind::DRAW, OfferAction::ACCEPTED});
            ctx.emit(gameEnded(ctx.placeName, t));
            return narrate(ctx.events, t, ctx.actor, viewers_);
        }
        Replies said = playMove(ctx, t, move);
        // A draw offered with the move, where the variant has draws and the game goes on.
        if (offerDraw && !g.isOver() && !g.pendingOffer() &&
            g.offerDraw(task.side) == DrawAnswer::DONE) {
            Offer offer{ctx.placeName,     t.name(),        GameObject::COMPUTER,
                        sideOf(task.side), OfferKind::DRAW, OfferAction::MADE};
            ctx.emit(offer);
            Replies offered = narrate({offer}, t, ctx.actor, viewers_);
            said.insert(said.end(), offered.begin(), offered.end());
        }
        return said;
    });
}

std::optional<Dispatched> Dispatcher::giveHint(const ThinkingTask& task, Move move) {
    const GameObject* t = objectFor(task);
    if (!t || !t->game().legalMoves().contains(move)) return std::nullopt;
    std::string san = toSan(t->game().position(), move);
    Dispatched out;
    out.place = task.place;
    out.events.push_back(HintGiven{task.place, task.object, task.hintFor, san, toUci(move)});
    out.replies.push_back(toPlayer(task.hintFor, hintWords(task.object, san)));
    return out;
}

Replies Dispatcher::inviteEngine(Context& ctx, const InviteComputer& c) {
    std::vector<EngineListing> engines = engines_ ? engines_() : std::vector<EngineListing>{};
    const EngineListing* engine = nullptr;
    std::vector<std::string> usable;
    for (const EngineListing& e : engines) {
        if (!e.installed || !e.problem.empty()) continue;
        usable.push_back(e.name);
        if (e.name == c.engine) engine = &e;
    }
    if (!engine)
        return {refuse(RefusalCode::UNKNOWN_ENGINE, unknownEngineWords(c.engine, usable),
                       {{"engine", c.engine}})};
    if (auto asks = ctx.nameLooksLikeSentence(c.object, "invite " + c.engine)) return {*asks};
    GameObject& t = ctx.findOrCreate(ctx.objectForComputer(c.object.name), defaultVariant());
    const Variant& variant = t.game().variant();
    if (std::find(engine->variants.begin(), engine->variants.end(), variant.key) ==
        engine->variants.end()) {
        std::vector<std::string> can;
        for (const EngineListing& e : engines)
            if (e.installed && e.problem.empty() &&
                std::find(e.variants.begin(), e.variants.end(), variant.key) != e.variants.end())
                can.push_back(e.name);
        return {refuse(
            RefusalCode::ENGINE_CANNOT_PLAY,
            engineCannotPlayWords(c.engine, variant, can, t.name()),
            {{"object", t.name()}, {"engine", c.engine}, {"variant", std::string(variant.key)}})};
    }
    std::optional<int> level;
    if (c.level != 0) level = c.level == -1 ? 0 : c.level; // -1 stands for a said "level 0"
    if (level &&
        (engine->levelKind.empty() || *level < engine->leastLevel || *level > engine->mostLevel))
        return {refuse(RefusalCode::BAD_LEVEL, badEngineLevelWords(*engine, *level),
                       {{"level", std::to_string(*level)}})};
    if (underWay(t) && !t.isPlayer(ctx.actor) && peopleSeated(t))
        return {refuse(RefusalCode::GAME_UNDER_WAY,
                       engineIntoAGameUnderWayWords(c.engine, t.name()), {{"object", t.name()}})};
    Color side = invitedSide(t, ctx.actor, c.side);
    if (!t.seat(side).empty() && !t.isComputer(side)) {
        std::string holder = t.seat(side);
        return {refuse(RefusalCode::SEAT_TAKEN,
                       seatNotFreeForTheEngineWords(c.engine, side, t.name(), nameOf(holder),
                                                    holder == ctx.actor),
                       {{"object", t.name()}, {"player", nameOf(holder)}})};
    }
    ctx.willChange(t);
    t.seatEngine(side, engine->name, level);
    ctx.emit(SeatTaken{ctx.placeName, t.name(), engine->name, sideOf(side)});
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

std::optional<Dispatched> Dispatcher::engineGone(const ThinkingTask& task, const std::string& why) {
    auto place = world_.places.find(task.place);
    if (place == world_.places.end()) return std::nullopt;
    auto object = place->second.find(task.object);
    if (object == place->second.end() || object->second->engineAt(task.side) != task.engine)
        return std::nullopt;
    return runInPlace(task.engine, task.place, [&](Context& ctx) {
        GameObject& t = *ctx.objects[task.object];
        ctx.willChange(t);
        bool goesOn = underWay(t);
        t.stand(task.side, goesOn);
        ctx.emit(SeatLeft{ctx.placeName, t.name(), task.engine, sideOf(task.side), goesOn});
        return Replies{toPlace(engineLeftWords(task.engine, why, task.side, t.name()))};
    });
}

std::optional<Dispatched> Dispatcher::engineResigns(const ThinkingTask& task) {
    const GameObject* current = objectFor(task);
    if (!current || current->engineAt(task.side) != task.engine) return std::nullopt;
    return runInPlace(task.engine, task.place, [&](Context& ctx) {
        GameObject& t = *ctx.objects[task.object];
        ctx.willChange(t);
        t.game().resign(task.side);
        ctx.emit(gameEnded(ctx.placeName, t));
        return narrate(ctx.events, t, ctx.actor, viewers_);
    });
}

template <> Replies Dispatcher::on(Context&, const ListEngines&) {
    std::vector<EngineListing> engines = engines_ ? engines_() : std::vector<EngineListing>{};
    return {toActor(enginesWords(engines, search::MIN_LEVEL, search::MAX_LEVEL))};
}

} // namespace mudchess
