// One ngircd, one bot and scripted clients per test, and what a failing test prints: the bot's
// and the server's logs.
#pragma once

#include "harness.hpp"

#include <gtest/gtest.h>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace mudchess::irc::test {

constexpr const char* BOT = "mudchess";

class BotFixture : public ::testing::Test {
  protected:
    TempDir dir;
    Ngircd server{dir.path()};
    std::unique_ptr<BotProcess> bot;

    // A bot still running from before is stopped first, and checked like any other.
    void startBot(const BotOptions& options = {}) {
        if (bot && bot->running()) {
            EXPECT_EQ(bot->stopAndCheck(), "");
        }
        bot = std::make_unique<BotProcess>(dir.path(), server.port(), options);
    }
    // A client in the given channels, once the bot is there too.
    std::unique_ptr<Client> player(const std::string& nick,
                                   std::vector<std::string> channels = {"#chess"}) {
        auto c = std::make_unique<Client>(server.port(), nick);
        for (const std::string& ch : channels) {
            c->join(ch);
            EXPECT_TRUE(c->waitForMember(ch, BOT)) << BOT << " never joined " << ch;
        }
        return c;
    }
    // Every bot ends as an operator stops it (SIGTERM): it must exit with status 0 and its log
    // may hold no sanitizer report (a leak, a use-after-free in the sanitizer build).
    void TearDown() override {
        if (bot && bot->running()) {
            EXPECT_EQ(bot->stopAndCheck(), "");
        }
        if (HasFailure() && bot) std::cerr << "--- bot log ---\n" << bot->log();
        if (HasFailure())
            std::cerr << "--- ngircd log ---\n" << readFile(dir.path() / "ngircd.log");
    }
    // `white` sets a game up on board in `channel` (unless `setUp` is empty: one is there
    // already), then `white` and `black` take its seats, and both hear it.
    static void seatBoth(Client& white, Client& black, const std::string& channel = "#chess",
                         const std::string& setUp = "start new game on board") {
        if (!setUp.empty()) {
            white.say(channel, "!" + setUp);
            EXPECT_TRUE(white.waitForText(BOT, "PRIVMSG", channel, "New game of"));
        }
        white.say(channel, "!join game as white on board");
        black.say(channel, "!join game as black on board");
        EXPECT_TRUE(
            white.waitForText(BOT, "PRIVMSG", channel, black.nick() + " joins board as Black"));
    }
    // No "connection lost" in the bot's log: the server never dropped it.
    bool neverDisconnected() const {
        return bot->log().find("connection lost") == std::string::npos;
    }
};

} // namespace mudchess::irc::test
