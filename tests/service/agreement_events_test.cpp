// Events that did not come (issue 38, defect 8): an agreed restart is an offer accepted, as other
// agreements are, and a draw offer that lapses because a player left says so even before the
// first move (it stood, and whoever sat down next could accept it).
#include "outcome_reading.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

using testing::eventsOf;
using testing::refusalCode;

class Agreements : public ::testing::Test {
  protected:
    Service chess;
    Outcome say(const std::string& who, const std::string& line) {
        return chess.handle(who, "room", line);
    }
    void SetUp() override {
        ASSERT_TRUE(say("alice", "start new game on board").ok);
        ASSERT_TRUE(say("alice", "join game as white on board").ok);
        ASSERT_TRUE(say("bob", "join game as black on board").ok);
    }
};

TEST_F(Agreements, ARestartBothPlayersAskForIsAnOfferAccepted) {
    ASSERT_TRUE(say("alice", "move e2e4").ok);
    std::vector<Offer> asked = eventsOf<Offer>(say("alice", "start new game on board"));
    ASSERT_EQ(asked.size(), 1u);
    EXPECT_EQ(asked[0].kind, OfferKind::RESTART);
    EXPECT_EQ(asked[0].action, OfferAction::MADE);

    Outcome agreed = say("bob", "start new game on board");
    std::vector<Offer> offers = eventsOf<Offer>(agreed);
    ASSERT_EQ(offers.size(), 1u) << testing::allText(agreed);
    EXPECT_EQ(offers[0].kind, OfferKind::RESTART);
    EXPECT_EQ(offers[0].action, OfferAction::ACCEPTED);
    EXPECT_EQ(offers[0].player, "bob");
    EXPECT_EQ(offers[0].side, Side::BLACK);
    EXPECT_EQ(offers[0].object, "board");
    // The accepted offer comes first, then the new game, which the place is told of.
    ASSERT_EQ(agreed.events.size(), 2u);
    EXPECT_TRUE(std::holds_alternative<Offer>(agreed.events[0]));
    EXPECT_TRUE(std::holds_alternative<GameStarted>(agreed.events[1]));
    EXPECT_NE(testing::allText(agreed).find("New game of standard chess on board"),
              std::string::npos);
}

TEST_F(Agreements, ADrawOfferLapsesWhenAPlayerLeavesBeforeTheFirstMove) {
    ASSERT_TRUE(say("alice", "offer draw").ok);
    Outcome left = say("bob", "leave board");
    std::vector<Offer> offers = eventsOf<Offer>(left);
    ASSERT_EQ(offers.size(), 1u) << testing::allText(left);
    EXPECT_EQ(offers[0].kind, OfferKind::DRAW);
    EXPECT_EQ(offers[0].action, OfferAction::LAPSED);
    EXPECT_EQ(offers[0].player, "alice");
    EXPECT_NE(testing::allText(left).find("draw offer on board lapses"), std::string::npos);
    // Whoever sits down next was never offered anything.
    ASSERT_TRUE(say("carol", "join game as black on board").ok);
    EXPECT_EQ(refusalCode(say("carol", "accept draw")), "no_offer");
}

TEST_F(Agreements, ADrawOfferLapsesWhenAPlayerLeavesMidGame) {
    ASSERT_TRUE(say("alice", "move e2e4").ok);
    ASSERT_TRUE(say("alice", "offer draw").ok);
    std::vector<Offer> offers = eventsOf<Offer>(say("alice", "leave board"));
    ASSERT_EQ(offers.size(), 1u);
    EXPECT_EQ(offers[0].action, OfferAction::LAPSED);
}

} // namespace
} // namespace mudchess

namespace mudchess {
namespace {

TEST(AgreementsWithTheComputer, ADrawOfferToTheComputerLapsesWhenItIsSentAway) {
    Service chess;
    ASSERT_TRUE(chess.handle("alice", "room", "start new game on board").ok);
    ASSERT_TRUE(chess.handle("alice", "room", "play against the computer as white on board").ok);
    ASSERT_TRUE(chess.handle("alice", "room", "offer draw").ok);
    Outcome gone = chess.handle("alice", "room", "dismiss the computer");
    std::vector<Offer> offers = testing::eventsOf<Offer>(gone);
    ASSERT_EQ(offers.size(), 1u) << testing::allText(gone);
    EXPECT_EQ(offers[0].action, OfferAction::LAPSED);
    EXPECT_EQ(offers[0].player, "alice");
    EXPECT_NE(testing::allText(gone).find("White (alice)'s draw offer on board lapses"),
              std::string::npos)
        << testing::allText(gone);
    ASSERT_TRUE(chess.handle("bob", "room", "join game as black on board").ok);
    EXPECT_EQ(testing::refusalCode(chess.handle("bob", "room", "accept draw")), "no_offer");
}

} // namespace
} // namespace mudchess
