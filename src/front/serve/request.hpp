// One line of the JSON-lines protocol read into a request, or the reason it is not one. Every
// check a line can fail has a stable code, from the first group of
// include/mudchess/refusal_codes.hpp (docs/refusal-codes.md).
#pragma once

#include "mudchess/mudchess.hpp"
#include "mudchess/refusal_codes.hpp"
#include "text/name_rule.hpp" // MAX_NAME_BYTES

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace mudchess::serve {

// A longer line is answered once with line_too_long and skipped to its newline, never held.
inline constexpr std::size_t MAX_LINE_BYTES = 64 * 1024;

// {"text": "..."}: a line in English for the grammar, as a player typed it.
struct Say {
    std::string text;
};
// {"op": "set", "encoding": ..., "colour_scheme": ...}: a user's settings; at least one.
struct SetUser {
    std::optional<Colours> colours;
    std::optional<std::string> scheme;
};
// {"op": "set_place", "place": ..., "encoding": ..., "colour_scheme": ...}: how boards told to
// everyone in a place are coloured (Service::setPlaceColours); at least one.
struct SetPlace {
    std::optional<Colours> colours;
    std::optional<std::string> scheme;
};
// {"op": "presence", "actor": ..., "place": ..., "state": "left" | "linkdead" | "back"}: where a
// player is, as the host knows (Service::presence).
struct SetPresence {
    PresenceState state = PresenceState::LEFT;
};
// {"op": "auth", "token": ...}: a TCP client's first line when the server asks for a token.
struct Auth {
    std::string token;
};
// {"op": "ping"}: answered at once, for a driver's keep-alive.
struct Ping {};
// {"op": "serves" or "unserves", "users": [...], "places": [...], "all_users": true,
// "all_places": true}: what a TCP connection speaks for, and so hears (front/serve/audience.hpp).
struct Serves {
    bool stop = false; // unserves: no longer these
    std::vector<std::string> users, places;
    bool allUsers = false, allPlaces = false;
};
// {"op": "rename", "actor_id": ..., "name": ...}: the player with that id now goes by `name`.
struct Rename {
    std::string id, name;
};

// {"op": "board_state", "place": ..., "object": ...} and {"op": "boards", "place": ...}: boards
// as data (Service::board, Service::boards), answered with board_state events. {"op": "watch"}
// is board_state that also follows the board from then on (its events reach the connection as
// if it served the place); {"op": "unwatch"} stops following it.
enum class Follow : std::uint8_t { NO, START, STOP };
struct BoardQuery {
    std::string object;
    bool wholePlace = false; // boards: every board of the place
    int game = 0;            // board_state: an earlier game's number; 0: the one now
    Follow follow = Follow::NO;
};
// {"op": "resume", "session": ..., "after": N}: a TCP connection takes over the session of one
// that was cut (its audience and its numbering), and is sent what that one missed: every line
// numbered after N.
struct Resume {
    std::string session;
    std::uint64_t after = 0;
};

struct Request {
    nlohmann::json id; // as the client sent it (a number or a string); null when absent
    std::string op;    // "say" when the line had no op
    std::string actor;
    std::string actorId; // "actor_id": the player's stable id; empty: the actor's name is the id
    std::string place;
    std::variant<Say, Action, SetUser, Auth, Ping, Serves, Rename, BoardQuery, SetPlace,
                 SetPresence, Resume>
        what;

    // Who acts: the stable id (the name when none was given) and the name they go by now.
    Actor who() const { return {actorId.empty() ? actor : actorId, actor}; }
};

struct ProtocolError {
    RefusalCode code;
    std::string text;  // one sentence for the driver's author
    nlohmann::json id; // the request's id when it could be read; else null
    std::string field; // the field at fault, when one is
};

std::variant<Request, ProtocolError> parseRequest(std::string_view line);

// Every op a request may name, in alphabetical order: the typed ops of the command table
// (src/command/command_table.hpp) and the protocol's own (say, set, auth, ping, serves,
// unserves, rename, resume).
std::vector<std::string> opNames();

// The answer to a line longer than MAX_LINE_BYTES (its id is never read).
ProtocolError lineTooLong();

} // namespace mudchess::serve
