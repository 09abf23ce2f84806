// The robot (`mudchess mud`) in a real TinyMUX (tinymux.hpp): made by God as docs/mud.md's
// recipe says, standing in its room, played with by scripted players. Each test asserts what
// a player would notice: what they hear, what others do not, what the database still holds.
#include "child.hpp"
#include "god.hpp"
#include "process.hpp"
#include "puzzle_import.hpp"
#include "telnet_client.hpp"
#include "temp_dir.hpp"
#include "tinymux.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>
#include <regex>
#include <thread>

namespace mudchess::mud::test {
namespace {

constexpr const char* ROBOT_PASSWORD = "botpw";

class RobotInTinyMux : public ::testing::Test {
  protected:
    mudchess::test::TempDir dir;
    TinyMux mux{dir.path()};
    God god{mux.port()};
    Dbref library = room("Library");
    std::vector<std::unique_ptr<mudchess::test::Process>> robots;

    void TearDown() override {
        // Every robot stops as an admin stops it (SIGTERM) and must end cleanly, with no
        // sanitizer report in its log (the sanitizer build runs these tests too).
        for (std::size_t i = 0; i < robots.size(); ++i) {
            std::optional<int> status = robots[i]->stop();
            std::string log =
                mudchess::test::readFile(dir.path() / ("robot" + std::to_string(i) + ".log"));
            EXPECT_EQ(mudchess::test::childProblem("robot " + std::to_string(i), status, 0, log),
                      "");
        }
        if (!HasFailure()) return;
        std::cerr << "--- tinymux log ---\n" << mux.log();
        for (std::size_t i = 0; i < robots.size(); ++i)
            std::cerr << "--- robot " << i << " log ---\n"
                      << mudchess::test::readFile(dir.path() /
                                                  ("robot" + std::to_string(i) + ".log"));
    }

    // A room players and the robot may @teleport into.
    Dbref room(const std::string& name) {
        Dbref r = god.dig(name);
        god.command("@set #" + std::to_string(r) + "=JUMP_OK");
        return r;
    }

    // A player, connected, standing in `where`.
    std::unique_ptr<TelnetClient> player(const std::string& name, Dbref where) {
        god.createPlayer(name, name + "pw");
        god.teleport("*" + name, where);
        auto client = std::make_unique<TelnetClient>(mux.port(), name, name + "pw");
        EXPECT_TRUE(client->sync());
        return client;
    }

    // The robot character as the recipe makes it, and `mudchess mud` playing as it in `where`;
    // returns once `watcher` (standing there) has seen it arrive.
    Dbref startRobot(const std::string& name, Dbref where, const std::string& place,
                     TelnetClient& watcher, const std::string& extraConfig = {}) {
        Dbref robot = god.createRobot(name, ROBOT_PASSWORD);
        god.command("@power *" + name + "=long_fingers");
        launchRobot(name, ROBOT_PASSWORD, where, place, extraConfig);
        EXPECT_TRUE(watcher.waitForLine(name + " has arrived.", 20s));
        return robot;
    }

    // `mudchess mud` as `name` with `password` (from the environment, as the recipe says).
    void launchRobot(const std::string& name, const std::string& password, Dbref where,
                     const std::string& place, const std::string& extraConfig = {}) {
        std::string index = std::to_string(robots.size());
        std::filesystem::path conf = dir.path() / ("mud" + index + ".conf");
        std::ofstream(conf) << "host = 127.0.0.1\nport = " << mux.port() << "\ncharacter = " << name
                            << "\nroom = #" << where << "\nplace = " << place
                            << "\ndb = " << (dir.path() / ("games" + index + ".db")).string()
                            << "\nreconnect-min = 0.5\nreconnect-max = 2\n"
                            << extraConfig;
        robots.push_back(std::make_unique<mudchess::test::Process>(
            std::vector<std::string>{MUDCHESS_BINARY, "mud", "--config", conf.string()},
            dir.path() / ("robot" + index + ".log"),
            mudchess::test::Launch{{}, {"MUDCHESS_MUD_PASSWORD=" + password}}));
    }

