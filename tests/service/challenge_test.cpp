// Challenges and rematches through the service, with a clock the test turns: private words to
// the two players, one step from "accept" to a game with its seats, variant and clock, and
// offers that lapse by themselves.
#include "room_fixture.hpp"

namespace mudchess {
namespace {

using namespace std::chrono_literals;

const Recipient ROOM{Recipient::Kind::PLACE, "room"};
Recipient user(const std::string& name) { return {Recipient::Kind::USER, name}; }

using testing::refusalCode;

class Challenges : public testing::RoomWithClock {
  protected:
    // Nobody but the two heard anything.
    void expectPrivate(const Outcome& o, const std::string& a, const std::string& b) {
        for (const Message& m : o.messages) {
            EXPECT_EQ(m.to.kind, Recipient::Kind::USER) << m.text;
            EXPECT_TRUE(m.to.name == a || m.to.name == b) << m.to.name << ": " << m.text;
        }
    }
};

TEST_F(Challenges, AcceptingSetsUpSeatsVariantAndClockInOneStep) {
    Outcome made = say("alice", "challenge bob on board as black with clock 5+3 of knightmate");
    ASSERT_TRUE(made.ok);
    Challenge c = std::get<Challenge>(made.events.at(0));
    EXPECT_EQ(c.from, "alice");
    EXPECT_EQ(c.to, "bob");
    EXPECT_EQ(c.colour, Side::BLACK);
    EXPECT_EQ(c.variant, "knightmate");
    EXPECT_EQ(c.clock, "5+3");
    EXPECT_EQ(c.action, OfferAction::MADE);
    expectPrivate(made, "alice", "bob");
    ASSERT_EQ(made.messages.size(), 2u);
    EXPECT_EQ(made.messages[1].to, user("bob"));
    EXPECT_NE(made.messages[1].text.find("\"accept challenge on board\""), std::string::npos);
    EXPECT_EQ(chess.nextDeadline(), now + 60s);

    Outcome accepted = say("bob", "accept challenge");
    ASSERT_TRUE(accepted.ok) << accepted.messages.at(0).text;
    EXPECT_EQ(std::get<Challenge>(accepted.events.at(0)).action, OfferAction::ACCEPTED);
    GameStarted started = std::get<GameStarted>(accepted.events.at(1));
    EXPECT_EQ(started.variant, "knightmate");
    EXPECT_EQ(started.board.white, "bob");
    EXPECT_EQ(started.board.black, "alice");
    EXPECT_EQ(started.board.clock, "5+3");
    // The room hears the game begin.
    EXPECT_EQ(accepted.messages.back().to, ROOM);
    EXPECT_NE(accepted.messages.back().text.find("Knightmate on board with clock 5+3"),
              std::string::npos);
    EXPECT_EQ(chess.nextDeadline(), std::nullopt); // nothing lapses any more
    EXPECT_TRUE(say("bob", "move e2e4").ok);
}

TEST_F(Challenges, DeclineAndWithdrawEndItPrivately) {
    say("alice", "challenge bob on board");
    Outcome declined = say("bob", "decline challenge on board");
    ASSERT_TRUE(declined.ok);
    EXPECT_EQ(std::get<Challenge>(declined.events.at(0)).action, OfferAction::DECLINED);
    expectPrivate(declined, "alice", "bob");
    EXPECT_EQ(declined.messages.at(0).to, user("alice"));
    EXPECT_EQ(declined.messages.at(0).text, "bob declines your challenge on board.");
    EXPECT_EQ(refusalCode(say("bob", "accept challenge")), "no_challenge");

    say("alice", "challenge bob on board");
    EXPECT_EQ(refusalCode(say("bob", "withdraw challenge on board")), "not_challenger");
    Outcome withdrawn = say("alice", "withdraw challenge");
    EXPECT_EQ(std::get<Challenge>(withdrawn.events.at(0)).action, OfferAction::WITHDRAWN);
    expectPrivate(withdrawn, "alice", "bob");
    EXPECT_EQ(chess.nextDeadline(), std::nullopt);
}

TEST_F(Challenges, AnUnansweredChallengeLapsesByItselfAfterAMinute) {
    say("alice", "challenge bob on board");
    now += 30s;
    EXPECT_TRUE(chess.tick(now).empty());
    now += 30s;
    std::vector<Outcome> lapsed = chess.tick(now);
    ASSERT_EQ(lapsed.size(), 1u);
    EXPECT_EQ(std::get<Challenge>(lapsed[0].events.at(0)).action, OfferAction::LAPSED);
    expectPrivate(lapsed[0], "alice", "bob");
    EXPECT_EQ(lapsed[0].messages.size(), 2u);
    EXPECT_EQ(refusalCode(say("bob", "accept challenge")), "no_challenge");
    EXPECT_EQ(chess.nextDeadline(), std::nullopt);
}

TEST(ChallengeLapse, IsAnOperatorSetting) {
    ServiceSettings settings;
    settings.challengeLapse = 5min;
    Service chess(settings);
    TimePoint now{std::chrono::hours(1)};
    ServiceInternals::of(chess).dispatcher.setTimeSource([&] { return now; });
    Outcome made = chess.handle("alice", "room", "challenge bob");
    EXPECT_NE(made.messages.at(0).text.find("lapses in 5 minutes"), std::string::npos);
    EXPECT_EQ(chess.nextDeadline(), now + 5min);
}

TEST_F(Challenges, SenselessChallengesAreRefusedAndChangeNothing) {
    EXPECT_EQ(refusalCode(say("alice", "challenge alice on board")), "challenge_self");
    EXPECT_EQ(refusalCode(say("alice", "challenge bob with clock 0:75+1")), "bad_clock");
    EXPECT_EQ(refusalCode(say("bob", "accept challenge on board")), "no_challenge");
    say("alice", "challenge bob on board");
    EXPECT_EQ(refusalCode(say("carol", "challenge dave on board")), "challenge_pending");
    EXPECT_EQ(refusalCode(say("alice", "accept challenge on board")), "own_challenge");
    EXPECT_EQ(refusalCode(say("carol", "accept challenge on board")), "not_challenged");
    // A board with a game going on is not free, nor one where someone waits for a game.
    say("carol", "join game as white on table");
    say("dave", "join game as black on table");
    EXPECT_EQ(refusalCode(say("alice", "challenge bob on table")), "seat_taken");
    say("carol", "move e2e4 on table");
    EXPECT_EQ(refusalCode(say("alice", "challenge bob on table")), "game_under_way");
    EXPECT_EQ(chess.nextDeadline(), now + 60s); // only the first challenge waits
}

TEST_F(Challenges, AFinishedGamesSeatsAreFreeForAChallenge) {
    say("carol", "join game as white on board");
    say("dave", "join game as black on board");
    say("carol", "move e2e4");
    say("dave", "resign");
    say("alice", "challenge bob on board");
    Outcome accepted = say("bob", "accept challenge");
    ASSERT_TRUE(accepted.ok);
    EXPECT_EQ(std::get<GameStarted>(accepted.events.at(1)).board.black, "bob");
}

TEST_F(Challenges, ARematchSwapsColoursAndKeepsVariantAndClock) {
    say("alice", "challenge bob on board with clock 3+2 of knightmate");
    say("bob", "accept challenge");
    say("alice", "move e2e4");
    say("bob", "resign");
    Outcome offer = say("bob", "rematch on board");
    ASSERT_TRUE(offer.ok) << offer.messages.at(0).text;
    Offer made = std::get<Offer>(offer.events.at(0));
    EXPECT_EQ(made.kind, OfferKind::REMATCH);
    EXPECT_EQ(made.action, OfferAction::MADE);
    EXPECT_EQ(made.player, "bob");
    expectPrivate(offer, "alice", "bob");
    EXPECT_EQ(refusalCode(say("bob", "rematch")), "already_offered");
    Outcome taken = say("alice", "rematch");
    ASSERT_TRUE(taken.ok);
    EXPECT_EQ(std::get<Offer>(taken.events.at(0)).action, OfferAction::ACCEPTED);
    GameStarted started = std::get<GameStarted>(taken.events.at(1));
    EXPECT_EQ(started.board.white, "bob");
    EXPECT_EQ(started.board.black, "alice");
    EXPECT_EQ(started.variant, "knightmate");
    EXPECT_EQ(started.board.clock, "3+2");
}

TEST_F(Challenges, ARematchNeedsAFinishedGameBetweenTwoAndLapsesLikeAChallenge) {
    say("alice", "join game as white on board");
    EXPECT_EQ(refusalCode(say("alice", "rematch")), "no_game_to_rematch");
    say("bob", "join game as black on board");
    say("alice", "move e2e4");
    EXPECT_EQ(refusalCode(say("alice", "rematch")), "game_under_way");
    say("bob", "resign");
    EXPECT_EQ(refusalCode(say("carol", "rematch on board")), "not_playing");
    say("alice", "rematch");
    EXPECT_EQ(refusalCode(say("carol", "challenge dave on board")), "challenge_pending");
    now += 61s;
    std::vector<Outcome> lapsed = chess.tick(now);
    ASSERT_EQ(lapsed.size(), 1u);
    Offer gone = std::get<Offer>(lapsed[0].events.at(0));
    EXPECT_EQ(gone.kind, OfferKind::REMATCH);
    EXPECT_EQ(gone.action, OfferAction::LAPSED);
    // "decline rematch" answers one too.
    say("alice", "rematch");
    Outcome declined = say("bob", "decline rematch");
    EXPECT_EQ(std::get<Offer>(declined.events.at(0)).action, OfferAction::DECLINED);
}

} // namespace
} // namespace mudchess

namespace mudchess {
namespace {

TEST(ChallengeRename, AChallengeFollowsANickChange) {
    Service chess;
    chess.handle("alice", "room", "challenge bob on board");
    ASSERT_FALSE(chess.renameUser("bob", "bobby"));
    Outcome accepted = chess.handle("bobby", "room", "accept challenge");
    ASSERT_TRUE(accepted.ok) << accepted.messages.at(0).text;
    EXPECT_EQ(std::get<GameStarted>(accepted.events.at(1)).board.black, "bobby");
}

} // namespace
} // namespace mudchess
