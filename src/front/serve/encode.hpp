// Outcomes and events as the protocol writes them: snake_case keys, every event type in full
// (docs/protocol.md). One JSON object becomes one line.
#pragma once

#include "front/serve/request.hpp"
#include "mudchess/mudchess.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace mudchess::serve {

// Answers keep their keys in the order written ("id" and "ok" first), for people reading them.
using Json = nlohmann::ordered_json;

Json encodeBoard(const BoardState& board);
Json encodeEvent(const Event& event);

// The answer to a request: {"id", "ok", "place", "messages", "events"} and, when the command
// was refused, "error": {"code", "text", "params"}. The id is left out when it is null.
Json encodeOutcome(const Outcome& outcome, const nlohmann::json& id);
// The answer to a line that is not a request.
Json encodeError(const ProtocolError& error);
// What the other TCP clients hear of `actor`'s outcome: its place messages, messages to users
// other than `actor` (by id), and its events, without an id; nothing for a refusal or when
// there is nothing to tell.
std::optional<Json> encodeBroadcast(const Outcome& outcome, const Actor& actor);

// A notice for whoever runs the server, as a line without id (notices.hpp): no messages, and one
// event {"type": "notice", "text": ...}.
Json encodeNotice(const std::string& text);

// The object on one line, ending in '\n'. Text that is not UTF-8 is written as U+FFFD.
std::string toLine(const Json& object);

} // namespace mudchess::serve
