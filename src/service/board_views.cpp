// Boards as data (Service::board, Service::boards): a host that draws boards itself, or sends
// them to its clients as GMCP, reads the position, the seats with their ids, the clocks as they
// read now, the moves and the legal moves here instead of from sentences (issue 38).
#include "service/service_impl.hpp"

#include "chess/san.hpp"
#include "chess/uci_move.hpp"
#include "command/parser.hpp"
#include "dispatch/event_builders.hpp"
#include "render/game_words.hpp"
#include "render/service_words.hpp"
#include "render/side.hpp"

namespace mudchess {

namespace {

SeatView seatOf(const GameObject& t, Color c, const Names& names) {
    SeatView seat;
    seat.id = t.seat(c);
    seat.name = seat.id.empty() ? "" : names.of(seat.id);
    seat.computerLevel = t.computerLevel(c);
    return seat;
}

BoardView viewOf(const std::string& place, const GameObject& t, const Names& names, TimePoint now) {
    const Game& g = t.game();
    BoardView v;
    v.place = place;
    v.object = t.name();
    v.game = t.gameNumber();
    v.board = boardState(t);
    v.white = seatOf(t, WHITE, names);
    v.black = seatOf(t, BLACK, names);
    v.board.white = v.white.name;
    v.board.black = v.black.name;
    if (const std::optional<GameClock>& clock = t.clock()) {
        v.whiteMillisNow = clock->left(WHITE, now).count();
        v.blackMillisNow = clock->left(BLACK, now).count();
        if (clock->runningFor()) v.clockRunning = sideOf(*clock->runningFor());
    }
    if (g.isOver()) v.termination = std::string(terminationCode(g.termination()));
    if (g.pendingOffer()) v.drawOffer = sideOf(*g.pendingOffer());
    Position pos = g.startPosition();
    for (const PlyRecord& ply : g.history()) {
        v.moves.push_back({toSan(pos, ply.move), toUci(ply.move)});
        pos.play(ply.move);
    }
    if (!g.isOver())
        for (Move m : g.legalMoves()) v.legalMoves.push_back({toSan(g.position(), m), toUci(m)});
    return v;
}

Refusal refused(RefusalCode code, std::string text,
                std::vector<std::pair<std::string, std::string>> params = {}) {
    return {std::string(refusalCodeName(code)), std::move(params), std::move(text)};
}

// The board on `object` now, or why there is none.
std::variant<BoardView, Refusal> currentBoard(const Service::Impl& impl, std::string_view place,
                                              std::string_view object) {
    std::string where(place);
    if (!impl.serves(where))
        return refused(RefusalCode::UNKNOWN_PLACE, noGamesInPlaceWords(where, impl.placeList()));
    const auto found = impl.world.places.find(where);
    const std::size_t count = found == impl.world.places.end() ? 0 : found->second.size();
    TimePoint now = Service::Clock::now();
    if (object.empty()) {
        if (count == 1) return viewOf(where, *found->second.begin()->second, impl.world.names, now);
        if (count == 0) return refused(RefusalCode::NO_GAMES_HERE, noBoardsYetWords(where));
        std::vector<std::string> names;
        for (const auto& [name, t] : found->second) names.push_back(name);
        return refused(RefusalCode::WHICH_OBJECT, whichBoardWords(where, names));
    }
    std::optional<std::string> name = command::objectName(object);
    if (!name)
        return refused(RefusalCode::BAD_OBJECT, notAnObjectNameWords(std::string(object)),
                       {{"object", std::string(object)}});
    if (count > 0)
        if (auto named = found->second.find(*name); named != found->second.end())
            return viewOf(where, *named->second, impl.world.names, now);
    return refused(RefusalCode::NO_SUCH_OBJECT, noSuchBoardWords(*name, where),
                   {{"object", *name}});
}

} // namespace

std::variant<BoardView, Refusal> Service::board(std::string_view place, std::string_view object,
                                                int game) const {
    std::variant<BoardView, Refusal> now = currentBoard(*impl_, place, object);
    auto* current = std::get_if<BoardView>(&now);
    if (!current || game == 0 || game == current->game) return now;
    std::vector<GameObject> past;
    if (impl_->store) {
        try {
            past = impl_->store->history(current->place, current->object);
        } catch (const StoreError& e) {
            return refused(RefusalCode::STORE_FAILED, e.what());
        }
    }
    for (const GameObject& old : past)
        if (old.gameNumber() == game)
            return viewOf(current->place, old, impl_->world.names, Clock::now());
    return refused(RefusalCode::NO_SUCH_GAME, noSuchGameWords(current->object, game),
                   {{"object", current->object}, {"game", std::to_string(game)}});
}

std::vector<BoardView> Service::boards(std::string_view place) const {
    std::vector<BoardView> views;
    auto found = impl_->world.places.find(std::string(place));
    if (found == impl_->world.places.end()) return views;
    TimePoint now = Clock::now();
    for (const auto& [name, t] : found->second)
        views.push_back(viewOf(found->first, *t, impl_->world.names, now));
    return views;
}

} // namespace mudchess
