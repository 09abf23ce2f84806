// Who is who: each player is a stable id (an account, a MUD's dbref, or simply the name when the
// host has nothing better) and a display name that may change. Seats, offers, options and
// challenges hold ids; every sentence shows the name this directory gives for the id now.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace mudchess {

class Names {
  public:
    // The display name of `id`: the one it was last given, else the id itself.
    std::string of(const std::string& id) const {
        auto found = names_.find(id);
        return found == names_.end() ? id : found->second;
    }
    // `id` is now called `name` (empty: the id itself); false when that was already so.
    bool set(const std::string& id, const std::string& name) {
        if (name.empty() || name == id) return names_.erase(id) > 0;
        auto [it, added] = names_.try_emplace(id, name);
        if (added) return true;
        if (it->second == name) return false;
        it->second = name;
        return true;
    }
    // The id of the player a typed name means (letters compared without case): the one whose id
    // is `realm:name` (the IRC bot's "account:carol": an account outlasts any nick), else the one
    // called that now, else the typed name taken as an id, as for a host without ids.
    std::string idOf(std::string_view name) const;
    // Every id whose name differs from it, with that name (what the store keeps).
    const std::map<std::string, std::string>& all() const { return names_; }

  private:
    std::map<std::string, std::string> names_;
};

} // namespace mudchess
