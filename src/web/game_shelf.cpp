#include "web/game_shelf.hpp"

namespace mudchess::web {

GameShelf::Known GameShelf::lookup(std::int64_t id) {
    std::function<void(std::int64_t)> wanted;
    {
        std::lock_guard lock(mutex_);
        Clock::time_point now = Clock::now();
        auto found = entries_.find(id);
        // A question not answered yet, or answered with a failure, is asked again after a while.
        if (found != entries_.end()) {
            Known::State s = found->second.known.state;
            bool settled = s == Known::FOUND || s == Known::NONE;
            if (settled || now - found->second.asked < ASK_AGAIN) return found->second.known;
        }
        // Bounded: past the limit the answers go, every one, to be asked again as needed.
        if (entries_.size() >= MOST_KEPT)
            std::erase_if(entries_,
                          [](const auto& e) { return e.second.known.state != Known::ASKED; });
        // Still full: questions the service has not answered yet go too (a page flooding it with
        // numbers); a page waiting for one of them asks again when it is answered.
        if (entries_.size() >= MOST_KEPT) entries_.clear();
        entries_[id] = Entry{Known{}, now};
        wanted = wanted_;
    }
    if (wanted) wanted(id);
    return Known{};
}

void GameShelf::onWanted(std::function<void(std::int64_t)> wanted) {
    std::lock_guard lock(mutex_);
    wanted_ = std::move(wanted);
}

void GameShelf::answer(std::int64_t id, std::optional<ShownGame> game) {
    Known k;
    k.state = game ? Known::FOUND : Known::NONE;
    if (game) k.game = std::move(*game);
    settle(id, std::move(k));
}

void GameShelf::failed(std::int64_t id) { settle(id, Known{Known::FAILED, {}}); }

void GameShelf::settle(std::int64_t id, Known known) {
    std::function<void(std::int64_t)> told;
    {
        std::lock_guard lock(mutex_);
        entries_[id] = Entry{std::move(known), Clock::now()};
        told = known_;
    }
    if (told) told(id);
}

void GameShelf::forgetAnswers() {
    std::lock_guard lock(mutex_);
    std::erase_if(entries_, [](const auto& e) { return e.second.known.state != Known::ASKED; });
}

std::size_t GameShelf::size() {
    std::lock_guard lock(mutex_);
    return entries_.size();
}

void GameShelf::onKnown(std::function<void(std::int64_t)> known) {
    std::lock_guard lock(mutex_);
    known_ = std::move(known);
}

} // namespace mudchess::web
