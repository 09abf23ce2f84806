// The IRC bot with the spectators' web page (issue 51): each move is one line in the channel
// with the board's link, nothing private besides, and the page the link names follows the game
// played in the channel, in a real browser too (headless Chromium, tests/web/page_watcher.py).
#include "fixture.hpp"

#include "../web/http_client.hpp"
#include "child.hpp"
#include "process.hpp"

#include <algorithm>

namespace mudchess::irc::test {
namespace {

using namespace std::chrono_literals;

// The bot with its web page on a free port and boards on request (one line a move), and alice
// and bob seated at "board" in #chess.
class IrcWebLink : public BotFixture {
  protected:
    int port = mudchess::test::freePort();
    std::unique_ptr<Client> alice, bob;

    void seatBothWithThePageOn() {
        BotOptions options;
        options.extra = {"web = 127.0.0.1:" + std::to_string(port), "place-boards = on-request"};
        startBot(options);
        alice = player("alice");
        bob = player("bob");
        alice->say("#chess", "!start new game on board");
        ASSERT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "New game"));
        alice->say("#chess", "!join game as white on board");
        ASSERT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "alice joins board"));
        bob->say("#chess", "!join game as black on board");
        ASSERT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "bob joins board"));
    }
};

TEST_F(IrcWebLink, EachMoveIsOneLineWithTheLinkAndThePageFollowsIt) {
    ASSERT_NO_FATAL_FAILURE(seatBothWithThePageOn());
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

// Chromium has the board's page open; each move made in the channel shows on it by itself.
TEST_F(IrcWebLink, ABrowserFollowsTheChannelsGameMoveByMove) {
    ASSERT_NO_FATAL_FAILURE(seatBothWithThePageOn());

    std::string url = "http://127.0.0.1:" + std::to_string(port) + "/board/%23chess/board";
    mudchess::test::Child page(
        {MUDCHESS_PYTHON3, std::string(MUDCHESS_SOURCE_DIR) + "/tests/web/page_watcher.py", url},
        (dir.path() / "page_watcher.err").string());
    std::optional<std::string> ready = page.readLine(60s);
    ASSERT_TRUE(ready && ready->starts_with("ready ")) << (ready ? *ready : page.output());

    struct Step {
        Client* who;
        const char* move;
        const char* fenHolds;
    };
    for (const Step& step : {Step{alice.get(), "e4", "4P3"}, Step{bob.get(), "e5", "4p3/4P3"},
                             Step{alice.get(), "Nf3", "5N2"}}) {
        auto said = std::chrono::steady_clock::now();
        step.who->say("#chess", std::string("!move ") + step.move + " on board");
        ASSERT_TRUE(page.writeLine(std::string("wait ") + step.fenHolds));
        std::optional<std::string> seen = page.readLine(30s);
        ASSERT_TRUE(seen && seen->starts_with("seen ")) << step.move << ": " << seen.value_or("");
        auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now() - said)
                      .count();
        std::cout << step.move << " typed in the channel, on the page " << ms << " ms later\n";
    }
    page.closeInput();
    EXPECT_EQ(page.finish(30s), 0) << page.output();
}

} // namespace
} // namespace mudchess::irc::test
