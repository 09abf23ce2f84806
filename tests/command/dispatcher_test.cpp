// The command language end to end below the front ends: sentences in, replies out, and the
// game on the right object changed (or, for every mistake, left exactly as it was).
#include "command/dispatcher.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace mudchess {
namespace {

class DispatcherTest : public ::testing::Test {
  protected:
    World world;
    Dispatcher dispatcher{world};

    Replies say(const std::string& who, const std::string& line,
                const std::string& place = "room") {
        return dispatcher.handle(who, place, line).replies;
    }
    // All reply texts joined, for "the user sees X somewhere" checks.
    std::string text(const std::string& who, const std::string& line,
                     const std::string& place = "room") {
        std::string all;
        for (const Reply& r : say(who, line, place)) all += r.text + "\n";
        return all;
    }
    std::string fen(const std::string& object = "board", const std::string& place = "room") {
        return text("anyone", "show fen on " + object, place);
    }
    void playMoves(std::initializer_list<std::pair<const char*, const char*>> moves) {
        for (auto [who, line] : moves) say(who, line);
    }
    void seatBoth(const std::string& object = "board") {
        say("alice", "join game as white on " + object);
        say("bob", "join game as black on " + object);
    }
};

TEST_F(DispatcherTest, TheFiveSeedFormsPlayAGame) {
    EXPECT_NE(text("alice", "join game as white on board").find("alice joins board as White"),
              std::string::npos);
    say("bob", "join game as black on board");
    EXPECT_NE(text("alice", "start new game on board").find("New game of standard chess on board"),
              std::string::npos);
    EXPECT_NE(text("alice", "move a2 to a4 on board").find("plays a4"), std::string::npos);
    playMoves({{"bob", "move h7 to h6 on board"},
               {"alice", "move a4 to a5 on board"},
               {"bob", "move h6 to h5 on board"},
               {"alice", "move a5 to a6 on board"},
               {"bob", "move h5 to h4 on board"},
               {"alice", "move a6 to b7 on board"},
               {"bob", "move h4 to h3 on board"}});
    EXPECT_NE(text("alice", "move b7 to a8 and swap to knight on board").find("plays bxa8=N"),
              std::string::npos);
    EXPECT_NE(text("bob", "resign from game on board").find("White wins by resignation (1–0)"),
              std::string::npos);
}

TEST_F(DispatcherTest, PromotionWithoutAPieceNamedBecomesAQueen) {
    seatBoth();
    playMoves({{"alice", "move h2h4"},
               {"bob", "move g7g5"},
               {"alice", "move h4g5"},
               {"bob", "move h7h6"},
               {"alice", "move g5h6"},
               {"bob", "move a7a6"},
               {"alice", "move h6h7"},
               {"bob", "move a6a5"}});
    EXPECT_NE(text("alice", "move h7 to g8 on board").find("plays hxg8=Q"), std::string::npos)
        << fen();
}

TEST_F(DispatcherTest, OnlyTheSeatedPlayerMovesTheirColour) {
    say("alice", "start new game on board");
    seatBoth();
    std::string before = fen();
    EXPECT_NE(
        text("bob", "move e7e5").find("it is not your turn on board: White (alice) is to move"),
        std::string::npos);
    EXPECT_NE(text("carol", "move e2e4").find("you are not playing on board"), std::string::npos);
    EXPECT_EQ(fen(), before);
}

TEST_F(DispatcherTest, ATakenSeatNamesItsHolderAndTheFreeOne) {
    say("alice", "join game as white on board");
    EXPECT_NE(text("bob", "join game as white on board")
                  .find("White on board is taken by alice; Black is free: join game as black on "
                        "board"),
              std::string::npos);
}

TEST_F(DispatcherTest, OnePersonMayHoldBothSeats) {
    say("alice", "join game as white on board");
    say("alice", "join game as black on board");
    say("alice", "move e2e4");
    say("alice", "move e7e5");
    EXPECT_NE(fen().find("4p3/4P3"), std::string::npos);
}

TEST_F(DispatcherTest, EachObjectHoldsItsOwnGameAndPlacesAreSeparate) {
    say("alice", "start new game of knightmate on the oak table");
    say("alice", "start new game on board 2");
    say("alice", "start new game of knights chess on board", "other room");
    EXPECT_NE(fen("oak table").find("rmbqkbmr"), std::string::npos);
    EXPECT_NE(fen("board 2").find("rnbqkbnr"), std::string::npos);
    EXPECT_NE(fen("board", "other room").find("nnnqqnnn"), std::string::npos);
    EXPECT_NE(text("alice", "show fen on board").find("there is no game on board here"),
              std::string::npos);
}

TEST_F(DispatcherTest, LeavingOutTheObjectUsesTheSpeakersOnlyGame) {
    say("alice", "start new game on board");
    say("alice", "start new game on table");
    EXPECT_NE(text("carol", "show fen").find("which game? add \"on board\" or \"on table\""),
              std::string::npos);
    say("alice", "join game as white on table");
    say("bob", "join game as black on table");
    say("alice", "move e2e4");
    EXPECT_NE(fen("table").find("4P3"), std::string::npos);
    EXPECT_EQ(fen("board").find("4P3"), std::string::npos);
}

TEST_F(DispatcherTest, StartingOverAGameInProgressNeedsBothPlayers) {
    seatBoth();
    say("alice", "move e2e4");
    EXPECT_NE(text("carol", "start new game on board").find("only its players"), std::string::npos);
    EXPECT_NE(text("alice", "start new game on board")
                  .find("bob, type \"start new game on "
                        "board\" to agree"),
              std::string::npos);
    EXPECT_NE(fen().find("4P3"), std::string::npos); // nothing changed yet
    EXPECT_NE(text("bob", "start new game on board").find("New game of standard chess"),
              std::string::npos);
    EXPECT_NE(fen().find("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq"), std::string::npos);
    EXPECT_NE(text("alice", "games").find("White alice, Black bob"), std::string::npos);
}

TEST_F(DispatcherTest, AskingForAnotherVariantIsANewRequestNotAnAgreement) {
    seatBoth();
    say("alice", "move e2e4");
    say("alice", "start new game on board");
    EXPECT_NE(text("bob", "start new game of knightmate on board")
                  .find("alice, type \"start new game of knightmate on board\" to agree"),
              std::string::npos);
    EXPECT_NE(fen().find("4P3"), std::string::npos); // still the game in progress
    say("alice", "start new game of knightmate on board");
    EXPECT_NE(fen().find("rmbqkbmr"), std::string::npos);
}

TEST_F(DispatcherTest, LeaveGivesUpASeatOnlyBeforeTheGameStarts) {
    seatBoth();
    EXPECT_NE(text("bob", "leave game on board").find("bob leaves board"), std::string::npos);
    say("bob", "join game as black on board");
    say("alice", "move d2d4");
    EXPECT_NE(text("bob", "leave game on board").find("resign from game on board"),
              std::string::npos);
}

TEST_F(DispatcherTest, ResignWorksForEitherPlayerAtAnyTime) {
    seatBoth();
    say("alice", "move e2e4");
    EXPECT_NE(text("alice", "resign").find("Black wins by resignation (0–1)"), std::string::npos);
    EXPECT_NE(text("bob", "move e7e5").find("the game on board is over"), std::string::npos);
}

TEST_F(DispatcherTest, IllegalMovesSayWhyAndChangeNothing) {
    seatBoth();
    std::string before = fen();
    EXPECT_NE(text("alice", "move e2 to e5").find("cannot"), std::string::npos);
    EXPECT_NE(text("alice", "move e9 to e4").find("\"e9\" is not a square"), std::string::npos);
    EXPECT_NE(text("alice", "mvoe e2 e4").find("did you mean \"move\""), std::string::npos);
    EXPECT_EQ(fen(), before);
}

TEST_F(DispatcherTest, KnightsChessBlackMovesFirstAndHasNoDraws) {
    say("alice", "start new game of knights chess on board");
    seatBoth();
    EXPECT_NE(text("bob", "move d5 to d6").find("plays Kd6"), std::string::npos);
    EXPECT_NE(text("alice", "offer draw").find("Knights Chess has no draws"), std::string::npos);
}

TEST_F(DispatcherTest, DrawOffersAndClaims) {
    seatBoth();
    say("alice", "offer draw");
    EXPECT_NE(text("alice", "accept draw").find("the draw offer on board is your own"),
              std::string::npos);
    say("bob", "decline draw");
    for (int i = 0; i < 2; ++i)
        playMoves({{"alice", "move Nf3"},
                   {"bob", "move Nf6"},
                   {"alice", "move Ng1"},
                   {"bob", "move Ng8"}});
    EXPECT_NE(text("bob", "claim draw").find("only the player to move"), std::string::npos);
    EXPECT_NE(text("alice", "claim draw on board").find("drawn by threefold repetition"),
              std::string::npos);
}

TEST_F(DispatcherTest, ShowCommandsDescribeTheGame) {
    seatBoth();
    say("alice", "move e2e4");
    EXPECT_EQ(fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n");
    EXPECT_NE(text("bob", "show moves on board").find("1. e4"), std::string::npos);
    std::string board = text("bob", "look at board");
    EXPECT_NE(board.find("Black to move"), std::string::npos);
    EXPECT_LT(board.find("1 |"), board.find("8 |")); // Black sees their side at the bottom
    EXPECT_NE(text("bob", "show legal moves from g8 on board").find("Nf6 Nh6"), std::string::npos);
}

TEST_F(DispatcherTest, PgnShowsTheGameWithSeatsAndLoadsOntoABoard) {
    seatBoth();
    playMoves({{"alice", "move f2f3"},
               {"bob", "move e7e5"},
               {"alice", "move g2g4"},
               {"bob", "move Qh4"}});
    std::string pgn = text("carol", "show pgn on board");
    EXPECT_NE(pgn.find("[White \"alice\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Termination \"checkmate\"]"), std::string::npos);
    EXPECT_NE(pgn.find("1. f3 e5 2. g4 Qh4# 0-1"), std::string::npos);

    std::string oneLine = pgn;
    std::replace(oneLine.begin(), oneLine.end(), '\n', ' ');
    EXPECT_NE(
        text("carol", "load pgn " + oneLine + " on table")
            .find("carol loads a game of standard chess on table: 2 moves played; Black wins"),
        std::string::npos);
    EXPECT_EQ(fen("table"), fen("board"));
    EXPECT_NE(text("carol", "load pgn 1. e4 Ke9 * on table").find("\"e9\" is not a square"),
              std::string::npos);
    EXPECT_EQ(fen("table"), fen("board"));
}

TEST_F(DispatcherTest, LoadingOverAGameInProgressIsRefused) {
    seatBoth();
    say("alice", "move e2e4");
    std::string before = fen();
    EXPECT_NE(text("carol", "load pgn 1. d4 * on board").find("a game is under way on board"),
              std::string::npos);
    EXPECT_EQ(fen(), before);
}

TEST_F(DispatcherTest, TheNextPlayerHearsItIsTheirMoveAndOfCheck) {
    seatBoth();
    playMoves({{"alice", "move e2e4"}, {"bob", "move f7f6"}});
    Replies replies = say("alice", "move Qh5");
    ASSERT_FALSE(replies.empty());
    EXPECT_EQ(replies.back().audience, Audience::PLAYER);
    EXPECT_EQ(replies.back().player, "bob");
    EXPECT_EQ(replies.back().text, "It is your move on board (Black); you are in check.");
}

TEST_F(DispatcherTest, ADrawOfferReachesTheOpponentAndLapsesWhenTheyMove) {
    seatBoth();
    Replies offer = say("alice", "offer draw");
    ASSERT_EQ(offer.size(), 2u);
    EXPECT_EQ(offer[1].player, "bob");
    EXPECT_NE(offer[1].text.find("\"accept draw\" or \"decline draw\""), std::string::npos);
    say("alice", "move e2e4");
    EXPECT_NE(text("bob", "move e7e5").find("White (alice)'s draw offer on board lapses."),
              std::string::npos);
    EXPECT_NE(text("bob", "accept draw").find("there is no draw offer on board"),
              std::string::npos);
}

TEST_F(DispatcherTest, OverlongObjectNamesAreRefusedBeforeAnythingIsCreated) {
    std::string name(60, 'x');
    EXPECT_NE(text("alice", "join game as white on " + name).find("too long (60 characters)"),
              std::string::npos);
    EXPECT_TRUE(world.places["room"].empty());
}

TEST_F(DispatcherTest, HelpAndColourOptions) {
    EXPECT_NE(text("alice", "help knights chess").find("Knights Chess"), std::string::npos);
    EXPECT_NE(text("alice", "options colour classic").find("now classic"), std::string::npos);
    EXPECT_EQ(world.users["alice"].colourScheme, "classic");
    EXPECT_NE(text("alice", "options colour plaid").find("not a colour scheme"), std::string::npos);
    EXPECT_EQ(world.users["alice"].colourScheme, "classic");
}

TEST_F(DispatcherTest, InChannelActsOnThatPlaceAndRepliesSayWhere) {
    say("alice", "join game as white on board", "#chess");
    say("bob", "join game as black on board", "#chess");
    Replies replies = say("alice", "move e2 e4 on board in #chess", "alice-private");
    ASSERT_FALSE(replies.empty());
    EXPECT_EQ(replies.front().audience, Audience::PLACE);
    for (const Reply& r : replies) EXPECT_EQ(r.place, "#chess");
    EXPECT_NE(fen("board", "#chess").find(" b KQkq"), std::string::npos);
    // The same name in another place is another game.
    EXPECT_NE(text("alice", "look at board in #games", "#chess").find("no game on board"),
              std::string::npos);
    EXPECT_EQ(say("alice", "look at board", "#chess").front().place, "#chess");
}

TEST_F(DispatcherTest, RenameUserKeepsEverySeatAndTheOldNameLosesIt) {
    seatBoth();
    say("alice", "join game as white on board", "#other");
    EXPECT_EQ(dispatcher.renameUser("alice", "alice2"), std::nullopt);
    EXPECT_NE(text("alice", "move e2 e4 on board").find("you are not playing"), std::string::npos);
    EXPECT_NE(text("alice2", "move e2 e4 on board").find("plays e4"), std::string::npos);
    EXPECT_NE(text("x", "look at board", "#other").find("White alice2"), std::string::npos);
}

TEST_F(DispatcherTest, TablesAwaitingListsGamesWhereItIsThatPlayersMove) {
    seatBoth();
    seatBoth("table");
    say("alice", "move e2 e4 on board");
    EXPECT_EQ(dispatcher.tablesAwaiting("room", "alice"), std::vector<std::string>{"table"});
    EXPECT_EQ(dispatcher.tablesAwaiting("room", "bob"), std::vector<std::string>{"board"});
    EXPECT_TRUE(dispatcher.tablesAwaiting("elsewhere", "bob").empty());
}

} // namespace
} // namespace mudchess
