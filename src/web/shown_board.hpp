// A board as spectators see it on the web page: the game's public state and the words about it,
// nothing private (no hints, no private answers, no host ids). The service makes one after each
// change (service/web_boards.cpp); the page's server only reads them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mudchess::web {

struct ShownBoard {
    std::string place, object; // as commands name them: "#chess", "oak table"
    int game = 1;              // the game's number on the object
    std::string variant;       // the variant's key: "chess", "knightmate", "knightschess"
    std::string fen;           // the position shown (plies behind, with a spectator delay)
    std::string lastMove;      // UCI of the last move shown; empty before any
    bool check = false;        // the side to move stands in check
    bool whiteToMove = true;
    std::string white, black; // who sits there, by name; empty: a free seat
    // Their ratings in the game's pool as players read them ("1512?"); empty: none.
    std::string whiteRating, blackRating;
    std::string result = "*";       // "*" while the game goes on, "1-0", "0-1", "1/2-1/2"
    std::string status;             // the game's line in words: the variant, the seats, the state
    std::string inWords;            // the position in words, for screen readers
    std::vector<std::string> moves; // the moves shown, in SAN, oldest first
    int delayedPlies = 0;           // how many plies the page is behind the game
    // A timed game: each side's time left when this was made, and whose clock runs on from it.
    std::optional<std::int64_t> whiteMillis, blackMillis;
    std::string clockRunning; // "white", "black" or empty

    // Counted up by the feed at each change of what is shown (the clocks running down aside):
    // the Server-Sent Events' id, so a page that reconnects says what it has.
    std::uint64_t version = 0;

    // The same thing shown, whatever the clocks read and whatever the version.
    bool showsTheSame(const ShownBoard& other) const;
};

// The board as a JSON object, as the page's live updates and /…/state carry it.
std::string boardJson(const ShownBoard& board);

} // namespace mudchess::web
