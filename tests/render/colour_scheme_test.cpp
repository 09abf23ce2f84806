// Colour schemes as data: the built-in file, an operator's own file, and one clear message for
// every kind of mistake in one.
#include "render/colour_scheme.hpp"

#include "render/colour_encoding.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <string>

namespace mudchess {
namespace {

TEST(ColourSchemes, TheBuiltInFileHasTheFiveSchemesInOrder) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    std::vector<std::string> names;
    for (const ColourScheme& s : schemes.all()) names.push_back(s.name);
    EXPECT_EQ(names,
              (std::vector<std::string>{"none", "classic", "high-contrast", "mono", "forest"}));
    EXPECT_TRUE(schemes.find("none")->plain());
    for (const ColourScheme& s : schemes.all()) EXPECT_FALSE(s.about.empty()) << s.name;
}

TEST(ColourSchemes, MonoUsesNoHues) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    const ColourScheme* mono = schemes.find("mono");
    ASSERT_NE(mono, nullptr);
    for (const TextStyle& part : mono->parts) {
        EXPECT_FALSE(part.foreground.isSet());
        EXPECT_FALSE(part.background.isSet());
    }
    EXPECT_TRUE((*mono)[SchemePart::DARK].reverse);
    EXPECT_TRUE((*mono)[SchemePart::WHITE_PIECE].bold);
}

