#include "front/mud/players.hpp"

#include <cstdio>
#include <fstream>
#include <utility>

namespace mudchess::mud {

Players::Players(std::string file,
                 std::function<void(const std::string&, const std::string&)> rename)
    : file_(std::move(file)), rename_(std::move(rename)) {
    if (file_.empty()) return;
    std::ifstream in(file_);
    std::string line;
    while (std::getline(in, line)) {
        std::size_t blank = line.find(' ');
        if (blank == std::string::npos || line[0] != '#') continue;
        nameOf_[line.substr(0, blank)] = line.substr(blank + 1);
    }
}

std::string Players::actorFor(const std::string& dbref, const std::string& name) {
    auto known = nameOf_.find(dbref);
    if (known != nameOf_.end() && known->second == name) return name;
    // Someone else's seats are under this name (they renamed; this player took the name):
    // park them under that player's dbref until they are heard again.
    for (auto& [other, under] : nameOf_)
        if (other != dbref && under == name) {
            rename_(name, other);
            under = other;
        }
    if (known != nameOf_.end()) rename_(known->second, name);
    nameOf_[dbref] = name;
    save();
    return name;
}

std::optional<std::string> Players::dbrefOf(const std::string& name) const {
    for (const auto& [dbref, under] : nameOf_)
        if (under == name) return dbref;
    return std::nullopt;
}

std::optional<std::string> Players::takeProblem() { return std::exchange(problem_, std::nullopt); }

void Players::save() {
    if (file_.empty()) return;
    // Written whole to a temporary file and renamed over the old one, so a crash never leaves
    // half a table.
    std::string temporary = file_ + ".new";
    {
        std::ofstream out(temporary, std::ios::trunc);
        for (const auto& [dbref, name] : nameOf_) out << dbref << ' ' << name << '\n';
        if (!out) {
            problem_ = "cannot write " + temporary;
            return;
        }
    }
    if (std::rename(temporary.c_str(), file_.c_str()) != 0) problem_ = "cannot replace " + file_;
}

} // namespace mudchess::mud
