// The boards on the spectators' web page (issue 51): after each change the service publishes the
// boards of the place it happened in, as spectators may see them: the public state of the game,
// its line and its position in words, a game being played held back by the spectator delay.
#include "service/service_impl.hpp"

#include "chess/san.hpp"
#include "chess/uci_move.hpp"
#include "dispatch/rated_game.hpp"
#include "rating/glicko2.hpp"
#include "render/game_words.hpp"
#include "render/rating_words.hpp"
#include "render/spoken.hpp"
#include "render/web_words.hpp"
#include "web/pages.hpp"
#include "web/web_address.hpp"

#include <boost/system/system_error.hpp>

#include <cmath>

namespace mudchess {

namespace {

// The rating of the player at `side` in the game's pool, as players read it ("1512?"); empty
// for a free seat, the computer, or a player without a rating there.
std::string ratingAt(const GameObject& t, Color side, const RatingBook& ratings) {
    if (t.seat(side).empty() || t.isComputer(side)) return "";
    const PlayerRating* r =
        ratings.find({t.seat(side), std::string(t.game().variant().key), speedOfGame(t)});
    if (!r) return "";
    return ratingFigureWords(int(std::lround(r->rating)),
                             rating::isProvisional({r->rating, r->deviation, r->volatility}));
}

web::ShownBoard shownBoardOf(const GameObject& t, const World& world, TimePoint now,
                             int delayPlies) {
    const Names& names = world.names;
    const Game& g = t.game();
    const std::size_t plies = g.history().size();
    // A game being played is shown `delayPlies` behind; a finished one whole.
    const std::size_t shownPlies =
        g.isOver() ? plies : plies - std::min<std::size_t>(plies, std::size_t(delayPlies));
    Game shown(g.startPosition());
    web::ShownBoard b;
    for (std::size_t i = 0; i < shownPlies; ++i) {
        const Move m = g.history()[i].move;
        b.moves.push_back(toSan(shown.position(), m));
        b.lastMove = toUci(m);
        shown.play(m);
    }
    const Game& drawn = shownPlies == plies ? g : shown;
    const Position& pos = drawn.position();
    b.object = t.name();
    b.game = t.gameNumber();
    b.variant = std::string(pos.variant().key);
    b.fen = pos.fen();
    b.check = pos.inCheck();
    b.whiteToMove = pos.sideToMove() == WHITE;
    b.white = t.seat(WHITE).empty() ? "" : names.of(t.seat(WHITE));
    b.black = t.seat(BLACK).empty() ? "" : names.of(t.seat(BLACK));
    b.whiteRating = ratingAt(t, WHITE, world.ratings);
    b.blackRating = ratingAt(t, BLACK, world.ratings);
    b.result = pgnResult(drawn.result());
    b.delayedPlies = int(plies - shownPlies);
    // Held back, the game's line would tell the move it is at and the clocks: left out.
    if (b.delayedPlies == 0)
        b.status = g.isOver() ? gameLineWords(t, names) : statusLineWords(t, now, names);
    b.inWords = describePosition(drawn);
    if (const std::optional<GameClock>& clock = t.clock(); clock && b.delayedPlies == 0) {
        b.whiteMillis = clock->left(WHITE, now).count();
        b.blackMillis = clock->left(BLACK, now).count();
        if (clock->runningFor()) b.clockRunning = *clock->runningFor() == WHITE ? "white" : "black";
    }
    return b;
}

} // namespace

void Service::Impl::showOnWeb(const std::string& place) {
    if (!webServer) return;
    webGames.forgetAnswers();
    if (place.empty()) return;
    std::vector<web::ShownBoard> boards;
    if (auto found = world.places.find(place); found != world.places.end()) {
        TimePoint now = Service::Clock::now();
        for (const auto& [name, t] : found->second)
            boards.push_back(shownBoardOf(*t, world, now, settings.webDelayPlies));
    }
    webFeed.publish(place, std::move(boards));
}

void Service::Impl::showGameOnWeb(std::int64_t id) {
    std::optional<Dispatcher::KeptGameView> view;
    try {
        view = dispatcher.keptGameView(id);
    } catch (const StoreError&) {
        return webGames.failed(id);
    }
    if (!view) return webGames.answer(id, std::nullopt);
    const GameObject& t = view->stored.object;
    web::ShownGame shown;
    shown.id = id;
    shown.over = t.game().isOver();
    shown.board = shownBoardOf(t, world, Service::Clock::now(), settings.webDelayPlies);
    shown.board.place = view->stored.place;
    // Today's ratings are not the game's: a kept game's page names the players alone.
    shown.board.whiteRating.clear();
    shown.board.blackRating.clear();
    shown.pgn = std::move(view->pgn);
    shown.analysisSummary = std::move(view->analysisSummary);
    shown.analysisList = std::move(view->analysisList);
    webGames.answer(id, std::move(shown));
}

std::function<std::string(const std::string&, const std::string&)>
Service::Impl::webBoardLink() const {
    if (settings.web.empty()) return {};
    std::string base = web::pageAddress(settings.web, settings.webUrl);
    return [base](const std::string& place, const std::string& object) {
        return base + web::boardPath(place, object);
    };
}

std::function<std::string(std::int64_t)> Service::Impl::webGameLink() const {
    if (settings.web.empty()) return {};
    std::string base = web::pageAddress(settings.web, settings.webUrl);
    return [base](std::int64_t id) { return base + web::gamePath(id); };
}

void Service::Impl::startWebPage() {
    if (settings.web.empty()) return;
    auto address = web::readWebAddress(settings.web);
    if (const std::string* rule = std::get_if<std::string>(&address))
        throw ServiceError(webBadAddressWords(settings.web, *rule));
    try {
        webServer =
            std::make_unique<web::WebServer>(std::get<web::WebAddress>(address), webFeed, webGames);
    } catch (const boost::system::system_error& e) {
        throw ServiceError(webCannotListenWords(settings.web, e.code().message()));
    }
    // A page asking for a kept game asks the service's thread, which alone reads the store.
    webGames.onWanted([this](std::int64_t id) {
        agenda.post([this, id](Dispatcher&) -> std::optional<Dispatched> {
            showGameOnWeb(id);
            return std::nullopt;
        });
    });
    for (const auto& [place, objects] : world.places) showOnWeb(place);
}

} // namespace mudchess
