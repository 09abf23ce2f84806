// Moves said in words: "knight to f3", "castle kingside", "take e5 with the knight", "bishop
// takes", "promote to a knight", "e8 queen", "queen to h5 check". The words become readings
// (TypedMove) that the move reader matches against the legal moves like any other; this file
// also finds the reasons for asking which move was meant and for refusing a said move.
#pragma once

#include "chess/move_reading.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

struct PhraseReading {
    std::vector<TypedMove> specs;     // most likely first; each has `said` set
    std::optional<MoveRefusal> error; // set when the words are no move
};

// The readings of a move said in words, or nullopt when the text uses no English word (SAN,
// coordinates, a pass: the notation reader's business). Piece names follow the variant: in
// Knightmate "king" and "knight" name the royal knight, and "commoner" the commoner.
std::optional<PhraseReading> readPhrase(const Position& pos, std::string_view typed);

// The text without a leading move number and a closing "check" or "mate": "1. e4" becomes
// "e4", "12...Nf6" "Nf6", and "Qh5 check" "Qh5".
std::string_view withoutNumberOrCheck(std::string_view typed);

// `moves` (legal, matching a said reading) go to more than one square or come from more than
// one: ask which ("knight to d2 fits Nbd2 and Nfd2; say which knight: from b1 or from f3").
MoveRefusal askWhich(std::string_view typed, const std::vector<Move>& moves);

// "castle" without a side is never played: say which side fits (`moves`: the legal castlings).
MoveRefusal whichSideToCastle(std::string_view typed, const std::vector<Move>& moves);

// Why no legal move fits any of the said readings (pins and checks named as for any other
// move).
MoveRefusal whyNoSaidMove(const Position& pos, const std::vector<TypedMove>& specs,
                          const MoveList& legal, std::string_view typed);

} // namespace mudchess
