// "options colour special": a player's own colours, element by element, over their scheme.
// Changes only the speaker's options, through ctx.optionsBefore so the store can save or undo
// it. A choice that makes pieces hard to read is carried out and warned about, never refused.
#include "command/dispatch_context.hpp"
#include "render/special_colour_words.hpp"

namespace mudchess {

using namespace command;

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
