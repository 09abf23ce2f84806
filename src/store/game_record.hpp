// A game as the store writes it: the start, the players' moves in UCI, the seats, and how it
// ended. Passes the rules made are left out, as replaying the moves makes them again; an ending
// the moves alone do not show (resignation, agreement, a claim) is replayed from its name.
#pragma once

#include "world/game_object.hpp"

#include <optional>
#include <string>

namespace mudchess {

struct GameRecord {
    std::string object;
    int number = 1;
    std::string variant; // Variant::key
    std::string startFen;
    std::string moves; // "e2e4 e7e5 ..."
    std::string white, black;
    std::string result;      // pgnResult(): "1-0", "0-1", "1/2-1/2", "*"
    std::string termination; // terminationCode(), empty while the game goes on
    std::string drawOffer;   // "white" or "black" while an offer stands, else empty
    std::string clock;       // GameClock::saved() of a timed game, else empty
    std::string computers;   // the seats the computer holds, with its level: "black:3"
    std::string started;     // GameObject::started(): when the game was set up, UTC; may be empty
    std::string tags;        // GameObject::loadedTags(): a loaded game's PGN tag pairs, else empty
    std::string drawRule = std::string(drawRuleName(DrawRule::CLAIMED)); // the game's rule
    std::string boardDrawRule; // GameObject::drawRuleChoice(), empty: the operator's default
    int rated = 0; // 0 casual, 1 rated, 2 rated with a move taken back (it no longer counts)
    // The seats external engines hold, by catalog name, with the level when one was set:
    // "white:fairymax black:stockfish:5".
    std::string engines;
};

GameRecord recordOf(const GameObject& object);

struct RestoredObject {
    std::optional<GameObject> object;
    std::string error; // why the record does not replay, naming the move
};

// The object exactly as it was saved: position, history (so repetitions count), seats, result
// and a standing draw offer.
RestoredObject restore(const GameRecord& record);

} // namespace mudchess
