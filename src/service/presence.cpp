// Where players are, as the host says (Service::presence, issue 38): a player who leaves the room
// or loses their connection keeps their seats, and nothing stops for them: a clock runs on, and
// in an untimed game the wait after which the opponent may claim the game runs as it does for
// anyone to move. The room hears what it means for each board; the player, coming back, hears
// what happened while they were away. Kept while the service runs, not stored.
#include "service/service_impl.hpp"

#include "chess/san.hpp"
#include "render/describe.hpp"
#include "render/narration.hpp"
#include "render/side.hpp"

namespace mudchess {

namespace {

// The boards in `place` (in alphabetical order) where `id` holds a seat in a game going on.
std::vector<const GameObject*> boardsPlayedBy(const World& world, const std::string& place,
                                              const std::string& id) {
    std::vector<const GameObject*> boards;
    auto found = world.places.find(place);
    if (found == world.places.end()) return boards;
    for (const auto& [name, t] : found->second)
        if (t->isPlayer(id) && !t->game().isOver()) boards.push_back(t.get());
    return boards;
}

std::string_view wentWord(PresenceState state) {
    return state == PresenceState::LINK_DEAD ? " has lost their connection" : " has left";
}

// What a player's going means on one board, for the room.
std::string goneFrom(const GameObject& t, const std::string& id, const Names& names,
                     std::chrono::seconds abandonAfter, TimePoint now) {
    Color side = *t.sideOf(id);
    std::string who = names.of(id) + " (" + sideTitle(side) + ")";
    const std::string& opponent = t.seat(~side);
    std::string other = opponent.empty() ? "the other player" : names.of(opponent);
    if (const std::optional<GameClock>& clock = t.clock())
        return who + " keeps their seat on " + t.name() + ", and their clock " +
               (clock->runningFor() == side ? "keeps running." : "runs as usual.");
    if (t.game().position().sideToMove() != side)
        return who + " keeps their seat on " + t.name() + "; once " + other + " has moved, " +
               names.of(id) + " has " + spanText(abandonAfter) + " to answer before " + other +
               " may claim the game.";
    auto waited =
        std::chrono::duration_cast<std::chrono::seconds>(now - t.activeSince().value_or(now));
    if (waited >= abandonAfter)
        return "On " + t.name() + ", " + who + " is to move and has not moved for " +
               spanText(waited) + ": " + other + " may claim the game now (\"claim win on " +
               t.name() + "\").";
    return "On " + t.name() + ", " + who + " is to move; if they do not within " +
           spanText(abandonAfter - waited) + ", " + other + " may claim the game (\"claim win on " +
           t.name() + "\").";
}

// What happened on one board while `id` was away, for them.
std::string sinceAway(const GameObject& t, const std::string& id, int gameNumber, std::size_t plies,
                      TimePoint now) {
    const Game& g = t.game();
    std::string text;
    if (t.gameNumber() != gameNumber) {
        text = "a new game began on " + t.name() + " while you were away.";
    } else {
        std::string played;
        int count = 0;
        for (std::size_t i = plies; i < g.history().size(); ++i) {
            played += (played.empty() ? "" : " ") + toSan(g.positionBefore(i), g.history()[i].move);
            ++count;
        }
        text = count == 0 ? "Nothing was played on " + t.name() + " while you were away"
                          : "While you were away, " +
                                (count == 1 ? std::string("1 move was")
                                            : std::to_string(count) + " moves were") +
                                " played on " + t.name() + ": " + played;
        if (g.isOver()) text += ". The game is over: " + outcomeSentence(g);
        text += ".";
    }
    std::optional<Color> side = t.sideOf(id);
    if (!side) return text + " You no longer hold a seat there.";
    if (!g.isOver() && g.position().sideToMove() == *side) {
        text += " It is your move (" + sideTitle(*side) + ")";
        if (const std::optional<GameClock>& clock = t.clock())
            text += "; " + clockText(clock->left(*side, now)) + " left on your clock";
        text += ".";
    }
    return text;
}

} // namespace

Outcome Service::presence(const Actor& actor, std::string_view placeText, PresenceState state) {
    std::string place(placeText);
    if (std::optional<Outcome> refused = refuseNoActor(actor, place)) return std::move(*refused);
    if (std::optional<Outcome> refused = refuseBadNames(actor, place)) return std::move(*refused);
    if (place.empty() || !impl_->serves(place))
        return refusal(actor, place, RefusalCode::UNKNOWN_PLACE,
                       place.empty() ? "say which place the player left or came back to"
                                     : "there are no games in " + place + "; the places are " +
                                           impl_->placeList());
    const World& world = impl_->world;
    TimePoint now = Clock::now();
    Outcome o;
    o.place = place;
    PresenceChanged changed{place, actor.name, state, {}};
    auto key = std::make_pair(actor.id, place);
    if (state != PresenceState::BACK) {
        Service::Impl::Away& away = impl_->away[key];
        if (away.boards.empty()) away.since = now; // a second word of going keeps the first
        std::string told;
        for (const GameObject* t : boardsPlayedBy(world, place, actor.id)) {
            changed.objects.push_back(t->name());
            away.boards.try_emplace(t->name(), t->gameNumber(), t->game().history().size());
            told += "\n" + goneFrom(*t, actor.id, world.names, impl_->settings.abandonAfter, now);
        }
        if (!told.empty())
            o.messages.push_back({{Recipient::Kind::PLACE, place, place},
                                  actor.name + std::string(wentWord(state)) + "." + told});
    } else {
        auto found = impl_->away.find(key);
        std::vector<std::string> told;
        if (found != impl_->away.end()) {
            auto inPlace = world.places.find(place);
            for (const auto& [object, before] : found->second.boards) {
                changed.objects.push_back(object);
                const GameObject* t = nullptr;
                if (inPlace != world.places.end())
                    if (auto it = inPlace->second.find(object); it != inPlace->second.end())
                        t = it->second.get();
                told.push_back(t ? sinceAway(*t, actor.id, before.first, before.second, now)
                                 : object + " is no longer here.");
            }
            impl_->away.erase(found);
        }
        if (!changed.objects.empty())
            o.messages.push_back(
                {{Recipient::Kind::PLACE, place, place}, actor.name + " is back."});
        for (std::string& text : told)
            o.messages.push_back({{Recipient::Kind::USER, actor.name, actor.id}, std::move(text)});
    }
    o.events.push_back(std::move(changed));
    return o;
}

} // namespace mudchess
