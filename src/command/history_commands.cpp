// A player's past games in every place (`history of bob [page 2]`) and any game the store keeps
// by the number it gave it (`show pgn of game g12`), issue 41. A board's own games keep their
// own numbers (`history on board`, `show pgn of game 2 on board`); the store's numbers are
// written with a g so the two never meet.
#include "chess/eco.hpp"
#include "command/dispatch_context.hpp"
#include "render/history_words.hpp"

namespace mudchess {

namespace {

constexpr int GAMES_A_PAGE = 10;

// A seat as events name it: the player as they go by now, "computer", or empty.
std::string seatName(const GameObject& t, Color c, const Names& names) {
    if (t.isComputer(c)) return "computer";
    return t.seat(c).empty() ? "" : names.of(t.seat(c));
}

KeptGame keptGame(const StoredGame& stored, const Names& names) {
    const GameObject& t = stored.object;
    const Game& g = t.game();
    KeptGame k{stored.id,
               stored.place,
               t.name(),
               t.gameNumber(),
               std::string(g.variant().key),
               seatName(t, WHITE, names),
               seatName(t, BLACK, names),
               pgnResult(g.result()),
               std::string(terminationCode(g.termination())),
               t.started(),
               t.rated(),
               int(g.history().size()),
               {},
               {}};
    if (std::optional<Opening> opening = openingOf(g)) {
        k.eco = opening->code;
        k.opening = opening->name;
    }
    return k;
}

} // namespace

template <> Replies Dispatcher::on(Context& ctx, const command::ShowPlayerHistory& c) {
    if (!store_) return {refuse(RefusalCode::NO_STORE, noStoreWords())};
    std::string id = playerNamed(ctx, c.player);
    std::string who = nameOf(id);
    StoredGamesPage page;
    try {
        page = store_->recentGamesOf(id, (c.page - 1) * GAMES_A_PAGE, GAMES_A_PAGE);
    } catch (const StoreError& e) {
        return {refuse(RefusalCode::STORE_FAILED, e.what())};
    }
    int pages = (page.total + GAMES_A_PAGE - 1) / GAMES_A_PAGE;
    if (page.total == 0) return {toActor(noFinishedGamesWords(who, c.player.empty()))};
    HistoryShown shown{who, id, c.page, pages, page.total, {}};
    if (c.page > pages)
        return {refuse(RefusalCode::NO_SUCH_PAGE, noSuchHistoryPageWords(shown, c.page),
                       {{"player", who}, {"page", std::to_string(c.page)}})};
    for (const StoredGame& stored : page.games) shown.games.push_back(keptGame(stored, names()));
    const auto& gameLink = viewers_.presentation().gameLink;
    std::string out =
        historyPageWords(shown, page.games, c.player.empty() ? who : c.player, GAMES_A_PAGE,
                         gameLink ? gameLink(page.games.front().id) : std::string());
    ctx.emit(std::move(shown));
    return {toActor(out)};
}

template <> Replies Dispatcher::on(Context& ctx, const command::ShowStoredPgn& c) {
    if (!store_) return {refuse(RefusalCode::NO_STORE, noStoreWords())};
    std::optional<StoredGame> stored;
    try {
        stored = store_->storedGame(c.id);
    } catch (const StoreError& e) {
        return {refuse(RefusalCode::STORE_FAILED, e.what())};
    }
    if (!stored)
        return {refuse(RefusalCode::NO_STORED_GAME, noStoredGameWords(c.id),
                       {{"id", std::to_string(c.id)}})};
    std::string pgn = pgnOf(stored->object, stored->place);
    ctx.emit(KeptGameShown{keptGame(*stored, names()), pgn});
    return {toActor(pgn)};
}

} // namespace mudchess
