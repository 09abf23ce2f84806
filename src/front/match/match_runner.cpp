#include "front/match/match_runner.hpp"

#include "front/match/game_pgn.hpp"
#include "front/match/match_game.hpp"

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <thread>

namespace mudchess::match {

namespace {

class Match {
  public:
    Match(const MatchSettings& settings, std::ostream* pgn, const GameFinished& onGame)
        : settings_(settings), pgn_(pgn), onGame_(onGame), date_(pgnDate()) {}

    MatchReport run() {
        int workers = std::clamp(settings_.concurrency, 1, settings_.games);
        std::vector<std::thread> threads;
        for (int i = 1; i < workers; ++i) threads.emplace_back([this] { work(); });
        work();
        for (std::thread& t : threads) t.join();
        std::sort(report_.games.begin(), report_.games.end(),
                  [](const FinishedGame& a, const FinishedGame& b) { return a.number < b.number; });
        return std::move(report_);
    }

  private:
    void work() {
        std::array<std::unique_ptr<EngineClient>, 2> clients;
        for (;;) {
            int index = next_++;
            if (index >= settings_.games) return;
            // The first engine has White in even games, so each opening is played both ways.
            int whiteEngine = index % 2;
            std::array<EngineSeat, COLOR_NB> seats;
            for (int e = 0; e < 2; ++e) {
                Color side = e == whiteEngine ? WHITE : BLACK;
                seats[side].name = settings_.names[e];
                if (!clients[e])
                    clients[e] = startEngine(settings_.engines[e], settings_.variant->key,
                                             seats[side].startError);
                seats[side].client = clients[e].get();
            }
            const Opening& opening =
                settings_.openings[std::size_t(index / 2) % settings_.openings.size()];
            GameEnding ending = playGame(opening, seats, settings_.limits);
            for (Color side : {WHITE, BLACK})
                if (ending.restart[side])
                    clients[side == WHITE ? whiteEngine : 1 - whiteEngine].reset();
            record(index, whiteEngine, ending);
        }
    }

    void record(int index, int whiteEngine, const GameEnding& ending) {
        FinishedGame game;
        game.number = index + 1;
        game.whiteEngine = whiteEngine;
        game.result = ending.result;
        game.termination = ending.termination;
        game.comment = ending.comment;
        PgnTags tags;
        tags.event = settings_.event;
        tags.date = date_;
        tags.round = std::to_string(game.number);
        tags.white = settings_.names[whiteEngine];
        tags.black = settings_.names[1 - whiteEngine];
        tags.timeControl = settings_.limits.pgnTag();
        game.pgn = gamePgn(ending, tags);

        std::lock_guard lock(mutex_);
        MatchScore& score = report_.score;
        if (game.result == Result::DRAW || game.result == Result::ONGOING)
            ++score.draws;
        else if ((game.result == Result::WHITE_WINS) == (whiteEngine == 0))
            ++score.wins;
        else
            ++score.losses;
        ++report_.terminations[game.termination];
        if (pgn_) *pgn_ << game.pgn << '\n' << std::flush;
        report_.games.push_back(game);
        if (onGame_) onGame_(report_.games.back(), score, int(report_.games.size()));
    }

    const MatchSettings& settings_;
    std::ostream* pgn_;
    const GameFinished& onGame_;
    std::string date_;
    std::atomic<int> next_{0};
    std::mutex mutex_;
    MatchReport report_;
};

} // namespace

MatchReport runMatch(const MatchSettings& settings, std::ostream* pgn, const GameFinished& onGame) {
    return Match(settings, pgn, onGame).run();
}

} // namespace mudchess::match