    static bool sawLineWith(const TelnetClient& c, const std::string& part) {
        std::vector<std::string> lines = c.fresh();
        return std::any_of(lines.begin(), lines.end(),
                           [&](const std::string& l) { return l.find(part) != std::string::npos; });
    }

    // `who` types a chess command and waits for the robot's answer to reach `hearer`: players
    // type on connections of their own, so the next line must wait for this one's answer.
    static void command(TelnetClient& who, const std::string& text, TelnetClient& hearer,
                        const std::string& answer) {
        who.send("chess " + text);
        ASSERT_TRUE(hearer.waitForLine(answer, 20s)) << who.name() << ": " << text;
    }

    // Waits until robot `index`'s log (its standard error) holds `text` `times` times.
    bool waitForRobotLog(std::size_t index, const std::string& text, std::size_t times,
                         std::chrono::milliseconds timeout = 30s) {
        auto deadline = std::chrono::steady_clock::now() + timeout;
        std::filesystem::path log = dir.path() / ("robot" + std::to_string(index) + ".log");
        while (true) {
            std::string written = mudchess::test::readFile(log);
            std::size_t found = 0;
            for (std::size_t at = written.find(text); at != std::string::npos;
                 at = written.find(text, at + 1))
                ++found;
            if (found >= times) return true;
            if (std::chrono::steady_clock::now() > deadline) return false;
            std::this_thread::sleep_for(50ms);
        }
    }

    // A game on "board" (set up by `setUp`) with Alice White and Bob Black.
    static void seat(TelnetClient& alice, TelnetClient& bob,
                     const std::string& setUp = "start new game on board") {
        command(alice, setUp, alice, "New game of standard chess on board");
        command(alice, "join game as white on board", alice, "Alice joins board as White.");
        command(bob, "join game as black on board", bob, "Bob joins board as Black.");
    }
};

TEST_F(RobotInTinyMux, AWholeGameToMateWithAPromotion) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    startRobot("ChessBot", library, "Library", *alice);
    command(*alice, "start new game on board", *bob, "New game of standard chess on board.");
    command(*alice, "join game as white on board", *bob, "Alice joins board as White.");
    bob->send("page ChessBot=join game as black on board"); // a page does as well
    ASSERT_TRUE(alice->waitForLine("Both seats on board are taken"));
    const char* moves[] = {"e4", "f5",     "exf5", "g5",  "fxg6", "a6",  "gxh7",
                           "a5", "hxg8=Q", "Rxg8", "Qh5", "Rg6",  "Qxg6"};
    for (std::size_t i = 0; i < std::size(moves); ++i) {
        TelnetClient& mover = i % 2 == 0 ? *alice : *bob;
        TelnetClient& other = i % 2 == 0 ? *bob : *alice;
        mover.send(std::string("chess move ") + moves[i] + " on board");
        ASSERT_TRUE(other.waitForMatch(std::regex(mover.name() + " \\((White|Black)\\) plays ")))
            << moves[i];
    }
    EXPECT_TRUE(alice->waitForLine("White wins by checkmate (1-0)."));
    EXPECT_TRUE(bob->waitForLine("White wins by checkmate (1-0)."));
    EXPECT_NE(std::count_if(
                  bob->lines().begin(), bob->lines().end(),
                  [](const std::string& l) { return l == "Alice (White) plays hxg8=Q on board."; }),
              0);
}

TEST_F(RobotInTinyMux, ASpectatorIsRefusedPrivately) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    auto carol = player("Carol", library);
    startRobot("ChessBot", library, "Library", *alice);
    seat(*alice, *bob);
    ASSERT_TRUE(carol->waitForLine("Bob joins board as Black."));
    alice->forget();
    bob->forget();
    carol->send("chess move e2 to e4 on board");
    EXPECT_TRUE(carol->waitForLine("you are not playing on board"));
    // A command is typed, not said: nobody else hears it, nor the robot's answer.
    ASSERT_TRUE(alice->sync());
    ASSERT_TRUE(bob->sync());
    EXPECT_FALSE(sawLineWith(*alice, "not playing"));
    EXPECT_FALSE(sawLineWith(*bob, "not playing"));
}

