// External engines at the boards: the list players choose from (`engines`), inviting one to a
// seat, and its leaving when it cannot go on. The engines themselves are the service's
// (src/service/external_engines); the dispatcher only asks it what there is.
#include "chess/variant.hpp"
#include "command/dispatch_context.hpp"
#include "command/event_builders.hpp"
#include "render/engine_words.hpp"
#include "search/engine.hpp"

#include <algorithm>

namespace mudchess {

using namespace command;

namespace {

bool underWay(const GameObject& t) { return !t.game().history().empty() && !t.game().isOver(); }

bool peopleSeated(const GameObject& t) {
    for (Color c : {WHITE, BLACK})
        if (!t.seat(c).empty() && !t.isComputer(c)) return true;
    return false;
}

} // namespace

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
