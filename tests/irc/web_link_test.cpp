// The IRC bot with the spectators' web page (issue 51): each move is one line in the channel
// with the board's link, nothing private besides, and the page the link names follows the game
// played in the channel.
#include "fixture.hpp"

#include "../web/http_client.hpp"
#include "process.hpp"

#include <algorithm>

namespace mudchess::irc::test {
namespace {

using namespace std::chrono_literals;

class IrcWebLink : public BotFixture {};

TEST_F(IrcWebLink, EachMoveIsOneLineWithTheLinkAndThePageFollowsIt) {
    int port = mudchess::test::freePort();
    BotOptions options;
    options.extra = {"web = 127.0.0.1:" + std::to_string(port), "place-boards = on-request"};
    startBot(options);
    auto alice = player("alice"), bob = player("bob");
    alice->say("#chess", "!start new game on board");
    ASSERT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "New game"));
    alice->say("#chess", "!join game as white on board");
    ASSERT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "alice joins board"));
    bob->say("#chess", "!join game as black on board");
    ASSERT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "bob joins board"));
    ASSERT_TRUE(bob->syncWithBot(BOT));
    bob->forget();

    mudchess::test::LiveReader page(port, "/board/%23chess/board/events");
    ASSERT_TRUE(page.nextBoard(10s)) << "the board before the first move";
    alice->say("#chess", "!move e4 on board");
    std::string link = "http://127.0.0.1:" + std::to_string(port) + "/board/%23chess/board";
    auto line = bob->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays e4 on board.");
    ASSERT_TRUE(line);
    EXPECT_EQ(line->text(), "alice (White) plays e4 on board. Watch: " + link);
    std::optional<std::string> shown = page.nextBoard(10s);
    ASSERT_TRUE(shown) << "the page never followed the move";
    EXPECT_NE(shown->find("\"moves\":[\"e4\"]"), std::string::npos) << *shown;

    ASSERT_TRUE(bob->syncWithBot(BOT));
    const std::vector<Message>& heard = bob->received();
    EXPECT_EQ(std::count_if(heard.begin(), heard.end(),
                            [](const Message& m) {
                                // The sync's own CTCP PING answer aside.
                                return m.nick == BOT && m.target() == "bob" &&
                                       m.text().rfind("\x01PING", 0) != 0;
                            }),
              0)
        << "nothing private besides the channel's line";
}

} // namespace
} // namespace mudchess::irc::test
