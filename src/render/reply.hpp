// What the dispatcher and the narrator say, and to whom. Front ends decide how each audience is
// reached (REPL: all to stdout; IRC: the place is the channel, the actor and players get notices).
#pragma once

#include "mudchess/events.hpp"
#include "mudchess/refusal_codes.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mudchess {

enum class Audience { ACTOR, PLACE, PLAYER };

struct Reply {
    Audience audience;
    std::string text;
    std::string player; // for Audience::PLAYER: whom it is for
    // Set when this reply refuses the command: its stable code and what it was about (the
    // refusal's text is the reply's).
    std::optional<Refusal> refusal;
};

using Replies = std::vector<Reply>;

inline Reply toActor(std::string text) { return {Audience::ACTOR, std::move(text), {}, {}}; }
inline Reply toPlace(std::string text) { return {Audience::PLACE, std::move(text), {}, {}}; }
inline Reply toPlayer(std::string player, std::string text) {
    return {Audience::PLAYER, std::move(text), std::move(player), {}};
}
// The command is refused: `text` to the speaker, with a stable `code` and what it was about.
inline Reply refuse(RefusalCode code, std::string text,
                    std::vector<std::pair<std::string, std::string>> params = {}) {
    Reply r = toActor(std::move(text));
    r.refusal = Refusal{std::string(refusalCodeName(code)), std::move(params), {}};
    return r;
}

// What one command did: the sentences for each audience and the typed events.
struct Dispatched {
    Replies replies;
    std::vector<Event> events; // a refusal, when there was one, is among them
    std::string place;         // where it acted: the speaker's place, or the one "in <place>" named
    bool ok() const;           // false: refused, nothing changed
};

} // namespace mudchess
