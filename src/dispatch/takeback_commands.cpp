// Taking moves back and aborting a game: one player asks, the other accepts or declines, the
// asker may withdraw, and any move lets the request lapse. A takeback goes back to the asker's
// last move (one move, or two when it is the asker's turn again); an abort before both sides
// have moved once needs nobody's consent.
#include "chess/notation.hpp"
#include "dispatch/dispatch_context.hpp"
#include "dispatch/event_builders.hpp"
#include "render/takeback_words.hpp"

namespace mudchess {

using namespace command;

namespace {

// How many of the players' moves go back so that `asker` moves again: up to and including
// their last move. 0 when they have not moved.
int movesBackTo(const Game& g, Color asker) {
    std::vector<Color> movers;
    Position pos = g.startPosition();
    for (const PlyRecord& ply : g.history()) {
        if (!ply.automatic) movers.push_back(pos.sideToMove());
        pos.play(ply.move);
    }
    int count = 0;
    for (auto it = movers.rbegin(); it != movers.rend(); ++it) {
        ++count;
        if (*it == asker) return count;
    }
    return 0;
}

Reply gameOverRefusal(const GameObject& t, OfferKind kind) {
    return refuse(RefusalCode::GAME_OVER, nothingToAskAfterTheEndWords(t, kind),
                  {{"object", t.name()}});
}

Reply notPlayingRefusal(const GameObject& t, TakebackDeed deed) {
    return refuse(RefusalCode::NOT_PLAYING, onlyPlayersMayWords(t.name(), deed),
                  {{"object", t.name()}});
}

// Whether `who` is the one a request came from (one person in both seats is both).
bool asked(const GameObject& t, const GameObject::Request& r, const std::string& who) {
    return t.isSeated(who, r.by);
}

// The asker asks again.
Reply alreadyAsked(const GameObject& t, OfferKind kind) {
    return refuse(RefusalCode::ALREADY_OFFERED, requestStillStandsWords(t.name(), kind),
                  {{"object", t.name()}});
}

// Why `actor` cannot give `answer` to the `kind` request `r` (TAKEBACK or ABORT): there is none,
// or only its asker may withdraw it and only the other player accept or decline it.
std::optional<Reply> cannotAnswer(const GameObject& t, const std::optional<GameObject::Request>& r,
                                  const std::string& actor, Answer answer, OfferKind kind,
                                  RefusalCode code, const Names& names) {
    bool mine = r && asked(t, *r, actor);
    bool theirs = r && t.isSeated(actor, ~r->by);
    if (answer == Answer::WITHDRAW ? mine : theirs) return std::nullopt;
    RequestAnswerProblem problem = !r     ? RequestAnswerProblem::NONE_ASKED
                                   : mine ? RequestAnswerProblem::YOUR_OWN
                                          : RequestAnswerProblem::NOT_YOURS;
    return refuse(code,
                  cannotAnswerWords(t.name(), kind, problem, r ? names.of(t.seat(r->by)) : ""),
                  {{"object", t.name()}});
}

// The SAN of the plies from `from` to the end of the history, oldest first.
std::vector<std::string> sansFrom(const Game& g, std::size_t from) {
    std::vector<std::string> out;
    Position pos = g.startPosition();
    for (std::size_t i = 0; i < g.history().size(); ++i) {
        if (i >= from) out.push_back(toSan(pos, g.history()[i].move));
        pos.play(g.history()[i].move);
    }
    return out;
}

} // namespace

void Dispatcher::lapseRequests(Context& ctx, GameObject& t) {
    if (std::optional<GameObject::Request>& r = t.takebackRequest()) {
        ctx.emit(Offer{ctx.placeName, t.name(), t.seat(r->by), sideOf(r->by), OfferKind::TAKEBACK,
                       OfferAction::LAPSED, r->moves});
        r.reset();
    }
    if (std::optional<GameObject::Request>& r = t.abortRequest()) {
        ctx.emit(Offer{ctx.placeName, t.name(), t.seat(r->by), sideOf(r->by), OfferKind::ABORT,
                       OfferAction::LAPSED});
        r.reset();
    }
}

Replies Dispatcher::takeBackNow(Context& ctx, GameObject& t, Color asker, int moves,
                                const std::string& player) {
    // A flag that fell before the service's tick noticed ends the game first: no time comes back.
    if (t.clock() && t.clock()->flagAt() && *t.clock()->flagAt() <= ctx.now)
        return flagFalls(ctx, t);
    Game& g = t.game();
    std::size_t before = g.history().size();
    std::vector<std::string> sans = sansFrom(g, 0);
    std::optional<Color> drawOfferer = g.pendingOffer();
    std::optional<GameObject::Request> abortRequest = t.abortRequest();
    ctx.willChange(t);
    if (!t.takeBack(moves, ctx.now)) {
        ctx.unchanged(t);
        return {refuse(RefusalCode::NOTHING_TO_TAKE_BACK, notThatManyMovesWords(t.name(), moves),
                       {{"object", t.name()}})};
    }
    std::size_t plies = before - g.history().size();
    // A rated game with a takeback no longer counts (docs/ratings.md); the place hears it once.
    bool nowCasual = t.rated() && !t.tookBack();
    if (t.rated()) t.setTookBack(true);
    TakenBack e{ctx.placeName, t.name(),
                player,        sideOf(asker),
                moves,         int(plies),
                boardState(t), std::vector<std::string>(sans.end() - long(plies), sans.end())};
    ctx.emit(std::move(e));
    if (drawOfferer) // the position it was made in is gone
        ctx.emit(Offer{ctx.placeName, t.name(), t.seat(*drawOfferer), sideOf(*drawOfferer),
                       OfferKind::DRAW, OfferAction::LAPSED});
    if (abortRequest)
        ctx.emit(Offer{ctx.placeName, t.name(), t.seat(abortRequest->by), sideOf(abortRequest->by),
                       OfferKind::ABORT, OfferAction::LAPSED});
    Replies out = narrate(ctx.events, t, ctx.actor, viewers_);
    if (nowCasual) out.push_back(toPlace(noLongerRatedWords(t.name())));
    return out;
}

template <> Replies Dispatcher::on(Context& ctx, const TakeBack&, GameObject& t) {
    std::optional<Color> side = t.sideOf(ctx.actor);
    if (!side) return {notPlayingRefusal(t, TakebackDeed::TAKE_BACK)};
    if (t.game().isOver()) return {gameOverRefusal(t, OfferKind::TAKEBACK)};
    if (t.rated() && !ratingRules_.takebacks)
        return {refuse(RefusalCode::RATED_NO_TAKEBACK, noTakebacksWhenRatedWords(t.name()),
                       {{"object", t.name()}})};
    bool alone = t.isSeated(ctx.actor, ~*side); // both seats: nobody to ask, one move back
    int moves = alone ? std::min(1, t.game().playerMoves()) : movesBackTo(t.game(), *side);
    if (moves == 0)
        return {refuse(RefusalCode::NOTHING_TO_TAKE_BACK, noMoveToTakeBackWords(t.name()),
                       {{"object", t.name()}})};
    if (const std::optional<GameObject::Request>& r = t.takebackRequest()) {
        if (asked(t, *r, ctx.actor)) return {alreadyAsked(t, OfferKind::TAKEBACK)};
        return {refuse(RefusalCode::TAKEBACK_PENDING,
                       takebackWaitsWords(t.name(), nameOf(t.seat(r->by)), r->moves),
                       {{"object", t.name()}})};
    }
    if (alone || (grantsTakeback_ && grantsTakeback_(t, ~*side)))
        return takeBackNow(ctx, t, *side, moves, ctx.actor);
    t.takebackRequest() = GameObject::Request{*side, moves};
    ctx.emit(Offer{ctx.placeName, t.name(), ctx.actor, sideOf(*side), OfferKind::TAKEBACK,
                   OfferAction::MADE, moves});
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const AnswerTakeback& c, GameObject& t) {
    if (!t.sideOf(ctx.actor)) return {notPlayingRefusal(t, TakebackDeed::ANSWER_TAKEBACK)};
    if (t.game().isOver()) return {gameOverRefusal(t, OfferKind::TAKEBACK)};
    std::optional<GameObject::Request>& r = t.takebackRequest();
    if (std::optional<Reply> no = cannotAnswer(t, r, ctx.actor, c.answer, OfferKind::TAKEBACK,
                                               RefusalCode::NO_TAKEBACK_OFFER, names()))
        return {*no};
    GameObject::Request request = *r;
    const std::string& asker = t.seat(request.by);
    Color actorSide = c.answer == Answer::WITHDRAW ? request.by : ~request.by;
    OfferAction action = c.answer == Answer::ACCEPT    ? OfferAction::ACCEPTED
                         : c.answer == Answer::DECLINE ? OfferAction::DECLINED
                                                       : OfferAction::WITHDRAWN;
    ctx.emit(Offer{ctx.placeName, t.name(), ctx.actor, sideOf(actorSide), OfferKind::TAKEBACK,
                   action, request.moves});
    if (c.answer == Answer::ACCEPT) return takeBackNow(ctx, t, request.by, request.moves, asker);
    r.reset();
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

Replies Dispatcher::abortNow(Context& ctx, GameObject& t, std::optional<Color> agreedBy) {
    ctx.willChange(t);
    t.game().abort();
    t.takebackRequest().reset();
    t.abortRequest().reset();
    if (agreedBy)
        ctx.emit(Offer{ctx.placeName, t.name(), t.seat(*agreedBy), sideOf(*agreedBy),
                       OfferKind::ABORT, OfferAction::ACCEPTED});
    ctx.emit(gameEnded(ctx.placeName, t));
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const AbortGame&, GameObject& t) {
    std::optional<Color> side = t.sideOf(ctx.actor);
    if (!side) return {notPlayingRefusal(t, TakebackDeed::ABORT)};
    const Game& g = t.game();
    if (g.isOver()) return {gameOverRefusal(t, OfferKind::ABORT)};
    // Before each side has moved once, either player may simply call the game off.
    if (g.playerMoves(WHITE) == 0 || g.playerMoves(BLACK) == 0 || t.isSeated(ctx.actor, ~*side))
        return abortNow(ctx, t, std::nullopt);
    // An opponent who grants every abort (the computer) agrees at once: nothing to wait for.
    if (grantsAbort_ && grantsAbort_(t, ~*side)) return abortNow(ctx, t, ~*side);
    if (const std::optional<GameObject::Request>& r = t.abortRequest()) {
        if (asked(t, *r, ctx.actor)) return {alreadyAsked(t, OfferKind::ABORT)};
        return abortNow(ctx, t, *side); // both want it: that is agreement
    }
    t.abortRequest() = GameObject::Request{*side, 0};
    ctx.emit(Offer{ctx.placeName, t.name(), ctx.actor, sideOf(*side), OfferKind::ABORT,
                   OfferAction::MADE});
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const AnswerAbort& c, GameObject& t) {
    if (!t.sideOf(ctx.actor)) return {notPlayingRefusal(t, TakebackDeed::ANSWER_ABORT)};
    if (t.game().isOver()) return {gameOverRefusal(t, OfferKind::ABORT)};
    std::optional<GameObject::Request>& r = t.abortRequest();
    if (std::optional<Reply> no = cannotAnswer(t, r, ctx.actor, c.answer, OfferKind::ABORT,
                                               RefusalCode::NO_ABORT_OFFER, names()))
        return {*no};
    Color by = r->by;
    if (c.answer == Answer::ACCEPT) return abortNow(ctx, t, ~by);
    ctx.emit(Offer{ctx.placeName, t.name(), ctx.actor,
                   sideOf(c.answer == Answer::WITHDRAW ? by : ~by), OfferKind::ABORT,
                   c.answer == Answer::DECLINE ? OfferAction::DECLINED : OfferAction::WITHDRAWN});
    r.reset();
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

} // namespace mudchess
