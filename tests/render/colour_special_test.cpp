// A player's own colours over their scheme: what each typed colour means in every palette, the
// nearest-colour mapping, the readability measure and its suggestions, and golden boards of one
// special setting in each encoding (tests/render/golden/special.<encoding>.txt; `cat` one).
#include "render/board.hpp"
#include "render/board_panel.hpp"
#include "render/colour_encoding.hpp"
#include "render/colour_special.hpp"

#include "../chess/play.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace mudchess {
namespace {

Colour colourOf(std::string_view text) {
    std::optional<SpecialColour> c = readSpecialColour(text);
    EXPECT_TRUE(c.has_value()) << text;
    return c ? c->colour : Colour{};
}

TEST(SpecialColours, NamesAreTheSixteenBasicColours) {
    EXPECT_EQ(colourOf("black"), (Colour{0, 0}));
    EXPECT_EQ(colourOf("green"), (Colour{2, 2}));
    EXPECT_EQ(colourOf("white"), (Colour{7, 7}));
    EXPECT_EQ(colourOf("grey"), (Colour{8, 8}));
    EXPECT_EQ(colourOf("gray"), (Colour{8, 8}));
    EXPECT_EQ(colourOf("bright red"), (Colour{9, 9}));
    EXPECT_EQ(colourOf("bright-red"), (Colour{9, 9}));
    EXPECT_EQ(colourOf("bright white"), (Colour{15, 15}));
}

TEST(SpecialColours, BoldComesFirstAndIsKept) {
    std::optional<SpecialColour> c = readSpecialColour("bold yellow");
    ASSERT_TRUE(c);
    EXPECT_TRUE(c->bold);
    EXPECT_EQ(c->colour, (Colour{3, 3}));
    EXPECT_FALSE(readSpecialColour("yellow")->bold);
    EXPECT_TRUE(readSpecialColour("bold colour 208")->bold);
}

TEST(SpecialColours, PaletteNumbersKeepTheirIndexAndTakeTheNearestBasicColour) {
    EXPECT_EQ(colourOf("colour 208"), (Colour{208, 3})); // orange: yellow on 16 colours
    EXPECT_EQ(colourOf("color 21"), (Colour{21, 4}));    // pure blue
    EXPECT_EQ(colourOf("231"), (Colour{231, 15}));       // white of the cube
    EXPECT_EQ(colourOf("colour 5"), (Colour{5, 5}));     // a basic one stays itself
    EXPECT_EQ(colourOf("colour 244"), (Colour{244, 8})); // a middle grey
}

TEST(SpecialColours, HexColoursGoToTheNearestOfThe256AndOfTheSixteen) {
    EXPECT_EQ(colourOf("#ff8700"), (Colour{208, 3})); // exactly xterm's 208
    EXPECT_EQ(colourOf("#000000"), (Colour{16, 0}));  // the cube's black, basic black
    EXPECT_EQ(colourOf("#ffffff"), (Colour{231, 15}));
    EXPECT_EQ(colourOf("#808080"), (Colour{244, 8}));    // grey ramp
    EXPECT_EQ(colourOf("#d7af87"), (Colour{180, 8}));    // a tan: grey is nearer than white
    EXPECT_EQ(colourOf("#FF8700"), colourOf("#ff8700")); // as typed, any case
}

TEST(SpecialColours, AnythingElseIsNotAColour) {
    for (std::string_view text : {"", "purple", "colour 256", "colour", "300", "#ff870", "#ff87zz",
                                  "bright", "bold", "bright 208", "-1", "bold bold red"})
        EXPECT_FALSE(readSpecialColour(text)) << text;
}

TEST(SpecialColours, NearestPaletteIndexIsThePlainestMatch) {
    EXPECT_EQ(nearestPaletteIndex({255, 0, 0}, 0, 15), 9);
    EXPECT_EQ(nearestPaletteIndex({200, 0, 0}, 0, 15), 1);
    EXPECT_EQ(nearestPaletteIndex({255, 0, 0}, 16, 255), 196);
    EXPECT_EQ(nearestPaletteIndex({1, 2, 3}, 16, 255), 16);
    EXPECT_EQ(nearestPaletteIndex({95, 135, 175}, 16, 255), 67); // on the cube exactly
    EXPECT_EQ(nearestPaletteIndex({238, 238, 238}, 16, 255), 255);
    // Each palette colour finds itself.
    for (int i = 16; i < 256; ++i)
        EXPECT_EQ(paletteRgb(nearestPaletteIndex(paletteRgb(std::int16_t(i)), 16, 255)).r,
                  paletteRgb(std::int16_t(i)).r);
}

TEST(SpecialColours, ElementsHaveTheKeysTheOptionsAreSavedUnder) {
    std::string keys;
    for (const ColourElementName& e : colourElements()) {
        keys += std::string(e.key) + " ";
        EXPECT_EQ(colourElementKeyed(e.key), e.element);
    }
    EXPECT_EQ(keys, "light dark white black markers labels panel ");
    EXPECT_EQ(colourElementList(), "light squares, dark squares, white pieces, black pieces, "
                                   "markers, labels and panel");
    EXPECT_FALSE(colourElementKeyed("squares"));
}

SpecialColours chosen(std::initializer_list<std::pair<ColourElement, std::string_view>> list) {
    SpecialColours s;
    for (auto [e, text] : list) s[std::size_t(e)] = readSpecialColour(text);
    return s;
}

TEST(SpecialColours, SquaresTakeTheBackgroundAndEverythingElseTheLetters) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    const ColourScheme* classic = schemes.find("classic");
    ElementStyles s = elementStyles(classic, chosen({{ColourElement::DARK_SQUARES, "green"},
                                                     {ColourElement::WHITE_PIECES, "bold yellow"},
                                                     {ColourElement::PANEL, "colour 208"}}));
    EXPECT_EQ(styleOf(s, ColourElement::DARK_SQUARES).background, (Colour{2, 2}));
    // The scheme's letters on the square stay.
    EXPECT_EQ(styleOf(s, ColourElement::DARK_SQUARES).foreground,
              (*classic)[SchemePart::DARK].foreground);
    EXPECT_EQ(styleOf(s, ColourElement::WHITE_PIECES).foreground, (Colour{3, 3}));
    EXPECT_TRUE(styleOf(s, ColourElement::WHITE_PIECES).bold);
    EXPECT_EQ(styleOf(s, ColourElement::PANEL).foreground, (Colour{208, 3}));
    // What nobody chose is the scheme's.
    EXPECT_EQ(styleOf(s, ColourElement::LIGHT_SQUARES), (*classic)[SchemePart::LIGHT]);
    EXPECT_EQ(styleOf(s, ColourElement::LABELS), (*classic)[SchemePart::LABEL]);
    // Mono's reversed dark squares would turn a chosen background into letters.
    ElementStyles mono =
        elementStyles(schemes.find("mono"), chosen({{ColourElement::DARK_SQUARES, "blue"}}));
    EXPECT_FALSE(styleOf(mono, ColourElement::DARK_SQUARES).reverse);
    EXPECT_EQ(styleOf(mono, ColourElement::DARK_SQUARES).background, (Colour{4, 4}));
}