TEST_F(RobotInTinyMux, TwoRoomsAreTwoBoards) {
    Dbref tavern = room("Tavern");
    auto alice = player("Alice", library);
    auto dave = player("Dave", tavern);
    startRobot("ChessBot", library, "Library", *alice);
    startRobot("TavernBot", tavern, "Tavern", *dave);
    command(*alice, "start new game on board", *alice, "New game of standard chess on board.");
    command(*alice, "join game as white on board", *alice, "Alice joins board as White.");
    command(*dave, "look at board", *dave, "there is no board here");
    command(*dave, "start new game on board", *dave, "New game of standard chess on board.");
    command(*dave, "look at board", *dave, "White nobody, Black nobody");
    command(*alice, "look at board", *alice, "White Alice, Black nobody");
}

TEST_F(RobotInTinyMux, APageFromAnotherRoomIsAnsweredPrivately) {
    auto alice = player("Alice", library);
    startRobot("ChessBot", library, "Library", *alice);
    alice->send("chess start new game on board");
    ASSERT_TRUE(alice->waitForLine("New game of standard chess on board."));
    auto carol = player("Carol", 0); // in Limbo
    carol->send("page ChessBot=look at board");
    EXPECT_TRUE(carol->waitForLine("board: Standard chess"));
    EXPECT_TRUE(carol->waitForLine("a   b   c   d   e   f   g   h"));
    ASSERT_TRUE(alice->sync());
    EXPECT_FALSE(sawLineWith(*alice, "board: Standard chess"));
}

// Issue 49: a move paged from another room is told to its mover as well as to the room; a
// player paging from the room hears it once.
TEST_F(RobotInTinyMux, AMovePagedFromAfarIsConfirmedToItsMover) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    startRobot("ChessBot", library, "Library", *alice);
    seat(*alice, *bob);
    god.teleport("*Alice", 0);
    alice->send("page ChessBot=move e4 on board");
    EXPECT_TRUE(alice->waitForLine("Alice (White) plays e4 on board."));
    EXPECT_TRUE(bob->waitForLine("Alice (White) plays e4 on board."));
    bob->forget();
    bob->send("page ChessBot=move e5 on board");
    ASSERT_TRUE(bob->waitForLine("Bob (Black) plays e5 on board."));
    ASSERT_TRUE(bob->sync());
    std::vector<std::string> lines = bob->fresh();
    EXPECT_EQ(std::count(lines.begin(), lines.end(), "Bob (Black) plays e5 on board."), 1);
}

TEST_F(RobotInTinyMux, ARenamedPlayerKeepsTheSeatAndTheOldNameDoesNot) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    auto carol = player("Carol", library);
    startRobot("ChessBot", library, "Library", *alice);
    seat(*alice, *bob);
    god.command("@name *Alice=Zed");
    alice->send("chess move e4 on board");
    EXPECT_TRUE(bob->waitForLine("Zed (White) plays e4 on board."));
    bob->send("chess move e5 on board");
    ASSERT_TRUE(alice->waitForLine("Bob (Black) plays e5 on board."));
    god.command("@name *Carol=Alice");
    carol->send("chess move d4 on board");
    EXPECT_TRUE(carol->waitForLine("you are not playing on board"));
    alice->send("chess move d4 on board");
    EXPECT_TRUE(bob->waitForLine("Zed (White) plays d4 on board."));
}

