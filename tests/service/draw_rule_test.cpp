// The automatic-draw house rule (`options board draws automatic|claimed on X`, seed 002): in
// every variant that has repetition and 50-move draws the game ends by itself with a typed
// game_ended; FIDE's claimed draws stay the default; the rule is the board's, kept by the store;
// it changes only between games and, while people sit there, only by them.
#include "outcome_reading.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace mudchess {
namespace {

using testing::eventsOf;

// Knights going out and back: the start position stands for the third time after eight plies.
constexpr const char* CHESS_SHUFFLE[] = {"move g1f3", "move g8f6", "move f3g1", "move f6g8",
                                         "move g1f3", "move g8f6", "move f3g1", "move f6g8"};
// Knightmate's royal knights (e1, e8) go out and back. Their first step costs both sides their
// castling, so the position after it (both out, no castling) stands for the third time at ply 10.
constexpr const char* KNIGHTMATE_SHUFFLE[] = {"move e1f3", "move e8f6", "move f3e1", "move f6e8",
                                              "move e1f3", "move e8f6", "move f3e1", "move f6e8",
                                              "move e1f3", "move e8f6"};
// Knights Chess: Black moves first.
constexpr const char* KNIGHTS_CHESS_SHUFFLE[] = {"move b8a6", "move b1a3", "move a6b8",
                                                 "move a3b1", "move b8a6", "move b1a3",
                                                 "move a6b8", "move a3b1"};

class DrawRuleTest : public ::testing::Test {
  protected:
    Service chess;

