#include "render/viewers.hpp"

#include "render/board_panel.hpp"

namespace mudchess {

namespace {

// Black's side for whoever plays Black alone; White's for everyone else.
bool whiteAtBottomBySeat(const GameObject& t, const std::string& viewer) {
    return !(t.isSeated(viewer, BLACK) && !t.isSeated(viewer, WHITE));
}

BoardMarkers lastMoveMarkers(const Game& g) {
    Move last = g.history().empty() ? Move() : g.history().back().move;
    return standardMarkers(g.position(), last);
}

} // namespace

const UserOptions& Viewers::optionsOf(const std::string& user) const {
    auto it = world_.users.find(user);
    return it == world_.users.end() ? defaults_ : it->second;
}

ColourEncoding Viewers::encodingFor(const std::string& viewer) const {
    auto found = userEncodings_.find(viewer);
    return found == userEncodings_.end() ? presentation_.encoding : found->second;
}

BoardStyle Viewers::boardStyle(const GameObject& t, const std::string& viewer) const {
    BoardStyle style = styleOf(optionsOf(viewer), whiteAtBottomBySeat(t, viewer));
    style.encoding = encodingFor(viewer);
    return style;
}

BoardStyle Viewers::styleOf(const UserOptions& o, bool whiteAtBottomByDefault) const {
    BoardStyle style;
    style.whiteAtBottom = o.orientation == Orientation::AUTO ? whiteAtBottomByDefault
                                                             : o.orientation == Orientation::WHITE;
    style.compact =
        o.size == BoardSize::AUTO ? presentation_.compactBoards : o.size == BoardSize::COMPACT;
    style.figurines = o.pieces == PieceStyle::FIGURINES;
    style.encoding = presentation_.encoding;
    style.scheme = schemes_.find(o.colourScheme); // a scheme an operator removed: plain
    style.special = readSpecialColours(o.specialColours);
    return style;
}

std::string Viewers::drawBoard(const GameObject& t, const std::string& viewer) const {
    return drawBoard(t, viewer, lastMoveMarkers(t.game()));
}

std::string Viewers::drawBoard(const GameObject& t, const std::string& viewer,
                               const BoardMarkers& markers) const {
    return drawBoard(t, boardStyle(t, viewer), markers);
}

BoardStyle Viewers::placeStyle(const BoardStyle& actorsOwn, const std::string& place) const {
    // Everyone there reads it, whatever their client and whoever moved.
    BoardStyle style = presentation_.placeIsOnePlayer ? actorsOwn : styleOf(defaults_, true);
    style.encoding = presentation_.encoding;
    if (auto found = places_.find(place); found != places_.end()) {
        const PlaceLook& look = found->second;
        if (look.encoding) style.encoding = *look.encoding;
        if (!look.scheme.empty()) {
            // The room's own colours: the mover's scheme and special colours make way.
            style.scheme = schemes_.find(look.scheme);
            style.special = {};
        }
    }
    return style;
}

std::string Viewers::drawPlaceBoard(const GameObject& t, const std::string& actor,
                                    const std::string& place) const {
    BoardStyle style = placeStyle(boardStyle(t, actor), place);
    // One orientation for everyone there: a shared board drawn from the mover's side would turn
    // over after every Black move. Private views (look, show board) follow the viewer.
    style.whiteAtBottom = true;
    return drawBoard(t, style, lastMoveMarkers(t.game()));
}

std::string Viewers::drawBoard(const GameObject& t, const BoardStyle& style,
                               const BoardMarkers& markers) const {
    std::array<std::string, 2> clocks;
    if (const std::optional<GameClock>& clock = t.clock())
        for (Color c : {WHITE, BLACK}) clocks[c] = clockText(clock->left(c, now_));
    BoardPanel panel = boardPanel(t.game(), nameOf(t.seat(WHITE)), nameOf(t.seat(BLACK)), style,
                                  t.clock() ? &clocks : nullptr);
    return renderBoard(t.game().position(), markers, style, &panel);
}

} // namespace mudchess
