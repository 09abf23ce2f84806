// A puzzle as lichess's open puzzle database writes one, so that puzzles travel between
// communities unchanged: the position before the opponent's move that sets it, then that move,
// then the solver's moves and the replies, in UCI, ending on the solver's move. Any variant:
// the FEN has the variant's letters. No text a player reads; no engine.
#pragma once

#include "chess/position.hpp"
#include "chess/variant.hpp"
#include "rating/glicko2.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mudchess::puzzle {

struct Puzzle {
    std::string id; // lichess's PuzzleId, or ours (puzzleIdOf): five letters and digits
    const Variant* variant = &chessVariant();
    std::string fen;                // before the opponent's move that sets the puzzle
    std::vector<std::string> moves; // UCI: that move, then the solver's, the reply, ...
    rating::Glicko2 rating;         // the puzzle's own, moved by every attempt
    int popularity = 0;             // lichess's -100..100; ours start at 0
    int plays = 0;
    std::vector<std::string> themes; // lichess's names (themes.hpp): "fork", "mateIn2"
    std::string gameUrl;             // where it was cut: "g12" here, lichess's game address there
    std::string openingTags;
    std::string white, black; // the players of the game it was cut from, for its credit
    bool operator==(const Puzzle&) const = default;
};

// Our id for a puzzle of `variant` from `fen` with `moves`: the same puzzle always gets the
// same id, in every store and in the shipped set, so an import never adds it twice.
std::string puzzleIdOf(const Variant& variant, const std::string& fen,
                       const std::vector<std::string>& moves);

// What is wrong with a puzzle, if anything.
enum class PuzzleProblem : std::uint8_t {
    BAD_FEN,         // the FEN is not a position of its variant
    TOO_FEW_MOVES,   // not the opponent's move and at least one of the solver's
    ENDS_ON_REPLY,   // the moves end on the opponent's reply, not the solver's move
    ILLEGAL_MOVE,    // a move is not legal where it stands (problemMove says which)
    GAME_OVER_EARLY, // the game ends before the last move
    NOT_MATE,        // a mate theme, and the last move does not win on the board (checkmate,
                     // or the variant's own win by position, as analysis::Motif::MATE)
};

struct PuzzleCheck {
    PuzzleProblem problem;
    std::size_t move = 0; // the index into moves of the move at fault, where one is
};

// Whether `p` is a puzzle that can be played: its FEN, every move legal in turn, its length,
// and a mate where its themes say one.
std::optional<PuzzleCheck> checkPuzzle(const Puzzle& p);

// The position the solver sees: after the opponent's first move. `p` must have passed
// checkPuzzle.
Position solverStart(const Puzzle& p);

} // namespace mudchess::puzzle
