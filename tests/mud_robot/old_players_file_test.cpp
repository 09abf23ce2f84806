// A robot from before player ids kept seats under names and a table of dbrefs beside the
// games: at start the seats move to the dbrefs, the names stay, and the table goes.
#include "front/mud/old_players_file.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace mudchess::mud {
namespace {

bool saidTo(const Outcome& o, const std::string& id, const std::string& part) {
    for (const Message& m : o.messages)
        if (m.to.id == id && m.text.find(part) != std::string::npos) return true;
    return false;
}

TEST(OldPlayersFile, SeatsMoveToTheDbrefAndTheTableGoes) {
    mudchess::test::TempDir dir;
    std::string games = dir.file("games.db");
    std::string table = oldPlayersFileFor("sqlite:" + games);
    EXPECT_EQ(table, games + ".players");
    {
        // As the old robot played: ids were names.
        ServiceSettings s;
        s.store = games;
        Service old(s);
        old.handle("Alice", "Library", "start new game on board");
        old.handle("Alice", "Library", "join game as white on board");
        old.handle("Bob", "Library", "join game as black on board");
        std::ofstream(table) << "#12 Alice\n#13 Bob\n";
    }
    ServiceSettings s;
    s.store = games;
    Service service(s);
    std::ostringstream log;
    adoptOldPlayersFile(table, service, log);
    EXPECT_FALSE(std::filesystem::exists(table));
    EXPECT_NE(log.str().find("moved the seats of 2 player(s)"), std::string::npos) << log.str();

    // Someone else now called Alice (#30) does not hold her seat; Alice (#12) does, by name.
    Outcome carol = service.handle(Actor("#30", "Alice"), "Library", "move e4 on board");
    EXPECT_FALSE(carol.ok);
    Outcome alice = service.handle(Actor("#12", "Alice"), "Library", "move e4 on board");
    EXPECT_TRUE(alice.ok);
    EXPECT_TRUE(saidTo(alice, "Library", "Alice (White) plays e4")) << "her name is kept";
}

TEST(OldPlayersFile, NoTableNoStoreFileNothingToDo) {
    EXPECT_EQ(oldPlayersFileFor(":memory:"), "");
    EXPECT_EQ(oldPlayersFileFor("postgresql://chess@db/games"), "");
    Service service{ServiceSettings{}};
    std::ostringstream log;
    adoptOldPlayersFile("/nonexistent/games.db.players", service, log);
    adoptOldPlayersFile("", service, log);
    EXPECT_EQ(log.str(), "");
}

} // namespace
} // namespace mudchess::mud
