#include "front/match/match_game.hpp"

#include "chess/uci_move.hpp"

#include <optional>

namespace mudchess::match {

namespace {

using Clock = std::chrono::steady_clock;

std::string sideName(Color c) { return c == WHITE ? "White" : "Black"; }

class GamePlay {
  public:
    GamePlay(const Opening& opening, const std::array<EngineSeat, COLOR_NB>& seats,
             const MoveLimits& limits)
        : seats_(seats), limits_(limits), ending_{opening.game(), Result::ONGOING, {}, {}, {}},
          startFen_(opening.start.fen()) {
        if (limits.clock) clock_.emplace(*limits.clock);
        for (const PlyRecord& ply : ending_.game.history()) moves_.push_back(toUci(ply.move));
    }

    GameEnding play() {
        if (prepare()) {
            while (!ending_.game.isOver() && !adjudicated() && playOneMove()) {
                Game& game = ending_.game;
                if (!game.isOver() && game.canClaimDraw())
                    game.claimDraw(game.position().sideToMove());
            }
        }
        if (ending_.result == Result::ONGOING) ending_.result = ending_.game.result();
        if (ending_.termination.empty())
            ending_.termination = terminationName(ending_.game.termination());
        return std::move(ending_);
    }

  private:
    // Both engines started and ready for a new game; one that is not loses before it begins.
    bool prepare() {
        Color first = ending_.game.position().sideToMove();
        for (Color side : {first, ~first}) {
            const EngineSeat& seat = seats_[side];
            std::string error = seat.startError;
            if (seat.client && seat.client->newGame(error)) continue;
            ending_.restart[side] = true;
            forfeit(side, "abandoned", error);
            return false;
        }
        return true;
    }

    bool adjudicated() {
        Game& game = ending_.game;
        std::string why;
        if (game.bothSidesOnlyPass())
            why = "both sides can only pass, so the game could never end";
        else if (game.history().size() >= std::size_t(MAX_PLIES))
            why = "the game reached " + std::to_string(MAX_PLIES) + " plies";
        if (why.empty()) return false;
        // A draw the rules can record where they have one; else the match's own verdict.
        Color toMove = game.position().sideToMove();
        if (game.offerDraw(toMove) != DrawAnswer::DONE ||
            game.acceptDraw(~toMove) != DrawAnswer::DONE)
            ending_.result = Result::DRAW;
        ending_.termination = "adjudication";
        ending_.comment = "drawn by the match: " + why;
        return true;
    }

    // Asks the side to move for a move and plays it; false when that ended the game by a fault.
    bool playOneMove() {
        Game& game = ending_.game;
        Color side = game.position().sideToMove();
        EngineClient& engine = *seats_[side].client;
        std::string error;
        if (!engine.setPosition(startFen_, moves_, error)) {
            ending_.restart[side] = true;
            return forfeit(side, "abandoned", error);
        }
        EngineLimits asked;
        Clock::time_point now = Clock::now();
        Millis timeout = limits_.hangTimeout();
        if (clock_) {
            clock_->start(side, now);
            // A clock run below zero within the margin is reported as empty.
            asked.whiteTime = std::max(Millis(0), clock_->left(WHITE, now));
            asked.blackTime = std::max(Millis(0), clock_->left(BLACK, now));
            asked.whiteIncrement = asked.blackIncrement = clock_->control().extra;
            if (int period = clock_->control().movesPerPeriod)
                asked.movesToGo = period - movesMade_[side] % period;
            // Past this the flag has fallen: no need to wait any longer.
            timeout = clock_->left(side, now) + limits_.timeMargin + Millis(1);
        } else {
            if (limits_.moveTime.count()) asked.moveTime = limits_.moveTime;
            asked.depth = limits_.depth;
            asked.nodes = limits_.nodes;
        }
        EngineSearch search = engine.go(asked, timeout);
        Millis had = clock_ ? clock_->left(side, now) : Millis(0);
        if (search.fault == EngineFault::NO_ANSWER && clock_) {
            ending_.restart[side] = true; // it may still be thinking
            return lostOnTime(side, "did not answer within the " + secondsText(had) + " s it had");
        }
        if (search.fault != EngineFault::NONE) {
            ending_.restart[side] = search.fault != EngineFault::BAD_ANSWER;
            return forfeit(
                side, search.fault == EngineFault::BAD_ANSWER ? "rules infraction" : "abandoned",
                search.error);
        }
        if (search.resigned) {
            ending_.game.resign(side); // an XBoard engine's `resign`: a normal ending
            return false;
        }
        if (clock_ && clock_->left(side, search.answeredAt) + limits_.timeMargin <= Millis(0)) {
            auto took = std::chrono::duration_cast<Millis>(search.answeredAt - now);
            return lostOnTime(side, "answered after " + secondsText(took) + " s with " +
                                        secondsText(had) + " s on its clock");
        }
        std::optional<Move> move = parseUci(game.position(), search.bestMove);
        if (!move)
            return forfeit(side, "rules infraction",
                           seats_[side].name + " played \"" + search.bestMove +
                               "\", which is not a legal move in " + game.position().fen());
        std::size_t before = game.history().size();
        game.play(*move);
        for (std::size_t i = before; i < game.history().size(); ++i)
            moves_.push_back(toUci(game.history()[i].move));
        ++movesMade_[side];
        if (clock_) clock_->press(side, game.position().sideToMove(), search.answeredAt);
        return true;
    }

    bool lostOnTime(Color side, const std::string& how) {
        ending_.game.loseOnTime(side);
        ending_.comment =
            sideName(side) + " (" + seats_[side].name + ") ran out of time: it " + how;
        if (ending_.game.result() == Result::DRAW)
            ending_.comment += ", but the opponent could never have mated";
        return false;
    }

    // `side`'s engine broke the game: it loses, with `why` kept for the PGN.
    bool forfeit(Color side, std::string termination, std::string why) {
        ending_.game.resign(side);
        ending_.termination = std::move(termination);
        ending_.comment = sideName(side) + " loses: " + why;
        return false;
    }

    const std::array<EngineSeat, COLOR_NB>& seats_;
    const MoveLimits& limits_;
    GameEnding ending_;
    std::string startFen_;
    std::vector<std::string> moves_; // every ply from the start, in UCI form
    std::optional<GameClock> clock_;
    std::array<int, COLOR_NB> movesMade_{};
};

} // namespace

GameEnding playGame(const Opening& opening, const std::array<EngineSeat, COLOR_NB>& seats,
                    const MoveLimits& limits) {
    return GamePlay(opening, seats, limits).play();
}

} // namespace mudchess::match
