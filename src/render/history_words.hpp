// The sentences of a player's history and of games kept by their g number (history_commands.cpp
// decides and fills the typed events; these say them).
#pragma once

#include "mudchess/events.hpp"
#include "world/game_store.hpp"

#include <string>
#include <vector>

namespace mudchess {

// The service keeps no games (no store).
std::string noStoreWords();
// `who` has no finished games; `self`: they asked about themselves.
std::string noFinishedGamesWords(const std::string& who, bool self);
// A page past the last.
std::string noSuchHistoryPageWords(const HistoryShown& shown, int asked);
// The page `shown` (its games, newest first, each with its stored game), and how to see one of
// them or the next page, as "history of <askedAs>"; `gamesAPage` games fill a page. With the web
// page, `firstGamePage` is the address of the first game's page (the others are alike).
std::string historyPageWords(const HistoryShown& shown, const std::vector<StoredGame>& stored,
                             const std::string& askedAs, int gamesAPage,
                             const std::string& firstGamePage = "");
// No game of that g number.
std::string noStoredGameWords(std::int64_t id);

} // namespace mudchess
