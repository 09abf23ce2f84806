// A puzzle race in an IRC channel (issue 53): the channel sees the puzzle, a wrong answer is
// told to its player alone by notice, and the first right line wins before the whole channel.
#include "fixture.hpp"
#include "puzzle_import.hpp"

#include <algorithm>

namespace mudchess::irc::test {
namespace {

class IrcPuzzleRace : public BotFixture {};

TEST_F(IrcPuzzleRace, TheChannelSeesThePuzzleAndTheFirstRightLineWins) {
    // Legal's mate is the only chess puzzle kept, so the race's answer is known.
    std::filesystem::path db = dir.path() / "games.db";
    ASSERT_TRUE(mudchess::test::importPuzzles(MUDCHESS_BINARY,
                                              mudchess::test::legalsMateCsv(MUDCHESS_SOURCE_DIR),
                                              db, dir.path() / "import.log"));
    BotOptions options;
    options.extra.push_back("db = " + db.string());
    startBot(options);
    auto alice = player("alice"), bob = player("bob"), carol = player("carol");
    alice->say("#chess", "!puzzle race");
    ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "Puzzle race, Standard chess"));
    ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "FEN: r2qkbnr/"));
    bob->say("#chess", "!solve Nd5");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "you are out of this race"));
    carol->say("#chess", "!Bxf7+ Ke7 Nd5#");
    auto won = alice->waitForText(BOT, "PRIVMSG", "#chess", "carol wins the puzzle race");
    ASSERT_TRUE(won);
    EXPECT_NE(won->text().find("Bxf7+ Ke7 Nd5#"), std::string::npos) << won->text();
    ASSERT_TRUE(alice->syncWithBot(BOT));
    const std::vector<Message>& all = alice->received();
    EXPECT_TRUE(std::none_of(all.begin(), all.end(), [](const Message& m) {
        return m.text().find("out of this race") != std::string::npos;
    })) << "bob's miss is his alone";
}

} // namespace
} // namespace mudchess::irc::test
