#include "puzzle/engine_check.hpp"

#include "analysis/only_move.hpp"
#include "chess/game.hpp"
#include "chess/uci_move.hpp"
#include "engine_client/uci_info.hpp"

#include <algorithm>

namespace mudchess::puzzle {

namespace {

using analysis::Evaluation;

bool mates(const Evaluation& e) { return e.mate && *e.mate > 0; }

// An info line's score as an Evaluation for the side to move.
Evaluation evaluationOf(const UciInfo& info) {
    if (info.mate) {
        if (*info.mate != 0) return Evaluation::mateIn(*info.mate);
        return Evaluation::checkmated(WHITE); // the side to move is mated: lost for it
    }
    return Evaluation::centipawns(*info.cp);
}

struct Search {
    EngineTrouble trouble = EngineTrouble::NONE;
    std::string error;
    EngineLine best;
    std::optional<EngineLine> second;
};

// The engine's two best lines at the position after the first `plies` of `p`'s moves.
Search searchTwo(const Puzzle& p, std::size_t plies, UciClient& engine, int depth) {
    Search out;
    std::vector<std::string> moves(p.moves.begin(), p.moves.begin() + std::ptrdiff_t(plies));
    std::vector<std::string> lines;
    EngineLimits limits;
    limits.depth = depth;
    std::optional<std::string> answer;
    if (engine.setPosition(p.fen, moves, out.error))
        answer = engine.exchange(uciGoCommand(limits), "bestmove", ENGINE_SEARCH_TIMEOUT, out.error,
                                 &lines);
    if (!answer) {
        out.trouble = EngineTrouble::GONE;
        return out;
    }
    // The last line of each rank is the deepest the engine finished.
    std::optional<UciInfo> first, second;
    for (const std::string& line : lines) {
        std::optional<UciInfo> info = readUciInfo(line);
        if (!info || info->pv.empty()) continue;
        if (info->multipv == 1) first = std::move(info);
        if (info->multipv == 2) second = std::move(info);
    }
    std::string bestMove = answer->size() > 9 ? answer->substr(9) : std::string();
    bestMove = bestMove.substr(0, bestMove.find(' '));
    if (!first || bestMove.empty() || bestMove == "(none)") {
        out.trouble = EngineTrouble::NO_SCORE;
        out.error = *answer;
        return out;
    }
    out.best = {bestMove, evaluationOf(*first)};
    if (second) out.second = EngineLine{second->pv.front(), evaluationOf(*second)};
    return out;
}

} // namespace

std::unique_ptr<UciClient> startCheckingEngine(const EngineSpec& spec, const Variant& variant,
                                               std::string& error) {
    std::unique_ptr<UciClient> engine = UciClient::start(spec.argv, error);
    if (!engine) return nullptr;
    for (const auto& [name, value] : spec.options)
        if (!engine->setOption(name, value, error)) return nullptr;
    // An option may change what else the engine offers (a file of variants, say).
    if (!spec.options.empty() && !engine->rereadOptions(error)) return nullptr;
    if (!engine->selectVariant(variant.key, error) || !engine->setOption("MultiPV", "2", error) ||
        !engine->waitReady(error))
        return nullptr;
    return engine;
}

EngineCheck checkWithEngine(const Puzzle& p, UciClient& engine, int depth) {
    EngineCheck out;
    // Each puzzle on its own: what the engine learnt on another does not colour this one.
    if (!engine.newGame(out.error)) {
        out.trouble = EngineTrouble::GONE;
        return out;
    }
    Game g(*Position::fromFen(*p.variant, p.fen).position);
    bool mate = std::find(p.themes.begin(), p.themes.end(), "mate") != p.themes.end();
    for (std::size_t i = 0; i < p.moves.size(); ++i) {
        Move move = *parseUci(g.position(), p.moves[i]);
        if (i % 2 == 1) {
            Color solver = g.position().sideToMove();
            Game after = g;
            after.play(move);
            bool last = i + 1 == p.moves.size();
            if (last &&
                after.result() == (solver == WHITE ? Result::WHITE_WINS : Result::BLACK_WINS)) {
                return out; // a mate is a mate, whatever else would mate
            }
            Search found = searchTwo(p, i, engine, depth);
            if (found.trouble != EngineTrouble::NONE) {
                out.trouble = found.trouble;
                out.error = std::move(found.error);
                return out;
            }
            std::optional<Move> best = parseUci(g.position(), found.best.move);
            if (!best) {
                out.trouble = EngineTrouble::BAD_MOVE;
                out.error = found.best.move;
                return out;
            }
            std::optional<EngineObjection> objection;
            if (mate && !mates(found.best.eval))
                objection = EngineObjection::NO_MATE;
            else if (*best != move)
                objection = EngineObjection::OTHER_MOVE;
            else if (!analysis::clearlyBest(found.best.eval,
                                            found.second
                                                ? std::optional<Evaluation>(found.second->eval)
                                                : std::nullopt))
                objection = EngineObjection::NOT_CLEAR;
            if (objection) {
                out.disagreement = Disagreement{*objection, i, found.best, found.second};
                return out;
            }
        }
        g.play(move);
    }
    return out;
}

} // namespace mudchess::puzzle