// Issue 41: in a MUD the account is the character's dbref, so a rating follows the character
// through a rename, and a newcomer who takes the old name starts with none.
TEST_F(RobotInTinyMux, ARatingBelongsToTheCharacterNotToItsName) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    auto carol = player("Carol", library);
    startRobot("ChessBot", library, "Library", *alice);
    command(*alice, "start new rated game with clock 5+3 on board", *alice,
            "New rated game of standard chess on board with clock 5+3");
    command(*alice, "join game as white on board", *alice, "Alice joins board as White.");
    command(*bob, "join game as black on board", *bob, "Bob joins board as Black.");
    command(*alice, "move e4 on board", *bob, "Alice (White) plays e4 on board.");
    command(*bob, "move e5 on board", *alice, "Bob (Black) plays e5 on board.");
    command(*alice, "move Nf3 on board", *bob, "Alice (White) plays Nf3 on board.");
    command(*bob, "move Nc6 on board", *alice, "Bob (Black) plays Nc6 on board.");
    command(*bob, "resign on board", *alice,
            "Ratings (standard chess, blitz): Alice 1500? -> 1662?, Bob 1500? -> 1338?.");
    god.command("@name *Alice=Zed");
    god.command("@name *Carol=Alice");
    // The robot learns a character's new name when it next hears it speak.
    command(*alice, "rating", *alice, "Zed's ratings:");
    EXPECT_TRUE(alice->waitForLine("standard chess, blitz: 1662? (deviation 290, 1 game)"));
    command(*carol, "rating", *carol,
            "Alice (you) has no rating yet: ratings come from rated games");
    command(*bob, "rating of Alice", *bob, "Alice has no rating yet");
    command(*bob, "rating of Zed", *bob, "Zed's ratings:");
}

TEST_F(RobotInTinyMux, NothingAPlayerTypesIsEvaluated) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    Dbref robot = startRobot("ChessBot", library, "Library", *alice);
    std::string robotRef = "#" + std::to_string(robot);
    std::vector<std::string> before = god.examine(robotRef);
    std::string stats = god.stats();
    // Bob sees who makes him hear each line: Alice may @pemit him herself, the robot never
    // passes on what she typed as code.
    ASSERT_TRUE(bob->command("@set me=NOSPOOF"));
    alice->send("chess start new game on board");
    ASSERT_TRUE(alice->waitForLine("New game of standard chess on board."));
    bob->forget();
    // The room command is set no_parse, so the robot hears the code characters as typed:
    // [ ] % ; { } ( ) , and a backslash itself.
    const std::vector<std::string> attempts = {
        "move [pemit(*Bob,hacked)] on board", "move e2e4%r@pemit *Bob=hacked on board",
        "move %#%0; @set me=WIZARD on board", "start new game on {[create(hacked)]}",
        "look at board\\[set(me,hacked:1)]",  "move (),^$ on board",
    };
    // The robot answers in order, so once the board asked for last arrives, every answer has.
    for (const std::string& attempt : attempts) alice->send("chess " + attempt);
    alice->send("chess look at board");
    ASSERT_TRUE(alice->waitForLine("board: Standard chess"));
    ASSERT_TRUE(bob->sync());
    for (const std::string& line : bob->fresh()) {
        if (line.starts_with("[ChessBot(")) {
            EXPECT_EQ(line.find("hacked"), std::string::npos) << "Bob was sent: " << line;
        }
    }
    EXPECT_TRUE(sawLineWith(*alice, "[pemit(*Bob,hacked)]")) << "the refusal quotes it as typed";
    EXPECT_EQ(god.examine(robotRef), before);
    EXPECT_EQ(god.stats(), stats);
    EXPECT_EQ(god.command("think [get(#" + std::to_string(robot) + "/hacked)]"),
              std::vector<std::string>{});
}

