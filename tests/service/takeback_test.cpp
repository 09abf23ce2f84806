// Takeback, abort and the clocks shown, through the service with a clock the test turns: what
// players see happen (typed events, refusal codes, the board, the clocks) and what survives a
// restart.
#include "room_fixture.hpp"
#include "temp_dir.hpp"

#include <sstream>

namespace mudchess {
namespace {

using namespace std::chrono_literals;

using testing::allText;
using testing::find;
using testing::refusalCode;

class Takeback : public testing::RoomWithClock {
  protected:
    std::string fen() { return say("x", "show fen on board").messages.at(0).text; }
    void play(const std::string& who, const std::string& move) {
        Outcome o = say(who, "move " + move);
        ASSERT_TRUE(o.ok) << who << " " << move << ": " << allText(o);
    }
};

TEST_F(Takeback, AcceptedItTakesBothMovesBackToTheAskersTurnAndTheClocksWithThem) {
    seat("start new game with clock 5+3 on board");
    play("alice", "e2e4");
    play("bob", "e7e5"); // both have moved: White's clock runs from here
    std::string before = fen();
    now += 10s;
    play("alice", "g1f3"); // White: 300 - 10 + 3
    now += 20s;
    play("bob", "b8c6"); // Black: 300 - 20 + 3
    now += 5s;
    std::string after = fen();
    Outcome asked = say("alice", "takeback on board");
    ASSERT_TRUE(asked.ok) << allText(asked);
    const Offer* offer = find<Offer>(asked);
    ASSERT_TRUE(offer);
    EXPECT_EQ(offer->kind, OfferKind::TAKEBACK);
    EXPECT_EQ(offer->action, OfferAction::MADE);
    EXPECT_EQ(offer->moves, 2);
    EXPECT_EQ(fen(), after) << "nothing changes before bob answers";
    EXPECT_NE(allText(asked).find("\"accept takeback\""), std::string::npos) << allText(asked);

    now += 7s;
    Outcome accepted = say("bob", "accept takeback");
    ASSERT_TRUE(accepted.ok) << allText(accepted);
    ASSERT_TRUE(find<Offer>(accepted));
    EXPECT_EQ(find<Offer>(accepted)->action, OfferAction::ACCEPTED);
    const TakenBack* back = find<TakenBack>(accepted);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->moves, 2);
    EXPECT_EQ(back->plies, 2);
    EXPECT_EQ(back->san, (std::vector<std::string>{"Nf3", "Nc6"}));
    EXPECT_EQ(back->player, "alice");
    EXPECT_EQ(back->board.fen, before);
    EXPECT_EQ(back->board.toMove, Side::WHITE);
    // Each side's time as it stood before the moves: the time they took is given back.
    EXPECT_EQ(back->board.whiteMillis, 300000);
    EXPECT_EQ(back->board.blackMillis, 300000);
    EXPECT_EQ(fen(), before);
    ASSERT_TRUE(chess.nextDeadline());
    EXPECT_EQ(*chess.nextDeadline(), now + 300s) << "White's clock runs again from now";
    EXPECT_NE(allText(accepted).find("2 moves taken back on board (Nf3 Nc6)"), std::string::npos)
        << allText(accepted);
    // The PGN lost the moves and their clock comments.
    std::string pgn = say("x", "show pgn on board").messages.at(0).text;
    EXPECT_NE(pgn.find("1. e4 {[%clk 0:05:00]} 1... e5 {[%clk 0:05:00]} *"), std::string::npos)
        << pgn;
}

TEST_F(Takeback, AFlagThatHasFallenIsNotTakenBack) {
    seat("start new game with clock 0:05+0 on board");
    play("alice", "e2e4");
    play("bob", "e7e5");
    play("alice", "g1f3");
    say("alice", "takeback");
    now += 6s; // Black's flag fell before anyone answered
    Outcome late = say("bob", "accept takeback");
    ASSERT_TRUE(find<GameEnded>(late));
    EXPECT_EQ(find<GameEnded>(late)->termination, "time_forfeit");
    EXPECT_EQ(find<TakenBack>(late), nullptr);
}

TEST_F(Takeback, OnTheOpponentsTurnOnlyTheAskersMoveGoesBack) {
    seat();
    play("alice", "e2e4");
    play("bob", "d7d5");
    std::string before = fen();
    play("alice", "e4d5");
    Outcome asked = say("alice", "take back my move");
    EXPECT_EQ(find<Offer>(asked)->moves, 1);
    Outcome accepted = say("bob", "accept takeback on board");
    EXPECT_EQ(find<TakenBack>(accepted)->san, (std::vector<std::string>{"exd5"}));
    EXPECT_EQ(fen(), before);
    EXPECT_EQ(allText(say("x", "look at board")).find("took"), std::string::npos)
        << "the captured pawn is back on the board, not in a box";
}

TEST_F(Takeback, DeclinedWithdrawnOrLapsedNothingGoesBack) {
    seat();
    play("alice", "e2e4");
    say("alice", "undo");
    Outcome declined = say("bob", "decline takeback");
    EXPECT_EQ(find<Offer>(declined)->action, OfferAction::DECLINED);
    EXPECT_EQ(find<Offer>(declined)->side, Side::BLACK);

    say("alice", "takeback");
    Outcome withdrawn = say("alice", "withdraw takeback");
    EXPECT_EQ(find<Offer>(withdrawn)->action, OfferAction::WITHDRAWN);

    say("alice", "takeback");
    Outcome move = say("bob", "move e7e5");
    const Offer* lapsed = find<Offer>(move);
    ASSERT_TRUE(lapsed);
    EXPECT_EQ(lapsed->kind, OfferKind::TAKEBACK);
    EXPECT_EQ(lapsed->action, OfferAction::LAPSED);
    EXPECT_EQ(lapsed->player, "alice");
    EXPECT_NE(allText(move).find("White (alice)'s takeback request on board lapses."),
              std::string::npos)
        << allText(move);
    EXPECT_EQ(refusalCode(say("bob", "accept takeback")), "no_takeback_offer");
    EXPECT_NE(fen().find("4p3/4P3"), std::string::npos);
}

TEST_F(Takeback, EveryRefusalHasItsCodeAndChangesNothing) {
    seat();
    EXPECT_EQ(refusalCode(say("alice", "takeback")), "nothing_to_take_back");
    play("alice", "e2e4");
    EXPECT_EQ(refusalCode(say("bob", "takeback")), "nothing_to_take_back"); // bob has not moved
    EXPECT_EQ(refusalCode(say("carol", "takeback on board")), "not_playing");
    EXPECT_EQ(refusalCode(say("bob", "accept takeback")), "no_takeback_offer");
    say("alice", "takeback");
    EXPECT_EQ(refusalCode(say("alice", "takeback")), "already_offered");
    EXPECT_EQ(refusalCode(say("alice", "accept takeback")), "no_takeback_offer"); // one's own
    EXPECT_EQ(refusalCode(say("bob", "withdraw takeback")), "no_takeback_offer"); // not bob's
    say("bob", "decline takeback");
    play("bob", "e7e5");
    say("bob", "takeback");
    EXPECT_EQ(refusalCode(say("alice", "takeback")), "takeback_pending");
    say("alice", "resign");
    EXPECT_EQ(refusalCode(say("alice", "takeback")), "game_over");
    EXPECT_EQ(refusalCode(say("bob", "accept takeback")), "game_over");
    EXPECT_EQ(refusalCode(say("alice", "clock on board")), "no_clock");
}

TEST_F(Takeback, AnOpponentThatAlwaysAgreesGrantsItAtOnce) {
    dispatcher().setTakebackGranter([](const GameObject& t, Color opponent) {
        return t.seat(opponent) == "bob"; // as the computer would
    });
    seat();
    play("alice", "e2e4");
    play("bob", "e7e5");
    Outcome o = say("alice", "takeback");
    EXPECT_EQ(find<Offer>(o), nullptr) << "nobody is asked";
    ASSERT_TRUE(find<TakenBack>(o));
    EXPECT_EQ(find<TakenBack>(o)->moves, 2);
    EXPECT_EQ(fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST_F(Takeback, OnePlayerInBothSeatsUndoesOneMoveAtOnce) {
    say("solo", "start new game on board");
    say("solo", "join game as white on board");
    say("solo", "join game as black on board");
    play("solo", "e2e4");
    play("solo", "e7e5");
    Outcome o = say("solo", "undo");
    ASSERT_TRUE(find<TakenBack>(o));
    EXPECT_EQ(find<TakenBack>(o)->moves, 1);
    EXPECT_NE(fen().find(" b KQkq"), std::string::npos);
}

TEST_F(Takeback, AKnightsChessPassGoesBackWithTheMoveBeforeIt) {
    seat("start new game of knights chess on board");
    const char* moves =
        "d5d6 a2a4 d6c6 a4a5 c6b6 b2b4 b6a6 b4b5 g8h6 b5b6 h6g8 c2c4 g8h6 c4c5 h6g8 c5c6 g8h6 "
        "d2d4 h6g8 d4d5 g8h6 d5d6 h6g8 e4d4 g8h6 d4c4 h6g8 c4b5 g8h6 e2e4 h6g8 e4e5 g8h6 e5e6 "
        "h6g8 f2f4 g8h6 f4f5 h6g8 f5f6 g8h6 g2g4 h6g8 g4g5 g8h6 g5g6 h6g8 h2h4 g8h6 h4h5 h6g8";
    std::istringstream in(moves);
    bool black = true;
    for (std::string m; in >> m; black = !black)
        ASSERT_NO_FATAL_FAILURE(play(black ? "bob" : "alice", m));
    std::string before = fen();
    Outcome passed = say("alice", "move h5h6");
    ASSERT_TRUE(find<MovePlayed>(passed)) << allText(passed);
    EXPECT_EQ(find<MovePlayed>(passed)->uci, "h5h6");
    ASSERT_NE(fen(), before);
    Outcome asked = say("alice", "takeback"); // White to move again after Black's pass
    EXPECT_EQ(find<Offer>(asked)->moves, 1);
    Outcome accepted = say("bob", "accept takeback");
    const TakenBack* back = find<TakenBack>(accepted);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->plies, 2);
    EXPECT_EQ(back->san, (std::vector<std::string>{"h6", "--"}));
    EXPECT_EQ(fen(), before);
}

TEST_F(Takeback, AbortIsAtOnceBeforeBothHaveMovedAndAnOfferAfter) {
    seat();
    play("alice", "e2e4");
    Outcome early = say("bob", "abort on board");
    const GameEnded* ended = find<GameEnded>(early);
    ASSERT_TRUE(ended);
    EXPECT_EQ(ended->termination, "aborted");
    EXPECT_EQ(ended->result, "*");
    EXPECT_EQ(ended->winner, std::nullopt);
    EXPECT_EQ(refusalCode(say("alice", "move d2d4")), "game_over");
    // The board is free: a new game needs nobody's consent.
    Outcome again = say("alice", "start new game on board");
    EXPECT_TRUE(find<GameStarted>(again));

    play("alice", "e2e4");
    play("bob", "e7e5");
    Outcome asked = say("alice", "abort game");
    EXPECT_EQ(find<GameEnded>(asked), nullptr);
    EXPECT_EQ(find<Offer>(asked)->kind, OfferKind::ABORT);
    EXPECT_EQ(find<Offer>(asked)->action, OfferAction::MADE);
    EXPECT_EQ(refusalCode(say("alice", "abort")), "already_offered");
    EXPECT_EQ(find<Offer>(say("bob", "decline abort"))->action, OfferAction::DECLINED);
    say("alice", "abort");
    Outcome moved = say("alice", "move g1f3");
    ASSERT_TRUE(find<Offer>(moved)) << allText(moved);
    EXPECT_EQ(find<Offer>(moved)->action, OfferAction::LAPSED);
    EXPECT_EQ(refusalCode(say("bob", "accept abort")), "no_abort_offer");
    say("alice", "abort");
    Outcome accepted = say("bob", "accept abort");
    EXPECT_EQ(find<Offer>(accepted)->action, OfferAction::ACCEPTED);
    EXPECT_EQ(find<GameEnded>(accepted)->termination, "aborted");
    std::string pgn = say("x", "show pgn on board").messages.at(0).text;
    EXPECT_NE(pgn.find("[Result \"*\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Termination \"abandoned\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("{aborted} *"), std::string::npos) << pgn;
    EXPECT_EQ(refusalCode(say("carol", "abort")), "not_playing");
    EXPECT_EQ(refusalCode(say("alice", "abort")), "game_over");
}

TEST_F(Takeback, AbortAskedByBothIsAgreed) {
    seat();
    play("alice", "e2e4");
    play("bob", "e7e5");
    say("alice", "abort");
    EXPECT_EQ(find<GameEnded>(say("bob", "abort"))->termination, "aborted");
}

TEST_F(Takeback, ClocksAreToldInWordsBesideTheBoardAndInDescribe) {
    seat("start new game with clock 5+3 on board");
    play("alice", "e2e4");
    play("bob", "e7e5");
    now += 63s;
    std::string words = allText(say("x", "clock on board"));
    EXPECT_EQ(words, "Clocks on board (5+3): White (alice) has 3 minutes 57 seconds and is to "
                     "move; Black (bob) has 5 minutes.\n");
    EXPECT_EQ(allText(say("x", "show clock on board")), words);
    std::string board = allText(say("x", "look at board"));
    EXPECT_NE(board.find("White: alice, 3:57 left"), std::string::npos) << board;
    EXPECT_NE(board.find("Black: bob, 5:00 left"), std::string::npos) << board;
    std::string described = allText(say("x", "describe board"));
    EXPECT_NE(described.find("White (alice) has 3 minutes 57 seconds"), std::string::npos)
        << described;
    play("alice", "g1f3");
    std::string pgn = say("x", "show pgn on board").messages.at(0).text;
    EXPECT_NE(pgn.find("[TimeControl \"300+3\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("2. Nf3 {[%clk 0:04:00]}"), std::string::npos) << pgn;
}

TEST(TakebackStore, AfterARestartTheGameIsAsTheTakebackLeftIt) {
    test::TempDir dir;
    std::string file = dir.file("takeback_store_test.db");
    ServiceSettings settings;
    settings.store = "sqlite:" + file;
    TimePoint now{std::chrono::hours(1)};
    std::string fen, pgn;
    {
        Service chess(settings);
        ServiceInternals::of(chess).dispatcher.setTimeSource([&] { return now; });
        auto say = [&](const std::string& who, const std::string& line) {
            return chess.handle(who, "room", line);
        };
        say("alice", "start new game with clock 10+5 on board");
        say("alice", "join game as white on board");
        say("bob", "join game as black on board");
        for (const char* m : {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}) {
            now += 4s;
            say(m[1] <= '2' ? "alice" : "bob", std::string("move ") + m);
        }
        say("alice", "takeback");
        ASSERT_TRUE(find<TakenBack>(say("bob", "accept takeback")));
        fen = say("x", "show fen").messages.at(0).text;
        pgn = say("x", "show pgn").messages.at(0).text;
    }
    {
        Service again(settings);
        EXPECT_EQ(again.handle("x", "room", "show fen").messages.at(0).text, fen);
        EXPECT_EQ(again.handle("x", "room", "show pgn").messages.at(0).text, pgn);
        EXPECT_NE(pgn.find("2. Nf3 {[%clk 0:10:01]} 2... Nc6\n{[%clk 0:10:01]} *"),
                  std::string::npos)
            << pgn;
        // The clock goes on from the restored times: White to move with 10:01.
        Outcome o = again.handle("alice", "room", "move f1c4");
        ASSERT_TRUE(find<MovePlayed>(o)) << allText(o);
        EXPECT_EQ(find<MovePlayed>(o)->board.blackMillis, 601000);
        again.handle("alice", "room", "abort");
        ASSERT_TRUE(find<GameEnded>(again.handle("bob", "room", "accept abort")));
    }
    Service third(settings);
    std::string history = third.handle("x", "room", "history on board").messages.at(0).text;
    EXPECT_NE(history.find("aborted, without a result (*)"), std::string::npos) << history;
    EXPECT_EQ(third.handle("x", "room", "move d2d4").ok, false);
}

} // namespace
} // namespace mudchess
