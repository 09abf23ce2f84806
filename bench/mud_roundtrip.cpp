// The floor of a round trip through a real TinyMUX (Debian's tinymux on loopback, made as the
// tests make it, tests/mud/tinymux.hpp): how long one player's page, say, or many-line @pemit
// takes to reach another player, with no robot in between. What the robot adds to a move is
// measured against these. The command quota is opened wide (TinyMUX otherwise lets a
// connection burst 100 commands, then one a second), so the figures are the server's, pacing
// aside.
#include "machine.hpp"

#include "../tests/mud/god.hpp"
#include "../tests/mud/telnet_client.hpp"
#include "../tests/mud/tinymux.hpp"
#include "../tests/support/temp_dir.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

using namespace mudchess::mud::test;
using Clock = std::chrono::steady_clock;
using Ms = std::chrono::duration<double, std::milli>;

namespace {

// As many lines as a board and the line before it: what the robot sends in one @pemit.
constexpr int BOARD_LINES = 12;

struct Stats {
    std::vector<double> ms;
    double at(double q) {
        std::sort(ms.begin(), ms.end());
        return ms.empty() ? 0 : ms[std::size_t(q * double(ms.size() - 1))];
    }
};

// Times `samples` rounds of `send(i)` until `arrived(i)`; false (and says which) on a timeout.
// Between rounds, untimed, the receiver forgets what it has read, so no wait searches old lines.
template <class Send, class Arrived>
bool measure(Stats& stats, int samples, TelnetClient& receiver, Send send, Arrived arrived) {
    for (int i = 0; i < samples; ++i) {
        auto t0 = Clock::now();
        send(i);
        if (!arrived(i)) {
            std::cerr << "mud_roundtrip: timed out in round " << i << "\n";
            return false;
        }
        stats.ms.push_back(Ms(Clock::now() - t0).count());
        receiver.forget();
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    int samples = 200;
    bool quickAck = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--samples" && i + 1 < argc)
            samples = std::stoi(argv[++i]);
        else if (a == "--quick-ack")
            quickAck = true;
        else {
            std::cerr << "usage: mud_roundtrip [--samples N] [--quick-ack]\n";
            return 2;
        }
    }
    std::cout << "command: " << mudchess::bench::commandLine(argc, argv) << "\n"
              << "cpu: " << mudchess::bench::cpuModel() << "\n"
              << "load: " << mudchess::bench::loadAverage() << "\n";

    mudchess::test::TempDir dir;
    TinyMux mux(dir.path(), "command_quota_max 1000000\ncommand_quota_increment 1000000");
    {
        God god(mux.port());
        god.createPlayer("Alice", "alicepw");
        god.createPlayer("Bob", "bobpw");
        Dbref library = god.dig("Library");
        god.teleport("*Alice", library);
        god.teleport("*Bob", library);
    }
    TelnetClient alice(mux.port(), "Alice", "alicepw");
    TelnetClient bob(mux.port(), "Bob", "bobpw");
    alice.setQuickAck(quickAck);
    bob.setQuickAck(quickAck);
    alice.forget();
    bob.forget();

    auto text = [](const char* what, int i) { return std::string(what) + " " + std::to_string(i); };

    // A page: what a player does to talk to the robot from anywhere.
    Stats page;
    bool ok = measure(
        page, samples, bob, [&](int i) { alice.send("page Bob=" + text("floor", i)); },
        [&](int i) { return bool(bob.waitForLine("Alice pages: " + text("floor", i))); });

    // A say in the room: what a player does to talk to the robot in its room.
    Stats say;
    ok = ok && measure(
                   say, samples, bob, [&](int i) { alice.send("say " + text("floor", i)); },
                   [&](int i) {
                       return bool(bob.waitForLine("Alice says, \"" + text("floor", i) + "\""));
                   });

    // One @pemit of a board's lines, the last line arriving: how the robot answers.
    Stats board;
    std::string rows;
    for (int r = 0; r < BOARD_LINES - 1; ++r) rows += " | r | n | b | q | k | b | n | r |%r";
    ok = ok && measure(
                   board, samples, bob,
                   [&](int i) { alice.send("@pemit *Bob=" + rows + text("last line", i)); },
                   [&](int i) { return bool(bob.waitForLine(text("last line", i))); });
    if (!ok) {
        std::cerr << mux.log();
        return 1;
    }

    std::cout << "round trip through tinymux, player to player, " << samples
              << " samples each (ms):\n"
              << "  what                           median      p90\n";
    auto row = [](const char* what, Stats& s) {
        std::printf("  %-28s %8.3f %8.3f\n", what, s.at(0.5), s.at(0.9));
    };
    row("page", page);
    row("say (same room)", say);
    row("@pemit of 12 lines", board);
    return 0;
}
