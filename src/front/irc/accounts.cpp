#include "front/irc/accounts.hpp"

#include "front/irc/config.hpp"

#include <iterator>
#include <sstream>

namespace mudchess::irc {

std::string accountId(std::string_view account) { return "account:" + std::string(account); }

Actor actorFor(const std::string& nick, const std::string& account) {
    if (account.empty()) return Actor(nick);
    return Actor(accountId(account), nick);
}

void Accounts::clear() { *this = Accounts{}; }

void Accounts::granted(std::string_view caps) {
    std::istringstream words{std::string(caps)};
    for (std::string cap; words >> cap;) {
        if (cap == "account-notify") accountNotify_ = true;
        if (cap == "extended-join") extendedJoin_ = true;
    }
}

void Accounts::joined(const std::string& nick, const std::string& channel,
                      std::optional<std::string> account) {
    Member& m = members_[foldCase(nick)];
    m.nick = nick;
    m.channels.insert(foldCase(channel));
    if (account) m.account = account;
}

void Accounts::left(const std::string& nick, const std::string& channel) {
    auto found = members_.find(foldCase(nick));
    if (found == members_.end()) return;
    found->second.channels.erase(foldCase(channel));
    // Sharing no channel, the bot would no longer hear of their nick changes or logouts.
    if (found->second.channels.empty()) members_.erase(found);
}

void Accounts::botLeft(const std::string& channel) {
    std::string folded = foldCase(channel);
    for (auto it = members_.begin(); it != members_.end();) {
        it->second.channels.erase(folded);
        it = it->second.channels.empty() ? members_.erase(it) : std::next(it);
    }
}

void Accounts::quit(const std::string& nick) { members_.erase(foldCase(nick)); }

void Accounts::renamed(const std::string& from, const std::string& to) {
    auto found = members_.find(foldCase(from));
    if (found == members_.end()) return;
    Member m = std::move(found->second);
    members_.erase(found);
    m.nick = to;
    members_[foldCase(to)] = std::move(m);
}

void Accounts::loggedIn(const std::string& nick, const std::string& account) {
    auto found = members_.find(foldCase(nick));
    if (found == members_.end()) return;
    found->second.account = account == "*" ? "" : account;
}

std::optional<std::string> Accounts::lastKnown(const std::string& nick) const {
    auto found = members_.find(foldCase(nick));
    if (found == members_.end()) return std::nullopt;
    return found->second.account;
}

std::optional<std::string> Accounts::known(const std::string& nick) const {
    // Without account-notify a login or logout since the server last said would go unseen.
    if (!accountNotify_) return std::nullopt;
    return lastKnown(nick);
}

std::optional<std::string> Accounts::nickOf(const std::string& account,
                                            const std::string& preferred) const {
    if (account.empty()) return std::nullopt;
    if (lastKnown(preferred) == account) return members_.at(foldCase(preferred)).nick;
    for (const auto& [folded, m] : members_)
        if (m.account == account) return m.nick;
    return std::nullopt;
}

} // namespace mudchess::irc
