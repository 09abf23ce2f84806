// Clocks that charge thinking, not the front end's transport (issue 49, help clocks): a move's
// news that waited in a front end's send queue costs its receiver nothing, and while the front
// end is cut off from its server, when nobody can be told of a move nor make one, no clock runs.
// FICS's timeseal and lichess's lag compensation protect players the same way.
#include "render/narration.hpp"
#include "service/service_impl.hpp"

namespace mudchess {

void Service::moveShown(const MovePlayed& move, Clock::time_point at) {
    auto place = impl_->world.places.find(move.place);
    if (place == impl_->world.places.end()) return;
    auto object = place->second.find(move.object);
    if (object == place->second.end()) return;
    GameObject& t = *object->second;
    // Only the last move's news starts the clock of the side to move.
    if (!t.clock() || t.game().position().fen() != move.board.fen) return;
    t.clock()->shownAt(at, MOST_SENDING_CREDIT);
    impl_->showOnWeb(move.place);
}

void Service::Impl::standClocksStill(TimePoint now) {
    for (auto& [place, objects] : world.places) {
        if (!serves(place)) continue;
        for (auto& [name, t] : objects)
            if (t->clock() && t->clock()->running() && !t->game().isOver()) {
                t->clock()->pause(now);
                clocksStanding[place].insert(name);
            }
    }
}

void Service::awayFromServer(Clock::time_point at) {
    if (impl_->awayFromServerSince) return; // a second word of going keeps the first
    impl_->awayFromServerSince = at;
    impl_->standClocksStill(at);
    for (const auto& [place, names] : impl_->clocksStanding) impl_->showOnWeb(place);
}

std::vector<Outcome> Service::backOnServer(Clock::time_point at) {
    std::vector<Outcome> out;
    if (!impl_->awayFromServerSince) return out;
    auto away =
        std::chrono::duration_cast<std::chrono::milliseconds>(at - *impl_->awayFromServerSince);
    impl_->awayFromServerSince.reset();
    std::map<std::string, std::set<std::string>> standing = std::move(impl_->clocksStanding);
    impl_->clocksStanding.clear();
    for (auto& [placeName, names] : standing) {
        auto place = impl_->world.places.find(placeName);
        if (place == impl_->world.places.end()) continue;
        std::set<std::string> resumed;
        for (const std::string& name : names) {
            auto object = place->second.find(name);
            if (object == place->second.end()) continue;
            std::optional<GameClock>& clock = object->second->clock();
            if (!clock || !clock->pausedFor() || object->second->game().isOver()) continue;
            clock->resume(at);
            resumed.insert(name);
        }
        if (resumed.empty()) continue;
        Outcome o;
        o.place = placeName;
        Message told;
        told.to = Recipient{Recipient::Kind::PLACE, placeName, placeName};
        told.text =
            clocksStoodWords(resumed, std::chrono::duration_cast<std::chrono::seconds>(away));
        o.messages.push_back(std::move(told));
        o.events.push_back(ClocksStood{placeName, {resumed.begin(), resumed.end()}, away.count()});
        out.push_back(std::move(o));
        impl_->showOnWeb(placeName);
    }
    return out;
}

} // namespace mudchess
