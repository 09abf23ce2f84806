// A player's past games in every place (`history of bob [page 2]`) and any game the store keeps
// by the number it gave it (`show pgn of game g12`), issue 41. A board's own games keep their
// own numbers (`history on board`, `show pgn of game 2 on board`); the store's numbers are
// written with a g so the two never meet.
#include "chess/eco.hpp"
#include "command/dispatch_context.hpp"

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

// "g12 2023-11-14 board in #chess (its game 2): standard chess, White alice, Black bob: White
// wins by resignation (1–0), 20 moves, rated, C60 Ruy Lopez (Spanish opening)".
std::string historyLine(const StoredGame& stored, const KeptGame& k) {
    const GameObject& t = stored.object;
    auto holder = [](const std::string& name) { return name.empty() ? "nobody" : name; };
    std::string line = "g" + std::to_string(k.id) + " ";
    if (k.started.size() >= 10) line += k.started.substr(0, 10) + " ";
    line += t.name() + " in " + (stored.place.empty() ? "private" : stored.place) + " (its game " +
            std::to_string(k.number) + "): " + variantInSentence(t.game().variant()) + ", White " +
            holder(k.white) + ", Black " + holder(k.black) + ": " + outcomeSentence(t.game());
    std::size_t moves = (t.game().history().size() + 1) / 2;
    line += ", " + std::to_string(moves) + (moves == 1 ? " move" : " moves");
    if (k.rated) line += ", rated";
    if (!k.eco.empty()) line += ", " + k.eco + " " + k.opening;
    return line;
}

std::string noStore() {
    return "no games are kept here (mudchess runs without a store), so there is no history to "
           "show";
}

} // namespace

template <> Replies Dispatcher::on(Context& ctx, const command::ShowPlayerHistory& c) {
    if (!store_) return {refuse(RefusalCode::NO_STORE, noStore())};
    std::string id = playerNamed(ctx, c.player);
    std::string who = nameOf(id);
    StoredGamesPage page;
    try {
        page = store_->recentGamesOf(id, (c.page - 1) * GAMES_A_PAGE, GAMES_A_PAGE);
    } catch (const StoreError& e) {
        return {refuse(RefusalCode::STORE_FAILED, e.what())};
    }
    int pages = (page.total + GAMES_A_PAGE - 1) / GAMES_A_PAGE;
    if (page.total == 0)
        return {toActor(who + (c.player.empty() ? " (you)" : "") +
                        " has no finished games yet (aborted games are not kept in a history)")};
    if (c.page > pages)
        return {refuse(RefusalCode::NO_SUCH_PAGE,
                       who + "'s " + std::to_string(page.total) +
                           (page.total == 1 ? " game fills" : " games fill") +
                           (pages == 1 ? " one page" : " pages 1 to " + std::to_string(pages)) +
                           "; there is no page " + std::to_string(c.page),
                       {{"player", who}, {"page", std::to_string(c.page)}})};
    HistoryShown shown{who, id, c.page, pages, page.total, {}};
    int first = (c.page - 1) * GAMES_A_PAGE + 1;
    int last = first + int(page.games.size()) - 1;
    std::string out = who + "'s games, newest first (" +
                      (page.total == 1 ? "the only one"
                                       : std::to_string(first) + " to " + std::to_string(last) +
                                             " of " + std::to_string(page.total)) +
                      "):";
    for (const StoredGame& stored : page.games) {
        KeptGame k = keptGame(stored, names());
        out += "\n" + historyLine(stored, k);
        shown.games.push_back(std::move(k));
    }
    std::string name = c.player.empty() ? who : c.player;
    out +=
        "\n\"show pgn of game g" + std::to_string(page.games.front().id) + "\" shows one of them";
    if (c.page < pages)
        out += "; \"history of " + name + " page " + std::to_string(c.page + 1) + "\" the next " +
               std::to_string(std::min(GAMES_A_PAGE, page.total - last));
    out += ".";
    ctx.emit(std::move(shown));
    return {toActor(out)};
}

template <> Replies Dispatcher::on(Context& ctx, const command::ShowStoredPgn& c) {
    if (!store_) return {refuse(RefusalCode::NO_STORE, noStore())};
    std::optional<StoredGame> stored;
    try {
        stored = store_->storedGame(c.id);
    } catch (const StoreError& e) {
        return {refuse(RefusalCode::STORE_FAILED, e.what())};
    }
    std::string number = "g" + std::to_string(c.id);
    if (!stored)
        return {refuse(RefusalCode::NO_STORED_GAME,
                       "no game numbered " + number +
                           " is kept here; \"history of bob\" lists a player's games with their "
                           "numbers",
                       {{"id", std::to_string(c.id)}})};
    std::string pgn = pgnOf(stored->object, stored->place);
    ctx.emit(KeptGameShown{keptGame(*stored, names()), pgn});
    return {toActor(pgn)};
}

} // namespace mudchess
