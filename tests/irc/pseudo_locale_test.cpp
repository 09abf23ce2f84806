// The IRC bot speaks only through the words layer: under the pseudo locale every line it says to
// a channel or a player is wrapped, its own paging and pacing lines included. A conversation of
// a game with refusals, help pages, "more", a private command and a bystander is collected as
// the players heard it and checked by tests/layers/pseudo_locale.py, the transcripts' checker.
#include "fixture.hpp"

#include <cstdlib>
#include <fstream>
#include <map>

namespace mudchess::irc::test {
namespace {

class PseudoLocale : public BotFixture {};

TEST_F(PseudoLocale, EverythingTheBotSaysComesFromTheWordsLayer) {
    BotOptions options;
    options.extra.push_back("locale = pseudo");
    startBot(options);
    auto alice = player("alice"), bob = player("bob"), carol = player("carol");
    for (const char* line :
         {"!start new game on board", "!join game as white on board", "!move e2 e4 on board",
          "!help commands", "!more", "!more", "!offer draw on board", "!bogus words", "!games"})
        alice->say("#chess", line);
    for (const char* line : {"!join game as black on board", "!move e7 e4 on board",
                             "!move e7 to e5 on board", "!decline draw on board"})
        bob->say("#chess", line);
    carol->say("#chess", "!resign from game on board");
    carol->say(BOT, "look at board in #chess");
    carol->say(BOT, "start new game on board in #elsewhere");
    bob->say(BOT, "resign from game on board in #chess");
    for (Client* c : {alice.get(), bob.get(), carol.get()}) ASSERT_TRUE(c->syncWithBot(BOT));

    // What each heard from the bot, each channel and each private line in its own order (a long
    // line cut in two arrives as two lines one after the other).
    std::map<std::string, std::string> heard;
    std::size_t lines = 0;
    for (Client* c : {alice.get(), bob.get(), carol.get()})
        for (const Message& m : c->received())
            if (m.nick == BOT && (m.command == "PRIVMSG" || m.command == "NOTICE") &&
                m.text().find('\x01') == std::string::npos) { // not the CTCP of syncWithBot
                heard[c->nick() + " " + m.target()] += m.text() + "\n";
                ++lines;
            }
    ASSERT_GT(lines, 40u) << "the conversation was cut short";
    std::string all;
    for (const auto& [who, text] : heard) all += text;
    EXPECT_NE(all.find("\u27e6"), std::string::npos) << "the bot did not speak the pseudo locale";
    std::filesystem::path file = dir.path() / "heard.txt";
    std::ofstream(file) << all;
    std::string check = std::string(MUDCHESS_PYTHON3) + " " + MUDCHESS_SOURCE_DIR +
                        "/tests/layers/pseudo_locale.py lines " + file.string() +
                        " alice bob carol mudchess chess elsewhere > " +
                        (dir.path() / "check.txt").string() + " 2>&1";
    EXPECT_EQ(std::system(check.c_str()), 0) << readFile(dir.path() / "check.txt");
}

} // namespace
} // namespace mudchess::irc::test
