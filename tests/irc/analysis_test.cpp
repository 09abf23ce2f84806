// The analysis after a game in an IRC channel (issue 52): the channel hears a summary of at most
// six lines when it is done, the whole list goes to the one who asks, by notice, and nobody can
// ask while the game is played.
#include "fixture.hpp"

#include <algorithm>

namespace mudchess::irc::test {
namespace {

class IrcAnalysis : public BotFixture {};

TEST_F(IrcAnalysis, TheChannelHearsASummaryOfSixLinesAtMostAndTheAskerEveryMove) {
    BotOptions options;
    // Boards only on request, so the test waits on the analysis, not on the boards' lines; our
    // own engine at a few nodes a position; the analysis thread runs at nice 19, so beside the
    // other IRC lanes in the sanitizer build it waits its turn: the summary is waited for long.
    options.extra.insert(options.extra.end(), {"place-boards = on-request", "analysis-nodes = 5000",
                                               "engine-processes = 0"});
    startBot(options);
    auto alice = player("alice"), bob = player("bob"), carol = player("carol");
    seatBoth(*alice, *bob);
    alice->say("#chess", "!e4");
    ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays e4"));
    carol->say("#chess", "!analyse game on board");
    EXPECT_TRUE(carol->waitForText(BOT, "NOTICE", "carol", "still being played"));
    int ply = 1;
    for (const char* san : {"e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"}) {
        (ply++ % 2 ? bob : alice)->say("#chess", std::string("!") + san);
        ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", std::string("plays ") + san))
            << san;
    }
    ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "White wins by checkmate", 60s));
    ASSERT_TRUE(carol->syncWithBot(BOT));

    std::size_t before = carol->received().size();
    carol->say("#chess", "!analyse game on board");
    EXPECT_TRUE(carol->waitForText(BOT, "NOTICE", "carol", "Analysing the game on board"));
    auto last = carol->waitForText(BOT, "PRIVMSG", "#chess", "3...Nf6?? ", 180s);
    ASSERT_TRUE(last);
    EXPECT_NE(last->text().find("walks into mate in 1: 4.Qxf7#"), std::string::npos)
        << last->text();
    ASSERT_TRUE(carol->syncWithBot(BOT));
    const std::vector<Message>& all = carol->received();
    long toChannel = std::count_if(all.begin() + long(before), all.end(), [](const Message& m) {
        return m.nick == BOT && m.command == "PRIVMSG" && m.target() == "#chess";
    });
    EXPECT_GE(toChannel, 4) << "the heading, a line a side and the blunder";
    EXPECT_LE(toChannel, 6);

    carol->say("#chess", "!show analysis on board");
    EXPECT_TRUE(carol->waitForText(BOT, "NOTICE", "carol", "3. Qh5", 30s));
}

} // namespace
} // namespace mudchess::irc::test
