// The analysis after a game (issue 52): `analyse` queues a finished game for the engine, which
// works in the background (src/service/analysis_worker); the place hears a summary when it is
// done, and `show analysis` gives every move to the one who asks. Refused while the game is
// played, for everyone: an analysis is no help during a game. What the engine found is kept
// in the store with the game, so asking again is instant and survives a restart.
#include "analysis/analysis_text.hpp"
#include "chess/san.hpp"
#include "chess/uci_move.hpp"
#include "dispatch/dispatch_context.hpp"
#include "render/analysis_words.hpp"
#include "render/history_words.hpp"

namespace mudchess {

namespace {

constexpr std::string_view VERDICT_NAMES[] = {"", "inaccuracy", "mistake", "blunder"};

// The typed event of an analysis: every move with its evaluation and verdict when `review`.
AnalysisShown analysisEvent(const AnalysisTask& task, std::string state, const std::string& who,
                            const analysis::GameAnalysis* a, const analysis::GameReview* review) {
    AnalysisShown e{task.place,
                    task.game.object,
                    task.game.number,
                    task.label.id,
                    std::move(state),
                    a ? a->engine : "",
                    who,
                    task.requester,
                    0,
                    {},
                    {},
                    {}};
    if (!a || !review) return e;
    e.startCp = a->positions.front().eval.cp;
    e.whiteAccuracy = review->accuracy[WHITE];
    e.blackAccuracy = review->accuracy[BLACK];
    Position pos = task.replay.startPosition();
    for (const analysis::MoveReview& m : review->moves) {
        AnalysedMove move;
        move.ply = int(m.ply) + 1;
        move.san = toSan(pos, m.played);
        move.uci = toUci(m.played);
        move.cp = m.after.cp;
        move.mate = m.after.mate;
        move.verdict = VERDICT_NAMES[std::size_t(m.judgement.verdict)];
        move.accuracy = m.accuracy;
        if (m.judgement.verdict != analysis::Verdict::GOOD && !m.bestLine.empty())
            move.best = toSan(pos, m.bestLine.front());
        for (Move l : m.bestLine) move.line.push_back(toUci(l));
        e.moves.push_back(std::move(move));
        pos.play(m.played);
    }
    return e;
}

} // namespace

namespace {

AnalysedGameLabel labelOf(const GameObject& t, std::int64_t id, const Names& names,
                          const std::string& showCommand) {
    auto seat = [&](Color c) {
        return t.isComputer(c)     ? std::string("computer")
               : t.seat(c).empty() ? std::string()
                                   : names.of(t.seat(c));
    };
    return {t.name(), t.gameNumber(), id, seat(WHITE), seat(BLACK), showCommand};
}

} // namespace

std::optional<AnalysisTask> Dispatcher::analysisTask(Context& ctx, const command::ObjectRef& object,
                                                     int id, Replies& errors) {
    struct Subject {
        GameObject object;
        std::string place;
    };
    std::optional<Subject> out;
    if (id > 0) {
        if (!store_) {
            errors.push_back(refuse(RefusalCode::NO_STORE, noStoreWords()));
            return std::nullopt;
        }
        std::optional<StoredGame> stored;
        try {
            stored = store_->storedGame(id);
        } catch (const StoreError& e) {
            errors.push_back(refuse(RefusalCode::STORE_FAILED, e.what()));
            return std::nullopt;
        }
        if (!stored) {
            errors.push_back(refuse(RefusalCode::NO_STORED_GAME, noStoredGameWords(id),
                                    {{"id", std::to_string(id)}}));
            return std::nullopt;
        }
        out = Subject{std::move(stored->object), stored->place};
    } else {
        GameObject* t = ctx.find(object.name, errors);
        if (!t) return std::nullopt;
        out = Subject{*t, ctx.placeName};
    }
    const GameObject& t = out->object;
    if (t.game().history().empty()) {
        errors.push_back(refuse(RefusalCode::NOTHING_TO_ANALYSE, nothingToAnalyseWords(t.name()),
                                {{"object", t.name()}}));
        return std::nullopt;
    }
    if (!t.game().isOver()) {
        errors.push_back(refuse(RefusalCode::GAME_IN_PLAY, analysisDuringPlayWords(t.name()),
                                {{"object", t.name()}}));
        return std::nullopt;
    }
    // Told where the game was played when asked there; asked from elsewhere, to the asker.
    return AnalysisTask{analysedGameOf(out->place, t),
                        labelOf(t, id, names(), showAnalysisLine(t.name(), id)), t.game(),
                        ctx.actor, out->place == ctx.placeName ? out->place : std::string()};
}

std::optional<analysis::GameAnalysis> Dispatcher::analysisOf(const AnalysedGame& key,
                                                             const Game& game) const {
    if (const analysis::GameAnalysis* kept = analyses_.kept(key)) return *kept;
    if (!store_) return std::nullopt;
    try {
        if (std::optional<std::string> text = store_->analysisOf(key))
            return analysis::decodeAnalysis(*text, game);
    } catch (const StoreError&) {
        // Not kept, as far as anyone can tell: it is made again.
    }
    return std::nullopt;
}

std::optional<Dispatcher::KeptGameView> Dispatcher::keptGameView(std::int64_t id) const {
    if (!store_) return std::nullopt;
    std::optional<StoredGame> stored = store_->storedGame(id);
    if (!stored) return std::nullopt;
    KeptGameView view{std::move(*stored), {}, {}, {}};
    const GameObject& t = view.stored.object;
    if (!t.game().isOver()) return view;
    view.pgn = pgnOf(t, view.stored.place);
    if (std::optional<analysis::GameAnalysis> a =
            analysisOf(analysedGameOf(view.stored.place, t), t.game())) {
        analysis::GameReview review = analysis::reviewGame(t.game(), *a);
        AnalysedGameLabel label = labelOf(t, id, names(), showAnalysisLine(t.name(), id));
        view.analysisSummary = analysisSummaryWords(label, t.game(), *a, review);
        view.analysisList = analysisListWords(label, t.game(), *a, review);
    }
    return view;
}

template <> Replies Dispatcher::on(Context& ctx, const command::AnalyseGame& c) {
    if (!analysisOn_) return {refuse(RefusalCode::ANALYSIS_OFF, noAnalysisEngineWords())};
    Replies errors;
    std::optional<AnalysisTask> asked = analysisTask(ctx, c.object, c.game, errors);
    if (!asked) return errors;
    AnalysisTask& task = *asked;
    const Game& game = task.replay;
    if (std::optional<analysis::GameAnalysis> a = analysisOf(task.game, game)) {
        analysis::GameReview review = analysis::reviewGame(game, *a);
        ctx.emit(analysisEvent(task, "ready", nameOf(ctx.actor), &*a, &review));
        std::string summary = analysisSummaryWords(task.label, game, *a, review);
        return {task.place.empty() ? toActor(summary) : toPlace(summary)};
    }
    if (const AnalysisBook::Pending* p = analyses_.pending(task.game))
        return {toActor(analysisRunningWords(task.label, p->done, p->total))};
    struct Limit {
        std::size_t pending, most;
        bool place;
    };
    for (Limit l : {Limit{analyses_.pendingFor(ctx.actor), AnalysisBook::PER_PLAYER, false},
                    Limit{analyses_.pendingIn(task.game.place), AnalysisBook::PER_PLACE, true},
                    Limit{analyses_.pendingInAll(), AnalysisBook::IN_ALL, true}})
        if (l.pending >= l.most)
            return {refuse(RefusalCode::ANALYSIS_QUEUE_FULL,
                           analysisQueueFullWords(l.most, l.place),
                           {{"limit", std::to_string(l.most)}})};
    std::size_t ahead = analyses_.pendingInAll();
    std::string queued = analysisStartedWords(task.label, game.history().size() + 1, ahead);
    AnalysisShown started = analysisEvent(task, "started", nameOf(ctx.actor), nullptr, nullptr);
    started.place.clear(); // the asker's news alone, as the sentence is
    ctx.emit(std::move(started));
    analyses_.add(std::move(task));
    return {toActor(queued)};
}

template <> Replies Dispatcher::on(Context& ctx, const command::ShowAnalysis& c) {
    Replies errors;
    std::optional<AnalysisTask> asked = analysisTask(ctx, c.object, c.game, errors);
    if (!asked) return errors;
    AnalysisTask& task = *asked;
    task.place.clear(); // every move is for the asker alone
    const Game& game = task.replay;
    if (std::optional<analysis::GameAnalysis> a = analysisOf(task.game, game)) {
        analysis::GameReview review = analysis::reviewGame(game, *a);
        ctx.emit(analysisEvent(task, "shown", nameOf(ctx.actor), &*a, &review));
        return {toActor(analysisListWords(task.label, game, *a, review))};
    }
    if (const AnalysisBook::Pending* p = analyses_.pending(task.game))
        return {toActor(analysisRunningWords(task.label, p->done, p->total))};
    return {refuse(RefusalCode::NOT_ANALYSED, noAnalysisYetWords(task.label),
                   {{"object", task.game.object}})};
}

std::optional<Dispatched> Dispatcher::analysisFinished(const AnalysisTask& task,
                                                       const analysis::GameAnalysis* a) {
    // Stopped meanwhile (its result was on its way): nothing of it is kept or told.
    if (!analyses_.pending(task.game)) return std::nullopt;
    analyses_.finish(task.game, a);
    if (!a) return std::nullopt;
    if (store_) {
        try {
            store_->saveAnalysis(task.game, analysis::encodeAnalysis(*a));
        } catch (const StoreError&) {
            // Kept in memory all the same; a restart makes it again when asked.
        }
    }
    analysis::GameReview review = analysis::reviewGame(task.replay, *a);
    Dispatched out;
    out.place = task.game.place;
    std::string summary = analysisSummaryWords(task.label, task.replay, *a, review);
    out.replies.push_back(task.place.empty() ? toPlayer(task.requester, summary)
                                             : toPlace(summary));
    out.events.push_back(analysisEvent(task, "ready", nameOf(task.requester), a, &review));
    return out;
}

template <> Replies Dispatcher::on(Context& ctx, const command::StopAnalysis& c) {
    Replies errors;
    std::optional<AnalysisTask> asked = analysisTask(ctx, c.object, c.game, errors);
    if (!asked) return errors;
    const AnalysisBook::Pending* p = analyses_.pending(asked->game);
    if (!p)
        return {refuse(RefusalCode::NO_ANALYSIS_RUNNING, noAnalysisRunningWords(asked->label),
                       {{"object", asked->game.object}})};
    if (p->task.requester != ctx.actor) {
        std::string owner = nameOf(p->task.requester);
        return {refuse(RefusalCode::NOT_YOUR_ANALYSIS, notYourAnalysisWords(asked->label, owner),
                       {{"object", asked->game.object}, {"player", owner}})};
    }
    analyses_.stop(asked->game);
    return {toActor(analysisStoppedWords(asked->label))};
}

} // namespace mudchess
