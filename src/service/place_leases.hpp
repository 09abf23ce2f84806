// Which places this process acts in unprompted, when several processes share one database
// (PostgreSQL, issue 42): a place's flags fall and its computer and engines move in the one
// process that holds the place's lease (GameStore::lease). The lease is per place rather than per
// game: one row and one renewal whatever the number of boards, and a place's clocks, computers
// and their announcements all come from one process. It is renewed every third of its term, so
// a renewal may fail twice before it runs out; the process stops acting on a place once its
// term is over by its own clock, renewed or not, and a dead process's places are taken over by
// the next renewal of another after theirs expire. With a store only one process uses every
// place is held, and nothing is ever renewed.
#pragma once

#include "world/game_store.hpp"

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mudchess {

class PlaceLeases {
  public:
    using Clock = std::chrono::steady_clock;
    PlaceLeases(GameStore* store, std::chrono::milliseconds term);

    // Whether other processes may hold leases: without them everything is held.
    bool shared() const { return shared_; }
    // Whether this process may act unprompted in `place` at `now`.
    bool holds(const std::string& place, Clock::time_point now) const;
    // When renew() is next due, when leases are shared.
    std::optional<Clock::time_point> nextRenewal() const;
    // Takes or renews the leases of `places` (the places this process serves) and renews every
    // one it holds: the places it holds now and did not before, and those another process took
    // (this one's had run out). A store that fails leaves the leases as they were, to run out
    // at their term.
    struct Changes {
        std::vector<std::string> gained, lost;
    };
    Changes renew(const std::vector<std::string>& places, Clock::time_point now);
    // Tries for the lease of `place` at once (a command there just made work for it) unless it is
    // held already or was tried within a renewal interval; whether this process gained it.
    bool take(const std::string& place, Clock::time_point now);

  private:
    GameStore* store_;
    std::chrono::milliseconds term_;
    bool shared_;
    Clock::time_point nextRenewal_{};
    std::map<std::string, Clock::time_point> heldUntil_;
    std::map<std::string, Clock::time_point> triedAt_;
};

} // namespace mudchess
