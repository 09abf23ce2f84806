#include "service/place_leases.hpp"

#include <algorithm>

namespace mudchess {

PlaceLeases::PlaceLeases(GameStore* store, std::chrono::milliseconds term)
    : store_(store), term_(term), shared_(store && store->leasesShared()) {}

bool PlaceLeases::holds(const std::string& place, Clock::time_point now) const {
    if (!shared_) return true;
    auto found = heldUntil_.find(place);
    return found != heldUntil_.end() && now < found->second;
}

std::optional<PlaceLeases::Clock::time_point> PlaceLeases::nextRenewal() const {
    if (!shared_) return std::nullopt;
    return nextRenewal_;
}

PlaceLeases::Changes PlaceLeases::renew(const std::vector<std::string>& places,
                                        Clock::time_point now) {
    Changes changes;
    if (!shared_) return changes;
    nextRenewal_ = now + term_ / 3;
    std::vector<std::string> asked = places;
    for (const auto& [place, until] : heldUntil_)
        if (std::find(asked.begin(), asked.end(), place) == asked.end()) asked.push_back(place);
    std::vector<std::string> held;
    try {
        held = store_->lease(asked, term_);
    } catch (const StoreError&) {
        return changes; // what is held runs out at its term, unless the next renewal succeeds
    }
    // The term counts from before the database was asked: this process stops acting no later
    // than the database lets another start.
    for (const std::string& place : asked) {
        bool now_held = std::find(held.begin(), held.end(), place) != held.end();
        if (!now_held) {
            if (heldUntil_.erase(place)) changes.lost.push_back(place);
            continue;
        }
        if (!holds(place, now)) changes.gained.push_back(place);
        heldUntil_[place] = now + term_;
    }
    return changes;
}

bool PlaceLeases::take(const std::string& place, Clock::time_point now) {
    if (!shared_ || holds(place, now)) return false;
    auto tried = triedAt_.find(place);
    if (tried != triedAt_.end() && now < tried->second + term_ / 3) return false;
    triedAt_[place] = now;
    std::vector<std::string> held;
    try {
        held = store_->lease({place}, term_);
    } catch (const StoreError&) {
        return false;
    }
    if (held.empty()) return false;
    heldUntil_[place] = now + term_;
    return true;
}

} // namespace mudchess
