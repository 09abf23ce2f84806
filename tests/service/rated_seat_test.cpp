// rated-needs-account (issue 41, docs/operators.md "Accounts"): where the operator asks for it, a
// seat at a rated board is only for a player with an account, an id beside their name (an IRC
// services account, a MUD dbref, serve's actor_id); a player known by name alone (an IRC nick
// that has not identified) is refused, and may still play casual games.
#include "outcome_reading.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

using testing::allText;
using testing::refusalCode;

const Actor ALICE{"account:alice", "alice"};
const Actor BOB{"account:bob", "bob"};
const Actor CAROL{"carol"}; // known by name alone

ServiceSettings needingAccounts() {
    ServiceSettings s;
    s.ratedNeedsAccount = true;
    return s;
}

TEST(RatedSeats, TheRuleIsAnIdBesideTheName) {
    EXPECT_TRUE(hasAccount(ALICE));
    EXPECT_TRUE(hasAccount(Actor{"#12", "Alice"}));
    EXPECT_FALSE(hasAccount(CAROL));
    EXPECT_FALSE(hasAccount(Actor{"carol", "carol"}));
}

TEST(RatedSeats, APlayerKnownByNameAloneMayNotSitAtARatedBoard) {
    Service chess(needingAccounts());
    ASSERT_TRUE(chess.handle(CAROL, "room", "start new rated game with clock 5+3 on board").ok);
    Outcome refused = chess.handle(CAROL, "room", "join game as white on board");
    EXPECT_EQ(refusalCode(refused), "rated_needs_account");
    EXPECT_NE(allText(refused).find("only a player identified to an account may sit at board"),
              std::string::npos)
        << allText(refused);
    // Nor by bringing the computer in.
    EXPECT_EQ(refusalCode(chess.handle(CAROL, "room", "play against the computer on board")),
              "rated_needs_account");
    EXPECT_TRUE(chess.handle(ALICE, "room", "join game as white on board").ok);
    EXPECT_TRUE(chess.handle(BOB, "room", "join game as black on board").ok);
    // A casual board is everyone's.
    ASSERT_TRUE(chess.handle(CAROL, "room", "start new game on oak").ok);
    EXPECT_TRUE(chess.handle(CAROL, "room", "join game as white on oak").ok);
}

TEST(RatedSeats, WithoutTheSettingAnyoneMaySit) {
    Service chess;
    ASSERT_TRUE(chess.handle(CAROL, "room", "start new rated game with clock 5+3 on board").ok);
    EXPECT_TRUE(chess.handle(CAROL, "room", "join game as white on board").ok);
}

} // namespace
} // namespace mudchess
