#include "service/analysis_engine.hpp"

#include "chess/uci_move.hpp"
#include "engine_client/engine_spec.hpp"
#include "engine_client/uci_info.hpp"

namespace mudchess {

namespace {

// Far more than a position at any sensible node count takes: past it the engine is hung.
constexpr std::chrono::seconds SEARCH_TIMEOUT{60};

} // namespace

std::unique_ptr<AnalysisEngine> AnalysisEngine::start(const std::vector<CatalogEntry>& candidates,
                                                      std::string_view variant) {
    for (const CatalogEntry& entry : candidates) {
        if (entry.spec.protocol != EngineProtocol::UCI) continue;
        std::string error;
        std::unique_ptr<EngineClient> client = startEngine(entry.spec, variant, error);
        if (client) return std::unique_ptr<AnalysisEngine>(new AnalysisEngine(std::move(client)));
    }
    return nullptr;
}

analysis::PositionJudge AnalysisEngine::judge(const Game& game,
                                              const analysis::AnalysisLimits& limits) {
    std::string error;
    bool ready = client_->newGame(error);
    std::string startFen = game.startPosition().fen();
    std::vector<std::string> moves;
    for (const PlyRecord& ply : game.history()) moves.push_back(toUci(ply.move));
    EngineLimits bound;
    bound.nodes = limits.nodes;
    bound.depth = limits.depth;
    return [this, ready, startFen, moves,
            bound](const search::SearchRoot& root,
                   std::size_t ply) -> std::optional<analysis::PositionAnalysis> {
        std::string error;
        std::vector<std::string> played(moves.begin(), moves.begin() + std::ptrdiff_t(ply));
        if (!ready || !client_->setPosition(startFen, played, error)) return std::nullopt;
        EngineSearch found = client_->go(bound, SEARCH_TIMEOUT);
        if (found.fault != EngineFault::NONE) return std::nullopt;
        std::optional<UciInfo> info = readUciInfo(found.lastInfo);
        if (!info) return std::nullopt;
        Color mover = root.position.sideToMove();
        analysis::PositionAnalysis out;
        out.depth = info->depth;
        out.eval = info->mate ? analysis::Evaluation::mateIn(*info->mate).forSide(mover)
                              : analysis::Evaluation::centipawns(*info->cp).forSide(mover);
        // The line as far as it is legal here; at least the move the engine chose.
        Position pos = root.position;
        for (const std::string& uci : info->pv) {
            std::optional<Move> m = parseUci(pos, uci);
            if (!m) break;
            out.line.push_back(*m);
            pos.play(*m);
        }
        if (out.line.empty())
            if (std::optional<Move> best = parseUci(root.position, found.bestMove))
                out.line.push_back(*best);
        if (out.line.empty()) return std::nullopt;
        return out;
    };
}

} // namespace mudchess
