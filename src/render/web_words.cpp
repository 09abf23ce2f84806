#include "render/web_words.hpp"

#include "render/locale.hpp"

namespace mudchess {

std::string webIndexTitleWords() { return said("Chess boards being played"); }

std::string webNoBoardsWords() {
    return said("No boards yet: a game started in a channel or a room shows here.");
}

std::string webBoardTitleWords(const std::string& place, const std::string& object) {
    return said(object + " in " + place);
}

std::string webSeatWords(bool white, const std::string& name, const std::string& rating) {
    std::string side = white ? "White: " : "Black: ";
    if (name.empty()) return said(side + "free seat");
    return said(side + name + (rating.empty() ? "" : " (" + rating + ")"));
}

std::string webToMoveWords(bool whiteToMove, bool check) {
    return said(std::string(whiteToMove ? "White" : "Black") + " to move" +
                (check ? ", in check" : ""));
}

std::string webMovesWords() { return said("Moves"); }

std::string webInWordsWords() { return said("The position in words"); }

std::string webNoMovesWords() { return said("No moves yet."); }

std::string webLiveWords() { return said("Live: this page follows the game as it is played."); }

std::string webReconnectingWords() {
    return said("The connection to the game was lost; trying again.");
}

std::string webDelayWords(int plies) {
    return said("Shown " + std::to_string(plies) + (plies == 1 ? " ply" : " plies") +
                " behind the game, so that this page cannot help a player.");
}

std::string webPieceWords(bool white, const std::string& piece, const std::string& square) {
    return said(std::string(white ? "white " : "black ") + piece + " on " + square);
}

std::string webAllBoardsWords() { return said("All boards"); }

std::string webNoSuchBoardWords(const std::string& place, const std::string& object) {
    return said("There is no board \"" + object + "\" in \"" + place +
                "\" (any more). Every board being played is listed on the first page.");
}

std::string webGameTitleWords(std::int64_t id, const std::string& white, const std::string& black) {
    auto seat = [](const std::string& name) { return name.empty() ? std::string("nobody") : name; };
    return said("Game g" + std::to_string(id) + ": " + seat(white) + " vs " + seat(black));
}

std::string webPlayedOnWords(const std::string& place, const std::string& object, int game) {
    return said("Played on " + object + " in " + place + ", its game " + std::to_string(game) +
                ".");
}

std::string webStillPlayedWords() {
    return said("This game is still being played: follow it live on its board's page.");
}

std::string webDownloadPgnWords() { return said("Download the PGN"); }

std::string webPgnWords() { return said("PGN"); }

std::string webAnalysisWords() { return said("Analysis"); }

std::string webEveryMoveJudgedWords() { return said("Every move, judged"); }

std::string webNotAnalysedWords(std::int64_t id) {
    return said("Not analysed yet: \"analyse game g" + std::to_string(id) +
                "\" where mudchess plays asks for it, and it shows here.");
}

std::string webNoSuchGameWords(std::int64_t id) {
    return said("There is no kept game g" + std::to_string(id) +
                ". \"history of <player>\" where mudchess plays lists a player's games.");
}

std::string webGameNotOverWords(std::int64_t id) {
    return said("Game g" + std::to_string(id) +
                " is still being played: its PGN is here once it has ended.");
}

std::string webGameUnreadableWords(std::int64_t id) {
    return said("Game g" + std::to_string(id) +
                " cannot be read from the games kept just now; try again in a few seconds.");
}

std::string webGameSlowWords(std::int64_t id) {
    return said("Game g" + std::to_string(id) +
                " did not come from the games kept in time; try again in a few seconds.");
}

std::string webNoSuchPageWords() {
    return said("There is no such page. Every board being played is listed on the first page.");
}

std::string webReadOnlyWords() {
    return said("This page only shows games: it answers GET and HEAD, nothing else.");
}

std::string webTooManyWords() {
    return said("Too many people are watching from here right now; try again in a minute.");
}

std::string webBadAddressWords(const std::string& typed, const std::string& rule) {
    return said("web = " + typed + ": the web page's address " + rule + ".");
}

std::string webCannotListenWords(const std::string& address, const std::string& why) {
    return said("The web page cannot be served on " + address + ": " + why +
                ". Choose another address with the web setting, or leave it empty for no page.");
}

} // namespace mudchess