    Outcome say(const std::string& who, const std::string& line) {
        return chess.handle(who, "room", line);
    }
    void seatBoth(const std::string& variant = "chess") {
        ASSERT_TRUE(say("alice", "start new game of " + variant + " on board").ok);
        ASSERT_TRUE(say("alice", "join game as white on board").ok);
        ASSERT_TRUE(say("bob", "join game as black on board").ok);
    }
    // Plays `moves` in turn (the variant's first mover first); returns the last outcome.
    template <std::size_t N> Outcome play(const char* const (&moves)[N], bool blackFirst = false) {
        Outcome last;
        for (std::size_t i = 0; i < N; ++i) {
            bool white = (i % 2 == 0) != blackFirst;
            last = say(white ? "alice" : "bob", moves[i]);
            EXPECT_TRUE(last.ok) << moves[i] << ": " << testing::allText(last);
            if (i + 1 < N) {
                EXPECT_TRUE(eventsOf<GameEnded>(last).empty()) << moves[i];
            }
        }
        return last;
    }
};

TEST_F(DrawRuleTest, ClaimedIsTheDefaultAndTheThirdRepetitionWaitsForAClaim) {
    seatBoth();
    Outcome last = play(CHESS_SHUFFLE);
    EXPECT_TRUE(eventsOf<GameEnded>(last).empty());
    Outcome claim = say("alice", "claim draw on board");
    std::vector<GameEnded> ended = eventsOf<GameEnded>(claim);
    ASSERT_EQ(ended.size(), 1u);
    EXPECT_EQ(ended[0].termination, "threefold_repetition");
    EXPECT_FALSE(ended[0].automatic);
    std::string pgn = testing::allText(say("x", "show pgn on board"));
    EXPECT_EQ(pgn.find("DrawRule"), std::string::npos) << pgn;
}

TEST_F(DrawRuleTest, AutomaticDrawsAtTheThirdRepetitionInStandardChess) {
    seatBoth();
    Outcome set = say("alice", "options board draws automatic on board");
    ASSERT_TRUE(set.ok) << testing::allText(set);
    EXPECT_EQ(set.messages.at(0).to.kind, Recipient::Kind::PLACE); // everyone there hears of it
    std::vector<GameEnded> ended = eventsOf<GameEnded>(play(CHESS_SHUFFLE));
    ASSERT_EQ(ended.size(), 1u);
    EXPECT_EQ(ended[0].termination, "threefold_repetition");
    EXPECT_TRUE(ended[0].automatic);
    EXPECT_EQ(ended[0].result, "1/2-1/2");
    EXPECT_FALSE(ended[0].winner);
    EXPECT_EQ(testing::refusalCode(say("alice", "claim draw on board")), "game_over");
    std::string pgn = testing::allText(say("x", "show pgn on board"));
    EXPECT_NE(pgn.find("[DrawRule \"automatic\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Result \"1/2-1/2\"]"), std::string::npos) << pgn;
}

TEST_F(DrawRuleTest, AutomaticDrawsAtTheThirdRepetitionInKnightmate) {
    seatBoth("knightmate");
    ASSERT_TRUE(say("bob", "options board draws automatic on board").ok);
    std::vector<GameEnded> ended = eventsOf<GameEnded>(play(KNIGHTMATE_SHUFFLE));
    ASSERT_EQ(ended.size(), 1u);
    EXPECT_EQ(ended[0].termination, "threefold_repetition");
    EXPECT_TRUE(ended[0].automatic);
    EXPECT_EQ(ended[0].board.variant, "knightmate");
}

// The halfmove clock at 99 plies: one quiet move completes fifty moves.
TEST_F(DrawRuleTest, AutomaticDrawsAtTheFiftiethMoveInBothVariantsWithDraws) {
    struct Case {
        const char* variant;
        const char* fen;
        const char* quietMove;
    };
    const Case cases[] = {
        {"chess", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "move a1a2"},
        {"knightmate", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "move a1a2"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.variant);
        Service fresh;
        auto run = [&](const std::string& who, const std::string& line) {
            return fresh.handle(who, "room", line);
        };
        ASSERT_TRUE(run("alice", std::string("start new game of ") + c.variant + " on board").ok);
        ASSERT_TRUE(run("alice", "join game as white on board").ok);
        ASSERT_TRUE(run("bob", "join game as black on board").ok);
        ASSERT_TRUE(run("alice", "options board draws automatic on board").ok);
        Outcome loaded = run("alice", std::string("load fen ") + c.fen + " on board");
        ASSERT_TRUE(loaded.ok) << testing::allText(loaded);
        Outcome last = run("alice", c.quietMove);
        ASSERT_TRUE(last.ok) << testing::allText(last);
        std::vector<GameEnded> ended = eventsOf<GameEnded>(last);
        ASSERT_EQ(ended.size(), 1u);
        EXPECT_EQ(ended[0].termination, "fifty_moves");
        EXPECT_TRUE(ended[0].automatic);
        EXPECT_EQ(ended[0].result, "1/2-1/2");
    }
}

TEST_F(DrawRuleTest, TheFiftiethMoveUnderTheClaimedRuleLeavesTheGameGoing) {
    seatBoth();
    ASSERT_TRUE(say("alice", "load fen 4k3/8/8/8/8/8/8/R3K3 w - - 99 80 on board").ok);
    Outcome last = say("alice", "move a1a2");
    ASSERT_TRUE(last.ok) << testing::allText(last);
    EXPECT_TRUE(eventsOf<GameEnded>(last).empty());
    GameEnded ended = eventsOf<GameEnded>(say("bob", "claim draw on board")).at(0);
    EXPECT_EQ(ended.termination, "fifty_moves");
    EXPECT_FALSE(ended.automatic);
}

// Knights Chess has no repetition draws (a fact of its variant table): the setting is taken,
// and said to have no effect, and a threefold repetition goes on.
TEST_F(DrawRuleTest, KnightsChessTakesTheSettingButItChangesNothing) {
    seatBoth("knights chess");
    Outcome set = say("alice", "options board draws automatic on board");
    ASSERT_TRUE(set.ok) << testing::allText(set);
    EXPECT_NE(testing::allText(set).find("has no effect"), std::string::npos)
        << testing::allText(set);
    EXPECT_NE(testing::allText(say("x", "look at board"))
                  .find("draws automatic (no effect in Knights Chess)"),
              std::string::npos);
    EXPECT_NE(testing::allText(say("x", "describe board")).find("has no effect"),
              std::string::npos);
    Outcome last = play(KNIGHTS_CHESS_SHUFFLE, true);
    EXPECT_TRUE(eventsOf<GameEnded>(last).empty());
    EXPECT_EQ(testing::refusalCode(say("alice", "claim draw on board")), "no_draws");
}

TEST_F(DrawRuleTest, LookShowsAnAutomaticRuleAndDescribeAlwaysSaysTheRule) {
    seatBoth();
    EXPECT_EQ(testing::allText(say("x", "look at board")).find("draws"), std::string::npos);
    EXPECT_NE(testing::allText(say("x", "describe board")).find("Draws on board are claimed"),
              std::string::npos);
    ASSERT_TRUE(say("alice", "options board draws automatic").ok);
    EXPECT_NE(testing::allText(say("x", "look at board")).find("; draws automatic"),
              std::string::npos);
    EXPECT_NE(testing::allText(say("x", "describe board")).find("Draws on board are automatic"),
              std::string::npos);
    EXPECT_NE(testing::allText(say("x", "options board draws on board")).find("automatic"),
              std::string::npos);
}

TEST_F(DrawRuleTest, TheRuleChangesOnlyBetweenGamesAndOnlyByThePlayersSeated) {
    seatBoth();
    Outcome stranger = say("carol", "options board draws automatic on board");
    EXPECT_EQ(testing::refusalCode(stranger), "not_playing");
    ASSERT_TRUE(say("alice", "move e2e4").ok);
    Outcome during = say("alice", "options board draws automatic on board");
    EXPECT_EQ(testing::refusalCode(during), "game_under_way");
    // Nothing changed: the game still waits for a claim.
    EXPECT_EQ(testing::allText(say("x", "look at board")).find("draws"), std::string::npos);
    ASSERT_TRUE(say("bob", "resign on board").ok);
    Outcome after = say("bob", "options board draws automatic on board");
    ASSERT_TRUE(after.ok) << testing::allText(after);
    EXPECT_NE(testing::allText(after).find("from the next game on"), std::string::npos)
        << testing::allText(after);
    // The finished game keeps the rule it was played under; the next one takes the new one.
    EXPECT_EQ(testing::allText(say("x", "show pgn on board")).find("DrawRule"), std::string::npos);
    ASSERT_TRUE(say("alice", "start new game on board").ok);
    ASSERT_TRUE(say("bob", "start new game on board").ok);
    std::vector<GameEnded> ended = eventsOf<GameEnded>(play(CHESS_SHUFFLE));
    ASSERT_EQ(ended.size(), 1u);
    EXPECT_TRUE(ended[0].automatic);
    // Nobody seated: anyone there may choose.
    ASSERT_TRUE(say("alice", "leave board").ok);
    ASSERT_TRUE(say("bob", "leave board").ok);
    EXPECT_TRUE(say("carol", "options board draws claimed on board").ok);
}

TEST_F(DrawRuleTest, ATypedActionSetsTheRuleAndRefusesAnyOtherWord) {
    seatBoth();
    Outcome bad = chess.act("alice", "room", {action::SetDrawRule{"board", "sometimes"}});
    EXPECT_EQ(testing::refusalCode(bad), "bad_draw_rule");
    Outcome good = chess.act("alice", "room", {action::SetDrawRule{"board", "Automatic"}});
    ASSERT_TRUE(good.ok) << testing::allText(good);
    EXPECT_TRUE(eventsOf<GameEnded>(play(CHESS_SHUFFLE)).at(0).automatic);
}

TEST(DrawRuleSettings, TheOperatorsDefaultMakesBoardsAutomaticAndAWrongWordStopsTheService) {
    ServiceSettings settings;
    settings.draws = "automatic";
    Service chess(settings);
    auto say = [&](const std::string& who, const std::string& line) {
        return chess.handle(who, "room", line);
    };
    ASSERT_TRUE(say("alice", "start new game on board").ok);
    ASSERT_TRUE(say("alice", "join game as white on board").ok);
    ASSERT_TRUE(say("bob", "join game as black on board").ok);
    Outcome last;
    for (std::size_t i = 0; i < std::size(CHESS_SHUFFLE); ++i)
        last = say(i % 2 ? "bob" : "alice", CHESS_SHUFFLE[i]);
    ASSERT_EQ(eventsOf<GameEnded>(last).size(), 1u);
    EXPECT_TRUE(eventsOf<GameEnded>(last)[0].automatic);
    // The board follows the default, and says so.
    EXPECT_NE(testing::allText(say("x", "describe board"))
                  .find("automatic (a house rule, the server's default)"),
              std::string::npos);

    settings.draws = "sometimes";
    EXPECT_THROW(Service{settings}, ServiceError);
}

// The board's rule and each game's own are kept: after a restart the board is still automatic,
// a game drawn automatically reads back so, and the next repetition ends by itself.
TEST(DrawRuleStore, TheRuleSurvivesARestart) {
    test::TempDir dir;
    std::string file = dir.file("draw_rule_store_test.db");
    ServiceSettings settings;
    settings.store = "sqlite:" + file;
    auto sayIn = [](Service& s, const std::string& who, const std::string& line) {
        return s.handle(who, "room", line);
    };
    {
        Service chess(settings);
        ASSERT_TRUE(sayIn(chess, "alice", "start new game on board").ok);
        ASSERT_TRUE(sayIn(chess, "alice", "join game as white on board").ok);
        ASSERT_TRUE(sayIn(chess, "bob", "join game as black on board").ok);
        ASSERT_TRUE(sayIn(chess, "alice", "options board draws automatic on board").ok);
        for (std::size_t i = 0; i < std::size(CHESS_SHUFFLE); ++i)
            sayIn(chess, i % 2 ? "bob" : "alice", CHESS_SHUFFLE[i]);
    }
    {
        Service again(settings);
        EXPECT_TRUE(again.warnings().empty());
        std::string look = testing::allText(sayIn(again, "x", "look at board"));
        EXPECT_NE(look.find("under the automatic draw rule"), std::string::npos) << look;
        EXPECT_NE(testing::allText(sayIn(again, "x", "show pgn on board"))
                      .find("[DrawRule \"automatic\"]"),
                  std::string::npos);
        ASSERT_TRUE(sayIn(again, "alice", "start new game on board").ok);
        ASSERT_TRUE(sayIn(again, "bob", "start new game on board").ok);
        // Four plies into the next game, then a restart in the middle of it.
        for (std::size_t i = 0; i < 4; ++i) sayIn(again, i % 2 ? "bob" : "alice", CHESS_SHUFFLE[i]);
    }
    Service third(settings);
    Outcome last;
    for (std::size_t i = 4; i < std::size(CHESS_SHUFFLE); ++i)
        last = sayIn(third, i % 2 ? "bob" : "alice", CHESS_SHUFFLE[i]);
    ASSERT_EQ(eventsOf<GameEnded>(last).size(), 1u);
    EXPECT_TRUE(eventsOf<GameEnded>(last)[0].automatic);
    EXPECT_NE(testing::allText(sayIn(third, "x", "describe board")).find("chosen on this board)"),
              std::string::npos);
}

} // namespace
} // namespace mudchess
