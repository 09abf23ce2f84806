// Whom a TCP connection of `mudchess serve` speaks for, and so what it hears: room messages and
// events of the places it serves, private messages and private events (a hint, a challenge)
// only of the users it serves. A connection declares them with the `serves` op; until it does,
// it serves the actors who sent requests through it and the places they acted in
// (docs/protocol.md, "Who hears what").
#pragma once

#include "front/serve/request.hpp"
#include "mudchess/mudchess.hpp"

#include <set>
#include <string>
#include <string_view>
#include <utility>

namespace mudchess::serve {

class Audience {
  public:
    // The one client of stdin/stdout: it hears everything.
    static Audience everything();

    // A `serves` or `unserves` line; the first one ends learning.
    void declare(const Serves& serves);
    // A request by `actor` in `place` came through this connection (either may be empty).
    void learn(std::string_view actor, std::string_view place);

    // `watch` and `unwatch`: the board's events reach the connection whatever else it serves.
    void watch(std::string_view place, std::string_view object);
    void unwatch(std::string_view place, std::string_view object);

    bool hearsUser(std::string_view user) const;
    bool hearsPlace(std::string_view place) const;
    bool hearsBoard(std::string_view place, std::string_view object) const;
    // Public events reach those who serve their place or a user they name; a private one (a
    // hint, a challenge) only those who serve a user it is for; a refusal nobody but the asker.
    bool hearsEvent(const Event& event) const;

  private:
    bool declared_ = false;
    bool allUsers_ = false, allPlaces_ = false;
    std::set<std::string, std::less<>> users_, places_;
    std::set<std::pair<std::string, std::string>> boards_; // watched: place and object
};

// What of `outcome` this audience hears. `askedBy` is the connection's own request when the
// outcome answers it: its actor and place are heard too, and so is its refusal. Messages name
// the actor by id and events by the name they go by, so both are kept.
struct Asking {
    std::string_view actorId, actorName, place;
};
Outcome heardBy(const Outcome& outcome, const Audience& audience, const Asking* asking = nullptr);

} // namespace mudchess::serve
