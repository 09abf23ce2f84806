// `mudchess match`: two UCI engines play each other, judged by our rules core; a progress line
// on the error stream, the score and an Elo estimate at the end, every game to PGN.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace mudchess::match {

// Returns the process exit status: 0 when the match was played (whatever its games' endings),
// 2 with one message on `err` for bad options or an engine that cannot play. `terminal`: `err`
// is a terminal, so the progress line is rewritten in place rather than one line a game.
int runMatchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                    bool terminal = false);

} // namespace mudchess::match
