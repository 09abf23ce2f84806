// Events told as sentences: what a move did, for the place and for the player whose turn it is
// now, each drawn with that viewer's options. Handlers change games and say what happened as
// events; this says it in English. Players (`actor`, seats, the events' players) are ids: each
// is named by what `names` (or the viewers' names) call them now, and private words go to the id.
#pragma once

#include "mudchess/events.hpp"
#include "render/reply.hpp"
#include "render/viewers.hpp"

#include <chrono>
#include <set>
#include <string>
#include <vector>

namespace mudchess {

// "White (alice)", or "White" for a free seat.
std::string playerLabel(const GameObject& t, Color c, const Names& names);

// The sentences for what `actor`'s command did on `t`, from its events: a seat taken or left, a
// new or loaded game, a draw offer and its answers, a resignation, a move (narrateMove). Each is
// for the place, with a private word to the player concerned where one is due.
Replies narrate(const std::vector<Event>& events, const GameObject& t, const std::string& actor,
                const Viewers& viewers);

// The sentences for several events of one command, each told on its own (a seat left and
// taken, a new game and its seats).
Replies narrateEach(const std::vector<Event>& events, const GameObject& t, const std::string& actor,
                    const Viewers& viewers);

// "level 3 (medium)": how strong the computer plays, in words.
std::string computerLevelText(int level);

// The sentences for a move `actor` made on `t` and what followed it, from its events (the move,
// any passes the rules made, a lapsed offer, the end of the game): the move for the place, the
// board (or the move in words) as `actor` likes it, how the game ended or that it stands still,
// and the nudge to the player whose turn it is now.
Replies narrateMove(const std::vector<Event>& events, const GameObject& t, const std::string& actor,
                    const Viewers& viewers);

// `fallen`'s flag has fallen on `t`: how the game ended, for the place.
Replies narrateFlag(const GameObject& t, Color fallen, const Names& names);

// "a minute", "90 seconds", "10 minutes": a stretch of waiting, in words.
std::string spanText(std::chrono::seconds s);

// A challenge (or, `rematch`, a rematch offer) and what became of it: private words to its two
// players, except an acceptance, which the place hears (the new game's sentences follow it).
// `lapse` is how long a new one waits for an answer.
// `rated`: a rematch of a rated game that is rated too.
Replies narrateChallenge(const Challenge& e, bool rematch, std::chrono::seconds lapse,
                         const Names& names, bool rated = false);

// `actor` asks for a new game on `terms` over a game in progress, or with a clock or a rating
// at stake; the player in seat `other` agrees by typing the same.
Replies narrateStartRequest(const GameObject& t, const std::string& actor, Color other,
                            const GameTerms& terms, const Names& names);

// `actor`, seated nowhere on `t`, set up a game with something at stake there: those who were
// seated were stood up, to sit down again if they want to play it. Then the new game.
Replies narrateStartWithFreedSeats(const GameObject& t, const std::string& actor,
                                   const Names& names);

// Back on the server after `away`: the clocks on `objects` stood still meanwhile.
std::string clocksStoodWords(const std::set<std::string>& objects, std::chrono::seconds away);

// `actor` started `t` over because nobody had moved there for `idle`.
Replies narrateIdleRestart(const GameObject& t, const std::string& actor, std::chrono::seconds idle,
                           const Names& names);

// `actor` claimed the game on `t` (or a draw) from `absent`, who had not moved for `waited`.
Replies narrateAbandoned(const GameObject& t, const std::string& actor, Color absent,
                         std::chrono::seconds waited, const Names& names);

// The move just played, as told privately to the one who answers it: `actor`'s name and its SAN.
struct MoveTold {
    std::string san;   // empty: no move (a takeback)
    std::string words; // the move in words, for a player who asked for words; may be empty
};

// The private nudge to the player whose turn it now is, with check when there is one, and the
// move that made it their turn first: they may be elsewhere and not see the place's news.
void tellNextPlayer(const GameObject& t, const std::string& actor, const MoveTold& move,
                    const Viewers& viewers, Replies& out);

} // namespace mudchess