// WCAG 2 relative luminance and contrast ratio of two colours.
double luminance(Rgb c) {
    auto channel = [](int v) {
        double x = v / 255.0;
        return x <= 0.03928 ? x / 12.92 : std::pow((x + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}
double contrast(Rgb a, Rgb b) {
    double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}
bool same(Rgb a, Rgb b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

// The mIRC colour number the IRC encoding really writes for `c`.
int mircCode(const Colour& c) {
    TextStyle style;
    style.foreground = c;
    std::string out = painted("x", style, ColourEncoding::MIRC);
    std::size_t at = out.find('\x03');
    EXPECT_NE(at, std::string::npos) << "no colour code in the mIRC encoding";
    if (at == std::string::npos || at + 2 >= out.size()) return 1;
    return (out[at + 1] - '0') * 10 + (out[at + 2] - '0');
}

// irssi's terminal colour for each mIRC colour (its mirc_colors table, taken from irssi's
// internal order to the terminal's); weechat's default table gives the same sixteen.
constexpr std::int16_t IRSSI_ANSI_OF_MIRC[16] = {15, 0,  4, 2,  9,  1,  5, 3,
                                                 11, 10, 6, 14, 12, 13, 8, 7};
// HexChat's own colours for mIRC 0-15 (src/fe-gtk/palette.c): the classic mIRC palette.
constexpr Rgb HEXCHAT[16] = {{255, 255, 255}, {0, 0, 0},     {0, 0, 127},     {0, 147, 0},
                             {255, 0, 0},     {127, 0, 0},   {156, 0, 156},   {252, 127, 0},
                             {255, 255, 0},   {0, 252, 0},   {0, 147, 147},   {0, 255, 255},
                             {0, 0, 252},     {255, 0, 255}, {127, 127, 127}, {210, 210, 210}};

// The terminal's own colours, where a part sets none: players use dark and light screens.
struct OwnColours {
    const char* name;
    Rgb foreground, background;
};
constexpr OwnColours DARK_SCREEN{"a dark screen", {229, 229, 229}, {0, 0, 0}};
constexpr OwnColours LIGHT_SCREEN{"a light screen", {0, 0, 0}, {255, 255, 255}};
constexpr OwnColours SCREENS[] = {DARK_SCREEN, LIGHT_SCREEN};

enum class Use { LETTERS, BACKGROUND };

// How a player sees one of a scheme's colours, as letters or behind them, on a screen.
struct View {
    const char* name;
    Rgb (*show)(const Colour&, Use, const OwnColours&);
};
const View VIEWS[] = {
    {"a 256-colour terminal",
     [](const Colour& c, Use, const OwnColours&) { return paletteRgb(c.full); }},
    {"a 16-colour terminal",
     [](const Colour& c, Use, const OwnColours&) { return paletteRgb(c.basic); }},
    // Bright letters turn bold and dark, bright backgrounds dark (irssi adds blinking).
    {"an 8-colour terminal",
     [](const Colour& c, Use, const OwnColours&) { return paletteRgb(c.basic & 7); }},
    {"irssi or weechat in 16 or 256 colours",
     [](const Colour& c, Use, const OwnColours&) {
         return paletteRgb(IRSSI_ANSI_OF_MIRC[mircCode(c)]);
     }},
    {"irssi in 8 colours",
     [](const Colour& c, Use, const OwnColours&) {
         return paletteRgb(IRSSI_ANSI_OF_MIRC[mircCode(c)] & 7);
     }},
    // As irssi, but white letters (mIRC 0) come in the terminal's own colour, bold: black on a
    // light screen (seen in tests/irc/irssi_colours.sh).
    {"weechat in 8 colours",
     [](const Colour& c, Use use, const OwnColours& screen) {
         int code = mircCode(c);
         if (code == 0 && use == Use::LETTERS) return screen.foreground;
         return paletteRgb(IRSSI_ANSI_OF_MIRC[code] & 7);
     }},
    {"HexChat", [](const Colour& c, Use, const OwnColours&) { return HEXCHAT[mircCode(c)]; }},
};

// A piece is one bold letter whose identity is the whole message: 3:1 is WCAG's least contrast
// for bold or large text and for the parts of a picture one must make out.
constexpr double LEAST_CONTRAST = 3.0;

TEST(ColourSchemes, PiecesAndMarkersStandOutOnBothSquaresWhereverTheyAreShown) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    for (const ColourScheme& s : schemes.all()) {
        if (!s[SchemePart::LIGHT].background.isSet()) continue; // mono, none: the terminal's own
        for (const View& view : VIEWS) {
            for (const OwnColours& screen : SCREENS) {
                SCOPED_TRACE(s.name + " in " + view.name + " on " + screen.name);
                auto back = [&](SchemePart square) {
                    return view.show(s[square].background, Use::BACKGROUND, screen);
                };
                for (SchemePart square : {SchemePart::LIGHT, SchemePart::DARK}) {
                    for (SchemePart part :
                         {SchemePart::WHITE_PIECE, SchemePart::BLACK_PIECE, SchemePart::MARKER}) {
                        ASSERT_TRUE(s[part].foreground.isSet());
                        Rgb letters = view.show(s[part].foreground, Use::LETTERS, screen);
                        EXPECT_GE(contrast(letters, back(square)), LEAST_CONTRAST)
                            << "part " << int(part) << " on square " << int(square);
                    }
                }
                EXPECT_FALSE(same(back(SchemePart::LIGHT), back(SchemePart::DARK)))
                    << "light and dark squares are drawn in one colour";
            }
        }
        double squares = contrast(paletteRgb(s[SchemePart::LIGHT].background.full),
                                  paletteRgb(s[SchemePart::DARK].background.full));
        EXPECT_GE(squares, 1.5) << s.name << ": light and dark squares look alike";
    }
}

TEST(ColourSchemes, LabelsReadOnDarkAndLightScreens) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    for (const ColourScheme& s : schemes.all()) {
        const TextStyle& label = s[SchemePart::LABEL];
        if (!label.foreground.isSet()) continue; // the terminal's own letters
        for (const View& view : VIEWS)
            for (const OwnColours& screen : SCREENS)
                EXPECT_GE(
                    contrast(view.show(label.foreground, Use::LETTERS, screen), screen.background),
                    LEAST_CONTRAST)
                    << s.name << " labels in " << view.name << " on " << screen.name;
    }
}

// What the unit test above assumes of irssi was seen in a real irssi (tests/irc/
// irssi_colours.sh); these pin the encoding it rests on.
TEST(ColourSchemes, TheMircEncodingKeepsTheBasicColourInIrssi) {
    for (std::int16_t basic = 0; basic < 16; ++basic)
        EXPECT_EQ(IRSSI_ANSI_OF_MIRC[mircCode(Colour{basic, basic})], basic) << basic;
}

TEST(ColourSchemes, ValuesAreWordsInAnyOrder) {
    SchemeFile f = parseColourSchemes("[x]\n"
                                      "light = on 180/yellow bold\n"
                                      "dark = bright-blue underline on grey\n"
                                      "white =\n"
                                      "  # a comment\n"
                                      "black = reverse 7\n",
                                      "x.conf");
    ASSERT_EQ(f.error, "");
    ASSERT_EQ(f.schemes.size(), 1u);
    const ColourScheme& s = f.schemes[0];
    EXPECT_EQ(s[SchemePart::LIGHT], (TextStyle{{}, {180, 3}, true, false, false}));
    EXPECT_EQ(s[SchemePart::DARK], (TextStyle{{12, 12}, {8, 8}, false, false, true}));
    EXPECT_TRUE(s[SchemePart::WHITE_PIECE].plain());
    EXPECT_EQ(s[SchemePart::BLACK_PIECE], (TextStyle{{7, 7}, {}, false, true, false}));
}

TEST(ColourSchemes, APaletteNumberFallsBackToTheNearestBasicColour) {
    EXPECT_EQ(colourNamed("196"), (Colour{196, 9})); // pure red
    EXPECT_EQ(colourNamed("21"), (Colour{21, 4}));   // pure blue
    EXPECT_EQ(colourNamed("232"), (Colour{232, 0})); // the darkest grey
    EXPECT_EQ(colourNamed("red"), (Colour{1, 1}));
    EXPECT_EQ(colourNamed("bright-white"), (Colour{15, 15}));
    EXPECT_EQ(colourNamed("256"), std::nullopt);
    EXPECT_EQ(colourNamed("180/purple"), std::nullopt);
    EXPECT_EQ(colourNamed("-1"), std::nullopt);
}

struct BadFile {
    const char* text;
    const char* message;
};

TEST(ColourSchemes, EachMistakeNamesTheFileTheLineAndWhatIsWrong) {
    const BadFile table[] = {
        {"light = red\n", "ops.conf line 1: \"light\" comes before any [name] line"},
        {"[a]\n[Bad Name]\n",
         "ops.conf line 2: \"Bad Name\" cannot name a scheme; use lower-case letters, digits, - "
         "and _"},
        {"[a]\n[a\n", "ops.conf line 2: a scheme's name line looks like [name]"},
        {"[a]\n[a]\n", "ops.conf line 2: the scheme [a] comes twice"},
        {"[a]\n\nlight red\n",
         "ops.conf line 3: expected \"key = value\", a [name] line or a # comment"},
        {"[a]\nlite = red\n",
         "ops.conf line 2: \"lite\" is not a key; the keys are about, light, dark, white, black, "
         "marker and label"},
        {"[a]\nlight = purple\n",
         "ops.conf line 2: \"purple\" is not a colour or a style; use bold, reverse, underline, a "
         "colour, or \"on\" and a colour (a colour is a name such as red or bright-blue, a number "
         "0-255, or a number and a name for 16-colour screens, like 180/yellow)"},
        {"[a]\ndark = red on\n",
         "ops.conf line 2: \"on\" needs a background colour after it, like \"on blue\""},
        {"[a]\ndark = on 300\n",
         "ops.conf line 2: \"300\" is not a colour; a colour is a name such as red or "
         "bright-blue, a number 0-255, or a number and a name for 16-colour screens, like "
         "180/yellow"},
    };
    for (const BadFile& row : table) {
        SCOPED_TRACE(row.text);
        SchemeFile f = parseColourSchemes(row.text, "ops.conf");
        EXPECT_EQ(f.error, row.message);
        EXPECT_TRUE(f.schemes.empty());
    }
}

class OperatorFile : public ::testing::Test {
  protected:
    test::TempDir dir;
    std::string path = dir.file("colours.conf");
    void write(const std::string& text) { std::ofstream(path) << text; }
};

TEST_F(OperatorFile, AddsSchemesAndReplacesBuiltInOnesOfTheSameName) {
    write("[sunset]\nabout = orange\nlight = on 215\n[classic]\nabout = mine\n");
    ColourSchemes schemes = ColourSchemes::builtIn();
    EXPECT_EQ(schemes.addFile(path), std::nullopt);
    ASSERT_NE(schemes.find("sunset"), nullptr);
    EXPECT_EQ(schemes.find("classic")->about, "mine");
    EXPECT_EQ(schemes.all().size(), 6u);
    EXPECT_EQ(schemes.all()[1].name, "classic"); // replaced where it stood
}

TEST_F(OperatorFile, ABadFileAddsNothingAndSaysWhy) {
    write("[sunset]\nlight = on 215\n[classic]\nabout = mine\nglow = red\n");
    ColourSchemes schemes = ColourSchemes::builtIn();
    EXPECT_EQ(schemes.addFile(path),
              path + " line 5: \"glow\" is not a key; the keys are about, light, dark, white, "
                     "black, marker and label; the built-in colour schemes stay");
    EXPECT_EQ(schemes.find("sunset"), nullptr);
    EXPECT_NE(schemes.find("classic")->about, "mine");
}

TEST_F(OperatorFile, AMissingFileIsSaidPlainly) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    EXPECT_EQ(schemes.addFile(path + ".missing"),
              path + ".missing: cannot be read; the built-in colour schemes stay");
    EXPECT_EQ(schemes.all().size(), 5u);
}

} // namespace
} // namespace mudchess
