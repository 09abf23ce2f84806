// Colour schemes: small named tables of how each part of a board looks (light and dark squares,
// each side's pieces, markers, labels). The built-in ones come from data/colours.conf, compiled
// in; an operator's own file of the same form adds schemes or replaces them at run time.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

// A colour as an index into the xterm 256-colour palette, and the one of the sixteen basic
// colours (0-15) to use where only those exist. Nearest-colour matching turns a tan and a brown
// square into the same grey, so a scheme may choose its basic colour itself ("180/yellow").
struct Colour {
    std::int16_t full = -1; // -1: the terminal's own colour
    std::int16_t basic = -1;
    bool isSet() const { return full >= 0; }
    bool operator==(const Colour&) const = default;
};

// How a run of text looks.
struct TextStyle {
    Colour foreground;
    Colour background;
    bool bold = false;
    bool reverse = false;
    bool underline = false;

    bool plain() const { return *this == TextStyle{}; }
    bool operator==(const TextStyle&) const = default;
};

// `top` laid over `base`: a piece's colour on its square's background.
TextStyle layered(const TextStyle& top, const TextStyle& base);

enum class SchemePart : std::uint8_t { LIGHT, DARK, WHITE_PIECE, BLACK_PIECE, MARKER, LABEL };
inline constexpr std::size_t SCHEME_PARTS = 6;

struct ColourScheme {
    std::string name;
    std::string about; // a few words for the list of schemes
    std::array<TextStyle, SCHEME_PARTS> parts{};

    const TextStyle& operator[](SchemePart p) const { return parts[std::size_t(p)]; }
    bool plain() const;
};

// The schemes a program offers, in the order they were defined.
class ColourSchemes {
  public:
    // The schemes of data/colours.conf as built in.
    static ColourSchemes builtIn();

    const ColourScheme* find(std::string_view name) const;
    const std::vector<ColourScheme>& all() const { return schemes_; }
    // Adds a scheme, or replaces the one of the same name where it stood.
    void add(ColourScheme scheme);
    // Reads an operator's file and adds its schemes. A file with any mistake adds nothing and
    // returns one message naming the file, the line and what is wrong there.
    std::optional<std::string> addFile(const std::string& path);

  private:
    std::vector<ColourScheme> schemes_;
};

struct SchemeFile {
    std::vector<ColourScheme> schemes;
    std::string error; // empty when the whole text was read; else "<source> line N: ..."
};

// Reads the text of a colour file; `source` names it in messages.
SchemeFile parseColourSchemes(std::string_view text, std::string_view source);

// "red", "bright-blue", "grey", "0".."255" (basic colour: the nearest), "180/yellow".
std::optional<Colour> colourNamed(std::string_view word);
// One of the sixteen basic colours by name ("red", "bright-red" or "bright red", "grey"): its
// palette index 0-15.
std::optional<std::int16_t> basicNamed(std::string_view word);
// A 256-palette index written as a number, "0" to "255".
std::optional<std::int16_t> paletteNumber(std::string_view word);
struct Rgb {
    int r, g, b;
};
// xterm's colour for a 256-palette index.
Rgb paletteRgb(std::int16_t index);
// The basic colour (0-15) nearest to a 256-palette index.
std::int16_t nearestBasic(std::int16_t full);

} // namespace mudchess
