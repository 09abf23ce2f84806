// A tiny MUD with mudchess as its chess: two rooms, players walking between them, and a board in
// each room. Every line on stdin is one player typing, written "name: what they type":
//
//   alice: look                            the MUD's own commands: look, go north, go south
//   alice: go north                        (the hall's north door leads to the library)
//   alice: start new game on board         anything else is chess, played in alice's room
//   alice: join game as white on board
//   alice: move e2 to e4 on board
//
// Players appear in the hall when they first type. What each player would see is printed as
// "[to alice] ..." for one player and "[room hall: alice bob] ..." for everyone in a room (listed
// there, to show who hears it).
//
//   cmake -S examples/tiny_mud -B build-tiny -DCMAKE_PREFIX_PATH=<where mudchess is installed>
//   cmake --build build-tiny && build-tiny/tiny_mud [STORE] < examples/tiny_mud/session.txt
#include <mudchess/mudchess.hpp>

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <map>
#include <sstream>
#include <string>

namespace {

const std::map<std::string, std::map<std::string, std::string>> exits = {
    {"hall", {{"north", "library"}}}, {"library", {{"south", "hall"}}}};
std::map<std::string, std::string> roomOf; // player -> room

// Prints `text` (a board has several lines) as seen by `who`.
void show(const std::string& who, const std::string& text) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        std::cout << "[" << who << "] " << line << "\n";
}

void toRoom(const std::string& room, const std::string& text) {
    std::string who = "room " + room + ":";
    for (const auto& [player, where] : roomOf)
        if (where == room) who += " " + player;
    show(who, text);
}

// A message from mudchess goes to one player, or to everyone in the room (the place).
void deliver(const mudchess::Outcome& outcome) {
    for (const mudchess::Message& m : outcome.messages) {
        if (m.to.kind == mudchess::Recipient::Kind::USER)
            show("to " + m.to.name, m.text);
        else
            toRoom(m.to.name, m.text);
    }
}

void command(mudchess::Service& chess, const std::string& player, const std::string& text) {
    std::string& room = roomOf.try_emplace(player, "hall").first->second;
    if (text == "look") {
        std::string here = "You are in the " + room + ". Here:";
        for (const auto& [other, where] : roomOf)
            if (where == room) here += " " + other;
        return show("to " + player, here);
    }
    if (text.starts_with("go ")) {
        auto exit = exits.at(room).find(text.substr(3));
        if (exit == exits.at(room).end()) return show("to " + player, "You cannot go that way.");
        toRoom(room, player + " leaves " + exit->first + ".");
        room = exit->second;
        return toRoom(room, player + " arrives.");
    }
    deliver(chess.handle(player, room, text)); // chess, on the board(s) in this room
}

} // namespace

int main(int argc, char** argv) try {
    mudchess::ServiceSettings settings;
    settings.store = argc > 1 ? argv[1] : ":memory:"; // "sqlite:FILE" keeps the games
    settings.placeWord = "room";                      // what mudchess's messages call a place
    mudchess::Service chess(settings);

    // Work that finishes on another thread wakes the loop through a pipe; tick() collects it.
    int wake[2];
    if (pipe(wake) != 0) return 1;
    chess.setWakeup([fd = wake[1]] { (void)!write(fd, "", 1); }); // (void)!: the result can go

    std::string input;
    for (bool open = true; open;) {
        // Wait for a line, a wakeup, or the service's next deadline (a clock, a lapsing offer).
        int timeout = -1;
        if (auto due = chess.nextDeadline()) {
            auto left = std::chrono::ceil<std::chrono::milliseconds>(
                *due - mudchess::Service::Clock::now());
            timeout = static_cast<int>(std::max<long long>(0, left.count()));
        }
        pollfd fds[] = {{STDIN_FILENO, POLLIN, 0}, {wake[0], POLLIN, 0}};
        poll(fds, 2, timeout);
        char chunk[4096];
        if (fds[1].revents) (void)!read(wake[0], chunk, sizeof chunk);
        if (fds[0].revents) {
            ssize_t n = read(STDIN_FILENO, chunk, sizeof chunk);
            if (n > 0) input.append(chunk, n);
            if (n <= 0 && !input.empty()) input += '\n'; // a last line without its newline
            open = n > 0;
        }
        for (size_t end; (end = input.find('\n')) != std::string::npos; input.erase(0, end + 1)) {
            std::string line = input.substr(0, end);
            size_t colon = line.find(':');
            if (line.empty() || line[0] == '#') continue; // blank lines and comments
            if (colon == std::string::npos || colon == 0) {
                show("mud", "lines look like \"alice: go north\"");
                continue;
            }
            size_t text = line.find_first_not_of(' ', colon + 1);
            command(chess, line.substr(0, colon),
                    text == std::string::npos ? "" : line.substr(text));
        }
        for (const mudchess::Outcome& outcome : chess.tick(mudchess::Service::Clock::now()))
            deliver(outcome);
        std::cout.flush();
    }
} catch (const mudchess::ServiceError& e) {
    std::cerr << "tiny_mud: " << e.what() << "\n";
    return 1;
}
