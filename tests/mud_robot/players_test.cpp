// Seats follow the dbref: a rename keeps them, a taken name does not bring them.
#include "front/mud/players.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

namespace mudchess::mud {
namespace {

struct Renames {
    std::vector<std::string> log;
    auto recorder() {
        return [this](const std::string& from, const std::string& to) {
            log.push_back(from + "->" + to);
        };
    }
};

TEST(Players, ARenameMovesTheSeats) {
    Renames r;
    Players players("", r.recorder());
    EXPECT_EQ(players.actorFor("#12", "Alice"), "Alice");
    EXPECT_EQ(players.actorFor("#12", "Alice"), "Alice");
    EXPECT_TRUE(r.log.empty());
    EXPECT_EQ(players.actorFor("#12", "Zed"), "Zed");
    EXPECT_EQ(r.log, std::vector<std::string>{"Alice->Zed"});
    EXPECT_EQ(players.dbrefOf("Zed"), "#12");
}

TEST(Players, WhoTakesAnOldNameDoesNotTakeTheSeat) {
    Renames r;
    Players players("", r.recorder());
    players.actorFor("#12", "Alice");
    // Alice became Zed unheard; Carol (#30) now calls herself Alice.
    EXPECT_EQ(players.actorFor("#30", "Alice"), "Alice");
    EXPECT_EQ(r.log, std::vector<std::string>{"Alice->#12"});
    // Zed speaks: the parked seats come back to her under her new name.
    EXPECT_EQ(players.actorFor("#12", "Zed"), "Zed");
    EXPECT_EQ(r.log, (std::vector<std::string>{"Alice->#12", "#12->Zed"}));
}

TEST(Players, TheTableOutlivesTheRobot) {
    mudchess::test::TempDir dir;
    std::string file = dir.file("games.db.players");
    Renames r;
    {
        Players players(file, r.recorder());
        players.actorFor("#12", "Alice");
    }
    Players again(file, r.recorder());
    EXPECT_EQ(again.dbrefOf("Alice"), "#12");
    again.actorFor("#30", "Alice");
    EXPECT_EQ(r.log, std::vector<std::string>{"Alice->#12"});
}

} // namespace
} // namespace mudchess::mud
