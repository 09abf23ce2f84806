// The kept games the web page was asked for, handed between the page's thread and the service's:
// the store is the service's alone, so a page asking for g12 asks the service (wanted), which
// answers on its own thread (answer); the page's server is told (onKnown) and answers the pages
// waiting. Answers are kept until the service forgets them (a game kept or analysed since), and
// a few hundred at most. Thread-safe.
#pragma once

#include "web/shown_game.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>

namespace mudchess::web {

class GameShelf {
  public:
    using Clock = std::chrono::steady_clock;
    static constexpr std::size_t MOST_KEPT = 256;
    // A question the service has not answered in this time is asked again.
    static constexpr std::chrono::seconds ASK_AGAIN{5};

    // What is known of game `id`.
    struct Known {
        enum State { ASKED, FOUND, NONE, FAILED } state = ASKED;
        ShownGame game; // FOUND
    };
    // What is known of `id`; when nothing is, or only that it was asked or failed a while ago
    // (ASK_AGAIN), asks the service (the `wanted` function, on this thread) and says ASKED.
    Known lookup(std::int64_t id);

    // The service's side: how to ask it (called outside the lock; must not call back in).
    void onWanted(std::function<void(std::int64_t)> wanted);
    // Its answer: the game, or nothing when the store keeps no game `id`; failed(): the store
    // could not say.
    void answer(std::int64_t id, std::optional<ShownGame> game);
    void failed(std::int64_t id);
    // Every answer given, to be asked again: the games may have changed (an analysis came, a
    // game was kept under a number that had none).
    void forgetAnswers();

    // The page's server: told, outside the lock, of each id answered.
    void onKnown(std::function<void(std::int64_t)> known);

    // How many numbers it holds something about: never more than MOST_KEPT.
    std::size_t size();

  private:
    void settle(std::int64_t id, Known known);

    std::mutex mutex_;
    struct Entry {
        Known known;
        Clock::time_point asked;
    };
    std::map<std::int64_t, Entry> entries_;
    std::function<void(std::int64_t)> wanted_, known_;
};

} // namespace mudchess::web
