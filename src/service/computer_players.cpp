#include "service/computer_players.hpp"

#include <algorithm>
#include <cstdlib>

namespace mudchess {

namespace {

// A hint is the strongest level's choice within a second.
constexpr std::chrono::milliseconds HINT_TIME{1000};
// A mate score as centipawns, for judging a draw offer.
constexpr int MATE_AS_CENTIPAWNS = 100000;
// The computer offers a draw (once a game) when its last moves all scored within this many
// centipawns of equal, late enough that the game has settled. Not tighter: in a dead-level rook
// ending a shallow search's score swings by 30 or so with the evaluation's threats and safe
// checks, and the side to move's tempo (fitted: about 30) comes on top.
constexpr int LEVEL_SCORE = 60;
constexpr int LEVEL_MOVES_FOR_A_DRAW = 8;
constexpr int EARLIEST_DRAW_MOVE = 30;

// The bounds of the computer's search: its level, and the clock when the game is timed.
search::Limits limitsFor(const GameObject& t, const ThinkingTask& task, TimePoint now) {
    search::Limits limits;
    limits.level = task.level;
    if (!task.hintFor.empty()) {
        limits.moveTime = HINT_TIME;
        return limits;
    }
    if (const std::optional<GameClock>& clock = t.clock()) {
        limits.clock = true;
        const TimeControl& tc = clock->control();
        for (Color c : {WHITE, BLACK}) {
            limits.time[c] = clock->left(c, now);
            limits.increment[c] = tc.kind == TimeControl::Kind::INCREMENT ? tc.extra : Millis{0};
        }
        if (tc.movesPerPeriod)
            limits.movesToGo = tc.movesPerPeriod - clock->movesMade(task.side) % tc.movesPerPeriod;
    }
    return limits;
}

} // namespace

ComputerPlayers::ComputerPlayers(Dispatcher& dispatcher, Agenda& agenda,
                                 search::PoolSettings settings)
    : dispatcher_(dispatcher), agenda_(agenda), settings_(settings) {}

// The pool goes first, so no worker is left holding a job when the rest is taken down.
ComputerPlayers::~ComputerPlayers() { pool_.reset(); }

void ComputerPlayers::update(const std::string& place) {
    // Where another process holds the lease, the computer's and engines' turns are its to play.
    std::vector<ThinkingTask> turns;
    if (dispatcher_.actsUnprompted(place)) turns = dispatcher_.computerTurns(place);
    // External engines' turns are theirs; the rest is the built-in computer's.
    std::vector<ThinkingTask> engineTurns;
    for (auto it = turns.begin(); it != turns.end();)
        if (it->engine.empty()) {
            ++it;
        } else {
            engineTurns.push_back(*it);
            it = turns.erase(it);
        }
    if (engines_) engines_->update(place, engineTurns);
    for (auto it = jobs_.begin(); it != jobs_.end();) {
        const ThinkingTask& task = it->second;
        bool wanted = dispatcher_.objectFor(task) &&
                      (!task.hintFor.empty() || task.place != place ||
                       std::find(turns.begin(), turns.end(), task) != turns.end());
        if (wanted) {
            ++it;
            continue;
        }
        pool_->cancel(it->first);
        it = jobs_.erase(it);
    }
    for (const ThinkingTask& turn : turns) {
        bool already = std::any_of(jobs_.begin(), jobs_.end(),
                                   [&](const auto& job) { return job.second == turn; });
        if (!already) start(turn);
    }
    for (const ThinkingTask& hint : dispatcher_.takeHintRequests()) start(hint);
}

void ComputerPlayers::start(const ThinkingTask& task) {
    const GameObject* t = dispatcher_.objectFor(task);
    if (!t) return;
    if (!pool_) pool_ = std::make_unique<search::EnginePool>(settings_);
    search::Limits limits = limitsFor(*t, task, std::chrono::steady_clock::now());
    // The job's number is known only once think() returns, and `done` may run before that: the
    // worker's answer is posted to the agenda, which runs it on this thread after this returns.
    search::JobId id =
        pool_->think(t->game(), limits, [this](search::JobId job, const search::Thought& thought) {
            if (thought.cancelled) return;
            agenda_.post([this, job, thought](Dispatcher&) { return finished(job, thought); });
        });
    jobs_.emplace(id, task);
}

std::optional<Dispatched> ComputerPlayers::finished(search::JobId id,
                                                    const search::Thought& thought) {
    auto found = jobs_.find(id);
    if (found == jobs_.end()) return std::nullopt; // given up on meanwhile
    ThinkingTask task = found->second;
    jobs_.erase(found);
    if (thought.move.isNone()) return std::nullopt;
    if (!task.hintFor.empty()) return dispatcher_.giveHint(task, thought.move);
    int score = thought.mateIn > 0   ? MATE_AS_CENTIPAWNS
                : thought.mateIn < 0 ? -MATE_AS_CENTIPAWNS
                                     : thought.score;
    return dispatcher_.computerMoves(task, thought.move, score, wantsDraw(task, score));
}

bool ComputerPlayers::wantsDraw(const ThinkingTask& task, int score) {
    Calm& calm = calm_[{task.place, task.object, task.side}];
    if (calm.gameNumber != task.gameNumber) calm = Calm{task.gameNumber, 0, false};
    calm.levelMoves = std::abs(score) <= LEVEL_SCORE ? calm.levelMoves + 1 : 0;
    if (calm.offered || calm.levelMoves < LEVEL_MOVES_FOR_A_DRAW ||
        task.moveNumber < EARLIEST_DRAW_MOVE)
        return false;
    calm.offered = true;
    return true;
}

} // namespace mudchess
