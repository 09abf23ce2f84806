// Who is who. A seat belongs to a player's dbref, which never changes; a name can (@name), and a
// freed name can be taken by someone else. Until the service knows players by a stable id, the
// robot keeps, for each dbref it has heard, the name the service knows that player by, and moves
// seats with renameUser: Alice renamed to Zed keeps her seat under Zed, and Carol who takes the
// name Alice does not get it (the old Alice's seats are parked under her dbref until she is
// heard again). The table is saved to a file beside the games, so this holds across restarts.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mudchess::mud {

class Players {
  public:
    // `rename(from, to)` moves seats (Service::renameUser); `file` keeps the table ("" for
    // none). A file that cannot be read starts an empty table.
    Players(std::string file, std::function<void(const std::string&, const std::string&)> rename);

    // The name `dbref` acts under now that the server calls it `name`: `name`, after moving
    // whatever seats need moving.
    std::string actorFor(const std::string& dbref, const std::string& name);
    // The dbref last heard under `name`, for finding whom to tell privately.
    std::optional<std::string> dbrefOf(const std::string& name) const;
    // What went wrong writing the file, if anything (for the log).
    std::optional<std::string> takeProblem();

  private:
    void save();

    std::string file_;
    std::function<void(const std::string&, const std::string&)> rename_;
    std::map<std::string, std::string> nameOf_; // dbref -> the name its seats are under
    std::optional<std::string> problem_;
};

} // namespace mudchess::mud
