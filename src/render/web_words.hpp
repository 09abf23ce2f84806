// The sentences of the spectators' web page (src/web): its headings, a board's seats and turn,
// what the live updates say, and the answers to a page that is not there.
#pragma once

#include <cstdint>
#include <string>

namespace mudchess {

// The list of boards: its title, and what it says while there is none.
std::string webIndexTitleWords();
std::string webNoBoardsWords();
// A board's page title: "board in #chess".
std::string webBoardTitleWords(const std::string& place, const std::string& object);
// "White: alice (1512?)", "White: alice" without a rating, "Black: free seat".
std::string webSeatWords(bool white, const std::string& name, const std::string& rating);
// "White to move", "Black to move, in check".
std::string webToMoveWords(bool whiteToMove, bool check);
// Headings: the moves, the position in words.
std::string webMovesWords();
std::string webInWordsWords();
std::string webNoMovesWords();
// The page follows the game; it lost its connection and tries again.
std::string webLiveWords();
std::string webReconnectingWords();
// The page is `plies` plies behind the game, so it cannot help a player.
std::string webDelayWords(int plies);
// A piece on the drawing, for those who hover or listen: "white royal knight on e1".
std::string webPieceWords(bool white, const std::string& piece, const std::string& square);
// Back to the list of boards.
std::string webAllBoardsWords();
// A kept game's page: its title ("Game g12: alice vs bob"), where it was played ("Played on
// board in #chess, its game 3."), the way to its board while it goes on, the PGN's download, the
// PGN's heading, the analysis's heading, its list's, and what it says with none yet.
std::string webGameTitleWords(std::int64_t id, const std::string& white, const std::string& black);
std::string webPlayedOnWords(const std::string& place, const std::string& object, int game);
std::string webStillPlayedWords();
std::string webDownloadPgnWords();
std::string webPgnWords();
std::string webAnalysisWords();
std::string webEveryMoveJudgedWords();
std::string webNotAnalysedWords(std::int64_t id);
// No game of that number; its PGN asked while it is still played; the store could not say, or
// did not answer in time.
std::string webNoSuchGameWords(std::int64_t id);
std::string webGameNotOverWords(std::int64_t id);
std::string webGameUnreadableWords(std::int64_t id);
std::string webGameSlowWords(std::int64_t id);
// The answers that are not a page: no such board, no such page, a method other than GET or
// HEAD, too many connections.
std::string webNoSuchBoardWords(const std::string& place, const std::string& object);
std::string webNoSuchPageWords();
std::string webReadOnlyWords();
std::string webTooManyWords();

// For the operator, when the service cannot start its page: the `web` setting does not name an
// address (`rule` says what would), or nothing can listen there (`why`: the system's reason).
std::string webBadAddressWords(const std::string& typed, const std::string& rule);
std::string webCannotListenWords(const std::string& address, const std::string& why);

} // namespace mudchess
