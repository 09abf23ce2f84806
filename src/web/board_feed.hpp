// The boards the web page shows, handed from the service's thread to the page's: the service
// publishes a place's boards after each change, the page's server reads them and is told of
// each change. Thread-safe; what it holds are copies, so neither side waits on the other beyond
// a copy.
#pragma once

#include "web/shown_board.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mudchess::web {

class BoardFeed {
  public:
    // `place`'s boards as they are now, every one of them: a board left out is gone from the
    // page. A board shown as before keeps its version (and is not announced) unless only its
    // clocks changed, which updates it quietly.
    void publish(const std::string& place, std::vector<ShownBoard> boards);

    // Every board, by place then object.
    std::vector<ShownBoard> all() const;
    std::optional<ShownBoard> find(const std::string& place, const std::string& object) const;

    // Called, on the publishing thread and outside the feed's lock, with each board that
    // changed; one listener (the page's server), which must not call publish.
    void onChange(std::function<void(const ShownBoard&)> listener);

  private:
    mutable std::mutex mutex_;
    std::map<std::pair<std::string, std::string>, ShownBoard> boards_;
    // Counted from the microseconds of the feed's start, so that a page that followed an
    // earlier run of the program and says its last version sees every version of this run as
    // newer (the page's script takes only newer ones).
    std::uint64_t lastVersion_ = startingVersion();
    static std::uint64_t startingVersion();
    std::function<void(const ShownBoard&)> listener_;
};

} // namespace mudchess::web
