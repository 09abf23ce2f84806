// The options commands: colour schemes, board settings and flip. Each changes only the
// speaker's own options, through ctx.optionsBefore so the store can save or undo it.
#include "command/dispatch_context.hpp"
#include "render/colour_encoding.hpp"
#include "render/colour_special.hpp"

#include <algorithm>

namespace mudchess {

using namespace command;

namespace {

// "none, classic, high-contrast, mono or forest".
std::string listed(const std::vector<std::string_view>& names, std::string_view last) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i) out += i + 1 == names.size() ? std::string(" ") + std::string(last) + " " : ", ";
        out += names[i];
    }
    return out;
}

std::string schemeNames(const ColourSchemes& schemes) {
    std::vector<std::string_view> names;
    for (const ColourScheme& s : schemes.all()) names.push_back(s.name);
    return listed(names, "or");
}

// A few cells in the scheme, so a terminal or IRC client shows what it looks like: a white
// piece on a light square, a black one on a dark square, a marked last move, a label.
std::string schemePreview(const ColourScheme& s, ColourEncoding encoding) {
    if (!encoderFor(encoding).paints) return "";
    auto on = [&](SchemePart square, SchemePart part, std::string_view text) {
        return painted(text, layered(s[part], s[square]), encoding);
    };
    return on(SchemePart::LIGHT, SchemePart::WHITE_PIECE, " K ") +
           on(SchemePart::DARK, SchemePart::BLACK_PIECE, " q ") +
           on(SchemePart::LIGHT, SchemePart::MARKER, "[") +
           on(SchemePart::LIGHT, SchemePart::BLACK_PIECE, "p") +
           on(SchemePart::LIGHT, SchemePart::MARKER, "]") +
           on(SchemePart::DARK, SchemePart::DARK, " . ") +
           painted(" e4 ", s[SchemePart::LABEL], encoding) + " ";
}

std::string boardSettingChoices(const BoardSetting& s) { return listed(s.values, "or"); }

} // namespace

template <> Replies Dispatcher::on(Context& ctx, const SetColours& c) {
    const UserOptions& current = viewers_.optionsOf(ctx.actor);
    if (c.scheme.empty()) {
        std::string text = "Your colour scheme is " + current.colourScheme +
                           "; choose one with \"options colour <scheme>\":";
        for (const ColourScheme& s : viewers_.colourSchemes().all()) {
            std::string name = s.name;
            name.resize(std::max<std::size_t>(name.size() + 1, 15), ' ');
            text += "\n  " + name + schemePreview(s, viewers_.encodingFor(ctx.actor)) + s.about;
        }
        return {toActor(text)};
    }
    if (!viewers_.colourSchemes().find(c.scheme))
        return {refuse(RefusalCode::UNKNOWN_SCHEME,
                       "\"" + c.scheme + "\" is not a colour scheme; choose " +
                           schemeNames(viewers_.colourSchemes()),
                       {{"scheme", c.scheme}})};
    UserOptions& options = ownOptions(ctx.actor);
    ctx.optionsBefore = options;
    options.colourScheme = c.scheme;
    return {toActor("your colour scheme is now " + c.scheme)};
}

template <> Replies Dispatcher::on(Context& ctx, const ShowOptions&) {
    const UserOptions& o = viewers_.optionsOf(ctx.actor);
    std::string text = "Your options: colour " + o.colourScheme;
    std::string own; // the elements coloured by "options colour special"
    for (std::size_t i = 0; i < o.specialColours.size(); ++i)
        if (!o.specialColours[i].empty())
            own += std::string(own.empty() ? "" : ", ") +
                   std::string(colourElementName(ColourElement(i))) + " " + o.specialColours[i];
    if (!own.empty()) text += " with your own " + own;
    text += "; board";
    for (const BoardSetting& s : boardSettings())
        text += std::string(s.name == "orientation" ? " " : ", ") + std::string(s.name) + " " +
                std::string(boardSettingValue(o, s.name));
    return {toActor(text + ". Change one with \"options colour <scheme>\" or \"options board "
                           "<setting> <value>\"; \"help options\" says more.")};
}

template <> Replies Dispatcher::on(Context& ctx, const SetBoardOption& c) {
    const UserOptions& current = viewers_.optionsOf(ctx.actor);
    if (c.setting.empty()) {
        std::string text = "Your board:";
        for (const BoardSetting& s : boardSettings())
            text += "\n  " + std::string(s.name) + " " +
                    std::string(boardSettingValue(current, s.name)) + " (" +
                    boardSettingChoices(s) + ")";
        return {toActor(text)};
    }
    const BoardSetting* setting = findBoardSetting(c.setting);
    std::string what = "board " + c.setting;
    if (c.value.empty())
        return {toActor(what + ": " + std::string(boardSettingValue(current, c.setting)) +
                        "; choose " + boardSettingChoices(*setting))};
    UserOptions changed = current;
    if (!setBoardSetting(changed, c.setting, c.value))
        return {refuse(RefusalCode::BAD_OPTION_VALUE,
                       "\"" + c.value + "\" is not a choice for " + what + "; choose " +
                           boardSettingChoices(*setting),
                       {{"setting", c.setting}, {"value", c.value}})};
    UserOptions& options = ownOptions(ctx.actor);
    ctx.optionsBefore = options;
    options = changed;
    return {toActor(what + " set to " + c.value)};
}

template <> Replies Dispatcher::on(Context& ctx, const FlipBoard&, GameObject& t) {
    bool whiteWasAtBottom = viewers_.boardStyle(t, ctx.actor).whiteAtBottom;
    UserOptions& options = ownOptions(ctx.actor);
    ctx.optionsBefore = options;
    options.orientation = whiteWasAtBottom ? Orientation::BLACK : Orientation::WHITE;
    return {toActor("You now see boards from " + sideTitle(whiteWasAtBottom ? BLACK : WHITE) +
                    "'s side; \"options board orientation auto\" goes back to your own.\n" +
                    viewers_.drawBoard(t, ctx.actor))};
}

} // namespace mudchess
