// The sentences of seats, starts, moves and looks at a game (dispatcher.cpp decides which, these
// say it).
#pragma once

#include "chess/types.hpp"
#include "chess/variant.hpp"
#include "world/game_object.hpp"
#include "world/names.hpp"

#include <chrono>
#include <string>
#include <vector>

namespace mudchess {

// "board: standard chess, White alice, Black bob; move 3, Black to move; clocks 5+3: ..."
std::string statusLineWords(const GameObject& t, TimePoint now, const Names& names);
// "standard chess, White a, Black b: White wins by checkmate (23 moves)"
std::string gameLineWords(const GameObject& t, const Names& names);
// `history on board`: the earlier games, oldest first, then the one on the board now.
std::string boardHistoryWords(const GameObject& t, const std::vector<GameObject>& past,
                              const Names& names);
// No earlier game of that number on the board.
std::string noSuchGameWords(const std::string& object, int game);
// After a store's change was taken back: the board is gone.
std::string noGameNowWords(const std::string& object);
// The place hears that another process sharing the database changed the game.
std::string changedElsewhereWords(const std::string& status);

// A move or a command of the players by someone who does not play there.
std::string notPlayingWords(const GameObject& t, const Names& names);
std::string alreadySeatedWords(Color side, const std::string& object);
// The seat asked for is someone else's; the other seat is free or taken too.
std::string seatTakenWords(const GameObject& t, Color side, const Names& names);
std::string noSeatWords(const std::string& object);
std::string ratedNeedsAccountWords(const std::string& object);

std::string ratedNeedsClockWords();
// "start new game on board please": the name looks like a sentence.
std::string startNameLooksLikeSentenceWords(const std::string& name, const std::string& meant);
// The same new game is set up already and waits for its first move.
std::string alreadySetUpWords(const GameObject& t, const Names& names);
// Someone not playing tried to start a game under way over.
std::string onlyPlayersRestartWords(const GameObject& t, const Names& names,
                                    std::chrono::seconds idleRestartAfter);

// A move after the end, out of turn, or before an opponent sat down.
std::string moveAfterTheEndWords(const GameObject& t);
std::string notYourTurnWords(const GameObject& t, const Names& names);
std::string waitingForOpponentWords(const std::string& object, Color missing);
std::string onlyPlayersResignWords(const std::string& object);
std::string alreadyOverWords(const std::string& object);
std::string noMovesYetWords(const std::string& object);
// "show legal moves from e5": no piece there, the opponent's piece, or no moves.
std::string noPieceWords(const std::string& square);
std::string notYourPieceWords(const std::string& object, const std::string& square, Color toMove);
std::string noLegalMovesWords(const std::string& object, const std::string& square);

// "load pgn"/"load fen": a game under way there; a FEN or PGN that does not read (`why`); a
// note on what the PGN held that the game does not keep.
std::string loadDuringAGameWords(const std::string& object);
std::string badFenWords(const Variant& variant, const std::string& why);
std::string badPgnWords(const std::string& why);
std::string loadNoteWords(const std::string& note);

// Why a draw offer, answer or claim cannot be done (`answer` as the game gave it).
std::string drawRefusalWords(DrawAnswer answer, const GameObject& t);
// Someone not playing tried to offer, answer or claim a draw.
std::string onlyPlayersDrawWords(const std::string& object, bool claim);
// A draw claim with a move: the claim did not hold, so the move stands (the board follows); or
// the game is drawn, with or without a move (`san` empty).
std::string claimFailedMoveStandsWords(const std::string& mover, const std::string& san,
                                       const std::string& object);
std::string drawClaimedWords(const std::string& mover, const std::string& san, const GameObject& t);
// A board removed through another process sharing the database.
std::string clearedElsewhereWords(const std::string& object);

} // namespace mudchess
