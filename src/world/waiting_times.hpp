// How long mudchess waits for people before something may happen without them: an unanswered
// challenge lapses, a player who does not move can have the game claimed from them, and a board
// nobody moves on may be started over by anyone there. Operator settings (ServiceSettings).
#pragma once

#include <chrono>

namespace mudchess {

struct WaitingTimes {
    std::chrono::seconds challengeLapse{60};
    std::chrono::seconds abandonAfter{600};
    std::chrono::seconds idleRestartAfter{300};
};

} // namespace mudchess
