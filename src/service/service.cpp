#include "service/service_impl.hpp"

#include "chess/san.hpp"
#include "chess/uci_move.hpp"
#include "command/parser.hpp"
#include "render/colour_special.hpp"
#include "render/draw_rule_words.hpp"
#include "render/locale.hpp"
#include "render/name_words.hpp"
#include "render/service_words.hpp"
#include "service/starter_puzzles.hpp"
#include "store/open_store.hpp"
#include "text/name_rule.hpp"

#include <algorithm>

namespace mudchess {

namespace {

// Whether a game ended: the puzzle cutter then looks at the store at once.
bool endsAGame(const Outcome& o) {
    return std::any_of(o.events.begin(), o.events.end(),
                       [](const Event& e) { return std::holds_alternative<GameEnded>(e); });
}

ColourEncoding encodingOf(Colours c) {
    switch (c) {
    case Colours::PLAIN: return ColourEncoding::NONE;
    case Colours::ANSI16: return ColourEncoding::ANSI16;
    case Colours::ANSI256: return ColourEncoding::ANSI256;
    case Colours::MIRC: return ColourEncoding::MIRC;
    case Colours::MUX: return ColourEncoding::MUX;
    }
    return ColourEncoding::NONE;
}

std::unique_ptr<GameStore> openOrThrow(const std::string& location, World& world) {
    try {
        return openStore(location, world);
    } catch (const StoreError& e) {
        throw ServiceError(e.what());
    }
}

// `cmd` with the place its "in <place>" named spelt `where`, as resolvePlace found it.
command::Command inPlace(command::Command cmd, const std::string& where) {
    std::visit(
        [&](auto& c) {
            if constexpr (requires { c.object; })
                if (!c.object.place.empty()) c.object.place = where;
            if constexpr (requires { c.place; })
                if (!c.place.empty()) c.place = where;
        },
        cmd);
    return cmd;
}

// Commands about a game need a place; help, options and the like do not.
bool needsPlace(const command::Command& cmd) {
    if (std::holds_alternative<command::ListGames>(cmd)) return true;
    if (const auto* top = std::get_if<command::ShowTop>(&cmd)) return top->here; // "top here"
    return std::visit(
        [](const auto& c) {
            return requires { c.object; };
        },
        cmd);
}

// Commands answered from what the engines are: `engines`, and inviting one by name.
bool needsEngines(const command::Command& cmd) {
    if (std::holds_alternative<command::ListEngines>(cmd)) return true;
    const auto* invite = std::get_if<command::InviteComputer>(&cmd);
    return invite && !invite->engine.empty();
}

} // namespace

Outcome refusal(const Actor& actor, const std::string& place, RefusalCode code, std::string text,
                std::vector<std::pair<std::string, std::string>> params) {
    Outcome o;
    o.ok = false;
    o.place = place;
    Message told;
    told.to = {Recipient::Kind::USER, actor.name, actor.id};
    told.text = text;
    o.messages.push_back(std::move(told));
    o.events.push_back(
        Refusal{std::string(refusalCodeName(code)), std::move(params), std::move(text)});
    return o;
}

std::optional<Outcome> refuseNoActor(const Actor& actor, const std::string& place) {
    if (actor.id.find_first_not_of(" \t") != std::string::npos) return std::nullopt;
    return refusal(actor, place, RefusalCode::NO_ACTOR, noActorWords());
}

std::optional<Outcome> refuseBadNames(const Actor& actor, const std::string& place,
                                      const std::string& nameField) {
    std::optional<NameRefusal> bad = refuseName(nameField, actor.name);
    if (!bad && !place.empty()) bad = refuseName("place", place);
    if (bad) return refusal(actor, place, bad->code, std::move(bad->text), std::move(bad->params));
    // The computer's seats hold its id: nobody may act under it, as id or as name.
    if (sameName(actor.name, GameObject::COMPUTER) || sameName(actor.id, GameObject::COMPUTER))
        return refusal(actor, place, RefusalCode::RESERVED_NAME, computerNameTakenWords(actor.name),
                       {{"field", nameField}});
    return std::nullopt;
}

const Refusal* Outcome::refusal() const {
    for (const Event& e : events)
        if (auto* r = std::get_if<Refusal>(&e)) return r;
    return nullptr;
}

// The event as the host reads it: players (held as ids inside) by the names they go by now, each
// id kept beside its name.
void namePlayers(Event& event, const Names& names) {
    auto name = [&](std::string& player) {
        if (!player.empty()) player = names.of(player);
    };
    auto nameWithId = [&](std::string& player, std::string& id) {
        if (id.empty()) id = player;
        name(player);
    };
    std::visit(
        [&](auto& e) {
            if constexpr (std::is_same_v<std::decay_t<decltype(e)>, Renamed>)
                return; // names already
            if constexpr (requires { e.playerId; }) {
                nameWithId(e.player, e.playerId);
            } else if constexpr (requires { e.player; }) {
                name(e.player);
            }
            if constexpr (requires { e.previous; }) name(e.previous);
            if constexpr (requires { e.fromId; }) {
                nameWithId(e.from, e.fromId);
                nameWithId(e.to, e.toId);
            } else {
                if constexpr (requires { e.from; }) name(e.from);
                if constexpr (requires { e.to; }) name(e.to);
            }
            if constexpr (requires { e.board; }) {
                nameWithId(e.board.white, e.board.whiteId);
                nameWithId(e.board.black, e.board.blackId);
            }
        },
        event);
}

Outcome Service::Impl::toOutcome(const Actor& actor, Dispatched d) const {
    Outcome o;
    o.ok = d.ok();
    o.place = d.place;
    for (Reply& r : d.replies) {
        Recipient to;
        switch (r.audience) {
        case Audience::ACTOR: to = {Recipient::Kind::USER, actor.name, actor.id}; break;
        case Audience::PLAYER:
            to = {Recipient::Kind::USER, world.names.of(r.player), r.player};
            break;
        case Audience::PLACE: to = {Recipient::Kind::PLACE, d.place, d.place}; break;
        }
        if (!r.text.empty() && r.text.back() == '\n') r.text.pop_back();
        o.messages.push_back({std::move(to), std::move(r.text)});
    }
    o.events = std::move(d.events);
    for (Event& e : o.events) namePlayers(e, world.names);
    return o;
}

std::optional<std::string> Service::Impl::noteName(const std::string& id, const std::string& name) {
    std::string before = world.names.of(id);
    if (!world.names.set(id, name)) return std::nullopt;
    if (!store) return std::nullopt;
    try {
        store->saveName(id, world.names.of(id));
        return std::nullopt;
    } catch (const StoreError& e) {
        world.names.set(id, before);
        return std::string(e.what());
    }
}

Service::Impl::Impl(ServiceSettings s)
    : settings(std::move(s)), store(openOrThrow(settings.store, world)),
      dispatcher(world, store.get()), leases(store.get(), settings.leaseSeconds),
      computers(dispatcher, agenda, {settings.engineThreads, settings.engineMemoryMiB}),
      engines(settings.enginesFile, agenda),
      engineSeats(dispatcher, agenda, engines, settings.engineProcesses),
      analyses(dispatcher, agenda, settings.analysisNodes,
               [this] {
                   // engine-processes 0: no external engines, for analyses either.
                   std::vector<CatalogEntry> out;
                   if (this->settings.engineProcesses > 0)
                       for (std::string_view name : ANALYSIS_ENGINES)
                           if (const CatalogEntry* entry = engines.find(std::string(name)))
                               out.push_back(*entry);
                   return out;
               }),
      cutter(store.get(), agenda, settings.puzzleCutNodes,
             [this](const std::string& id) { return world.names.of(id); }) {
    dispatcher.setAnalysisOn(settings.analysisNodes > 0);
    // engine-processes 0: no external engines at all.
    if (settings.engineProcesses > 0)
        dispatcher.setEngineDirectory([this] { return engines.listing(); });
    computers.setEngineSeats(&engineSeats);
    // Engines that waited to be known take their turns.
    engines.setWhenKnown([this] {
        for (const auto& [place, objects] : world.places) computers.update(place);
    });
    if (!settings.coloursFile.empty())
        if (std::optional<std::string> error =
                dispatcher.colourSchemes().addFile(settings.coloursFile))
            warnings.push_back(*error);
    if (!dispatcher.colourSchemes().find(settings.colourScheme))
        throw ServiceError(notAColourSchemeSettingWords(settings.colourScheme));
    resumeClocks(Service::Clock::now());
    if (puzzle::PuzzleStore* puzzles = store ? store->puzzleStore() : nullptr)
        for (std::string& problem : addStarterPuzzles(*puzzles)) warnings.push_back(problem);
    std::optional<DrawRule> draws = drawRuleNamed(settings.draws);
    if (!draws) throw ServiceError(notADrawRuleWords(settings.draws));
    dispatcher.setDefaultDrawRule(*draws);
    std::optional<Locale> locale = localeNamed(settings.locale);
    if (!locale) throw ServiceError(notALocaleWords(settings.locale));
    speakIn(*locale);
    dispatcher.setWaitingTimes(
        {settings.challengeLapse, settings.abandonAfter, settings.idleRestartAfter});
    std::optional<PlaceBoards> placeBoards = placeBoardsNamed(settings.placeBoards);
    if (!placeBoards) throw ServiceError(notPlaceBoardsWords(settings.placeBoards));
    dispatcher.setPresentation({encodingOf(settings.colours), settings.compactBoards,
                                settings.placeIsOnePlayer,
                                settings.placeIsOnePlayer ? PlaceBoards::EVERY_MOVE : *placeBoards,
                                webBoardLink(), webGameLink()});
    dispatcher.setRatingRules(
        {settings.untimedRated, settings.ratedTakebacks, settings.ratedNeedsAccount});
    UserOptions defaults;
    defaults.colourScheme = settings.colourScheme;
    dispatcher.setDefaultOptions(defaults);
    // The computer grants every takeback its opponent asks for.
    dispatcher.setTakebackGranter(
        [](const GameObject& t, Color opponent) { return t.isComputer(opponent); });
    // And agrees to abort whenever asked: a game against it is nobody else's loss.
    dispatcher.setAbortGranter(
        [](const GameObject& t, Color opponent) { return t.isComputer(opponent); });
    // Flags fall and the computer moves only where this process holds the place's lease (all of
    // them, unless it shares a PostgreSQL database with other processes).
    dispatcher.setActsUnprompted(
        [this](const std::string& place) { return leases.holds(place, Service::Clock::now()); });
    leases.renew(leasablePlaces(), Service::Clock::now());
    startWebPage();
    // A computer whose turn it was when the program stopped thinks again.
    for (const auto& [place, objects] : world.places) computers.update(place);
    // Games other processes sharing the database change (PostgreSQL) are taken as they saved
    // them, and told where they are played, at the next tick. Last: nothing after it can fail.
    if (store)
        store->watch([this](const std::string& place, const std::string& object) {
            agenda.post(
                [place, object](Dispatcher& d) { return d.adoptOutsideChange(place, object); });
        });
}

void Service::Impl::resumeClocks(TimePoint now) {
    int resumed = 0;
    for (auto& [place, objects] : world.places)
        for (auto& [name, t] : objects) {
            // Nobody's absence counts from before this run, as nobody's clock does.
            t->markActive(now);
            if (t->clock() && t->clock()->pausedFor()) {
                t->clock()->resume(now);
                ++resumed;
            }
        }
    if (resumed) warnings.push_back(clocksResumedWords(resumed));
}

std::vector<std::string> Service::Impl::leasablePlaces() const {
    std::vector<std::string> places;
    for (const auto& [place, objects] : world.places)
        if (!place.empty() && !objects.empty() && serves(place)) places.push_back(place);
    return places;
}

void Service::Impl::renewLeases(TimePoint now, std::vector<Outcome>& out) {
    std::optional<TimePoint> due = leases.nextRenewal();
    if (!due || now < *due) return;
    PlaceLeases::Changes changes = leases.renew(leasablePlaces(), now);
    for (const std::string& place : changes.gained) {
        std::vector<std::string> objects;
        for (const auto& [name, object] : world.places[place]) objects.push_back(name);
        for (const std::string& object : objects)
            if (std::optional<Dispatched> d = dispatcher.adoptOutsideChange(place, object))
                out.push_back(toOutcome({}, std::move(*d)));
    }
    for (const auto& places : {changes.gained, changes.lost})
        for (const std::string& place : places) computers.update(place);
}

bool Service::Impl::serves(const std::string& place) const {
    return settings.places.empty() ||
           std::any_of(settings.places.begin(), settings.places.end(),
                       [&](const std::string& p) { return sameName(p, place); });
}

std::string Service::Impl::knownSpelling(const std::string& named) const {
    for (const std::string& p : settings.places)
        if (sameName(p, named)) return p;
    if (settings.places.empty())
        for (const auto& [p, objects] : world.places)
            if (!objects.empty() && sameName(p, named)) return p;
    return named;
}

std::string Service::Impl::placeList() const {
    std::string out;
    for (const std::string& p : settings.places) out += (out.empty() ? "" : ", ") + p;
    return out;
}

std::variant<std::string, Outcome> Service::Impl::resolvePlace(const std::string& place,
                                                               const command::Command& cmd) const {
    std::string where = Dispatcher::placeOf(place, cmd);
    if (where != place) where = knownSpelling(where);
    if (where.empty() && needsPlace(cmd)) {
        if (settings.places.size() == 1) return settings.places.front();
        const std::string& word = settings.placeWord;
        std::string example = settings.places.empty() ? "#chess" : settings.places.front();
        return refusal({}, where, RefusalCode::WHICH_PLACE,
                       whichPlaceWords(word, example, settings.places.empty() ? "" : placeList()));
    }
    if (!where.empty() && !serves(where))
        return refusal({}, where, RefusalCode::UNKNOWN_PLACE, notOurPlaceWords(where, placeList()));
    return where;
}

Outcome Service::Impl::handle(const Actor& actor, const std::string& place, std::string_view text) {
    if (std::optional<Outcome> refused = refuseNoActor(actor, place)) return std::move(*refused);
    if (std::optional<Outcome> refused = refuseBadNames(actor, place)) return std::move(*refused);
    auto parsed = command::parseCommand(text);
    if (auto* error = std::get_if<command::ParseError>(&parsed))
        return refusal(actor, place, RefusalCode::PARSE_ERROR, error->message,
                       {{"column", std::to_string(error->column)}});
    return run(actor, place, std::get<command::Command>(parsed));
}

Outcome Service::Impl::run(const Actor& actor, const std::string& place,
                           const command::Command& cmd) {
    auto where = resolvePlace(place, cmd);
    if (Outcome* refused = std::get_if<Outcome>(&where)) {
        refused->messages.front().to = {Recipient::Kind::USER, actor.name, actor.id};
        return std::move(*refused);
    }
    if (std::optional<std::string> failure = noteName(actor.id, actor.name))
        return refusal(actor, place, RefusalCode::STORE_FAILED, *failure);
    const std::string& resolved = std::get<std::string>(where);
    if (needsEngines(cmd) && settings.engineProcesses > 0 && !engines.known()) {
        // Answered once the engines are known, a moment from now: nothing waits meanwhile.
        engines.learn();
        held.push_back({actor, place, cmd});
        Outcome later;
        later.place = resolved;
        return later;
    }
    bool namesPlace = !Dispatcher::placeOf({}, cmd).empty();
    Outcome out =
        toOutcome(actor, namesPlace ? dispatcher.run(actor.id, resolved, inPlace(cmd, resolved))
                                    : dispatcher.run(actor.id, resolved, cmd));
    // The command may have made work for the computer or a clock where no process acts yet.
    if (!out.place.empty() && serves(out.place)) leases.take(out.place, Service::Clock::now());
    computers.update(out.place);
    analyses.update();
    if (endsAGame(out)) cutter.gameEnded();
    cutter.update(Service::Clock::now());
    // A refused command changed nothing: the page has nothing new to show.
    if (out.ok) showOnWeb(out.place);
    return out;
}

Service::Service(ServiceSettings settings) : impl_(std::make_unique<Impl>(std::move(settings))) {}
// The store's listener calls back on a thread of its own until it is stopped, before the agenda
// it posts to goes away.
Service::~Service() {
    if (impl_ && impl_->store) impl_->store->watch({});
}

Outcome Service::handle(const Actor& actor, std::string_view place, std::string_view text) {
    return impl_->handle(actor, std::string(place), text);
}

std::vector<Outcome> Service::tick(Clock::time_point now) {
    std::vector<Outcome> out;
    impl_->renewLeases(now, out);
    for (Agenda::Job& job : impl_->agenda.due(now))
        if (std::optional<Dispatched> d = job(impl_->dispatcher))
            out.push_back(impl_->toOutcome({}, std::move(*d)));
    for (Dispatched& flag : impl_->dispatcher.fallenFlags(now))
        out.push_back(impl_->toOutcome({}, std::move(flag)));
    for (Dispatched& lapse : impl_->dispatcher.lapsedChallenges(now))
        out.push_back(impl_->toOutcome({}, std::move(lapse)));
    for (Dispatched& claimable : impl_->dispatcher.claimableGames(now))
        out.push_back(impl_->toOutcome({}, std::move(claimable)));
    for (Dispatched& race : impl_->dispatcher.endedRaces(now))
        out.push_back(impl_->toOutcome({}, std::move(race)));
    if (impl_->engines.known() && !impl_->held.empty()) {
        std::vector<Impl::Held> held = std::move(impl_->held);
        impl_->held.clear();
        for (Impl::Held& h : held) out.push_back(impl_->run(h.actor, h.place, h.cmd));
    }
    // What happened may be the computer's cue (its opponent's flag aside, a computer's move
    // makes the other computer's turn) or the end of what it was thinking about.
    for (const Outcome& o : out) impl_->computers.update(o.place);
    // A computer's move made while the front end is cut off starts no clock.
    if (impl_->awayFromServerSince) impl_->standClocksStill(now);
    for (const Outcome& o : out) {
        if (endsAGame(o)) impl_->cutter.gameEnded();
        impl_->showOnWeb(o.place);
    }
    impl_->cutter.update(now);
    return out;
}

bool Service::thinking() const { return impl_->computers.thinking() || impl_->analyses.busy(); }

std::optional<Service::Clock::time_point> Service::nextDeadline() const {
    std::optional<Clock::time_point> first;
    for (std::optional<Clock::time_point> at :
         {impl_->agenda.next(), impl_->dispatcher.nextFlag(), impl_->dispatcher.nextLapse(),
          impl_->dispatcher.nextClaimable(), impl_->dispatcher.nextRaceEnd(),
          impl_->leases.nextRenewal()})
        if (at && (!first || *at < *first)) first = at;
    return first;
}

void Service::setWakeup(std::function<void()> wakeup) {
    impl_->agenda.setWakeup(std::move(wakeup));
}

void Service::setUserColours(std::string_view id, Colours colours) {
    impl_->dispatcher.setUserEncoding(std::string(id), encodingOf(colours));
}

Outcome Service::setPlaceColours(std::string_view place, std::optional<Colours> colours,
                                 std::optional<std::string> scheme) {
    Outcome o;
    o.place = std::string(place);
    const ColourSchemes& schemes = impl_->dispatcher.colourSchemes();
    if (scheme && !scheme->empty() && !schemes.find(*scheme)) {
        std::vector<std::string> names;
        for (const ColourScheme& s : schemes.all()) names.push_back(s.name);
        o.ok = false;
        o.events.push_back(Refusal{std::string(refusalCodeName(RefusalCode::UNKNOWN_SCHEME)),
                                   {{"scheme", *scheme}},
                                   notASchemeWords(*scheme, names)});
        return o;
    }
    // A board everyone in the place sees must read for everyone: no scheme below the contrast
    // a player's own choices are only warned about.
    if (const ColourScheme* chosen = scheme ? schemes.find(*scheme) : nullptr) {
        std::vector<HardToRead> hard = hardToReadAnywhere(*chosen);
        if (!hard.empty()) {
            std::string pairs = hardToReadText(hard);
            o.ok = false;
            o.events.push_back(Refusal{std::string(refusalCodeName(RefusalCode::UNREADABLE_SCHEME)),
                                       {{"scheme", *scheme}, {"pairs", pairs}},
                                       unreadableSharedSchemeWords(*scheme, o.place, pairs)});
            return o;
        }
    }
    if (colours) impl_->dispatcher.setPlaceEncoding(o.place, encodingOf(*colours));
    if (scheme) impl_->dispatcher.setPlaceScheme(o.place, *scheme);
    return o;
}

Outcome Service::rename(std::string_view id, std::string_view name) {
    return impl_->rename(Actor(std::string(id), std::string(name)));
}

bool Service::Impl::nameHeldByAnother(const std::string& name, const std::string& id) const {
    for (const auto& [other, shown] : world.names.all())
        if (other != id && sameName(shown, name)) return true;
    for (const auto& [place, objects] : world.places)
        for (const auto& [object, t] : objects)
            for (Color side : {WHITE, BLACK}) {
                const std::string& seated = t->seat(side);
                if (!seated.empty() && seated != id && world.names.of(seated) == seated &&
                    sameName(seated, name))
                    return true;
            }
    return false;
}

Outcome Service::Impl::rename(const Actor& actor) {
    if (std::optional<Outcome> refused = refuseNoActor(actor, "")) return std::move(*refused);
    if (std::optional<Outcome> refused = refuseBadNames(actor, "", "name"))
        return std::move(*refused);
    std::string before = world.names.of(actor.id);
    if (nameHeldByAnother(actor.name, actor.id))
        return refusal(actor, "", RefusalCode::NAME_TAKEN, nameTakenWords(actor.name),
                       {{"name", actor.name}});
    if (std::optional<std::string> failure = noteName(actor.id, actor.name))
        return refusal(actor, "", RefusalCode::STORE_FAILED, *failure);
    Outcome out;
    if (actor.name == before) return out;
    // Where they sit, the others should know who they now face; nobody else needs telling.
    for (const auto& [place, objects] : world.places) {
        if (std::none_of(objects.begin(), objects.end(),
                         [&](const auto& o) { return o.second->isPlayer(actor.id); }))
            continue;
        out.events.push_back(Renamed{place, actor.id, before, actor.name});
        out.messages.push_back(
            {{Recipient::Kind::PLACE, place, place}, renamedWords(before, actor.name)});
    }
    return out;
}

std::optional<std::string> Service::renameUser(std::string_view from, std::string_view to) {
    return impl_->dispatcher.renameUser(std::string(from), std::string(to));
}

std::vector<std::string> Service::awaiting(std::string_view place, std::string_view id) const {
    return impl_->dispatcher.objectsAwaiting(std::string(place), std::string(id));
}

const std::vector<std::string>& Service::warnings() const { return impl_->warnings; }

std::vector<std::string> Service::objects(std::string_view place) const {
    std::vector<std::string> names;
    auto found = impl_->world.places.find(std::string(place));
    if (found == impl_->world.places.end()) return names;
    for (const auto& [name, object] : found->second) names.push_back(name);
    return names;
}

std::vector<LegalMove> Service::legalMoves(std::string_view place, std::string_view object) const {
    std::vector<LegalMove> moves;
    std::optional<std::string> name = command::objectName(object);
    auto inPlace = impl_->world.places.find(std::string(place));
    if (!name || inPlace == impl_->world.places.end()) return moves;
    auto named = inPlace->second.find(*name);
    if (named == inPlace->second.end()) return moves;
    const Game& game = named->second->game();
    if (game.isOver()) return moves;
    for (Move m : game.legalMoves()) moves.push_back({toSan(game.position(), m), toUci(m)});
    return moves;
}

std::size_t Service::gameCount(std::string_view place) const {
    auto found = impl_->world.places.find(std::string(place));
    return found == impl_->world.places.end() ? 0 : found->second.size();
}

} // namespace mudchess