// Issue 49: a %r in a say, a pose, an @emit or a page starts a line with no header of its own,
// so Mallory can write one that looks like the server's; none of them acts for Bob.
TEST_F(RobotInTinyMux, ForgedLinesActForNobody) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    auto mallory = player("Mallory", library);
    auto faraway = player("Eve", 0); // pages from Limbo
    startRobot("ChessBot", library, "Library", *alice);
    seat(*alice, *bob);
    command(*alice, "move e4 on board", *bob, "Alice (White) plays e4 on board.");
    std::string bobRef = "#" + std::to_string(god.dbrefOf("Bob"));
    std::string header = "\\[Bob(" + bobRef + "),";
    mallory->send("say x%r" + header + "saypose\\] Bob says, \"chess: move e7e5 on board\"");
    mallory->send(":x%r" + header + "saypose\\] Bob chess: resign on board");
    mallory->send("@emit x%r" + header + "saypose\\] Bob says, \"chess: resign on board\"");
    // The markers' prefix with guessed tokens, as a line of its own.
    mallory->send("page ChessBot=x%rMUDCHESS-0:command:" + bobRef + ":resign on board");
    faraway->send("page ChessBot=x%r" + header + "page\\] Bob pages: resign on board");
    // Each page makes one forgery to log; the robot has read both once the second is logged.
    ASSERT_TRUE(waitForRobotLog(0, "ignored a line framed like the server's", 2));
    EXPECT_TRUE(waitForRobotLog(0, "Bob pages: resign on board", 1));
    command(*bob, "look at board", *bob, "move 1, Black to move");
    ASSERT_TRUE(alice->sync());
    EXPECT_FALSE(sawLineWith(*alice, "Bob (Black) plays e5"));
    EXPECT_FALSE(sawLineWith(*alice, "resigns on board"));
    // Mallory cannot read the token either.
    std::string robotRef = "#" + std::to_string(god.dbrefOf("ChessBot"));
    mallory->forget();
    ASSERT_TRUE(mallory->command("think >[get(" + robotRef + "/MUDCHESS_COMMAND)]<"));
    ASSERT_TRUE(mallory->command("examine " + robotRef));
    EXPECT_FALSE(sawLineWith(*mallory, "MUDCHESS-"));
}

// Issue 49: one page holding the robot's old output marker made it deaf for minutes.
TEST_F(RobotInTinyMux, APageHoldingAMarkerDoesNotDeafenTheRobot) {
    auto alice = player("Alice", library);
    auto mallory = player("Mallory", 0);
    startRobot("ChessBot", library, "Library", *alice);
    mallory->send("page ChessBot=chess:%rMUDCHESS-OUTPUT-BEGIN");
    ASSERT_TRUE(waitForRobotLog(0, "MUDCHESS-OUTPUT-BEGIN", 1));
    command(*alice, "start new game on board", *alice, "New game of standard chess on board.");
}

TEST_F(RobotInTinyMux, ARoomItCannotEnterIsSaidInTheLog) {
    Dbref locked = god.dig("Vault"); // not JUMP_OK
    god.createRobot("ChessBot", ROBOT_PASSWORD);
    launchRobot("ChessBot", ROBOT_PASSWORD, locked, "Vault");
    EXPECT_TRUE(waitForRobotLog(0, "mud: could not go to #" + std::to_string(locked), 1));
    EXPECT_TRUE(waitForRobotLog(0, "teleport there!", 1)); // TinyMUX's words, curly quote and all
}

TEST_F(RobotInTinyMux, ABurstOfFortyCommandsIsAnsweredWithoutThrottling) {
    auto alice = player("Alice", library);
    startRobot("ChessBot", library, "Library", *alice);
    alice->send("chess start new game on board");
    ASSERT_TRUE(alice->waitForLine("New game of standard chess on board."));
    for (int i = 0; i < 40; ++i) alice->send("page ChessBot=look at board");
    for (int i = 0; i < 40; ++i) ASSERT_TRUE(alice->waitForLine("board: Standard chess", 30s)) << i;
    EXPECT_EQ(mudchess::test::readFile(dir.path() / "robot0.log").find("connection lost"),
              std::string::npos);
}

TEST_F(RobotInTinyMux, APlayerFarAheadOfThePacingIsToldAndNotReadUntilItCatchesUp) {
    auto alice = player("Alice", library);
    // Slow pacing, so a backlog builds at once.
    startRobot("ChessBot", library, "Library", *alice, "burst = 1\ncommands-per-second = 0.5\n");
    for (int i = 0; i < 60; ++i) alice->send("page ChessBot=show fen on board");
    EXPECT_TRUE(
        alice->waitForLine("you are ahead of me: 48 answers are still on their way to you"));
}

