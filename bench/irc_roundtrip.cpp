// The bot through a real IRC server (Debian's ngircd on loopback): how long a move takes from a
// player's message to what other clients see, against a plain message between two clients
// through the same server (the floor); and 50 channels with a game each, a move arriving in
// every one at once. The bot and the clients become IRC operators with ngircd's user mode +F
// (relaxed flood protection) and the bot's pacing is opened wide, so the figures are the bot's
// and the server's, pacing aside.
#include "machine.hpp"

#include "../tests/irc/harness.hpp"

#include <algorithm>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

using namespace mudchess::irc::test;
using Ms = std::chrono::duration<double, std::milli>;

namespace {

constexpr const char* BOT = "mudchess";
bool quickAck = false;
constexpr int BOARD_LINES =
    12; // --quick-ack: clients acknowledge at once (see Client::setQuickAck)

struct Stats {
    std::vector<double> ms;
    double at(double q) {
        std::sort(ms.begin(), ms.end());
        return ms.empty() ? 0 : ms[std::size_t(q * double(ms.size() - 1))];
    }
};

std::unique_ptr<Client> operClient(int port, const std::string& nick,
                                   const std::vector<std::string>& channels) {
    auto c = std::make_unique<Client>(port, nick);
    c->setQuickAck(quickAck);
    c->send("OPER bench bench");
    c->send("MODE " + nick + " +F");
    for (const std::string& ch : channels) c->send("JOIN " + ch);
    for (const std::string& ch : channels)
        if (!c->waitFor([&](const Message& m) {
                return m.command == "JOIN" && m.nick == nick && m.target() == ch;
            }))
            throw std::runtime_error(nick + " could not join " + ch);
    return c;
}

bool expect(std::optional<Message> m, const std::string& what) {
    if (!m) std::cerr << "irc_roundtrip: timed out waiting for " << what << "\n";
    return bool(m);
}

} // namespace

