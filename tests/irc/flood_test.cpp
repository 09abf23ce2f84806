// The bot under load and trouble: a burst of commands from many clients, the default pacing
// against ngircd's flood limits, and the server going away and coming back mid-game.
#include "fixture.hpp"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <thread>

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
            EXPECT_NE(answer->text().find("there is no " + object + " here"), std::string::npos)
                << "answer " << i << " to " << client.nick() << " out of order: " << answer->raw;
        }
    }
    EXPECT_TRUE(neverDisconnected());
}

// Twelve answers asked for at once: unpaced, the bot would write them in one go, past the three
// lines a second ngircd reads from a client before it throttles it. Paced by default, five go
// at once and the rest one every two seconds, so the last cannot arrive before about 12 s (the
// steady rate of 0.5 lines a second), and the bot is never disconnected.
TEST_F(IrcLoad, TheDefaultPacingNeverGetsTheBotDisconnected) {
    BotOptions defaults;
    defaults.extra = {"reconnect-min = 0.2"};
    startBot(defaults);
    auto alice = player("alice");
    constexpr int ANSWERS = 12;
    std::string burst;
    for (int i = 0; i < ANSWERS; ++i)
        burst += "PRIVMSG #chess :!look at t" + std::to_string(i) + "\r\n";
    Clock::time_point sent = Clock::now();
    alice->sendRaw(burst);
    for (int i = 0; i < ANSWERS; ++i)
        ASSERT_TRUE(alice->waitForText(BOT, "NOTICE", "alice",
                                       "there is no t" + std::to_string(i) + " here", 60s));
    double elapsed = std::chrono::duration<double>(Clock::now() - sent).count();
    // (12 - 5 - 1) lines at two seconds each, less a second for the allowance that refills
    // while the commands come in.
    EXPECT_GE(elapsed, 11.0) << "twelve answers in " << elapsed << " s: not paced";
    EXPECT_TRUE(neverDisconnected());
}

// docs/operators.md: after a lost connection the bot waits reconnect-min, twice as long after each
// failure, at most reconnect-max; a connection that works starts again from reconnect-min. Through
// the real bot against a server that is gone: the waits it announces, and the time between tries.
TEST_F(IrcLoad, ReconnectWaitsDoubleUpToTheMaximum) {
    BotOptions options;
    options.extra = {"lines-per-second = 4", "bytes-per-second = 1000", "reconnect-min = 0.25",
                     "reconnect-max = 1.5"};
    startBot(options);
    player("alice"); // the bot is in, once
    server.stop();
    const std::vector<std::string> waits = {"0.25", "0.5", "1", "1.5", "1.5"};
    // When each new try to connect shows in the log.
    std::vector<Clock::time_point> tries;
    for (Clock::time_point until = Clock::now() + 30s;
         tries.size() < waits.size() + 1 && Clock::now() < until;) {
        if (bot->countInLog("irc: connecting to") >= tries.size() + 2)
            tries.push_back(Clock::now());
        std::this_thread::sleep_for(10ms);
    }
    ASSERT_EQ(tries.size(), waits.size() + 1) << bot->log();
    std::string log = bot->log();
    std::vector<std::string> announced;
    for (std::size_t at = log.find("reconnecting in "); at != std::string::npos;
         at = log.find("reconnecting in ", at + 1)) {
        std::size_t from = at + std::string("reconnecting in ").size();
        announced.push_back(log.substr(from, log.find(" s", from) - from));
    }
    ASSERT_GE(announced.size(), waits.size()) << log;
    announced.resize(waits.size());
    EXPECT_EQ(announced, waits) << log;
    // The time between tries k and k+1 is the wait announced after try k failed.
    for (std::size_t k = 1; k + 1 < tries.size(); ++k) {
        double gap = std::chrono::duration<double>(tries[k] - tries[k - 1]).count();
        EXPECT_GE(gap, std::stod(waits[k]) - 0.05) << "between tries " << k << " and " << k + 1;
        EXPECT_LE(gap, std::stod(waits[k]) + 2.0) << "between tries " << k << " and " << k + 1;
    }
    // Back: the next loss waits reconnect-min again.
    server.start();
    ASSERT_TRUE(bot->waitForLog("connected as mudchess", 20s, 2));
    std::size_t before = bot->countInLog("reconnecting in ");
    server.stop();
    ASSERT_TRUE(bot->waitForLog("reconnecting in ", 20s, before + 1));
    log = bot->log();
    std::size_t at = 0;
    for (std::size_t n = 0; n <= before; ++n) at = log.find("reconnecting in ", at) + 1;
    EXPECT_EQ(log.substr(at - 1, std::string("reconnecting in 0.25 s").size()),
              "reconnecting in 0.25 s")
        << log;
    server.start();
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
    // Killed at once (SIGKILL): nothing runs at exit, so the move must have been saved before
    // anyone heard of it.
    bot->kill();
    EXPECT_TRUE(
        bob->waitFor([](const Message& m) { return m.command == "QUIT" && m.nick == BOT; }));
    startBot(options);
    EXPECT_TRUE(bob->waitForMember("#chess", BOT));
    bob->say("#chess", "!move e7 e5 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "bob (Black) plays e5"));
    if (HasFailure())
        for (const Message& m : bob->received()) std::cerr << "bob got: " << m.raw << "\n";
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
    // The second "connected" line: the first is from before the freeze.
    EXPECT_TRUE(bot->waitForLog("connected as mudchess", 20s, 2));
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