TEST_F(RobotInTinyMux, AGameCarriesOnAfterTheServerRestarts) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    startRobot("ChessBot", library, "Library", *alice);
    seat(*alice, *bob);
    command(*alice, "move e4 on board", *bob, "Alice (White) plays e4 on board.");
    alice.reset();
    bob.reset();
    mux.restart();
    // The robot finds the server gone, reconnects at its back-off's pace and logs in again.
    ASSERT_TRUE(waitForRobotLog(0, "logged in as ChessBot", 2));
    TelnetClient b(mux.port(), "Bob", "Bobpw");
    TelnetClient a(mux.port(), "Alice", "Alicepw");
    b.send("chess move e5 on board");
    EXPECT_TRUE(a.waitForLine("Bob (Black) plays e5 on board.", 20s));
    a.send("chess look at board");
    EXPECT_TRUE(a.waitForLine("move 2, White to move"));
}

// Issue 49: while TinyMUX is down nobody can move nor hear of a move, so no clock runs; when the
// robot is back, the room is told, and the flag of the side to move has not fallen.
TEST_F(RobotInTinyMux, ClocksStandStillWhileTheServerIsDown) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    startRobot("ChessBot", library, "Library", *alice);
    seat(*alice, *bob, "start new game with clock 0:10+0 on board");
    command(*alice, "move e4 on board", *bob, "Alice (White) plays e4 on board.");
    command(*bob, "move e5 on board", *alice, "It is your move on board");
    // White's clock runs now, with 10 s on it; the server is down for 15 s.
    alice.reset();
    bob.reset();
    mux.shutdown();
    ASSERT_TRUE(waitForRobotLog(0, "connection lost", 1));
    std::this_thread::sleep_for(15s);
    mux.start();
    TelnetClient a(mux.port(), "Alice", "Alicepw");
    EXPECT_TRUE(a.waitForLine("stood still meanwhile, and runs again from now.", 30s));
    a.send("chess clock on board");
    EXPECT_TRUE(a.waitForMatch(std::regex("White \\(Alice\\) has [0-9.]+ seconds and is to move")));
    a.send("chess move Nf3 on board");
    EXPECT_TRUE(a.waitForLine("Alice (White) plays Nf3 on board."));
}

// Issue 49: five players paging look after look hold up nobody else: their answers wait in
// lanes of their own, and the lanes take turns.
TEST_F(RobotInTinyMux, FiveFloodersDoNotHoldUpASixthPlayer) {
    auto carol = player("Carol", library);
    startRobot("ChessBot", library, "Library", *carol, "burst = 1\ncommands-per-second = 4\n");
    command(*carol, "start new game on board", *carol, "New game of standard chess on board.");
    std::vector<std::unique_ptr<TelnetClient>> flooders;
    for (int i = 0; i < 5; ++i) flooders.push_back(player("Flood" + std::to_string(i), 0));
    for (auto& f : flooders)
        for (int n = 0; n < 30; ++n) f->send("page ChessBot=show fen on board in Library");
    // 150 answers queued at 4 a second: 37 s for the last. Carol's comes within a few turns.
    ASSERT_TRUE(flooders[4]->waitForMatch(std::regex("/pppppppp/"), 20s));
    carol->send("chess look at board");
    EXPECT_TRUE(carol->waitForLine("board: Standard chess", 10s));
    std::size_t answered = 0;
    for (auto& f : flooders)
        for (const std::string& l : f->fresh())
            answered += l.find("/pppppppp/") != std::string::npos;
    EXPECT_LT(answered, 100u) << "carol waited behind most of the flood";
}

TEST_F(RobotInTinyMux, BoardsAreColouredForAPlayerWhoseClientShowsColour) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    startRobot("ChessBot", library, "Library", *alice);
    ASSERT_TRUE(alice->command("@set me=ANSI"));
    command(*alice, "start new game on board", *alice, "New game of standard chess on board.");
    command(*alice, "options colour classic", *alice, "your colour scheme is now classic");
    command(*bob, "options colour classic", *bob, "your colour scheme is now classic");
    std::size_t aliceBefore = alice->raw().size(), bobBefore = bob->raw().size();
    command(*alice, "look at board", *alice, "a   b   c   d   e   f   g   h");
    command(*bob, "look at board", *bob, "a   b   c   d   e   f   g   h");
    // The robot sends %x codes; TinyMUX turns them into ANSI for a player set ANSI and drops
    // them for one who is not.
    EXPECT_NE(alice->raw().find("\x1b[", aliceBefore), std::string::npos);
    EXPECT_EQ(bob->raw().find("\x1b[", bobBefore), std::string::npos);
    EXPECT_EQ(bob->raw().find("%x", bobBefore), std::string::npos);
}

