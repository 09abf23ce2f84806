// The analyses players asked for: those waiting for the engine or being made (and how far each
// is), and those done, kept in memory for a service without a store (with one, the store keeps
// them). The dispatcher keeps the book; the service's analysis worker takes the new ones.
#pragma once

#include "analysis/analyser.hpp"
#include "render/analysis_words.hpp"
#include "world/game_store.hpp"

#include <cstddef>
#include <deque>
#include <string>
#include <utility>
#include <vector>

namespace mudchess {

// The game on `t` in `place` as its analysis is kept: by place, object, number and moves.
AnalysedGame analysedGameOf(const std::string& place, const GameObject& t);

// One game to analyse, with what the worker needs to do it on its own thread.
struct AnalysisTask {
    AnalysedGame game;
    AnalysedGameLabel label;
    Game replay;           // a copy of the game: the worker never touches the world
    std::string requester; // the player's id
    std::string place;     // where the summary is told; empty: to the requester alone
};

class AnalysisBook {
  public:
    // How many analyses may wait or run at once for one player, for one place and in all.
    static constexpr std::size_t PER_PLAYER = 2, PER_PLACE = 4, IN_ALL = 16;
    // How many finished analyses stay in memory (a service with a store reads older ones back).
    static constexpr std::size_t KEPT = 32;

    struct Pending {
        AnalysisTask task;
        std::size_t done = 0, total = 0;
    };

    const Pending* pending(const AnalysedGame& game) const;
    std::size_t pendingFor(const std::string& requester) const;
    std::size_t pendingIn(const std::string& place) const;
    std::size_t pendingInAll() const { return pending_.size(); }
    // Queued: waits with the others, and is among those takeNew() gives next.
    void add(AnalysisTask task);
    std::vector<AnalysisTask> takeNew();
    // Given up: no longer pending, and among those takeStopped() gives the worker to drop.
    void stop(const AnalysedGame& game);
    std::vector<AnalysedGame> takeStopped() { return std::exchange(stopped_, {}); }
    void progress(const AnalysedGame& game, std::size_t done, std::size_t total);
    // Done (or given up): no longer pending; `analysis`, when there is one, kept.
    void finish(const AnalysedGame& game, const analysis::GameAnalysis* analysis);
    const analysis::GameAnalysis* kept(const AnalysedGame& game) const;

  private:
    std::vector<Pending> pending_;
    std::vector<AnalysisTask> new_;
    std::vector<AnalysedGame> stopped_;
    std::deque<std::pair<AnalysedGame, analysis::GameAnalysis>> kept_;
};

} // namespace mudchess
