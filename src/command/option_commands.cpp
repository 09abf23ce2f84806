// The options commands: colour schemes, board settings and flip. Each changes only the
// speaker's own options, through ctx.optionsBefore so the store can save or undo it.
#include "command/dispatch_context.hpp"
#include "render/option_words.hpp"

namespace mudchess {

using namespace command;

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

} // namespace mudchess
