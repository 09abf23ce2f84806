// Text from IRC users on its way in, and any text on its way out. IRC ends a command at CR or LF
// and servers cut at NUL, so a stray one in something we send would let a user write IRC
// commands through the bot; and clients add colour codes that the command grammar would refuse.
#pragma once

#include <string>
#include <string_view>

namespace mudchess::irc {

// A typed line with mIRC formatting (bold, colours, italics, underline, reverse, reset) taken
// out, so "!move e2 e4" in bold is still a move. Other control characters stay, for the parser
// to refuse with a message.
std::string stripFormatting(std::string_view line);

// Safe to put after "PRIVMSG #x :" (one line: split at line breaks first): CR, LF and NUL become
// spaces; every other C0 control except the mIRC formatting codes, and DEL, are dropped. Bytes that
// are not UTF-8 pass unchanged (IRC is bytes), but nothing that ends or splits the IRC line
// survives.
std::string wireSafe(std::string_view text);

// A nick, channel or similar token taken from the server and put into a command's parameter:
// anything that could end the token or the line (blank, comma, colon at the start, controls)
// is removed.
std::string safeToken(std::string_view token);

} // namespace mudchess::irc
