#include "dispatch/event_builders.hpp"

#include "chess/notation.hpp"
#include "chess/uci_move.hpp"
#include "rating/glicko2.hpp"

#include <chrono>
#include <cmath>

namespace mudchess {

namespace {

BoardState stateOf(const GameObject& t, const Position& pos, std::string lastMove, Result result) {
    BoardState b;
    b.variant = std::string(pos.variant().key);
    b.fen = pos.fen();
    b.lastMove = std::move(lastMove);
    b.check = pos.inCheck();
    b.toMove = sideOf(pos.sideToMove());
    b.moveNumber = pos.fullmoveNumber();
    b.white = t.seat(WHITE);
    b.black = t.seat(BLACK);
    b.result = pgnResult(result);
    if (const std::optional<GameClock>& clock = t.clock()) {
        // The clock as it stood when it was last pressed; the runner's time runs on from there.
        b.clock = clock->control().text();
        b.whiteMillis = clock->stored(WHITE).count();
        b.blackMillis = clock->stored(BLACK).count();
        if (std::optional<Color> runs = clock->runningFor()) b.clockRunning = sideOf(*runs);
    }
    return b;
}

} // namespace

BoardState boardState(const GameObject& t) {
    const Game& g = t.game();
    return stateOf(t, g.position(), g.history().empty() ? "" : toUci(g.history().back().move),
                   g.result());
}

GameEnded gameEnded(const std::string& place, const GameObject& t) {
    const Game& g = t.game();
    GameEnded e{place,
                t.name(),
                pgnResult(g.result()),
                std::nullopt,
                std::string(terminationCode(g.termination())),
                boardState(t)};
    if (g.result() == Result::WHITE_WINS) e.winner = Side::WHITE;
    if (g.result() == Result::BLACK_WINS) e.winner = Side::BLACK;
    e.automatic = g.drawnAutomatically();
    return e;
}

MovePlayed movePlayed(const std::string& place, const GameObject& t, const std::string& player,
                      const Position& before, const PlyRecord& ply, const Position& after,
                      bool last) {
    MovePlayed m;
    m.place = place;
    m.object = t.name();
    m.player = ply.automatic ? "" : player;
    m.side = sideOf(before.sideToMove());
    m.san = toSan(before, ply.move);
    m.uci = toUci(ply.move);
    m.check = after.inCheck();
    m.automatic = ply.automatic;
    // The board as this move left it (a pass the rules made may have followed it).
    m.board = stateOf(t, after, m.uci, last ? t.game().result() : Result::ONGOING);
    m.serverMillis = std::chrono::duration_cast<std::chrono::milliseconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count();
    if (last && t.clock())
        if (std::optional<Millis> took = t.clock()->lastCharged()) m.moveMillis = took->count();
    if (last && !t.game().isOver())
        for (Move next : t.game().legalMoves()) m.legalMoves.push_back(toUci(next));
    return m;
}

RatingLine ratingLine(const RatingKey& key, const PlayerRating& r) {
    return {key.variant,
            key.speed,
            int(std::lround(r.rating)),
            int(std::lround(r.deviation)),
            r.games,
            rating::isProvisional({r.rating, r.deviation, r.volatility})};
}

StatsShown statsShown(const std::string& name, const std::string& id, const PlayerStats& stats) {
    auto tally = [](const WinsLossesDraws& r) { return ResultTally{r.wins, r.losses, r.draws}; };
    StatsShown e{name, id, tally(stats.total), {}, stats.longestWinningStreak, {}};
    for (const auto& [variant, colours] : stats.byVariant)
        for (Color side : {WHITE, BLACK})
            if (colours[side].games())
                e.records.push_back({variant, sideOf(side), tally(colours[side])});
    for (const PlayerStats::Opening& o : stats.openings)
        e.openings.push_back({o.eco, o.name, o.games});
    return e;
}

} // namespace mudchess
