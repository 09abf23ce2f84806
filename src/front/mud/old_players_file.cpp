#include "front/mud/old_players_file.hpp"

#include <cstdio>
#include <fstream>
#include <ostream>

namespace mudchess::mud {

std::string oldPlayersFileFor(const std::string& store) {
    if (store.empty() || store == ":memory:" || store.find("://") != std::string::npos) return "";
    std::string path = store.starts_with("sqlite:") ? store.substr(7) : store;
    return path.empty() ? "" : path + ".players";
}

void adoptOldPlayersFile(const std::string& file, Service& service, std::ostream& log) {
    if (file.empty()) return;
    std::ifstream in(file);
    if (!in) return; // none: a robot of today, or a first start
    int moved = 0;
    for (std::string line; std::getline(in, line);) {
        std::size_t blank = line.find(' ');
        if (blank == std::string::npos || line[0] != '#') continue;
        std::string dbref = line.substr(0, blank), name = line.substr(blank + 1);
        if (auto failure = service.renameUser(name, dbref)) {
            log << "mud: could not move " << name << "'s seats to " << dbref << " (" << *failure
                << "); " << file << " is kept and tried again at the next start\n";
            return;
        }
        // Their name stays what it was, without telling anyone: nothing changed for them.
        service.rename(dbref, name);
        ++moved;
    }
    in.close();
    std::remove(file.c_str());
    log << "mud: moved the seats of " << moved << " player(s) from their names to their dbrefs ("
        << file << ", now removed)\n";
}

} // namespace mudchess::mud
