// One game of a match: two UCI engines play from an opening while our rules core judges every
// move and the match keeps the clocks. An engine that plays an illegal move, runs out of time,
// dies or falls silent loses the game, and the reason is kept for the PGN.
#pragma once

#include "chess/game.hpp"
#include "engine_client/engine_client.hpp"
#include "front/match/move_limits.hpp"
#include "front/match/openings.hpp"

#include <array>
#include <string>

namespace mudchess::match {

// An engine in its seat for one game.
struct EngineSeat {
    EngineClient* client = nullptr; // null: it could not be started; `startError` says why
    std::string name;
    std::string startError;
};

struct GameEnding {
    Game game;     // the moves as played, ended when the rules or a fault ended it
    Result result; // normally game.result(); a draw adjudicated where the rules have none
    // The game's own ending ("checkmate", "time forfeit") for the summary, or the match's verdict
    // in PGN's Termination words ("rules infraction", "abandoned", "adjudication").
    std::string termination;
    std::string comment; // why, in a sentence, when an engine ended the game by failing
    // The engines to start afresh before their next game: they died, or may still be thinking.
    std::array<bool, COLOR_NB> restart{};
};

// Longer games are adjudicated drawn: Knights Chess has no draw rules to end them.
constexpr int MAX_PLIES = 1000;

GameEnding playGame(const Opening& opening, const std::array<EngineSeat, COLOR_NB>& seats,
                    const MoveLimits& limits);

} // namespace mudchess::match
