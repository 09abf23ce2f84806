#include "render/option_words.hpp"

#include "render/colour_special.hpp"
#include "render/describe.hpp"
#include "render/locale.hpp"
#include "text/words.hpp"

#include <algorithm>

namespace mudchess {

namespace {

// "none, classic, high-contrast, mono or forest".
std::string schemeNames(const ColourSchemes& schemes) {
    std::vector<std::string> names;
    for (const ColourScheme& s : schemes.all()) names.emplace_back(s.name);
    return said(joinWith(names, " or "));
}

// A few cells in the scheme, so a terminal or IRC client shows what it looks like: a white
// piece on a light square, a black one on a dark square, a marked last move, a label.
std::string schemePreview(const ColourScheme& s, ColourEncoding encoding) {
    if (!encoderFor(encoding).paints) return said("");
    auto on = [&](SchemePart square, SchemePart part, std::string_view text) {
        return said(painted(text, layered(s[part], s[square]), encoding));
    };
    return said(on(SchemePart::LIGHT, SchemePart::WHITE_PIECE, " K ") +
                on(SchemePart::DARK, SchemePart::BLACK_PIECE, " q ") +
                on(SchemePart::LIGHT, SchemePart::MARKER, "[") +
                on(SchemePart::LIGHT, SchemePart::BLACK_PIECE, "p") +
                on(SchemePart::LIGHT, SchemePart::MARKER, "]") +
                on(SchemePart::DARK, SchemePart::DARK, " . ") +
                painted(" e4 ", s[SchemePart::LABEL], encoding) + " ");
}

std::string boardSettingChoices(const BoardSetting& s) {
    return said(joinWith({s.values.begin(), s.values.end()}, " or "));
}

} // namespace

std::string schemeListWords(const std::string& current, const ColourSchemes& schemes,
                            ColourEncoding encoding) {
    std::string text =
        "Your colour scheme is " + current + "; choose one with \"options colour <scheme>\":";
    for (const ColourScheme& s : schemes.all()) {
        std::string name = s.name;
        name.resize(std::max<std::size_t>(name.size() + 1, 15), ' ');
        text += "\n  " + name + schemePreview(s, encoding) + s.about;
    }
    return said(text);
}

std::string unknownSchemeWords(const std::string& name, const ColourSchemes& schemes) {
    return said("\"" + name + "\" is not a colour scheme; choose " + schemeNames(schemes));
}

std::string schemeChosenWords(const std::string& name) {
    return said("your colour scheme is now " + name);
}

std::string optionsWords(const UserOptions& o) {
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
    return said(text + ". Change one with \"options colour <scheme>\" or \"options board <setting> "
                       "<value>\"; \"help options\" says more.");
}

std::string boardSettingsWords(const UserOptions& options) {
    std::string text = "Your board:";
    for (const BoardSetting& s : boardSettings())
        text += "\n  " + std::string(s.name) + " " +
                std::string(boardSettingValue(options, s.name)) + " (" + boardSettingChoices(s) +
                ")";
    return said(text);
}

std::string boardSettingWords(const BoardSetting& setting, const UserOptions& options) {
    return said("board " + std::string(setting.name) + ": " +
                std::string(boardSettingValue(options, setting.name)) + "; choose " +
                boardSettingChoices(setting));
}

std::string badBoardValueWords(const BoardSetting& setting, const std::string& value) {
    return said("\"" + value + "\" is not a choice for board " + std::string(setting.name) +
                "; choose " + boardSettingChoices(setting));
}

std::string boardSettingSetWords(const BoardSetting& setting, const std::string& value) {
    return said("board " + std::string(setting.name) + " set to " + value);
}

std::string flippedWords(Color atTheBottom) {
    return said("You now see boards from " + sideTitle(atTheBottom) +
                "'s side; \"options board orientation auto\" goes back to your own.");
}

} // namespace mudchess