TEST(SpecialColours, TheBuiltInSchemesAloneReadWell) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    for (const ColourScheme& s : schemes.all())
        EXPECT_TRUE(hardToRead(elementStyles(&s, {})).empty()) << s.name;
}

TEST(SpecialColours, HardToReadNamesThePiecesAndSquaresBelowThreeToOne) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    const ColourScheme* classic = schemes.find("classic");
    // Yellow pieces on classic's tan and on green squares.
    SpecialColours special =
        chosen({{ColourElement::WHITE_PIECES, "yellow"}, {ColourElement::DARK_SQUARES, "green"}});
    std::vector<HardToRead> hard = hardToRead(elementStyles(classic, special));
    std::vector<std::string> said;
    for (const HardToRead& h : hard) {
        said.push_back(std::string(colourElementName(h.letters)) + " on " +
                       std::string(colourElementName(h.square)));
        EXPECT_LT(h.ratio, READABLE_CONTRAST);
        EXPECT_GE(h.ratio, 1.0);
    }
    EXPECT_EQ(said, (std::vector<std::string>{"white pieces on light squares",
                                              "white pieces on dark squares",
                                              "markers on dark squares"}));
}

// Where only sixteen colours show, a colour is measured as the basic one it becomes: colour 28,
// a deep green, turns into bright green, under which bright white letters fade.
TEST(SpecialColours, SixteenColourScreensAreMeasuredInTheirOwnColours) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    const ColourScheme* classic = schemes.find("classic");
    ElementStyles styles =
        elementStyles(classic, chosen({{ColourElement::DARK_SQUARES, "colour 28"}}));
    EXPECT_TRUE(hardToRead(styles, Palette::FULL).empty());
    std::vector<HardToRead> basic = hardToRead(styles, Palette::BASIC);
    ASSERT_EQ(basic.size(), 1u);
    EXPECT_EQ(basic[0].letters, ColourElement::WHITE_PIECES);
    EXPECT_EQ(basic[0].square, ColourElement::DARK_SQUARES);
    EXPECT_EQ(paletteOf(ColourEncoding::ANSI256), Palette::FULL);
    for (ColourEncoding e : {ColourEncoding::ANSI16, ColourEncoding::MIRC, ColourEncoding::MUX})
        EXPECT_EQ(paletteOf(e), Palette::BASIC);
}

