#include "web/board_feed.hpp"

#include <chrono>

namespace mudchess::web {

std::uint64_t BoardFeed::startingVersion() {
    auto now = std::chrono::system_clock::now().time_since_epoch();
    return std::uint64_t(std::chrono::duration_cast<std::chrono::microseconds>(now).count());
}

void BoardFeed::publish(const std::string& place, std::vector<ShownBoard> boards) {
    std::vector<ShownBoard> changed;
    std::function<void(const ShownBoard&)> listener;
    {
        std::lock_guard lock(mutex_);
        std::map<std::pair<std::string, std::string>, ShownBoard> kept;
        for (ShownBoard& b : boards) {
            auto key = std::make_pair(place, b.object);
            b.place = place;
            auto before = boards_.find(key);
            if (before != boards_.end() && before->second.showsTheSame(b)) {
                b.version = before->second.version;
            } else {
                b.version = ++lastVersion_;
                changed.push_back(b);
            }
            kept.emplace(std::move(key), std::move(b));
        }
        for (auto it = boards_.begin(); it != boards_.end();)
            it = it->first.first == place ? boards_.erase(it) : std::next(it);
        boards_.merge(kept);
        listener = listener_;
    }
    if (listener)
        for (const ShownBoard& b : changed) listener(b);
}

std::vector<ShownBoard> BoardFeed::all() const {
    std::lock_guard lock(mutex_);
    std::vector<ShownBoard> out;
    for (const auto& [key, b] : boards_) out.push_back(b);
    return out;
}

std::optional<ShownBoard> BoardFeed::find(const std::string& place,
                                          const std::string& object) const {
    std::lock_guard lock(mutex_);
    auto found = boards_.find({place, object});
    if (found == boards_.end()) return std::nullopt;
    return found->second;
}

void BoardFeed::onChange(std::function<void(const ShownBoard&)> listener) {
    std::lock_guard lock(mutex_);
    listener_ = std::move(listener);
}

} // namespace mudchess::web
