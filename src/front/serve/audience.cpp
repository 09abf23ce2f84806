#include "front/serve/audience.hpp"

namespace mudchess::serve {

Audience Audience::everything() {
    Audience a;
    a.declared_ = a.allUsers_ = a.allPlaces_ = true;
    return a;
}

void Audience::declare(const Serves& serves) {
    if (!declared_) {
        // What was learned was a guess; a declaration says it all.
        declared_ = true;
        users_.clear();
        places_.clear();
    }
    if (serves.stop) {
        for (const std::string& u : serves.users) users_.erase(u);
        for (const std::string& p : serves.places) places_.erase(p);
        allUsers_ = allUsers_ && !serves.allUsers;
        allPlaces_ = allPlaces_ && !serves.allPlaces;
        return;
    }
    users_.insert(serves.users.begin(), serves.users.end());
    places_.insert(serves.places.begin(), serves.places.end());
    allUsers_ = allUsers_ || serves.allUsers;
    allPlaces_ = allPlaces_ || serves.allPlaces;
}

void Audience::learn(std::string_view actor, std::string_view place) {
    if (declared_) return;
    if (!actor.empty() && !users_.contains(actor)) users_.emplace(actor);
    if (!place.empty() && !places_.contains(place)) places_.emplace(place);
}

void Audience::watch(std::string_view place, std::string_view object) {
    boards_.emplace(place, object);
}

void Audience::unwatch(std::string_view place, std::string_view object) {
    boards_.erase({std::string(place), std::string(object)});
}

bool Audience::hearsBoard(std::string_view place, std::string_view object) const {
    if (boards_.empty()) return false;
    return boards_.contains({std::string(place), std::string(object)});
}

bool Audience::hearsUser(std::string_view user) const { return allUsers_ || users_.contains(user); }

bool Audience::hearsPlace(std::string_view place) const {
    return allPlaces_ || places_.contains(place);
}

namespace {

// Whom a message to a user is for, as connections name the users they serve: the player's stable
// id (`actor_id`, which is the name for a host that sends no ids), so a message follows the
// player through a rename and never reaches a connection serving someone now called the same.
std::string_view userOf(const Recipient& to) { return to.id; }

// Events that answer the one who asked and nobody else: a refusal, the tables of ratings,
// statistics and leaderboards (which name a player without being about them), a player's
// history and a kept game, and puzzles (private: a puzzle told to others would be solved for them),
// and a racer's own wrong answer (answerIsPrivate).
template <class T>
constexpr bool isAnswer = std::is_same_v<T, Refusal> || std::is_same_v<T, RatingsShown> ||
                          std::is_same_v<T, StatsShown> || std::is_same_v<T, TopShown> ||
                          std::is_same_v<T, HistoryShown> || std::is_same_v<T, KeptGameShown> ||
                          std::is_same_v<T, PuzzleShown> || std::is_same_v<T, PuzzleProgress> ||
                          std::is_same_v<T, PuzzleStatsShown> || std::is_same_v<T, PuzzleTopShown>;

// A puzzle race is the place's, but a player out of it hears of that alone: the others are
// still looking for the move.
bool answerIsPrivate(const PuzzleRaceNews& e) { return e.step == RaceStep::OUT; }

bool answersTheAsker(const Event& e) {
    return std::visit(
        [](const auto& x) {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, PuzzleRaceNews>) return answerIsPrivate(x);
            return isAnswer<T>;
        },
        e);
}

// The test of hearsEvent, with `user` and `place` saying who else is heard (the asker).
template <class HearsUser, class HearsPlace>
bool eventHeard(const Event& event, const Audience& audience, HearsUser hearsUser,
                HearsPlace hearsPlace) {
    return std::visit(
        [&](const auto& e) -> bool {
            using T = std::decay_t<decltype(e)>;
            if constexpr (isAnswer<T>) {
                return false;
            } else if constexpr (std::is_same_v<T, PuzzleRaceNews>) {
                return !answerIsPrivate(e) && hearsPlace(e.place);
            } else if constexpr (std::is_same_v<T, HintGiven>) {
                return hearsUser(e.player) || hearsUser(e.playerId);
            } else if constexpr (std::is_same_v<T, Challenge>) {
                // Only the two hear of a challenge until it is accepted (a game_started follows).
                return hearsUser(e.from) || hearsUser(e.to) || hearsUser(e.fromId) ||
                       hearsUser(e.toId);
            } else {
                if (hearsPlace(e.place)) return true;
                if constexpr (requires { e.object; })
                    if (audience.hearsBoard(e.place, e.object)) return true;
                if constexpr (requires { e.playerId; })
                    if (hearsUser(e.player) || hearsUser(e.playerId)) return true;
                // What happens at a board reaches whoever serves one of its players: the
                // opponent's move, the game's end (issue 54).
                if constexpr (requires { e.board.whiteId; })
                    return hearsUser(e.board.whiteId) || hearsUser(e.board.blackId) ||
                           hearsUser(e.board.white) || hearsUser(e.board.black);
                return false;
            }
        },
        event);
}

} // namespace

bool Audience::hearsEvent(const Event& event) const {
    return eventHeard(
        event, *this, [&](std::string_view u) { return hearsUser(u); },
        [&](std::string_view p) { return hearsPlace(p); });
}

Outcome heardBy(const Outcome& outcome, const Audience& audience, const Asking* asking) {
    auto user = [&](std::string_view u) {
        return audience.hearsUser(u) ||
               (asking && (u == asking->actorId || u == asking->actorName));
    };
    auto place = [&](std::string_view p) {
        return audience.hearsPlace(p) ||
               (asking && !p.empty() && (p == asking->place || p == outcome.place));
    };
    Outcome heard;
    heard.ok = outcome.ok;
    heard.place = outcome.place;
    for (const Message& m : outcome.messages)
        if (m.to.kind == Recipient::Kind::USER ? user(userOf(m.to)) : place(m.to.name))
            heard.messages.push_back(m);
    for (const Event& e : outcome.events)
        if ((asking && answersTheAsker(e)) || eventHeard(e, audience, user, place))
            heard.events.push_back(e);
    return heard;
}

} // namespace mudchess::serve
