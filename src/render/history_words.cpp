#include "render/history_words.hpp"

#include "render/describe.hpp"
#include "render/locale.hpp"

#include <algorithm>

namespace mudchess {

namespace {

// "g12 2023-11-14 board in #chess (its game 2): standard chess, White alice, Black bob: White
// wins by resignation (1–0), 20 moves, rated, C60 Ruy Lopez (Spanish opening)".
std::string historyLine(const StoredGame& stored, const KeptGame& k) {
    const GameObject& t = stored.object;
    auto holder = [](const std::string& name) { return said(name.empty() ? "nobody" : name); };
    std::string line = "g" + std::to_string(k.id) + " ";
    if (k.started.size() >= 10) line += k.started.substr(0, 10) + " ";
    line += t.name() + " in " + (stored.place.empty() ? "private" : stored.place) + " (its game " +
            std::to_string(k.number) + "): " + std::string(t.game().variant().nameInSentence) +
            ", White " + holder(k.white) + ", Black " + holder(k.black) + ": " +
            outcomeSentence(t.game());
    std::size_t moves = (t.game().history().size() + 1) / 2;
    line += ", " + std::to_string(moves) + (moves == 1 ? " move" : " moves");
    if (k.rated) line += ", rated";
    if (!k.eco.empty()) line += ", " + k.eco + " " + k.opening;
    return said(line);
}

} // namespace

std::string noStoreWords() {
    return said("no games are kept here (mudchess runs without a store), so there is no history to "
                "show");
}

std::string noFinishedGamesWords(const std::string& who, bool self) {
    return said(who + (self ? " (you)" : "") +
                " has no finished games yet (aborted games are not kept in a history)");
}

std::string noSuchHistoryPageWords(const HistoryShown& shown, int asked) {
    return said(shown.player + "'s " + std::to_string(shown.total) +
                (shown.total == 1 ? " game fills" : " games fill") +
                (shown.pages == 1 ? " one page" : " pages 1 to " + std::to_string(shown.pages)) +
                "; there is no page " + std::to_string(asked));
}

std::string historyPageWords(const HistoryShown& shown, const std::vector<StoredGame>& stored,
                             const std::string& askedAs, int gamesAPage,
                             const std::string& firstGamePage) {
    int first = (shown.page - 1) * gamesAPage + 1;
    int last = first + int(shown.games.size()) - 1;
    std::string out = shown.player + "'s games, newest first (" +
                      (shown.total == 1 ? "the only one"
                                        : std::to_string(first) + " to " + std::to_string(last) +
                                              " of " + std::to_string(shown.total)) +
                      "):";
    for (std::size_t i = 0; i < shown.games.size() && i < stored.size(); ++i)
        out += "\n" + historyLine(stored[i], shown.games[i]);
    out +=
        "\n\"show pgn of game g" + std::to_string(shown.games.front().id) + "\" shows one of them";
    if (!firstGamePage.empty())
        out += ", and its page is " + firstGamePage + " (each by its number)";
    if (shown.page < shown.pages)
        out += "; \"history of " + askedAs + " page " + std::to_string(shown.page + 1) +
               "\" the next " + std::to_string(std::min(gamesAPage, shown.total - last));
    return said(out + ".");
}

std::string noStoredGameWords(std::int64_t id) {
    return said("no game numbered g" + std::to_string(id) +
                " is kept here; \"history of bob\" lists a player's games with their numbers");
}

} // namespace mudchess
