// A player's own colours, element by element ("options colour special dark squares green"),
// laid over the colour scheme they chose. Kept apart from the schemes themselves: a scheme is
// shared data from data/colours.conf, these are one user's choices saved with their options.
#pragma once

#include "render/colour_scheme.hpp"
#include "render/presentation.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

// What a player can colour. Squares take the colour as their background; everything else as
// the colour of its letters.
enum class ColourElement : std::uint8_t {
    LIGHT_SQUARES,
    DARK_SQUARES,
    WHITE_PIECES,
    BLACK_PIECES,
    MARKERS,
    LABELS,
    PANEL
};
inline constexpr std::size_t COLOUR_ELEMENTS = 7;

struct ColourElementName {
    ColourElement element;
    std::string_view key;  // saved with the options and used by the grammar: "dark"
    std::string_view name; // as a player says it: "dark squares"
};
// In the order of ColourElement.
const std::array<ColourElementName, COLOUR_ELEMENTS>& colourElements();
std::optional<ColourElement> colourElementKeyed(std::string_view key);
std::string_view colourElementName(ColourElement e);
// "light squares, dark squares, ... and panel" for messages; the names alone, as the grammar
// reads them, for a sentence that says them among its own words.
std::string colourElementList();
std::string colourElementNames();

// One chosen colour: where it lands in the palettes, and bold.
struct SpecialColour {
    Colour colour;
    bool bold = false;
    bool operator==(const SpecialColour&) const = default;
};

// Reads what a player typed, lower case and single-spaced: "green", "bright red", "bold yellow",
// "colour 208" (or "color 208", "208"), "#ff8700". Nothing for anything else.
std::optional<SpecialColour> readSpecialColour(std::string_view text);
// The forms readSpecialColour takes, for messages.
extern const std::string_view SPECIAL_COLOUR_FORMS;

// The palette index nearest to an RGB colour, among indexes [first, last] of the xterm 256-colour
// palette (by squared distance in RGB). The 16 basic colours are 0-15; 16-255 are the same on
// every 256-colour terminal, so a #rrggbb maps into those for 256 colours.
std::int16_t nearestPaletteIndex(Rgb want, int first, int last);

// The player's choice for each element; nothing where the scheme's own colour stays.
using SpecialColours = std::array<std::optional<SpecialColour>, COLOUR_ELEMENTS>;
// Reads the saved texts (as UserOptions keeps them); a text that no longer reads is left out.
SpecialColours readSpecialColours(const std::array<std::string, COLOUR_ELEMENTS>& texts);

// Each element's style: the scheme's part (nullptr: no scheme) with the player's choice over it.
using ElementStyles = std::array<TextStyle, COLOUR_ELEMENTS>;
ElementStyles elementStyles(const ColourScheme* scheme, const SpecialColours& special);
inline const TextStyle& styleOf(const ElementStyles& s, ColourElement e) {
    return s[std::size_t(e)];
}

// WCAG 2 contrast ratio of two palette colours (1 to 21), as measured in 256 colours.
double contrastRatio(std::int16_t a, std::int16_t b);
// Pieces and markers read well on a square at this ratio or more.
inline constexpr double READABLE_CONTRAST = 3.0;

// Which of a colour's two indexes a screen shows: the 256-colour one, or the basic one where only
// sixteen colours exist (16-colour terminals, IRC, MUX).
enum class Palette : std::uint8_t { FULL, BASIC };
Palette paletteOf(ColourEncoding encoding);

// Pieces (or markers) on squares whose contrast falls below READABLE_CONTRAST. Pairs where the
// letters or the background are the terminal's own are not measured: we cannot know them.
struct HardToRead {
    ColourElement letters; // WHITE_PIECES, BLACK_PIECES or MARKERS
    ColourElement square;  // LIGHT_SQUARES or DARK_SQUARES
    double ratio;
};
std::vector<HardToRead> hardToRead(const ElementStyles& styles, Palette palette = Palette::FULL);
// The pairs of `scheme` hard to read in either palette, each at its worse ratio: a board everyone
// in a place sees is drawn in 16 colours for some and 256 for others.
std::vector<HardToRead> hardToReadAnywhere(const ColourScheme& scheme);
// "white pieces on light squares (1.3:1), markers on dark squares (2.0:1)".
std::string hardToReadText(const std::vector<HardToRead>& pairs);
// "3.0:1": a contrast ratio as players are told it.
std::string ratioText(double ratio);

// Up to `count` named colours that, chosen for `element`, would leave every pair it is part of
// readable, best first. Empty when none would (or when the element is never measured).
std::vector<std::string_view> readableChoices(const ColourScheme* scheme,
                                              const SpecialColours& special, ColourElement element,
                                              Palette palette = Palette::FULL,
                                              std::size_t count = 3);

} // namespace mudchess
