// External engines at the boards: the list players choose from (`engines`), inviting one to a
// seat, and its leaving when it cannot go on. The engines themselves are the service's
// (src/service/external_engines); the dispatcher only asks it what there is.
#include "chess/variant.hpp"
#include "command/dispatch_context.hpp"
#include "command/event_builders.hpp"
#include "search/engine.hpp"

#include <algorithm>

namespace mudchess {

using namespace command;

namespace {

std::string spokenVariants(const std::vector<std::string>& keys) {
    std::string out;
    for (const std::string& key : keys)
        if (const Variant* v = findVariant(key))
            out += (out.empty() ? "" : ", ") + std::string(v->spokenName);
    return out.empty() ? "no variant of ours" : out;
}

std::string levelsText(const Dispatcher::EngineListing& e) {
    if (e.levelKind.empty()) return "one level (its full strength)";
    return "levels " + std::to_string(e.leastLevel) + " to " + std::to_string(e.mostLevel) + " (" +
           e.levelKind + ")";
}

std::string listed(std::vector<std::string> names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return out;
}

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
    if (!engine) {
        usable.push_back("the computer");
        return {refuse(RefusalCode::UNKNOWN_ENGINE,
                       "there is no engine called " + c.engine + " here; you can invite " +
                           listed(usable) + " (\"engines\" lists them)",
                       {{"engine", c.engine}})};
    }
    if (auto asks = ctx.nameLooksLikeSentence(c.object, "invite " + c.engine)) return {*asks};
    GameObject& t = ctx.findOrCreate(c.object.name, defaultVariant());
    const Variant& variant = t.game().variant();
    if (std::find(engine->variants.begin(), engine->variants.end(), variant.key) ==
        engine->variants.end()) {
        std::vector<std::string> can;
        for (const EngineListing& e : engines)
            if (e.installed && e.problem.empty() &&
                std::find(e.variants.begin(), e.variants.end(), variant.key) != e.variants.end())
                can.push_back(e.name);
        can.push_back("the computer");
        return {refuse(
            RefusalCode::ENGINE_CANNOT_PLAY,
            c.engine + " does not play " + variantInSentence(variant) + "; " + listed(can) +
                (can.size() == 1 ? " does" : " do") + ", on " + t.name(),
            {{"object", t.name()}, {"engine", c.engine}, {"variant", std::string(variant.key)}})};
    }
    std::optional<int> level;
    if (c.level != 0) level = c.level == -1 ? 0 : c.level; // -1 stands for a said "level 0"
    if (level &&
        (engine->levelKind.empty() || *level < engine->leastLevel || *level > engine->mostLevel))
        return {refuse(RefusalCode::BAD_LEVEL,
                       engine->levelKind.empty()
                           ? c.engine + " has one level only, its full strength: leave the level "
                                        "out"
                           : c.engine + "'s levels go from " + std::to_string(engine->leastLevel) +
                                 " to " + std::to_string(engine->mostLevel) + " (" +
                                 engine->levelKind + "); " + std::to_string(*level) +
                                 " is not one of them",
                       {{"level", std::to_string(*level)}})};
    if (underWay(t) && !t.isPlayer(ctx.actor) && peopleSeated(t))
        return {refuse(RefusalCode::GAME_UNDER_WAY,
                       "a game is under way on " + t.name() + "; only its players can invite " +
                           c.engine + " to it",
                       {{"object", t.name()}})};
    Color side = invitedSide(t, ctx.actor, c.side);
    if (!t.seat(side).empty() && !t.isComputer(side)) {
        std::string holder = t.seat(side);
        return {refuse(RefusalCode::SEAT_TAKEN,
                       sideTitle(side) + " on " + t.name() + " is taken by " + nameOf(holder) +
                           (holder == ctx.actor ? " (you)" : "") + "; " + c.engine +
                           " can take a free seat",
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
        std::string colour = task.side == WHITE ? "white" : "black";
        return Replies{toPlace(task.engine + " cannot go on and leaves " + t.name() + ": " + why +
                               ". " + sideTitle(task.side) + " is free: \"join game as " + colour +
                               " on " + t.name() + "\" takes it over, or \"invite the " +
                               "computer as " + colour + " on " + t.name() + "\".")};
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
    std::string out = "The computer (built in): " + variantList(&Variant::spokenName, " and ") +
                      "; levels " + std::to_string(search::MIN_LEVEL) + " to " +
                      std::to_string(search::MAX_LEVEL) + ".";
    std::vector<EngineListing> engines = engines_ ? engines_() : std::vector<EngineListing>{};
    std::string missing;
    std::size_t width = 0;
    for (const EngineListing& e : engines)
        if (e.installed) width = std::max(width, e.name.size());
    std::string installed, example;
    for (const EngineListing& e : engines) {
        if (!e.installed) {
            missing += (missing.empty() ? "" : ", ") + e.name;
            continue;
        }
        std::string line = "  " + e.name + std::string(width - e.name.size() + 2, ' ');
        if (!e.problem.empty())
            line += "(" + e.protocol + ") cannot play: " + e.problem;
        else
            line += e.engineName + " (" + e.protocol + "): " + spokenVariants(e.variants) + "; " +
                    levelsText(e);
        installed += "\n" + line;
        if (example.empty() && e.problem.empty()) example = e.name;
    }
    if (installed.empty())
        out += "\nNo other engine is installed here.";
    else
        out += "\nOther engines, to invite by name (\"invite " +
               (example.empty() ? std::string("stockfish") : example) +
               " as black on board\"):" + installed;
    if (!missing.empty()) out += "\nNot installed: " + missing + ".";
    return {toActor(out)};
}

} // namespace mudchess
