// History: a board's own games (`history on board`, `show pgn of game 2 on board`, numbered on
// the board), a player's past games in every place (`history of bob [page 2]`) and any game the
// store keeps by the number it gave it (`show pgn of game g12`, issue 41), written with a g so
// the two numberings never meet. A board's PGN is annotated once its game has been analysed.
#include "chess/eco.hpp"
#include "chess/pgn.hpp"
#include "dispatch/dispatch_context.hpp"
#include "render/analysis_words.hpp"
#include "render/game_words.hpp"
#include "render/history_words.hpp"
#include "render/pgn_words.hpp"

namespace mudchess {

using namespace command;

namespace {

// PGN's [%clk] comment after each player's move of a timed game: the mover's time after it.
std::vector<std::string> clockComments(const GameObject& t) {
    const std::vector<GameClock::Reading>& readings = t.clock()->readings();
    std::vector<std::string> comments;
    std::size_t next = 0;
    for (const PlyRecord& ply : t.game().history()) {
        bool known = !ply.automatic && next < readings.size();
        comments.push_back(known ? pgnClockComment(readings[next++].left) : "");
    }
    return comments;
}

} // namespace

// Earlier games on the object, oldest first: kept by the store, so none without one.
std::vector<GameObject> Dispatcher::pastGames(const Context& ctx, const GameObject& t,
                                              Replies& errors) {
    if (!store_) return {};
    try {
        return store_->history(ctx.placeName, t.name());
    } catch (const StoreError& e) {
        errors.push_back(refuse(RefusalCode::STORE_FAILED, e.what()));
        return {};
    }
}

template <> Replies Dispatcher::on(Context& ctx, const ShowHistory&, GameObject& t) {
    Replies errors;
    std::vector<GameObject> past = pastGames(ctx, t, errors);
    if (!errors.empty()) return errors;
    std::string out = boardHistoryWords(t, past, names());
    return {toActor(out)};
}

template <> Replies Dispatcher::on(Context& ctx, const ShowPgn& c, GameObject& object) {
    const GameObject* current = &object;
    const GameObject* t = current;
    std::vector<GameObject> past;
    if (c.game != 0 && c.game != current->gameNumber()) {
        Replies errors;
        past = pastGames(ctx, object, errors);
        if (!errors.empty()) return errors;
        auto found = std::find_if(past.begin(), past.end(), [&](const GameObject& old) {
            return old.gameNumber() == c.game;
        });
        if (found == past.end())
            return {refuse(RefusalCode::NO_SUCH_GAME, noSuchGameWords(current->name(), c.game),
                           {{"object", current->name()}, {"game", std::to_string(c.game)}})};
        t = &*found;
    }
    return {toActor(pgnOf(*t, ctx.placeName))};
}

std::string Dispatcher::pgnOf(const GameObject& game, const std::string& place) const {
    const GameObject* t = &game;
    PgnTags tags;
    tags.event = pgnEventWords(t->name());
    tags.site = place;
    setPgnDate(tags, t->started());
    // A loaded game keeps its own tags (Event, Site, Date, Round, the players); a seat taken
    // here names its player instead, by the name they go by now (seats hold ids).
    if (!t->loadedTags().empty()) tags = importPgn(t->loadedTags()).tags;
    for (Color col : {WHITE, BLACK})
        if (!t->seat(col).empty()) (col == WHITE ? tags.white : tags.black) = nameOf(t->seat(col));
    std::vector<std::string> comments;
    if (t->clock()) {
        tags.timeControl = t->clock()->control().pgnTag();
        comments = clockComments(*t);
    }
    if (std::optional<Opening> opening = openingOf(t->game())) {
        tags.eco = opening->code;
        tags.opening = opening->name;
    }
    // An analysed game is annotated: each move's evaluation, the verdicts and the better lines.
    std::optional<analysis::GameAnalysis> a = analysisOf(analysedGameOf(place, *t), t->game());
    if (!a) return exportPgn(t->game(), tags, comments);
    tags.annotator = annotatorWords(*a);
    std::vector<PlyAnnotation> notes =
        analysisAnnotations(t->game(), analysis::reviewGame(t->game(), *a));
    for (std::size_t i = 0; i < comments.size() && i < notes.size(); ++i)
        if (!comments[i].empty())
            notes[i].comment =
                comments[i] + (notes[i].comment.empty() ? "" : " ") + notes[i].comment;
    return exportPgn(t->game(), tags, notes);
}

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
