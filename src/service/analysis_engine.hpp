// An external UCI engine judging the positions of a game for its analysis: the strongest engine
// installed that plays the game's variant (ANALYSIS_ENGINES, strongest first), so chess is
// analysed by Stockfish and Knightmate by Fairy-Stockfish when Debian's packages are there, and
// everything else by our own engine. Lives on the analysis thread, which owns its process.
#pragma once

#include "analysis/analyser.hpp"
#include "engine_client/engine_catalog.hpp"
#include "engine_client/engine_client.hpp"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

// The catalog's engines an analysis may use, strongest first; each only for the variants it
// plays. UCI engines alone: an analysis bounds each position by nodes, which XBoard lacks.
inline constexpr std::string_view ANALYSIS_ENGINES[] = {"stockfish", "fairy-stockfish"};

class AnalysisEngine {
  public:
    // The first of `candidates` that starts and plays `variant` (our key); null when none does.
    static std::unique_ptr<AnalysisEngine> start(const std::vector<CatalogEntry>& candidates,
                                                 std::string_view variant);
    // "Stockfish 15.1": the name the engine gives itself.
    const std::string& name() const { return client_->name(); }
    bool usable() const { return !client_->ended(); }
    // The engine as the judge of `game`'s positions, each searched as far as `limits` say (nodes,
    // depth or both; a new game for the engine first). The judge answers nothing once the engine
    // fails.
    analysis::PositionJudge judge(const Game& game, const analysis::AnalysisLimits& limits);

  private:
    explicit AnalysisEngine(std::unique_ptr<EngineClient> client) : client_(std::move(client)) {}
    std::unique_ptr<EngineClient> client_;
};

} // namespace mudchess
