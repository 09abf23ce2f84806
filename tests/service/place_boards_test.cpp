// When a place sees the board after a move (issue 51, ServiceSettings::placeBoards): every move,
// only the player to move (privately, with "It is your move"), or when someone looks. A board is
// ten lines or more: on IRC at the networks' pace that is some 20 s before the next move's news.
#include "outcome_reading.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace mudchess {
namespace {

// The texts told to the place, and to `user`.
std::string toPlace(const Outcome& o) {
    std::string out;
    for (const Message& m : o.messages)
        if (m.to.kind == Recipient::Kind::PLACE) out += m.text + "\n";
    return out;
}
std::string toUser(const Outcome& o, const std::string& user) {
    std::string out;
    for (const Message& m : o.messages)
        if (m.to.kind == Recipient::Kind::USER && m.to.id == user) out += m.text + "\n";
    return out;
}
bool hasBoard(const std::string& text) { return text.find("+---+") != std::string::npos; }

Outcome firstMove(const std::string& placeBoards) {
    ServiceSettings settings;
    settings.placeBoards = placeBoards;
    auto chess = std::make_unique<Service>(settings);
    EXPECT_TRUE(chess->handle("alice", "hall", "start new game on board").ok);
    EXPECT_TRUE(chess->handle("alice", "hall", "join game as white on board").ok);
    EXPECT_TRUE(chess->handle("bob", "hall", "join game as black on board").ok);
    Outcome moved = chess->handle("alice", "hall", "move e2 to e4 on board");
    EXPECT_TRUE(moved.ok);
    if (placeBoards != "on-request") return moved;
    // Looking still shows the board, to whoever looks.
    Outcome looked = chess->handle("carol", "hall", "look at board");
    EXPECT_TRUE(hasBoard(toUser(looked, "carol"))) << toUser(looked, "carol");
    return moved;
}

TEST(PlaceBoards, EveryMoveShowsThePlaceTheBoard) {
    Outcome moved = firstMove("every-move");
    EXPECT_TRUE(hasBoard(toPlace(moved))) << toPlace(moved);
    EXPECT_FALSE(hasBoard(toUser(moved, "bob"))) << toUser(moved, "bob");
}

TEST(PlaceBoards, PlayerToMoveTellsThePlaceOneLineAndShowsTheBoardToThePlayerToMove) {
    Outcome moved = firstMove("player-to-move");
    EXPECT_EQ(toPlace(moved), "alice (White) plays e4 on board.\n");
    std::string bob = toUser(moved, "bob");
    EXPECT_EQ(bob.rfind("alice played e4. It is your move on board (Black).\n", 0), 0u) << bob;
    EXPECT_TRUE(hasBoard(bob)) << bob;
}

TEST(PlaceBoards, OnRequestTellsOneLineAndShowsBoardsToWhoeverLooks) {
    Outcome moved = firstMove("on-request");
    EXPECT_EQ(toPlace(moved), "alice (White) plays e4 on board.\n");
    EXPECT_FALSE(hasBoard(toUser(moved, "bob"))) << toUser(moved, "bob");
}

TEST(PlaceBoards, AnUnknownChoiceStopsTheServiceWithTheChoices) {
    ServiceSettings settings;
    settings.placeBoards = "sometimes";
    try {
        Service chess(settings);
        FAIL() << "a service started with place boards \"sometimes\"";
    } catch (const ServiceError& e) {
        EXPECT_NE(std::string(e.what()).find("every-move, player-to-move or on-request"),
                  std::string::npos)
            << e.what();
    }
}

} // namespace
} // namespace mudchess
