// Issue 49, on a real ngircd: a clock charges thinking, not the bot's send queue nor its time cut
// off from the network, and a bystander cannot put players into a game at stake.
#include "fixture.hpp"

#include <regex>
#include <thread>

namespace mudchess::irc::test {
namespace {

using IrcFairPlay = BotFixture;

// The whole seconds in "1 minute 55 seconds" (or "9.8 seconds").
int secondsIn(const std::string& words) {
    std::smatch m;
    int total = 0;
    if (std::regex_search(words, m, std::regex(R"((\d+) minute)"))) total += 60 * std::stoi(m[1]);
    if (std::regex_search(words, m, std::regex(R"((\d+)(\.\d)? second)"))) total += std::stoi(m[1]);
    return total;
}

// The seconds left on each clock, from the answer to "clock on board": "Clocks on board
// (2+0): White (alice) has 1 minute 58 seconds and is to move; Black (bob) has 2 minutes."
std::pair<int, int> clocksOf(Client& who) {
    who.say("#chess", "!clock on board");
    std::optional<Message> m = who.waitFor(
        [](const Message& m) { return m.nick == BOT && m.text().starts_with("Clocks on board"); });
    EXPECT_TRUE(m) << "no clocks";
    if (!m) return {0, 0};
    std::string text = m->text();
    std::size_t black = text.find("; Black");
    EXPECT_NE(black, std::string::npos) << text;
    if (black == std::string::npos) return {0, 0};
    return {secondsIn(text.substr(0, black)), secondsIn(text.substr(black))};
}

// At the pace big networks demand (a burst of 5 lines, then one line every 2 s and 200 bytes a
// second), a move's news and its board take about 20 s to go out. Two players who answer the
// moment they are told it is their move lose almost nothing: their clocks start when that news
// has left the bot, not when the move was made. Before, 8 such half-moves cost White 88 s.
TEST_F(IrcFairPlay, InstantRepliesLoseLittleTimeAtTheDefaultPacing) {
    BotOptions defaults;
    defaults.extra = {};
    startBot(defaults);
    auto alice = player("alice"), bob = player("bob");
    seatBoth(*alice, *bob);
    alice->say("#chess", "!start new game with clock 2+0 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice asks to start a new game"));
    bob->say("#chess", "!start new game with clock 2+0 on board");
    ASSERT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess",
                                   "New game of standard chess on board with clock 2+0", 60s));
    const char* moves[] = {"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "d3", "d6"};
    for (std::size_t i = 0; i < std::size(moves); ++i) {
        Client& mover = i % 2 == 0 ? *alice : *bob;
        Client& next = i % 2 == 0 ? *bob : *alice;
        mover.say("#chess", std::string("!move ") + moves[i] + " on board");
        // The last line the move's news brings: answered the moment it arrives.
        ASSERT_TRUE(next.waitForText(BOT, "NOTICE", next.nick(), "It is your move on board", 90s))
            << moves[i];
    }
    auto [white, black] = clocksOf(*alice);
    // Each side's clock ran only between a notice arriving and the answer to it (and, for
    // White, while this question went out): a few seconds in all, not the 88 s of sending.
    EXPECT_GE(white, 115) << "White lost the bot's sending time";
    EXPECT_GE(black, 115) << "Black lost the bot's sending time";
}

// The network goes away for longer than White has left; the bot comes back, the channel hears
// the clocks stood still, and White's flag has not fallen.
TEST_F(IrcFairPlay, AnOutageOfTheServerStopsTheClocksAndThePlayersAreTold) {
    startBot();
    auto alice = player("alice"), bob = player("bob");
    seatBoth(*alice, *bob, "#chess", "start new game with clock 0:15+0 on board");
    alice->say("#chess", "!move e4 on board");
    ASSERT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays e4"));
    bob->say("#chess", "!move e5 on board");
    ASSERT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "It is your move on board"));
    // White's clock runs now; the server goes away for 20 s.
    server.stop();
    ASSERT_TRUE(bot->waitForLog("connection lost"));
    std::this_thread::sleep_for(20s);
    server.start();
    auto alice2 = std::make_unique<Client>(server.port(), "alice");
    alice2->join("#chess");
    ASSERT_TRUE(alice2->waitForText(BOT, "PRIVMSG", "#chess", "stood still meanwhile", 30s));
    auto [white, black] = clocksOf(*alice2);
    EXPECT_GE(white, 10) << "White's clock ran while the bot was cut off";
    EXPECT_EQ(black, 15);
    alice2->say("#chess", "!move Nf3 on board");
    EXPECT_TRUE(alice2->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays Nf3"));
}

// A bystander's rated game with a clock does not seat the players who sat there: they are stood
// up, and a game at stake starts only with players who sat down for it themselves.
TEST_F(IrcFairPlay, ABystanderCannotPutOthersIntoARatedGame) {
    startBot();
    auto alice = player("alice"), bob = player("bob"), carol = player("carol");
    seatBoth(*alice, *bob);
    alice->say("#chess", "!move e4 on board");
    ASSERT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays e4"));
    bob->say("#chess", "!resign on board");
    ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "White wins by resignation"));
    carol->say("#chess", "!start new rated game with clock 1+0 on board");
    EXPECT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "its seats are free"));
    alice->say("#chess", "!look at board");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "White nobody, Black nobody"));
    alice->say("#chess", "!move e4 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "you are not playing on board"));
}

} // namespace
} // namespace mudchess::irc::test
