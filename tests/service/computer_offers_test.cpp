// What the computer says to its opponent's offers, through the service with a clock the test
// turns: it agrees to abort at once (as it grants takebacks), takes a rematch with the colours
// swapped at its own level, and is not a player one can challenge. Typed events throughout.
#include "room_fixture.hpp"

#include <thread>

namespace mudchess {
namespace {

using namespace std::chrono_literals;

template <class E> std::vector<const E*> all(const Outcome& o) {
    std::vector<const E*> found;
    for (const Event& e : o.events)
        if (const E* x = std::get_if<E>(&e)) found.push_back(x);
    return found;
}
template <class E> std::vector<const E*> all(const std::vector<Outcome>& outcomes) {
    std::vector<const E*> found;
    for (const Outcome& o : outcomes)
        for (const E* x : all<E>(o)) found.push_back(x);
    return found;
}

using testing::allText;
using testing::refusalCode;

class ComputerOffers : public testing::RoomWithClock {
  protected:
    // Everything the computer did until it stopped thinking (the test clock moves a second a
    // tick; the bound on real time only keeps a broken computer from hanging the run).
    std::vector<Outcome> settle() {
        std::vector<Outcome> out;
        auto giveUp = std::chrono::steady_clock::now() + 60s;
        while (std::chrono::steady_clock::now() < giveUp) {
            for (Outcome& o : chess.tick(now)) out.push_back(std::move(o));
            if (!chess.thinking()) break;
            std::this_thread::sleep_for(2ms);
        }
        EXPECT_FALSE(chess.thinking()) << "the computer never answered";
        return out;
    }
    int computerMoves(const std::vector<Outcome>& outcomes) {
        int n = 0;
        for (const MovePlayed* m : all<MovePlayed>(outcomes)) n += m->player == "computer";
        return n;
    }
    const GameObject& object(const std::string& name = "board") {
        return *ServiceInternals::of(chess).world.places.at("room").at(name);
    }
    // alice (White) and the computer (Black) have both moved once.
    void underWay(const std::string& invite = "play against the computer as white on board") {
        ASSERT_TRUE(say("alice", invite).ok);
        ASSERT_TRUE(say("alice", "move e2 e4").ok);
        ASSERT_EQ(computerMoves(settle()), 1);
    }
};

TEST_F(ComputerOffers, AnAbortMidGameIsAgreedAtOnce) {
    underWay();
    ASSERT_TRUE(say("alice", "move d2 d4").ok);
    ASSERT_EQ(computerMoves(settle()), 1);
    Outcome o = say("alice", "abort on board");
    ASSERT_TRUE(o.ok) << allText(o);
    auto offers = all<Offer>(o);
    ASSERT_EQ(offers.size(), 1u) << "no request left standing, only the computer's consent";
    EXPECT_EQ(offers[0]->kind, OfferKind::ABORT);
    EXPECT_EQ(offers[0]->action, OfferAction::ACCEPTED);
    EXPECT_EQ(offers[0]->player, "computer");
    EXPECT_EQ(offers[0]->side, Side::BLACK);
    auto ended = all<GameEnded>(o);
    ASSERT_EQ(ended.size(), 1u);
    EXPECT_EQ(ended[0]->termination, "aborted");
    EXPECT_NE(allText(o).find("computer agrees to abort the game on board"), std::string::npos)
        << allText(o);
    EXPECT_TRUE(object().game().isOver());
    EXPECT_FALSE(object().abortRequest());
}

TEST_F(ComputerOffers, AnAbortWhileItThinksEndsTheGameAndItsThoughtWithIt) {
    underWay();
    ASSERT_TRUE(say("alice", "move d2 d4").ok);
    ASSERT_TRUE(chess.thinking());
    Outcome o = say("alice", "abort");
    ASSERT_TRUE(o.ok) << allText(o);
    EXPECT_EQ(all<GameEnded>(o).size(), 1u);
    EXPECT_FALSE(chess.thinking());
    EXPECT_EQ(computerMoves(settle()), 0) << "no move after the game was called off";
}

TEST_F(ComputerOffers, TwoPeopleStillAskAndAnswer) {
    // The computer's consent is only the computer's: between people an abort is still a request.
    seat();
    ASSERT_TRUE(say("alice", "move e2 e4").ok);
    ASSERT_TRUE(say("bob", "move e7 e5").ok);
    Outcome o = say("alice", "abort");
    auto offers = all<Offer>(o);
    ASSERT_EQ(offers.size(), 1u);
    EXPECT_EQ(offers[0]->action, OfferAction::MADE);
    EXPECT_TRUE(all<GameEnded>(o).empty());
}

TEST_F(ComputerOffers, ARematchStartsAtOnceWithColoursSwappedAtTheSameLevel) {
    ASSERT_TRUE(say("alice", "invite the computer level 2 as black on board").ok);
    ASSERT_TRUE(say("alice", "join game as white on board").ok);
    ASSERT_TRUE(say("alice", "move e2 e4").ok);
    ASSERT_EQ(computerMoves(settle()), 1);
    ASSERT_TRUE(say("alice", "resign on board").ok);
    Outcome o = say("alice", "rematch on board");
    ASSERT_TRUE(o.ok) << allText(o);
    auto offers = all<Offer>(o);
    ASSERT_EQ(offers.size(), 1u);
    EXPECT_EQ(offers[0]->kind, OfferKind::REMATCH);
    EXPECT_EQ(offers[0]->action, OfferAction::ACCEPTED);
    EXPECT_EQ(offers[0]->player, "computer");
    EXPECT_EQ(all<GameStarted>(o).size(), 1u);
    EXPECT_TRUE(object().isComputer(WHITE));
    EXPECT_EQ(object().computerLevel(WHITE), 2);
    EXPECT_EQ(object().seat(BLACK), "alice");
    EXPECT_TRUE(ServiceInternals::of(chess).world.challenges["room"].empty())
        << "nothing left waiting for an answer";
    // The computer, White now, opens the new game.
    std::vector<Outcome> later = settle();
    auto moves = all<MovePlayed>(later);
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves[0]->side, Side::WHITE);
    EXPECT_EQ(moves[0]->player, "computer");
}

TEST_F(ComputerOffers, TheComputerCannotBeChallengedAndNothingWaits) {
    Outcome o = say("alice", "challenge computer on board");
    EXPECT_EQ(refusalCode(o), "challenge_computer") << allText(o);
    EXPECT_NE(allText(o).find("play against the computer on board"), std::string::npos);
    EXPECT_TRUE(all<Challenge>(o).empty());
    // Nor can someone called "computer" take up a challenge that was never made.
    EXPECT_FALSE(say("computer", "accept challenge on board").ok);
}

TEST_F(ComputerOffers, ADrawOfferInKnightsChessIsRefusedAsTheRulesHaveNoDraws) {
    ASSERT_TRUE(say("alice", "start new game of knights chess on board").ok);
    ASSERT_TRUE(say("alice", "play against the computer as white on board").ok);
    settle(); // Black, the computer, moves first in Knights Chess
    Outcome o = say("alice", "offer draw on board");
    EXPECT_FALSE(o.ok);
    EXPECT_NE(refusalCode(o), "ok") << allText(o);
    EXPECT_TRUE(all<Offer>(o).empty());
}

} // namespace
} // namespace mudchess
