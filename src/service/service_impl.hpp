// The inside of mudchess::Service, for the parts of mudchess that add work to it (clocks,
// computer players) and for tests; users of the library see only include/mudchess/mudchess.hpp.
#pragma once

#include "dispatch/dispatcher.hpp"
#include "mudchess/mudchess.hpp"
#include "mudchess/refusal_codes.hpp"
#include "service/agenda.hpp"
#include "service/analysis_worker.hpp"
#include "service/computer_players.hpp"
#include "service/external_engines.hpp"
#include "service/place_leases.hpp"
#include "service/puzzle_cutter.hpp"
#include "web/board_feed.hpp"
#include "web/web_server.hpp"
#include "world/game_store.hpp"

#include <map>
#include <memory>
#include <set>
#include <utility>

namespace mudchess {

struct Service::Impl {
    explicit Impl(ServiceSettings s);

    ServiceSettings settings;
    World world;
    std::unique_ptr<GameStore> store;
    Dispatcher dispatcher;
    Agenda agenda;
    // The places where this process acts unprompted, when it shares a PostgreSQL database.
    PlaceLeases leases;
    // After the agenda: its workers post there, so they must stop first.
    ComputerPlayers computers;
    ExternalEngines engines;
    EngineSeats engineSeats; // after the engines it starts
    AnalysisWorker analyses; // after the agenda, as the computers
    PuzzleCutter cutter;     // after the store and the agenda
    // The spectators' web page, when settings.web names an address: the boards shown there,
    // published after each change, and the server that reads them on a thread of its own.
    web::BoardFeed webFeed;
    web::GameShelf webGames; // the kept games its pages asked for (/g12)
    std::unique_ptr<web::WebServer> webServer;
    // Publishes `place`'s boards to the web page, when there is one; the kept games it showed
    // are read again when next asked (one may have ended or been analysed since).
    void showOnWeb(const std::string& place);
    // Answers the page about kept game `id` from the store (on the service's thread).
    void showGameOnWeb(std::int64_t id);
    void startWebPage();
    // The address of a board's page for links (settings.webUrl, else http:// and settings.web);
    // nothing without a page.
    std::function<std::string(const std::string&, const std::string&)> webBoardLink() const;
    // The same for a kept game's page, by its number.
    std::function<std::string(std::int64_t)> webGameLink() const;
    std::vector<std::string> warnings;
    // Players the host said were away (Service::presence), by id and place: since when, and
    // each board they sat at then, with its game's number and how many plies it had.
    struct Away {
        TimePoint since;
        std::map<std::string, std::pair<int, std::size_t>> boards;
    };
    std::map<std::pair<std::string, std::string>, Away> away;
    // Since when the front end is away from its server (Service::awayFromServer), and the
    // boards, by place, whose clocks stand still for it.
    std::optional<TimePoint> awayFromServerSince;
    std::map<std::string, std::set<std::string>> clocksStanding;
    // While the front end is away, no clock runs: stops every clock running in a place this
    // process serves (one a computer's move started again included).
    void standClocksStill(TimePoint now);
    // Commands that need to know what the engines are (`engines`, inviting one), typed before
    // that was learned: answered, in order, at the tick that learns it.
    struct Held {
        Actor actor;
        std::string place;
        command::Command cmd;
    };
    std::vector<Held> held;

    Outcome handle(const Actor& actor, const std::string& place, std::string_view text);
    // A command from `actor` in `place`, typed or built from an Action: who and where are
    // checked, the name they go by now noted, then the dispatcher runs it.
    Outcome run(const Actor& actor, const std::string& place, const command::Command& cmd);
    // `id` goes by `name` from now on (kept in the store); the store's complaint when it failed.
    std::optional<std::string> noteName(const std::string& id, const std::string& name);
    // Service::rename: the name noted, and told where they sit.
    Outcome rename(const Actor& actor);
    // Whether a player other than `id` goes by `name` now (in any case): one given that name, or
    // one seated here whose id is that name and who was given no other.
    bool nameHeldByAnother(const std::string& name, const std::string& id) const;
    // A dispatcher's result as the library gives it out: replies become messages for users or
    // places, players in events are named as they are called now.
    Outcome toOutcome(const Actor& actor, Dispatched d) const;
    // The place a command typed in `place` acts in, or a refusal when it has none or one the
    // service does not serve.
    std::variant<std::string, Outcome> resolvePlace(const std::string& place,
                                                    const command::Command& cmd) const;
    bool serves(const std::string& place) const;
    // A place named after "in", spelt as the service knows it: one on its list of places, or
    // (without a list) one with boards, matched by sameName (text/name_rule.hpp), so "in
    // library" reaches the host's "Library"; as typed when none matches.
    std::string knownSpelling(const std::string& named) const;
    // Clocks that were running when the store last saved them run again from `now`, and every
    // board's waiting starts from `now`: the time
    // the program was down counts against nobody.
    void resumeClocks(TimePoint now);
    std::string placeList() const;
    // The places this process would hold leases for: those it serves that it knows games in.
    std::vector<std::string> leasablePlaces() const;
    // Renews the leases when due; a place gained is read again from the store (what its
    // previous holder did last, told to the place when this process had not heard it) and its
    // clocks and computer turns go on here, a place lost stops them here.
    void renewLeases(TimePoint now, std::vector<Outcome>& out);
};

// The way in for mudchess's own parts (clocks, computer players, tests).
struct ServiceInternals {
    static Service::Impl& of(Service& s) { return *s.impl_; }
};

// The command is refused and nothing changed: `text` to `actor`, with a stable `code`.
Outcome refusal(const Actor& actor, const std::string& place, RefusalCode code, std::string text,
                std::vector<std::pair<std::string, std::string>> params = {});
// A refusal when `actor`'s id is empty or blank: nobody may act without one.
std::optional<Outcome> refuseNoActor(const Actor& actor, const std::string& place);
// A refusal when the actor's name or the place's breaks the rule for names
// (text/name_rule.hpp), or when the actor goes by the computer player's name or id. Called
// where commands come in (handle, act, rename), after refuseNoActor. `nameField` is how the
// refusal names the name: "actor", or rename's "name".
std::optional<Outcome> refuseBadNames(const Actor& actor, const std::string& place,
                                      const std::string& nameField = "actor");

} // namespace mudchess