int main(int argc, char** argv) {
    int samples = 100, channels = 50;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--samples" && i + 1 < argc)
            samples = std::stoi(argv[++i]);
        else if (a == "--channels" && i + 1 < argc)
            channels = std::stoi(argv[++i]);
        else if (a == "--quick-ack")
            quickAck = true;
        else {
            std::cerr << "usage: irc_roundtrip [--samples N] [--channels N] [--quick-ack]\n";
            return 2;
        }
    }
    std::cout << "command: " << mudchess::bench::commandLine(argc, argv) << "\n"
              << "cpu: " << mudchess::bench::cpuModel() << "\n"
              << "load: " << mudchess::bench::loadAverage() << "\n";

    TempDir dir;
    Ngircd server(dir.path(), "[Operator]\nName = bench\nPassword = bench\n");
    BotOptions options;
    options.channels = {"#bench"};
    for (int i = 1; i <= channels; ++i) options.channels.push_back("#c" + std::to_string(i));
    options.extra = {"oper = bench bench",      "user-modes = +F",
                     "burst-lines = 100",       "burst-bytes = 65536",
                     "lines-per-second = 1000", "bytes-per-second = 1000000"};
    BotProcess bot(dir.path(), server.port(), options);

    auto alice = operClient(server.port(), "alice", {"#bench"});
    auto bob = operClient(server.port(), "bob", {"#bench"});
    // Sees every move and never speaks, so each "plays" line it waits for is the newest one.
    auto watcher = operClient(server.port(), "watcher", {"#bench"});
    if (!alice->waitForMember("#bench", BOT, 30s)) {
        std::cerr << "the bot never joined; its log:\n" << bot.log();
        return 1;
    }

    // The floor: a line from alice to the channel, seen by bob.
    Stats floor;
    for (int i = 0; i < samples; ++i) {
        std::string text = "floor " + std::to_string(i);
        auto t0 = Clock::now();
        alice->say("#bench", text);
        if (!expect(bob->waitForText("alice", "PRIVMSG", "#bench", text), text)) return 1;
        floor.ms.push_back(Ms(Clock::now() - t0).count());
    }

    // The floor for a whole board: as many lines as the bot sends for a move (the "plays" line,
    // a compact board of 10 lines, the notice), written at once by a client.
    Stats floorBoard;
    for (int i = 0; i < samples; ++i) {
        std::string burst;
        for (int line = 0; line < BOARD_LINES; ++line)
            burst += "PRIVMSG #bench :board " + std::to_string(i) + " line " +
                     std::to_string(line) + " | r | n | b | q | k | b | n | r |\r\n";
        auto t0 = Clock::now();
        alice->sendRaw(burst);
        std::string last =
            "board " + std::to_string(i) + " line " + std::to_string(BOARD_LINES - 1) + " ";
        if (!expect(bob->waitForText("alice", "PRIVMSG", "#bench", last), last)) return 1;
        floorBoard.ms.push_back(Ms(Clock::now() - t0).count());
    }

    // Moves: knights out and back on several boards (no board repeats a position five times).
    // First line: the channel's "plays" line reaching a watcher in the channel. Board: the
    // private "your move" notice, sent right after the board's last line, reaching the opponent.
    Stats first, board;
    const char* shuffle[] = {"g1 f3", "g8 f6", "f3 g1", "f6 g8"};
    int boards = (samples + 7) / 8;
    for (int b = 0; b < boards; ++b) {
        std::string name = "b" + std::to_string(b);
        // "join" opens no game, so bob joins once alice's start and join have been read.
        alice->say("#bench", "!start new game on " + name);
        alice->say("#bench", "!join game as white on " + name);
        if (!expect(bob->waitForText(BOT, "PRIVMSG", "#bench", "alice joins " + name), "a seat"))
            return 1;
        bob->say("#bench", "!join game as black on " + name);
        if (!expect(alice->waitForText(BOT, "PRIVMSG", "#bench", "bob joins " + name), "seats"))
            return 1;
    }
    // The start and the joins were announced too, and may have nudged: only what follows counts.
    for (Client* c : {alice.get(), bob.get(), watcher.get()}) {
        if (!c->syncWithBot(BOT)) {
            std::cerr << "irc_roundtrip: the bot did not answer " << c->nick() << "\n";
            return 1;
        }
        c->forget();
    }
    for (int i = 0; i < samples; ++i) {
        std::string name = "b" + std::to_string(i / 8);
        Client& mover = i % 2 ? *bob : *alice;
        Client& other = i % 2 ? *alice : *bob;
        auto t0 = Clock::now();
        mover.say("#bench", std::string("!move ") + shuffle[i % 4] + " on " + name);
        if (!expect(watcher->waitForText(BOT, "PRIVMSG", "#bench", " on " + name + "."), "a move"))
            return 1;
        first.ms.push_back(Ms(Clock::now() - t0).count());
        if (!expect(other.waitForText(BOT, "NOTICE", other.nick(), "your move on " + name),
                    "the nudge after the board")) {
            for (const Message& m : other.received()) std::cerr << m.raw << "\n";
            return 1;
        }
        board.ms.push_back(Ms(Clock::now() - t0).count());
    }

    std::cout << "round trip through ngircd, " << samples << " samples each (ms):\n";
    std::cout << "  what                           median      p90\n";
    auto row = [](const char* what, Stats& s) {
        std::printf("  %-28s %8.3f %8.3f\n", what, s.at(0.5), s.at(0.9));
    };
    row("floor (client to client)", floor);
    row("floor, 12 lines at once", floorBoard);
    row("move: first line", first);
    row("move: whole board", board);
    std::printf("  bot adds at the median: %.3f ms (first line), %.3f ms (whole board)\n",
                first.at(0.5) - floor.at(0.5), board.at(0.5) - floorBoard.at(0.5));

    // Many channels at once: a game in each, then a move in every one in a single burst.
    std::vector<std::string> many;
    for (int i = 1; i <= channels; ++i) many.push_back("#c" + std::to_string(i));
    auto white = operClient(server.port(), "white", many);
    auto black = operClient(server.port(), "black", many);
    for (const std::string& ch : many) {
        white->say(ch, "!start new game on board");
        white->say(ch, "!join game as white on board");
    }
    for (const std::string& ch : many) {
        if (!expect(black->waitForText(BOT, "PRIVMSG", ch, "white joins board", 60s), ch)) return 1;
        black->say(ch, "!join game as black on board");
    }
    for (const std::string& ch : many)
        if (!expect(white->waitForText(BOT, "PRIVMSG", ch, "black joins board", 60s), ch)) return 1;
    for (Client* c : {white.get(), black.get()}) {
        if (!c->syncWithBot(BOT)) {
            std::cerr << "irc_roundtrip: the bot did not answer " << c->nick() << "\n";
            return 1;
        }
        c->forget();
    }
    std::string burst;
    for (const std::string& ch : many) burst += "PRIVMSG " + ch + " :!move e2 e4 on board\r\n";
    auto t0 = Clock::now();
    white->sendRaw(burst);
    int answered = 0;
    for (const std::string& ch : many)
        if (black->waitForText(BOT, "PRIVMSG", ch, "white (White) plays e4 on board.", 60s))
            ++answered;
    int nudged = 0;
    for (int i = 0; i < channels; ++i)
        if (black->waitForText(BOT, "NOTICE", "black", "It is your move on board", 60s)) ++nudged;
    std::printf("%d channels, one move each sent at once: %d moves announced, %d boards "
                "complete, %d lost, in %.0f ms\n",
                channels, answered, nudged, channels - std::min(answered, nudged),
                Ms(Clock::now() - t0).count());
    bool lost = bot.log().find("connection lost") != std::string::npos;
    if (lost) std::cout << "the bot lost its connection during the run\n";
    return answered == channels && nudged == channels && !lost ? 0 : 1;
}
