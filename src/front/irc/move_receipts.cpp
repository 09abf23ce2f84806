#include "front/irc/move_receipts.hpp"

namespace mudchess::irc {

void MoveReceipts::await(const Outcome& outcome, const std::string& lane, Outbox& outbox,
                         Service& service) {
    std::vector<MovePlayed> moves;
    for (const Event& e : outcome.events)
        if (const auto* move = std::get_if<MovePlayed>(&e)) moves.push_back(*move);
    if (moves.empty()) return;
    std::uint64_t mark = ++lastMark_;
    if (outbox.markLast(lane, mark)) {
        waiting_.emplace(mark, std::move(moves));
        return;
    }
    // Nothing of it waits (a move nobody is told of): shown as it stands.
    for (const MovePlayed& move : moves) service.moveShown(move, Clock::now());
}

void MoveReceipts::sent(Outbox& outbox, Service& service, Clock::time_point now) {
    for (std::uint64_t mark : outbox.marksTaken()) {
        auto found = waiting_.find(mark);
        if (found == waiting_.end()) continue;
        for (const MovePlayed& move : found->second) service.moveShown(move, now);
        waiting_.erase(found);
    }
}

} // namespace mudchess::irc
