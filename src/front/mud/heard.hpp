// What the robot hears, read. The robot is set NOSPOOF, so TinyMUX puts the true speaker before
// every line another object makes it hear: "[Alice(#12),saypose] Alice says, “chess: board”"
// or "[Alice(#12),page] Alice pages: look". That header is the server's own, so it cannot be
// forged with @emit, and it carries the dbref: seats belong to it, while messages use the name.
// A line is believed only when the header is a player acting for itself (no "{owner}" of a
// thing, no "<-(#enactor)" of a forced one) and the text after it begins with that same name.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace mudchess::mud {

struct Heard {
    enum class Kind { SAY, POSE, PAGE };
    Kind kind = Kind::SAY;
    std::string dbref; // "#12"
    std::string name;  // as the server showed it now
    std::string text;  // what was said, posed (after the name) or paged
};

// The line as a player's say, pose or page, or nothing (the server's own messages, things,
// forced objects, lines whose header and text disagree). Control bytes are gone from every
// field; curly quotes (UTF-8) and straight ones (Latin-1 connections) are both read.
std::optional<Heard> readHeard(std::string_view line);

// The command in what was heard, or nothing when it is not for the robot. In the room, a say
// or pose is a command when it starts with `trigger` ("chess: move e2 e4" said, or posed as
// ":chess: move e2 e4"); a page is always one, with or without the trigger.
std::optional<std::string> commandIn(const Heard& heard, std::string_view trigger);

} // namespace mudchess::mud
