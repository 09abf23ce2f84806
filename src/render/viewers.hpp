// How each viewer sees boards: their own options (or the defaults), the front end's medium and
// a user's own colours where a front end knows them. The dispatcher's answers and the narrator's
// sentences draw every board through here.
#pragma once

#include "render/board.hpp"
#include "render/colour_scheme.hpp"
#include "render/presentation.hpp"
#include "world/world.hpp"

#include <map>
#include <optional>
#include <string>

namespace mudchess {

class Viewers {
  public:
    explicit Viewers(const World& world) : world_(world), schemes_(ColourSchemes::builtIn()) {}

    void setPresentation(const Presentation& p) { presentation_ = p; }
    const Presentation& presentation() const { return presentation_; }
    void setDefaultOptions(const UserOptions& o) { defaults_ = o; }
    const UserOptions& defaults() const { return defaults_; }
    ColourSchemes& colourSchemes() { return schemes_; }
    const ColourSchemes& colourSchemes() const { return schemes_; }
    void setUserEncoding(const std::string& user, ColourEncoding e) { userEncodings_[user] = e; }
    // How boards told to everyone at `place` are coloured, when the host chose for it (a MUD's
    // room): the place's encoding in place of the front end's, and its scheme in place of the
    // operator's default (an empty scheme: the default again).
    void setPlaceEncoding(const std::string& place, ColourEncoding e) {
        places_[place].encoding = e;
    }
    void setPlaceScheme(const std::string& place, const std::string& scheme) {
        places_[place].scheme = scheme;
    }
    // The time clocks beside boards are read at (the time of the command being answered).
    void setClockTime(TimePoint now) { now_ = now; }

    // What players are called now, by id.
    const Names& names() const { return world_.names; }
    std::string nameOf(const std::string& id) const { return world_.names.of(id); }
    // A user's options, or the defaults for someone who never set any.
    const UserOptions& optionsOf(const std::string& user) const;
    ColourEncoding encodingFor(const std::string& viewer) const;
    // How `viewer` sees boards of `t`.
    BoardStyle boardStyle(const GameObject& t, const std::string& viewer) const;
    // Boards drawn with `options` in the front end's colours, White at the bottom unless the
    // options turn it.
    BoardStyle styleOf(const UserOptions& options, bool whiteAtBottomByDefault) const;

    // The board of `t` with its last move and check marked, as `viewer` sees it.
    std::string drawBoard(const GameObject& t, const std::string& viewer) const;
    std::string drawBoard(const GameObject& t, const std::string& viewer,
                          const BoardMarkers& markers) const;
    // A board for everyone at `place`: the place's look (the operator's default options, the
    // place's colour encoding and its scheme, when the host chose one for it; `actor`'s own
    // options only where the place is one player, Presentation::placeIsOnePlayer), and always
    // White's side at the bottom, whoever moved.
    std::string drawPlaceBoard(const GameObject& t, const std::string& actor,
                               const std::string& place) const;
    // The look of a board for everyone at `place` (as drawPlaceBoard's), `actorsOwn` where the
    // place is one player; its orientation left as it is.
    BoardStyle placeStyle(const BoardStyle& actorsOwn, const std::string& place) const;

  private:
    std::string drawBoard(const GameObject& t, const BoardStyle& style,
                          const BoardMarkers& markers) const;

    const World& world_;
    ColourSchemes schemes_;
    Presentation presentation_;
    UserOptions defaults_;
    std::map<std::string, ColourEncoding> userEncodings_;
    struct PlaceLook {
        std::optional<ColourEncoding> encoding;
        std::string scheme; // empty: the mover's
    };
    std::map<std::string, PlaceLook> places_;
    TimePoint now_{};
};

} // namespace mudchess
