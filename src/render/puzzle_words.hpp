// The sentences of puzzles (command/puzzle_commands.cpp decides and fills the typed events;
// these say them to the one player they are for).
#pragma once

#include "mudchess/events.hpp"

#include <string>
#include <string_view>

namespace mudchess {

// A puzzle given: whose move, what the opponent just played, the board (drawn by the caller
// from the solver's side), the FEN on a line of its own, and how to answer.
std::string puzzleShownWords(const PuzzleShown& shown, const std::string& board);
// A right move, the reply played for the player, the board again.
std::string puzzleRightWords(const PuzzleProgress& p, const std::string& board);
// The end: solved, a wrong move, given up; with the solution, themes, credit and rating.
std::string puzzleEndWords(const PuzzleProgress& p);
// To a place: a player solved its puzzle of the day.
std::string dailySolvedWords(const PuzzleProgress& p);
// A puzzle race: started, with the board `board` (to the place); a player out (to that player);
// won or ended unsolved, with the solution (to the place).
std::string puzzleRaceWords(const PuzzleRaceNews& news, const std::string& board = {});
// Refusal: a race runs in the place already.
std::string raceRunningWords(int secondsLeft);
// The piece to move, and that a hinted puzzle no longer counts as solved.
std::string puzzleHintWords(const PuzzleProgress& p, std::string_view pieceName);
// An open puzzle left for a new one; `rated` when it counted as not solved.
std::string puzzleLeftWords(const std::string& id, bool rated);
std::string puzzleStatsWords(const PuzzleStatsShown& shown, bool self);
std::string puzzleTopWords(const PuzzleTopShown& shown);
// Refusals: no puzzle open (`several`: the line held several moves), none kept at all, none left
// of a variant that the player has not played.
std::string noPuzzleOpenWords(bool several);
std::string noPuzzlesKeptWords();
std::string noPuzzlesLeftWords(const std::string& variant);
// None of the variant kept at all (a race, the daily puzzle).
std::string noPuzzlesOfWords(const std::string& variant);
// A theme by lichess's name, in words ("mateIn2" -> "mate in 2", "hangingPiece" -> "hanging
// piece"); a name it does not know, as it is.
std::string themeWords(const std::string& theme);

} // namespace mudchess
