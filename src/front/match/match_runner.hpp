// A match: games between two engines, colours alternating over the same openings, N at once.
// Each worker thread keeps its own pair of engine processes for the games it plays and starts
// an engine afresh after it died or fell silent.
#pragma once

#include "chess/variant.hpp"
#include "engine_client/engine_spec.hpp"
#include "front/match/elo.hpp"
#include "front/match/move_limits.hpp"
#include "front/match/openings.hpp"

#include <array>
#include <functional>
#include <map>
#include <ostream>
#include <string>
#include <vector>

namespace mudchess::match {

struct MatchSettings {
    std::array<EngineSpec, 2> engines;
    std::array<std::string, 2> names; // as the PGN and the score show them
    const Variant* variant = nullptr;
    MoveLimits limits;
    int games = 2;
    std::vector<Opening> openings; // game 2k and 2k+1 play opening k (cycling), colours swapped
    int concurrency = 1;
    std::string event = "mudchess match";
};

struct FinishedGame {
    int number = 0;               // 1-based, in the order games were started
    int whiteEngine = 0;          // 0: the first engine had White
    Result result = Result::DRAW; // from the board: WHITE_WINS, BLACK_WINS or DRAW
    std::string termination;      // PGN's Termination value
    std::string comment;          // why, when an engine lost by failing
    std::string pgn;
};

struct MatchReport {
    MatchScore score;                        // from the first engine's side
    std::vector<FinishedGame> games;         // by number
    std::map<std::string, int> terminations; // how many games ended each way
};

// Called once a game is over, with the score so far; calls never overlap.
using GameFinished =
    std::function<void(const FinishedGame& game, const MatchScore& soFar, int finished)>;

// Plays the match. Each game's PGN goes to `pgn` (when given) as soon as it is over, so a match
// cut short keeps what was played.
MatchReport runMatch(const MatchSettings& settings, std::ostream* pgn, const GameFinished& onGame);

} // namespace mudchess::match
