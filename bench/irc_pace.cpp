// irc_pace: a game in a channel at the pacing the networks demand (the bot's defaults: a burst
// of 5 lines, then one line every 2 s), once for each `place-boards` choice. Each player moves
// as soon as the channel tells them the other's move; measured per move: the bot's lines in the
// channel, and the seconds from the move typed to the opponent reading it in the channel
// (issue 51). A real ngircd on loopback (tests/irc/harness.hpp); docs/benchmarks.md, "The IRC
// bot at the network's pace".
#include "machine.hpp"

#include "../tests/irc/harness.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

using namespace mudchess::irc::test;
using Seconds = std::chrono::duration<double>;

namespace {

constexpr const char* BOT = "mudchess";
constexpr const char* CHANNEL = "#chess";
// An Italian game's first moves, as coordinates.
// A whole game, to its mate: Morphy's Opera game (Paris, 1858), 33 plies; --plies plays its
// first N.
const std::vector<std::string> MOVES = {
    "e2e4", "e7e5", "g1f3", "d7d6", "d2d4", "c8g4", "d4e5", "g4f3", "d1f3", "d6e5", "f1c4",
    "g8f6", "f3b3", "d8e7", "b1c3", "c7c6", "c1g5", "b7b5", "c3b5", "c6b5", "c4b5", "b8d7",
    "e1c1", "a8d8", "d1d7", "d8d7", "h1d1", "e7e6", "b5d7", "f6d7", "b3b8", "d7b8", "d1d8"};

std::size_t channelLines(const Client& c) {
    return std::size_t(
        std::count_if(c.received().begin(), c.received().end(), [](const Message& m) {
            return m.nick == BOT && m.command == "PRIVMSG" && m.target() == CHANNEL;
        }));
}

// The channel's line of `mover`'s move: "alice (White) plays e4 on board."
bool saysPlays(const Message& m, const std::string& mover) {
    return m.nick == BOT && m.command == "PRIVMSG" && m.target() == CHANNEL &&
           m.text().rfind(mover + " (", 0) == 0 && m.text().find(" plays ") != std::string::npos;
}

struct Result {
    double linesPerMove = 0, medianSeconds = 0, worstSeconds = 0;
};

Result play(const std::string& placeBoards, std::size_t plies, bool web) {
    TempDir dir;
    Ngircd server(dir.path());
    BotOptions options;
    options.extra = {"place-boards = " + placeBoards}; // the pacing left at its defaults
    // The web page on a free port: each move's line then carries the board's link.
    if (web) options.extra.push_back("web = 127.0.0.1:0");
    BotProcess bot(dir.path(), server.port(), options);
    Client alice(server.port(), "alice"), bob(server.port(), "bob");
    for (Client* c : {&alice, &bob}) {
        c->join(CHANNEL);
        if (!c->waitForMember(CHANNEL, BOT, std::chrono::seconds(30)))
            throw std::runtime_error("the bot never joined");
    }
    // Each step waits for the one before: bob's line may reach the server before alice's, and a
    // seat on a board not yet set up is refused. The bot sends at the network's pace (a line
    // every 2 s after a burst), so the waits are generous.
    const std::pair<Client*, const char*> setUp[] = {{&alice, "start new game on board"},
                                                     {&alice, "join game as white on board"},
                                                     {&bob, "join game as black on board"}};
    for (auto [who, line] : setUp) {
        who->say(CHANNEL, std::string("!") + line);
        if (!who->syncWithBot(BOT, std::chrono::seconds(120)))
            throw std::runtime_error(std::string("no answer to ") + line + "; the bot's log:\n" +
                                     bot.log());
    }
    if (!alice.waitForText(BOT, "PRIVMSG", CHANNEL, "bob joins board", std::chrono::seconds(60)))
        throw std::runtime_error("the seats were never taken; the bot's log:\n" + bot.log());
    // Everything of the set-up is out before the first move.
    if (!alice.syncWithBot(BOT, std::chrono::seconds(120)) ||
        !bob.syncWithBot(BOT, std::chrono::seconds(120)))
        throw std::runtime_error("the set-up never finished");
    alice.forget();
    bob.forget();
    std::size_t linesBefore = channelLines(alice);
    std::vector<double> waits;
    for (std::size_t ply = 0; ply < plies; ++ply) {
        Client& mover = ply % 2 == 0 ? alice : bob;
        Client& other = ply % 2 == 0 ? bob : alice;
        auto start = Clock::now();
        mover.say(CHANNEL, "!move " + MOVES[ply] + " on board");
        if (!other.waitFor([&](const Message& m) { return saysPlays(m, mover.nick()); },
                           std::chrono::seconds(600)))
            throw std::runtime_error("the move never reached the channel");
        waits.push_back(Seconds(Clock::now() - start).count());
    }
    // The last move's lines are all out before they are counted: until none came for 5 s (the
    // pacing sends one every 2 s).
    for (std::size_t seen = ~std::size_t(0); seen != channelLines(alice);) {
        seen = channelLines(alice);
        alice.waitFor([](const Message&) { return false; }, std::chrono::seconds(5));
    }
    Result r;
    r.linesPerMove = double(channelLines(alice) - linesBefore) / double(plies);
    std::sort(waits.begin(), waits.end());
    r.medianSeconds = waits[waits.size() / 2];
    r.worstSeconds = waits.back();
    return r;
}

} // namespace

int main(int argc, char** argv) {
    std::size_t plies = 8;
    // One choice a run: each is a bot and a server of its own, started afresh.
    std::vector<std::string> modes = {"every-move"};
    bool web = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--web") {
            web = true;
        } else if (a == "--plies" && i + 1 < argc) {
            plies = std::min(MOVES.size(), std::size_t(std::max(1, std::stoi(argv[++i]))));
        } else if (a == "--mode" && i + 1 < argc) {
            modes = {argv[++i]};
        } else {
            std::cerr << "usage: irc_pace [--plies N] [--mode every-move|player-to-move|"
                         "on-request] [--web]\n";
            return a == "--help" ? 0 : 2;
        }
    }
    std::cout << "command: " << mudchess::bench::commandLine(argc, argv) << "\n"
              << "cpu: " << mudchess::bench::cpuModel() << "\n"
              << "plies: " << plies << ", the bot's pacing at its defaults"
              << (web ? ", the web page on (a link with each move)" : "") << "\n"
              << "place-boards      lines/move  move to opponent: median  worst\n";
    for (const std::string& mode : modes) {
        Result r;
        try {
            r = play(mode, plies, web);
        } catch (const std::exception& e) { // caught, so the server and the bot are stopped
            std::cerr << "irc_pace: " << mode << ": " << e.what() << "\n";
            return 1;
        }
        std::printf("%-16s  %10.1f  %22.1f s  %5.1f s\n", mode.c_str(), r.linesPerMove,
                    r.medianSeconds, r.worstSeconds);
        std::fflush(stdout);
    }
    return 0;
}
