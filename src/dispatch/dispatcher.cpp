// The router: a typed line parsed, or a command run, in the place it acts in; the object it is
// about found once for every command that acts on a game (ACTS_ON_A_GAME, dispatcher.hpp) before
// its handler runs; what the handler changed saved before anyone is told, or undone. The
// handlers are in the families' files beside this one (seat_commands.cpp, move_commands.cpp…).
#include "dispatch/dispatcher.hpp"
#include "command/parser.hpp"
#include "dispatch/dispatch_context.hpp"
#include "dispatch/event_builders.hpp"
#include "render/game_words.hpp"

#include <algorithm>

namespace mudchess {

using namespace command;

const Variant& variantNamed(const std::string& key) {
    const Variant* v = key.empty() ? nullptr : findVariant(key);
    return v ? *v : defaultVariant();
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