TEST_F(RobotInTinyMux, ALongAnswerIsShownAPageAtATime) {
    auto alice = player("Alice", library);
    startRobot("ChessBot", library, "Library", *alice);
    alice->send("chess help");
    auto trailer = alice->waitForMatch(std::regex("^\\((\\d+) more lines: type \"chess more\""));
    ASSERT_TRUE(trailer);
    int rest = std::stoi(trailer->substr(1));
    ASSERT_GT(rest, 24) << "help should be long enough for three pages";
    // Each "more" (said or paged) shows the next 24 lines, with a trailer while more remain;
    // after the last page, "more" says there is nothing more.
    int pages = (rest + 23) / 24;
    for (int page = 1; page <= pages; ++page) {
        alice->send(page % 2 ? "page ChessBot=more" : "chess more");
        if (page < pages) {
            ASSERT_TRUE(alice->waitForLine(std::to_string(rest - 24 * page) + " more lines: type"));
        }
    }
    alice->send("page ChessBot=more");
    EXPECT_TRUE(alice->waitForLine("nothing more to show"));
}

// The analysis after a game (issue 52): the room hears a summary of six lines at most, and the
// whole list of moves goes to the one who asks, paged, for nobody else.
TEST_F(RobotInTinyMux, AnAnalysisIsSummedUpToTheRoomInSixLinesAtMost) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    auto carol = player("Carol", library);
    startRobot("ChessBot", library, "Library", *alice,
               "analysis-nodes = 5000\nengine-processes = 0\nplace-boards = on-request\n");
    seat(*alice, *bob);
    const char* moves[] = {"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"};
    for (std::size_t i = 0; i < std::size(moves); ++i)
        command(i % 2 ? *bob : *alice, std::string("move ") + moves[i] + " on board", *carol,
                std::string("plays ") + moves[i]);
    ASSERT_TRUE(carol->waitForLine("White wins by checkmate (1-0)."));
    ASSERT_TRUE(alice->sync());
    alice->forget();
    command(*carol, "analyse game on board", *carol, "Analysing the game on board");
    // The summary ends with the moment that decided the game; the analysis runs at nice 19,
    // so in the sanitizer build beside other tests it is waited for long.
    ASSERT_TRUE(alice->waitForLine("3...Nf6?? ", 180s));
    ASSERT_TRUE(alice->sync());
    std::vector<std::string> heard = alice->fresh();
    EXPECT_GE(heard.size(), 4u) << "the heading, a line a side and the blunder";
    EXPECT_LE(heard.size(), 6u);
    EXPECT_FALSE(sawLineWith(*alice, "Analysing")) << "the acknowledgement is Carol's alone";
    // Nothing a MUD would turn into "?": an evaluation's change is written in plain ASCII.
    EXPECT_TRUE(sawLineWith(*alice, "Nf6?? (")) << "the blunder with its change of evaluation";
    EXPECT_TRUE(sawLineWith(*alice, " -> #1)")) << "the blunder with its change of evaluation";

    bob->forget();
    command(*carol, "show analysis on board", *carol, "3. Qh5");
    ASSERT_TRUE(bob->sync());
    EXPECT_FALSE(sawLineWith(*bob, "Qh5")) << "the list of moves is Carol's alone";
}

// A puzzle race in the robot's room (issue 53): the room sees the puzzle, a wrong answer is told
// to its player alone, and the first right line wins before the whole room.
TEST_F(RobotInTinyMux, APuzzleRaceInTheRoomIsWonByTheFirstRightLine) {
    ASSERT_TRUE(mudchess::test::importPuzzles(MUDCHESS_BINARY,
                                              mudchess::test::legalsMateCsv(MUDCHESS_SOURCE_DIR),
                                              dir.path() / "games0.db", dir.path() / "import.log"));
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    auto carol = player("Carol", library);
    startRobot("ChessBot", library, "Library", *alice);
    command(*alice, "puzzle race", *carol, "Puzzle race, Standard chess");
    ASSERT_TRUE(carol->waitForLine("FEN: r2qkbnr/"));
    command(*bob, "solve Nd5", *bob, "you are out of this race");
    command(*carol, "solve Bxf7+ Ke7 Nd5#", *alice, "Carol wins the puzzle race");
    ASSERT_TRUE(alice->sync());
    EXPECT_FALSE(sawLineWith(*alice, "out of this race")) << "Bob's miss is his alone";
}

