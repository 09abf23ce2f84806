// Long replies cut into IRC lines. A server relays our message to others with our full prefix
// (":nick!user@host PRIVMSG #channel :") in front, and the whole relayed line must fit in 512
// bytes with its CR LF, or the end is lost; so the text of each line gets what is left after
// the longest prefix the server could put there.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace mudchess::irc {

constexpr std::size_t IRC_LINE_MAX = 512; // bytes, with the closing CR LF
// Hosts can be up to 63 bytes (a DNS label limit servers use), user names up to ~10 with "~".
constexpr std::size_t HOST_MAX = 63;
constexpr std::size_t USER_MAX = 12;

// Bytes of text that fit in one "<command> <target> :<text>" sent as `nick`, once the server
// adds the longest prefix it might.
std::size_t textBudget(std::string_view nick, std::string_view command, std::string_view target);

// `text` as lines of at most `budget` bytes: first at its own line breaks, then long lines at
// the last blank that fits, or (one long word) at a UTF-8 character boundary. Blank lines are
// dropped (IRC refuses an empty message); leading blanks are kept so boards stay aligned.
std::vector<std::string> splitLines(std::string_view text, std::size_t budget);

} // namespace mudchess::irc
