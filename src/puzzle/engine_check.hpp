// Puzzles checked by an external UCI engine, a stronger one than ours (Stockfish for chess,
// Fairy-Stockfish for the variants it plays), by the rules the cutter keeps with our engine: at
// every solver move the engine, searching the two best lines (MultiPV 2), must find the puzzle's
// move best and clearly better than the second (analysis::clearlyBest, lichess-puzzler's
// only-move rule, on the engine's numbers); a mate puzzle must still be a mate; a last move that
// mates on the board may have company, as in the cutter. No text: the verdicts are said by
// render/engine_check_words.hpp.
#pragma once

#include "analysis/judgement.hpp"
#include "engine_client/engine_spec.hpp"
#include "engine_client/uci_client.hpp"
#include "puzzle/puzzle.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace mudchess::puzzle {

// The depth each solver move is searched to when none is asked for: Stockfish 15.1 checks a
// chess puzzle in about 0.4 s of one core there (docs/puzzles.md has the figures).
inline constexpr int ENGINE_CHECK_DEPTH = 13;
inline constexpr int MOST_ENGINE_CHECK_DEPTH = 60;
// One search may take this long before the engine counts as hung: far beyond any depth a check
// asks for on a loaded machine, so only an engine that stopped answering reaches it.
inline constexpr std::chrono::milliseconds ENGINE_SEARCH_TIMEOUT{300'000};

// One of the engine's two best lines: its first move, as the engine wrote it (UCI), and its
// score for the side to move.
struct EngineLine {
    std::string move;
    analysis::Evaluation eval;
};

enum class EngineObjection : std::uint8_t {
    NO_MATE,    // the puzzle says mate, and the engine sees no mate for the solver here
    OTHER_MOVE, // the engine's best move is another
    NOT_CLEAR,  // the puzzle's move is the engine's best, but the second is about as good
};

struct Disagreement {
    EngineObjection objection;
    std::size_t move = 0; // the index into Puzzle::moves of the solver move objected to
    EngineLine best;
    std::optional<EngineLine> second; // none: the best was the only legal move
};

// What went wrong with the engine itself, not with a puzzle.
enum class EngineTrouble : std::uint8_t {
    NONE,
    GONE,     // it died, went silent or refused what it was sent (`error` says which)
    NO_SCORE, // it answered with no scored line (`error`: its answer)
    BAD_MOVE, // its best move is no legal move of the position (`error`: the move)
};

struct EngineCheck {
    EngineTrouble trouble = EngineTrouble::NONE;
    std::string error;
    std::optional<Disagreement> disagreement; // none: the engine agrees (or failed)
};

// Starts the engine `spec` names to check puzzles of `variant`: the handshake, the spec's
// options, the variant, MultiPV 2 (`spec` speaks UCI). Nothing, with `error` saying which step
// failed and why, when the engine is missing, dies, hangs, or does not play the variant or
// MultiPV.
std::unique_ptr<UciClient> startCheckingEngine(const EngineSpec& spec, const Variant& variant,
                                               std::string& error);

// Checks `p` (which must have passed checkPuzzle) with `engine`, started by
// startCheckingEngine, each solver move searched to `depth`.
EngineCheck checkWithEngine(const Puzzle& p, UciClient& engine, int depth);

} // namespace mudchess::puzzle
