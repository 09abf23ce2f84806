#include "render/special_colour_words.hpp"

#include "render/locale.hpp"
#include "text/words.hpp"

#include <algorithm>

namespace mudchess {

namespace {

std::string colourWords(const Colour& c) {
    if (c.full < 0) return said("the screen's own");
    static constexpr std::string_view NAMES[16] = {
        "black",        "red",           "green",       "yellow",         "blue",
        "magenta",      "cyan",          "white",       "grey",           "bright red",
        "bright green", "bright yellow", "bright blue", "bright magenta", "bright cyan",
        "bright white"};
    if (c.full < 16) return said(std::string(NAMES[c.full]));
    return said("colour " + std::to_string(c.full));
}

// How the scheme colours an element, in the words a player would type.
std::string schemeWords(const TextStyle& s, ColourElement e) {
    bool square = e == ColourElement::LIGHT_SQUARES || e == ColourElement::DARK_SQUARES;
    const Colour& c = square ? s.background : s.foreground;
    std::string words = s.bold ? "bold " : "";
    if (!c.isSet()) return said(words + (s.reverse ? "reversed" : "the screen's own"));
    return said(words + colourWords(c));
}

// A sample of the element as the viewer's screen will show it.
std::string sample(const ElementStyles& styles, ColourElement e, ColourEncoding encoding) {
    if (!encoderFor(encoding).paints) return said("");
    auto on = [&](ColourElement letters, ColourElement square, std::string_view text) {
        return said(
            painted(text, layered(styleOf(styles, letters), styleOf(styles, square)), encoding));
    };
    switch (e) {
    case ColourElement::LIGHT_SQUARES:
    case ColourElement::DARK_SQUARES:
        return said(on(ColourElement::WHITE_PIECES, e, " K ") +
                    on(ColourElement::BLACK_PIECES, e, " q "));
    case ColourElement::WHITE_PIECES:
    case ColourElement::BLACK_PIECES:
    case ColourElement::MARKERS: {
        std::string_view text = e == ColourElement::WHITE_PIECES   ? " K "
                                : e == ColourElement::BLACK_PIECES ? " q "
                                                                   : "[ ]";
        return said(on(e, ColourElement::LIGHT_SQUARES, text) +
                    on(e, ColourElement::DARK_SQUARES, text));
    }
    case ColourElement::LABELS: return said(painted(" e4 ", styleOf(styles, e), encoding));
    case ColourElement::PANEL:
        return said(painted(" White to move ", styleOf(styles, e), encoding));
    }
    return said("");
}

// "dark squares are", "the panel is": the element as the subject of a sentence.
std::string subject(ColourElement e, std::string_view plural, std::string_view singular) {
    if (e == ColourElement::PANEL) return said("the panel " + std::string(singular));
    return said(std::string(colourElementName(e)) + " " + std::string(plural));
}

// "Hard to read: white pieces on light squares (1.3:1) ...", for the pairs `changed` is part
// of; empty when they all read well.
std::string readabilityWarning(const ColourScheme* scheme, const SpecialColours& special,
                               ColourElement changed, Palette palette) {
    std::vector<HardToRead> hard = hardToRead(elementStyles(scheme, special), palette);
    std::erase_if(hard,
                  [&](const HardToRead& h) { return h.letters != changed && h.square != changed; });
    if (hard.empty()) return said("");
    std::string pairs = hardToReadText(hard);
    std::string text =
        "\nHard to read" +
        std::string(palette == Palette::BASIC ? " in the sixteen colours here" : "") + ": " +
        pairs + "; pieces read well at " + ratioText(READABLE_CONTRAST) + " or more.";
    std::vector<std::string_view> better = readableChoices(scheme, special, changed, palette);
    if (!better.empty()) {
        text += " For " + std::string(colourElementName(changed)) + ", ";
        for (std::size_t i = 0; i < better.size(); ++i)
            text += std::string(i == 0                   ? ""
                                : i + 1 == better.size() ? " or "
                                                         : ", ") +
                    std::string(better[i]);
        text += " would read better.";
    }
    return said(text);
}

// "light squares   black on tan (from classic)   K  q ": an element's line in the list.
std::string elementLine(ColourElement e, const UserOptions& options, const ElementStyles& styles,
                        ColourEncoding encoding) {
    const std::string& chosen = options.specialColours[std::size_t(e)];
    std::string name(colourElementName(e));
    name.resize(std::max<std::size_t>(name.size() + 1, 15), ' ');
    std::string value =
        chosen.empty() ? schemeWords(styleOf(styles, e), e) + " (from " + options.colourScheme + ")"
                       : chosen + " (yours)";
    std::string shown = sample(styles, e, encoding);
    if (shown.empty()) return said(name + value);
    value.resize(std::max<std::size_t>(value.size() + 1, 30), ' ');
    return said(name + value + shown);
}

} // namespace

std::string specialColourResetWords(std::optional<ColourElement> element,
                                    const std::string& scheme) {
    if (element)
        return said(subject(*element, "take their", "takes its") + " colour from your scheme (" +
                    scheme + ") again");
    return said("all your colours come from your scheme (" + scheme + ") again");
}

std::string specialColoursWords(const UserOptions& options, const ColourScheme* scheme,
                                ColourEncoding encoding) {
    ElementStyles styles = elementStyles(scheme, readSpecialColours(options.specialColours));
    std::string text = "Your colours, over your scheme " + options.colourScheme + ":";
    for (const ColourElementName& e : colourElements())
        text += "\n  " + elementLine(e.element, options, styles, encoding);
    return said(text + "\nChange one with \"options colour special <element> <colour>\", like "
                       "\"options colour special dark squares green\"; \"options colour special "
                       "reset\" goes back to the scheme.");
}

std::string specialColourAskedWords(ColourElement element, const UserOptions& options,
                                    const ColourScheme* scheme, ColourEncoding encoding) {
    ElementStyles styles = elementStyles(scheme, readSpecialColours(options.specialColours));
    return said(elementLine(element, options, styles, encoding) +
                "\nChoose with \"options colour special " +
                std::string(colourElementName(element)) +
                " <colour>\": " + std::string(SPECIAL_COLOUR_FORMS));
}

std::string badSpecialColourWords(const std::string& colour) {
    return said("\"" + colour + "\" is not a colour I know: " + std::string(SPECIAL_COLOUR_FORMS));
}

std::string specialColourSetWords(ColourElement element, const std::string& colour,
                                  const ColourScheme* scheme, const SpecialColours& special,
                                  ColourEncoding encoding) {
    std::string text = subject(element, "are", "is") + " now " + colour + " for you";
    std::string shown = sample(elementStyles(scheme, special), element, encoding);
    if (!shown.empty()) text += ": " + shown;
    return said(text + readabilityWarning(scheme, special, element, paletteOf(encoding)));
}

} // namespace mudchess