TEST_F(RobotInTinyMux, ARefusedLoginIsSaidOnceAndRetried) {
    god.createRobot("ChessBot", ROBOT_PASSWORD);
    launchRobot("ChessBot", "wrongpassword", library, "Library");
    // Three refusals at the back-off's pace (0.5 s, then 1 s, 2 s), one sentence in the log.
    ASSERT_TRUE(mux.waitForLog("Failed connect to", 30s, 3));
    std::string log = mudchess::test::readFile(dir.path() / "robot0.log");
    std::size_t first = log.find("cannot log in as ChessBot");
    ASSERT_NE(first, std::string::npos) << log;
    EXPECT_EQ(log.find("cannot log in", first + 1), std::string::npos) << log;
    EXPECT_NE(log.find("Either that player does not exist, or has a different password."),
              std::string::npos);
}

// README's "Playing inside a MUD" shows a game as Alice sees it: this plays that game in
// tinymux and holds README's text to what Alice really saw, every board but the last left out
// as README says.
TEST_F(RobotInTinyMux, ReadmesGameIsWhatAliceSees) {
    auto alice = player("Alice", library);
    auto bob = player("Bob", library);
    startRobot("ChessBot", library, "Library", *alice);
    alice->forget();
    std::vector<std::string> seen; // what Alice typed ("> " first) and read, in order
    auto step = [&](TelnetClient& typist, const std::string& line, const std::string& last) {
        if (&typist == alice.get()) seen.push_back("> " + line);
        typist.send(line);
        ASSERT_TRUE(alice->waitForLine(last, 20s)) << line;
        ASSERT_TRUE(alice->sync());
        for (const std::string& l : alice->fresh()) seen.push_back(l);
        alice->forget();
    };
    step(*alice, "chess start new game on table", "Take a seat");
    step(*alice, "chess join game as white on table", "Alice joins table as White.");
    step(*bob, "chess join game as black on table", "White (Alice) moves first.");
    step(*alice, "chess move f2 to f3 on table", "Alice (White) plays f3 on table.");
    step(*bob, "chess move e7 to e5 on table", "It is your move on table");
    step(*alice, "page ChessBot=move g4 on table", "Alice (White) plays g4 on table.");
    step(*bob, "chess move Qh4 on table", "Black wins by checkmate (0-1).");

    // A board runs from one file-letter line to the next; every board but the last is left out.
    const std::string files = "    a   b   c   d   e   f   g   h";
    std::vector<std::pair<std::size_t, std::size_t>> boards; // first and last line
    for (std::size_t i = 0; i < seen.size(); ++i) {
        if (seen[i] != files) continue;
        std::size_t end = i + 1;
        while (end < seen.size() && seen[end] != files) ++end;
        boards.emplace_back(i, end);
        i = end;
    }
    ASSERT_EQ(boards.size(), 4u); // one after each move
    boards.pop_back();
    std::string expected;
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (std::none_of(boards.begin(), boards.end(),
                         [i](auto b) { return i >= b.first && i <= b.second; }))
            expected += seen[i] + "\n";
    std::string readme = mudchess::test::readFile(MUDCHESS_README);
    std::size_t section = readme.find("\n## Playing inside a MUD\n");
    ASSERT_NE(section, std::string::npos);
    std::size_t open = readme.find("```\n", section);
    ASSERT_NE(open, std::string::npos);
    open += 4;
    std::size_t close = readme.find("```\n", open);
    ASSERT_NE(close, std::string::npos);
    EXPECT_EQ(readme.substr(open, close - open), expected);
}

} // namespace
} // namespace mudchess::mud::test