TEST(SpecialColours, SuggestionsReadWellOnEverySquareTheyMeet) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    const ColourScheme* classic = schemes.find("classic");
    SpecialColours special = chosen({{ColourElement::WHITE_PIECES, "yellow"}});
    std::vector<std::string_view> better =
        readableChoices(classic, special, ColourElement::WHITE_PIECES);
    ASSERT_FALSE(better.empty());
    EXPECT_LE(better.size(), 3u);
    for (std::string_view name : better) {
        SpecialColours tried = special;
        tried[std::size_t(ColourElement::WHITE_PIECES)] = readSpecialColour(name);
        for (const HardToRead& h : hardToRead(elementStyles(classic, tried)))
            EXPECT_NE(h.letters, ColourElement::WHITE_PIECES) << name;
    }
    // Labels are drawn on the screen's own background: never measured, nothing to suggest.
    EXPECT_TRUE(readableChoices(classic, special, ColourElement::LABELS).empty());
}

TEST(SpecialColours, ContrastIsWcags) {
    EXPECT_NEAR(contrastRatio(16, 231), 21.0, 0.01);
    EXPECT_NEAR(contrastRatio(231, 16), 21.0, 0.01);
    EXPECT_NEAR(contrastRatio(9, 9), 1.0, 1e-9);
}

TEST(SpecialColours, MuxCodesNameTheBasicColours) {
    TextStyle style;
    style.foreground = {9, 9}; // bright red: red and hilite
    style.background = {4, 4};
    EXPECT_EQ(painted("K", style, ColourEncoding::MUX), "%xn%xh%xr%xBK%xn");
    TextStyle bold;
    bold.bold = true;
    bold.reverse = true;
    EXPECT_EQ(painted("p", bold, ColourEncoding::MUX), "%xn%xh%xip%xn");
    TextStyle orange;
    orange.foreground = colourOf("#ff8700");
    EXPECT_EQ(painted("q", orange, ColourEncoding::MUX), "%xn%xyq%xn");
}

