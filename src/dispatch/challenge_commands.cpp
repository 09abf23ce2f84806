// Challenges and rematches: one player proposes a game to another, privately, and the answer
// either sets up seats, variant and clock at once and starts the game, or ends the proposal.
// Unanswered ones lapse by themselves (lapsedChallenges, run by the service's tick).
#include "dispatch/dispatch_context.hpp"
#include "dispatch/event_builders.hpp"
#include "render/challenge_words.hpp"

namespace mudchess {

using namespace command;

namespace {

// Player names are echoed in messages and compared; a cap keeps both sane.
constexpr std::size_t MAX_PLAYER_NAME = 40;

Challenge challengeEvent(const std::string& place, const std::string& object,
                         const PendingChallenge& ch, OfferAction action) {
    return Challenge{place,
                     object,
                     ch.from,
                     ch.to,
                     sideOf(ch.fromSide),
                     std::string(ch.variant->key),
                     ch.clock ? ch.clock->text() : "",
                     action};
}

// What the players' programs hear: a Challenge, or for a rematch the Offer of kind REMATCH by
// whoever acted (the proposer, or the other player when they answered).
Event eventOf(const std::string& place, const std::string& object, const PendingChallenge& ch,
              OfferAction action) {
    if (!ch.rematch) return challengeEvent(place, object, ch, action);
    bool answered = action == OfferAction::ACCEPTED || action == OfferAction::DECLINED;
    Color side = answered ? ~ch.fromSide : ch.fromSide;
    return Offer{place, object, answered ? ch.to : ch.from, sideOf(side), OfferKind::REMATCH,
                 action};
}

// Why `from` and `to` cannot start a game on `t` now: a game under way, or someone else sitting
// there waiting for one. A finished game's seats are free for the taking.
std::optional<Reply> boardBusy(const GameObject* t, const std::string& from, const std::string& to,
                               const Names& names) {
    if (!t || t->game().isOver()) return std::nullopt;
    if (!t->game().history().empty())
        return refuse(RefusalCode::GAME_UNDER_WAY, challengeDuringAGameWords(t->name()),
                      {{"object", t->name()}});
    for (Color c : {WHITE, BLACK})
        if (!t->seat(c).empty() && t->seat(c) != from && t->seat(c) != to)
            return refuse(RefusalCode::SEAT_TAKEN,
                          someoneWaitsThereWords(t->name(), names.of(t->seat(c)), c),
                          {{"object", t->name()}, {"player", names.of(t->seat(c))}});
    return std::nullopt;
}

ChallengeNamed named(const std::string& object, const PendingChallenge& ch, const Names& names) {
    return {object, ch.rematch, names.of(ch.from), names.of(ch.to)};
}

} // namespace

template <> Replies Dispatcher::on(Context& ctx, const ChallengePlayer& c) {
    // The player called that now, else the name as an id (a host that passes no ids).
    std::string challenged = names().idOf(c.player);
    if (challenged == ctx.actor)
        return {refuse(RefusalCode::CHALLENGE_SELF, challengeYourselfWords())};
    // The computer answers no challenge (it sits where it is invited); nor may a person going by
    // its name take one up for it.
    if (sameName(challenged, GameObject::COMPUTER))
        return {refuse(RefusalCode::CHALLENGE_COMPUTER, challengeTheComputerWords(c.object.name))};
    if (std::optional<NameRefusal> bad = refuseName("player", c.player, MAX_PLAYER_NAME)) {
        if (bad->code == RefusalCode::NAME_TOO_LONG)
            bad->text = playerNameTooLongWords(c.player.size(), MAX_PLAYER_NAME);
        return {refuse(bad->code, std::move(bad->text), std::move(bad->params))};
    }
    std::optional<TimeControl> clock;
    if (!c.clock.empty()) {
        std::string error;
        clock = parseTimeControl(c.clock, error);
        if (!clock) return {refuse(RefusalCode::BAD_CLOCK, error, {{"clock", c.clock}})};
    }
    if (auto asks = ctx.nameLooksLikeSentence(c.object, "challenge " + c.player)) return {*asks};
    std::string name = c.object.name.empty() ? "board" : c.object.name;
    auto& pending = world_.challenges[ctx.placeName];
    if (auto found = pending.find(name); found != pending.end())
        return {refuse(RefusalCode::CHALLENGE_PENDING,
                       challengeWaitsWords(named(name, found->second, names()), true),
                       {{"object", name}})};
    auto object = ctx.objects.find(name);
    if (std::optional<Reply> busy =
            boardBusy(object == ctx.objects.end() ? nullptr : object->second.get(), ctx.actor,
                      challenged, names()))
        return {*busy};

    PendingChallenge ch;
    ch.from = ctx.actor;
    ch.to = challenged;
    ch.fromSide = c.seat == Side::BLACK ? BLACK : WHITE;
    ch.variant = c.variant.empty() ? &defaultVariant() : findVariant(c.variant);
    if (!ch.variant) ch.variant = &defaultVariant();
    ch.clock = clock;
    ch.lapsesAt = ctx.now + waits_.challengeLapse;
    pending[name] = ch;
    Challenge made = challengeEvent(ctx.placeName, name, ch, OfferAction::MADE);
    ctx.emit(made);
    return narrateChallenge(made, false, waits_.challengeLapse, names());
}

Replies Dispatcher::acceptChallenge(Context& ctx, const std::string& name) {
    auto& pending = world_.challenges[ctx.placeName];
    PendingChallenge ch = pending.at(name);
    auto found = ctx.objects.find(name);
    GameObject* existing = found == ctx.objects.end() ? nullptr : found->second.get();
    if (std::optional<Reply> busy = boardBusy(existing, ch.from, ch.to, names())) return {*busy};
    if (existing) ctx.willChange(*existing);
    GameObject& t = existing ? *existing : ctx.findOrCreate(name, *ch.variant);
    t.reset(*ch.variant, ch.clock);
    t.setRated(ch.rated);
    for (Color c : {WHITE, BLACK}) t.sit(c, ch.player(c));
    t.markActive(ctx.now);
    pending.erase(name);

    ctx.emit(eventOf(ctx.placeName, name, ch, OfferAction::ACCEPTED));
    GameStarted started{ctx.placeName, name, ctx.actor, std::string(ch.variant->key),
                        boardState(t)};
    started.rated = ch.rated;
    ctx.emit(started);
    Replies out = narrateChallenge(challengeEvent(ctx.placeName, name, ch, OfferAction::ACCEPTED),
                                   ch.rematch, waits_.challengeLapse, names());
    for (Reply& r : narrate({started}, t, ctx.actor, viewers_)) out.push_back(std::move(r));
    return out;
}

template <> Replies Dispatcher::on(Context& ctx, const AnswerChallenge& c) {
    bool withdraw = c.answer == Answer::WITHDRAW;
    auto place = world_.challenges.find(ctx.placeName);
    std::string name = c.object.name;
    if (name.empty() && place != world_.challenges.end()) {
        // The actor's only one here: made to them (accept, decline) or by them (withdraw).
        std::vector<std::string> mine;
        for (const auto& [object, ch] : place->second)
            if ((withdraw ? ch.from : ch.to) == ctx.actor) mine.push_back(object);
        if (mine.size() > 1)
            return {refuse(RefusalCode::WHICH_CHALLENGE, whichChallengeWords(mine))};
        if (mine.size() == 1) name = mine.front();
    }
    const PendingChallenge* ch = nullptr;
    if (place != world_.challenges.end())
        if (auto found = place->second.find(name); found != place->second.end())
            ch = &found->second;
    if (!ch)
        return {refuse(RefusalCode::NO_CHALLENGE, noChallengeWords(name, withdraw),
                       {{"object", name}})};
    if (withdraw && ch->from != ctx.actor)
        return {refuse(RefusalCode::NOT_CHALLENGER,
                       notYoursToWithdrawWords(named(name, *ch, names()), ch->to == ctx.actor),
                       {{"object", name}})};
    if (!withdraw && ch->to != ctx.actor)
        return {
            refuse(ch->from == ctx.actor ? RefusalCode::OWN_CHALLENGE : RefusalCode::NOT_CHALLENGED,
                   notYoursToAnswerWords(named(name, *ch, names()), ch->from == ctx.actor),
                   {{"object", name}})};
    if (c.answer == Answer::ACCEPT) return acceptChallenge(ctx, name);
    PendingChallenge answered = *ch;
    OfferAction action = withdraw ? OfferAction::WITHDRAWN : OfferAction::DECLINED;
    place->second.erase(name);
    ctx.emit(eventOf(ctx.placeName, name, answered, action));
    return narrateChallenge(challengeEvent(ctx.placeName, name, answered, action), answered.rematch,
                            waits_.challengeLapse, names());
}

// The computer always takes a rematch: a new game at once, sides swapped, at its level.
Replies Dispatcher::rematchTheComputer(Context& ctx, GameObject& t, const PendingChallenge& ch) {
    // The computer sat opposite the asker, where the asker now moves to.
    Color computer = ~ch.fromSide;
    int level = t.computerLevel(ch.fromSide);
    std::string engine = t.engineAt(ch.fromSide);
    std::optional<int> engineLevel = t.engineLevel(ch.fromSide);
    ctx.willChange(t);
    t.reset(*ch.variant, ch.clock);
    t.setRated(ch.rated);
    t.sit(ch.fromSide, ch.from);
    if (engine.empty())
        t.seatComputer(computer, level);
    else
        t.seatEngine(computer, engine, engineLevel);
    t.markActive(ctx.now);
    ctx.emit(eventOf(ctx.placeName, t.name(), ch, OfferAction::ACCEPTED));
    GameStarted started{ctx.placeName, t.name(), ctx.actor, std::string(ch.variant->key),
                        boardState(t)};
    started.rated = ch.rated;
    ctx.emit(started);
    Replies out =
        narrateChallenge(challengeEvent(ctx.placeName, t.name(), ch, OfferAction::ACCEPTED), true,
                         waits_.challengeLapse, names());
    for (Reply& r : narrate({started}, t, ctx.actor, viewers_)) out.push_back(std::move(r));
    return out;
}

std::optional<CasualRematch> Dispatcher::whyNotRatedRematch(const PendingChallenge& ch,
                                                            bool againstComputer) const {
    if (!ch.clock && !ratingRules_.untimedRated) return CasualRematch::NO_CLOCK;
    // As for a rated board's seats: known by name alone, a player could be anyone.
    auto hasAccount = [&](const std::string& id) { return names().of(id) != id; };
    if (ratingRules_.needsAccount &&
        (!hasAccount(ch.from) || (!againstComputer && !hasAccount(ch.to))))
        return CasualRematch::NO_ACCOUNT;
    return std::nullopt;
}

template <> Replies Dispatcher::on(Context& ctx, const Rematch&, GameObject& t) {
    auto& pending = world_.challenges[ctx.placeName];
    if (auto found = pending.find(t.name()); found != pending.end()) {
        const PendingChallenge& ch = found->second;
        if (ch.rematch && ch.to == ctx.actor) return acceptChallenge(ctx, t.name());
        if (ch.rematch && ch.from == ctx.actor)
            return {refuse(RefusalCode::ALREADY_OFFERED,
                           rematchStillStandsWords(t.name(), nameOf(ch.to)),
                           {{"object", t.name()}})};
        return {refuse(RefusalCode::CHALLENGE_PENDING,
                       challengeWaitsWords(named(t.name(), ch, names()), false),
                       {{"object", t.name()}})};
    }
    const Game& g = t.game();
    if (!g.isOver())
        return {refuse(g.history().empty() ? RefusalCode::NO_GAME_TO_REMATCH
                                           : RefusalCode::GAME_UNDER_WAY,
                       noRematchYetWords(t.name(), g.history().empty()), {{"object", t.name()}})};
    std::optional<Color> mine = t.sideOf(ctx.actor);
    if (!mine)
        return {refuse(RefusalCode::NOT_PLAYING, onlyPlayersRematchWords(t.name()),
                       {{"object", t.name()}})};
    const std::string& opponent = t.seat(~*mine);
    if (opponent.empty() || opponent == ctx.actor)
        return {refuse(RefusalCode::NO_OPPONENT, nobodyToRematchWords(t.name()),
                       {{"object", t.name()}})};
    PendingChallenge ch;
    ch.from = ctx.actor;
    ch.to = opponent;
    ch.fromSide = ~*mine; // sides swapped
    ch.variant = &g.variant();
    if (t.clock()) ch.clock = t.clock()->control();
    ch.rematch = true;
    ch.lapsesAt = ctx.now + waits_.challengeLapse;
    // A rematch of a rated game is rated as well, when the rules still allow it (the operator
    // may have changed them since, or a player may be known by name alone now).
    std::optional<CasualRematch> casual =
        t.rated() ? whyNotRatedRematch(ch, t.isComputer(~*mine)) : std::nullopt;
    ch.rated = t.rated() && !casual;
    Replies out;
    if (casual) out.push_back(toActor(casualRematchWords(t.name(), *casual)));
    Replies offered;
    if (t.isComputer(~*mine)) {
        offered = rematchTheComputer(ctx, t, ch);
    } else {
        pending[t.name()] = ch;
        ctx.emit(eventOf(ctx.placeName, t.name(), ch, OfferAction::MADE));
        offered = narrateChallenge(challengeEvent(ctx.placeName, t.name(), ch, OfferAction::MADE),
                                   true, waits_.challengeLapse, names(), ch.rated);
    }
    out.insert(out.end(), offered.begin(), offered.end());
    return out;
}

std::optional<TimePoint> Dispatcher::nextLapse() const {
    std::optional<TimePoint> first;
    for (const auto& [place, challenges] : world_.challenges)
        for (const auto& [object, ch] : challenges)
            if (!first || ch.lapsesAt < *first) first = ch.lapsesAt;
    return first;
}

std::vector<Dispatched> Dispatcher::lapsedChallenges(TimePoint now) {
    std::vector<Dispatched> out;
    for (auto place = world_.challenges.begin(); place != world_.challenges.end();) {
        auto& challenges = place->second;
        for (auto it = challenges.begin(); it != challenges.end();) {
            if (it->second.lapsesAt > now) {
                ++it;
                continue;
            }
            const PendingChallenge& ch = it->second;
            Dispatched d;
            d.place = place->first;
            d.events.push_back(eventOf(place->first, it->first, ch, OfferAction::LAPSED));
            d.replies =
                narrateChallenge(challengeEvent(place->first, it->first, ch, OfferAction::LAPSED),
                                 ch.rematch, waits_.challengeLapse, names());
            out.push_back(std::move(d));
            it = challenges.erase(it);
        }
        place = challenges.empty() ? world_.challenges.erase(place) : std::next(place);
    }
    return out;
}

} // namespace mudchess
