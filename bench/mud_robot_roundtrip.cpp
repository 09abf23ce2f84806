// A move's round trip through the robot in a real TinyMUX (Debian's tinymux on loopback, made
// as the tests make it): Alice types a move in the robot's room, until Bob reads the robot's
// announcement of it; and a paged "look at board", until the board's last line is back. To be
// read beside mud_roundtrip's floor (one player reaching another with no robot in between).
// The server's command quota is opened wide and the robot paced at its fastest (burst 100,
// 100 commands a second), so the figures are the robot's and the server's, not the quota's.
#include "machine.hpp"

#include "../tests/mud/god.hpp"
#include "../tests/mud/telnet_client.hpp"
#include "../tests/mud/tinymux.hpp"
#include "../tests/support/process.hpp"
#include "../tests/support/temp_dir.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using namespace mudchess::mud::test;
using Clock = std::chrono::steady_clock;
using Ms = std::chrono::duration<double, std::milli>;

namespace {

struct Stats {
    std::vector<double> ms;
    double at(double q) {
        std::sort(ms.begin(), ms.end());
        return ms.empty() ? 0 : ms[std::size_t(q * double(ms.size() - 1))];
    }
};

bool say(TelnetClient& who, const std::string& text, TelnetClient& hearer,
         const std::string& answer) {
    who.send("chess " + text);
    if (hearer.waitForLine(answer, 20s)) return true;
    std::cerr << "mud_robot_roundtrip: no \"" << answer << "\" after " << text << "\n";
    return false;
}

} // namespace

int main(int argc, char** argv) {
    int samples = 100;
    bool quickAck = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--samples" && i + 1 < argc) {
            samples = std::stoi(argv[++i]);
        } else if (a == "--quick-ack") {
            quickAck = true;
        } else {
            std::cerr << "usage: mud_robot_roundtrip [--samples N] [--quick-ack]\n";
            return 2;
        }
    }
    std::cout << "command: " << mudchess::bench::commandLine(argc, argv) << "\n"
              << "cpu: " << mudchess::bench::cpuModel() << "\n"
              << "load: " << mudchess::bench::loadAverage() << "\n";

    mudchess::test::TempDir dir;
    TinyMux mux(dir.path(), "command_quota_max 1000000\ncommand_quota_increment 1000000");
    Dbref library;
    {
        God god(mux.port());
        god.createPlayer("Alice", "alicepw");
        god.createPlayer("Bob", "bobpw");
        library = god.dig("Library");
        god.command("@set #" + std::to_string(library) + "=JUMP_OK");
        god.teleport("*Alice", library);
        god.teleport("*Bob", library);
        god.createRobot("ChessBot", "botpw");
    }
    TelnetClient alice(mux.port(), "Alice", "alicepw");
    TelnetClient bob(mux.port(), "Bob", "bobpw");
    // The players' clients acknowledge at once (as the floor's --quick-ack): TinyMUX writes
    // without TCP_NODELAY, so its second write to a player waits for the first one's ACK.
    alice.setQuickAck(quickAck);
    bob.setQuickAck(quickAck);
    std::filesystem::path conf = dir.path() / "mud.conf";
    std::ofstream(conf) << "host = 127.0.0.1\nport = " << mux.port()
                        << "\ncharacter = ChessBot\nroom = #" << library
                        << "\nplace = Library\nburst = 100\ncommands-per-second = 100\ndb = "
                        << (dir.path() / "games.db").string() << "\n";
    mudchess::test::Process robot({MUDCHESS_BINARY, "mud", "--config", conf.string()},
                                  dir.path() / "robot.log",
                                  mudchess::test::Launch{{}, {"MUDCHESS_MUD_PASSWORD=botpw"}});
    if (!alice.waitForLine("ChessBot has arrived.", 20s)) {
        std::cerr << mudchess::test::readFile(dir.path() / "robot.log");
        return 1;
    }

    // Each sample a board of its own, set up untimed; timed: White's first move, from Alice's
    // say until Bob reads "Alice (White) plays e4 on bN." (the board follows in the same
    // command).
    Stats move, look;
    for (int i = 0; i < samples; ++i) {
        std::string board = "b" + std::to_string(i);
        if (!say(alice, "start new game on " + board, alice,
                 "New game of standard chess on " + board + ".") ||
            !say(alice, "join game as white on " + board, alice, "Alice joins " + board) ||
            !say(bob, "join game as black on " + board, bob, "Bob joins " + board))
            return 1;
        bob.forget();
        auto t0 = Clock::now();
        if (!say(alice, "move e2 to e4 on " + board, bob,
                 "Alice (White) plays e4 on " + board + "."))
            return 1;
        move.ms.push_back(Ms(Clock::now() - t0).count());
        alice.forget();
        t0 = Clock::now();
        alice.send("page ChessBot=look at " + board);
        if (!alice.waitForLine("    a   b   c   d   e   f   g   h", 20s) ||
            !alice.waitForLine("    a   b   c   d   e   f   g   h", 20s))
            return 1;
        look.ms.push_back(Ms(Clock::now() - t0).count());
        alice.forget();
    }

    std::cout << "round trip through the robot in tinymux, " << samples << " samples (ms):\n"
              << "  what                                  median      p90\n";
    auto row = [](const char* what, Stats& s) {
        std::printf("  %-35s %8.3f %8.3f\n", what, s.at(0.5), s.at(0.9));
    };
    row("say a move, the other reads it", move);
    row("page look, the whole board back", look);
    return 0;
}
