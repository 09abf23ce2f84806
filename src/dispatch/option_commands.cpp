// Options and colours: colour schemes, a player's own special colours element by element over
// their scheme, board settings and flip. Each changes only the speaker's own options, through
// ctx.optionsBefore so the store can save or undo it. A special colour that makes pieces hard
// to read is carried out and warned about, never refused.
#include "dispatch/dispatch_context.hpp"
#include "render/option_words.hpp"
#include "render/special_colour_words.hpp"

namespace mudchess {

using namespace command;

UserOptions& Dispatcher::ownOptions(const std::string& user) {
    return world_.users.try_emplace(user, viewers_.defaults()).first->second;
}

template <> Replies Dispatcher::on(Context& ctx, const SetColours& c) {
    const UserOptions& current = viewers_.optionsOf(ctx.actor);
    if (c.scheme.empty())
        return {toActor(schemeListWords(current.colourScheme, viewers_.colourSchemes(),
                                        viewers_.encodingFor(ctx.actor)))};
    if (!viewers_.colourSchemes().find(c.scheme))
        return {refuse(RefusalCode::UNKNOWN_SCHEME,
                       unknownSchemeWords(c.scheme, viewers_.colourSchemes()),
                       {{"scheme", c.scheme}})};
    UserOptions& options = ownOptions(ctx.actor);
    ctx.optionsBefore = options;
    options.colourScheme = c.scheme;
    return {toActor(schemeChosenWords(c.scheme))};
}

template <> Replies Dispatcher::on(Context& ctx, const ShowOptions&) {
    return {toActor(optionsWords(viewers_.optionsOf(ctx.actor)))};
}

template <> Replies Dispatcher::on(Context& ctx, const SetBoardOption& c) {
    const UserOptions& current = viewers_.optionsOf(ctx.actor);
    if (c.setting.empty()) return {toActor(boardSettingsWords(current))};
    const BoardSetting* setting = findBoardSetting(c.setting);
    if (c.value.empty()) return {toActor(boardSettingWords(*setting, current))};
    UserOptions changed = current;
    if (!setBoardSetting(changed, c.setting, c.value))
        return {refuse(RefusalCode::BAD_OPTION_VALUE, badBoardValueWords(*setting, c.value),
                       {{"setting", c.setting}, {"value", c.value}})};
    UserOptions& options = ownOptions(ctx.actor);
    ctx.optionsBefore = options;
    options = changed;
    return {toActor(boardSettingSetWords(*setting, c.value))};
}

template <> Replies Dispatcher::on(Context& ctx, const FlipBoard&, GameObject& t) {
    bool whiteWasAtBottom = viewers_.boardStyle(t, ctx.actor).whiteAtBottom;
    UserOptions& options = ownOptions(ctx.actor);
    ctx.optionsBefore = options;
    options.orientation = whiteWasAtBottom ? Orientation::BLACK : Orientation::WHITE;
    return {toActor(flippedWords(whiteWasAtBottom ? BLACK : WHITE) + "\n" +
                    viewers_.drawBoard(t, ctx.actor))};
}

template <> Replies Dispatcher::on(Context& ctx, const SetSpecialColour& c) {
    const UserOptions& current = viewers_.optionsOf(ctx.actor);
    const ColourScheme* scheme = viewers_.colourSchemes().find(current.colourScheme);
    ColourEncoding encoding = viewers_.encodingFor(ctx.actor);
    std::optional<ColourElement> element = colourElementKeyed(c.element);

    if (c.reset) {
        UserOptions changed = current;
        if (element)
            changed.specialColours[std::size_t(*element)].clear();
        else
            changed.specialColours = {};
        std::string schemeName = current.colourScheme;
        UserOptions& options = ownOptions(ctx.actor);
        ctx.optionsBefore = options;
        options = changed;
        return {toActor(specialColourResetWords(element, schemeName))};
    }
    if (!element) return {toActor(specialColoursWords(current, scheme, encoding))};
    if (c.colour.empty())
        return {toActor(specialColourAskedWords(*element, current, scheme, encoding))};

    std::optional<SpecialColour> colour = readSpecialColour(c.colour);
    if (!colour)
        return {refuse(RefusalCode::BAD_COLOUR, badSpecialColourWords(c.colour),
                       {{"element", c.element}, {"colour", c.colour}})};
    SpecialColours special = readSpecialColours(current.specialColours);
    UserOptions& options = ownOptions(ctx.actor);
    ctx.optionsBefore = options;
    options.specialColours[std::size_t(*element)] = c.colour;
    special[std::size_t(*element)] = colour;
    return {toActor(specialColourSetWords(*element, c.colour, scheme, special, encoding))};
}

} // namespace mudchess
