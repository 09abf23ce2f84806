// Text on its way into a command the MUD server evaluates. The robot answers with
// "@pemit #12=<text>" and "@remit #34=<text>", and TinyMUX evaluates what follows the "=": %
// starts a substitution (%# the enactor, %r a line break), [...] calls functions, \ escapes,
// {} groups, a word followed by ( is a function call, and a raw line break would end the
// command and start another. Player names, object names and moves all reach these commands,
// so every character the server would read as code goes through muxLiteral, and nothing else
// writes the text of a robot's command.
#pragma once

#include <string>
#include <string_view>

namespace mudchess::mud {

// `text` written so that the server shows exactly it (one @pemit argument):
// - each of % \ [ ] { } ( ) ; , ^ $ gets a backslash before it (the set of TinyMUX's escape());
// - a line break becomes %r, a tab a blank; blanks that the server would squeeze together (more
//   than one in a row, or at the start or end of a line) become %b, so boards keep their columns;
// - the ANSI colour changes mudchess draws boards with (ESC [ ... m) become MUX %x codes;
// - every other control byte, any other escape sequence, and 0xFE/0xFF (telnet's) are dropped.
// Bytes from 0x80 up otherwise pass as they are (UTF-8).
std::string muxLiteral(std::string_view text);

// Text the robot heard, made fit to read: escape sequences (ANSI colour in a name) and every
// other control byte removed, so what reaches the command grammar is only what was typed.
std::string withoutControls(std::string_view text);

} // namespace mudchess::mud
