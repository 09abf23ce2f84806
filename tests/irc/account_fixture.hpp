// One InspIRCd + Atheme network (account_network.hpp), one bot and scripted clients per test,
// with what players do with services: register a nick, identify (NickServ IDENTIFY or SASL),
// log out; and what a failing test prints: the bot's and the servers' logs.
#pragma once

#include "account_network.hpp"
#include "harness.hpp"

#include <gtest/gtest.h>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace mudchess::irc::test {

class AccountFixture : public ::testing::Test {
  protected:
    static constexpr const char* BOT = "mudchess";
    TempDir dir;
    std::unique_ptr<AccountNetwork> network; // started in SetUp, with networkOptions()
    std::unique_ptr<BotProcess> bot;

    virtual AccountNetworkOptions networkOptions() const { return {}; }
    void SetUp() override {
        network = std::make_unique<AccountNetwork>(dir.path(), networkOptions());
    }

    void startBot(const BotOptions& options = {}) {
        bot = std::make_unique<BotProcess>(dir.path(), network->port(), options);
    }
    // A client that connects as `nick`; with `sasl`, logged in to that account as it connects.
    std::unique_ptr<Client> connect(const std::string& nick,
                                    const std::optional<Login>& sasl = std::nullopt) {
        return std::make_unique<Client>(network->port(), nick, sasl);
    }
    // NickServ REGISTER: the client's nick becomes an account, and the client is logged in.
    static bool registerNick(Client& c, const std::string& password) {
        c.say("NickServ", "REGISTER " + password + " " + c.nick() + "@example.org");
        return loggedIn(c);
    }
    static bool identify(Client& c, const std::string& account, const std::string& password) {
        c.say("NickServ", "IDENTIFY " + account + " " + password);
        return loggedIn(c);
    }
    static bool logout(Client& c) {
        c.say("NickServ", "LOGOUT");
        return bool(c.waitFor([](const Message& m) { return m.command == "901"; }));
    }
    // RPL_LOGGEDIN (900), or a refusal from NickServ first.
    static bool loggedIn(Client& c) {
        auto m = c.waitFor([](const Message& m) {
            return m.command == "900" || (m.nick == "NickServ" && m.command == "NOTICE" &&
                                          (m.text().find("nvalid") != std::string::npos ||
                                           m.text().find("already") != std::string::npos));
        });
        return m && m->command == "900";
    }
    // The account the server says `nick` is logged in to (WHOX %a), "0" for none.
    static std::string accountOf(Client& asker, const std::string& nick) {
        asker.send("WHO " + nick + " %tna,41");
        auto m = asker.waitFor([](const Message& m) {
            return m.command == "354" && m.params.size() == 4 && m.params[1] == "41";
        });
        asker.waitFor([](const Message& m) { return m.command == "315"; });
        return m ? m->params[3] : "(no answer)";
    }
    // `c` in `channel`, once the bot is there too.
    static void enter(Client& c, const std::string& channel = "#chess") {
        c.join(channel);
        EXPECT_TRUE(c.waitForMember(channel, BOT)) << BOT << " never joined " << channel;
    }

    void TearDown() override {
        if (bot && bot->running()) {
            EXPECT_EQ(bot->stopAndCheck(), "");
        }
        if (HasFailure() && bot) std::cerr << "--- bot log ---\n" << bot->log();
        if (HasFailure() && network) std::cerr << network->logs();
    }
};

} // namespace mudchess::irc::test
