// Where a player's games live when they do not say: the XDG data directory.
#pragma once

#include <string>

namespace mudchess {

struct DatabaseLocation {
    std::string path;  // empty when there is no home to put it in
    std::string error; // why, and what to do
};

// $XDG_DATA_HOME/mudchess/mudchess.db, else ~/.local/share/mudchess/mudchess.db, with the
// folders created.
DatabaseLocation defaultDatabase();

} // namespace mudchess
