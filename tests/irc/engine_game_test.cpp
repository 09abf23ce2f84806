// Whole games against external engines through the IRC bot on a real ngircd (issue 39):
// Stockfish in chess and Fairy-Stockfish in Knightmate, each to a result the channel hears. The
// player's script loses: fool's mate offered to Stockfish (mated at once if it answered 1.f3
// with a king's pawn move, else resigned), and in Knightmate two pawn moves, then resignation.
// The same games in the terminal: tests/match/engine_games_test.cpp.
#include "fixture.hpp"

#include <gtest/gtest.h>

namespace mudchess::irc::test {
namespace {

class IrcEngineGame : public BotFixture {};

// Engines think a second a move; the first invitation also waits for the engines to be learned.
constexpr std::chrono::seconds ENGINE_TIME{60};

TEST_F(IrcEngineGame, AGameAgainstStockfishIsPlayedToAResult) {
    startBot();
    auto alice = player("alice"), carol = player("carol");
    alice->say("#chess", "!start new game on board");
    ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "New game of standard chess"));
    alice->say("#chess", "!join game as white on board");
    alice->say("#chess", "!invite stockfish as black on board");
    ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "The engine stockfish takes Black",
                                   ENGINE_TIME));
    alice->say("#chess", "!move f3");
    ASSERT_TRUE(
        carol->waitForText(BOT, "PRIVMSG", "#chess", "stockfish (Black) plays ", ENGINE_TIME));
    alice->say("#chess", "!move g4");
    ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays g4"));
    ASSERT_TRUE(
        carol->waitForText(BOT, "PRIVMSG", "#chess", "stockfish (Black) plays ", ENGINE_TIME));
    // Everything the bot said about that move has arrived: mated, or resign.
    ASSERT_TRUE(carol->syncWithBot(BOT));
    bool mated = false;
    for (const Message& m : carol->received())
        if (m.nick == BOT && m.text().find("Black wins by checkmate (0–1)") != std::string::npos)
            mated = true;
    if (!mated) {
        alice->say("#chess", "!resign");
        EXPECT_TRUE(carol->waitForText(
            BOT, "PRIVMSG", "#chess", "alice (White) resigns on board: Black wins by resignation"));
    }
    alice->say("#chess", "!move e4");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "the game on board is over"))
        << "the game has ended";
    EXPECT_TRUE(neverDisconnected());
}

TEST_F(IrcEngineGame, AKnightmateGameAgainstFairyStockfishIsPlayedToAResult) {
    startBot();
    auto alice = player("alice"), carol = player("carol");
    alice->say("#chess", "!start new game of knightmate on board");
    ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "New game of Knightmate"));
    alice->say("#chess", "!join game as white on board");
    alice->say("#chess", "!invite fairy-stockfish level 5 as black on board");
    ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess",
                                   "The engine fairy-stockfish takes Black on board, playing at "
                                   "level 5",
                                   ENGINE_TIME));
    for (const char* move : {"a3", "h3"}) {
        alice->say("#chess", std::string("!move ") + move);
        ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess",
                                       std::string("alice (White) plays ") + move));
        ASSERT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "fairy-stockfish (Black) plays ",
                                       ENGINE_TIME));
    }
    alice->say("#chess", "!resign");
    EXPECT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess",
                                   "alice (White) resigns on board: Black wins by resignation"));
    EXPECT_TRUE(neverDisconnected());
}

} // namespace
} // namespace mudchess::irc::test