// MUX codes go into text the server evaluates: a name in a board's panel holding %, [, ] or a
// backslash must show as written, not run (issue 40).
TEST(SpecialColours, MuxTextIsEscapedColouredOrNot) {
    TextStyle red;
    red.foreground = {1, 1};
    EXPECT_EQ(painted("[pemit(me,%#)]\\", red, ColourEncoding::MUX),
              "%xn%xr\\[pemit(me,\\%#)\\]\\\\%xn");
    EXPECT_EQ(painted("%r[x]", TextStyle{}, ColourEncoding::MUX), "\\%r\\[x\\]");
    EXPECT_EQ(painted("%r[x]", red, ColourEncoding::ANSI16), "\x1b[0;31m%r[x]\x1b[0m");
}

// --- golden boards ---------------------------------------------------------------------------

// 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qe5+: a capture each, a last move, White in check.
std::string goldenText(ColourEncoding encoding) {
    Game g(chessVariant());
    test::playAll(g, "e2e4 d7d5 e4d5 d8d5 b1c3 d5e5");
    ColourSchemes schemes = ColourSchemes::builtIn();
    BoardStyle style;
    style.scheme = schemes.find("classic");
    style.encoding = encoding;
    // One of each form over classic: a hex square, a named square, bold and named pieces, a
    // palette number, bright names.
    style.special = chosen({{ColourElement::LIGHT_SQUARES, "#d7af87"},
                            {ColourElement::DARK_SQUARES, "green"},
                            {ColourElement::WHITE_PIECES, "bold bright white"},
                            {ColourElement::BLACK_PIECES, "black"},
                            {ColourElement::MARKERS, "colour 196"},
                            {ColourElement::LABELS, "bright cyan"},
                            {ColourElement::PANEL, "colour 208"}});
    std::string out;
    for (bool compact : {false, true}) {
        style.compact = compact;
        BoardPanel panel = boardPanel(g, "alice", "bob", style);
        out += std::string("== ") + (compact ? "compact" : "full") + "\n" +
               renderBoard(g.position(), standardMarkers(g.position(), g.history().back().move),
                           style, &panel);
    }
    // Only a panel colour, over no scheme at all: the board is painted for it alone.
    BoardStyle plain;
    plain.encoding = encoding;
    plain.special = chosen({{ColourElement::PANEL, "colour 208"}});
    BoardPanel panel = boardPanel(g, "alice", "bob", plain);
    out += "== scheme none, panel colour 208\n" +
           renderBoard(g.position(), standardMarkers(g.position(), g.history().back().move), plain,
                       &panel);
    return out;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// As board_test.cpp: MUDCHESS_UPDATE_GOLDEN=1 rewrites a file that differs, and still fails.
TEST(SpecialColoursGolden, OneSettingInEveryEncoding) {
    bool update = std::getenv("MUDCHESS_UPDATE_GOLDEN") != nullptr;
    const std::pair<ColourEncoding, const char*> ENCODINGS[] = {
        {ColourEncoding::ANSI16, "ansi16"},
        {ColourEncoding::ANSI256, "ansi256"},
        {ColourEncoding::MIRC, "mirc"},
        {ColourEncoding::MUX, "mux"}};
    for (auto [encoding, name] : ENCODINGS) {
        std::string path = std::string(MUDCHESS_GOLDEN_DIR) + "/special." + name + ".txt";
        std::string actual = goldenText(encoding);
        if (readFile(path) == actual) continue;
        if (update) std::ofstream(path, std::ios::binary) << actual;
        ADD_FAILURE() << path
                      << (update ? " was rewritten; review git diff tests/render/golden"
                                 : " differs; if intended, rerun with "
                                   "MUDCHESS_UPDATE_GOLDEN=1 and review git diff");
    }
}

TEST(SpecialColoursGolden, TheSettingChangesNothingButColour) {
    // Without an encoding that paints, a special setting draws the very board of no colours.
    Game g(chessVariant());
    test::playAll(g, "e2e4 d7d5");
    BoardStyle plain;
    BoardStyle special;
    special.special = chosen({{ColourElement::DARK_SQUARES, "green"}});
    BoardMarkers m = standardMarkers(g.position(), g.history().back().move);
    EXPECT_EQ(renderBoard(g.position(), m, plain), renderBoard(g.position(), m, special));
}

} // namespace
} // namespace mudchess
