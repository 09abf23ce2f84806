// When a move's news has really gone out (issue 49, help clocks). A front end that paces what it
// sends (the IRC bot, the MUD robot) may hold a move's announcement and board for many seconds;
// the receiver's clock should not run meanwhile. So the last line queued for an outcome with
// moves is marked, and when that line leaves the queue the service hears the moves were shown
// (Service::moveShown), and the clock of the side to move counts from then.
#pragma once

#include "front/irc/outbox.hpp"
#include "mudchess/mudchess.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace mudchess::irc {

class MoveReceipts {
  public:
    // `outcome` was just queued in `lane`: its moves wait for their last line to leave.
    void await(const Outcome& outcome, const std::string& lane, Outbox& outbox, Service& service);
    // Lines left the queue at `now`: the moves whose last line was among them were shown.
    void sent(Outbox& outbox, Service& service, Clock::time_point now);

  private:
    std::uint64_t lastMark_ = 0;
    std::map<std::uint64_t, std::vector<MovePlayed>> waiting_;
};

} // namespace mudchess::irc
