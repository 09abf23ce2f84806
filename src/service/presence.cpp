// Where players are, as the host says (Service::presence, issue 38): a player who leaves the room
// or loses their connection keeps their seats, and nothing stops for them: a clock runs on, and
// in an untimed game the wait after which the opponent may claim the game runs as it does for
// anyone to move. The room hears what it means for each board; the player, coming back, hears
// what happened while they were away. Kept while the service runs, not stored.
#include "service/service_impl.hpp"

#include "render/presence_words.hpp"

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

} // namespace

Outcome Service::presence(const Actor& actor, std::string_view placeText, PresenceState state) {
    std::string place(placeText);
    if (std::optional<Outcome> refused = refuseNoActor(actor, place)) return std::move(*refused);
    if (std::optional<Outcome> refused = refuseBadNames(actor, place)) return std::move(*refused);
    if (place.empty() || !impl_->serves(place))
        return refusal(actor, place, RefusalCode::UNKNOWN_PLACE,
                       presencePlaceWords(place, impl_->placeList()));
    const World& world = impl_->world;
    TimePoint now = Clock::now();
    Outcome o;
    o.place = place;
    PresenceChanged changed{place, actor.name, state, {}, actor.id};
    auto key = std::make_pair(actor.id, place);
    if (state != PresenceState::BACK) {
        Service::Impl::Away& away = impl_->away[key];
        if (away.boards.empty()) away.since = now; // a second word of going keeps the first
        std::string told;
        for (const GameObject* t : boardsPlayedBy(world, place, actor.id)) {
            changed.objects.push_back(t->name());
            away.boards.try_emplace(t->name(), t->gameNumber(), t->game().history().size());
            told +=
                "\n" + goneFromWords(*t, actor.id, world.names, impl_->settings.abandonAfter, now);
        }
        if (!told.empty())
            o.messages.push_back(
                {{Recipient::Kind::PLACE, place, place}, wentWords(actor.name, state) + told});
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
                told.push_back(t ? sinceAwayWords(*t, actor.id, before.first, before.second, now)
                                 : boardGoneWords(object));
            }
            impl_->away.erase(found);
        }
        if (!changed.objects.empty())
            o.messages.push_back({{Recipient::Kind::PLACE, place, place}, backWords(actor.name)});
        for (std::string& text : told)
            o.messages.push_back({{Recipient::Kind::USER, actor.name, actor.id}, std::move(text)});
    }
    o.events.push_back(std::move(changed));
    impl_->showOnWeb(place);
    return o;
}

} // namespace mudchess
