// Who is logged in to which services account, as the IRC server tells the bot (issue 41). A seat
// belongs to a player's id: on a network with accounts an identified player's id is their
// account, so a nick change keeps the seat and someone else taking a departed player's nick does
// not get it; a player who has not identified is known by nick, as everyone is on a network
// without accounts.
//
// The server tells what it knows three ways: IRCv3 extended-join (the account of whoever joins)
// and account-notify (whoever shares a channel with the bot logs in or out), both asked for
// with CAP, and WHOX ("WHO nick %tcna", answered with numeric 354), which the bot asks itself.
// The first two keep the accounts of the bot's channel members current, so those are trusted;
// anyone else (a private message from outside the channels, or every player on a network with
// WHOX but no account-notify) is asked about with WHOX before their command runs. IRCv3
// account-tag would answer on each message, but libircclient cannot read a line that starts
// with message tags, so the bot does not ask for it.
#pragma once

#include "mudchess/mudchess.hpp"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace mudchess::irc {

// The id of a player identified to `account`: it cannot be anyone's nick (nicks have no ':'),
// so no one known by nick can ever hold an account's seat.
std::string accountId(std::string_view account);

class Accounts {
  public:
    // A new connection: nothing known, nothing offered yet.
    void clear();
    // The server granted these capabilities (CAP ACK's list, blank-separated).
    void granted(std::string_view caps);
    // The server offers WHOX (ISUPPORT).
    void offerWhox() { whox_ = true; }
    bool whox() const { return whox_; }
    bool accountNotify() const { return accountNotify_; }
    bool extendedJoin() const { return extendedJoin_; }
    // Whether the network has accounts the bot can see at all.
    bool available() const { return whox_ || accountNotify_; }

    // `nick` is in `channel` (their join, or the bot's WHO of the channel), logged in to
    // `account` ("" none), or with the account not said (a plain JOIN).
    void joined(const std::string& nick, const std::string& channel,
                std::optional<std::string> account);
    void left(const std::string& nick, const std::string& channel);
    // The bot itself left `channel` (kicked): it hears nothing more of who is there.
    void botLeft(const std::string& channel);
    void quit(const std::string& nick);
    void renamed(const std::string& from, const std::string& to);
    // account-notify: `nick` logged in to `account`, or out ("*").
    void loggedIn(const std::string& nick, const std::string& account);

    // What is known for sure about `nick`: their account ("" for none); nothing when the bot
    // must ask the server first (they share no channel with it, the server does not keep it
    // told, or it has not yet said).
    std::optional<std::string> known(const std::string& nick) const;
    // The account `nick` was last said to have, whether or not it is still kept current.
    std::optional<std::string> lastKnown(const std::string& nick) const;
    // A nick logged in to `account` now: `preferred` if it is one, otherwise any; nothing when
    // the bot knows of none.
    std::optional<std::string> nickOf(const std::string& account,
                                      const std::string& preferred) const;

  private:
    struct Member {
        std::string nick; // as the server spells it now
        std::set<std::string> channels;
        std::optional<std::string> account;
    };
    std::map<std::string, Member> members_; // by folded nick
    bool whox_ = false;
    bool accountNotify_ = false;
    bool extendedJoin_ = false;
};

// Who typed a line: the account's id and the nick as name when `account` is not empty,
// otherwise the nick as both.
Actor actorFor(const std::string& nick, const std::string& account);

} // namespace mudchess::irc
