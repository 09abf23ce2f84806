// The static evaluation: how good a quiet position looks for the side to move, in centipawns.
// What it knows of a variant comes from the variant's rule table (its pieces, its royal piece,
// the pieces it cannot lose all of), never from its name; see EvalProfile in evaluate.cpp.
// Where a trained network knows the variant's pieces and ways to win (orthodox chess,
// network.hpp), the engine's evaluation is the network's; elsewhere the hand-written one.
#pragma once

#include "chess/position.hpp"
#include "search/accumulator_stack.hpp"
#include "search/eval_weights.hpp"
#include "search/pawn_table.hpp"

namespace mudchess::search {

int evaluate(const Position& pos);
// The same, the pawn structure looked up in (and added to) a searcher's table.
int evaluate(const Position& pos, PawnTable& pawns);
// The same in a search: `pos` is at `ply` of the line `line` holds (the network's sums are
// updated from the ply before rather than worked out again).
int evaluate(const Position& pos, PawnTable& pawns, AccumulatorStack& line, int ply);

// The hand-written evaluation, never the network, with other weights than the built-in ones
// (for fitting them: training/tune_weights.cpp), and the built-in ones (eval_weights_default.hpp).
int evaluate(const Position& pos, const EvalWeights& weights);
const EvalWeights& defaultEvalWeights();

// Material of one side by the evaluation's middle-game values (for pruning margins).
int pieceValue(PieceType t);
// The side to move's material less the opponent's by those values, the royal piece left out:
// all that the weakest level looks at (level.hpp).
int materialBalance(const Position& pos);

// For fitting the piece-square tables (training/tune_eval.cpp): what a piece on a square is worth
// in a variant (material and square together, White's side, middle game and endgame), and the
// phase that blends the two (FULL_PHASE with every piece on, 0 with none).
using TaperedValue = Phased;
TaperedValue pieceSquareValue(const Variant& variant, PieceType type, Square whiteSquare);
TaperedValue materialValue(PieceType type);
int gamePhase(const Position& pos);
constexpr int FULL_PHASE = 24;

} // namespace mudchess::search
