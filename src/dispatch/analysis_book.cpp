#include "dispatch/analysis_book.hpp"

#include "chess/uci_move.hpp"

#include <algorithm>

namespace mudchess {

AnalysedGame analysedGameOf(const std::string& place, const GameObject& t) {
    // The moves as the store writes a game's (GameRecord::moves): the players' own, passes the
    // rules made left out.
    std::string moves;
    for (const PlyRecord& ply : t.game().history())
        if (!ply.automatic) moves += (moves.empty() ? "" : " ") + toUci(ply.move);
    return {place, t.name(), t.gameNumber(), moves};
}

const AnalysisBook::Pending* AnalysisBook::pending(const AnalysedGame& game) const {
    for (const Pending& p : pending_)
        if (p.task.game == game) return &p;
    return nullptr;
}

std::size_t AnalysisBook::pendingFor(const std::string& requester) const {
    return std::size_t(std::count_if(pending_.begin(), pending_.end(), [&](const Pending& p) {
        return p.task.requester == requester;
    }));
}

std::size_t AnalysisBook::pendingIn(const std::string& place) const {
    return std::size_t(std::count_if(pending_.begin(), pending_.end(),
                                     [&](const Pending& p) { return p.task.game.place == place; }));
}

void AnalysisBook::add(AnalysisTask task) {
    pending_.push_back({task, 0, task.replay.history().size() + 1});
    new_.push_back(std::move(task));
}

std::vector<AnalysisTask> AnalysisBook::takeNew() { return std::exchange(new_, {}); }

void AnalysisBook::stop(const AnalysedGame& game) {
    std::erase_if(pending_, [&](const Pending& p) { return p.task.game == game; });
    std::erase_if(new_, [&](const AnalysisTask& t) { return t.game == game; });
    stopped_.push_back(game);
}

void AnalysisBook::progress(const AnalysedGame& game, std::size_t done, std::size_t total) {
    for (Pending& p : pending_)
        if (p.task.game == game) p.done = done, p.total = total;
}

void AnalysisBook::finish(const AnalysedGame& game, const analysis::GameAnalysis* analysis) {
    std::erase_if(pending_, [&](const Pending& p) { return p.task.game == game; });
    if (!analysis) return;
    std::erase_if(kept_, [&](const auto& k) { return k.first == game; });
    kept_.emplace_back(game, *analysis);
    if (kept_.size() > KEPT) kept_.pop_front();
}

const analysis::GameAnalysis* AnalysisBook::kept(const AnalysedGame& game) const {
    for (const auto& [g, a] : kept_)
        if (g == game) return &a;
    return nullptr;
}

} // namespace mudchess
