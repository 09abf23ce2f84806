// The bot under load and trouble: a burst of commands from many clients, the default pacing
// against ngircd's flood limits, and the server going away and coming back mid-game.
#include "fixture.hpp"

#include <gtest/gtest.h>

#include <map>
#include <memory>

namespace mudchess::irc::test {
namespace {

class IrcLoad : public BotFixture {};

// Every client's commands are answered, each answer naming the object the command asked about,
// in the order they were typed.
TEST_F(IrcLoad, ABurstOf200CommandsFromFiveClientsIsAnsweredInOrder) {
    startBot();
    constexpr int CLIENTS = 5, EACH = 40;
    std::vector<std::unique_ptr<Client>> clients;
    for (int c = 0; c < CLIENTS; ++c) clients.push_back(player("user" + std::to_string(c)));
    // All at once: each client's 40 lines leave in one write.
    for (int c = 0; c < CLIENTS; ++c) {
        std::string burst;
        for (int i = 0; i < EACH; ++i)
            burst += "PRIVMSG #chess :!show fen on t" + std::to_string(i) + "\r\n";
        clients[c]->sendRaw(burst);
    }
    for (int c = 0; c < CLIENTS; ++c) {
        Client& client = *clients[c];
        for (int i = 0; i < EACH; ++i) {
            std::string object = "t" + std::to_string(i);
            auto answer = client.waitFor(
                [&](const Message& m) {
                    return m.nick == BOT && m.command == "NOTICE" && m.target() == client.nick();
                },
                120s);
            ASSERT_TRUE(answer) << client.nick() << " got no answer to command " << i;
            EXPECT_NE(answer->text().find("no game on " + object + " here"), std::string::npos)
                << "answer " << i << " to " << client.nick() << " out of order: " << answer->raw;
        }
    }
    EXPECT_TRUE(neverDisconnected());
}

TEST_F(IrcLoad, TheDefaultPacingNeverGetsTheBotDisconnected) {
    BotOptions defaults;
    defaults.extra = {"reconnect-min = 0.2"};
    startBot(defaults);
    auto alice = player("alice");
    // Twice the default burst of lines, sent at once: the first five answers go at once, the
    // rest one every two seconds.
    std::string burst;
    for (int i = 0; i < 10; ++i) burst += "PRIVMSG #chess :!look at t" + std::to_string(i) + "\r\n";
    alice->sendRaw(burst);
    for (int i = 0; i < 10; ++i)
        EXPECT_TRUE(
            alice->waitForText(BOT, "NOTICE", "alice", "no game on t" + std::to_string(i), 60s));
    EXPECT_TRUE(neverDisconnected());
}

TEST_F(IrcLoad, TheGameGoesOnAfterTheServerRestarts) {
    startBot();
    {
        auto alice = player("alice"), bob = player("bob");
        seatBoth(*alice, *bob);
        alice->say("#chess", "!move e2 e4 on board");
        EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays e4"));
        bob->say("#chess", "!move e7 e5 on board");
        EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "bob (Black) plays e5"));
        server.stop();
    }
    server.start();
    auto alice = player("alice"), bob = player("bob"); // waits for the bot to rejoin
    alice->say("#chess", "!move g1 f3 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays Nf3"));
    bob->say("#chess", "!show fen on board");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob",
                                 "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq"));
    EXPECT_NE(bot->log().find("reconnecting"), std::string::npos);
}

TEST_F(IrcLoad, WithADatabaseTheGameOutlivesTheBot) {
    BotOptions options;
    options.extra.push_back("database = " + (dir.path() / "games.db").string());
    startBot(options);
    auto alice = player("alice"), bob = player("bob");
    seatBoth(*alice, *bob);
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays e4"));
    bot.reset(); // stopped; the move was saved before anyone heard of it
    EXPECT_TRUE(
        bob->waitFor([](const Message& m) { return m.command == "QUIT" && m.nick == BOT; }));
    startBot(options);
    EXPECT_TRUE(bob->waitForMember("#chess", BOT));
    bob->say("#chess", "!move e7 e5 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "bob (Black) plays e5"));
}

TEST_F(IrcLoad, ASilentServerIsNoticedAndTheBotComesBack) {
    BotOptions options;
    options.extra.push_back("ping-timeout = 1");
    startBot(options);
    auto alice = player("alice");
    // No FIN, no RST: the server simply stops answering.
    server.freeze();
    EXPECT_TRUE(bot->waitForLog("no word from the server"));
    server.resume();
    EXPECT_TRUE(bot->waitForLog("connected as mudchess", 20s));
    auto bob = player("bob"); // waits for the bot to be back in the channel
    bob->say("#chess", "!games");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "no games here yet"));
}

TEST_F(IrcLoad, OnePlayerCannotQueueBoardsWithoutEnd) {
    startBot();
    auto alice = player("alice");
    std::string burst = "PRIVMSG #chess :!start new game on board\r\n";
    for (int i = 0; i < 10; ++i) burst += "PRIVMSG #chess :!look at board\r\n";
    alice->sendRaw(burst);
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "you are ahead of me", 120s));
    // Once the backlog is out, alice is heard again.
    bool heard = false;
    for (Clock::time_point until = Clock::now() + 120s; !heard && Clock::now() < until;) {
        alice->say("#chess", "!games");
        heard = bool(alice->waitForText(BOT, "NOTICE", "alice", "board: Standard chess", 5s));
    }
    EXPECT_TRUE(heard);
    std::size_t boards = 0;
    for (const Message& m : alice->received())
        if (m.nick == BOT && m.command == "NOTICE" &&
            m.text().find("board: Standard chess, White") == 0)
            ++boards;
    EXPECT_LT(boards, 10u) << "ten boards were asked for; some must have been left unread";
    EXPECT_TRUE(neverDisconnected());
}

} // namespace
} // namespace mudchess::irc::test
