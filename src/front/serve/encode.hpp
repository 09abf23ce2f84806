// Outcomes and events as the protocol writes them: snake_case keys, every event type in full
// (docs/protocol.md). Each answer is one line, written straight into a string (json_writer.hpp).
#pragma once

#include "front/serve/json_writer.hpp"
#include "front/serve/request.hpp"
#include "mudchess/mudchess.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace mudchess::serve {

void writeBoard(JsonWriter& out, const BoardState& board);
void writeEvent(JsonWriter& out, const Event& event);
// {"type": "board_state", "place", "object", "game", "board", "white", "black", ...}
void writeBoardView(JsonWriter& out, const BoardView& view);

// Each of these appends one line, ending in '\n', to `line`. Keys come in the order written
// ("id" and "ok" first), for people reading them.

// The answer to a request: {"id", "ok", "place", "messages", "events"} and, when the command
// was refused, "error": {"code", "text", "params"}. The id is left out when it is null.
// `boards` (board_state, boards) come after the outcome's events, a board_state event each.
void appendOutcome(std::string& line, const Outcome& outcome, const nlohmann::json& id,
                   const std::vector<BoardView>& boards = {});
// The answer to a line that is not a request.
void appendError(std::string& line, const ProtocolError& error);
// What the other TCP clients hear of `actor`'s outcome: its place messages, messages to users
// other than `actor` (by id), and its events, without an id; nothing (false) for a refusal or
// when there is nothing to tell.
bool appendBroadcast(std::string& line, const Outcome& outcome, const Actor& actor);
// A notice for whoever runs the server, as a line without id (notices.hpp): no messages, and one
// event {"type": "notice", "text": ...}.
void appendNotice(std::string& line, std::string_view text);

// appendError's line on its own.
std::string errorLine(const ProtocolError& error);

} // namespace mudchess::serve
