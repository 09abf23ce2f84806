// What the router and the families' handlers share across their files (src/dispatch/*.cpp):
// the context of one command and the small helpers its replies are made of. Private to
// src/dispatch.
#pragma once

#include "chess/move_reading.hpp"
#include "dispatch/dispatcher.hpp"
#include "render/describe.hpp"
#include "render/name_words.hpp"
#include "render/narration.hpp"
#include "render/object_words.hpp"
#include "render/side.hpp"
#include "text/name_rule.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mudchess {

// The variant of a key ("knightmate"); the default variant for none or an unknown one.
const Variant& variantNamed(const std::string& key);
// The legal move a typed move names, or why there is none (move_commands.cpp).
MoveParse readMove(const Position& pos, const command::MoveSpec& spec);

// "standard chess", "Knightmate", "Knights Chess": the name as it reads inside a sentence.
inline std::string variantInSentence(const Variant& v) { return std::string(v.nameInSentence); }

// The seat the computer or an engine is invited to: the side asked for; else the one the
// speaker does not play; else Black if it is free (computer_commands.cpp).
Color invitedSide(const GameObject& t, const std::string& actor, std::optional<Side> seat);

// Object names are echoed in messages and kept as keys; a cap keeps both sane.
inline constexpr std::size_t MAX_OBJECT_NAME = 40;

// `name` without the words of a sentence that may trail it ("board please" -> "board", "oak
// table with computer" -> "oak table"): what the player most likely meant the object to be.
inline std::string withoutStrayWords(std::string name) {
    for (bool cut = true; cut;) {
        cut = false;
        for (std::string_view tail : command::STRAY_TAILS)
            if (name.size() > tail.size() && name.ends_with(tail)) {
                name.erase(name.size() - tail.size());
                cut = true;
            }
    }
    return name;
}

struct Dispatcher::Context {
    const std::string& actor;
    const std::string& placeName;
    std::map<std::string, std::unique_ptr<GameObject>>& objects;
    TimePoint now; // when the service accepted the command: clocks are charged to this
    // What the command is about to change, with the state to put back if saving fails (no
    // state: the object is new).
    std::vector<std::pair<std::string, std::optional<GameObject>>> changing;
    std::optional<UserOptions> optionsBefore;
    // What happened, as typed events, in the order it happened.
    std::vector<Event> events;
    // The operator's draw rule for boards that chose none (ServiceSettings::drawRule).
    DrawRule defaultDrawRule = DrawRule::CLAIMED;
    // The games whose end changed ratings, saved with them; each rating as it stood before
    // (none: the player's first rated game in the pool) and how many pairings were noted, to
    // put back if saving fails.
    std::vector<RatedGame> rated = {};
    std::vector<std::pair<RatingKey, std::optional<PlayerRating>>> ratingsBefore = {};
    int pairingsNoted = 0;
    // A rated game's players newly on its place's leaderboard, to forget if the save fails.
    std::vector<std::pair<std::string, RatingKey>> placesNoted = {};

    void emit(Event e) { events.push_back(std::move(e)); }

    void willChange(const GameObject& t) {
        for (auto& [name, before] : changing)
            if (name == t.name()) return;
        changing.emplace_back(t.name(), t);
    }
    void unchanged(const GameObject& t) {
        std::erase_if(changing, [&](const auto& entry) { return entry.first == t.name(); });
    }

    // The object a command means: the named one, or the speaker's only game here.
    GameObject* find(const std::string& object, Replies& errors) {
        if (!object.empty()) {
            if (!nameFits(object, errors)) return nullptr;
            auto it = objects.find(object);
            if (it != objects.end()) return it->second.get();
            errors.push_back(noSuchObject(object));
            return nullptr;
        }
        if (GameObject* own = ownGame()) return own;
        bool seatedHere = std::any_of(objects.begin(), objects.end(),
                                      [&](const auto& o) { return o.second->isPlayer(actor); });
        if (!seatedHere && objects.size() == 1) return objects.begin()->second.get();
        if (objects.empty())
            errors.push_back(refuse(RefusalCode::NO_GAMES_HERE, noGamesHereWords()));
        else
            errors.push_back(refuse(RefusalCode::WHICH_OBJECT, whichGameWords(objectNames())));
        return nullptr;
    }

    // Only "start" (and the commands that set a game up) bring a board into being; any other
    // command naming one that is not here says so and names those that are.
    Reply noSuchObject(const std::string& object) const {
        return refuse(RefusalCode::NO_SUCH_OBJECT,
                      noSuchObjectWords(object, objectNames(), withoutStrayWords(object)),
                      {{"object", object}});
    }

    // A command that would set up a new board under a name ending like a sentence ("board
    // please") asks first: the name is meant only when quoted. `retry` is the command as it would
    // read, up to the object ("invite the computer").
    std::optional<Reply> nameLooksLikeSentence(const command::ObjectRef& object,
                                               const std::string& retry) const {
        std::string name = object.name.empty() ? "board" : object.name;
        std::string meant = withoutStrayWords(name);
        if (object.quoted || meant == name || objects.count(name)) return std::nullopt;
        return refuse(RefusalCode::NAME_LOOKS_LIKE_SENTENCE,
                      nameLooksLikeSentenceWords(name, meant, retry),
                      {{"object", name}, {"meant", meant}});
    }

    // The objects of the place by name, in order.
    std::vector<std::string> objectNames() const {
        std::vector<std::string> names;
        for (auto& [name, t] : objects) names.push_back(name);
        return names;
    }

    // False, with a message, when the object's name breaks the rule for names
    // (text/name_rule.hpp): too long to be a sensible object, or (from a typed op the grammar
    // did not read) with characters a name cannot have. No name is the default board.
    bool nameFits(const std::string& object, Replies& errors) const {
        if (object.empty()) return true;
        std::optional<NameRefusal> bad = refuseName("object", object, MAX_OBJECT_NAME);
        if (!bad) return true;
        if (bad->code == RefusalCode::NAME_TOO_LONG)
            bad->text = objectNameTooLongWords(object.size(), MAX_OBJECT_NAME);
        errors.push_back(refuse(bad->code, std::move(bad->text), std::move(bad->params)));
        return false;
    }

    // The speaker's one game here: the only board they sit at, else (seated at finished boards
    // too) the only one going on; null when there is no such one.
    GameObject* ownGame() {
        GameObject *mine = nullptr, *mineInPlay = nullptr;
        int seated = 0, inPlay = 0;
        for (auto& [name, t] : objects) {
            if (!t->isPlayer(actor)) continue;
            mine = t.get(), ++seated;
            if (!t->game().isOver()) mineInPlay = t.get(), ++inPlay;
        }
        if (seated == 1) return mine;
        if (inPlay == 1) return mineInPlay;
        return nullptr;
    }

    // The object the computer is brought to: the one named, else the speaker's one game here
    // (issue 54, D3: "invite computer as black" at the game one plays), else "board".
    std::string objectForComputer(const std::string& object) {
        if (!object.empty()) return object;
        GameObject* own = ownGame();
        return own ? own->name() : "board";
    }

    GameObject& findOrCreate(const std::string& object, const Variant& variant) {
        std::string name = object.empty() ? "board" : object;
        auto& slot = objects[name];
        if (!slot) {
            slot = std::make_unique<GameObject>(name, variant);
            slot->useDefaultDrawRule(defaultDrawRule);
            changing.emplace_back(name, std::nullopt);
        }
        return *slot;
    }
};

} // namespace mudchess
